/* cards.c — the rows of the district and character tables declared in cards.h,
 * and lookups from wire names. */
#include "citadels/cards.h"

#include <string.h>

const cit_district_def cit_districts[CIT_D_COUNT] = {
#define X(id, w, t, c, n, s, f, de, en, pl)                                                        \
    [CIT_D_##id] = {.wire = w,                                                                     \
                    .type = t,                                                                     \
                    .cost = c,                                                                     \
                    .count = n,                                                                    \
                    .silver = s,                                                                   \
                    .flags = f,                                                                    \
                    .name_de = de,                                                                 \
                    .name_en = en,                                                                 \
                    .name_pl = pl},
    CIT_DISTRICT_LIST(X)
#undef X
};

const cit_character_def cit_characters[CIT_C_COUNT] = {
#define X(id, w, r, it, ir, bl, mp, de, en, pl)                                                    \
    [CIT_C_##id] = {.wire = w,                                                                     \
                    .rank = r,                                                                     \
                    .income_type = it,                                                             \
                    .income_res = ir,                                                              \
                    .build_limit = bl,                                                             \
                    .min_players = mp,                                                             \
                    .name_de = de,                                                                 \
                    .name_en = en,                                                                 \
                    .name_pl = pl},
    CIT_CHARACTER_LIST(X)
#undef X
};

/* The box holds 54 base districts: 12 noble, 11 religious, 20 trade, 11 military
 * (DE16 "Material"). The counts per kind are checked at start-up by the unit
 * tests; here we pin the number of kinds so the list cannot silently shrink. */
_Static_assert(CIT_D_COUNT - 1 == 17 + 36, "17 base kinds + the 36 uniques of the German box");
_Static_assert(CIT_C_COUNT - 1 == 27, "the 27 characters of the 2016 edition");

static const char *const type_wire[CIT_TYPE_COUNT] = {
    [CIT_TYPE_NONE] = "none",       [CIT_NOBLE] = "noble",       [CIT_RELIGIOUS] = "religious",
    [CIT_TRADE] = "trade",          [CIT_MILITARY] = "military", [CIT_UNIQUE] = "unique",
};

const char *cit_type_wire(int type)
{
    return (type >= 0 && type < CIT_TYPE_COUNT) ? type_wire[type] : "none";
}

int cit_type_from_wire(const char *s)
{
    for (int t = 1; t < CIT_TYPE_COUNT; t++)
        if (strcmp(type_wire[t], s) == 0)
            return t;
    return -1;
}

int cit_district_from_wire(const char *s)
{
    for (int k = 1; k < CIT_D_COUNT; k++)
        if (strcmp(cit_districts[k].wire, s) == 0)
            return k;
    return -1;
}

int cit_character_from_wire(const char *s)
{
    for (int c = 1; c < CIT_C_COUNT; c++)
        if (strcmp(cit_characters[c].wire, s) == 0)
            return c;
    return -1;
}
