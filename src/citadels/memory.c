/* memory.c — the hooks that keep cit_state.seen_by (memory.h): which seats
 * know where each district card lies now.
 *
 * The rule for the whole engine: a card's bits follow it through every move
 * the table can follow (a draw from the top of the deck, whose count is
 * public; a card put under the deck; the Magier's swap of whole hands), the
 * seat that receives a card into its hand always knows it, a card in a city
 * or on the open pile is known to all, and a shuffle forgets the deck. What
 * a seat cannot follow must clear its bit, and that is what these hooks are
 * for: a hand card taken or given without the table seeing which (the
 * Seherin, the Beschwörer's pick, the Magier's, Laboratorium's and Museum's
 * discards) leaves every other seat unsure about every card of that hand.
 * A bit too many would let a bot know a hidden card; a bit too few only
 * makes it forget what a human would remember, so where in doubt the hooks
 * forget. */
#include "citadels/memory.h"

#include <string.h>

void cit_seen_look(cit_state *s, int who, int seat)
{
    const cit_player *p = &s->players[seat];
    for (int i = 0; i < p->nhand; i++)
        s->seen_by[p->hand[i]] |= cit_seen_bit(who);
}

void cit_seen_hand_hidden(cit_state *s, int seat, int also)
{
    const cit_player *p = &s->players[seat];
    uint8_t keep = (uint8_t)(cit_seen_bit(seat) | cit_seen_bit(also));
    for (int i = 0; i < p->nhand; i++)
        s->seen_by[p->hand[i]] &= keep;
}

void cit_seen_public(cit_state *s, int card)
{
    s->seen_by[card] = cit_seen_all(s);
}

void cit_seen_forget(cit_state *s, int card)
{
    s->seen_by[card] = 0;
}

void cit_seen_reset(cit_state *s)
{
    memset(s->seen_by, 0, sizeof s->seen_by);
    for (int seat = 0; seat < s->cfg.nplayers; seat++) {
        const cit_player *p = &s->players[seat];
        for (int i = 0; i < p->nhand; i++)
            s->seen_by[p->hand[i]] = cit_seen_bit(seat);
        for (int i = 0; i < p->ncity; i++)
            s->seen_by[p->city[i]] = cit_seen_all(s);
    }
    for (int i = 0; i < s->ndiscard; i++)
        s->seen_by[s->discard[i]] = cit_seen_all(s);
}
