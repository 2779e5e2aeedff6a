/* room.c — a room's game: starting it, moves (the players', the bots' and
 * the timer's), what each member is sent, the end, and rebuilding games after
 * a restart. Everything about the game goes through the engine's ops table;
 * the room owns one state block (ops->state_size bytes) and never looks
 * inside it.
 *
 * Write-ahead: a move is applied to a copy of the state (the room's
 * scratch), its append handed to the store writer (store_writer.h: another
 * thread, so the loop never waits for the disk or another process's lock),
 * and only when the writer reports it durable does the copy become the
 * room's state and the move get announced. If the store refuses it, the
 * copy is dropped and the move rejected: no player ever sees a move that a
 * restart would forget. Meanwhile the room takes no other move. A game's
 * creation goes the same way, its last move carries the outcome.
 *
 * Verifiable dealing: the seed comes from libsodium's generator; at the start
 * everyone is sent seed_hash = SHA-256(seed ":" salt), and at the end the seed
 * and salt, so anyone can check that the deal was fixed before the game. */
#include "server/hub_internal.h"
#include "server/replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void seed_text(uint64_t seed, char out[24])
{
    snprintf(out, 24, "%llu", (unsigned long long)seed);
}

/* ---- events collected during one apply ---- */

typedef struct ev_buf {
    game_event *v;
    int n, cap, oom;
} ev_buf;

static void ev_push(void *ctx, const game_event *ev)
{
    ev_buf *b = ctx;
    if (b->n == b->cap) {
        int cap = b->cap ? 2 * b->cap : 32;
        game_event *v = realloc(b->v, (size_t)cap * sizeof *v);
        if (!v) {
            b->oom = 1;
            return;
        }
        b->v = v;
        b->cap = cap;
    }
    b->v[b->n++] = *ev;
}

/* ---- deadlines ---- */

static void set_deadline(srv_hub *h, hub_room *r, int64_t now_ms)
{
    game_decision d;
    r->ops->pending(r->state, &d);
    if (d.finished || d.seat < 0 || d.seat >= r->nseats) {
        r->deadline_ms = -1;
        return;
    }
    /* Every decision gets the full time, as the online rules give each step
     * of a turn its own time; a bot just pauses so humans can follow. */
    r->deadline_ms = now_ms + (autopilot_plays(r, d.seat) ? r->bot_delay_ms
                                                          : (int64_t)r->turn_seconds * 1000);
    hub_deadline_changed(h, r->deadline_ms);
}

void room_set_deadline(srv_hub *h, hub_room *r, int64_t now_ms)
{
    set_deadline(h, r, now_ms);
}

/* ---- messages ---- */

static json_t *game_msg(const hub_room *r, int seat, json_t *view)
{
    game_decision d;
    r->ops->pending(r->state, &d);
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("game"));
    json_object_set_new(j, "room", json_integer((json_int_t)r->id));
    json_object_set_new(j, "seq", json_integer(r->seq));
    json_object_set_new(j, "your_seat", seat >= 0 ? json_integer(seat) : json_null());
    json_object_set_new(j, "view", view);
    json_object_set_new(j, "pending_seat", d.seat >= 0 ? json_integer(d.seat) : json_null());
    json_object_set_new(j, "deadline_ms",
                        r->deadline_ms >= 0 ? json_integer(r->deadline_ms) : json_null());
    json_object_set_new(j, "seed_hash", json_string(r->seed_hash));
    json_object_set_new(j, "can_undo", json_boolean(room_can_undo(r, seat)));
    return j;
}

static json_t *game_over_msg(const hub_room *r)
{
    char seed[24];
    seed_text(r->seed, seed);
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("game_over"));
    json_object_set_new(j, "room", json_integer((json_int_t)r->id));
    json_object_set_new(j, "game_id", json_integer(r->game_id));
    json_object_set_new(j, "outcome", r->ops->outcome_to_json(r->state));
    json_object_set_new(j, "seed", json_string(seed));
    json_object_set_new(j, "seed_salt", json_string(r->seed_salt));
    json_object_set_new(j, "seed_hash", json_string(r->seed_hash));
    return j;
}

void room_send_game(srv_hub *h, hub_room *r, uint64_t session, uint64_t conn, int64_t now_ms)
{
    if (!r->state)
        return; /* being created: everyone is sent the game once it is stored */
    int seat = room_seat_of(r, session); /* -1: a spectator's public view */
    json_t *msgs[2] = {game_msg(r, seat, r->ops->view_json(r->state, seat)),
                       r->finished ? game_over_msg(r) : NULL};
    for (int i = 0; i < 2 && msgs[i]; i++) {
        if (conn)
            send_json_conn(h, conn, msgs[i]);
        else
            send_json_session(h, session, msgs[i]);
    }
}

static int event_visible(const game_event *ev, int seat)
{
    return game_log_visible(ev->vis, ev->vis_seat, seat);
}

/* Puts a step of the game (its events as JSON in ej, NULL for those nobody
 * sees, then `extra`, a public event of the server's own, if not NULL) into
 * the room's history (game_log.c) under the current seq. */
