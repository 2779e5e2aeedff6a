/* position.c — scenarios: overwrite parts of a freshly dealt game with a
 * position described in JSON, and dump the whole state (god view) so
 * scenario files can assert on any field. The format is documented in
 * docs/scenarios.md.
 *
 * Card instances are never created or destroyed here: a position names card
 * kinds, and each is served by a free instance of that kind (one not kept in
 * an unspecified hand), so check() still holds afterwards. */
#include "citadels/engine.h"
#include "citadels/memory.h"

#include <string.h>

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        cit_fail(e, CIT_ERR_BAD_CONFIG, __VA_ARGS__);                                              \
        return -1;                                                                                 \
    } while (0)

typedef struct pool {
    uint8_t free[CIT_MAX_CARDS]; /* 1 = may be placed */
    uint8_t order[CIT_MAX_CARDS]; /* free cards in their deck order first */
    int n;
    uint32_t dealt; /* seats whose hand the position leaves as dealt */
} pool;

static int take_free(const cit_state *s, pool *p, int kind)
{
    for (int i = 0; i < p->n; i++) {
        int c = p->order[i];
        if (p->free[c] && (kind < 0 || s->card_kind[c] == kind)) {
            p->free[c] = 0;
            return c;
        }
    }
    return -1;
}

/* A free instance of `kind`; when none is left, one from a hand left as
 * dealt, which gets the first free card of the deck in its place. So a
 * position that names no more instances than the game has is always set
 * up, whatever the deal put into the hands it does not name (the browser
 * tests' positions failed about once in a few hundred deals: three other
 * hands had drawn every Temple). */
static int take_kind(cit_state *s, pool *p, int kind)
{
    int card = take_free(s, p, kind);
    for (int seat = 0; card < 0 && seat < s->cfg.nplayers; seat++) {
        cit_player *pl = &s->players[seat];
        for (int i = 0; ((p->dealt >> seat) & 1u) && i < pl->nhand; i++)
            if (s->card_kind[pl->hand[i]] == kind) {
                int other = take_free(s, p, -1);
                if (other < 0)
                    return -1;
                card = pl->hand[i];
                pl->hand[i] = (uint8_t)other;
                break;
            }
    }
    return card;
}

/* Fills `dst` with instances of the kinds named in `arr`. */
static int place(cit_state *s, pool *p, const json_t *arr, uint8_t *dst, uint8_t *ndst,
                 game_err *e)
{
    if (!json_is_array(arr))
        FAIL("card lists must be arrays of district names");
    *ndst = 0;
    size_t i;
    json_t *x;
    json_array_foreach(arr, i, x) {
        int kind = json_is_string(x) ? cit_district_from_wire(json_string_value(x)) : -1;
        if (kind < 0)
            FAIL("unknown district %s", json_is_string(x) ? json_string_value(x) : "?");
        int card = take_kind(s, p, kind);
        if (card < 0)
            FAIL("no free %s left in this game", json_string_value(x));
        dst[(*ndst)++] = (uint8_t)card;
    }
    return 0;
}

static int rank_named(const cit_state *s, const json_t *v)
{
    const char *name = json_string_value(v);
    int ch = name ? cit_character_from_wire(name) : -1;
    return ch > 0 ? cit_rank_of_card(s, ch) : 0; /* issue 12: the card, not its role */
}

static int seat_value(const cit_state *s, const json_t *v, int *out)
{
    if (!json_is_integer(v) || json_integer_value(v) < -1 ||
        json_integer_value(v) >= s->cfg.nplayers)
        return -1;
    *out = (int)json_integer_value(v);
    return 0;
}

