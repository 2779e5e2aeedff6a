/* metrics.c — renders the Prometheus text format for GET /metrics from a
 * hub_stats snapshot and the network layer's own counters. It owns the
 * metric names, their help lines and the latency histogram's conversion
 * from the hub's microsecond buckets to Prometheus' cumulative seconds. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/metrics.h"

/* A growing text buffer; `failed` sticks once an allocation fails so the
 * writers need no error checks of their own. */
typedef struct tbuf {
    char *p;
    size_t len, cap;
    int failed;
} tbuf;

static void tb_printf(tbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void tb_printf(tbuf *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->failed = 1;
            return;
        }
        if (b->p && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? b->cap : 2048;
        while (cap <= b->len + (size_t)n)
            cap *= 2;
        char *np = realloc(b->p, cap);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = cap;
    }
}

static void metric(tbuf *b, const char *name, const char *type, const char *help, long v)
{
    tb_printf(b, "# HELP %s %s\n# TYPE %s %s\n%s %ld\n", name, help, name, type, name, v);
}

/* The hub counts each move once, in its own bucket (the last bound is +Inf);
 * Prometheus buckets are cumulative, and +Inf is the total. */
static void latency_histogram(tbuf *b, const hub_stats *st)
{
    const char *name = "guildhall_action_latency_seconds";
    long cum = 0;
    tb_printf(b, "# HELP %s Time from applying an action to queueing all its messages "
                 "(store write included).\n", name);
    tb_printf(b, "# TYPE %s histogram\n", name);
    for (size_t i = 0; i < sizeof hub_latency_bounds_us / sizeof hub_latency_bounds_us[0]; i++) {
        cum += st->latency_count[i];
        if (!isinf(hub_latency_bounds_us[i]))
            tb_printf(b, "%s_bucket{le=\"%.6g\"} %ld\n", name, hub_latency_bounds_us[i] / 1e6,
                      cum);
    }
    tb_printf(b, "%s_bucket{le=\"+Inf\"} %ld\n", name, cum);
    tb_printf(b, "%s_sum %.9g\n", name, st->latency_sum_us / 1e6);
    tb_printf(b, "%s_count %ld\n", name, cum);
}