static void log_step(srv_hub *h, hub_room *r, const ev_buf *evs, json_t *const *ej,
                     const json_t *extra, int actor, const char *by)
{
    glog_event *ge = calloc((size_t)evs->n + 1, sizeof *ge);
    for (int i = 0; ge && i < evs->n; i++)
        ge[i] = (glog_event){ej ? ej[i] : NULL, evs->v[i].vis, evs->v[i].vis_seat};
    int n = evs->n;
    if (ge && extra)
        ge[n++] = (glog_event){extra, GAME_VIS_ALL, -1};
    if (!ge || !ej || game_log_append(h, r, r->seq, actor, by, ge, n) < 0)
        fprintf(stderr, "hub: room %llu: step %d missing from the log (out of memory)\n",
                (unsigned long long)r->id, r->seq);
    free(ge);
}

/* The JSON of each event (NULL for those nobody sees), named as the state
 * now has them; NULL when out of memory. Free with events_json_free. */
static json_t **events_json(const hub_room *r, const ev_buf *evs)
{
    json_t **ej = calloc((size_t)evs->n + 1, sizeof *ej);
    for (int i = 0; ej && i < evs->n; i++)
        if (evs->v[i].vis != GAME_VIS_NONE)
            ej[i] = r->ops->event_to_json(r->state, &evs->v[i]);
    return ej;
}

static void events_json_free(json_t **ej, int n)
{
    for (int i = 0; ej && i < n; i++)
        json_decref(ej[i]);
    free(ej);
}

/* A step of a game being rebuilt after a restart: into the history only
 * (`extra`: an undo's move_undone, as announce_move logged it live). */
static void restore_log(srv_hub *h, hub_room *r, const ev_buf *evs, const json_t *extra, int actor,
                        const char *by)
{
    json_t **ej = events_json(r, evs);
    log_step(h, r, evs, ej, extra, actor, by);
    events_json_free(ej, evs->n);
}

/* After a move (and the deal, seq 0): it joins the room's history, and
 * each member gets the events it may see, then its own view (with the next
 * deadline), then, at the end, game_over. Messages are built once per seat
 * (and once for all spectators). */
static void announce_move(srv_hub *h, hub_room *r, const ev_buf *evs, const json_t *extra,
                          int actor, const char *by)
{
    json_t **ej = events_json(r, evs);
    log_step(h, r, evs, ej, extra, actor, by);
    json_t *evmsg[GAME_MAX_SEATS + 1] = {0}, *view[GAME_MAX_SEATS + 1] = {0};
    json_t *over = r->finished ? game_over_msg(r) : NULL;
    uint64_t members[GAME_MAX_SEATS + HUB_SPECTATORS_MAX];
    int nm = room_members(h, r, members, (int)(sizeof members / sizeof members[0]));
    for (int m = 0; m < nm; m++) {
        int seat = room_seat_of(r, members[m]);
        int x = seat + 1;
        if (!evmsg[x]) {
            json_t *list = json_array();
            for (int i = 0; ej && i < evs->n; i++)
                if (ej[i] && event_visible(&evs->v[i], seat))
                    json_array_append(list, ej[i]);
            if (extra) /* the server's own event (move_undone): public */
                json_array_append(list, (json_t *)extra);
            json_t *j = json_object();
            json_object_set_new(j, "type", json_string("events"));
            json_object_set_new(j, "room", json_integer((json_int_t)r->id));
            json_object_set_new(j, "seq", json_integer(r->seq));
            json_object_set_new(j, "seat", actor >= 0 ? json_integer(actor) : json_null());
            json_object_set_new(j, "by", json_string(by));
            json_object_set_new(j, "events", list);
            evmsg[x] = j;
            view[x] = game_msg(r, seat, r->ops->view_json(r->state, seat));
        }
        send_json_session(h, members[m], json_incref(evmsg[x]));
        send_json_session(h, members[m], json_incref(view[x]));
        if (over)
            send_json_session(h, members[m], json_incref(over));
    }
    for (int x = 0; x <= GAME_MAX_SEATS; x++) {
        json_decref(evmsg[x]);
        json_decref(view[x]);
    }
    events_json_free(ej, evs->n);
    json_decref(over);
}

static void record_latency(srv_hub *h, int64_t us)
{
    int i = 0;
    while (i < 11 && (double)us > hub_latency_bounds_us[i])
        i++;
    h->st.latency_count[i]++;
    h->st.latency_sum_us += (double)us;
}

/* ---- write-ahead ---- */

/* A move that failed (mostly: its write) is logged, but not once per room
 * per retry: with the disk full every running room fails every second. One
 * line per HUB_STORE_LOG_MS, saying how many were left out. */
static void log_store_failure(srv_hub *h, const hub_room *r, const char *what, const char *err)
{
    if (h->now_ms < h->store_log_next_ms) {
        h->store_log_quiet++;
        return;
    }
    fprintf(stderr, "hub: room %llu, game %lld: %s: %s", (unsigned long long)r->id,
            (long long)r->game_id, what, err);
    if (h->store_log_quiet)
        fprintf(stderr, " (and %ld more store failures in the last %d s, not shown)",
                h->store_log_quiet, HUB_STORE_LOG_MS / 1000);
    fputc('\n', stderr);
    h->store_log_quiet = 0;
    h->store_log_next_ms = h->now_ms + HUB_STORE_LOG_MS;
}

