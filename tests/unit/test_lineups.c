/* test_lineups.c — the named lineups and free choice of issue 11
 * (src/citadels/lineups.c, config.c, setup.c, catalog.c):
 *
 *   - the seven lineup tables are well formed (one character per rank with
 *     that rank, 14 distinct uniques, none of the German extras);
 *   - the footnote substitutions by player count (Kaiser with 2 players →
 *     König or Patrizier, Königin with 3-4 → Künstlerin or Steuereintreiber)
 *     and the rank-9 rule (3 and 8 players: always; 2: never; 4-7: if asked);
 *   - config refusals carry their machine-readable reason, card and number;
 *   - a named lineup and its options read back identically from the JSON the
 *     engine writes (the server stores that JSON);
 *   - the seeded draw of 14 uniques: distinct, reproducible, reaching all 36;
 *   - the catalogue's presets and playable flags are the engine's tables. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

static void test_tables(void **state)
{
    (void)state;
    for (int p = 0; p < CIT_PRESET_COUNT; p++) {
        const cit_preset_def *d = &cit_presets[p];
        assert_string_equal(d->wire, cit_preset_wire[p]);
        assert_true(d->name_de[0] && d->name_en[0] && d->name_pl[0]);
        for (int r = 1; r <= CIT_MAX_RANK; r++) {
            assert_true(d->characters[r] > 0 && d->characters[r] < CIT_C_COUNT);
            assert_int_equal(cit_characters[d->characters[r]].rank, r);
        }
        int seen[CIT_D_COUNT] = {0};
        for (int i = 0; i < CIT_UNIQUES_PER_GAME; i++) {
            int k = d->uniques[i];
            assert_true(k > 0 && k < CIT_D_COUNT);
            assert_int_equal(cit_districts[k].type, CIT_UNIQUE);
            assert_false(cit_districts[k].flags & CIT_DF_GERMAN_EXTRA); /* §8.7 */
            assert_int_equal(seen[k]++, 0);
        }
    }
    /* The first game is the first-game set of the card table. */
    for (int i = 0; i < CIT_UNIQUES_PER_GAME; i++)
        assert_true(cit_districts[cit_presets[0].uniques[i]].flags & CIT_DF_FIRST_GAME);
    /* Spot checks against DE16 "Empfehlungen". */
    const cit_preset_def *ca = &cit_presets[CIT_PRESET_CUNNING_AGENTS];
    assert_int_equal(ca->characters[1], CIT_C_WITCH);
    assert_int_equal(ca->characters[4], CIT_C_EMPEROR);
    assert_int_equal(ca->characters[9], CIT_C_TAX_COLLECTOR);
    assert_int_equal(cit_presets[CIT_PRESET_DEVIOUS_DIGNITARIES].uniques[1], CIT_D_FACTORY);
}

static cit_config preset(int p, int players, int ninth, int emp_alt, int queen_alt)
{
    cit_config c;
    memset(&c, 0, sizeof c);
    c.nplayers = (uint8_t)players;
    c.preset = (uint8_t)p;
    c.ninth = (uint8_t)ninth;
    c.emperor_alt = (uint8_t)emp_alt;
    c.queen_alt = (uint8_t)queen_alt;
    cit_preset_apply(&c);
    return c;
}

static void test_substitutions(void **state)
{
    (void)state;
    /* Kaiser *: not with 2 players. */
    cit_config c = preset(CIT_PRESET_CUNNING_AGENTS, 2, 1, 0, 0);
    assert_int_equal(c.lineup[4], CIT_C_KING);
    assert_int_equal(c.lineup[9], 0); /* never rank 9 with 2, even if asked */
    assert_int_equal(c.ncharacters, 8);
    c = preset(CIT_PRESET_CUNNING_AGENTS, 2, 0, 1, 0);
    assert_int_equal(c.lineup[4], CIT_C_PATRICIAN);
    c = preset(CIT_PRESET_ILLUSTRIOUS_EMISSARIES, 3, 0, 0, 0);
    assert_int_equal(c.lineup[4], CIT_C_EMPEROR);
    assert_int_equal(c.lineup[9], CIT_C_ARTIST); /* 3 players need rank 9 */
    /* Königin ⌘: not with 3-4 players. */
    c = preset(CIT_PRESET_AMBITIOUS_ARISTOCRATS, 3, 0, 0, 0);
    assert_int_equal(c.lineup[9], CIT_C_ARTIST);
    c = preset(CIT_PRESET_AMBITIOUS_ARISTOCRATS, 3, 0, 0, 1);
    assert_int_equal(c.lineup[9], CIT_C_TAX_COLLECTOR);
    c = preset(CIT_PRESET_DEVIOUS_DIGNITARIES, 4, 1, 0, 1);
    assert_int_equal(c.lineup[9], CIT_C_TAX_COLLECTOR);
    c = preset(CIT_PRESET_DEVIOUS_DIGNITARIES, 4, 0, 0, 0);
    assert_int_equal(c.lineup[9], 0); /* optional with 4-7: not asked */
    c = preset(CIT_PRESET_DEVIOUS_DIGNITARIES, 5, 1, 0, 1);
    assert_int_equal(c.lineup[9], CIT_C_QUEEN); /* 5 players: the Königin herself */
    c = preset(CIT_PRESET_AMBITIOUS_ARISTOCRATS, 8, 0, 0, 0);
    assert_int_equal(c.lineup[9], CIT_C_QUEEN);
    assert_int_equal(c.ncharacters, 9);
    assert_int_equal(c.nuniques, CIT_UNIQUES_PER_GAME);
    assert_int_equal(c.uniques[0], CIT_D_CAPITOL);
}

