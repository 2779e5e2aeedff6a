/* json.c — Citadels JSON at the edges: actions, events and the outcome with
 * its score breakdown (the config's JSON is in config.c). Cards appear as
 * {"id": n, "kind": wire}, characters by their wire name, seats as integers. */
#include "citadels/engine.h"

#include <string.h>

const char *const cit_action_wire[CIT_A_COUNT] = {
    [CIT_A_NONE] = "none",
#define X(id, wire) [CIT_A_##id] = wire,
    CIT_ACTION_LIST(X)
#undef X
};

const char *const cit_event_wire[CIT_E_COUNT] = {
    [CIT_E_NONE] = "none",
#define X(id, wire) [CIT_E_##id] = wire,
    CIT_EVENT_LIST(X)
#undef X
};

json_t *cit_card_json(const cit_state *s, int card)
{
    json_t *j = json_object();
    json_object_set_new(j, "id", json_integer(card));
    json_object_set_new(j, "kind", json_string(cit_def(s, card)->wire));
    return j;
}

const char *cit_rank_wire(const cit_state *s, int rank)
{
    if (rank < 1 || rank > CIT_MAX_RANK || !s->cfg.lineup[rank])
        return "none";
    return cit_characters[s->cfg.lineup[rank]].wire;
}

/* ---- actions ---- */

const char *const cit_take_wire[] = {"nothing", "gold", "card", NULL};

/* {"<id_key>": n, "<kind_key>": wire} for one card of an action. */
static void card_to_json(const cit_state *s, json_t *j, const char *id_key, const char *kind_key,
                         int card)
{
    json_object_set_new(j, id_key, json_integer(card));
    if (card >= 0 && card < s->ncards)
        json_object_set_new(j, kind_key, json_string(cit_def(s, card)->wire));
}

json_t *cit_action_to_json(const void *st, const game_action *a)
{
    const cit_state *s = st;
    json_t *j = json_object();
    int type = a->type < CIT_A_COUNT ? a->type : 0;
    json_object_set_new(j, "type", json_string(cit_action_wire[type]));
    switch (cit_actions[type].args) {
    case CIT_ARG_RANK:
        json_object_set_new(j, "character", json_string(cit_rank_wire(s, a->a)));
        break;
    case CIT_ARG_CARD:
        json_object_set_new(j, "card", json_integer(a->a));
        if (a->a >= 0 && a->a < s->ncards)
            json_object_set_new(j, "district", json_string(cit_def(s, a->a)->wire));
        break;
    case CIT_ARG_SEAT:
        json_object_set_new(j, "seat", json_integer(a->a));
        break;
    case CIT_ARG_SEAT_CARD:
        json_object_set_new(j, "seat", json_integer(a->a));
        json_object_set_new(j, "card", json_integer(a->b));
        if (a->b >= 0 && a->b < s->ncards)
            json_object_set_new(j, "district", json_string(cit_def(s, a->b)->wire));
        break;
    case CIT_ARG_RANK2:
        json_object_set_new(j, "character", json_string(cit_rank_wire(s, a->a)));
        json_object_set_new(j, "other", json_string(cit_rank_wire(s, a->b)));
        break;
    case CIT_ARG_RANK3: {
        json_object_set_new(j, "character", json_string(cit_rank_wire(s, a->a)));
        json_t *others = json_array();
        json_array_append_new(others, json_string(cit_rank_wire(s, a->b)));
        json_array_append_new(others, json_string(cit_rank_wire(s, a->c)));
        json_object_set_new(j, "others", others);
        break;
    }
    case CIT_ARG_SEAT_TYPE:
        json_object_set_new(j, "seat", json_integer(a->a));
        json_object_set_new(j, "district_type", json_string(cit_type_wire(a->b)));
        break;
    case CIT_ARG_CARD_SEAT:
        card_to_json(s, j, "card", "district", a->a);
        json_object_set_new(j, "seat", json_integer(a->b));
        break;
    case CIT_ARG_EXCHANGE:
        card_to_json(s, j, "card", "district", a->a);
        json_object_set_new(j, "seat", json_integer(a->b));
        card_to_json(s, j, "target", "target_district", a->c);
        break;
    case CIT_ARG_SEAT_RES:
        json_object_set_new(j, "seat", json_integer(a->a));
        json_object_set_new(j, "take", json_string(cit_take_wire[a->b >= 0 && a->b <= 2 ? a->b : 0]));
        break;
    case CIT_ARG_AMOUNT:
        json_object_set_new(j, "gold", json_integer(a->a));
        break;
    case CIT_ARG_SEAT_RANK:
        json_object_set_new(j, "seat", json_integer(a->a));
        json_object_set_new(j, "character", json_string(cit_rank_wire(s, a->b)));
        break;
    /* --- issue 12: action cards --- */
    case CIT_ARG_OVERBUILD:
        card_to_json(s, j, "card", "district", a->a);
        card_to_json(s, j, "replaces", "replaces_district", a->b);
        break;
    default:
        break;
    }
    return j;
}

