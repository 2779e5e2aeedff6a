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
    /* the pile's ranks in ascending order (issue 13: set bits, not 1..9) */
    for (unsigned left = s->pile & (((1u << CIT_MAX_RANK) - 1) << 1); left; left &= left - 1)
        CIT_PUSH(CIT_A_PICK, __builtin_ctz(left), 0);
    return n;
}

static inline __attribute__((always_inline)) void pick(cit_state *s, const game_action *a,
                                                       const game_event_sink *ev)
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

static __attribute__((noinline)) void pick_told(cit_state *s, const game_action *a,
                                                const game_event_sink *ev)
{
    pick(s, a, ev);
}

/* Issue 13 (perf): without a sink (a playout) the pick makes no call but
 * its tail call, so it keeps no registers; with one, pick_told. */
void cit_run_pick(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    if (ev)
        pick_told(s, a, ev);
    else
        pick(s, a, NULL);
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
        return;
    }
    /* --- issue 11: agents (threat, bewitched holder, the Hexe's bewitch) --- */
    /* (issue 13: without a threat, a spell or the Hexe's own turn it would
     * set the decision and seat just set above) */
    if (s->threats || s->bewitched || cit_active_char(s) == CIT_C_WITCH)
        cit_agents_after_income(s, ev);
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

static void keep_card(cit_state *s, int card, const game_event_sink *ev)
{
    int seat = s->active;
    int discarded = cit_keep_from_aside(s, seat, card, ev);
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
    cit_draw_aside(s, seat, count, ev);
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

void cit_run_keep(cit_state *s, const game_action *a, const game_event_sink *ev)
{
    keep_card(s, a->a, ev);
}

/* ---- building (RULE: DE16 "2) Gebäude bauen") ---- */

/* Each hand card that may be built now (the checks are in rules.c, shared
 * with the Gerüst and the Totenstadt; the limit is the same for every card,
 * so it is asked once). */
static int gen_build(const cit_state *s, game_action *out, int n, int max)
{
    /* rules.c cit_list_builds, in one function with the facts and the scan
     * (issue 13): not in a turn where building is open, nothing; the
     * builder's facts (cit_build_facts_init); the Kapitänin's limit 0,
     * nothing, not even what does not count; at the limit only a district
     * that does not count may still be built (the Stallungen; trade
     * districts in the Kaufmann's turn): without either in play, no card
     * needs asking; else each hand card cit_push_buildable passes. */
    return cit_list_builds(s, CIT_A_BUILD, out, n, max);
}

/* The refusal of a build as an error with its message; paid_otherwise as in
 * cit_build_refusal (the Gerüst and the Totenstadt pay without gold). */
void cit_fail_build(const cit_state *s, int card, int paid_otherwise, game_err *e)
{
    int seat = s->active;
    switch (cit_build_refusal(s, card, paid_otherwise)) {
    case CIT_ERR_NOT_IN_HAND:
        return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not in your hand");
    case CIT_ERR_BUILD_LIMIT:
        return cit_fail(e, CIT_ERR_BUILD_LIMIT, "you may build %d district(s) this turn",
                        cit_build_limit(s));
    case CIT_ERR_DUPLICATE:
        return cit_fail(e, CIT_ERR_DUPLICATE, "your city already has a %s",
                        cit_def(s, card)->name_en);
    case CIT_ERR_UNBUILDABLE:
        return cit_fail(e, CIT_ERR_UNBUILDABLE, "the %s can never be built",
                        cit_def(s, card)->name_en);
    case CIT_ERR_CITY_TOO_LARGE:
        return cit_fail(e, CIT_ERR_CITY_TOO_LARGE,
                        "the Monument may only be built into a city of at most 4 districts");
    case CIT_ERR_NOT_ENOUGH_GOLD:
        return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "building it costs %d gold, you have %d",
                        cit_build_price(s, seat, card), s->players[seat].gold);
    default:
        return cit_fail(e, CIT_ERR_ILLEGAL, "that district cannot be built");
    }
}

static void why_build(const cit_state *s, const game_action *a, game_err *e)
{
    cit_fail_build(s, a->a, 0, e);
}

