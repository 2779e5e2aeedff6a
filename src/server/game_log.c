/* game_log.c — a running game's history, kept by its room so that whoever
 * arrives without having followed the game (a reload, a new tab, a player
 * rejoining, a late spectator, everyone after a restart) gets the same log
 * the live `events` messages built (docs/protocol.md, `log`).
 *
 * An entry is one step of the game: its seq, the seat that acted (or none),
 * who chose it ("player", "bot", "timeout", "autopilot", "undo", "setup")
 * and its events, each kept as compact JSON text with who may see it. A
 * recipient's `log` holds every entry with only the events its seat may see
 * (game_log_visible, the one rule room.c's live `events` use too), so an
 * entry has exactly the shape of an `events` message minus type and room.
 *
 * Bounded: a room keeps at most hub_limits.log_bytes (HUB_LOG_BYTES_MAX)
 * bytes of event text and HUB_LOG_ENTRIES_MAX entries; older entries go
 * first and the message then says `"truncated": true`. Cheap on the loop:
 * the text of each viewer's message (a seat's, or the public one) is built
 * once by concatenating stored texts and kept until the next entry, so a
 * reload storm or 256 spectators arriving cost one build per seat, not one
 * per recipient. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct glog_ev {
    char *text; /* compact JSON of the event */
    size_t len;
    int vis, vis_seat;
} glog_ev;

typedef struct glog_entry {
    int seq, seat;
    char by[12];
    glog_ev *ev;
    int n;
    size_t bytes; /* event text, for the cap */
} glog_entry;

struct game_log {
    glog_entry *e;
    int n, cap;
    size_t bytes;
    long dropped; /* entries left out from the start (truncated) */
    /* The `log` text per viewer (index seat + 1; 0 is the public view),
     * valid until the next entry. */
    char *cache[GAME_MAX_SEATS + 1];
    size_t cache_len[GAME_MAX_SEATS + 1];
};

int game_log_visible(int vis, int vis_seat, int seat)
{
    return vis == GAME_VIS_ALL || (vis == GAME_VIS_SEAT && seat >= 0 && vis_seat == seat);
}

static void cache_drop(game_log *g)
{
    for (int x = 0; x <= GAME_MAX_SEATS; x++) {
        free(g->cache[x]);
        g->cache[x] = NULL;
    }
}

static void entry_free(glog_entry *e)
{
    for (int i = 0; i < e->n; i++)
        free(e->ev[i].text);
    free(e->ev);
}

void game_log_reset(hub_room *r)
{
    game_log *g = r->log;
    if (!g)
        return;
    for (int i = 0; i < g->n; i++)
        entry_free(&g->e[i]);
    free(g->e);
    cache_drop(g);
    free(g);
    r->log = NULL;
}

long game_log_bytes(const hub_room *r)
{
    return r->log ? (long)r->log->bytes : 0;
}

int game_log_entries(const hub_room *r)
{
    return r->log ? r->log->n : 0;
}

/* Drops the oldest entries until one of `add` bytes more fits the caps. */
static void make_room(const srv_hub *h, game_log *g, size_t add)
{
    size_t cap = h->lim.log_bytes ? h->lim.log_bytes : HUB_LOG_BYTES_MAX;
    int k = 0;
    size_t freed = 0;
    while (k < g->n && (g->n - k >= HUB_LOG_ENTRIES_MAX || g->bytes - freed + add > cap)) {
        freed += g->e[k].bytes;
        entry_free(&g->e[k]);
        k++;
    }
    if (!k)
        return;
    memmove(g->e, g->e + k, (size_t)(g->n - k) * sizeof *g->e);
    g->n -= k;
    g->bytes -= freed;
    g->dropped += k;
}

