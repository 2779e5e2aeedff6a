/* test_search.c — the `search` level (ISMCTS, src/bots/search.c):
 *   - determinism: the same generator seed and iteration budget give the
 *     same action, and the search only reads the state it is given;
 *   - the wall-clock budget is respected (50 ms → well under a second);
 *   - the node pool stays within its limit, and a forced move is answered
 *     without searching;
 *   - on two small test-only games (a game_ops written here, so the search
 *     is shown to be generic): the opponent is modelled as a player who
 *     wants to win (each edge's reward is its mover's), and the information
 *     set is sampled (every iteration re-determinizes: a hidden coin is
 *     not guessed from the one arrangement the search was handed);
 *   - on Citadels: always a legal action, over every rule set and 2..8
 *     players (whole games with small budgets); a whole game of four
 *     search bots ends; search beats three random bots in a seeded match
 *     (fixed seeds and iteration counts: the same figure on every run). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "bots/bots.h"
#include "bots/random.h"
#include "bots/search.h"
#include "game/game.h"

/* ---- a test-only game: two tiny decision problems ---- */

enum toy_kind {
    TOY_OPPONENT = 0, /* seat 0: Left or Right; Right: a shared first place;
                        Left: seat 1 decides who wins (seat 0 or itself) */
    TOY_COIN = 1,     /* seat 0: guess a hidden value 0..2 (right: wins,
                        wrong: loses) or pass (a shared first place) */
    TOY_LONG = 2,     /* seat 0: 0 (it wins) or 1 (seat 1 wins); then the
                        seats alternate TOY_LONG_END - 1 moves that change
                        nothing (two legal actions each) */
    TOY_LAST = 3,     /* seat 0: 0 (a shared first place) or 1 (the last
                        move decides); moves that change nothing as in
                        TOY_LONG, then seat 1's last move: after 1, its
                        action 3 wins it the game, its actions 0..2 give
                        seat 0 the win */
};

#define TOY_LONG_END 40

typedef struct toy_state {
    int kind, step, hidden;
    int winner; /* -1: shared first place; valid once the game is over */
} toy_state;

static int toy_over(const toy_state *s)
{
    return s->step == (s->kind == TOY_LONG || s->kind == TOY_LAST ? TOY_LONG_END : 9);
}

static int toy_seat(const toy_state *s)
{
    return toy_over(s) ? -1 : s->kind == TOY_LONG || s->kind == TOY_LAST ? s->step % 2 : s->step;
}

static void toy_pending(const void *st, game_decision *d)
{
    const toy_state *s = st;
    d->kind = 0;
    d->finished = toy_over(s);
    d->seat = toy_seat(s);
}

static int toy_legal(const void *st, int seat, game_action *out, int max)
{
    const toy_state *s = st;
    if (toy_over(s) || seat != toy_seat(s))
        return 0;
    int n = s->kind == TOY_COIN || (s->kind == TOY_LAST && s->step == TOY_LONG_END - 1) ? 4 : 2;
    for (int i = 0; i < n && i < max; i++)
        out[i] = (game_action){.type = 1, .a = (int16_t)i};
    return n;
}

static int toy_apply(void *st, int seat, const game_action *a, const game_event_sink *ev,
                     game_err *e)
{
    (void)ev;
    (void)e;
    toy_state *s = st;
    if (toy_over(s) || seat != toy_seat(s))
        return -1;
    if (s->kind == TOY_LONG) {
        if (s->step == 0)
            s->winner = a->a == 0 ? 0 : 1;
        s->step++;
    } else if (s->kind == TOY_LAST) {
        if (s->step == 0)
            s->hidden = a->a; /* seat 0's choice */
        if (s->step == TOY_LONG_END - 1)
            s->winner = s->hidden == 0 ? -1 : a->a == 3 ? 1 : 0;
        s->step++;
    } else if (s->kind == TOY_COIN) {
        s->winner = a->a == 3 ? -1 : a->a == s->hidden ? 0 : 1;
        s->step = 9;
    } else if (s->step == 0) {
        if (a->a == 1) {
            s->winner = -1;
            s->step = 9;
        } else {
            s->step = 1;
        }
    } else {
        s->winner = a->a == 0 ? 0 : 1;
        s->step = 9;
    }
    return 0;
}

