/* random.c — the random bot (see random.h). The action list lives on the
 * stack: no allocation, so it is cheap enough for millions of playouts and
 * safe to call from any thread with its own generator. */
#include "bots/random.h"

int bot_random_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                      game_action *out)
{
    game_action acts[BOT_MAX_ACTIONS];
    int n = ops->legal(st, seat, acts, BOT_MAX_ACTIONS);
    if (n <= 0)
        return -1;
    /* legal() reports the full count even if it wrote only `max`: choose among
     * what we hold rather than read past the buffer. */
    if (n > BOT_MAX_ACTIONS)
        n = BOT_MAX_ACTIONS;
    *out = acts[gh_rng_below(rng, (uint32_t)n)];
    return 0;
}
