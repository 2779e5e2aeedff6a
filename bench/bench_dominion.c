/* bench_dominion.c — how fast the Dominion engine plays whole games between
 * its own strategies: Big Money Ultimate against itself, 2 players, one
 * thread, a random kingdom per game (the seed's), through the game interface
 * as `guildhall sim` plays them (the level's choice, then apply(), which
 * re-checks it against legal()).
 *
 *   bench_dominion [SECONDS] [LEVEL]    default: 3 seconds, bmu
 *
 * A warm-up of ~0.3 s, then as many games as fit in SECONDS; prints games/s,
 * actions/game, turns/game (the turns of the seat that took most) and
 * actions/s, and games per second of the process's CPU time (what a shared
 * machine's wall clock hides). Figures only, no thresholds (docs/benchmarks.md records them;
 * the simulators we know play ~4,000 such games a second). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "bots/bots.h"
#include "core/rng.h"
#include "game/game.h"

static double clock_s(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now_s(void)
{
    return clock_s(CLOCK_MONOTONIC);
}

/* The process's own CPU time: on a shared machine the wall clock counts
 * the other programs' turns too. */
static double cpu_s(void)
{
    return clock_s(CLOCK_PROCESS_CPUTIME_ID);
}

typedef struct tally {
    long long games, actions, turns;
} tally;

/* One game from `seed`; 0, or -1 after printing what failed. */
static int game(const game_ops *ops, const bot_level *lv, const void *cfg, void *st,
                uint64_t seed, tally *t)
{
    game_err e;
    if (ops->setup(st, cfg, seed, &e) < 0) {
        fprintf(stderr, "bench_dominion: setup failed: %s\n", e.msg);
        return -1;
    }
    gh_rng rng;
    gh_rng_seed(&rng, seed ^ 0x9e3779b97f4a7c15ull);
    for (long long n = 0;; n++) {
        game_decision d;
        ops->pending(st, &d);
        if (d.finished) {
            t->actions += n;
            break;
        }
        game_action a;
        if (n > 100000 || bot_choose(lv, ops, st, d.seat, &rng, NULL, NULL, &a) < 0 ||
            ops->apply(st, d.seat, &a, NULL, &e) < 0) {
            fprintf(stderr, "bench_dominion: seed %llu: no end, or a choice refused\n",
                    (unsigned long long)seed);
            return -1;
        }
    }
    json_t *sum = ops->summary_json(st);
    t->turns += json_integer_value(json_object_get(sum, "round"));
    json_decref(sum);
    t->games++;
    return 0;
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 3.0;
    const char *level = argc > 2 ? argv[2] : "bmu";
    const game_ops *ops = game_find("dominion");
    const bot_level *lv = bot_level_find(level);
    if (!ops || !lv || !bot_level_plays(lv, ops) || seconds <= 0) {
        fprintf(stderr, "usage: bench_dominion [SECONDS] [LEVEL: bm, bmu, smithy, kingdom]\n");
        return 2;
    }
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    json_t *j = json_pack("{s:i}", "players", 2);
    game_err e;
    if (!cfg || !st || ops->config_from_json(cfg, j, &e) < 0)
        return 1;
    json_decref(j);

    tally warm = {0}, t = {0};
    uint64_t seed = 1;
    for (double t0 = now_s(); now_s() - t0 < 0.3;)
        if (game(ops, lv, cfg, st, seed++, &warm) < 0)
            return 1;
    double t0 = now_s(), c0 = cpu_s(), el;
    do {
        for (int i = 0; i < 64; i++)
            if (game(ops, lv, cfg, st, seed++, &t) < 0)
                return 1;
        el = now_s() - t0;
    } while (el < seconds);
    double cpu = cpu_s() - c0;
    printf("dominion, %s against itself, 2 players, random kingdoms, one thread:\n", lv->name);
    printf("  %lld games in %.2f s: %.0f games/s, %.1f actions/game, %.2f turns/game, "
           "%.2f M actions/s\n",
           t.games, el, (double)t.games / el, (double)t.actions / (double)t.games,
           (double)t.turns / (double)t.games, (double)t.actions / el / 1e6);
    printf("  on the CPU %.2f s of those: %.0f games/s of CPU time\n", cpu,
           cpu > 0 ? (double)t.games / cpu : 0.0);
    printf("  state %zu bytes\n", ops->state_size);
    free(cfg);
    free(st);
    return 0;
}