static void toy_outcome(const void *st, game_outcome *o)
{
    const toy_state *s = st;
    memset(o, 0, sizeof *o);
    o->nseats = 2;
    o->finished = toy_over(s);
    for (int p = 0; p < 2; p++) {
        o->score[p] = s->winner < 0 || s->winner == p;
        o->place[p] = o->score[p] ? 1 : 2;
    }
    o->winner = s->winner;
}

/* Seat 0 knows nothing of the hidden value: any value, from the seed. */
static int toy_determinize(const void *st, int seat, uint64_t seed, void *out)
{
    (void)seat;
    memcpy(out, st, sizeof(toy_state));
    ((toy_state *)out)->hidden = (int)(seed % 3);
    return 0;
}

static const game_ops toy_ops = {
    .name = "toy",
    .state_size = sizeof(toy_state),
    .pending = toy_pending,
    .legal = toy_legal,
    .apply = toy_apply,
    .outcome = toy_outcome,
    .determinize = toy_determinize,
};

static game_action toy_search(const toy_state *s, int iterations, uint64_t seed)
{
    toy_state scratch;
    gh_rng rng;
    gh_rng_seed(&rng, seed);
    bot_params p = {.iterations = iterations};
    game_action out;
    assert_int_equal(bot_search_choose(&toy_ops, s, 0, &rng, &scratch, &p, &out), 0);
    return out;
}

/* Right (a sure shared first place) beats Left, where seat 1 will take the
 * win: a search that backed up seat 0's reward at seat 1's edges would
 * think seat 1 hands it the game and go Left. */
static void test_opponent_plays_for_itself(void **state)
{
    (void)state;
    toy_state s = {.kind = TOY_OPPONENT};
    for (uint64_t seed = 1; seed <= 10; seed++)
        assert_int_equal(toy_search(&s, 400, seed).a, 1);
}

/* The search is handed an arrangement where the hidden value is 0. Guessing
 * wins 1 in 3 over the information set, passing gives a sure half: a
 * search that plans on the arrangement it was given (no re-determinizing)
 * would guess 0 every time. */
static void test_information_set_is_sampled(void **state)
{
    (void)state;
    toy_state s = {.kind = TOY_COIN, .hidden = 0};
    for (uint64_t seed = 1; seed <= 10; seed++)
        assert_int_equal(toy_search(&s, 600, seed).a, 3);
}

/* A test evaluation for TOY_LONG that is wrong on purpose: it rates seat 0
 * far ahead once it has chosen 1 (which loses the game). */
static int toy_values(const game_ops *ops, const void *st, float *v)
{
    (void)ops;
    const toy_state *s = st;
    v[0] = s->step > 0 && s->winner == 1 ? 10.0f : 0.0f;
    v[1] = 0.0f;
    return 2;
}

static game_action toy_long_search(int cutoff, int with_values, uint64_t seed)
{
    toy_state s = {.kind = TOY_LONG}, scratch;
    search_opts o;
    search_defaults(&o, NULL);
    o.iterations = 300;
    o.cutoff = cutoff;
    o.values = with_values ? toy_values : NULL;
    gh_rng rng;
    gh_rng_seed(&rng, seed);
    game_action out;
    assert_int_equal(search_run(&toy_ops, &s, 0, &rng, &scratch, &o, &out, NULL), 0);
    return out;
}

/* A cut-off playout is scored by the evaluation, a full one by the game's
 * end: with the (misleading) toy evaluation and a cutoff of 2 the search
 * believes it and chooses 1; played to the end — no cutoff, or no
 * evaluation to score a cut-off position with — it finds that 0 wins. The
 * tree never reaches the end in 300 iterations (39 moves of two actions
 * each), so only the playout can tell. */
