/* test_json.c — JSON at the engine's edges: malformed or hostile action JSON
 * gets a named error and changes nothing; configs are validated; every
 * action the engine lists survives a JSON round trip; views name the pending
 * decision and list options only for the deciding seat. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

static cit_state *new_game(int players, uint64_t seed)
{
    cit_config c;
    cit_config_default(&c, players);
    cit_state *s = test_malloc(sizeof *s);
    game_err e;
    assert_int_equal(cit_setup(s, &c, seed, &e), 0);
    return s;
}

static void expect_rejected(cit_state *s, const char *text, const char *error)
{
    cit_state before;
    memcpy(&before, s, sizeof before);
    json_error_t jerr;
    json_t *j = json_loads(text, JSON_DECODE_ANY, &jerr);
    game_action a;
    game_err e = {0};
    int rc = cit_action_from_json(s, j, &a, &e);
    if (rc == 0)
        rc = cit_apply(s, s->dec_seat, &a, NULL, &e);
    json_decref(j);
    assert_int_equal(rc, -1);
    assert_string_equal(e.name, error);
    assert_true(strlen(e.msg) > 0);
    assert_memory_equal(&before, s, sizeof before);
}

static void test_malformed_actions(void **state)
{
    (void)state;
    cit_state *s = new_game(4, 3);
    expect_rejected(s, "42", "bad_json");
    expect_rejected(s, "[]", "bad_json");
    expect_rejected(s, "{}", "bad_json");
    expect_rejected(s, "{\"type\": 7}", "bad_json");
    expect_rejected(s, "{\"type\": \"fly\"}", "unknown_action");
    expect_rejected(s, "{\"type\": \"pick_character\"}", "bad_argument");
    expect_rejected(s, "{\"type\": \"pick_character\", \"character\": \"queen\"}", "bad_argument");
    expect_rejected(s, "{\"type\": \"pick_character\", \"character\": 4}", "bad_argument");
    expect_rejected(s, "{\"type\": \"build\", \"card\": 99999}", "bad_argument");
    expect_rejected(s, "{\"type\": \"build\", \"card\": \"x\"}", "bad_argument");
    expect_rejected(s, "{\"type\": \"build\", \"card\": 3}", "wrong_decision");
    expect_rejected(s, "{\"type\": \"take_gold\"}", "wrong_decision");
    test_free(s);
}

static void test_config_json(void **state)
{
    (void)state;
    cit_config c;
    game_err e;
    const char *bad[] = {
        "[]",
        "{\"players\": 1}",
        "{\"players\": 9}",
        "{\"players\": \"4\"}",
        ("{\"players\": 2, \"characters\": [\"assassin\", \"thief\", \"magician\", \"king\", "
         "\"bishop\", \"merchant\", \"architect\", \"warlord\", \"artist\"]}"),
        "{\"players\": 4, \"characters\": [\"assassin\", \"assassin\"]}",
        "{\"players\": 4, \"characters\": [\"thief\"]}",
        "{\"players\": 4, \"uniques\": [\"keep\", \"keep\"]}",
        "{\"players\": 4, \"uniques\": [\"manor\"]}",
        "{\"players\": 4, \"city_target\": 99}",
        "{\"players\": 4, \"first_crown\": 4}",
        "{\"players\": 4, \"ability_before_income\": 1}",
        /* The online variant's deal (ONLINE "Spielvorbereitung", "Spielstart"). */
        "{\"players\": 4, \"selection\": \"auction\"}",
        "{\"players\": 4, \"selection\": 1}",
        "{\"players\": 4, \"characters_per_player\": 2}",          /* draft: 1 with 4 */
        "{\"players\": 3, \"characters_per_player\": 1}",          /* draft: 2 with 3 */
        "{\"players\": 4, \"first_crown\": -1}",                   /* draft needs a crown */
        "{\"players\": 4, \"selection\": \"deal\", \"first_crown\": -3}", /* -2 is a random seat */
        "{\"players\": 4, \"selection\": \"deal\", \"characters_per_player\": 5}",
        "{\"players\": 4, \"selection\": \"deal\", \"characters_per_player\": -1}",
        "{\"players\": 5, \"selection\": \"deal\", \"characters_per_player\": 2}", /* 10 > 8 */
        "{\"players\": 3, \"selection\": \"deal\", \"characters_per_player\": 4}", /* 12 > 9 */
        "{\"players\": 2, \"selection\": \"deal\", \"characters_per_player\": 4, "
        "\"characters\": [\"assassin\", \"thief\", \"magician\", \"king\", \"bishop\", "
        "\"merchant\", \"architect\"]}", /* a lineup needs ranks 1-8 */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_t *j = json_loads(bad[i], JSON_DECODE_ANY, NULL);
        assert_int_equal(cit_config_from_json(&c, j, &e), -1);
        assert_string_equal(e.name, "bad_config");
        json_decref(j);
    }
    json_t *j = json_loads("{\"players\": 5, \"characters\": [\"assassin\", \"thief\", "
                           "\"magician\", \"king\", \"bishop\", \"merchant\", \"architect\", "
                           "\"warlord\", \"artist\"], \"city_target\": 8}",
                           0, NULL);
    assert_int_equal(cit_config_from_json(&c, j, &e), 0);
    json_decref(j);
    assert_int_equal(c.ncharacters, 9);
    assert_int_equal(c.city_target, 8);
    json_t *back = cit_config_to_json(&c);
    cit_config c2;
    assert_int_equal(cit_config_from_json(&c2, back, &e), 0);
    json_decref(back);
    assert_memory_equal(&c, &c2, sizeof c);

    /* Good deal configs, and the message a room owner reads for a bad one. */
    const char *good[] = {
        "{\"players\": 4, \"selection\": \"deal\", \"first_crown\": -1}",
        "{\"players\": 4, \"selection\": \"deal\", \"characters_per_player\": 2}",
        "{\"players\": 2, \"selection\": \"deal\", \"characters_per_player\": 4}",
        "{\"players\": 8, \"selection\": \"deal\", \"characters_per_player\": 1, "
        "\"first_crown\": 7}",
        "{\"players\": 4, \"selection\": \"draft\", \"characters_per_player\": 1}",
        "{\"players\": 2, \"selection\": \"draft\", \"characters_per_player\": 2}",
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        j = json_loads(good[i], 0, NULL);
        if (cit_config_from_json(&c, j, &e) != 0)
            fail_msg("%s refused: %s", good[i], e.msg);
        back = cit_config_to_json(&c);
        assert_int_equal(cit_config_from_json(&c2, back, &e), 0);
        assert_memory_equal(&c, &c2, sizeof c);
        json_decref(back);
        json_decref(j);
    }
    j = json_loads("{\"players\": 5, \"selection\": \"deal\", \"characters_per_player\": 2}",
                   0, NULL);
    assert_int_equal(cit_config_from_json(&c, j, &e), -1);
    assert_non_null(strstr(e.msg, "need 10 characters; the lineup has 8"));
    json_decref(j);
    j = json_loads("{\"players\": 4, \"characters_per_player\": 2}", 0, NULL);
    assert_int_equal(cit_config_from_json(&c, j, &e), -1);
    assert_non_null(strstr(e.msg, "\"selection\": \"deal\""));
    json_decref(j);
}

