/* strategy_answer.c — every decision that is not a phase, for every
 * strategy: cards from hand (discard, trash, put back, play twice, pass,
 * reveal), supply piles (gain, name), cards set aside or revealed, a card's
 * options, the "may"s (yes / no) and the reactions to an Attack.
 *
 * The rules of thumb: discard and trash the worst first (Curses, then
 * Victory cards, then Coppers), trash Estates and Curses gladly and Coppers
 * only while money enough stays, keep a "may" that helps, reveal a Moat when
 * attacked, gain what the strategy would buy with that much. Each answer
 * scores the legal actions and takes the best, so it is always legal. */
#include "dominion/strategy.h"

#define NEVER (-1000000)

static int in(const game_action *a, int type)
{
    return a->type == type;
}

/* Whether trashing `kind` from hand helps a deck like this one. */
static int junk(const dom_seen *k, int kind, int card)
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

/* How good gaining `kind` is (a fallback when the buy rule names nothing
 * the decision allows): dearer is better, Curses never. */
static int gain_value(const dom_seen *k, int kind)
{
    if (kind == DC_CURSE)
        return NEVER / 2;
    int v = dom_cards[kind].cost * 10;
    if (dom_is(kind, DT_VICTORY) && !dom_is(kind, DT_ACTION | DT_TREASURE) &&
        k->gains_to_end > 4)
        v -= 25; /* points too early clog the deck */
    if (kind == DC_COPPER)
        v -= 5;
    return v;
}

static int hand_score(const dom_seen *k, const game_action *a)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    int kind = a->a, keep = dom_keep_value(k, kind);
    int optional = (d->flags & DDF_OPTIONAL) != 0;
    if (in(a, DA_DONE))
        return 0; /* the other answers beat it by being > 0 */
    switch (d->purpose) {
    case DU_DISCARD:
        if (optional) /* Cellar: only what does not help */
            return keep <= 6 && kind != DC_COPPER ? 100 - keep : NEVER;
        return 1000 - keep;
    case DU_TRASH:
        if (d->card == DC_MINE) /* the better Treasure gains the better one */
            return kind == DC_SILVER && dom_pile_count(s, DC_GOLD) > 0 ? 300
                   : kind == DC_COPPER ? 200 : NEVER;
        if (d->card == DC_REMODEL && kind == DC_GOLD && k->provinces > 0 && k->gains_to_end <= 5)
            return 2000; /* Gold into Province */
        if (optional)
            return junk(k, kind, d->card) ? 100 - keep : NEVER;
        return 1000 - keep;
    case DU_TOPDECK:
        if (k->seat == s->active && s->turn.actions == 0 && dom_is(kind, DT_ACTION))
            return 500 + keep; /* played next turn instead of dead now */
        if (dom_is(kind, DT_TREASURE))
            return 300 - keep; /* the cheapest coin waits a turn */
        return 100 + keep;
    case DU_PLAY:
        return k->st->play_value(k, kind) + 10;
    case DU_PASS:
        return 1000 - keep;
    case DU_REVEAL: {
        int types = 0;
        for (unsigned t = dom_cards[kind].types; t; t &= t - 1)
            types++;
        return 100 * types + dom_cards[kind].cost;
    }
    default:
        return optional ? NEVER : 1000 - keep;
    }
}

static int supply_score(const dom_seen *k, const game_action *a, int want)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    if (in(a, DA_DONE))
        return want == DC_NONE ? 1 : 0;
    int kind = a->a;
    if (d->purpose == DU_NAME) { /* Wishing Well: the commonest kind of the deck */
        const dom_player *p = &s->p[k->seat];
        int n = 0;
        for (int i = 0; i < p->deck_n; i++)
            n += p->deck[i] == kind;
        return n * 1000 / (p->deck_n ? p->deck_n : 1) + 1;
    }
    if (d->card == DC_SWINDLER) /* the attacker picks the victim's card: the worst */
        return -gain_value(k, kind) + 10000;
    if (kind == want)
        return 1000000;
    return gain_value(k, kind) + 10000;
}

static int aside_score(const dom_seen *k, const game_action *a)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    if (in(a, DA_DONE))
        return 0;
    int kind = a->a, keep = dom_keep_value(k, kind);
    switch (d->purpose) {
    case DU_TRASH: /* Thief: the attacker's best; Bandit: the victim's cheapest */
        return d->seat == s->active ? 100 + keep : 1000 - keep;
    case DU_TOPDECK: /* Harbinger: a good card back on top, else none */
        return keep > 10 ? keep : NEVER;
    case DU_ORDER: /* the first put back lies lower: the worse first */
        return 1000 - keep;
    case DU_KEEP:
        return 100 + keep;
    default:
        return 100 + keep;
    }
}

