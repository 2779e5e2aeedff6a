/* test_hub_store.c — the hub's write-ahead with the store writer (issue 8,
 * findings 10 and 17): the writer is held (hub_fx.h: fx_writer_attach,
 * fx_commit), so each test decides when a write becomes durable and sees
 * what the hub does meanwhile.
 *
 * - Nothing about a game's creation or a move goes out before the writer
 *   reports it stored; meanwhile the room shows its last durable state,
 *   refuses another move with "move_pending", and its bots wait.
 * - When the write fails (another process holds the lock past the writer's
 *   patience), the move is undone as if never made and only its sender
 *   hears of it ("store_failed"); a failed creation leaves the room before
 *   the start. Play resumes once the store takes writes again.
 * - Moves of several rooms share one commit (group commit).
 * - A failed write is logged at most once per 10 s however many rooms fail.
 * - hub_free lets a write in flight finish and reports it. */
#define _GNU_SOURCE /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "hub_fx.h"

#include <sqlite3.h>

#define RETRY_MS 1000 /* HUB_STORE_RETRY_MS: a bot's move is retried after it */

/* ---- helpers ---- */

/* Ann (conn 1) and Bob (conn 2) in a room of f with `bots` bots; the start
 * is sent (and, with a held writer, waits). Returns the room id. */
static int two_humans(fx *f, int bots, const char *options)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, options);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    for (int i = 0; i < bots; i++)
        sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    return id;
}

/* The connection (1 or 2) whose decision it is, or 0. */
static int to_move(void)
{
    json_t *g = last(1, "game");
    if (!g || json_is_null(json_object_get(g, "pending_seat")))
        return 0;
    int p = num(g, "pending_seat");
    return p == my_seat(1) ? 1 : p == my_seat(2) ? 2 : 0;
}

/* The first offered option of conn's pending decision (a new reference). */
static json_t *first_option(int conn)
{
    json_t *opts = json_object_get(
        json_object_get(json_object_get(last(conn, "game"), "view"), "pending"), "options");
    assert_true(json_array_size(opts) > 0);
    return json_incref(json_array_get(opts, 0));
}

static void send_action(fx *f, int conn, json_t *opt)
{
    send_json(f, conn, json_pack("{s:s,s:O}", "type", "action", "action", opt));
}

/* Sends the first offered option of conn's pending decision. */
static void act_first(fx *f, int conn)
{
    json_t *opt = first_option(conn);
    send_action(f, conn, opt);
    json_decref(opt);
}

static char *view_text(int conn)
{
    return json_dumps(json_object_get(last(conn, "game"), "view"), JSON_SORT_KEYS);
}

/* Stored actions of a game, read through the test's own store. */
static int stored_actions(srv_store *st, int game_id)
{
    store_game g;
    if (store_game_load(st, game_id, &g) < 0)
        return -1;
    int n = (int)json_array_size(g.actions);
    store_game_free(&g);
    return n;
}

/* Another process's write lock on f's database (BEGIN IMMEDIATE). */
static sqlite3 *lock_db(fx *f)
{
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL), SQLITE_OK);
    return db;
}

