/* catalog.c — the Dominion catalogue for clients (GET /api/catalog/dominion):
 * every card with its names, cost, types, set and editions; the recommended
 * sets of ten; the config keys with their ranges and defaults. Read from the
 * tables, so it cannot drift from the engine. Shape: docs/protocol.md. */
#include "dominion/engine.h"

static json_t *types_array(unsigned t)
{
    static const char *const names[] = {"action", "treasure", "victory", "curse",
                                        "attack", "reaction", "duration"};
    json_t *a = json_array();
    for (int i = 0; i < 7; i++)
        if (t & (1u << i))
            json_array_append_new(a, json_string(names[i]));
    return a;
}

static json_t *editions_array(unsigned ed)
{
    json_t *a = json_array();
    if (ed & DED_1)
        json_array_append_new(a, json_integer(1));
    if (ed & DED_2)
        json_array_append_new(a, json_integer(2));
    return a;
}

json_t *dom_catalog_json(void)
{
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string("dominion"));
    json_t *cards = json_array();
    for (int k = 1; k < DC_COUNT; k++) {
        const dom_card_info *c = &dom_cards[k];
        json_t *o = json_object();
        json_object_set_new(o, "card", json_string(c->wire));
        json_t *names = json_object();
        json_object_set_new(names, "de", json_string(c->name[0]));
        json_object_set_new(names, "en", json_string(c->name[1]));
        json_object_set_new(names, "pl", json_string(c->name[2]));
        json_object_set_new(o, "name", names);
        json_object_set_new(o, "cost", json_integer(c->cost));
        json_object_set_new(o, "types", types_array(c->types));
        json_object_set_new(o, "set", json_string(dom_set_wire(c->set)));
        json_object_set_new(o, "editions", editions_array(c->editions));
        json_array_append_new(cards, o);
    }
    json_object_set_new(j, "cards", cards);
    json_t *presets = json_array();
    for (int i = 0; i < dom_preset_count; i++) {
        const dom_preset *p = &dom_presets[i];
        json_t *o = json_object();
        json_object_set_new(o, "preset", json_string(p->wire));
        json_object_set_new(o, "name", json_string(p->name_de));
        json_object_set_new(o, "set", json_string(dom_set_wire(p->set)));
        json_object_set_new(o, "editions", editions_array(p->edition));
        json_t *ks = json_array();
        for (int c = 0; c < DOM_KINGDOM; c++)
            json_array_append_new(ks, dom_card_json(p->cards[c]));
        json_object_set_new(o, "cards", ks);
        json_array_append_new(presets, o);
    }
    json_object_set_new(j, "presets", presets);
    json_t *sets = json_array();
    for (int s = DSET_BASE; s < DSET_COUNT; s++)
        json_array_append_new(sets, json_string(dom_set_wire(s)));
    json_object_set_new(j, "sets", sets);
    dom_config c;
    dom_config_default(&c);
    json_t *cfg = json_object();
    json_t *players = json_object();
    json_object_set_new(players, "kind", json_string("int"));
    json_object_set_new(players, "min", json_integer(DOM_MIN_SEATS));
    json_object_set_new(players, "max", json_integer(DOM_MAX_SEATS));
    json_object_set_new(players, "default", json_integer(c.players));
    json_object_set_new(cfg, "players", players);
    json_object_set_new(cfg, "defaults", dom_config_to_json(&c));
    json_object_set_new(j, "config", cfg);
    return j;
}
