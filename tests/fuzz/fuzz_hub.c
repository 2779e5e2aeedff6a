/* fuzz_hub.c — libFuzzer target: the hub's message handler (src/server/hub.h),
 * network-free, with a fake clock, a fake thread pool and an in-memory store.
 *
 * An input is a session of records, one per line, so the fuzzer can build
 * sessions, rooms and whole games out of real protocol messages:
 *
 *     C T BODY\n      C: connection slot (C & 3); T: clock step (T & 15, see
 *                      steps[]) taken before the record, then every due
 *                      deadline runs (hub_tick, as the event loop would)
 *     BODY ""         nothing more: only the clock moves
 *          "+"        (re)connect the slot (a fresh connection id)
 *          "-"        disconnect the slot
 *          "!"        run the work the hub queued off the loop (hub_submit)
 *          "R"        restart: the hub is freed (queued work cancelled, as at
 *                     shutdown) and a new one rebuilds games from the store
 *          "@" D      play option D (a byte) of the slot's latest game view
 *          "#" D      hello with the token slot D & 3 was last welcomed with
 *          anything   a message, sent as is (on a slot not connected, after
 *                     connecting it)
 *
 * e.g. `00{"type":"hello","version":1,"name":"Ann"}` then
 * `10{"type":"create_room","game":"citadels"}`. A first line starting with
 * "#" sets small limits from its bytes (rooms, sessions, per address, rates,
 * message size: see tight_limits), so four connections can reach them; its
 * tenth byte, when odd, turns on `serve --test-positions` (a `start` with a
 * "position").
 *
 * After every record it checks: every message the hub sent went to an open
 * connection and is a JSON object with a "type"; an error has a code and a
 * non-empty message; no message carries a password, a password hash or a
 * token hash, nor a token outside `welcome`; a game view shows a hand, and
 * the options of the pending decision, only to their own seat;
 * hub_get_stats agrees with what the target saw (open connections, messages
 * in and out, errors = refusals by code) and keeps within the limits
 * (rooms, sessions). At the end everything is freed (hub_free,
 * store_close), so a leak shows in the next run. libsodium's randomness and
 * password hashing are replaced for speed and repeatability (fuzz_sodium.h).
 *
 * FUZZ_HUB_TRACE=1 ./build-fuzz/fuzz/fuzz_hub FILE prints each record and
 * every message sent, to read what a saved input does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "fuzz_pool.h"
#include "fuzz_sodium.h"
#include "server/hub.h"
#include "server/store.h"

#define SLOTS 4
#define T0 1700000000000LL

/* Clock steps in ms: enough to pass rate limits (1 s), turns (90 s), bots'
 * delays, sweeps (60 s) and idle timeouts (1 h). */
static const int64_t steps[16] = {0,     1,     10,    100,    500,    1000,    2000,    5000,
                                  10000, 30000, 60000, 91000, 300000, 3600000, 3700000, 86400000};

static struct fuzz_hub {
    srv_hub *h;
    srv_store *st;
    int64_t now;
    uint64_t next_conn;
    struct slot {
        uint64_t id; /* connection id while connected, else 0 */
        int closing; /* the hub asked to close it */
        char token[80];
        json_t *options; /* pending.options of its latest game view, if its turn */
    } slot[SLOTS];
    hub_limits lim;
    long sent, received; /* since the hub was made */
} F;

static int trace = -1; /* FUZZ_HUB_TRACE set: print the session */

static int slot_of_conn(uint64_t conn)
{
    for (int i = 0; i < SLOTS; i++)
        if (conn && F.slot[i].id == conn)
            return i;
    return -1;
}

/* ---- what the hub sends ---- */

