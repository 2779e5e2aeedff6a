/* bench_playout.c — how fast the engine plays random games, the figure that
 * bounds every search bot (ISMCTS runs thousands of playouts per decision).
 *
 *   bench_playout [GAMES]      default: as many games as fit in ~3 seconds
 *
 * Citadels, 4 players, first-game configuration, one thread, uniform random
 * choices (bots/random: bot_random_play, the search's playout step; then
 * ~1 s of the same games through bot_random_choose + apply, the checked
 * path). Reports games/s, actions/s, the size of one flat
 * state and what cloning it (one memcpy) costs. Then the same for each
 * recommended lineup of the catalogue (issue 11; skipped, with the engine's
 * reason, while a card of it is not playable) and for random free-choice
 * lineups of playable cards (a new one every game, 14 uniques drawn from
 * the seed), ~1 s each; then each rule set of the catalogue (issue 12:
 * 2016 with action cards, classic, Dark City, the online rules; skipped with
 * the engine's reason while a set is not playable). It prints figures only; it is
 * not a test and has no thresholds (docs/benchmarks.md records the figures).
 * It goes through the game interface only, like a bot would. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "bots/random.h"
#include "core/rng.h"
#include "game/game.h"

#define BENCH_SECONDS 3.0
#define BENCH_PLAYERS 4
#define BENCH_CLONES 2000000
#define BENCH_LINEUP_SECONDS 1.0
#define BENCH_FREE_CONFIGS 64 /* free-choice lineups, played in turn */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* How a playout takes its steps: 0 as the search does (bot_random_play: the
 * engine's play_random, which does not re-check the action legal() just
 * listed), 1 as a client's move does (bot_random_choose, then apply()
 * checks it). Both play the same games. */
static int checked_path;

/* One random game from `seed`, stopped early after `stop` actions when stop > 0.
 * Returns its number of actions or -1. */
static long long playout(const game_ops *ops, const void *cfg, void *st, uint64_t seed,
                         long long stop)
{
    game_err e;
    if (ops->setup(st, cfg, seed, &e) < 0) {
        fprintf(stderr, "bench_playout: setup failed: %s\n", e.msg);
        return -1;
    }
    uint64_t x = seed;
    gh_rng rng;
    gh_rng_seed(&rng, gh_splitmix64(&x));
    long long n = 0;
    for (;;) {
        game_decision d;
        ops->pending(st, &d);
        if (d.finished || (stop > 0 && n == stop))
            return n;
        game_action a;
        int stuck = n >= 100000;
        if (!stuck && !checked_path)
            stuck = bot_random_play(ops, st, &rng) < 0;
        else if (!stuck)
            stuck = bot_random_choose(ops, st, d.seat, &rng, &a) < 0 ||
                    ops->apply(st, d.seat, &a, NULL, &e) < 0;
        if (stuck) {
            fprintf(stderr, "bench_playout: game seed %llu stuck at action %lld "
                    "(run guildhall sim --check to see why)\n", (unsigned long long)seed, n);
            return -1;
        }
        n++;
    }
}

/* ns per clone of a mid-game state. The empty asm with a memory clobber keeps
 * the compiler from dropping or merging the copies it cannot see used. */
static double clone_ns(const void *src, size_t size)
{
    void *dst = malloc(size);
    if (!dst)
        return -1;
    double t0 = now_s();
    for (int i = 0; i < BENCH_CLONES; i++) {
        memcpy(dst, src, size);
        __asm__ volatile("" : : "r"(dst) : "memory");
    }
    double t = now_s() - t0;
    free(dst);
    return t * 1e9 / BENCH_CLONES;
}

/* Plays games with the configs cfgs[0..n) in turn (game i: cfgs[i % n])
 * for `seconds`, or exactly `want` games. Returns games, or -1. */
static long long measure(const game_ops *ops, void *const *cfgs, int n, void *st, double seconds,
                         long long want, long long *actions, double *t)
{
    long long games = 0;
    *actions = 0;
    double t0 = now_s();
    for (uint64_t seed = 1;; seed++) {
        long long a = playout(ops, cfgs[games % n], st, seed, 0);
        if (a < 0)
            return -1;
        games++;
        *actions += a;
        if (want ? games >= want : (games & 15) == 0 && now_s() - t0 >= seconds)
            break;
    }
    *t = now_s() - t0;
    return games;
}

