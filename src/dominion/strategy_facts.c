/* strategy_facts.c — what the strategies need to know of each card beyond
 * the card table: the +actions, +cards and +coins it gives when played (as
 * a bot counts them: a card with a choice counts its usual one), how much a
 * card is worth keeping in hand, and the play order every strategy shares.
 * Knowledge for choosing, not rules: the hooks (cards_*.c) carry the rules. */
#include "dominion/strategy.h"

/* What a card gives when played, as a bot counts it: +actions, +cards,
 * +coins (a card with a choice counts its usual one: Steward's +2 cards,
 * Nobles' +3 cards, Library's draw to 7 as about 2). One row per card that
 * gives any; every other card gives nothing. */
static const struct gives {
    int8_t actions, cards, coins;
} gives[DC_COUNT] = {
    /* villages */
    [DC_VILLAGE] = {2, 1, 0},
    [DC_FESTIVAL] = {2, 0, 2},
    [DC_SHANTY_TOWN] = {2, 0, 0},
    [DC_MINING_VILLAGE] = {2, 1, 0},
    /* non-terminals (Throne Room plays another card: not terminal) */
    [DC_CELLAR] = {1, 0, 0},
    [DC_THRONE_ROOM] = {1, 0, 0},
    [DC_LABORATORY] = {1, 2, 0},
    [DC_MARKET] = {1, 1, 1},
    [DC_SPY] = {1, 1, 0},
    [DC_HARBINGER] = {1, 1, 0},
    [DC_MERCHANT] = {1, 1, 0},
    [DC_POACHER] = {1, 1, 1},
    [DC_SENTRY] = {1, 1, 0},
    [DC_PAWN] = {1, 1, 0},
    [DC_WISHING_WELL] = {1, 1, 0},
    [DC_CONSPIRATOR] = {1, 0, 2},
    [DC_MINION] = {1, 0, 2},
    [DC_UPGRADE] = {1, 1, 0},
    [DC_GREAT_HALL] = {1, 1, 0},
    [DC_SCOUT] = {1, 0, 0},
    [DC_LURKER] = {1, 0, 0},
    [DC_SECRET_PASSAGE] = {1, 2, 0},
    [DC_MILL] = {1, 1, 0},
    [DC_IRONWORKS] = {1, 0, 0},
    /* terminals */
    [DC_COUNCIL_ROOM] = {0, 4, 0},
    [DC_SMITHY] = {0, 3, 0},
    [DC_COURTYARD] = {0, 3, 0},
    [DC_TORTURER] = {0, 3, 0},
    [DC_NOBLES] = {0, 3, 0},
    [DC_PATROL] = {0, 3, 0},
    [DC_MOAT] = {0, 2, 0},
    [DC_WITCH] = {0, 2, 0},
    [DC_MASQUERADE] = {0, 2, 0},
    [DC_LIBRARY] = {0, 2, 0},
    [DC_STEWARD] = {0, 2, 0},
    [DC_DIPLOMAT] = {0, 2, 0},
    [DC_ADVENTURER] = {0, 2, 0},
    [DC_MILITIA] = {0, 0, 2},
    [DC_CHANCELLOR] = {0, 0, 2},
    [DC_WOODCUTTER] = {0, 0, 2},
    [DC_VASSAL] = {0, 0, 2},
    [DC_SWINDLER] = {0, 0, 2},
    [DC_MONEYLENDER] = {0, 0, 2},
    [DC_BRIDGE] = {0, 0, 1},
};

int dom_card_plus_actions(int kind)
{
    return gives[kind].actions;
}

int dom_card_plus_cards(int kind)
{
    return gives[kind].cards;
}

int dom_card_plus_coins(int kind)
{
    return gives[kind].coins;
}

int dom_keep_value(const dom_seen *k, int kind)
{
    const dom_state *s = k->s;
    if (kind == DC_CURSE)
        return 0;
    if (dom_is(kind, DT_ACTION)) {
        /* An Action its owner cannot play this turn any more is dead weight
         * now (Cellar, Poacher); otherwise a good card for the next hand. */
        if (k->seat == s->active && s->phase == DD_ACTION && s->turn.actions == 0 &&
            s->pending.kind != DD_ACTION)
            return 6;
        return 20 + dom_cards[kind].cost * 5;
    }
    if (dom_is(kind, DT_TREASURE))
        return kind == DC_COPPER ? 10 : 10 + dom_cards[kind].cost * 7;
    if (dom_is(kind, DT_VICTORY))
        return 1 + dom_cards[kind].cost / 3; /* Estate 1, Duchy 2, Province 3 */
    return 5;
}

