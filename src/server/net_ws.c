/* net_ws.c — the WebSocket side of the network layer: the "guildhall"
 * protocol on /ws. It owns the connections (id, table by id, outgoing queue,
 * reassembly of incoming messages) and the hub_io callbacks through which the
 * hub talks back.
 *
 * Every connection lives in lws' per-session memory and is taken out of the
 * table only in its own LWS_CALLBACK_CLOSED, so no callback ever frees
 * another connection: the hub sending to or closing connection B while
 * handling A only appends to B's queue and asks lws for a writable callback.
 *
 * The message size limit is enforced here (the hub never sees an oversized
 * message); the per-second rate limit is the hub's. So are the bounds on
 * output waiting for clients that do not read: per connection, and over all
 * of them (when the sum would pass the budget, the largest queue goes first:
 * a reading client's queue is near empty). Upgrades are refused from pages
 * of other origins (origin_allowed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "server/net_internal.h"

/* A message this many times over the limit is not a mistake: close with
 * 1009 instead of reading it to the end. */
#define NET_ABSURD_FACTOR 16

/* Seconds a closing connection may take to drain its queue. */
#define NET_CLOSE_DRAIN_S 10

struct net_msg {
    struct net_msg *next;
    size_t len;
    int pool_class;       /* its size class in net_server.pool, -1 if none */
    unsigned char data[]; /* LWS_PRE bytes of headroom, then the text */
};

enum rx_state { RX_IDLE, RX_TEXT, RX_TOO_LARGE, RX_BINARY };

struct net_conn {
    uint64_t id;
    struct lws *wsi;
    net_conn *hnext;          /* chain in net_server.conns */
    net_msg *qhead, *qtail;   /* outgoing, oldest first */
    size_t queued;            /* bytes in the queue */
    char *rx;                 /* the message being reassembled, NUL-ended */
    size_t rx_len, rx_cap;
    size_t rx_skipped;        /* bytes of a refused message read so far */
    enum rx_state rx_state;
    int registered;           /* in the table and known to the hub */
    int closing;              /* close once the queue has drained */
    enum lws_close_status close_code;
};

/* ---- message buffers ---- */

/* Sent messages' buffers are kept for the next ones, by size class: a view
 * is a few KiB, and a malloc of that size makes glibc consolidate its fast
 * bins first (malloc_consolidate alone was ~6 % of the server's time under
 * load, with jansson filling the fast bins in between). */
static size_t class_size(int k)
{
    return (size_t)NET_POOL_MIN << k;
}

static net_msg *msg_alloc(net_server *s, size_t len)
{
    size_t need = sizeof(net_msg) + LWS_PRE + len;
    int k = 0;
    while (k < NET_POOL_CLASSES && class_size(k) < need)
        k++;
    net_msg *m;
    if (k == NET_POOL_CLASSES) {
        m = malloc(need);
        k = -1;
    } else if (s->pool[k]) {
        m = s->pool[k];
        s->pool[k] = m->next;
        s->pool_bytes -= class_size(k);
    } else {
        m = malloc(class_size(k));
    }
    if (m)
        m->pool_class = k;
    return m;
}

static void msg_free(net_server *s, net_msg *m)
{
    int k = m->pool_class;
    if (k < 0 || s->pool_bytes + class_size(k) > NET_POOL_MAX_BYTES) {
        free(m);
        return;
    }
    m->next = s->pool[k];
    s->pool[k] = m;
    s->pool_bytes += class_size(k);
}

static void pool_free(net_server *s)
{
    for (int k = 0; k < NET_POOL_CLASSES; k++)
        for (net_msg *m = s->pool[k], *next; m; m = next) {
            next = m->next;
            free(m);
        }
    memset(s->pool, 0, sizeof s->pool);
    s->pool_bytes = 0;
}

/* ---- the table of connections by id ---- */

static size_t slot_of(const net_server *s, uint64_t id)
{
    /* Ids are sequential, so the low bits already spread evenly. */
    return (size_t)(id & (s->conns_cap - 1));
}

