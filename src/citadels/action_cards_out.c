/* action_cards_out.c — the action cards that reach beyond one's own turn:
 * the Kassenwagen (laid out, paid onto by the others, cashed in by its
 * owner), Rasputin (played when an affected character is called) and the
 * Akrobatin (played when rank 4 is called and nobody answers); and the flow
 * points the turn and round call (turn.c, one marked call each).
 * RULE: DE16 "Variante: Aktionskarten", "Kassenwagen", "Rasputin",
 * "Akrobatin"; readings A12-* in docs/citadels-rules.md. */
#include "citadels/engine.h"


static int hand_kind(const cit_state *s, int seat, int kind)
{
    const cit_player *p = &s->players[seat];
    for (int i = 0; i < p->nhand; i++)
        if (cit_kind(s, p->hand[i]) == kind)
            return p->hand[i];
    return -1;
}

/* Back to the decision the turn was in (income or turn) after a step that
 * interrupted it. */
static void resume_turn(cit_state *s)
{
    s->decision = s->act_resume ? s->act_resume : CIT_DEC_TURN;
    s->dec_seat = s->active;
    s->act_resume = 0;
}

/* ---- Kassenwagen ----
 * RULE: DE16 "Kassenwagen": laid out face up; every other player may once in
 * his turn put 1 gold on it, draw 3 and keep 1 (the others under the deck,
 * as with the income); directly after such a payment, and only then, its
 * owner may discard it and take all the gold on it; he may not pay onto
 * it himself; still lying out at the end: discarded, its gold to the bank.
 * A12-6: "once" is per booth (several booths, several payments); the payer
 * keeps his card first, then the owner decides; using a booth is not
 * playing an action card (the payer's own card of the turn stays free). */
int cit_gen_lay_booth(const cit_state *s, game_action *out, int n, int max)
{
    if (!cit_action_card_open(s))
        return n;
    int card = hand_kind(s, s->active, CIT_D_TICKET_BOOTH);
    for (int i = 0; i < 3 && card >= 0; i++)
        if (!s->booth_seat1[i]) {
            CIT_PUSH(CIT_A_LAY_BOOTH, card, 0);
            break;
        }
    return n;
}

void cit_run_lay_booth(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active;
    cit_play_action_card(s, seat, a->a, 0, 0, ev);
    for (int i = 0; i < 3; i++)
        if (!s->booth_seat1[i]) {
            s->booth_card[i] = (uint8_t)a->a;
            s->booth_seat1[i] = (uint8_t)(seat + 1);
            s->booth_gold[i] = 0;
            s->booth_used &= (uint8_t) ~(1u << i);
            return;
        }
}

static int booth_open(const cit_state *s)
{
    if (!s->cfg.action_cards || s->phase != CIT_PHASE_ACTION || s->active < 0)
        return 0;
    if (s->decision != CIT_DEC_TURN && s->decision != CIT_DEC_INCOME)
        return 0;
    return !(s->turn_flags & CIT_TF_HOSPITAL) && cit_agents_open(s);
}

int cit_gen_use_booth(const cit_state *s, game_action *out, int n, int max)
{
    /* Issue 13 (perf): no booth laid out (most turns) lists nothing; asked
     * first, as it is the cheapest test */
    if (!(s->booth_seat1[0] | s->booth_seat1[1] | s->booth_seat1[2]))
        return n;
    if (!booth_open(s) || s->players[s->active].gold < 1 || s->deck_len == 0)
        return n;
    for (int i = 0; i < 3; i++)
        if (s->booth_seat1[i] && s->booth_seat1[i] != s->active + 1 &&
            !(s->booth_used & (1u << i)))
            CIT_PUSH(CIT_A_USE_BOOTH, s->booth_seat1[i] - 1, s->booth_card[i]);
    return n;
}

static void booth_kept(cit_state *s, int card, const game_event_sink *ev)
{
    int seat = s->active;
    int under = cit_keep_from_aside(s, seat, card, ev);
    if (under)
        cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, seat, under, 0, 0, 0);
    int slot = s->booth_paid1 - 1;
    s->decision = CIT_DEC_TICKET_CASH;
    s->dec_seat = (int8_t)(s->booth_seat1[slot] - 1);
}

