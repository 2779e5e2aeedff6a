/* strategy_value.c — what a card is worth to the seat deciding, for the
 * answers (strategy_answer.c, strategy_options.c) and the play order:
 * whether trashing it helps, what gaining or losing it for good is worth,
 * what a trash-and-gain makes of it, and the coins the hand has now and
 * whether a few more or fewer would change what the strategy buys.
 *
 * The units are a card's cost times ten, so a gain and a loss compare: a
 * Silver is worth 30, a Gold 60. Two kinds of worth are kept apart on
 * purpose: dom_keep_value (strategy_facts.c) asks whether a card helps in
 * this hand (a Province does not: it is the first discarded), the loss here
 * whether the deck should part with it for good (a Province never: its
 * points go with it). */
#include "dominion/strategy.h"

int dom_junk(const dom_seen *k, int kind, int card)
{
    if (kind == DC_CURSE)
        return 1;
    if (kind == DC_ESTATE)
        return k->gains_to_end > 6; /* late, an Estate is a point */
    if (kind == DC_COPPER)
        /* Coppers go while enough money stays to buy Gold and Provinces;
         * a money deck keeps them (Chapel and friends are for engines). */
        return card != DC_MONEYLENDER && k->money - 1 >= 7 + (k->st == &dom_strategy_kingdom ? 0 : 99);
    return 0;
}

int dom_gain_value(const dom_seen *k, int kind)
{
    if (kind == DC_CURSE)
        return -500000;
    int v = dom_cards[kind].cost * 10;
    if (dom_is(kind, DT_VICTORY) && !dom_is(kind, DT_ACTION | DT_TREASURE) &&
        k->gains_to_end > 4)
        v -= 25; /* points too early clog the deck */
    else if (dom_is(kind, DT_VICTORY) && k->gains_to_end <= 4)
        v += dom_card_vp(k->s, k->seat, kind) * 10; /* late, points are what counts */
    if (kind == DC_COPPER)
        v -= 5;
    return v;
}

int dom_loss_value(const dom_seen *k, int kind)
{
    if (kind == DC_CURSE)
        return -30;
    if (kind == DC_ESTATE)
        return dom_junk(k, kind, DC_NONE) ? -5 : 20;
    if (kind == DC_COPPER)
        return dom_junk(k, kind, DC_NONE) ? 0 : 8;
    return dom_cards[kind].cost * 10;
}

int dom_remodel_net(const dom_seen *k, int kind, int delta, int exact)
{
    const dom_state *s = k->s;
    int c = dom_cost(s, kind) + delta, best = 0;
    for (int i = 0; i < s->npiles; i++) {
        int g = s->piles[i].kind, cg = dom_cost(s, g);
        if (s->piles[i].count <= 0 || cg > c || (exact && cg != c) || g == DC_CURSE)
            continue;
        int v = dom_gain_value(k, g);
        if (v > best)
            best = v;
    }
    return best - dom_loss_value(k, kind);
}

int dom_hand_coins(const dom_seen *k)
{
    const dom_state *s = k->s;
    const dom_player *p = &s->p[k->seat];
    int coins = k->seat == s->active ? s->turn.coins : 0;
    for (int c = 1, left = p->hand_n; c < DC_COUNT && left > 0; c++)
        if (p->hand[c]) {
            left -= p->hand[c];
            if (dom_is(c, DT_TREASURE))
                coins += p->hand[c] * dom_treasure_coins(s, c);
        }
    return coins;
}

int dom_buy_with(const dom_seen *k, int coins)
{
    dom_seen b = *k;
    b.gaining = 0; /* a buy, whatever the pending decision gains */
    return k->st->buy(&b, coins < 0 ? 0 : coins);
}

int dom_buy_changes(const dom_seen *k, int coins, int more)
{
    return dom_buy_with(k, coins) != dom_buy_with(k, coins + more);
}

/* Whether `more` coins make the buy a Victory card it would not be (a
 * Province instead of a Gold, a Duchy instead of a Silver): coins worth
 * more than anything lasting. */
int dom_buy_greens(const dom_seen *k, int coins, int more)
{
    int with = dom_buy_with(k, coins + more);
    return with != dom_buy_with(k, coins) && dom_is(with, DT_VICTORY);
}

int dom_hand_actions(const dom_seen *k)
{
    const dom_player *p = &k->s->p[k->seat];
    int n = 0;
    for (int c = 1, left = p->hand_n; c < DC_COUNT && left > 0; c++)
        if (p->hand[c]) {
            left -= p->hand[c];
            if (dom_is(c, DT_ACTION))
                n += p->hand[c];
        }
    return n;
}

int dom_reacting_to(const dom_state *s, int *immune)
{
    /* The round is the top frame while its reactions are asked, the one
     * below while a Reaction's own effect runs (Secret Chamber's put-back);
     * the Attack's frame lies just under the round. */
    for (int i = s->stack_n - 1; i >= 1 && i >= s->stack_n - 2; i--)
        if (s->stack[i].card == DP_REACTIONS) {
            if (immune)
                *immune = s->stack[i - 1].immune;
            return s->stack[i].kind;
        }
    return DC_NONE;
}
