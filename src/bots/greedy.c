/* greedy.c — the greedy bot (see greedy.h). */
#include "bots/greedy.h"

#include <limits.h>
#include <string.h>

#include "bots/random.h"

/* Own score minus the best other score: positive when ahead. */
static int margin(const game_ops *ops, const void *st, int seat)
{
    game_outcome o;
    ops->outcome(st, &o);
    int best_other = INT_MIN;
    for (int p = 0; p < o.nseats; p++)
        if (p != seat && o.score[p] > best_other)
            best_other = o.score[p];
    return o.score[seat] - (best_other == INT_MIN ? 0 : best_other);
}

int bot_greedy_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
                      game_action *out)
{
    game_action acts[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(ops, st, seat, acts);
    int best = INT_MIN, ties = 0;
    for (int i = 0; i < n; i++) {
        memcpy(scratch, st, ops->state_size);
        game_err e;
        if (ops->apply(scratch, seat, &acts[i], NULL, &e) < 0)
            continue; /* cannot happen for a listed action; never choose it */
        int v = margin(ops, scratch, seat);
        if (v > best) {
            best = v;
            ties = 1;
            *out = acts[i];
        } else if (v == best && gh_rng_below(rng, (uint32_t)++ties) == 0) {
            *out = acts[i]; /* reservoir sampling: each equal action 1/ties */
        }
    }
    return ties ? 0 : -1;
}
