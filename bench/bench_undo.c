/* bench_undo.c — what an undo costs the server (docs/benchmarks.md, "Undo").
 *
 *   bench_undo [GAMES]      default 20 long games
 *
 * Plays long random games (8 players, Citadels' first-game configuration,
 * uniform random choices) in which every move that may be taken back is
 * taken back one time in three, the log kept as the server stores it (JSON
 * records, undo records included). Then reports:
 *   - one undo on the event loop: game_undo_rebuild, i.e. the turn's base
 *     state copied and the turn's other moves applied again (µs), over every
 *     undo of the games, and the longest chain met;
 *   - a whole game rebuilt from its stored log through game_log_apply, as a
 *     restart, `guildhall replay` and the HTTP replay do (ms per game, and
 *     the number of records).
 * It prints figures only; it is not a test and has no thresholds. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "bots/random.h"
#include "core/rng.h"
#include "game/game.h"
#include "game/undo_log.h"

#define PLAYERS 8

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct totals {
    double undo_s;
    long undos, records, longest;
} totals;

/* Plays one game from `seed`; returns its log (records {seat, action}) or NULL. */
static json_t *play(const game_ops *ops, const void *cfg, uint64_t seed, totals *t)
{
    void *st = calloc(1, ops->state_size), *tmp = calloc(1, ops->state_size);
    game_undo u;
    json_t *log = json_array();
    game_err e;
    gh_rng rng;
    gh_rng_seed(&rng, seed ^ 0x5eed);
    if (!st || !tmp || game_undo_init(&u, ops) < 0 || ops->setup(st, cfg, seed, &e) < 0)
        goto fail;
    for (int step = 1; step < 200000; step++) {
        game_decision d;
        ops->pending(st, &d);
        if (d.finished)
            break;
        json_t *rec;
        if (!game_undo_refusal(&u, st, d.seat) && gh_rng_below(&rng, 3) == 0) {
            if (u.n > t->longest)
                t->longest = u.n;
            double t0 = now_s();
            if (game_undo_rebuild(&u, tmp, &e) < 0)
                goto fail;
            t->undo_s += now_s() - t0;
            t->undos++;
            memcpy(st, tmp, ops->state_size);
            game_undo_pop(&u);
            rec = json_pack("{s:i,s:o}", "seat", d.seat, "action", game_undo_record_json());
        } else {
            game_action a;
            if (bot_random_choose(ops, st, d.seat, &rng, &a) < 0)
                goto fail;
            json_t *aj = ops->action_to_json(st, &a);
            if (game_log_apply(&u, st, d.seat, aj, step, NULL, NULL, &e) < 0) {
                json_decref(aj);
                goto fail;
            }
            rec = json_pack("{s:i,s:o}", "seat", d.seat, "action", aj);
        }
        json_array_append_new(log, rec);
    }
    game_undo_free(&u);
    free(st);
    free(tmp);
    return log;
fail:
    fprintf(stderr, "bench_undo: game %llu failed: %s\n", (unsigned long long)seed, e.msg);
    game_undo_free(&u);
    free(st);
    free(tmp);
    json_decref(log);
    return NULL;
}

/* Rebuilds a game from its log; returns 0 or -1. */
static int rebuild(const game_ops *ops, const void *cfg, uint64_t seed, const json_t *log)
{
    void *st = calloc(1, ops->state_size);
    game_undo u;
    game_err e;
    int rc = -1;
    if (!st || game_undo_init(&u, ops) < 0) {
        free(st);
        return -1;
    }
    if (ops->setup(st, cfg, seed, &e) == 0) {
        rc = 0;
        size_t i;
        json_t *rec;
        json_array_foreach(log, i, rec) {
            int seat = (int)json_integer_value(json_object_get(rec, "seat"));
            if (game_log_apply(&u, st, seat, json_object_get(rec, "action"), (int)i + 1, NULL,
                               NULL, &e) < 0) {
                rc = -1;
                break;
            }
        }
    }
    game_undo_free(&u);
    free(st);
    return rc;
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 20;
    const game_ops *ops = game_find("citadels");
    void *cfg = calloc(1, ops->config_size);
    json_t *cj = json_pack("{si}", "players", PLAYERS);
    game_err e;
    if (!cfg || ops->config_from_json(cfg, cj, &e) < 0) {
        fprintf(stderr, "bench_undo: config: %s\n", e.msg);
        return 1;
    }
    json_decref(cj);
    totals t = {0};
    double replay_s = 0;
    long max_records = 0;
    for (int g = 0; g < games; g++) {
        json_t *log = play(ops, cfg, 1000 + (uint64_t)g, &t);
        if (!log)
            return 1;
        long n = (long)json_array_size(log);
        t.records += n;
        if (n > max_records)
            max_records = n;
        double t0 = now_s();
        if (rebuild(ops, cfg, 1000 + (uint64_t)g, log) < 0) {
            fprintf(stderr, "bench_undo: game %d does not rebuild\n", g);
            return 1;
        }
        replay_s += now_s() - t0;
        json_decref(log);
    }
    printf("games: %d (%d players), records per game: %.0f on average, %ld at most\n", games,
           PLAYERS, (double)t.records / games, max_records);
    printf("undos: %ld, one undo (rebuild of the turn): %.2f us on average; longest chain %ld\n",
           t.undos, t.undos ? t.undo_s * 1e6 / (double)t.undos : 0.0, t.longest);
    printf("whole game from its log (restart, replay): %.2f ms per game\n",
           replay_s * 1e3 / games);
    free(cfg);
    return 0;
}
