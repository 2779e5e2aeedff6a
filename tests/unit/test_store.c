/* test_store.c — the SQLite store (src/server/store.c): games and their action
 * logs round-trip exactly (uint64 seeds included); the action log accepts
 * only the next action number and nothing after the finish; the unfinished
 * listing skips finished games; a file store survives close/reopen and a
 * kill -9 right after an append, with checkpoints on a second connection
 * too; missing parent directories are created;
 * a newer schema is refused; the seed commitment matches a known vector; and
 * a whole random Citadels game replays from the store to its stored outcome. */
#define _GNU_SOURCE /* mkdtemp, nftw */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <ftw.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bots/random.h"
#include "game/game.h"
#include "server/store.h"

/* ---- helpers ---- */

static json_t *parse(const char *text)
{
    json_error_t jerr;
    json_t *j = json_loads(text, JSON_DECODE_ANY, &jerr);
    assert_non_null(j);
    return j;
}

static void assert_json_text(const json_t *j, const char *text)
{
    json_t *want = parse(text);
    if (!json_equal(j, want)) {
        char *got = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
        fail_msg("JSON differs: got %s, want %s", got ? got : "(null)", text);
    }
    json_decref(want);
}

static int64_t create(srv_store *st, const char *config, uint64_t seed)
{
    json_t *cfg = parse(config), *room = parse("{\"name\":\"r\",\"seats\":[\"ann\",\"bob\"]}");
    int64_t id = 0;
    int rc = store_game_create(st, "citadels", cfg, seed, "00ff", "abcdef", room, &id);
    json_decref(cfg);
    json_decref(room);
    assert_int_equal(rc, 0);
    assert_true(id > 0);
    return id;
}

static int append(srv_store *st, int64_t id, int seq, int seat, const char *action)
{
    json_t *a = parse(action);
    int rc = store_action_append(st, id, seq, seat, a);
    json_decref(a);
    return rc;
}

static void assert_error_contains(const srv_store *st, const char *part)
{
    const char *msg = store_last_error(st);
    if (!strstr(msg, part))
        fail_msg("error '%s' does not mention '%s'", msg, part);
}

static int rm_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    return remove(path);
}

/* A fresh directory under /tmp, removed (with its contents) by rm_tree. */
static void temp_dir(char *buf, size_t len)
{
    snprintf(buf, len, "/tmp/gh-test-store-XXXXXX");
    assert_non_null(mkdtemp(buf));
}

