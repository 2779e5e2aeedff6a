/* bench_search.c — what the `search` level (ISMCTS, src/bots/search.c) costs
 * and how it plays; figures for docs/benchmarks.md "ISMCTS" and the tuning
 * in docs/ai.md "Search". Not a test: no thresholds.
 *
 *   bench_search speed [ITERATIONS] [DECISIONS] [SPEC-KEYS]
 *       Citadels, 4 players, first-game cards: DECISIONS (default 40)
 *       decisions taken from seeded random games (every one with a real
 *       choice, spread over the game), each searched with ITERATIONS
 *       (default 2000) iterations on a determinization of the seat's view,
 *       as bot_choose does. Prints iterations/s per decision (mean, min,
 *       max), nodes, the time one decision takes and one redraw alone.
 *       SPEC-KEYS as after "search:" in match (playout=heuristic, ...).
 *
 *   bench_search match [--games G] [--players P] [--rules R] [--seed S] SPEC...
 *       Plays G seeded games (default 20); seat i of game g plays
 *       SPEC[(i + g) % P] (seats rotate, so no spec profits from a seat).
 *       SPEC is a level name (random, greedy, heuristic, search), rollout
 *       (the search's rollout policy playing on its own), or
 *       search:KEY=VALUE,... with keys it (iterations), ms (budget),
 *       c (exploration), bias, playout (random|heuristic|rollout), reward
 *       (win|margin), guided (playout actions from the heuristic), cutoff
 *       (playout length before the evaluation scores it), temp (its
 *       temperature). Prints each spec's wins (a shared first place counts
 *       1/k) with a 95 % interval.
 *
 *   bench_search agree N0 N1 [POSITIONS] [SPEC-KEYS]
 *       How much a bigger budget changes the answer: POSITIONS (default 24)
 *       decisions from seeded random games (as speed), each searched twice
 *       with N0 and twice with N1 iterations (generator seeds 1 and 2).
 *       Prints how often each budget agrees with itself and how often N0
 *       answers as N1. SPEC-KEYS: as after "search:" in match (c=0.3,...).
 *
 * It goes through the game interface and the bot door only. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "bots/bots.h"
#include "bots/random.h"
#include "bots/rollout.h"
#include "bots/search.h"
#include "core/rng.h"
#include "game/game.h"

#define MAX_SPECS GAME_MAX_SEATS

typedef struct spec {
    char text[96];
    const bot_level *level; /* a plain level, or NULL for a tuned search */
    int rollout;            /* 1: the search's rollout policy alone (rollout.h) */
    search_opts so;
    double wins;
    long long decisions, iterations;
    double seconds;
} spec;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int parse_spec(spec *s, const char *text)
{
    memset(s, 0, sizeof *s);
    snprintf(s->text, sizeof s->text, "%s", text);
    if (strcmp(text, "rollout") == 0) {
        s->rollout = 1;
        return 0;
    }
    if (strncmp(text, "search:", 7) != 0) {
        s->level = bot_level_find(text);
        if (!s->level) {
            fprintf(stderr, "bench_search: no level %s (%s)\n", text, bot_level_names());
            return -1;
        }
        return 0;
    }
    search_defaults(&s->so, NULL);
    int playout_given = 0;
    char buf[96];
    snprintf(buf, sizeof buf, "%s", text + 7);
    for (char *kv = strtok(buf, ","); kv; kv = strtok(NULL, ",")) {
        char *eq = strchr(kv, '=');
        if (!eq) {
            fprintf(stderr, "bench_search: %s: KEY=VALUE expected\n", kv);
            return -1;
        }
        *eq = 0;
        const char *v = eq + 1;
        if (strcmp(kv, "it") == 0)
            s->so.iterations = atoi(v);
        else if (strcmp(kv, "ms") == 0)
            s->so.budget_ms = atoi(v);
        else if (strcmp(kv, "c") == 0)
            s->so.explore = atof(v);
        else if (strcmp(kv, "bias") == 0)
            s->so.bias = atof(v);
        else if (strcmp(kv, "playout") == 0) {
            s->so.playout = strcmp(v, "heuristic") == 0 ? SEARCH_PLAYOUT_HEURISTIC
                            : strcmp(v, "rollout") == 0 ? SEARCH_PLAYOUT_ROLLOUT
                                                        : SEARCH_PLAYOUT_RANDOM;
            playout_given = 1;
        }
        else if (strcmp(kv, "guided") == 0)
            s->so.guided = atoi(v);
        else if (strcmp(kv, "cutoff") == 0)
            s->so.cutoff = atoi(v);
        else if (strcmp(kv, "temp") == 0)
            s->so.temperature = atof(v);
        else if (strcmp(kv, "reward") == 0)
            s->so.reward = strcmp(v, "margin") == 0 ? SEARCH_REWARD_MARGIN : SEARCH_REWARD_WIN;
        else {
            fprintf(stderr, "bench_search: unknown key %s\n", kv);
            return -1;
        }
    }
    /* Without a playout key, the level's rule (search_defaults): an
     * iteration budget plays out at random, a time budget by its length. */
    if (!playout_given) {
        bot_params p = {.iterations = s->so.iterations, .budget_ms = s->so.budget_ms};
        search_opts d;
        search_defaults(&d, &p);
        s->so.playout = d.playout;
    }
    return 0;
}