static int table_add(net_server *s, net_conn *c)
{
    if (s->nconns >= s->conns_cap) {
        size_t cap = s->conns_cap ? s->conns_cap * 2 : 64;
        net_conn **t = calloc(cap, sizeof *t);
        if (!t)
            return -1;
        size_t old_cap = s->conns_cap;
        net_conn **old = s->conns;
        s->conns = t;
        s->conns_cap = cap;
        for (size_t i = 0; i < old_cap; i++)
            for (net_conn *e = old[i], *next; e; e = next) {
                next = e->hnext;
                e->hnext = t[slot_of(s, e->id)];
                t[slot_of(s, e->id)] = e;
            }
        free(old);
    }
    size_t i = slot_of(s, c->id);
    c->hnext = s->conns[i];
    s->conns[i] = c;
    s->nconns++;
    return 0;
}

static net_conn *table_find(const net_server *s, uint64_t id)
{
    if (!s->conns_cap)
        return NULL;
    for (net_conn *c = s->conns[slot_of(s, id)]; c; c = c->hnext)
        if (c->id == id)
            return c;
    return NULL;
}

static void table_remove(net_server *s, net_conn *c)
{
    for (net_conn **pp = &s->conns[slot_of(s, c->id)]; *pp; pp = &(*pp)->hnext)
        if (*pp == c) {
            *pp = c->hnext;
            s->nconns--;
            return;
        }
}

void net_ws_table_free(net_server *s)
{
    /* Every connection left in its own CLOSED callback; one still here
     * would mean lws skipped it, and its memory is lws' to free anyway. */
    if (s->nconns)
        fprintf(stderr, "guildhall serve: %zu connections were never closed\n", s->nconns);
    free(s->conns);
    s->conns = NULL;
    s->conns_cap = s->nconns = 0;
    pool_free(s);
}

/* ---- output ---- */

/* Every byte queued is counted on its connection and in the server's sum. */
static void queued_add(net_server *s, net_conn *c, size_t len)
{
    c->queued += len;
    s->counters.out_queued += (long)len;
    if (s->counters.out_queued > s->counters.out_peak)
        s->counters.out_peak = s->counters.out_queued;
}

static void queued_sub(net_server *s, net_conn *c, size_t len)
{
    c->queued -= len;
    s->counters.out_queued -= (long)len;
}

static void queue_free(net_server *s, net_conn *c)
{
    for (net_msg *m = c->qhead, *next; m; m = next) {
        next = m->next;
        msg_free(s, m);
    }
    c->qhead = c->qtail = NULL;
    queued_sub(s, c, c->queued);
}

/* Closes once the queue has drained; the timeout is for a client that
 * never reads, whose socket would never become writable. */
static void conn_close_later(net_conn *c, enum lws_close_status code)
{
    if (c->closing)
        return;
    c->closing = 1;
    c->close_code = code;
    lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, NET_CLOSE_DRAIN_S);
    lws_callback_on_writable(c->wsi);
}

/* Drops a connection whose output piled up: its queue is freed now. It is
 * not reading, so a close frame would wait forever: lws kills it. */
static void conn_drop(net_server *s, net_conn *c, long *counter)
{
    (*counter)++;
    queue_free(s, c);
    c->closing = 1;
    c->close_code = LWS_CLOSE_STATUS_POLICY_VIOLATION;
    lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
}

/* The connection with the most bytes queued (a scan, but only when the
 * budget is exceeded, and each scan frees at least an average queue). */
static net_conn *largest_queue(net_server *s)
{
    net_conn *big = NULL;
    for (size_t i = 0; i < s->conns_cap; i++)
        for (net_conn *c = s->conns[i]; c; c = c->hnext)
            if (c->queued && (!big || c->queued > big->queued))
                big = c;
    return big;
}

/* Makes room for len more bytes on c within both limits; returns 0, or -1
 * when c itself was dropped. */
static int make_room(net_server *s, net_conn *c, size_t len)
{
    if (c->queued + len > s->opt.max_queue) {
        conn_drop(s, c, &s->counters.ws_slow_closed);
        return -1;
    }
    while ((size_t)s->counters.out_queued + len > s->opt.output_budget) {
        /* The new message does not count: a reading client about to get
         * a big one is not the slow consumer. */
        net_conn *big = largest_queue(s);
        if (!big || big == c) {
            conn_drop(s, c, &s->counters.ws_budget_closed);
            return -1;
        }
        conn_drop(s, big, &s->counters.ws_budget_closed);
    }
    return 0;
}

