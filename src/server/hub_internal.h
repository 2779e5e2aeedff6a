/* hub_internal.h — what the hub's files share and nobody else sees: the
 * structures of connections, sessions and rooms, the id maps that own them,
 * and the functions each file offers the others.
 *
 * Files by concept:
 *   hub.c      entry points (connect, message, disconnect, tick), the maps,
 *              deferred work (lobby updates, freeing rooms), stats, game logs
 *   session.c  identity: tokens, hello/resume, rate limits
 *   protocol.c sending, errors, the command table and its checks, room JSON
 *   lobby.c    rooms before the game: create, join, watch, leave, kick, bots, chat
 *   options.c  a room's options and the engine config they carry
 *   room.c     rooms in the game: start, actions (write-ahead), views, events,
 *              deadlines, timeouts, game over, rebuilding after a restart
 *
 * Ownership: the hub owns every connection, session and room through its id
 * maps. Objects refer to each other by id, never by pointer, so freeing a room
 * or a session can never leave a dangling reference behind; a lookup that
 * fails simply means "gone". */
#ifndef GH_SERVER_HUB_INTERNAL_H
#define GH_SERVER_HUB_INTERNAL_H

#include <sodium.h>
#include <stdint.h>

#include "bots/bots.h"
#include "core/rng.h"
#include "game/game.h"
#include "server/hub.h"
#include "server/json_out.h"

#define HUB_NAME_MAX 32       /* bytes of a nickname or bot name */
#define HUB_ROOM_NAME_MAX 64  /* bytes of a room name */
#define HUB_CHAT_MAX 500      /* bytes of one chat line */
#define HUB_TOKEN_BYTES 32    /* random bytes of a session token (256 bits) */
#define HUB_HASH_BYTES 32     /* crypto_generichash output for token hashes */
#define HUB_JOIN_WINDOW 16    /* remembered failed password attempts */
#define HUB_KICK_MAX 16       /* remembered kicked sessions per room */
#define HUB_SPECTATORS_MAX 256
#define HUB_SESSION_CONNS 8   /* connections of one session at once (tabs) */
#define HUB_TICK_WORK_MAX 64       /* moves played per hub_tick at most: ~10 ms of
                                      work, then the loop reads its sockets again */
#define HUB_SESSION_IDLE_MS 3600000 /* forget an unseated, unconnected session */
#define HUB_PEER_SLOTS 1024        /* join-attempt buckets by peer address */
#define HUB_STORE_RETRY_MS 1000    /* back-off after a failed store append */
#define HUB_STORE_LOG_MS 10000     /* at most one line about failed writes per 10 s */
#define HUB_TURN_SECONDS_DEFAULT 90
#define HUB_BOT_DELAY_DEFAULT 600  /* ms */
#define HUB_PASSWORD_MAX 128       /* bytes */
#define HUB_SWEEP_MS 60000         /* how often idle sessions and rooms are swept */
#define HUB_FLOOD_STRIKES 100      /* refused messages in a row answered with an error */

/* ---- a small map from 64-bit ids to pointers (open addressing) ---- */

typedef struct hub_map {
    uint64_t *keys; /* 0 = empty slot (ids are never 0) */
    void **vals;
    size_t cap, count;
} hub_map;

void *hmap_get(const hub_map *m, uint64_t key);
void hmap_put(hub_map *m, uint64_t key, void *val);
void hmap_del(hub_map *m, uint64_t key);
void hmap_free(hub_map *m);
/* Iteration: for (size_t i = 0; i < m->cap; i++) if (m->keys[i]) ... m->vals[i] */

/* ---- connections, sessions, rooms ---- */

typedef struct hub_conn {
    uint64_t id;
    uint64_t session;    /* 0 until hello */
    int watch_lobby;     /* asked for live "rooms" updates */
    double tokens;       /* token bucket for messages per second */
    int64_t refill_ms;   /* last refill of the bucket */
    int strikes;         /* messages refused in a row for the rate */
    char peer[64];       /* network address, for per-address join limits */
} hub_conn;

typedef struct hub_session {
    uint64_t id;
    unsigned char token_hash[HUB_HASH_BYTES]; /* we never keep the token itself */
    char name[HUB_NAME_MAX + 1];
    uint64_t room;        /* the room it is in (seated or watching), 0 = lobby */
    uint64_t conns[HUB_SESSION_CONNS]; /* open connections speaking for it */
    int nconns;
    int64_t last_seen_ms; /* for forgetting idle sessions */
    int64_t join_fail_ms[HUB_JOIN_WINDOW]; /* times of recent wrong passwords */
} hub_session;

enum seat_kind { SEAT_EMPTY = 0, SEAT_HUMAN, SEAT_BOT };

