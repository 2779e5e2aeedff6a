/* hub.c — the hub's entry points and bookkeeping: creating and freeing the
 * hub, the id maps that own connections, sessions and rooms, the checks every
 * incoming message passes before the command table sees it (size, rate, JSON),
 * hub_tick (deadlines), the deferred work done at the end of every entry point
 * (live lobby updates, freeing rooms), statistics and game logs.
 *
 * Deferred work is why handlers may mark a room dead but never free it: a
 * room can be closed from deep inside a broadcast or a tick loop, and freeing
 * it there would pull the floor from under the caller (Redis' freeClientAsync
 * idea). Everything is released in after_work(), when no handler runs. */
#include "server/hub_internal.h"
#include "server/replay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const double hub_latency_bounds_us[12] = {50,   100,   250,   500,   1000,   2500,
                                          5000, 10000, 25000, 50000, 100000, INFINITY};

void hub_limits_default(hub_limits *l)
{
    l->max_message = 64 * 1024;
    l->messages_per_second = 20;
    l->rooms_per_session = 3;
    l->join_attempts_per_min = 5;
    l->max_rooms = 1000;
    l->max_sessions = 20000;
    l->sessions_per_address = 100;
    l->rooms_per_address = 10;
    l->room_creations_per_hour = 30;
    l->test_positions = 0;
    l->log_bytes = HUB_LOG_BYTES_MAX;
    l->bot_jobs = HUB_BOT_JOBS_DEFAULT;
    l->bots_all_off_loop = 0;
    l->bot = (bot_params){0};
}

/* ---- the id map: linear probing, backward-shift deletion (no tombstones) ---- */

static size_t slot_of(uint64_t key, size_t cap)
{
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdULL;
    key ^= key >> 33;
    return (size_t)(key & (cap - 1));
}

void *hmap_get(const hub_map *m, uint64_t key)
{
    if (!m->cap || !key)
        return NULL;
    for (size_t i = slot_of(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key)
            return m->vals[i];
        if (!m->keys[i])
            return NULL;
    }
}

static void grow(hub_map *m)
{
    hub_map n = {0};
    n.cap = m->cap ? m->cap * 2 : 16;
    n.keys = calloc(n.cap, sizeof *n.keys);
    n.vals = calloc(n.cap, sizeof *n.vals);
    if (!n.keys || !n.vals) {
        fprintf(stderr, "hub: out of memory\n");
        abort();
    }
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i])
            hmap_put(&n, m->keys[i], m->vals[i]);
    free(m->keys);
    free(m->vals);
    *m = n;
}

void hmap_put(hub_map *m, uint64_t key, void *val)
{
    if ((m->count + 1) * 4 > m->cap * 3)
        grow(m);
    size_t i = slot_of(key, m->cap);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (!m->keys[i])
        m->count++;
    m->keys[i] = key;
    m->vals[i] = val;
}

void hmap_del(hub_map *m, uint64_t key)
{
    if (!m->cap || !key)
        return;
    size_t mask = m->cap - 1, i = slot_of(key, m->cap);
    while (m->keys[i] != key) {
        if (!m->keys[i])
            return;
        i = (i + 1) & mask;
    }
    /* Shift later members of the probe run back so lookups never stop early. */
    for (size_t j = (i + 1) & mask; m->keys[j]; j = (j + 1) & mask) {
        size_t home = slot_of(m->keys[j], m->cap);
        int movable = (i <= j) ? (home <= i || home > j) : (home <= i && home > j);
        if (movable) {
            m->keys[i] = m->keys[j];
            m->vals[i] = m->vals[j];
            i = j;
        }
    }
    m->keys[i] = 0;
    m->vals[i] = NULL;
    m->count--;
}