/* Every legal action survives action_to_json → action_from_json unchanged,
 * for a whole random game of each player count. */
static void test_action_round_trip(void **state)
{
    (void)state;
    for (int n = 2; n <= 8; n++) {
        cit_state *s = new_game(n, 77);
        gh_rng rng;
        gh_rng_seed(&rng, 5);
        game_action list[CIT_LEGAL_MAX];
        while (s->phase != CIT_PHASE_OVER) {
            int k = cit_legal(s, s->dec_seat, list, CIT_LEGAL_MAX);
            for (int i = 0; i < k; i++) {
                json_t *j = cit_action_to_json(s, &list[i]);
                game_action back;
                game_err e;
                assert_int_equal(cit_action_from_json(s, j, &back, &e), 0);
                json_decref(j);
                assert_int_equal(back.type, list[i].type);
                assert_int_equal(back.a, list[i].a);
                assert_int_equal(back.b, list[i].b);
            }
            game_action a = list[gh_rng_below(&rng, (uint32_t)k)];
            assert_int_equal(cit_apply(s, s->dec_seat, &a, NULL, NULL), 0);
        }
        test_free(s);
    }
}

static void test_view_pending(void **state)
{
    (void)state;
    cit_state *s = new_game(4, 9);
    for (int me = -1; me < 4; me++) {
        json_t *v = cit_view_json(s, me);
        json_t *p = json_object_get(v, "pending");
        assert_string_equal(json_string_value(json_object_get(p, "decision")), "pick_character");
        assert_int_equal(json_integer_value(json_object_get(p, "seat")), 0);
        if (me == 0)
            assert_int_equal(json_array_size(json_object_get(p, "options")), 5);
        else
            assert_null(json_object_get(p, "options"));
        assert_int_equal(json_array_size(json_object_get(v, "players")), 4);
        json_decref(v);
    }
    test_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_malformed_actions),
        cmocka_unit_test(test_config_json),
        cmocka_unit_test(test_action_round_trip),
        cmocka_unit_test(test_view_pending),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