/* Keys that must never leave the server. */
static void check_no_secrets(const json_t *j, int top, const char *type)
{
    if (json_is_object(j)) {
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)j, key, v) {
            FUZZ_CHECK(strcmp(key, "password") != 0 && strcmp(key, "password_hash") != 0 &&
                           strcmp(key, "token_hash") != 0 && strcmp(key, "bot_token_hash") != 0,
                       "a %s message carries \"%s\"", type, key);
            /* A token at the top of two messages only: the session's own
             * (welcome) and a bot seat's one-use secret, which the hub sends
             * to the owner's session alone (bot_token; test_hub_external). */
            FUZZ_CHECK(strcmp(key, "token") != 0 ||
                           (top && (strcmp(type, "welcome") == 0 || strcmp(type, "bot_token") == 0)),
                       "a %s message carries a token", type);
            check_no_secrets(v, 0, type);
        }
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v)
            check_no_secrets(v, 0, type);
    }
}

/* A Citadels view shows a hand only to the seat it belongs to, and the
 * pending decision's options (which tell a hand or a character) only to
 * the seat that decides. */
static void check_view_hands(const json_t *msg)
{
    const json_t *view = json_object_get(msg, "view");
    if (!json_is_object(view) || strcmp(json_string_value(json_object_get(view, "game")) ?: "",
                                        "citadels") != 0)
        return;
    const json_t *me = json_object_get(msg, "your_seat");
    const json_t *pending = json_object_get(view, "pending");
    FUZZ_CHECK(!json_object_get(pending, "options") ||
                   (json_is_integer(me) &&
                    json_equal(json_object_get(pending, "seat"), me)),
               "the options of seat %lld's decision are shown to %s",
               (long long)json_integer_value(json_object_get(pending, "seat")),
               json_is_integer(me) ? "another seat" : "a spectator");
    size_t i;
    json_t *p;
    json_array_foreach(json_object_get(view, "players"), i, p) {
        if (!json_object_get(p, "hand"))
            continue;
        FUZZ_CHECK(json_is_integer(me) && json_integer_value(json_object_get(p, "seat")) ==
                                              json_integer_value(me),
                   "seat %lld's hand is shown to %s", (long long)i,
                   json_is_integer(me) ? "another seat" : "a spectator");
    }
}

static void on_send(void *ctx, uint64_t conn, const char *text, size_t len)
{
    int s = slot_of_conn(conn);
    if (trace)
        fprintf(stderr, "    -> %d: %.*s\n", s, (int)(len < 200 ? len : 200), text);
    FUZZ_CHECK(s >= 0, "a message to connection %llu, which is not open", (unsigned long long)conn);
    json_error_t e;
    json_t *m = json_loadb(text, len, 0, &e);
    FUZZ_CHECK(m, "the hub sent invalid JSON (%s): %.*s", e.text, (int)(len < 300 ? len : 300),
               text);
    const char *type = json_string_value(json_object_get(m, "type"));
    FUZZ_CHECK(json_is_object(m) && type, "a message without a type: %.*s",
               (int)(len < 300 ? len : 300), text);
    check_no_secrets(m, 1, type);
    if (strcmp(type, "error") == 0) {
        const char *code = json_string_value(json_object_get(m, "code"));
        const char *msg = json_string_value(json_object_get(m, "message"));
        FUZZ_CHECK(code && code[0], "an error without a code: %.*s", (int)len, text);
        FUZZ_CHECK(msg && msg[0], "error %s without a message: %.*s", code, (int)len, text);
    } else if (strcmp(type, "welcome") == 0) {
        snprintf(F.slot[s].token, sizeof F.slot[s].token, "%s",
                 json_string_value(json_object_get(m, "token")) ?: "");
    } else if (strcmp(type, "game") == 0) {
        check_view_hands(m);
        const json_t *pending = json_object_get(json_object_get(m, "view"), "pending");
        json_decref(F.slot[s].options);
        F.slot[s].options = NULL;
        if (json_equal(json_object_get(m, "pending_seat"), json_object_get(m, "your_seat")))
            F.slot[s].options = json_incref(json_object_get(pending, "options"));
    }
    json_decref(m);
    F.sent++;
}

static void on_close(void *ctx, uint64_t conn)
{
    int s = slot_of_conn(conn);
    FUZZ_CHECK(s >= 0, "close of connection %llu, which is not open", (unsigned long long)conn);
    F.slot[s].closing = 1;
}

