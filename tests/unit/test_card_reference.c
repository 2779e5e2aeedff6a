/* test_card_reference.c — the engine's cards against an independent table
 * transcribed by hand from the card reference (../shared/docs/citadels-cards.md,
 * §4 "Base districts (54)", §5.1 "The 30 unique districts", §8.7 "First
 * game"; §2.1 for the characters), not from src/citadels/cards.h: a wrong
 * cost, count, type or silver coin in the engine's table fails here even if
 * every test that reads the engine's own table passes.
 *
 * Also checked: a dealt game holds exactly these instances (54 base cards by
 * kind, one of each chosen unique), so the deck is the table and nothing
 * else. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

typedef struct ref_district {
    const char *wire;  /* English name as the engine spells it */
    int type, cost, count, silver;
    const char *de;    /* German 2017 name where the reference gives it, else NULL */
} ref_district;

/* §4: type, English name, cost, count (German base names are "unknown" there). */
static const ref_district base[] = {
    {"manor", CIT_NOBLE, 3, 5, 0, NULL},
    {"castle", CIT_NOBLE, 4, 4, 0, NULL},
    {"palace", CIT_NOBLE, 5, 3, 0, NULL},
    {"temple", CIT_RELIGIOUS, 1, 3, 0, NULL},
    {"church", CIT_RELIGIOUS, 2, 3, 0, NULL},
    {"monastery", CIT_RELIGIOUS, 3, 3, 0, NULL},
    {"cathedral", CIT_RELIGIOUS, 5, 2, 0, NULL},
    {"tavern", CIT_TRADE, 1, 5, 0, "Taverne"},
    {"market", CIT_TRADE, 2, 4, 0, "Markt"},
    {"trading_post", CIT_TRADE, 2, 3, 0, NULL},
    {"docks", CIT_TRADE, 3, 3, 0, "Kontor"},
    {"harbor", CIT_TRADE, 4, 3, 0, NULL},
    {"town_hall", CIT_TRADE, 5, 2, 0, NULL},
    {"watchtower", CIT_MILITARY, 1, 3, 0, NULL},
    {"prison", CIT_MILITARY, 2, 3, 0, "Kerker"},
    {"barracks", CIT_MILITARY, 3, 3, 0, "Turnierplatz"},
    {"fortress", CIT_MILITARY, 5, 2, 0, NULL},
};

/* §5.1 rows of the 14 uniques of the first game (§8.7): cost, German name;
 * the Dragon Gate's 2 silver coins (row 4). */
static const ref_district uniques[] = {
    {"dragon_gate", CIT_UNIQUE, 6, 1, 2, "Drachenhort"},
    {"factory", CIT_UNIQUE, 5, 1, 0, "Fabrik"},
    {"haunted_quarter", CIT_UNIQUE, 2, 1, 0, "Geisterstadt"},
    {"imperial_treasury", CIT_UNIQUE, 5, 1, 0, "Schatzkammer"},
    {"keep", CIT_UNIQUE, 3, 1, 0, "Zitadelle"},
    {"laboratory", CIT_UNIQUE, 5, 1, 0, "Laboratorium"},
    {"library", CIT_UNIQUE, 6, 1, 0, "Bibliothek"},
    {"map_room", CIT_UNIQUE, 5, 1, 0, "Kartenraum"},
    {"quarry", CIT_UNIQUE, 5, 1, 0, "Steinbruch"},
    {"school_of_magic", CIT_UNIQUE, 6, 1, 0, "Zauberschule"},
    {"smithy", CIT_UNIQUE, 5, 1, 0, "Schmiede"},
    {"statue", CIT_UNIQUE, 3, 1, 0, "Statue"},
    {"thieves_den", CIT_UNIQUE, 6, 1, 0, "Spelunke"},
    {"wishing_well", CIT_UNIQUE, 5, 1, 0, "Wunschbrunnen"},
};

/* §5.1, the other 16 of the 2016 edition: cost and German name; the
 * Geheimkammer's 3 silver coins (row 24; it is never built, cost 0 here). */
