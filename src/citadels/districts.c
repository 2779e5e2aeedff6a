/* districts.c — unique district effects that are actions during a turn.
 * Passive effects live where they apply: Fabrik and Steinbruch in rules.c
 * (price, duplicates), Bibliothek in actions.c (income), Zitadelle in
 * abilities.c (Warlord), Zauberschule in rules.c (per-type income), Spelunke in
 * actions.c (payment), scoring bonuses in score.c. */
#include "citadels/engine.h"

/* RULE: Laboratorium — once during your turn, discard a hand card to gain 2 gold. */
int cit_gen_laboratory(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_ability_open(s) || (s->turn_flags & CIT_TF_LABORATORY) ||
        !cit_city_has_kind(s, s->active, CIT_D_LABORATORY))
        return n;
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        CIT_PUSH(CIT_A_LAB_DISCARD, p->hand[i], 0);
    return n;
}

void cit_run_laboratory(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_LABORATORY;
    cit_hand_remove(s, s->active, a->a);
    cit_deck_bottom(s, a->a);
    cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, s->active, 1, 0, 0, 0);
    cit_gain_gold(s, s->active, 2, CIT_WHY_LABORATORY, ev);
}

/* RULE: Schmiede — once during your turn, pay 2 gold to draw 3 cards (the one
 * card effect DE16 prints in full, "Gebäudekarten"). */
int cit_gen_smithy(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_ability_open(s) && !(s->turn_flags & CIT_TF_SMITHY) &&
        cit_city_has_kind(s, s->active, CIT_D_SMITHY) && s->players[s->active].gold >= 2 &&
        s->deck_len > 0)
        CIT_PUSH(CIT_A_SMITHY, 0, 0);
    return n;
}

void cit_run_smithy(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_SMITHY;
    cit_pay_gold(s, s->active, 2, CIT_WHY_SMITHY, ev);
    cit_draw_to_hand(s, s->active, 3, ev);
}
