/* rulesets.c — the rule sets a room can name (issue 12): the 2016 edition
 * with or without its action cards, the classic 2000 rules ("Ohne Furcht
 * und Adel"), classic with Dark City ("Die dunklen Lande"), and the online
 * site's rules over either of the two older sets.
 *
 * A rule set is a preset of the one engine: three config fields (rules,
 * action_cards, online) and the defaults it implies (lineup, district pool,
 * city size, selection, crown). This file holds the data behind them — which
 * characters and purple districts each box has, the older cards' own costs
 * and names, which config keys each set offers — and the checks a config
 * must pass for its set. The rules themselves live in the engine's hooks,
 * which ask cit_classic() or the card's role (cards.c) where texts differ.
 * Readings: docs/citadels-rules.md, "Issue 12". */
#include "citadels/engine.h"

#include <string.h>

#define C(id) CIT_C_##id
#define D(id) CIT_D_##id

const char *const cit_ruleset_wire[] = {
#define X(id, w, r, a, o) [CIT_RS_##id] = w,
    CIT_RULESET_LIST(X)
#undef X
        NULL,
};

static const struct {
    uint8_t rules, action_cards, online;
} ruleset_fields[CIT_RS_COUNT] = {
#define X(id, w, r, a, o) [CIT_RS_##id] = {r, a, o},
    CIT_RULESET_LIST(X)
#undef X
};

int cit_ruleset_of(const cit_config *c)
{
    for (int rs = 0; rs < CIT_RS_COUNT; rs++)
        if (ruleset_fields[rs].rules == c->rules &&
            ruleset_fields[rs].action_cards == c->action_cards &&
            ruleset_fields[rs].online == c->online)
            return rs;
    return -1;
}

/* ---- which rule sets the engine plays yet ----
 * One row per finished rule set (every card, special case and scenario).
 * The coordinator adds rows as the slices finish; a config naming another is
 * refused with the reason "rules_unplayable". */
static const uint8_t ruleset_playable[CIT_RS_COUNT] = {
    [CIT_RS_2016] = 1,
    /* issue 12: action cards */
    [CIT_RS_2016_ACTIONS] = 1,
    [CIT_RS_CLASSIC] = 1, /* issue 12: classic */
    /* issue 12: dark city */
    [CIT_RS_DARK_CITY] = 1,
    /* issue 12: online */
    [CIT_RS_ONLINE_CLASSIC] = 1,
    [CIT_RS_ONLINE_DARK_CITY] = 1,
};

int cit_ruleset_playable(int rs)
{
    return rs >= 0 && rs < CIT_RS_COUNT && ruleset_playable[rs];
}

/* ---- the boxes ---- */

/* OFuA "Die 8 Charaktereigenschaften". */
static const uint8_t classic_lineup[CIT_MAX_RANK + 1] = {
    0, C(CL_ASSASSIN), C(CL_THIEF), C(CL_MAGICIAN), C(CL_KING),
    C(CL_BISHOP), C(CL_MERCHANT), C(CL_ARCHITECT), C(CL_WARLORD), 0,
};

/* The classic purple kinds (citadels-cards.md §6.1, German box by inference:
 * ten kinds, the Wehrturm twice; the Große Mauer came with Dark City). */
static const uint8_t classic_purples[] = {
    D(HAUNTED_QUARTER), D(KEEP),    D(LABORATORY),      D(SMITHY),     D(OBSERVATORY),
    D(GRAVEYARD),       D(LIBRARY), D(SCHOOL_OF_MAGIC), D(UNIVERSITY), D(DRAGON_GATE),
};

/* DdL "Die neuen Bauwerke": the 15 buildings (the Pulverturm is the 2016
 * Waffenkammer's ancestor and shares its kind: citadels-cards.md §6.2). */
static const uint8_t dark_city_buildings[] = {
    D(GREAT_WALL), D(QUARRY),    D(WISHING_WELL), D(IMPERIAL_TREASURY), D(MAP_ROOM),
    D(HOSPITAL),   D(POOR_HOUSE), D(LIGHTHOUSE),  D(PARK),              D(ARMORY),
    D(BALLROOM),   D(FACTORY),   D(MUSEUM),       D(BELL_TOWER),        D(THRONE_ROOM),
};