static int int_field(const json_t *j, const char *key, int *out, game_err *e)
{
    json_t *v = json_object_get(j, key);
    if (!json_is_integer(v) || json_integer_value(v) < -1 || json_integer_value(v) > 255) {
        cit_fail(e, CIT_ERR_BAD_ARGUMENT, "\"%s\" must be a small integer", key);
        return -1;
    }
    *out = (int)json_integer_value(v);
    return 0;
}

/* Where the card of an action lies, so {"district": "manor"} can stand for
 * "the first Manor there" (scenario files and terminal users do not know
 * instance ids). */
static int card_by_kind(const cit_state *s, int type, int seat, int kind)
{
    const uint8_t *v;
    int n;
    int who = seat >= 0 ? seat : s->dec_seat;
    if (who < 0 || who >= s->cfg.nplayers)
        return -1;
    switch (type) {
    case CIT_A_KEEP:
        v = s->aside;
        n = s->naside;
        break;
    case CIT_A_BEAUTIFY:
    case CIT_A_DESTROY:
    /* --- issue 11: builders (cards looked for in a city) --- */
    case CIT_A_NECROPOLIS:
    case CIT_A_SEIZE:
    case CIT_A_EXCHANGE:
        v = s->players[who].city;
        n = s->players[who].ncity;
        break;
    /* issue 11: court — where the court's card arguments lie */
    case CIT_A_TAKE_CARD:
    case CIT_A_BUILD_TAKEN:
    case CIT_A_FORTUNE_TAKE: /* issue 12: action cards — the Wahrsagerin's look */
        if (s->court_seat < 0 || s->court_seat >= s->cfg.nplayers)
            return -1;
        v = s->players[s->court_seat].hand;
        n = s->players[s->court_seat].nhand;
        break;
    case CIT_A_SCHOLAR_KEEP:
    case CIT_A_BOOTH_KEEP: /* issue 12: action cards — the Kassenwagen's three */
        v = s->aside;
        n = s->naside;
        break;
    case CIT_A_CARDINAL_BUILD:
        if (s->dec_seat < 0)
            return -1;
        v = s->players[s->dec_seat].hand;
        n = s->players[s->dec_seat].nhand;
        break;
    case CIT_A_ARMORY: /* issue 11: districts */
        v = s->players[who].city;
        n = s->players[who].ncity;
        break;
    case CIT_A_USE_BOOTH: /* issue 12: action cards — a booth laid by the named seat */
        for (int i = 0; i < 3; i++)
            if (s->booth_seat1[i] == who + 1 && s->card_kind[s->booth_card[i]] == kind)
                return s->booth_card[i];
        return -1;
    case CIT_A_LIGHTHOUSE_TAKE: /* issue 11: districts — a deck card */
        for (int i = 0; i < s->deck_len; i++)
            if (s->card_kind[s->deck[(s->deck_head + i) & CIT_DECK_MASK]] == kind)
                return s->deck[(s->deck_head + i) & CIT_DECK_MASK];
        return -1;
    default:
        v = s->players[who].hand;
        n = s->players[who].nhand;
        break;
    }
    for (int i = 0; i < n; i++)
        if (s->card_kind[v[i]] == kind)
            return v[i];
    return -1;
}

