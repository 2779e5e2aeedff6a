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

/* Forwards an event with the auto flag set. */
static void emit_auto(void *ctx, const game_event *ev)
{
    const game_event_sink *inner = ctx;
    game_event e = *ev;
    e.flags |= GAME_EVF_AUTO;
    inner->emit(inner->ctx, &e);
}

/* Takes free benefit `type` if its generator (the action table's) lists it. */
static void take_if_open(cit_state *s, int type, const game_event_sink *ev)
{
    const cit_action_def *d = &cit_actions[type];
    game_action a;
    if (!(d->decisions & (1u << s->decision)) || d->gen(s, &a, 0, 1) < 1)
        return;
    game_event_sink marked = {.emit = emit_auto, .ctx = (void *)ev};
    d->run(s, &a, ev && ev->emit ? &marked : NULL);
}

/* Takes every free benefit the active player has left unused, in this
 * order: the income per district, the Händlerin's gold, the Baumeisterin's
 * cards. Called at the start of end_turn, while the decision is still the
 * turn's, so the action table's gen functions say exactly what is still
 * open (once per turn, an empty deck, no district of the type …).
 *
 * Each generator is asked only if the active character's card facts and
 * the benefit's turn flag allow it — tests the generator itself makes
 * (abilities.c: cit_gen_type_income needs a card with a district type that
 * is not the mix and a district of that type, the other two their owner's
 * role; each is once per turn) — so the characters without a free benefit,
 * most turns' ends, ask none (issue 13). */
void cit_take_free_benefits(cit_state *s, const game_event_sink *ev)
{
    int card = cit_active_card(s);
    if (!card)
        return;
    const cit_character_def *c = &cit_characters[card];
    if (c->income_type && c->income_res != CIT_RES_MIX && !(s->turn_flags & CIT_TF_TYPE_INCOME) &&
        cit_income_type_count(s, s->active, c->income_type) > 0)
        take_if_open(s, CIT_A_TYPE_INCOME, ev);
    int role = cit_active_char(s);
    if (role == CIT_C_MERCHANT && !(s->turn_flags & CIT_TF_EXTRA))
        take_if_open(s, CIT_A_MERCHANT_GOLD, ev);
    if (role == CIT_C_ARCHITECT && !(s->turn_flags & CIT_TF_EXTRA))
        take_if_open(s, CIT_A_ARCHITECT_DRAW, ev);
}