static void test_cutoff_scores_by_evaluation(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        assert_int_equal(toy_long_search(2, 1, seed).a, 1);
        assert_int_equal(toy_long_search(0, 1, seed).a, 0);
        assert_int_equal(toy_long_search(2, 0, seed).a, 0);
    }
}

/* A test policy for TOY_LAST: seat 1's last move is always the one that
 * wins it the game; every other action weighs the same. */
static int toy_weights(const game_ops *ops, const void *st, int seat, const game_action *acts,
                       int n, float *w)
{
    (void)ops;
    (void)seat;
    const toy_state *s = st;
    for (int i = 0; i < n; i++)
        w[i] = s->step == TOY_LONG_END - 1 ? acts[i].a == 3 : 1.0f;
    return 0;
}

static game_action toy_last_search(int playout, int guided, uint64_t seed)
{
    toy_state s = {.kind = TOY_LAST}, scratch;
    search_opts o;
    search_defaults(&o, NULL);
    o.iterations = 300;
    o.playout = playout;
    o.guided = guided;
    o.weights = toy_weights;
    gh_rng rng;
    gh_rng_seed(&rng, seed);
    game_action out;
    assert_int_equal(search_run(&toy_ops, &s, 0, &rng, &scratch, &o, &out, NULL), 0);
    return out;
}

/* Guided playouts follow the policy: with seat 1's last move drawn from
 * the policy, 1 loses for sure and seat 0 takes the shared first place (0);
 * with uniform playouts 1 wins three times in four and looks better. The
 * tree does not reach the last move in 300 iterations: only the playout
 * decides. `guided` counts playout moves: 5 guided moves leave the last
 * one uniform. */
static void test_guided_playouts_follow_the_policy(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        assert_int_equal(toy_last_search(SEARCH_PLAYOUT_HEURISTIC, 0, seed).a, 0);
        assert_int_equal(toy_last_search(SEARCH_PLAYOUT_RANDOM, TOY_LONG_END, seed).a, 0);
        assert_int_equal(toy_last_search(SEARCH_PLAYOUT_RANDOM, 5, seed).a, 1);
        assert_int_equal(toy_last_search(SEARCH_PLAYOUT_RANDOM, 0, seed).a, 1);
    }
}

/* ---- Citadels ---- */

typedef struct table {
    const game_ops *ops;
    void *cfg, *st, *scratch, *before;
} table;

static int table_open(table *t, int players, const char *rules)
{
    t->ops = game_find("citadels");
    assert_non_null(t->ops);
    t->cfg = calloc(1, t->ops->config_size);
    t->st = calloc(1, t->ops->state_size);
    t->scratch = calloc(1, t->ops->state_size);
    t->before = calloc(1, t->ops->state_size);
    json_t *cj = json_pack("{si}", "players", players);
    if (rules)
        json_object_set_new(cj, "rules", json_string(rules));
    game_err e;
    int r = t->ops->config_from_json(t->cfg, cj, &e);
    json_decref(cj);
    return r;
}

static void table_close(table *t)
{
    free(t->cfg);
    free(t->st);
    free(t->scratch);
    free(t->before);
}

/* Deals game `seed` and plays `moves` random actions into it. */
static void table_deal(table *t, uint64_t seed, int moves)
{
    game_err e;
    assert_int_equal(t->ops->setup(t->st, t->cfg, seed, &e), 0);
    gh_rng walk;
    gh_rng_seed(&walk, seed);
    for (int i = 0; i < moves; i++) {
        game_decision d;
        t->ops->pending(t->st, &d);
        if (d.finished)
            return;
        game_action a;
        assert_int_equal(bot_random_choose(t->ops, t->st, d.seat, &walk, &a), 0);
        assert_int_equal(t->ops->apply(t->st, d.seat, &a, NULL, &e), 0);
    }
}