static void rm_tree(const char *dir)
{
    nftw(dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* ---- tests ---- */

static void test_round_trip(void **state)
{
    srv_store *st = store_open(":memory:");
    assert_non_null(st);
    int64_t id = create(st, "{\"players\":4,\"edition\":\"2016\"}", UINT64_MAX);
    assert_int_equal(append(st, id, 0, 2, "{\"type\":\"pick_character\",\"character\":\"king\"}"), 0);
    assert_int_equal(append(st, id, 1, 3, "{\"type\":\"take_gold\"}"), 0);
    assert_int_equal(append(st, id, 2, 0, "{\"type\":\"build\",\"card\":17}"), 0);

    json_t *room = parse("{\"name\":\"renamed\"}");
    assert_int_equal(store_game_update_room(st, id, room), 0);
    assert_int_equal(store_game_update_room(st, id + 1, room), -1);
    assert_error_contains(st, "no game");
    json_decref(room);

    store_game g;
    assert_int_equal(store_game_load(st, id, &g), 0);
    assert_int_equal(g.id, id);
    assert_string_equal(g.game, "citadels");
    assert_true(g.seed == UINT64_MAX);
    assert_string_equal(g.seed_salt_hex, "00ff");
    assert_string_equal(g.seed_hash_hex, "abcdef");
    assert_json_text(g.config, "{\"players\":4,\"edition\":\"2016\"}");
    assert_json_text(g.room, "{\"name\":\"renamed\"}");
    assert_null(g.outcome);
    assert_int_equal(g.finished, 0);
    assert_true(g.created_ms > 1600000000000LL);
    assert_int_equal(g.finished_ms, 0);
    assert_int_equal(json_array_size(g.actions), 3);
    json_t *a2 = json_array_get(g.actions, 2);
    assert_int_equal(json_integer_value(json_object_get(a2, "seq")), 2);
    assert_int_equal(json_integer_value(json_object_get(a2, "seat")), 0);
    assert_json_text(json_object_get(a2, "action"), "{\"type\":\"build\",\"card\":17}");
    store_game_free(&g);
    store_game_free(&g); /* zeroed: a second free is harmless */

    assert_int_equal(store_game_load(st, 999, &g), -1);
    assert_error_contains(st, "no game 999");
    store_game_free(&g);

    /* NULL config and room are stored as {}; bad names and hashes refused. */
    int64_t id2;
    assert_int_equal(store_game_create(st, "citadels", NULL, 0, NULL, NULL, NULL, &id2), 0);
    assert_true(id2 > id);
    assert_int_equal(store_game_load(st, id2, &g), 0);
    assert_json_text(g.config, "{}");
    assert_string_equal(g.seed_hash_hex, "");
    store_game_free(&g);
    assert_int_equal(store_game_create(st, "", NULL, 0, NULL, NULL, NULL, &id2), -1);
    assert_int_equal(
        store_game_create(st, "a-name-that-is-far-too-long-for-it", NULL, 0, NULL, NULL, NULL, &id2),
        -1);
    assert_int_equal(store_game_create(st, "citadels", NULL, 0, "xyz", NULL, NULL, &id2), -1);
    assert_error_contains(st, "hex");
    store_close(st);
}

static void test_out_of_order(void **state)
{
    srv_store *st = store_open(":memory:");
    assert_non_null(st);
    int64_t id = create(st, "{}", 7);
    assert_int_equal(append(st, id, 1, 0, "{}"), -1); /* the first must be 0 */
    assert_error_contains(st, "out of order (the next is 0)");
    assert_int_equal(append(st, id, -1, 0, "{}"), -1);
    assert_int_equal(append(st, id, 0, 0, "{\"n\":0}"), 0);
    assert_int_equal(append(st, id, 0, 0, "{}"), -1); /* a duplicate */
    assert_error_contains(st, "the next is 1");
    assert_int_equal(append(st, id, 2, 0, "{}"), -1); /* a gap */
    assert_int_equal(append(st, id, 1, 1, "{\"n\":1}"), 0);
    assert_int_equal(append(st, id, 2, -1, "{}"), -1); /* no seat */
    assert_int_equal(store_action_append(st, id, 2, 0, NULL), -1);
    assert_int_equal(append(st, id + 100, 0, 0, "{}"), -1);
    assert_error_contains(st, "no game");

    /* The rejected appends left no trace. */
    store_game g;
    assert_int_equal(store_game_load(st, id, &g), 0);
    assert_int_equal(json_array_size(g.actions), 2);
    assert_json_text(json_object_get(json_array_get(g.actions, 1), "action"), "{\"n\":1}");
    store_game_free(&g);
    store_close(st);
}

static void test_finish(void **state)
{
    srv_store *st = store_open(":memory:");
    assert_non_null(st);
    int64_t id = create(st, "{}", 1);
    assert_int_equal(append(st, id, 0, 0, "{}"), 0);
    json_t *out = parse("{\"finished\":true,\"winner\":1,\"scores\":[{\"seat\":0,\"total\":9}]}");
    assert_int_equal(store_game_finish(st, id, out), 0);
    assert_int_equal(store_game_finish(st, id, out), -1);
    assert_error_contains(st, "already finished");
    assert_int_equal(store_game_finish(st, id + 1, out), -1);
    assert_error_contains(st, "no game");
    assert_int_equal(store_game_finish(st, id, NULL), -1);
    assert_int_equal(append(st, id, 1, 0, "{}"), -1); /* nothing after the end */
    assert_error_contains(st, "finished");

    store_game g;
    assert_int_equal(store_game_load(st, id, &g), 0);
    assert_int_equal(g.finished, 1);
    assert_true(g.finished_ms >= g.created_ms);
    assert_non_null(g.outcome);
    assert_true(json_equal(g.outcome, out));
    assert_int_equal(json_array_size(g.actions), 1);
    store_game_free(&g);
    json_decref(out);
    store_close(st);
}

typedef struct seen {
    int64_t ids[8];
    size_t n[8];
    int count;
} seen;

static void collect(void *ctx, const store_game *g)
{
    seen *s = ctx;
    assert_true(s->count < 8);
    assert_int_equal(g->finished, 0);
    s->n[s->count] = json_array_size(g->actions);
    s->ids[s->count++] = g->id;
}

static void test_unfinished(void **state)
{
    srv_store *st = store_open(":memory:");
    assert_non_null(st);
    int64_t a = create(st, "{}", 1), b = create(st, "{}", 2), c = create(st, "{}", 3);
    assert_int_equal(append(st, a, 0, 0, "{}"), 0);
    assert_int_equal(append(st, c, 0, 0, "{}"), 0);
    assert_int_equal(append(st, c, 1, 1, "{}"), 0);
    json_t *out = parse("{}");
    assert_int_equal(store_game_finish(st, b, out), 0);
    json_decref(out);

    seen s = {0};
    assert_int_equal(store_unfinished_each(st, collect, &s), 0);
    assert_int_equal(s.count, 2);
    assert_int_equal(s.ids[0], a);
    assert_int_equal(s.n[0], 1);
    assert_int_equal(s.ids[1], c);
    assert_int_equal(s.n[1], 2);
    store_close(st);
}

static void collect_recent(void *ctx, const store_game *g)
{
    seen *s = ctx;
    assert_true(s->count < 8);
    assert_int_equal(g->finished, 1);
    assert_null(g->actions); /* a listing does not load the action log */
    assert_non_null(g->outcome);
    s->ids[s->count++] = g->id;
}

/* The lobby's recent games: finished ones only, newest first, at most `limit`. */
static void test_recent_finished(void **state)
{
    srv_store *st = store_open(":memory:");
    assert_non_null(st);
    int64_t ids[4];
    for (int i = 0; i < 4; i++)
        ids[i] = create(st, "{}", (uint64_t)i);
    json_t *out = parse("{\"winner\":0}");
    for (int i = 0; i < 4; i++)
        if (i != 2) /* game 2 is still running */
            assert_int_equal(store_game_finish(st, ids[i], out), 0);
    json_decref(out);
    seen s = {0};
    assert_int_equal(store_recent_finished(st, 2, collect_recent, &s), 0);
    assert_int_equal(s.count, 2);
    assert_int_equal(s.ids[0], ids[3]);
    assert_int_equal(s.ids[1], ids[1]);
    memset(&s, 0, sizeof s);
    assert_int_equal(store_recent_finished(st, 10, collect_recent, &s), 0);
    assert_int_equal(s.count, 3);
    assert_int_equal(s.ids[2], ids[0]);
    store_close(st);
}

static void test_persistence(void **state)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/games.db", dir);

    srv_store *st = store_open(path);
    assert_non_null(st);
    int64_t id = create(st, "{\"players\":3}", 12345678901234567ULL);
    assert_int_equal(append(st, id, 0, 1, "{\"type\":\"x\"}"), 0);
    store_close(st);

    st = store_open(path);
    assert_non_null(st);
    assert_int_equal(append(st, id, 1, 2, "{\"type\":\"y\"}"), 0);
    store_close(st);

    st = store_open(path);
    assert_non_null(st);
    store_game g;
    assert_int_equal(store_game_load(st, id, &g), 0);
    assert_true(g.seed == 12345678901234567ULL);
    assert_json_text(g.config, "{\"players\":3}");
    assert_int_equal(json_array_size(g.actions), 2);
    assert_json_text(json_object_get(json_array_get(g.actions, 1), "action"), "{\"type\":\"y\"}");
    store_game_free(&g);
    store_close(st);

    /* The journal mode is a property of the file. */
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &q, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    assert_string_equal((const char *)sqlite3_column_text(q, 0), "wal");
    sqlite3_finalize(q);
    sqlite3_close(db);
    rm_tree(dir);
}

/* Waits for the child that killed itself with SIGKILL, reopens its store and
 * checks that game 1 kept all `actions` appended actions. */
static srv_store *reopen_after_kill(pid_t pid, const char *path, size_t actions)
{
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    srv_store *st = store_open(path);
    assert_non_null(st);
    store_game g;
    assert_int_equal(store_game_load(st, 1, &g), 0);
    assert_int_equal(json_array_size(g.actions), actions);
    store_game_free(&g);
    return st;
}

/* A killed server must find every action it appended: the child appends and
 * dies by SIGKILL without closing anything. */
static void test_survives_kill(void **state)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/games.db", dir);

    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        srv_store *st = store_open(path);
        int64_t id;
        json_t *a = json_pack("{s:s}", "type", "take_gold");
        if (!st || store_game_create(st, "citadels", NULL, 5, NULL, NULL, NULL, &id) < 0)
            _exit(1);
        for (int i = 0; i < 5; i++)
            if (store_action_append(st, id, i, i % 3, a) < 0)
                _exit(1);
        raise(SIGKILL);
        _exit(1);
    }
    store_close(reopen_after_kill(pid, path, 5));
    rm_tree(dir);
}

