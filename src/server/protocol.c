/* protocol.c — the wire side of the hub: sending JSON, errors, the command
 * table and the checks it declares, and the JSON of rooms (docs/protocol.md).
 *
 * Every command is a row: its "type", what it requires (a session, a room, a
 * seat, being the owner, the game not started yet) and its handler. One
 * function checks the requirements before any handler runs, so handlers stay
 * short and every refusal has the same shape: an error message with a code
 * and a readable text, sent only to the connection that asked, changing
 * nothing. */
#include "server/hub_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- sending ---- */

/* Serialises msg into h->out (valid until the next call); returns its
 * length, or -1. One buffer for every message, and json_out instead of
 * json_dumps (json_out.h says why): io.send copies the text anyway.
 *
 * A message the hub built but cannot serialise (nested deeper than
 * json_out's limit, a string that is not UTF-8, out of memory) is a bug or an
 * input that slipped past a check: it is counted for /metrics and logged, at
 * most once a second so that a client provoking it cannot flood the log. */
long send_dump(srv_hub *h, const json_t *msg)
{
    if (json_out_dump(&h->out, msg) == 0)
        return (long)h->out.len;
    h->st.unsendable++;
    if (h->unsendable_log_ms == 0 || h->now_ms - h->unsendable_log_ms >= 1000) {
        h->unsendable_log_ms = h->now_ms;
        const char *type = json_string_value(json_object_get(msg, "type"));
        fprintf(stderr, "hub: a \"%.32s\" message could not be serialised and was not sent "
                        "(%ld so far)\n", type ? type : "?", h->st.unsendable);
    }
    return -1;
}

void send_text_conn(srv_hub *h, uint64_t conn, const char *text, size_t len)
{
    if (h->io.send)
        h->io.send(h->io.ctx, conn, text, len);
    h->st.messages_out++;
}

void send_json_conn(srv_hub *h, uint64_t conn, json_t *msg)
{
    long n = send_dump(h, msg);
    json_decref(msg);
    if (n >= 0)
        send_text_conn(h, conn, h->out.text, (size_t)n);
}

void send_json_session(srv_hub *h, uint64_t session, json_t *msg)
{
    hub_session *s = hub_session_get(h, session);
    if (s && s->nconns) {
        /* Serialise once, whatever the number of tabs. */
        long n = send_dump(h, msg);
        for (int i = 0; n >= 0 && i < s->nconns; i++)
            send_text_conn(h, s->conns[i], h->out.text, (size_t)n);
    }
    json_decref(msg);
}

int ref_valid(const json_t *ref)
{
    return json_is_integer(ref) || (json_is_string(ref) && json_string_length(ref) <= HUB_REF_MAX);
}

/* The error message (docs/protocol.md, "Errors"); `reason`, if any, is a
 * game_err's machine-readable reason (a refused config). */
static void send_error_with(srv_hub *h, hub_conn *c, const json_t *req, const char *code,
                            const game_err *reason, const char *text_in)
{
    char text[256];
    snprintf(text, sizeof text, "%s", text_in);
    /* "%.40s" of a player's text, or the buffer's end, may cut a character
     * in two; jansson refuses invalid UTF-8 and the message would be lost. */
    utf8_scrub(text);
    json_t *e = json_object();
    json_object_set_new(e, "type", json_string("error"));
    json_object_set_new(e, "code", json_string(code));
    json_object_set_new(e, "message", json_string(text));
    /* Issue 11: {"key", "card", "n"} so a client can say it in its own
     * language; the engine's tables make these plain ASCII words. */
    if (reason && reason->reason[0]) {
        json_t *r = json_object();
        json_object_set_new(r, "key", json_string(reason->reason));
        if (reason->reason_card[0])
            json_object_set_new(r, "card", json_string(reason->reason_card));
        if (reason->reason_n)
            json_object_set_new(r, "n", json_integer(reason->reason_n));
        json_object_set_new(e, "reason", r);
    }
    /* Echo the client's reference (and what it asked) so it can match the
     * answer to its request. */
    json_t *ref = req ? json_object_get(req, "ref") : NULL;
    if (ref && ref_valid(ref)) /* bounded: a huge ref must not make the error unsendable */
        json_object_set(e, "ref", ref);
    json_t *type = req ? json_object_get(req, "type") : NULL;
    if (json_is_string(type))
        json_object_set(e, "request", type);
    h->st.errors++;
    hub_count_refusal(h, code);
    send_json_conn(h, c->id, e);
}

void send_error(srv_hub *h, hub_conn *c, const json_t *req, const char *code, const char *fmt,
                ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    send_error_with(h, c, req, code, NULL, text);
}

