/* test_catalog.c — the Citadels catalogue (GET /api/catalog/citadels) against
 * the card tables and the config reader: every card with its numbers and
 * names, the first-game preset, and every config key listed is one that
 * config_from_json accepts with its listed default (and refuses outside its
 * listed range), while every key config_to_json writes is listed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

static json_t *catalog(void)
{
    const game_ops *ops = game_find("citadels");
    assert_non_null(ops);
    assert_non_null(ops->catalog_json);
    json_t *c = ops->catalog_json();
    assert_non_null(c);
    return c;
}

static const char *str(const json_t *j, const char *key)
{
    const char *s = json_string_value(json_object_get(j, key));
    if (!s)
        fail_msg("missing string %s", key);
    return s;
}

static long long num(const json_t *j, const char *key)
{
    json_t *v = json_object_get(j, key);
    if (!json_is_integer(v))
        fail_msg("missing integer %s", key);
    return json_integer_value(v);
}

static void check_names(const json_t *names, const char *de, const char *en, const char *pl)
{
    assert_int_equal(json_object_size(names), 3);
    assert_string_equal(str(names, "de"), de);
    assert_string_equal(str(names, "en"), en);
    assert_string_equal(str(names, "pl"), pl);
}

static void test_cards(void **state)
{
    (void)state;
    json_t *c = catalog();
    assert_string_equal(str(c, "game"), "citadels");

    const char *types[] = {"noble", "religious", "trade", "military", "unique", "action"};
    json_t *t = json_object_get(c, "types");
    assert_int_equal(json_array_size(t), 6);
    for (size_t i = 0; i < 6; i++)
        assert_string_equal(json_string_value(json_array_get(t, i)), types[i]);

    json_t *chars = json_object_get(c, "characters");
    assert_int_equal(json_array_size(chars), CIT_C_COUNT - 1);
    for (int ch = 1; ch < CIT_C_COUNT; ch++) {
        const cit_character_def *d = &cit_characters[ch];
        json_t *j = json_array_get(chars, (size_t)ch - 1);
        assert_string_equal(str(j, "character"), d->wire);
        assert_int_equal(num(j, "rank"), d->rank);
        assert_int_equal(num(j, "build_limit"), d->build_limit);
        json_t *it = json_object_get(j, "income_type");
        if (d->income_type == CIT_TYPE_NONE)
            assert_true(json_is_null(it));
        else
            assert_string_equal(json_string_value(it), cit_type_wire(d->income_type));
        check_names(json_object_get(j, "names"), d->name_de, d->name_en, d->name_pl);
    }
    /* Spot checks against the rulebook, not only against the table. */
    assert_int_equal(num(json_array_get(chars, 6), "build_limit"), 3); /* Baumeisterin */
    assert_string_equal(str(json_array_get(chars, 3), "income_type"), "noble"); /* König */

    json_t *ds = json_object_get(c, "districts");
    assert_int_equal(json_array_size(ds), CIT_D_COUNT - 1);
    int first_game = 0, base = 0;
    for (int k = 1; k < CIT_D_COUNT; k++) {
        const cit_district_def *d = &cit_districts[k];
        json_t *j = json_array_get(ds, (size_t)k - 1);
        assert_string_equal(str(j, "kind"), d->wire);
        assert_string_equal(str(j, "type"), cit_type_wire(d->type));
        assert_int_equal(num(j, "cost"), d->cost);
        assert_int_equal(num(j, "silver"), d->silver);
        assert_int_equal(num(j, "count"), d->count);
        json_t *fg = json_object_get(j, "first_game");
        assert_true(json_is_boolean(fg));
        assert_int_equal(json_is_true(fg), (d->flags & CIT_DF_FIRST_GAME) != 0);
        first_game += json_is_true(fg);
        if (d->type != CIT_UNIQUE && d->type != CIT_ACTION)
            base += (int)num(j, "count");
        check_names(json_object_get(j, "names"), d->name_de, d->name_en, d->name_pl);
    }
    assert_int_equal(first_game, CIT_UNIQUES_PER_GAME); /* DE16 "Dein erstes Spiel" */
    assert_int_equal(base, CIT_BASE_DISTRICTS);
    json_decref(c);
}

