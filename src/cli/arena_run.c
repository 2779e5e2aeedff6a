/* arena_run.c — plays the arena's games on worker threads.
 *
 * Games are independent: a worker takes the next game number from a shared
 * counter, plays it in its own state and scratch blocks, and adds the result
 * to its own tallies; the main thread draws the progress bar and sums the
 * workers' tallies at the end. Tallies are integers (ARENA_WIN_UNIT), so the
 * figures are the same for any number of threads. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/arena.h"
#include "cli/play_game.h"
#include "core/rng.h"

typedef struct worker {
    arena_run *run;
    atomic_llong *next, *done;
    atomic_int *failed;
    arena_tally *tallies; /* one per block */
    void *st, *scratch;
    pthread_t tid;
} worker;

void arena_seating(const arena_block *b, uint64_t seed, long long i, uint64_t *deal_seed,
                   uint64_t *bot_seed, int entry_at_seat[GAME_MAX_SEATS])
{
    int n = b->players;
    long long deal = i / n;
    int rot = (int)(i % n);
    /* Rotation 0 of deal d is `guildhall sim --seed S+d` with the lineup as
     * --bots: the same deal and the same bot generator. */
    *deal_seed = seed + (uint64_t)deal;
    uint64_t x = *deal_seed;
    *bot_seed = gh_splitmix64(&x);
    for (int k = 0; k < rot; k++)
        *bot_seed = gh_splitmix64(&x);
    for (int s = 0; s < n; s++)
        entry_at_seat[s] = b->lineup[(s + n - rot) % n];
}

/* Adds one finished game to a block's tally. */
static void tally_game(arena_tally *t, int n, const int entry_at_seat[GAME_MAX_SEATS],
                       const game_outcome *out, long long actions)
{
    int first = 0;
    for (int s = 0; s < n; s++)
        first += out->place[s] == 1;
    t->games++;
    t->actions += actions;
    for (int s = 0; s < n; s++) {
        int e = entry_at_seat[s], best_other = 0, any = 0;
        for (int o = 0; o < n; o++)
            if (o != s && (!any || out->score[o] > best_other)) {
                best_other = out->score[o];
                any = 1;
            }
        t->seat_games[e]++;
        t->score[e] += out->score[s];
        t->margin[e] += out->score[s] - best_other;
        t->seated[e][s]++;
        if (out->place[s] == 1 && first > 0) {
            t->wins[e] += ARENA_WIN_UNIT / first;
            t->seat_wins[s] += ARENA_WIN_UNIT / first;
        }
    }
}

static int play_one(worker *w, long long g)
{
    arena_run *r = w->run;
    arena_block *b = &r->blocks[g / r->o->games];
    long long i = g % r->o->games;
    cli_table table = {.cmd = "arena", .ops = r->ops, .cfg = b->cfg, .params = r->o->params};
    int entry_at_seat[GAME_MAX_SEATS];
    uint64_t deal_seed, bot_seed;
    arena_seating(b, r->o->seed, i, &deal_seed, &bot_seed, entry_at_seat);
    for (int s = 0; s < b->players; s++)
        table.seat[s] = &r->o->levels[entry_at_seat[s]];
    long long n = cli_play_game(&table, w->st, w->scratch, deal_seed, bot_seed);
    if (n < 0)
        return -1;
    game_outcome out;
    memset(&out, 0, sizeof out);
    r->ops->outcome(w->st, &out);
    if (!out.finished || out.nseats != b->players) {
        fprintf(stderr, "guildhall arena: %s game seed %llu: the outcome is not that of a "
                "finished %d-player game\n", r->ops->name, (unsigned long long)deal_seed,
                b->players);
        return -1;
    }
    tally_game(&w->tallies[b - r->blocks], b->players, entry_at_seat, &out, n);
    return 0;
}

static void *work(void *arg)
{
    worker *w = arg;
    long long total = w->run->o->games * w->run->nblocks;
    while (!atomic_load(w->failed)) {
        long long g = atomic_fetch_add(w->next, 1);
        if (g >= total)
            break;
        if (play_one(w, g) < 0)
            atomic_store(w->failed, 1);
        atomic_fetch_add(w->done, 1);
    }
    return NULL;
}

static void add_tally(arena_tally *into, const arena_tally *t)
{
    into->games += t->games;
    into->actions += t->actions;
    for (int e = 0; e < ARENA_MAX_ENTRIES; e++) {
        into->wins[e] += t->wins[e];
        into->seat_games[e] += t->seat_games[e];
        into->score[e] += t->score[e];
        into->margin[e] += t->margin[e];
        for (int s = 0; s < GAME_MAX_SEATS; s++)
            into->seated[e][s] += t->seated[e][s];
    }
    for (int s = 0; s < GAME_MAX_SEATS; s++)
        into->seat_wins[s] += t->seat_wins[s];
}

static void nap_ms(long ms)
{
    struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

int arena_play(arena_run *r, int bar)
{
    int nt = r->o->threads;
    long long total = r->o->games * r->nblocks;
    atomic_llong next = 0, done = 0;
    atomic_int failed = 0;
    worker *w = calloc((size_t)nt, sizeof *w);
    int started = 0, rc = 0;
    if (!w) {
        fprintf(stderr, "guildhall arena: out of memory\n");
        return 1;
    }
    double t0 = cli_now();
    for (; started < nt; started++) {
        worker *k = &w[started];
        k->run = r;
        k->next = &next;
        k->done = &done;
        k->failed = &failed;
        k->tallies = calloc((size_t)r->nblocks, sizeof *k->tallies);
        k->st = calloc(1, r->ops->state_size);
        k->scratch = calloc(1, r->ops->state_size);
        if (!k->tallies || !k->st || !k->scratch ||
            pthread_create(&k->tid, NULL, work, k) != 0) {
            fprintf(stderr, "guildhall arena: cannot start worker thread %d\n", started + 1);
            atomic_store(&failed, 1);
            free(k->tallies);
            free(k->st);
            free(k->scratch);
            rc = 1;
            break;
        }
    }
    /* The main thread only watches: a redraw every tenth of a second. */
    for (long long last = -1; bar && started > 0;) {
        long long d = atomic_load(&done);
        if (d != last)
            cli_progress(d, total, t0);
        last = d;
        if (d >= total || atomic_load(&failed))
            break;
        nap_ms(100);
    }
    for (int k = 0; k < started; k++) {
        pthread_join(w[k].tid, NULL);
        for (int b = 0; b < r->nblocks; b++)
            add_tally(&r->blocks[b].tally, &w[k].tallies[b]);
        free(w[k].tallies);
        free(w[k].st);
        free(w[k].scratch);
    }
    r->seconds = cli_now() - t0;
    if (bar)
        fprintf(stderr, "\n");
    free(w);
    return rc || atomic_load(&failed) ? 1 : 0;
}