static void unlock_db(sqlite3 *db)
{
    assert_int_equal(sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
}

/* ---- tests ---- */

/* Write-ahead through the writer: the game and each move are announced
 * only once stored. */
static void test_nothing_sent_before_durable(void **unused)
{
    fx *f = fx_new(NULL);
    fx_writer_attach(f);
    int id = two_humans(f, 0, "{\"turn_seconds\":60}");
    /* The start waits for its write: no game yet, the room not shown
     * started, the room frozen for the lobby. */
    assert_null(last(1, "game"));
    assert_null(last(2, "game"));
    assert_false(json_is_true(json_object_get(last(1, "room"), "started")));
    assert_int_equal(fx_writes_waiting(), 1);
    sendf(f, 3, "{\"type\":\"hello\",\"version\":1,\"name\":\"Cid\"}");
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(3, "already_started");
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    expect_error(1, "already_started");
    /* Stored: now everyone gets the game. */
    assert_int_equal(fx_commit(f), 1);
    assert_non_null(last(1, "game"));
    assert_non_null(last(2, "game"));
    json_t *room = last(1, "room");
    assert_true(json_is_true(json_object_get(room, "started")));
    int game_id = num(room, "game_id");
    assert_true(game_id > 0);

    int c = to_move(), o = 3 - c;
    assert_true(c > 0);
    char *before = view_text(c);
    json_t *opt = first_option(c);
    io_clear(c);
    io_clear(o);
    send_action(f, c, opt);
    /* Applied, handed to the writer, not stored: nobody hears a thing. */
    assert_int_equal(count(c), 0);
    assert_int_equal(count(o), 0);
    assert_int_equal(stored_actions(f->st, game_id), 0);
    assert_int_equal(fx_writes_waiting(), 1);
    /* Meanwhile: another action is refused (retryable), a returning player
     * sees the last durable state, and the timer plays nothing. */
    send_action(f, c, opt);
    json_decref(opt);
    expect_error(c, "move_pending");
    sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", id);
    char *during = view_text(c);
    assert_string_equal(during, before);
    assert_int_equal(num(last(c, "game"), "seq"), 0);
    f->now += 120000; /* past the 60 s turn */
    hub_tick(f->h, f->now);
    assert_int_equal(fx_writes_waiting(), 1);
    assert_int_equal(stored_actions(f->st, game_id), 0);
    io_clear(c);
    io_clear(o);

    /* Stored: both get the events and the new view, at seq 1. */
    assert_int_equal(fx_commit(f), 1);
    assert_int_equal(stored_actions(f->st, game_id), 1);
    assert_non_null(last(c, "events"));
    assert_non_null(last(o, "events"));
    assert_int_equal(num(last(o, "game"), "seq"), 1);
    char *after = view_text(c);
    assert_string_not_equal(after, before);
    free(before);
    free(during);
    free(after);
    fx_free_with_writer(f);
}

/* A move whose write fails is undone: its sender gets store_failed, the
 * others hear nothing, the state and seq are as before; the same move
 * works once the lock is gone. */
static void test_failed_write_rolls_back(void **unused)
{
    fx *f = fx_new_file_db();
    store_writer *wr = fx_writer_attach(f);
    int id = two_humans(f, 0, "{\"turn_seconds\":60}");
    assert_int_equal(fx_commit(f), 1);
    int game_id = num(last(1, "room"), "game_id");
    int c = to_move(), o = 3 - c;
    char *before = view_text(c);
    int64_t deadline = json_integer_value(json_object_get(last(c, "game"), "deadline_ms"));

    sqlite3 *other = lock_db(f);
    store_writer_set_busy_limit(wr, 0); /* give up at the first refusal */
    store_set_busy_timeout(fx_wr_store, 1);
    json_t *opt = first_option(c);
    io_clear(c);
    io_clear(o);
    send_action(f, c, opt);
    assert_int_equal(count(c), 0);
    assert_int_equal(fx_commit(f), 1);
    expect_error(c, "store_failed");
    assert_non_null(strstr(json_string_value(json_object_get(last(c, "error"), "message")),
                           "locked"));
    assert_int_equal(count(c), 1);
    assert_int_equal(count(o), 0);
    /* Undone: the view on re-entering is the one before, with the player's
     * own deadline kept. */
    sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", id);
    char *now = view_text(c);
    assert_string_equal(now, before);
    assert_int_equal(num(last(c, "game"), "seq"), 0);
    assert_int_equal(json_integer_value(json_object_get(last(c, "game"), "deadline_ms")),
                     deadline);
    unlock_db(other);
    assert_int_equal(stored_actions(f->st, game_id), 0);

    /* The store takes writes again: the same move goes through. */
    send_action(f, c, opt);
    json_decref(opt);
    assert_int_equal(fx_commit(f), 1);
    assert_int_equal(num(last(o, "game"), "seq"), 1);
    assert_int_equal(stored_actions(f->st, game_id), 1);
    free(before);
    free(now);
    fx_free_with_writer(f);
}

/* A failed creation leaves the room before the start; a bot whose move
 * fails tries again after RETRY_MS, not at once. */
static void test_failed_start_and_bot_retry(void **unused)
{
    fx *f = fx_new_file_db();
    store_writer *wr = fx_writer_attach(f);
    store_writer_set_busy_limit(wr, 0);
    store_set_busy_timeout(fx_wr_store, 1);
    sqlite3 *other = lock_db(f);
    hello(f, 1, "Ann");
    create(f, "{\"turn_seconds\":60,\"bot_delay_ms\":0}");
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_int_equal(fx_commit(f), 1);
    expect_error(1, "store_failed");
    assert_null(last(1, "game"));
    /* Before the start again: the owner may change the room. */
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    assert_int_equal(seats_in(1), 3);
    assert_false(json_is_true(json_object_get(last(1, "room"), "started")));
    unlock_db(other);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_int_equal(fx_commit(f), 1);
    assert_non_null(last(1, "game"));
    int game_id = num(last(1, "room"), "game_id");
    /* Let the bots play until one of their moves is waiting. */
    while (to_move() == 1)
        act_first(f, 1), fx_commit(f);
    hub_tick(f->h, f->now);
    assert_int_equal(fx_writes_waiting(), 1);
    int stored = stored_actions(f->st, game_id);
    other = lock_db(f);
    assert_int_equal(fx_commit(f), 1); /* fails */
    assert_int_equal(fx_writes_waiting(), 0);
    hub_tick(f->h, f->now + RETRY_MS / 2);
    assert_int_equal(fx_writes_waiting(), 0); /* no retry yet */
    unlock_db(other);
    f->now += RETRY_MS;
    hub_tick(f->h, f->now);
    assert_int_equal(fx_writes_waiting(), 1);
    assert_int_equal(fx_commit(f), 1);
    assert_int_equal(stored_actions(f->st, game_id), stored + 1);
    fx_free_with_writer(f);
}

/* Moves of different rooms in flight together go into one commit; each
 * room still takes one move at a time. */
static void test_group_commit_across_rooms(void **unused)
{
    fx *f = fx_new(NULL);
    store_writer *wr = fx_writer_attach(f);
    int rooms = 4;
    for (int i = 0; i < rooms; i++) {
        int c = 1 + i;
        char name[8];
        snprintf(name, sizeof name, "P%d", i);
        hello(f, c, name);
        sendf(f, c, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":"
                    "{\"turn_seconds\":60,\"bot_delay_ms\":0}}");
        sendf(f, c, "{\"type\":\"add_bot\",\"level\":\"random\"}");
        sendf(f, c, "{\"type\":\"start\"}");
    }
    store_writer_stats st;
    assert_int_equal(fx_commit(f), rooms); /* four creations, one commit */
    store_writer_get_stats(wr, &st);
    assert_int_equal(st.commits, 1);
    assert_int_equal(st.max_batch, rooms);
    /* Every room's first decision (the human's or the bot's), in flight at once. */
    for (int i = 0; i < rooms; i++) {
        int c = 1 + i;
        json_t *g = last(c, "game");
        if (num(g, "pending_seat") == my_seat(c))
            act_first(f, c);
    }
    hub_tick(f->h, f->now);
    assert_int_equal(fx_writes_waiting(), rooms);
    assert_int_equal(fx_commit(f), rooms);
    store_writer_get_stats(wr, &st);
    assert_int_equal(st.commits, 2);
    assert_int_equal(st.failed, 0);
    for (int i = 0; i < rooms; i++)
        assert_int_equal(num(last(1 + i, "game"), "seq"), 1);
    fx_free_with_writer(f);
}

/* With the store refusing, every room's bots fail every second; the log
 * gets one line per 10 s, not one per room per second. */
static void test_failure_log_rate_limited(void **unused)
{
    fx *f = fx_new_file_db();
    store_writer *wr = fx_writer_attach(f);
    int rooms = 3;
    for (int i = 0; i < rooms; i++) {
        int c = 1 + i;
        hello(f, c, "P");
        sendf(f, c, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":"
                    "{\"turn_seconds\":1,\"bot_delay_ms\":0}}");
        sendf(f, c, "{\"type\":\"add_bot\",\"level\":\"random\"}");
        sendf(f, c, "{\"type\":\"start\"}");
    }
    assert_int_equal(fx_commit(f), rooms);
    store_writer_set_busy_limit(wr, 0);
    store_set_busy_timeout(fx_wr_store, 1);
    sqlite3 *other = lock_db(f);

    char path[160];
    snprintf(path, sizeof path, "%s/stderr.txt", f->dir);
    fflush(stderr);
    int saved = dup(2);
    FILE *log = fopen(path, "w+");
    assert_non_null(log);
    dup2(fileno(log), 2);
    int failures = 0;
    for (int t = 0; t < 30; t++) { /* 30 s of failing moves */
        f->now += 1000;
        hub_tick(f->h, f->now);
        failures += fx_commit(f);
    }
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(log);
    char line[1024];
    int lines = 0, mentions_more = 0;
    while (fgets(line, sizeof line, log)) {
        lines++;
        mentions_more += strstr(line, "more store failures") != NULL;
    }
    fclose(log);
    unlink(path);
    unlock_db(other);
    assert_true(failures >= 2 * 30); /* every room failed about every second */
    assert_true(lines >= 2);
    assert_true(lines <= 4); /* 30 s / 10 s, and the first */
    assert_true(mentions_more >= 1);
    fx_free_with_writer(f);
}

/* A write still with the writer when the hub goes is written and reported
 * (nothing leaks, nothing is reported to a freed hub). */
static void test_hub_free_drains_writer(void **unused)
{
    fx *f = fx_new_file_db();
    fx_writer_attach(f);
    two_humans(f, 0, "{\"turn_seconds\":60}");
    assert_int_equal(fx_commit(f), 1);
    int game_id = num(last(1, "room"), "game_id");
    act_first(f, to_move());
    assert_int_equal(fx_writes_waiting(), 1);
    hub_free(f->h);
    assert_int_equal(stored_actions(f->st, game_id), 1);
    f->h = hub_new(fx_limits(), NULL, fake_io(), f->now);
    fx_free_with_writer(f);
}

/* The in-line path (no writer: the unit tests' and start-up's) keeps
 * write-ahead too: a failure reports store_failed at once. */
static void test_in_line_without_writer(void **unused)
{
    fx *f = fx_new_file_db();
    two_humans(f, 0, "{\"turn_seconds\":60}");
    assert_non_null(last(1, "game"));
    int c = to_move();
    sqlite3 *other = lock_db(f);
    /* The hub's own connection waits out its busy timeout (5 s) here: this
     * is what the writer thread keeps off the event loop. */
    srv_store *quick = f->st;
    store_set_busy_timeout(quick, 10);
    act_first(f, c);
    expect_error(c, "store_failed");
    unlock_db(other);
    act_first(f, c);
    assert_int_equal(num(last(3 - c, "game"), "seq"), 1);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nothing_sent_before_durable),
        cmocka_unit_test(test_failed_write_rolls_back),
        cmocka_unit_test(test_failed_start_and_bot_retry),
        cmocka_unit_test(test_group_commit_across_rooms),
        cmocka_unit_test(test_failure_log_rate_limited),
        cmocka_unit_test(test_hub_free_drains_writer),
        cmocka_unit_test(test_in_line_without_writer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
