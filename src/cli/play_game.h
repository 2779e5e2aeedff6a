/* play_game.h — what `guildhall sim` and `guildhall arena` share: building an
 * engine config from the command line, playing one game between bot levels
 * to its end, and the progress bar on a terminal. */
#ifndef GH_CLI_PLAY_GAME_H
#define GH_CLI_PLAY_GAME_H

#include <stdint.h>
#include <stdio.h>

#include "bots/bots.h"
#include "game/game.h"

/* A game that has not ended after this many actions is a rules bug (a loop
 * the engine never leaves), not a long game. */
#define CLI_MAX_ACTIONS 100000

/* One name of a level list: the level, and the effort it was given after a
 * colon ("search:2000" 2000 iterations, "search:250ms" a time budget), or
 * none (0s: the command's --iterations / --budget). */
typedef struct cli_level {
    const bot_level *lv;
    bot_params effort;
    char label[32]; /* as written: "search:2000" */
} cli_level;

/* One table: the engine, its config and who sits where. */
typedef struct cli_table {
    const char *cmd; /* "sim", "arena": the prefix of error messages */
    const game_ops *ops;
    const void *cfg;
    const cli_level *seat[GAME_MAX_SEATS];
    bot_params params; /* for a seat whose level names no effort of its own */
    int check;         /* verify the engine's invariants after every action */
} cli_table;

/* --iterations N and --budget MS, for the --help of sim and arena. */
#define CLI_BOT_PARAMS_HELP                                                                        \
    "  --iterations N search iterations per decision (levels that search; the\n"               \
    "                 same seed and N give the same games)\n"                                    \
    "  --budget MS    thinking time per decision in milliseconds instead (levels\n"             \
    "                 that search; not reproducible: it depends on the machine)\n"

/* Matches --iterations N / --budget MS at argv[*i] (see cli_opt_value):
 * 1 when matched and stored in p, 0 when argv[*i] is another option, -1
 * after a message on stderr. */
int cli_opt_bot_params(const char *cmd, int argc, char **argv, int *i, bot_params *p);
/* 0, or -1 after a message when both were given (they exclude each other). */
int cli_check_bot_params(const char *cmd, const bot_params *p);

/* "search:2000,greedy,random" -> levels[0..*n): at most `max` names from
 * bot_levels(), each with an optional effort (cli_level). 0, or -1 after a
 * message naming `cmd` and `option` on stderr. */
int cli_parse_levels(const char *cmd, const char *option, const char *list, cli_level *levels,
                     int max, int *n);
/* Whether a game with these levels gives the same result on every run: no
 * level searches against the clock. */
int cli_levels_reproducible(const cli_level *levels, int n, const bot_params *common);

/* The level-list syntax, for the --help of sim and arena. */
#define CLI_LEVELS_HELP                                                                            \
    "A level may carry its own effort after a colon: 'search:2000' searches\n"                   \
    "2000 iterations a decision, 'search:250ms' a quarter of a second; without\n"               \
    "one a level uses --iterations / --budget.\n"

/* Prints "available games: …" to f. */
void cli_list_games(FILE *f);

/* Fills cfg (ops->config_size bytes) from a JSON object text (or NULL), then
 * players (0: keep) and rules (NULL: keep) over it. Returns 0, or 2 after a
 * message naming `cmd` on stderr. */
int cli_make_config(const char *cmd, const game_ops *ops, const char *config_json, int players,
                    const char *rules, void *cfg);

/* Deals with `seed` into st and plays to the end, the bots drawing from one
 * generator seeded with `bot_seed`; scratch holds ops->state_size bytes.
 * Returns the number of actions, or -1 after printing what went wrong. Uses
 * no global state: threads may play games side by side. */
long long cli_play_game(const cli_table *t, void *st, void *scratch, uint64_t seed,
                        uint64_t bot_seed);

/* Seconds on the monotonic clock. */
double cli_now(void);

/* Redraws "[####....] done/total games  N games/s" on stderr (a terminal). */
void cli_progress(long long done, long long total, double t0);

#endif
