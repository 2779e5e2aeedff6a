/* metrics.h — the Prometheus text exposition (format 0.0.4) served on
 * GET /metrics: the hub's figures (hub_get_stats) plus the few things only
 * the network layer sees (messages it refused before they reached the hub). */
#ifndef GH_SERVER_METRICS_H
#define GH_SERVER_METRICS_H

#include <stddef.h>

#include "server/hub.h"

/* Counters kept by the network layer itself. */
typedef struct metrics_net {
    long http_requests;  /* dynamic HTTP requests (/healthz, /metrics, /api) */
    long ws_accepted;    /* WebSocket connections accepted since start */
    long ws_too_large;   /* messages over the size limit, dropped */
    long ws_binary;      /* binary messages, refused */
    long ws_slow_closed; /* connections closed: their output piled up */
    long ws_budget_closed; /* ... the largest queue, when all of them passed the budget */
    long ws_origin_refused; /* WebSocket upgrades from a page of another origin */
    long http_outside_root; /* static files refused: real path outside the web root */
    long out_queued;     /* bytes queued for all WebSocket connections now */
    long out_peak;       /* the most they ever were */
    long out_budget;     /* the budget (net_options.output_budget) */
} metrics_net;

#define METRICS_CONTENT_TYPE "text/plain; version=0.0.4; charset=utf-8"

/* Returns the exposition as a malloc'd NUL-terminated string (length in
 * *len), or NULL when out of memory. start_time_s is the unix time the
 * server started. */
char *metrics_render(const hub_stats *st, const metrics_net *net, double start_time_s,
                     size_t *len);

#endif
