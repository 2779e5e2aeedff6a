/* arena.h — the parts of `guildhall arena` (arena.c: options and tables;
 * arena_run.c: the games on worker threads; arena_report.c: the figures).
 *
 * A run is a list of blocks, one per (player count, rule set). In a block,
 * the lineup (the --levels list laid out over the seats) plays --games
 * games; game i is deal i / P (P players) seated with rotation i mod P, so
 * every deal is played with each lineup position in every seat. */
#ifndef GH_CLI_ARENA_H
#define GH_CLI_ARENA_H

#include <stdint.h>

#include "bots/bots.h"
#include "cli/play_game.h"
#include "game/game.h"

/* The --levels list: at most one entry per seat. */
#define ARENA_MAX_ENTRIES GAME_MAX_SEATS
/* Player counts × rule sets in one run. */
#define ARENA_MAX_BLOCKS 64
#define ARENA_MAX_RULES 16
#define ARENA_MAX_THREADS 64
/* A shared first place among k seats gives each 1/k of a win; with k <= 8,
 * counting wins in 840ths (the least common multiple of 1..8) keeps every
 * sum an exact integer, so the totals do not depend on the order in which
 * threads finish their games. */
#define ARENA_WIN_UNIT 840

typedef struct arena_opts {
    const char *game;
    cli_level levels[ARENA_MAX_ENTRIES];
    int nlevels;
    unsigned players_mask; /* bit n: play tables of n players; 0: the config's */
    const char *rules[ARENA_MAX_RULES];
    int nrules;            /* 0: the config's rule set */
    int rules_all;
    long long games;       /* per block */
    uint64_t seed;
    const char *config;
    bot_params params;
    int threads;
    int json, quiet;
} arena_opts;

/* The sums of one block: integers only (see ARENA_WIN_UNIT). */
typedef struct arena_tally {
    long long games, actions;
    long long wins[ARENA_MAX_ENTRIES];  /* in ARENA_WIN_UNITs */
    long long seat_games[ARENA_MAX_ENTRIES]; /* seats × games the entry played */
    long long score[ARENA_MAX_ENTRIES];  /* summed over those seat-games */
    long long margin[ARENA_MAX_ENTRIES]; /* own score − best other score, summed */
    long long seated[ARENA_MAX_ENTRIES][GAME_MAX_SEATS]; /* games the entry sat at seat s */
    long long seat_wins[GAME_MAX_SEATS]; /* in ARENA_WIN_UNITs, whoever sat there */
} arena_tally;

typedef struct arena_block {
    int players;
    const char *rules;      /* the rule set asked for, or NULL (the config's) */
    char rules_name[32];    /* the config's "rules" as the engine reports it */
    void *cfg;              /* ops->config_size bytes */
    int lineup[GAME_MAX_SEATS]; /* entry at each lineup position */
    arena_tally tally;
} arena_block;

typedef struct arena_run {
    const game_ops *ops;
    const arena_opts *o;
    arena_block *blocks;
    int nblocks;
    double seconds;
} arena_run;

/* Plays every game of every block on o->threads threads, filling each
 * block's tally; a progress bar on stderr when `bar`. 0, or 1 after an
 * engine error was printed. */
int arena_play(arena_run *r, int bar);

/* Deal seed, bot seed and the entry at each seat of game i of a block. */
void arena_seating(const arena_block *b, uint64_t seed, long long i, uint64_t *deal_seed,
                   uint64_t *bot_seed, int entry_at_seat[GAME_MAX_SEATS]);

/* Wilson score interval at 95 % for `wins` successes (may be fractional) in
 * n trials. */
void arena_wilson(double wins, long long n, double *lo, double *hi);

void arena_print_text(const arena_run *r);
void arena_print_json(const arena_run *r);

#endif