static const ref_district more_uniques[] = {
    {"armory", CIT_UNIQUE, 3, 1, 0, "Waffenkammer"},
    {"basilica", CIT_UNIQUE, 4, 1, 0, "Basilika"},
    {"capitol", CIT_UNIQUE, 5, 1, 0, "Kapitol"},
    {"framework", CIT_UNIQUE, 3, 1, 0, "Gerüst"},
    {"gold_mine", CIT_UNIQUE, 6, 1, 0, "Goldmine"},
    {"great_wall", CIT_UNIQUE, 6, 1, 0, "Große Mauer"},
    {"ivory_tower", CIT_UNIQUE, 5, 1, 0, "Elfenbeinturm"},
    {"monument", CIT_UNIQUE, 4, 1, 0, "Monument"},
    {"museum", CIT_UNIQUE, 4, 1, 0, "Museum"},
    {"necropolis", CIT_UNIQUE, 5, 1, 0, "Totenstadt"},
    {"observatory", CIT_UNIQUE, 4, 1, 0, "Sternwarte"},
    {"park", CIT_UNIQUE, 6, 1, 0, "Park"},
    {"poor_house", CIT_UNIQUE, 4, 1, 0, "Armenhaus"},
    {"secret_vault", CIT_UNIQUE, 0, 1, 3, "Geheimkammer"},
    {"stables", CIT_UNIQUE, 2, 1, 0, "Stallungen"},
    {"theater", CIT_UNIQUE, 6, 1, 0, "Theater"},
};

/* §5.2, the six German extras: their 2017 costs are unknown; these are the
 * older cards' costs the engine adopts (readings in docs/citadels-rules.md),
 * and the Universität's "worth 8" as 2 silver coins. */
static const ref_district extras[] = {
    {"bell_tower", CIT_UNIQUE, 5, 1, 0, "Glockenturm"},
    {"graveyard", CIT_UNIQUE, 5, 1, 0, "Friedhof"},
    {"hospital", CIT_UNIQUE, 6, 1, 0, "Hospital"},
    {"lighthouse", CIT_UNIQUE, 3, 1, 0, "Leuchtturm"},
    {"throne_room", CIT_UNIQUE, 6, 1, 0, "Thronsaal"},
    {"university", CIT_UNIQUE, 6, 1, 2, "Universität"},
};

/* Issue 12: the Dark City building the 2017 box lacks (§6.2, cost DRAFT)
 * and the 15 action cards of DE16 "Variante: Aktionskarten" (§7.2: counts
 * 1, 2, 3, 2, 2, 2, 3; no cost, no type of a city). */
static const ref_district dark_and_action[] = {
    {"ballroom", CIT_UNIQUE, 6, 1, 0, "Ballsaal"},
    {"acrobat", CIT_ACTION, 0, 1, 0, "Akrobatin"},
    {"director", CIT_ACTION, 0, 2, 0, "Direktor"},
    {"ticket_booth", CIT_ACTION, 0, 3, 0, "Kassenwagen"},
    {"living_cannonball", CIT_ACTION, 0, 2, 0, "Lebende Kanonenkugel"},
    {"rasputin", CIT_ACTION, 0, 2, 0, "Rasputin"},
    {"fortune_teller", CIT_ACTION, 0, 2, 0, "Wahrsagerin"},
    {"circus_tent", CIT_ACTION, 0, 3, 0, "Zirkuszelt"},
};
#define NDARK_ACTION (sizeof dark_and_action / sizeof dark_and_action[0])

#define NBASE (sizeof base / sizeof base[0])
#define NUNIQUE (sizeof uniques / sizeof uniques[0])
#define NMORE (sizeof more_uniques / sizeof more_uniques[0])
#define NEXTRA (sizeof extras / sizeof extras[0])

static void check_row(const ref_district *r)
{
    int k = cit_district_from_wire(r->wire);
    if (k <= 0)
        fail_msg("the engine has no district \"%s\"", r->wire);
    const cit_district_def *d = &cit_districts[k];
    if (d->type != r->type || d->cost != r->cost || d->count != r->count || d->silver != r->silver)
        fail_msg("%s: engine type %d cost %d count %d silver %d; reference type %d cost %d "
                 "count %d silver %d",
                 r->wire, d->type, d->cost, d->count, d->silver, r->type, r->cost, r->count,
                 r->silver);
    if (r->de && strcmp(d->name_de, r->de) != 0)
        fail_msg("%s: German name \"%s\", reference \"%s\"", r->wire, d->name_de, r->de);
}

