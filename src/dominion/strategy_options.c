/* strategy_options.c — the answers that are not a card from hand, a pile or
 * a yes/no: a card's numbered options (DD_OPTION: the numbers follow the
 * card's text, as the hooks in cards_*.c define them), a card from the
 * trash (Lurker) and a place in one's own deck (Secret Passage). Each
 * returns a score; the highest legal answer is taken (strategy_answer.c).
 *
 * Most options trade something now (coins, a card) against something
 * later (a Gold, a thinner deck): the rule of thumb is "take the coins when
 * they change what the strategy buys this turn" (dom_buy_changes), else the
 * lasting or the drawing choice. */
#include "dominion/strategy.h"

/* Cards in hand worth trashing for good (dom_junk), for Steward's choice. */
static int junk_in_hand(const dom_seen *k, int card)
{
    const dom_player *p = &k->s->p[k->seat];
    int n = 0;
    for (int c = 1; c < DC_COUNT; c++)
        if (p->hand[c] && dom_junk(k, c, card))
            n += p->hand[c];
    return n;
}

/* Sentry (2E): the card looked at: 0 trash, 1 discard, 2 keep. */
static int sentry(const dom_seen *k, int opt)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    int kind = s->aside[d->count < s->aside_n ? d->count : s->aside_n - 1].kind;
    int bad = kind == DC_CURSE || (kind == DC_ESTATE && k->gains_to_end > 6);
    int dud = dom_is(kind, DT_VICTORY) && !dom_is(kind, DT_ACTION | DT_TREASURE);
    if (bad || (kind == DC_COPPER && dom_junk(k, kind, DC_SENTRY)))
        return opt == 0 ? 3 : opt == 1 ? 2 : 1;
    if (dud || kind == DC_COPPER)
        return opt == 1 ? 3 : opt == 2 ? 2 : 1;
    return opt == 2 ? 3 : opt == 1 ? 2 : 1;
}

/* Pawn: two different of 0 +card, 1 +action, 2 +buy, 3 +coin. An Action
 * waiting with no action left: +action and +card; a coin that changes the
 * buy: +coin and +card; else +card and +coin. +buy last. */
static int pawn(const dom_seen *k, int opt)
{
    const dom_state *s = k->s;
    if (dom_hand_actions(k) && s->turn.actions == 0)
        return (int[]){3, 4, 1, 2}[opt & 3];
    if (dom_buy_changes(k, dom_hand_coins(k), 1))
        return (int[]){3, 1, 2, 4}[opt & 3];
    return (int[]){4, 1, 2, 3}[opt & 3];
}

/* Steward: 0 +2 cards, 1 +2 coins, 2 trash 2 cards. Trash when two cards
 * of the hand are worth trashing; +2 coins when they change the buy; else
 * the cards (they may bring more than two coins, and Actions). */
static int steward(const dom_seen *k, int opt)
{
    if (junk_in_hand(k, DC_STEWARD) >= 2)
        return opt == 2 ? 3 : opt == 1 ? 2 : 1;
    if (dom_buy_changes(k, dom_hand_coins(k), 2))
        return opt == 1 ? 3 : opt == 0 ? 2 : 1;
    return opt == 0 ? 3 : opt == 1 ? 2 : 1;
}

/* Minion: 0 +2 coins, 1 discard the hand for 4 new cards (and the others
 * with 5 or more cards do the same). Another Action in hand: the coins (it
 * gives +1 action, the chain goes on; the last Minion may draw). Else the
 * hand's coins plus 2 against this turn's coins plus 4 cards of the deck's
 * average, the attack worth half a coin. */
static int minion(const dom_seen *k, int opt)
{
    const dom_state *s = k->s;
    int keep10 = (dom_hand_coins(k) + 2) * 10;
    int draw10 = s->turn.coins * 10 + (k->owned ? 40 * k->money / k->owned : 0) + 5;
    int draw = dom_hand_actions(k) == 0 && draw10 > keep10;
    return (opt == 1) == draw ? 2 : 1;
}

/* Torturer's victim: 0 discard 2 cards, 1 gain a Curse into the hand. The
 * discard hurts one turn, the Curse every shuffle and a point: discard,
 * unless no Curse is left (then the Curse costs nothing). */
static int torturer(const dom_seen *k, int opt)
{
    if (dom_pile_count(k->s, DC_CURSE) <= 0)
        return opt == 1 ? 2 : 1;
    return opt == 0 ? 2 : 1;
}

/* Nobles: 0 +3 cards, 1 +2 actions: the actions when the hand holds more
 * Actions than actions are left to play them. */
static int nobles(const dom_seen *k, int opt)
{
    int actions = dom_hand_actions(k) > k->s->turn.actions;
    return (opt == 1) == actions ? 2 : 1;
}

/* Courtier: per type of the revealed card a different one of 0 +action,
 * 1 +buy, 2 +3 coins, 3 gain a Gold. The Gold while the game is young; +3
 * coins when they buy a Province or Duchy instead, or once the end is near
 * (a Gold comes too late); +action for an Action waiting with none left;
 * +buy with coins for two cards. */
static int courtier(const dom_seen *k, int opt)
{
    const dom_state *s = k->s;
    int coins = dom_hand_coins(k);
    switch (opt) {
    case 0: return dom_hand_actions(k) && s->turn.actions == 0 ? 45 : 5;
    case 1: return coins >= 10 ? 25 : 2;
    case 2: return 30 + (dom_buy_greens(k, coins, 3) ? 20 : 0);
    default: return k->gains_to_end > 6 ? 40 : 10;
    }
}

/* Lurker: 0 trash an Action from the supply, 1 gain an Action from the
 * trash: the gain when the trash holds one worth a Silver. */
static int lurker(const dom_seen *k, int opt)
{
    const dom_state *s = k->s;
    int best = 0;
    for (int c = 1; c < DC_COUNT; c++)
        if (s->trash[c] && dom_is(c, DT_ACTION) && dom_cards[c].cost >= 3)
            best = 1;
    return (opt == 1) == best ? 2 : 1;
}

int dom_option_score(const dom_seen *k, int opt)
{
    switch (k->s->pending.card) {
    case DC_SENTRY: return sentry(k, opt);
    case DC_PAWN: return pawn(k, opt);
    case DC_STEWARD: return steward(k, opt);
    case DC_MINION: return minion(k, opt);
    case DC_TORTURER: return torturer(k, opt);
    case DC_NOBLES: return nobles(k, opt);
    case DC_COURTIER: return courtier(k, opt);
    case DC_LURKER: return lurker(k, opt);
    default: return 8 - opt; /* the card's first option */
    }
}

/* Lurker's gain from the trash: the Action worth most. */
int dom_trash_pick_score(const dom_seen *k, int kind)
{
    return dom_gain_value(k, kind) + 1000;
}

/* Secret Passage's place for the card it took (the frame's aside card, seen
 * by its owner): a Victory card or Curse at the bottom (its next hand is the
 * last of this shuffle), anything else on top (the next hand has it). The
 * places are the cards above it: 0 the top, the largest the bottom. */
int dom_position_score(const dom_seen *k, int above)
{
    const dom_state *s = k->s;
    int kind = s->aside_n ? s->aside[s->aside_n - 1].kind : DC_NONE;
    int bottom = !dom_is(kind, DT_ACTION | DT_TREASURE);
    return bottom ? above : -above;
}
