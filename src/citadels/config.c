/* config.c — the Citadels config as JSON: the table of keys a room may set,
 * reading them (config_from_json) and writing them back (config_to_json).
 *
 * The key table is data shared with the catalogue (catalog.c), so the key
 * names, kinds and integer ranges a client is shown are the very ones this
 * file enforces. A key outside the table (or "players") is refused, naming
 * it: a misspelt option must not be ignored silently, and nothing the engine
 * does not read is kept in a room. Defaults and the checks that need several keys at once
 * (players against lineup, first_crown against players) are in setup.c. */
#include "citadels/engine.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- Which cards the engine plays (issue 11) ----
 * One row per card that is finished: rules, special cases, scenarios. A
 * config naming any other card is refused with the reason (the Witch is not
 * playable yet). The coordinator adds rows as the slices finish cards;
 * nothing else decides it (the catalogue, the room dialog and the tests read
 * these two functions). Base districts are always playable. */
static const uint8_t character_playable[CIT_C_COUNT] = {
    [CIT_C_ASSASSIN] = 1, [CIT_C_THIEF] = 1,     [CIT_C_MAGICIAN] = 1,
    [CIT_C_KING] = 1,     [CIT_C_BISHOP] = 1,    [CIT_C_MERCHANT] = 1,
    [CIT_C_ARCHITECT] = 1, [CIT_C_WARLORD] = 1, [CIT_C_ARTIST] = 1,
    /* issue 11: agents */
    [CIT_C_WITCH] = 1, [CIT_C_MAGISTRATE] = 1, [CIT_C_SPY] = 1, [CIT_C_BLACKMAILER] = 1,
    /* issue 11: court */
    [CIT_C_WIZARD] = 1, [CIT_C_SEER] = 1, [CIT_C_EMPEROR] = 1, [CIT_C_PATRICIAN] = 1,
    [CIT_C_ABBOT] = 1, [CIT_C_CARDINAL] = 1, [CIT_C_NAVIGATOR] = 1, [CIT_C_SCHOLAR] = 1,
    /* issue 11: builders */
    [CIT_C_ALCHEMIST] = 1, [CIT_C_TRADER] = 1, [CIT_C_DIPLOMAT] = 1, [CIT_C_MARSHAL] = 1,
    [CIT_C_QUEEN] = 1, [CIT_C_TAX_COLLECTOR] = 1,
};

static const uint8_t unique_playable[CIT_D_COUNT] = {
    [CIT_D_DRAGON_GATE] = 1, [CIT_D_FACTORY] = 1,        [CIT_D_HAUNTED_QUARTER] = 1,
    [CIT_D_IMPERIAL_TREASURY] = 1, [CIT_D_KEEP] = 1,     [CIT_D_LABORATORY] = 1,
    [CIT_D_LIBRARY] = 1,     [CIT_D_MAP_ROOM] = 1,       [CIT_D_QUARRY] = 1,
    [CIT_D_SCHOOL_OF_MAGIC] = 1, [CIT_D_SMITHY] = 1,     [CIT_D_STATUE] = 1,
    [CIT_D_THIEVES_DEN] = 1, [CIT_D_WISHING_WELL] = 1,
    /* issue 11: builders */
    [CIT_D_FRAMEWORK] = 1, [CIT_D_NECROPOLIS] = 1, [CIT_D_STABLES] = 1, [CIT_D_MONUMENT] = 1,
    [CIT_D_GREAT_WALL] = 1, [CIT_D_BELL_TOWER] = 1,
    /* issue 11: districts */
    [CIT_D_ARMORY] = 1, [CIT_D_BASILICA] = 1, [CIT_D_CAPITOL] = 1, [CIT_D_IVORY_TOWER] = 1,
    [CIT_D_GOLD_MINE] = 1, [CIT_D_OBSERVATORY] = 1, [CIT_D_PARK] = 1, [CIT_D_POOR_HOUSE] = 1,
    [CIT_D_MUSEUM] = 1, [CIT_D_SECRET_VAULT] = 1, [CIT_D_THEATER] = 1, [CIT_D_GRAVEYARD] = 1,
    [CIT_D_HOSPITAL] = 1, [CIT_D_LIGHTHOUSE] = 1, [CIT_D_THRONE_ROOM] = 1,
    [CIT_D_UNIVERSITY] = 1,
};