/* What a move or a game's creation keeps while its write is with the
 * writer: everything needed to announce it once durable, or to tell the
 * one who asked that it failed. The room is found again by id: it may be
 * gone when the writer reports. */
typedef struct room_write {
    srv_hub *h;
    uint64_t room;
    uint64_t conn;       /* who asked (0: a bot or the timer) */
    json_t *req;         /* what they sent, for the error's "ref" */
    int seat;
    const char *by;      /* "player", "bot", "timeout", "autopilot", "setup" */
    ev_buf evs;          /* the move's events, to announce */
    int64_t t0_us;       /* for the latency histogram: apply to announce */
    int64_t deadline_ms; /* the room's deadline before the move */
    game_action a;       /* the move, for the undo chain */
    int undone_seq;      /* > 0: an undo taking back that step (no move) */
    json_t *undo_event;  /* its move_undone event */
    /* A game's creation: what becomes the room's once stored. */
    void *cfg, *state, *scratch;
    uint64_t seed;
} room_write;

static void room_write_free(room_write *rw)
{
    json_decref(rw->req);
    json_decref(rw->undo_event);
    free(rw->evs.v);
    free(rw->cfg);
    free(rw->state);
    free(rw->scratch);
    sodium_memzero(&rw->seed, sizeof rw->seed);
    free(rw);
}

static void finish_game(srv_hub *h, hub_room *r)
{
    r->finished = 1;
    r->deadline_ms = -1;
    h->st.games_finished++;
    h->lobby_dirty = 1;
}

static void outcome_stored(void *arg, store_write *w)
{
    (void)arg;
    /* The last action is stored already; if this fails, the next restart
     * replays the game, finds it over and records the outcome then. */
    if (w->status < 0)
        fprintf(stderr, "hub: game %lld: storing the outcome failed: %s\n",
                (long long)w->game_id, w->err);
}

/* The engine says a restored game is over but the store does not know:
 * the server stopped between its last move and the outcome (before moves
 * and outcomes were written together). */
static void store_outcome(srv_hub *h, hub_room *r)
{
    if (!h->store && !h->writer)
        return;
    json_t *outcome = r->ops->outcome_to_json(r->state);
    store_write *w = store_write_finish(r->game_id, outcome);
    json_decref(outcome);
    if (!w || hub_store_write(h, w, outcome_stored, NULL) < 0) {
        fprintf(stderr, "hub: game %lld: the outcome could not be queued for storing\n",
                (long long)r->game_id);
        store_write_free(w);
    }
}

/* The writer's report on a move (on the loop thread). Durable: the new
 * state (in scratch) becomes the room's and is announced. Not: the room
 * keeps the state it had, as if the move had never been made. */
static void move_written(void *arg, store_write *w)
{
    room_write *rw = arg;
    srv_hub *h = rw->h;
    hub_room *r = hub_room_get(h, rw->room);
    if (!r || !r->writing) { /* the room is gone; the log stays in the store */
        room_write_free(rw);
        return;
    }
    r->writing = 0;
    if (w->status < 0) {
        log_store_failure(h, r, rw->by, w->err);
        hub_conn *c = rw->conn ? hub_conn_get(h, rw->conn) : NULL;
        if (c)
            send_error(h, c, rw->req, "store_failed", "the move could not be saved (%.100s)",
                       w->err);
        /* A player keeps their time; a bot or the timer tries again later
         * (also when the player answered while a bot was choosing for their
         * timed-out seat and that choice was dropped meanwhile). */
        r->deadline_ms = rw->conn && (rw->deadline_ms >= 0 || room_bot_busy(r))
                             ? rw->deadline_ms
                             : h->now_ms + HUB_STORE_RETRY_MS;
        hub_deadline_changed(h, r->deadline_ms);
        room_write_free(rw);
        return;
    }
    void *committed = r->state;
    r->state = r->scratch;
    r->scratch = committed;
    r->seq++;
    room_bot_invalidate(r); /* a bot's choice on the state before is void */
    h->st.actions++;
    autopilot_after_move(h, r, rw->seat, rw->by);
    game_decision d;
    r->ops->pending(r->state, &d);
    if (rw->undone_seq) {
        /* An undo: the same decision again, and no more time for it. */
        room_undo_done(r);
        r->deadline_ms = rw->deadline_ms;
        hub_deadline_changed(h, r->deadline_ms);
    } else {
        room_undo_note(r, r->scratch, rw->seat, &rw->a); /* scratch: the state before */
        if (d.finished)
            finish_game(h, r); /* the outcome was written with the last action */
        else
            set_deadline(h, r, h->now_ms);
    }
    announce_move(h, r, &rw->evs, rw->undo_event, rw->seat, rw->by);
    if (r->finished && !room_has_members(h, r))
        room_mark_dead(h, r); /* nobody is looking: the log stays in the store */
    record_latency(h, hub_mono_us() - rw->t0_us);
    room_write_free(rw);
}

