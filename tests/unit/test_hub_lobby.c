/* test_hub_lobby.c — the lobby under attack (issue 8, findings 1, 2, 4, 7,
 * 12 and 14), each test reproducing one attack against the hub and showing
 * it answered:
 *   1  configs nested deep or made large, unknown engine keys, a deep "ref"
 *      in ping, and messages that cannot be serialised (counted, not dropped
 *      in silence);
 *   2  lobby entries that carry only what a row shows, bounded in size;
 *      details by room_info;
 *   7  one client changing an option 20 times a second with 50 watchers:
 *      one serialisation per coalesced update, deltas that add up to the list;
 *   4  1,000 cycles of connect, hello, create, disconnect from one address;
 *   12 256 sessions that spectate and disconnect;
 *   14 kicks that are forgotten after 16, or dodged with a fresh session. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "hub_fx.h"
#include "server/hub_internal.h"

/* ---- helpers ---- */

/* Gives connection `conn` a new network identity: closes it and opens it
 * again from `peer`, with an empty inbox. */
static void reconnect(fx *f, int conn, const char *peer)
{
    hub_disconnect(f->h, (uint64_t)conn, f->now);
    io_clear(conn);
    hub_connect(f->h, (uint64_t)conn, peer, f->now);
}

static long stat_unsendable(fx *f)
{
    hub_stats st;
    hub_get_stats(f->h, &st);
    return st.unsendable;
}

static long stat_rooms(fx *f)
{
    hub_stats st;
    hub_get_stats(f->h, &st);
    return st.rooms;
}

/* A JSON text nesting `depth` arrays (or objects under "k"), in buf. */
static void nested(char *buf, size_t size, int depth, int objects)
{
    size_t n = 0;
    for (int i = 0; i < depth && n + 8 < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s", objects ? "{\"k\":" : "[");
    n += (size_t)snprintf(buf + n, size - n, "1");
    for (int i = 0; i < depth && n + 2 < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s", objects ? "}" : "]");
}

/* The message text of a json value as the hub would send it. */
static size_t text_len(const json_t *j)
{
    char *t = json_dumps(j, JSON_COMPACT);
    size_t n = strlen(t);
    free(t);
    return n;
}

/* The last message of a connection, whatever its type. */
static json_t *last_any(int conn)
{
    return json_array_get(io.inbox[conn], count(conn) - 1);
}

/* Runs the hub's timer as the network layer does, up to f->now. */
static void run_timer(fx *f)
{
    int64_t next = hub_next_deadline(f->h);
    if (next >= 0 && next <= f->now)
        hub_tick(f->h, f->now);
}

/* ---- 1: configs, refs, unsendable messages ---- */