/* Cards in hand (but the one played) whose loss costs at most `limit`. */
static int cheap_to_trash(const dom_seen *k, int played, int limit)
{
    const dom_player *p = &k->s->p[k->seat];
    int n = 0;
    for (int c = 1; c < DC_COUNT; c++)
        if (p->hand[c] && dom_loss_value(k, c) <= limit)
            n += p->hand[c] - (c == played);
    return n;
}

/* The best trash-and-gain Upgrade (exactly 1 more) or Replace (up to 2
 * more) finds in hand, the card played left out. */
static int best_remodel(const dom_seen *k, int played)
{
    const dom_player *p = &k->s->p[k->seat];
    int best = -1000;
    for (int c = 1; c < DC_COUNT; c++)
        if (p->hand[c] > (c == played)) {
            int v = played == DC_UPGRADE ? dom_remodel_net(k, c, 1, 1) : dom_remodel_net(k, c, 2, 0);
            best = v > best ? v : best;
        }
    return best;
}

/* Villages first (they make room), then the non-terminals (cantrips draw
 * before the terminal is chosen), then the terminals: draw before coins
 * while actions remain, Throne Room on the best other Action. */
int dom_default_play_value(const dom_seen *k, int kind)
{
    const dom_state *s = k->s;
    const dom_player *p = &s->p[k->seat];
    int acts = dom_card_plus_actions(kind), cards = dom_card_plus_cards(kind);
    int coins = dom_card_plus_coins(kind);
    if (kind == DC_THRONE_ROOM) {
        int others = 0;
        for (int c = 1; c < DC_COUNT; c++)
            if (c != DC_THRONE_ROOM && p->hand[c] && dom_is(c, DT_ACTION))
                others++;
        return others ? 85 : 1;
    }
    switch (kind) {
    case DC_MONEYLENDER:
        if (!p->hand[DC_COPPER])
            return 2;
        break;
    case DC_COPPERSMITH: /* +1 per Copper: a terminal worth its Coppers */
        return p->hand[DC_COPPER] >= 2 ? 40 + p->hand[DC_COPPER] * 4 : 2;
    case DC_CONSPIRATOR:
        /* A cantrip once two other Actions were played this turn (it counts
         * itself); before, a terminal +2 coins: played after the others. */
        return s->turn.actions_played >= 2 ? 72 : 44;
    case DC_BARON:
        /* +4 coins for an Estate; without one it gains an Estate: a point
         * late, a dead card early (then not played). */
        return p->hand[DC_ESTATE] ? 48 : k->gains_to_end <= 6 ? 20 : 0;
    case DC_TRADING_POST:
        /* Trashes 2 (it must): only with two cards the deck loses little by. */
        return cheap_to_trash(k, kind, 8) >= 2 ? 30 : 0;
    case DC_UPGRADE:
    case DC_REPLACE:
        /* They must trash a card: only with one worth turning into another. */
        if (best_remodel(k, kind) < -10)
            return 0;
        break;
    case DC_NOBLES:
        /* With another Action waiting and no action to spare: first, for
         * its +2 actions (strategy_options.c). */
        if (s->turn.actions <= 1 && dom_hand_actions(k) >= 2)
            return 88;
        break;
    case DC_CHAPEL:
    case DC_REMODEL:
    case DC_MINE: return 30; /* after the draw: more to trash from */
    default: break;
    }
    if (acts >= 2)
        return 90 + cards;
    if (acts == 1)
        return 70 + cards * 3 + coins;
    /* Terminals: with another action left after this one, draw first. */
    if (s->turn.actions > 1 && cards)
        return 60 + cards * 3;
    return 40 + cards * 3 + coins * 2 + (dom_is(kind, DT_ATTACK) ? 3 : 0);
}
