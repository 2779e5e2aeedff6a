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

/* Issue 12: the rule sets a room names as "rules": for each, its names, the
 * config keys it offers (the room dialog shows only these), whether the
 * engine plays it yet, the characters and purple districts of its box, its
 * default config, and the older cards' own rows (cost, copies, names: the
 * Wehrturm, the Pulverturm, …) where they differ from the 2016 table. */
static const char *const ruleset_names[CIT_RS_COUNT][3] = {
    [CIT_RS_2016] = {"Citadels (2016)", "Citadels (2016)", "Cytadela (2016)"},
    [CIT_RS_2016_ACTIONS] = {"Citadels (2016) mit Aktionskarten", "Citadels (2016) with action cards",
                             "Cytadela (2016) z kartami akcji"},
    [CIT_RS_CLASSIC] = {"Ohne Furcht und Adel (2000)", "Citadels classic (2000)",
                        "Cytadela klasyczna (2000)"},
    [CIT_RS_DARK_CITY] = {"Ohne Furcht und Adel mit Die dunklen Lande",
                          "Citadels classic with Dark City", "Cytadela klasyczna z Mrocznym Miastem"},
    [CIT_RS_ONLINE_CLASSIC] = {"Online-Regeln (klassisch)", "Online rules (classic)",
                               "Zasady online (klasyczne)"},
    [CIT_RS_ONLINE_DARK_CITY] = {"Online-Regeln (mit Dunkle Stadt)", "Online rules (with Dark City)",
                                 "Zasady online (z Mrocznym Miastem)"},
};

static json_t *rulesets_json(void)
{
    json_t *a = json_array();
    for (int rs = 0; rs < CIT_RS_COUNT; rs++) {
        json_t *j = json_object();
        cit_config c;
        cit_config_default(&c, 4);
        cit_ruleset_apply(&c, rs);
        json_object_set_new(j, "id", json_string(cit_ruleset_wire[rs]));
        json_object_set_new(j, "names", names_json(ruleset_names[rs][0], ruleset_names[rs][1],
                                                   ruleset_names[rs][2]));
        json_object_set_new(j, "playable", json_boolean(cit_ruleset_playable(rs)));
        json_t *keys = json_array();
        for (int k = 0; k < CIT_K_COUNT; k++)
            if (cit_ruleset_has_key(rs, k))
                json_array_append_new(keys, json_string(cit_config_keys[k].key));
        json_object_set_new(j, "keys", keys);
        json_t *chars = json_array();
        for (int ch = 1; ch < CIT_C_COUNT; ch++)
            if (cit_rules_has_character(c.rules, ch))
                json_array_append_new(chars, json_string(cit_characters[ch].wire));
        json_object_set_new(j, "characters", chars);
        json_t *uniq = json_array(), *rows = json_object();
        for (int k = 1; k < CIT_D_COUNT; k++) {
            if (cit_rules_has_unique(c.rules, k))
                json_array_append_new(uniq, json_string(cit_districts[k].wire));
            const cit_district_def *d = cit_kind_def(c.rules, k);
            if (d == &cit_districts[k])
                continue;
            json_t *r = json_object();
            json_object_set_new(r, "cost", json_integer(d->cost));
            json_object_set_new(r, "count", json_integer(d->count));
            json_object_set_new(r, "silver", json_integer(d->silver));
            json_object_set_new(r, "names", names_json(d->name_de, d->name_en, d->name_pl));
            json_object_set_new(rows, d->wire, r);
        }
        json_object_set_new(j, "uniques", uniq);
        json_object_set_new(j, "districts", rows);
        json_object_set_new(j, "default", cit_config_to_json(&c));
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
    json_object_set_new(j, "rulesets", rulesets_json());
    json_decref(dflt);
    return j;
}