static int refuse(const char *json, game_err *e)
{
    json_error_t je;
    json_t *j = json_loads(json, 0, &je);
    assert_non_null(j);
    cit_config c;
    memset(e, 0, sizeof *e);
    int rc = cit_config_from_json(&c, j, e);
    json_decref(j);
    return rc;
}

static void expect_reason(const char *json, const char *key, const char *card, int n)
{
    game_err e;
    assert_int_equal(refuse(json, &e), -1);
    assert_string_equal(e.name, "bad_config");
    assert_string_equal(e.reason, key);
    assert_string_equal(e.reason_card, card);
    assert_int_equal(e.reason_n, n);
}

static void test_reasons(void **state)
{
    (void)state;
    expect_reason("{\"players\":4,\"characters\":[\"assassin\",\"thief\",\"magician\",\"king\","
                  "\"bishop\",\"merchant\",\"architect\",\"warlord\",\"queen\"]}",
                  "too_few_players", "queen", 5);
    expect_reason("{\"players\":2,\"characters\":[\"assassin\",\"thief\",\"magician\",\"emperor\","
                  "\"bishop\",\"merchant\",\"architect\",\"warlord\"]}",
                  "too_few_players", "emperor", 3);
    expect_reason("{\"players\":4,\"characters\":[\"assassin\",\"magistrate\"]}", "two_of_rank",
                  "magistrate", 1);
    expect_reason("{\"players\":4,\"characters\":[\"assassin\",\"thief\",\"magician\",\"king\","
                  "\"bishop\",\"merchant\",\"warlord\"]}",
                  "missing_rank", "", 7);
    expect_reason("{\"players\":4,\"uniques\":[\"keep\"]}", "uniques_count", "", 1);
    expect_reason("{\"players\":4,\"uniques\":[\"manor\"]}", "not_unique", "manor", 0);
    expect_reason("{\"players\":4,\"characters\":[\"nobody\"]}", "unknown_character", "", 0);
    /* Without a reason: a plain error, and no reason left over from before. */
    game_err e;
    assert_int_equal(refuse("{\"players\":4,\"city_target\":99}", &e), -1);
    assert_string_equal(e.reason, "");
    /* Every card of the box is playable now: the agents' lineup is accepted
     * (character_unplayable is met only if a card is taken out of config.c's table). */
    assert_int_equal(refuse("{\"players\":4,\"lineup\":\"cunning_agents\"}", &e), 0);
    /* The first game by name, with every option, is accepted. */
    assert_int_equal(refuse("{\"players\":5,\"lineup\":\"first_game\",\"ninth_character\":true,"
                            "\"emperor_substitute\":\"patrician\",\"queen_substitute\":"
                            "\"tax_collector\",\"uniques\":\"random\"}",
                            &e),
                     0);
}

/* The server stores config_to_json's output and reads it back for replays. */
static void test_round_trip(void **state)
{
    (void)state;
    const char *const cfgs[] = {
        "{\"players\":3,\"lineup\":\"first_game\",\"queen_substitute\":\"tax_collector\"}",
        "{\"players\":6,\"ninth_character\":true,\"emperor_substitute\":\"patrician\"}",
        "{\"players\":4,\"uniques\":\"random\"}",
    };
    for (size_t i = 0; i < sizeof cfgs / sizeof cfgs[0]; i++) {
        json_t *j = json_loads(cfgs[i], 0, NULL);
        cit_config a, b;
        game_err e;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        assert_int_equal(cit_config_from_json(&a, j, &e), 0);
        json_t *out = cit_config_to_json(&a);
        assert_int_equal(cit_config_from_json(&b, out, &e), 0);
        assert_memory_equal(&a, &b, sizeof a);
        json_decref(out);
        json_decref(j);
    }
}