static void test_first_game_preset(void **state)
{
    (void)state;
    json_t *c = catalog();
    json_t *p = json_array_get(json_object_get(c, "presets"), 0);
    assert_non_null(p);
    assert_string_equal(str(p, "id"), "first_game");
    json_t *chars = json_object_get(p, "characters");
    assert_int_equal(json_array_size(chars), 8);
    for (size_t i = 0; i < 8; i++) { /* ordered by rank 1..8 */
        int ch = cit_character_from_wire(json_string_value(json_array_get(chars, i)));
        assert_true(ch > 0);
        assert_int_equal(cit_characters[ch].rank, (int)i + 1);
    }
    json_t *u = json_object_get(p, "uniques");
    assert_int_equal(json_array_size(u), CIT_UNIQUES_PER_GAME);
    size_t i;
    json_t *x;
    json_array_foreach(u, i, x) {
        int k = cit_district_from_wire(json_string_value(x));
        assert_true(k > 0 && (cit_districts[k].flags & CIT_DF_FIRST_GAME));
    }
    /* The preset is a config the engine accepts. */
    json_t *cfg = json_pack("{s:i, s:O, s:O}", "players", 4, "characters", chars, "uniques", u);
    cit_config cc;
    game_err e;
    assert_int_equal(cit_config_from_json(&cc, cfg, &e), 0);
    json_decref(cfg);
    json_decref(c);
}

static json_t *key_entry(json_t *keys, const char *key)
{
    size_t i;
    json_t *k;
    json_array_foreach(keys, i, k) if (strcmp(str(k, "key"), key) == 0) return k;
    return NULL;
}

static int accepts(const char *key, json_t *value, int players, game_err *e)
{
    json_t *cfg = json_pack("{s:i}", "players", players);
    json_object_set(cfg, key, value);
    cit_config c;
    int rc = cit_config_from_json(&c, cfg, e);
    json_decref(cfg);
    return rc;
}

static void test_config_keys(void **state)
{
    (void)state;
    json_t *c = catalog();
    json_t *keys = json_object_get(c, "config");
    assert_true(json_array_size(keys) > 0);
    json_t *all = json_pack("{s:i}", "players", 4);
    size_t i;
    json_t *k;
    json_array_foreach(keys, i, k) {
        const char *key = str(k, "key");
        const char *kind = str(k, "kind");
        json_t *dflt = json_object_get(k, "default");
        game_err e = {0};
        assert_non_null(dflt);
        assert_string_not_equal(key, "players"); /* the server sets it */
        if (accepts(key, dflt, 4, &e) != 0)
            fail_msg("config key %s refuses its default: %s", key, e.msg);
        json_object_set(all, key, dflt);
        if (strcmp(kind, "int") == 0) {
            long long lo = num(k, "min"), hi = num(k, "max");
            assert_true(lo <= json_integer_value(dflt) && json_integer_value(dflt) <= hi);
            json_t *v = json_integer(hi + 1);
            assert_int_equal(accepts(key, v, 8, &e), -1);
            assert_string_equal(e.name, "bad_config");
            json_decref(v);
            v = json_integer(lo - 1);
            assert_int_equal(accepts(key, v, 8, &e), -1);
            json_decref(v);
        } else if (strcmp(kind, "bool") == 0) {
            assert_true(json_is_boolean(dflt));
        } else if (strcmp(kind, "choice") == 0) {
            json_t *ch = json_object_get(k, "choices");
            size_t j;
            json_t *x;
            int found = 0;
            json_array_foreach(ch, j, x) found |= json_equal(x, dflt);
            assert_true(found);
            json_t *v = json_string("no_such_choice");
            assert_int_equal(accepts(key, v, 4, &e), -1);
            json_decref(v);
        } else if (strcmp(kind, "set") == 0 || strcmp(kind, "lineup") == 0) {
            json_t *ch = json_object_get(k, "choices");
            assert_true(json_is_array(dflt) && json_is_array(ch));
            size_t j;
            json_t *x;
            json_array_foreach(dflt, j, x) { /* every default is one of the choices */
                int found = 0;
                size_t m;
                json_t *y;
                json_array_foreach(ch, m, y) found |= json_equal(x, y);
                assert_true(found);
            }
        } else {
            fail_msg("config key %s has unknown kind %s", key, kind);
        }
    }
    /* All defaults at once are the engine's default config. */
    cit_config got, want;
    game_err e;
    assert_int_equal(cit_config_from_json(&got, all, &e), 0);
    cit_config_default(&want, 4);
    assert_memory_equal(&got, &want, sizeof got);
    /* Every key the engine writes back is documented (except players). */
    json_t *back = cit_config_to_json(&want);
    const char *key;
    json_t *v;
    json_object_foreach(back, key, v) {
        if (strcmp(key, "players") != 0 && !key_entry(keys, key))
            fail_msg("config key %s is not in the catalogue", key);
    }
    json_decref(back);
    json_decref(all);
    json_decref(c);
}

