/* rollout.h — a game's cheap playout policy for the search (issue 13).
 *
 * The heuristic's weights (heuristic.h) are a good policy but dear: they
 * copy the state and score it for every action weighed. A rollout policy
 * reads the state in hand once per action from a small table and picks one
 * action; the search's SEARCH_PLAYOUT_ROLLOUT plays its playouts with it.
 * Game-agnostic like the heuristic: it dispatches on ops->name to the
 * game's own policy (Citadels: citadels_rollout.c); a game without one
 * gets -1 and the search plays that step uniformly. */
#ifndef GH_BOTS_ROLLOUT_H
#define GH_BOTS_ROLLOUT_H

#include "core/rng.h"
#include "game/game.h"

/* The index (0..n-1) of the action `seat` takes among acts[0..n-1] (its
 * legal actions in `st`, as ops->legal lists them), drawn from `rng` only
 * (the same rng state gives the same index); reads only what `seat` may
 * know. Returns -1 when n <= 0 or the game has no rollout policy. */
int bot_rollout_pick(const game_ops *ops, const void *st, int seat, const game_action *acts,
                     int n, gh_rng *rng);

#endif
