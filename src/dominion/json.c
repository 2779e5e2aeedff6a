/* json.c — the Dominion engine's JSON edges for actions, events and the
 * outcome (views are view.c, positions position.c, the catalogue catalog.c).
 * Cards travel as wire names ("throne_room"); docs/protocol.md has an
 * example of every action and event. */
#include <string.h>

#include "dominion/engine.h"

const char *const dom_action_wire[DA_COUNT] = {
#define DOM_ACT_WIRE(id, wire) [DA_##id] = wire,
    DOM_ACTION_LIST(DOM_ACT_WIRE)
#undef DOM_ACT_WIRE
};

const char *const dom_event_wire[DE_COUNT] = {
#define DOM_EV_WIRE(id, wire) [DE_##id] = wire,
    DOM_EVENT_LIST(DOM_EV_WIRE)
#undef DOM_EV_WIRE
};

json_t *dom_card_json(int kind)
{
    if (kind <= DC_NONE || kind >= DC_COUNT)
        return json_null();
    return json_string(dom_cards[kind].wire);
}

static int action_has_card(int type)
{
    return type == DA_PLAY || type == DA_PLAY_TREASURE || type == DA_BUY ||
           type == DA_CHOOSE_CARD || type == DA_CHOOSE_PILE || type == DA_CHOOSE_ASIDE ||
           type == DA_REVEAL || type == DA_CHOOSE_TRASH;
}

json_t *dom_action_to_json(const void *st, const game_action *a)
{
    (void)st;
    json_t *j = json_object();
    if (a->type >= DA_COUNT) {
        json_object_set_new(j, "type", json_string("unknown"));
        return j;
    }
    json_object_set_new(j, "type", json_string(dom_action_wire[a->type]));
    if (action_has_card(a->type))
        json_object_set_new(j, "card", dom_card_json(a->a));
    if (a->type == DA_CHOOSE_OPTION)
        json_object_set_new(j, "option", json_integer(a->a));
    if (a->type == DA_CHOOSE_POSITION)
        json_object_set_new(j, "position", json_integer(a->a));
    return j;
}

int dom_action_from_json(const void *st, const json_t *j, game_action *a, game_err *e)
{
    (void)st;
    memset(a, 0, sizeof *a);
    const char *type = json_string_value(json_object_get(j, "type"));
    if (!json_is_object(j) || !type) {
        game_err_set(e, DERR_JSON, "bad_action", "an action is an object with a \"type\"");
        return -1;
    }
    int t = -1;
    for (int i = 0; i < DA_COUNT; i++)
        if (strcmp(type, dom_action_wire[i]) == 0)
            t = i;
    if (t < 0) {
        game_err_set(e, DERR_JSON, "bad_action", "unknown action type");
        return -1;
    }
    a->type = (uint16_t)t;
    if (action_has_card(t)) {
        int k = dom_card_by_wire(json_string_value(json_object_get(j, "card")));
        if (k == DC_NONE) {
            game_err_set(e, DERR_JSON, "bad_action", "\"%s\" needs a known \"card\"",
                         dom_action_wire[t]);
            return -1;
        }
        a->a = (int16_t)k;
    }
    if (t == DA_CHOOSE_OPTION) {
        json_t *o = json_object_get(j, "option");
        if (!json_is_integer(o) || json_integer_value(o) < 0 || json_integer_value(o) > 7) {
            game_err_set(e, DERR_JSON, "bad_action", "\"choose_option\" needs an \"option\" 0-7");
            return -1;
        }
        a->a = (int16_t)json_integer_value(o);
    }
    if (t == DA_CHOOSE_POSITION) {
        json_t *o = json_object_get(j, "position");
        if (!json_is_integer(o) || json_integer_value(o) < 0 ||
            json_integer_value(o) > DOM_CARDS_MAX) {
            game_err_set(e, DERR_JSON, "bad_action",
                         "\"choose_position\" needs a \"position\" (cards above it)");
            return -1;
        }
        a->a = (int16_t)json_integer_value(o);
    }
    return 0;
}

static const char *const dest_wire[] = {"discard", "hand", "deck"};
static const char *const zone_wire[] = {"hand", "deck", "discard", "play", "aside", "supply", "trash"};
static const char *const phase_wire[DD_COUNT] = {[DD_ACTION] = "action", [DD_BUY] = "buy"};

