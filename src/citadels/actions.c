/* actions.c — the action table: for each action type, which decision it
 * answers, how to list its legal instances, and what it does.
 *
 * Legality lives only in the `gen` functions: apply() accepts an action iff it
 * is among the listed ones (ops.c), so "legal" and "accepted" cannot drift
 * apart. The `run` functions may assume legality. Character abilities and
 * district effects are in abilities.c and districts.c; this file holds the
 * selection picks, income, building and the end of a turn. */
#include "citadels/engine.h"

#include <string.h>

/* ---- selection ---- */

static int gen_pick(const cit_state *s, game_action *out, int n, int max)
{
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->pile & (1u << r))
            CIT_PUSH(CIT_A_PICK, r, 0);
    return n;
}

static void run_pick(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->dec_seat, rank = a->a;
    cit_player *p = &s->players[seat];
    s->holder[rank] = (int8_t)seat;
    p->chars[p->nchars++] = (uint8_t)rank;
    s->pile &= (uint16_t) ~(1u << rank);
    cit_emit(ev, CIT_E_PICKED, GAME_VIS_ALL, -1, seat, 0, 0, 0, 0);
    cit_emit(ev, CIT_E_PICKED, GAME_VIS_SEAT, seat, seat, rank, 0, 0, 0);
    s->sel_step++;
    cit_select_advance(s, ev);
}

static int gen_discard(const cit_state *s, game_action *out, int n, int max)
{
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->pile & (1u << r))
            CIT_PUSH(CIT_A_DISCARD, r, 0);
    return n;
}

static void run_discard(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->dec_seat, rank = a->a;
    s->rank_flags[rank] |= CIT_RF_FACEDOWN;
    s->discarded_by[rank] = (int8_t)seat;
    s->pile &= (uint16_t) ~(1u << rank);
    cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_ALL, -1, seat, 0, 0, 0, 0);
    cit_emit(ev, CIT_E_FACEDOWN_DISCARD, GAME_VIS_SEAT, seat, seat, rank, 0, 0, 0);
    s->sel_step++;
    cit_select_advance(s, ev);
}

/* ---- income (RULE: DE16 "1) Einkommen nehmen") ---- */

static int gen_take_gold(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_TAKE_GOLD, 0, 0);
    return n;
}

/* RULE: Hospital (docs/citadels-rules.md, districts readings): a killed
 * owner's turn ends right after the income, with the district end-of-turn
 * effects but no character benefit. */
static void income_done(cit_state *s, const game_event_sink *ev)
{
    s->turn_flags |= CIT_TF_INCOME;
    s->decision = CIT_DEC_TURN;
    s->dec_seat = s->active;
    if (s->turn_flags & CIT_TF_HOSPITAL) {
        cit_districts_turn_end(s, ev);
        cit_end_turn(s, ev);
    }
}

/* RULE: Goldmine: 1 more (district_flow.c). */
static void run_take_gold(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active;
    cit_gain_gold(s, seat, 2, CIT_WHY_INCOME, ev);
    if (cit_income_gold(s, seat) > 2)
        cit_gain_gold(s, seat, cit_income_gold(s, seat) - 2, CIT_WHY_GOLD_MINE, ev);
    income_done(s, ev);
}

static int gen_draw_cards(const cit_state *s, game_action *out, int n, int max)
{
    if (s->deck_len > 0)
        CIT_PUSH(CIT_A_DRAW_CARDS, 0, 0);
    return n;
}

static void keep_card(cit_state *s, int card, const game_event_sink *ev)
{
    int seat = s->active;
    cit_aside_remove(s, card);
    cit_hand_add(s, seat, card);
    cit_emit(ev, CIT_E_CARD_KEPT, GAME_VIS_SEAT, seat, seat, card, 0, 0, 0);
    int discarded = s->naside;
    for (int i = 0; i < s->naside; i++)
        cit_deck_bottom(s, s->aside[i]);
    s->naside = 0;
    if (discarded)
        cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, seat, discarded, 0, 0, 0);
    income_done(s, ev);
}

/* Draw 2, keep 1, the others go under the deck. RULE: Bibliothek (Library):
 * keep all drawn cards. RULE: Sternwarte (Observatory): draw 3 (with the
 * Bibliothek: keep all 3). With a single card left in the deck it is kept. */
static void run_draw_cards(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, count = cit_income_draw(s, seat);
    if (cit_city_has_kind(s, seat, CIT_D_LIBRARY)) {
        cit_draw_to_hand(s, seat, count, ev);
        income_done(s, ev);
        return;
    }
    for (int i = 0; i < count; i++) {
        int card = cit_deck_draw(s);
        if (card < 0)
            break;
        s->aside[s->naside++] = (uint8_t)card;
        cit_emit(ev, CIT_E_CARD_DRAWN, GAME_VIS_SEAT, seat, seat, card, 0, 0, 0);
    }
    cit_emit(ev, CIT_E_CARDS_DRAWN, GAME_VIS_ALL, -1, seat, s->naside, 0, 0, 0);
    if (s->naside == 1) {
        keep_card(s, s->aside[0], ev);
        return;
    }
    s->decision = CIT_DEC_KEEP_CARD;
}