void hmap_free(hub_map *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

hub_conn *hub_conn_get(srv_hub *h, uint64_t id)
{
    return hmap_get(&h->conns, id);
}

hub_session *hub_session_get(srv_hub *h, uint64_t id)
{
    return hmap_get(&h->sessions, id);
}

hub_room *hub_room_get(srv_hub *h, uint64_t id)
{
    hub_room *r = hmap_get(&h->rooms, id);
    return r && !r->dead ? r : NULL;
}

void hub_deadline_changed(srv_hub *h, int64_t deadline_ms)
{
    if (deadline_ms >= 0 && (h->next_deadline_ms < 0 || deadline_ms < h->next_deadline_ms))
        h->next_deadline_ms = deadline_ms;
}

/* ---- creation ---- */

srv_hub *hub_new(const hub_limits *limits, srv_store *store, hub_io io, int64_t now_ms)
{
    if (sodium_init() < 0)
        return NULL;
    srv_hub *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    if (limits)
        h->lim = *limits;
    else
        hub_limits_default(&h->lim);
    h->store = store;
    h->io = io;
    h->now_ms = now_ms;
    h->next_session = 1;
    h->next_room = 1;
    h->next_deadline_ms = -1;
    h->next_sweep_ms = now_ms + HUB_SWEEP_MS;
    h->next_room_sweep_ms = now_ms + HUB_ROOM_SWEEP_MS;
    randombytes_buf(h->addr_key, sizeof h->addr_key);
    for (int i = 0; i < HUB_PEER_SLOTS; i++) {
        for (int k = 0; k < HUB_JOIN_WINDOW; k++)
            h->peer_fail_ms[i][k] = INT64_MIN;
        for (int k = 0; k < HUB_JOIN_GRACE; k++)
            h->peer_grace_ms[i][k] = INT64_MIN;
    }
    rooms_restore(h, now_ms);
    /* The sessions made for restored seats have been in a room: they get
     * the hour, not the minutes of a session that never joined anything. */
    for (size_t i = 0; i < h->sessions.cap; i++)
        if (h->sessions.keys[i])
            ((hub_session *)h->sessions.vals[i])->ever_in_room = 1;
    h->lobby_dirty = h->rooms.count > 0; /* restored rooms: the first list shows them */
    return h;
}

void room_mark_dead(srv_hub *h, hub_room *r)
{
    r->dead = 1;
    h->rooms_dead = 1;
}

static void free_rooms_marked(srv_hub *h)
{
    /* It runs after every message: most of the time nothing died, and
     * scanning every room slot each time cost ~1 % of the CPU under load. */
    if (!h->rooms_dead)
        return;
    h->rooms_dead = 0;
    for (int again = 1; again;) {
        again = 0;
        for (size_t i = 0; i < h->rooms.cap; i++) {
            hub_room *r = h->rooms.vals[i];
            if (h->rooms.keys[i] && r->dead) {
                room_free(h, r); /* deletes from the map: rescan */
                again = 1;
                break;
            }
        }
    }
}

void hub_shutdown(srv_hub *h)
{
    bot_jobs_stop(h);
}

void hub_free(srv_hub *h)
{
    if (!h)
        return;
    if (h->writer) {
        /* Writes in flight finish, and their reports (which hold memory and
         * look rooms up) run while the hub is still whole. */
        store_writer_stop(h->writer);
        store_writer_run(h->writer);
        store_writer_poll(h->writer);
        h->writer = NULL;
    }
    for (size_t i = 0; i < h->rooms.cap; i++)
        if (h->rooms.keys[i])
            room_mark_dead(h, h->rooms.vals[i]);
    free_rooms_marked(h);
    for (size_t i = 0; i < h->conns.cap; i++)
        if (h->conns.keys[i])
            free(h->conns.vals[i]);
    for (size_t i = 0; i < h->sessions.cap; i++)
        if (h->sessions.keys[i])
            free(h->sessions.vals[i]);
    hmap_free(&h->conns);
    hmap_free(&h->sessions);
    hmap_free(&h->rooms);
    hmap_free(&h->token_index);
    hmap_free(&h->sessions_by_addr);
    lobby_free(h);
    games_api_free(h);
    bot_jobs_free(h);
    json_out_free(&h->out);
    free(h);
}

/* The end of every entry point: rooms freed late, and live lobby updates
 * (coalesced: at most one "rooms_delta" per HUB_LOBBY_COALESCE_MS however
 * many changes were made; a later one is due by lobby_deadline). */
static void after_work(srv_hub *h)
{
    free_rooms_marked(h);
    lobby_maybe_flush(h, h->now_ms);
}

/* ---- connections and messages ---- */

void hub_connect(srv_hub *h, uint64_t conn, const char *peer, int64_t now_ms)
{
    h->now_ms = now_ms;
    if (!conn || hmap_get(&h->conns, conn))
        return;
    hub_conn *c = calloc(1, sizeof *c);
    if (!c)
        return;
    c->id = conn;
    c->tokens = 2.0 * h->lim.messages_per_second; /* a full burst to start with */
    c->refill_ms = now_ms;
    snprintf(c->peer, sizeof c->peer, "%s", peer ? peer : "");
    c->addr = addr_of_peer(h, peer);
    hmap_put(&h->conns, conn, c);
}

void hub_message(srv_hub *h, uint64_t conn, const char *text, size_t len, int64_t now_ms)
{
    h->now_ms = now_ms;
    hub_conn *c = hub_conn_get(h, conn);
    if (!c)
        return;
    h->st.messages_in++;
    if (conn_rate_take(h, c, now_ms) < 0) {
        /* A client that keeps sending regardless gets silence after a while
         * rather than an error for every message (the connection stays). */
        if (c->strikes <= HUB_FLOOD_STRIKES)
            send_error(h, c, NULL, "rate_limited", "more than %d messages per second",
                       h->lim.messages_per_second);
        return;
    }
    if (len > h->lim.max_message) {
        send_error(h, c, NULL, "message_too_large", "messages are limited to %zu bytes",
                   h->lim.max_message);
        return;
    }
    json_error_t jerr;
    json_t *msg = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!msg) {
        send_error(h, c, NULL, "bad_json", "not JSON: %.100s", jerr.text);
        return;
    }
    if (!json_is_object(msg) || !json_is_string(json_object_get(msg, "type"))) {
        send_error(h, c, json_is_object(msg) ? msg : NULL, "bad_message",
                   "a message is a JSON object with a \"type\" string");
        json_decref(msg);
        return;
    }
    hub_session *s = hub_session_get(h, c->session);
    if (s)
        s->last_seen_ms = now_ms;
    dispatch(h, c, msg, now_ms);
    s = hub_session_get(h, c->session); /* hello may have made it */
    if (s && s->room)
        s->ever_in_room = 1;
    json_decref(msg);
    after_work(h);
}

