/* test_hub_rematch.c — a rematch (rematch.c), through the hub fixture
 * (tests/unit/hub_fx.h). Ann (conn 1) owns a room with Bob (conn 2) and a
 * bot, Spy (conn 3) watches; their game is played to its end by the timer:
 *   - only the owner, only once the game is finished;
 *   - the same room (id, name, options, password) back before the start,
 *     the same seats in the same order (bot kept), the spectator still
 *     watching, every member sent the new `room`, the lobby showing it
 *     waiting; the old game stays stored; a second game is played to its end
 *     under a new game id;
 *   - a player who left the finished room keeps the seat and gets it back by
 *     join_room; the owner may kick it before the start;
 *   - a rematch counts against the owner's room limits like a new room,
 *     and takes one of the address's room creations;
 *   - seats the autopilot played in the last game start the next one played
 *     by their players again. */
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

static int your_seat(int conn)
{
    json_t *v = json_object_get(last(conn, "room"), "your_seat");
    return json_is_integer(v) ? (int)json_integer_value(v) : -1;
}

static int start_table(fx *f)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Spy");
    int id = create(f, "{\"name\":\"Again\",\"turn_seconds\":1,\"bot_delay_ms\":0,"
                       "\"autopilot_after\":0,\"config\":{\"city_target\":3}}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"greedy\"}");
    sendf(f, 3, "{\"type\":\"spectate\",\"room\":%d}", id);
    return id;
}

static void start(fx *f)
{
    io_clear(1);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    assert_non_null(last(1, "game"));
}

static void play_to_end(fx *f)
{
    for (int i = 0; i < 5000 && !last(1, "game_over"); i++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
    }
    assert_non_null(last(1, "game_over"));
}

static json_t *seats_of(int conn)
{
    return json_object_get(last(conn, "room"), "seats");
}

static void test_rematch_resets_and_plays_again(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_table(f);
    start(f);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    expect_error(1, "not_finished");
    play_to_end(f);
    int old_game = num(last(1, "game_over"), "game_id");
    json_t *seats_before = json_deep_copy(seats_of(1));
    json_t *opts_before = json_deep_copy(json_object_get(last(1, "room"), "options"));
    int ann = your_seat(1), bob = your_seat(2);

    sendf(f, 2, "{\"type\":\"rematch\"}");
    expect_error(2, "not_owner");
    sendf(f, 3, "{\"type\":\"rematch\"}");
    expect_error(3, "not_owner");
    for (int c = 1; c <= 3; c++)
        io_clear(c);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    assert_null(last(1, "error"));
    for (int c = 1; c <= 3; c++) {
        json_t *r = last(c, "room");
        assert_non_null(r);
        assert_int_equal(num(r, "id"), id);
        assert_string_equal(json_string_value(json_object_get(r, "name")), "Again");
        assert_false(json_is_true(json_object_get(r, "started")));
        assert_false(json_is_true(json_object_get(r, "finished")));
        assert_null(json_object_get(r, "game_id"));
        assert_true(json_equal(json_object_get(r, "options"), opts_before));
        assert_int_equal(json_array_size(json_object_get(r, "seats")), 3);
    }
    assert_true(json_equal(seats_of(1), seats_before));
    assert_int_equal(your_seat(1), ann);
    assert_int_equal(your_seat(2), bob);
    assert_true(json_is_true(json_object_get(last(3, "room"), "spectating")));
    /* The lobby lists it as waiting again. */
    f->now += 2000;
    sendf(f, 3, "{\"type\":\"list_rooms\"}");
    json_t *list = json_object_get(last(3, "rooms"), "rooms");
    assert_int_equal(json_array_size(list), 1);
    assert_false(json_is_true(json_object_get(json_array_get(list, 0), "started")));
    assert_false(json_is_true(json_object_get(json_array_get(list, 0), "finished")));
    /* The old game stays stored, finished. */
    json_t *stored = hub_game_log(f->h, old_game);
    assert_non_null(stored);
    json_decref(stored);

    /* A second game, to its end, as a new stored game. */
    start(f);
    json_t *g = last(1, "game");
    assert_int_equal(num(g, "seq"), 0);
    assert_int_equal(num(last(1, "room"), "game_id") > old_game, 1);
    play_to_end(f);
    assert_int_equal(num(last(1, "game_over"), "game_id"), num(last(1, "room"), "game_id"));
    json_decref(seats_before);
    json_decref(opts_before);
    fx_free(f);
}