static int place_cards(cit_state *s, const json_t *j, game_err *e)
{
    const json_t *players = json_object_get(j, "players");
    const json_t *deck = json_object_get(j, "deck");
    if (players && (!json_is_array(players) || json_array_size(players) > s->cfg.nplayers))
        FAIL("players must be an array of at most %d seats", s->cfg.nplayers);

    pool p = {.n = 0};
    memset(p.free, 1, sizeof p.free);
    /* Cards in hands that the position leaves as dealt stay where they are. */
    for (int seat = 0; seat < s->cfg.nplayers; seat++) {
        const json_t *pj = players ? json_array_get(players, (size_t)seat) : NULL;
        if (!pj || !json_object_get(pj, "hand")) {
            p.dealt |= 1u << seat;
            for (int i = 0; i < s->players[seat].nhand; i++)
                p.free[s->players[seat].hand[i]] = 0;
        }
    }
    for (int i = 0; i < s->deck_len; i++)
        p.order[p.n++] = s->deck[(s->deck_head + i) & CIT_DECK_MASK];
    for (int seat = 0; seat < s->cfg.nplayers; seat++) {
        const cit_player *pl = &s->players[seat];
        for (int i = 0; i < pl->nhand; i++)
            p.order[p.n++] = pl->hand[i];
        for (int i = 0; i < pl->ncity; i++)
            p.order[p.n++] = pl->city[i];
    }
    /* issue 12: action cards — laid Kassenwagen go back to the pool too */
    for (int b = 0; b < 3; b++)
        if (s->booth_seat1[b]) {
            p.order[p.n++] = s->booth_card[b];
            s->booth_seat1[b] = 0;
            s->booth_gold[b] = 0;
        }
    memset(s->beautified, 0, sizeof s->beautified);

    for (int seat = 0; seat < s->cfg.nplayers; seat++) {
        const json_t *pj = players ? json_array_get(players, (size_t)seat) : NULL;
        cit_player *pl = &s->players[seat];
        pl->ncity = 0;
        s->city_kinds[seat] = 0; /* issue 13: the caches beside the city */
        memset(s->city_types[seat], 0, sizeof s->city_types[seat]);
        if (!pj)
            continue;
        if (!json_is_object(pj))
            FAIL("each player must be an object");
        const json_t *v;
        if ((v = json_object_get(pj, "hand")) && place(s, &p, v, pl->hand, &pl->nhand, e) < 0)
            return -1;
        if ((v = json_object_get(pj, "city")) && place(s, &p, v, pl->city, &pl->ncity, e) < 0)
            return -1;
        cit_city_kinds_refresh(s, seat);
        /* issue 12: "ticket_booths": [gold, …] — Kassenwagen laid out in
         * front of this player, each with that much gold on it */
        if ((v = json_object_get(pj, "ticket_booths"))) {
            size_t i;
            json_t *x;
            if (!json_is_array(v))
                FAIL("ticket_booths must be an array of gold amounts");
            json_array_foreach(v, i, x) {
                int slot = 0;
                while (slot < 3 && s->booth_seat1[slot])
                    slot++;
                int card = take_kind(s, &p, CIT_D_TICKET_BOOTH);
                if (!json_is_integer(x) || json_integer_value(x) < 0 ||
                    json_integer_value(x) > 200)
                    FAIL("a ticket booth's gold must be 0 to 200");
                if (slot == 3 || card < 0)
                    FAIL("no free ticket_booth left in this game");
                s->booth_card[slot] = (uint8_t)card;
                s->booth_seat1[slot] = (uint8_t)(seat + 1);
                s->booth_gold[slot] = (uint8_t)json_integer_value(x);
            }
        }
        if ((v = json_object_get(pj, "gold"))) {
            if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 9999)
                FAIL("gold must be 0 to 9999");
            pl->gold = (int32_t)json_integer_value(v);
        }
        if ((v = json_object_get(pj, "beautified"))) {
            size_t i;
            json_t *x;
            json_array_foreach(v, i, x) {
                int k = json_is_string(x) ? cit_district_from_wire(json_string_value(x)) : -1;
                int found = -1;
                for (int c = 0; c < pl->ncity && found < 0; c++)
                    if (s->card_kind[pl->city[c]] == k && !cit_is_beautified(s, pl->city[c]))
                        found = pl->city[c];
                if (found < 0)
                    FAIL("beautified districts must be in that city");
                s->beautified[found >> 3] |= (uint8_t)(1u << (found & 7));
            }
        }
    }
    uint8_t top[CIT_MAX_CARDS], ntop = 0;
    if (deck && place(s, &p, deck, top, &ntop, e) < 0)
        return -1;
    s->deck_head = 0;
    s->deck_len = 0;
    for (int i = 0; i < ntop; i++)
        s->deck[s->deck_len++] = top[i];
    for (int i = 0; i < p.n; i++)
        if (p.free[p.order[i]])
            s->deck[s->deck_len++] = p.order[i];
    return 0;
}

