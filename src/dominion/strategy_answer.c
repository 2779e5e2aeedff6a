/* strategy_answer.c — every decision that is not a phase, for every
 * strategy: cards from hand (discard, trash, put back, place, play twice,
 * pass, reveal), supply piles (gain, name, what a Swindler's victim gets),
 * cards set aside or revealed, the "may"s (yes / no) and the reactions to
 * an Attack; a card's numbered options, the trash and the places in a deck
 * are strategy_options.c's.
 *
 * The rules of thumb: discard the worst for this turn first (Curses, then
 * Victory cards, then Coppers); trash or pass what the deck loses least by
 * (never the points of a Province: dom_loss_value), trash Estates and Curses
 * gladly and Coppers only while money enough stays; put back on the deck
 * what this turn can spare (an Action it cannot play, a Treasure whose
 * coins do not change the buy); keep a "may" that helps; reveal a Moat when
 * attacked; gain what the strategy would buy with that much. Each answer
 * scores the legal actions and takes the best, so it is always legal. */
#include "dominion/strategy.h"

#define NEVER (-1000000)

static int in(const game_action *a, int type)
{
    return a->type == type;
}

/* What `kind` in hand makes this turn: a Treasure its coins, an Action that
 * can still be played about two, a Victory card or Curse nothing. */
static int now_coins(const dom_seen *k, int kind)
{
    const dom_state *s = k->s;
    if (dom_is(kind, DT_TREASURE))
        return dom_treasure_coins(s, kind);
    if (dom_is(kind, DT_ACTION) && s->phase == DD_ACTION && s->turn.actions > 0)
        return 2;
    return 0;
}

/* Mill: "may discard 2 cards for +2 coins" — worth it when the two cards
 * that make least this turn make less than 2 (Victory cards, a Copper and
 * an Estate). The first discard is the "may"; once started the second must
 * follow, so the first is made only when the pair is worth it. */
static int mill_discard(const dom_seen *k, int kind, int keep, int optional)
{
    int score = 1000 - now_coins(k, kind) * 100 - keep;
    if (!optional)
        return score;
    const dom_player *p = &k->s->p[k->seat];
    int low[2] = {99, 99};
    for (int c = 1; c < DC_COUNT; c++)
        for (int i = 0; i < p->hand[c] && i < 2; i++) {
            int v = now_coins(k, c);
            if (v < low[0])
                low[1] = low[0], low[0] = v;
            else if (v < low[1])
                low[1] = v;
        }
    return p->hand_n >= 2 && low[0] + low[1] < 2 ? score : NEVER;
}

/* The kind the seat keeps fourth-best (by dom_keep_value): against an
 * attack that leaves three cards, the best card it would lose. */
static int fourth_best(const dom_seen *k)
{
    const dom_player *p = &k->s->p[k->seat];
    int taken[DC_COUNT] = {0};
    int kind = DC_NONE;
    for (int r = 0; r < 4; r++) {
        int best = -1;
        kind = DC_NONE;
        for (int c = 1; c < DC_COUNT; c++)
            if (p->hand[c] > taken[c] && dom_keep_value(k, c) > best)
                best = dom_keep_value(k, c), kind = c;
        if (kind == DC_NONE)
            return DC_NONE;
        taken[kind]++;
    }
    return kind;
}

/* A card put back onto the deck while it is another player's turn: the
 * hand is the seat's next hand. Secret Chamber's reaction: against an
 * attack that cuts the hand to three (Militia, Torturer's discard) the
 * best card the attack would take goes back, safe on the deck; against
 * Minion (the hand goes) the best cards; otherwise, and for Bureaucrat's
 * Victory card, the worst (the next hand gets better, the one after it the
 * Victory cards, Curses and Coppers put back). */
static int putback_score(const dom_seen *k, int kind, int keep)
{
    const dom_state *s = k->s;
    int immune = 0, attack = dom_reacting_to(s, &immune);
    if (s->pending.card == DC_SECRET_CHAMBER && !(immune & (1u << k->seat))) {
        if ((attack == DC_MILITIA || attack == DC_TORTURER) && s->p[k->seat].hand_n > 3)
            return kind == fourth_best(k) ? 2000 : 1000 - keep;
        if (attack == DC_MINION)
            return 1000 + keep;
    }
    return 1000 - keep;
}

