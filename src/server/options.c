/* options.c — a room's options: the server's own (name, seats, time per
 * decision, who plays a timed-out seat (a bot level), after how many timeouts in a row a bot
 * takes an absent player's seat, a bot's pause, privacy) plus "config",
 * the engine's configuration JSON, passed through untouched and judged by the
 * engine itself (ops->config_from_json, which refuses keys it does not know).
 * A rule set, a character lineup or an engine option added tomorrow therefore
 * needs no change here. Before the engine sees a config, its shape is bounded
 * here (HUB_CONFIG_DEPTH_MAX levels, HUB_CONFIG_BYTES_MAX bytes), whatever
 * the engine: every message that carries it must stay small and serialisable.
 *
 * Options are applied to a copy (room_opts) and only copied into the room
 * once all of them are valid, so a rejected set_options changes nothing. The
 * password is hashed with Argon2id (crypto_pwhash_str) on libuv's pool
 * (passwords.c) and never kept or sent in clear. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

json_t *room_options_json(const hub_room *r)
{
    json_t *j = json_object();
    json_object_set_new(j, "name", json_string(r->name));
    json_object_set_new(j, "max_players", json_integer(r->max_players));
    json_object_set_new(j, "turn_seconds", json_integer(r->turn_seconds));
    json_object_set_new(j, "timeout", json_string(r->timeout));
    json_object_set_new(j, "bot_delay_ms", json_integer(r->bot_delay_ms));
    json_object_set_new(j, "autopilot_after", json_integer(r->autopilot_after));
    json_object_set_new(j, "private", json_boolean(r->is_private));
    json_object_set_new(j, "config", r->config ? json_incref(r->config) : json_object());
    return j;
}

void opts_from_room(room_opts *o, const hub_room *r)
{
    memset(o, 0, sizeof *o);
    snprintf(o->name, sizeof o->name, "%s", r->name);
    o->ops = r->ops;
    o->config = r->config ? json_incref(r->config) : json_object();
    o->max_players = r->max_players;
    o->turn_seconds = r->turn_seconds;
    o->bot_delay_ms = r->bot_delay_ms;
    memcpy(o->timeout, r->timeout, sizeof o->timeout);
    o->autopilot_after = r->autopilot_after;
    o->is_private = r->is_private;
    memcpy(o->pwhash, r->pwhash, sizeof o->pwhash);
}

void opts_to_room(room_opts *o, hub_room *r)
{
    snprintf(r->name, sizeof r->name, "%s", o->name);
    r->ops = o->ops;
    json_decref(r->config);
    r->config = o->config; /* ownership moves */
    o->config = NULL;
    r->max_players = o->max_players;
    r->turn_seconds = o->turn_seconds;
    r->bot_delay_ms = o->bot_delay_ms;
    memcpy(r->timeout, o->timeout, sizeof r->timeout);
    r->autopilot_after = o->autopilot_after;
    r->is_private = o->is_private;
    memcpy(r->pwhash, o->pwhash, sizeof r->pwhash);
}

static int int_in(const json_t *v, int lo, int hi, int *out)
{
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return -1;
    *out = (int)json_integer_value(v);
    return 0;
}

/* 1 if j nests containers more than `max` levels deep (j itself, when it is
 * an object or an array, is level 1). Recursion stops at max + 1 levels. */
static int nests_deeper(const json_t *j, int max)
{
    if (!json_is_object(j) && !json_is_array(j))
        return 0;
    if (max <= 0)
        return 1;
    if (json_is_array(j)) {
        size_t i;
        json_t *x;
        json_array_foreach(j, i, x)
        {
            if (nests_deeper(x, max - 1))
                return 1;
        }
        return 0;
    }
    const char *key;
    json_t *x;
    json_object_foreach((json_t *)j, key, x)
    {
        if (nests_deeper(x, max - 1))
            return 1;
    }
    return 0;
}

/* Checks the shape of options.config before anything copies or keeps it:
 * an object (or null, the engine's defaults), shallow and small. Sends the
 * error and returns -1 otherwise. */
static int config_shape_ok(srv_hub *h, hub_conn *c, const json_t *req, const json_t *v)
{
    if (json_is_null(v))
        return 0;
    if (!json_is_object(v)) {
        send_error(h, c, req, "bad_options", "\"config\" must be an object");
        return -1;
    }
    if (nests_deeper(v, HUB_CONFIG_DEPTH_MAX)) {
        send_error(h, c, req, "config_too_deep", "\"config\" nests more than %d levels",
                   HUB_CONFIG_DEPTH_MAX);
        return -1;
    }
    /* json_dumpb with no buffer gives the size; 0 is an error (not UTF-8 cannot
     * happen: jansson checked the message when parsing it). */
    size_t n = json_dumpb(v, NULL, 0, JSON_COMPACT);
    if (n == 0 || n > HUB_CONFIG_BYTES_MAX) {
        send_error(h, c, req, "config_too_large", "\"config\" is larger than %d bytes",
                   HUB_CONFIG_BYTES_MAX);
        return -1;
    }
    return 0;
}

