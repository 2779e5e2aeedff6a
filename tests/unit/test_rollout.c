/* test_rollout.c — the search's cheap playout policy (src/bots/rollout.c,
 * citadels_rollout.c; SEARCH_PLAYOUT_ROLLOUT in search.c):
 *   - whole games over every rule set at 2..8 players with the policy in
 *     every seat: every index it gives is within the legal list, the
 *     engine accepts the action, the state's invariants hold, the games end;
 *   - the same generator gives the same game, another generator another;
 *   - it reads only what the deciding seat may know: on the true state and
 *     on a determinization of the seat's view, with the same generator, it
 *     picks the same action (random games over every rule set);
 *   - the search with rollout playouts answers a legal action, the same one
 *     for the same generator;
 *   - a game without a rollout policy gets -1. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bots/bots.h"
#include "bots/random.h"
#include "bots/rollout.h"
#include "bots/search.h"
#include "game/game.h"

static const char *const rulesets[] = {"2016",      "2016-actions",   "classic",
                                       "dark-city", "online-classic", "online-dark-city"};

typedef struct table {
    const game_ops *ops;
    void *cfg, *st, *st2;
} table;

/* NULL ops when the rule set does not allow that many players. */
static table table_new(const char *rules, int players)
{
    table t = {.ops = game_find("citadels")};
    assert_non_null(t.ops);
    t.cfg = calloc(1, t.ops->config_size);
    t.st = calloc(1, t.ops->state_size);
    t.st2 = calloc(1, t.ops->state_size);
    json_t *cj = json_pack("{siss}", "players", players, "rules", rules);
    game_err e;
    if (t.ops->config_from_json(t.cfg, cj, &e) < 0)
        t.ops = NULL;
    json_decref(cj);
    return t;
}

static void table_free(table *t)
{
    free(t->cfg);
    free(t->st);
    free(t->st2);
}

/* Plays one game with the rollout policy in every seat, checking every
 * choice; returns a hash of the actions played. */
static uint64_t rollout_game(table *t, uint64_t seed, uint64_t bot_seed)
{
    game_err e;
    gh_rng rng;
    gh_rng_seed(&rng, bot_seed);
    assert_int_equal(t->ops->setup(t->st, t->cfg, seed, &e), 0);
    uint64_t h = 1469598103934665603ull;
    for (int moves = 0; moves < 20000; moves++) {
        game_decision d;
        t->ops->pending(t->st, &d);
        if (d.finished)
            return h;
        game_action acts[BOT_MAX_ACTIONS];
        int n = bot_legal_actions(t->ops, t->st, d.seat, acts);
        assert_true(n > 0);
        int i = bot_rollout_pick(t->ops, t->st, d.seat, acts, n, &rng);
        if (i < 0 || i >= n)
            fail_msg("seed %llu move %d: index %d of %d", (unsigned long long)seed, moves, i, n);
        h = (h ^ ((uint64_t)acts[i].type << 48 ^ (uint64_t)(uint16_t)acts[i].a << 32 ^
                  (uint64_t)(uint16_t)acts[i].b << 16 ^ (uint16_t)acts[i].c)) *
            1099511628211ull;
        if (t->ops->apply(t->st, d.seat, &acts[i], NULL, &e) < 0)
            fail_msg("the policy chose an action the engine refused: %s: %s", e.name, e.msg);
        if (t->ops->check(t->st, &e) < 0)
            fail_msg("invariant broken: %s", e.msg);
    }
    fail_msg("game %llu did not end", (unsigned long long)seed);
    return 0;
}

static void test_legal_every_rule_set(void **state)
{
    (void)state;
    int played = 0;
    for (unsigned r = 0; r < sizeof rulesets / sizeof rulesets[0]; r++)
        for (int players = 2; players <= 8; players++) {
            table t = table_new(rulesets[r], players);
            if (!t.ops) {
                assert_true(players > 7); /* only the classic limit */
                table_free(&t);
                continue;
            }
            for (int g = 0; g < 4; g++)
                rollout_game(&t, (uint64_t)(100 * r + 10 * players + g), (uint64_t)g + 1);
            played++;
            table_free(&t);
        }
    assert_true(played >= 6 * 7 - 3);
}

static void test_deterministic(void **state)
{
    (void)state;
    table t = table_new("2016", 4);
    uint64_t a = rollout_game(&t, 5, 77), b = rollout_game(&t, 5, 77);
    assert_true(a == b);
    assert_true(rollout_game(&t, 5, 78) != a); /* the generator matters */
    table_free(&t);
}

/* Random games; at every decision the policy picks with the same generator
 * state on the true state and on a determinization of the deciding seat's
 * view. Returns the decisions compared. */