void cit_run_use_booth(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, slot = 0;
    for (int i = 0; i < 3; i++)
        if (s->booth_seat1[i] && s->booth_card[i] == a->b)
            slot = i;
    cit_pay_gold(s, seat, 1, CIT_WHY_TICKET_BOOTH, ev);
    s->booth_gold[slot]++;
    s->booth_used |= (uint8_t)(1u << slot);
    s->booth_paid1 = (uint8_t)(slot + 1);
    s->act_resume = s->decision;
    cit_emit(ev, CIT_E_BOOTH_PAID, GAME_VIS_ALL, -1, seat, a->a, a->b, s->booth_gold[slot], 0);
    cit_draw_aside(s, seat, 3, ev);
    if (s->naside == 1) {
        booth_kept(s, s->aside[0], ev);
        return;
    }
    s->decision = CIT_DEC_TICKET_KEEP;
    s->dec_seat = (int8_t)seat;
}

int cit_gen_booth_keep(const cit_state *s, game_action *out, int n, int max)
{
    for (int i = 0; i < s->naside; i++)
        CIT_PUSH(CIT_A_BOOTH_KEEP, s->aside[i], 0);
    return n;
}

void cit_run_booth_keep(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    booth_kept(s, a->a, ev);
}

int cit_gen_cash_booth(const cit_state *s, game_action *out, int n, int max)
{
    if (s->booth_paid1)
        CIT_PUSH(CIT_A_CASH_BOOTH, 0, 0);
    return n;
}

void cit_run_cash_booth(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    int slot = s->booth_paid1 - 1, owner = s->booth_seat1[slot] - 1;
    int gold = s->booth_gold[slot], card = s->booth_card[slot];
    cit_gain_gold(s, owner, gold, CIT_WHY_TICKET_BOOTH, ev);
    cit_emit(ev, CIT_E_BOOTH_CASHED, GAME_VIS_ALL, -1, owner, card, gold, 0, 0);
    s->booth_seat1[slot] = 0;
    s->booth_gold[slot] = 0;
    s->booth_card[slot] = 0;
    s->booth_paid1 = 0;
    cit_discard(s, card);
    resume_turn(s);
}

int cit_gen_leave_booth(const cit_state *s, game_action *out, int n, int max)
{
    if (s->booth_paid1)
        CIT_PUSH(CIT_A_LEAVE_BOOTH, 0, 0);
    return n;
}

void cit_run_leave_booth(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    (void)ev;
    s->booth_paid1 = 0;
    resume_turn(s);
}

/* RULE: DE16 "Kassenwagen": at the end a laid booth is discarded and its
 * gold goes back to the bank (the event tells the table where it went). */
void cit_actions_game_end(cit_state *s, const game_event_sink *ev)
{
    for (int i = 0; i < 3; i++) {
        if (!s->booth_seat1[i])
            continue;
        cit_emit(ev, CIT_E_BOOTH_CLOSED, GAME_VIS_ALL, -1, s->booth_seat1[i] - 1, s->booth_card[i],
                 s->booth_gold[i], 0, 0);
        cit_discard(s, s->booth_card[i]);
        s->booth_seat1[i] = 0;
        s->booth_gold[i] = 0;
        s->booth_card[i] = 0;
    }
}

/* ---- Rasputin ----
 * RULE: DE16 "Rasputin": if your character is affected by the Assassine,
 * Hexe, Magistrat, Dieb or Erpresserin, you may lay Rasputin out when you
 * are called; your turn is then protected from those effects and runs
 * normally; discard it at the end of your turn. Readings A12-7: the five
 * effects are the public tokens and names (killed, robbed, bewitched,
 * warrant, threat), so the question is asked only when one of them lies on
 * the called rank, of its holder, and only if he holds a Rasputin; laid,
 * it is his action card of the turn; a killed character is called and
 * answers when its holder lays Rasputin (DE16: "wenn du aufgerufen wirst");
 * the effects on the rank are lifted for good (the Dieb gets nothing, the
 * Hexe does not resume, the warrant and threat tokens go). */
static int affected(const cit_state *s, int rank)
{
    unsigned bit = 1u << rank;
    return (s->rank_flags[rank] & (CIT_RF_KILLED | CIT_RF_ROBBED)) || s->bewitched == rank ||
           (s->warrants & bit) || (s->threats & bit);
}

int cit_gen_play_rasputin(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_PLAY_RASPUTIN, 0, 0);
    return n;
}

int cit_gen_decline_rasputin(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_DECLINE_RASPUTIN, 0, 0);
    return n;
}

/* Calls the rank again; its question is answered (rasputin_asked). */
static void recall(cit_state *s, const game_event_sink *ev)
{
    s->called_rank = (uint8_t)(s->called_rank - 1);
    s->decision = CIT_DEC_NONE;
    s->dec_seat = CIT_NO_SEAT;
    cit_call_next_rank(s, ev);
}

