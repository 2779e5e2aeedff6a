/* court_cardinal.c — the Kardinal's building help: the gold missing for one
 * district is taken from one other player, one hand card per gold, and the
 * district is then built (decision cardinal_payment, one card at a time).
 * The readings are in docs/citadels-rules.md, "Issue 11 — court readings". */
#include "citadels/court.h"

/* RULE: DE16 "Kardinal": "Wenn du 1 Gebäude bauen willst, aber nicht genug
 * Gold dafür hast, kannst du dir das fehlende Gold bei einem Mitspieler
 * nehmen. Für jedes Gold … musst du ihm 1 deiner Handkarten geben. Hast du
 * keine Handkarten übrig, kannst du dir kein Gold nehmen. Danach musst du das
 * Gold bezahlen, um das Gebäude … zu bauen. Ein Spieler darf dir das Gold
 * nicht verweigern und du darfst nicht mehr Gold nehmen, als du … benötigst."
 * Court reading 7: the lender must hold the whole missing amount and the
 * Kardinal as many other hand cards, or the loan cannot be asked (he must
 * build after it, so a loan that cannot complete the build is no loan).
 * Court reading 8: not for the Spelunke, whose shortfall may be paid in
 * cards anyway. The build is his ordinary one (limit, duplicate rule). */
int cit_gen_cardinal_build(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_may_use(s, CIT_C_CARDINAL, CIT_TF_ABILITY) || !cit_build_open(s) ||
        s->builds >= cit_build_limit(s))
        return n;
    const cit_player *me = &s->players[s->active];
    /* Issue 13 (perf): the most any loan can be (hand cards to give, the
     * richest lender's gold), once: a card whose loan exceeds it lists no
     * lender, and without any loan possible nothing is asked per card. */
    int richest = 0;
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (p != s->active && s->players[p].gold > richest)
            richest = s->players[p].gold;
    int cap = me->nhand - 1 < richest ? me->nhand - 1 : richest;
    if (cap <= 0)
        return n;
    /* the duplicate rule and the price by the builder's facts, built once (rules.c) */
    cit_build_facts f;
    cit_build_facts_init(s, s->active, &f);
    for (int i = 0; i < me->nhand; i++) {
        int card = me->hand[i];
        if (cit_kind(s, card) == CIT_D_THIEVES_DEN || !cit_build_name_allowed_with(s, &f, card))
            continue;
        int missing = cit_build_price_with(s, &f, card) - me->gold;
        if (missing <= 0 || missing > cap)
            continue;
        for (int p = 0; p < s->cfg.nplayers; p++)
            if (p != s->active && s->players[p].gold >= missing)
                CIT_PUSH(CIT_A_CARDINAL_BUILD, p, card);
    }
    return n;
}

void cit_run_cardinal_build(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_ABILITY;
    s->court_seat = (int8_t)a->a;
    s->court_card = (uint8_t)a->b;
    s->decision = CIT_DEC_CARDINAL_PAY;
    s->dec_seat = s->active;
}

int cit_gen_card_for_gold(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *me = &s->players[s->active];
    for (int i = 0; i < me->nhand; i++)
        if (me->hand[i] != s->court_card)
            CIT_PUSH(CIT_A_CARD_FOR_GOLD, me->hand[i], 0);
    return n;
}

void cit_run_card_for_gold(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int me = s->active;
    court_pass_card(s, me, s->court_seat, a->a, ev);
    court_give_gold(s, s->court_seat, me, 1, CIT_WHY_CARDINAL, ev);
    if (s->players[me].gold < cit_build_price(s, me, s->court_card))
        return;
    s->court_seat = CIT_NO_SEAT;
    s->decision = CIT_DEC_TURN;
    court_build(s, s->court_card, ev);
}
