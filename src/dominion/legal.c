/* legal.c — every legal action of the pending decision, and apply(): which
 * accepts exactly what legal() lists (it checks the submitted action against
 * that list before anything changes) and then hands the answer to the phase
 * or to the frame that asked. */
#include <string.h>

#include "dominion/engine.h"

/* The events that show a card from a hidden zone (a hand, a deck) to
 * someone: the undo may not take back a move that emitted one. */
#define DOM_SHOWING_EVENTS                                                                         \
    ((1u << DE_DRAW_CARD) | (1u << DE_REVEAL) | (1u << DE_LOOK) | (1u << DE_REVEAL_HAND) |        \
     (1u << DE_PASS) | (1u << DE_SHUFFLE))
_Static_assert(DE_COUNT <= 32, "DOM_SHOWING_EVENTS is a 32-bit mask of event types");

void dom_emit(dom_ctx *cx, int type, int vis, int vis_seat, int seat, int a, int b)
{
    if (!cx)
        return;
    cx->shown += (DOM_SHOWING_EVENTS >> type) & 1u;
    if (!cx->ev || !cx->ev->emit)
        return;
    game_event e = {.type = (uint16_t)type, .vis = (uint8_t)vis, .vis_seat = (int8_t)vis_seat,
                    .seat = (int8_t)seat, .a = (int16_t)a, .b = (int16_t)b};
    cx->ev->emit(cx->ev->ctx, &e);
}

int dom_legal(const dom_state *s, int seat, game_action *out, int max)
{
    const dom_pending *d = &s->pending;
    if (s->finished || d->kind == DD_NONE || seat != d->seat)
        return 0;
    if (d->kind == DD_ACTION || d->kind == DD_BUY)
        return dom_phase_legal(s, out, max);
    int n = 0;
#define ADD(t, x)                                                                                  \
    do {                                                                                           \
        if (n < max)                                                                               \
            out[n] = (game_action){.type = (t), .a = (int16_t)(x)};                                \
        n++;                                                                                       \
    } while (0)
    const dom_player *p = &s->p[seat];
    switch (d->kind) {
    case DD_HAND:
        for (int k = 1; k < DC_COUNT; k++)
            if (p->hand[k] && (!d->types || (dom_cards[k].types & d->types)) &&
                !((d->flags & DDF_NOT_SELF) && k == d->except))
                ADD(DA_CHOOSE_CARD, k);
        break;
    case DD_SUPPLY:
        for (int i = 0; i < s->npiles; i++)
            if (dom_supply_allows(s, s->piles[i].kind))
                ADD(DA_CHOOSE_PILE, s->piles[i].kind);
        break;
    case DD_ASIDE: {
        const dom_frame *f = &s->stack[s->stack_n - 1];
        uint8_t seen[DOM_KIND_MAX] = {0};
        for (int i = f->aside_base; i < s->aside_n; i++) {
            int k = s->aside[i].kind;
            if (!seen[k] && (!d->types || (dom_cards[k].types & d->types)) &&
                !((d->flags & DDF_NOT_SELF) && k == d->except)) {
                seen[k] = 1;
                ADD(DA_CHOOSE_ASIDE, k);
            }
        }
        break;
    }
    case DD_OPTION:
        for (int i = 0; i < 8; i++)
            if (d->options & (1u << i))
                ADD(DA_CHOOSE_OPTION, i);
        break;
    case DD_YESNO:
        ADD(DA_YES, 0);
        ADD(DA_NO, 0);
        break;
    case DD_TRASH:
        for (int k = 1; k < DC_COUNT; k++)
            if (s->trash[k] && (!d->types || (dom_cards[k].types & d->types)))
                ADD(DA_CHOOSE_TRASH, k);
        break;
    case DD_POSITION: {
        /* The range lives in the asking frame (a deck may hold 500 cards;
         * int8 fields cannot): n..m, every 16th place when coarse. */
        const dom_frame *f = &s->stack[s->stack_n - 1];
        int stride = (d->flags & DDF_COARSE) ? 16 : 1;
        for (int v = f->n; v <= f->m; v += stride)
            ADD(DA_CHOOSE_POSITION, v);
        break;
    }
    case DD_REACT:
        for (int k = 1; k < DC_COUNT; k++)
            if (p->hand[k] && dom_can_react(s, seat, k))
                ADD(DA_REVEAL, k);
        break;
    default:
        break;
    }
    if (d->flags & DDF_OPTIONAL || d->kind == DD_REACT)
        ADD(DA_DONE, 0);
    return n;
#undef ADD
}

