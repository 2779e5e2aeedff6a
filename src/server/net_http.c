/* net_http.c — the dynamic HTTP endpoints: GET /healthz, GET /metrics,
 * GET /api/games (recent finished games), GET /api/games/ID (a stored game's
 * log), GET /api/games/ID/replay (its steps, for the replay viewer) and GET /api/catalog/GAME
 * (an engine's cards and config keys for clients). Static files are not
 * here: an lws file mount serves them (see net.c).
 *
 * Each response is built whole when the request arrives (they are small, and
 * the hub is single-threaded, so there is nothing to wait for), then written
 * in chunks from the writable callback so a long game log does not sit in
 * lws' own buffers. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "game/game.h"
#include "server/net_internal.h"
#include "server/replay.h"

/* Finished games listed by GET /api/games. */
#define NET_RECENT_GAMES 20

/* Bytes written per writable callback. */
#define NET_HTTP_CHUNK 16384

typedef struct http_pss {
    unsigned char *buf; /* LWS_PRE headroom, then the body */
    size_t len, off;    /* body length; bytes already written */
} http_pss;

static void pss_free(http_pss *p)
{
    free(p->buf);
    p->buf = NULL;
    p->len = p->off = 0;
}

/* Sends the headers now and queues the body (copied) for the writable
 * callback. Returns nonzero when the connection should be dropped. */
static int respond(struct lws *wsi, http_pss *p, unsigned status, const char *ctype,
                   const char *body, size_t len)
{
    unsigned char hdr[LWS_PRE + 2048];
    unsigned char *start = hdr + LWS_PRE, *pos = start, *end = hdr + sizeof hdr - 1;
    static const char nocache[] = "no-store";

    pss_free(p);
    p->buf = malloc(LWS_PRE + len + 1);
    if (!p->buf)
        return -1;
    memcpy(p->buf + LWS_PRE, body, len);
    p->len = len;
    if (lws_add_http_common_headers(wsi, status, ctype, len, &pos, end) ||
        lws_add_http_header_by_name(wsi, (const unsigned char *)"cache-control:",
                                    (const unsigned char *)nocache, sizeof nocache - 1, &pos,
                                    end) ||
        lws_finalize_write_http_header(wsi, start, &pos, end))
        return -1;
    lws_callback_on_writable(wsi);
    return 0;
}

static int respond_json(struct lws *wsi, http_pss *p, unsigned status, const char *body)
{
    return respond(wsi, p, status, "application/json", body, strlen(body));
}

static int healthz(struct lws *wsi, http_pss *p, net_server *s)
{
    hub_stats st;
    char body[256];
    hub_get_stats(s->hub, &st);
    snprintf(body, sizeof body,
             "{\"status\":\"ok\",\"protocol\":%d,\"uptime_s\":%lld,\"connections\":%ld,"
             "\"rooms\":%ld,\"games_running\":%ld}\n",
             HUB_PROTOCOL_VERSION, (long long)((net_now_ms(s) - s->started_ms) / 1000),
             st.connections, st.rooms, st.games_running);
    return respond_json(wsi, p, HTTP_STATUS_OK, body);
}

static int metrics(struct lws *wsi, http_pss *p, net_server *s)
{
    hub_stats st;
    size_t len;
    hub_get_stats(s->hub, &st);
    char *text = metrics_render(&st, &s->counters, (double)s->started_ms / 1000.0, &len);
    if (!text)
        return respond_json(wsi, p, HTTP_STATUS_INTERNAL_SERVER_ERROR,
                            "{\"error\":\"out_of_memory\"}\n");
    int rc = respond(wsi, p, HTTP_STATUS_OK, METRICS_CONTENT_TYPE, text, len);
    free(text);
    return rc;
}

/* Strict: 1 to 18 digits, nothing else (no sign, no spaces). */
static int parse_id(const char *s, int64_t *out)
{
    size_t n = strlen(s);
    if (n == 0 || n > 18)
        return -1;
    int64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 0;
}

/* Sends a JSON value (taking the reference) as the body. */
static int respond_value(struct lws *wsi, http_pss *p, unsigned status, json_t *value)
{
    char *text = json_dumps(value, JSON_COMPACT);
    json_decref(value);
    if (!text)
        return respond_json(wsi, p, HTTP_STATUS_INTERNAL_SERVER_ERROR,
                            "{\"error\":\"out_of_memory\"}\n");
    int rc = respond(wsi, p, status, "application/json", text, strlen(text));
    free(text);
    return rc;
}

static int game_log(struct lws *wsi, http_pss *p, net_server *s, const char *id_text)
{
    int64_t id;
    json_t *log = parse_id(id_text, &id) == 0 ? hub_game_log(s->hub, id) : NULL;
    if (!log)
        return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
    return respond_value(wsi, p, HTTP_STATUS_OK, log);
}

/* The viewer of GET /api/games/ID/replay: ?seat=N, or a spectator. */
static int replay_seat(struct lws *wsi, int *seat)
{
    char arg[64];
    *seat = GAME_SPECTATOR;
    for (int i = 0; lws_hdr_copy_fragment(wsi, arg, sizeof arg, WSI_TOKEN_HTTP_URI_ARGS, i) > 0;
         i++) {
        if (strncmp(arg, "seat=", 5) != 0)
            continue;
        int64_t v;
        if (parse_id(arg + 5, &v) < 0 || v >= GAME_MAX_SEATS)
            return -1;
        *seat = (int)v;
    }
    return 0;
}

