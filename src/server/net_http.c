/* net_http.c — the dynamic HTTP endpoints: GET /healthz, GET /metrics,
 * GET /api/games (recent finished games), GET /api/games/ID (a stored game's
 * log), GET /api/games/ID/replay (its steps, for the replay viewer) and GET
 * /api/catalog/GAME (an engine's cards and config keys for clients). Static
 * files are not here: an lws file mount serves them (see net.c).
 *
 * The path, query and Authorization header are parsed by http_route.c (pure,
 * fuzzed); this file only reads them out of lws and writes answers. The
 * games API is answered by the hub (hub_games_get), possibly later: reading
 * the store and building a replay run on libuv's pool. So a request may
 * wait across loop iterations, and its connection may close meanwhile. The
 * request is then a small heap object (http_req) that the connection points
 * to and that points back to the connection; when the connection closes it
 * only clears that back pointer, and the hub's answer, arriving later,
 * finds it cleared and is dropped. Nothing ever touches a closed wsi.
 *
 * Headers are written from the writable callback, then the body in chunks,
 * so a long replay does not sit in lws' own buffers. Bodies are reference-
 * counted blobs (hub.h): a cached replay goes to many clients uncopied. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <sodium.h>

#include "game/game.h"
#include "server/http_route.h"
#include "server/net_internal.h"

/* Bytes written per writable callback. */
#define NET_HTTP_CHUNK 16384

/* Longest query (arguments joined with '&') and Authorization we read. */
#define NET_HTTP_QUERY_MAX 512
#define NET_HTTP_AUTH_MAX 512

/* A games API request waiting for the hub: heap memory, so the answer has
 * somewhere to go even after the connection (and its pss) is gone. */
typedef struct http_req {
    struct lws *wsi; /* NULL once the connection has closed */
    net_server *s;
} http_req;

typedef struct http_pss {
    http_req *pending; /* waiting for the hub, or NULL */
    hub_blob *body;    /* the answer being written, or NULL */
    unsigned status;
    const char *ctype;
    int retry_after_s;
    int headers_sent;
    size_t off; /* body bytes written */
} http_pss;

static void pss_reset(http_pss *p)
{
    hub_blob_unref(p->body);
    p->body = NULL;
    p->headers_sent = 0;
    p->off = 0;
    p->retry_after_s = 0;
}

/* The connection ends: an answer still on its way must not find it. */
static void pss_close(http_pss *p)
{
    if (p->pending) {
        p->pending->wsi = NULL;
        p->pending = NULL;
    }
    pss_reset(p);
}

/* Queues an answer (taking the body reference); the writable callback sends
 * the headers, then the body. */
static int respond_blob(struct lws *wsi, http_pss *p, unsigned status, const char *ctype,
                        hub_blob *body, int retry_after_s)
{
    pss_reset(p);
    if (!body)
        return -1;
    p->body = body;
    p->status = status;
    p->ctype = ctype;
    p->retry_after_s = retry_after_s;
    lws_callback_on_writable(wsi);
    return 0;
}

static int respond(struct lws *wsi, http_pss *p, unsigned status, const char *ctype,
                   const char *body, size_t len)
{
    return respond_blob(wsi, p, status, ctype, hub_blob_new(body, len), 0);
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

/* The hub's answer to a games API request: now (from the cache, or a
 * refusal) or later (from the pool), on the loop thread either way. */
static void games_reply(void *ctx, hub_http_answer *a)
{
    http_req *rq = ctx;
    struct lws *wsi = rq->wsi;
    net_server *s = rq->s;
    free(rq);
    if (!wsi) { /* the client left meanwhile */
        hub_blob_unref(a->body);
        return;
    }
    http_pss *p = lws_wsi_user(wsi);
    p->pending = NULL;
    if (s->destroying) { /* lws is being torn down: no more calls into it */
        hub_blob_unref(a->body);
        return;
    }
    lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0);
    if (!a->body)
        a->body = hub_blob_new("{\"error\":\"out_of_memory\"}\n", 26);
    if (respond_blob(wsi, p, (unsigned)a->status, "application/json", a->body,
                     a->retry_after_s) < 0)
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
}

/* The query's arguments (lws keeps them url-decoded, one per fragment),
 * joined with '&' again for http_route_parse. -1 if they do not fit. */
static int read_query(struct lws *wsi, char *out, size_t size)
{
    size_t n = 0;
    char arg[NET_HTTP_QUERY_MAX];
    out[0] = 0;
    for (int i = 0; lws_hdr_copy_fragment(wsi, arg, sizeof arg, WSI_TOKEN_HTTP_URI_ARGS, i) >= 0;
         i++) {
        size_t len = strlen(arg);
        if (n + len + 2 > size)
            return -1;
        if (n)
            out[n++] = '&';
        memcpy(out + n, arg, len + 1);
        n += len;
    }
    return 0;
}

