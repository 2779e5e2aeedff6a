/* strategy.c — the door to the engine's strategies (game_ops.strategies and
 * strategy_choose), what a seat knows (dom_seen_fill), and the two phases:
 * the action phase plays Actions in the strategy's order, the buy phase
 * plays every Treasure and then buys what the strategy's buy rule names.
 * Every other decision goes to strategy_answer.c. See strategy.h for what a
 * strategy may read. */
#include <string.h>

#include "dominion/strategy.h"

const char *const dom_strategy_names[] = {"bm", "bmu", "smithy", "kingdom", NULL};

int dom_seen_coin(int kind)
{
    switch (kind) {
    case DC_COPPER: return 1;
    case DC_SILVER: return 2;
    case DC_GOLD: return 3;
    case DC_HAREM: return 2;
    default: return 0;
    }
}

/* Counts one owned card, remembering each kind the first time. */
#define OWN(kind)                                                                                  \
    do {                                                                                           \
        int c_ = (kind);                                                                           \
        if (!k->own[c_]++)                                                                         \
            kinds[nkinds++] = (uint8_t)c_;                                                         \
    } while (0)

void dom_seen_fill(dom_seen *k, const dom_state *s, int seat, const dom_strategy *st)
{
    memset(k->own, 0, sizeof k->own);
    k->s = s;
    k->seat = seat;
    k->st = st;
    k->gaining = 0;
    uint8_t kinds[DC_COUNT];
    int nkinds = 0;
    const dom_player *p = &s->p[seat];
    /* The deck is counted by kind: its order never enters. */
    for (int i = 0; i < p->deck_n; i++)
        OWN(p->deck[i]);
    for (int i = 0; i < p->discard_n; i++)
        OWN(p->discard[i]);
    for (int i = 0; i < p->play_n; i++)
        OWN(p->play[i].kind);
    for (int i = 0; i < s->aside_n; i++)
        if (s->aside[i].owner == seat)
            OWN(s->aside[i].kind);
    for (int c = 1, left = p->hand_n; c < DC_COUNT && left > 0; c++)
        if (p->hand[c]) {
            left -= p->hand[c];
            if (!k->own[c])
                kinds[nkinds++] = (uint8_t)c;
            k->own[c] = (uint8_t)(k->own[c] + p->hand[c]);
        }
    k->owned = k->money = k->actions = k->terminals = k->villages = 0;
    for (int i = 0; i < nkinds; i++) {
        int c = kinds[i], n = k->own[c];
        k->owned += n;
        k->money += n * (dom_seen_coin(c) + dom_card_plus_coins(c));
        if (dom_is(c, DT_ACTION)) {
            k->actions += n;
            int a = dom_card_plus_actions(c);
            k->terminals += a == 0 ? n : 0;
            k->villages += a >= 2 ? n : 0;
        }
    }
#undef OWN
    /* The fewest gains that end the game: the Provinces, or the smallest
     * piles that would make the pile limit. */
    int limit = s->nseats >= 5 ? 4 : 3;
    int small[4] = {99, 99, 99, 99};
    for (int i = 0; i < s->npiles; i++) {
        int c = s->piles[i].count;
        for (int j = 0; j < limit; j++)
            if (c < small[j]) {
                memmove(small + j + 1, small + j, (size_t)(limit - 1 - j) * sizeof small[0]);
                small[j] = c;
                break;
            }
    }
    int piles = 0;
    for (int j = 0; j < limit; j++)
        piles += small[j];
    k->provinces = dom_pile_count(s, DC_PROVINCE);
    k->gains_to_end = k->provinces < piles ? k->provinces : piles;
}

int dom_seen_can(const dom_seen *k, int kind, int coins)
{
    const dom_state *s = k->s;
    if (kind <= DC_NONE || kind >= DC_COUNT || !s->pile_of[kind])
        return 0;
    if (k->gaining)
        return dom_supply_allows(s, kind);
    return dom_pile_count(s, kind) > 0 && dom_cost(s, kind) <= coins;
}

/* The action phase: the Action the strategy plays first, or on. */
static int action_phase(const dom_seen *k, const game_action *acts, int n)
{
    int best = -1, best_v = 0;
    for (int i = 0; i < n; i++)
        if (acts[i].type == DA_PLAY) {
            int v = k->st->play_value(k, acts[i].a);
            if (v > best_v)
                best_v = v, best = i;
        }
    if (best >= 0)
        return best;
    for (int i = 0; i < n; i++)
        if (acts[i].type == DA_END_ACTIONS)
            return i;
    return 0;
}