static void test_base_districts(void **state)
{
    (void)state;
    int per_type[CIT_TYPE_COUNT] = {0}, total = 0;
    for (size_t i = 0; i < NBASE; i++) {
        check_row(&base[i]);
        per_type[base[i].type] += base[i].count;
        total += base[i].count;
    }
    /* The reference's totals (DE16 "Material"; PL16; OFuA): the table above is
     * transcribed right. */
    assert_int_equal(total, 54);
    assert_int_equal(per_type[CIT_NOBLE], 12);
    assert_int_equal(per_type[CIT_RELIGIOUS], 11);
    assert_int_equal(per_type[CIT_TRADE], 20);
    assert_int_equal(per_type[CIT_MILITARY], 11);
}

static void test_first_game_uniques(void **state)
{
    (void)state;
    for (size_t i = 0; i < NUNIQUE; i++) {
        check_row(&uniques[i]);
        int k = cit_district_from_wire(uniques[i].wire);
        if (!(cit_districts[k].flags & CIT_DF_FIRST_GAME))
            fail_msg("%s is in the first game's set (DE16 \"Dein erstes Spiel\")", uniques[i].wire);
    }
}

static void test_other_uniques(void **state)
{
    (void)state;
    for (size_t i = 0; i < NMORE; i++) {
        check_row(&more_uniques[i]);
        int k = cit_district_from_wire(more_uniques[i].wire);
        assert_false(cit_districts[k].flags & (CIT_DF_FIRST_GAME | CIT_DF_GERMAN_EXTRA));
    }
    for (size_t i = 0; i < NEXTRA; i++) {
        check_row(&extras[i]);
        assert_true(cit_districts[cit_district_from_wire(extras[i].wire)].flags &
                    CIT_DF_GERMAN_EXTRA);
    }
    assert_int_equal(NUNIQUE + NMORE + NEXTRA, 36); /* DE16 "Material" */
}

/* Every district kind of the engine is a row of the reference: none added
 * that the reference does not know. */
static void test_no_district_beyond_the_reference(void **state)
{
    (void)state;
    for (int k = 1; k < CIT_D_COUNT; k++) {
        int found = 0;
        for (size_t i = 0; i < NBASE; i++)
            found |= strcmp(base[i].wire, cit_districts[k].wire) == 0;
        for (size_t i = 0; i < NUNIQUE; i++)
            found |= strcmp(uniques[i].wire, cit_districts[k].wire) == 0;
        for (size_t i = 0; i < NMORE; i++)
            found |= strcmp(more_uniques[i].wire, cit_districts[k].wire) == 0;
        for (size_t i = 0; i < NEXTRA; i++)
            found |= strcmp(extras[i].wire, cit_districts[k].wire) == 0;
        for (size_t i = 0; i < NDARK_ACTION; i++)
            found |= strcmp(dark_and_action[i].wire, cit_districts[k].wire) == 0;
        if (!found)
            fail_msg("engine district \"%s\" is not in this test's reference table",
                     cit_districts[k].wire);
    }
}

/* Issue 12: the Ballsaal and the action cards, and the 15 action cards in all. */
static void test_dark_city_and_action_cards(void **state)
{
    (void)state;
    int actions = 0;
    for (size_t i = 0; i < NDARK_ACTION; i++) {
        check_row(&dark_and_action[i]);
        if (dark_and_action[i].type == CIT_ACTION)
            actions += dark_and_action[i].count;
    }
    assert_int_equal(actions, 15);
}

/* Issue 12: the older boxes' own rows (§6.1, §6.2): the Wehrturm twice,
 * the classic Sternwarte for 5, the Dark City Fabrik for 6, the Pulverturm. */
static void test_older_rows(void **state)
{
    (void)state;
    static const struct {
        const char *wire, *de;
        int cost, count;
    } ref[] = {
        {"keep", "Wehrturm", 3, 2},
        {"observatory", "Sternwarte", 5, 1},
        {"factory", "Fabrik", 6, 1},
        {"armory", "Pulverturm", 3, 1},
        {"library", "Bibliothek", 6, 1},
    };
    for (size_t i = 0; i < sizeof ref / sizeof ref[0]; i++) {
        const cit_district_def *d =
            cit_kind_def(CIT_RULES_CLASSIC, cit_district_from_wire(ref[i].wire));
        if (d->cost != ref[i].cost || d->count != ref[i].count || strcmp(d->name_de, ref[i].de))
            fail_msg("classic %s: cost %d count %d \"%s\"", ref[i].wire, d->cost, d->count,
                     d->name_de);
    }
    /* The 2016 rows stay the 2016 cards. */
    assert_string_equal(cit_kind_def(CIT_RULES_2016, CIT_D_KEEP)->name_de, "Zitadelle");
    assert_int_equal(cit_kind_def(CIT_RULES_2016, CIT_D_FACTORY)->cost, 5);
}