static void conn_enqueue(net_server *s, net_conn *c, const char *text, size_t len)
{
    if (s->destroying || c->closing)
        return;
    if (make_room(s, c, len) < 0)
        return;
    net_msg *m = msg_alloc(s, len);
    if (!m) {
        conn_close_later(c, LWS_CLOSE_STATUS_UNEXPECTED_CONDITION);
        return;
    }
    m->next = NULL;
    m->len = len;
    memcpy(m->data + LWS_PRE, text, len);
    /* A non-empty queue has its writable callback asked for already (by the
     * enqueue that filled it, or by conn_writeable leaving some behind);
     * asking again would restart the libuv poll watcher: more epoll_ctl. */
    int was_empty = !c->qhead;
    if (c->qtail)
        c->qtail->next = m;
    else
        c->qhead = m;
    c->qtail = m;
    queued_add(s, c, len);
    if (was_empty)
        lws_callback_on_writable(c->wsi);
}

static void send_error(net_server *s, net_conn *c, const char *code, const char *message)
{
    char buf[320];
    int n = snprintf(buf, sizeof buf, "{\"type\":\"error\",\"code\":\"%s\",\"message\":\"%s\"}",
                     code, message);
    if (n > 0 && (size_t)n < sizeof buf)
        conn_enqueue(s, c, buf, (size_t)n);
}

/* Messages written per writable callback at most, so one busy connection
 * cannot starve the others. */
#define NET_WRITES_PER_CALLBACK 16

/* Writes what is queued while the socket takes it: a move queues an
 * "events" and a "game" message for each player, and one callback per
 * message would cost a loop pass and two epoll_ctl calls (lws sets POLLOUT
 * through libuv, then clears it) for each. lws_send_pipe_choked asks the
 * socket (one poll) before every write after the first. */
static int conn_writeable(net_server *s, net_conn *c)
{
    if (!c->qhead) {
        /* Returning -1 here would drop the socket without a close frame
         * (lws treats a failing writable callback as a dead socket); the
         * timer callback closes politely instead. */
        if (c->closing)
            lws_set_timer_usecs(c->wsi, 1);
        return 0;
    }
    for (int k = 0; c->qhead && k < NET_WRITES_PER_CALLBACK; k++) {
        if (k > 0 && lws_send_pipe_choked(c->wsi))
            break;
        net_msg *m = c->qhead;
        c->qhead = m->next;
        if (!c->qhead)
            c->qtail = NULL;
        queued_sub(s, c, m->len);
        int n = lws_write(c->wsi, m->data + LWS_PRE, m->len, LWS_WRITE_TEXT);
        int short_write = n < (int)m->len;
        msg_free(s, m);
        if (short_write)
            return -1;
    }
    /* Closing also needs one more callback: the close frame goes out only
     * after lws has flushed what this write left pending. */
    if (c->qhead || c->closing)
        lws_callback_on_writable(c->wsi);
    return 0;
}

/* ---- input ---- */

static int rx_append(net_conn *c, const void *in, size_t len)
{
    if (c->rx_len + len + 1 > c->rx_cap) {
        size_t cap = c->rx_cap ? c->rx_cap : 1024;
        while (cap < c->rx_len + len + 1)
            cap *= 2;
        char *p = realloc(c->rx, cap);
        if (!p)
            return -1;
        c->rx = p;
        c->rx_cap = cap;
    }
    memcpy(c->rx + c->rx_len, in, len);
    c->rx_len += len;
    c->rx[c->rx_len] = '\0';
    return 0;
}

/* lws hands over a message in pieces (fragments, and chunks of one frame up
 * to rx_buffer_size); the hub gets it whole, or not at all. */
