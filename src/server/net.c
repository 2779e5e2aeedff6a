/* net.c — the server's lifecycle: opens the store, creates the hub, starts
 * libwebsockets on our own libuv loop (one vhost: the "guildhall" WebSocket
 * protocol on /ws, the dynamic HTTP endpoints, and a file mount for the
 * browser client), drives the hub's deadlines with a uv timer, and stops
 * cleanly on SIGTERM/SIGINT.
 *
 * The loop is ours ("foreign" to lws) so the deadline timer and the signal
 * watchers run on the same thread as every connection: nothing here locks.
 * Storage writes on a thread of its own, with its own SQLite connection, so
 * neither the disk nor another process's lock ever stalls the loop: every
 * write goes to the store writer (group commits, and the log's checkpoints;
 * it reports through a uv_async_t). The loop's own connection only reads
 * (and, at start-up, proves the file takes writes and restores games).
 *
 * Shutdown: a signal closes every WebSocket with 1001 and waits for them (at
 * most NET_GRACE_MS; a second signal cuts that short), then destroys the lws
 * context and runs the loop until lws has closed its handles, frees the hub
 * and the store, and finally closes the signal watchers and the loop. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "server/net_internal.h"

/* How long connections get to say goodbye after SIGTERM. */
#define NET_GRACE_MS 2000

/* lws keeps pointers to the protocol and mount tables, so they are
 * allocated in net_run and outlive the context. */
typedef struct net_tables {
    struct lws_protocols protocols[3];
    struct lws_http_mount mounts[4];
    char web_root[4096];
} net_tables;

void net_options_default(net_options *o)
{
    memset(o, 0, sizeof *o);
    o->listen_host = "127.0.0.1";
    o->port = 8080;
    o->web_root = "web";
    o->db_path = "var/guildhall.db";
    o->sync_full = 0;
    hub_limits_default(&o->limits);
    o->max_queue = (size_t)1 << 20;
    o->output_budget = (size_t)64 << 20;
}

int64_t net_now_ms(const net_server *s)
{
    /* Wall clock, not monotonic: deadlines go to clients as unix ms. */
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000 + s->opt.clock_offset_ms;
}

static void tick_cb(uv_timer_t *t);

/* One timer for all of the hub's deadlines, re-armed for the next one. */
static void arm_tick(net_server *s, int64_t next)
{
    if (next < 0) {
        uv_timer_stop(&s->tick_timer);
        return;
    }
    int64_t now = net_now_ms(s);
    /* At least 1 ms, so a deadline left in the past cannot spin the loop;
     * "due now" (the hub's work budget ran out) still comes back at once. */
    uint64_t delay = next > now ? (uint64_t)(next - now) : 1;
    uv_update_time(&s->loop);
    uv_timer_start(&s->tick_timer, tick_cb, delay, 0);
}

static void tick_cb(uv_timer_t *t)
{
    net_server *s = t->data;
    if (s->stopping || s->destroying)
        return;
    arm_tick(s, hub_tick(s->hub, net_now_ms(s)));
}

void net_after_hub(net_server *s)
{
    /* A move can make a bot's turn due at once: the hub says when. */
    if (!s->stopping && !s->destroying)
        arm_tick(s, hub_next_deadline(s->hub));
}

/* ---- the store writer's reports ---- */

/* On the writer thread, after each batch. */
static void writer_notify(void *ctx)
{
    net_server *s = ctx;
    uv_async_send(&s->writer_async);
}

static void writer_async_cb(uv_async_t *a)
{
    net_server *s = a->data;
    /* While lws is torn down nothing is sent; hub_free delivers the rest. */
    if (!s->hub || s->destroying)
        return;
    hub_store_completed(s->hub, net_now_ms(s));
    net_after_hub(s); /* a move announced can make a bot's turn due */
}

/* Closes our timers, lets the loop end without the signal watchers, and
 * starts tearing lws down. Runs outside any lws callback (from a uv timer or
 * after uv_run), as lws requires. */
