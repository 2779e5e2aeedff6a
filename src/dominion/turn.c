/* turn.c — a Dominion turn: the action phase, the buy phase (Treasures one
 * by one or all at once, buys), the clean-up, the next player; the end of
 * the game and the score. `dom_run` drives the effect stack until some seat
 * must decide (docs/dominion.md "The turn").
 *
 * Two phases are skipped without asking, as online tables do: an action
 * phase with no Action to play (no Action in hand, or no action left), and a
 * buy phase once no buy is left (no Treasure may be played after a buy, so
 * nothing remains to do). Neither skip hides a choice: nothing the player
 * could do is lost. */
#include <string.h>

#include "dominion/engine.h"

void dom_start_turn(dom_state *s, int seat, dom_ctx *cx)
{
    s->active = (int8_t)seat;
    memset(&s->turn, 0, sizeof s->turn);
    s->turn.actions = 1;
    s->turn.buys = 1;
    s->turn.next_play_id = 1;
    s->phase = DD_ACTION;
    s->p[seat].turns++;
    s->turn_no++;
    dom_emit_all(cx, DE_TURN, seat, s->p[seat].turns, 0);
}

static int is_basic_treasure(int k)
{
    return k == DC_COPPER || k == DC_SILVER || k == DC_GOLD;
}

int dom_treasure_coins(const dom_state *s, int kind)
{
    switch (kind) {
    case DC_COPPER: return 1 + s->turn.copper_bonus;
    case DC_SILVER: return 2;
    case DC_GOLD: return 3;
    case DC_HAREM: return 2;
    default: return 0;
    }
}

static int can_play_action(const dom_state *s)
{
    return s->turn.actions > 0 && dom_hand_has(s, s->active, DT_ACTION, DC_NONE);
}

static void play_treasure(dom_state *s, int kind, dom_ctx *cx)
{
    int seat = s->active;
    dom_hand_remove(s, seat, kind);
    dom_put_in_play(s, seat, kind);
    int c = dom_treasure_coins(s, kind);
    if (kind == DC_SILVER && !s->turn.silver_played) {
        s->turn.silver_played = 1;
        c += s->turn.merchants; /* Händlerin: +1 per Merchant for the first Silver */
    }
    s->turn.coins = (int16_t)(s->turn.coins + c);
    dom_emit_all(cx, DE_PLAY, seat, kind, 0);
}

static void end_game_check(dom_state *s, dom_ctx *cx)
{
    int limit = s->nseats >= 5 ? 4 : 3; /* 4 piles with 5-6 players */
    if (dom_pile_count(s, DC_PROVINCE) == 0) {
        s->finished = 1;
        dom_emit_all(cx, DE_GAME_END, -1, 0, 0);
    } else if (dom_empty_piles(s) >= limit) {
        s->finished = 1;
        dom_emit_all(cx, DE_GAME_END, -1, 1, 0);
    }
}

static void cleanup(dom_state *s, dom_ctx *cx)
{
    int seat = s->active;
    dom_player *p = &s->p[seat];
    /* Played cards first, then the hand: the hand's cards are face down until
     * they land, so which one ends on top is the player's; we keep the
     * played cards below them (docs/dominion.md "Clean-up"). */
    for (int i = 0; i < p->play_n; i++)
        dom_discard_card(s, seat, p->play[i].kind);
    p->play_n = 0;
    /* Kind by kind as before; the scan stops once the whole hand is down. */
    for (int k = 1, left = p->hand_n; k < DC_COUNT && left > 0; k++)
        while (p->hand[k]) {
            p->hand[k]--;
            left--;
            dom_discard_card(s, seat, k);
        }
    p->hand_n = 0;
    dom_draw(s, seat, 5, cx);
    end_game_check(s, cx);
    if (!s->finished)
        dom_start_turn(s, dom_next_seat(s, seat), cx);
}

/* The phase decision's legal actions (the stack is empty). */
int dom_phase_legal(const dom_state *s, game_action *out, int max)
{
    int n = 0;
    const dom_player *p = &s->p[s->active];
#define ADD(t, x)                                                                                  \
    do {                                                                                           \
        if (n < max)                                                                               \
            out[n] = (game_action){.type = (t), .a = (int16_t)(x)};                                \
        n++;                                                                                       \
    } while (0)
    /* The hand's kinds in order; a scan stops once every card was seen. */
    if (s->phase == DD_ACTION) {
        if (s->turn.actions > 0)
            for (int k = 1, left = p->hand_n; k < DC_COUNT && left > 0; k++)
                if (p->hand[k]) {
                    left -= p->hand[k];
                    if (dom_is(k, DT_ACTION))
                        ADD(DA_PLAY, k);
                }
        ADD(DA_END_ACTIONS, 0);
        return n;
    }
    if (!s->turn.bought) {
        int basic = 0;
        for (int k = 1, left = p->hand_n; k < DC_COUNT && left > 0; k++)
            if (p->hand[k]) {
                left -= p->hand[k];
                if (dom_is(k, DT_TREASURE)) {
                    ADD(DA_PLAY_TREASURE, k);
                    basic |= is_basic_treasure(k);
                }
            }
        if (basic)
            ADD(DA_PLAY_ALL, 0);
    }
    if (s->turn.buys > 0)
        for (int i = 0; i < s->npiles; i++)
            if (s->piles[i].count > 0 && dom_cost(s, s->piles[i].kind) <= s->turn.coins)
                ADD(DA_BUY, s->piles[i].kind);
    ADD(DA_END_TURN, 0);
    return n;
#undef ADD
}

