/* test_hub_log.c — the game's history kept by the room (game_log.c), through
 * the hub fixture (tests/unit/hub_fx.h):
 *   - whoever arrives without having followed the game (a new tab, a
 *     reload, a late spectator) gets a `log` before its `game`, and its
 *     entries are exactly the `events` messages that seat (or a spectator)
 *     was sent live, from the deal (seq 0, "by":"setup") on;
 *   - a spectator's log holds no private event: no character another
 *     picked or was dealt, no card drawn or kept;
 *   - after a restart the history is rebuilt by the replay: the same
 *     entries with the same events and the same "by" (the store keeps who
 *     chose each move: "timeout", "autopilot", "bot"); a database from
 *     before the store kept it (schema version 1, no chosen_by column)
 *     still opens and restores, its moves then saying "player" (or "bot");
 *   - the cap: older entries go first, the newest are kept whole and in
 *     order, and the log says "truncated";
 *   - the online variant's deal (characters dealt, the first call) is the
 *     setup entry, sent live with seq 0. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "hub_fx.h"
#include "server/replay.h"

static const char *type_of(const json_t *m)
{
    return json_string_value(json_object_get(m, "type"));
}

/* The live `events` a connection received, as log entries (type and room
 * taken away): a new array. */
static json_t *live_entries(int conn)
{
    json_t *out = json_array();
    size_t i;
    json_t *m;
    json_array_foreach(io.inbox[conn], i, m)
    {
        if (strcmp(type_of(m), "events") != 0)
            continue;
        json_t *e = json_deep_copy(m);
        json_object_del(e, "type");
        json_object_del(e, "room");
        json_array_append_new(out, e);
    }
    return out;
}

/* Fails showing both when the two lists of entries differ. */
static void expect_same(const json_t *got, const json_t *want)
{
    if (json_equal((json_t *)got, (json_t *)want))
        return;
    size_t n = json_array_size(got) < json_array_size(want) ? json_array_size(got)
                                                             : json_array_size(want);
    for (size_t i = 0; i < n; i++)
        if (!json_equal(json_array_get(got, i), json_array_get(want, i))) {
            char *a = json_dumps(json_array_get(got, i), JSON_SORT_KEYS);
            char *b = json_dumps(json_array_get(want, i), JSON_SORT_KEYS);
            print_error("entry %zu differs:\n got  %s\n want %s\n", i, a, b);
            free(a);
            free(b);
            break;
        }
    print_error("%zu entries, %zu expected\n", json_array_size(got), json_array_size(want));
    fail();
}

/* Index of the first message of `type` in a connection's inbox, or -1. */
static int first_index(int conn, const char *type)
{
    for (size_t i = 0; i < json_array_size(io.inbox[conn]); i++)
        if (strcmp(type_of(json_array_get(io.inbox[conn], i)), type) == 0)
            return (int)i;
    return -1;
}

/* Ann (1), Bob (2) and Cy (3) and a bot in a game, Spy (4) watching from
 * the start; every human decision is left to the timer (1 s, random), and
 * after `autopilot_after` timeouts in a row (0: never) to the autopilot. */
static int start_table_ap(fx *f, const char *config, int autopilot_after)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Cy");
    hello(f, 4, "Spy");
    char opts[512];
    snprintf(opts, sizeof opts,
             "{\"max_players\":4,\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":%d,"
             "\"config\":%s}",
             autopilot_after, config);
    int id = create(f, opts);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"greedy\"}");
    sendf(f, 4, "{\"type\":\"spectate\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    assert_non_null(last(1, "game"));
    return id;
}

static int start_table(fx *f, const char *config)
{
    return start_table_ap(f, config, 0);
}

/* Lets the timer play `steps` seconds (or to the end). */
static void play_for(fx *f, int steps)
{
    for (int i = 0; i < steps && !last(1, "game_over"); i++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
    }
}

static const char *token_of(int conn)
{
    static char tok[NCONN][80];
    snprintf(tok[conn], sizeof tok[conn], "%s",
             json_string_value(json_object_get(last(conn, "welcome"), "token")));
    return tok[conn];
}

/* The entries of the one `log` a connection got; checks it came before
 * its first `game`, for this room and game. */
static json_t *log_of(int conn, int room)
{
    int li = first_index(conn, "log"), gi = first_index(conn, "game");
    assert_true(li >= 0);
    assert_true(gi > li);
    json_t *m = json_array_get(io.inbox[conn], (size_t)li);
    assert_int_equal(num(m, "room"), room);
    assert_true(num(m, "game_id") > 0);
    return json_object_get(m, "entries");
}

