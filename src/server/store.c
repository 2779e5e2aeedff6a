/* store.c — the SQLite store behind store.h: the schema and its version, the
 * durability settings, every SQL statement the server runs (prepared once,
 * kept on the store) and the JSON encoding of the JSON columns. It also owns
 * the seed commitment hash, so the hub that publishes it and `guildhall
 * replay --verify` that checks it cannot drift apart.
 *
 * Durability: WAL with synchronous=FULL (the default) fsyncs the log on every
 * commit, so an action is on disk when store_action_append returns;
 * store_set_sync(STORE_SYNC_NORMAL) skips that fsync: still safe against a
 * crash or kill -9 of the server (the WAL write is in the kernel), not
 * against a power cut. Each public call is its own transaction, except
 * store_write_batch, which writes many in one (the store writer's group
 * commit; each write in a savepoint of its own so it can fail alone). The
 * log's checkpoints can move to another connection (store_checkpointer),
 * or run in the writing connection's commits on its own thread
 * (store_set_wal_limits: what the server does). store_backup copies a
 * database through SQLite's online backup API.
 *
 * Schema (user_version 2):
 *   games(id, game, config JSON, seed decimal text, seed_salt, seed_hash,
 *         room JSON, outcome JSON or NULL, finished, created_ms, finished_ms)
 *   actions(game_id, seq, seat, action JSON, created_ms, chosen_by), key
 *         (game_id, seq); chosen_by (version 2) says who chose the move
 *         ("player", "bot", "timeout", "autopilot", "undo"), NULL in rows
 *         written before it existed
 * The seed is text because SQLite integers are signed 64-bit and a uint64
 * seed would not round-trip. JSON is stored compact, keys in insertion order. */
#include "server/store.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <sodium.h>
#include <sqlite3.h>

/* Another process (a replay, a backup) may hold the write lock briefly. */
#define STORE_BUSY_TIMEOUT_MS 5000

/* The prepared statements kept on the store, by index. */
enum {
    S_BEGIN, S_COMMIT, S_ROLLBACK, S_INSERT_GAME, S_UPDATE_ROOM, S_GAME_STATUS,
    S_INSERT_ACTION, S_FINISH, S_LOAD_GAME, S_LOAD_ACTIONS, S_UNFINISHED, S_RECENT,
    S_SAVEPOINT, S_RELEASE, S_ROLLBACK_TO, S_COUNT
};

static const char *const statement_sql[S_COUNT] = {
    [S_BEGIN] = "BEGIN IMMEDIATE",
    [S_COMMIT] = "COMMIT",
    [S_ROLLBACK] = "ROLLBACK",
    [S_INSERT_GAME] = "INSERT INTO games(game, config, seed, seed_salt, seed_hash, room, "
                      "outcome, finished, created_ms) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, ?)",
    [S_UPDATE_ROOM] = "UPDATE games SET room = ? WHERE id = ?",
    [S_GAME_STATUS] = "SELECT finished, (SELECT MAX(seq) FROM actions WHERE game_id = ?1) "
                      "FROM games WHERE id = ?1",
    [S_INSERT_ACTION] = "INSERT INTO actions(game_id, seq, seat, action, created_ms, chosen_by) "
                        "VALUES (?, ?, ?, ?, ?, ?)",
    [S_FINISH] = "UPDATE games SET outcome = ?, finished = 1, finished_ms = ? "
                 "WHERE id = ? AND finished = 0",
    [S_LOAD_GAME] = "SELECT game, config, seed, seed_salt, seed_hash, room, outcome, finished, "
                    "created_ms, finished_ms FROM games WHERE id = ?",
    [S_LOAD_ACTIONS] = "SELECT seq, seat, action, created_ms, chosen_by FROM actions "
                       "WHERE game_id = ? ORDER BY seq",
    [S_UNFINISHED] = "SELECT id FROM games WHERE finished = 0 ORDER BY id",
    /* Newest first by id (the rowid: read backwards, it stops at the limit
     * without an index), the columns of S_LOAD_GAME plus the id. */
    [S_RECENT] = "SELECT game, config, seed, seed_salt, seed_hash, room, outcome, finished, "
                 "created_ms, finished_ms, id FROM games WHERE finished = 1 "
                 "ORDER BY id DESC LIMIT ?",
    /* One write of a batch (store_write_batch). */
    [S_SAVEPOINT] = "SAVEPOINT w",
    [S_RELEASE] = "RELEASE w",
    [S_ROLLBACK_TO] = "ROLLBACK TO w",
};

/* Version 1. A later version appends its own migration step and bumps
 * STORE_SCHEMA_VERSION; existing steps never change. */
static const char schema_v1[] =
    "CREATE TABLE games ("
    "  id INTEGER PRIMARY KEY,"
    "  game TEXT NOT NULL,"
    "  config TEXT NOT NULL,"
    "  seed TEXT NOT NULL,"
    "  seed_salt TEXT NOT NULL,"
    "  seed_hash TEXT NOT NULL,"
    "  room TEXT NOT NULL,"
    "  outcome TEXT NULL,"
    "  finished INT NOT NULL DEFAULT 0,"
    "  created_ms INT NOT NULL,"
    "  finished_ms INT NULL);"
    /* Restarts list unfinished games; keep that cheap once most are finished. */
    "CREATE INDEX games_unfinished ON games(id) WHERE finished = 0;"
    "CREATE TABLE actions ("
    "  game_id INTEGER NOT NULL REFERENCES games(id),"
    "  seq INT NOT NULL CHECK (seq >= 0),"
    "  seat INT NOT NULL,"
    "  action TEXT NOT NULL,"
    "  created_ms INT NOT NULL,"
    "  PRIMARY KEY (game_id, seq)) WITHOUT ROWID;"
    "PRAGMA user_version = 1;";

/* Version 2: who chose each move (the log after a restart says "timeout" or
 * "autopilot" instead of "player"). Older rows keep NULL: unknown. */
static const char schema_v2[] =
    "ALTER TABLE actions ADD COLUMN chosen_by TEXT NULL;"
    "PRAGMA user_version = 2;";

