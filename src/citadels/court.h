/* court.h — helpers shared by the court slice's files (court_*.c): the
 * ability gate, the way back from a sub-decision, and the two moves between
 * players that the court's characters make (a hand card, a gold coin), each
 * told by its events. */
#ifndef GH_CITADELS_COURT_H
#define GH_CITADELS_COURT_H

#include "citadels/engine.h"


/* Back from a sub-decision to the turn (or to income, if abilities came
 * first by the house rule). */
static inline void court_back_to_turn(cit_state *s)
{
    s->decision = (s->turn_flags & CIT_TF_INCOME) ? CIT_DEC_TURN : CIT_DEC_INCOME;
    s->dec_seat = s->active;
}

/* A hand card from one player to another: the card is told to both, the
 * table learns only that one card went across. */
void court_pass_card(cit_state *s, int from, int to, int card, const game_event_sink *ev);
/* Gold from one purse to another (gold_given). */
void court_give_gold(cit_state *s, int from, int to, int amount, int why,
                     const game_event_sink *ev);
/* Builds `card` from the active player's hand through the ordinary build
 * (price, tax, confiscation and every other hook of finish_build). */
void court_build(cit_state *s, int card, const game_event_sink *ev);

#endif
