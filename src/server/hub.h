/* hub.h — the server's heart without the network: sessions, the lobby, rooms,
 * games, turn deadlines and the JSON protocol (docs/protocol.md).
 *
 * The network layer (net.c) calls hub_connect / hub_message / hub_disconnect
 * for each connection and hub_tick when a deadline may have passed; the hub
 * answers through the io callbacks. Time is always passed in (unix
 * milliseconds: clients are sent deadlines in that clock),
 * so tests drive the hub with a fake clock. Rooms talk to games only through
 * game/game.h, so another game plugs in without changes here.
 *
 * Write-ahead: an accepted action is appended to the store before any message
 * about it is queued; if the store fails, the action is undone and rejected.
 * With a store writer attached (hub_set_writer) the append happens on the
 * writer's thread and the move is announced when the writer reports. */
#ifndef GH_SERVER_HUB_H
#define GH_SERVER_HUB_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "bots/bots.h"
#include "server/store.h"
#include "server/store_writer.h"

#define HUB_PROTOCOL_VERSION 1

typedef struct srv_hub srv_hub;

typedef struct hub_io {
    /* Queue a text message for a connection (the hub keeps no buffers). */
    void (*send)(void *ctx, uint64_t conn, const char *text, size_t len);
    /* Ask the network layer to close a connection (after queued output). */
    void (*close)(void *ctx, uint64_t conn);
    /* Runs work(arg) off the event loop (libuv's thread pool), then
     * done(arg, status) back on the loop thread (status 0, or < 0 when the
     * work was cancelled at shutdown). Returns 0, or -1 when the work could
     * not be queued (then neither runs). NULL: hub_submit runs both in line
     * (the unit tests; they may also queue and run jobs when they choose). */
    int (*submit)(void *ctx, void (*work)(void *arg), void (*done)(void *arg, int status),
                  void *arg);
    void *ctx;
} hub_io;

#define HUB_CREATE_BURST 10 /* room creations one address may make at once */
#define HUB_BOT_JOBS_MAX 64 /* the most bot choices on the pool at once (--bot-jobs) */

typedef struct hub_limits {
    size_t max_message;        /* bytes; larger messages are rejected */
    int messages_per_second;   /* per connection, token bucket (bursts of twice
                                  as many); excess → error "rate_limited" */
    int rooms_per_session;     /* rooms a session may own at once */
    int join_attempts_per_min; /* wrong passwords per session per minute */
    int max_rooms;             /* rooms on this server */
    int max_sessions;          /* sessions on this server; a new one beyond is
                                  refused with "too_many_sessions" */
    int sessions_per_address;  /* sessions made from one address (IPv6: /64) */
    int rooms_per_address;     /* rooms owned (not finished) by sessions of one
                                  address (IPv4, or an IPv6 /64); 0 = no limit */
    int room_creations_per_hour; /* per address, token bucket (bursts of
                                    HUB_CREATE_BURST); excess → "too_many_creations";
                                    0 = no limit */
    int test_positions;          /* serve --test-positions: `start` may carry a
                                    "position" (browser tests only; off by
                                    default, refused with bad_message) */
    size_t log_bytes;          /* event text a room keeps of its game's history
                                  (older entries go first; the `log` says
                                  "truncated"); 0 = HUB_LOG_BYTES_MAX */
    /* Bots (bot_jobs.c): a level flagged BOT_SLOW chooses on the thread pool,
     * at most bot_jobs choices in flight server-wide (0 = HUB_BOT_JOBS_DEFAULT,
     * at most HUB_BOT_JOBS_MAX); rooms beyond wait in a queue of at most
     * HUB_BOT_WAIT_MAX, served by owner's address (fewest choices held
     * first), in order among equals. */
    int bot_jobs;
    int bots_all_off_loop; /* 1: every level's choice goes to the pool, not
                              only BOT_SLOW ones (tests of the off-loop path) */
    bot_params bot;        /* how long levels think (zeros: their defaults;
                              tests give iterations, serve --bot-budget ms) */
} hub_limits;

void hub_limits_default(hub_limits *l);

/* Creates the hub. `store` may be NULL (nothing persisted). Unfinished games
 * in the store are rebuilt by replay and continue. */
srv_hub *hub_new(const hub_limits *limits, srv_store *store, hub_io io, int64_t now_ms);
/* The server is going down (a signal; it stops calling hub_tick): work the
 * hub sends off the loop for bots stops. Rooms waiting for a bot slot leave
 * the queue, and a bot's choice still on the pool is dropped when it comes
 * back, not played (the game resumes after the restart, from its last
 * durable move). Irreversible. Every done of hub_io.submit must still run
 * before hub_free (the server's loop runs until they have). */
void hub_shutdown(srv_hub *h);
void hub_free(srv_hub *h);

/* From now on every write goes through w (store_writer.h): the loop never
 * waits for the disk or another process's lock. The caller runs w (thread
 * or store_writer_run) and calls hub_store_completed when it has reports.
 * hub_free lets w finish and delivers its reports first; free w after. */