void cit_run_play_rasputin(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    int rank = s->called_rank, seat = s->dec_seat;
    unsigned bit = 1u << rank;
    int card = hand_kind(s, seat, CIT_D_RASPUTIN);
    cit_play_action_card(s, seat, card, rank, 0, ev);
    s->rasputin_seat1 = (uint8_t)(seat + 1);
    s->rasputin_card = (uint8_t)card;
    s->rank_flags[rank] &= (uint8_t) ~(CIT_RF_KILLED | CIT_RF_ROBBED);
    if (s->killed_rank == rank)
        s->killed_rank = 0;
    if (s->robbed_rank == rank)
        s->robbed_rank = 0;
    if (s->bewitched == rank)
        s->bewitched = 0;
    s->warrants &= (uint16_t)~bit;
    if (s->signed_warrant == rank)
        s->signed_warrant = 0;
    s->threats &= (uint16_t)~bit;
    if (s->rose == rank)
        s->rose = 0;
    recall(s, ev);
}

void cit_run_decline_rasputin(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    recall(s, ev);
}

/* ---- Akrobatin ----
 * RULE: DE16 "Akrobatin": when rank 4 is called and nobody answers (nobody
 * chose it, or it was killed), its holder may play it: he takes the crown,
 * calls the characters and picks first next round; he keeps the crown
 * until he calls another player with rank 4 or another plays the
 * Akrobatin. A12-9: that is the crown's ordinary rule from then on (a
 * revealed rank 4 takes or gives it as its text says); this round a killed
 * König or Patrizier reveals at the round's end but takes no crown, and a
 * killed Kaiser gives none (the Akrobatin answered the call in its
 * place). */
int cit_gen_play_acrobat(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_PLAY_ACROBAT, 0, 0);
    return n;
}

int cit_gen_decline_acrobat(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_DECLINE_ACROBAT, 0, 0);
    return n;
}

void cit_run_play_acrobat(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    int seat = s->dec_seat;
    cit_play_action_card(s, seat, hand_kind(s, seat, CIT_D_ACROBAT), 0, 1, ev);
    s->acrobat_round = 1;
    if (s->crown != seat)
        cit_set_crown(s, seat, ev);
    recall(s, ev);
}

void cit_run_decline_acrobat(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    (void)a;
    recall(s, ev);
}

/* ---- flow points ---- */

int cit_actions_on_call(cit_state *s, int rank, const game_event_sink *ev)
{
    (void)ev;
    if (!s->cfg.action_cards)
        return 0;
    int seat = s->holder[rank];
    if (seat >= 0 && s->rasputin_asked != rank && affected(s, rank) &&
        hand_kind(s, seat, CIT_D_RASPUTIN) >= 0) {
        s->rasputin_asked = (uint8_t)rank;
        s->active = CIT_NO_SEAT;
        s->decision = CIT_DEC_RASPUTIN;
        s->dec_seat = (int8_t)seat;
        return 1;
    }
    int killed = (s->rank_flags[rank] & CIT_RF_KILLED) != 0;
    int silent = seat < 0 || (killed && !cit_hospital_turn(s, rank, seat));
    if (rank == 4 && silent && !s->acrobat_asked) {
        s->acrobat_asked = 1;
        for (int p = 0; p < s->cfg.nplayers; p++)
            if (hand_kind(s, p, CIT_D_ACROBAT) >= 0) {
                s->active = CIT_NO_SEAT;
                s->decision = CIT_DEC_ACROBAT;
                s->dec_seat = (int8_t)p;
                return 1;
            }
    }
    return 0;
}

void cit_actions_begin_turn(cit_state *s, int seat)
{
    s->booth_used = 0;
    s->booth_paid1 = 0;
    s->act_resume = 0;
    if (s->rasputin_seat1 == seat + 1)
        s->turn_flags |= CIT_TF_ACTION_CARD;
}

void cit_actions_end_turn(cit_state *s, const game_event_sink *ev)
{
    (void)ev;
    if (s->rasputin_seat1 && s->rasputin_seat1 == s->active + 1) {
        cit_discard(s, s->rasputin_card);
        s->rasputin_seat1 = 0;
        s->rasputin_card = 0;
    }
}

int cit_actions_round_end(cit_state *s, const game_event_sink *ev)
{
    s->rasputin_asked = 0;
    s->acrobat_asked = 0;
    if (!s->acrobat_round)
        return 0;
    s->acrobat_round = 0;
    cit_round_end_heir(s, 4, ev); /* revealed, marked done: no heir's crown */
    return 1;
}