static int gen_keep(const cit_state *s, game_action *out, int n, int max)
{
    for (int i = 0; i < s->naside; i++)
        CIT_PUSH(CIT_A_KEEP, s->aside[i], 0);
    return n;
}

static void run_keep(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    keep_card(s, a->a, ev);
}

/* ---- building (RULE: DE16 "2) Gebäude bauen") ---- */

/* Whether `card` from the active player's hand may be built now. */
static int can_build(const cit_state *s, int card)
{
    int seat = s->active;
    const cit_player *p = &s->players[seat];
    if (s->builds >= cit_build_limit(s))
        return 0;
    if (!cit_can_build_name(s, seat, card))
        return 0;
    int price = cit_build_price(s, seat, card);
    /* RULE: Spelunke (Thieves' Den): hand cards may pay any part of its cost. */
    if (cit_kind(s, card) == CIT_D_THIEVES_DEN)
        return p->gold + (p->nhand - 1) >= price;
    return p->gold >= price;
}

static int gen_build(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *p = &s->players[s->active];
    for (int i = 0; i < p->nhand; i++)
        if (can_build(s, p->hand[i]))
            CIT_PUSH(CIT_A_BUILD, p->hand[i], 0);
    return n;
}

/* Completes a build: the card leaves hand (or aside), gold goes to the bank. */
static void finish_build(cit_state *s, int card, int gold, int cards, const game_event_sink *ev)
{
    int seat = s->active;
    cit_hand_remove(s, seat, card);
    s->players[seat].gold -= gold;
    cit_city_add(s, seat, card);
    s->builds++;
    cit_emit(ev, CIT_E_BUILT, GAME_VIS_ALL, -1, seat, card, gold, cards, 0);
    /* --- issue 11: agents (the Magistrat's confiscation of a paid build) --- */
    /* --- issue 11: builders (tax, Glockenturm) --- */
    /* --- issue 11: districts (Leuchtturm) --- */
    cit_lighthouse_built(s, seat, card);
    cit_after_build(s, seat, ev);
}

static void run_build(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    int seat = s->active, card = a->a;
    int price = cit_build_price(s, seat, card);
    if (cit_kind(s, card) == CIT_D_THIEVES_DEN && price > 0 && s->players[seat].nhand > 1) {
        s->den_card = (uint8_t)card;
        s->decision = CIT_DEC_DEN_PAYMENT;
        return;
    }
    finish_build(s, card, price, 0, ev);
}

/* ---- Thieves' Den payment, one card at a time ---- */

static int den_remaining(const cit_state *s)
{
    return cit_build_price(s, s->active, s->den_card) - s->naside;
}

static int gen_den_card(const cit_state *s, game_action *out, int n, int max)
{
    const cit_player *p = &s->players[s->active];
    if (den_remaining(s) <= 0)
        return n;
    for (int i = 0; i < p->nhand; i++)
        if (p->hand[i] != s->den_card)
            CIT_PUSH(CIT_A_DEN_CARD, p->hand[i], 0);
    return n;
}

static void den_finish(cit_state *s, const game_event_sink *ev)
{
    int paid_cards = s->naside, seat = s->active;
    for (int i = 0; i < s->naside; i++)
        cit_deck_bottom(s, s->aside[i]);
    s->naside = 0;
    if (paid_cards)
        cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, seat, paid_cards, 0, 0, 0);
    int gold = cit_build_price(s, seat, s->den_card) - paid_cards;
    s->decision = CIT_DEC_TURN;
    finish_build(s, s->den_card, gold, paid_cards, ev);
}

static void run_den_card(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    cit_hand_remove(s, s->active, a->a);
    s->aside[s->naside++] = (uint8_t)a->a;
    if (den_remaining(s) <= 0)
        den_finish(s, ev);
}

static int gen_den_gold(const cit_state *s, game_action *out, int n, int max)
{
    if (s->players[s->active].gold >= den_remaining(s))
        CIT_PUSH(CIT_A_DEN_GOLD, 0, 0);
    return n;
}

static void run_den_gold(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    den_finish(s, ev);
}

static int gen_den_cancel(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_DEN_CANCEL, 0, 0);
    return n;
}

static void run_den_cancel(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    for (int i = 0; i < s->naside; i++)
        cit_hand_add(s, s->active, s->aside[i]);
    s->naside = 0;
    s->decision = CIT_DEC_TURN;
}

/* ---- end of turn ---- */

static int gen_end_turn(const cit_state *s, game_action *out, int n, int max)
{
    CIT_PUSH(CIT_A_END_TURN, 0, 0);
    return n;
}

/* Unused free benefits are taken first (benefits.c): ending the turn never
 * forfeits gold or cards that could only help. */
static void run_end_turn(cit_state *s, const game_event_sink *ev)
{
    cit_take_free_benefits(s, ev);
    /* --- issue 11: districts (Armenhaus, Park: before the Alchemistin's refund) --- */
    cit_districts_turn_end(s, ev);
    /* --- issue 11: builders (the Alchemistin's refund) --- */
    cit_end_turn(s, ev);
}