static int write_scratch(srv_hub *h, hub_room *r, int seat, json_t *aj, ev_buf evs,
                         const game_action *a, int undone_seq, const char *by, hub_conn *c,
                         const json_t *req, int64_t t0, game_err *e);

/* The one path for every move: applies it to a copy of the state (the
 * room's scratch), hands its append to the store writer, and announces it
 * only when the writer reports it durable (move_written). Meanwhile the
 * room shows and plays from its last durable state and takes no other
 * move. Returns 0 when the move was taken (its failure, if the store
 * refuses it, is reported to c then), or -1 with `e` set and nothing
 * changed (nor sent). */
static int apply_move(srv_hub *h, hub_room *r, int seat, const game_action *a, const char *by,
                      hub_conn *c, const json_t *req, game_err *e)
{
    if (r->writing) {
        game_err_set(e, -1, "move_pending",
                     "the previous move is still being saved; try again in a moment");
        return -1;
    }
    int64_t t0 = hub_mono_us();
    const game_ops *ops = r->ops;
    /* The action's JSON names cards as they are before the move. */
    json_t *aj = ops->action_to_json(r->state, a);
    memcpy(r->scratch, r->state, ops->state_size);
    ev_buf evs = {0};
    game_event_sink sink = {ev_push, &evs};
    if (ops->apply(r->scratch, seat, a, &sink, e) < 0) {
        json_decref(aj);
        free(evs.v);
        return -1;
    }
    r->streak = r->streak_seat == seat ? r->streak + 1 : 1;
    r->streak_seat = seat;
    return write_scratch(h, r, seat, aj, evs, a, 0, by, c, req, t0, e);
}

int room_write_undo(srv_hub *h, hub_room *r, int seat, int undone_seq, hub_conn *c,
                    const json_t *req, game_err *e)
{
    if (r->writing) {
        game_err_set(e, -1, "move_pending",
                     "the previous move is still being saved; try again in a moment");
        return -1;
    }
    ev_buf none = {0};
    return write_scratch(h, r, seat, game_undo_record_json(), none, NULL, undone_seq, "undo", c,
                         req, hub_mono_us(), e);
}

/* The second half of every move and undo: the new state waits in
 * r->scratch; `aj` (taken) is the record to store. */
static int write_scratch(srv_hub *h, hub_room *r, int seat, json_t *aj, ev_buf evs,
                         const game_action *a, int undone_seq, const char *by, hub_conn *c,
                         const json_t *req, int64_t t0, game_err *e)
{
    const game_ops *ops = r->ops;
    room_write *rw = NULL;
    store_write *w = NULL;
    json_t *undo_event = undone_seq ? game_undo_event_json(seat, undone_seq) : NULL;
    int rc = 0;
    game_decision d;
    ops->pending(r->scratch, &d);
    json_t *outcome = d.finished ? ops->outcome_to_json(r->scratch) : NULL;
    rw = calloc(1, sizeof *rw);
    if (h->store || h->writer)
        w = aj ? store_write_action(r->game_id, r->seq, seat, aj, by, outcome) : NULL;
    if (evs.oom || !aj || !rw || ((h->store || h->writer) && !w) || (d.finished && !outcome) ||
        (undone_seq && !undo_event)) {
        game_err_set(e, -1, "server_error", "out of memory");
        rc = -1;
    }
    json_decref(outcome);
    json_decref(aj);
    if (rc < 0) {
        free(evs.v);
        free(rw);
        store_write_free(w);
        json_decref(undo_event);
        return -1;
    }
    *rw = (room_write){.h = h, .room = r->id, .conn = c ? c->id : 0,
                       .req = req ? json_incref((json_t *)req) : NULL, .seat = seat, .by = by,
                       .evs = evs, .t0_us = t0, .deadline_ms = r->deadline_ms,
                       .a = a ? *a : (game_action){0}, .undone_seq = undone_seq,
                       .undo_event = undo_event};
    /* Bots and the timer wait for the write: no deadline until it reports. */
    r->writing = 1;
    r->deadline_ms = -1;
    if (hub_store_write(h, w, move_written, rw) < 0) {
        r->writing = 0;
        r->deadline_ms = rw->deadline_ms;
        room_write_free(rw);
        store_write_free(w);
        game_err_set(e, -1, "store_busy",
                     "too many moves are waiting to be saved; try again in a moment");
        return -1;
    }
    return 0;
}

/* ---- commands ---- */

static void send_game_err(srv_hub *h, hub_conn *c, const json_t *msg, const game_err *e)
{
    send_engine_error(h, c, msg, e, "illegal_action", "not allowed");
}

/* The writer's report on a game's creation. Stored: the game begins and
 * everyone is sent it. Not: the room is back before the start. */
