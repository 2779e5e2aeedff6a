/* zones.c — moving card instances between zones: the deck ring buffer (draw
 * from the top, discard under the bottom), hands, cities and the aside zone.
 * Also the two tiny primitives every rule uses to report what happened: event
 * emission and gold gain.
 * Issue 13: each move also keeps cit_state.seen_by (memory.h): a card's
 * bits follow it where the table can follow it, a hand's owner knows its
 * cards, the cities and the open pile are known to all, a shuffle forgets. */
#include "citadels/engine.h"
#include "citadels/memory.h"

#include <string.h>

/* Issue 12: under the classic rules an empty deck is refilled from the open
 * discard pile, shuffled (docs/citadels-rules.md, "Issue 12": OFuA is
 * silent on it; a table would do so rather than stop drawing). */
static void refill_from_discard(cit_state *s)
{
    for (int i = 0; i < s->ndiscard; i++)
        s->deck[(s->deck_head + s->deck_len++) & CIT_DECK_MASK] = s->discard[i];
    s->ndiscard = 0;
    cit_deck_shuffle(s);
}

/* Issue 12: classic — reading C12-1: the pile becomes the new deck as soon
 * as the deck is empty, not only when a card is drawn from it, so every
 * "is there a card to draw" test (the income's draw, the Baumeister, the
 * Schmiede: deck_len) sees the cards of the pile. */
static void keep_deck_stocked(cit_state *s)
{
    if (s->deck_len == 0 && s->ndiscard && cit_classic(s))
        refill_from_discard(s);
}

/* Inline in the draws below (issue 13: two calls an income's draw). */
static inline __attribute__((always_inline)) int deck_draw(cit_state *s)
{
    keep_deck_stocked(s);
    if (s->deck_len == 0)
        return -1;
    int card = s->deck[s->deck_head];
    s->deck_head = (uint8_t)((s->deck_head + 1) & CIT_DECK_MASK);
    s->deck_len--;
    keep_deck_stocked(s);
    return card;
}

int cit_deck_draw(cit_state *s)
{
    return deck_draw(s);
}

void cit_deck_bottom(cit_state *s, int card)
{
    s->deck[(s->deck_head + s->deck_len) & CIT_DECK_MASK] = (uint8_t)card;
    s->deck_len++;
    /* issue 11: districts — a discarded Museum takes its tucked cards along
     * (DE16 "Museum"), whoever discards it */
    if (s->card_kind[card] == CIT_D_MUSEUM && s->nmuseum)
        cit_museum_release(s);
}

void cit_discard(cit_state *s, int card)
{
    if (!cit_classic(s)) {
        cit_deck_bottom(s, card);
        return;
    }
    s->discard[s->ndiscard++] = (uint8_t)card;
    cit_seen_public(s, card); /* the open pile */
    if (s->card_kind[card] == CIT_D_MUSEUM && s->nmuseum)
        cit_museum_release(s);
    keep_deck_stocked(s);
}

void cit_deck_shuffle(cit_state *s)
{
    uint8_t tmp[CIT_MAX_CARDS];
    for (int i = 0; i < s->deck_len; i++)
        tmp[i] = s->deck[(s->deck_head + i) & CIT_DECK_MASK];
    gh_rng_shuffle_u8(&s->rng, tmp, s->deck_len);
    memcpy(s->deck, tmp, s->deck_len);
    for (int i = 0; i < s->deck_len; i++)
        s->seen_by[tmp[i]] = 0; /* nobody knows where in the deck */
    s->deck_head = 0;
}

static int find_in(const uint8_t *v, int n, int card)
{
    for (int i = 0; i < n; i++)
        if (v[i] == card)
            return i;
    return -1;
}

/* Removal keeps the order of the remaining cards: hands and cities are shown in
 * the order they were filled, and deterministic order matters for replays. */
/* A loop, not memmove: a hand or the aside zone holds a few cards, fewer
 * than a library call costs (issue 13). gcc would turn the loop back into
 * the call: the functions that remove (below) say not to, and this loop is
 * inlined into them. */
#if defined(__GNUC__) && !defined(__clang__)
#define SHORT_LOOPS __attribute__((optimize("no-tree-loop-distribute-patterns")))
#else
#define SHORT_LOOPS
#endif
static inline void remove_at(uint8_t *v, uint8_t *n, int i)
{
    int last = *n - 1;
    for (; i < last; i++)
        v[i] = v[i + 1];
    *n = (uint8_t)last;
}

int cit_hand_find(const cit_state *s, int seat, int card)
{
    return find_in(s->players[seat].hand, s->players[seat].nhand, card);
}

void cit_hand_add(cit_state *s, int seat, int card)
{
    cit_player *p = &s->players[seat];
    p->hand[p->nhand++] = (uint8_t)card;
    s->seen_by[card] |= cit_seen_bit(seat); /* whoever followed it still knows */
}

SHORT_LOOPS void cit_hand_remove(cit_state *s, int seat, int card)
{
    cit_player *p = &s->players[seat];
    int i = find_in(p->hand, p->nhand, card);
    if (i >= 0)
        remove_at(p->hand, &p->nhand, i);
}

int cit_city_find(const cit_state *s, int seat, int card)
{
    return find_in(s->players[seat].city, s->players[seat].ncity, card);
}