/* The index of the first aside card of kind `kind` belonging to the top frame. */
int dom_aside_find(const dom_state *s, int kind)
{
    const dom_frame *f = &s->stack[s->stack_n - 1];
    for (int i = s->aside_n - 1; i >= f->aside_base; i--)
        if (s->aside[i].kind == kind)
            return i;
    return -1;
}

/* Whether dom_phase_legal would list `a` (the stack is empty, the decision
 * is the phase's): its rules asked of one action, so that apply() need not
 * list them all for every move (docs/benchmarks.md "Dominion"). Like
 * dom_apply's comparison it looks at the type and `a` only. */
static int phase_accepts(const dom_state *s, const game_action *a)
{
    const dom_player *p = &s->p[s->active];
    int k = a->a, card = k > DC_NONE && k < DC_COUNT;
    if (s->phase == DD_ACTION) {
        switch (a->type) {
        case DA_PLAY: return card && s->turn.actions > 0 && p->hand[k] && dom_is(k, DT_ACTION);
        case DA_END_ACTIONS: return k == 0;
        default: return 0;
        }
    }
    switch (a->type) {
    case DA_PLAY_TREASURE:
        return card && !s->turn.bought && p->hand[k] && dom_is(k, DT_TREASURE);
    case DA_PLAY_ALL:
        return k == 0 && !s->turn.bought &&
               (p->hand[DC_COPPER] || p->hand[DC_SILVER] || p->hand[DC_GOLD]);
    case DA_BUY:
        return card && s->turn.buys > 0 && s->pile_of[k] &&
               s->piles[s->pile_of[k] - 1].count > 0 && dom_cost(s, k) <= s->turn.coins;
    case DA_END_TURN: return k == 0;
    default: return 0;
    }
}

int dom_apply(dom_state *s, int seat, const game_action *a, const game_event_sink *ev,
              game_err *e)
{
    if (s->finished) {
        game_err_set(e, DERR_OVER, "game_over", "the game is over");
        return -1;
    }
    if (seat != s->pending.seat) {
        game_err_set(e, DERR_NOT_YOURS, "not_your_decision", "seat %d is not deciding now (seat %d is)",
                     seat, s->pending.seat);
        return -1;
    }
    int ok = 0;
    if (s->stack_n == 0 && (s->pending.kind == DD_ACTION || s->pending.kind == DD_BUY)) {
        ok = phase_accepts(s, a);
    } else {
        game_action acts[DOM_KIND_MAX + 8];
        int n = dom_legal(s, seat, acts, (int)(sizeof acts / sizeof acts[0]));
        for (int i = 0; i < n && !ok; i++)
            ok = acts[i].type == a->type && acts[i].a == a->a;
    }
    if (!ok) {
        game_err_set(e, DERR_ILLEGAL, "illegal_action",
                     "that action is not one of the decision's legal actions");
        return -1;
    }
    dom_ctx cx = {.ev = ev};
    game_action ans = {.type = a->type, .a = a->a};
    memset(&s->pending, 0, sizeof s->pending);
    if (s->stack_n == 0) {
        dom_phase_apply(s, &ans, &cx);
    } else {
        dom_frame *f = &s->stack[s->stack_n - 1];
        if (f->card == DP_REACTIONS)
            dom_reaction_round(s, f, &ans, &cx);
        else
            dom_hook_of(f->card)(s, f, &ans, &cx);
    }
    dom_run(s, &cx);
    s->shown += cx.shown;
    return 0;
}
