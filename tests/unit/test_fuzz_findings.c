/* test_fuzz_findings.c — what the fuzz targets of tests/fuzz found in the
 * engine, each as a plain test of the fixed behaviour (the inputs that found
 * them are also kept as tests/fuzz/corpus/TARGET/regress-*, which ctest
 * replays through the targets themselves).
 *
 * - A scenario position that starts the action phase without giving every
 *   seat its characters was accepted and left a state check() refuses
 *   (fuzz_position, fuzz_action): it is refused with a named error.
 * - A position's "character_order" was checked by its length only, so one
 *   character named twice (and another left out) passed, and the round
 *   dealt a held character face down as well (fuzz_position: check()
 *   failed after the first pick): a name given twice is refused.
 * - A config's "players" was cast to int before its range was checked, so
 *   4294967300 (2^32 + 4) was read as 4 players (fuzz_config: a value
 *   accepted must be the value kept): it is refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

static cit_state *new_game(int players)
{
    cit_config c;
    cit_config_default(&c, players);
    cit_state *s = test_malloc(sizeof *s);
    game_err e;
    assert_int_equal(cit_setup(s, &c, 1, &e), 0);
    return s;
}

/* Applies a position; returns its result with the error in e. */
static int position(cit_state *s, const char *text, game_err *e)
{
    json_error_t jerr;
    json_t *j = json_loads(text, 0, &jerr);
    assert_non_null(j);
    int rc = cit_position_from_json(s, j, e);
    json_decref(j);
    return rc;
}

static void test_action_phase_needs_every_seats_characters(void **unused)
{
    /* 8 players, characters for four of them (the fuzzer's input). */
    cit_state *s = new_game(8);
    game_err e = {0};
    assert_int_equal(position(s,
                              "{\"start\":\"action\",\"characters\":{\"assassin\":0,\"thief\":1,"
                              "\"king\":2,\"warlord\":3}}",
                              &e),
                     -1);
    assert_string_equal(e.name, "bad_config");
    assert_non_null(strstr(e.msg, "seat 4"));
    test_free(s);

    /* 2 players hold two characters each: one each is not enough either. */
    s = new_game(2);
    memset(&e, 0, sizeof e);
    assert_int_equal(
        position(s, "{\"start\":\"action\",\"characters\":{\"king\":0,\"thief\":1}}", &e), -1);
    assert_string_equal(e.name, "bad_config");
    assert_non_null(strstr(e.msg, "2 characters"));
    test_free(s);

    /* Every seat served: accepted, and check() agrees. */
    s = new_game(4);
    memset(&e, 0, sizeof e);
    assert_int_equal(position(s,
                              "{\"start\":\"action\",\"characters\":{\"assassin\":0,\"thief\":1,"
                              "\"king\":2,\"warlord\":3}}",
                              &e),
                     0);
    assert_int_equal(cit_check(s, &e), 0);
    test_free(s);
}

static void test_character_order_names_each_once(void **unused)
{
    cit_state *s = new_game(4);
    game_err e = {0};
    /* The fuzzer's input had 9 characters; 8 show it as well. */
    assert_int_equal(position(s,
                              "{\"character_order\":[\"assassin\",\"thief\",\"magician\","
                              "\"king\",\"assassin\",\"merchant\",\"architect\",\"warlord\"]}",
                              &e),
                     -1);
    assert_string_equal(e.name, "bad_config");
    assert_non_null(strstr(e.msg, "assassin twice"));
    test_free(s);

    s = new_game(4);
    memset(&e, 0, sizeof e);
    assert_int_equal(position(s,
                              "{\"character_order\":[\"warlord\",\"architect\",\"merchant\","
                              "\"bishop\",\"king\",\"magician\",\"thief\",\"assassin\"]}",
                              &e),
                     0);
    assert_int_equal(cit_check(s, &e), 0);
    test_free(s);
}

static int config(const char *text, cit_config *c, game_err *e)
{
    json_error_t jerr;
    json_t *j = json_loads(text, 0, &jerr);
    assert_non_null(j);
    memset(e, 0, sizeof *e);
    int rc = cit_config_from_json(c, j, e);
    json_decref(j);
    return rc;
}

static void test_players_out_of_range_do_not_wrap(void **unused)
{
    cit_config c;
    game_err e;
    const char *wrapping[] = {"{\"players\":4294967300}", "{\"players\":-4294967292}",
                              "{\"players\":9223372036854775807}", "{\"players\":1}",
                              "{\"players\":9}"};
    for (size_t i = 0; i < sizeof wrapping / sizeof wrapping[0]; i++) {
        if (config(wrapping[i], &c, &e) == 0)
            fail_msg("%s accepted as %d players", wrapping[i], c.nplayers);
        assert_string_equal(e.name, "bad_config");
        assert_non_null(strstr(e.msg, "players"));
    }
    assert_int_equal(config("{\"players\":4}", &c, &e), 0);
    assert_int_equal(c.nplayers, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_action_phase_needs_every_seats_characters),
        cmocka_unit_test(test_character_order_names_each_once),
        cmocka_unit_test(test_players_out_of_range_do_not_wrap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