json_t *dom_event_to_json(const void *st, const game_event *ev)
{
    (void)st;
    json_t *j = json_object();
    if (ev->type >= DE_COUNT) {
        json_object_set_new(j, "type", json_string("unknown"));
        return j;
    }
    json_object_set_new(j, "type", json_string(dom_event_wire[ev->type]));
    if (ev->seat >= 0)
        json_object_set_new(j, "seat", json_integer(ev->seat));
    switch (ev->type) {
    case DE_TURN: json_object_set_new(j, "turn", json_integer(ev->a)); break;
    case DE_PHASE:
        json_object_set_new(j, "phase",
                            json_string(ev->a < DD_COUNT && phase_wire[ev->a] ? phase_wire[ev->a] : ""));
        break;
    case DE_DRAW:
    case DE_SHUFFLE:
    case DE_DISCARD_N:
    case DE_TOPDECK_N:
    case DE_TOPDECK:
        if (ev->type == DE_TOPDECK)
            json_object_set_new(j, "card", dom_card_json(ev->a));
        else
            json_object_set_new(j, "count", json_integer(ev->a));
        /* Secret Passage places a card inside the deck: how many lie above
         * it (public: the others see where it goes in). */
        if ((ev->type == DE_TOPDECK || ev->type == DE_TOPDECK_N) && ev->b > 0)
            json_object_set_new(j, "above", json_integer(ev->b));
        break;
    case DE_PLAY:
        json_object_set_new(j, "card", dom_card_json(ev->a));
        if (ev->b)
            json_object_set_new(j, "again", json_true());
        break;
    case DE_BUY:
        json_object_set_new(j, "card", dom_card_json(ev->a));
        json_object_set_new(j, "cost", json_integer(ev->b));
        break;
    case DE_GAIN:
        json_object_set_new(j, "card", dom_card_json(ev->a));
        json_object_set_new(j, "to", json_string(ev->b >= 0 && ev->b < 3 ? dest_wire[ev->b] : ""));
        break;
    case DE_TRASH:
        json_object_set_new(j, "card", dom_card_json(ev->a));
        json_object_set_new(j, "from", json_string(ev->b >= 0 && ev->b < 7 ? zone_wire[ev->b] : ""));
        break;
    case DE_REACT:
    case DE_UNAFFECTED:
        json_object_set_new(j, "card", dom_card_json(ev->a));
        if (ev->type == DE_REACT)
            json_object_set_new(j, "attack", dom_card_json(ev->b));
        break;
    case DE_PASS:
    case DE_PASS_N:
        if (ev->type == DE_PASS)
            json_object_set_new(j, "card", dom_card_json(ev->a));
        json_object_set_new(j, "to", json_integer(ev->b));
        break;
    case DE_CHOOSE:
        json_object_set_new(j, "card", dom_card_json(ev->a));
        json_object_set_new(j, "option", json_integer(ev->b));
        break;
    case DE_COINS:
        json_object_set_new(j, "coins", json_integer(ev->a));
        json_object_set_new(j, "total", json_integer(ev->b));
        break;
    case DE_GAME_END:
        json_object_set_new(j, "reason", json_string(ev->a == 0 ? "provinces" : "piles"));
        break;
    case DE_REVEAL_HAND: break;
    default: json_object_set_new(j, "card", dom_card_json(ev->a)); break;
    }
    return j;
}

/* The outcome in the shape every engine shares (docs/protocol.md: the
 * server's recent-games list reads scores[].total): finished, winner, and
 * per seat its place and total, with Dominion's own figures beside them. */
json_t *dom_outcome_to_json(const void *st)
{
    const dom_state *s = st;
    game_outcome o;
    dom_outcome(st, &o);
    json_t *j = json_object();
    json_object_set_new(j, "finished", json_boolean(o.finished));
    json_object_set_new(j, "winner", o.winner >= 0 ? json_integer(o.winner) : json_null());
    json_t *pl = json_array();
    for (int i = 0; i < s->nseats; i++) {
        json_t *p = json_object();
        json_object_set_new(p, "seat", json_integer(i));
        json_object_set_new(p, "place", json_integer(o.place[i]));
        json_object_set_new(p, "total", json_integer(o.score[i]));
        json_object_set_new(p, "turns", json_integer(s->p[i].turns));
        json_t *vp = json_object(); /* where the points come from, for the score screen */
        for (int k = 1; k < DC_COUNT; k++)
            if (dom_is(k, DT_VICTORY | DT_CURSE)) {
                int n = dom_owned(s, i, k);
                if (n) {
                    json_t *row = json_object();
                    json_object_set_new(row, "count", json_integer(n));
                    json_object_set_new(row, "vp", json_integer(n * dom_card_vp(s, i, k)));
                    json_object_set_new(vp, dom_cards[k].wire, row);
                }
            }
        json_object_set_new(p, "points", vp);
        json_object_set_new(p, "cards", json_integer(dom_owned(s, i, DC_NONE)));
        json_array_append_new(pl, p);
    }
    json_object_set_new(j, "scores", pl);
    return j;
}
