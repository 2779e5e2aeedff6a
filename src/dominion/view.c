/* view.c — what one seat may see (view_json) and the god view of the whole
 * state for scenarios and debugging (debug_json).
 *
 * A seat sees: the supply and the trash (public, Anleitung (1): "Müllstapel
 * … darf jederzeit … durchgesehen werden"); every play area; the top card of
 * every discard pile; the sizes of every deck, hand and discard pile; its own
 * hand; cards set aside face up; cards looked at only when it looked; the
 * pending decision. It never sees another hand, any deck's order, or the
 * cards under a discard pile's top. Spectators (-1) see the public part.
 * The deciding seat's "decision" carries its legal actions ("options"). */
#include <string.h>

#include "dominion/engine.h"

static const char *const dec_wire[DD_COUNT] = {
    [DD_NONE] = "none",     [DD_ACTION] = "action", [DD_BUY] = "buy",
    [DD_HAND] = "hand",     [DD_SUPPLY] = "supply", [DD_ASIDE] = "aside",
    [DD_OPTION] = "option", [DD_YESNO] = "yes_no",  [DD_REACT] = "reaction",
    [DD_TRASH] = "trash",   [DD_POSITION] = "position",
};
static const char *const purpose_wire[DU_COUNT] = {
    [DU_NONE] = "",         [DU_DISCARD] = "discard",     [DU_TRASH] = "trash",
    [DU_GAIN] = "gain",     [DU_PLAY] = "play",           [DU_TOPDECK] = "topdeck",
    [DU_SET_ASIDE] = "set_aside", [DU_NAME] = "name",     [DU_PASS] = "pass",
    [DU_REVEAL] = "reveal", [DU_ORDER] = "order",         [DU_KEEP] = "keep",
    [DU_PLACE] = "place",
};

static json_t *types_json(unsigned types)
{
    static const char *const names[] = {"action", "treasure", "victory", "curse",
                                        "attack", "reaction", "duration"};
    json_t *a = json_array();
    for (int i = 0; i < 7; i++)
        if (types & (1u << i))
            json_array_append_new(a, json_string(names[i]));
    return a;
}

json_t *dom_pending_json(const dom_state *s, int seat)
{
    const dom_pending *d = &s->pending;
    json_t *j = json_object();
    json_object_set_new(j, "kind", json_string(d->kind < DD_COUNT ? dec_wire[d->kind] : "none"));
    json_object_set_new(j, "seat", json_integer(d->seat));
    if (d->card)
        json_object_set_new(j, "card", dom_card_json(d->card));
    if (d->purpose)
        json_object_set_new(j, "purpose", json_string(purpose_wire[d->purpose]));
    if (d->flags & DDF_OPTIONAL)
        json_object_set_new(j, "optional", json_true());
    if (d->kind == DD_SUPPLY) {
        if (d->cost_min >= 0)
            json_object_set_new(j, "cost_min", json_integer(d->cost_min));
        if (d->cost_max >= 0)
            json_object_set_new(j, "cost_max", json_integer(d->cost_max));
        if (d->flags & DDF_EXACT)
            json_object_set_new(j, "exact", json_true());
    }
    if (d->types)
        json_object_set_new(j, "types", types_json(d->types));
    if (d->kind == DD_POSITION && s->stack_n > 0) {
        /* The places offered: cards above, from..to, every `step`th (legal.c). */
        const dom_frame *f = &s->stack[s->stack_n - 1];
        json_object_set_new(j, "from", json_integer(f->n));
        json_object_set_new(j, "to", json_integer(f->m));
        json_object_set_new(j, "step", json_integer((d->flags & DDF_COARSE) ? 16 : 1));
    }
    if (d->count)
        json_object_set_new(j, "count", json_integer(d->count));
    /* The card a decision is about or may not take (public in every use:
     * the Thief's and Swindler's trashed card, the Vassal's discarded one,
     * the Baron's Estate, the Bandit's Copper), for the client's prompt. */
    if (d->except)
        json_object_set_new(j, "except", dom_card_json(d->except));
    /* The deciding seat's own view lists its legal actions (as Citadels'
     * pending.options), so a client offers exactly those: which piles it
     * may buy, which option numbers a card allows. Nobody else sees them. */
    if (seat >= 0 && seat == d->seat && !s->finished && d->kind != DD_NONE) {
        game_action acts[DOM_KIND_MAX + 8];
        int n = dom_legal(s, seat, acts, (int)(sizeof acts / sizeof acts[0]));
        json_t *opts = json_array();
        for (int i = 0; i < n && i < (int)(sizeof acts / sizeof acts[0]); i++)
            json_array_append_new(opts, dom_action_to_json(s, &acts[i]));
        json_object_set_new(j, "options", opts);
    }
    return j;
}