char *metrics_render(const hub_stats *st, const metrics_net *net, double start_time_s,
                     size_t *len)
{
    tbuf b = {0};
    metric(&b, "guildhall_connections", "gauge", "Open WebSocket connections.", st->connections);
    metric(&b, "guildhall_sessions", "gauge", "Sessions known to the hub.", st->sessions);
    metric(&b, "guildhall_rooms", "gauge", "Rooms in the lobby.", st->rooms);
    metric(&b, "guildhall_games_running", "gauge", "Games being played.", st->games_running);
    metric(&b, "guildhall_games_finished_total", "counter", "Games finished since start.",
           st->games_finished);
    metric(&b, "guildhall_actions_total", "counter", "Game actions accepted.", st->actions);
    metric(&b, "guildhall_errors_total", "counter", "Error messages sent by the hub.", st->errors);
    metric(&b, "guildhall_messages_in_total", "counter", "WebSocket messages handed to the hub.",
           st->messages_in);
    metric(&b, "guildhall_messages_out_total", "counter", "Messages sent by the hub.",
           st->messages_out);
    metric(&b, "guildhall_unsendable_total", "counter",
           "Messages the hub built but could not serialise (not sent; logged).", st->unsendable);
    metric(&b, "guildhall_lobby_updates_total", "counter",
           "Room lists and lobby updates serialised (once each, for every watcher).",
           st->lobby_updates);
    latency_histogram(&b, st);
    metric(&b, "guildhall_store_writes_total", "counter",
           "Writes the store writer reported (moves, game creations).", st->store_writes);
    metric(&b, "guildhall_store_write_failures_total", "counter",
           "Writes the store refused (full disk, a lock held too long).", st->store_failed);
    metric(&b, "guildhall_store_commits_total", "counter",
           "Transactions the store writer committed (group commits).", st->store_commits);
    metric(&b, "guildhall_store_busy_retries_total", "counter",
           "Write attempts that found another process holding the lock.",
           st->store_busy_retries);
    metric(&b, "guildhall_store_queue", "gauge", "Writes waiting for the store writer.",
           st->store_queued);
    tb_printf(&b, "# HELP guildhall_refusals_total Error messages the hub sent, by code "
                  "(docs/limits.md).\n# TYPE guildhall_refusals_total counter\n");
    for (int i = 0; i < st->nrefusals; i++)
        tb_printf(&b, "guildhall_refusals_total{code=\"%s\"} %ld\n", st->refusals[i].code,
                  st->refusals[i].count);

    metric(&b, "guildhall_bot_jobs_running", "gauge",
           "Bot choices on the thread pool now (slow levels; docs/limits.md).",
           st->bot_jobs_running);
    metric(&b, "guildhall_bot_jobs_waiting", "gauge",
           "Rooms waiting for a bot slot on the thread pool.", st->bot_jobs_waiting);
    metric(&b, "guildhall_bot_jobs_applied_total", "counter",
           "Bot choices made on the thread pool and played.", st->bot_jobs_applied);
    metric(&b, "guildhall_bot_jobs_dropped_total", "counter",
           "Bot choices made on the thread pool and dropped: the game had moved on.",
           st->bot_jobs_dropped);
    metric(&b, "guildhall_api_built_total", "counter",
           "Game logs and replays built for the HTTP API (on the thread pool).", st->api_built);
    metric(&b, "guildhall_api_cache_hits_total", "counter",
           "HTTP API answers sent from the cache.", st->api_cache_hits);
    metric(&b, "guildhall_api_cache_bytes", "gauge", "Bytes in the HTTP API's cache.",
           st->api_cache_bytes);
    metric(&b, "guildhall_ws_accepted_total", "counter", "WebSocket connections accepted.",
           net->ws_accepted);
    tb_printf(&b, "# HELP guildhall_ws_rejected_total WebSocket messages or connections the "
                  "network layer refused, by reason.\n"
                  "# TYPE guildhall_ws_rejected_total counter\n"
                  "guildhall_ws_rejected_total{reason=\"too_large\"} %ld\n"
                  "guildhall_ws_rejected_total{reason=\"binary\"} %ld\n"
                  "guildhall_ws_rejected_total{reason=\"slow_consumer\"} %ld\n"
                  "guildhall_ws_rejected_total{reason=\"output_budget\"} %ld\n"
                  "guildhall_ws_rejected_total{reason=\"origin\"} %ld\n",
              net->ws_too_large, net->ws_binary, net->ws_slow_closed, net->ws_budget_closed,
              net->ws_origin_refused);
    metric(&b, "guildhall_output_queued_bytes", "gauge",
           "Bytes queued for all WebSocket connections.", net->out_queued);
    metric(&b, "guildhall_output_queued_peak_bytes", "gauge",
           "The most bytes ever queued for all WebSocket connections at once.", net->out_peak);
    metric(&b, "guildhall_output_budget_bytes", "gauge",
           "Bytes all WebSocket connections may have queued together (--output-budget).",
           net->out_budget);
    tb_printf(&b, "# HELP guildhall_http_refused_total Static file requests refused, by reason.\n"
                  "# TYPE guildhall_http_refused_total counter\n"
                  "guildhall_http_refused_total{reason=\"outside_web_root\"} %ld\n",
              net->http_outside_root);
    metric(&b, "guildhall_http_requests_total", "counter",
           "Requests to /healthz, /metrics and /api.", net->http_requests);
    tb_printf(&b, "# HELP guildhall_start_time_seconds Unix time the server started.\n"
                  "# TYPE guildhall_start_time_seconds gauge\n"
                  "guildhall_start_time_seconds %.3f\n",
              start_time_s);
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    *len = b.len;
    return b.p;
}
