/* check.c — the invariants of a Dominion state: every card of the game is in
 * exactly one place (supply, trash, a player's deck, hand, discard or play
 * area, or set aside), counts agree with their arrays, the pending decision
 * belongs to a seat, the stack and the turn's numbers are in range. Tests run
 * it after every action of every random game (test_dominion_properties). */
#include "dominion/engine.h"

static int fail(game_err *e, const char *what)
{
    game_err_set(e, DERR_CHECK, "inconsistent", "%s", what);
    return -1;
}

int dom_check(const void *st, game_err *e)
{
    const dom_state *s = st;
    if (s->nseats < DOM_MIN_SEATS || s->nseats > DOM_MAX_SEATS)
        return fail(e, "seat count out of range");
    int total = s->trash_n + s->aside_n;
    int trash = 0;
    for (int k = 0; k < DOM_KIND_MAX; k++) {
        trash += s->trash[k];
        if (s->trash[k] && (k == DC_NONE || k >= DC_COUNT))
            return fail(e, "an unknown kind in the trash");
    }
    if (trash != s->trash_n)
        return fail(e, "trash count differs from its cards");
    for (int i = 0; i < s->npiles; i++) {
        total += s->piles[i].count;
        if (s->pile_of[s->piles[i].kind] != i + 1)
            return fail(e, "pile index differs from pile_of");
    }
    for (int seat = 0; seat < s->nseats; seat++) {
        const dom_player *p = &s->p[seat];
        int h = 0;
        for (int k = 0; k < DOM_KIND_MAX; k++) {
            h += p->hand[k];
            if (p->hand[k] && (k == DC_NONE || k >= DC_COUNT))
                return fail(e, "an unknown kind in a hand");
        }
        if (h != p->hand_n)
            return fail(e, "hand count differs from its cards");
        for (int i = 0; i < p->deck_n; i++)
            if (p->deck[i] == DC_NONE || p->deck[i] >= DC_COUNT)
                return fail(e, "an unknown kind in a deck");
        for (int i = 0; i < p->discard_n; i++)
            if (p->discard[i] == DC_NONE || p->discard[i] >= DC_COUNT)
                return fail(e, "an unknown kind in a discard pile");
        for (int i = 0; i < p->play_n; i++)
            if (p->play[i].kind == DC_NONE || p->play[i].kind >= DC_COUNT)
                return fail(e, "an unknown kind in play");
        total += p->hand_n + p->deck_n + p->discard_n + p->play_n;
        if (seat != s->active && p->play_n)
            return fail(e, "cards in play outside their owner's turn");
    }
    if (total != s->total_cards)
        return fail(e, "a card appeared or vanished (conservation)");
    for (int i = 0; i < s->aside_n; i++)
        if (s->aside[i].owner < 0 || s->aside[i].owner >= s->nseats || s->aside[i].kind == DC_NONE ||
            s->aside[i].kind >= DC_COUNT)
            return fail(e, "an aside card without a valid owner or kind");
    if (s->finished) {
        if (s->pending.seat != -1 || s->stack_n != 0)
            return fail(e, "a decision pending after the end");
        return 0;
    }
    if (s->active < 0 || s->active >= s->nseats)
        return fail(e, "the active seat is out of range");
    if (s->pending.kind == DD_NONE || s->pending.kind >= DD_COUNT || s->pending.seat < 0 ||
        s->pending.seat >= s->nseats)
        return fail(e, "no valid pending decision");
    if (s->stack_n < 0 || s->stack_n > DOM_STACK_MAX)
        return fail(e, "stack depth out of range");
    if ((s->stack_n == 0) != (s->pending.kind == DD_ACTION || s->pending.kind == DD_BUY))
        return fail(e, "a phase decision with effects running, or the reverse");
    if (s->stack_n == 0 && s->aside_n)
        return fail(e, "cards set aside with no effect running");
    for (int i = 0; i < s->stack_n; i++)
        if (s->stack[i].seat < 0 || s->stack[i].seat >= s->nseats ||
            s->stack[i].aside_base > s->aside_n)
            return fail(e, "a frame out of range");
    if (s->turn.actions < 0 || s->turn.buys < 0 || s->turn.coins < 0)
        return fail(e, "negative actions, buys or coins");
    return 0;
}