struct srv_store {
    sqlite3 *db;
    sqlite3_stmt *stmt[S_COUNT];
    enum store_sync sync;
    int wal_pages; /* the log's size after the last commit (wal_hook) */
    int busy;      /* the last failure was SQLITE_BUSY: another connection's lock */
    char err[512];
};

struct store_checkpointer {
    srv_store *st;   /* whose automatic checkpoints are off while this lives */
    sqlite3 *db;     /* its own connection: used only by store_checkpoint */
    char err[512];
};

/* store_open has no store to hold its message when it fails. */
static char open_error[1024];

/* ---- errors and small helpers ---- */

__attribute__((format(printf, 2, 3))) static void set_err(srv_store *st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->err, sizeof st->err, fmt, ap);
    va_end(ap);
}

/* "what: <SQLite's message>" */
static int sql_fail(srv_store *st, const char *what)
{
    st->busy = (sqlite3_extended_errcode(st->db) & 0xff) == SQLITE_BUSY;
    set_err(st, "%s: %s", what, sqlite3_errmsg(st->db));
    return -1;
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Returns a statement to its pristine state so the next user starts clean
 * and no bound text outlives the call. */
static void stmt_done(sqlite3_stmt *s)
{
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
}

/* Runs a statement without parameters or rows (BEGIN, COMMIT). */
static int run(srv_store *st, int which, const char *what)
{
    int rc = sqlite3_step(st->stmt[which]);
    stmt_done(st->stmt[which]);
    if (rc == SQLITE_DONE)
        return 0;
    sql_fail(st, what);
    st->busy = (rc & 0xff) == SQLITE_BUSY; /* the step's own code, whatever reset left */
    return -1;
}

/* Keeps the message already set: it says why we are rolling back. SQLite may
 * have rolled back by itself already (I/O error, disk full). */
static void rollback(srv_store *st)
{
    if (sqlite3_get_autocommit(st->db))
        return;
    sqlite3_step(st->stmt[S_ROLLBACK]);
    stmt_done(st->stmt[S_ROLLBACK]);
}

/* Compact JSON text for a column; NULL (with the error set) if it cannot be
 * encoded. A NULL value is stored as `fallback`. Caller frees. */
static char *encode_json(srv_store *st, const json_t *j, const char *fallback, const char *what)
{
    char *s = j ? json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY) : strdup(fallback);
    if (!s)
        set_err(st, "%s: cannot encode the JSON value", what);
    return s;
}

static json_t *decode_json(srv_store *st, int64_t id, const char *col, const unsigned char *text)
{
    json_error_t jerr;
    json_t *j = json_loads(text ? (const char *)text : "", JSON_DECODE_ANY, &jerr);
    if (!j)
        set_err(st, "game %" PRId64 ": the stored %s is not valid JSON: %s", id, col, jerr.text);
    return j;
}

static int is_hex(const char *s, size_t max)
{
    return strlen(s) <= max && s[strspn(s, "0123456789abcdefABCDEF")] == '\0';
}

/* Copies a column into a fixed buffer; refuses text that does not fit rather
 * than truncate an identifier. */
static int copy_text(srv_store *st, int64_t id, const char *col, const unsigned char *text,
                     char *dst, size_t size)
{
    const char *s = text ? (const char *)text : "";
    if (strlen(s) >= size) {
        set_err(st, "game %" PRId64 ": the stored %s is too long (%zu bytes, at most %zu)", id,
                col, strlen(s), size - 1);
        return -1;
    }
    memcpy(dst, s, strlen(s) + 1);
    return 0;
}

/* ---- opening ---- */

/* mkdir -p of everything before the last '/' of path. */
static int make_parents(const char *path, char *err, size_t errlen)
{
    err[0] = '\0';
    char *p = strdup(path);
    if (!p) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (char *c = p + 1; *c; c++) {
        if (*c != '/')
            continue;
        if (c[-1] == '/') /* "a//b": the directory was handled at the first slash */
            continue;
        *c = '\0';
        struct stat sb;
        /* umask decides the final mode, as with mkdir -p. */
        if (mkdir(p, 0777) < 0 && errno != EEXIST) {
            snprintf(err, errlen, "cannot create directory %s: %s", p, strerror(errno));
            break;
        }
        if (stat(p, &sb) < 0 || !S_ISDIR(sb.st_mode)) {
            snprintf(err, errlen, "%s exists and is not a directory", p);
            break;
        }
        *c = '/';
    }
    int res = *err ? -1 : 0;
    free(p);
    return res;
}

static int exec_sql(srv_store *st, const char *sql, const char *what)
{
    char *msg = NULL;
    if (sqlite3_exec(st->db, sql, NULL, NULL, &msg) == SQLITE_OK)
        return 0;
    set_err(st, "%s: %s", what, msg ? msg : sqlite3_errmsg(st->db));
    sqlite3_free(msg);
    return -1;
}

/* Runs a one-row PRAGMA and returns its first column as an integer, or the
 * text in buf when buf is given. */
static int pragma_value(srv_store *st, const char *sql, long long *num, char *buf, size_t len)
{
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(st->db, sql, -1, &s, NULL) != SQLITE_OK)
        return sql_fail(st, sql);
    int rc = sqlite3_step(s);
    if (rc != SQLITE_ROW) {
        sql_fail(st, sql);
        sqlite3_finalize(s);
        return -1;
    }
    if (num)
        *num = sqlite3_column_int64(s, 0);
    if (buf) {
        const unsigned char *t = sqlite3_column_text(s, 0);
        snprintf(buf, len, "%s", t ? (const char *)t : "");
    }
    sqlite3_finalize(s);
    return 0;
}