int cit_character_playable(int ch)
{
    return ch > 0 && ch < CIT_C_COUNT && character_playable[ch];
}

int cit_district_playable(int kind)
{
    if (kind <= 0 || kind >= CIT_D_COUNT)
        return 0;
    return cit_districts[kind].type != CIT_UNIQUE || unique_playable[kind];
}

void cit_config_refuse(game_err *e, const char *key, const char *card, int n, const char *fmt,
                       ...)
{
    if (!e)
        return;
    char msg[sizeof e->msg];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    cit_fail(e, CIT_ERR_BAD_CONFIG, "%s", msg);
    snprintf(e->reason, sizeof e->reason, "%s", key);
    snprintf(e->reason_card, sizeof e->reason_card, "%s", card ? card : "");
    e->reason_n = n;
}

const char *const cit_selection_wire[] = {
    [CIT_SELECTION_DRAFT] = "draft",
    [CIT_SELECTION_DEAL] = "deal",
    NULL,
};

const cit_config_key cit_config_keys[CIT_K_COUNT] = {
#define X(id, w, k, lo, hi, ch) [CIT_K_##id] = {.key = w, .kind = k, .min = lo, .max = hi, .choices = ch},
    CIT_CONFIG_KEY_LIST(X)
#undef X
};

const char *cit_key_kind_wire(int kind)
{
    static const char *const wire[] = {
        [CIT_KEY_LINEUP] = "lineup", [CIT_KEY_SET] = "set",   [CIT_KEY_INT] = "int",
        [CIT_KEY_CHOICE] = "choice", [CIT_KEY_BOOL] = "bool",
    };
    return kind > 0 && kind < (int)(sizeof wire / sizeof wire[0]) ? wire[kind] : "none";
}

/* An integer key within the table's range; 1 if present, 0 if absent, -1 on error. */
static int read_int(const json_t *j, int id, int *out, game_err *e)
{
    const cit_config_key *k = &cit_config_keys[id];
    json_t *v = json_object_get(j, k->key);
    if (!v)
        return 0;
    if (!json_is_integer(v) || json_integer_value(v) < k->min || json_integer_value(v) > k->max) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "%s must be an integer from %d to %d", k->key, k->min,
                 k->max);
        return -1;
    }
    *out = (int)json_integer_value(v);
    return 1;
}

static int read_bool(const json_t *j, int id, int *out, game_err *e)
{
    const char *key = cit_config_keys[id].key;
    json_t *v = json_object_get(j, key);
    if (!v)
        return 0;
    if (!json_is_boolean(v)) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "%s must be true or false", key);
        return -1;
    }
    *out = json_is_true(v);
    return 1;
}

static int read_choice(const json_t *j, int id, int *out, game_err *e)
{
    const cit_config_key *k = &cit_config_keys[id];
    json_t *v = json_object_get(j, k->key);
    if (!v)
        return 0;
    const char *name = json_string_value(v);
    for (int c = 0; name && k->choices[c]; c++)
        if (strcmp(k->choices[c], name) == 0) {
            *out = c;
            return 1;
        }
    cit_fail(e, CIT_ERR_BAD_CONFIG, "%s must be one of the listed choices (e.g. \"%s\")", k->key,
             k->choices[0]);
    return -1;
}

static int read_lineup(cit_config *c, const json_t *chars, game_err *e)
{
    if (!json_is_array(chars)) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "characters must be an array of names");
        return -1;
    }
    memset(c->lineup, 0, sizeof c->lineup);
    size_t i;
    json_t *x;
    json_array_foreach(chars, i, x) {
        int ch = json_is_string(x) ? cit_character_from_wire(json_string_value(x)) : -1;
        if (ch < 0) {
            cit_config_refuse(e, "unknown_character", "", 0, "unknown character in lineup");
            return -1;
        }
        int r = cit_characters[ch].rank;
        if (c->lineup[r]) {
            cit_config_refuse(e, "two_of_rank", cit_characters[ch].wire, r,
                              "two characters of rank %d", r);
            return -1;
        }
        c->lineup[r] = (uint8_t)ch;
    }
    c->ncharacters = c->lineup[9] ? 9 : 8;
    return 0;
}