static int is_legal(table *t, int seat, const game_action *a)
{
    game_action acts[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(t->ops, t->st, seat, acts);
    for (int i = 0; i < n; i++)
        if (memcmp(&acts[i], a, sizeof *a) == 0)
            return 1;
    return 0;
}

static void test_same_seed_same_action(void **state)
{
    (void)state;
    table t;
    assert_int_equal(table_open(&t, 4, NULL), 0);
    int choices = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        table_deal(&t, seed, (int)(seed * 23 % 150));
        game_decision d;
        t.ops->pending(t.st, &d);
        if (d.finished)
            continue;
        bot_params p = {.iterations = 120};
        gh_rng r1, r2;
        gh_rng_seed(&r1, seed * 31);
        gh_rng_seed(&r2, seed * 31);
        game_action x, y;
        memcpy(t.before, t.st, t.ops->state_size);
        assert_int_equal(bot_search_choose(t.ops, t.st, d.seat, &r1, t.scratch, &p, &x), 0);
        assert_memory_equal(t.before, t.st, t.ops->state_size); /* reads only */
        assert_int_equal(bot_search_choose(t.ops, t.st, d.seat, &r2, t.scratch, &p, &y), 0);
        assert_memory_equal(&x, &y, sizeof x);
        assert_true(is_legal(&t, d.seat, &x));
        choices++;
    }
    assert_true(choices >= 6);
    table_close(&t);
}

/* A clock that moves one millisecond each time it is read: the search's
 * time budget, checked without measuring time. */
static double ticking_clock(void *ctx)
{
    int *reads = ctx;
    return ++*reads * 1e-3;
}

/* The search reads its clock at the start and then once every
 * SEARCH_CLOCK_EVERY (8) iterations, and stops at the first reading at or
 * past the budget. With a clock that ticks 1 ms a reading, 50 ms are over
 * at the 51st reading: 50 readings after the start, 400 iterations. A
 * search that ignored the budget would run until the default second (or
 * for ever); one that stopped early would do fewer. */
static void test_budget_is_respected(void **state)
{
    (void)state;
    table t;
    assert_int_equal(table_open(&t, 4, NULL), 0);
    table_deal(&t, 7, 0);
    game_decision d;
    t.ops->pending(t.st, &d);
    search_opts o;
    bot_params p = {.budget_ms = 50};
    search_defaults(&o, &p);
    assert_int_equal(o.iterations, 0);
    assert_int_equal(o.budget_ms, 50);
    int reads = 0;
    o.clock = ticking_clock;
    o.clock_ctx = &reads;
    gh_rng rng;
    gh_rng_seed(&rng, 1);
    game_action a;
    search_stats ss;
    assert_int_equal(search_run(t.ops, t.st, d.seat, &rng, t.scratch, &o, &a, &ss), 0);
    assert_int_equal(ss.iterations, 400);
    assert_int_equal(reads, 52); /* the start, 50 during the search, the end */
    assert_true(is_legal(&t, d.seat, &a));
    /* A budget twice as long: twice the iterations on the same clock. */
    o.budget_ms = 100;
    reads = 0;
    assert_int_equal(search_run(t.ops, t.st, d.seat, &rng, t.scratch, &o, &a, &ss), 0);
    assert_int_equal(ss.iterations, 800);
    /* On the real clock, through the level's entry point: a legal answer. */
    assert_int_equal(bot_search_choose(t.ops, t.st, d.seat, &rng, t.scratch, &p, &a), 0);
    assert_true(is_legal(&t, d.seat, &a));
    table_close(&t);
}