static void test_deep_and_odd_configs_refused(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 3, "Cid");
    sendf(f, 3, "{\"type\":\"list_rooms\"}");
    int id = create(f, "{\"name\":\"Kept\"}");
    io_clear(1);
    /* The attack of the report: 600 levels (1.3 KB) under options.config,
     * below a key the engine used to ignore. */
    static char deep[4096], cfg[8192], m[8400];
    nested(deep, sizeof deep, 600, 0);
    snprintf(cfg, sizeof cfg, "{\"config\":{\"notes\":%s}}", deep);
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":%s}", cfg);
    expect_error(1, "config_too_deep");
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":%s}", cfg);
    expect_error(1, "config_too_deep");
    /* One level too many, however shaped: the config object is level 1. */
    nested(deep, sizeof deep, 4, 1);
    snprintf(cfg, sizeof cfg, "{\"config\":{\"uniques\":%s}}", deep);
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":%s}", cfg);
    expect_error(1, "config_too_deep");
    /* Four levels are allowed through to the engine, which judges them. */
    nested(deep, sizeof deep, 3, 0);
    snprintf(cfg, sizeof cfg, "{\"config\":{\"uniques\":%s}}", deep);
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":%s}", cfg);
    expect_error(1, "bad_config");
    /* Large: 4 KiB of config is the most a room keeps. */
    size_t n = (size_t)snprintf(cfg, sizeof cfg, "{\"config\":{\"uniques\":[");
    while (n < 4200)
        n += (size_t)snprintf(cfg + n, sizeof cfg - n, "\"library\",");
    snprintf(cfg + n - 1, sizeof cfg - n + 1, "]}}");
    snprintf(m, sizeof m, "{\"type\":\"set_options\",\"options\":%s}", cfg);
    hub_message(f->h, 1, m, strlen(m), f->now); /* longer than sendf's buffer */
    expect_error(1, "config_too_large");
    /* Unknown engine keys are refused by name, not ignored. */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"config\":{\"city_targt\":7}}}");
    expect_error(1, "bad_config");
    assert_non_null(strstr(json_string_value(json_object_get(last(1, "error"), "message")),
                           "\"city_targt\""));
    /* A long key is cut at a character boundary: the message survives. */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"config\":{\"%s\":1}}}",
          "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
          "x\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9");
    expect_error(1, "bad_config");
    /* "players" is the server's to set. */
    io_clear(1);
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"config\":{\"players\":2}}}");
    assert_null(last(1, "error"));
    /* Nothing changed but the last, valid one; the lobby still lists, and
     * nothing the hub built was unsendable. */
    assert_int_equal(stat_rooms(f), 1);
    f->now += 2000;
    sendf(f, 3, "{\"type\":\"list_rooms\"}");
    json_t *rooms = json_object_get(last(3, "rooms"), "rooms");
    assert_int_equal(json_array_size(rooms), 1);
    assert_int_equal(num(json_array_get(rooms, 0), "id"), id);
    assert_int_equal(stat_unsendable(f), 0);
    fx_free(f);
}

static void test_ping_ref_bounded(void **unused)
{
    fx *f = fx_new(NULL);
    static char deep[4096];
    nested(deep, sizeof deep, 600, 0);
    sendf(f, 1, "{\"type\":\"ping\",\"ref\":%s}", deep);
    expect_error(1, "bad_message");
    assert_null(last(1, "pong"));
    char big[80];
    memset(big, 'r', HUB_REF_MAX + 1);
    big[HUB_REF_MAX + 1] = 0;
    sendf(f, 1, "{\"type\":\"ping\",\"ref\":\"%s\"}", big);
    expect_error(1, "bad_message");
    big[HUB_REF_MAX] = 0;
    sendf(f, 1, "{\"type\":\"ping\",\"ref\":\"%s\"}", big);
    assert_string_equal(json_string_value(json_object_get(last(1, "pong"), "ref")), big);
    sendf(f, 1, "{\"type\":\"ping\",\"ref\":42}");
    assert_int_equal(num(last_any(1), "ref"), 42);
    assert_int_equal(stat_unsendable(f), 0);
    fx_free(f);
}

/* The hub never drops a message in silence: one that cannot be serialised
 * is counted (and logged), and nothing half-made is sent. */
static void test_unsendable_counted(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    json_t *deep = json_integer(1);
    for (int i = 0; i < 600; i++) {
        json_t *a = json_array();
        json_array_append_new(a, deep);
        deep = a;
    }
    json_t *msg = json_object();
    json_object_set_new(msg, "type", json_string("pong"));
    json_object_set_new(msg, "ref", deep);
    size_t before = count(1);
    send_json_conn(f->h, 1, json_incref(msg));
    hub_session *s = hub_session_get(f->h, 1);
    assert_non_null(s);
    send_json_session(f->h, s->id, msg);
    assert_int_equal(count(1), before);
    assert_int_equal(stat_unsendable(f), 2);
    fx_free(f);
}

/* ---- 2: entries carry what the lobby shows ---- */

