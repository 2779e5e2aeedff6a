/* test_hub_autopilot.c — absent players (autopilot.c), through the hub
 * fixture (tests/unit/hub_fx.h). Ann (conn 1) plays her moves; Bob (conn 2)
 * is at the table but answers nothing:
 *   - his first autopilot_after timeouts are the timer's, each with the full
 *     turn time; then a bot plays his seat at the bot pause, the `room`
 *     says so (autopilot, autopilot_moves) and its moves say "autopilot";
 *   - he returns by {"type":"back"}, by an action of his own (even a
 *     refused one), or by connecting again after having had no connection
 *     (another tab while connected does not count): the autopilot stops,
 *     his decision gets the full time, and the count starts again;
 *   - autopilot_after 0 never takes over; the option is checked, shown in
 *     the room's options and kept over a restart. */
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

#define TURN_MS 10000
#define PAUSE_MS 500

static json_t *seat_entry(int conn, int seat)
{
    return json_array_get(json_object_get(last(conn, "room"), "seats"), (size_t)seat);
}

static int on_autopilot(int conn, int seat)
{
    return json_is_true(json_object_get(seat_entry(conn, seat), "autopilot"));
}

static int pending_is(int conn, int seat)
{
    json_t *g = last(conn, "game");
    json_t *p = json_object_get(g, "pending_seat");
    return g && json_is_integer(p) && json_integer_value(p) == seat;
}

/* Ann and Bob in a game with these options; returns the room id. */
static int start_two(fx *f, const char *options)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, options);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    assert_non_null(last(1, "game"));
    return id;
}

/* Ann plays her first option. */
static void ann_moves(fx *f)
{
    json_t *g = last(1, "game");
    json_t *opts = json_object_get(json_object_get(json_object_get(g, "view"), "pending"), "options");
    assert_true(json_array_size(opts) > 0);
    json_t *m = json_object();
    json_object_set_new(m, "type", json_string("action"));
    json_object_set(m, "action", json_array_get(opts, 0));
    f->now += 60;
    send_json(f, 1, m);
    assert_null(last(1, "error"));
}

/* Plays until Bob's seat has a decision pending (Ann moving); returns the
 * time it has (deadline - now), or -1 if the game ended. */
static int64_t to_bobs_decision(fx *f, int bob)
{
    for (int i = 0; i < 2000; i++) {
        if (last(1, "game_over"))
            return -1;
        if (pending_is(1, bob))
            return json_integer_value(json_object_get(last(2, "game"), "deadline_ms")) - f->now;
        ann_moves(f);
    }
    fail_msg("Bob never had to decide");
    return -1;
}

/* Lets Bob's pending decision run out; returns the `by` of the move. */
static const char *bob_times_out(fx *f, int bob)
{
    f->now = json_integer_value(json_object_get(last(2, "game"), "deadline_ms"));
    io_clear(1);
    hub_tick(f->h, f->now);
    json_t *ev = last(1, "events");
    assert_non_null(ev);
    assert_int_equal(num(ev, "seat"), bob);
    return json_string_value(json_object_get(ev, "by"));
}

/* Up to the autopilot's takeover: `n` timeouts, each with the full time. */
static void until_takeover(fx *f, int bob, int n)
{
    for (int i = 0; i < n; i++) {
        assert_false(on_autopilot(1, bob));
        assert_int_equal(to_bobs_decision(f, bob), TURN_MS);
        assert_string_equal(bob_times_out(f, bob), "timeout");
    }
    assert_true(on_autopilot(1, bob));
    assert_true(on_autopilot(2, bob)); /* Bob's own tab is told too */
    assert_int_equal(num(seat_entry(1, bob), "autopilot_moves"), 0);
}

static const char *OPTS = "{\"turn_seconds\":10,\"bot_delay_ms\":500,\"autopilot_after\":2}";

static void test_takes_over_after_timeouts_and_back(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, OPTS);
    int bob = room_seat(2);
    until_takeover(f, bob, 2);
    /* The bot plays at its pause, as "autopilot". */
    for (int i = 0; i < 3; i++) {
        assert_int_equal(to_bobs_decision(f, bob), PAUSE_MS);
        assert_string_equal(bob_times_out(f, bob), "autopilot");
    }
    assert_int_equal(to_bobs_decision(f, bob), PAUSE_MS);
    /* "I'm back": the seat is his again, with the full time now. */
    io_clear(1);
    io_clear(2);
    sendf(f, 2, "{\"type\":\"back\"}");
    assert_null(last(2, "error"));
    assert_false(on_autopilot(1, bob));
    assert_int_equal(num(seat_entry(1, bob), "autopilot_moves"), 3); /* what he missed */
    assert_int_equal(json_integer_value(json_object_get(last(2, "game"), "deadline_ms")),
                     f->now + TURN_MS);
    sendf(f, 2, "{\"type\":\"back\"}");
    expect_error(2, "not_on_autopilot");
    /* The count starts again: two more timeouts before the bot returns. */
    assert_string_equal(bob_times_out(f, bob), "timeout");
    until_takeover(f, bob, 1);
    fx_free(f);
}