static int card_field(const cit_state *s, const json_t *j, int type, int seat, int *out,
                      game_err *e)
{
    const char *name = json_string_value(json_object_get(j, "district"));
    if (name && !json_object_get(j, "card")) {
        int kind = cit_district_from_wire(name);
        *out = kind > 0 ? card_by_kind(s, type, seat, kind) : -1;
        if (*out < 0) {
            cit_fail(e, CIT_ERR_BAD_ARGUMENT, "no %.40s where this action looks for it", name);
            return -1;
        }
        return 0;
    }
    return int_field(j, "card", out, e);
}

/* A character of this game named by its wire string, as its rank. */
static int rank_field(const cit_state *s, const json_t *v, const char *key, int *out,
                      game_err *e)
{
    const char *name = json_string_value(v);
    int ch = name ? cit_character_from_wire(name) : -1;
    int rank = ch > 0 ? cit_rank_of_card(s, ch) : 0; /* issue 12: the card, not its role */
    if (!rank) {
        cit_fail(e, CIT_ERR_BAD_ARGUMENT, "\"%s\" must name a character of this game", key);
        return -1;
    }
    *out = rank;
    return 0;
}

int cit_action_from_json(const void *st, const json_t *j, game_action *a, game_err *e)
{
    const cit_state *s = st;
    memset(a, 0, sizeof *a);
    if (!json_is_object(j)) {
        cit_fail(e, CIT_ERR_BAD_JSON, "an action must be a JSON object");
        return -1;
    }
    const char *type = json_string_value(json_object_get(j, "type"));
    if (!type) {
        cit_fail(e, CIT_ERR_BAD_JSON, "an action needs a \"type\" string");
        return -1;
    }
    for (int t = 1; t < CIT_A_COUNT; t++)
        if (strcmp(cit_action_wire[t], type) == 0)
            a->type = (uint16_t)t;
    if (!a->type) {
        cit_fail(e, CIT_ERR_UNKNOWN_ACTION, "unknown action \"%.60s\"", type);
        return -1;
    }
    int x = 0, y = 0;
    switch (cit_actions[a->type].args) {
    case CIT_ARG_RANK:
        if (rank_field(s, json_object_get(j, "character"), "character", &x, e) < 0)
            return -1;
        a->a = (int16_t)x;
        break;
    case CIT_ARG_CARD:
        if (card_field(s, j, a->type, -1, &x, e) < 0)
            return -1;
        a->a = (int16_t)x;
        break;
    case CIT_ARG_SEAT:
        if (int_field(j, "seat", &x, e) < 0)
            return -1;
        a->a = (int16_t)x;
        break;
    case CIT_ARG_SEAT_CARD:
        if (int_field(j, "seat", &x, e) < 0 || card_field(s, j, a->type, x, &y, e) < 0)
            return -1;
        a->a = (int16_t)x;
        a->b = (int16_t)y;
        break;
    case CIT_ARG_RANK2:
        if (rank_field(s, json_object_get(j, "character"), "character", &x, e) < 0 ||
            rank_field(s, json_object_get(j, "other"), "other", &y, e) < 0)
            return -1;
        a->a = (int16_t)x;
        a->b = (int16_t)y;
        break;
    case CIT_ARG_RANK3: {
        const json_t *others = json_object_get(j, "others");
        int z = 0;
        if (!json_is_array(others) || json_array_size(others) != 2) {
            cit_fail(e, CIT_ERR_BAD_ARGUMENT, "\"others\" must list two characters");
            return -1;
        }
        if (rank_field(s, json_object_get(j, "character"), "character", &x, e) < 0 ||
            rank_field(s, json_array_get(others, 0), "others", &y, e) < 0 ||
            rank_field(s, json_array_get(others, 1), "others", &z, e) < 0)
            return -1;
        a->a = (int16_t)x;
        /* the two unsigned warrants are a set: kept in rank order */
        a->b = (int16_t)(y < z ? y : z);
        a->c = (int16_t)(y < z ? z : y);
        break;
    }
    case CIT_ARG_SEAT_TYPE: {
        const char *tw = json_string_value(json_object_get(j, "district_type"));
        int dtype = tw ? cit_type_from_wire(tw) : 0;
        if (int_field(j, "seat", &x, e) < 0)
            return -1;
        if (dtype <= 0) {
            cit_fail(e, CIT_ERR_BAD_ARGUMENT,
                     "\"district_type\" must be noble, religious, trade, military or unique");
            return -1;
        }
        a->a = (int16_t)x;
        a->b = (int16_t)dtype;
        break;
    }
    case CIT_ARG_CARD_SEAT:
        if (card_field(s, j, a->type, -1, &x, e) < 0 || int_field(j, "seat", &y, e) < 0)
            return -1;
        a->a = (int16_t)x;
        a->b = (int16_t)y;
        break;
    case CIT_ARG_EXCHANGE: {
        int z = 0;
        if (card_field(s, j, a->type, -1, &x, e) < 0 || int_field(j, "seat", &y, e) < 0)
            return -1;
        /* issue 11 builders: "target_district" names the target by kind, the
         * first of that kind in seat y's city (like "district" elsewhere). */
        const char *tname = json_string_value(json_object_get(j, "target_district"));
        if (tname && !json_object_get(j, "target")) {
            int kind = cit_district_from_wire(tname);
            z = kind > 0 ? card_by_kind(s, a->type, y, kind) : -1;
            if (z < 0) {
                cit_fail(e, CIT_ERR_BAD_ARGUMENT, "no %.40s in that city", tname);
                return -1;
            }
        } else if (int_field(j, "target", &z, e) < 0)
            return -1;
        a->a = (int16_t)x;
        a->b = (int16_t)y;
        a->c = (int16_t)z;
        break;
    }
    case CIT_ARG_SEAT_RES: {
        const char *take = json_string_value(json_object_get(j, "take"));
        int res = -1;
        for (int i = 0; take && cit_take_wire[i]; i++)
            if (strcmp(cit_take_wire[i], take) == 0)
                res = i;
        if (int_field(j, "seat", &x, e) < 0)
            return -1;
        if (res < 0) {
            cit_fail(e, CIT_ERR_BAD_ARGUMENT, "\"take\" must be gold, card or nothing");
            return -1;
        }
        a->a = (int16_t)x;
        a->b = (int16_t)res;
        break;
    }
    case CIT_ARG_AMOUNT:
        if (int_field(j, "gold", &x, e) < 0)
            return -1;
        a->a = (int16_t)x;
        break;
    case CIT_ARG_SEAT_RANK:
        if (int_field(j, "seat", &x, e) < 0 ||
            rank_field(s, json_object_get(j, "character"), "character", &y, e) < 0)
            return -1;
        a->a = (int16_t)x;
        a->b = (int16_t)y;
        break;
    /* --- issue 12: action cards: {"card", "replaces"}; "replaces_district"
     * names the replaced card by kind (the first of it in the own city) --- */
    case CIT_ARG_OVERBUILD: {
        if (card_field(s, j, a->type, -1, &x, e) < 0)
            return -1;
        const char *rname = json_string_value(json_object_get(j, "replaces_district"));
        if (rname && !json_object_get(j, "replaces")) {
            int kind = cit_district_from_wire(rname);
            y = kind > 0 ? card_by_kind(s, CIT_A_BEAUTIFY, -1, kind) : -1;
            if (y < 0) {
                cit_fail(e, CIT_ERR_BAD_ARGUMENT, "no %.40s in your city", rname);
                return -1;
            }
        } else if (int_field(j, "replaces", &y, e) < 0)
            return -1;
        a->a = (int16_t)x;
        a->b = (int16_t)y;
        break;
    }
    default:
        break;
    }
    return 0;
}