static int conn_receive(net_server *s, net_conn *c, const void *in, size_t len)
{
    size_t limit = s->opt.limits.max_message;
    if (c->closing || s->stopping)
        return 0;
    if (c->rx_state == RX_IDLE) {
        c->rx_len = 0;
        c->rx_skipped = 0;
        c->rx_state = lws_frame_is_binary(c->wsi) ? RX_BINARY : RX_TEXT;
    }
    if (c->rx_state == RX_TEXT && c->rx_len + len > limit) {
        c->rx_state = RX_TOO_LARGE;
        c->rx_skipped = c->rx_len;
        c->rx_len = 0;
    }
    if (c->rx_state == RX_TEXT) {
        if (rx_append(c, in, len)) {
            lws_close_reason(c->wsi, LWS_CLOSE_STATUS_UNEXPECTED_CONDITION, NULL, 0);
            return -1;
        }
    } else {
        c->rx_skipped += len;
        if (c->rx_skipped + lws_remaining_packet_payload(c->wsi) > limit * NET_ABSURD_FACTOR) {
            static const char why[] = "message far too large";
            s->counters.ws_too_large++;
            lws_close_reason(c->wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, (unsigned char *)why,
                             sizeof why - 1);
            return -1;
        }
    }
    if (!lws_is_final_fragment(c->wsi))
        return 0;

    enum rx_state st = c->rx_state;
    c->rx_state = RX_IDLE;
    if (st == RX_TEXT) {
        hub_message(s->hub, c->id, c->rx ? c->rx : "", c->rx_len, net_now_ms(s));
        net_after_hub(s);
        /* Keep a small buffer for the next message, not a huge one. */
        if (c->rx_cap > 16384) {
            free(c->rx);
            c->rx = NULL;
            c->rx_cap = 0;
        }
        c->rx_len = 0;
    } else if (st == RX_TOO_LARGE) {
        char msg[160];
        s->counters.ws_too_large++;
        snprintf(msg, sizeof msg, "message of %zu bytes is over the limit of %zu bytes",
                 c->rx_skipped, limit);
        send_error(s, c, "message_too_large", msg);
    } else {
        s->counters.ws_binary++;
        send_error(s, c, "binary_not_supported", "only text (JSON) messages are accepted");
    }
    return 0;
}

/* ---- connection lifecycle ---- */

static int conn_open(net_server *s, struct lws *wsi, net_conn *c)
{
    char peer[64];
    if (s->stopping)
        return -1;
    c->id = ++s->next_conn_id;
    c->wsi = wsi;
    if (table_add(s, c))
        return -1;
    c->registered = 1;
    s->counters.ws_accepted++;
    lws_get_peer_simple(wsi, peer, sizeof peer);
    hub_connect(s->hub, c->id, peer, net_now_ms(s));
    net_after_hub(s);
    return 0;
}

static void conn_closed(net_server *s, net_conn *c)
{
    if (!c->registered)
        return;
    c->registered = 0;
    /* Out of the table first: whatever the hub sends to it now is dropped. */
    table_remove(s, c);
    queue_free(s, c);
    free(c->rx);
    c->rx = NULL;
    hub_disconnect(s->hub, c->id, net_now_ms(s));
    net_after_hub(s);
    if (s->stopping && s->nconns == 0)
        net_all_closed(s);
}

/* A browser names the page that opens a WebSocket in Origin; without this
 * check any page on the web could connect its visitors to this server
 * (their cookies are not involved, but their addresses and their clicks
 * are). Allowed: no Origin at all (not a browser: scripts, tests, bots),
 * an origin from --allow-origin (or "*"), or the page's own origin: the
 * host and port in Origin are the Host the request came to (the scheme is
 * left out, so a TLS proxy in front changes nothing). */
static int origin_allowed(net_server *s, struct lws *wsi)
{
    char origin[256], host[256];
    int total = lws_hdr_total_length(wsi, WSI_TOKEN_ORIGIN);
    if (total <= 0)
        return 1;
    if (total >= (int)sizeof origin || lws_hdr_copy(wsi, origin, sizeof origin,
                                                    WSI_TOKEN_ORIGIN) <= 0)
        return 0;
    for (int i = 0; i < s->opt.n_allow_origins; i++) {
        const char *a = s->opt.allow_origins[i];
        size_t n = strlen(a);
        while (n > 0 && a[n - 1] == '/')
            n--; /* "https://example.org/" names the same origin */
        if (strcmp(a, "*") == 0 || (strlen(origin) == n && strncasecmp(origin, a, n) == 0))
            return 1;
    }
    const char *authority = strstr(origin, "://");
    if (!authority || lws_hdr_copy(wsi, host, sizeof host, WSI_TOKEN_HOST) <= 0)
        return 0;
    return strcasecmp(authority + 3, host) == 0;
}

