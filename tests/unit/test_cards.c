/* test_cards.c — the card tables agree with the rulebook's material list and
 * every card has its names in German, English and Polish.
 * RULE: DE16 "Material": 12 noble, 11 religious, 20 trade, 11 military base
 * districts (54); "Dein erstes Spiel": 8 characters and 14 unique districts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

static void test_base_district_counts(void **state)
{
    (void)state;
    int per_type[CIT_TYPE_COUNT] = {0};
    for (int k = 1; k < CIT_D_COUNT; k++)
        per_type[cit_districts[k].type] += cit_districts[k].count;
    assert_int_equal(per_type[CIT_NOBLE], 12);
    assert_int_equal(per_type[CIT_RELIGIOUS], 11);
    assert_int_equal(per_type[CIT_TRADE], 20);
    assert_int_equal(per_type[CIT_MILITARY], 11);
    assert_int_equal(per_type[CIT_NOBLE] + per_type[CIT_RELIGIOUS] + per_type[CIT_TRADE] +
                         per_type[CIT_MILITARY],
                     CIT_BASE_DISTRICTS);
}

static void test_first_game_set(void **state)
{
    (void)state;
    int uniques = 0;
    for (int k = 1; k < CIT_D_COUNT; k++)
        if (cit_districts[k].flags & CIT_DF_FIRST_GAME) {
            uniques++;
            assert_int_equal(cit_districts[k].type, CIT_UNIQUE);
            assert_int_equal(cit_districts[k].count, 1);
        }
    assert_int_equal(uniques, CIT_UNIQUES_PER_GAME);
    cit_config c;
    cit_config_default(&c, 4);
    for (int r = 1; r <= 8; r++)
        assert_int_equal(cit_characters[c.lineup[r]].rank, r);
    assert_int_equal(c.lineup[9], 0);
    cit_state *s = test_malloc(sizeof *s);
    game_err e;
    assert_int_equal(cit_setup(s, &c, 1, &e), 0);
    assert_int_equal(s->ncards, 54 + 14);
    for (int p = 0; p < 4; p++) {
        assert_int_equal(s->players[p].nhand, 4); /* DE16 "Gesamter Aufbau" 4 */
        assert_int_equal(s->players[p].gold, 2);  /* and 6: 2 gold each */
    }
    assert_int_equal(s->deck_len, 68 - 16);
    test_free(s);
}

static void test_names_and_wires(void **state)
{
    (void)state;
    for (int k = 1; k < CIT_D_COUNT; k++) {
        const cit_district_def *d = &cit_districts[k];
        assert_true(d->wire && d->name_de && d->name_en && d->name_pl);
        if ((d->flags & CIT_DF_UNBUILDABLE) || d->type == CIT_ACTION)
            assert_int_equal(d->cost, 0); /* issue 12: action cards have no cost */
        else
            assert_true(d->cost >= 1 && d->cost <= 6);
        assert_int_equal(cit_district_from_wire(d->wire), k);
    }
    for (int c = 1; c < CIT_C_COUNT; c++) {
        const cit_character_def *d = &cit_characters[c];
        assert_true(d->wire && d->name_de && d->name_en && d->name_pl);
        assert_int_equal(cit_character_from_wire(d->wire), c);
    }
    /* Names the rulebook prints (DE16 first-game table and examples). */
    assert_string_equal(cit_districts[CIT_D_DRAGON_GATE].name_de, "Drachenhort");
    assert_string_equal(cit_districts[CIT_D_MARKET].name_de, "Markt");
    assert_string_equal(cit_districts[CIT_D_BARRACKS].name_de, "Turnierplatz");
    assert_string_equal(cit_characters[CIT_C_WARLORD].name_de, "Söldner");
    assert_string_equal(cit_characters[CIT_C_ARCHITECT].name_de, "Baumeisterin");
    assert_int_equal(cit_districts[CIT_D_SMITHY].type, CIT_UNIQUE);
}

static void test_config_validation(void **state)
{
    (void)state;
    cit_config c;
    game_err e;
    for (int n = 2; n <= 8; n++) {
        cit_config_default(&c, n);
        assert_int_equal(cit_config_validate(&c, &e), 0);
    }
    cit_config_default(&c, 3);
    c.lineup[9] = 0; /* DE16: 3 players must use 9 characters */
    c.ncharacters = 8;
    assert_int_equal(cit_config_validate(&c, &e), -1);
    cit_config_default(&c, 2);
    c.lineup[9] = CIT_C_ARTIST; /* DE16: no 9 characters with 2 players */
    c.ncharacters = 9;
    assert_int_equal(cit_config_validate(&c, &e), -1);
    cit_config_default(&c, 9 - 1);
    c.nplayers = 9;
    assert_int_equal(cit_config_validate(&c, &e), -1);
    assert_string_equal(e.name, "bad_config");
}

static void test_rng_determinism(void **state)
{
    (void)state;
    gh_rng a, b;
    gh_rng_seed(&a, 99);
    gh_rng_seed(&b, 99);
    for (int i = 0; i < 1000; i++)
        assert_true(gh_rng_next(&a) == gh_rng_next(&b));
    int hist[6] = {0};
    for (int i = 0; i < 60000; i++)
        hist[gh_rng_below(&a, 6)]++;
    for (int i = 0; i < 6; i++)
        assert_in_range(hist[i], 9000, 11000);
}

/* first_crown -2: the first crown goes to a seat drawn from the game's seed
 * (so the commitment covers it): the same seed gives the same seat, every
 * seat is drawn over many seeds, and that seat picks first. Below -2 is
 * refused. */
static void test_random_first_crown(void **state)
{
    (void)state;
    cit_config c;
    game_err e;
    static cit_state s, again;
    int seen[5] = {0};
    for (uint64_t seed = 1; seed <= 200; seed++) {
        cit_config_default(&c, 5);
        c.first_crown = CIT_CROWN_RANDOM;
        assert_int_equal(cit_setup(&s, &c, seed, &e), 0);
        assert_in_range(s.crown, 0, 4);
        assert_int_equal(s.dec_seat, s.crown);
        assert_int_equal(cit_setup(&again, &c, seed, &e), 0);
        assert_int_equal(again.crown, s.crown);
        seen[s.crown]++;
    }
    for (int p = 0; p < 5; p++)
        assert_true(seen[p] > 10);
    cit_config_default(&c, 5);
    c.first_crown = -3;
    assert_int_equal(cit_config_validate(&c, &e), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base_district_counts), cmocka_unit_test(test_first_game_set),
        cmocka_unit_test(test_names_and_wires),      cmocka_unit_test(test_config_validation),
        cmocka_unit_test(test_rng_determinism),      cmocka_unit_test(test_random_first_crown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
