/* catalog.c — the Citadels catalogue: the card tables, the rule presets and
 * the config keys as one JSON document, so a client can show cards and build
 * a room's options without hard-coding them (served as GET /api/catalog/citadels).
 *
 * Everything is read from the tables: cards.h for cards and names, the key
 * table of config.c for kinds and ranges, and the engine's own default config
 * (by way of config_to_json) for defaults and the first-game preset, so the
 * catalogue cannot drift from what the engine does. The shape is documented
 * in docs/protocol.md. */
#include "citadels/engine.h"

static json_t *names_json(const char *de, const char *en, const char *pl)
{
    json_t *j = json_object();
    json_object_set_new(j, "de", json_string(de));
    json_object_set_new(j, "en", json_string(en));
    json_object_set_new(j, "pl", json_string(pl));
    return j;
}

static json_t *types_json(void)
{
    json_t *a = json_array();
    for (int t = 1; t < CIT_TYPE_COUNT; t++)
        json_array_append_new(a, json_string(cit_type_wire(t)));
    return a;
}

static json_t *characters_json(void)
{
    json_t *a = json_array();
    for (int c = 1; c < CIT_C_COUNT; c++) {
        const cit_character_def *d = &cit_characters[c];
        json_t *j = json_object();
        json_object_set_new(j, "character", json_string(d->wire));
        json_object_set_new(j, "rank", json_integer(d->rank));
        json_object_set_new(j, "income_type", d->income_type == CIT_TYPE_NONE
                                                  ? json_null()
                                                  : json_string(cit_type_wire(d->income_type)));
        json_object_set_new(j, "build_limit", json_integer(d->build_limit));
        json_object_set_new(j, "min_players", json_integer(d->min_players));
        json_object_set_new(j, "playable", json_boolean(cit_character_playable(c)));
        json_object_set_new(j, "names", names_json(d->name_de, d->name_en, d->name_pl));
        json_array_append_new(a, j);
    }
    return a;
}

static json_t *districts_json(void)
{
    json_t *a = json_array();
    for (int k = 1; k < CIT_D_COUNT; k++) {
        const cit_district_def *d = &cit_districts[k];
        json_t *j = json_object();
        json_object_set_new(j, "kind", json_string(d->wire));
        json_object_set_new(j, "type", json_string(cit_type_wire(d->type)));
        json_object_set_new(j, "cost", json_integer(d->cost));
        json_object_set_new(j, "silver", json_integer(d->silver));
        json_object_set_new(j, "count", json_integer(d->count));
        json_object_set_new(j, "first_game", json_boolean(d->flags & CIT_DF_FIRST_GAME));
        json_object_set_new(j, "playable", json_boolean(cit_district_playable(k)));
        json_object_set_new(j, "names", names_json(d->name_de, d->name_en, d->name_pl));
        json_array_append_new(a, j);
    }
    return a;
}

/* Every character of the box (a lineup's choices) or every unique district
 * kind (the uniques' choices). */
static json_t *all_characters(void)
{
    json_t *a = json_array();
    for (int c = 1; c < CIT_C_COUNT; c++)
        json_array_append_new(a, json_string(cit_characters[c].wire));
    return a;
}

static json_t *all_uniques(void)
{
    json_t *a = json_array();
    for (int k = 1; k < CIT_D_COUNT; k++)
        if (cit_districts[k].type == CIT_UNIQUE)
            json_array_append_new(a, json_string(cit_districts[k].wire));
    return a;
}

/* RULE: DE16 "Dein erstes Spiel", "Empfehlungen": the first game (the
 * engine's default) and the six recommended lineups, by the name a config
 * gives as "lineup". characters: ranks 1-8 as printed (the Kaiser and the
 * Königin before any substitution: the engine applies the footnotes for the
 * table's size), "ninth": the rank-9 character; "playable": every card of
 * it is playable now (lineups.c, config.c). */
static json_t *presets_json(void)
{
    json_t *a = json_array();
    for (int i = 0; i < CIT_PRESET_COUNT; i++) {
        const cit_preset_def *d = &cit_presets[i];
        json_t *p = json_object();
        int playable = 1;
        json_object_set_new(p, "id", json_string(d->wire));
        json_object_set_new(p, "names", names_json(d->name_de, d->name_en, d->name_pl));
        json_t *chars = json_array();
        for (int r = 1; r <= 8; r++) {
            json_array_append_new(chars, json_string(cit_characters[d->characters[r]].wire));
            playable &= cit_character_playable(d->characters[r]);
        }
        json_object_set_new(p, "characters", chars);
        json_object_set_new(p, "ninth", json_string(cit_characters[d->characters[9]].wire));
        playable &= cit_character_playable(d->characters[9]);
        json_t *u = json_array();
        for (int k = 0; k < CIT_UNIQUES_PER_GAME; k++) {
            json_array_append_new(u, json_string(cit_districts[d->uniques[k]].wire));
            playable &= cit_district_playable(d->uniques[k]);
        }
        json_object_set_new(p, "uniques", u);
        json_object_set_new(p, "playable", json_boolean(playable));
        json_array_append_new(a, p);
    }
    return a;
}

static json_t *config_json(const json_t *dflt)
{
    json_t *a = json_array();
    for (int i = 0; i < CIT_K_COUNT; i++) {
        const cit_config_key *k = &cit_config_keys[i];
        json_t *j = json_object();
        json_object_set_new(j, "key", json_string(k->key));
        json_object_set_new(j, "kind", json_string(cit_key_kind_wire(k->kind)));
        switch (k->kind) {
        case CIT_KEY_LINEUP:
            json_object_set_new(j, "choices", all_characters());
            break;
        case CIT_KEY_SET:
            json_object_set_new(j, "choices", all_uniques());
            /* "uniques": "random" draws 14 from the seed (lineups.c). */
            json_object_set_new(j, "random", json_true());
            json_object_set_new(j, "size", json_integer(CIT_UNIQUES_PER_GAME));
            break;
        case CIT_KEY_INT:
            json_object_set_new(j, "min", json_integer(k->min));
            json_object_set_new(j, "max", json_integer(k->max));
            break;
        case CIT_KEY_CHOICE: {
            json_t *ch = json_array();
            for (int c = 0; k->choices && k->choices[c]; c++)
                json_array_append_new(ch, json_string(k->choices[c]));
            json_object_set_new(j, "choices", ch);
            break;
        }
        default:
            break;
        }
        json_t *d = json_object_get(dflt, k->key);
        json_object_set_new(j, "default", d ? json_deep_copy(d) : json_null());
        json_array_append_new(a, j);
    }
    return a;
}

json_t *cit_catalog_json(void)
{
    cit_config c;
    cit_config_default(&c, 4);
    json_t *dflt = cit_config_to_json(&c);
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string("citadels"));
    json_object_set_new(j, "types", types_json());
    json_object_set_new(j, "characters", characters_json());
    json_object_set_new(j, "districts", districts_json());
    json_object_set_new(j, "presets", presets_json());
    json_object_set_new(j, "config", config_json(dflt));
    json_decref(dflt);
    return j;
}
