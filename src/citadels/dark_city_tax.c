/* dark_city_tax.c — the Dark City Steuereintreiber (rank 2, DdL
 * "Steuereintreiber"), a rule of its own (the 2016 card is rank 9 with a
 * tax pile): every player who built at least one district this round pays
 * him 1 gold at the end of his turn, if he still has gold; who built before
 * he revealed himself (the Meuchler, the Hexe) pays when he does. The
 * Armenhaus and the Alchemist come after the tax (actions.c run_end_turn:
 * the tax is the first of the turn's end).
 *
 * The round's facts are two seat masks in the state (who built, who paid),
 * tagged with their round so a new round starts them empty without a hook
 * in the selection. Reading D12-11 in docs/citadels-rules.md. */
#include "citadels/court.h"

static void sync_round(cit_state *s)
{
    if (s->dark_tax_round != s->round) {
        s->dark_tax_round = s->round;
        s->dark_built = 0;
        s->dark_taxed = 0;
    }
}

/* The seat collecting, or -1: the Steuereintreiber is in this round's
 * lineup, has revealed himself and was not murdered (murdered, he is not
 * called and never makes himself known; a Hospital turn does not collect
 * either, DdL "Hospital": "kein Extragold für … den Steuereintreiber").
 * Bewitched, the Hexe collects: she uses all his properties. */
static int collector(const cit_state *s)
{
    int r = 0;
    for (int k = 1; k <= CIT_MAX_RANK; k++)
        if (cit_char_at(s, k) == CIT_C_DC_TAX_COLLECTOR)
            r = k;
    if (!r || !(s->rank_flags[r] & CIT_RF_REVEALED) || (s->rank_flags[r] & CIT_RF_KILLED))
        return -1;
    return cit_agent_seat(s, r);
}

static void collect_from(cit_state *s, int payer, const game_event_sink *ev)
{
    int to = collector(s);
    if (to < 0 || payer == to || !((s->dark_built >> payer) & 1) ||
        ((s->dark_taxed >> payer) & 1) || s->players[payer].gold <= 0)
        return;
    s->dark_taxed |= (uint8_t)(1u << payer);
    court_give_gold(s, payer, to, 1, CIT_WHY_DARK_TAX, ev);
}

/* After every completed build (cit_build_effects): the seat built this round. */
void cit_dark_note_build(cit_state *s, int seat)
{
    if (s->cfg.rules != CIT_RULES_DARK_CITY || seat < 0)
        return;
    sync_round(s);
    s->dark_built |= (uint8_t)(1u << seat);
}

/* At the end of a turn (run_end_turn, before the Armenhaus and the
 * Alchemist): the player whose turn ends pays, once a round. */
void cit_dark_tax_turn_end(cit_state *s, const game_event_sink *ev)
{
    if (s->cfg.rules != CIT_RULES_DARK_CITY || s->active < 0)
        return;
    sync_round(s);
    collect_from(s, s->active, ev);
}

/* When the Steuereintreiber reveals himself (on_reveal): who built this
 * round before him pays now ("nachträglich … sobald dieser sich zu erkennen
 * gibt"), if he has gold. */
void cit_dark_tax_on_reveal(cit_state *s, int rank, const game_event_sink *ev)
{
    if (cit_char_at(s, rank) != CIT_C_DC_TAX_COLLECTOR)
        return;
    sync_round(s);
    for (int p = 0; p < s->cfg.nplayers; p++)
        collect_from(s, p, ev);
}