static void game_created(void *arg, store_write *w)
{
    room_write *rw = arg;
    srv_hub *h = rw->h;
    hub_room *r = hub_room_get(h, rw->room);
    if (!r || !r->creating) {
        room_write_free(rw);
        return;
    }
    r->writing = r->creating = 0;
    if (w->status < 0) {
        r->started = 0;
        log_store_failure(h, r, "creating the game", w->err);
        hub_conn *c = hub_conn_get(h, rw->conn);
        if (c)
            send_error(h, c, rw->req, "store_failed", "the game could not be saved (%.100s)",
                       w->err);
        room_write_free(rw);
        return;
    }
    r->cfg = rw->cfg;
    r->state = rw->state;
    r->scratch = rw->scratch;
    rw->cfg = rw->state = rw->scratch = NULL;
    r->game_id = w->game_id;
    r->seed = rw->seed;
    r->seq = 0;
    room_bot_invalidate(r);
    if (room_undo_start(r) < 0) /* out of memory: the game runs, without undo */
        fprintf(stderr, "hub: room %llu: no memory for undo\n", (unsigned long long)r->id);
    set_deadline(h, r, h->now_ms);
    room_broadcast_state(h, r);
    /* The deal is the log's first entry, seq 0, sent like any later step. */
    announce_move(h, r, &rw->evs, NULL, -1, "setup");
    h->lobby_dirty = 1;
    room_write_free(rw);
}

void cmd_start(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    const game_ops *ops = r->ops;
    if (r->nseats < 2) {
        send_error(h, c, msg, "not_enough_players", "a game needs at least 2 seats");
        return;
    }
    int waiting = room_unclaimed_seat(r); /* issue 13: bot_tokens.c */
    if (waiting >= 0) {
        send_error(h, c, msg, "seat_reserved",
                   "seat %d waits for its external bot to join with the bot token; "
                   "kick the seat or wait",
                   waiting);
        return;
    }
    /* A test position (serve --test-positions only): the game starts from
     * it instead of the deal; it is stored with the room so that a restart
     * and the replay rebuild the same game (replay_apply_test_position). */
    const json_t *pos = json_object_get(msg, "position");
    if (pos && !h->lim.test_positions) {
        send_error(h, c, msg, "bad_message", "\"position\" needs serve --test-positions");
        return;
    }
    game_err e = {0};
    json_t *cj = json_is_object(r->config) ? json_deep_copy(r->config) : json_object();
    json_object_set_new(cj, "players", json_integer(r->nseats));
    room_write *rw = calloc(1, sizeof *rw);
    void *check = calloc(1, ops->config_size);
    json_t *stored = NULL, *room = NULL;
    store_write *w = NULL;
    if (!rw || !check || !(rw->cfg = calloc(1, ops->config_size)) ||
        !(rw->state = calloc(1, ops->state_size)) ||
        !(rw->scratch = calloc(1, ops->state_size))) {
        send_error(h, c, msg, "server_error", "out of memory");
        goto out;
    }
    unsigned char salt[16];
    randombytes_buf(&rw->seed, sizeof rw->seed);
    randombytes_buf(salt, sizeof salt);
    sodium_bin2hex(r->seed_salt, sizeof r->seed_salt, salt, sizeof salt);
    store_seed_commitment(rw->seed, r->seed_salt, r->seed_hash);
    game_event_sink sink = {ev_push, &rw->evs};
    if (ops->config_from_json(rw->cfg, cj, &e) < 0 ||
        (ops->setup_ev ? ops->setup_ev(rw->state, rw->cfg, rw->seed, &sink, &e)
                       : ops->setup(rw->state, rw->cfg, rw->seed, &e)) < 0 ||
        (pos && replay_apply_test_position(ops, rw->state, pos, &e) < 0)) {
        send_game_err(h, c, msg, &e);
        goto out;
    }
    /* Store the engine's full config when it reads back identically, so a
     * later change of defaults cannot alter how this game replays. */
    stored = ops->config_to_json(rw->cfg);
    if (!stored || ops->config_from_json(check, stored, &e) < 0 ||
        memcmp(check, rw->cfg, ops->config_size) != 0) {
        json_decref(stored);
        stored = json_incref(cj);
    }
    room = room_store_json(r);
    if (pos)
        json_object_set(room, "test_position", (json_t *)pos);
    if ((h->store || h->writer) &&
        !(w = store_write_game(ops->name, stored, rw->seed, r->seed_salt, r->seed_hash, room))) {
        send_error(h, c, msg, "server_error", "out of memory");
        goto out;
    }
    rw->h = h;
    rw->room = r->id;
    rw->conn = c->id;
    rw->req = json_incref((json_t *)msg);
    /* From here the room is frozen as if started (nobody joins, leaves or
     * changes an option: the stored room must stay the room), but nothing
     * about the game is shown before it is stored. */
    r->started = r->creating = r->writing = 1;
    r->deadline_ms = -1;
    if (hub_store_write(h, w, game_created, rw) < 0) {
        r->started = r->creating = r->writing = 0;
        store_write_free(w);
        send_error(h, c, msg, "store_busy",
                   "too many writes are waiting to be saved; try again in a moment");
        goto out;
    }
    rw = NULL; /* game_created has it (and may have run already) */
out:
    if (rw)
        room_write_free(rw);
    json_decref(cj);
    json_decref(stored);
    json_decref(room);
    free(check);
}