/* One choice for `seat` by spec `s`: a tuned search sees a determinization
 * of the seat's view, exactly as bot_choose gives one to the level. */
static int choose(spec *s, const game_ops *ops, const void *st, int seat, gh_rng *rng,
                  void *seen, void *scratch, game_action *out)
{
    if (s->level)
        return bot_choose(s->level, ops, st, seat, rng, scratch, NULL, out);
    const void *view = st;
    if (ops->determinize) {
        if (ops->determinize(st, seat, gh_rng_next(rng), seen) < 0)
            return -1;
        view = seen;
    }
    if (s->rollout) { /* the playout policy as a player, on the seat's view */
        game_action acts[BOT_MAX_ACTIONS];
        int n = bot_legal_actions(ops, view, seat, acts);
        if (n == 0)
            return -1;
        int i = bot_rollout_pick(ops, view, seat, acts, n, rng);
        *out = acts[i >= 0 ? i : (int)gh_rng_below(rng, (uint32_t)n)];
        return 0;
    }
    search_stats ss;
    int r = search_run(ops, view, seat, rng, scratch, &s->so, out, &ss);
    if (!ss.forced) {
        s->decisions++;
        s->iterations += ss.iterations;
        s->seconds += ss.seconds;
    }
    return r;
}

static int config(const game_ops *ops, void *cfg, int players, const char *rules)
{
    json_t *cj = json_pack("{si}", "players", players);
    if (rules)
        json_object_set_new(cj, "rules", json_string(rules));
    game_err e;
    int r = ops->config_from_json(cfg, cj, &e);
    json_decref(cj);
    if (r < 0)
        fprintf(stderr, "bench_search: config: %s\n", e.msg);
    return r;
}

static int run_speed(const game_ops *ops, int iterations, int decisions, const char *keys)
{
    spec sp; /* the search's options: the defaults, or SPEC-KEYS as in agree */
    char text[96];
    snprintf(text, sizeof text, "search:%s", keys ? keys : "it=1");
    if (parse_spec(&sp, text) < 0)
        return 2;
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    void *seen = calloc(1, ops->state_size), *scratch = calloc(1, ops->state_size);
    if (config(ops, cfg, 4, NULL) < 0)
        return 1;
    printf("command: bench_search speed %d %d%s%s\n", iterations, decisions, keys ? " " : "",
           keys ? keys : "");
    printf("engine: citadels, 4 players, first-game cards; %d iterations per decision, %s "
           "playouts\n",
           iterations,
           sp.so.playout == SEARCH_PLAYOUT_HEURISTIC ? "heuristic"
           : sp.so.playout == SEARCH_PLAYOUT_ROLLOUT ? "rollout"
                                                     : "random");
    search_opts so = sp.so;
    so.iterations = iterations;
    double sum = 0, lo = 1e18, hi = 0, secs = 0;
    long long nodes = 0;
    int done = 0;
    gh_rng walk;
    gh_rng_seed(&walk, 12345);
    for (uint64_t game = 1; done < decisions; game++) {
        game_err e;
        ops->setup(st, cfg, game, &e);
        /* Take the decision after `skip` random actions: spread over the game. */
        int skip = (int)gh_rng_below(&walk, 200);
        for (int k = 0;; k++) {
            game_decision d;
            ops->pending(st, &d);
            if (d.finished)
                break;
            game_action acts[BOT_MAX_ACTIONS];
            int n = bot_legal_actions(ops, st, d.seat, acts);
            if (k >= skip && n >= 2) {
                ops->determinize ? (void)ops->determinize(st, d.seat, game, seen)
                                 : (void)memcpy(seen, st, ops->state_size);
                gh_rng rng;
                gh_rng_seed(&rng, game);
                game_action out;
                search_stats ss;
                search_run(ops, seen, d.seat, &rng, scratch, &so, &out, &ss);
                double ips = ss.iterations / ss.seconds;
                sum += ips;
                lo = ips < lo ? ips : lo;
                hi = ips > hi ? ips : hi;
                secs += ss.seconds;
                nodes += ss.nodes;
                done++;
                break;
            }
            ops->apply(st, d.seat, &acts[gh_rng_below(&walk, (uint32_t)n)], NULL, &e);
        }
    }
    printf("determinize:   %s\n", ops->determinize ? "yes (every iteration)" : "no (plans on the state)");
    if (ops->determinize) {
        /* One redraw alone, on the last position searched. */
        double t0 = now_s();
        for (int i = 0; i < 20000; i++)
            ops->determinize(st, 0, (uint64_t)i, seen);
        printf("one redraw:    %.2f us (mean of 20000)\n", (now_s() - t0) / 20000 * 1e6);
    }
    printf("decisions:     %d\n", done);
    printf("iterations/s:  mean %.0f, min %.0f, max %.0f (per decision)\n", sum / done, lo, hi);
    printf("per decision:  %.1f ms, %.0f tree nodes\n", 1000 * secs / done,
           (double)nodes / done);
    free(cfg);
    free(st);
    free(seen);
    free(scratch);
    return 0;
}

