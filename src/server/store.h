/* store.h — persistence of rooms and games in SQLite (embedded, one file).
 *
 * Event-sourced: a game is stored as (game name, config JSON, seed, seats) and
 * its ordered action log; its state is rebuilt by replaying the actions. An
 * action is appended (and committed) before its events are sent, so a crash
 * never loses an acknowledged move. Finished games stay for replay.
 *
 * All functions return 0 on success and -1 on failure (with a message in
 * store_last_error). One srv_store (one SQLite connection) is used by one
 * thread at a time; the server opens two on the same file: the loop's, for
 * reading, and the writer thread's (store_writer.h), which does every write
 * in batches. Other processes (e.g. `guildhall replay`, `guildhall backup`)
 * may read the same file meanwhile. */
#ifndef GH_SERVER_STORE_H
#define GH_SERVER_STORE_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

/* The schema this program writes (PRAGMA user_version). A database with a
 * newer version is refused rather than misread. */
#define STORE_SCHEMA_VERSION 2

typedef struct srv_store srv_store;

/* Opens (creating if needed, with parent directories) the database at path;
 * ":memory:" gives a private in-memory store for tests. Applies the schema
 * and sets WAL mode with synchronous=FULL. Returns NULL on failure; then
 * store_last_error(NULL) says why. */
srv_store *store_open(const char *path);
void store_close(srv_store *st);

/* How hard each commit pushes to the disk. STORE_SYNC_FULL (the default of
 * store_open) fsyncs the WAL on every commit: an action survives a power cut.
 * STORE_SYNC_NORMAL writes the WAL without fsync (SQLite fsyncs at
 * checkpoints): an appended action is in the operating system's hands when
 * the call returns, so it survives a crash or kill -9 of the server, but not
 * a power cut or kernel crash. */
enum store_sync { STORE_SYNC_NORMAL = 1, STORE_SYNC_FULL = 2 };
int store_set_sync(srv_store *st, enum store_sync mode);
/* Checkpoints on another connection (the server no longer needs this: its
 * writes, and their checkpoints, run on the writer thread; see
 * store_set_wal_limits). In WAL mode SQLite copies the log back
 * into the database file ("checkpoint") inside whichever commit crosses
 * 1000 log pages, and a checkpoint fsyncs (even with STORE_SYNC_NORMAL):
 * on a busy disk that one commit can take seconds, and the single-threaded
 * server waits with it. store_checkpointer_open turns that off for st and
 * opens a second connection to the same file; store_checkpoint runs a
 * PASSIVE checkpoint on it (it never blocks st's writes) and is the only
 * call that may run on another thread, one call at a time. Close the
 * checkpointer (on the loop thread, no checkpoint running) before st; that
 * gives st back its automatic checkpoints. NULL (st keeps checkpointing
 * itself) for ":memory:", a SQLite built without threads, or an error. */
typedef struct store_checkpointer store_checkpointer;
store_checkpointer *store_checkpointer_open(srv_store *st);
/* Returns 0, or -1 with the message in *err (a static buffer of cp).
 * *log_pages and *done_pages: the log's size and how much of it is now in
 * the database file (both -1 if unknown). */
int store_checkpoint(store_checkpointer *cp, int *log_pages, int *done_pages, const char **err);
void store_checkpointer_close(store_checkpointer *cp);
/* Pages in st's log after its last commit (while a checkpointer is open;
 * else 0): checkpoint only once the log is large. The commit that first
 * writes to a log whose every page was copied back starts it over from the
 * beginning and fsyncs its header, on the loop thread: a checkpoint per
 * second meant a loop-thread fsync per second. */
int store_wal_pages(const srv_store *st);

/* The message of the last failure on st; with st == NULL, of the last failed
 * store_open. Never NULL ("" when nothing failed). */
const char *store_last_error(const srv_store *st);

/* Proves that the database takes writes: commits a real change to its first
 * page (the schema version, rewritten with the same value), so a read-only
 * file, a directory where the log cannot be created, or a disk that refuses
 * the log are found now rather than at the first move. 0, or -1 with the
 * message set (it names "read-only" when SQLite says so). */
int store_write_probe(srv_store *st);

/* How long one statement waits for another process's lock before SQLite
 * gives up with "database is locked" (store_open: 5000 ms). */
void store_set_busy_timeout(srv_store *st, int ms);