static void test_lobby_entries_small(void **unused)
{
    fx *f = fx_new(NULL);
    /* Worst case for an entry: every name at its longest, all in characters
     * JSON doubles ("), eight players, the biggest config the engine takes. */
    char qname[HUB_NAME_MAX + 1], rname[HUB_ROOM_NAME_MAX + 1];
    memset(qname, '"', HUB_NAME_MAX);
    qname[HUB_NAME_MAX] = 0;
    memset(rname, '"', HUB_ROOM_NAME_MAX);
    rname[HUB_ROOM_NAME_MAX] = 0;
    json_t *hm = json_pack("{s:s, s:i, s:s}", "type", "hello", "version", 1, "name", qname);
    for (int c = 1; c <= 8; c++)
        send_json(f, c, json_incref(hm));
    json_decref(hm);
    json_t *cfg = json_pack(
        "{s:[s,s,s,s,s,s,s,s,s], s:i, s:s, s:i, s:i, s:b}", "characters", "assassin", "thief",
        "magician", "king", "bishop", "merchant", "architect", "warlord", "artist", "city_target",
        7, "selection", "deal", "characters_per_player", 1, "first_crown", -1,
        "ability_before_income", 1);
    json_t *uniq = json_array();
    const char *kinds[] = {"dragon_gate", "factory", "haunted_quarter", "imperial_treasury",
                           "keep", "laboratory", "library", "map_room", "quarry",
                           "school_of_magic", "smithy", "statue", "thieves_den", "wishing_well"};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        json_array_append_new(uniq, json_string(kinds[i]));
    json_object_set_new(cfg, "uniques", uniq);
    json_t *cm = json_pack("{s:s, s:{s:s, s:i, s:O}}", "type", "create_room", "options", "name",
                           rname, "max_players", 8, "config", cfg);
    send_json(f, 1, cm);
    json_t *room = last(1, "room");
    if (!room) {
        char *t = json_dumps(last(1, "error"), 0);
        fail_msg("create: %s", t);
    }
    int id = num(room, "id");
    for (int c = 2; c <= 8; c++)
        sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", id);
    assert_int_equal(seats_in(1), 8);
    f->now += 1000; /* past the lobby's coalescing period */
    sendf(f, 9, "{\"type\":\"hello\",\"version\":1,\"name\":\"Lia\"}");
    sendf(f, 9, "{\"type\":\"list_rooms\"}");
    json_t *rooms = last(9, "rooms");
    json_t *e = json_array_get(json_object_get(rooms, "rooms"), 0);
    assert_non_null(e);
    /* What a row shows: no options, no config, no lineup; a scalar summary. */
    assert_null(json_object_get(e, "options"));
    assert_null(json_object_get(e, "config"));
    json_t *sum = json_object_get(e, "summary");
    assert_int_equal(num(sum, "city_target"), 7);
    assert_string_equal(json_string_value(json_object_get(sum, "selection")), "deal");
    assert_null(json_object_get(sum, "characters"));
    assert_null(json_object_get(sum, "uniques"));
    assert_int_equal(json_array_size(json_object_get(e, "players")), 8);
    assert_true(text_len(e) <= HUB_LOBBY_ENTRY_MAX);
    /* The details, on request. */
    sendf(f, 9, "{\"type\":\"room_info\",\"room\":%d}", id);
    json_t *info = last(9, "room_info");
    assert_non_null(info);
    assert_true(json_equal(json_object_get(json_object_get(info, "options"), "config"), cfg));
    assert_null(json_object_get(json_object_get(info, "options"), "password"));
    sendf(f, 9, "{\"type\":\"room_info\",\"room\":999}");
    expect_error(9, "no_such_room");
    json_decref(cfg);
    fx_free(f);
}

/* ---- 7: one serialisation per coalesced update ---- */

#define WATCHERS 50
#define OWNER (WATCHERS + 1)

/* A second sink for more connections than the fixture's: it counts what
 * each connection receives and keeps the last text. */
static struct {
    long n[OWNER + 1];
    size_t bytes[OWNER + 1];
    char *last[OWNER + 1];
} wio;