static int run_match(const game_ops *ops, int games, int players, const char *rules,
                     uint64_t seed, spec *specs, int nspecs)
{
    if (nspecs != players) {
        fprintf(stderr, "bench_search: %d specs for %d players\n", nspecs, players);
        return 2;
    }
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    void *seen = calloc(1, ops->state_size), *scratch = calloc(1, ops->state_size);
    if (config(ops, cfg, players, rules) < 0)
        return 1;
    double t0 = now_s();
    for (int g = 0; g < games; g++) {
        game_err e;
        uint64_t gs = seed + (uint64_t)g;
        if (ops->setup(st, cfg, gs, &e) < 0) {
            fprintf(stderr, "bench_search: setup: %s\n", e.msg);
            return 1;
        }
        uint64_t x = gs;
        gh_rng rng;
        gh_rng_seed(&rng, gh_splitmix64(&x));
        int last = -1, streak = 0;
        for (;;) {
            game_decision d;
            ops->pending(st, &d);
            if (d.finished)
                break;
            spec *s = &specs[(d.seat + g) % players];
            game_action a;
            /* A seat going round in a circle (bots.h BOT_MAX_STREAK) is
             * answered at random until another seat decides, as
             * bot_choose does for a level: else such a game never ends
             * (game 23 of seed 1 at 4 000 iterations did not). */
            streak = d.seat == last ? streak + 1 : 1;
            last = d.seat;
            if (streak > BOT_MAX_STREAK) {
                if (bot_random_choose(ops, st, d.seat, &rng, &a) < 0 ||
                    ops->apply(st, d.seat, &a, NULL, &e) < 0)
                    return 1;
                continue;
            }
            if (choose(s, ops, st, d.seat, &rng, seen, scratch, &a) < 0 ||
                ops->apply(st, d.seat, &a, NULL, &e) < 0) {
                fprintf(stderr, "bench_search: %s failed in game %d\n", s->text, g);
                return 1;
            }
        }
        game_outcome o;
        ops->outcome(st, &o);
        int firsts = 0;
        for (int p = 0; p < players; p++)
            firsts += o.place[p] == 1;
        for (int p = 0; p < players; p++)
            if (o.place[p] == 1)
                specs[(p + g) % players].wins += 1.0 / firsts;
        fprintf(stderr, "\rgame %d/%d", g + 1, games);
    }
    fprintf(stderr, "\n");
    printf("games: %d, players: %d, rules: %s, seeds %llu..%llu, %.0f s\n", games, players,
           rules ? rules : "default", (unsigned long long)seed,
           (unsigned long long)(seed + (uint64_t)games - 1), now_s() - t0);
    /* Identical specs are one entrant: their wins add up. */
    for (int i = 0; i < nspecs; i++) {
        int first = 1, count = 0;
        double wins = 0;
        long long dec = 0, its = 0;
        double secs = 0;
        for (int j = 0; j < nspecs; j++) {
            if (strcmp(specs[i].text, specs[j].text) != 0)
                continue;
            first &= j >= i;
            count++;
            wins += specs[j].wins;
            dec += specs[j].decisions;
            its += specs[j].iterations;
            secs += specs[j].seconds;
        }
        if (!first)
            continue;
        double n = (double)games * count, p = wins / n;
        double half = 1.96 * sqrt(p * (1 - p) / n);
        printf("  %-40s x%d  wins %.1f / %.0f = %.1f %% ± %.1f", specs[i].text, count, wins, n,
               100 * p, 100 * half);
        if (dec)
            printf("   (%.0f it/decision, %.1f ms/decision)", (double)its / dec,
                   1000 * secs / dec);
        printf("\n");
    }
    free(cfg);
    free(st);
    free(seen);
    free(scratch);
    return 0;
}