static void destroy_all(net_server *s)
{
    if (s->destroying)
        return;
    s->destroying = 1;
    uv_close((uv_handle_t *)&s->tick_timer, NULL);
    uv_close((uv_handle_t *)&s->stop_timer, NULL);
    /* The signal watchers stay until the very end (a second SIGTERM must
     * not find the default action, which kills), but no longer keep the
     * loop running. */
    uv_unref((uv_handle_t *)&s->sigterm);
    uv_unref((uv_handle_t *)&s->sigint);
    /* The writer's reports still arrive while connections say goodbye. */
    if (s->writer_async_open)
        uv_unref((uv_handle_t *)&s->writer_async);
    if (s->ctx)
        lws_context_destroy(s->ctx);
}

static void stop_cb(uv_timer_t *t)
{
    destroy_all(t->data);
}

void net_all_closed(net_server *s)
{
    /* Called from a CLOSED callback: defer the destroy to the loop. */
    if (s->stopping && !s->destroying)
        uv_timer_start(&s->stop_timer, stop_cb, 0, 0);
}

static void signal_cb(uv_signal_t *h, int signum)
{
    net_server *s = h->data;
    if (s->stopping) {
        /* A second signal: no more grace for slow clients. */
        if (!s->destroying)
            uv_timer_start(&s->stop_timer, stop_cb, 0, 0);
        return;
    }
    fprintf(stderr, "guildhall serve: %s, shutting down\n",
            signum == SIGTERM ? "SIGTERM" : "SIGINT");
    s->stopping = 1;
    uv_timer_stop(&s->tick_timer);
    /* No bot's choice starts or is played from now on: the loop ends once
     * the pool's jobs are back, not after every queued search. */
    if (s->hub)
        hub_shutdown(s->hub);
    net_ws_close_all(s);
    uv_timer_start(&s->stop_timer, stop_cb, s->nconns ? NET_GRACE_MS : 0, 0);
}

static int is_ipv6(const char *host)
{
    return strchr(host, ':') != NULL;
}

/* What to give lws as the interface: NULL binds every address. */
static const char *bind_iface(const char *host)
{
    if (!host || !*host || strcmp(host, "0.0.0.0") == 0 || strcmp(host, "*") == 0 ||
        strcmp(host, "::") == 0)
        return NULL;
    if (strcmp(host, "localhost") == 0)
        return "127.0.0.1";
    return host;
}

static void setup_tables(net_server *s, net_tables *t)
{
    /* The WebSocket protocol comes first: lws binds a WebSocket without a
     * Sec-WebSocket-Protocol header to the vhost's first protocol. */
    t->protocols[0] = net_ws_protocol;
    t->protocols[1] = net_http_protocol;
    /* protocols[2] stays zeroed: the terminator. */

    snprintf(t->web_root, sizeof t->web_root, "%s", s->opt.web_root);
    size_t n = strlen(t->web_root);
    while (n > 1 && t->web_root[n - 1] == '/')
        t->web_root[--n] = '\0';

    static const char *const dynamic[] = {"/healthz", "/metrics", "/api"};
    for (int i = 0; i < 3; i++) {
        struct lws_http_mount *m = &t->mounts[i];
        m->mount_next = &t->mounts[i + 1];
        m->mountpoint = dynamic[i];
        m->mountpoint_len = (unsigned char)strlen(dynamic[i]);
        m->origin = NET_HTTP_PROTOCOL_NAME; /* for callback mounts: the protocol */
        m->origin_protocol = LWSMPRO_CALLBACK;
    }
    /* Everything else is a file under web_root; lws refuses ".." in paths,
     * and net_files_filter anything whose real path leaves web_root. */
    struct lws_http_mount *files = &t->mounts[3];
    files->mountpoint = "/";
    files->mountpoint_len = 1;
    files->origin = t->web_root;
    files->def = "index.html";
    files->origin_protocol = LWSMPRO_FILE;
}