static void test_pool_is_bounded(void **state)
{
    (void)state;
    table t;
    assert_int_equal(table_open(&t, 4, NULL), 0);
    table_deal(&t, 3, 40);
    game_decision d;
    t.ops->pending(t.st, &d);
    search_opts o;
    search_defaults(&o, NULL);
    o.iterations = 300;
    gh_rng rng;
    gh_rng_seed(&rng, 2);
    game_action a;
    search_stats ss;
    /* Unbounded, a node per iteration at most. */
    assert_int_equal(search_run(t.ops, t.st, d.seat, &rng, t.scratch, &o, &a, &ss), 0);
    assert_int_equal(ss.iterations, 300);
    assert_true(ss.nodes > 16 && ss.nodes <= 301);
    /* A pool of 16 nodes: still 300 iterations and a legal answer. */
    o.max_nodes = 16;
    assert_int_equal(search_run(t.ops, t.st, d.seat, &rng, t.scratch, &o, &a, &ss), 0);
    assert_int_equal(ss.iterations, 300);
    assert_true(ss.nodes <= 16);
    assert_true(is_legal(&t, d.seat, &a));
    table_close(&t);
}

/* A decision with one legal action is answered without a search; a seat
 * with none gets -1. */
static void test_forced_and_no_move(void **state)
{
    (void)state;
    toy_state s = {.kind = TOY_OPPONENT, .step = 9};
    toy_state scratch;
    gh_rng rng;
    gh_rng_seed(&rng, 1);
    game_action a;
    assert_int_equal(bot_search_choose(&toy_ops, &s, 0, &rng, &scratch, NULL, &a), -1);

    table t;
    assert_int_equal(table_open(&t, 4, NULL), 0);
    table_deal(&t, 5, 0);
    for (int guard = 0; guard < 400; guard++) {
        game_decision d;
        t.ops->pending(t.st, &d);
        assert_false(d.finished);
        game_action acts[BOT_MAX_ACTIONS];
        int n = bot_legal_actions(t.ops, t.st, d.seat, acts);
        if (n == 1) {
            search_opts o;
            search_defaults(&o, NULL); /* a whole second, were it to search */
            search_stats ss;
            assert_int_equal(search_run(t.ops, t.st, d.seat, &rng, t.scratch, &o, &a, &ss), 0);
            assert_true(ss.forced);
            assert_int_equal(ss.iterations, 0);
            assert_memory_equal(&a, &acts[0], sizeof a);
            table_close(&t);
            return;
        }
        game_err e;
        assert_int_equal(t.ops->apply(t.st, d.seat, &acts[gh_rng_below(&rng, (uint32_t)n)],
                                      NULL, &e),
                         0);
    }
    fail_msg("no forced decision met");
}

/* Plays one game where the seats in `search_seats` (a bit set) search with
 * `iterations` and the others play at random; every choice must be legal
 * and accepted, the invariants hold after it. Returns the winner (-1 for a
 * shared first place). */
static int play(table *t, uint64_t seed, unsigned search_seats, int iterations)
{
    game_err e;
    assert_int_equal(t->ops->setup(t->st, t->cfg, seed, &e), 0);
    gh_rng rng;
    gh_rng_seed(&rng, seed * 7919u + 1);
    bot_params p = {.iterations = iterations};
    const bot_level *level = bot_level_find("search");
    assert_non_null(level);
    assert_true(level->flags & BOT_SEES_VIEW);
    for (int moves = 0; moves < 5000; moves++) {
        game_decision d;
        t->ops->pending(t->st, &d);
        if (d.finished) {
            game_outcome o;
            t->ops->outcome(t->st, &o);
            return o.winner;
        }
        game_action a;
        if (search_seats >> d.seat & 1u) {
            memcpy(t->before, t->st, t->ops->state_size);
            /* Through the door every caller uses: the level sees a
             * determinization of the seat's view, never the true state. */
            assert_int_equal(bot_choose(level, t->ops, t->st, d.seat, &rng, t->scratch, &p, &a),
                             0);
            assert_memory_equal(t->before, t->st, t->ops->state_size);
            assert_true(is_legal(t, d.seat, &a));
        } else {
            assert_int_equal(bot_random_choose(t->ops, t->st, d.seat, &rng, &a), 0);
        }
        if (t->ops->apply(t->st, d.seat, &a, NULL, &e) < 0)
            fail_msg("search chose an action the engine refused: %s: %s", e.name, e.msg);
        if (t->ops->check(t->st, &e) < 0)
            fail_msg("invariant broken: %s", e.msg);
    }
    fail_msg("game %llu did not end in 5000 moves", (unsigned long long)seed);
    return -2;
}

