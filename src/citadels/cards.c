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
_Static_assert(CIT_D_COUNT - 1 == 17 + 36 + 1 + 7,
               "17 base kinds, the 36 uniques of the German box, the Ballsaal (Dark City) and "
               "the 7 kinds of action cards");
_Static_assert(CIT_C_COUNT - 1 == 27 + 8 + 10,
               "the 27 characters of the 2016 edition, 8 classic, 10 of Dark City");

/* Issue 12: the 2016 character whose engine hooks each older card uses (0:
 * its own — every 2016 card, and the Dark City Steuereintreiber, rank 2, a
 * rule unlike the 2016 rank-9 card). Read inline (cards.h cit_character_role). */
const uint8_t cit_character_roles[CIT_C_COUNT] = {
    [CIT_C_CL_ASSASSIN] = CIT_C_ASSASSIN,   [CIT_C_CL_THIEF] = CIT_C_THIEF,
    [CIT_C_CL_MAGICIAN] = CIT_C_MAGICIAN,   [CIT_C_CL_KING] = CIT_C_KING,
    [CIT_C_CL_BISHOP] = CIT_C_BISHOP,       [CIT_C_CL_MERCHANT] = CIT_C_MERCHANT,
    [CIT_C_CL_ARCHITECT] = CIT_C_ARCHITECT, [CIT_C_CL_WARLORD] = CIT_C_WARLORD,
    [CIT_C_DC_WITCH] = CIT_C_WITCH,         [CIT_C_DC_WIZARD] = CIT_C_WIZARD,
    [CIT_C_DC_EMPEROR] = CIT_C_EMPEROR,     [CIT_C_DC_ABBOT] = CIT_C_ABBOT,
    [CIT_C_DC_ALCHEMIST] = CIT_C_ALCHEMIST, [CIT_C_DC_NAVIGATOR] = CIT_C_NAVIGATOR,
    [CIT_C_DC_DIPLOMAT] = CIT_C_DIPLOMAT,   [CIT_C_DC_ARTIST] = CIT_C_ARTIST,
    [CIT_C_DC_QUEEN] = CIT_C_QUEEN,
};

int cit_character_era(int ch)
{
    if (ch >= CIT_C_DC_WITCH)
        return CIT_ERA_DARK_CITY;
    return ch >= CIT_C_CL_ASSASSIN ? CIT_ERA_CLASSIC : CIT_ERA_2016;
}

static const char *const type_wire[CIT_TYPE_COUNT] = {
    [CIT_TYPE_NONE] = "none",       [CIT_NOBLE] = "noble",       [CIT_RELIGIOUS] = "religious",
    [CIT_TRADE] = "trade",          [CIT_MILITARY] = "military", [CIT_UNIQUE] = "unique",
    [CIT_ACTION] = "action",
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