typedef struct hub_seat {
    int kind;                  /* enum seat_kind */
    uint64_t session;          /* SEAT_HUMAN: its session (0 if not yet claimed) */
    unsigned char token_hash[HUB_HASH_BYTES]; /* SEAT_HUMAN: rebinding after restarts */
    char name[HUB_NAME_MAX + 1];
    char bot_level[16];        /* SEAT_BOT: "random" */
} hub_seat;

typedef struct hub_room {
    uint64_t id;
    char name[HUB_ROOM_NAME_MAX + 1];
    const game_ops *ops;
    json_t *config;     /* the engine config JSON as the owner gave it */
    int max_players;    /* 2..8 */
    int turn_seconds;   /* time per decision */
    int bot_delay_ms;   /* a bot's thinking pause, for humans to follow */
    int timeout_bot;    /* 1: a bot decides on timeout instead of pure random */
    int is_private;
    char pwhash[crypto_pwhash_STRBYTES]; /* "" unless private */
    int owner_seat;     /* seat index of the owner before the start */

    hub_seat seats[GAME_MAX_SEATS];
    int nseats;         /* seats 0..nseats-1 are used, in order */
    uint64_t spect[HUB_SPECTATORS_MAX];
    int nspect;
    uint64_t kicked[HUB_KICK_MAX];
    int nkicked;

    /* The game, once started. */
    int started, finished;
    void *state;        /* ops->state_size bytes, owned */
    void *scratch;      /* ops->state_size bytes: the undo copy of the write-ahead */
    void *cfg;          /* ops->config_size bytes, owned */
    int64_t game_id;    /* store id, 0 without a store */
    uint64_t seed;
    char seed_salt[65];
    char seed_hash[65];
    int seq;            /* actions applied so far */
    int64_t deadline_ms;/* when the pending decision is played for its seat; -1 none */
    gh_rng rng;         /* timeouts and bots; never the game's own RNG */
    /* Write-ahead (room.c): a move, or the game's creation, is with the
     * store writer. Until it reports, the room shows and plays from its last
     * durable state (the new one waits in scratch) and takes no other move. */
    int writing;
    int creating;       /* that write creates the game: started is set (the
                           room is frozen) but there is no game to show yet */

    int dead;           /* to be freed at the end of the current entry point */
} hub_room;

struct srv_hub {
    hub_limits lim;
    srv_store *store;
    hub_io io;
    hub_map conns, sessions, rooms;
    hub_map token_index; /* first 8 bytes of a token hash -> session */
    uint64_t next_session, next_room;
    int lobby_dirty;     /* the public room list changed: send "rooms" */
    int rooms_dead;      /* some room was marked dead since the last freeing */
    int64_t next_sweep_ms;
    int64_t next_deadline_ms; /* cached earliest deadline, may be early */
    int64_t peer_fail_ms[HUB_PEER_SLOTS][HUB_JOIN_WINDOW]; /* wrong passwords by address */
    hub_stats st;
    json_out out;        /* reused text of the message being sent (protocol.c) */
    int64_t now_ms;      /* the latest time an entry point was given */
    long jobs_running;   /* hub_submit work queued or running */
    store_writer *writer; /* NULL: writes run in line on `store` (tests, start-up) */
    int64_t store_log_next_ms; /* failed writes are logged again from then */
    long store_log_quiet;      /* failures not logged since the last line */
};

/* ---- hub.c ---- */
hub_conn *hub_conn_get(srv_hub *h, uint64_t id);
hub_session *hub_session_get(srv_hub *h, uint64_t id);
hub_room *hub_room_get(srv_hub *h, uint64_t id); /* NULL when gone or dying */
void hub_deadline_changed(srv_hub *h, int64_t deadline_ms);
/* Marks a room to be freed at the end of the current entry point. */
void room_mark_dead(srv_hub *h, hub_room *r);
int64_t hub_mono_us(void); /* monotonic clock, for the latency histogram only */
/* Counts one refusal (an error message sent) under its code, for /metrics. */
void hub_count_refusal(srv_hub *h, const char *code);
/* Work off the event loop (hub_io.submit): work(arg) runs on another thread
 * and must not touch the hub; done(h, arg, status) runs on the loop thread
 * as an entry point of its own (deferred work runs after it), with
 * h->now_ms the latest time the hub was given. Without io.submit both run
 * in line, before hub_submit returns. Returns 0, or -1 when it could not be
 * queued (neither runs; arg is still the caller's). */
int hub_submit(srv_hub *h, void (*work)(void *arg),
               void (*done)(srv_hub *h, void *arg, int status), void *arg);
/* Hands a write to the store writer; done(arg, w) runs on the loop thread
 * when it is durable or has failed (w->status). Without a writer it is
 * written in line on h->store and done runs before this returns (without a
 * store, w may be NULL and counts as written). Returns -1 when the writer's
 * queue is full: then done will not run and w is still the caller's. */
