/* config.c — a Dominion game's configuration from and to JSON:
 *   {"players": 2..6,
 *    "sets": ["base", "intrigue"],        which sets a random kingdom draws from
 *    "editions": [1, 2],                  which editions' cards it may use
 *    "kingdom": ["smithy", …]  (ten)  or  "preset": "first-game"}
 * Without "kingdom" or "preset" the game's seed draws ten kingdom cards from
 * the allowed sets and editions. A bad value is refused with a named error and
 * leaves the caller's config as it was. */
#include <string.h>

#include "dominion/engine.h"

static const char *const set_wire[DSET_COUNT] = {"basic", "base", "intrigue"};

void dom_config_default(dom_config *c)
{
    memset(c, 0, sizeof *c);
    c->players = 2;
    c->sets = (1u << DSET_BASE) | (1u << DSET_INTRIGUE);
    c->editions = DED_BOTH;
}

static int bad(game_err *e, const char *fmt, const char *what)
{
    game_err_set(e, DERR_CONFIG, "bad_config", fmt, what);
    return -1;
}

static int parse_sets(dom_config *c, const json_t *v, game_err *e)
{
    if (!json_is_array(v) || json_array_size(v) == 0)
        return bad(e, "%s must be a non-empty list of set names (base, intrigue)", "sets");
    c->sets = 0;
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) {
        int found = 0;
        for (int s = DSET_BASE; s < DSET_COUNT; s++)
            if (json_is_string(x) && strcmp(json_string_value(x), set_wire[s]) == 0) {
                c->sets |= (uint8_t)(1u << s);
                found = 1;
            }
        if (!found)
            return bad(e, "unknown set in %s (base, intrigue)", "sets");
    }
    return 0;
}

static int parse_editions(dom_config *c, const json_t *v, game_err *e)
{
    if (!json_is_array(v) || json_array_size(v) == 0)
        return bad(e, "%s must be a non-empty list of 1 and/or 2", "editions");
    c->editions = 0;
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) {
        json_int_t n = json_is_integer(x) ? json_integer_value(x) : 0;
        if (json_is_string(x))
            n = strcmp(json_string_value(x), "1") == 0 ? 1 : strcmp(json_string_value(x), "2") == 0 ? 2 : 0;
        if (n != 1 && n != 2)
            return bad(e, "%s must be a non-empty list of 1 and/or 2", "editions");
        c->editions |= (uint8_t)(n == 1 ? DED_1 : DED_2);
    }
    return 0;
}

static int parse_kingdom(dom_config *c, const json_t *v, game_err *e)
{
    if (!json_is_array(v) || json_array_size(v) != DOM_KINGDOM)
        return bad(e, "%s must name exactly ten kingdom cards", "kingdom");
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) {
        int k = dom_card_by_wire(json_string_value(x));
        if (k == DC_NONE || dom_cards[k].set == DSET_BASIC)
            return bad(e, "%s names a card that is not a kingdom card", "kingdom");
        for (size_t j = 0; j < i; j++)
            if (c->kingdom[j] == k)
                return bad(e, "%s names a card twice", "kingdom");
        c->kingdom[i] = (uint8_t)k;
    }
    c->kingdom_n = DOM_KINGDOM;
    return 0;
}

int dom_config_from_json(void *cfg, const json_t *j, game_err *e)
{
    dom_config c;
    dom_config_default(&c);
    if (j && !json_is_object(j))
        return bad(e, "the %s must be a JSON object", "config");
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)j, key, v) {
        if (strcmp(key, "players") == 0) {
            if (!json_is_integer(v) || json_integer_value(v) < DOM_MIN_SEATS ||
                json_integer_value(v) > DOM_MAX_SEATS)
                return bad(e, "%s must be 2 to 6", "players");
            c.players = (int)json_integer_value(v);
        } else if (strcmp(key, "sets") == 0) {
            if (parse_sets(&c, v, e) < 0)
                return -1;
        } else if (strcmp(key, "editions") == 0) {
            if (parse_editions(&c, v, e) < 0)
                return -1;
        } else if (strcmp(key, "kingdom") == 0) {
            if (json_is_null(v))
                continue;
            if (parse_kingdom(&c, v, e) < 0)
                return -1;
        } else if (strcmp(key, "preset") == 0) {
            if (json_is_null(v))
                continue;
            int found = 0;
            for (int i = 0; i < dom_preset_count && json_is_string(v); i++)
                if (strcmp(json_string_value(v), dom_presets[i].wire) == 0) {
                    c.preset = (uint8_t)(i + 1);
                    found = 1;
                }
            if (!found)
                return bad(e, "unknown %s (GET /api/catalog/dominion lists them)", "preset");
        } else {
            game_err_set(e, DERR_CONFIG, "bad_config", "unknown config key \"%s\"", key);
            return -1;
        }
    }
    if (c.preset && c.kingdom_n)
        return bad(e, "give either a %s or ten kingdom cards, not both", "preset");
    /* A random kingdom needs ten cards to draw from. */
    int pool = 0;
    for (int k = 1; k < DC_COUNT; k++)
        pool += dom_cards[k].set != DSET_BASIC && (c.sets & (1u << dom_cards[k].set)) &&
                (dom_cards[k].editions & c.editions);
    if (!c.preset && !c.kingdom_n && pool < DOM_KINGDOM)
        return bad(e, "the allowed sets and editions give fewer than ten %s", "kingdom cards");
    memcpy(cfg, &c, sizeof c);
    return 0;
}

json_t *dom_config_to_json(const void *cfg)
{
    const dom_config *c = cfg;
    json_t *j = json_object();
    json_object_set_new(j, "players", json_integer(c->players));
    json_t *sets = json_array();
    for (int s = DSET_BASE; s < DSET_COUNT; s++)
        if (c->sets & (1u << s))
            json_array_append_new(sets, json_string(set_wire[s]));
    json_object_set_new(j, "sets", sets);
    json_t *ed = json_array();
    if (c->editions & DED_1)
        json_array_append_new(ed, json_integer(1));
    if (c->editions & DED_2)
        json_array_append_new(ed, json_integer(2));
    json_object_set_new(j, "editions", ed);
    if (c->preset)
        json_object_set_new(j, "preset", json_string(dom_presets[c->preset - 1].wire));
    if (c->kingdom_n) {
        json_t *k = json_array();
        for (int i = 0; i < c->kingdom_n; i++)
            json_array_append_new(k, json_string(dom_cards[c->kingdom[i]].wire));
        json_object_set_new(j, "kingdom", k);
    }
    return j;
}

const char *dom_set_wire(int set)
{
    return set >= 0 && set < DSET_COUNT ? set_wire[set] : "";
}