/* A dealt game: exactly the reference's instances. */
static void test_dealt_deck_is_the_table(void **state)
{
    (void)state;
    static cit_state s;
    cit_config cfg;
    cit_config_default(&cfg, 4);
    game_err e = {0};
    assert_int_equal(cit_setup(&s, &cfg, 9, &e), 0);
    assert_int_equal(s.ncards, 54 + 14);
    int per_kind[CIT_D_COUNT] = {0};
    for (int c = 0; c < s.ncards; c++)
        per_kind[s.card_kind[c]]++;
    for (size_t i = 0; i < NBASE; i++)
        assert_int_equal(per_kind[cit_district_from_wire(base[i].wire)], base[i].count);
    for (size_t i = 0; i < NUNIQUE; i++)
        assert_int_equal(per_kind[cit_district_from_wire(uniques[i].wire)], 1);
}

/* §2.1: the eight characters of the first game and the rank-9 Artist: rank,
 * the district type they collect for, and the Architect's build limit of 3
 * (the others build 1, DE16 "Gebäude bauen"). */
static void test_characters(void **state)
{
    (void)state;
    static const struct {
        const char *wire, *de;
        int rank, income, limit;
    } ref[] = {
        {"assassin", "Assassine", 1, CIT_TYPE_NONE, 1}, {"thief", "Dieb", 2, CIT_TYPE_NONE, 1},
        {"magician", "Magierin", 3, CIT_TYPE_NONE, 1},  {"king", "König", 4, CIT_NOBLE, 1},
        {"bishop", "Bischof", 5, CIT_RELIGIOUS, 1},     {"merchant", "Händlerin", 6, CIT_TRADE, 1},
        {"architect", "Baumeisterin", 7, CIT_TYPE_NONE, 3},
        {"warlord", "Söldner", 8, CIT_MILITARY, 1},     {"artist", "Künstlerin", 9, CIT_TYPE_NONE, 1},
        /* the other 18 (§2.1 and §2.2: Seherin and Gelehrte build 2, the
         * Kapitänin nothing) */
        {"witch", "Hexe", 1, CIT_TYPE_NONE, 1},         {"magistrate", "Magistrat", 1, CIT_TYPE_NONE, 1},
        {"spy", "Spion", 2, CIT_TYPE_NONE, 1},          {"blackmailer", "Erpresserin", 2, CIT_TYPE_NONE, 1},
        {"wizard", "Beschwörer", 3, CIT_TYPE_NONE, 1},  {"seer", "Seherin", 3, CIT_TYPE_NONE, 2},
        {"emperor", "Kaiser", 4, CIT_NOBLE, 1},         {"patrician", "Patrizier", 4, CIT_NOBLE, 1},
        {"abbot", "Ablassprediger", 5, CIT_RELIGIOUS, 1}, {"cardinal", "Kardinal", 5, CIT_RELIGIOUS, 1},
        {"alchemist", "Alchemistin", 6, CIT_TYPE_NONE, 1}, {"trader", "Kaufmann", 6, CIT_TRADE, 1},
        {"navigator", "Kapitänin", 7, CIT_TYPE_NONE, 0}, {"scholar", "Gelehrte", 7, CIT_TYPE_NONE, 2},
        {"diplomat", "Diplomatin", 8, CIT_MILITARY, 1}, {"marshal", "Marschall", 8, CIT_MILITARY, 1},
        {"queen", "Königin", 9, CIT_TYPE_NONE, 1},
        {"tax_collector", "Steuereintreiber", 9, CIT_TYPE_NONE, 1},
    };
    assert_int_equal(sizeof ref / sizeof ref[0], 27);
    for (size_t i = 0; i < sizeof ref / sizeof ref[0]; i++) {
        if (cit_character_role(cit_character_from_wire(ref[i].wire)) !=
            cit_character_from_wire(ref[i].wire))
            fail_msg("%s is a 2016 card: its own role", ref[i].wire);
        int ch = cit_character_from_wire(ref[i].wire);
        if (ch <= 0)
            fail_msg("the engine has no character \"%s\"", ref[i].wire);
        const cit_character_def *c = &cit_characters[ch];
        if (c->rank != ref[i].rank || c->income_type != ref[i].income ||
            c->build_limit != ref[i].limit || strcmp(c->name_de, ref[i].de) != 0)
            fail_msg("%s: engine rank %d income %d limit %d \"%s\"", ref[i].wire, c->rank,
                     c->income_type, c->build_limit, c->name_de);
    }
}