void hub_disconnect(srv_hub *h, uint64_t conn, int64_t now_ms)
{
    h->now_ms = now_ms;
    hub_conn *c = hub_conn_get(h, conn);
    if (!c)
        return;
    hmap_del(&h->conns, conn);
    h->lobby_watchers -= c->watch_lobby;
    hub_session *s = hub_session_get(h, c->session);
    free(c);
    if (s) {
        for (int i = 0; i < s->nconns; i++)
            if (s->conns[i] == conn)
                s->conns[i--] = s->conns[--s->nconns];
        s->last_seen_ms = now_ms;
        /* Seat lists show who is connected: tell the room when that changes
         * (a spectator's connection shows nowhere). */
        hub_room *r = hub_room_get(h, s->room);
        if (r && s->nconns == 0 && room_seat_of(r, s->id) >= 0) {
            room_broadcast_state(h, r);
            h->lobby_dirty = 1;
        }
    }
    after_work(h);
}

/* ---- time ---- */

static int64_t earliest(int64_t a, int64_t b)
{
    return a < 0 ? b : b < 0 ? a : a < b ? a : b;
}

/* Work hub_tick has besides moves: room sweeps and a coalesced lobby update. */
static int64_t other_work(const srv_hub *h)
{
    return earliest(h->rooms.count ? h->next_room_sweep_ms : -1, lobby_deadline(h));
}

int64_t hub_next_deadline(const srv_hub *h)
{
    int64_t next = h->next_deadline_ms;
    if ((h->sessions.count || h->rooms.count) && (next < 0 || h->next_sweep_ms < next))
        next = h->next_sweep_ms;
    return earliest(next, other_work(h));
}

int64_t hub_tick(srv_hub *h, int64_t now_ms)
{
    h->now_ms = now_ms;
    int budget = HUB_TICK_WORK_MAX;
    /* Rooms are never freed or added while this loop runs (freeing is
     * deferred), so walking the map's slots directly is safe. */
    for (int progress = 1; progress && budget > 0;) {
        progress = 0;
        for (size_t i = 0; i < h->rooms.cap && budget > 0; i++) {
            hub_room *r = h->rooms.vals[i];
            if (!h->rooms.keys[i] || r->dead || !r->started || r->finished)
                continue;
            if (r->deadline_ms >= 0 && r->deadline_ms <= now_ms) {
                int n = room_play_due(h, r, now_ms, budget);
                budget -= n;
                progress |= n > 0;
            }
        }
    }
    if (now_ms >= h->next_room_sweep_ms) {
        rooms_sweep(h, now_ms);
        h->next_room_sweep_ms = now_ms + HUB_ROOM_SWEEP_MS;
    }
    if (now_ms >= h->next_sweep_ms) {
        /* Sessions are swept in steps (there may be many). */
        int pass_done = sessions_sweep(h, now_ms);
        h->next_sweep_ms = now_ms + (pass_done ? HUB_SWEEP_MS : HUB_SWEEP_SLICE_MS);
    }
    int64_t next = -1;
    for (size_t i = 0; i < h->rooms.cap; i++) {
        hub_room *r = h->rooms.vals[i];
        if (h->rooms.keys[i] && !r->dead && r->started && !r->finished && r->deadline_ms >= 0 &&
            (next < 0 || r->deadline_ms < next))
            next = r->deadline_ms;
    }
    /* Sweeping needs a call now and then even when no game is running. */
    if ((h->sessions.count || h->rooms.count) && (next < 0 || h->next_sweep_ms < next))
        next = h->next_sweep_ms;
    if (budget <= 0)
        next = now_ms; /* more is due: come back at once */
    after_work(h);
    h->next_deadline_ms = next;
    return earliest(next, other_work(h));
}