/* A card from the active player's hand onto the deck (Courtyard, Artisan)
 * or anywhere into it (Secret Passage: dom_position_score puts a Victory
 * card or Curse at the bottom, the rest on top). First an Action it cannot
 * play any more (played next turn instead of dead now), then the best
 * Treasure whose coins this turn's buy can spare, then a Victory card or
 * Curse (dead now, and the buy keeps its coins), then the cheapest
 * Treasure, an Action it could still play last. */
static int topdeck_score(const dom_seen *k, int kind, int keep)
{
    const dom_state *s = k->s;
    if (k->seat != s->active)
        return putback_score(k, kind, keep);
    if (dom_is(kind, DT_ACTION) && (s->phase != DD_ACTION || s->turn.actions == 0))
        return 500 + keep;
    if (dom_is(kind, DT_TREASURE))
        return dom_buy_changes(k, dom_hand_coins(k), -dom_treasure_coins(s, kind)) ? 200 - keep
                                                                                  : 400 + keep;
    if (!dom_is(kind, DT_ACTION))
        return 300 - keep;
    return 100 + keep;
}

/* Masquerade: what passing `kind` to the left costs — what the seat loses
 * and the receiver gets. A Curse is a gift to pass; an early Estate thins
 * the deck; a Copper costs little; Victory cards carry their points to the
 * other side twice over (never a Province while a Copper could go). */