/* "characters": {"king": 0, ...} assigns who holds which character. */
static int assign_characters(cit_state *s, const json_t *chars, game_err *e)
{
    if (!json_is_object(chars))
        FAIL("characters must map character names to seats");
    memset(s->holder, -1, sizeof s->holder);
    for (int p = 0; p < s->cfg.nplayers; p++)
        s->players[p].nchars = 0;
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)chars, key, v) {
        int ch = cit_character_from_wire(key);
        int rank = ch > 0 ? cit_rank_of_card(s, ch) : 0; /* issue 12: the card */
        int seat;
        if (!rank)
            FAIL("%s is not in this game's lineup", key);
        if (seat_value(s, v, &seat) < 0 || seat < 0)
            FAIL("character %s needs a seat", key);
        if (s->players[seat].nchars >= cit_chars_per_player(&s->cfg))
            FAIL("seat %d holds too many characters", seat);
        s->holder[rank] = (int8_t)seat;
        s->rank_flags[rank] &= (uint8_t) ~(CIT_RF_FACEUP | CIT_RF_FACEDOWN);
        s->players[seat].chars[s->players[seat].nchars++] = (uint8_t)rank;
    }
    /* The action phase needs every seat's characters (check() insists). */
    for (int p = 0; p < s->cfg.nplayers; p++)
        if (s->players[p].nchars != cit_chars_per_player(&s->cfg))
            FAIL("characters must give seat %d %d character%s", p, cit_chars_per_player(&s->cfg),
                 cit_chars_per_player(&s->cfg) > 1 ? "s" : "");
    return 0;
}

int cit_position_from_json(void *st, const json_t *j, game_err *e)
{
    cit_state *s = st;
    if (!json_is_object(j))
        FAIL("a position must be an object");
    if (place_cards(s, j, e) < 0)
        return -1;
    cit_seen_reset(s); /* issue 13: a position has no history to remember */
    const json_t *v;
    int seat;
    if ((v = json_object_get(j, "crown"))) {
        /* -1 (nobody) only with the deal selection, as in the config. */
        if (seat_value(s, v, &seat) < 0 ||
            seat < (s->cfg.selection == CIT_SELECTION_DEAL ? -1 : 0))
            FAIL("crown must be a seat (or -1 with the deal selection)");
        s->crown = (int8_t)seat;
    }
    if ((v = json_object_get(j, "round"))) {
        if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > 999)
            FAIL("round must be 1 to 999");
        s->round = (uint16_t)json_integer_value(v);
    }
    if ((v = json_object_get(j, "first_complete"))) {
        if (seat_value(s, v, &seat) < 0)
            FAIL("first_complete must be a seat or -1");
        s->first_complete = (int8_t)seat;
        s->ending = seat >= 0;
    }

    const char *start = json_string_value(json_object_get(j, "start"));
    if (!start || strcmp(start, "selection") == 0) {
        /* Restart the round's selection, optionally with a fixed character pile. */
        uint8_t order[CIT_MAX_RANK], seen[CIT_MAX_RANK + 1] = {0};
        int n = 0;
        const json_t *ord = json_object_get(j, "character_order");
        if (ord) {
            size_t i;
            json_t *x;
            if (!json_is_array(ord))
                FAIL("character_order must be an array of names");
            json_array_foreach(ord, i, x) {
                int r = rank_named(s, x);
                if (!r || n >= CIT_MAX_RANK)
                    FAIL("character_order names a character not in the lineup");
                if (seen[r]++) /* a count alone would let one stand for another */
                    FAIL("character_order names %s twice", json_string_value(x));
                order[n++] = (uint8_t)r;
            }
            int inlineup = 0;
            for (int r = 1; r <= CIT_MAX_RANK; r++)
                inlineup += s->cfg.lineup[r] != 0;
            if (n != inlineup)
                FAIL("character_order must list every character of the lineup once");
        }
        s->round--;
        cit_start_round_ordered(s, ord ? order : NULL, n, NULL);
        return 0;
    }
    if (strcmp(start, "action") != 0)
        FAIL("start must be \"selection\" or \"action\"");

    /* Action phase: characters assigned, optional kill/rob, then call ranks. */
    s->phase = CIT_PHASE_ACTION;
    memset(s->rank_flags, 0, sizeof s->rank_flags);
    memset(s->last_round_top_rank, 0, sizeof s->last_round_top_rank);
    if (assign_characters(s, json_object_get(j, "characters"), e) < 0)
        return -1;
    if ((v = json_object_get(j, "face_up"))) {
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x) {
            int r = rank_named(s, x);
            if (!r || s->holder[r] >= 0)
                FAIL("face_up names a held or unknown character");
            s->rank_flags[r] |= CIT_RF_FACEUP;
        }
    }
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (s->cfg.lineup[r] && s->holder[r] < 0 && !(s->rank_flags[r] & CIT_RF_FACEUP))
            s->rank_flags[r] |= CIT_RF_FACEDOWN;
    if ((v = json_object_get(j, "killed"))) {
        int r = rank_named(s, v);
        if (!r)
            FAIL("killed must name a character of the lineup");
        s->rank_flags[r] |= CIT_RF_KILLED;
        s->killed_rank = (uint8_t)r;
    }
    if ((v = json_object_get(j, "robbed"))) {
        int r = rank_named(s, v);
        if (!r)
            FAIL("robbed must name a character of the lineup");
        s->rank_flags[r] |= CIT_RF_ROBBED;
        s->robbed_rank = (uint8_t)r;
    }
    int from = 1;
    if ((v = json_object_get(j, "call_from"))) {
        from = rank_named(s, v);
        if (!from)
            FAIL("call_from must name a character of the lineup");
    }
    for (int r = 1; r < from; r++) {
        int h = s->holder[r];
        if (h < 0 || (s->rank_flags[r] & CIT_RF_KILLED))
            continue;
        s->rank_flags[r] |= CIT_RF_REVEALED | CIT_RF_DONE;
        if (s->last_round_top_rank[h] < r)
            s->last_round_top_rank[h] = (uint8_t)r;
    }
    s->called_rank = (uint8_t)(from - 1);
    s->naside = 0;
    /* issue 11: districts — without call_from the selection has just ended:
     * the Theater's owner decides first (district_flow.c) */
    if (from == 1 && cit_theater_open(s, NULL))
        return 0;
    cit_call_next_rank(s, NULL);
    return 0;
}

