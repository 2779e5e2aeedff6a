/* heuristic.h — the "heuristic" bot level: plays like a sensible person,
 * from what its seat may know (bot_choose hands it a determinization of the
 * seat's view, never the true state). The level itself is game-agnostic: it
 * dispatches on ops->name to the game's knowledge (Citadels:
 * src/bots/citadels_*.c); a game without one gets -1.
 *
 * The weights are the level's whole opinion: choose takes the best-weighted
 * action (ties broken by the bot's generator), and the search level uses the
 * same weights as priors and as its playout policy. */
#ifndef GH_BOTS_HEURISTIC_H
#define GH_BOTS_HEURISTIC_H

#include "bots/bots.h"

/* The level's choose (bots.h bot_level.choose): one of the seat's legal
 * actions with the highest weight; among equal weights one drawn from `rng`
 * (the same rng state gives the same action). `scratch` and `p` are unused.
 * Returns 0, or -1 when the seat has no legal action or the game has no
 * heuristic. */
int bot_heuristic_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                         void *scratch, const bot_params *p, game_action *out);

/* A non-negative preference weight per listed action of `seat` in `st`
 * (acts[0..n-1], as ops->legal lists them): 0 = never worth it, larger =
 * more sensible; the best action weighs 1. Cheap enough for playouts (no
 * allocation; a few µs per action). Returns 0, or -1 when the game has no
 * heuristic (w is then untouched). */
int bot_heuristic_weights(const game_ops *ops, const void *st, int seat, const game_action *acts,
                          int n, float *w);

/* Each seat's position in `st` as the game's heuristic judges it, in the
 * game's points (v[0..nseats-1]; larger is better; each seat judged from
 * what it may know itself). For the search's cut-off playouts. Returns the
 * number of seats, or -1 when the game has no evaluation (v untouched). */
int bot_heuristic_values(const game_ops *ops, const void *st, float *v);

#endif
