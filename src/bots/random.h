/* random.h — the random bot: picks uniformly among the legal actions of the
 * pending decision. It knows nothing of any particular game: it sees only the
 * game interface (game/game.h) and draws from its OWN generator, so a bot's
 * choices never disturb the engine's shuffle stream and a game replays from
 * (config, seed, actions) alone. Used by `guildhall sim`, the benchmarks and as
 * the timeout fallback. */
#ifndef GH_BOTS_RANDOM_H
#define GH_BOTS_RANDOM_H

#include "core/rng.h"
#include "game/game.h"

/* The most legal actions any engine lists for one decision. */
#define BOT_MAX_ACTIONS GAME_RANDOM_MAX

/* The legal actions of `seat` (at most BOT_MAX_ACTIONS; 0 when it is not
 * that seat's decision): the list every bot chooses from. */
int bot_legal_actions(const game_ops *ops, const void *st, int seat,
                      game_action out[BOT_MAX_ACTIONS]);

/* Chooses an action for `seat` uniformly among ops->legal(st, seat, ...).
 * Returns 0 with *out set, or -1 when the seat has no legal action (not its
 * decision, or the game is over). Reads the state only. */
int bot_random_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                      game_action *out);

/* Plays one uniformly random action of the pending decision in `st`:
 * ops->play_random when the engine has it, else bot_random_choose and
 * apply() — the same game either way. Returns 0, or -1 when nothing is
 * legal (the game is over). For playouts; it changes the state. */
int bot_random_play(const game_ops *ops, void *st, gh_rng *rng);

#endif
