/* net_internal.h — what the files of the network layer share: the server
 * object (one per net_run) and the entry points between net.c (lifecycle,
 * loop, timers, signals), net_ws.c (WebSocket connections and their queues),
 * net_http.c (the dynamic HTTP endpoints) and net_files.c (the guard in
 * front of the static files). Not for use outside
 * src/server/net*.c. */
#ifndef GH_SERVER_NET_INTERNAL_H
#define GH_SERVER_NET_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include <libwebsockets.h>
#include <uv.h>

#include "server/hub.h"
#include "server/metrics.h"
#include "server/net.h"

typedef struct net_conn net_conn;
typedef struct net_msg net_msg;

/* Kept buffers of sent messages (net_ws.c): classes of NET_POOL_MIN << k
 * bytes, at most NET_POOL_MAX_BYTES in all. */
#define NET_POOL_CLASSES 9 /* 512 B .. 128 KiB */
#define NET_POOL_MIN 512
#define NET_POOL_MAX_BYTES ((size_t)8 << 20)

typedef struct net_server {
    net_options opt;
    uv_loop_t loop;
    uv_timer_t tick_timer; /* the hub's next deadline */
    uv_timer_t stop_timer; /* shutdown: grace period, then destroy lws */
    uv_signal_t sigterm, sigint;
    srv_store *wstore;       /* the writer thread's own connection */
    store_writer *writer;    /* every write, off the loop (store_writer.h) */
    uv_async_t writer_async; /* the writer has reports: hub_store_completed */
    int writer_async_open;
    struct lws_context *ctx; /* NULLed by lws once fully destroyed */
    struct lws_vhost *vhost;
    srv_hub *hub;
    srv_store *store;
    int64_t started_ms;
    int stopping;   /* a signal came: refuse new work, close connections */
    int destroying; /* lws_context_destroy has begun: no more lws calls */

    /* Open WebSocket connections by id (open hashing, power-of-two size). */
    net_conn **conns;
    size_t conns_cap, nconns;
    uint64_t next_conn_id;

    metrics_net counters; /* what the network layer itself rejected */
    net_msg *pool[NET_POOL_CLASSES];
    size_t pool_bytes;
    char *web_real; /* realpath of opt.web_root (net_files.c); NULL if missing */
} net_server;

/* The clock the hub sees: unix ms plus the configured offset. */
int64_t net_now_ms(const net_server *s);

/* Re-arms the deadline timer for hub_next_deadline; call after every
 * hub_connect / hub_message / hub_disconnect. */
void net_after_hub(net_server *s);

/* Called by net_ws.c when the last connection closed during a shutdown. */
void net_all_closed(net_server *s);

/* net_ws.c */
extern const struct lws_protocols net_ws_protocol;
hub_io net_ws_hub_io(net_server *s);
/* Asks every connection to close with 1001 (going away). */
void net_ws_close_all(net_server *s);
void net_ws_table_free(net_server *s);

/* net_files.c: the web root's real path, and the filter that refuses a
 * static file whose real path is outside it (from the HTTP filter callback;
 * returns nonzero when it answered the request with an error). */
void net_files_init(net_server *s);
void net_files_free(net_server *s);
int net_files_filter(net_server *s, struct lws *wsi, const char *uri, size_t len);

/* net_http.c */
extern const struct lws_protocols net_http_protocol;
#define NET_HTTP_PROTOCOL_NAME "gh-http"

#endif
