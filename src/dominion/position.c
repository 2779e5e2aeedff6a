/* position.c — scenarios lay a position over a freshly dealt game:
 *   {"active": 0, "phase": "action" | "buy",
 *    "turn": {"actions": 1, "buys": 1, "coins": 0},
 *    "players": [{"hand": ["smithy", …], "deck": [bottom … top],
 *                 "discard": [bottom … top]}, …],
 *    "supply": {"curse": 0, …}, "trash": ["copper", …]}
 * Every key is optional; a player's zone given replaces that zone. The
 * game's card total is recounted afterwards, so check() still holds, and the
 * position starts at the active player's phase decision. */
#include <string.h>

#include "dominion/engine.h"

static int bad(game_err *e, const char *msg)
{
    game_err_set(e, DERR_POSITION, "bad_position", "%s", msg);
    return -1;
}

/* Reads a list of wire names into `out` (at most `cap`); count or -1. */
static int kinds_from(const json_t *a, uint8_t *out, int cap)
{
    if (!json_is_array(a) || (int)json_array_size(a) > cap)
        return -1;
    size_t i;
    json_t *x;
    json_array_foreach(a, i, x) {
        int k = dom_card_by_wire(json_string_value(x));
        if (k == DC_NONE)
            return -1;
        out[i] = (uint8_t)k;
    }
    return (int)json_array_size(a);
}

static int player_from(dom_state *s, int seat, const json_t *o, game_err *e)
{
    dom_player *p = &s->p[seat];
    uint8_t tmp[DOM_CARDS_MAX];
    json_t *v;
    if ((v = json_object_get(o, "hand"))) {
        int n = kinds_from(v, tmp, DOM_CARDS_MAX);
        if (n < 0)
            return bad(e, "a hand must be a list of card names");
        memset(p->hand, 0, sizeof p->hand);
        p->hand_n = 0;
        for (int i = 0; i < n; i++)
            dom_hand_add(s, seat, tmp[i]);
    }
    if ((v = json_object_get(o, "deck"))) {
        int n = kinds_from(v, p->deck, DOM_CARDS_MAX);
        if (n < 0)
            return bad(e, "a deck must be a list of card names (bottom first)");
        p->deck_n = (uint16_t)n;
    }
    if ((v = json_object_get(o, "discard"))) {
        int n = kinds_from(v, p->discard, DOM_CARDS_MAX);
        if (n < 0)
            return bad(e, "a discard pile must be a list of card names (bottom first)");
        p->discard_n = (uint16_t)n;
    }
    return 0;
}

static int turn_from(dom_state *s, const json_t *t, game_err *e)
{
    static const char *const keys[] = {"actions", "buys", "coins"};
    int16_t *fields[] = {&s->turn.actions, &s->turn.buys, &s->turn.coins};
    for (int i = 0; i < 3; i++) {
        json_t *v = json_object_get(t, keys[i]);
        if (!v)
            continue;
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 99)
            return bad(e, "turn numbers must be 0 to 99");
        *fields[i] = (int16_t)json_integer_value(v);
    }
    return 0;
}

int dom_position_from_json(void *st, const json_t *j, game_err *e)
{
    dom_state *s = st;
    if (!json_is_object(j))
        return bad(e, "a position is a JSON object");
    json_t *v;
    if ((v = json_object_get(j, "active"))) {
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) >= s->nseats)
            return bad(e, "active must be a seat");
        int seat = (int)json_integer_value(v);
        /* The turn passes to `seat` as if it had just begun. */
        s->p[s->active].turns--;
        s->turn_no--;
        dom_start_turn(s, seat, NULL);
    }
    if ((v = json_object_get(j, "players"))) {
        if (!json_is_array(v) || (int)json_array_size(v) > s->nseats)
            return bad(e, "players must be a list of at most one object per seat");
        size_t i;
        json_t *o;
        json_array_foreach(v, i, o)
            if (json_is_object(o) && player_from(s, (int)i, o, e) < 0)
                return -1;
    }
    if ((v = json_object_get(j, "supply"))) {
        const char *key;
        json_t *n;
        json_object_foreach(v, key, n) {
            int k = dom_card_by_wire(key);
            if (k == DC_NONE || !s->pile_of[k] || !json_is_integer(n) || json_integer_value(n) < 0 ||
                json_integer_value(n) > 200)
                return bad(e, "supply: a pile of this game and a count 0-200");
            s->piles[s->pile_of[k] - 1].count = (uint8_t)json_integer_value(n);
        }
    }
    if ((v = json_object_get(j, "trash"))) {
        uint8_t tmp[DOM_CARDS_MAX];
        int n = kinds_from(v, tmp, DOM_CARDS_MAX);
        if (n < 0)
            return bad(e, "trash must be a list of card names");
        memset(s->trash, 0, sizeof s->trash);
        s->trash_n = 0;
        for (int i = 0; i < n; i++)
            s->trash[tmp[i]]++, s->trash_n++;
    }
    if ((v = json_object_get(j, "turn")) && turn_from(s, v, e) < 0)
        return -1;
    if ((v = json_object_get(j, "phase"))) {
        const char *ph = json_string_value(v);
        if (!ph || (strcmp(ph, "action") && strcmp(ph, "buy")))
            return bad(e, "phase must be \"action\" or \"buy\"");
        s->phase = strcmp(ph, "buy") == 0 ? DD_BUY : DD_ACTION;
    }
    /* Recount: the position may add or remove cards. */
    int total = s->trash_n;
    for (int i = 0; i < s->npiles; i++)
        total += s->piles[i].count;
    for (int i = 0; i < s->nseats; i++)
        total += s->p[i].hand_n + s->p[i].deck_n + s->p[i].discard_n + s->p[i].play_n;
    if (total > DOM_CARDS_MAX)
        return bad(e, "more cards than a game can hold");
    s->total_cards = (uint16_t)total;
    s->stack_n = 0;
    s->aside_n = 0;
    memset(&s->pending, 0, sizeof s->pending);
    dom_ctx cx = {0};
    dom_run(s, &cx);
    return 0;
}