void cit_city_add(cit_state *s, int seat, int card)
{
    cit_player *p = &s->players[seat];
    p->city[p->ncity++] = (uint8_t)card;
    cit_seen_public(s, card);
    s->city_kinds[seat] |= 1ull << s->card_kind[card];
    s->city_types[seat][cit_def(s, card)->type]++;
}

void cit_city_kinds_refresh(cit_state *s, int seat)
{
    const cit_player *p = &s->players[seat];
    uint64_t m = 0;
    memset(s->city_types[seat], 0, sizeof s->city_types[seat]);
    for (int i = 0; i < p->ncity; i++) {
        m |= 1ull << s->card_kind[p->city[i]];
        s->city_types[seat][cit_def(s, p->city[i])->type]++;
    }
    s->city_kinds[seat] = m;
}

SHORT_LOOPS void cit_city_remove(cit_state *s, int seat, int card)
{
    cit_player *p = &s->players[seat];
    int i = find_in(p->city, p->ncity, card);
    if (i >= 0)
        remove_at(p->city, &p->ncity, i);
    s->beautified[card >> 3] &= (uint8_t) ~(1u << (card & 7)); /* the gold on it goes too */
    cit_city_kinds_refresh(s, seat); /* another of the same kind may stay (duplicates) */
}

int cit_aside_find(const cit_state *s, int card)
{
    return find_in(s->aside, s->naside, card);
}

SHORT_LOOPS void cit_aside_remove(cit_state *s, int card)
{
    int i = find_in(s->aside, s->naside, card);
    if (i >= 0)
        remove_at(s->aside, &s->naside, i);
}

void cit_emit_to(const game_event_sink *ev, int type, int vis, int vis_seat, int seat, int a,
                 int b, int c, int d)
{
    game_event e = {.type = (uint16_t)type,
                    .vis = (uint8_t)vis,
                    .vis_seat = (int8_t)vis_seat,
                    .seat = (int8_t)seat,
                    .a = (int16_t)a,
                    .b = (int16_t)b,
                    .c = (int16_t)c,
                    .d = (int16_t)d};
    ev->emit(ev->ctx, &e);
}

int cit_draw_to_hand(cit_state *s, int seat, int n, const game_event_sink *ev)
{
    int drawn = 0;
    for (; drawn < n; drawn++) {
        int card = deck_draw(s);
        if (card < 0)
            break;
        cit_hand_add(s, seat, card);
        cit_emit(ev, CIT_E_CARD_DRAWN, GAME_VIS_SEAT, seat, seat, card, 0, 0, 0);
    }
    cit_emit(ev, CIT_E_CARDS_DRAWN, GAME_VIS_ALL, -1, seat, drawn, 0, 0, 0);
    return drawn;
}

void cit_gain_gold(cit_state *s, int seat, int amount, int why, const game_event_sink *ev)
{
    s->players[seat].gold += amount;
    cit_emit(ev, CIT_E_GOLD, GAME_VIS_ALL, -1, seat, amount, why, 0, 0);
}

/* Gold paid to the bank for an effect (a build or a destruction says what it
 * cost in its own event). */
void cit_pay_gold(cit_state *s, int seat, int amount, int why, const game_event_sink *ev)
{
    s->players[seat].gold -= amount;
    cit_emit(ev, CIT_E_GOLD_PAID, GAME_VIS_ALL, -1, seat, amount, why, 0, 0);
}

int cit_keep_from_aside(cit_state *s, int seat, int card, const game_event_sink *ev)
{
    const int n = s->naside;
    if (n > 1) /* which one was kept, which went under: `seat` alone sees */
        for (int i = 0; i < n; i++)
            s->seen_by[s->aside[i]] &= cit_seen_bit(seat);
    cit_hand_add(s, seat, card);
    cit_emit(ev, CIT_E_CARD_KEPT, GAME_VIS_SEAT, seat, seat, card, 0, 0, 0);
    /* the others, in their order (issue 13: one pass, not a removal of the
     * kept card and then a pass over the rest) */
    int rest = 0;
    for (int i = 0; i < n; i++) {
        int other = s->aside[i];
        if (other == card)
            continue;
        cit_discard(s, other); /* issue 12: classic (reading C12-2) */
        rest++;
    }
    s->naside = 0;
    return rest;
}

/* Up to n cards from the deck into the aside zone for `seat` to choose from:
 * each told to him alone, their number to the table (the income's draw, the
 * Gelehrte's 7, the Kassenwagen's 3). Returns the cards now aside. */
int cit_draw_aside(cit_state *s, int seat, int n, const game_event_sink *ev)
{
    for (int i = 0; i < n; i++) {
        int card = deck_draw(s);
        if (card < 0)
            break;
        s->aside[s->naside++] = (uint8_t)card;
        s->seen_by[card] |= cit_seen_bit(seat);
        cit_emit(ev, CIT_E_CARD_DRAWN, GAME_VIS_SEAT, seat, seat, card, 0, 0, 0);
    }
    cit_emit(ev, CIT_E_CARDS_DRAWN, GAME_VIS_ALL, -1, seat, s->naside, 0, 0, 0);
    return s->naside;
}
