/* rollout.c — the rollout policy's door (see rollout.h): the game's own
 * policy by ops->name, as heuristic.c chooses the game's weights. */
#include "bots/rollout.h"

#include <string.h>

#include "bots/citadels_heur.h"

int bot_rollout_pick(const game_ops *ops, const void *st, int seat, const game_action *acts,
                     int n, gh_rng *rng)
{
    if (strcmp(ops->name, "citadels") == 0)
        return cit_rollout_pick(st, seat, acts, n, rng);
    return -1;
}