/* Checkpoints on a second connection (the server runs them on a pool
 * thread): they copy the whole log back while the store keeps its writes,
 * and a kill -9 after checkpointed and not yet checkpointed appends loses
 * none of them. An in-memory store has no log, so no checkpointer. */
static void test_checkpointer(void **state)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/games.db", dir);

    srv_store *mem = store_open(":memory:");
    assert_non_null(mem);
    assert_null(store_checkpointer_open(mem));
    store_close(mem);

    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        srv_store *st = store_open(path);
        int64_t id;
        json_t *a = json_pack("{s:s}", "type", "take_gold");
        if (!st || store_set_sync(st, STORE_SYNC_NORMAL) < 0 ||
            store_game_create(st, "citadels", NULL, 5, NULL, NULL, NULL, &id) < 0)
            _exit(1);
        store_checkpointer *cp = store_checkpointer_open(st);
        if (!cp)
            _exit(2);
        for (int i = 0; i < 40; i++)
            if (store_action_append(st, id, i, i % 3, a) < 0)
                _exit(3);
        int log = -1, done = -1;
        const char *err = NULL;
        if (store_checkpoint(cp, &log, &done, &err) < 0 || log <= 0 || done != log)
            _exit(4);
        for (int i = 40; i < 45; i++)
            if (store_action_append(st, id, i, i % 3, a) < 0)
                _exit(5);
        raise(SIGKILL);
        _exit(6);
    }
    srv_store *st = reopen_after_kill(pid, path, 45);
    store_checkpointer *cp = store_checkpointer_open(st);
    assert_non_null(cp);
    /* The log's size is known after each commit; once it is all copied
     * back, the next commit starts it over. */
    json_t *a = json_pack("{s:s}", "type", "take_gold");
    assert_int_equal(store_action_append(st, 1, 45, 0, a), 0);
    int before = store_wal_pages(st);
    assert_true(before > 0);
    assert_int_equal(store_checkpoint(cp, NULL, NULL, NULL), 0);
    assert_int_equal(store_action_append(st, 1, 46, 0, a), 0);
    assert_true(store_wal_pages(st) > 0);
    assert_true(store_wal_pages(st) < before);
    json_decref(a);
    store_checkpointer_close(cp);
    assert_int_equal(store_wal_pages(st), 0);
    store_close(st);
    rm_tree(dir);
}