int send_name_fault(srv_hub *h, hub_conn *c, const json_t *req, text_fault fault)
{
    if (fault == TEXT_OK)
        return 0;
    if (fault == TEXT_LENGTH)
        send_error(h, c, req, "bad_name", "a name is 1 to %d bytes of text", HUB_NAME_MAX);
    else
        send_error(h, c, req, "bad_name", "not a valid name: %s", text_fault_message(fault));
    return 1;
}

void send_engine_error(srv_hub *h, hub_conn *c, const json_t *req, const game_err *e,
                       const char *fallback_code, const char *fallback_msg)
{
    send_error_with(h, c, req, e->name[0] ? e->name : fallback_code, e,
                    e->msg[0] ? e->msg : fallback_msg);
}

/* ---- room JSON ---- */

static int seat_connected(srv_hub *h, const hub_room *r, const hub_seat *seat)
{
    hub_session *s = seat->kind == SEAT_HUMAN ? hub_session_get(h, seat->session) : NULL;
    return s && s->nconns > 0 && s->room == r->id;
}

static json_t *seats_json(srv_hub *h, const hub_room *r)
{
    json_t *a = json_array();
    for (int k = 0; k < r->nseats; k++) {
        const hub_seat *seat = &r->seats[k];
        json_t *j = json_object();
        json_object_set_new(j, "seat", json_integer(k));
        json_object_set_new(j, "name", json_string(seat->name));
        json_object_set_new(j, "bot", json_boolean(seat->kind == SEAT_BOT));
        if (seat->kind == SEAT_BOT)
            json_object_set_new(j, "level", json_string(seat->bot_level));
        json_object_set_new(j, "connected",
                            json_boolean(seat->kind == SEAT_BOT || seat_connected(h, r, seat)));
        json_object_set_new(j, "autopilot", json_boolean(seat->autopilot));
        json_object_set_new(j, "autopilot_moves", json_integer(seat->autopilot_moves));
        /* Issue 13: a program plays it, seated by the owner's bot token
         * (bot_tokens.c); until it joins, "connected" is false. */
        json_object_set_new(j, "external", json_boolean(seat->external));
        json_array_append_new(a, j);
    }
    return a;
}

static json_t *seat_or_null(int seat)
{
    return seat >= 0 ? json_integer(seat) : json_null();
}

json_t *room_json(srv_hub *h, const hub_room *r, uint64_t viewer)
{
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("room"));
    json_object_set_new(j, "id", json_integer((json_int_t)r->id));
    json_object_set_new(j, "game", json_string(r->ops->name));
    json_object_set_new(j, "name", json_string(r->name));
    json_object_set_new(j, "owner", seat_or_null(r->owner_seat));
    json_object_set_new(j, "options", room_options_json(r));
    json_object_set_new(j, "seats", seats_json(h, r));
    /* A game being created is not shown before it is stored (write-ahead). */
    json_object_set_new(j, "started", json_boolean(room_started_shown(r)));
    json_object_set_new(j, "finished", json_boolean(r->finished));
    json_object_set_new(j, "spectators", json_integer(r->nspect));
    json_object_set_new(j, "your_seat", seat_or_null(room_seat_of(r, viewer)));
    json_object_set_new(j, "spectating", json_boolean(room_is_spectator(r, viewer)));
    if (room_started_shown(r)) {
        json_object_set_new(j, "game_id", json_integer(r->game_id));
        json_object_set_new(j, "seed_hash", json_string(r->seed_hash));
    }
    return j;
}

/* Calls fn for each session present in the room: seated players who are in
 * it (not those who left a running game) and spectators. */
static void each_member(srv_hub *h, hub_room *r, void (*fn)(srv_hub *, hub_room *, uint64_t, void *),
                        void *ctx)
{
    for (int k = 0; k < r->nseats; k++) {
        hub_session *s = r->seats[k].kind == SEAT_HUMAN ? hub_session_get(h, r->seats[k].session)
                                                        : NULL;
        if (s && s->room == r->id)
            fn(h, r, s->id, ctx);
    }
    for (int i = 0; i < r->nspect; i++) {
        hub_session *s = hub_session_get(h, r->spect[i]);
        if (s && s->room == r->id)
            fn(h, r, s->id, ctx);
    }
}

typedef struct member_list {
    uint64_t *out;
    int n, max;
} member_list;

static void collect(srv_hub *h, hub_room *r, uint64_t session, void *ctx)
{
    member_list *m = ctx;
    if (m->n < m->max)
        m->out[m->n++] = session;
}

int room_members(srv_hub *h, hub_room *r, uint64_t *out, int max)
{
    member_list m = {out, 0, max};
    each_member(h, r, collect, &m);
    return m.n;
}

static void send_state_to(srv_hub *h, hub_room *r, uint64_t session, void *ctx)
{
    /* Not built for members without a connection (spectators gone a moment). */
    hub_session *s = hub_session_get(h, session);
    if (s && s->nconns > 0)
        send_json_session(h, session, room_json(h, r, session));
}