/* The index of seat's action chosen by `so` with `iterations` on `st`. */
static int agree_pick(const game_ops *ops, const void *st, int seat, void *scratch,
                      const search_opts *so, int iterations, uint64_t seed)
{
    search_opts o = *so;
    o.iterations = iterations;
    gh_rng rng;
    gh_rng_seed(&rng, seed);
    game_action out, acts[BOT_MAX_ACTIONS];
    search_run(ops, st, seat, &rng, scratch, &o, &out, NULL);
    int n = bot_legal_actions(ops, st, seat, acts);
    for (int i = 0; i < n; i++)
        if (memcmp(&acts[i], &out, sizeof out) == 0)
            return i;
    return -1;
}

static int run_agree(const game_ops *ops, int n0, int n1, int positions, const char *keys)
{
    spec sp;
    char text[96];
    snprintf(text, sizeof text, "search:%s", keys ? keys : "it=1");
    if (parse_spec(&sp, text) < 0)
        return 2;
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    void *seen = calloc(1, ops->state_size), *scratch = calloc(1, ops->state_size);
    if (config(ops, cfg, 4, NULL) < 0)
        return 1;
    int self0 = 0, self1 = 0, across = 0, done = 0;
    gh_rng walk;
    gh_rng_seed(&walk, 4242);
    for (uint64_t game = 1; done < positions; game++) {
        game_err e;
        ops->setup(st, cfg, game, &e);
        int skip = (int)gh_rng_below(&walk, 200);
        for (int k = 0;; k++) {
            game_decision d;
            ops->pending(st, &d);
            if (d.finished)
                break;
            game_action acts[BOT_MAX_ACTIONS];
            int n = bot_legal_actions(ops, st, d.seat, acts);
            if (k >= skip && n >= 2) {
                ops->determinize ? (void)ops->determinize(st, d.seat, game, seen)
                                 : (void)memcpy(seen, st, ops->state_size);
                int a0 = agree_pick(ops, seen, d.seat, scratch, &sp.so, n0, 1);
                int b0 = agree_pick(ops, seen, d.seat, scratch, &sp.so, n0, 2);
                int a1 = agree_pick(ops, seen, d.seat, scratch, &sp.so, n1, 1);
                int b1 = agree_pick(ops, seen, d.seat, scratch, &sp.so, n1, 2);
                self0 += a0 == b0;
                self1 += a1 == b1;
                across += (a0 == a1) + (b0 == b1);
                done++;
                break;
            }
            ops->apply(st, d.seat, &acts[gh_rng_below(&walk, (uint32_t)n)], NULL, &e);
        }
    }
    printf("command: bench_search agree %d %d %d%s%s\n", n0, n1, positions, keys ? " " : "",
           keys ? keys : "");
    printf("positions: %d (4 players, first-game cards)\n", done);
    printf("%d iterations agree with themselves: %.0f %%\n", n0, 100.0 * self0 / done);
    printf("%d iterations agree with themselves: %.0f %%\n", n1, 100.0 * self1 / done);
    printf("%d answer as %d: %.0f %%\n", n0, n1, 50.0 * across / done);
    free(cfg);
    free(st);
    free(seen);
    free(scratch);
    return 0;
}

int main(int argc, char **argv)
{
    const game_ops *ops = game_find("citadels");
    if (!ops)
        return 1;
    if (argc >= 2 && strcmp(argv[1], "speed") == 0)
        return run_speed(ops, argc > 2 ? atoi(argv[2]) : 2000, argc > 3 ? atoi(argv[3]) : 40,
                         argc > 4 ? argv[4] : NULL);
    if (argc >= 4 && strcmp(argv[1], "agree") == 0)
        return run_agree(ops, atoi(argv[2]), atoi(argv[3]), argc > 4 ? atoi(argv[4]) : 24,
                         argc > 5 ? argv[5] : NULL);
    if (argc >= 2 && strcmp(argv[1], "match") == 0) {
        int games = 20, players = 4;
        const char *rules = NULL;
        uint64_t seed = 1;
        static spec specs[MAX_SPECS];
        int nspecs = 0;
        for (int i = 2; i < argc; i++) {
            if (strcmp(argv[i], "--games") == 0 && i + 1 < argc)
                games = atoi(argv[++i]);
            else if (strcmp(argv[i], "--players") == 0 && i + 1 < argc)
                players = atoi(argv[++i]);
            else if (strcmp(argv[i], "--rules") == 0 && i + 1 < argc)
                rules = argv[++i];
            else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
                seed = strtoull(argv[++i], NULL, 10);
            else if (nspecs < MAX_SPECS && parse_spec(&specs[nspecs], argv[i]) == 0)
                nspecs++;
            else
                return 2;
        }
        return run_match(ops, games, players, rules, seed, specs, nspecs);
    }
    fprintf(stderr, "usage: bench_search speed [ITERATIONS] [DECISIONS] [SPEC-KEYS]\n"
                    "       bench_search agree N0 N1 [POSITIONS] [SPEC-KEYS]\n"
                    "       bench_search match [--games G] [--players P] [--rules R] "
                    "[--seed S] SPEC...\n");
    return 2;
}
