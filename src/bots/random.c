/* random.c — the random bot (see random.h). The action list lives on the
 * stack: no allocation, so it is cheap enough for millions of playouts and
 * safe to call from any thread with its own generator. */
#include "bots/random.h"

int bot_legal_actions(const game_ops *ops, const void *st, int seat,
                      game_action out[BOT_MAX_ACTIONS])
{
    int n = ops->legal(st, seat, out, BOT_MAX_ACTIONS);
    /* legal() reports the full count even if it wrote only `max`: choose among
     * what we hold rather than read past the buffer. */
    return n < 0 ? 0 : n > BOT_MAX_ACTIONS ? BOT_MAX_ACTIONS : n;
}

int bot_random_play(const game_ops *ops, void *st, gh_rng *rng)
{
    if (ops->play_random)
        return ops->play_random(st, rng, NULL);
    game_decision d;
    ops->pending(st, &d);
    game_action a;
    game_err e;
    if (d.finished || d.seat < 0 || bot_random_choose(ops, st, d.seat, rng, &a) < 0)
        return -1;
    return ops->apply(st, d.seat, &a, NULL, &e);
}

int bot_random_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                      game_action *out)
{
    game_action acts[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(ops, st, seat, acts);
    if (n == 0)
        return -1;
    *out = acts[gh_rng_below(rng, (uint32_t)n)];
    return 0;
}
