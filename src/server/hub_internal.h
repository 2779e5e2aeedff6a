/* hub_internal.h — what the hub's files share and nobody else sees: the
 * structures of connections, sessions and rooms, the id maps that own them,
 * and the functions each file offers the others.
 *
 * Files by concept:
 *   hub.c      entry points (connect, message, disconnect, tick), the maps,
 *              deferred work (lobby updates, freeing rooms), stats, game logs
 *   session.c  identity: tokens, hello/resume, rate limits
 *   text.c     the text players may send (names, room names, chat), and the
 *              hub's own texts kept valid UTF-8
 *   protocol.c sending, errors, the command table and its checks, room JSON
 *   lobby.c    rooms before the game: create, join, watch, leave, kick, bots, chat
 *   options.c  a room's options and the engine config they carry
 *   lobby_feed.c the live room list: entries, full lists, deltas, coalescing
 *   addr.c     who counts as "one address" for the per-address limits
 *   room.c     rooms in the game: start, actions (write-ahead), views, events,
 *              deadlines, timeouts, game over, rebuilding after a restart
 *   game_log.c a game's history kept by its room, sent as `log` to whoever
 *              arrives without having followed the game
 *   autopilot.c absent players: a bot plays a seat after timeouts in a row
 *   rematch.c  a finished room back to before the start, same seats and options
 *   passwords.c room passwords hashed and checked on libuv's pool, and the
 *              limits on that
 *   games_api.c the HTTP API on stored games: who sees what, work on the
 *              pool, limits per address, the cache (games_cache.c)
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
#include "game/undo_log.h"
#include "server/hub.h"
#include "server/json_out.h"

#define HUB_NAME_MAX 32       /* bytes of a nickname or bot name */
#define HUB_ROOM_NAME_MAX 64  /* bytes of a room name */
#define HUB_CHAT_MAX 500      /* bytes of one chat line */
#define HUB_TOKEN_BYTES 32    /* random bytes of a session token (256 bits) */
#define HUB_HASH_BYTES 32     /* crypto_generichash output for token hashes */
#define HUB_JOIN_WINDOW 16    /* remembered failed password attempts */
#define HUB_KICK_MAX 64       /* remembered kicks per room (token hashes, and
                                 addresses): once full, the room takes no new
                                 players, so a kick is never forgotten */
#define HUB_SPECTATORS_MAX 256
#define HUB_SPECTATORS_PER_ADDR 32 /* spectators of one room from one address */
#define HUB_SPECTATOR_GRACE_MS 30000 /* a spectator without a connection keeps its
                                        slot this long (a reload), unless the
                                        room is full and someone else asks */
#define HUB_SESSION_CONNS 8   /* connections of one session at once (tabs) */
#define HUB_TICK_WORK_MAX 64       /* moves played per hub_tick at most: ~10 ms of
                                      work, then the loop reads its sockets again */
#define HUB_SESSION_IDLE_MS 3600000 /* forget an unseated, unconnected session */
#define HUB_SESSION_FRESH_MS 120000 /* ... sooner if it was never in a room */
#define HUB_SWEEP_SLOTS 4096       /* session map slots looked at per sweep step */
#define HUB_SWEEP_SLICE_MS 5       /* pause between two steps of one sweep */
#define HUB_PEER_SLOTS 1024        /* join-attempt buckets by peer address */
#define HUB_PEER_ADDR 64           /* bytes of an address without its port */
#define HUB_JOIN_GRACE 3           /* wrong passwords a minute per address and room from
                                      sessions without failures of their own, once the
                                      address is over its count (session.c says why) */
