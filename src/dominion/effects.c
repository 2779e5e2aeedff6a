/* effects.c — the effect stack: pushing and popping frames, playing a card
 * (into play, counted, its frame pushed), the reaction round an Attack
 * opens, and the helpers a hook uses to ask its player a decision.
 *
 * Why a stack: an effect can need a choice at any depth (Throne Room on a
 * Militia whose victim reveals a Secret Chamber), and the engine must stop
 * at that choice and resume there after any number of applies. Each frame
 * is small plain data, so the whole game still clones with memcpy. */
#include <string.h>

#include "dominion/engine.h"

dom_frame *dom_push(dom_state *s, int card, int seat)
{
    dom_frame *f = &s->stack[s->stack_n++];
    memset(f, 0, sizeof *f);
    f->card = (uint8_t)card;
    f->seat = (int8_t)seat;
    f->target = (int8_t)seat;
    f->aside_base = s->aside_n;
    return f;
}

void dom_pop(dom_state *s)
{
    s->stack_n--;
}

/* The stack is deep enough for every chain the cards can build: Throne Room
 * frames nest one per Throne Room played inside another (at most the Throne
 * Rooms of the game), each Attack adds one reaction frame and one reaction
 * effect. A chain deeper than DOM_STACK_MAX - 3 plays the card without
 * its Throne Room doubling (docs/dominion.md "Limits"); no real deck gets
 * there. */
int dom_stack_room(const dom_state *s)
{
    return DOM_STACK_MAX - s->stack_n;
}

void dom_push_play(dom_state *s, int seat, int kind, uint16_t play_id, int again, dom_ctx *cx)
{
    s->turn.actions_played++;
    dom_emit_all(cx, DE_PLAY, seat, kind, again);
    dom_frame *f = dom_push(s, kind, seat);
    f->play_id = play_id;
    if (dom_is(kind, DT_ATTACK)) {
        /* Who is asked to react tells the attacker who holds a Reaction. */
        if (cx)
            cx->shown++;
        dom_frame *r = dom_push(s, DP_REACTIONS, seat);
        r->target = (int8_t)seat; /* the round starts at the player's left */
        r->kind = (uint8_t)kind;
    }
}

void dom_ask(dom_state *s, int kind, int seat, int card, int purpose)
{
    memset(&s->pending, 0, sizeof s->pending);
    s->pending.kind = (uint8_t)kind;
    s->pending.seat = (int8_t)seat;
    s->pending.card = (uint8_t)card;
    s->pending.purpose = (uint8_t)purpose;
    s->pending.cost_min = s->pending.cost_max = -1;
}

void dom_ask_hand(dom_state *s, int seat, int card, int purpose, unsigned types, int optional)
{
    dom_ask(s, DD_HAND, seat, card, purpose);
    s->pending.types = (uint8_t)types;
    if (optional)
        s->pending.flags |= DDF_OPTIONAL;
}

void dom_ask_supply(dom_state *s, int seat, int card, int purpose, int cost_min, int cost_max,
                    unsigned types, unsigned flags)
{
    dom_ask(s, DD_SUPPLY, seat, card, purpose);
    s->pending.cost_min = (int8_t)cost_min;
    s->pending.cost_max = (int8_t)cost_max;
    s->pending.types = (uint8_t)types;
    s->pending.flags = (uint8_t)flags;
}

void dom_ask_yesno(dom_state *s, int seat, int card, int purpose)
{
    dom_ask(s, DD_YESNO, seat, card, purpose);
}

void dom_ask_option(dom_state *s, int seat, int card, unsigned options)
{
    dom_ask(s, DD_OPTION, seat, card, DU_NONE);
    s->pending.options = (uint8_t)options;
}

void dom_ask_aside(dom_state *s, int seat, int card, int purpose, int optional)
{
    dom_ask(s, DD_ASIDE, seat, card, purpose);
    if (optional)
        s->pending.flags |= DDF_OPTIONAL;
}

int dom_hand_has(const dom_state *s, int seat, unsigned types, int except)
{
    const dom_player *p = &s->p[seat];
    /* The scan stops once every card of the hand was seen. */
    for (int k = 1, left = p->hand_n; k < DC_COUNT && left > 0; k++)
        if (p->hand[k]) {
            if (k != except && (!types || (dom_cards[k].types & types)))
                return 1;
            left -= p->hand[k];
        }
    return 0;
}