/* The log's size policy of the connection that does the writing (the
 * server's writer thread, so the loop never waits for it): SQLite's own
 * PASSIVE checkpoint inside the commit that takes the log past `pages` pages
 * (complete, as nothing else writes meanwhile, so the next commit starts the
 * log over), and the log file cut back to `keep_bytes` when it starts over
 * (PRAGMA journal_size_limit). */
int store_set_wal_limits(srv_store *st, int pages, long long keep_bytes);
/* Copies the whole log back and empties its file (a TRUNCATE checkpoint,
 * on st's connection: for a writer with nothing to write), giving its disk
 * space back. 0 emptied; 1 when a reader or another process was in the way
 * (waited for up to st's busy timeout): the log stays until the next try;
 * -1 on an error. */
int store_wal_truncate(srv_store *st);

/* Caps the database file at `pages` pages (PRAGMA max_page_count): a write
 * past it fails as on a full disk. Tests use it to simulate one. */
int store_limit_pages(srv_store *st, long long pages);

/* ---- batches of writes (group commit; see store_writer.h) ----
 *
 * A store_write carries one write with its JSON already encoded as text, so
 * it can be built on one thread and written on another. store_write_batch
 * writes several in one transaction: each in its own savepoint, so one that
 * is refused (an action out of order) fails alone, and one commit (one WAL
 * write, one fsync with STORE_SYNC_FULL) for all of them. */
enum store_write_kind {
    STORE_W_GAME,   /* store_game_create; game_id is set on success */
    STORE_W_ACTION, /* store_action_append, and the finish when outcome is set */
    STORE_W_FINISH, /* store_game_finish */
};

typedef struct store_write {
    enum store_write_kind kind;
    int64_t game_id;
    char game[32];                           /* GAME */
    uint64_t seed;                           /* GAME */
    char seed_salt_hex[65], seed_hash_hex[65]; /* GAME */
    char *config, *room;                     /* GAME: JSON text, owned */
    int seq, seat;                           /* ACTION */
    char by[16];                             /* ACTION: who chose it; "" unknown */
    char *action;                            /* ACTION: JSON text, owned */
    char *outcome;                           /* FINISH, or ACTION's finish: owned */
    /* Set by store_write_batch. */
    int status;                              /* 0 written, -1 not */
    char err[512];
} store_write;

/* Constructors: encode the JSON now (on the caller's thread). NULL when a
 * value cannot be encoded or memory runs out. */
store_write *store_write_game(const char *game, const json_t *config, uint64_t seed,
                              const char *seed_salt_hex, const char *seed_hash_hex,
                              const json_t *room);
/* `by`: who chose the action ("player", "bot", "timeout", "autopilot",
 * "undo"; NULL: unknown), read back as the row's "by". */
store_write *store_write_action(int64_t game_id, int seq, int seat, const json_t *action,
                                const char *by, const json_t *outcome_or_null);
store_write *store_write_finish(int64_t game_id, const json_t *outcome);
void store_write_free(store_write *w);

/* Writes ws[0..n-1] in order in one transaction (BEGIN IMMEDIATE ...
 * COMMIT). Returns 0 when the transaction committed: then each write's
 * status says whether it is in. Returns -1 when nothing was written (the
 * lock could not be had, the commit failed, the disk is full...): every
 * status is -1 with the reason, and store_busy(st) tells whether another
 * connection's lock was the reason (worth retrying). */
int store_write_batch(srv_store *st, store_write *const *ws, int n);
/* Whether the last failure on st was SQLITE_BUSY (another connection holds
 * the write lock). */
int store_busy(const srv_store *st);

/* A consistent copy of the database at src_path into dst_path (which must
 * not exist), through SQLite's online backup API in one step: one read
 * transaction, so the copy is one moment of the database while a server
 * goes on writing (in WAL mode a reader never blocks the writer). Waits up
 * to busy_ms for a lock when the source is being recovered. Writes to
 * dst_path ".tmp" and renames, so dst_path is never a partial copy. Fills
 * *pages (copied pages, when not NULL). 0, or -1 with the message in err. */
int store_backup(const char *src_path, const char *dst_path, int busy_ms, long long *pages,
                 char *err, size_t errlen);