void net_ws_close_all(net_server *s)
{
    for (size_t i = 0; i < s->conns_cap; i++)
        for (net_conn *c = s->conns[i]; c; c = c->hnext)
            conn_close_later(c, LWS_CLOSE_STATUS_GOINGAWAY);
}

static int ws_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                       size_t len)
{
    net_server *s = lws_context_user(lws_get_context(wsi));
    net_conn *c = user;

    switch (reason) {
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION: {
        /* One WebSocket endpoint; refuse upgrades anywhere else. */
        char uri[16];
        if (s->stopping || lws_hdr_copy(wsi, uri, sizeof uri, WSI_TOKEN_GET_URI) < 0 ||
            strcmp(uri, "/ws") != 0)
            return 1;
        if (!origin_allowed(s, wsi)) {
            s->counters.ws_origin_refused++;
            /* A status line the page's script can see in the console. */
            lws_return_http_status(wsi, HTTP_STATUS_FORBIDDEN, "origin not allowed");
            return 1;
        }
        return 0;
    }
    case LWS_CALLBACK_FILTER_HTTP_CONNECTION:
        /* Every plain HTTP request, files and endpoints alike. */
        return net_files_filter(s, wsi, in, len);
    case LWS_CALLBACK_ESTABLISHED:
        return conn_open(s, wsi, c);
    case LWS_CALLBACK_RECEIVE:
        return conn_receive(s, c, in, len);
    case LWS_CALLBACK_SERVER_WRITEABLE:
        return c->registered ? conn_writeable(s, c) : 0;
    case LWS_CALLBACK_TIMER:
        if (c->registered && c->closing) {
            static const char bye[] = "closing";
            lws_close_reason(wsi, c->close_code, (unsigned char *)bye, sizeof bye - 1);
            return -1;
        }
        return 0;
    case LWS_CALLBACK_CLOSED:
        conn_closed(s, c);
        return 0;
    default:
        break;
    }
    /* Plain HTTP connections start on the first protocol too (this one), and
     * the static files are served through these default handlers. */
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

const struct lws_protocols net_ws_protocol = {
    .name = "guildhall",
    .callback = ws_callback,
    .per_session_data_size = sizeof(net_conn),
    .rx_buffer_size = 16384,
};

/* ---- the hub's side ---- */

static void io_send(void *ctx, uint64_t conn, const char *text, size_t len)
{
    net_server *s = ctx;
    net_conn *c = table_find(s, conn);
    if (c)
        conn_enqueue(s, c, text, len);
}

static void io_close(void *ctx, uint64_t conn)
{
    net_server *s = ctx;
    net_conn *c = table_find(s, conn);
    if (c && !s->destroying)
        conn_close_later(c, LWS_CLOSE_STATUS_NORMAL);
}

/* Work off the loop: one uv_work_t per job, on libuv's thread pool
 * (UV_THREADPOOL_SIZE threads, 4 by default); the hub bounds how much it
 * queues. */
typedef struct net_job {
    uv_work_t req;
    net_server *s;
    void (*work)(void *arg);
    void (*done)(void *arg, int status);
    void *arg;
} net_job;

static void job_work_cb(uv_work_t *w)
{
    net_job *j = w->data;
    j->work(j->arg);
}

static void job_after_cb(uv_work_t *w, int status)
{
    net_job *j = w->data;
    net_server *s = j->s;
    j->done(j->arg, status == UV_ECANCELED ? -1 : 0);
    free(j);
    net_after_hub(s);
}

static int io_submit(void *ctx, void (*work)(void *arg), void (*done)(void *arg, int status),
                     void *arg)
{
    net_server *s = ctx;
    net_job *j = malloc(sizeof *j);
    if (!j)
        return -1;
    *j = (net_job){.s = s, .work = work, .done = done, .arg = arg};
    j->req.data = j;
    if (uv_queue_work(&s->loop, &j->req, job_work_cb, job_after_cb) != 0) {
        free(j);
        return -1;
    }
    return 0;
}

hub_io net_ws_hub_io(net_server *s)
{
    return (hub_io){.send = io_send, .close = io_close, .submit = io_submit, .ctx = s};
}