static void wio_send(void *ctx, uint64_t conn, const char *text, size_t len)
{
    assert_true(conn <= OWNER);
    wio.n[conn]++;
    wio.bytes[conn] += len;
    free(wio.last[conn]);
    wio.last[conn] = strndup(text, len);
}

static json_t *wio_last(int conn)
{
    json_error_t e;
    return wio.last[conn] ? json_loads(wio.last[conn], 0, &e) : NULL;
}

static void wio_say(srv_hub *h, int conn, int64_t now, const char *text)
{
    hub_message(h, (uint64_t)conn, text, strlen(text), now);
}

static void test_lobby_amplification_coalesced(void **unused)
{
    memset(&wio, 0, sizeof wio);
    hub_limits l;
    hub_limits_default(&l);
    int64_t now = T0;
    srv_hub *h = hub_new(&l, NULL, (hub_io){.send = wio_send}, now);
    for (int c = 1; c <= OWNER; c++) {
        hub_connect(h, (uint64_t)c, "192.0.2.1", now);
        wio_say(h, c, now, "{\"type\":\"hello\",\"version\":1,\"name\":\"W\"}");
    }
    /* Some rooms in the lobby, then 50 watchers. */
    for (int c = 1; c <= 5; c++)
        wio_say(h, c, now, "{\"type\":\"create_room\",\"options\":{}}");
    wio_say(h, OWNER, now, "{\"type\":\"create_room\",\"options\":{}}");
    now += 1000;
    for (int c = 1; c <= WATCHERS; c++)
        wio_say(h, c, now, "{\"type\":\"list_rooms\"}");
    hub_stats st0, st1;
    hub_get_stats(h, &st0);
    long n0[OWNER + 1];
    memcpy(n0, wio.n, sizeof n0);
    /* The attack: 20 changes a second for two seconds, each visible. */
    const int changes = 41;
    for (int i = 0; i < changes; i++) {
        now += i < changes - 1 ? 50 : 10; /* the last one inside a period */
        char m[128];
        snprintf(m, sizeof m, "{\"type\":\"set_options\",\"options\":{\"turn_seconds\":%d}}",
                 100 + i);
        wio_say(h, OWNER, now, m);
        int64_t next = hub_next_deadline(h);
        if (next >= 0 && next <= now)
            hub_tick(h, now);
    }
    /* The last change waits, and the hub's deadline says when it goes out. */
    int64_t next = hub_next_deadline(h);
    assert_true(next > now && next <= now + HUB_LOBBY_COALESCE_MS);
    now = next;
    hub_tick(h, now);
    hub_get_stats(h, &st1);
    long updates = st1.lobby_updates - st0.lobby_updates;
    /* 2 s at one update per 250 ms: about 8, not 40 × 50 = 2,000. */
    print_message("%d changes, %d watchers: %ld serialisations\n", changes, WATCHERS, updates);
    assert_true(updates >= 2);
    assert_true(updates <= 10); /* 2 s of changes, one update per 250 ms at most */
    for (int c = 1; c <= WATCHERS; c++) {
        /* Every watcher got exactly the updates serialised: one text for all. */
        assert_int_equal(wio.n[c] - n0[c], updates);
        json_t *d = wio_last(c);
        assert_string_equal(json_string_value(json_object_get(d, "type")), "rooms_delta");
        /* Only what changed: the owner's room, now at its last value. */
        json_t *rooms = json_object_get(d, "rooms");
        assert_int_equal(json_array_size(rooms), 1);
        assert_int_equal(num(json_array_get(rooms, 0), "turn_seconds"), 100 + changes - 1);
        json_decref(d);
    }
    hub_free(h);
    for (int c = 0; c <= OWNER; c++)
        free(wio.last[c]);
}

/* Deltas add up: a watcher applying every rooms_delta to its first list has
 * the list a newcomer is given, through creations, joins, options, leaves,
 * closes and starts. */