/* Checks a config with the engine for `players` seats. */
static int engine_config_check(const game_ops *ops, const json_t *config, int players, game_err *e)
{
    json_t *j = json_is_object(config) ? json_deep_copy(config) : json_object();
    json_object_set_new(j, "players", json_integer(players));
    void *cfg = calloc(1, ops->config_size);
    int rc = cfg ? ops->config_from_json(cfg, j, e) : -1;
    free(cfg);
    json_decref(j);
    return rc;
}

/* Applies the options object `in` over `o`. Sends the error and returns -1 on
 * anything invalid; `o` is then still the caller's to release. */
int opts_apply(srv_hub *h, hub_conn *c, const json_t *req, const json_t *in, room_opts *o,
                      int nseats)
{
    if (in && !json_is_object(in)) {
        send_error(h, c, req, "bad_options", "\"options\" must be an object");
        return -1;
    }
    const char *key;
    json_t *v;
    const char *password = NULL;
    json_object_foreach((json_t *)in, key, v)
    {
        int bad = 0;
        if (strcmp(key, "name") == 0) {
            const char *name = json_string_value(v);
            bad = !name || !text_valid(name, HUB_ROOM_NAME_MAX);
            if (!bad)
                snprintf(o->name, sizeof o->name, "%s", name);
        } else if (strcmp(key, "max_players") == 0) {
            bad = int_in(v, 2, GAME_MAX_SEATS, &o->max_players);
        } else if (strcmp(key, "turn_seconds") == 0) {
            bad = int_in(v, 1, 3600, &o->turn_seconds);
        } else if (strcmp(key, "bot_delay_ms") == 0) {
            bad = int_in(v, 0, 10000, &o->bot_delay_ms);
        } else if (strcmp(key, "autopilot_after") == 0) {
            bad = int_in(v, 0, HUB_AUTOPILOT_AFTER_MAX, &o->autopilot_after);
        } else if (strcmp(key, "timeout") == 0) {
            /* "random" (a level too), "bot" (the strongest, whichever
             * that is in this build) or any level by name. */
            const char *t = json_string_value(v);
            const bot_level *lv = t ? bot_level_find(t) : NULL;
            if (!t || (strcmp(t, "bot") != 0 && !lv)) {
                send_error(h, c, req, "bad_options",
                           "\"timeout\" is \"bot\" or a bot level: %s", bot_level_names());
                return -1;
            }
            /* A level that does not play the room's game (issue 14:
             * Dominion's strategies in a Citadels room) is refused here,
             * not left to fall back at the first timeout. */
            if (lv && !bot_level_plays(lv, o->ops)) {
                send_error(h, c, req, "bad_options", "\"timeout\": %s",
                           bot_level_refusal(lv, o->ops));
                return -1;
            }
            snprintf(o->timeout, sizeof o->timeout, "%s", t);
        } else if (strcmp(key, "private") == 0) {
            bad = !json_is_boolean(v);
            o->is_private = json_is_true(v);
            if (!o->is_private)
                o->pwhash[0] = 0;
        } else if (strcmp(key, "password") == 0) {
            password = json_string_value(v);
            bad = !password || !password[0] || strlen(password) > HUB_PASSWORD_MAX;
        } else if (strcmp(key, "config") == 0) {
            if (config_shape_ok(h, c, req, v) < 0)
                return -1;
            json_decref(o->config);
            o->config = json_is_object(v) ? json_deep_copy(v) : json_object();
        } else {
            send_error(h, c, req, "bad_options", "unknown option \"%.40s\"", key);
            return -1;
        }
        if (bad) {
            send_error(h, c, req, "bad_options", "invalid value for option \"%.40s\"", key);
            return -1;
        }
    }
    if (password && json_is_false(json_object_get(in, "private"))) {
        send_error(h, c, req, "bad_options", "a password needs \"private\": true");
        return -1;
    }
    if (password)
        o->is_private = 1;
    if (o->is_private && !password && !o->pwhash[0]) {
        send_error(h, c, req, "bad_options", "a private room needs a password");
        return -1;
    }
    if (o->max_players < nseats) {
        send_error(h, c, req, "bad_options", "%d seats are taken already", nseats);
        return -1;
    }
    /* The engine judges its own config, for the largest table allowed. */
    game_err e = {0};
    if (engine_config_check(o->ops, o->config, o->max_players, &e) < 0) {
        send_engine_error(h, c, req, &e, "bad_config", "");
        return -1;
    }
    /* Hashing is slow by design (Argon2id): it runs off the loop, once all
     * else is valid (passwords.c), and the command runs again with it. */
    if (password) {
        const char *hash = pw_hash_ready(h, c, password);
        if (!hash) {
            o->password = password;
            return 1;
        }
        snprintf(o->pwhash, sizeof o->pwhash, "%s", hash);
    }
    return 0;
}
