/* zones.c — moving cards between a player's zones, the supply and the trash:
 * drawing (with the shuffle when the deck runs out), discarding, putting on
 * the deck, trashing, gaining. Every move keeps the card count: check()
 * verifies that no card appears or vanishes. */
#include <string.h>

#include "dominion/engine.h"

int dom_cost(const dom_state *s, int kind)
{
    int c = dom_cards[kind].cost - s->turn.cost_reduction;
    return c < 0 ? 0 : c; /* Bridge: never below 0 (Brücke) */
}

int dom_hand_remove(dom_state *s, int seat, int kind)
{
    dom_player *p = &s->p[seat];
    if (kind <= DC_NONE || kind >= DC_COUNT || p->hand[kind] == 0)
        return -1;
    p->hand[kind]--;
    p->hand_n--;
    return 0;
}

void dom_hand_add(dom_state *s, int seat, int kind)
{
    s->p[seat].hand[kind]++;
    s->p[seat].hand_n++;
}

void dom_shuffle_discard(dom_state *s, int seat, dom_ctx *cx)
{
    dom_player *p = &s->p[seat];
    /* The deck is empty whenever this runs: the discard pile becomes it. */
    memcpy(p->deck + p->deck_n, p->discard, p->discard_n);
    p->deck_n += p->discard_n;
    int n = p->discard_n;
    p->discard_n = 0;
    gh_rng_shuffle_u8(&s->rng, p->deck, p->deck_n);
    dom_emit_all(cx, DE_SHUFFLE, seat, n, 0);
}

int dom_take_top(dom_state *s, int seat, dom_ctx *cx)
{
    dom_player *p = &s->p[seat];
    if (p->deck_n == 0) {
        if (p->discard_n == 0)
            return DC_NONE;
        dom_shuffle_discard(s, seat, cx);
    }
    return p->deck[--p->deck_n];
}

int dom_draw(dom_state *s, int seat, int n, dom_ctx *cx)
{
    int drawn = 0;
    for (; drawn < n; drawn++) {
        int k = dom_take_top(s, seat, cx);
        if (k == DC_NONE)
            break; /* deck and discard both empty: draw what there is */
        dom_hand_add(s, seat, k);
        dom_emit(cx, DE_DRAW_CARD, GAME_VIS_SEAT, seat, seat, k, 0);
    }
    if (drawn > 0)
        dom_emit_all(cx, DE_DRAW, seat, drawn, 0);
    return drawn;
}

void dom_discard_card(dom_state *s, int seat, int kind)
{
    dom_player *p = &s->p[seat];
    p->discard[p->discard_n++] = (uint8_t)kind;
}

void dom_topdeck_card(dom_state *s, int seat, int kind)
{
    dom_player *p = &s->p[seat];
    p->deck[p->deck_n++] = (uint8_t)kind;
}

void dom_trash_card(dom_state *s, int seat, int kind, int from, dom_ctx *cx)
{
    s->trash[kind]++;
    s->trash_n++;
    dom_emit_all(cx, DE_TRASH, seat, kind, from);
}

int dom_pile_count(const dom_state *s, int kind)
{
    if (kind <= DC_NONE || kind >= DC_COUNT || !s->pile_of[kind])
        return -1;
    return s->piles[s->pile_of[kind] - 1].count;
}

int dom_empty_piles(const dom_state *s)
{
    int n = 0;
    for (int i = 0; i < s->npiles; i++)
        n += s->piles[i].count == 0;
    return n;
}

int dom_gain(dom_state *s, int seat, int kind, int dest, dom_ctx *cx)
{
    if (dom_pile_count(s, kind) <= 0)
        return -1;
    s->piles[s->pile_of[kind] - 1].count--;
    switch (dest) {
    case DEST_HAND: dom_hand_add(s, seat, kind); break;
    case DEST_DECK: dom_topdeck_card(s, seat, kind); break;
    default: dom_discard_card(s, seat, kind); break;
    }
    if (seat == s->active)
        s->turn.gained++;
    dom_emit_all(cx, DE_GAIN, seat, kind, dest);
    return 0;
}

uint16_t dom_put_in_play(dom_state *s, int seat, int kind)
{
    dom_player *p = &s->p[seat];
    uint16_t id = s->turn.next_play_id++;
    p->play[p->play_n++] = (dom_played){.kind = (uint8_t)kind, .id = id};
    return id;
}

int dom_play_take(dom_state *s, int seat, uint16_t id)
{
    dom_player *p = &s->p[seat];
    for (int i = 0; i < p->play_n; i++)
        if (p->play[i].id == id) {
            int k = p->play[i].kind;
            memmove(p->play + i, p->play + i + 1, (size_t)(p->play_n - i - 1) * sizeof p->play[0]);
            p->play_n--;
            return k;
        }
    return DC_NONE;
}

int dom_owned(const dom_state *s, int seat, int kind)
{
    const dom_player *p = &s->p[seat];
    int n = 0;
    if (kind == DC_NONE) {
        n = p->deck_n + p->discard_n + p->play_n + p->hand_n;
        for (int i = 0; i < s->aside_n; i++)
            n += s->aside[i].owner == seat;
        return n;
    }
    n = p->hand[kind];
    for (int i = 0; i < p->deck_n; i++)
        n += p->deck[i] == kind;
    for (int i = 0; i < p->discard_n; i++)
        n += p->discard[i] == kind;
    for (int i = 0; i < p->play_n; i++)
        n += p->play[i].kind == kind;
    for (int i = 0; i < s->aside_n; i++)
        n += s->aside[i].owner == seat && s->aside[i].kind == kind;
    return n;
}

int dom_aside_push(dom_state *s, int kind, int owner, int seen)
{
    s->aside[s->aside_n] = (dom_aside){.kind = (uint8_t)kind, .owner = (int8_t)owner,
                                       .seen = (int8_t)seen};
    return s->aside_n++;
}

void dom_aside_remove(dom_state *s, int index)
{
    memmove(s->aside + index, s->aside + index + 1,
            (size_t)(s->aside_n - index - 1) * sizeof s->aside[0]);
    s->aside_n--;
}
