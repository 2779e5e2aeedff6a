/* agents_spy.c — the Spion (rank 2): name another player and a district
 * type, look at his hand, take 1 gold from him and draw 1 card per matching
 * card (DE16 "Spion"). The hand he saw stays in his view for the rest of his
 * turn (view.c "spied_hand"); the number of matches is public, because the
 * gold and the drawn cards show it anyway. */
#include "citadels/engine.h"
#include "citadels/memory.h"

int cit_gen_spy(const cit_state *s, game_action *out, int n, int max)
{
    if (cit_active_char(s) != CIT_C_SPY || !cit_ability_open(s) ||
        (s->turn_flags & CIT_TF_ABILITY))
        return n;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != s->active)
            for (int t = CIT_NOBLE; t <= CIT_UNIQUE; t++)
                CIT_PUSH(CIT_A_SPY, p, t);
    return n;
}

/* RULE: DE16 "Spion": per matching card 1 gold from his stash (all of it if
 * he has less) and 1 card from the deck, the draws not limited by his gold.
 * A Geheimkammer in the hand shows the unique type: it matches "unique"
 * (reading A4 of the agents readings). */
void cit_run_spy(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int spy = s->active, victim = a->a, type = a->b;
    const cit_player *v = &s->players[victim];
    int matches = 0;
    for (int i = 0; i < v->nhand; i++)
        matches += cit_def(s, v->hand[i])->type == type;
    s->turn_flags |= CIT_TF_ABILITY;
    s->spied = (uint8_t)(victim + 1);
    cit_seen_look(s, spy, victim); /* issue 13: remembered after the turn */
    cit_emit(ev, CIT_E_SPIED, GAME_VIS_ALL, -1, spy, victim, type, matches, 0);
    int gold = matches < v->gold ? matches : v->gold;
    if (gold > 0) {
        cit_pay_gold(s, victim, gold, CIT_WHY_SPY, ev);
        cit_gain_gold(s, spy, gold, CIT_WHY_SPY, ev);
    }
    if (matches > 0)
        cit_draw_to_hand(s, spy, matches, ev);
}
