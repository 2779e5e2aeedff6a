/* bots.h — the bot levels a seat can be given, by name: one table, so the
 * server, the protocol's error text, `guildhall sim` and `guildhall arena`
 * agree on what exists. Every level chooses through the game interface
 * only, and every level but `random` reasons on a determinization of the
 * seat's view (game_ops.determinize), never on the true state: bot_choose
 * makes that copy before the level sees anything. The exception is a level
 * that is an engine's own strategy (issue 14: Dominion's bm, bmu, smithy,
 * kingdom; bot_level.strategy): the engine is handed the true state and
 * promises, tested, to read only the seat's view (game.h, strategies). */
#ifndef GH_BOTS_BOTS_H
#define GH_BOTS_BOTS_H

#include <stdint.h>

#include "core/rng.h"
#include "game/game.h"

/* How much a level may think per decision. Levels that do not search
 * ignore it. Zero fields mean "the level's default". */
typedef struct bot_params {
    /* > 0: exactly this many search iterations, whatever the clock says —
     * the same seed and iterations give the same choice (tests, arena). */
    int iterations;
    /* > 0 (and iterations == 0): stop searching after this many
     * milliseconds of wall-clock time (CLOCK_MONOTONIC); default
     * BOT_DEFAULT_BUDGET_MS. */
    int budget_ms;
    /* The decisions in a row this seat has had, this one included (0:
     * unknown). Past BOT_MAX_STREAK bot_choose answers uniformly at random
     * until another seat decides: a level that looks only a step or two
     * ahead can otherwise go round for ever through moves that take each
     * other back (Citadels: start the Thieves' Den, cancel its payment, …)
     * and never end a turn. Callers that play whole games keep the count. */
    int streak;
} bot_params;

#define BOT_DEFAULT_BUDGET_MS 1000
/* No Citadels turn needs anywhere near this many decisions of one seat (the
 * Magician discarding a hand of twenty is about twenty). */
#define BOT_MAX_STREAK 200

/* Level flags. */
enum bot_level_flag {
    /* The level reads more than the seat's legal actions: bot_choose hands it
     * a determinization of the seat's view (ops->determinize), not `st`. */
    BOT_SEES_VIEW = 1u << 0,
    /* The level may take long (search): servers run it off the event loop. */
    BOT_SLOW = 1u << 1,
};

typedef struct bot_level {
    const char *name; /* wire name: "random", "greedy", … */
    unsigned flags;   /* enum bot_level_flag */
    /* Non-NULL: the level is the engine's own strategy of this name
     * (game_ops.strategies; issue 14: Dominion's "bm", "kingdom", …) and
     * plays only the games that offer it; `choose` is then unused.
     * bot_choose hands the engine the true state: the engine's strategy
     * promises to read only what the seat may see (game.h), and the engine's
     * tests prove it (tests/unit/test_dominion_bots.c). */
    const char *strategy;
    /* Chooses an action for `seat` (see random.h, greedy.h, …). `scratch`
     * holds ops->state_size bytes the level may overwrite; `p` is never
     * NULL. Returns 0, or -1 when the seat has no legal action. Called
     * through bot_choose, never directly. */
    int (*choose)(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
                  const bot_params *p, game_action *out);
} bot_level;

/* Lets `lv` choose for `seat`: with BOT_SEES_VIEW the level gets a
 * determinization of `st` for `seat` drawn from `rng` (allocated here),
 * else `st` itself. `p` may be NULL (defaults). Returns 0 with *out set
 * (always one of the seat's legal actions in `st`), or -1: no legal
 * action, or a level that needs ops->determinize on a game without one. */
int bot_choose(const bot_level *lv, const game_ops *ops, const void *st, int seat, gh_rng *rng,
               void *scratch, const bot_params *p, game_action *out);

/* 1 when `lv` plays games of `ops` (a strategy level: the engine offers
 * its strategy), else 0. bot_choose refuses (-1) a level that does not:
 * callers say "this level does not play GAME" (bot_level_refusal). */
int bot_level_plays(const bot_level *lv, const game_ops *ops);
/* "level 'bm' does not play citadels (it plays dominion)": for the error
 * a caller reports when bot_level_plays is 0. A static buffer. */
const char *bot_level_refusal(const bot_level *lv, const game_ops *ops);
/* The strongest level that plays `ops` (bot_level_strongest when it does,
 * else the last level of the table that plays it): a room's timeout "bot"
 * for a game the search does not play. */
const bot_level *bot_level_strongest_for(const game_ops *ops);

/* The level named `name`, or NULL. */
const bot_level *bot_level_find(const char *name);
/* All levels, weakest first; *count gets their number. */
const bot_level *bot_levels(int *count);
/* The level that plays for an absent player when a room's timeout is "bot". */
const bot_level *bot_level_strongest(void);
/* "random, greedy, …": the level names for error messages and --help; a
 * strategy level names the games it plays: "bm (dominion)". */
const char *bot_level_names(void);

#endif
