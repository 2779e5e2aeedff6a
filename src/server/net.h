/* net.h — the network layer: HTTP and WebSocket on one port with
 * libwebsockets on a libuv loop. Serves the static browser client from a
 * directory, GET /healthz, GET /metrics (Prometheus text), GET
 * /api/games/ID (a game's log), and the JSON protocol on the WebSocket path
 * "/ws", handing every message to the hub. Stops cleanly on SIGTERM/SIGINT. */
#ifndef GH_SERVER_NET_H
#define GH_SERVER_NET_H

#include <stdint.h>

#include "server/hub.h"

#define NET_ORIGINS_MAX 16 /* --allow-origin given at most this often */

typedef struct net_options {
    const char *listen_host; /* default "127.0.0.1" */
    int port;                /* default 8080; 0 picks a free port */
    const char *web_root;    /* static files, default "web" */
    const char *db_path;     /* default "var/guildhall.db" */
    int sync_full;           /* 1: fsync every action (survives a power cut);
                                0: survives crashes and kill -9 (store.h) */
    int64_t clock_offset_ms; /* added to the real clock (tests) */
    hub_limits limits;
    /* Output waiting for slow readers (docs/limits.md, "Output"): a
     * connection with more than max_queue bytes queued is dropped; when all
     * queues together would pass output_budget, the largest is dropped. */
    size_t max_queue;        /* default 1 MiB */
    size_t output_budget;    /* default 64 MiB */
    /* Pages (by their Origin) allowed to open WebSockets besides the
     * server's own: "scheme://host[:port]", or "*" for any. A request
     * without Origin (not a browser) is always allowed. */
    const char *allow_origins[NET_ORIGINS_MAX];
    int n_allow_origins;
    /* Printed once listening: the URL to open (and the port actually bound). */
    void (*on_listening)(const char *url, int port);
} net_options;

void net_options_default(net_options *o);

/* Runs the server until SIGTERM/SIGINT; returns 0 on a clean stop. */
int net_run(const net_options *o);

#endif