/* ---- the hub's life ---- */

enum { FUZZ_BOT_ITERATIONS = 8 };

/* Limits four connections can reach, from the bytes of a "#" line; the
 * defaults for what the line does not cover. */
static void tight_limits(const char *line, size_t len, hub_limits *l)
{
    hub_limits_default(l);
    const unsigned char *b = (const unsigned char *)line + 1;
    size_t n = len > 0 ? len - 1 : 0;
    if (n > 0)
        l->max_rooms = 1 + b[0] % 4;
    if (n > 1)
        l->max_sessions = 1 + b[1] % 6;
    if (n > 2)
        l->sessions_per_address = 1 + b[2] % 4;
    if (n > 3)
        l->rooms_per_address = b[3] % 4; /* 0: no limit */
    if (n > 4)
        l->rooms_per_session = 1 + b[4] % 3;
    if (n > 5)
        l->room_creations_per_hour = b[5] % 5; /* 0: no limit */
    if (n > 6)
        l->messages_per_second = 1 + b[6] % 30;
    if (n > 7)
        l->join_attempts_per_min = 1 + b[7] % 5;
    if (n > 8)
        l->max_message = 64 + 64 * (size_t)b[8];
    if (n > 9)
        l->test_positions = b[9] & 1;
}

static void hub_start(void)
{
    F.h = hub_new(&F.lim, F.st,
                  (hub_io){.send = on_send, .close = on_close, .submit = fuzz_pool_submit},
                  F.now);
    FUZZ_CHECK(F.h, "hub_new failed");
    F.sent = F.received = 0;
}

static void hub_stop(void)
{
    fuzz_pool_run(1);
    hub_free(F.h);
    F.h = NULL;
    for (int i = 0; i < SLOTS; i++) {
        F.slot[i].id = 0;
        F.slot[i].closing = 0;
        json_decref(F.slot[i].options);
        F.slot[i].options = NULL;
    }
}

static void connect_slot(int s)
{
    if (F.slot[s].id)
        return;
    F.slot[s].id = ++F.next_conn;
    /* Two addresses, two slots each: per-address limits meet per-session ones. */
    hub_connect(F.h, F.slot[s].id, s < 2 ? "127.0.0.1:4000" : "10.0.0.2:5000", F.now);
}

static void disconnect_slot(int s)
{
    if (!F.slot[s].id)
        return;
    uint64_t id = F.slot[s].id;
    F.slot[s].id = 0; /* the hub must not write to it from here on */
    F.slot[s].closing = 0;
    json_decref(F.slot[s].options);
    F.slot[s].options = NULL;
    hub_disconnect(F.h, id, F.now);
}

static void send_text(int s, const char *text, size_t len)
{
    connect_slot(s);
    F.received++;
    hub_message(F.h, F.slot[s].id, text, len, F.now);
}

static void send_value(int s, json_t *msg)
{
    char *text = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    if (text)
        send_text(s, text, strlen(text));
    free(text);
}

/* Runs what is due, as the loop's timer would: once, and once more at once
 * when hub_tick says more is due (it plays at most HUB_TICK_WORK_MAX moves a
 * call). Later records carry on; a whole game played in one record would
 * only make the run slow, not reach more code. */
static void run_due(void)
{
    for (int i = 0; i < 2; i++) {
        int64_t next = hub_next_deadline(F.h);
        if (next < 0 || next > F.now)
            break;
        hub_tick(F.h, F.now);
    }
}