static void report_line(const char *what, long long games, long long actions, double t)
{
    printf("  %-24s %8.0f games/s  %6.1f actions/game  %6.1f ns/action\n", what, games / t,
           (double)actions / (double)games, t * 1e9 / (double)actions);
}

/* A random free-choice config of playable cards for BENCH_PLAYERS, read by
 * the engine from JSON built out of the catalogue, as a room would send it. */
static json_t *free_choice_json(const json_t *cat, gh_rng *rng)
{
    json_t *chars = json_array();
    for (int r = 1; r <= 9; r++) {
        const json_t *pool[32];
        int k = 0;
        size_t i;
        json_t *c;
        json_array_foreach(json_object_get(cat, "characters"), i, c)
        {
            if (json_integer_value(json_object_get(c, "rank")) == r &&
                json_is_true(json_object_get(c, "playable")) &&
                json_integer_value(json_object_get(c, "min_players")) <= BENCH_PLAYERS && k < 32)
                pool[k++] = c;
        }
        if (k && (r <= 8 || gh_rng_below(rng, 2))) /* rank 9 optional with 4 players */
            json_array_append(chars, json_object_get(pool[gh_rng_below(rng, (uint32_t)k)],
                                                     "character"));
    }
    return json_pack("{s:i, s:o, s:s}", "players", BENCH_PLAYERS, "characters", chars, "uniques",
                     "random");
}

/* One line for the config {"players": BENCH_PLAYERS, key: name}: its figures,
 * or why the engine refuses it (a card or rule set not playable yet).
 * Returns 0 or 1 (a playout failed). */
static int bench_named(const game_ops *ops, void *st, const char *key, const char *name,
                       long long want)
{
    json_t *cj = json_pack("{s:i, s:s}", "players", BENCH_PLAYERS, key, name);
    game_err e;
    void *cfg = calloc(1, ops->config_size);
    long long actions;
    double t;
    int rc = 0;
    if (cfg && cj && ops->config_from_json(cfg, cj, &e) == 0) {
        long long g = measure(ops, &cfg, 1, st, BENCH_LINEUP_SECONDS, want, &actions, &t);
        if (g < 0)
            rc = 1;
        else
            report_line(name, g, actions, t);
    } else {
        printf("  %-24s skipped: %s\n", name, cfg ? e.msg : "out of memory");
    }
    free(cfg);
    json_decref(cj);
    return rc;
}

/* Each recommended lineup, then random free choice. Returns 0 or 1. */
static int bench_lineups(const game_ops *ops, void *st, long long want)
{
    json_t *cat = ops->catalog_json ? ops->catalog_json() : NULL;
    if (!cat)
        return 0;
    int rc = 0;
    long long actions;
    double t;
    void *cfgs[BENCH_FREE_CONFIGS] = {0};
    printf("lineups (%d players, ~%.0f s each):\n", BENCH_PLAYERS, BENCH_LINEUP_SECONDS);
    size_t i;
    json_t *p;
    json_array_foreach(json_object_get(cat, "presets"), i, p)
    {
        const char *id = json_string_value(json_object_get(p, "id"));
        rc |= bench_named(ops, st, "lineup", id, want);
    }
    gh_rng rng;
    gh_rng_seed(&rng, 2016);
    for (int k = 0; k < BENCH_FREE_CONFIGS && !rc; k++) {
        json_t *cj = free_choice_json(cat, &rng);
        game_err e;
        cfgs[k] = calloc(1, ops->config_size);
        if (!cfgs[k] || ops->config_from_json(cfgs[k], cj, &e) < 0) {
            fprintf(stderr, "bench_playout: free choice refused: %s\n", cfgs[k] ? e.msg : "");
            rc = 1;
        }
        json_decref(cj);
    }
    if (!rc) {
        long long g = measure(ops, cfgs, BENCH_FREE_CONFIGS, st, BENCH_LINEUP_SECONDS, want,
                              &actions, &t);
        if (g < 0)
            rc = 1;
        else
            report_line("free choice (random)", g, actions, t);
    }
    for (int k = 0; k < BENCH_FREE_CONFIGS; k++)
        free(cfgs[k]);
    json_decref(cat);
    return rc;
}

