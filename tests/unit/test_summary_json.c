/* test_summary_json.c — game_ops.summary_json (issue 13) says what the
 * debug dump says: `guildhall sim` reads the round and each seat's
 * characters from it instead of building the whole god view after every
 * game, so its report stays the same only if the two agree. Random games
 * of every rule set at 2, 3, 4 and 7 players (several characters per seat,
 * the 7-player rule), compared at every action and at the end. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "bots/random.h"
#include "citadels/engine.h"

extern const game_ops citadels_ops;

/* summary_json(s) must hold debug_json(s)'s "round" and each player's
 * "characters", and nothing else. */
static void same_figures(const cit_state *s)
{
    json_t *sum = citadels_ops.summary_json(s), *dbg = citadels_ops.debug_json(s);
    assert_non_null(sum);
    assert_non_null(dbg);
    assert_int_equal(json_object_size(sum), 2);
    assert_true(json_equal(json_object_get(sum, "round"), json_object_get(dbg, "round")));
    const json_t *sp = json_object_get(sum, "players"), *dp = json_object_get(dbg, "players");
    assert_int_equal(json_array_size(sp), json_array_size(dp));
    assert_int_equal(json_array_size(sp), s->cfg.nplayers);
    for (size_t i = 0; i < json_array_size(sp); i++) {
        const json_t *a = json_array_get(sp, i), *b = json_array_get(dp, i);
        assert_int_equal(json_object_size(a), 1);
        assert_true(json_equal(json_object_get(a, "characters"),
                               json_object_get(b, "characters")));
    }
    json_decref(sum);
    json_decref(dbg);
}

static void test_summary_is_the_dump(void **state)
{
    (void)state;
    static const int counts[] = {2, 3, 4, 7};
    static cit_state s;
    long compared = 0, held = 0;
    for (int rs = 0; rs < CIT_RS_COUNT; rs++)
        for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++) {
            cit_config cfg;
            cit_config_default(&cfg, counts[k]);
            cit_ruleset_apply(&cfg, rs);
            game_err e = {0};
            if (cit_setup(&s, &cfg, 100 + (uint64_t)rs, &e) != 0)
                fail_msg("rule set %d, %d players: %s", rs, counts[k], e.msg);
            gh_rng rng;
            gh_rng_seed(&rng, 7 + (uint64_t)rs);
            for (int steps = 0; s.phase != CIT_PHASE_OVER; steps++) {
                assert_true(steps < 20000);
                same_figures(&s);
                compared++;
                for (int p = 0; p < s.cfg.nplayers; p++)
                    held += s.players[p].nchars;
                game_action a;
                assert_int_equal(bot_random_choose(&citadels_ops, &s, s.dec_seat, &rng, &a), 0);
                assert_int_equal(cit_apply(&s, s.dec_seat, &a, NULL, &e), 0);
            }
            same_figures(&s);
        }
    assert_true(compared > 1000);
    assert_true(held > 0); /* the characters arrays were not all empty */
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_summary_is_the_dump)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