#define NCLASSIC_PURPLES (int)(sizeof classic_purples / sizeof classic_purples[0])
#define NDARK_BUILDINGS (int)(sizeof dark_city_buildings / sizeof dark_city_buildings[0])

static int in_list(const uint8_t *list, int n, int kind)
{
    for (int i = 0; i < n; i++)
        if (list[i] == kind)
            return 1;
    return 0;
}

int cit_classic_purple(int kind)
{
    return in_list(classic_purples, NCLASSIC_PURPLES, kind);
}

int cit_dark_city_building(int kind)
{
    return in_list(dark_city_buildings, NDARK_BUILDINGS, kind);
}

/* Whether a unique (purple) kind may be in the deck under `rules`. */
int cit_rules_has_unique(int rules, int kind)
{
    if (kind <= 0 || kind >= CIT_D_COUNT || cit_districts[kind].type != CIT_UNIQUE)
        return 0;
    switch (rules) {
    case CIT_RULES_CLASSIC:
        return cit_classic_purple(kind);
    case CIT_RULES_DARK_CITY:
        return cit_classic_purple(kind) || cit_dark_city_building(kind);
    default:
        return kind != CIT_D_BALLROOM; /* the 36 of the 2016 box */
    }
}

/* Whether a character card may be in a lineup under `rules`. */
int cit_rules_has_character(int rules, int ch)
{
    int era = cit_character_era(ch);
    switch (rules) {
    case CIT_RULES_CLASSIC:
        return era == CIT_ERA_CLASSIC;
    case CIT_RULES_DARK_CITY:
        return era == CIT_ERA_CLASSIC || era == CIT_ERA_DARK_CITY;
    default:
        return era == CIT_ERA_2016;
    }
}

/* ---- the older cards' own rows ----
 * Where the classic or Dark City card differs from the 2016 card of the same
 * kind in cost, copies or name. Costs the rulebooks do not print are DRAFT
 * (citadels-cards.md §6); the readings are in docs/citadels-rules.md. */
#define ROW(w, t, c, n, s, de, en, pl)                                                             \
    {.wire = w, .type = t, .cost = c, .count = n, .silver = s, .flags = 0, .name_de = de,          \
     .name_en = en, .name_pl = pl}
static const cit_district_def classic_keep =
    ROW("keep", CIT_UNIQUE, 3, 2, 0, "Wehrturm", "Keep", "Twierdza");
static const cit_district_def classic_observatory =
    ROW("observatory", CIT_UNIQUE, 5, 1, 0, "Sternwarte", "Observatory", "Obserwatorium");
static const cit_district_def dark_factory =
    ROW("factory", CIT_UNIQUE, 6, 1, 0, "Fabrik", "Factory", "Fabryka");
static const cit_district_def dark_powderhouse =
    ROW("armory", CIT_UNIQUE, 3, 1, 0, "Pulverturm", "Powderhouse", "Prochownia");
#undef ROW

const cit_district_def *const cit_older_rows[CIT_D_COUNT] = {
    [CIT_D_KEEP] = &classic_keep,
    [CIT_D_OBSERVATORY] = &classic_observatory,
    [CIT_D_FACTORY] = &dark_factory,
    [CIT_D_ARMORY] = &dark_powderhouse,
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
};


/* ---- which config keys each rule set offers ---- */
static int key_offered(int rs, int key)
{
    int rules = ruleset_fields[rs].rules, online = ruleset_fields[rs].online;
    switch (key) {
    /* DE16 "Empfehlungen" and their footnotes, and the 2016 house rule */
    case CIT_K_LINEUP:
    case CIT_K_NINTH:
    case CIT_K_EMPEROR_SUB:
    case CIT_K_QUEEN_SUB:
    case CIT_K_ABILITY_BEFORE_INCOME:
        return rules == CIT_RULES_2016;
    /* OFuA: the box's eight characters and ten purple kinds; nothing to choose */
    case CIT_K_CHARACTERS:
    case CIT_K_UNIQUES:
        return rules != CIT_RULES_CLASSIC;
    /* ONLINE "Spielvorbereitung": the owner sets these; the 2016 rooms
     * offered them before issue 12 and keep them */
    case CIT_K_SELECTION:
    case CIT_K_FIRST_CROWN:
        return rules == CIT_RULES_2016;
    case CIT_K_CHARS_PER_PLAYER:
        return rules == CIT_RULES_2016 || online;
    case CIT_K_CITY_TARGET:
        return rules == CIT_RULES_2016 || online;
    /* --- issue 12: the slices' keys --- */
    default:
        return 1;
    }
}