static int compare_views(const char *rules, int players, int games)
{
    table t = table_new(rules, players);
    if (!t.ops) {
        table_free(&t);
        return 0;
    }
    int compared = 0;
    game_err e;
    for (uint64_t g = 0; g < (uint64_t)games; g++) {
        gh_rng play;
        gh_rng_seed(&play, g + 1000);
        assert_int_equal(t.ops->setup(t.st, t.cfg, 40 + g, &e), 0);
        for (int m = 0; m < 5000; m++) {
            game_decision d;
            t.ops->pending(t.st, &d);
            if (d.finished)
                break;
            assert_int_equal(t.ops->determinize(t.st, d.seat, g * 1000 + (uint64_t)m, t.st2), 0);
            game_action acts[BOT_MAX_ACTIONS];
            int n = bot_legal_actions(t.ops, t.st, d.seat, acts);
            for (int k = 0; k < 4; k++) { /* a few generator states: ties, the epsilon */
                gh_rng r1, r2;
                gh_rng_seed(&r1, (uint64_t)m * 31 + (uint64_t)k);
                r2 = r1;
                int i1 = bot_rollout_pick(t.ops, t.st, d.seat, acts, n, &r1);
                int i2 = bot_rollout_pick(t.ops, t.st2, d.seat, acts, n, &r2);
                if (i1 != i2)
                    fail_msg("%s/%d game %d move %d: action %d (type %d) on the true state, %d "
                             "(type %d) on a determinization",
                             rules, players, (int)g, m, i1, acts[i1].type, i2, acts[i2].type);
                compared++;
            }
            game_action act;
            assert_int_equal(bot_random_choose(t.ops, t.st, d.seat, &play, &act), 0);
            assert_int_equal(t.ops->apply(t.st, d.seat, &act, NULL, &e), 0);
        }
    }
    table_free(&t);
    return compared;
}

static void test_sees_only_the_view(void **state)
{
    (void)state;
    if (!game_find("citadels")->determinize)
        skip();
    int compared = 0;
    for (unsigned r = 0; r < sizeof rulesets / sizeof rulesets[0]; r++)
        for (int players = 2; players <= 8; players += 3)
            compared += compare_views(rulesets[r], players, 3);
    print_message("%d choices: the same on the true state and a determinization\n", compared);
    assert_true(compared > 1000);
}

/* The search with rollout playouts: a legal action, the same for the same
 * generator (a decision with a real choice, after some random moves). */
static void test_search_with_rollouts(void **state)
{
    (void)state;
    table t = table_new("2016", 4);
    void *scratch = calloc(1, t.ops->state_size);
    game_err e;
    assert_int_equal(t.ops->setup(t.st, t.cfg, 9, &e), 0);
    gh_rng walk;
    gh_rng_seed(&walk, 3);
    int searched = 0;
    for (int m = 0; m < 400 && searched < 6; m++) {
        game_decision d;
        t.ops->pending(t.st, &d);
        if (d.finished)
            break;
        game_action acts[BOT_MAX_ACTIONS];
        int n = bot_legal_actions(t.ops, t.st, d.seat, acts);
        if (n >= 2 && m % 7 == 0) {
            assert_int_equal(t.ops->determinize(t.st, d.seat, (uint64_t)m, t.st2), 0);
            search_opts o;
            bot_params p = {.iterations = 200};
            search_defaults(&o, &p);
            o.playout = SEARCH_PLAYOUT_ROLLOUT;
            game_action a1, a2;
            gh_rng r1, r2;
            gh_rng_seed(&r1, (uint64_t)m);
            r2 = r1;
            search_stats ss;
            assert_int_equal(search_run(t.ops, t.st2, d.seat, &r1, scratch, &o, &a1, &ss), 0);
            assert_int_equal(ss.iterations, 200);
            assert_int_equal(search_run(t.ops, t.st2, d.seat, &r2, scratch, &o, &a2, NULL), 0);
            assert_memory_equal(&a1, &a2, sizeof a1);
            int found = 0;
            for (int i = 0; i < n; i++)
                found |= memcmp(&acts[i], &a1, sizeof a1) == 0;
            assert_true(found);
            searched++;
        }
        game_action act;
        assert_int_equal(bot_random_choose(t.ops, t.st, d.seat, &walk, &act), 0);
        assert_int_equal(t.ops->apply(t.st, d.seat, &act, NULL, &e), 0);
    }
    assert_int_equal(searched, 6);
    free(scratch);
    table_free(&t);
}

static void test_no_policy_for_another_game(void **state)
{
    (void)state;
    game_ops other = *game_find("citadels");
    other.name = "no-such-game";
    table t = table_new("2016", 4);
    game_err e;
    assert_int_equal(t.ops->setup(t.st, t.cfg, 1, &e), 0);
    game_decision d;
    t.ops->pending(t.st, &d);
    game_action acts[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(t.ops, t.st, d.seat, acts);
    gh_rng r;
    gh_rng_seed(&r, 1);
    assert_int_equal(bot_rollout_pick(&other, t.st, d.seat, acts, n, &r), -1);
    assert_int_equal(bot_rollout_pick(t.ops, t.st, d.seat, acts, 0, &r), -1);
    table_free(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_every_rule_set),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_sees_only_the_view),
        cmocka_unit_test(test_search_with_rollouts),
        cmocka_unit_test(test_no_policy_for_another_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