static int apply_schema(srv_store *st)
{
    long long v;
    if (pragma_value(st, "PRAGMA user_version", &v, NULL, 0) < 0)
        return -1;
    if (v == STORE_SCHEMA_VERSION)
        return 0; /* the usual case: no write, so readers never wait for a lock */
    if (v > STORE_SCHEMA_VERSION) {
        set_err(st, "the database has schema version %lld, newer than this program's (%d)", v,
                STORE_SCHEMA_VERSION);
        return -1;
    }
    if (exec_sql(st, "BEGIN IMMEDIATE", "cannot lock the database to create the schema") < 0)
        return -1;
    /* Another process may have created it while we waited for the lock. */
    if (pragma_value(st, "PRAGMA user_version", &v, NULL, 0) < 0)
        goto fail;
    if (v == 0 && exec_sql(st, schema_v1, "cannot create the schema") < 0)
        goto fail;
    /* Each step in order from where the file is: an old database passes
     * through every later one. */
    if (v < 2 && exec_sql(st, schema_v2, "cannot upgrade the schema to version 2") < 0)
        goto fail;
    return exec_sql(st, "COMMIT", "cannot commit the schema");
fail:
    exec_sql(st, "ROLLBACK", "rollback");
    return -1;
}

static int configure(srv_store *st, int in_memory)
{
    char mode[32];
    sqlite3_extended_result_codes(st->db, 1);
    sqlite3_busy_timeout(st->db, STORE_BUSY_TIMEOUT_MS);
    if (pragma_value(st, "PRAGMA journal_mode = WAL", NULL, mode, sizeof mode) < 0)
        return -1;
    /* An in-memory database has no log; a file must really be in WAL, or a
     * crash could lose an acknowledged action. */
    if (!in_memory && strcmp(mode, "wal") != 0) {
        set_err(st, "cannot switch to WAL mode (journal_mode is '%s')", mode);
        return -1;
    }
    if (exec_sql(st, "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON", "pragmas") < 0)
        return -1;
    st->sync = STORE_SYNC_FULL;
    if (apply_schema(st) < 0)
        return -1;
    for (int i = 0; i < S_COUNT; i++)
        if (sqlite3_prepare_v3(st->db, statement_sql[i], -1, SQLITE_PREPARE_PERSISTENT,
                               &st->stmt[i], NULL) != SQLITE_OK)
            return sql_fail(st, statement_sql[i]);
    return 0;
}