static void apply_delta(json_t *mine, const json_t *d)
{
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(d, "removed"), i, x)
    {
        char key[24];
        snprintf(key, sizeof key, "%lld", (long long)json_integer_value(x));
        json_object_del(mine, key);
    }
    json_array_foreach(json_object_get(d, "rooms"), i, x)
    {
        char key[24];
        snprintf(key, sizeof key, "%d", num(x, "id"));
        json_object_set(mine, key, x);
    }
}

static json_t *as_map(const json_t *rooms)
{
    json_t *m = json_object();
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(rooms, "rooms"), i, x)
    {
        char key[24];
        snprintf(key, sizeof key, "%d", num(x, "id"));
        json_object_set(m, key, x);
    }
    return m;
}

static void test_lobby_deltas_add_up(void **unused)
{
    fx *f = fx_new(NULL);
    for (int c = 1; c <= 6; c++)
        hello(f, c, c == 6 ? "Watcher" : "P");
    sendf(f, 6, "{\"type\":\"list_rooms\"}");
    json_t *mine = as_map(last(6, "rooms"));
    size_t seen = count(6);
    uint32_t rnd = 12345;
    for (int step = 0; step < 400; step++) {
        rnd = rnd * 1103515245u + 12345u;
        int c = 1 + (int)((rnd >> 8) % 5), op = (int)((rnd >> 16) % 7);
        f->now += 37;
        switch (op) {
        case 0:
            sendf(f, c, "{\"type\":\"create_room\",\"options\":{\"max_players\":3}}");
            break;
        case 1:
            sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", 1 + (int)((rnd >> 4) % 12));
            break;
        case 2:
            sendf(f, c, "{\"type\":\"leave_room\"}");
            break;
        case 3:
            sendf(f, c, "{\"type\":\"set_options\",\"options\":{\"turn_seconds\":%d}}",
                  1 + (int)(rnd % 100));
            break;
        case 4:
            sendf(f, c, "{\"type\":\"add_bot\"}");
            break;
        case 5:
            sendf(f, c, "{\"type\":\"spectate\",\"room\":%d}", 1 + (int)((rnd >> 4) % 12));
            break;
        default:
            sendf(f, c, "{\"type\":\"start\"}");
        }
        run_timer(f);
        for (; seen < count(6); seen++) {
            json_t *m = json_array_get(io.inbox[6], seen);
            if (strcmp(json_string_value(json_object_get(m, "type")), "rooms_delta") == 0)
                apply_delta(mine, m);
        }
    }
    f->now += 1000;
    hub_tick(f->h, f->now);
    for (; seen < count(6); seen++) {
        json_t *m = json_array_get(io.inbox[6], seen);
        if (strcmp(json_string_value(json_object_get(m, "type")), "rooms_delta") == 0)
            apply_delta(mine, m);
    }
    hello(f, 7, "Newcomer");
    sendf(f, 7, "{\"type\":\"list_rooms\"}");
    json_t *fresh = as_map(last(7, "rooms"));
    assert_true(json_object_size(fresh) > 0);
    assert_true(json_equal(mine, fresh));
    json_decref(mine);
    json_decref(fresh);
    /* The whole list is for starting; once a second per connection. */
    sendf(f, 7, "{\"type\":\"list_rooms\"}");
    expect_error(7, "rate_limited");
    fx_free(f);
}

/* ---- 4: rooms left behind ---- */

