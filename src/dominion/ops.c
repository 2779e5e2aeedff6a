/* ops.c — the Dominion engine's game_ops table: the only thing the rest of
 * the program sees of src/dominion. */
#include <string.h>

#include "dominion/engine.h"
#include "dominion/strategy.h"

static int ops_setup_ev(void *st, const void *cfg, uint64_t seed, const game_event_sink *ev,
                        game_err *e)
{
    return dom_setup(st, cfg, seed, ev, e);
}

static int ops_setup(void *st, const void *cfg, uint64_t seed, game_err *e)
{
    return dom_setup(st, cfg, seed, NULL, e);
}

static void ops_pending(const void *st, game_decision *d)
{
    const dom_state *s = st;
    d->finished = s->finished;
    d->seat = s->finished ? -1 : s->pending.seat;
    d->kind = s->pending.kind;
}

static int ops_legal(const void *st, int seat, game_action *out, int max)
{
    return dom_legal(st, seat, out, max);
}

static int ops_apply(void *st, int seat, const game_action *a, const game_event_sink *ev,
                     game_err *e)
{
    return dom_apply(st, seat, a, ev, e);
}

static int ops_play_random(void *st, gh_rng *rng, game_action *played)
{
    dom_state *s = st;
    if (s->finished)
        return -1;
    game_action acts[GAME_RANDOM_MAX];
    int n = dom_legal(s, s->pending.seat, acts, GAME_RANDOM_MAX);
    if (n <= 0)
        return -1;
    if (n > GAME_RANDOM_MAX)
        n = GAME_RANDOM_MAX;
    game_action a = acts[gh_rng_below(rng, (uint32_t)n)];
    if (played)
        *played = a;
    return dom_apply(s, s->pending.seat, &a, NULL, NULL);
}

const game_ops dominion_ops = {
    .name = "dominion",
    .state_size = sizeof(dom_state),
    .config_size = sizeof(dom_config),
    .max_seats = DOM_MAX_SEATS,
    .config_from_json = dom_config_from_json,
    .config_to_json = dom_config_to_json,
    .setup = ops_setup,
    .setup_ev = ops_setup_ev,
    .pending = ops_pending,
    .legal = ops_legal,
    .apply = ops_apply,
    .outcome = dom_outcome,
    .check = dom_check,
    .undoable = dom_undoable,
    .view_json = dom_view_json,
    .action_to_json = dom_action_to_json,
    .action_from_json = dom_action_from_json,
    .event_to_json = dom_event_to_json,
    .outcome_to_json = dom_outcome_to_json,
    .position_from_json = dom_position_from_json,
    .debug_json = dom_debug_json,
    .catalog_json = dom_catalog_json,
    .summary_json = dom_summary_json,
    .play_random = ops_play_random,
    .strategies = dom_strategy_names,
    .strategy_choose = dom_strategy_choose,
};
