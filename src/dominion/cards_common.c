/* cards_common.c — what many cards' hooks share: the plain bonuses (+cards,
 * +actions, +buys, +coins) that open most cards, walking the other players
 * of an Attack in turn order, and the hook lookup that joins the sets. */
#include "dominion/cards_common.h"

void dom_plus(dom_state *s, int seat, int cards, int actions, int buys, int coins, dom_ctx *cx)
{
    if (cards)
        dom_draw(s, seat, cards, cx);
    s->turn.actions = (int16_t)(s->turn.actions + actions);
    s->turn.buys = (int16_t)(s->turn.buys + buys);
    if (coins) {
        s->turn.coins = (int16_t)(s->turn.coins + coins);
        dom_emit_all(cx, DE_COINS, seat, coins, s->turn.coins);
    }
}

int dom_next_victim(const dom_state *s, dom_frame *f)
{
    for (;;) {
        f->target = (int8_t)dom_next_seat(s, f->target);
        if (f->target == f->seat)
            return -1;
        if (!(f->immune & (1u << f->target)))
            return f->target;
    }
}

int dom_next_other(const dom_state *s, dom_frame *f)
{
    f->target = (int8_t)dom_next_seat(s, f->target);
    return f->target == f->seat ? -1 : f->target;
}

int dom_single_hand_kind(const dom_state *s, int seat, unsigned types)
{
    int found = DC_NONE;
    for (int k = 1; k < DC_COUNT; k++)
        if (s->p[seat].hand[k] && (!types || (dom_cards[k].types & types))) {
            if (found)
                return DC_NONE;
            found = k;
        }
    return found;
}

void dom_discard_from_hand(dom_state *s, int seat, int kind, dom_ctx *cx)
{
    dom_hand_remove(s, seat, kind);
    dom_discard_card(s, seat, kind);
    dom_emit_all(cx, DE_DISCARD, seat, kind, 0);
}

void dom_trash_from_hand(dom_state *s, int seat, int kind, dom_ctx *cx)
{
    dom_hand_remove(s, seat, kind);
    dom_trash_card(s, seat, kind, DZ_HAND, cx);
}

void dom_topdeck_from_hand(dom_state *s, int seat, int kind, dom_ctx *cx)
{
    dom_hand_remove(s, seat, kind);
    dom_topdeck_card(s, seat, kind);
    /* Face down: the owner knows which card, the others only that one went. */
    dom_emit(cx, DE_TOPDECK, GAME_VIS_SEAT, seat, seat, kind, 0);
    dom_emit(cx, DE_TOPDECK_N, GAME_VIS_ALL, -1, seat, 1, 0);
}

int dom_reveal_top(dom_state *s, int seat, int seen, dom_ctx *cx)
{
    int k = dom_take_top(s, seat, cx);
    if (k == DC_NONE)
        return -1;
    int i = dom_aside_push(s, k, seat, seen);
    if (seen < 0)
        dom_emit_all(cx, DE_REVEAL, seat, k, 0);
    else
        dom_emit(cx, DE_LOOK, GAME_VIS_SEAT, seen, seat, k, 0);
    return i;
}

void dom_aside_discard_all(dom_state *s, dom_frame *f, dom_ctx *cx)
{
    while (s->aside_n > f->aside_base) {
        const dom_aside a = s->aside[s->aside_n - 1];
        dom_aside_remove(s, s->aside_n - 1);
        dom_discard_card(s, a.owner, a.kind);
        dom_emit_all(cx, DE_DISCARD, a.owner, a.kind, 0);
    }
}

void dom_aside_to(dom_state *s, int index, int zone, dom_ctx *cx)
{
    const dom_aside a = s->aside[index];
    dom_aside_remove(s, index);
    switch (zone) {
    case DZ_HAND:
        dom_hand_add(s, a.owner, a.kind);
        dom_emit_all(cx, DE_TAKE, a.owner, a.kind, 0);
        break;
    case DZ_DECK: dom_topdeck_card(s, a.owner, a.kind); break;
    case DZ_DISCARD:
        dom_discard_card(s, a.owner, a.kind);
        dom_emit_all(cx, DE_DISCARD, a.owner, a.kind, 0);
        break;
    default: dom_trash_card(s, a.owner, a.kind, DZ_ASIDE, cx); break;
    }
}

static void no_instructions(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    dom_pop(s);
}

dom_hook dom_hook_of(int kind)
{
    dom_hook h = dom_base_hook(kind);
    if (!h)
        h = dom_intrigue_hook(kind);
    return h ? h : no_instructions;
}

void dom_ask_hand_or_done(dom_state *s, dom_frame *f, int card, int purpose)
{
    if (s->p[f->seat].hand_n == 0) {
        dom_pop(s);
        return;
    }
    f->step = 1;
    dom_ask_hand(s, f->seat, card, purpose, 0, 0);
}