static void test_rooms_left_behind(void **unused)
{
    hub_limits lim;
    hub_limits_default(&lim);
    /* Sessions per address are a limit of their own (test_hub_sessions.c);
     * lifted here so the rooms' limits alone meet the attack. */
    lim.sessions_per_address = 2000;
    fx *f = fx_new(&lim);
    /* The attack: 1,000 cycles from one address, a fresh session each time. */
    int made = 0, per_address = 0;
    for (int i = 0; i < 1000; i++) {
        reconnect(f, 10, "203.0.113.5");
        hello(f, 10, "Spam");
        sendf(f, 10, "{\"type\":\"create_room\",\"options\":{}}");
        json_t *m = last_any(10);
        const char *type = json_string_value(json_object_get(m, "type"));
        if (strcmp(type, "room") == 0)
            made++;
        else
            per_address += strcmp(json_string_value(json_object_get(m, "code")),
                                  "too_many_rooms_per_address") == 0;
        f->now += 1;
    }
    hub_disconnect(f->h, 10, f->now);
    assert_int_equal(made, lim.rooms_per_address);
    assert_int_equal(per_address, 1000 - made);
    assert_int_equal(stat_rooms(f), lim.rooms_per_address);
    /* A friend elsewhere still creates a room (and stays connected). */
    reconnect(f, 2, "198.51.100.7");
    hello(f, 2, "Friend");
    sendf(f, 2, "{\"type\":\"create_room\",\"options\":{}}");
    assert_non_null(last(2, "room"));
    /* Abandoned rooms go within about two minutes (docs/limits.md: 2 min
     * without a connected player, swept every 10 s), driven by the hub's own
     * deadline as the network layer runs it. */
    int64_t left = f->now;
    assert_true(hub_next_deadline(f->h) <= f->now + 10000);
    f->now += 60000;
    run_timer(f);
    assert_int_equal(stat_rooms(f), lim.rooms_per_address + 1);
    while (f->now < left + 130000) {
        f->now += 1000;
        run_timer(f);
    }
    assert_int_equal(stat_rooms(f), 1); /* the friend's */
    /* Creations cost: the first burst is spent, the next come slowly. */
    int refused = 0;
    for (int i = 0; i < 5; i++) {
        reconnect(f, 10, "203.0.113.5");
        hello(f, 10, "Spam");
        sendf(f, 10, "{\"type\":\"create_room\",\"options\":{}}");
        json_t *m = last_any(10);
        refused += json_object_get(m, "code") &&
                   strcmp(json_string_value(json_object_get(m, "code")), "too_many_creations") == 0;
    }
    assert_true(refused >= 3);
    fx_free(f);
}

/* A room before its start survives while a seated human is connected, and a
 * short absence (a reload, a train tunnel) under HUB_ROOM_IDLE_MS. */
static void test_room_kept_while_used(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, "{}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    hub_disconnect(f->h, 2, f->now);
    f->now += 10 * HUB_ROOM_IDLE_MS;
    hub_tick(f->h, f->now);
    assert_int_equal(stat_rooms(f), 1); /* Ann is still here */
    hub_disconnect(f->h, 1, f->now);
    f->now += HUB_ROOM_IDLE_MS - HUB_ROOM_SWEEP_MS;
    hub_tick(f->h, f->now);
    assert_int_equal(stat_rooms(f), 1);
    f->now += 2 * HUB_ROOM_SWEEP_MS;
    hub_tick(f->h, f->now);
    assert_int_equal(stat_rooms(f), 0);
    fx_free(f);
}

/* ---- 12: spectator slots ---- */