static int start_lws(net_server *s, net_tables *t)
{
    struct lws_context_creation_info info;
    void *loops[1] = {&s->loop};
    const char *host = s->opt.listen_host ? s->opt.listen_host : "127.0.0.1";
    static const lws_retry_bo_t idle = {
        /* Ping a silent client after 30 s; hang up after 70 s of silence. */
        .secs_since_valid_ping = 30,
        .secs_since_valid_hangup = 70,
    };
    uint64_t opts = LWS_SERVER_OPTION_LIBUV | LWS_SERVER_OPTION_EXPLICIT_VHOSTS |
                    LWS_SERVER_OPTION_UV_NO_SIGSEGV_SIGFPE_SPIN |
                    LWS_SERVER_OPTION_VALIDATE_UTF8 |
                    LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE;
    if (!is_ipv6(host))
        opts |= LWS_SERVER_OPTION_DISABLE_IPV6;

    memset(&info, 0, sizeof info);
    info.options = opts;
    info.foreign_loops = loops;
    info.user = s;
    info.pcontext = &s->ctx;
    s->ctx = lws_create_context(&info);
    if (!s->ctx) {
        fprintf(stderr, "guildhall serve: cannot start libwebsockets (is the libuv event "
                        "library, libwebsockets-evlib-uv, installed?)\n");
        return -1;
    }

    memset(&info, 0, sizeof info);
    info.options = opts;
    info.port = s->opt.port;
    info.iface = bind_iface(host);
    info.protocols = t->protocols;
    info.mounts = t->mounts;
    info.retry_and_idle_policy = &idle;
    info.vhost_name = "guildhall";
    s->vhost = lws_create_vhost(s->ctx, &info);
    if (!s->vhost) {
        fprintf(stderr, "guildhall serve: cannot listen on %s:%d\n", host, s->opt.port);
        return -1;
    }
    return 0;
}

static void announce(const net_server *s)
{
    char url[300];
    const char *host = s->opt.listen_host ? s->opt.listen_host : "127.0.0.1";
    int port = lws_get_vhost_listen_port(s->vhost);
    snprintf(url, sizeof url, is_ipv6(host) ? "http://[%s]:%d/" : "http://%s:%d/", host, port);
    /* Exactly one line on stdout: tests and scripts read the port from it. */
    printf("Guildhall listening on %s\n", url);
    fflush(stdout);
    if (s->opt.on_listening)
        s->opt.on_listening(url, port);
}

static void check_web_root(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        fprintf(stderr, "guildhall serve: warning: no web directory '%s'; static files "
                        "will be 404\n", dir);
}

/* The loop's connection (reads; restoring games at start-up), proven
 * writable, then the writer's own connection and the writer. Messages on
 * stderr; -1 when the server must not start. */
static int open_storage(net_server *s)
{
    const char *db = s->opt.db_path;
    enum store_sync sync = s->opt.sync_full ? STORE_SYNC_FULL : STORE_SYNC_NORMAL;
    s->store = store_open(db);
    if (!s->store) {
        fprintf(stderr, "guildhall serve: cannot open the database: %s\n", store_last_error(NULL));
        return -1;
    }
    /* A read-only file (or directory) is refused now: otherwise the server
     * would start, and every move of every game would fail. */
    if (store_write_probe(s->store) < 0) {
        fprintf(stderr, "guildhall serve: the database %s cannot be written: %s\n", db,
                store_last_error(s->store));
        return -1;
    }
    if (store_set_sync(s->store, sync) < 0)
        fprintf(stderr, "guildhall serve: %s\n", store_last_error(s->store));
    s->wstore = store_open(db);
    if (!s->wstore || store_set_sync(s->wstore, sync) < 0) {
        fprintf(stderr, "guildhall serve: cannot open the writer's connection: %s\n",
                s->wstore ? store_last_error(s->wstore) : store_last_error(NULL));
        return -1;
    }
    s->writer = store_writer_new(s->wstore, 0);
    if (!s->writer) {
        fprintf(stderr, "guildhall serve: out of memory\n");
        return -1;
    }
    return 0;
}

/* For a start-up that failed before the loop ran. */
static void close_storage(net_server *s)
{
    store_writer_free(s->writer);
    store_close(s->wstore);
    store_close(s->store);
}

static void init_handles(net_server *s)
{
    uv_timer_init(&s->loop, &s->tick_timer);
    uv_timer_init(&s->loop, &s->stop_timer);
    uv_signal_init(&s->loop, &s->sigterm);
    uv_signal_init(&s->loop, &s->sigint);
    s->tick_timer.data = s->stop_timer.data = s;
    s->sigterm.data = s->sigint.data = s;
    uv_signal_start(&s->sigterm, signal_cb, SIGTERM);
    uv_signal_start(&s->sigint, signal_cb, SIGINT);
    if (uv_async_init(&s->loop, &s->writer_async, writer_async_cb) == 0) {
        s->writer_async.data = s;
        s->writer_async_open = 1;
    }
}