/* ---- statistics and logs ---- */

void hub_get_stats(const srv_hub *h, hub_stats *out)
{
    *out = h->st;
    out->connections = (long)h->conns.count;
    out->sessions = (long)h->sessions.count;
    out->rooms = 0;
    out->games_running = 0;
    out->bot_jobs_waiting = 0;
    for (size_t i = 0; i < h->rooms.cap; i++) {
        const hub_room *r = h->rooms.vals[i];
        if (!h->rooms.keys[i] || r->dead)
            continue;
        out->rooms++;
        out->games_running += r->started && !r->finished;
        out->bot_jobs_waiting += r->bot_waiting && r->bot_waiting == r->version + 1;
    }
    out->bot_jobs_running = h->bot_jobs;
    out->api_cache_bytes = games_api_cache_bytes(h);
    if (h->writer) {
        store_writer_stats ws;
        store_writer_get_stats(h->writer, &ws);
        out->store_writes = ws.writes;
        out->store_failed = ws.failed;
        out->store_commits = ws.commits;
        out->store_busy_retries = ws.busy_retries;
        out->store_queued = ws.queued;
    }
}

json_t *hub_game_log(srv_hub *h, int64_t game_id)
{
    store_game g;
    if (!h->store || store_game_load(h->store, game_id, &g) < 0)
        return NULL;
    json_t *j = game_log_json(&g);
    store_game_free(&g);
    return j;
}

void hub_count_refusal(srv_hub *h, const char *code)
{
    hub_stats *st = &h->st;
    for (int i = 0; i < st->nrefusals; i++)
        if (strcmp(st->refusals[i].code, code) == 0) {
            st->refusals[i].count++;
            return;
        }
    /* The last slot is "other": codes beyond the table share it. */
    if (st->nrefusals < HUB_REFUSAL_CODES - 1) {
        snprintf(st->refusals[st->nrefusals].code, sizeof st->refusals[0].code, "%s", code);
        st->refusals[st->nrefusals++].count = 1;
        return;
    }
    snprintf(st->refusals[HUB_REFUSAL_CODES - 1].code, sizeof st->refusals[0].code, "other");
    st->refusals[HUB_REFUSAL_CODES - 1].count++;
    st->nrefusals = HUB_REFUSAL_CODES;
}

/* ---- work off the loop ---- */

typedef struct hub_job {
    srv_hub *h;
    void (*work)(void *arg);
    void (*done)(srv_hub *h, void *arg, int status);
    void *arg;
} hub_job;

static void job_work(void *p)
{
    hub_job *j = p;
    j->work(j->arg);
}

static void job_done(void *p, int status)
{
    hub_job *j = p;
    srv_hub *h = j->h;
    h->jobs_running--;
    j->done(h, j->arg, status);
    free(j);
    after_work(h);
}

int hub_submit(srv_hub *h, void (*work)(void *arg),
               void (*done)(srv_hub *h, void *arg, int status), void *arg)
{
    hub_job *j = malloc(sizeof *j);
    if (!j)
        return -1;
    *j = (hub_job){h, work, done, arg};
    h->jobs_running++;
    if (!h->io.submit) {
        job_work(j);
        /* In line: done runs inside the caller's entry point, whose own
         * after_work follows; running it here too is harmless. */
        job_done(j, 0);
        return 0;
    }
    if (h->io.submit(h->io.ctx, job_work, job_done, j) < 0) {
        h->jobs_running--;
        free(j);
        return -1;
    }
    return 0;
}

int64_t hub_mono_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* ---- writes (the write-ahead of room.c) ---- */

void hub_set_writer(srv_hub *h, store_writer *w)
{
    h->writer = w;
}

void hub_store_completed(srv_hub *h, int64_t now_ms)
{
    h->now_ms = now_ms;
    if (h->writer && store_writer_poll(h->writer) > 0)
        after_work(h);
}

int hub_store_write(srv_hub *h, store_write *w, store_writer_done done, void *arg)
{
    if (h->writer)
        return store_writer_submit(h->writer, w, done, arg);
    store_write none = {0};
    if (!w)
        w = &none; /* no store: nothing to write, nothing to wait for */
    else if (h->store)
        store_write_batch(h->store, &w, 1);
    done(arg, w);
    if (w != &none)
        store_write_free(w);
    return 0;
}