/* GET /api/games/ID/replay[?seat=N]: every step of a finished game as that
 * seat saw it (replay.h), for the browser's replay viewer. */
static int game_replay(struct lws *wsi, http_pss *p, net_server *s, const char *id_text)
{
    int64_t id;
    int seat, status = 400;
    json_t *steps = NULL;
    if (parse_id(id_text, &id) == 0 && replay_seat(wsi, &seat) == 0)
        steps = hub_game_replay(s->hub, id, seat, &status);
    if (steps)
        return respond_value(wsi, p, HTTP_STATUS_OK, steps);
    switch (status) {
    case 404:
        return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
    case 403:
        return respond_json(wsi, p, HTTP_STATUS_FORBIDDEN, "{\"error\":\"game_running\"}\n");
    case 400:
        return respond_json(wsi, p, HTTP_STATUS_BAD_REQUEST, "{\"error\":\"bad_seat\"}\n");
    default:
        return respond_json(wsi, p, HTTP_STATUS_INTERNAL_SERVER_ERROR,
                            "{\"error\":\"replay_failed\"}\n");
    }
}

/* GET /api/catalog/<game>: the engine's cards, presets and config keys, for
 * clients (game_ops.catalog_json). Built per request: it is a few kilobytes
 * from const tables, and an engine without a catalogue answers 404. */
static int catalog(struct lws *wsi, http_pss *p, const char *name)
{
    const game_ops *ops = game_find(name);
    json_t *cat = ops && ops->catalog_json ? ops->catalog_json() : NULL;
    if (!cat)
        return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"unknown_game\"}\n");
    return respond_value(wsi, p, HTTP_STATUS_OK, cat);
}

static int route(struct lws *wsi, http_pss *p, net_server *s)
{
    static const char games[] = "/api/games/";
    static const char catalogs[] = "/api/catalog/";
    char uri[256];
    s->counters.http_requests++;
    /* Only GET: the URI token of any other method is a different one. */
    if (lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) <= 0)
        return respond_json(wsi, p, HTTP_STATUS_METHOD_NOT_ALLOWED,
                            "{\"error\":\"method_not_allowed\"}\n");
    if (lws_hdr_copy(wsi, uri, sizeof uri, WSI_TOKEN_GET_URI) < 0)
        return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
    if (strcmp(uri, "/healthz") == 0)
        return healthz(wsi, p, s);
    if (strcmp(uri, "/metrics") == 0)
        return metrics(wsi, p, s);
    if (strcmp(uri, "/api/games") == 0) {
        json_t *list = hub_recent_games(s->hub, NET_RECENT_GAMES);
        if (!list)
            return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"no_store\"}\n");
        json_t *j = json_pack("{so}", "games", list);
        return respond_value(wsi, p, HTTP_STATUS_OK, j);
    }
    if (strncmp(uri, games, sizeof games - 1) == 0) {
        char *id = uri + sizeof games - 1;
        char *slash = strchr(id, '/');
        if (!slash)
            return game_log(wsi, p, s, id);
        if (strcmp(slash, "/replay") != 0)
            return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
        *slash = '\0';
        return game_replay(wsi, p, s, id);
    }
    if (strncmp(uri, catalogs, sizeof catalogs - 1) == 0)
        return catalog(wsi, p, uri + sizeof catalogs - 1);
    return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
}

static int write_some(struct lws *wsi, http_pss *p)
{
    if (!p->buf)
        return 0;
    size_t n = p->len - p->off;
    if (n > NET_HTTP_CHUNK)
        n = NET_HTTP_CHUNK;
    int final = p->off + n == p->len;
    /* Writing from the middle of the buffer is safe: the LWS_PRE bytes lws
     * may use in front of the chunk have already been sent. */
    if (lws_write(wsi, p->buf + LWS_PRE + p->off, n,
                  final ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP) != (int)n) {
        pss_free(p);
        return -1;
    }
    p->off += n;
    if (!final) {
        lws_callback_on_writable(wsi);
        return 0;
    }
    pss_free(p);
    return lws_http_transaction_completed(wsi) ? -1 : 0;
}

static int http_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                         size_t len)
{
    net_server *s = lws_context_user(lws_get_context(wsi));
    http_pss *p = user;

    switch (reason) {
    case LWS_CALLBACK_HTTP:
        return route(wsi, p, s) ? -1 : 0;
    case LWS_CALLBACK_HTTP_WRITEABLE:
        return write_some(wsi, p);
    case LWS_CALLBACK_HTTP_DROP_PROTOCOL:
    case LWS_CALLBACK_CLOSED_HTTP:
        if (p)
            pss_free(p);
        break;
    default:
        break;
    }
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

const struct lws_protocols net_http_protocol = {
    .name = NET_HTTP_PROTOCOL_NAME,
    .callback = http_callback,
    .per_session_data_size = sizeof(http_pss),
};
