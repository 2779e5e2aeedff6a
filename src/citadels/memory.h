/* memory.h — what each seat remembers of where the district cards lie
 * (cit_state.seen_by, memory.c; docs/ai.md "Determinization").
 *
 * A bit per seat and card: the seat knows where the card lies now. The
 * zone functions keep it for the moves everyone can follow (zones.c: a
 * draw from the top, a card under the deck, into a hand, a city, the open
 * pile, a shuffle); the rules call these hooks where a seat sees a hand or
 * where a card leaves a hand unseen. Nothing here changes the game. */
#ifndef GH_CITADELS_MEMORY_H
#define GH_CITADELS_MEMORY_H

#include "citadels/state.h"

/* Every seat of the game. */
static inline uint8_t cit_seen_all(const cit_state *s)
{
    return (uint8_t)((1u << s->cfg.nplayers) - 1);
}

static inline uint8_t cit_seen_bit(int seat)
{
    return seat >= 0 && seat < CIT_MAX_SEATS ? (uint8_t)(1u << seat) : 0;
}

/* `who` looked at `seat`'s hand (Spion, Beschwörer, Wahrsagerin). */
void cit_seen_look(cit_state *s, int who, int seat);

/* A card is about to leave `seat`'s hand and only `seat` and `also` (a seat,
 * or -1) see which: for everyone else each card of that hand may be the one
 * that left. Call before the card is removed. */
void cit_seen_hand_hidden(cit_state *s, int seat, int also);

/* The card is told to the whole table (an action card played). */
void cit_seen_public(cit_state *s, int card);

/* Nobody can follow the card any more (taken from a deck that is then
 * shuffled). */
void cit_seen_forget(cit_state *s, int card);

/* A state written by hand (position.c, tests): each seat knows its own hand,
 * everyone the cities; nothing else is remembered. */
void cit_seen_reset(cit_state *s);

#endif