hub_room *room_for_move(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms, int *seat)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    *seat = room_seat_of(r, s->id);
    if (!r->started || r->creating) {
        send_error(h, c, msg, "not_started", "the game has not started");
        return NULL;
    }
    if (r->finished) {
        send_error(h, c, msg, "game_over", "the game is over");
        return NULL;
    }
    if (autopilot_back(h, r, *seat, now_ms)) { /* whatever comes of the move: they are here */
        room_broadcast_state(h, r);
        room_send_game(h, r, s->id, 0, now_ms);
    }
    return r;
}

void cmd_action(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    int seat;
    hub_room *r = room_for_move(h, c, msg, now_ms, &seat);
    if (!r)
        return;
    json_t *aj = json_object_get(msg, "action");
    if (!json_is_object(aj)) {
        send_error(h, c, msg, "bad_message", "\"action\" must be an object");
        return;
    }
    /* Checked before the turn: while a move is being saved the state is
     * the one before it, and "not your turn" would be wrong a moment later. */
    if (r->writing) {
        send_error(h, c, msg, "move_pending",
                   "the previous move is still being saved; try again in a moment");
        return;
    }
    game_decision d;
    r->ops->pending(r->state, &d);
    if (d.seat != seat) {
        send_error(h, c, msg, "not_your_turn", "seat %d is to decide", d.seat);
        return;
    }
    game_action a;
    game_err e = {0};
    if (r->ops->action_from_json(r->state, aj, &a, &e) < 0 ||
        apply_move(h, r, seat, &a, "player", c, msg, &e) < 0)
        send_game_err(h, c, msg, &e);
}

/* ---- moves the server makes ---- */

/* Who plays a seat nobody answers for: a bot's seat its level; on timeout
 * the room's `timeout` level ("random": a uniformly random legal action, the
 * online site's rule; "bot": the strongest; or a level by name); a seat on
 * autopilot the same level, or the strongest when that is "random". */
const bot_level *room_timeout_level(const hub_room *r)
{
    const bot_level *lv = strcmp(r->timeout, "bot") == 0 ? bot_level_strongest_for(r->ops)
                                                         : bot_level_find(r->timeout);
    /* A level that does not play this game (issue 14) falls back to random:
     * options.c refuses it, but a room stored before that may still name it. */
    return lv && bot_level_plays(lv, r->ops) ? lv : bot_level_find("random");
}

const bot_level *room_move_level(const hub_room *r, int seat, game_action *fixed)
{
    const hub_seat *st = &r->seats[seat];
    /* A decision with a fixed timeout answer (the Ballsaal's thanks: who
     * lets the time run out has forgotten) is answered so for a human
     * seat; a bot and the autopilot play it as any other. */
    if (st->kind != SEAT_BOT && !st->autopilot && r->ops->timeout_action &&
        r->ops->timeout_action(r->state, fixed))
        return NULL;
    /* The autopilot plays the level the owner chose for timeouts; with
     * "random" (the online rule for a single timeout) the strongest. */
    const bot_level *lv = st->kind == SEAT_BOT ? bot_level_find(st->bot_level)
                          : st->autopilot && strcmp(r->timeout, "random") == 0
                              ? bot_level_strongest_for(r->ops)
                              : room_timeout_level(r);
    /* a stored level this build lacks, or one that does not play this game */
    return lv && bot_level_plays(lv, r->ops) ? lv : bot_level_find("random");
}

/* A move the server makes (a bot's, the timer's, the autopilot's). */
static int play_server_move(srv_hub *h, hub_room *r, int seat, const game_action *a)
{
    game_err e = {0};
    const char *by = autopilot_by(r, seat);
    if (apply_move(h, r, seat, a, by, NULL, NULL, &e) < 0) {
        char why[sizeof e.name + sizeof e.msg + 4];
        snprintf(why, sizeof why, "%s: %s", e.name, e.msg);
        log_store_failure(h, r, by, why);
        r->deadline_ms = h->now_ms + HUB_STORE_RETRY_MS;
        hub_deadline_changed(h, r->deadline_ms);
        return -1;
    }
    return 0;
}

void room_play_chosen(srv_hub *h, hub_room *r, int seat, const game_action *a)
{
    play_server_move(h, r, seat, a);
}