/* The buy phase: every Treasure first (all basic ones at once), then the
 * strategy's card, then the end of the turn. */
static int buy_phase(dom_seen *k, const game_action *acts, int n)
{
    int play_one = -1;
    for (int i = 0; i < n; i++) {
        if (acts[i].type == DA_PLAY_ALL)
            return i;
        if (acts[i].type == DA_PLAY_TREASURE && play_one < 0)
            play_one = i;
    }
    if (play_one >= 0)
        return play_one;
    int want = k->st->buy(k, k->s->turn.coins);
    for (int i = 0; want != DC_NONE && i < n; i++)
        if (acts[i].type == DA_BUY && acts[i].a == want)
            return i;
    for (int i = 0; i < n; i++)
        if (acts[i].type == DA_END_TURN)
            return i;
    return 0;
}

/* The buy phase without legal()'s list, for the frequent plain cases: with
 * a basic Treasure in hand (and nothing bought yet) "play them all"; with
 * no Treasure left to play, the strategy's card if legal() would list it
 * (a buy left, its pile not empty, coins enough: dom_phase_legal's rule),
 * else the end of the turn. 0 when the case is not plain (a Harem to play). */
static int quick_buy_phase(const dom_state *s, int seat, const dom_strategy *st,
                           game_action *out)
{
    const dom_player *p = &s->p[seat];
    if (s->phase != DD_BUY || s->stack_n)
        return 0;
    if (!s->turn.bought) {
        if (p->hand[DC_COPPER] | p->hand[DC_SILVER] | p->hand[DC_GOLD]) {
            *out = (game_action){.type = DA_PLAY_ALL};
            return 1;
        }
        /* Another Treasure (Harem) is played one by one: the full path. The
         * scan stops once every card of the hand was seen. */
        for (int c = 1, left = p->hand_n; left > 0 && c < DC_COUNT; c++)
            if (p->hand[c]) {
                if (dom_is(c, DT_TREASURE))
                    return 0;
                left -= p->hand[c];
            }
    }
    dom_seen k;
    dom_seen_fill(&k, s, seat, st);
    int want = st->buy(&k, s->turn.coins);
    if (want != DC_NONE && s->turn.buys > 0 && dom_pile_count(s, want) > 0 &&
        dom_cost(s, want) <= s->turn.coins)
        *out = (game_action){.type = DA_BUY, .a = (int16_t)want};
    else
        *out = (game_action){.type = DA_END_TURN};
    return 1;
}

/* The strategy of that name: a switch on its letters, then one compare. */
static const dom_strategy *find_strategy(const char *name)
{
    const dom_strategy *st = NULL;
    switch (name[0]) {
    case 'b': st = name[1] == 'm' && name[2] == 'u' ? &dom_strategy_bmu : &dom_strategy_bm; break;
    case 's': st = &dom_strategy_smithy; break;
    case 'k': st = &dom_strategy_kingdom; break;
    default: return NULL;
    }
    return st->name == name || strcmp(st->name, name) == 0 ? st : NULL;
}

int dom_strategy_choose(const char *name, const void *st, int seat, gh_rng *rng,
                        game_action *out)
{
    (void)rng; /* the strategies are deterministic: the same view, the same choice */
    const dom_state *s = st;
    const dom_strategy *strat = name ? find_strategy(name) : NULL;
    if (!strat || s->finished || s->pending.kind == DD_NONE || s->pending.seat != seat)
        return -1;
    if (s->pending.kind == DD_BUY && quick_buy_phase(s, seat, strat, out))
        return 0;
    game_action acts[DOM_KIND_MAX + 8];
    int n = dom_legal(s, seat, acts, (int)(sizeof acts / sizeof acts[0]));
    if (n <= 0)
        return -1;
    dom_seen k;
    dom_seen_fill(&k, s, seat, strat);
    int i;
    switch (s->pending.kind) {
    case DD_ACTION: i = action_phase(&k, acts, n); break;
    case DD_BUY: i = buy_phase(&k, acts, n); break;
    default: i = dom_answer(&k, acts, n); break;
    }
    *out = acts[i >= 0 && i < n ? i : 0];
    return 0;
}