static void test_parent_dirs(void **state)
{
    char dir[64], path[160];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/var/deep//er/games.db", dir);
    srv_store *st = store_open(path);
    if (!st)
        fail_msg("%s", store_last_error(NULL));
    store_close(st);
    struct stat sb;
    assert_int_equal(stat(path, &sb), 0);
    assert_true(S_ISREG(sb.st_mode));

    /* A parent that is a file: a clear error, no store. */
    snprintf(path, sizeof path, "%s/var/deep/er/games.db/x.db", dir);
    assert_null(store_open(path));
    if (!strstr(store_last_error(NULL), "not a directory"))
        fail_msg("unexpected error: %s", store_last_error(NULL));
    assert_null(store_open(""));
    rm_tree(dir);
}

/* Who chose a move (schema version 2): stored with each action written
 * through store_write_action and read back as the row's "by"; a database of
 * version 1 (made here with that version's tables, as the program then
 * wrote them) opens, is upgraded in place, and its old rows come back
 * without "by" (unknown). */
static void test_action_by_and_the_version_1_upgrade(void **state)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/games.db", dir);
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(
        sqlite3_exec(db,
                     "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL,"
                     " config TEXT NOT NULL, seed TEXT NOT NULL, seed_salt TEXT NOT NULL,"
                     " seed_hash TEXT NOT NULL, room TEXT NOT NULL, outcome TEXT NULL,"
                     " finished INT NOT NULL DEFAULT 0, created_ms INT NOT NULL,"
                     " finished_ms INT NULL);"
                     "CREATE INDEX games_unfinished ON games(id) WHERE finished = 0;"
                     "CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id),"
                     " seq INT NOT NULL CHECK (seq >= 0), seat INT NOT NULL,"
                     " action TEXT NOT NULL, created_ms INT NOT NULL,"
                     " PRIMARY KEY (game_id, seq)) WITHOUT ROWID;"
                     "INSERT INTO games VALUES (1, 'citadels', '{}', '7', '00', 'ab', '{}', NULL,"
                     " 0, 1, NULL);"
                     "INSERT INTO actions VALUES (1, 0, 1, '{\"type\":\"take_gold\"}', 2);"
                     "PRAGMA user_version = 1;",
                     NULL, NULL, NULL),
        SQLITE_OK);
    sqlite3_close(db);

    srv_store *st = store_open(path);
    if (!st)
        fail_msg("a version 1 database does not open: %s", store_last_error(NULL));
    json_t *end_turn = parse("{\"type\":\"end_turn\"}");
    store_write *w = store_write_action(1, 1, 0, end_turn, "timeout", NULL);
    json_decref(end_turn);
    assert_non_null(w);
    assert_int_equal(store_write_batch(st, &w, 1), 0);
    assert_int_equal(w->status, 0);
    store_write_free(w);
    assert_int_equal(append(st, 1, 2, 1, "{\"type\":\"end_turn\"}"), 0);
    store_game g;
    assert_int_equal(store_game_load(st, 1, &g), 0);
    assert_int_equal(json_array_size(g.actions), 3);
    assert_null(json_object_get(json_array_get(g.actions, 0), "by")); /* the old row */
    assert_json_text(json_object_get(json_array_get(g.actions, 1), "by"), "\"timeout\"");
    assert_null(json_object_get(json_array_get(g.actions, 2), "by")); /* no "by" given */
    store_game_free(&g);
    store_close(st);

    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &q, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    assert_int_equal(sqlite3_column_int(q, 0), 2);
    sqlite3_finalize(q);
    sqlite3_close(db);
    rm_tree(dir);
}