/* The protocol's "pending" (docs/protocol.md, the same for every game): who
 * decides, what kind of decision, and for the deciding seat its legal
 * actions as "options", with the decision's details. */
static json_t *protocol_pending(const dom_state *s, int seat)
{
    json_t *j = dom_pending_json(s, seat);
    json_object_set_new(j, "seat", s->finished ? json_null() : json_integer(s->pending.seat));
    json_object_set(j, "decision", json_object_get(j, "kind"));
    if (seat >= 0 && seat == s->pending.seat && !s->finished) {
        game_action acts[DOM_KIND_MAX + 8];
        int n = dom_legal(s, seat, acts, (int)(sizeof acts / sizeof acts[0]));
        json_t *opts = json_array();
        for (int i = 0; i < n; i++)
            json_array_append_new(opts, dom_action_to_json(s, &acts[i]));
        json_object_set_new(j, "options", opts);
    }
    return j;
}

static json_t *counts_json(const uint16_t *counts)
{
    json_t *o = json_object();
    for (int k = 1; k < DC_COUNT; k++)
        if (counts[k])
            json_object_set_new(o, dom_cards[k].wire, json_integer(counts[k]));
    return o;
}

static json_t *kinds_json(const uint8_t *kinds, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, dom_card_json(kinds[i]));
    return a;
}

static json_t *play_json(const dom_player *p)
{
    json_t *a = json_array();
    for (int i = 0; i < p->play_n; i++)
        json_array_append_new(a, dom_card_json(p->play[i].kind));
    return a;
}

static json_t *turn_json(const dom_state *s)
{
    json_t *t = json_object();
    json_object_set_new(t, "seat", json_integer(s->active));
    json_object_set_new(t, "phase", json_string(s->phase == DD_BUY ? "buy" : "action"));
    json_object_set_new(t, "actions", json_integer(s->turn.actions));
    json_object_set_new(t, "buys", json_integer(s->turn.buys));
    json_object_set_new(t, "coins", json_integer(s->turn.coins));
    json_object_set_new(t, "actions_played", json_integer(s->turn.actions_played));
    if (s->turn.cost_reduction)
        json_object_set_new(t, "cost_reduction", json_integer(s->turn.cost_reduction));
    if (s->turn.copper_bonus)
        json_object_set_new(t, "copper_bonus", json_integer(s->turn.copper_bonus));
    if (s->turn.merchants && !s->turn.silver_played)
        json_object_set_new(t, "merchants", json_integer(s->turn.merchants));
    return t;
}

static json_t *supply_json(const dom_state *s)
{
    json_t *a = json_array();
    for (int i = 0; i < s->npiles; i++) {
        json_t *p = json_object();
        json_object_set_new(p, "card", dom_card_json(s->piles[i].kind));
        json_object_set_new(p, "count", json_integer(s->piles[i].count));
        json_object_set_new(p, "cost", json_integer(dom_cost(s, s->piles[i].kind)));
        json_object_set_new(p, "kingdom", json_boolean(i >= 7));
        json_array_append_new(a, p);
    }
    return a;
}

json_t *dom_view_json(const void *st, int seat)
{
    const dom_state *s = st;
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string("dominion"));
    if (seat >= 0) /* a spectator's view has no seat */
        json_object_set_new(j, "seat", json_integer(seat));
    json_object_set_new(j, "turn_no", json_integer(s->turn_no));
    json_object_set_new(j, "finished", json_boolean(s->finished));
    json_object_set_new(j, "turn", turn_json(s));
    json_object_set_new(j, "supply", supply_json(s));
    json_object_set_new(j, "trash", counts_json(s->trash));
    json_object_set_new(j, "empty_piles", json_integer(dom_empty_piles(s)));
    json_t *players = json_array();
    for (int i = 0; i < s->nseats; i++) {
        const dom_player *p = &s->p[i];
        json_t *o = json_object();
        json_object_set_new(o, "seat", json_integer(i));
        json_object_set_new(o, "hand_size", json_integer(p->hand_n));
        json_object_set_new(o, "deck_size", json_integer(p->deck_n));
        json_object_set_new(o, "discard_size", json_integer(p->discard_n));
        json_object_set_new(o, "discard_top",
                            p->discard_n ? dom_card_json(p->discard[p->discard_n - 1]) : json_null());
        json_object_set_new(o, "in_play", play_json(p));
        json_object_set_new(o, "turns", json_integer(p->turns));
        if (i == seat)
            json_object_set_new(o, "hand", counts_json(p->hand));
        if (i == seat || s->finished) /* others' points: at the end (the outcome) */
            json_object_set_new(o, "score", json_integer(dom_score(s, i)));
        json_array_append_new(players, o);
    }
    json_object_set_new(j, "players", players);
    json_t *aside = json_array();
    for (int i = 0; i < s->aside_n; i++) {
        const dom_aside *a = &s->aside[i];
        json_t *o = json_object();
        json_object_set_new(o, "owner", json_integer(a->owner));
        if (a->seen < 0 || (seat >= 0 && a->seen == seat))
            json_object_set_new(o, "card", dom_card_json(a->kind));
        else
            json_object_set_new(o, "card", json_null()); /* face down, or looked at by another */
        json_array_append_new(aside, o);
    }
    json_object_set_new(j, "aside", aside);
    json_object_set_new(j, "decision", dom_pending_json(s, seat));
    json_object_set_new(j, "pending", protocol_pending(s, seat));
    if (s->finished)
        json_object_set_new(j, "outcome", dom_outcome_to_json(s));
    return j;
}