/* ---- god view ---- */

static json_t *kinds_json(const cit_state *s, const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_string(cit_def(s, v[i])->wire));
    return a;
}

/* The characters a seat holds this round, in the order received (wire
 * names): the same array in the debug dump and in the summary. */
static json_t *held_json(const cit_state *s, int seat)
{
    const cit_player *pl = &s->players[seat];
    json_t *ch = json_array();
    for (int i = 0; i < pl->nchars; i++)
        json_array_append_new(ch, json_string(cit_rank_wire(s, pl->chars[i])));
    return ch;
}

/* Issue 13: what guildhall sim reads after each game (game_ops.summary_json):
 * the round and each seat's characters, as in cit_debug_json. */
json_t *cit_summary_json(const void *st)
{
    const cit_state *s = st;
    json_t *j = json_object();
    json_object_set_new(j, "round", json_integer(s->round));
    json_t *players = json_array();
    for (int p = 0; p < s->cfg.nplayers; p++) {
        json_t *x = json_object();
        json_object_set_new(x, "characters", held_json(s, p));
        json_array_append_new(players, x);
    }
    json_object_set_new(j, "players", players);
    return j;
}

json_t *cit_debug_json(const void *st)
{
    const cit_state *s = st;
    json_t *j = json_object();
    json_object_set_new(j, "round", json_integer(s->round));
    json_object_set_new(j, "phase", json_string(s->phase == CIT_PHASE_SELECTION ? "selection"
                                                : s->phase == CIT_PHASE_ACTION  ? "action"
                                                                                : "over"));
    json_object_set_new(j, "decision", json_string(cit_decision_wire(s->decision)));
    json_object_set_new(j, "decision_seat", json_integer(s->dec_seat));
    json_object_set_new(j, "crown", json_integer(s->crown));
    json_object_set_new(j, "first_complete", json_integer(s->first_complete));
    json_object_set_new(j, "ending", json_boolean(s->ending));
    json_object_set_new(j, "current", json_string(cit_rank_wire(s, s->called_rank)));
    json_object_set_new(j, "active", json_integer(s->active));
    json_object_set_new(j, "builds", json_integer(s->builds));
    /* --- issue 11: agents: every token and secret, for scenarios --- */
    json_t *ag = json_object();
    json_t *w = json_array(), *t = json_array();
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (s->warrants & (1u << r))
            json_array_append_new(w, json_string(cit_rank_wire(s, r)));
        if (s->threats & (1u << r))
            json_array_append_new(t, json_string(cit_rank_wire(s, r)));
    }
    json_object_set_new(ag, "warrants", w);
    json_object_set_new(ag, "threats", t);
    json_object_set_new(ag, "signed_warrant", json_string(cit_rank_wire(s, s->signed_warrant)));
    json_object_set_new(ag, "rose", json_string(cit_rank_wire(s, s->rose)));
    json_object_set_new(ag, "bewitched", json_string(cit_rank_wire(s, s->bewitched)));
    json_object_set_new(ag, "witch_turn", json_boolean(s->witch_turn));
    json_object_set_new(j, "agents", ag);
    json_object_set_new(j, "build_limit", json_integer(cit_build_limit(s)));
    uint8_t deck[CIT_MAX_CARDS];
    for (int i = 0; i < s->deck_len; i++)
        deck[i] = s->deck[(s->deck_head + i) & CIT_DECK_MASK];
    json_object_set_new(j, "deck", kinds_json(s, deck, s->deck_len));
    json_object_set_new(j, "deck_size", json_integer(s->deck_len));
    json_object_set_new(j, "aside", kinds_json(s, s->aside, s->naside));

    json_t *chars = json_object();
    for (int r = 1; r <= CIT_MAX_RANK; r++) {
        if (!s->cfg.lineup[r])
            continue;
        uint8_t f = s->rank_flags[r];
        json_t *c = json_object();
        json_object_set_new(c, "rank", json_integer(r));
        json_object_set_new(c, "seat", json_integer(s->holder[r]));
        json_object_set_new(c, "face_up", json_boolean(f & CIT_RF_FACEUP));
        json_object_set_new(c, "face_down", json_boolean(f & CIT_RF_FACEDOWN));
        json_object_set_new(c, "killed", json_boolean(f & CIT_RF_KILLED));
        json_object_set_new(c, "robbed", json_boolean(f & CIT_RF_ROBBED));
        json_object_set_new(c, "revealed", json_boolean(f & CIT_RF_REVEALED));
        json_object_set_new(chars, cit_rank_wire(s, r), c);
    }
    json_object_set_new(j, "characters", chars);

    json_t *players = json_array();
    for (int p = 0; p < s->cfg.nplayers; p++) {
        const cit_player *pl = &s->players[p];
        json_t *x = json_object();
        cit_score sc;
        cit_score_seat(s, p, &sc);
        json_object_set_new(x, "gold", json_integer(pl->gold));
        json_object_set_new(x, "hand", kinds_json(s, pl->hand, pl->nhand));
        json_object_set_new(x, "hand_size", json_integer(pl->nhand));
        json_object_set_new(x, "city", kinds_json(s, pl->city, pl->ncity));
        json_object_set_new(x, "city_size", json_integer(pl->ncity));
        json_object_set_new(x, "characters", held_json(s, p));
        json_t *score = json_object();
        json_object_set_new(score, "total", json_integer(sc.total));
        json_object_set_new(score, "districts", json_integer(sc.districts));
        json_object_set_new(score, "all_types", json_integer(sc.all_types));
        json_object_set_new(score, "completion", json_integer(sc.completion));
        json_object_set_new(score, "uniques", json_integer(sc.uniques));
        json_object_set_new(score, "action_cards", json_integer(sc.action_cards)); /* issue 12 */
        json_object_set_new(x, "score", score);
        json_array_append_new(players, x);
    }
    json_object_set_new(j, "players", players);
    if (s->phase == CIT_PHASE_OVER)
        json_object_set_new(j, "outcome", cit_outcome_to_json(s));
    return j;
}