/* Issue 12, §3.1 and §3.2: the 8 classic and 10 Dark City characters, their
 * ranks (the Steuereintreiber is rank 2 in Dark City), income types, build
 * limits, German names, and the 2016 card whose hooks each one shares. */
static void test_older_characters(void **state)
{
    (void)state;
    static const struct {
        const char *wire, *de, *role;
        int rank, income, limit, min_players;
    } ref[] = {
        {"classic_assassin", "Meuchler", "assassin", 1, CIT_TYPE_NONE, 1, 2},
        {"classic_thief", "Dieb", "thief", 2, CIT_TYPE_NONE, 1, 2},
        {"classic_magician", "Magier", "magician", 3, CIT_TYPE_NONE, 1, 2},
        {"classic_king", "König", "king", 4, CIT_NOBLE, 1, 2},
        {"classic_bishop", "Prediger", "bishop", 5, CIT_RELIGIOUS, 1, 2},
        {"classic_merchant", "Händler", "merchant", 6, CIT_TRADE, 1, 2},
        {"classic_architect", "Baumeister", "architect", 7, CIT_TYPE_NONE, 3, 2},
        {"classic_warlord", "Söldner", "warlord", 8, CIT_MILITARY, 1, 2},
        {"dark_witch", "Hexe", "witch", 1, CIT_TYPE_NONE, 1, 2},
        {"dark_tax_collector", "Steuereintreiber", "dark_tax_collector", 2, CIT_TYPE_NONE, 1, 2},
        {"dark_wizard", "Beschwörer", "wizard", 3, CIT_TYPE_NONE, 1, 2},
        {"dark_emperor", "Intrigant", "emperor", 4, CIT_NOBLE, 1, 2},
        {"dark_abbot", "Ablassprediger", "abbot", 5, CIT_RELIGIOUS, 1, 2},
        {"dark_alchemist", "Alchemist", "alchemist", 6, CIT_TYPE_NONE, 1, 2},
        {"dark_navigator", "Eroberer", "navigator", 7, CIT_TYPE_NONE, 0, 2},
        {"dark_diplomat", "Diplomat", "diplomat", 8, CIT_MILITARY, 1, 2},
        {"dark_artist", "Künstler", "artist", 9, CIT_TYPE_NONE, 1, 2},
        {"dark_queen", "Königin", "queen", 9, CIT_TYPE_NONE, 1, 5},
    };
    assert_int_equal(sizeof ref / sizeof ref[0], 18);
    for (size_t i = 0; i < sizeof ref / sizeof ref[0]; i++) {
        int ch = cit_character_from_wire(ref[i].wire);
        if (ch <= 0)
            fail_msg("the engine has no character \"%s\"", ref[i].wire);
        const cit_character_def *c = &cit_characters[ch];
        if (c->rank != ref[i].rank || c->income_type != ref[i].income ||
            c->build_limit != ref[i].limit || c->min_players != ref[i].min_players ||
            strcmp(c->name_de, ref[i].de) != 0 ||
            cit_character_role(ch) != cit_character_from_wire(ref[i].role))
            fail_msg("%s: engine rank %d income %d limit %d min %d \"%s\" role %s", ref[i].wire,
                     c->rank, c->income_type, c->build_limit, c->min_players, c->name_de,
                     cit_characters[cit_character_role(ch)].wire);
        /* The Dark City Ablassprediger takes gold per religious district
         * (DdL), not the 2016 mix. */
        assert_int_equal(c->income_res, CIT_RES_GOLD);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base_districts),
        cmocka_unit_test(test_first_game_uniques),
        cmocka_unit_test(test_other_uniques),
        cmocka_unit_test(test_no_district_beyond_the_reference),
        cmocka_unit_test(test_dealt_deck_is_the_table),
        cmocka_unit_test(test_characters),
        cmocka_unit_test(test_dark_city_and_action_cards),
        cmocka_unit_test(test_older_rows),
        cmocka_unit_test(test_older_characters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
