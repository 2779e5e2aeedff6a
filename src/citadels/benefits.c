/* benefits.c — free benefits that are never forfeited: when a turn ends with
 * one of them unused, the engine takes it for the player first.
 *
 * A free benefit is an ability that only ever gives (gold or cards), costs
 * nothing and names no target, so taking it can never be the worse choice
 * for its owner: the income from districts of the character's type
 * (collect_district_income), the Händlerin's extra gold (take_extra_gold)
 * and the Baumeisterin's two extra cards (draw_extra_cards). Choices with a
 * price or a target (Laboratorium, Schmiede, the Spelunke's payment, every
 * other ability) stay the player's. The reading and its rulebook passages
 * are in docs/citadels-rules.md (reading 26), the design in docs/engine.md.
 *
 * The same path runs whoever ends the turn — a player, a bot or a timeout —
 * because it sits inside the end_turn action. Its events are the ordinary
 * ones, marked GAME_EVF_AUTO ("auto": true in JSON). */
#include "citadels/engine.h"

/* In the order they are taken. Each action has exactly one instance. */
static const uint8_t free_benefits[] = {
    CIT_A_TYPE_INCOME,
    CIT_A_MERCHANT_GOLD,
    CIT_A_ARCHITECT_DRAW,
};

/* Forwards an event with the auto flag set. */
static void emit_auto(void *ctx, const game_event *ev)
{
    const game_event_sink *inner = ctx;
    game_event e = *ev;
    e.flags |= GAME_EVF_AUTO;
    inner->emit(inner->ctx, &e);
}

/* Takes every free benefit the active player has left unused. Called at the
 * start of end_turn, while the decision is still the turn's, so the action
 * table's gen functions say exactly what is still open (once per turn, an
 * empty deck, no district of the type …). */
void cit_take_free_benefits(cit_state *s, const game_event_sink *ev)
{
    game_event_sink marked = {.emit = emit_auto, .ctx = (void *)ev};
    const game_event_sink *sink = ev && ev->emit ? &marked : NULL;
    for (size_t i = 0; i < sizeof free_benefits; i++) {
        const cit_action_def *d = &cit_actions[free_benefits[i]];
        game_action a;
        if (!(d->decisions & (1u << s->decision)) || d->gen(s, &a, 0, 1) < 1)
            continue;
        d->run(s, &a, sink);
    }
}