int hub_store_write(srv_hub *h, store_write *w, store_writer_done done, void *arg);

/* ---- session.c ---- */
hub_session *session_new(srv_hub *h, const unsigned char token_hash[HUB_HASH_BYTES],
                         const char *name, int64_t now_ms);
void session_free(srv_hub *h, hub_session *s);
hub_session *session_by_token_hash(srv_hub *h, const unsigned char hash[HUB_HASH_BYTES]);
void token_hash_of(const char *token, unsigned char out[HUB_HASH_BYTES]);
/* 1..max bytes, no control characters, not all blank. */
int text_valid(const char *text, size_t max);
/* 0 if the message may be handled; -1 if the connection is over its rate. */
int conn_rate_take(srv_hub *h, hub_conn *c, int64_t now_ms);
/* Password attempts: -1 if this session/address must wait, else 0. */
int join_attempt_allowed(srv_hub *h, hub_conn *c, hub_session *s, int64_t now_ms);
void join_attempt_failed(srv_hub *h, hub_conn *c, hub_session *s, int64_t now_ms);
void sessions_sweep(srv_hub *h, int64_t now_ms);
void cmd_hello(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

/* ---- protocol.c ---- */
void send_json_conn(srv_hub *h, uint64_t conn, json_t *msg);        /* steals msg */
void send_json_session(srv_hub *h, uint64_t session, json_t *msg);  /* steals msg */
void send_error(srv_hub *h, hub_conn *c, const json_t *req, const char *code,
                const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void dispatch(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
json_t *room_public_json(srv_hub *h, const hub_room *r);  /* lobby list entry */
json_t *room_json(srv_hub *h, const hub_room *r, uint64_t viewer); /* "room" message */
json_t *rooms_json(srv_hub *h);                           /* "rooms" message */
/* Sends each member its own "room" message (your_seat differs). */
void room_broadcast_state(srv_hub *h, hub_room *r);
/* The sessions present in a room (seated and in it, or watching); returns the count. */
int room_members(srv_hub *h, hub_room *r, uint64_t *out, int max);
/* Sends msg to every member of a room: seated sessions present and spectators. */
void room_broadcast(srv_hub *h, hub_room *r, const json_t *msg);

/* ---- lobby.c ---- */
int room_seat_of(const hub_room *r, uint64_t session); /* -1 if none */
int room_is_spectator(const hub_room *r, uint64_t session);
int room_has_members(srv_hub *h, const hub_room *r);
int session_rooms_owned(srv_hub *h, uint64_t session);
void room_free(srv_hub *h, hub_room *r);
/* Takes a session out of its current room (before the start: gives up the seat). */
void session_leave_room(srv_hub *h, hub_session *s, int64_t now_ms);
/* Closes rooms nobody can use any more: not started with no human connected
 * for HUB_SESSION_IDLE_MS, or finished with nobody connected watching. */
void rooms_sweep(srv_hub *h, int64_t now_ms);
hub_room *room_alloc(srv_hub *h, uint64_t id, const game_ops *ops);
void cmd_list_rooms(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_create_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_join_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_spectate(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_leave_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_set_options(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_kick(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_add_bot(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_remove_bot(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_chat(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

/* ---- options.c ---- */
typedef struct room_opts { /* options being changed, before they reach the room */
    char name[HUB_ROOM_NAME_MAX + 1];
    const game_ops *ops;
    json_t *config; /* owned */
    int max_players, turn_seconds, bot_delay_ms, timeout_bot, is_private;
    char pwhash[crypto_pwhash_STRBYTES];
} room_opts;
json_t *room_options_json(const hub_room *r); /* public options, no password */
void opts_from_room(room_opts *o, const hub_room *r);
void opts_to_room(room_opts *o, hub_room *r); /* moves o->config into the room */
/* Applies the options object `in` over `o` for a room of `nseats` seats.
 * Sends the error to c and returns -1 on anything invalid; o->config stays
 * the caller's to release either way. */
int opts_apply(srv_hub *h, hub_conn *c, const json_t *req, const json_t *in, room_opts *o,
               int nseats);

/* ---- room.c ---- */
void cmd_start(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_action(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
/* Sends one session the game message of its room (its seat's view, or the
 * public one), and game_over once finished; to one connection if conn != 0. */
void room_send_game(srv_hub *h, hub_room *r, uint64_t session, uint64_t conn, int64_t now_ms);
/* Plays due moves of one room; returns the number played. */
int room_play_due(srv_hub *h, hub_room *r, int64_t now_ms, int budget);
void rooms_restore(srv_hub *h, int64_t now_ms);
/* Stored JSON of a game's room (seats with token hashes, password hash). */
json_t *room_store_json(const hub_room *r);
/* seed as decimal text: JSON numbers lose precision above 2^53 in browsers */
void seed_text(uint64_t seed, char out[24]);

#endif