static void test_spectator_slots_freed(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    int id = create(f, "{\"turn_seconds\":3600}");
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    /* The attack: 256 sessions spectate and disconnect, from 8 addresses. */
    for (int i = 0; i < HUB_SPECTATORS_MAX; i++) {
        char peer[32];
        snprintf(peer, sizeof peer, "10.0.%d.1", i / HUB_SPECTATORS_PER_ADDR);
        reconnect(f, 10, peer);
        hello(f, 10, "Ghost");
        sendf(f, 10, "{\"type\":\"spectate\",\"room\":%d}", id);
        assert_true(json_is_true(json_object_get(last(10, "room"), "spectating")));
        f->now += 1;
    }
    hub_disconnect(f->h, 10, f->now);
    /* Someone connected still gets a slot at once: the disconnected go. */
    reconnect(f, 3, "192.0.2.77");
    hello(f, 3, "Fan");
    sendf(f, 3, "{\"type\":\"spectate\",\"room\":%d}", id);
    assert_true(json_is_true(json_object_get(last(3, "room"), "spectating")));
    assert_non_null(last(3, "game"));
    assert_int_equal(num(last(3, "room"), "spectators"), 1);
    /* Slots of the disconnected also go by themselves after the grace. */
    for (int i = 0; i < 3; i++) {
        reconnect(f, 10, "10.9.0.1");
        hello(f, 10, "Ghost");
        sendf(f, 10, "{\"type\":\"spectate\",\"room\":%d}", id);
    }
    hub_disconnect(f->h, 10, f->now);
    assert_int_equal(num(last(3, "room"), "spectators"), 4);
    f->now += HUB_SPECTATOR_GRACE_MS / 2;
    hub_tick(f->h, f->now);
    assert_int_equal(num(last(3, "room"), "spectators"), 4); /* a reload may come back */
    f->now += HUB_SPECTATOR_GRACE_MS / 2 + HUB_ROOM_SWEEP_MS;
    hub_tick(f->h, f->now);
    assert_int_equal(num(last(3, "room"), "spectators"), 1); /* the Fan is connected */
    fx_free(f);
}