/* Everything after uv_loop_init, whatever state start-up reached: lws,
 * then the hub and the store, then the loop. */
static void finish(net_server *s)
{
    destroy_all(s);
    uv_run(&s->loop, UV_RUN_DEFAULT);
    /* With a foreign loop lws completes its destroy in a second call, once
     * the loop has closed its handles (pcontext is NULL when it is done). */
    if (s->ctx) {
        lws_context_destroy(s->ctx);
        uv_run(&s->loop, UV_RUN_DEFAULT);
    }
    net_ws_table_free(s);
    net_files_free(s);
    /* The writer finishes what is queued (moves nobody was told of yet are
     * still stored) and its thread ends; nothing touches the writer's
     * connection after this but this thread. */
    if (s->writer)
        store_writer_stop(s->writer);
    /* The stores close while the signal watchers still answer a second
     * SIGTERM, so that one cannot interrupt their last commit. hub_free
     * delivers the writer's last reports (to nobody: the connections are
     * gone) before the writer is freed. */
    if (s->hub)
        hub_free(s->hub);
    s->hub = NULL;
    store_writer_free(s->writer);
    s->writer = NULL;
    store_close(s->wstore);
    s->wstore = NULL;
    store_close(s->store);
    s->store = NULL;
    if (s->writer_async_open)
        uv_close((uv_handle_t *)&s->writer_async, NULL);
    uv_close((uv_handle_t *)&s->sigterm, NULL);
    uv_close((uv_handle_t *)&s->sigint, NULL);
    /* Closing the watchers gave the signals their default action back, and
     * exiting now takes a moment (libuv joins its pool threads, which the
     * HTTP API and password hashing use): a late second SIGTERM must not
     * turn this clean exit into a kill. */
    signal(SIGTERM, SIG_IGN);
    signal(SIGINT, SIG_IGN);
    uv_run(&s->loop, UV_RUN_DEFAULT);
    if (uv_loop_close(&s->loop) != 0)
        fprintf(stderr, "guildhall serve: event loop still had open handles at exit\n");
}

int net_run(const net_options *o)
{
    net_server *s = calloc(1, sizeof *s);
    net_tables *t = calloc(1, sizeof *t);
    int rc = 1;
    if (!s || !t) {
        fprintf(stderr, "guildhall serve: out of memory\n");
        free(s);
        free(t);
        return 1;
    }
    s->opt = *o;
    if (!s->opt.web_root)
        s->opt.web_root = "web";
    if (!s->opt.db_path)
        s->opt.db_path = "var/guildhall.db";

    /* A client vanishing mid-write must be an error return, not a death. */
    signal(SIGPIPE, SIG_IGN);
    lws_set_log_level(LLL_ERR | LLL_WARN, NULL);
    check_web_root(s->opt.web_root);

    int loop_failed = 0;
    if (open_storage(s) < 0 || (loop_failed = uv_loop_init(&s->loop) != 0)) {
        if (loop_failed)
            fprintf(stderr, "guildhall serve: cannot create the event loop\n");
        close_storage(s);
        free(s);
        free(t);
        return 1;
    }
    init_handles(s);
    s->started_ms = net_now_ms(s);
    /* Before listening: the hub replays unfinished games first (writing in
     * line, if it must, on the loop's connection: nothing is served yet). */
    s->hub = hub_new(&s->opt.limits, s->store, net_ws_hub_io(s), s->started_ms);
    if (s->hub && (!s->writer_async_open ||
                   store_writer_start(s->writer, writer_notify, s) < 0)) {
        fprintf(stderr, "guildhall serve: cannot start the store writer thread\n");
    } else if (!s->hub) {
        fprintf(stderr, "guildhall serve: cannot start the hub\n");
    } else {
        hub_set_writer(s->hub, s->writer);
        setup_tables(s, t);
        net_files_init(s);
        s->counters.out_budget = (long)s->opt.output_budget;
        if (start_lws(s, t) == 0) {
            announce(s);
            net_after_hub(s);
            uv_run(&s->loop, UV_RUN_DEFAULT);
            rc = 0;
        }
    }
    finish(s);
    free(s);
    free(t);
    return rc;
}