/* The browser client is coded against these keys, kinds and ranges. */
static void test_config_shape(void **state)
{
    (void)state;
    json_t *c = catalog();
    json_t *keys = json_object_get(c, "config");
    const char *order[] = {"rules", "characters", "uniques", "city_target", "selection",
                           "characters_per_player", "first_crown", "ability_before_income",
                           "lineup", "ninth_character", "emperor_substitute", "queen_substitute"};
    const char *kinds[] = {"choice", "lineup", "set", "int", "choice", "int", "int", "bool",
                           "choice", "bool", "choice", "choice"};
    assert_int_equal(json_array_size(keys), 12);
    for (size_t i = 0; i < 12; i++) {
        assert_string_equal(str(json_array_get(keys, i), "key"), order[i]);
        assert_string_equal(str(json_array_get(keys, i), "kind"), kinds[i]);
    }
    json_t *sel = key_entry(keys, "selection");
    json_t *want = json_pack("[s,s]", "draft", "deal");
    assert_true(json_equal(json_object_get(sel, "choices"), want));
    json_decref(want);
    assert_string_equal(str(sel, "default"), "draft");
    json_t *cpp = key_entry(keys, "characters_per_player");
    assert_int_equal(num(cpp, "min"), 0);
    assert_int_equal(num(cpp, "max"), 4);
    assert_int_equal(num(cpp, "default"), 0);
    json_t *crown = key_entry(keys, "first_crown");
    assert_int_equal(num(crown, "min"), -2); /* -2: a random seat, -1: nobody */
    assert_int_equal(num(crown, "max"), 7);
    assert_int_equal(num(crown, "default"), 0);
    json_t *ct = key_entry(keys, "city_target");
    assert_int_equal(num(ct, "min"), 0);
    assert_int_equal(num(ct, "max"), 20);
    assert_int_equal(json_array_size(json_object_get(key_entry(keys, "characters"), "default")), 8);
    assert_true(json_is_false(json_object_get(key_entry(keys, "ability_before_income"), "default")));
    /* The online variant as a room would set it. */
    json_t *online = json_pack("{s:i, s:s, s:i}", "players", 5, "selection", "deal", "first_crown", -1);
    cit_config cc;
    game_err e;
    assert_int_equal(cit_config_from_json(&cc, online, &e), 0);
    json_decref(online);
    json_decref(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards),
        cmocka_unit_test(test_first_game_preset),
        cmocka_unit_test(test_config_keys),
        cmocka_unit_test(test_config_shape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