void room_broadcast_state(srv_hub *h, hub_room *r)
{
    each_member(h, r, send_state_to, NULL);
}

static void send_msg_to(srv_hub *h, hub_room *r, uint64_t session, void *ctx)
{
    send_json_session(h, session, json_incref((json_t *)ctx));
}

void room_broadcast(srv_hub *h, hub_room *r, const json_t *msg)
{
    each_member(h, r, send_msg_to, (void *)msg);
}

/* ---- the command table ---- */

enum {
    NEED_SESSION = 1 << 0, /* after hello */
    NEED_ROOM = 1 << 1,    /* in a room (seated or watching) */
    NEED_SEAT = 1 << 2,    /* holding a seat in that room */
    OWNER_ONLY = 1 << 3,   /* the room's owner */
    BEFORE_START = 1 << 4, /* only while the game has not started */
};

typedef void (*cmd_fn)(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

static void cmd_ping(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("pong"));
    json_object_set_new(j, "time_ms", json_integer(now_ms));
    /* The echo is bounded like an error's: a 600-deep "ref" once made every
     * pong unserialisable. */
    json_t *ref = json_object_get(msg, "ref");
    if (ref && !ref_valid(ref)) {
        json_decref(j);
        send_error(h, c, NULL, "bad_message",
                   "\"ref\" must be an integer or a string of at most %d bytes", HUB_REF_MAX);
        return;
    }
    if (ref)
        json_object_set(j, "ref", ref);
    send_json_conn(h, c->id, j);
}

static const struct command {
    const char *type;
    unsigned flags;
    cmd_fn fn;
} commands[] = {
    {"hello", 0, cmd_hello},
    {"ping", 0, cmd_ping},
    {"list_rooms", NEED_SESSION, cmd_list_rooms},
    {"room_info", NEED_SESSION, cmd_room_info},
    {"create_room", NEED_SESSION, cmd_create_room},
    {"join_room", NEED_SESSION, cmd_join_room},
    {"spectate", NEED_SESSION, cmd_spectate},
    {"leave_room", NEED_SESSION | NEED_ROOM, cmd_leave_room},
    {"set_options", NEED_SESSION | NEED_ROOM | OWNER_ONLY | BEFORE_START, cmd_set_options},
    {"kick", NEED_SESSION | NEED_ROOM | OWNER_ONLY | BEFORE_START, cmd_kick},
    {"add_bot", NEED_SESSION | NEED_ROOM | OWNER_ONLY | BEFORE_START, cmd_add_bot},
    {"remove_bot", NEED_SESSION | NEED_ROOM | OWNER_ONLY | BEFORE_START, cmd_remove_bot},
    {"start", NEED_SESSION | NEED_ROOM | OWNER_ONLY | BEFORE_START, cmd_start},
    {"action", NEED_SESSION | NEED_ROOM | NEED_SEAT, cmd_action},
    {"undo", NEED_SESSION | NEED_ROOM | NEED_SEAT, cmd_undo},
    {"chat", NEED_SESSION | NEED_ROOM, cmd_chat},
    {"back", NEED_SESSION | NEED_ROOM | NEED_SEAT, cmd_back},
    {"rematch", NEED_SESSION | NEED_ROOM | OWNER_ONLY, cmd_rematch},
    {"create_bot_token", NEED_SESSION | NEED_ROOM | OWNER_ONLY | BEFORE_START,
     cmd_create_bot_token},
};

void dispatch(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    const char *type = json_string_value(json_object_get(msg, "type"));
    const struct command *cmd = NULL;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].type, type) == 0)
            cmd = &commands[i];
    if (!cmd) {
        send_error(h, c, msg, "unknown_type", "unknown message type \"%.40s\"", type);
        return;
    }
    hub_session *s = hub_session_get(h, c->session);
    if ((cmd->flags & NEED_SESSION) && !s) {
        send_error(h, c, msg, "hello_first", "say hello first");
        return;
    }
    hub_room *r = s ? hub_room_get(h, s->room) : NULL;
    if ((cmd->flags & NEED_ROOM) && !r) {
        send_error(h, c, msg, "not_in_room", "you are not in a room");
        return;
    }
    if ((cmd->flags & NEED_SEAT) && room_seat_of(r, s->id) < 0) {
        send_error(h, c, msg, "not_seated", "only players with a seat can do that");
        return;
    }
    if ((cmd->flags & OWNER_ONLY) && room_seat_of(r, s->id) != r->owner_seat) {
        send_error(h, c, msg, "not_owner", "only the room's owner can do that");
        return;
    }
    if ((cmd->flags & BEFORE_START) && r->started) {
        send_error(h, c, msg, "already_started", "the game has already started");
        return;
    }
    cmd->fn(h, c, msg, now_ms);
}
