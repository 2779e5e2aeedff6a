/* test_hub_log.c — the game's history kept by the room (game_log.c), through
 * the hub fixture (tests/unit/hub_fx.h):
 *   - whoever arrives without having followed the game (a new tab, a
 *     reload, a late spectator) gets a `log` before its `game`, and its
 *     entries are exactly the `events` messages that seat (or a spectator)
 *     was sent live, from the deal (seq 0, "by":"setup") on;
 *   - a spectator's log holds no private event: no character another
 *     picked or was dealt, no card drawn or kept;
 *   - after a restart the history is rebuilt by the replay: the same
 *     entries with the same events (a human's moves then say "player");
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

#include "hub_fx.h"

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
 * the start; every human decision is left to the timer (1 s, random). */
static int start_table(fx *f, const char *config)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Cy");
    hello(f, 4, "Spy");
    char opts[512];
    snprintf(opts, sizeof opts,
             "{\"max_players\":4,\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":0,"
             "\"config\":%s}",
             config);
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

    json_decref(bob_live);
    json_decref(spy_live);
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

/* Every entry's events, "by" left out (a restart cannot know it). */
static json_t *without_by(const json_t *entries)
{
    json_t *out = json_deep_copy(entries);
    size_t i;
    json_t *e;
    json_array_foreach(out, i, e)
    {
        json_object_del(e, "by");
    }
    return out;
}

static void test_log_survives_a_restart(void **unused)
{
    fx *f = fx_new_file_db();
    int id = start_table(f, "{}");
    play_for(f, 50);
    char tok[80];
    snprintf(tok, sizeof tok, "%s", token_of(2));
    json_t *bob_live = live_entries(2);
    int seq = num(last(2, "game"), "seq");

    hub_free(f->h);
    store_close(f->st);
    io_reset();
    f->st = store_open(f->path);
    assert_non_null(f->st);
    f->h = hub_new(NULL, f->st, fake_io(), f->now);
    assert_non_null(f->h);
    hub_connect(f->h, 2, "127.0.0.1:4000", f->now);
    sendf(f, 2, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    json_t *got = log_of(2, id);
    assert_int_equal(num(json_array_get(got, json_array_size(got) - 1), "seq"), seq);
    json_t *a = without_by(got), *b = without_by(bob_live);
    expect_same(a, b);
    /* The deal and the bot's moves still say who made them. */
    assert_string_equal(json_string_value(json_object_get(json_array_get(got, 0), "by")), "setup");
    json_decref(a);
    json_decref(b);
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
        cmocka_unit_test(test_log_cap_keeps_the_newest),
        cmocka_unit_test(test_online_variant_deal_is_the_setup_entry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