static int games_api(struct lws *wsi, http_pss *p, net_server *s, const http_route *rt)
{
    char auth[NET_HTTP_AUTH_MAX], peer[64];
    int auth_len = lws_hdr_total_length(wsi, WSI_TOKEN_HTTP_AUTHORIZATION);
    if (auth_len <= 0)
        auth[0] = 0;
    else if (auth_len >= (int)sizeof auth ||
             lws_hdr_copy(wsi, auth, sizeof auth, WSI_TOKEN_HTTP_AUTHORIZATION) < 0)
        snprintf(auth, sizeof auth, "-"); /* too long: refused as malformed */
    lws_get_peer_simple(wsi, peer, sizeof peer);
    if (p->pending) /* lws serves one request per connection at a time */
        return respond_json(wsi, p, HTTP_STATUS_SERVICE_UNAVAILABLE, "{\"error\":\"busy\"}\n");
    http_req *rq = malloc(sizeof *rq);
    if (!rq)
        return respond_json(wsi, p, HTTP_STATUS_INTERNAL_SERVER_ERROR,
                            "{\"error\":\"out_of_memory\"}\n");
    *rq = (http_req){.wsi = wsi, .s = s};
    p->pending = rq;
    /* Should the answer never come, the connection does not wait forever. */
    lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, 60);
    hub_games_get(s->hub, rt, peer, auth[0] ? auth : NULL, games_reply, rq, net_now_ms(s));
    sodium_memzero(auth, sizeof auth);
    return 0;
}

static int route(struct lws *wsi, http_pss *p, net_server *s)
{
    char uri[256], query[NET_HTTP_QUERY_MAX];
    http_route rt;
    s->counters.http_requests++;
    /* Only GET: the URI token of any other method is a different one. */
    if (lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) <= 0)
        return respond_json(wsi, p, HTTP_STATUS_METHOD_NOT_ALLOWED,
                            "{\"error\":\"method_not_allowed\"}\n");
    if (lws_hdr_copy(wsi, uri, sizeof uri, WSI_TOKEN_GET_URI) < 0)
        return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
    if (read_query(wsi, query, sizeof query) < 0)
        return respond_json(wsi, p, HTTP_STATUS_BAD_REQUEST, "{\"error\":\"bad_query\"}\n");
    http_route_parse(uri, query, &rt);
    switch (rt.kind) {
    case ROUTE_HEALTHZ:
        return healthz(wsi, p, s);
    case ROUTE_METRICS:
        return metrics(wsi, p, s);
    case ROUTE_CATALOG:
        return catalog(wsi, p, rt.name);
    case ROUTE_GAMES:
    case ROUTE_GAME:
    case ROUTE_REPLAY:
    case ROUTE_BAD_SEAT:
        return games_api(wsi, p, s, &rt);
    case ROUTE_NOT_FOUND:
    default:
        return respond_json(wsi, p, HTTP_STATUS_NOT_FOUND, "{\"error\":\"not_found\"}\n");
    }
}

/* The status line and headers: Content-Type, Content-Length, no caching by
 * the browser (answers depend on who asks), Retry-After with 429 and 503. */
static int write_headers(struct lws *wsi, http_pss *p)
{
    unsigned char hdr[LWS_PRE + 1024];
    unsigned char *start = hdr + LWS_PRE, *pos = start, *end = hdr + sizeof hdr - 1;
    static const char nocache[] = "no-store";
    if (lws_add_http_common_headers(wsi, p->status, p->ctype, p->body->len, &pos, end) ||
        lws_add_http_header_by_name(wsi, (const unsigned char *)"cache-control:",
                                    (const unsigned char *)nocache, sizeof nocache - 1, &pos,
                                    end))
        return -1;
    if (p->retry_after_s > 0) {
        char v[16];
        int n = snprintf(v, sizeof v, "%d", p->retry_after_s);
        if (lws_add_http_header_by_name(wsi, (const unsigned char *)"retry-after:",
                                        (const unsigned char *)v, n, &pos, end))
            return -1;
    }
    if (lws_finalize_write_http_header(wsi, start, &pos, end))
        return -1;
    p->headers_sent = 1;
    return 0;
}

static int write_some(struct lws *wsi, http_pss *p)
{
    /* lws may write in front of what it is given: each chunk is copied
     * behind LWS_PRE bytes of headroom (the body itself is shared). */
    static unsigned char chunk[LWS_PRE + NET_HTTP_CHUNK];
    if (!p->body)
        return 0;
    if (!p->headers_sent) {
        if (write_headers(wsi, p) < 0) {
            pss_reset(p);
            return -1;
        }
        lws_callback_on_writable(wsi);
        return 0;
    }
    size_t n = p->body->len - p->off;
    if (n > NET_HTTP_CHUNK)
        n = NET_HTTP_CHUNK;
    int final = p->off + n == p->body->len;
    memcpy(chunk + LWS_PRE, p->body->data + p->off, n);
    if (lws_write(wsi, chunk + LWS_PRE, n, final ? LWS_WRITE_HTTP_FINAL : LWS_WRITE_HTTP) !=
        (int)n) {
        pss_reset(p);
        return -1;
    }
    p->off += n;
    if (!final) {
        lws_callback_on_writable(wsi);
        return 0;
    }
    pss_reset(p);
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
            pss_close(p);
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