static void test_an_action_brings_him_back(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, OPTS);
    int bob = room_seat(2);
    until_takeover(f, bob, 2);
    /* Even a refused action says he is there. */
    sendf(f, 2, "{\"type\":\"action\",\"action\":{\"type\":\"fly\"}}");
    assert_non_null(last(2, "error"));
    assert_false(on_autopilot(1, bob));
    if (to_bobs_decision(f, bob) >= 0)
        assert_int_equal(to_bobs_decision(f, bob), TURN_MS);
    fx_free(f);
}

/* An undo is a move of his own too (issue 10 §4): even one refused (there
 * is nothing of his to take back yet) ends the autopilot. */
static void test_an_undo_brings_him_back(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, OPTS);
    int bob = room_seat(2);
    until_takeover(f, bob, 2);
    io_clear(2);
    sendf(f, 2, "{\"type\":\"undo\"}");
    assert_false(on_autopilot(1, bob));
    if (to_bobs_decision(f, bob) >= 0)
        assert_int_equal(to_bobs_decision(f, bob), TURN_MS);
    fx_free(f);
}

static void test_reconnecting_brings_him_back(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, OPTS);
    int bob = room_seat(2);
    char tok[80];
    snprintf(tok, sizeof tok, "%s", json_string_value(json_object_get(last(2, "welcome"), "token")));
    until_takeover(f, bob, 2);
    /* Another tab while his first is open: he never left; the bot stays. */
    sendf(f, 3, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    assert_true(on_autopilot(1, bob));
    /* Both tabs gone, then one comes back: he is back. */
    hub_disconnect(f->h, 2, f->now);
    hub_disconnect(f->h, 3, f->now);
    assert_true(on_autopilot(1, bob));
    hub_connect(f->h, 4, "127.0.0.1:4000", f->now);
    sendf(f, 4, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    assert_false(on_autopilot(1, bob));
    assert_false(on_autopilot(4, bob));
    fx_free(f);
}

static void test_zero_never_takes_over(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, "{\"turn_seconds\":10,\"autopilot_after\":0}");
    int bob = room_seat(2);
    assert_int_equal(num(json_object_get(last(1, "room"), "options"), "autopilot_after"), 0);
    for (int i = 0; i < 6; i++) {
        if (to_bobs_decision(f, bob) < 0)
            break;
        assert_int_equal(to_bobs_decision(f, bob), TURN_MS);
        assert_string_equal(bob_times_out(f, bob), "timeout");
        assert_false(on_autopilot(1, bob));
    }
    fx_free(f);
}

static void test_option_checked_and_kept(void **unused)
{
    fx *f = fx_new_file_db();
    hello(f, 1, "Ann");
    const char *bad[] = {"11", "-1", "\"2\"", "2.5", "true"};
    for (int i = 0; i < 5; i++) {
        sendf(f, 1, "{\"type\":\"create_room\",\"options\":{\"autopilot_after\":%s}}", bad[i]);
        expect_error(1, "bad_options");
    }
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":{}}");
    assert_int_equal(num(json_object_get(last(1, "room"), "options"), "autopilot_after"), 2);
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"autopilot_after\":3}}");
    assert_int_equal(num(json_object_get(last(1, "room"), "options"), "autopilot_after"), 3);
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_non_null(last(1, "game"));
    char tok[80];
    snprintf(tok, sizeof tok, "%s", json_string_value(json_object_get(last(1, "welcome"), "token")));
    /* A restart keeps the option with the stored room. */
    hub_free(f->h);
    store_close(f->st);
    io_reset();
    f->st = store_open(f->path);
    f->h = hub_new(fx_limits(), f->st, fake_io(), f->now);
    hub_connect(f->h, 1, "127.0.0.1:4000", f->now);
    sendf(f, 1, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
    assert_int_equal(num(json_object_get(last(1, "room"), "options"), "autopilot_after"), 3);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_takes_over_after_timeouts_and_back),
        cmocka_unit_test(test_an_action_brings_him_back),
        cmocka_unit_test(test_an_undo_brings_him_back),
        cmocka_unit_test(test_reconnecting_brings_him_back),
        cmocka_unit_test(test_zero_never_takes_over),
        cmocka_unit_test(test_option_checked_and_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