static int read_uniques(cit_config *c, const json_t *uniq, game_err *e)
{
    /* "random": 14 drawn from the game's seed at set-up (lineups.c). */
    if (json_is_string(uniq) && strcmp(json_string_value(uniq), "random") == 0) {
        c->random_uniques = 1;
        c->nuniques = 0;
        return 0;
    }
    if (!json_is_array(uniq) || json_array_size(uniq) > CIT_D_COUNT) {
        cit_fail(e, CIT_ERR_BAD_CONFIG,
                 "uniques must be an array of district names or \"random\"");
        return -1;
    }
    c->random_uniques = 0;
    c->nuniques = 0;
    size_t i;
    json_t *x;
    json_array_foreach(uniq, i, x) {
        int k = json_is_string(x) ? cit_district_from_wire(json_string_value(x)) : -1;
        if (k < 0) {
            cit_config_refuse(e, "unknown_district", "", 0, "unknown district in uniques");
            return -1;
        }
        c->uniques[c->nuniques++] = (uint8_t)k;
    }
    return 0;
}

/* The first bytes of `text` (at most max), never cutting a UTF-8 character:
 * an error message must stay valid UTF-8 to be sent at all. */
static void utf8_prefix(char *out, const char *text, size_t max)
{
    size_t n = strlen(text);
    if (n > max) {
        n = max;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
            n--; /* text[n] continues a character: cut before its start */
    }
    memcpy(out, text, n);
    out[n] = 0;
}

/* 0, or -1 (with the error) when j has a key the engine does not know. */
static int known_keys_only(const json_t *j, game_err *e)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)j, key, v)
    {
        int known = strcmp(key, "players") == 0;
        for (int k = 0; k < CIT_K_COUNT && !known; k++)
            known = strcmp(cit_config_keys[k].key, key) == 0;
        if (!known) {
            char shown[41];
            utf8_prefix(shown, key, sizeof shown - 1);
            cit_fail(e, CIT_ERR_BAD_CONFIG, "unknown config key \"%s\"", shown);
            return -1;
        }
    }
    return 0;
}

int cit_config_from_json(void *cfgp, const json_t *j, game_err *e)
{
    cit_config *c = cfgp;
    int players = 4;
    if (j && !json_is_object(j)) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "config must be an object");
        return -1;
    }
    if (j && known_keys_only(j, e) < 0)
        return -1;
    json_t *v = j ? json_object_get(j, "players") : NULL;
    if (v) {
        if (!json_is_integer(v)) {
            cit_fail(e, CIT_ERR_BAD_CONFIG, "players must be an integer");
            return -1;
        }
        json_int_t n = json_integer_value(v); /* range-checked before the cast: no wrap */
        players = n < CIT_MIN_SEATS || n > CIT_MAX_SEATS ? 0 : (int)n;
    }
    if (players < CIT_MIN_SEATS || players > CIT_MAX_SEATS) {
        cit_fail(e, CIT_ERR_BAD_CONFIG, "players must be 2 to 8");
        return -1;
    }
    cit_config_default(c, players);
    if (!j)
        return cit_config_validate(c, e);

    /* Issue 12: the rule set first; it sets its defaults, and a key it does
     * not offer is refused by name (a classic room has no "lineup"). */
    int x;
    int rc;
    int rs = CIT_RS_2016;
    if ((rc = read_choice(j, CIT_K_RULES, &x, e)) < 0)
        return -1;
    if (rc)
        rs = x;
    for (int k = 0; k < CIT_K_COUNT; k++)
        if (json_object_get(j, cit_config_keys[k].key) && !cit_ruleset_has_key(rs, k)) {
            cit_config_refuse(e, "key_not_in_rules", "", 0,
                              "\"%s\" is not an option of the rule set \"%s\"",
                              cit_config_keys[k].key, cit_ruleset_wire[rs]);
            return -1;
        }
    cit_ruleset_apply(c, rs);

    /* A named lineup (with its substitution choices) first; "characters" and
     * "uniques" given as well override its parts (free choice). */
    if ((rc = read_choice(j, CIT_K_LINEUP, &x, e)) < 0)
        return -1;
    if (rc)
        c->preset = (uint8_t)x;
    if ((rc = read_bool(j, CIT_K_NINTH, &x, e)) < 0)
        return -1;
    if (rc)
        c->ninth = (uint8_t)x;
    if ((rc = read_choice(j, CIT_K_EMPEROR_SUB, &x, e)) < 0)
        return -1;
    if (rc)
        c->emperor_alt = (uint8_t)x;
    if ((rc = read_choice(j, CIT_K_QUEEN_SUB, &x, e)) < 0)
        return -1;
    if (rc)
        c->queen_alt = (uint8_t)x;
    if (c->rules == CIT_RULES_2016)
        cit_preset_apply(c);

    if ((v = json_object_get(j, cit_config_keys[CIT_K_CHARACTERS].key)) &&
        read_lineup(c, v, e) < 0)
        return -1;
    if ((v = json_object_get(j, cit_config_keys[CIT_K_UNIQUES].key)) && read_uniques(c, v, e) < 0)
        return -1;
    if ((rc = read_int(j, CIT_K_CITY_TARGET, &x, e)) < 0)
        return -1;
    if (rc)
        c->city_target = (uint8_t)x;
    if ((rc = read_choice(j, CIT_K_SELECTION, &x, e)) < 0)
        return -1;
    if (rc)
        c->selection = (uint8_t)x;
    if ((rc = read_int(j, CIT_K_CHARS_PER_PLAYER, &x, e)) < 0)
        return -1;
    if (rc)
        c->characters_per_player = (uint8_t)x;
    if ((rc = read_int(j, CIT_K_FIRST_CROWN, &x, e)) < 0)
        return -1;
    if (rc)
        c->first_crown = (int8_t)x;
    if ((rc = read_bool(j, CIT_K_ABILITY_BEFORE_INCOME, &x, e)) < 0)
        return -1;
    if (rc)
        c->ability_before_income = (uint8_t)x;
    return cit_config_validate(c, e);
}