/* Applies a phase action the caller has checked against dom_phase_legal. */
int dom_phase_apply(dom_state *s, const game_action *a, dom_ctx *cx)
{
    int seat = s->active;
    switch (a->type) {
    case DA_PLAY: {
        s->turn.actions--;
        dom_hand_remove(s, seat, a->a);
        uint16_t id = dom_put_in_play(s, seat, a->a);
        dom_push_play(s, seat, a->a, id, 0, cx);
        return 0;
    }
    case DA_END_ACTIONS:
        s->phase = DD_BUY;
        dom_emit_all(cx, DE_PHASE, seat, DD_BUY, 0);
        return 0;
    case DA_PLAY_TREASURE:
        play_treasure(s, a->a, cx);
        return 0;
    case DA_PLAY_ALL:
        for (int k = DC_COPPER; k <= DC_GOLD; k++)
            while (s->p[seat].hand[k])
                play_treasure(s, k, cx);
        return 0;
    case DA_BUY: {
        int cost = dom_cost(s, a->a);
        s->turn.coins = (int16_t)(s->turn.coins - cost);
        s->turn.buys--;
        s->turn.bought = 1;
        if (dom_is(a->a, DT_VICTORY))
            s->turn.bought_victory = 1;
        dom_emit_all(cx, DE_BUY, seat, a->a, cost);
        dom_gain(s, seat, a->a, DEST_DISCARD, cx);
        return 0;
    }
    case DA_END_TURN:
        cleanup(s, cx);
        return 0;
    default:
        return -1;
    }
}

void dom_run(dom_state *s, dom_ctx *cx)
{
    while (!s->finished && s->pending.kind == DD_NONE) {
        if (s->stack_n > 0) {
            dom_frame *f = &s->stack[s->stack_n - 1];
            if (f->card == DP_REACTIONS)
                dom_reaction_round(s, f, NULL, cx);
            else
                dom_hook_of(f->card)(s, f, NULL, cx);
            continue;
        }
        /* The aside zone belongs to frames; with none left it is empty. */
        if (s->phase == DD_ACTION && !can_play_action(s)) {
            s->phase = DD_BUY;
            dom_emit_all(cx, DE_PHASE, s->active, DD_BUY, 0);
        }
        if (s->phase == DD_BUY && s->turn.buys <= 0) {
            cleanup(s, cx);
            continue;
        }
        dom_ask(s, s->phase, s->active, DC_NONE, DU_NONE);
    }
    if (s->finished) {
        memset(&s->pending, 0, sizeof s->pending);
        s->pending.seat = -1;
        s->stack_n = 0;
    }
}

int dom_card_vp(const dom_state *s, int seat, int kind)
{
    switch (kind) {
    case DC_ESTATE: return 1;
    case DC_DUCHY: return 3;
    case DC_PROVINCE: return 6;
    case DC_CURSE: return -1;
    case DC_GREAT_HALL: return 1;
    case DC_MILL: return 1;
    case DC_HAREM: return 2;
    case DC_NOBLES: return 2;
    case DC_GARDENS: return dom_owned(s, seat, DC_NONE) / 10; /* rounded down (Gärten) */
    case DC_DUKE: return dom_owned(s, seat, DC_DUCHY);       /* 1 per Duchy (Herzog) */
    default: return 0;
    }
}

int dom_score(const dom_state *s, int seat)
{
    int counts[DC_COUNT] = {0};
    const dom_player *p = &s->p[seat];
    for (int k = 1; k < DC_COUNT; k++)
        counts[k] = p->hand[k];
    for (int i = 0; i < p->deck_n; i++)
        counts[p->deck[i]]++;
    for (int i = 0; i < p->discard_n; i++)
        counts[p->discard[i]]++;
    for (int i = 0; i < p->play_n; i++)
        counts[p->play[i].kind]++;
    for (int i = 0; i < s->aside_n; i++)
        if (s->aside[i].owner == seat)
            counts[s->aside[i].kind]++;
    int vp = 0;
    for (int k = 1; k < DC_COUNT; k++)
        if (counts[k] && dom_is(k, DT_VICTORY | DT_CURSE))
            vp += counts[k] * dom_card_vp(s, seat, k);
    return vp;
}

void dom_outcome(const void *st, game_outcome *o)
{
    const dom_state *s = st;
    memset(o, 0, sizeof *o);
    o->finished = s->finished;
    o->nseats = s->nseats;
    o->winner = -1;
    for (int i = 0; i < s->nseats; i++)
        o->score[i] = dom_score(s, i);
    /* Most VP; on a tie the fewer turns; then shared (Spielende). */
    for (int i = 0; i < s->nseats; i++) {
        int place = 1;
        for (int j = 0; j < s->nseats; j++)
            if (o->score[j] > o->score[i] ||
                (o->score[j] == o->score[i] && s->p[j].turns < s->p[i].turns))
                place++;
        o->place[i] = place;
    }
    int firsts = 0;
    for (int i = 0; i < s->nseats; i++)
        if (o->place[i] == 1) {
            firsts++;
            o->winner = i;
        }
    if (firsts != 1)
        o->winner = -1;
}