/* Completes a build: the card leaves hand (or aside), gold goes to the bank. */
void cit_finish_build(cit_state *s, int card, int gold, int cards, const game_event_sink *ev)
{
    int seat = s->active;
    cit_hand_remove(s, seat, card);
    s->players[seat].gold -= gold;
    cit_city_add(s, seat, card);
    /* issue 12: action cards — an overbuild is besides the normal build */
    if (cit_counts_against_limit(s, card) && !s->overbuilding)
        s->builds++;
    s->build_spent = (uint16_t)(s->build_spent + gold);
    cit_emit(ev, CIT_E_BUILT, GAME_VIS_ALL, -1, seat, card, gold, cards, 0);
    /* --- issue 11: agents (the Magistrat's confiscation of a paid build) --- */
    /* (issue 13: asked only while a warrant lies: its first test) */
    if (s->warrants && cit_confiscation_asked(s, card, gold))
        return; /* agents_magistrate.c runs cit_build_effects once he has decided */
    cit_build_effects(s, seat, card, ev);
}

/* The rest of a build, for `seat`, the owner of the city the district went
 * into: the builder, or the Magistrat who confiscated it (DE16
 * "Steuereintreiber — Sonderfälle": then he pays the tax). */
void cit_build_effects(cit_state *s, int seat, int card, const game_event_sink *ev)
{
    /* (issue 13: each hook asked only under the rules or the character it
     * acts on — its own first test) */
    if (s->cfg.rules == CIT_RULES_DARK_CITY)
        cit_dark_note_build(s, seat); /* issue 12: dark city (Steuereintreiber) */
    if (cit_classic(s))
        cit_classic_built(s, card); /* issue 12: classic (the Geisterstadt's round) */
    /* --- issue 11: builders (tax, Glockenturm) --- */
    /* The tax waits while another decision (the Magistrat's) is open. */
    if (s->decision == CIT_DEC_TURN && cit_rank_of_char(s, CIT_C_TAX_COLLECTOR))
        cit_tax_after_build(s, seat, ev);
    /* RULE: DE16 "Erklärungen der Gebäude — Glockenturm": its builder
     * decides at once; the completion check follows the decision
     * (build_alt.c). */
    if (cit_kind(s, card) == CIT_D_BELL_TOWER && s->decision == CIT_DEC_TURN) {
        s->decision = CIT_DEC_BELL_TOWER;
        s->dec_seat = (int8_t)seat;
        return;
    }
    /* --- issue 11: districts (Leuchtturm) --- */
    if (cit_kind(s, card) == CIT_D_LIGHTHOUSE)
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
    cit_finish_build(s, card, price, 0, ev);
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
        cit_discard(s, s->aside[i]); /* issue 12: classic (reading R1) */
    s->naside = 0;
    if (paid_cards)
        cit_emit(ev, CIT_E_CARDS_DISCARDED, GAME_VIS_ALL, -1, seat, paid_cards, 0, 0, 0);
    int gold = cit_build_price(s, seat, s->den_card) - paid_cards;
    s->decision = CIT_DEC_TURN;
    cit_finish_build(s, s->den_card, gold, paid_cards, ev);
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

/* Unused free benefits are taken first (benefits.c): ending the turn never
 * forfeits gold or cards that could only help. */
static void run_end_turn(cit_state *s, const game_event_sink *ev)
{
    cit_take_free_benefits(s, ev);
    /* (issue 13: the hooks below asked only under the rules or the
     * character they act on — their own first tests) */
    if (s->cfg.rules == CIT_RULES_DARK_CITY)
        cit_dark_tax_turn_end(s, ev); /* issue 12: dark city (Steuereintreiber, before the rest) */
    /* --- issue 11: districts (Armenhaus, Park: before the Alchemistin's refund) --- */
    /* (issue 13: asked only when the active city has one of the two: its
     * own tests) */
    const uint64_t turn_end_kinds = (1ull << CIT_D_POOR_HOUSE) | (1ull << CIT_D_PARK);
    if (s->active >= 0 && (s->city_kinds[s->active] & turn_end_kinds))
        cit_districts_turn_end(s, ev);
    /* --- issue 11: builders (the Alchemistin's refund) --- */
    if (cit_active_char(s) == CIT_C_ALCHEMIST)
        cit_alchemist_refund(s, ev);
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
    ROW(PICK, D(PICK_CHARACTER), CIT_ARG_RANK, gen_pick, cit_run_pick),
    ROW(DISCARD, D(DISCARD_CHARACTER), CIT_ARG_RANK, gen_discard, run_discard),
    ROW(TAKE_GOLD, D(INCOME), CIT_ARG_NONE, cit_gen_take_gold, run_take_gold),
    ROW(DRAW_CARDS, D(INCOME), CIT_ARG_NONE, cit_gen_draw_cards, run_draw_cards),
    ROW(KEEP, D(KEEP_CARD), CIT_ARG_CARD, gen_keep, cit_run_keep),
    ROWW(BUILD, D(TURN), CIT_ARG_CARD, gen_build, run_build, why_build),
    /* issue 11: court — end_turn explains the Kaiser's duty (cit_why_court) */
    ROWW(END_TURN, D(TURN), CIT_ARG_NONE, cit_gen_end_turn, run_end_turn_action, cit_why_court),
    /* issue 11: court — the refusal knows card income and the Ablassprediger's mix */
    ROWW(TYPE_INCOME, OPEN, CIT_ARG_NONE, cit_gen_type_income, cit_run_type_income,
         cit_why_type_income),
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
    ROWW(SPY, OPEN, CIT_ARG_SEAT_TYPE, cit_gen_spy, cit_run_spy,
         cit_why_agents),
    ROWW(THREATEN, OPEN, CIT_ARG_RANK2, cit_gen_threaten, cit_run_threaten,
         cit_why_agents),
    ROW(PAY_BRIBE, D(BRIBE), CIT_ARG_NONE, cit_gen_pay_bribe, cit_run_pay_bribe),
    ROW(REFUSE_BRIBE, D(BRIBE), CIT_ARG_NONE, cit_gen_refuse_bribe, cit_run_refuse_bribe),
    ROW(REVEAL_THREAT, D(REVEAL_THREAT), CIT_ARG_NONE, cit_gen_reveal_threat,
        cit_run_reveal_threat),
    ROW(KEEP_THREAT, D(REVEAL_THREAT), CIT_ARG_NONE, cit_gen_keep_threat, cit_run_keep_threat),
    ROWW(WARRANTS, OPEN, CIT_ARG_RANK3, cit_gen_warrants, cit_run_warrants,
         cit_why_agents),
    ROWW(CONFISCATE, D(CONFISCATE), CIT_ARG_NONE, cit_gen_confiscate, cit_run_confiscate,
         cit_why_agents),
    ROW(DECLINE_CONFISCATION, D(CONFISCATE), CIT_ARG_NONE, cit_gen_decline_confiscation,
        cit_run_decline_confiscation),
    ROWW(BEWITCH, D(BEWITCH), CIT_ARG_RANK, cit_gen_bewitch, cit_run_bewitch, cit_why_agents),
    /* --- issue 11: court --- */
#define COURT(id, dec, arg, name) ROWW(id, dec, arg, cit_gen_##name, cit_run_##name, cit_why_court)
    COURT(LOOK_AT_HAND, OPEN, CIT_ARG_SEAT, look_at_hand),
    COURT(TAKE_CARD, D(WIZARD_PICK), CIT_ARG_CARD, take_card),
    COURT(BUILD_TAKEN, D(WIZARD_PICK), CIT_ARG_CARD, build_taken),
    COURT(SEER_TAKE, OPEN, CIT_ARG_NONE, seer_take),
    COURT(GIVE_CARD, D(SEER_GIVE), CIT_ARG_CARD_SEAT, give_card),
    COURT(GIVE_CROWN, OPEN | D(EMPEROR_HEIR), CIT_ARG_SEAT_RES, give_crown),
    COURT(MIXED_INCOME, OPEN, CIT_ARG_AMOUNT, mixed_income),
    COURT(TAKE_FROM_RICHEST, OPEN, CIT_ARG_SEAT, take_from_richest),
    COURT(CARDINAL_BUILD, D(TURN), CIT_ARG_SEAT_CARD, cardinal_build),
    COURT(CARD_FOR_GOLD, D(CARDINAL_PAY), CIT_ARG_CARD, card_for_gold),
    COURT(FOUR_GOLD, OPEN, CIT_ARG_NONE, four_gold),
    COURT(FOUR_CARDS, OPEN, CIT_ARG_NONE, four_cards),
    COURT(SCHOLAR_DRAW, OPEN, CIT_ARG_NONE, scholar_draw),
    COURT(SCHOLAR_KEEP, D(SCHOLAR_KEEP), CIT_ARG_CARD, scholar_keep),
#undef COURT
    /* --- issue 11: builders --- */
    ROWW(FRAMEWORK, D(TURN), CIT_ARG_CARD, cit_gen_framework, cit_run_framework,
         cit_why_framework),
    ROWW(NECROPOLIS, D(TURN), CIT_ARG_CARD, cit_gen_necropolis, cit_run_necropolis,
         cit_why_necropolis),
    ROWW(COLLECT_TAXES, OPEN, CIT_ARG_NONE, cit_gen_collect_taxes, cit_run_collect_taxes,
         cit_why_collect_taxes),
    ROWW(SEIZE, OPEN, CIT_ARG_SEAT_CARD, cit_gen_seize, cit_run_seize, cit_why_seize),
    ROWW(EXCHANGE, OPEN, CIT_ARG_EXCHANGE, cit_gen_exchange, cit_run_exchange,
         cit_why_exchange),
    ROW(BELL_EARLIER, D(BELL_TOWER), CIT_ARG_NONE, cit_gen_bell_earlier, cit_run_bell_earlier),
    ROW(BELL_NORMAL, D(BELL_TOWER), CIT_ARG_NONE, cit_gen_bell_normal, cit_run_bell_normal),
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
    /* --- issue 12: action cards (action_cards*.c) --- */
#define ACT(id, dec, arg, name)                                                                    \
    ROWW(id, dec, arg, cit_gen_##name, cit_run_##name, cit_why_action_card)
    ACT(PLAY_ACROBAT, D(ACROBAT), CIT_ARG_NONE, play_acrobat),
    ACT(DECLINE_ACROBAT, D(ACROBAT), CIT_ARG_NONE, decline_acrobat),
    ACT(PLAY_RASPUTIN, D(RASPUTIN), CIT_ARG_NONE, play_rasputin),
    ACT(DECLINE_RASPUTIN, D(RASPUTIN), CIT_ARG_NONE, decline_rasputin),
    ACT(PLAY_DIRECTOR, OPEN, CIT_ARG_NONE, play_director),
    ACT(LAY_BOOTH, OPEN, CIT_ARG_CARD, lay_booth),
    ACT(USE_BOOTH, OPEN, CIT_ARG_SEAT_CARD, use_booth),
    ACT(BOOTH_KEEP, D(TICKET_KEEP), CIT_ARG_CARD, booth_keep),
    ACT(CASH_BOOTH, D(TICKET_CASH), CIT_ARG_NONE, cash_booth),
    ACT(LEAVE_BOOTH, D(TICKET_CASH), CIT_ARG_NONE, leave_booth),
    ACT(OVERBUILD, D(TURN), CIT_ARG_OVERBUILD, overbuild),
    ACT(PLAY_FORTUNE, OPEN, CIT_ARG_SEAT, play_fortune),
    ACT(FORTUNE_TAKE, D(FORTUNE_PICK), CIT_ARG_CARD, fortune_take),
    ACT(LAY_TENT, OPEN, CIT_ARG_CARD, lay_tent),
#undef ACT
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    ROW(THANK_THE_KING, D(BALLROOM), CIT_ARG_NONE, cit_gen_thank, cit_run_thank),
    ROW(FORGET_TO_THANK, D(BALLROOM), CIT_ARG_NONE, cit_gen_forget, cit_run_forget),
    /* --- issue 12: online --- */
};