static void test_newer_schema_refused(void **state)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/games.db", dir);
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, "PRAGMA user_version = 99", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    assert_null(store_open(path));
    if (!strstr(store_last_error(NULL), "schema version 99"))
        fail_msg("unexpected error: %s", store_last_error(NULL));

    /* Not a database at all. */
    snprintf(path, sizeof path, "%s/junk.db", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("this is not an SQLite file, not even close; it is long enough to be read\n", f);
    fclose(f);
    assert_null(store_open(path));
    if (!strstr(store_last_error(NULL), "not a database"))
        fail_msg("unexpected error: %s", store_last_error(NULL));
    rm_tree(dir);
}

static void test_seed_commitment(void **state)
{
    char hex[65];
    /* Reference values: python3 -c 'import hashlib; print(hashlib.sha256(b"42:00ff").hexdigest())' */
    store_seed_commitment(42, "00ff", hex);
    assert_string_equal(hex, "4e2ed532a924a2512a90d7228d5fb36600979cf57160db4e132acf1af95f9261");
    store_seed_commitment(UINT64_MAX, NULL, hex);
    assert_string_equal(hex, "4ca0c8e4c7bf56254a83454fda885a656ae5066fbf180905b95ad77d1847d619");
}

/* A real game through the store: every action as the server would append it,
 * then a replay of the loaded log reaches the stored outcome. */
