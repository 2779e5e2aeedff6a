/* undo.c — which Citadels moves a player may take back (game_ops.undoable).
 *
 * A move may be undone when taking it back hides nothing its player has
 * seen: it showed that player no card or character they did not know, it
 * used none of the game's randomness, and the turn is still theirs. Two
 * layers decide, so that neither alone has to be perfect:
 *
 *   1. a whitelist of action types whose rules never reveal anything (the
 *      reading of each is in docs/engine.md, "Undo"), and
 *   2. checks on the states before and after the move: the RNG untouched,
 *      no card taken from the deck (cards may only have gone under it), no
 *      other hand changed, the player's hand holding only cards they held or
 *      had in front of them (the aside zone), and the same player deciding
 *      in the same turn of the action phase.
 *
 * The second layer catches a whitelisted action that, in some position or
 * after a later change of the rules, does reveal something: a draw always
 * moves the deck's head, a shuffle always moves the RNG. */
#include "citadels/engine.h"

#include <string.h>

/* Layer 1: action types that reveal nothing by their rules. */
static int type_undoable(int type)
{
    switch (type) {
    case CIT_A_TAKE_GOLD:      /* income in gold: nothing hidden involved */
    case CIT_A_KEEP:           /* a choice among cards already seen at the draw */
    case CIT_A_BUILD:          /* a hand card goes into the city: public */
    case CIT_A_TYPE_INCOME:    /* gold for public districts */
    case CIT_A_KILL:           /* names a rank; who holds it shows only at its call */
    case CIT_A_STEAL:          /* likewise */
    case CIT_A_MAGIC_DISCARD:  /* sets a hand card aside; the draw is draw_replacements */
    case CIT_A_MERCHANT_GOLD:
    case CIT_A_DESTROY:        /* a public district goes under the deck */
    case CIT_A_BEAUTIFY:
    case CIT_A_LAB_DISCARD:    /* a hand card under the deck for gold */
    case CIT_A_DEN_CARD:       /* Thieves' Den: a hand card set aside as payment */
    case CIT_A_DEN_GOLD:
    case CIT_A_DEN_CANCEL:
        return 1;
    default:
        /* pick/discard_character (the pile passes on, 3 players discard at
         * random), draw_cards, swap_hands, draw_replacements,
         * draw_extra_cards, smithy (all show new cards), end_turn (the next
         * character is called and revealed). */
        return 0;
    }
}

static int has_card(const uint8_t *v, int n, int card)
{
    for (int i = 0; i < n; i++)
        if (v[i] == card)
            return 1;
    return 0;
}

/* Layer 2: nothing new reached the player, nothing random happened. */
static int states_allow(const cit_state *b, const cit_state *s, int seat)
{
    if (b->phase != CIT_PHASE_ACTION || s->phase != CIT_PHASE_ACTION)
        return 0;
    if (b->active != seat || s->active != seat || b->dec_seat != seat || s->dec_seat != seat ||
        b->called_rank != s->called_rank || b->round != s->round)
        return 0;
    if (memcmp(&b->rng, &s->rng, sizeof b->rng) != 0)
        return 0;
    /* The deck: same top, every card still in its place; only additions
     * under the bottom (a discard, a destroyed district). */
    if (b->deck_head != s->deck_head || s->deck_len < b->deck_len)
        return 0;
    for (int i = 0; i < b->deck_len; i++) {
        int k = (b->deck_head + i) & CIT_DECK_MASK;
        if (b->deck[k] != s->deck[k])
            return 0;
    }
    /* Issue 12 (C12-2): a card put face up onto the classic open pile from a
     * hand or the drawn cards has been seen by the table; a district from a
     * city was public already. */
    if (s->ndiscard < b->ndiscard)
        return 0;
    for (int i = b->ndiscard; i < s->ndiscard; i++) {
        int in_city = 0;
        for (int p = 0; p < b->cfg.nplayers; p++)
            in_city |= has_card(b->players[p].city, b->players[p].ncity, s->discard[i]);
        if (!in_city)
            return 0;
    }
    for (int p = 0; p < s->cfg.nplayers; p++) {
        const cit_player *bp = &b->players[p], *sp = &s->players[p];
        if (p != seat) {
            if (bp->nhand != sp->nhand || memcmp(bp->hand, sp->hand, bp->nhand) != 0)
                return 0;
            continue;
        }
        for (int i = 0; i < sp->nhand; i++)
            if (!has_card(bp->hand, bp->nhand, sp->hand[i]) &&
                !has_card(b->aside, b->naside, sp->hand[i]))
                return 0;
    }
    return 1;
}

/* --- issue 11: court --- per-type income pays cards for the Patrizier and
 * the Kardinal: a draw, never undoable (layer 2 would refuse it too). */
static int court_undoable(const cit_state *b, const game_action *a)
{
    int ch = cit_active_card(b);
    return !(a->type == CIT_A_TYPE_INCOME && ch &&
             cit_characters[ch].income_res != CIT_RES_GOLD);
}

int cit_undoable(const void *before, const void *after, int seat, const game_action *a)
{
    return a && type_undoable(a->type) && court_undoable(before, a) &&
           states_allow(before, after, seat);
}