/* Issue 12: each rule set of the catalogue with its defaults, at 4 players. */
static int bench_rulesets(const game_ops *ops, void *st, long long want)
{
    json_t *cat = ops->catalog_json ? ops->catalog_json() : NULL;
    if (!cat)
        return 0;
    int rc = 0;
    printf("rule sets (%d players, defaults, ~%.0f s each):\n", BENCH_PLAYERS,
           BENCH_LINEUP_SECONDS);
    size_t i;
    json_t *r;
    json_array_foreach(json_object_get(cat, "rulesets"), i, r)
    {
        rc |= bench_named(ops, st, "rules", json_string_value(json_object_get(r, "id")), want);
    }
    json_decref(cat);
    return rc;
}

int main(int argc, char **argv)
{
    long long want = 0; /* 0: run for BENCH_SECONDS */
    if (argc > 2 || (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))) {
        printf("usage: bench_playout [GAMES]   (default: play for ~%.0f s)\n", BENCH_SECONDS);
        return argc > 2 ? 2 : 0;
    }
    if (argc == 2) {
        char *end;
        errno = 0;
        want = strtoll(argv[1], &end, 10);
        if (errno || end == argv[1] || *end || want < 1) {
            fprintf(stderr, "bench_playout: GAMES must be a positive integer, not '%s'\n",
                    argv[1]);
            return 2;
        }
    }

    printf("command:");
    for (int i = 0; i < argc; i++)
        printf(" %s", argv[i]);
    printf("\n");

    const game_ops *ops = game_find("citadels");
    if (!ops) {
        fprintf(stderr, "bench_playout: no citadels engine compiled in\n");
        return 1;
    }
    void *cfg = calloc(1, ops->config_size);
    void *st = calloc(1, ops->state_size);
    json_t *cj = json_pack("{s:i}", "players", BENCH_PLAYERS);
    game_err e;
    int rc = 0;
    if (!cfg || !st || !cj || ops->config_from_json(cfg, cj, &e) < 0) {
        fprintf(stderr, "bench_playout: cannot configure citadels\n");
        rc = 1;
        goto out;
    }

    /* Warm caches and branch predictors before timing. */
    for (uint64_t s = 1; s <= 200; s++)
        if (playout(ops, cfg, st, 1000000 + s, 0) < 0) {
            rc = 1;
            goto out;
        }

    long long games = 0, actions = 0;
    double t0 = now_s(), t = 0;
    for (uint64_t seed = 1;; seed++) {
        long long n = playout(ops, cfg, st, seed, 0);
        if (n < 0) {
            rc = 1;
            goto out;
        }
        games++;
        actions += n;
        if (want ? games >= want : (games & 63) == 0 && now_s() - t0 >= BENCH_SECONDS)
            break;
    }
    t = now_s() - t0;
    /* The same games through legal() + apply() (1 s): what the checked path costs. */
    long long checked_actions;
    double checked_t;
    checked_path = 1;
    long long checked = measure(ops, &cfg, 1, st, 1.0, want, &checked_actions, &checked_t);
    checked_path = 0;
    if (checked < 0) {
        rc = 1;
        goto out;
    }

    /* A mid-game state for the clone: replay seed 1 for half its length. */
    playout(ops, cfg, st, 1, playout(ops, cfg, st, 1, 0) / 2);
    double ns = clone_ns(st, ops->state_size);

    printf("engine:        %s, %d players, first-game configuration, 1 thread, random bots\n",
           ops->name, BENCH_PLAYERS);
    printf("games:         %lld in %.3f s\n", games, t);
    printf("games/s:       %.0f\n", games / t);
    printf("actions/s:     %.0f  (%.1f actions/game, %.1f ns/action)\n", actions / t,
           (double)actions / (double)games, t * 1e9 / (double)actions);
    printf("checked path:  %.0f games/s, %.1f ns/action (bot_random_choose + apply, ~1 s)\n",
           checked / checked_t, checked_t * 1e9 / (double)checked_actions);
    printf("state size:    %zu bytes (%.2f KiB)\n", ops->state_size,
           (double)ops->state_size / 1024.0);
    printf("state clone:   %.1f ns (memcpy, mean of %d)\n", ns, BENCH_CLONES);
    rc = bench_lineups(ops, st, want);
    if (!rc)
        rc = bench_rulesets(ops, st, want);

out:
    json_decref(cj);
    free(st);
    free(cfg);
    return rc;
}