#define HUB_HASH_JOBS_MAX 2        /* Argon2id jobs at once, server-wide: 64 MiB each */
#define HUB_HASH_BURST 8           /* hashes an address may start at once ... */
#define HUB_HASH_PER_MIN 30        /* ... and then a minute (each ~0.1 s of a core) */
#define HUB_STORE_RETRY_MS 1000    /* back-off after a failed store append */
#define HUB_STORE_LOG_MS 10000     /* at most one line about failed writes per 10 s */
#define HUB_TURN_SECONDS_DEFAULT 90
#define HUB_BOT_DELAY_DEFAULT 600  /* ms */
#define HUB_PASSWORD_MAX 128       /* bytes */
#define HUB_SWEEP_MS 60000         /* how often idle sessions are swept */
#define HUB_ROOM_SWEEP_MS 10000    /* how often rooms are swept (abandoned rooms,
                                      spectators without a connection) */
#define HUB_ROOM_IDLE_MS 120000    /* a room before its start closes when no
                                      seated human has been connected this long */
#define HUB_ADDR_SLOTS 4096        /* addresses with a creation bucket at once */
#define HUB_ADDR_PROBE 8           /* slots looked at from an address's home slot */
#define HUB_CONFIG_DEPTH_MAX 4     /* nesting of options.config (the object is 1) */
#define HUB_CONFIG_BYTES_MAX 4096  /* compact JSON bytes of options.config */
#define HUB_REF_MAX 64             /* bytes of a string "ref" a reply echoes */
#define HUB_LOBBY_COALESCE_MS 250  /* at most one lobby update per this period */
#define HUB_FULL_LIST_MS 1000      /* one whole room list per connection per this */
#define HUB_SUMMARY_KEYS 8         /* config keys shown in a lobby entry's summary */
#define HUB_SUMMARY_TEXT 24        /* bytes of a summary key or string value */
#define HUB_LOBBY_ENTRY_MAX 1536   /* bytes of one lobby entry at most (tested) */
#define HUB_FLOOD_STRIKES 100      /* refused messages in a row answered with an error */
#define HUB_LOG_BYTES_MAX (256 * 1024) /* event text a room keeps of its game's history
                                          (game_log.c); older entries go first */
#define HUB_LOG_ENTRIES_MAX 4096   /* entries of that history at most */
#define HUB_AUTOPILOT_AFTER_DEFAULT 2 /* timeouts in a row before a bot plays the seat */
#define HUB_AUTOPILOT_AFTER_MAX 10
#define HUB_BOT_JOBS_DEFAULT 2     /* bot choices on the pool at once, server-wide: a
                                      search takes up to ~1 s of a core; libuv has 4
                                      threads, shared with Argon2id and the games API */
#define HUB_BOT_WAIT_MAX 1024      /* rooms waiting for a bot slot (each at most once) */
#define HUB_BOT_RETRY_MS 250       /* that queue full: the room asks again this later */
#define HUB_TIMEOUT_MAX 16         /* bytes of the option "timeout" ("random", "bot", a level) */

/* A token bucket (per address): `tokens` refill at a rate up to a burst.
 * Zeroed means full at the first use. */
typedef struct hub_bucket {
    double tokens;
    int64_t refill_ms;
} hub_bucket;
/* Takes one token; 0, or -1 with the wait for the next in *wait_ms. */
int bucket_take(hub_bucket *b, double per_sec, double burst, int64_t now_ms, int64_t *wait_ms);

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
    uint64_t addr;       /* keyed hash of the address (addr.c), never 0 */
    int64_t full_list_ms; /* when it was last sent the whole room list */
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
    uint64_t addr_key;    /* hub_conn.addr of the connection that made it; 0 = none */
    int ever_in_room;     /* was in a room once: kept an hour, not minutes */
} hub_session;

enum seat_kind { SEAT_EMPTY = 0, SEAT_HUMAN, SEAT_BOT };

