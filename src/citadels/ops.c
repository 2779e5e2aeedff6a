/* ops.c — the Citadels engine as a game module: the ops table the rest of the
 * program uses (game/game.h), glued to the engine's functions. */
#include "citadels/engine.h"
#include "citadels/determinize.h" /* issue 13: determinize */

static int ops_setup(void *st, const void *cfg, uint64_t seed, game_err *e)
{
    return cit_setup(st, cfg, seed, e);
}

static int ops_setup_ev(void *st, const void *cfg, uint64_t seed, const game_event_sink *ev,
                        game_err *e)
{
    return cit_setup_ev(st, cfg, seed, ev, e);
}

static void ops_pending(const void *st, game_decision *d)
{
    const cit_state *s = st;
    d->seat = s->dec_seat;
    d->kind = s->decision;
    d->finished = s->phase == CIT_PHASE_OVER;
}

static int ops_legal(const void *st, int seat, game_action *out, int max)
{
    return cit_legal(st, seat, out, max);
}

static int ops_apply(void *st, int seat, const game_action *a, const game_event_sink *ev,
                     game_err *e)
{
    return cit_apply(st, seat, a, ev, e);
}

static int ops_play_random(void *st, gh_rng *rng, game_action *played)
{
    return cit_play_random(st, rng, played);
}

static void ops_outcome(const void *st, game_outcome *o)
{
    cit_outcome(st, o);
}

static int ops_check(const void *st, game_err *e)
{
    return cit_check(st, e);
}


const game_ops citadels_ops = {
    .name = "citadels",
    .state_size = sizeof(cit_state),
    .config_size = sizeof(cit_config),
    .max_seats = CIT_MAX_SEATS,
    .config_from_json = cit_config_from_json,
    .config_to_json = cit_config_to_json,
    .setup = ops_setup,
    .setup_ev = ops_setup_ev,
    .pending = ops_pending,
    .legal = ops_legal,
    .apply = ops_apply,
    .outcome = ops_outcome,
    .check = ops_check,
    .view_json = cit_view_json,
    .action_to_json = cit_action_to_json,
    .action_from_json = cit_action_from_json,
    .event_to_json = cit_event_to_json,
    .outcome_to_json = cit_outcome_to_json,
    .position_from_json = cit_position_from_json,
    .debug_json = cit_debug_json,
    .catalog_json = cit_catalog_json,
    .undoable = cit_undoable,
    .timeout_action = cit_timeout_action, /* issue 12: dark city (Ballsaal) */
    .determinize = cit_determinize,       /* issue 13: determinize */
    .summary_json = cit_summary_json,     /* issue 13: perf (guildhall sim) */
    .play_random = ops_play_random,       /* issue 13: perf (playouts) */
};