int cit_ruleset_has_key(int rs, int key)
{
    if (key == CIT_K_RULES)
        return 1;
    return rs >= 0 && rs < CIT_RS_COUNT && key_offered(rs, key);
}

/* ---- defaults ---- */

void cit_ruleset_apply(cit_config *c, int rs)
{
    c->rules = ruleset_fields[rs].rules;
    c->action_cards = ruleset_fields[rs].action_cards;
    c->online = ruleset_fields[rs].online;
    if (c->rules == CIT_RULES_2016)
        return; /* cit_config_default's first game, the lineup keys on top */
    /* OFuA "Vorbereitung": the eight characters, all purple kinds of the box. */
    memcpy(c->lineup, classic_lineup, sizeof c->lineup);
    c->ncharacters = 8;
    c->preset = 0;
    c->random_uniques = 0;
    c->nuniques = 0;
    for (int i = 0; i < NCLASSIC_PURPLES; i++)
        c->uniques[c->nuniques++] = classic_purples[i];
    /* --- issue 12: classic --- OFuA "Die 8 Charaktereigenschaften": "Er darf
     * während seines Zuges jederzeit seine Charaktereigenschaft einsetzen" —
     * before the income too (the Händler example); reading C12-4. */
    c->ability_before_income = 1;
    /* --- issue 12: dark city (the set of 9, the building mix) --- */
    if (c->rules == CIT_RULES_DARK_CITY)
        cit_dark_apply(c); /* dark_city_setup.c */
    /* --- issue 12: online (deal, no crown, steps) --- */
    /* ONLINE "Spielverlauf": the crown holder picks one, the rest are dealt;
     * "Spielstart": "Zu Beginn des Spiels hat die Krone keinen Besitzer";
     * "Spielende": "normalerweise acht". Characters per player stay 0 (by
     * the rules: 2 with 2-3 players, else 1) unless the room sets them. */
    if (c->online) {
        c->selection = CIT_SELECTION_DEAL;
        c->first_crown = CIT_NO_SEAT;
        c->city_target = 8;
    }
}

/* ---- the checks of a config against its rule set ---- */

int cit_ruleset_validate(const cit_config *c, game_err *e)
{
    int rs = cit_ruleset_of(c);
    if (rs < 0) {
        cit_fail(e, CIT_ERR_BAD_CONFIG,
                 "action cards need the 2016 rules and the online rules an older set");
        return -1;
    }
    if (!cit_ruleset_playable(rs)) {
        cit_config_refuse(e, "rules_unplayable", "", 0, "the rule set \"%s\" is not playable yet",
                          cit_ruleset_wire[rs]);
        return -1;
    }
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (c->lineup[r] && !cit_rules_has_character(c->rules, c->lineup[r])) {
            const cit_character_def *d = &cit_characters[c->lineup[r]];
            cit_config_refuse(e, "character_not_in_rules", d->wire, r,
                              "the %s is not a card of the rule set \"%s\"", d->name_en,
                              cit_ruleset_wire[rs]);
            return -1;
        }
    for (int i = 0; i < c->nuniques; i++)
        if (cit_districts[c->uniques[i]].type == CIT_UNIQUE && /* else setup.c: not_unique */
            !cit_rules_has_unique(c->rules, c->uniques[i])) {
            const cit_district_def *d = &cit_districts[c->uniques[i]];
            cit_config_refuse(e, "district_not_in_rules", d->wire, 0,
                              "the %s is not a card of the rule set \"%s\"", d->name_en,
                              cit_ruleset_wire[rs]);
            return -1;
        }
    /* issue 12: online — the deal needs no face-down card: 8 players with one
     * character each (reading O12-1) */
    if (c->rules == CIT_RULES_CLASSIC && !c->online && c->nplayers > 7) {
        /* OFuA: "für 2 - 7 Spieler" */
        cit_config_refuse(e, "too_many_players", "", 7, "the classic rules are for 2 to 7 players");
        return -1;
    }
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    if (c->rules == CIT_RULES_DARK_CITY && cit_dark_validate(c, e) < 0)
        return -1; /* dark_city_setup.c */
    /* --- issue 12: online --- */
    /* --- issue 12: action cards --- */
    return 0;
}
