/* court_common.c — the moves between players the court's characters make
 * (court.h), and the refusals of their actions with the most specific error. */
#include "citadels/court.h"
#include "citadels/memory.h"

void court_pass_card(cit_state *s, int from, int to, int card, const game_event_sink *ev)
{
    cit_seen_hand_hidden(s, from, to); /* issue 13: the two alone see the card */
    cit_hand_remove(s, from, card);
    cit_hand_add(s, to, card);
    cit_emit(ev, CIT_E_CARD_PASSED, GAME_VIS_SEAT, from, from, from, to, card, 0);
    cit_emit(ev, CIT_E_CARD_PASSED, GAME_VIS_SEAT, to, to, from, to, card, 0);
    cit_emit(ev, CIT_E_CARDS_PASSED, GAME_VIS_ALL, -1, from, to, 1, 0, 0);
}

void court_give_gold(cit_state *s, int from, int to, int amount, int why,
                     const game_event_sink *ev)
{
    s->players[from].gold -= amount;
    s->players[to].gold += amount;
    cit_emit(ev, CIT_E_GOLD_GIVEN, GAME_VIS_ALL, -1, from, to, amount, why, 0);
}

void court_build(cit_state *s, int card, const game_event_sink *ev)
{
    game_action b = {.type = CIT_A_BUILD, .a = (int16_t)card};
    cit_actions[CIT_A_BUILD].run(s, &b, ev);
}

/* Which character owns each court action (for not_your_character). */
static int owner(int type)
{
    switch (type) {
    case CIT_A_LOOK_AT_HAND: return CIT_C_WIZARD;
    case CIT_A_SEER_TAKE: return CIT_C_SEER;
    case CIT_A_GIVE_CROWN: return CIT_C_EMPEROR;
    case CIT_A_MIXED_INCOME:
    case CIT_A_TAKE_FROM_RICHEST: return CIT_C_ABBOT;
    case CIT_A_CARDINAL_BUILD: return CIT_C_CARDINAL;
    case CIT_A_FOUR_GOLD:
    case CIT_A_FOUR_CARDS: return CIT_C_NAVIGATOR;
    case CIT_A_SCHOLAR_DRAW: return CIT_C_SCHOLAR;
    default: return 0;
    }
}

static uint32_t flag_of(int type)
{
    switch (type) {
    case CIT_A_MIXED_INCOME: return CIT_TF_TYPE_INCOME;
    case CIT_A_TAKE_FROM_RICHEST: return CIT_TF_RICHEST;
    case CIT_A_FOUR_GOLD:
    case CIT_A_FOUR_CARDS: return CIT_TF_EXTRA;
    default: return CIT_TF_ABILITY;
    }
}

static int seat_ok(const cit_state *s, int seat)
{
    return seat >= 0 && seat < s->cfg.nplayers;
}

/* The refusal of a court action gen did not list (cit_action_def.why), and
 * of end_turn while the Kaiser still holds his duty. */
void cit_why_court(const cit_state *s, const game_action *a, game_err *e)
{
    int seat = s->active;
    if (a->type == CIT_A_END_TURN) {
        if (!cit_court_may_end_turn(s))
            return cit_fail(e, CIT_ERR_MUST_GIVE_CROWN,
                            "the Emperor must give the crown to another player first");
        return cit_fail(e, CIT_ERR_ILLEGAL, "that choice is not available");
    }
    int ch = owner(a->type);
    if (ch && s->decision != CIT_DEC_EMPEROR_HEIR) {
        if (cit_active_char(s) != ch)
            return cit_fail(e, CIT_ERR_NOT_YOUR_CHARACTER, "that is not your character's ability");
        if (!cit_ability_open(s) || ((a->type == CIT_A_FOUR_GOLD || a->type == CIT_A_FOUR_CARDS) &&
                                     cit_dark_navigator_waits(s))) /* issue 12: Eroberer */
            return cit_fail(e, CIT_ERR_INCOME_FIRST, "take your income first");
        if (s->turn_flags & flag_of(a->type))
            return cit_fail(e, CIT_ERR_ALREADY_USED, "that ability was already used this turn");
    }
    switch (a->type) {
    case CIT_A_FOUR_CARDS:
    case CIT_A_SCHOLAR_DRAW:
    case CIT_A_MIXED_INCOME:
        if (s->deck_len == 0)
            return cit_fail(e, CIT_ERR_EMPTY_DECK, "the district deck is empty");
        break;
    case CIT_A_TAKE_CARD:
    case CIT_A_BUILD_TAKEN:
        if (!seat_ok(s, s->court_seat) || cit_hand_find(s, s->court_seat, a->a) < 0)
            return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not in the hand you look at");
        if (a->type == CIT_A_BUILD_TAKEN && seat >= 0 &&
            cit_build_price(s, seat, a->a) > s->players[seat].gold)
            return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD, "building it costs %d gold, you have %d",
                            cit_build_price(s, seat, a->a), s->players[seat].gold);
        break;
    case CIT_A_GIVE_CARD:
    case CIT_A_CARD_FOR_GOLD:
    case CIT_A_SCHOLAR_KEEP:
        if (a->type == CIT_A_SCHOLAR_KEEP ? cit_aside_find(s, a->a) < 0
                                          : seat < 0 || cit_hand_find(s, seat, a->a) < 0)
            return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not yours to give or keep");
        break;
    case CIT_A_CARDINAL_BUILD:
        if (seat < 0 || cit_hand_find(s, seat, a->b) < 0)
            return cit_fail(e, CIT_ERR_NOT_IN_HAND, "that card is not in your hand");
        if (s->builds >= cit_build_limit(s))
            return cit_fail(e, CIT_ERR_BUILD_LIMIT, "you may build %d district(s) this turn",
                            cit_build_limit(s));
        if (!cit_can_build_name(s, seat, a->b))
            return cit_fail(e, CIT_ERR_DUPLICATE, "your city already has a %s",
                            cit_def(s, a->b)->name_en);
        if (cit_build_price(s, seat, a->b) <= s->players[seat].gold)
            return cit_fail(e, CIT_ERR_ILLEGAL, "you can pay for it yourself: build it");
        if (seat_ok(s, a->a) && a->a != seat) {
            int missing = cit_build_price(s, seat, a->b) - s->players[seat].gold;
            if (missing > s->players[a->a].gold)
                return cit_fail(e, CIT_ERR_NOT_ENOUGH_GOLD,
                                "that player has %d gold, %d are missing",
                                s->players[a->a].gold, missing);
            if (missing > s->players[seat].nhand - 1)
                return cit_fail(e, CIT_ERR_NOT_ENOUGH_CARDS,
                                "you need %d other hand card(s) to pay for the loan", missing);
        }
        break;
    default:
        break;
    }
    return cit_fail(e, CIT_ERR_FORBIDDEN_TARGET, "that target or choice is not allowed");
}
