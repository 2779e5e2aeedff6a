/* strategy_facts.c — what the strategies need to know of each card beyond
 * the card table: the +actions, +cards and +coins it gives when played (as
 * a bot counts them: a card with a choice counts its usual one), how much a
 * card is worth keeping in hand, and the play order every strategy shares.
 * Knowledge for choosing, not rules: the hooks (cards_*.c) carry the rules. */
#include "dominion/strategy.h"

int dom_card_plus_actions(int kind)
{
    switch (kind) {
    case DC_VILLAGE:
    case DC_FESTIVAL:
    case DC_SHANTY_TOWN:
    case DC_MINING_VILLAGE: return 2;
    case DC_CELLAR:
    case DC_THRONE_ROOM: /* not terminal: it plays another card */
    case DC_LABORATORY:
    case DC_MARKET:
    case DC_SPY:
    case DC_HARBINGER:
    case DC_MERCHANT:
    case DC_POACHER:
    case DC_SENTRY:
    case DC_PAWN:
    case DC_WISHING_WELL:
    case DC_CONSPIRATOR:
    case DC_MINION:
    case DC_UPGRADE:
    case DC_GREAT_HALL:
    case DC_SCOUT:
    case DC_LURKER:
    case DC_SECRET_PASSAGE:
    case DC_MILL:
    case DC_IRONWORKS: return 1;
    default: return 0;
    }
}

int dom_card_plus_cards(int kind)
{
    switch (kind) {
    case DC_COUNCIL_ROOM: return 4;
    case DC_SMITHY:
    case DC_COURTYARD:
    case DC_TORTURER:
    case DC_NOBLES:
    case DC_PATROL: return 3;
    case DC_MOAT:
    case DC_LABORATORY:
    case DC_WITCH:
    case DC_MASQUERADE:
    case DC_LIBRARY: /* to 7: about two after a terminal */
    case DC_STEWARD:
    case DC_DIPLOMAT:
    case DC_SECRET_PASSAGE:
    case DC_ADVENTURER: return 2;
    case DC_VILLAGE:
    case DC_MARKET:
    case DC_SPY:
    case DC_HARBINGER:
    case DC_MERCHANT:
    case DC_POACHER:
    case DC_SENTRY:
    case DC_PAWN:
    case DC_WISHING_WELL:
    case DC_MINING_VILLAGE:
    case DC_UPGRADE:
    case DC_GREAT_HALL:
    case DC_MILL: return 1;
    default: return 0;
    }
}

int dom_card_plus_coins(int kind)
{
    switch (kind) {
    case DC_FESTIVAL:
    case DC_MILITIA:
    case DC_CHANCELLOR:
    case DC_WOODCUTTER:
    case DC_VASSAL:
    case DC_SWINDLER:
    case DC_CONSPIRATOR:
    case DC_MINION:
    case DC_MONEYLENDER: return 2;
    case DC_MARKET:
    case DC_POACHER:
    case DC_BRIDGE: return 1;
    default: return 0;
    }
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
    if (kind == DC_MONEYLENDER && !p->hand[DC_COPPER])
        return 2;
    if (kind == DC_CHAPEL || kind == DC_REMODEL || kind == DC_MINE || kind == DC_TRADING_POST)
        return 30; /* after the draw: more to trash from */
    if (acts >= 2)
        return 90 + cards;
    if (acts == 1)
        return 70 + cards * 3 + coins;
    /* Terminals: with another action left after this one, draw first. */
    if (s->turn.actions > 1 && cards)
        return 60 + cards * 3;
    return 40 + cards * 3 + coins * 2 + (dom_is(kind, DT_ATTACK) ? 3 : 0);
}