static void test_seat_kept_for_who_left(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_table(f);
    start(f);
    play_to_end(f);
    int bob = your_seat(2);
    sendf(f, 2, "{\"type\":\"leave_room\"}");
    assert_non_null(last(2, "left"));
    sendf(f, 1, "{\"type\":\"rematch\"}");
    assert_null(last(1, "error"));
    json_t *seat = json_array_get(seats_of(1), (size_t)bob);
    assert_string_equal(json_string_value(json_object_get(seat, "name")), "Bob");
    assert_false(json_is_true(json_object_get(seat, "connected")));
    /* A newcomer does not get it... */
    hello(f, 4, "Eve");
    sendf(f, 4, "{\"type\":\"join_room\",\"room\":%d}", id);
    assert_int_equal(your_seat(4), 3);
    /* ... Bob does, by his token. */
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    assert_int_equal(your_seat(2), bob);
    assert_int_equal(json_array_size(seats_of(2)), 4);
    /* The owner may still kick before the start. */
    sendf(f, 1, "{\"type\":\"kick\",\"seat\":%d}", bob);
    assert_null(last(1, "error"));
    assert_non_null(last(2, "kicked"));
    assert_int_equal(json_array_size(seats_of(1)), 3);
    fx_free(f);
}

/* Ann and Bob leave everything to the timer, so the autopilot takes both
 * seats over (autopilot_after 2) and ends the game; after the rematch
 * nobody is on autopilot, the next game's first decision has the full turn
 * time, not the bot pause, and the timeouts count from zero again (one
 * timeout does not hand a seat over). */
static void test_rematch_ends_the_autopilot(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, "{\"turn_seconds\":30,\"bot_delay_ms\":0,\"autopilot_after\":2,"
                       "\"config\":{\"city_target\":3}}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    start(f);
    for (int i = 0; i < 100 && !last(1, "game_over"); i++) {
        f->now += 30000;
        hub_tick(f->h, f->now);
    }
    assert_non_null(last(1, "game_over"));
    int on = 0;
    size_t i;
    json_t *st;
    json_array_foreach(seats_of(1), i, st)
    {
        on += json_is_true(json_object_get(st, "autopilot"));
    }
    assert_int_equal(on, 2);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    assert_null(last(1, "error"));
    json_array_foreach(seats_of(1), i, st)
    {
        assert_false(json_is_true(json_object_get(st, "autopilot")));
        assert_int_equal(num(st, "autopilot_moves"), 0);
    }
    start(f);
    json_t *g = last(1, "game");
    assert_int_equal(json_integer_value(json_object_get(g, "deadline_ms")) - f->now, 30000);
    f->now += 30000;
    hub_tick(f->h, f->now);
    assert_true(num(last(1, "game"), "seq") > 0);
    json_array_foreach(seats_of(1), i, st)
    {
        assert_false(json_is_true(json_object_get(st, "autopilot")));
    }
    fx_free(f);
}

static void test_rematch_counts_against_room_limits(void **unused)
{
    hub_limits lim;
    hub_limits_default(&lim);
    lim.rooms_per_address = 1;
    fx *f = fx_new(&lim);
    start_table(f);
    start(f);
    play_to_end(f);
    /* A finished room counts for nobody: another from the address is fine. */
    hello(f, 5, "Dan");
    sendf(f, 5, "{\"type\":\"create_room\"}");
    assert_null(last(5, "error"));
    io_clear(1);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    expect_error(1, "too_many_rooms_per_address");
    assert_null(last(1, "room")); /* nothing changed */
    sendf(f, 5, "{\"type\":\"leave_room\"}"); /* Dan's room closes */
    io_clear(1);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    assert_null(last(1, "error"));
    assert_false(json_is_true(json_object_get(last(1, "room"), "finished")));
    fx_free(f);
}

/* A rematch takes one of the address's room creations, as a new room
 * would: once the address has used them up, the rematch waits for the next
 * (one an hour). */
static void test_rematch_takes_a_room_creation(void **unused)
{
    hub_limits lim;
    hub_limits_default(&lim);
    lim.room_creations_per_hour = 1;
    fx *f = fx_new(&lim);
    start_table(f);
    start(f);
    play_to_end(f);
    /* Dan, from the same address, spends the rest of its burst. */
    hello(f, 5, "Dan");
    for (int i = 0; i < 50 && !last(5, "error"); i++)
        sendf(f, 5, "{\"type\":\"create_room\"}");
    expect_error(5, "too_many_creations");
    sendf(f, 5, "{\"type\":\"leave_room\"}");
    io_clear(1);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    expect_error(1, "too_many_creations");
    assert_null(last(1, "room")); /* nothing changed */
    f->now += 3600 * 1000;
    io_clear(1);
    sendf(f, 1, "{\"type\":\"rematch\"}");
    assert_null(last(1, "error"));
    assert_false(json_is_true(json_object_get(last(1, "room"), "started")));
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rematch_resets_and_plays_again),
        cmocka_unit_test(test_seat_kept_for_who_left),
        cmocka_unit_test(test_rematch_counts_against_room_limits),
        cmocka_unit_test(test_rematch_ends_the_autopilot),
        cmocka_unit_test(test_rematch_takes_a_room_creation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
