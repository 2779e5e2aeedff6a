/* undo.c — which Dominion moves a player may take back (game_ops.undoable).
 *
 * The server's undo (src/server/undo.c, docs/protocol.md "undo") takes a move
 * back only when that hides nothing its player has seen: the move showed
 * them no card they did not know, used none of the game's randomness, and
 * the decision is still theirs in the same turn. A misclicked Treasure or
 * buy, a Chapel's trashing, a Workshop's gain, the order of Festival and
 * Smithy — these may be taken back; a draw, a reveal, a shuffle, an Attack,
 * the end of the turn may not. Two layers decide, as for Citadels
 * (src/citadels/undo.c), so that neither alone has to be perfect:
 *
 *   1. the action types that can be taken back at all (not ending the turn,
 *      not revealing a Reaction: another player's move in the attacker's
 *      turn), and
 *   2. the states before and after: the same player deciding in the same
 *      turn, the generator untouched, no event of the move having shown a
 *      hidden card or asked for reactions (`shown`, counted by dom_emit and
 *      dom_push_play), every draw pile exactly as it was, and every other
 *      player exactly as they were.
 *
 * Readings: docs/dominion.md, "Undo". */
#include "dominion/engine.h"

#include <string.h>

/* Layer 1: the move is the player's own step within their turn. */
static int type_undoable(int type)
{
    switch (type) {
    case DA_PLAY:           /* an Action: layer 2 refuses it if it drew or attacked */
    case DA_PLAY_TREASURE:
    case DA_PLAY_ALL:
    case DA_BUY:            /* a gain from the supply is public */
    case DA_END_ACTIONS:
    case DA_CHOOSE_CARD:    /* a card of one's own hand: trash, discard, … */
    case DA_CHOOSE_PILE:
    case DA_CHOOSE_ASIDE:   /* among cards already seen */
    case DA_CHOOSE_OPTION:
    case DA_YES:
    case DA_NO:
    case DA_DONE:
    case DA_CHOOSE_TRASH:   /* the trash is public */
    case DA_CHOOSE_POSITION:
        return 1;
    default:
        /* end_turn (clean-up draws the next hand, the next player starts),
         * reveal (a Reaction: a move in someone else's turn). */
        return 0;
    }
}

/* Layer 2: nothing new reached the player, nothing random happened, and no
 * one else was touched. */
static int states_allow(const dom_state *b, const dom_state *s, int seat)
{
    if (b->finished || s->finished || b->active != seat || s->active != seat ||
        b->pending.seat != seat || s->pending.seat != seat || b->turn_no != s->turn_no)
        return 0;
    if (memcmp(&b->rng, &s->rng, sizeof b->rng) != 0 || b->shown != s->shown)
        return 0;
    for (int i = 0; i < b->nseats; i++) {
        const dom_player *pb = &b->p[i], *ps = &s->p[i];
        if (i != seat) {
            if (memcmp(pb, ps, sizeof *pb) != 0)
                return 0;
        } else if (pb->deck_n != ps->deck_n || memcmp(pb->deck, ps->deck, pb->deck_n) != 0) {
            return 0; /* even a known card put on top: the deck is left alone */
        }
    }
    return 1;
}

int dom_undoable(const void *before, const void *after, int seat, const game_action *a)
{
    const dom_state *b = before, *s = after;
    if (seat < 0 || seat >= b->nseats || !type_undoable(a->type))
        return 0;
    return states_allow(b, s, seat);
}