json_t *dom_debug_json(const void *st)
{
    const dom_state *s = st;
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string("dominion"));
    json_object_set_new(j, "active", json_integer(s->active));
    json_object_set_new(j, "phase", json_string(s->phase == DD_BUY ? "buy" : "action"));
    json_object_set_new(j, "turn_no", json_integer(s->turn_no));
    json_object_set_new(j, "finished", json_boolean(s->finished));
    json_object_set_new(j, "turn", turn_json(s));
    json_t *sup = json_object();
    for (int i = 0; i < s->npiles; i++)
        json_object_set_new(sup, dom_cards[s->piles[i].kind].wire, json_integer(s->piles[i].count));
    json_object_set_new(j, "supply", sup);
    json_t *kingdom = json_array();
    for (int i = 7; i < s->npiles; i++)
        json_array_append_new(kingdom, dom_card_json(s->piles[i].kind));
    json_object_set_new(j, "kingdom", kingdom);
    json_object_set_new(j, "trash", counts_json(s->trash));
    json_object_set_new(j, "trash_size", json_integer(s->trash_n));
    json_object_set_new(j, "empty_piles", json_integer(dom_empty_piles(s)));
    json_t *players = json_array();
    for (int i = 0; i < s->nseats; i++) {
        const dom_player *p = &s->p[i];
        json_t *o = json_object();
        json_object_set_new(o, "hand", counts_json(p->hand));
        json_object_set_new(o, "hand_size", json_integer(p->hand_n));
        json_object_set_new(o, "deck", kinds_json(p->deck, p->deck_n)); /* bottom first */
        json_object_set_new(o, "deck_size", json_integer(p->deck_n));
        json_object_set_new(o, "discard", kinds_json(p->discard, p->discard_n));
        json_object_set_new(o, "discard_size", json_integer(p->discard_n));
        json_object_set_new(o, "play", play_json(p));
        json_object_set_new(o, "turns", json_integer(p->turns));
        json_object_set_new(o, "score", json_integer(dom_score(s, i)));
        json_object_set_new(o, "cards", json_integer(dom_owned(s, i, DC_NONE)));
        json_array_append_new(players, o);
    }
    json_object_set_new(j, "players", players);
    json_t *aside = json_array();
    for (int i = 0; i < s->aside_n; i++) {
        json_t *o = json_object();
        json_object_set_new(o, "card", dom_card_json(s->aside[i].kind));
        json_object_set_new(o, "owner", json_integer(s->aside[i].owner));
        json_object_set_new(o, "seen", json_integer(s->aside[i].seen));
        json_array_append_new(aside, o);
    }
    json_object_set_new(j, "aside", aside);
    json_object_set_new(j, "decision",
                        json_string(s->pending.kind < DD_COUNT ? dec_wire[s->pending.kind] : "none"));
    json_object_set_new(j, "decision_seat", json_integer(s->pending.seat));
    json_object_set_new(j, "pending", dom_pending_json(s, -1));
    json_t *stack = json_array();
    for (int i = 0; i < s->stack_n; i++) {
        json_t *o = json_object();
        const dom_frame *f = &s->stack[i];
        json_object_set_new(o, "card", f->card == DP_REACTIONS ? json_string("reactions")
                                                                : dom_card_json(f->card));
        json_object_set_new(o, "seat", json_integer(f->seat));
        json_object_set_new(o, "step", json_integer(f->step));
        json_array_append_new(stack, o);
    }
    json_object_set_new(j, "stack", stack);
    if (s->finished)
        json_object_set_new(j, "outcome", dom_outcome_to_json(s));
    return j;
}

json_t *dom_summary_json(const void *st)
{
    const dom_state *s = st;
    json_t *j = json_object();
    /* "round" for guildhall sim: Dominion's rounds are the turns of a seat. */
    int most = 0;
    for (int i = 0; i < s->nseats; i++)
        if (s->p[i].turns > most)
            most = s->p[i].turns;
    json_object_set_new(j, "round", json_integer(most));
    return j;
}