/* ---- events ---- */

enum field_kind { F_NONE = 0, F_INT, F_RANK, F_CARD, F_SEAT, F_BOOL, F_WHY, F_TYPE /* agents */ };
typedef struct event_fields {
    const char *name[4];
    uint8_t kind[4];
} event_fields;

#define EF(id, n0, k0, n1, k1, n2, k2)                                                             \
    [CIT_E_##id] = {.name = {n0, n1, n2, NULL}, .kind = {k0, k1, k2, F_NONE}}
static const event_fields event_table[CIT_E_COUNT] = {
    EF(ROUND_START, "round", F_INT, NULL, 0, NULL, 0),
    EF(FACEUP_DISCARD, "character", F_RANK, NULL, 0, NULL, 0),
    EF(FACEDOWN_DISCARD, "character", F_RANK, NULL, 0, NULL, 0),
    EF(PICKED, "character", F_RANK, NULL, 0, NULL, 0),
    EF(CALLED, "character", F_RANK, "answered", F_BOOL, NULL, 0),
    EF(REVEALED, "character", F_RANK, "at_round_end", F_BOOL, NULL, 0),
    EF(ROBBED, "thief", F_SEAT, "gold", F_INT, NULL, 0),
    EF(CROWN, "from", F_SEAT, NULL, 0, NULL, 0),
    EF(GOLD, "amount", F_INT, "reason", F_WHY, NULL, 0),
    EF(CARDS_DRAWN, "count", F_INT, NULL, 0, NULL, 0),
    EF(CARD_DRAWN, "card", F_CARD, NULL, 0, NULL, 0),
    EF(CARD_KEPT, "card", F_CARD, NULL, 0, NULL, 0),
    EF(CARDS_DISCARDED, "count", F_INT, NULL, 0, NULL, 0),
    EF(BUILT, "card", F_CARD, "gold", F_INT, "cards", F_INT),
    EF(CITY_COMPLETE, "first", F_BOOL, NULL, 0, NULL, 0),
    EF(KILLED, "character", F_RANK, NULL, 0, NULL, 0),
    EF(ROB_NAMED, "character", F_RANK, NULL, 0, NULL, 0),
    EF(HANDS_SWAPPED, "with", F_SEAT, NULL, 0, NULL, 0),
    EF(DESTROYED, "victim", F_SEAT, "card", F_CARD, "gold", F_INT),
    EF(BEAUTIFIED, "card", F_CARD, "gold", F_INT, NULL, 0),
    EF(TURN_END, "character", F_RANK, NULL, 0, NULL, 0),
    EF(ROUND_END, "round", F_INT, NULL, 0, NULL, 0),
    EF(GAME_OVER, NULL, 0, NULL, 0, NULL, 0),
    EF(DEALT, "character", F_RANK, NULL, 0, NULL, 0),
    EF(GOLD_PAID, "amount", F_INT, "reason", F_WHY, NULL, 0),
    /* --- issue 11: agents --- */
    EF(SPIED, "victim", F_SEAT, "district_type", F_TYPE, "matches", F_INT),
    EF(THREATS_PLACED, "character", F_RANK, "other", F_RANK, NULL, 0),
    EF(BRIBE_PAID, "to", F_SEAT, "gold", F_INT, NULL, 0),
    EF(BRIBE_REFUSED, NULL, 0, NULL, 0, NULL, 0),
    EF(THREAT_REVEALED, "rose", F_BOOL, "gold", F_INT, NULL, 0),
    EF(THREAT_KEPT, NULL, 0, NULL, 0, NULL, 0),
    [CIT_E_WARRANTS_PLACED] = {.name = {"character", "other", "third", NULL},
                               .kind = {F_RANK, F_RANK, F_RANK, F_NONE}},
    EF(CONFISCATED, "victim", F_SEAT, "card", F_CARD, "refund", F_INT),
    EF(CONFISCATION_DECLINED, "builder", F_SEAT, NULL, 0, NULL, 0),
    EF(BEWITCHED, "character", F_RANK, NULL, 0, NULL, 0),
    EF(WITCH_RESUMES, "character", F_RANK, NULL, 0, NULL, 0),
    /* --- issue 11: court --- */
    EF(CARD_PASSED, "from", F_SEAT, "to", F_SEAT, "card", F_CARD),
    EF(CARDS_PASSED, "to", F_SEAT, "count", F_INT, NULL, 0),
    EF(GOLD_GIVEN, "to", F_SEAT, "amount", F_INT, "reason", F_WHY),
    EF(HAND_SEEN, "whose", F_SEAT, NULL, 0, NULL, 0),
    EF(DECK_SHUFFLED, "returned", F_INT, "deck_size", F_INT, NULL, 0),
    /* --- issue 11: builders --- */
    EF(FRAMEWORK_USED, "framework", F_CARD, "card", F_CARD, NULL, 0),
    EF(NECROPOLIS_PAID, "card", F_CARD, NULL, 0, NULL, 0),
    EF(SEIZED, "victim", F_SEAT, "card", F_CARD, "gold", F_INT),
    [CIT_E_EXCHANGED] = {.name = {"with", "card", "target", "gold"},
                         .kind = {F_SEAT, F_CARD, F_CARD, F_INT}},
    EF(BELL_TOWER, "earlier", F_BOOL, NULL, 0, NULL, 0),
    /* --- issue 11: districts --- */
    EF(ARMORY_DESTROYED, "victim", F_SEAT, "card", F_CARD, NULL, 0),
    EF(MUSEUM_TUCKED, "under", F_INT, NULL, 0, NULL, 0),
    EF(THEATER_SWAPPED, "with", F_SEAT, NULL, 0, NULL, 0),
    EF(THEATER_NOW, "character", F_RANK, "gave", F_RANK, NULL, 0),
    EF(GRAVEYARD_BOUGHT, "card", F_CARD, "gold", F_INT, NULL, 0),
    EF(LIGHTHOUSE_TOOK, NULL, 0, NULL, 0, NULL, 0),
    EF(HOSPITAL_TURN, "character", F_RANK, NULL, 0, NULL, 0),
    /* --- issue 12: action cards --- */
    EF(ACTION_PLAYED, "card", F_CARD, "character", F_RANK, NULL, 0),
    EF(BOOTH_PAID, "owner", F_SEAT, "card", F_CARD, "gold_on_it", F_INT),
    EF(BOOTH_CASHED, "card", F_CARD, "gold", F_INT, NULL, 0),
    EF(BOOTH_CLOSED, "card", F_CARD, "gold", F_INT, NULL, 0),
    EF(OVERBUILT, "replaced", F_CARD, "card", F_CARD, NULL, 0),
    EF(TENT_LAID, "card", F_CARD, NULL, 0, NULL, 0),
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    EF(THANKED, NULL, 0, NULL, 0, NULL, 0),
    EF(FORGOT_TO_THANK, NULL, 0, NULL, 0, NULL, 0),
    /* --- issue 12: online --- */
};

static const char *const why_wire[CIT_WHY_COUNT] = {
    [CIT_WHY_INCOME] = "income",
    [CIT_WHY_DISTRICTS] = "districts",
    [CIT_WHY_MERCHANT] = "merchant",
    [CIT_WHY_LABORATORY] = "laboratory",
    [CIT_WHY_SMITHY] = "smithy",
    /* --- issue 11: agents --- */
    [CIT_WHY_SPY] = "spy",
    [CIT_WHY_BRIBE] = "bribe",
    [CIT_WHY_BLACKMAIL] = "blackmail",
    [CIT_WHY_CONFISCATION] = "confiscation_refund",
    /* --- issue 11: court --- */
    [CIT_WHY_NAVIGATOR] = "navigator",
    [CIT_WHY_RICHEST] = "richest",
    [CIT_WHY_EMPEROR] = "emperor",
    [CIT_WHY_CARDINAL] = "cardinal",
    /* --- issue 11: builders --- */
    [CIT_WHY_ALCHEMIST] = "alchemist",
    [CIT_WHY_TAX] = "tax",
    [CIT_WHY_TAXES] = "taxes",
    [CIT_WHY_QUEEN] = "queen",
    [CIT_WHY_MARSHAL] = "marshal",
    [CIT_WHY_DIPLOMAT] = "diplomat",
    [CIT_WHY_GREAT_WALL] = "great_wall",
    /* --- issue 11: districts --- */
    [CIT_WHY_GOLD_MINE] = "gold_mine",
    [CIT_WHY_POOR_HOUSE] = "poor_house",
    [CIT_WHY_THRONE_ROOM] = "throne_room",
    [CIT_WHY_GRAVEYARD] = "graveyard",
    /* --- issue 12: action cards --- */
    [CIT_WHY_TICKET_BOOTH] = "ticket_booth",
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    [CIT_WHY_DARK_TAX] = "tax_collector",
    /* --- issue 12: online --- */
};

json_t *cit_event_to_json(const void *st, const game_event *ev)
{
    const cit_state *s = st;
    json_t *j = json_object();
    int type = ev->type < CIT_E_COUNT ? ev->type : 0;
    json_object_set_new(j, "type", json_string(cit_event_wire[type]));
    if (ev->seat >= 0)
        json_object_set_new(j, "seat", json_integer(ev->seat));
    const int vals[4] = {ev->a, ev->b, ev->c, ev->d};
    const event_fields *f = &event_table[type];
    for (int i = 0; i < 4 && f->name[i]; i++) {
        int v = vals[i];
        switch (f->kind[i]) {
        case F_INT:
            json_object_set_new(j, f->name[i], json_integer(v));
            break;
        case F_BOOL:
            json_object_set_new(j, f->name[i], json_boolean(v));
            break;
        case F_RANK:
            if (v > 0) /* 0: the character is hidden from this recipient */
                json_object_set_new(j, f->name[i], json_string(cit_rank_wire(s, v)));
            break;
        case F_CARD:
            json_object_set_new(j, f->name[i], cit_card_json(s, v));
            break;
        case F_SEAT:
            json_object_set_new(j, f->name[i], v >= 0 ? json_integer(v) : json_null());
            break;
        case F_TYPE:
            json_object_set_new(j, f->name[i], json_string(cit_type_wire(v)));
            break;
        case F_WHY:
            json_object_set_new(j, f->name[i],
                                json_string(v > 0 && v < CIT_WHY_COUNT ? why_wire[v] : "other"));
            break;
        }
    }
    /* Taken by the engine for the player when the turn ended (benefits.c). */
    if (ev->flags & GAME_EVF_AUTO)
        json_object_set_new(j, "auto", json_true());
    return j;
}

/* ---- outcome ---- */

json_t *cit_outcome_to_json(const void *st)
{
    const cit_state *s = st;
    game_outcome o;
    cit_outcome(s, &o);
    json_t *j = json_object();
    json_object_set_new(j, "finished", json_boolean(o.finished));
    json_object_set_new(j, "winner", o.winner >= 0 ? json_integer(o.winner) : json_null());
    json_t *arr = json_array();
    for (int p = 0; p < s->cfg.nplayers; p++) {
        cit_score sc;
        cit_score_seat(s, p, &sc);
        json_t *x = json_object();
        json_object_set_new(x, "seat", json_integer(p));
        json_object_set_new(x, "place", json_integer(o.place[p]));
        json_object_set_new(x, "total", json_integer(sc.total));
        json_object_set_new(x, "districts", json_integer(sc.districts));
        json_object_set_new(x, "all_types", json_integer(sc.all_types));
        json_object_set_new(x, "completion", json_integer(sc.completion));
        json_object_set_new(x, "uniques", json_integer(sc.uniques));
        if (s->cfg.action_cards) /* issue 12: action cards in hand, 1 point each */
            json_object_set_new(x, "action_cards", json_integer(sc.action_cards));
        if (!s->cfg.online) /* issue 12: online — no tie-break (ONLINE "Spielende") */
            json_object_set_new(x, "tiebreak_rank", json_integer(sc.tiebreak_rank));
        if (sc.haunted_type)
            json_object_set_new(x, "haunted_quarter_type",
                                json_string(cit_type_wire(sc.haunted_type)));
        json_array_append_new(arr, x);
    }
    json_object_set_new(j, "scores", arr);
    return j;
}
