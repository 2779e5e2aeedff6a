/* fuzz_http.c — libFuzzer target: the HTTP paths without libwebsockets. A
 * request's path, query and Authorization header go through the parsers
 * net_http.c uses (http_route_parse, http_auth_parse) and on to what it
 * calls with the result: the games API (hub_games_get) over a store holding
 * real games, the engine catalogue and the /metrics text.
 *
 * The store is made once per process by playing four games through the hub:
 * 1 public and finished (Ann and a bot), 2 private and finished (Bob and a
 * bot, password "sesame"), 3 public and running (Ann and Bob), 4 private and
 * running (Cy and a bot). Each input then gets a new hub over that store
 * (running games rebuilt from it, an empty cache) and is a list of records,
 * one per line:
 *
 *     T PATH[?QUERY][ AUTHORIZATION]\n
 *
 * T: clock step (T & 15, as in fuzz_hub) and address (T & 16: one of two);
 * AUTHORIZATION is sent as is, except "@a", "@b", "@c" (Bearer with Ann's,
 * Bob's or Cy's session token) and "@p" (Basic with the password). A record
 * "T!" runs the password checks the hub queued off the loop.
 *
 * Checked: routes and parsed secrets stay within their documented ranges;
 * every request is answered exactly once (at the end, queued work is
 * cancelled as at shutdown) with a known status, never 500, and a JSON
 * body; a private game answers 200 only to one of its players' tokens or
 * the password, and is listed only for its players; a running game gives no
 * replay and no action log; a seat's replay goes only to that seat's player
 * and shows no other seat's hand; no body carries a token or password hash;
 * the catalogue and the metrics text are well formed.
 *
 * FUZZ_HTTP_TRACE=1 build-fuzz/fuzz/fuzz_http FILE prints every answer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "fuzz_pool.h"
#include "fuzz_sodium.h"
#include "game/game.h"
#include "server/http_route.h"
#include "server/hub.h"
#include "server/metrics.h"
#include "server/store.h"

#define T0 1700000000000LL
#define REQUESTS_MAX 256

static const int64_t steps[16] = {0,     1,     10,    100,    500,    1000,    2000,    5000,
                                  10000, 30000, 60000, 91000, 300000, 3600000, 3700000, 86400000};

/* ---- the store, made once ---- */

enum { ANN, BOB, CY, PLAYERS };
static const char *const player_names[PLAYERS] = {"Ann", "Bob", "Cy"};

static struct {
    srv_store *st;
    char token[PLAYERS][80];
    int64_t now;
    int game_over; /* a game_over message was seen (while making the store) */
} S;

/* While the store is made: connection c + 1 speaks for player c. */
static void setup_send(void *ctx, uint64_t conn, const char *text, size_t len)
{
    json_error_t e;
    json_t *m = json_loadb(text, len, 0, &e);
    const char *type = json_string_value(json_object_get(m, "type"));
    if (type && strcmp(type, "welcome") == 0 && conn >= 1 && conn <= PLAYERS)
        snprintf(S.token[conn - 1], sizeof S.token[0], "%s",
                 json_string_value(json_object_get(m, "token")));
    if (type && strcmp(type, "game_over") == 0)
        S.game_over = 1;
    FUZZ_CHECK(!type || strcmp(type, "error") != 0, "making the store: %.*s", (int)len, text);
    json_decref(m);
}

static void say(srv_hub *h, int player, const char *text)
{
    hub_message(h, (uint64_t)player + 1, text, strlen(text), S.now);
    S.now += 1000; /* within every rate limit */
}

/* Plays the rooms' clocks until a game ends. */
static void play_to_the_end(srv_hub *h)
{
    S.game_over = 0;
    for (int i = 0; i < 5000 && !S.game_over; i++) {
        S.now += 1500;
        hub_tick(h, S.now);
    }
    FUZZ_CHECK(S.game_over, "making the store: a game did not end");
}