srv_store *store_open(const char *path)
{
    open_error[0] = '\0';
    if (!path || !*path) {
        snprintf(open_error, sizeof open_error, "store_open: no database path given");
        return NULL;
    }
    int in_memory = strcmp(path, ":memory:") == 0;
    char err[400];
    if (!in_memory && make_parents(path, err, sizeof err) < 0) {
        snprintf(open_error, sizeof open_error, "store_open(%.400s): %s", path, err);
        return NULL;
    }
    srv_store *st = calloc(1, sizeof *st);
    if (!st) {
        snprintf(open_error, sizeof open_error, "store_open(%.400s): out of memory", path);
        return NULL;
    }
    int rc = sqlite3_open_v2(path, &st->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (rc != SQLITE_OK)
        set_err(st, "%s", st->db ? sqlite3_errmsg(st->db) : sqlite3_errstr(rc));
    if (rc != SQLITE_OK || configure(st, in_memory) < 0) {
        int code = st->db ? sqlite3_extended_errcode(st->db) & 0xff : rc;
        snprintf(open_error, sizeof open_error, "store_open(%.400s): %.500s%s", path, st->err,
                 code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM
                     ? " (is the file or its directory read-only?)" : "");
        store_close(st);
        return NULL;
    }
    return st;
}

void store_close(srv_store *st)
{
    if (!st)
        return;
    for (int i = 0; i < S_COUNT; i++)
        sqlite3_finalize(st->stmt[i]);
    /* Closing the last connection checkpoints the WAL into the main file. */
    sqlite3_close_v2(st->db);
    free(st);
}

int store_set_sync(srv_store *st, enum store_sync mode)
{
    if (exec_sql(st, mode == STORE_SYNC_FULL ? "PRAGMA synchronous = FULL"
                                             : "PRAGMA synchronous = NORMAL",
                 "synchronous") < 0)
        return -1;
    st->sync = mode;
    return 0;
}

/* ---- checkpoints on another thread ---- */

/* Called by SQLite after each commit, on the committing (loop) thread. It
 * replaces the automatic checkpoints' own hook, which is what we want. */
static int wal_hook(void *arg, sqlite3 *db, const char *name, int pages)
{
    (void)db;
    (void)name;
    ((srv_store *)arg)->wal_pages = pages;
    return SQLITE_OK;
}

int store_wal_pages(const srv_store *st)
{
    return st->wal_pages;
}

store_checkpointer *store_checkpointer_open(srv_store *st)
{
    const char *path = sqlite3_db_filename(st->db, "main");
    if (!path || !*path || !sqlite3_threadsafe())
        return NULL; /* in memory (no log), or one thread only */
    store_checkpointer *cp = calloc(1, sizeof *cp);
    if (!cp)
        return NULL;
    cp->st = st;
    /* NOMUTEX: the connection is only ever used by one thread at a time. */
    int rc = sqlite3_open_v2(path, &cp->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL);
    /* The checkpoint's fsyncs follow the same durability setting. */
    const char *sync = st->sync == STORE_SYNC_NORMAL ? "PRAGMA synchronous = NORMAL"
                                                     : "PRAGMA synchronous = FULL";
    if (rc != SQLITE_OK || sqlite3_exec(cp->db, sync, NULL, NULL, NULL) != SQLITE_OK ||
        exec_sql(st, "PRAGMA wal_autocheckpoint = 0", "wal_autocheckpoint") < 0) {
        set_err(st, "checkpointer: %s", cp->db ? sqlite3_errmsg(cp->db) : sqlite3_errstr(rc));
        sqlite3_close_v2(cp->db);
        free(cp);
        return NULL;
    }
    sqlite3_wal_hook(st->db, wal_hook, st);
    return cp;
}

int store_checkpoint(store_checkpointer *cp, int *log_pages, int *done_pages, const char **err)
{
    int log = -1, done = -1;
    /* PASSIVE takes no write lock and waits for nobody: the loop's commits
     * go on while it copies. The log restarts from its beginning at the next
     * commit after a checkpoint that copied all of it, so it stays small. */
    int rc = sqlite3_wal_checkpoint_v2(cp->db, NULL, SQLITE_CHECKPOINT_PASSIVE, &log, &done);
    if (log_pages)
        *log_pages = log;
    if (done_pages)
        *done_pages = done;
    if (rc == SQLITE_OK || rc == SQLITE_BUSY) /* BUSY: another checkpoint ran */
        return 0;
    snprintf(cp->err, sizeof cp->err, "checkpoint: %s", sqlite3_errmsg(cp->db));
    if (err)
        *err = cp->err;
    return -1;
}

void store_checkpointer_close(store_checkpointer *cp)
{
    if (!cp)
        return;
    sqlite3_close_v2(cp->db);
    /* SQLite's default again (its hook replaces ours): st checkpoints
     * itself from now on. */
    exec_sql(cp->st, "PRAGMA wal_autocheckpoint = 1000", "wal_autocheckpoint");
    cp->st->wal_pages = 0;
    free(cp);
}

const char *store_last_error(const srv_store *st)
{
    return st ? st->err : open_error;
}

/* ---- writing ---- */

/* The three writes, each without transaction control: the public calls
 * below wrap one in its own transaction, store_write_batch many in one.
 * JSON arrives as text (encoded by the caller, possibly on another thread). */

static int put_game(srv_store *st, const char *game, const char *cfg, uint64_t seed,
                    const char *salt, const char *hash, const char *rm, int64_t *game_id)
{
    if (!game || !*game || strlen(game) >= sizeof((store_game *)0)->game) {
        set_err(st, "store_game_create: the game name must have 1 to 31 bytes");
        return -1;
    }
    if (!is_hex(salt, 64) || !is_hex(hash, 64)) {
        set_err(st, "store_game_create: the seed salt and hash must be hex, at most 64 digits");
        return -1;
    }
    char seed_txt[24];
    snprintf(seed_txt, sizeof seed_txt, "%" PRIu64, seed);
    sqlite3_stmt *s = st->stmt[S_INSERT_GAME];
    sqlite3_bind_text(s, 1, game, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 2, cfg, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 3, seed_txt, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 4, salt, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 5, hash, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 6, rm, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s, 7, now_ms());
    int res = 0;
    if (sqlite3_step(s) == SQLITE_DONE) {
        if (game_id)
            *game_id = sqlite3_last_insert_rowid(st->db);
    } else {
        res = sql_fail(st, "store_game_create");
    }
    stmt_done(s);
    return res;
}

/* Reads whether a game exists, is finished, and its next action number.
 * Returns 0, or -1 with the error set (including "no such game"). */
static int game_status(srv_store *st, const char *what, int64_t game_id, int *finished,
                       int64_t *next_seq)
{
    sqlite3_stmt *s = st->stmt[S_GAME_STATUS];
    sqlite3_bind_int64(s, 1, game_id);
    int rc = sqlite3_step(s), res = 0;
    if (rc == SQLITE_ROW) {
        *finished = sqlite3_column_int(s, 0);
        *next_seq = sqlite3_column_type(s, 1) == SQLITE_NULL ? 0 : sqlite3_column_int64(s, 1) + 1;
    } else if (rc == SQLITE_DONE) {
        set_err(st, "%s: no game %" PRId64, what, game_id);
        res = -1;
    } else {
        res = sql_fail(st, what);
    }
    stmt_done(s);
    return res;
}

/* Inside a write transaction, so the seq check and the insert see the same
 * log even if another process writes the file. */
static int put_action(srv_store *st, int64_t game_id, int seq, int seat, const char *act,
                      const char *by)
{
    static const char what[] = "store_action_append";
    int finished;
    int64_t next;
    if (seat < 0) {
        set_err(st, "%s: game %" PRId64 " action %d: the seat must be >= 0", what, game_id, seq);
        return -1;
    }
    if (game_status(st, what, game_id, &finished, &next) < 0)
        return -1;
    if (finished) {
        set_err(st, "%s: game %" PRId64 " is finished; action %d refused", what, game_id, seq);
        return -1;
    }
    if (seq != next) {
        set_err(st, "%s: game %" PRId64 ": action number %d is out of order (the next is %" PRId64
                ")", what, game_id, seq, next);
        return -1;
    }
    sqlite3_stmt *s = st->stmt[S_INSERT_ACTION];
    sqlite3_bind_int64(s, 1, game_id);
    sqlite3_bind_int(s, 2, seq);
    sqlite3_bind_int(s, 3, seat);
    sqlite3_bind_text(s, 4, act, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s, 5, now_ms());
    if (by && *by)
        sqlite3_bind_text(s, 6, by, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(s, 6);
    int rc = sqlite3_step(s);
    stmt_done(s);
    return rc == SQLITE_DONE ? 0 : sql_fail(st, what);
}

static int put_finish(srv_store *st, int64_t game_id, const char *out)
{
    static const char what[] = "store_game_finish";
    sqlite3_stmt *s = st->stmt[S_FINISH];
    sqlite3_bind_text(s, 1, out, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s, 2, now_ms());
    sqlite3_bind_int64(s, 3, game_id);
    int rc = sqlite3_step(s);
    stmt_done(s);
    if (rc != SQLITE_DONE)
        return sql_fail(st, what);
    if (sqlite3_changes(st->db) == 1)
        return 0;
    /* Nothing changed: say whether the game is missing or already over. */
    int finished;
    int64_t next;
    if (game_status(st, what, game_id, &finished, &next) < 0)
        return -1;
    set_err(st, "%s: game %" PRId64 " is already finished", what, game_id);
    return -1;
}

/* One write in the current transaction. */
static int put(srv_store *st, store_write *w)
{
    switch (w->kind) {
    case STORE_W_GAME:
        return put_game(st, w->game, w->config, w->seed, w->seed_salt_hex, w->seed_hash_hex,
                        w->room, &w->game_id);
    case STORE_W_ACTION:
        if (put_action(st, w->game_id, w->seq, w->seat, w->action, w->by) < 0)
            return -1;
        return w->outcome ? put_finish(st, w->game_id, w->outcome) : 0;
    case STORE_W_FINISH:
        return put_finish(st, w->game_id, w->outcome);
    }
    set_err(st, "store_write_batch: unknown write kind %d", (int)w->kind);
    return -1;
}

int store_game_create(srv_store *st, const char *game, const json_t *config, uint64_t seed,
                      const char *seed_salt_hex, const char *seed_hash_hex, const json_t *room,
                      int64_t *game_id)
{
    char *cfg = encode_json(st, config, "{}", "store_game_create: config");
    char *rm = encode_json(st, room, "{}", "store_game_create: room");
    int res = -1;
    /* One statement: its own transaction. */
    if (cfg && rm)
        res = put_game(st, game, cfg, seed, seed_salt_hex ? seed_salt_hex : "",
                       seed_hash_hex ? seed_hash_hex : "", rm, game_id);
    free(cfg);
    free(rm);
    return res;
}

int store_game_update_room(srv_store *st, int64_t game_id, const json_t *room)
{
    char *rm = encode_json(st, room, "{}", "store_game_update_room: room");
    if (!rm)
        return -1;
    sqlite3_stmt *s = st->stmt[S_UPDATE_ROOM];
    sqlite3_bind_text(s, 1, rm, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s, 2, game_id);
    int rc = sqlite3_step(s);
    stmt_done(s);
    free(rm);
    if (rc != SQLITE_DONE)
        return sql_fail(st, "store_game_update_room");
    if (sqlite3_changes(st->db) != 1) {
        set_err(st, "store_game_update_room: no game %" PRId64, game_id);
        return -1;
    }
    return 0;
}

int store_action_append(srv_store *st, int64_t game_id, int seq, int seat, const json_t *action)
{
    static const char what[] = "store_action_append";
    if (!action) {
        set_err(st, "%s: game %" PRId64 " action %d: no action given", what, game_id, seq);
        return -1;
    }
    char *act = encode_json(st, action, "null", what);
    if (!act)
        return -1;
    int res = -1;
    if (run(st, S_BEGIN, what) == 0 && put_action(st, game_id, seq, seat, act, NULL) == 0)
        res = run(st, S_COMMIT, what); /* the fsync of the WAL (synchronous=FULL) */
    if (res < 0)
        rollback(st);
    free(act);
    return res;
}

int store_game_finish(srv_store *st, int64_t game_id, const json_t *outcome)
{
    static const char what[] = "store_game_finish";
    if (!outcome) {
        set_err(st, "%s: game %" PRId64 ": no outcome given", what, game_id);
        return -1;
    }
    char *out = encode_json(st, outcome, "null", what);
    if (!out)
        return -1;
    int res = put_finish(st, game_id, out);
    free(out);
    return res;
}

/* ---- batches ---- */

static char *dump_text(const json_t *j, const char *fallback)
{
    return j ? json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY) : strdup(fallback);
}

void store_write_free(store_write *w)
{
    if (!w)
        return;
    free(w->config);
    free(w->room);
    free(w->action);
    free(w->outcome);
    free(w);
}

store_write *store_write_game(const char *game, const json_t *config, uint64_t seed,
                              const char *seed_salt_hex, const char *seed_hash_hex,
                              const json_t *room)
{
    store_write *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->kind = STORE_W_GAME;
    /* Too long a name or salt is refused when written, with a message;
     * here it only must not overflow. */
    snprintf(w->game, sizeof w->game, "%s", game ? game : "");
    if (game && strlen(game) >= sizeof w->game)
        w->game[0] = '\0';
    w->seed = seed;
    snprintf(w->seed_salt_hex, sizeof w->seed_salt_hex, "%s", seed_salt_hex ? seed_salt_hex : "");
    snprintf(w->seed_hash_hex, sizeof w->seed_hash_hex, "%s", seed_hash_hex ? seed_hash_hex : "");
    if ((seed_salt_hex && strlen(seed_salt_hex) >= sizeof w->seed_salt_hex) ||
        (seed_hash_hex && strlen(seed_hash_hex) >= sizeof w->seed_hash_hex))
        snprintf(w->seed_salt_hex, sizeof w->seed_salt_hex, "not hex"); /* refused later */
    w->config = dump_text(config, "{}");
    w->room = dump_text(room, "{}");
    if (!w->config || !w->room) {
        store_write_free(w);
        return NULL;
    }
    return w;
}

store_write *store_write_action(int64_t game_id, int seq, int seat, const json_t *action,
                                const char *by, const json_t *outcome_or_null)
{
    if (!action)
        return NULL;
    store_write *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->kind = STORE_W_ACTION;
    w->game_id = game_id;
    w->seq = seq;
    w->seat = seat;
    snprintf(w->by, sizeof w->by, "%s", by ? by : "");
    w->action = dump_text(action, "null");
    if (outcome_or_null)
        w->outcome = dump_text(outcome_or_null, "null");
    if (!w->action || (outcome_or_null && !w->outcome)) {
        store_write_free(w);
        return NULL;
    }
    return w;
}

store_write *store_write_finish(int64_t game_id, const json_t *outcome)
{
    if (!outcome)
        return NULL;
    store_write *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->kind = STORE_W_FINISH;
    w->game_id = game_id;
    w->outcome = dump_text(outcome, "null");
    if (!w->outcome) {
        store_write_free(w);
        return NULL;
    }
    return w;
}

static void fail_all(store_write *const *ws, int n, const char *why)
{
    for (int i = 0; i < n; i++) {
        ws[i]->status = -1;
        snprintf(ws[i]->err, sizeof ws[i]->err, "%s", why);
    }
}

int store_write_batch(srv_store *st, store_write *const *ws, int n)
{
    static const char what[] = "store_write_batch";
    st->busy = 0;
    if (run(st, S_BEGIN, what) < 0) {
        fail_all(ws, n, st->err);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        store_write *w = ws[i];
        if (run(st, S_SAVEPOINT, what) < 0)
            goto abort;
        if (put(st, w) == 0) {
            w->status = 0;
            w->err[0] = '\0';
            if (run(st, S_RELEASE, what) < 0)
                goto abort;
            continue;
        }
        w->status = -1;
        snprintf(w->err, sizeof w->err, "%s", st->err);
        /* A full disk or an I/O error may have ended the whole transaction
         * (SQLite rolls back by itself then): nothing of the batch stays. */
        if (sqlite3_get_autocommit(st->db))
            goto abort;
        char keep[sizeof st->err];
        snprintf(keep, sizeof keep, "%s", st->err);
        if (run(st, S_ROLLBACK_TO, what) < 0 || run(st, S_RELEASE, what) < 0)
            goto abort;
        snprintf(st->err, sizeof st->err, "%s", keep);
    }
    /* The one WAL write (and fsync with synchronous=FULL) of the batch. */
    if (run(st, S_COMMIT, what) == 0)
        return 0;
abort : {
    /* The reason first: rolling back must not replace it. */
    int busy = st->busy;
    rollback(st);
    st->busy = busy;
    fail_all(ws, n, st->err);
    return -1;
}
}

int store_busy(const srv_store *st)
{
    return st->busy;
}

/* ---- start-up checks and tuning ---- */

int store_write_probe(srv_store *st)
{
    long long v;
    if (pragma_value(st, "PRAGMA user_version", &v, NULL, 0) < 0)
        return -1;
    /* Rewriting the version dirties page 1: the commit goes through the log
     * (creating it if needed) like any move would. */
    char sql[96];
    snprintf(sql, sizeof sql, "BEGIN IMMEDIATE; PRAGMA user_version = %lld; COMMIT", v);
    if (exec_sql(st, sql, "the database does not take writes") == 0)
        return 0;
    int code = sqlite3_extended_errcode(st->db) & 0xff;
    rollback(st);
    if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM) {
        char why[sizeof st->err];
        snprintf(why, sizeof why, "%s", st->err);
        set_err(st, "%.400s (the database file or its directory is read-only, or the log "
                    "files next to it cannot be created)", why);
    }
    return -1;
}