/* Options by card, best first (card text order numbers them). */
static int option_score(const dom_seen *k, int opt)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    const dom_player *p = &s->p[k->seat];
    int actions_in_hand = 0, junk_in_hand = 0;
    for (int c = 1; c < DC_COUNT; c++) {
        if (!p->hand[c])
            continue;
        if (dom_is(c, DT_ACTION))
            actions_in_hand += p->hand[c];
        if (junk(k, c, d->card))
            junk_in_hand += p->hand[c];
    }
    switch (d->card) {
    case DC_SENTRY: { /* the card looked at: 0 trash, 1 discard, 2 keep */
        int kind = s->aside[d->count < s->aside_n ? d->count : s->aside_n - 1].kind;
        int bad = kind == DC_CURSE || (kind == DC_ESTATE && k->gains_to_end > 6);
        int dud = dom_is(kind, DT_VICTORY) && !dom_is(kind, DT_ACTION | DT_TREASURE);
        if (bad)
            return opt == 0 ? 3 : opt == 1 ? 2 : 1;
        if (kind == DC_COPPER && junk(k, kind, DC_SENTRY))
            return opt == 0 ? 3 : opt == 1 ? 2 : 1;
        if (dud || kind == DC_COPPER)
            return opt == 1 ? 3 : opt == 2 ? 2 : 1;
        return opt == 2 ? 3 : opt == 1 ? 2 : 1;
    }
    case DC_PAWN: /* 0 card, 1 action, 2 buy, 3 coin */
        if (actions_in_hand && s->turn.actions == 0)
            return (int[]){3, 4, 1, 2}[opt & 3];
        return (int[]){4, 2, 1, 3}[opt & 3];
    case DC_STEWARD: /* 0 +2 cards, 1 +2 coins, 2 trash 2 */
        if (junk_in_hand >= 2)
            return opt == 2 ? 3 : opt == 0 ? 2 : 1;
        return opt == 0 ? 3 : opt == 1 ? 2 : 1;
    case DC_MINION: { /* 0 +2 coins, 1 discard the hand, +4 cards */
        int coins = s->turn.coins + 2;
        for (int c = 1; c < DC_COUNT; c++)
            coins += p->hand[c] * dom_seen_coin(c);
        return (opt == 0) == (coins >= 6 || p->hand_n >= 4) ? 2 : 1;
    }
    case DC_TORTURER: /* the victim: 0 discard 2, 1 gain a Curse into hand */
        if (dom_pile_count(s, DC_CURSE) <= 0)
            return opt == 1 ? 2 : 1;
        return opt == 0 ? 2 : 1;
    case DC_NOBLES: /* 0 +3 cards, 1 +2 actions */
        return (opt == 1) == (actions_in_hand > 0) ? 2 : 1;
    case DC_COURTIER: /* 0 +action, 1 +buy, 2 +3 coins, 3 gain a Gold */
        return (int[]){2, 1, 3, 4}[opt & 3];
    case DC_LURKER: { /* 0 trash an Action from the supply, 1 gain one from the trash */
        int best = 0;
        for (int c = 1; c < DC_COUNT; c++)
            if (s->trash[c] && dom_is(c, DT_ACTION) && dom_cards[c].cost >= 3)
                best = 1;
        return (opt == 1) == best ? 2 : 1;
    }
    default:
        return 8 - opt; /* the card's first option */
    }
}

static int yesno_score(const dom_seen *k, const game_action *a)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    int yes = in(a, DA_YES);
    int want = 1;
    switch (d->card) {
    case DC_LIBRARY: /* set aside an Action it could not play */
        want = s->turn.actions == 0;
        break;
    case DC_SPY: { /* the revealed card: whose (pending.count), discard it? */
        int kind = s->aside[s->aside_n - 1].kind;
        int good = dom_keep_value(k, kind) > 10;
        want = d->count == k->seat ? !good : good;
        break;
    }
    case DC_THIEF: /* gain the trashed Treasure: not a Copper */
        want = d->except != DC_COPPER;
        break;
    case DC_CHANCELLOR: /* the deck to the discard pile: a reshuffle sooner */
        want = 1;
        break;
    default:
        want = 1; /* a "may" that helps (Moneylender, Vassal, …) */
        break;
    }
    return yes == want ? 2 : 1;
}

int dom_answer(const dom_seen *k, const game_action *acts, int n)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    dom_seen g = *k;
    int want = DC_NONE;
    if (d->kind == DD_SUPPLY && d->purpose != DU_NAME) {
        g.gaining = 1;
        want = k->st->buy(&g, d->cost_max >= 0 ? d->cost_max : 99);
    }
    int best = 0, best_v = NEVER * 2;
    for (int i = 0; i < n; i++) {
        const game_action *a = &acts[i];
        int v;
        switch (d->kind) {
        case DD_HAND: v = hand_score(&g, a); break;
        case DD_SUPPLY: v = supply_score(&g, a, want); break;
        case DD_ASIDE: v = aside_score(&g, a); break;
        case DD_OPTION: v = in(a, DA_DONE) ? 0 : option_score(&g, a->a); break;
        case DD_YESNO: v = yesno_score(&g, a); break;
        case DD_REACT:
            /* Moat makes its player safe; Diplomat helps once; a Secret
             * Chamber could be revealed for ever: never. */
            v = in(a, DA_REVEAL) ? (a->a == DC_SECRET_CHAMBER ? -1 : 2) : 0;
            break;
        default: v = in(a, DA_DONE) ? 1 : 0; break;
        }
        if (v > best_v)
            best_v = v, best = i;
    }
    return best;
}