static void test_log_equals_what_was_sent_live(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_table(f, "{}");
    play_for(f, 60);
    int seq = num(last(2, "game"), "seq");
    assert_true(seq >= 20);

    /* The first entry is the deal, sent live with seq 0. */
    json_t *bob_live = live_entries(2);
    json_t *setup = json_array_get(bob_live, 0);
    assert_int_equal(num(setup, "seq"), 0);
    assert_true(json_is_null(json_object_get(setup, "seat")));
    assert_string_equal(json_string_value(json_object_get(setup, "by")), "setup");
    json_t *first_ev = json_array_get(json_object_get(setup, "events"), 0);
    assert_string_equal(type_of(first_ev), "round_start");
    assert_int_equal(num(json_array_get(bob_live, json_array_size(bob_live) - 1), "seq"), seq);

    /* Bob opens a new tab: the log equals what his first tab got. */
    sendf(f, 5, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", token_of(2));
    expect_same(log_of(5, id), bob_live);
    assert_false(json_is_true(json_object_get(last(5, "log"), "truncated")));

    /* A spectator arriving late sees what the one watching from the start saw. */
    json_t *spy_live = live_entries(4);
    hello(f, 6, "Late");
    sendf(f, 6, "{\"type\":\"spectate\",\"room\":%d}", id);
    expect_same(log_of(6, id), spy_live);
    assert_false(json_equal(spy_live, bob_live)); /* seats see more than spectators */

    /* More moves, then another late spectator: the log built for the first
     * one is not sent again as it was, it has the moves made since. */
    while (num(last(2, "game"), "seq") == seq && !last(1, "game_over"))
        play_for(f, 1);
    json_t *spy_now = live_entries(4);
    assert_true(json_array_size(spy_now) > json_array_size(spy_live));
    hello(f, 7, "Later");
    sendf(f, 7, "{\"type\":\"spectate\",\"room\":%d}", id);
    expect_same(log_of(7, id), spy_now);

    json_decref(bob_live);
    json_decref(spy_live);
    json_decref(spy_now);
    fx_free(f);
}

/* A player who reloads gets their own seat's history, not another's. */
static void test_reload_gets_own_history(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_table(f, "{}");
    play_for(f, 40);
    char tok[80];
    snprintf(tok, sizeof tok, "%s", token_of(1));
    json_t *ann_live = live_entries(1);
    hub_disconnect(f->h, 1, f->now);
    hub_connect(f->h, 7, "127.0.0.1:4001", f->now);
    sendf(f, 7, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    expect_same(log_of(7, id), ann_live);
    json_decref(ann_live);
    fx_free(f);
}

/* Whether an event tells a spectator something only a seat may know. */
static int private_event(const json_t *ev)
{
    const char *t = type_of(ev);
    if (strcmp(t, "card_drawn") == 0 || strcmp(t, "card_kept") == 0)
        return 1;
    return (strcmp(t, "character_picked") == 0 || strcmp(t, "character_dealt") == 0 ||
            strcmp(t, "character_face_down") == 0) &&
           json_object_get(ev, "character") != NULL;
}

static int count_private(const json_t *entries)
{
    int n = 0;
    size_t i, k;
    json_t *e, *ev;
    json_array_foreach(entries, i, e)
    {
        json_array_foreach(json_object_get(e, "events"), k, ev)
        {
            n += private_event(ev);
        }
    }
    return n;
}

static void test_spectator_log_has_no_private_events(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_table(f, "{}");
    play_for(f, 80);
    hello(f, 6, "Late");
    sendf(f, 6, "{\"type\":\"spectate\",\"room\":%d}", id);
    assert_int_equal(count_private(log_of(6, id)), 0);
    /* The check has teeth: a seat's log has such events. */
    sendf(f, 5, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", token_of(2));
    assert_true(count_private(log_of(5, id)) > 0);
    fx_free(f);
}

/* Stops the hub and its store, runs `sql` (if any) on the database file as
 * another program would, and starts a new hub on it: a restart. Bob (2)
 * then connects again with his token; returns his `log`'s entries. */
static json_t *restart_and_rejoin(fx *f, int room, const char *sql)
{
    char tok[80];
    snprintf(tok, sizeof tok, "%s", token_of(2));
    hub_free(f->h);
    store_close(f->st);
    if (sql) {
        sqlite3 *db;
        assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
        char *err = NULL;
        int rc = sqlite3_exec(db, sql, NULL, NULL, &err);
        if (rc != SQLITE_OK)
            print_error("%s: %s\n", sql, err ? err : "?");
        assert_int_equal(rc, SQLITE_OK);
        sqlite3_close(db);
    }
    io_reset();
    f->st = store_open(f->path);
    assert_non_null(f->st);
    f->h = hub_new(fx_limits(), f->st, fake_io(), f->now);
    assert_non_null(f->h);
    hub_connect(f->h, 2, "127.0.0.1:4000", f->now);
    sendf(f, 2, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    return log_of(2, room);
}

/* How many entries say `by`. */
static int count_by(const json_t *entries, const char *by)
{
    int n = 0;
    size_t i;
    json_t *e;
    json_array_foreach(entries, i, e)
    {
        n += strcmp(json_string_value(json_object_get(e, "by")), by) == 0;
    }
    return n;
}

/* With one timeout in a row before the autopilot: Ann (1) plays her own
 * moves, so the game goes on; the others' are left to the timer, then to
 * the autopilot. Stops, the game still running, once the log has moves by
 * the player, the timer, the autopilot and the bot. */
static void play_until_autopilot(fx *f)
{
    for (int i = 0; i < 1000; i++) {
        assert_null(last(1, "game_over"));
        json_t *live = live_entries(2);
        int done = count_by(live, "player") && count_by(live, "timeout") &&
                   count_by(live, "autopilot") && count_by(live, "bot");
        json_decref(live);
        if (done)
            return;
        json_t *g = last(1, "game");
        if (json_equal(json_object_get(g, "pending_seat"), json_object_get(g, "your_seat"))) {
            json_t *opts = json_object_get(
                json_object_get(json_object_get(g, "view"), "pending"), "options");
            json_t *m = json_object();
            json_object_set_new(m, "type", json_string("action"));
            json_object_set(m, "action", json_array_get(opts, 0));
            send_json(f, 1, m);
        } else {
            f->now += 1000;
            hub_tick(f->h, f->now);
        }
    }
    fail_msg("no autopilot move");
}

static void test_log_survives_a_restart(void **unused)
{
    fx *f = fx_new_file_db();
    int id = start_table_ap(f, "{}", 1);
    play_until_autopilot(f);
    json_t *bob_live = live_entries(2);
    int seq = num(last(2, "game"), "seq");

    json_t *got = restart_and_rejoin(f, id, NULL);
    assert_int_equal(num(json_array_get(got, json_array_size(got) - 1), "seq"), seq);
    expect_same(got, bob_live); /* "by" included */
    json_decref(bob_live);
    fx_free(f);
}

/* The HTTP replay's steps say who chose each move as the live `events`
 * did, from the deal ("setup") on, with the same events: the replay of the
 * stored game (marked finished here: only finished games are replayed) as
 * a spectator equals what the spectator Spy (4) was sent live. */
static void test_replay_steps_say_who_moved(void **unused)
{
    fx *f = fx_new_file_db();
    start_table_ap(f, "{}", 1);
    play_until_autopilot(f);
    json_t *spy_live = live_entries(4);
    store_game g;
    assert_int_equal(store_game_load(f->st, num(last(1, "room"), "game_id"), &g), 0);
    g.finished = 1;
    int status = 0;
    json_t *rep = game_replay_json(&g, GAME_SPECTATOR, &status);
    assert_int_equal(status, 200);
    json_t *steps = json_object_get(rep, "steps"), *want = json_array();
    size_t i;
    json_t *st;
    json_array_foreach(steps, i, st)
    {
        json_t *e = json_pack("{s:O,s:O,s:O,s:O}", "seq", json_object_get(st, "seq"), "seat",
                              i ? json_object_get(st, "seat") : json_null(), "by",
                              json_object_get(st, "by"), "events", json_object_get(st, "events"));
        json_array_append_new(want, e);
    }
    expect_same(want, spy_live);
    json_decref(want);
    json_decref(rep);
    store_game_free(&g);
    json_decref(spy_live);
    fx_free(f);
}

/* A database written before the store kept "by" (schema version 1: the
 * actions table without chosen_by): it opens (upgraded in place), the game
 * restores, and its moves say what the log alone can tell: "bot" for the
 * bot's seat, "player" for the humans' (whoever chose them then). */
static void test_log_restart_from_an_old_database(void **unused)
{
    fx *f = fx_new_file_db();
    int id = start_table_ap(f, "{}", 1);
    play_until_autopilot(f);
    json_t *bob_live = live_entries(2);
    /* What an old store would give back: the same, humans as "player". */
    json_t *want = json_deep_copy(bob_live);
    size_t i;
    json_t *e;
    json_array_foreach(want, i, e)
    {
        const char *by = json_string_value(json_object_get(e, "by"));
        if (strcmp(by, "timeout") == 0 || strcmp(by, "autopilot") == 0)
            json_object_set_new(e, "by", json_string("player"));
    }
    json_t *got = restart_and_rejoin(
        f, id, "ALTER TABLE actions DROP COLUMN chosen_by; PRAGMA user_version = 1;");
    expect_same(got, want);
    assert_int_equal(count_by(got, "timeout") + count_by(got, "autopilot"), 0);
    assert_true(count_by(got, "player") > 0 && count_by(got, "bot") > 0);
    /* The upgrade is in the file: the next move is stored with its "by". */
    sqlite3 *db;
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &q, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    assert_int_equal(sqlite3_column_int(q, 0), STORE_SCHEMA_VERSION);
    sqlite3_finalize(q);
    sqlite3_close(db);
    json_decref(want);
    json_decref(bob_live);
    fx_free(f);
}

static void test_log_cap_keeps_the_newest(void **unused)
{
    hub_limits lim;
    hub_limits_default(&lim);
    lim.log_bytes = 3000;
    fx *f = fx_new(&lim);
    int id = start_table(f, "{}");
    play_for(f, 80);
    json_t *live = live_entries(2);
    sendf(f, 5, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", token_of(2));
    json_t *got = log_of(5, id);
    assert_true(json_is_true(json_object_get(last(5, "log"), "truncated")));
    size_t n = json_array_size(got), m = json_array_size(live);
    assert_true(n > 3 && n < m);
    /* The newest n entries, whole and in order. */
    json_t *tail = json_array();
    for (size_t i = m - n; i < m; i++)
        json_array_append(tail, json_array_get(live, i));
    expect_same(got, tail);
    json_decref(tail);
    /* Within the cap (events' text; a seat sees at most all of it). */
    size_t bytes = 0, i, k;
    json_t *e, *ev;
    json_array_foreach(got, i, e)
    {
        json_array_foreach(json_object_get(e, "events"), k, ev)
        {
            char *t = json_dumps(ev, JSON_COMPACT);
            bytes += strlen(t);
            free(t);
        }
    }
    assert_true(bytes <= 3000);
    json_decref(live);
    fx_free(f);
}

/* The online variant (citadels-online-variant-de.txt "Spielstart": no
 * crown at the start, the characters dealt at random, then the first rank
 * is called): all of that happens at the deal, before anyone moves. */
static void test_online_variant_deal_is_the_setup_entry(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_table(f, "{\"selection\":\"deal\",\"characters_per_player\":2,"
                            "\"first_crown\":-1}");
    json_t *ann_live = live_entries(1), *spy_live = live_entries(4);
    json_t *ann = json_array_get(ann_live, 0), *spy = json_array_get(spy_live, 0);
    assert_int_equal(num(ann, "seq"), 0);
    assert_string_equal(json_string_value(json_object_get(ann, "by")), "setup");
    int ann_seat = num(last(1, "game"), "your_seat");
    int dealt_own = 0, dealt_public = 0, called = 0;
    size_t i;
    json_t *ev;
    json_array_foreach(json_object_get(ann, "events"), i, ev)
    {
        if (strcmp(type_of(ev), "character_dealt") == 0 && json_object_get(ev, "character")) {
            assert_int_equal(num(ev, "seat"), ann_seat);
            dealt_own++;
        }
        called += strcmp(type_of(ev), "rank_called") == 0;
    }
    json_array_foreach(json_object_get(spy, "events"), i, ev)
    {
        assert_false(private_event(ev));
        dealt_public += strcmp(type_of(ev), "character_dealt") == 0;
    }
    assert_int_equal(dealt_own, 2);
    assert_int_equal(dealt_public, 8); /* 4 seats, 2 each, none named */
    assert_true(called >= 1);
    /* A late spectator's log starts with the same entry. */
    hello(f, 6, "Late");
    sendf(f, 6, "{\"type\":\"spectate\",\"room\":%d}", id);
    assert_true(json_equal(json_array_get(log_of(6, id), 0), spy));
    json_decref(ann_live);
    json_decref(spy_live);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_equals_what_was_sent_live),
        cmocka_unit_test(test_reload_gets_own_history),
        cmocka_unit_test(test_spectator_log_has_no_private_events),
        cmocka_unit_test(test_log_survives_a_restart),
        cmocka_unit_test(test_log_restart_from_an_old_database),
        cmocka_unit_test(test_replay_steps_say_who_moved),
        cmocka_unit_test(test_log_cap_keeps_the_newest),
        cmocka_unit_test(test_online_variant_deal_is_the_setup_entry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