int room_play_due(srv_hub *h, hub_room *r, int64_t now_ms, int budget)
{
    int n = 0;
    if (room_bot_busy(r)) {
        /* An older choice is still out (the decision it was for was answered
         * meanwhile): this one waits for its return, which gives it its
         * time (bot_jobs.c), instead of the loop spinning on it. */
        r->deadline_ms = -1;
        return 0;
    }
    /* With the writer thread a move leaves the room writing (no deadline)
     * until it reports; written in line (no writer), the next move may be
     * due at once (a bot after a bot). A slow level's choice leaves it
     * thinking (bot_jobs.c); chosen in line (the unit tests), the loop goes
     * on as for any move. */
    while (n < budget && r->started && !r->finished && !r->dead && !r->writing &&
           !room_bot_busy(r) && r->deadline_ms >= 0 && r->deadline_ms <= now_ms) {
        game_decision d;
        r->ops->pending(r->state, &d);
        game_action a;
        const bot_level *lv = NULL;
        if (d.seat >= 0 && d.seat < r->nseats && (lv = room_move_level(r, d.seat, &a)) &&
            bot_off_loop(h, lv)) {
            n++;
            bot_job_start(h, r, d.seat, lv);
            continue;
        }
        /* The fast levels (microseconds) choose here, on the loop. The bot
         * may use the room's scratch state: apply_move overwrites it only
         * afterwards. */
        if (d.seat < 0 || d.seat >= r->nseats ||
            (lv && bot_choose(lv, r->ops, r->state, d.seat, &r->rng, r->scratch,
                              &(bot_params){.iterations = h->lim.bot.iterations,
                                            .budget_ms = h->lim.bot.budget_ms,
                                            .streak = room_bot_streak(r, d.seat)},
                              &a) < 0)) {
            fprintf(stderr, "hub: room %llu: no legal move for seat %d\n",
                    (unsigned long long)r->id, d.seat);
            r->deadline_ms = -1; /* an engine fault: do not spin on it */
            break;
        }
        n++;
        if (play_server_move(h, r, d.seat, &a) < 0)
            break;
    }
    return n;
}

/* ---- persistence of the room ---- */

json_t *room_store_json(const hub_room *r)
{
    json_t *j = json_object();
    json_object_set_new(j, "room_id", json_integer((json_int_t)r->id));
    json_object_set_new(j, "name", json_string(r->name));
    json_object_set_new(j, "game", json_string(r->ops->name));
    json_object_set_new(j, "options", room_options_json(r));
    if (r->pwhash[0])
        json_object_set_new(j, "password_hash", json_string(r->pwhash));
    json_object_set_new(j, "owner_seat", json_integer(r->owner_seat));
    json_t *seats = json_array();
    for (int k = 0; k < r->nseats; k++) {
        const hub_seat *seat = &r->seats[k];
        json_t *x = json_object();
        json_object_set_new(x, "name", json_string(seat->name));
        if (seat->kind == SEAT_BOT) {
            json_object_set_new(x, "bot", json_string(seat->bot_level));
        } else {
            /* Only the token's hash: the database never holds a usable token. */
            char hex[2 * HUB_HASH_BYTES + 1];
            sodium_bin2hex(hex, sizeof hex, seat->token_hash, HUB_HASH_BYTES);
            json_object_set_new(x, "token_hash", json_string(hex));
            if (seat->external) /* issue 13: seated by a bot token */
                json_object_set_new(x, "external", json_true());
        }
        json_array_append_new(seats, x);
    }
    json_object_set_new(j, "seats", seats);
    return j;
}

static int get_int(const json_t *o, const char *key, int lo, int hi, int def)
{
    json_t *v = json_object_get(o, key);
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return def;
    return (int)json_integer_value(v);
}

typedef struct restore_ctx {
    srv_hub *h;
    int64_t now_ms;
} restore_ctx;

static int restore_seats(srv_hub *h, hub_room *r, const json_t *seats, int64_t now_ms)
{
    size_t i;
    json_t *x;
    if (json_array_size(seats) < 1 || json_array_size(seats) > GAME_MAX_SEATS)
        return -1;
    json_array_foreach(seats, i, x)
    {
        hub_seat *seat = &r->seats[i];
        const char *name = json_string_value(json_object_get(x, "name"));
        snprintf(seat->name, sizeof seat->name, "%s", name ? name : "?");
        const char *bot = json_string_value(json_object_get(x, "bot"));
        if (bot) {
            seat->kind = SEAT_BOT;
            snprintf(seat->bot_level, sizeof seat->bot_level, "%s", bot);
            continue;
        }
        const char *hex = json_string_value(json_object_get(x, "token_hash"));
        size_t got = 0;
        if (!hex || sodium_hex2bin(seat->token_hash, HUB_HASH_BYTES, hex, strlen(hex), NULL, &got,
                                   NULL) != 0 || got != HUB_HASH_BYTES)
            return -1;
        /* The player's token works again: a session waits for it. */
        hub_session *s = session_by_token_hash(h, seat->token_hash);
        if (!s)
            s = session_new(h, seat->token_hash, seat->name, now_ms);
        if (!s)
            return -1;
        seat->kind = SEAT_HUMAN;
        seat->session = s->id;
        seat->external = json_is_true(json_object_get(x, "external"));
        if (!s->room)
            s->room = r->id;
    }
    r->nseats = (int)json_array_size(seats);
    return 0;
}