void store_set_busy_timeout(srv_store *st, int ms)
{
    sqlite3_busy_timeout(st->db, ms);
}

int store_set_wal_limits(srv_store *st, int pages, long long keep_bytes)
{
    char sql[128];
    snprintf(sql, sizeof sql, "PRAGMA wal_autocheckpoint = %d; PRAGMA journal_size_limit = %lld",
             pages, keep_bytes);
    return exec_sql(st, sql, "the log's limits");
}

int store_wal_truncate(srv_store *st)
{
    int rc = sqlite3_wal_checkpoint_v2(st->db, NULL, SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL);
    if (rc == SQLITE_OK)
        return 0;
    if ((rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED)
        return 1; /* a reader (or another process) is in the way: next time */
    return sql_fail(st, "truncating the log");
}

int store_limit_pages(srv_store *st, long long pages)
{
    char sql[64];
    snprintf(sql, sizeof sql, "PRAGMA max_page_count = %lld", pages);
    long long got;
    if (pragma_value(st, sql, &got, NULL, 0) < 0)
        return -1;
    return 0;
}

/* ---- backups ---- */

/* fsync of the directory holding path (best effort). */
static void sync_parent(const char *path)
{
    char dir[4200];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

int store_backup(const char *src_path, const char *dst_path, int busy_ms, long long *pages,
                 char *err, size_t errlen)
{
    char tmp[4200];
    struct stat sb;
    sqlite3 *src = NULL, *dst = NULL;
    sqlite3_backup *b = NULL;
    int res = -1;
    err[0] = '\0';
    if (stat(dst_path, &sb) == 0) {
        snprintf(err, errlen, "%s already exists (a backup never overwrites)", dst_path);
        return -1;
    }
    /* Opening would create an empty source: a mistyped path must say so. */
    if (stat(src_path, &sb) != 0) {
        snprintf(err, errlen, "no database at %s: %s", src_path, strerror(errno));
        return -1;
    }
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", dst_path) >= sizeof tmp) {
        snprintf(err, errlen, "the output path is too long");
        return -1;
    }
    if (make_parents(dst_path, err, errlen) < 0)
        return -1;
    unlink(tmp); /* the leftover of an interrupted backup */
    if (sqlite3_open_v2(src_path, &src, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        snprintf(err, errlen, "cannot open %s: %s", src_path,
                 src ? sqlite3_errmsg(src) : "out of memory");
        goto out;
    }
    sqlite3_busy_timeout(src, busy_ms);
    if (sqlite3_open_v2(tmp, &dst, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        snprintf(err, errlen, "cannot create %s: %s", tmp,
                 dst ? sqlite3_errmsg(dst) : "out of memory");
        goto out;
    }
    b = sqlite3_backup_init(dst, "main", src, "main");
    if (!b) {
        snprintf(err, errlen, "cannot start the backup: %s", sqlite3_errmsg(dst));
        goto out;
    }
    /* All pages in one step: one read transaction on the source, so the
     * copy is one moment of it. Copying a few pages at a time would start
     * over whenever the server commits in between, which may be forever. A
     * read transaction waits only while the log is being recovered. */
    int64_t until = now_ms() + busy_ms;
    int rc;
    while ((rc = sqlite3_backup_step(b, -1)) == SQLITE_BUSY || rc == SQLITE_LOCKED) {
        if (now_ms() >= until)
            break;
        sqlite3_sleep(50);
    }
    if (pages)
        *pages = sqlite3_backup_pagecount(b);
    int frc = sqlite3_backup_finish(b);
    b = NULL;
    if (rc != SQLITE_DONE || frc != SQLITE_OK) {
        snprintf(err, errlen, "the backup failed: %s",
                 rc == SQLITE_DONE ? sqlite3_errmsg(dst) : sqlite3_errstr(rc));
        goto out;
    }
    /* The copy says WAL like its source; a backup is better one file with
     * nothing beside it. Then check it before it takes the final name. */
    char mode[16] = "";
    sqlite3_stmt *s = NULL;
    if (sqlite3_exec(dst, "PRAGMA journal_mode = DELETE", NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(dst, "PRAGMA quick_check", -1, &s, NULL) != SQLITE_OK ||
        sqlite3_step(s) != SQLITE_ROW) {
        snprintf(err, errlen, "checking the copy: %s", sqlite3_errmsg(dst));
        sqlite3_finalize(s);
        goto out;
    }
    snprintf(mode, sizeof mode, "%s", (const char *)sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
    if (strcmp(mode, "ok") != 0) {
        snprintf(err, errlen, "the copy fails its check: %s", mode);
        goto out;
    }
    res = 0;
out:
    sqlite3_close_v2(src);
    /* Closing the copy after its last (synchronous) commit: it is on disk. */
    if (dst && sqlite3_close_v2(dst) != SQLITE_OK && res == 0) {
        snprintf(err, errlen, "closing the copy failed");
        res = -1;
    }
    if (res == 0 && rename(tmp, dst_path) != 0) {
        snprintf(err, errlen, "cannot rename %s to %s: %s", tmp, dst_path, strerror(errno));
        res = -1;
    }
    if (res < 0)
        unlink(tmp);
    else
        sync_parent(dst_path); /* the rename itself survives a power cut */
    return res;
}

/* ---- reading ---- */

void store_game_free(store_game *g)
{
    if (!g)
        return;
    json_decref(g->config);
    json_decref(g->room);
    json_decref(g->actions);
    json_decref(g->outcome);
    memset(g, 0, sizeof *g);
}

static int load_actions(srv_store *st, store_game *g)
{
    sqlite3_stmt *s = st->stmt[S_LOAD_ACTIONS];
    sqlite3_bind_int64(s, 1, g->id);
    int rc = SQLITE_DONE, res = 0;
    g->actions = json_array();
    while (res == 0 && (rc = sqlite3_step(s)) == SQLITE_ROW) {
        json_int_t seq = sqlite3_column_int64(s, 0);
        if (seq != (json_int_t)json_array_size(g->actions)) {
            /* The append check makes this impossible unless the file was edited. */
            set_err(st, "game %" PRId64 ": the action log has a gap before action %lld", g->id,
                    (long long)seq);
            res = -1;
            break;
        }
        json_t *a = decode_json(st, g->id, "action", sqlite3_column_text(s, 2));
        if (!a) {
            res = -1;
            break;
        }
        json_t *row = json_object();
        json_object_set_new(row, "seq", json_integer(seq));
        json_object_set_new(row, "seat", json_integer(sqlite3_column_int64(s, 1)));
        json_object_set_new(row, "action", a);
        json_object_set_new(row, "created_ms", json_integer(sqlite3_column_int64(s, 3)));
        const unsigned char *by = sqlite3_column_text(s, 4);
        if (by) /* absent: a row from before schema version 2 */
            json_object_set_new(row, "by", json_string((const char *)by));
        json_array_append_new(g->actions, row);
    }
    if (res == 0 && rc != SQLITE_DONE)
        res = sql_fail(st, "loading the actions");
    stmt_done(s);
    return res;
}

/* Fills g from the current row of S_LOAD_GAME. */
static int read_game_row(srv_store *st, sqlite3_stmt *s, store_game *g)
{
    const char *seed_txt = (const char *)sqlite3_column_text(s, 2);
    char *end;
    errno = 0;
    unsigned long long seed = seed_txt ? strtoull(seed_txt, &end, 10) : 0;
    if (!seed_txt || errno || end == seed_txt || *end || *seed_txt == '-') {
        set_err(st, "game %" PRId64 ": the stored seed '%s' is not a decimal uint64", g->id,
                seed_txt ? seed_txt : "(null)");
        return -1;
    }
    g->seed = seed;
    if (copy_text(st, g->id, "game name", sqlite3_column_text(s, 0), g->game, sizeof g->game) ||
        copy_text(st, g->id, "seed salt", sqlite3_column_text(s, 3), g->seed_salt_hex,
                  sizeof g->seed_salt_hex) ||
        copy_text(st, g->id, "seed hash", sqlite3_column_text(s, 4), g->seed_hash_hex,
                  sizeof g->seed_hash_hex))
        return -1;
    if (!(g->config = decode_json(st, g->id, "config", sqlite3_column_text(s, 1))) ||
        !(g->room = decode_json(st, g->id, "room", sqlite3_column_text(s, 5))))
        return -1;
    if (sqlite3_column_type(s, 6) != SQLITE_NULL &&
        !(g->outcome = decode_json(st, g->id, "outcome", sqlite3_column_text(s, 6))))
        return -1;
    g->finished = sqlite3_column_int(s, 7) != 0;
    g->created_ms = sqlite3_column_int64(s, 8);
    g->finished_ms = sqlite3_column_int64(s, 9); /* NULL reads as 0 */
    return 0;
}

int store_game_load(srv_store *st, int64_t game_id, store_game *out)
{
    memset(out, 0, sizeof *out);
    out->id = game_id;
    sqlite3_stmt *s = st->stmt[S_LOAD_GAME];
    sqlite3_bind_int64(s, 1, game_id);
    int rc = sqlite3_step(s), res;
    if (rc == SQLITE_ROW)
        res = read_game_row(st, s, out);
    else if (rc == SQLITE_DONE) {
        set_err(st, "store_game_load: no game %" PRId64, game_id);
        res = -1;
    } else {
        res = sql_fail(st, "store_game_load");
    }
    stmt_done(s);
    if (res == 0)
        res = load_actions(st, out);
    if (res < 0) {
        store_game_free(out);
        out->id = game_id;
    }
    return res;
}

int store_unfinished_each(srv_store *st, void (*fn)(void *ctx, const store_game *g), void *ctx)
{
    /* Ids first, statement closed: fn may then write to the store freely. */
    json_t *ids = json_array();
    sqlite3_stmt *s = st->stmt[S_UNFINISHED];
    int rc;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW)
        json_array_append_new(ids, json_integer(sqlite3_column_int64(s, 0)));
    stmt_done(s);
    if (rc != SQLITE_DONE) {
        json_decref(ids);
        return sql_fail(st, "store_unfinished_each");
    }
    /* One unreadable game must not keep the others from resuming: deliver
     * every game that loads and report the first failure at the end. */
    int res = 0;
    char first_err[sizeof st->err] = "";
    size_t i;
    json_t *id;
    json_array_foreach(ids, i, id) {
        store_game g;
        if (store_game_load(st, json_integer_value(id), &g) < 0) {
            if (res == 0)
                snprintf(first_err, sizeof first_err, "%s", st->err);
            res = -1;
            continue;
        }
        fn(ctx, &g);
        store_game_free(&g);
    }
    json_decref(ids);
    if (res < 0)
        set_err(st, "store_unfinished_each: %s", first_err);
    return res;
}

int store_recent_finished(srv_store *st, int limit, void (*fn)(void *ctx, const store_game *g),
                          void *ctx)
{
    sqlite3_stmt *s = st->stmt[S_RECENT];
    sqlite3_bind_int(s, 1, limit);
    int rc, res = 0;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
        store_game g;
        memset(&g, 0, sizeof g);
        g.id = sqlite3_column_int64(s, 10);
        /* An unreadable row is skipped (and reported): a listing is not the
         * place to stop at one damaged game. */
        if (read_game_row(st, s, &g) == 0)
            fn(ctx, &g);
        else
            res = -1;
        store_game_free(&g);
    }
    if (rc != SQLITE_DONE)
        res = sql_fail(st, "store_recent_finished");
    stmt_done(s);
    return res;
}

/* ---- the seed commitment ---- */

void store_seed_commitment(uint64_t seed, const char *salt_hex, char out_hex[65])
{
    /* SHA-256 needs no initialised library, but libsodium documents
     * sodium_init() as a precondition of every call; it is idempotent, and a
     * failure (no entropy source) does not concern hashing. */
    int ready = sodium_init();
    (void)ready;
    char seed_txt[24];
    int n = snprintf(seed_txt, sizeof seed_txt, "%" PRIu64, seed);
    const char *salt = salt_hex ? salt_hex : "";
    unsigned char digest[crypto_hash_sha256_BYTES];
    crypto_hash_sha256_state h;
    crypto_hash_sha256_init(&h);
    crypto_hash_sha256_update(&h, (const unsigned char *)seed_txt, (unsigned long long)n);
    crypto_hash_sha256_update(&h, (const unsigned char *)":", 1);
    crypto_hash_sha256_update(&h, (const unsigned char *)salt, strlen(salt));
    crypto_hash_sha256_final(&h, digest);
    sodium_bin2hex(out_hex, 65, digest, sizeof digest);
}

/* ---- read-only connections for other threads ---- */

/* A reader is a store of its own: a read-only connection to the same file
 * with only the reading statements prepared, so the functions above serve it
 * unchanged. Nothing in it is shared with the store it was opened from,
 * which is what lets a pool thread use it while the loop thread writes. */
struct store_reader {
    srv_store st;
};

const char *store_file_path(const srv_store *st)
{
    const char *path = sqlite3_db_filename(st->db, "main");
    return path && *path ? path : NULL;
}

store_reader *store_reader_open(const char *path, char *err, size_t errlen)
{
    if (!path || !*path || !sqlite3_threadsafe()) {
        snprintf(err, errlen, "no database file to read, or SQLite without threads");
        return NULL;
    }
    store_reader *rd = calloc(1, sizeof *rd);
    if (!rd) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    srv_store *st = &rd->st;
    /* NOMUTEX: one thread at a time uses a reader (the pool hands it out). */
    int rc = sqlite3_open_v2(path, &st->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_extended_result_codes(st->db, 1);
        sqlite3_busy_timeout(st->db, STORE_BUSY_TIMEOUT_MS);
        static const int reads[] = {S_BEGIN, S_COMMIT, S_ROLLBACK, S_LOAD_GAME, S_LOAD_ACTIONS,
                                    S_RECENT};
        for (size_t i = 0; rc == SQLITE_OK && i < sizeof reads / sizeof reads[0]; i++) {
            /* A reader's transactions are deferred: they never take the
             * write lock (BEGIN IMMEDIATE would, on a read-only handle). */
            const char *sql = reads[i] == S_BEGIN ? "BEGIN" : statement_sql[reads[i]];
            rc = sqlite3_prepare_v3(st->db, sql, -1, SQLITE_PREPARE_PERSISTENT,
                                    &st->stmt[reads[i]], NULL);
        }
    }
    if (rc != SQLITE_OK) {
        snprintf(err, errlen, "%s", st->db ? sqlite3_errmsg(st->db) : sqlite3_errstr(rc));
        store_reader_close(rd);
        return NULL;
    }
    return rd;
}

void store_reader_close(store_reader *rd)
{
    if (!rd)
        return;
    for (int i = 0; i < S_COUNT; i++)
        sqlite3_finalize(rd->st.stmt[i]);
    sqlite3_close_v2(rd->st.db);
    free(rd);
}

const char *store_reader_error(const store_reader *rd)
{
    return rd->st.err;
}

int store_reader_game_load(store_reader *rd, int64_t game_id, store_game *out)
{
    srv_store *st = &rd->st;
    /* One read transaction: the game's row and its actions from the same
     * snapshot, even while the server appends to a running game. */
    if (run(st, S_BEGIN, "store_reader_game_load") < 0) {
        memset(out, 0, sizeof *out);
        out->id = game_id;
        return -1;
    }
    int res = store_game_load(st, game_id, out);
    if (run(st, S_COMMIT, "store_reader_game_load") < 0)
        rollback(st);
    return res;
}

int store_reader_recent_finished(store_reader *rd, int limit,
                                 void (*fn)(void *ctx, const store_game *g), void *ctx)
{
    return store_recent_finished(&rd->st, limit, fn, ctx);
}