/* A new game: returns its id (> 0) in *game_id. `game` is the engine name
 * (shorter than 32 bytes); `config` the engine configuration (NULL is stored
 * as {}); `room` is a free-form JSON object describing the room (name,
 * options, seat names/bots) kept for restarts and listings (NULL → {});
 * `seed_salt_hex` / `seed_hash_hex` the commitment's salt and the published
 * hash (hex, at most 64 digits each; NULL is stored as ""). */
int store_game_create(srv_store *st, const char *game, const json_t *config, uint64_t seed,
                      const char *seed_salt_hex, const char *seed_hash_hex, const json_t *room,
                      int64_t *game_id);

/* Replaces the room JSON of a game (seats changed, players renamed, …). */
int store_game_update_room(srv_store *st, int64_t game_id, const json_t *room);

/* Appends action number `seq` (0-based, strictly sequential) of `seat` (>= 0),
 * with no "by" (the server writes through store_write_action). Fails unless seq is exactly the next number and the game exists and is not
 * finished. The write is durable (fsynced) when this returns 0. */
int store_action_append(srv_store *st, int64_t game_id, int seq, int seat, const json_t *action);

/* Marks a game finished with its outcome JSON. Fails if the game does not
 * exist or is already finished. */
int store_game_finish(srv_store *st, int64_t game_id, const json_t *outcome);

/* One stored game: everything needed to rebuild or replay it. */
typedef struct store_game {
    int64_t id;
    char game[32];
    json_t *config;  /* owned by the record */
    uint64_t seed;
    char seed_salt_hex[65];
    char seed_hash_hex[65];
    json_t *room;    /* owned */
    json_t *actions; /* owned: array of {"seq","seat","action","created_ms","by"} in
                        order; "by" is absent when unknown (rows from before
                        schema version 2, or store_action_append) */
    json_t *outcome; /* owned, NULL while unfinished */
    int finished;
    int64_t created_ms;  /* unix ms */
    int64_t finished_ms; /* unix ms, 0 while unfinished */
} store_game;

/* Frees the JSON the record owns and zeroes it (not the record itself); safe
 * on a zeroed record and twice in a row. */
void store_game_free(store_game *g);

/* Loads one game by id; returns -1 if it does not exist. `out` is always
 * initialised, so store_game_free(out) is safe after a failure too. */
int store_game_load(srv_store *st, int64_t game_id, store_game *out);

/* Calls fn for every unfinished game, in id order. The record is freed
 * after fn returns. fn may call other store functions (even finish the game
 * it is given): the ids are collected before the first call. */
int store_unfinished_each(srv_store *st, void (*fn)(void *ctx, const store_game *g), void *ctx);

/* Calls fn for the `limit` most recent finished games, newest (highest id)
 * first, without their actions (g->actions is NULL). fn must not use the
 * store. Returns -1 if a row could not be read (the others are delivered). */
int store_recent_finished(srv_store *st, int limit, void (*fn)(void *ctx, const store_game *g),
                          void *ctx);

/* Read-only connections for other threads (the HTTP API builds replays on
 * libuv's pool). A reader is its own SQLite connection to the file, opened
 * read-only; it shares nothing with the store, so one thread may use it
 * while the loop thread writes through the store (WAL: readers never block
 * the writer). One thread at a time per reader. */
typedef struct store_reader store_reader;
/* The database file of st, or NULL for ":memory:" (no second connection can
 * see an in-memory database). Valid while st is open. */
const char *store_file_path(const srv_store *st);
/* Opens a reader on the file at path; NULL with the reason in err. */
store_reader *store_reader_open(const char *path, char *err, size_t errlen);
void store_reader_close(store_reader *rd);
/* As store_game_load, from one read transaction (a consistent snapshot). */
int store_reader_game_load(store_reader *rd, int64_t game_id, store_game *out);
/* As store_recent_finished. */
int store_reader_recent_finished(store_reader *rd, int limit,
                                 void (*fn)(void *ctx, const store_game *g), void *ctx);
/* The message of the reader's last failure. */
const char *store_reader_error(const store_reader *rd);

/* The seed commitment published when a game starts:
 * hex(SHA-256(decimal(seed) ":" salt_hex)), lowercase, NUL-terminated.
 * salt_hex NULL counts as "". Shared by the hub and `guildhall replay --verify`. */
void store_seed_commitment(uint64_t seed, const char *salt_hex, char out_hex[65]);

#endif