static void make_store(void)
{
    fuzz_sodium_reset();
    S.st = store_open(":memory:");
    FUZZ_CHECK(S.st, "store_open failed");
    S.now = T0;
    hub_limits lim;
    hub_limits_default(&lim);
    srv_hub *h = hub_new(&lim, S.st, (hub_io){.send = setup_send}, S.now);
    FUZZ_CHECK(h, "hub_new failed");
    char msg[512];
    for (int p = 0; p < PLAYERS; p++) {
        hub_connect(h, (uint64_t)p + 1, p == CY ? "10.0.0.9:1" : "127.0.0.1:1", S.now);
        snprintf(msg, sizeof msg, "{\"type\":\"hello\",\"version\":1,\"name\":\"%s\"}",
                 player_names[p]);
        say(h, p, msg);
    }
    /* Short turns, no bot pause, one district to win: games end quickly. */
    static const char quick[] =
        "\"max_players\":2,\"turn_seconds\":1,\"bot_delay_ms\":0,\"config\":{\"city_target\":1}";
    snprintf(msg, sizeof msg, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{%s}}",
             quick);
    say(h, ANN, msg); /* game 1 */
    say(h, ANN, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    say(h, ANN, "{\"type\":\"start\"}");
    play_to_the_end(h);
    say(h, ANN, "{\"type\":\"leave_room\"}");
    snprintf(msg, sizeof msg,
             "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{%s,"
             "\"private\":true,\"password\":\"sesame\"}}",
             quick);
    say(h, BOB, msg); /* game 2 */
    say(h, BOB, "{\"type\":\"add_bot\",\"level\":\"greedy\"}");
    say(h, BOB, "{\"type\":\"start\"}");
    play_to_the_end(h);
    say(h, BOB, "{\"type\":\"leave_room\"}");
    say(h, ANN, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{\"max_players\":2}}");
    snprintf(msg, sizeof msg, "{\"type\":\"join_room\",\"room\":3}");
    say(h, BOB, msg);
    say(h, ANN, "{\"type\":\"start\"}"); /* game 3, running */
    say(h, CY,
        "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{\"max_players\":2,"
        "\"private\":true,\"password\":\"sesame\"}}");
    say(h, CY, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    say(h, CY, "{\"type\":\"start\"}"); /* game 4, running */
    hub_free(h);
}

/* ---- one input ---- */

typedef struct request {
    http_route rt;
    int who;  /* the player whose token was sent, or -1 */
    int pass; /* the right password was sent */
    int replied;
} request;

static struct {
    srv_hub *h;
    int64_t now;
    request req[REQUESTS_MAX];
    int nreq;
} F;

static void check_no_hashes(const json_t *j)
{
    const char *key;
    json_t *v;
    size_t i;
    if (json_is_object(j)) {
        json_object_foreach((json_t *)j, key, v) {
            FUZZ_CHECK(!strstr(key, "token") && !strstr(key, "password"),
                       "an HTTP body carries \"%s\"", key);
            check_no_hashes(v);
        }
    } else if (json_is_array(j)) {
        json_array_foreach(j, i, v)
            check_no_hashes(v);
    }
}

/* Who played which seat of the store's games (seat 1 of 1 and 2 is a bot). */
static int player_of(int64_t game, int seat)
{
    static const int seats[5][2] = {{-1, -1}, {ANN, -1}, {BOB, -1}, {ANN, BOB}, {CY, -1}};
    return game >= 1 && game <= 4 && seat >= 0 && seat < 2 ? seats[game][seat] : -1;
}

static int played_in(int64_t game, int who)
{
    return who >= 0 && (player_of(game, 0) == who || player_of(game, 1) == who);
}

static void check_game_answer(const request *q, int status, const json_t *body)
{
    int64_t id = q->rt.game_id;
    int is_private = id == 2 || id == 4, running = id == 3 || id == 4;
    if (status != 200)
        return;
    FUZZ_CHECK(id >= 1 && id <= 4, "game %lld answered 200", (long long)id);
    FUZZ_CHECK(!is_private || q->pass || played_in(id, q->who),
               "private game %lld shown to a stranger", (long long)id);
    if (q->rt.kind == ROUTE_GAME && running)
        FUZZ_CHECK(!json_object_get(body, "actions") && !json_object_get(body, "seed"),
                   "the log of running game %lld shows its actions or seed", (long long)id);
    if (q->rt.kind != ROUTE_REPLAY)
        return;
    FUZZ_CHECK(!running, "a replay of running game %lld", (long long)id);
    FUZZ_CHECK(q->rt.seat < 0 || player_of(id, q->rt.seat) == q->who,
               "seat %d's replay of game %lld given to another", q->rt.seat, (long long)id);
    size_t i, k;
    json_t *step, *p;
    json_array_foreach(json_object_get(body, "steps"), i, step) {
        json_array_foreach(json_object_get(json_object_get(step, "view"), "players"), k, p) {
            FUZZ_CHECK(!json_object_get(p, "hand") || (int)k == q->rt.seat,
                       "seat %zu's hand in seat %d's replay", k, q->rt.seat);
        }
    }
}

static void check_list_answer(const request *q, int status, const json_t *body)
{
    if (status != 200)
        return;
    size_t i;
    json_t *g;
    json_array_foreach(json_object_get(body, "games"), i, g) {
        json_int_t id = json_integer_value(json_object_get(g, "id"));
        FUZZ_CHECK(id == 1 || id == 2, "game %lld listed as finished", (long long)id);
        FUZZ_CHECK(id != 2 || played_in(2, q->who), "private game 2 listed for a stranger");
    }
}

static void on_reply(void *ctx, hub_http_answer *a)
{
    request *q = ctx;
    if (getenv("FUZZ_HTTP_TRACE"))
        fprintf(stderr, "  request %d (route %d, game %lld, seat %d): %d %.200s\n",
                (int)(q - F.req), q->rt.kind, (long long)q->rt.game_id, q->rt.seat, a->status,
                a->body ? a->body->data : "");
    FUZZ_CHECK(!q->replied, "a request answered twice");
    q->replied = 1;
    FUZZ_CHECK(a->status == 200 || a->status == 400 || a->status == 403 || a->status == 404 ||
                   a->status == 429 || a->status == 503,
               "status %d", a->status);
    FUZZ_CHECK(a->body, "status %d without a body", a->status);
    json_error_t e;
    json_t *body = json_loadb(a->body->data, a->body->len, 0, &e);
    FUZZ_CHECK(json_is_object(body), "a body that is not a JSON object: %.200s", a->body->data);
    FUZZ_CHECK(a->status == 200 || json_is_string(json_object_get(body, "error")),
               "status %d without an error code", a->status);
    FUZZ_CHECK((a->status != 429 && a->status != 503) || a->retry_after_s > 0,
               "status %d without Retry-After", a->status);
    check_no_hashes(body);
    if (q->rt.kind == ROUTE_GAMES)
        check_list_answer(q, a->status, body);
    else
        check_game_answer(q, a->status, body);
    json_decref(body);
    hub_blob_unref(a->body);
}

static void check_metrics(void)
{
    hub_stats st;
    hub_get_stats(F.h, &st);
    metrics_net net = {0};
    size_t len = 0;
    char *text = metrics_render(&st, &net, 1.7e9, &len);
    FUZZ_CHECK(text && strlen(text) == len, "metrics_render");
    /* Prometheus text: comments, or "name[{labels}] value". */
    for (char *line = text; *line;) {
        char *nl = strchr(line, '\n');
        FUZZ_CHECK(nl, "the metrics text does not end its last line");
        int ok = line[0] == '#' ||
                 (line[0] >= 'a' && line[0] <= 'z' && memchr(line, ' ', (size_t)(nl - line)));
        FUZZ_CHECK(ok, "a metrics line: %.*s", (int)(nl - line), line);
        line = nl + 1;
    }
    free(text);
}

static void check_route(const http_route *rt)
{
    FUZZ_CHECK(rt->kind >= ROUTE_NOT_FOUND && rt->kind <= ROUTE_BAD_SEAT, "route kind %d",
               rt->kind);
    FUZZ_CHECK(rt->game_id >= 0 && rt->game_id < 1000000000000000000LL, "game id %lld",
               (long long)rt->game_id);
    FUZZ_CHECK(rt->seat >= -1 && rt->seat < 8, "seat %d", rt->seat);
    FUZZ_CHECK(memchr(rt->name, 0, sizeof rt->name), "a catalogue name without its NUL");
}

static void check_auth(const char *header)
{
    http_auth a;
    http_auth_parse(header, &a);
    FUZZ_CHECK(a.kind >= AUTH_NONE && a.kind <= AUTH_BAD, "auth kind %d", a.kind);
    size_t n = strnlen(a.secret, sizeof a.secret);
    FUZZ_CHECK(n < sizeof a.secret, "a secret without its NUL");
    FUZZ_CHECK((a.kind == AUTH_BEARER || a.kind == AUTH_PASSWORD) == (n > 0),
               "auth kind %d with a secret of %zu bytes", a.kind, n);
    for (size_t i = 0; i < n; i++)
        FUZZ_CHECK((unsigned char)a.secret[i] >= 0x20 && a.secret[i] != 0x7f,
                   "a control character in a secret");
    http_auth_clear(&a);
    FUZZ_CHECK(a.secret[0] == 0, "http_auth_clear left the secret");
}

static void record(const char *line, size_t len)
{
    if (len < 1)
        return;
    F.now += steps[line[0] & 15];
    const char *peer = line[0] & 16 ? "10.0.0.2" : "127.0.0.1"; /* lws_get_peer_simple */
    char text[2048];
    if (len - 1 >= sizeof text)
        return;
    memcpy(text, line + 1, len - 1);
    text[len - 1] = 0;
    if (strcmp(text, "!") == 0) {
        fuzz_pool_run(0);
        return;
    }
    if (strlen(text) != len - 1)
        return; /* lws hands over NUL-terminated strings */
    char *auth = strchr(text, ' ');
    if (auth)
        *auth++ = 0;
    char *query = strchr(text, '?');
    if (query)
        *query++ = 0;

    request *q = &F.req[F.nreq];
    memset(q, 0, sizeof *q);
    q->who = -1;
    char header[256];
    const char *hdr = auth;
    if (auth && auth[0] == '@' && auth[1] >= 'a' && auth[1] <= 'c' && !auth[2]) {
        q->who = auth[1] - 'a';
        snprintf(header, sizeof header, "Bearer %s", S.token[q->who]);
        hdr = header;
    } else if (auth && strcmp(auth, "@p") == 0) {
        char b64[64];
        sodium_bin2base64(b64, sizeof b64, (const unsigned char *)"x:sesame", 8,
                          sodium_base64_VARIANT_ORIGINAL);
        snprintf(header, sizeof header, "Basic %s", b64);
        hdr = header;
        q->pass = 1;
    }
    if (hdr && !hdr[0])
        hdr = NULL; /* net_http.c passes no header as NULL */
    check_auth(hdr);
    http_route_parse(text, query, &q->rt);
    check_route(&q->rt);
    switch (q->rt.kind) {
    case ROUTE_GAMES:
    case ROUTE_GAME:
    case ROUTE_REPLAY:
        if (F.nreq >= REQUESTS_MAX)
            return;
        F.nreq++;
        hub_games_get(F.h, &q->rt, peer, hdr, on_reply, q, F.now);
        break;
    case ROUTE_CATALOG: {
        const game_ops *ops = game_find(q->rt.name);
        json_t *cat = ops && ops->catalog_json ? ops->catalog_json() : NULL;
        FUZZ_CHECK(!ops || !ops->catalog_json || cat, "catalog_json returned NULL");
        char *t = cat ? json_dumps(cat, JSON_COMPACT) : NULL;
        FUZZ_CHECK(!cat || t, "the catalogue cannot be written");
        free(t);
        json_decref(cat);
        break;
    }
    case ROUTE_METRICS:
        check_metrics();
        break;
    default:
        break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!S.st)
        make_store();
    fuzz_sodium_reset();
    F.nreq = 0;
    fuzz_njobs = 0;
    F.now = S.now + 60000;
    hub_limits lim;
    hub_limits_default(&lim);
    F.h = hub_new(&lim, S.st, (hub_io){.submit = fuzz_pool_submit}, F.now);
    FUZZ_CHECK(F.h, "hub_new failed");

    const char *p = (const char *)data, *end = p + size;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *stop = nl ? nl : end;
        record(p, (size_t)(stop - p));
        p = nl ? nl + 1 : end;
    }

    fuzz_pool_run(1); /* shutdown: what is still queued is cancelled */
    hub_free(F.h);
    for (int i = 0; i < F.nreq; i++)
        FUZZ_CHECK(F.req[i].replied, "request %d never answered", i);
    return 0;
}