typedef struct hub_seat {
    int kind;                  /* enum seat_kind */
    uint64_t session;          /* SEAT_HUMAN: its session (0 if not yet claimed) */
    unsigned char token_hash[HUB_HASH_BYTES]; /* SEAT_HUMAN: rebinding after restarts */
    char name[HUB_NAME_MAX + 1];
    char bot_level[16];        /* SEAT_BOT: "random" */
    uint64_t addr;             /* SEAT_HUMAN: address that took the seat (kicks,
                                  rooms per address); 0 = unknown */
    /* SEAT_HUMAN in a game (autopilot.c): timeouts in a row, whether a bot
     * plays the seat now, and the moves it made since it last took over. */
    int timeouts;
    int autopilot;
    int autopilot_moves;
    /* Issue 13 (bot_tokens.c): a seat the owner reserved for an external
     * bot. Until a client joins with the token, session is 0 and
     * bot_token_hash holds the hash of that one-use secret (wiped once
     * claimed). The seat is a player's seat in every other way. */
    int external;
    unsigned char bot_token_hash[HUB_HASH_BYTES];
} hub_seat;

typedef struct hub_room {
    uint64_t id;
    char name[HUB_ROOM_NAME_MAX + 1];
    const game_ops *ops;
    json_t *config;     /* the engine config JSON as the owner gave it */
    int max_players;    /* 2..8 */
    int turn_seconds;   /* time per decision */
    int bot_delay_ms;   /* a bot's thinking pause, for humans to follow */
    char timeout[HUB_TIMEOUT_MAX]; /* who plays a timed-out human seat: "random"
                                      (uniform), "bot" (the strongest level) or a
                                      level's name (room_timeout_level) */
    int autopilot_after; /* timeouts in a row before a bot plays a human's
                            seat (autopilot.c); 0 = never */
    int is_private;
    char pwhash[crypto_pwhash_STRBYTES]; /* "" unless private */
    int owner_seat;     /* seat index of the owner before the start */

    hub_seat seats[GAME_MAX_SEATS];
    int nseats;         /* seats 0..nseats-1 are used, in order */
    uint64_t spect[HUB_SPECTATORS_MAX];
    uint64_t spect_addr[HUB_SPECTATORS_MAX]; /* the address each one came from */
    int nspect;
    /* Kicked players, for the room's life: by token hash and by address. */
    unsigned char kicked_token[HUB_KICK_MAX][HUB_HASH_BYTES];
    int nkicked_token;
    uint64_t kicked_addr[HUB_KICK_MAX];
    int nkicked_addr;

    /* The game, once started. */
    int started, finished;
    void *state;        /* ops->state_size bytes, owned */
    void *scratch;      /* ops->state_size bytes: the undo copy of the write-ahead */
    game_undo undo;     /* moves the deciding seat may take back (undo.c) */
    int undo_ready;     /* undo holds its buffers (from the game's start) */
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
    struct game_log *log; /* the game's history (game_log.c); NULL before it */
    /* Bots off the loop (bot_jobs.c). `version` changes with every durable
     * move or undo, a new game, and a player taking their seat back: a
     * choice made on an older version is dropped, never applied. */
    uint64_t version;
    int bot_thinking;     /* a choice of this room is on the pool (at most one) */
    uint64_t bot_waiting; /* version + 1 while waiting in the hub's queue, else 0 */
    /* The seat that made the last move and how many it made in a row
     * (bot_params.streak: a bot going round in a circle is cut short). */
    int streak_seat;
    int streak;

    int dead;           /* to be freed at the end of the current entry point */
} hub_room;