static void restore_one(void *ctx, const store_game *g)
{
    restore_ctx *rc = ctx;
    srv_hub *h = rc->h;
    const game_ops *ops = game_find(g->game);
    const json_t *room = g->room, *opt = json_object_get(g->room, "options");
    if (!ops) {
        fprintf(stderr, "hub: game %lld: unknown game \"%s\", not restored\n", (long long)g->id,
                g->game);
        return;
    }
    json_t *idv = json_object_get(room, "room_id");
    uint64_t id = json_is_integer(idv) && json_integer_value(idv) > 0
                      ? (uint64_t)json_integer_value(idv)
                      : h->next_room;
    if (hmap_get(&h->rooms, id))
        id = h->next_room;
    hub_room *r = room_alloc(h, id, ops);
    if (!r)
        return;
    const char *name = json_string_value(json_object_get(room, "name"));
    snprintf(r->name, sizeof r->name, "%s", name ? name : "room");
    r->max_players = get_int(opt, "max_players", 2, GAME_MAX_SEATS, game_max_seats(ops));
    r->turn_seconds = get_int(opt, "turn_seconds", 1, 3600, HUB_TURN_SECONDS_DEFAULT);
    r->bot_delay_ms = get_int(opt, "bot_delay_ms", 0, 10000, HUB_BOT_DELAY_DEFAULT);
    const char *timeout = json_string_value(json_object_get(opt, "timeout"));
    snprintf(r->timeout, sizeof r->timeout, "%s",
             timeout && strlen(timeout) < sizeof r->timeout ? timeout : "random");
    r->autopilot_after = get_int(opt, "autopilot_after", 0, HUB_AUTOPILOT_AFTER_MAX,
                                 HUB_AUTOPILOT_AFTER_DEFAULT);
    json_t *cfgj = json_object_get(opt, "config");
    r->config = json_is_object(cfgj) ? json_deep_copy(cfgj) : json_object();
    const char *pwhash = json_string_value(json_object_get(room, "password_hash"));
    if (pwhash && strlen(pwhash) < sizeof r->pwhash) {
        snprintf(r->pwhash, sizeof r->pwhash, "%s", pwhash);
        r->is_private = 1;
    }
    r->owner_seat = get_int(room, "owner_seat", -1, GAME_MAX_SEATS - 1, -1);
    game_err e = {0};
    ev_buf evs = {0};
    game_event_sink sink = {ev_push, &evs};
    r->cfg = calloc(1, ops->config_size);
    r->state = calloc(1, ops->state_size);
    r->scratch = calloc(1, ops->state_size);
    if (!r->cfg || !r->state || !r->scratch ||
        restore_seats(h, r, json_object_get(room, "seats"), rc->now_ms) < 0 ||
        ops->config_from_json(r->cfg, g->config, &e) < 0 ||
        (ops->setup_ev ? ops->setup_ev(r->state, r->cfg, g->seed, &sink, &e)
                       : ops->setup(r->state, r->cfg, g->seed, &e)) < 0 ||
        replay_apply_test_position(ops, r->state, json_object_get(room, "test_position"), &e) < 0)
        goto fail;
    if (room_undo_start(r) < 0)
        goto fail;
    /* The history is rebuilt from the replay, each move with who chose it
     * as stored (replay_record_by: rows older than the store's "by" come
     * back as "player", or "bot" / "undo"). */
    r->seq = 0;
    restore_log(h, r, &evs, NULL, -1, "setup");
    size_t i;
    json_t *rec;
    json_array_foreach(g->actions, i, rec)
    {
        /* Undo records too (undo_log.h): the chain is rebuilt as it was. */
        int seat = get_int(rec, "seat", 0, r->nseats - 1, -1);
        int undone = 0;
        evs.n = 0;
        if (seat < 0 || get_int(rec, "seq", 0, INT32_MAX, -1) != (int)i ||
            game_log_apply(&r->undo, r->state, seat, json_object_get(rec, "action"), (int)i + 1,
                           &sink, &undone, &e) < 0) {
            fprintf(stderr, "hub: game %lld: action %zu does not replay\n", (long long)g->id, i);
            goto fail;
        }
        r->seq = (int)i + 1;
        json_t *undo_ev = undone ? game_undo_event_json(seat, undone) : NULL;
        restore_log(h, r, &evs, undo_ev, seat, replay_record_by(g, rec));
        json_decref(undo_ev);
    }
    free(evs.v);
    r->game_id = g->id;
    r->seed = g->seed;
    snprintf(r->seed_salt, sizeof r->seed_salt, "%s", g->seed_salt_hex);
    snprintf(r->seed_hash, sizeof r->seed_hash, "%s", g->seed_hash_hex);
    r->seq = (int)json_array_size(g->actions);
    r->started = 1;
    if (ops->check && ops->check(r->state, &e) < 0)
        fprintf(stderr, "hub: game %lld: check after replay: %s\n", (long long)g->id, e.msg);
    game_decision d;
    ops->pending(r->state, &d);
    if (d.finished) {
        finish_game(h, r); /* the crash came between the last move and its outcome */
        store_outcome(h, r);
    }
    else
        set_deadline(h, r, rc->now_ms); /* a fresh full time after the downtime */
    return;
fail:
    free(evs.v);
    fprintf(stderr, "hub: game %lld not restored: %s\n", (long long)g->id,
            e.msg[0] ? e.msg : "bad stored room");
    room_free(h, r);
}

void rooms_restore(srv_hub *h, int64_t now_ms)
{
    if (!h->store)
        return;
    restore_ctx rc = {h, now_ms};
    if (store_unfinished_each(h->store, restore_one, &rc) < 0)
        fprintf(stderr, "hub: reading unfinished games failed: %s\n", store_last_error(h->store));
}