static void run_end_turn_action(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    run_end_turn(s, ev);
}

#define D(x) (1u << CIT_DEC_##x)
#define OPEN (D(TURN) | D(INCOME)) /* abilities: after income, or before it as a house rule */
#define ROW(id, dec, arg, g, r) [CIT_A_##id] = {.decisions = dec, .args = arg, .gen = g, .run = r}
/* A row with its own explanation of refusals (cit_action_def.why). */
#define ROWW(id, dec, arg, g, r, w)                                                                \
    [CIT_A_##id] = {.decisions = dec, .args = arg, .gen = g, .run = r, .why = w}

const cit_action_def cit_actions[CIT_A_COUNT] = {
    ROW(PICK, D(PICK_CHARACTER), CIT_ARG_RANK, gen_pick, run_pick),
    ROW(DISCARD, D(DISCARD_CHARACTER), CIT_ARG_RANK, gen_discard, run_discard),
    ROW(TAKE_GOLD, D(INCOME), CIT_ARG_NONE, gen_take_gold, run_take_gold),
    ROW(DRAW_CARDS, D(INCOME), CIT_ARG_NONE, gen_draw_cards, run_draw_cards),
    ROW(KEEP, D(KEEP_CARD), CIT_ARG_CARD, gen_keep, run_keep),
    ROW(BUILD, D(TURN), CIT_ARG_CARD, gen_build, run_build),
    ROW(END_TURN, D(TURN), CIT_ARG_NONE, gen_end_turn, run_end_turn_action),
    ROW(TYPE_INCOME, OPEN, CIT_ARG_NONE, cit_gen_type_income, cit_run_type_income),
    ROW(KILL, OPEN, CIT_ARG_RANK, cit_gen_kill, cit_run_kill),
    ROW(STEAL, OPEN, CIT_ARG_RANK, cit_gen_steal, cit_run_steal),
    ROW(SWAP_HANDS, OPEN, CIT_ARG_SEAT, cit_gen_swap_hands, cit_run_swap_hands),
    ROW(MAGIC_DISCARD, OPEN | D(MAGIC_DISCARD), CIT_ARG_CARD, cit_gen_magic_discard, cit_run_magic_discard),
    ROW(MAGIC_DONE, D(MAGIC_DISCARD), CIT_ARG_NONE, cit_gen_magic_done, cit_run_magic_done),
    ROW(MERCHANT_GOLD, OPEN, CIT_ARG_NONE, cit_gen_merchant_gold, cit_run_merchant_gold),
    ROW(ARCHITECT_DRAW, OPEN, CIT_ARG_NONE, cit_gen_architect_draw,
        cit_run_architect_draw),
    ROW(DESTROY, OPEN, CIT_ARG_SEAT_CARD, cit_gen_destroy, cit_run_destroy),
    ROW(BEAUTIFY, OPEN, CIT_ARG_CARD, cit_gen_beautify, cit_run_beautify),
    ROWW(LAB_DISCARD, OPEN, CIT_ARG_CARD, cit_gen_laboratory, cit_run_laboratory,
         cit_why_laboratory),
    ROWW(SMITHY, OPEN, CIT_ARG_NONE, cit_gen_smithy, cit_run_smithy, cit_why_smithy),
    ROW(DEN_CARD, D(DEN_PAYMENT), CIT_ARG_CARD, gen_den_card, run_den_card),
    ROW(DEN_GOLD, D(DEN_PAYMENT), CIT_ARG_NONE, gen_den_gold, run_den_gold),
    ROW(DEN_CANCEL, D(DEN_PAYMENT), CIT_ARG_NONE, gen_den_cancel, run_den_cancel),
    /* --- issue 11: agents --- */
    /* --- issue 11: court --- */
    /* --- issue 11: builders --- */
    /* --- issue 11: districts --- */
    ROWW(ARMORY, OPEN, CIT_ARG_SEAT_CARD, cit_gen_armory, cit_run_armory, cit_why_armory),
    ROWW(MUSEUM_TUCK, OPEN, CIT_ARG_CARD, cit_gen_museum_tuck, cit_run_museum_tuck,
         cit_why_museum_tuck),
    ROWW(THEATER_SWAP, D(THEATER), CIT_ARG_SEAT_RANK, cit_gen_theater_swap, cit_run_theater_swap,
         cit_why_theater_swap),
    ROW(THEATER_PASS, D(THEATER), CIT_ARG_NONE, cit_gen_theater_pass, cit_run_theater_pass),
    ROWW(GRAVEYARD_BUY, D(GRAVEYARD), CIT_ARG_NONE, cit_gen_graveyard_buy, cit_run_graveyard_buy,
         cit_why_graveyard_buy),
    ROW(GRAVEYARD_PASS, D(GRAVEYARD), CIT_ARG_NONE, cit_gen_graveyard_pass,
        cit_run_graveyard_pass),
    ROW(LIGHTHOUSE_TAKE, D(LIGHTHOUSE), CIT_ARG_CARD, cit_gen_lighthouse_take,
        cit_run_lighthouse_take),
};