struct srv_hub {
    hub_limits lim;
    srv_store *store;
    hub_io io;
    hub_map conns, sessions, rooms;
    hub_map token_index; /* first 8 bytes of a token hash -> session */
    hub_map sessions_by_addr; /* hub_conn.addr -> number of sessions it made */
    size_t sweep_cursor; /* next session map slot the sweep looks at; 0 = idle */
    uint64_t next_session, next_room;
    int lobby_dirty;     /* the public room list changed: send "rooms" */
    int rooms_dead;      /* some room was marked dead since the last freeing */
    int64_t next_sweep_ms;
    int64_t next_deadline_ms; /* cached earliest deadline, may be early */
    int64_t peer_fail_ms[HUB_PEER_SLOTS][HUB_JOIN_WINDOW]; /* wrong passwords by address
                                                             and room (session.c) */
    int64_t peer_grace_ms[HUB_PEER_SLOTS][HUB_JOIN_GRACE]; /* grace attempts used, same keys */
    hub_stats st;
    json_out out;        /* reused text of the message being sent (protocol.c) */
    int64_t now_ms;      /* the latest time an entry point was given */
    long jobs_running;   /* hub_submit work queued or running */
    int64_t next_room_sweep_ms;
    /* Per-address limits (addr.c): the hash key, and room-creation buckets. */
    unsigned char addr_key[crypto_shorthash_KEYBYTES];
    struct hub_addr_bucket {
        uint64_t addr;     /* 0: a free slot */
        double tokens;
        int64_t refill_ms;
    } addr_buckets[HUB_ADDR_SLOTS];
    /* The live room list (lobby_feed.c). */
    hub_map lobby_shown;     /* room id -> json_t *entry as last announced */
    int64_t lobby_next_ms;   /* no lobby update before this (coalescing) */
    long lobby_watchers;     /* connections with watch_lobby set */
    char *lobby_full;        /* the whole "rooms" text of lobby_shown; NULL = stale */
    size_t lobby_full_len;
    int64_t unsendable_log_ms; /* last log line about an unsendable message */

    /* passwords.c: Argon2id off the loop. A slot per job running; the
     * address buckets limit how many hashes an address starts. */
    struct hub_hash_slot {
        int used;
        uint64_t session;          /* 0 for an HTTP request */
        char addr[HUB_PEER_ADDR];
    } hash_slots[HUB_HASH_JOBS_MAX];
    hub_bucket hash_bucket[HUB_PEER_SLOTS];
    const struct pw_job *pw_ready; /* the finished job whose command runs again */

    /* games_api.c: the HTTP API on stored games (jobs, readers, cache). */
    struct games_api *games;
    store_writer *writer; /* NULL: writes run in line on `store` (tests, start-up) */
    int64_t store_log_next_ms; /* failed writes are logged again from then */
    /* bot_jobs.c: choices on the pool, and the rooms waiting for a slot (a
     * ring of HUB_BOT_WAIT_MAX entries, allocated at the first wait). */
    int bot_jobs;
    /* Whose choice holds each slot (bot_share_key; 0: a free slot), and the
     * round of the queue being served: the queue is served by owner, round
     * by round (bot_jobs.c, "fair shares"). */
    uint64_t bot_slot_key[HUB_BOT_JOBS_MAX];
    uint64_t bot_round;
    struct bot_wait {
        uint64_t room, version;
        uint64_t round; /* served lowest first, oldest among equals */
    } *bot_wait;
    int bot_wait_head, bot_wait_len;
    int bots_stopped;     /* hub_shutdown: no new choice starts, none is played */
    long store_log_quiet;      /* failures not logged since the last line */
};

/* Whether players are told the game has started: only once it is stored
 * (while its creation is being written the room is frozen but shows none). */
static inline int room_started_shown(const hub_room *r)
{
    return r->started && !r->creating;
}

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
/* 1..max bytes, no control characters, not all blank (text_check, no flags). */
int text_valid(const char *text, size_t max);
/* 0 if the message may be handled; -1 if the connection is over its rate. */
int conn_rate_take(srv_hub *h, hub_conn *c, int64_t now_ms);
/* Password attempts on a target (a room id, or HUB_TARGET_GAME | game id
 * over HTTP) from an address (and a session; NULL over HTTP): -1 if they
 * must wait, else 0. session.c explains the counting. */
#define HUB_TARGET_GAME (1ULL << 63)
int join_attempt_allowed(srv_hub *h, const char *peer, hub_session *s, uint64_t target,
                         int64_t now_ms);