void hub_set_writer(srv_hub *h, store_writer *w);
/* Delivers the writer's reports (moves announced, or undone and refused);
 * an entry point like hub_message. */
void hub_store_completed(srv_hub *h, int64_t now_ms);

void hub_connect(srv_hub *h, uint64_t conn, const char *peer, int64_t now_ms);
void hub_message(srv_hub *h, uint64_t conn, const char *text, size_t len, int64_t now_ms);
void hub_disconnect(srv_hub *h, uint64_t conn, int64_t now_ms);

/* Plays what is due: for each room whose decision deadline has passed, a
 * uniformly random legal action (or the bot's choice) for the deciding seat;
 * bots also move here (after their room's bot_delay_ms). Now and then it also
 * forgets idle sessions and abandoned rooms. Returns when it next has work
 * (ms; a deadline or the next sweep), or -1 if never. */
int64_t hub_tick(srv_hub *h, int64_t now_ms);

/* When hub_tick next has work (ms), or -1. Cheap; may be early, never late.
 * After hub_message / hub_disconnect (a move can make a bot's turn due at
 * once), arm the loop's timer for this and call hub_tick when it fires. */
int64_t hub_next_deadline(const srv_hub *h);

/* Figures for /metrics and /healthz. */
#define HUB_REFUSAL_CODES 64
typedef struct hub_stats {
    long connections, sessions, rooms, games_running, games_finished;
    long actions, errors, messages_in, messages_out;
    /* action-to-view latency (µs, apply → store → all messages queued):
     * latency_count[i] counts moves in bucket i alone (not cumulative), whose
     * upper bound is hub_latency_bounds_us[i]; the last bound is +Inf. */
    long latency_count[12];
    double latency_sum_us;
    /* Every error message the hub sent, by its code (the first
     * HUB_REFUSAL_CODES distinct codes; later ones count as "other"). */
    struct hub_refusal {
        char code[32];
        long count;
    } refusals[HUB_REFUSAL_CODES];
    int nrefusals;
    /* Messages the hub built but could not serialise (too deep, not UTF-8,
     * out of memory): never sent, logged (rate-limited) and counted here. */
    long unsendable;
    /* Lobby messages serialised ("rooms" lists and "rooms_delta" updates):
     * once per update, however many connections watch. */
    long lobby_updates;
    /* The games API over HTTP (games_api.c): bodies built on the pool,
     * answers sent from the cache, and the cache's size in bytes. */
    long api_built, api_cache_hits, api_cache_bytes;
    /* The store writer (0 without one): writes reported, of which failed,
     * transactions committed (writes / commits: the group commit's gain),
     * attempts that found another process's lock, writes waiting now. */
    long store_writes, store_failed, store_commits, store_busy_retries, store_queued;
    /* Bots off the loop (bot_jobs.c): choices on the pool now, rooms waiting
     * for a slot now, choices applied, and choices dropped because the game
     * had moved on (undo, the player back, the room gone) or failed. */
    long bot_jobs_running, bot_jobs_waiting, bot_jobs_applied, bot_jobs_dropped;
} hub_stats;
extern const double hub_latency_bounds_us[12];
void hub_get_stats(const srv_hub *h, hub_stats *out);

/* JSON of a stored game (replay.h: game_log_json), read from the store on
 * the caller's thread, whoever asks: for tests and tools. The server's HTTP
 * API goes through hub_games_get. NULL if there is no such game. */
json_t *hub_game_log(srv_hub *h, int64_t game_id);

/* ---- the games API over HTTP (games_api.c) ---- */

/* An immutable, reference-counted body: a cached replay is sent to many
 * clients without a copy each. References are taken and dropped on the loop
 * thread only. */
typedef struct hub_blob {
    long refs;
    size_t len;
    char data[]; /* len bytes, then a NUL */
} hub_blob;
hub_blob *hub_blob_new(const char *data, size_t len); /* refs = 1; NULL if out of memory */
hub_blob *hub_blob_ref(hub_blob *b);
void hub_blob_unref(hub_blob *b);

typedef struct hub_http_answer {
    int status;        /* HTTP status: 200, 400, 403, 404, 429, 500, 503 */
    hub_blob *body;    /* JSON; the receiver owns this reference */
    int retry_after_s; /* > 0 with 429 and 503: when to try again */
} hub_http_answer;

struct http_route;
/* Answers GET /api/games, /api/games/ID and /api/games/ID/replay (route
 * from http_route_parse) for a client at `peer` with the Authorization
 * header `authorization` (NULL if none): reply(ctx, answer) is called
 * exactly once on the loop thread, before this returns (from the cache, or
 * a refusal) or later, when the work done on libuv's pool is back. The
 * caller must keep ctx valid until then, even if its client has gone. */
void hub_games_get(srv_hub *h, const struct http_route *route, const char *peer,
                   const char *authorization,
                   void (*reply)(void *ctx, hub_http_answer *answer), void *ctx,
                   int64_t now_ms);

#endif