static void test_citadels_game(void **state)
{
    const game_ops *ops = game_find("citadels");
    assert_non_null(ops);
    void *cfg = malloc(ops->config_size), *gs = malloc(ops->state_size);
    assert_non_null(cfg);
    assert_non_null(gs);
    json_t *cfg_j = parse("{\"players\":5}");
    game_err e = {0};
    assert_int_equal(ops->config_from_json(cfg, cfg_j, &e), 0);
    const uint64_t seed = 987654321;
    assert_int_equal(ops->setup(gs, cfg, seed, &e), 0);

    srv_store *st = store_open(":memory:");
    assert_non_null(st);
    char hash[65];
    store_seed_commitment(seed, "0123", hash);
    int64_t id;
    assert_int_equal(store_game_create(st, "citadels", cfg_j, seed, "0123", hash, NULL, &id), 0);

    gh_rng rng;
    gh_rng_seed(&rng, 99);
    int seq = 0;
    for (;;) {
        game_decision d;
        ops->pending(gs, &d);
        if (d.finished)
            break;
        assert_true(seq < 100000);
        game_action a;
        assert_int_equal(bot_random_choose(ops, gs, d.seat, &rng, &a), 0);
        json_t *aj = ops->action_to_json(gs, &a);
        assert_int_equal(store_action_append(st, id, seq++, d.seat, aj), 0);
        json_decref(aj);
        assert_int_equal(ops->apply(gs, d.seat, &a, NULL, &e), 0);
    }
    json_t *outcome = ops->outcome_to_json(gs);
    assert_int_equal(store_game_finish(st, id, outcome), 0);

    store_game g;
    assert_int_equal(store_game_load(st, id, &g), 0);
    assert_int_equal(json_array_size(g.actions), seq);
    assert_int_equal(ops->config_from_json(cfg, g.config, &e), 0);
    assert_int_equal(ops->setup(gs, cfg, g.seed, &e), 0);
    size_t i;
    json_t *row;
    json_array_foreach(g.actions, i, row) {
        game_action a;
        int seat = (int)json_integer_value(json_object_get(row, "seat"));
        assert_int_equal(ops->action_from_json(gs, json_object_get(row, "action"), &a, &e), 0);
        assert_int_equal(ops->apply(gs, seat, &a, NULL, &e), 0);
    }
    json_t *replayed = ops->outcome_to_json(gs);
    assert_true(json_equal(replayed, g.outcome));
    assert_true(json_equal(replayed, outcome));
    char check[65];
    store_seed_commitment(g.seed, g.seed_salt_hex, check);
    assert_string_equal(check, g.seed_hash_hex);

    json_decref(replayed);
    json_decref(outcome);
    json_decref(cfg_j);
    store_game_free(&g);
    store_close(st);
    free(cfg);
    free(gs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),     cmocka_unit_test(test_out_of_order),
        cmocka_unit_test(test_finish),         cmocka_unit_test(test_unfinished),
        cmocka_unit_test(test_recent_finished),
        cmocka_unit_test(test_persistence),    cmocka_unit_test(test_survives_kill),
        cmocka_unit_test(test_checkpointer),
        cmocka_unit_test(test_parent_dirs),    cmocka_unit_test(test_newer_schema_refused),
        cmocka_unit_test(test_action_by_and_the_version_1_upgrade),
        cmocka_unit_test(test_seed_commitment), cmocka_unit_test(test_citadels_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