void join_attempt_failed(srv_hub *h, const char *peer, hub_session *s, uint64_t target,
                         int64_t now_ms);
/* The address of a peer as the per-address limits count it (addr.c): its IP
 * without the port, IPv4 whole (also when mapped into IPv6), IPv6 by its /64
 * ("2001:db8:1:2:aa::1" -> "2001:db8:1:2::"); canonical, so applying it
 * twice changes nothing. */
void peer_addr(const char *peer, char out[HUB_PEER_ADDR]);
/* A 64-bit key of (peer_addr, scope), for hashed tables. */
uint64_t peer_key(const char *peer, uint64_t scope);
/* One step of forgetting idle sessions: looks at HUB_SWEEP_SLOTS slots of
 * the session map from where the last step stopped. Returns 1 when the pass
 * over the whole map is complete, 0 when more steps are due. */
int sessions_sweep(srv_hub *h, int64_t now_ms);
void cmd_hello(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

/* ---- text.c ---- */
typedef enum text_fault {
    TEXT_OK = 0,
    TEXT_LENGTH,       /* empty or over the byte limit */
    TEXT_ENCODING,     /* not valid UTF-8 */
    TEXT_CONTROL,      /* C0/C1 controls, line/paragraph separators, noncharacters */
    TEXT_BIDI,         /* direction overrides, embeddings, isolates, marks */
    TEXT_LEADING_MARK, /* begins with a combining mark */
    TEXT_INVISIBLE,    /* nothing visible (names: any invisible character) */
    TEXT_EDGES,        /* names: blank or invisible at either end */
    TEXT_RESERVED,     /* names: looks like a bot's name ("Bot 1") */
} text_fault;
#define TEXT_NAME 1 /* text_check flag: a nickname's stricter rules */
/* Checks text from a player (1..max bytes); flags 0 for room names and chat. */
text_fault text_check(const char *text, size_t max, int flags);
const char *text_fault_message(text_fault f);
/* Drops, in place, every byte not part of a complete valid UTF-8 sequence. */
void utf8_scrub(char *text);

/* ---- protocol.c ---- */
void send_json_conn(srv_hub *h, uint64_t conn, json_t *msg);        /* steals msg */
void send_json_session(srv_hub *h, uint64_t session, json_t *msg);  /* steals msg */
/* Serialises msg into h->out (valid until the next call) and returns its
 * length; -1 when it cannot be serialised, which is logged (rate-limited)
 * and counted (hub_stats.unsendable): never a silent drop. */
long send_dump(srv_hub *h, const json_t *msg);
/* Queues text already serialised (one text for many connections). */
void send_text_conn(srv_hub *h, uint64_t conn, const char *text, size_t len);
/* A "ref" a reply may echo: an integer, or a string of at most HUB_REF_MAX bytes. */
int ref_valid(const json_t *ref);
void send_error(srv_hub *h, hub_conn *c, const json_t *req, const char *code,
                const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* A name's fault (text_check with TEXT_NAME) as the `bad_name` error: 1
 * when one was sent, 0 for TEXT_OK. */
int send_name_fault(srv_hub *h, hub_conn *c, const json_t *req, text_fault fault);
/* An engine's error: its name as code (or fallback_code), its message, and
 * its machine-readable "reason" when it has one (issue 11: config refusals). */
void send_engine_error(srv_hub *h, hub_conn *c, const json_t *req, const game_err *e,
                       const char *fallback_code, const char *fallback_msg);
void dispatch(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
json_t *room_json(srv_hub *h, const hub_room *r, uint64_t viewer); /* "room" message */
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
void cmd_create_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_join_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_spectate(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_leave_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_set_options(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_kick(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_add_bot(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_remove_bot(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_chat(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
/* Puts a session into a room it belongs to (its seat, or watching), leaving
 * the room it was in, and sends it what it needs to see. */
void room_enter(srv_hub *h, hub_conn *c, hub_session *s, hub_room *r, int64_t now_ms);

/* ---- bot_tokens.c (issue 13: seats for external bots) ---- */
void cmd_create_bot_token(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
/* join_room with "bot_token": takes the seat reserved for that token (the
 * caller has checked the room exists, the session is not seated in it and
 * was not kicked). Sends the error itself. */
void bot_token_join(srv_hub *h, hub_conn *c, hub_session *s, hub_room *r, const json_t *msg,
                    int64_t now_ms);
/* The first seat still waiting for its external bot, or -1. */
int room_unclaimed_seat(const hub_room *r);

/* ---- lobby_feed.c ---- */
json_t *room_public_json(srv_hub *h, const hub_room *r);  /* lobby list entry */
/* Sends watchers what changed since the last update ("rooms_delta"), if the
 * list is dirty and the coalescing period has passed (else later: see
 * lobby_deadline). One serialisation for all watchers. */
void lobby_maybe_flush(srv_hub *h, int64_t now_ms);
int64_t lobby_deadline(const srv_hub *h); /* when lobby_maybe_flush has work, or -1 */
void lobby_free(srv_hub *h);
void cmd_list_rooms(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_room_info(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

/* ---- addr.c ---- */
/* The keyed hash of a peer's address: IPv4 whole, IPv6 by its /64, the port
 * left out; never 0 (all unnamed peers count as one address). */
uint64_t addr_of_peer(const srv_hub *h, const char *peer);
/* Takes one room creation from the address's bucket: 0, or -1 when empty. */
int addr_creation_take(srv_hub *h, uint64_t addr, int64_t now_ms);

/* ---- options.c ---- */
typedef struct room_opts { /* options being changed, before they reach the room */
    char name[HUB_ROOM_NAME_MAX + 1];
    const game_ops *ops;
    json_t *config; /* owned */
    int max_players, turn_seconds, bot_delay_ms, is_private;
    char timeout[HUB_TIMEOUT_MAX];
    int autopilot_after;
    char pwhash[crypto_pwhash_STRBYTES];
    const char *password; /* set by opts_apply when a new password awaits hashing */
} room_opts;
json_t *room_options_json(const hub_room *r); /* public options, no password */
void opts_from_room(room_opts *o, const hub_room *r);
void opts_to_room(room_opts *o, hub_room *r); /* moves o->config into the room */
/* Applies the options object `in` over `o` for a room of `nseats` seats.
 * Sends the error to c and returns -1 on anything invalid; o->config stays
 * the caller's to release either way. Returns 1 when all is valid but a new
 * password must be hashed first (o->password, inside `in`): the caller
 * starts that (pw_hash_start) and changes nothing yet; 0 when o is ready. */
int opts_apply(srv_hub *h, hub_conn *c, const json_t *req, const json_t *in, room_opts *o,
               int nseats);

/* ---- passwords.c ---- */
/* Hashing (create_room, set_options) and checking (join_room, spectate) a
 * room password run on libuv's pool. The command that needs one starts it
 * and returns; when the job is done, the same message is dispatched again
 * for the same connection, every check runs again on the state as it is
 * then, and this time the result is at hand. */
typedef struct pw_job pw_job;
/* Starts hashing `password` for msg (create_room, or set_options of room
 * `room`) from c. Sends the refusal (busy, hash_rate_limited) itself. */
void pw_hash_start(srv_hub *h, hub_conn *c, const json_t *msg, const char *password,
                   uint64_t room);
/* While msg runs again: the hash made for `password`, else NULL. */
const char *pw_hash_ready(const srv_hub *h, const hub_conn *c, const char *password);
/* Starts checking `password` against `pwhash` for msg (join_room, spectate). */
void pw_verify_start(srv_hub *h, hub_conn *c, const json_t *msg, const char *password,
                     const char *pwhash);
/* While msg runs again: 1 if `password` matched `pwhash`, 0 if not; -1 when
 * no check of this password against this very hash is at hand (the owner
 * changed the password meanwhile: check again). */
int pw_verify_ready(const srv_hub *h, const hub_conn *c, const char *password,
                    const char *pwhash);
/* A slot for one Argon2id job from an address (and session, 0 for none):
 * returns the slot (>= 0), or -1 with the refusal: *code "busy" (a job of
 * this session or address is running, or HUB_HASH_JOBS_MAX are) or
 * "hash_rate_limited" (the address's bucket is empty), *why a sentence and
 * *retry_s when to try again. */
int pw_slot_take(srv_hub *h, const char *peer, uint64_t session, int64_t now_ms,
                 const char **code, const char **why, int *retry_s);
void pw_slot_release(srv_hub *h, int slot);

/* ---- games_api.c ---- */
void games_api_free(srv_hub *h);
long games_api_cache_bytes(const srv_hub *h);

/* ---- room.c ---- */
void cmd_start(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
void cmd_action(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
/* The checks every move of a seated player shares (action, undo): the game
 * runs and is not over (else the error is sent and NULL returned); a seat on
 * autopilot is the player's again, whatever comes of the move. *seat is the
 * sender's seat (-1 for none: the command table lets only seated players
 * through). */
hub_room *room_for_move(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms, int *seat);
/* Sends one session the game message of its room (its seat's view, or the
 * public one), and game_over once finished; to one connection if conn != 0. */
void room_send_game(srv_hub *h, hub_room *r, uint64_t session, uint64_t conn, int64_t now_ms);
/* Plays due moves of one room; returns the number played. */
int room_play_due(srv_hub *h, hub_room *r, int64_t now_ms, int budget);
void rooms_restore(srv_hub *h, int64_t now_ms);
/* The write-ahead of an undo (undo.c): r->scratch already holds the state
 * without the move taken back (step `undone_seq`). Stores the undo record;
 * once durable the room takes that state, keeps its deadline and announces
 * move_undone (by "undo"). 0, or -1 with `e` set and nothing changed. */
int room_write_undo(srv_hub *h, hub_room *r, int seat, int undone_seq, hub_conn *c,
                    const json_t *req, game_err *e);
/* Stored JSON of a game's room (seats with token hashes, password hash). */
json_t *room_store_json(const hub_room *r);
/* seed as decimal text: JSON numbers lose precision above 2^53 in browsers */
void seed_text(uint64_t seed, char out[24]);
/* Gives the pending decision its time from now: the bot pause for a bot's
 * seat or one on autopilot, else the room's turn time. */
void room_set_deadline(srv_hub *h, hub_room *r, int64_t now_ms);
/* Rooms whose owner took the seat from this address, not finished (lobby.c). */
int address_rooms_owned(srv_hub *h, uint64_t addr);

/* The level that plays for `seat` now (a bot's own, the autopilot's, or the
 * room's timeout level), or NULL when the engine has a fixed timeout answer
 * for that human seat, which is then in *fixed. */
const bot_level *room_move_level(const hub_room *r, int seat, game_action *fixed);
/* The level the room's option "timeout" names ("bot": the strongest). */
const bot_level *room_timeout_level(const hub_room *r);
/* A bot's choice from the pool, still current (bot_jobs.c checked): played
 * like any move the server makes. */
void room_play_chosen(srv_hub *h, hub_room *r, int seat, const game_action *a);

/* ---- bot_jobs.c ---- */
/* Who a room's bot choices count against for the pool's fair shares: its
 * owner's address, or the room alone when that is unknown. */
uint64_t bot_share_key(const hub_room *r);
/* Whether `lv` chooses on the pool (BOT_SLOW, or every level in tests). */
int bot_off_loop(const srv_hub *h, const bot_level *lv);
/* Starts `lv` choosing for `seat` of r on the pool, on a copy of the state
 * and a generator seeded from the room's; the room waits (deadline -1) until
 * the choice is back, or in the queue while HUB bot slots are all busy, or
 * asks again later when even the queue is full or memory is short. */
void bot_job_start(srv_hub *h, hub_room *r, int seat, const bot_level *lv);
/* The state of r changed, or who plays its pending seat: a choice in flight
 * or a place in the queue is void. */
void room_bot_invalidate(hub_room *r);
void bot_jobs_free(srv_hub *h);
/* hub_shutdown: the queue is emptied, no choice starts any more, and choices
 * still on the pool are dropped when they come back. */
void bot_jobs_stop(srv_hub *h);
/* The bot_params.streak of a choice for `seat` now (bot_jobs.c). */
int room_bot_streak(const hub_room *r, int seat);
/* Whether the room waits for a bot: thinking on the pool or in the queue. */
int room_bot_busy(const hub_room *r);

/* ---- game_log.c ---- */
/* One event of a log entry: its JSON (borrowed) and who may see it (enum
 * game_visibility; vis_seat with GAME_VIS_SEAT). */
typedef struct glog_event {
    const json_t *json;
    int vis, vis_seat;
} glog_event;
typedef struct game_log game_log;
/* Whether an event of this visibility goes to `seat` (-1: a spectator): the
 * one rule for live `events` and for the log. */
int game_log_visible(int vis, int vis_seat, int seat);
/* Adds an entry (the shape of an `events` message: seq, seat or -1, by,
 * events) to the room's history. Every announced step of a game goes
 * through here (room.c, announce_move), so the log is what was sent live.
 * Returns 0, or -1 out of memory (the entry is missing from the log). */
int game_log_append(srv_hub *h, hub_room *r, int seq, int seat, const char *by,
                    const glog_event *evs, int n);
/* Sends the `log` message for that session's seat (or the public one) to
 * one connection (conn != 0) or all of the session's; nothing before the
 * game exists. Send it before `game` (room_send_game). */
void game_log_send(srv_hub *h, hub_room *r, uint64_t session, uint64_t conn);
/* Forgets the history (room freed, rematch). */
void game_log_reset(hub_room *r);
long game_log_bytes(const hub_room *r);
int game_log_entries(const hub_room *r);

/* ---- autopilot.c ---- */
/* Who a move the server makes for `seat` is by: "bot", "autopilot", "timeout". */
const char *autopilot_by(const hub_room *r, int seat);
/* Whether a bot decides for the seat now (a bot seat, or one on autopilot). */
int autopilot_plays(const hub_room *r, int seat);
/* After a move of `seat` is durable: counts timeouts in a row, turns the
 * autopilot on when they reach the room's autopilot_after, counts its moves;
 * a player's own move resets the count. */
void autopilot_after_move(srv_hub *h, hub_room *r, int seat, const char *by);
/* The player of `seat` is back (an action, undo, "back", a reconnection):
 * the autopilot stops, the count starts again, and a decision of theirs now
 * pending gets the full turn time. Returns 1 if the autopilot was on. */
int autopilot_back(srv_hub *h, hub_room *r, int seat, int64_t now_ms);
void cmd_back(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

/* ---- rematch.c ---- */
void cmd_rematch(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);

/* ---- undo.c ---- */
void cmd_undo(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms);
/* A new game (its start, a restore): an empty chain. 0, or -1 out of memory. */
int room_undo_start(hub_room *r);
void room_undo_free(hub_room *r);
/* After a move is durable: `before` and r->state around move `a` of `seat`. */
void room_undo_note(hub_room *r, const void *before, int seat, const game_action *a);
/* After an undo is durable. */
void room_undo_done(hub_room *r);
/* "can_undo" of a game message for `seat` (-1: a spectator, always 0). */
int room_can_undo(const hub_room *r, int seat);

#endif