json_t *cit_config_to_json(const void *cfgp)
{
    const cit_config *c = cfgp;
    json_t *j = json_object();
    int rs = cit_ruleset_of(c);
    json_object_set_new(j, cit_config_keys[CIT_K_RULES].key,
                        json_string(cit_ruleset_wire[rs < 0 ? 0 : rs]));
    json_object_set_new(j, "players", json_integer(c->nplayers));
    json_t *chars = json_array();
    for (int r = 1; r <= CIT_MAX_RANK; r++)
        if (c->lineup[r])
            json_array_append_new(chars, json_string(cit_characters[c->lineup[r]].wire));
    json_object_set_new(j, cit_config_keys[CIT_K_CHARACTERS].key, chars);
    json_t *u = json_array();
    for (int i = 0; i < c->nuniques; i++)
        json_array_append_new(u, json_string(cit_districts[c->uniques[i]].wire));
    json_object_set_new(j, cit_config_keys[CIT_K_UNIQUES].key,
                        c->random_uniques ? (json_decref(u), json_string("random")) : u);
    json_object_set_new(j, cit_config_keys[CIT_K_CITY_TARGET].key, json_integer(c->city_target));
    json_object_set_new(j, cit_config_keys[CIT_K_ABILITY_BEFORE_INCOME].key,
                        json_boolean(c->ability_before_income));
    json_object_set_new(j, cit_config_keys[CIT_K_FIRST_CROWN].key, json_integer(c->first_crown));
    json_object_set_new(j, cit_config_keys[CIT_K_SELECTION].key,
                        json_string(cit_selection_wire[c->selection == CIT_SELECTION_DEAL]));
    json_object_set_new(j, cit_config_keys[CIT_K_CHARS_PER_PLAYER].key,
                        json_integer(c->characters_per_player));
    /* The named lineup and its choices; "characters" and "uniques" above
     * hold what they resolved to (or the free choice over them). */
    json_object_set_new(j, cit_config_keys[CIT_K_LINEUP].key,
                        json_string(cit_preset_wire[c->preset < CIT_PRESET_COUNT ? c->preset : 0]));
    json_object_set_new(j, cit_config_keys[CIT_K_NINTH].key, json_boolean(c->ninth));
    json_object_set_new(j, cit_config_keys[CIT_K_EMPEROR_SUB].key,
                        json_string(cit_emperor_sub_wire[c->emperor_alt != 0]));
    json_object_set_new(j, cit_config_keys[CIT_K_QUEEN_SUB].key,
                        json_string(cit_queen_sub_wire[c->queen_alt != 0]));
    /* --- issue 12: the slices' keys --- */
    /* Only the keys the rule set offers: the JSON reads back to this config. */
    for (int k = 0; k < CIT_K_COUNT; k++)
        if (!cit_ruleset_has_key(rs < 0 ? 0 : rs, k))
            json_object_del(j, cit_config_keys[k].key);
    return j;
}
