/* heuristic.c — the heuristic level's entry points (see heuristic.h): the
 * per-game knowledge is chosen by ops->name; the choice among weights is
 * game-agnostic. */
#include "bots/heuristic.h"

#include <string.h>

#include "bots/citadels_heur.h"
#include "bots/random.h"

int bot_heuristic_weights(const game_ops *ops, const void *st, int seat, const game_action *acts,
                          int n, float *w)
{
    if (strcmp(ops->name, "citadels") == 0)
        return cit_heur_weights(st, seat, acts, n, w);
    return -1;
}

int bot_heuristic_values(const game_ops *ops, const void *st, float *v)
{
    if (strcmp(ops->name, "citadels") == 0)
        return cit_heur_values(st, v);
    return -1;
}

/* Actions whose weight is within this factor of the best count as equally
 * good: the generator picks among them, so two bots of this level do not
 * play in lock-step, yet a clearly better move is always taken. */
#define TIE_FACTOR 0.999f

int bot_heuristic_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                         void *scratch, const bot_params *p, game_action *out)
{
    (void)scratch;
    (void)p;
    game_action acts[BOT_MAX_ACTIONS];
    float w[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(ops, st, seat, acts);
    if (n == 0 || bot_heuristic_weights(ops, st, seat, acts, n, w) < 0)
        return -1;
    float best = -1.0f;
    for (int i = 0; i < n; i++)
        if (w[i] > best)
            best = w[i];
    int ties = 0;
    for (int i = 0; i < n; i++)
        if (w[i] >= best * TIE_FACTOR && gh_rng_below(rng, (uint32_t)++ties) == 0)
            *out = acts[i]; /* reservoir sampling: each equal action 1/ties */
    return 0;
}
