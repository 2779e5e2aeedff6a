/* bots.h — the bot levels a room can seat, by name: one table, so the
 * server, the protocol's error text and `guildhall sim` agree on what
 * exists. Every level chooses through the game interface only. */
#ifndef GH_BOTS_BOTS_H
#define GH_BOTS_BOTS_H

#include "core/rng.h"
#include "game/game.h"

typedef struct bot_level {
    const char *name; /* wire name: "random", "greedy" */
    /* Chooses an action for `seat` (see random.h, greedy.h). `scratch` holds
     * ops->state_size bytes the bot may overwrite. 0, or -1 without one. */
    int (*choose)(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
                  game_action *out);
} bot_level;

/* The level named `name`, or NULL. */
const bot_level *bot_level_find(const char *name);
/* All levels, weakest first; *count gets their number. */
const bot_level *bot_levels(int *count);
/* The level that plays for an absent player when a room's timeout is "bot". */
const bot_level *bot_level_strongest(void);

#endif