int game_log_append(srv_hub *h, hub_room *r, int seq, int seat, const char *by,
                    const glog_event *evs, int n)
{
    if (!r->log && !(r->log = calloc(1, sizeof *r->log)))
        return -1;
    game_log *g = r->log;
    glog_entry e = {.seq = seq, .seat = seat};
    snprintf(e.by, sizeof e.by, "%s", by);
    e.ev = n > 0 ? calloc((size_t)n, sizeof *e.ev) : NULL;
    if (n > 0 && !e.ev)
        return -1;
    for (int i = 0; i < n; i++) {
        /* Events nobody may see are never sent: not kept either. */
        if (!evs[i].json || evs[i].vis == GAME_VIS_NONE)
            continue;
        if (json_out_dump(&h->out, evs[i].json) < 0 || !(e.ev[e.n].text = malloc(h->out.len))) {
            entry_free(&e);
            return -1;
        }
        memcpy(e.ev[e.n].text, h->out.text, h->out.len);
        e.ev[e.n].len = h->out.len;
        e.ev[e.n].vis = evs[i].vis;
        e.ev[e.n].vis_seat = evs[i].vis_seat;
        e.bytes += h->out.len;
        e.n++;
    }
    make_room(h, g, e.bytes);
    if (g->n == g->cap) {
        int cap = g->cap ? 2 * g->cap : 64;
        glog_entry *v = realloc(g->e, (size_t)cap * sizeof *v);
        if (!v) {
            entry_free(&e);
            return -1;
        }
        g->e = v;
        g->cap = cap;
    }
    g->e[g->n++] = e;
    g->bytes += e.bytes;
    cache_drop(g);
    return 0;
}

/* ---- the `log` message ---- */

typedef struct sbuf {
    char *p;
    size_t len, cap;
    int oom;
} sbuf;

static void put(sbuf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->len + n)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
}

static void puts_(sbuf *b, const char *s)
{
    put(b, s, strlen(s));
}

/* The text of the `log` message for a viewer (seat, or -1: the public
 * view); NULL when out of memory. Kept in the cache. */
static const char *log_text(hub_room *r, int seat, size_t *len)
{
    game_log *g = r->log;
    int x = seat + 1;
    if (g->cache[x]) {
        *len = g->cache_len[x];
        return g->cache[x];
    }
    sbuf b = {0};
    char head[128];
    snprintf(head, sizeof head, "{\"type\":\"log\",\"room\":%llu,\"game_id\":%lld,\"entries\":[",
             (unsigned long long)r->id, (long long)r->game_id);
    puts_(&b, head);
    for (int i = 0; i < g->n; i++) {
        const glog_entry *e = &g->e[i];
        char eh[96], seatv[16];
        if (e->seat >= 0)
            snprintf(seatv, sizeof seatv, "%d", e->seat);
        else
            snprintf(seatv, sizeof seatv, "null");
        /* `by` is one of the server's own words: no escaping needed. */
        snprintf(eh, sizeof eh, "%s{\"seq\":%d,\"seat\":%s,\"by\":\"%s\",\"events\":[",
                 i ? "," : "", e->seq, seatv, e->by);
        puts_(&b, eh);
        int first = 1;
        for (int k = 0; k < e->n; k++) {
            if (!game_log_visible(e->ev[k].vis, e->ev[k].vis_seat, seat))
                continue;
            if (!first)
                put(&b, ",", 1);
            put(&b, e->ev[k].text, e->ev[k].len);
            first = 0;
        }
        puts_(&b, "]}");
    }
    puts_(&b, g->dropped ? "],\"truncated\":true}" : "],\"truncated\":false}");
    if (b.oom) {
        free(b.p);
        return NULL;
    }
    g->cache[x] = b.p;
    g->cache_len[x] = b.len;
    *len = b.len;
    return b.p;
}

void game_log_send(srv_hub *h, hub_room *r, uint64_t session, uint64_t conn)
{
    if (!r->log || !r->state)
        return; /* no game yet (or one being created): nothing to catch up on */
    size_t len;
    const char *text = log_text(r, room_seat_of(r, session), &len);
    if (!text) {
        fprintf(stderr, "hub: room %llu: out of memory building a log\n",
                (unsigned long long)r->id);
        return;
    }
    if (conn) {
        send_text_conn(h, conn, text, len);
        return;
    }
    hub_session *s = hub_session_get(h, session);
    for (int i = 0; s && i < s->nconns; i++)
        send_text_conn(h, s->conns[i], text, len);
}