static int any_unique(int kind)
{
    (void)kind;
    return 1;
}

static void test_random_draw(void **state)
{
    (void)state;
    int met[CIT_D_COUNT] = {0};
    int differ = 0;
    uint8_t first[CIT_UNIQUES_PER_GAME];
    for (uint64_t seed = 1; seed <= 200; seed++) {
        gh_rng r1, r2;
        uint8_t a[CIT_UNIQUES_PER_GAME], b[CIT_UNIQUES_PER_GAME];
        gh_rng_seed(&r1, seed);
        gh_rng_seed(&r2, seed);
        assert_int_equal(cit_draw_uniques(&r1, any_unique, a), CIT_UNIQUES_PER_GAME);
        assert_int_equal(cit_draw_uniques(&r2, any_unique, b), CIT_UNIQUES_PER_GAME);
        assert_memory_equal(a, b, sizeof a); /* the seed fixes the draw */
        int seen[CIT_D_COUNT] = {0};
        for (int i = 0; i < CIT_UNIQUES_PER_GAME; i++) {
            assert_int_equal(cit_districts[a[i]].type, CIT_UNIQUE);
            assert_int_equal(seen[a[i]]++, 0);
            met[a[i]]++;
        }
        if (seed == 1)
            memcpy(first, a, sizeof a);
        else
            differ |= memcmp(first, a, sizeof a) != 0;
    }
    assert_true(differ);
    for (int k = 1; k < CIT_D_COUNT; k++)
        if (cit_districts[k].type == CIT_UNIQUE)
            assert_true(met[k] > 0); /* every one of the 36 can be drawn */
    /* In a game: only playable ones, and the same deck for the same seed. */
    cit_config c;
    game_err e;
    json_t *j = json_pack("{s:i, s:s}", "players", 4, "uniques", "random");
    assert_int_equal(cit_config_from_json(&c, j, &e), 0);
    json_decref(j);
    static cit_state s1, s2;
    assert_int_equal(cit_setup(&s1, &c, 42, &e), 0);
    assert_int_equal(cit_setup(&s2, &c, 42, &e), 0);
    assert_memory_equal(&s1, &s2, sizeof s1);
    assert_int_equal(s1.cfg.nuniques, CIT_UNIQUES_PER_GAME);
    for (int i = 0; i < s1.cfg.nuniques; i++)
        assert_true(cit_district_playable(s1.cfg.uniques[i]));
}

static void test_catalog_presets(void **state)
{
    (void)state;
    json_t *c = cit_catalog_json();
    json_t *presets = json_object_get(c, "presets");
    assert_int_equal(json_array_size(presets), CIT_PRESET_COUNT);
    for (int p = 0; p < CIT_PRESET_COUNT; p++) {
        json_t *x = json_array_get(presets, (size_t)p);
        const cit_preset_def *d = &cit_presets[p];
        assert_string_equal(json_string_value(json_object_get(x, "id")), d->wire);
        json_t *names = json_object_get(x, "names");
        assert_string_equal(json_string_value(json_object_get(names, "de")), d->name_de);
        assert_string_equal(json_string_value(json_object_get(names, "pl")), d->name_pl);
        int playable = 1;
        for (int r = 1; r <= CIT_MAX_RANK; r++)
            playable &= cit_character_playable(d->characters[r]);
        for (int i = 0; i < CIT_UNIQUES_PER_GAME; i++)
            playable &= cit_district_playable(d->uniques[i]);
        assert_int_equal(json_is_true(json_object_get(x, "playable")), playable);
        assert_string_equal(json_string_value(json_object_get(x, "ninth")),
                            cit_characters[d->characters[9]].wire);
    }
    /* The first game is playable: everything that was played before issue 11. */
    assert_true(json_is_true(json_object_get(json_array_get(presets, 0), "playable")));
    json_t *chars = json_object_get(c, "characters");
    for (int ch = 1; ch < CIT_C_COUNT; ch++)
        assert_int_equal(json_is_true(json_object_get(json_array_get(chars, (size_t)ch - 1),
                                                      "playable")),
                         cit_character_playable(ch));
    json_decref(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tables),          cmocka_unit_test(test_substitutions),
        cmocka_unit_test(test_reasons),         cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_random_draw),     cmocka_unit_test(test_catalog_presets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
