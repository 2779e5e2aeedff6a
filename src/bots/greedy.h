/* greedy.h — the greedy bot: for every legal action it looks one step ahead
 * (applies the action to a copy of the state) and keeps the one that leaves
 * its own score furthest ahead of the best other score, drawing uniformly
 * among equals. It knows no game: it reads scores through ops->outcome only,
 * so in Citadels it builds the most valuable district it can, takes the
 * all-types and completion bonuses when they are in reach, and turns its
 * Warlord on the leader — and chooses at random where the score does not
 * move (characters, gold or cards). The scores it compares are public (they
 * come from the cities), so looking ahead shows it nothing hidden. Like the
 * random bot it draws from its own generator, never the game's. */
#ifndef GH_BOTS_GREEDY_H
#define GH_BOTS_GREEDY_H

#include "core/rng.h"
#include "game/game.h"

/* Chooses an action for `seat`. `scratch` must hold ops->state_size bytes
 * (the bot allocates nothing). Returns 0 with *out set, or -1 when the seat
 * has no legal action. Reads `st` only. */
int bot_greedy_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
                      game_action *out);

#endif