static int pass_cost(const dom_seen *k, int kind)
{
    if (kind == DC_CURSE)
        return -50;
    if (kind == DC_ESTATE)
        return k->gains_to_end > 6 ? 0 : 40;
    if (kind == DC_COPPER)
        return 10;
    int cost = dom_cards[kind].cost * 10;
    if (dom_is(kind, DT_VICTORY) && !dom_is(kind, DT_ACTION | DT_TREASURE))
        return 100 + cost;
    return 2 * cost + (dom_is(kind, DT_ATTACK) ? 30 : 0) + (dom_is(kind, DT_VICTORY) ? 20 : 0);
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
        if (d->card == DC_MILL)
            return mill_discard(k, kind, keep, optional);
        if (optional) /* Cellar, Secret Chamber: only what does not help */
            return keep <= 6 && kind != DC_COPPER ? 100 - keep : NEVER;
        return 1000 - keep;
    case DU_TRASH:
        if (d->card == DC_MINE) /* the better Treasure gains the better one */
            return kind == DC_SILVER && dom_pile_count(s, DC_GOLD) > 0 ? 300
                   : kind == DC_COPPER ? 200 : NEVER;
        if (d->card == DC_REMODEL && kind == DC_GOLD && k->provinces > 0 && k->gains_to_end <= 5)
            return 2000; /* Gold into Province */
        if (optional)
            return dom_junk(k, kind, d->card) ? 100 - keep : NEVER;
        switch (d->card) { /* trash and gain: what the gain makes of the card */
        case DC_UPGRADE: return 1000 + dom_remodel_net(k, kind, 1, 1);
        case DC_REPLACE:
        case DC_REMODEL: return 1000 + dom_remodel_net(k, kind, 2, 0);
        default: return 1000 - dom_loss_value(k, kind);
        }
    case DU_TOPDECK:
    case DU_PLACE:
        return topdeck_score(k, kind, keep);
    case DU_PLAY:
        return k->st->play_value(k, kind) + 10;
    case DU_PASS:
        return 1000 - pass_cost(k, kind);
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

/* Wishing Well: the kind most common where the revealed card comes from —
 * the deck, or the discard pile about to be shuffled into it (the seat
 * knows both by kind, never the deck's order); a tie names the card more
 * useful in hand. */
static int wish_score(const dom_seen *k, int kind)
{
    const dom_player *p = &k->s->p[k->seat];
    const uint8_t *z = p->deck_n ? p->deck : p->discard;
    int n = p->deck_n ? p->deck_n : p->discard_n, count = 0;
    for (int i = 0; i < n; i++)
        count += z[i] == kind;
    return count * 1000 + dom_keep_value(k, kind) + 1;
}

/* Swindler: the card of that cost the victim is worst off with — a Curse;
 * a Victory card while the game is young (it clogs), not late (points);
 * never an Attack (it would come back at the seat); a terminal (it
 * collides) before a card that helps any deck. */
static int swindle_score(const dom_seen *k, int kind)
{
    if (kind == DC_CURSE)
        return 1000;
    const dom_state *s = k->s;
    int late = k->gains_to_end <= 6;
    if (dom_is(kind, DT_VICTORY) && !dom_is(kind, DT_ACTION | DT_TREASURE)) {
        int victim = s->stack[s->stack_n - 1].target; /* Duke, Gardens: by their deck */
        return late ? -30 * dom_card_vp(s, victim, kind) : 100 - dom_cards[kind].cost;
    }
    int v = -dom_cards[kind].cost * 10;
    if (dom_is(kind, DT_ATTACK))
        v -= 50;
    if (dom_is(kind, DT_ACTION) && dom_card_plus_actions(kind) == 0)
        v += 15;
    if (dom_is(kind, DT_VICTORY) && late)
        v -= 20;
    return v;
}

static int supply_score(const dom_seen *k, const game_action *a, int want)
{
    const dom_state *s = k->s;
    const dom_pending *d = &s->pending;
    if (in(a, DA_DONE))
        return want == DC_NONE ? 1 : 0;
    int kind = a->a;
    if (d->purpose == DU_NAME)
        return wish_score(k, kind);
    if (d->card == DC_SWINDLER) /* the attacker picks the victim's card */
        return swindle_score(k, kind) + 10000;
    if (kind == want)
        return 1000000;
    return dom_gain_value(k, kind) + 10000;
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
    case DC_MINING_VILLAGE: /* trash it for +2 coins when they buy a Province, a Duchy */
        want = dom_buy_greens(k, dom_hand_coins(k), 2);
        break;
    case DC_BARON: /* discard an Estate for +4 coins rather than gain one */
    case DC_CHANCELLOR: /* the deck to the discard pile: a reshuffle sooner */
    default:
        want = 1; /* a "may" that helps (Moneylender, Vassal, …) */
        break;
    }
    return yes == want ? 2 : 1;
}

/* Reactions to an Attack. Moat makes its player safe. A Secret Chamber
 * draws 2 and puts 2 back (putback_score): once per Attack — it could be
 * revealed for ever, so the round's record of who revealed (effects.c)
 * says when the seat already did. A Diplomat (+2 cards, discard 3) leaves
 * a hand of four: worth it against Militia (three are left anyway) and
 * Minion (a hand of four is not attacked), not against the rest. */
static int react_score(const dom_seen *k, const game_action *a)
{
    const dom_state *s = k->s;
    if (!in(a, DA_REVEAL))
        return 0;
    switch (a->a) {
    case DC_MOAT: return 2;
    case DC_SECRET_CHAMBER:
        return s->stack[s->stack_n - 1].flags & (1u << k->seat) ? -1 : 2;
    case DC_DIPLOMAT: {
        int attack = dom_reacting_to(s, NULL);
        return attack == DC_MILITIA || attack == DC_MINION ? 2 : -1;
    }
    default: return -1;
    }
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
        case DD_OPTION: v = in(a, DA_DONE) ? 0 : dom_option_score(&g, a->a); break;
        case DD_YESNO: v = yesno_score(&g, a); break;
        case DD_REACT: v = react_score(&g, a); break;
        case DD_TRASH: v = dom_trash_pick_score(&g, a->a); break;
        case DD_POSITION: v = dom_position_score(&g, a->a); break;
        default: v = in(a, DA_DONE) ? 1 : 0; break;
        }
        if (v > best_v)
            best_v = v, best = i;
    }
    return best;
}