static int supply_ok(const dom_state *s, int i, int cost_min, int cost_max, unsigned types,
                     unsigned flags)
{
    const dom_pile *pl = &s->piles[i];
    if (pl->count == 0 && !(flags & DDF_EMPTY_OK))
        return 0;
    if (types && !(dom_cards[pl->kind].types & types))
        return 0;
    int c = dom_cost(s, pl->kind);
    if (flags & DDF_EXACT)
        return c == cost_max;
    return (cost_min < 0 || c >= cost_min) && (cost_max < 0 || c <= cost_max);
}

int dom_supply_has(const dom_state *s, int cost_min, int cost_max, unsigned types, unsigned flags)
{
    for (int i = 0; i < s->npiles; i++)
        if (supply_ok(s, i, cost_min, cost_max, types, flags))
            return 1;
    return 0;
}

int dom_supply_allows(const dom_state *s, int kind)
{
    const dom_pending *d = &s->pending;
    if (kind <= DC_NONE || kind >= DC_COUNT || !s->pile_of[kind])
        return 0;
    return supply_ok(s, s->pile_of[kind] - 1, d->cost_min, d->cost_max, d->types, d->flags);
}

/* ---- the reaction round (DP_REACTIONS) ----
 * Before an Attack's instructions, each other player in turn order may reveal
 * Reactions from hand, one after another, as many as they like (Burggraben,
 * Geheimkammer, Diplomatin). Moat makes its player unaffected: a bit in the
 * Attack frame's `immune` mask (the frame just below). The round's `flags`
 * keep a bit per seat that revealed a Reaction with an effect of its own
 * (Secret Chamber, Diplomat) in this round: public, and nothing in the rules
 * reads it; a strategy does (a Secret Chamber may be revealed for ever, and
 * a bot must know it already did: strategy_answer.c). */

static dom_frame *attack_below(dom_state *s, dom_frame *r)
{
    return r - 1;
}

static int reactions_available(const dom_state *s, int seat)
{
    for (int k = 1; k < DC_COUNT; k++)
        if (s->p[seat].hand[k] && dom_can_react(s, seat, k))
            return 1;
    return 0;
}

void dom_reaction_round(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx)
{
    if (ans && ans->type == DA_REVEAL) {
        int k = ans->a;
        dom_emit_all(cx, DE_REACT, f->target, k, f->kind);
        dom_emit_all(cx, DE_REVEAL, f->target, k, 0);
        if (k == DC_MOAT) {
            attack_below(s, f)->immune |= (uint8_t)(1u << f->target);
        } else {
            /* Secret Chamber, Diplomat: their reaction is an effect of its own. */
            f->flags |= (uint8_t)(1u << f->target);
            dom_frame *c = dom_push(s, k, f->target);
            c->flags = 1; /* as a reaction, not played */
            c->step = 100;
            return;
        }
    } else if (ans && ans->type == DA_DONE) {
        f->step = 1; /* this player is done: on to the next */
    } else if (ans == NULL && f->step == 0 && f->target == f->seat) {
        f->step = 1; /* the round begins */
    }
    for (;;) {
        if (f->step == 1) {
            f->target = (int8_t)dom_next_seat(s, f->target);
            f->step = 2;
        }
        if (f->target == f->seat) {
            dom_pop(s); /* everyone had their chance: the Attack runs */
            return;
        }
        if (reactions_available(s, f->target)) {
            dom_ask(s, DD_REACT, f->target, f->kind, DU_REVEAL);
            s->pending.flags |= DDF_OPTIONAL;
            return;
        }
        f->step = 1;
    }
}

int dom_can_react(const dom_state *s, int seat, int kind)
{
    const dom_frame *r = &s->stack[s->stack_n - 1];
    if (s->stack_n < 2 || r->card != DP_REACTIONS || s->p[seat].hand[kind] == 0)
        return 0;
    switch (kind) {
    case DC_MOAT: /* once is enough: it makes the player unaffected */
        return !(s->stack[s->stack_n - 2].immune & (1u << seat));
    case DC_SECRET_CHAMBER:
        return 1;
    case DC_DIPLOMAT: /* only with 5 or more cards in hand (Diplomatin) */
        return s->p[seat].hand_n >= 5;
    default:
        return 0;
    }
}

/* Whether the Attack of frame `f` affects `seat` (not its player, no Moat). */
int dom_attacked(const dom_frame *f, int seat)
{
    return seat != f->seat && !(f->immune & (1u << seat));
}