static void test_always_legal_every_rule_set(void **state)
{
    (void)state;
    static const char *const rules[] = {"2016",    "2016-actions",   "classic",
                                        "dark-city", "online-classic", "online-dark-city"};
    int played = 0;
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++)
        for (int players = 2; players <= 8; players++) {
            table t;
            if (table_open(&t, players, rules[r]) < 0) { /* e.g. classic has 7 seats at most */
                table_close(&t);
                continue;
            }
            play(&t, 100 + r * 10 + (uint64_t)players, 0x3u, 4);
            played++;
            table_close(&t);
        }
    print_message("%d games over the rule sets and player counts\n", played);
    assert_true(played >= 40);
}

/* The playout follows the budget (SEARCH_HEURISTIC_FROM_MS): the level's
 * default second and longer plays out with the heuristic, a tenth of a
 * second with the rollout policy, and an iteration budget at random. */
static void test_playout_by_budget(void **state)
{
    (void)state;
    search_opts o;
    search_defaults(&o, NULL);
    assert_int_equal(o.budget_ms, BOT_DEFAULT_BUDGET_MS);
    assert_int_equal(o.playout, SEARCH_PLAYOUT_HEURISTIC);
    bot_params p = {.budget_ms = SEARCH_HEURISTIC_FROM_MS};
    search_defaults(&o, &p);
    assert_int_equal(o.playout, SEARCH_PLAYOUT_HEURISTIC);
    p.budget_ms = SEARCH_HEURISTIC_FROM_MS - 1;
    search_defaults(&o, &p);
    assert_int_equal(o.playout, SEARCH_PLAYOUT_ROLLOUT);
    p.budget_ms = 100;
    search_defaults(&o, &p);
    assert_int_equal(o.playout, SEARCH_PLAYOUT_ROLLOUT);
    assert_non_null(o.rollout);
    p = (bot_params){.iterations = 40000, .budget_ms = 5000};
    search_defaults(&o, &p);
    assert_int_equal(o.playout, SEARCH_PLAYOUT_RANDOM);
}

static void test_four_search_bots_finish(void **state)
{
    (void)state;
    table t;
    assert_int_equal(table_open(&t, 4, NULL), 0);
    int w = play(&t, 21, 0xFu, 40);
    assert_true(w >= -1 && w < 4);
    table_close(&t);
}

enum { MATCH_GAMES = 12 };

/* One search seat (rotating) against three random bots, 12 seeded games.
 * Chance alone gives 3 wins. */
static void test_beats_random(void **state)
{
    (void)state;
    table t;
    assert_int_equal(table_open(&t, 4, NULL), 0);
    int wins = 0;
    for (int g = 0; g < MATCH_GAMES; g++)
        wins += play(&t, 500 + (uint64_t)g, 1u << (g % 4), 150) == g % 4;
    print_message("search won %d of %d games against three random bots\n", wins, MATCH_GAMES);
    assert_true(wins >= 9);
    table_close(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_opponent_plays_for_itself),
        cmocka_unit_test(test_information_set_is_sampled),
        cmocka_unit_test(test_cutoff_scores_by_evaluation),
        cmocka_unit_test(test_guided_playouts_follow_the_policy),
        cmocka_unit_test(test_same_seed_same_action),
        cmocka_unit_test(test_budget_is_respected),
        cmocka_unit_test(test_playout_by_budget),
        cmocka_unit_test(test_pool_is_bounded),
        cmocka_unit_test(test_forced_and_no_move),
        cmocka_unit_test(test_always_legal_every_rule_set),
        cmocka_unit_test(test_four_search_bots_finish),
        cmocka_unit_test(test_beats_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