static void test_spectators_per_address(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    int id = create(f, "{}");
    for (int i = 0; i < HUB_SPECTATORS_PER_ADDR; i++) {
        reconnect(f, 10, "203.0.113.9");
        hello(f, 10, "Eye");
        sendf(f, 10, "{\"type\":\"spectate\",\"room\":%d}", id);
        assert_null(last(10, "error"));
    }
    /* Connected or not, one address holds at most its share. */
    reconnect(f, 11, "203.0.113.9");
    hello(f, 11, "Eye");
    sendf(f, 11, "{\"type\":\"spectate\",\"room\":%d}", id);
    expect_error(11, "too_many_spectators");
    reconnect(f, 12, "203.0.114.9");
    hello(f, 12, "Other");
    sendf(f, 12, "{\"type\":\"spectate\",\"room\":%d}", id);
    assert_true(json_is_true(json_object_get(last(12, "room"), "spectating")));
    /* A spectator who reloads within the grace keeps watching. */
    const char *token = hello(f, 13, "Reload");
    reconnect(f, 13, "198.51.100.1");
    sendf(f, 13, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", token);
    sendf(f, 13, "{\"type\":\"spectate\",\"room\":%d}", id);
    char tok[80];
    snprintf(tok, sizeof tok, "%s", json_string_value(json_object_get(last(13, "welcome"), "token")));
    hub_disconnect(f->h, 13, f->now);
    f->now += HUB_SPECTATOR_GRACE_MS / 2;
    hub_tick(f->h, f->now); /* a sweep within the grace */
    hub_connect(f->h, 13, "198.51.100.1", f->now);
    io_clear(13);
    sendf(f, 13, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    assert_int_equal(num(last(13, "welcome"), "room"), id);
    assert_true(json_is_true(json_object_get(last(13, "room"), "spectating")));
    fx_free(f);
}

/* ---- who is "one address" ---- */

static void test_addresses(void **unused)
{
    fx *f = fx_new(NULL);
    srv_hub *h = f->h;
    uint64_t v4 = addr_of_peer(h, "192.0.2.1");
    assert_true(v4 != 0);
    assert_true(addr_of_peer(h, "192.0.2.1:5678") == v4);       /* the port is left out */
    assert_true(addr_of_peer(h, "::ffff:192.0.2.1") == v4);     /* IPv4 mapped in IPv6 */
    assert_true(addr_of_peer(h, "192.0.2.2") != v4);
    uint64_t v6 = addr_of_peer(h, "2001:db8:1:2::1");
    assert_true(addr_of_peer(h, "2001:db8:1:2:ffff::9") == v6); /* one /64 */
    assert_true(addr_of_peer(h, "[2001:db8:1:2::7]:443") == v6);
    assert_true(addr_of_peer(h, "2001:db8:1:3::1") != v6);
    assert_true(addr_of_peer(h, "") != 0); /* unnamed peers share one address */
    assert_true(addr_of_peer(h, NULL) == addr_of_peer(h, ""));
    fx_free(f);
}

/* ---- 14: kicks ---- */

static void test_kicks_stick(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    int id = create(f, "{}");
    /* More kicks than the old list held (16), each from its own address. */
    char tokens[24][80];
    for (int i = 0; i < 24; i++) {
        char peer[32];
        snprintf(peer, sizeof peer, "10.1.%d.1", i);
        reconnect(f, 10, peer);
        snprintf(tokens[i], sizeof tokens[i], "%s", hello(f, 10, "Pest"));
        sendf(f, 10, "{\"type\":\"join_room\",\"room\":%d}", id);
        assert_int_equal(num(last(10, "room"), "your_seat"), 1);
        f->now += 100; /* the owner's pace, within the message rate */
        sendf(f, 1, "{\"type\":\"kick\",\"seat\":1}");
        assert_non_null(last(10, "kicked"));
    }
    /* The first one kicked cannot come back: same session, same address... */
    reconnect(f, 10, "10.1.0.1");
    sendf(f, 10, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tokens[0]);
    sendf(f, 10, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(10, "kicked");
    /* ...a fresh session from that address... */
    reconnect(f, 10, "10.1.0.1");
    hello(f, 10, "Innocent");
    sendf(f, 10, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(10, "kicked");
    /* ...nor the same session from another network. */
    reconnect(f, 10, "172.16.0.1");
    sendf(f, 10, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tokens[0]);
    sendf(f, 10, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(10, "kicked");
    /* Watching is still allowed; a stranger elsewhere may join. */
    sendf(f, 10, "{\"type\":\"spectate\",\"room\":%d}", id);
    assert_true(json_is_true(json_object_get(last(10, "room"), "spectating")));
    reconnect(f, 11, "172.17.0.1");
    hello(f, 11, "Guest");
    sendf(f, 11, "{\"type\":\"join_room\",\"room\":%d}", id);
    assert_int_equal(num(last(11, "room"), "your_seat"), 1);
    sendf(f, 11, "{\"type\":\"leave_room\"}");
    /* The bound: once HUB_KICK_MAX kicks are held, nobody new joins (rather
     * than an old kick being forgotten). */
    for (int i = 24; i < HUB_KICK_MAX; i++) {
        char peer[32];
        snprintf(peer, sizeof peer, "10.2.%d.1", i);
        reconnect(f, 10, peer);
        hello(f, 10, "Pest");
        sendf(f, 10, "{\"type\":\"join_room\",\"room\":%d}", id);
        f->now += 100;
        sendf(f, 1, "{\"type\":\"kick\",\"seat\":1}");
        assert_non_null(last(10, "kicked"));
    }
    sendf(f, 11, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(11, "room_full");
    reconnect(f, 10, "10.1.0.1");
    sendf(f, 10, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tokens[0]);
    sendf(f, 10, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(10, "kicked");
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deep_and_odd_configs_refused),
        cmocka_unit_test(test_ping_ref_bounded),
        cmocka_unit_test(test_unsendable_counted),
        cmocka_unit_test(test_lobby_entries_small),
        cmocka_unit_test(test_lobby_amplification_coalesced),
        cmocka_unit_test(test_lobby_deltas_add_up),
        cmocka_unit_test(test_rooms_left_behind),
        cmocka_unit_test(test_room_kept_while_used),
        cmocka_unit_test(test_spectator_slots_freed),
        cmocka_unit_test(test_spectators_per_address),
        cmocka_unit_test(test_addresses),
        cmocka_unit_test(test_kicks_stick),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