static void check_stats(void)
{
    hub_stats st;
    hub_get_stats(F.h, &st);
    const hub_limits lim = F.lim;
    long open = 0, refusals = 0;
    for (int i = 0; i < SLOTS; i++)
        open += F.slot[i].id != 0;
    for (int i = 0; i < st.nrefusals; i++)
        refusals += st.refusals[i].count;
    FUZZ_CHECK(st.connections == open, "%ld connections, %ld open", st.connections, open);
    FUZZ_CHECK(st.messages_in == F.received, "messages_in %ld, %ld given", st.messages_in,
               F.received);
    FUZZ_CHECK(st.messages_out == F.sent, "messages_out %ld, %ld sent", st.messages_out, F.sent);
    FUZZ_CHECK(st.errors == refusals, "%ld errors, %ld refusals by code", st.errors, refusals);
    FUZZ_CHECK(st.nrefusals >= 0 && st.nrefusals <= HUB_REFUSAL_CODES, "nrefusals %d",
               st.nrefusals);
    FUZZ_CHECK(st.sessions >= 0 && st.rooms >= 0 && st.rooms <= lim.max_rooms, "%ld rooms",
               st.rooms);
    FUZZ_CHECK(lim.max_sessions <= 0 || st.sessions <= lim.max_sessions, "%ld sessions",
               st.sessions);
    FUZZ_CHECK(st.games_running >= 0 && st.games_running <= st.rooms, "%ld games in %ld rooms",
               st.games_running, st.rooms);
    FUZZ_CHECK(st.actions >= 0 && st.games_finished >= 0, "negative counters");
}

/* ---- one record ---- */

static void record(const char *line, size_t len)
{
    if (len < 2)
        return;
    int s = line[0] & (SLOTS - 1);
    F.now += steps[line[1] & 15];
    if (trace)
        fprintf(stderr, "%d +%lldms %.*s\n", s, (long long)steps[line[1] & 15],
                (int)(len - 2 < 200 ? len - 2 : 200), line + 2);
    run_due();
    const char *body = line + 2;
    size_t n = len - 2;
    if (n == 0) {
        /* only time passed */
    } else if (n == 1 && body[0] == '+') {
        connect_slot(s);
    } else if (n == 1 && body[0] == '-') {
        disconnect_slot(s);
    } else if (n == 1 && body[0] == '!') {
        fuzz_pool_run(0);
    } else if (n == 1 && body[0] == 'R') {
        hub_stop();
        hub_start();
    } else if (n == 2 && body[0] == '@') {
        const json_t *opts = F.slot[s].options;
        size_t k = json_array_size(opts);
        if (k) {
            json_t *m = json_pack("{s:s, s:O}", "type", "action", "action",
                                  json_array_get(opts, (unsigned char)body[1] % k));
            send_value(s, m);
        }
    } else if (n == 2 && body[0] == '#') {
        json_t *m = json_pack("{s:s, s:i, s:s}", "type", "hello", "version",
                              HUB_PROTOCOL_VERSION, "token", F.slot[body[1] & (SLOTS - 1)].token);
        send_value(s, m);
    } else {
        send_text(s, body, n);
    }
    /* The network layer closes what the hub asked it to, after the output. */
    for (int i = 0; i < SLOTS; i++)
        if (F.slot[i].closing)
            disconnect_slot(i);
    check_stats();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (trace < 0)
        trace = getenv("FUZZ_HUB_TRACE") != NULL;
    fuzz_sodium_reset();
    memset(&F, 0, sizeof F);
    F.now = T0;
    F.st = store_open(":memory:");
    FUZZ_CHECK(F.st, "store_open failed");
    const char *p = (const char *)data, *end = p + size;
    hub_limits_default(&F.lim);
    if (size > 0 && data[0] == '#') {
        const char *nl = memchr(p, '\n', size);
        tight_limits(p, (size_t)((nl ? nl : end) - p), &F.lim);
        p = nl ? nl + 1 : end;
    }
    /* A searching bot (a timeout "bot" or "search" room) thinks a few
     * iterations, not a second of the clock: inputs stay fast and their
     * runs repeat exactly. */
    F.lim.bot.iterations = FUZZ_BOT_ITERATIONS;
    hub_start();

    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *stop = nl ? nl : end;
        record(p, (size_t)(stop - p));
        p = nl ? nl + 1 : end;
    }

    hub_stop();
    store_close(F.st);
    return 0;
}
