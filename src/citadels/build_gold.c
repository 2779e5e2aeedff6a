/* build_gold.c — gold that follows building and the rank-9 builders: the
 * Steuereintreiber's tax and its pile, the Alchemistin's refund and the
 * Königin's 3 gold. Every coin moves with a gold_taken / gold_paid event
 * (tests/unit/test_properties.c keeps the books). Readings in
 * docs/citadels-rules.md, "Issue 11 — builders readings". */
#include "citadels/engine.h"

/* ---- Steuereintreiber ----
 * RULE: DE16 "Steuereintreiber": whenever he is one of the game's characters
 * (chosen or not, discarded, killed), right after each district built its
 * builder moves 1 gold onto his token, even for a free district; a builder
 * left with no gold pays nothing; the Steuereintreiber himself pays none.
 * "Sonderfälle": with 2-3 players his player pays for districts built in his
 * other character's turn — so the exemption belongs to the Steuereintreiber's
 * own turn, not to his player. */
void cit_tax_after_build(cit_state *s, int payer, const game_event_sink *ev)
{
    if (!cit_rank_of_char(s, CIT_C_TAX_COLLECTOR) || s->players[payer].gold < 1)
        return;
    if (payer == s->active && cit_active_char(s) == CIT_C_TAX_COLLECTOR)
        return;
    cit_pay_gold(s, payer, 1, CIT_WHY_TAX, ev);
    s->tax_pile++;
}

/* RULE: DE16 "Steuereintreiber": at any moment of his turn he takes all the
 * gold of his token (after income, like every ability: reading 9). */
static int may_collect(const cit_state *s)
{
    return cit_active_char(s) == CIT_C_TAX_COLLECTOR && cit_ability_open(s);
}

int cit_gen_collect_taxes(const cit_state *s, game_action *out, int n, int max)
{
    if (may_collect(s) && s->tax_pile > 0)
        CIT_PUSH(CIT_A_COLLECT_TAXES, 0, 0);
    return n;
}

void cit_run_collect_taxes(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int amount = s->tax_pile;
    s->tax_pile = 0;
    cit_gain_gold(s, s->active, amount, CIT_WHY_TAXES, ev);
}

void cit_why_collect_taxes(const cit_state *s, const game_action *a, game_err *e)
{
    if (cit_active_char(s) != CIT_C_TAX_COLLECTOR)
        return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "only the Tax Collector collects taxes");
    if (!cit_ability_open(s))
        return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
    return cit_fail(e, CIT_ERR_NOTHING_TO_COLLECT, "there is no gold on the tax pile");
}

/* ---- Alchemistin ----
 * RULE: DE16 "Alchemistin": at the end of her turn she gets back all the gold
 * she spent on building districts this turn, not gold spent otherwise
 * (Schmiede, the tax). Called from end_turn after the Armenhaus (DE16
 * "Armenhaus": with 0 gold it resolves first). */
void cit_alchemist_refund(cit_state *s, const game_event_sink *ev)
{
    if (cit_active_char(s) != CIT_C_ALCHEMIST || s->build_spent == 0)
        return;
    int amount = s->build_spent;
    s->build_spent = 0;
    cit_gain_gold(s, s->active, amount, CIT_WHY_ALCHEMIST, ev);
}

/* ---- Königin ----
 * RULE: DE16 "Königin": 3 gold if she sits next to the player who revealed
 * rank 4 this round. "Sonderfälle": a killed rank 4 pays her when it is
 * revealed at round end; a bewitched rank 4 counts at its holder's seat, not
 * the Hexe's (the rank-4 card's holder is what we read). */
static int next_to(const cit_state *s, int a, int b)
{
    int n = s->cfg.nplayers;
    return b >= 0 && a != b && ((a + 1) % n == b || (b + 1) % n == a);
}

void cit_queen_on_reveal(cit_state *s, int seat, const game_event_sink *ev)
{
    if (cit_dark_queen(s, seat, ev)) /* issue 12: dark city (next to the crown) */
        return;
    s->queen_seat1 = (uint8_t)(seat + 1);
    int four = s->holder[4];
    /* a killed rank 4 pays at round end (below), even when a Hospital turn
     * revealed it before her: once, as the heir's reveal */
    if ((s->rank_flags[4] & CIT_RF_REVEALED) && !(s->rank_flags[4] & CIT_RF_KILLED) &&
        next_to(s, seat, four))
        cit_gain_gold(s, seat, 3, CIT_WHY_QUEEN, ev);
}

/* At round end, after the killed rank 4 was revealed (the König above in
 * end_round; the court slice's Kaiser and Patrizier before this call). */
void cit_queen_round_end(cit_state *s, const game_event_sink *ev)
{
    int queen = s->queen_seat1 - 1;
    s->queen_seat1 = 0;
    if (queen < 0 || !(s->rank_flags[4] & CIT_RF_KILLED))
        return;
    if (next_to(s, queen, s->holder[4]))
        cit_gain_gold(s, queen, 3, CIT_WHY_QUEEN, ev);
}
