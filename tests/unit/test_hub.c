/* test_hub.c — the hub without a network: fake connections collect what the
 * hub sends, a fake clock drives deadlines, and a real store (":memory:" or a
 * temporary file) records games. Covers the protocol's lobby, room and game
 * messages, errors (sent only to the sender, changing nothing), private
 * rooms, the owner's powers, bots, timeouts, reconnection, spectators, rate
 * limits, the seed commitment and rebuilding games after a restart. */
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

/* ---- lobby ---- */

static void test_hello_and_errors(void **unused)
{
    fx *f = fx_new(NULL);
    sendf(f, 1, "{\"type\":\"list_rooms\"}");
    expect_error(1, "hello_first");
    sendf(f, 1, "{\"type\":\"hello\",\"version\":99,\"name\":\"Ann\"}");
    expect_error(1, "bad_version");
    sendf(f, 1, "{\"type\":\"hello\",\"version\":1,\"name\":\"\"}");
    expect_error(1, "bad_name");
    hello(f, 1, "Ann");
    json_t *w = last(1, "welcome");
    assert_int_equal(num(w, "version"), HUB_PROTOCOL_VERSION);
    assert_string_equal(json_string_value(json_object_get(w, "name")), "Ann");
    assert_int_equal(strlen(json_string_value(json_object_get(w, "token"))), 64);

    int id = create(f, "{\"name\":\"t1\"}");
    hub_stats before, after;
    hub_get_stats(f->h, &before);
    io_clear(1);
    io_clear(2);
    sendf(f, 1, "{not json");
    expect_error(1, "bad_json");
    sendf(f, 1, "[1,2]");
    expect_error(1, "bad_message");
    sendf(f, 1, "{\"type\":\"dance\",\"ref\":7}");
    expect_error(1, "unknown_type");
    assert_int_equal(num(last(1, "error"), "ref"), 7);
    sendf(f, 1, "{\"type\":\"kick\",\"seat\":5}");
    expect_error(1, "bad_seat");
    sendf(f, 1, "{\"type\":\"start\"}");
    expect_error(1, "not_enough_players");
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"max_players\":9}}");
    expect_error(1, "bad_options");
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"colour\":\"red\"}}");
    expect_error(1, "bad_options");
    /* The engine judges its own config. */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"config\":{\"city_target\":99}}}");
    expect_error(1, "bad_config");
    sendf(f, 1, "{\"type\":\"action\",\"action\":{\"type\":\"take_gold\"}}");
    expect_error(1, "not_started");
    /* Only errors came back, only to the sender, and nothing changed. */
    for (size_t i = 0; i < count(1); i++)
        assert_string_equal(
            json_string_value(json_object_get(json_array_get(io.inbox[1], i), "type")), "error");
    assert_int_equal(count(2), 0);
    hub_get_stats(f->h, &after);
    assert_int_equal(after.rooms, before.rooms);
    assert_int_equal(after.errors, before.errors + 9);
    sendf(f, 1, "{\"type\":\"list_rooms\"}");
    json_t *rooms = json_object_get(last(1, "rooms"), "rooms");
    assert_int_equal(json_array_size(rooms), 1);
    json_t *r0 = json_array_get(rooms, 0);
    assert_int_equal(num(r0, "id"), id);
    assert_int_equal(num(r0, "seats_taken"), 1);
    assert_int_equal(num(r0, "max_players"), 8);
    assert_int_equal(num(r0, "turn_seconds"), 90);
    assert_true(json_object_size(json_object_get(r0, "summary")) == 0);
    assert_null(json_object_get(r0, "options")); /* details: room_info */
    fx_free(f);
}

static void test_create_join_leave_live_list(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Cid");
    sendf(f, 3, "{\"type\":\"list_rooms\"}"); /* Cid watches the lobby */
    assert_int_equal(json_array_size(json_object_get(last(3, "rooms"), "rooms")), 0);
    io_clear(3);
    int id = create(f, "{\"name\":\"Friday\",\"max_players\":3}");
    json_t *live = last(3, "rooms_delta"); /* after the whole list: what changed */
    assert_non_null(live);
    assert_string_equal(
        json_string_value(json_object_get(json_array_get(json_object_get(live, "rooms"), 0), "name")),
        "Friday");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    assert_int_equal(num(last(2, "room"), "your_seat"), 1);
    assert_int_equal(seats_in(1), 2);
    assert_int_equal(num(last(1, "room"), "your_seat"), 0);
    assert_int_equal(num(last(1, "room"), "owner"), 0);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":999}");
    expect_error(2, "no_such_room");
    /* Chat reaches everyone in the room. */
    sendf(f, 2, "{\"type\":\"chat\",\"text\":\"hi all\"}");
    assert_string_equal(json_string_value(json_object_get(last(1, "chat"), "text")), "hi all");
    assert_string_equal(json_string_value(json_object_get(last(1, "chat"), "from")), "Bob");
    /* Bob leaves: his seat goes. */
    sendf(f, 2, "{\"type\":\"leave_room\"}");
    assert_non_null(last(2, "left"));
    assert_int_equal(seats_in(1), 1);
    /* The owner leaves: nobody human is left, the room closes. */
    sendf(f, 3, "{\"type\":\"spectate\",\"room\":%d}", id);
    assert_true(json_is_true(json_object_get(last(3, "room"), "spectating")));
    sendf(f, 1, "{\"type\":\"leave_room\"}");
    assert_non_null(last(3, "room_closed"));
    f->now += 1000; /* lobby updates are coalesced: the hub's tick sends this one */
    hub_tick(f->h, f->now);
    json_t *removed = json_object_get(last(3, "rooms_delta"), "removed");
    assert_int_equal(json_array_size(removed), 1);
    assert_int_equal(json_integer_value(json_array_get(removed, 0)), id);
    hub_stats st;
    hub_get_stats(f->h, &st);
    assert_int_equal(st.rooms, 0);
    fx_free(f);
}

static void test_private_room(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":{\"private\":true}}");
    expect_error(1, "bad_options"); /* private needs a password */
    int id = create(f, "{\"private\":true,\"password\":\"sesame\"}");
    json_t *opts = json_object_get(last(1, "room"), "options");
    assert_true(json_is_true(json_object_get(opts, "private")));
    assert_null(json_object_get(opts, "password"));
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(2, "password_required");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"open\"}", id);
    expect_error(2, "wrong_password");
    sendf(f, 2, "{\"type\":\"spectate\",\"room\":%d,\"password\":\"open\"}", id);
    expect_error(2, "wrong_password");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    assert_int_equal(num(last(2, "room"), "your_seat"), 1);
    fx_free(f);
}

static void test_join_attempts_limited(void **unused)
{
    hub_limits l;
    hub_limits_default(&l);
    l.join_attempts_per_min = 3;
    fx *f = fx_new(&l);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, "{\"password\":\"sesame\"}");
    for (int i = 0; i < 3; i++) {
        sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"x%d\"}", id, i);
        expect_error(2, "wrong_password");
    }
    /* Even the right password waits now. */
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    expect_error(2, "too_many_attempts");
    f->now += 61000;
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    assert_int_equal(num(last(2, "room"), "your_seat"), 1);
    fx_free(f);
}

static void test_owner_powers(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Cid");
    int id = create(f, "{}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d}", id);
    const char *owner_only[] = {
        "{\"type\":\"set_options\",\"options\":{\"turn_seconds\":5}}",
        "{\"type\":\"kick\",\"seat\":2}",
        "{\"type\":\"add_bot\",\"level\":\"random\"}",
        "{\"type\":\"remove_bot\",\"seat\":0}",
        "{\"type\":\"start\"}",
    };
    for (size_t i = 0; i < sizeof owner_only / sizeof owner_only[0]; i++) {
        sendf(f, 2, "%s", owner_only[i]);
        expect_error(2, "not_owner");
    }
    assert_int_equal(seats_in(1), 3);
    /* Kick Cid: gone, told so, and cannot come back. */
    sendf(f, 1, "{\"type\":\"kick\",\"seat\":2}");
    assert_non_null(last(3, "kicked"));
    assert_int_equal(seats_in(1), 2);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(3, "kicked");
    /* Bots. */
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"genius\"}");
    expect_error(1, "unknown_bot");
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"greedy\"}");
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    assert_int_equal(seats_in(1), 4);
    json_t *seat2 = json_array_get(json_object_get(last(1, "room"), "seats"), 2);
    assert_true(json_is_true(json_object_get(seat2, "bot")));
    assert_string_equal(json_string_value(json_object_get(seat2, "level")), "greedy");
    assert_string_equal(json_string_value(json_object_get(seat2, "name")), "Bot 1");
    sendf(f, 1, "{\"type\":\"remove_bot\",\"seat\":1}");
    expect_error(1, "not_a_bot");
    sendf(f, 1, "{\"type\":\"remove_bot\",\"seat\":2}");
    assert_int_equal(seats_in(1), 3);
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"max_players\":2}}");
    expect_error(1, "bad_options"); /* three seats are taken */
    sendf(f, 1,
          "{\"type\":\"set_options\",\"options\":{\"turn_seconds\":30,\"timeout\":\"bot\","
          "\"config\":{\"city_target\":7}}}");
    json_t *opts = json_object_get(last(2, "room"), "options");
    assert_int_equal(num(opts, "turn_seconds"), 30);
    assert_int_equal(num(json_object_get(opts, "config"), "city_target"), 7);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_true(json_is_true(json_object_get(last(2, "room"), "started")));
    assert_non_null(last(2, "game"));
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    expect_error(1, "already_started");
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d}", id);
    expect_error(3, "kicked");
    fx_free(f);
}

static void test_rate_limit(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann"); /* 1 of the burst of 40 */
    for (int i = 0; i < 39; i++)
        sendf(f, 1, "{\"type\":\"ping\"}");
    assert_null(last(1, "error"));
    sendf(f, 1, "{\"type\":\"ping\"}");
    expect_error(1, "rate_limited");
    f->now += 1000; /* 20 more per second */
    io_clear(1);
    for (int i = 0; i < 20; i++)
        sendf(f, 1, "{\"type\":\"ping\"}");
    assert_null(last(1, "error"));
    /* A flood gets a bounded number of errors, and the connection recovers. */
    io_clear(1);
    for (int i = 0; i < 300; i++)
        sendf(f, 1, "{\"type\":\"ping\"}");
    size_t errors = 0;
    for (size_t i = 0; i < count(1); i++)
        errors += last(1, "error") &&
                  strcmp(json_string_value(json_object_get(json_array_get(io.inbox[1], i), "type")),
                         "error") == 0;
    assert_true(errors >= 100 && errors <= 101);
    assert_false(io.closed[1]);
    f->now += 1000;
    io_clear(1);
    sendf(f, 1, "{\"type\":\"ping\"}");
    assert_non_null(last(1, "pong"));
    /* Oversized messages are refused. */
    f->now += 5000;
    hub_limits l;
    hub_limits_default(&l);
    char *big = malloc(l.max_message + 2);
    memset(big, ' ', l.max_message + 1);
    big[l.max_message + 1] = 0;
    hub_message(f->h, 1, big, l.max_message + 1, f->now);
    expect_error(1, "message_too_large");
    free(big);
    fx_free(f);
}

static void test_too_many_rooms(void **unused)
{
    hub_limits l;
    hub_limits_default(&l);
    l.rooms_per_session = 1;
    fx *f = fx_new(&l);
    hello(f, 1, "Ann");
    create(f, "{\"turn_seconds\":60}");
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    sendf(f, 1, "{\"type\":\"leave_room\"}");
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":{}}");
    expect_error(1, "too_many_rooms");
    fx_free(f);
}

static void test_idle_rooms_and_sessions_go(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    create(f, "{}");
    hub_disconnect(f->h, 1, f->now);
    hub_disconnect(f->h, 2, f->now);
    hub_stats st;
    hub_get_stats(f->h, &st);
    assert_int_equal(st.sessions, 2);
    assert_int_equal(st.rooms, 1);
    int64_t next = hub_tick(f->h, f->now);
    assert_true(next > f->now); /* the hub wants a call to sweep */
    f->now += 2 * 3600 * 1000;
    hub_tick(f->h, f->now);
    hub_get_stats(f->h, &st);
    assert_int_equal(st.rooms, 0);
    assert_int_equal(st.sessions, 0);
    fx_free(f);
}

/* ---- games ---- */

/* Seat of the player on conn: from its last game message, else room message. */
/* If it is conn's decision, plays the first option its view offers. */
static int play_first_option(fx *f, int conn)
{
    json_t *g = last(conn, "game");
    if (!g || !json_is_integer(json_object_get(g, "pending_seat")) ||
        num(g, "pending_seat") != my_seat(conn))
        return 0;
    json_t *opts = json_object_get(json_object_get(json_object_get(g, "view"), "pending"), "options");
    assert_true(json_array_size(opts) > 0);
    json_t *m = json_object();
    json_object_set_new(m, "type", json_string("action"));
    json_object_set(m, "action", json_array_get(opts, 0));
    io_clear(conn);
    f->now += 60; /* a human pace, within the message rate */
    send_json(f, conn, m);
    json_t *err = last(conn, "error");
    if (err) {
        char *t = json_dumps(err, 0);
        print_error("conn %d: %s\n", conn, t);
        free(t);
        fail();
    }
    return 1;
}

/* No player view shows another seat's hand; a spectator's shows none. */
static void check_hidden(int conn, int seat)
{
    json_t *g = last(conn, "game");
    if (!g)
        return;
    size_t i;
    json_t *p;
    json_array_foreach(json_object_get(json_object_get(g, "view"), "players"), i, p)
    {
        if ((int)i != seat)
            assert_null(json_object_get(p, "hand"));
    }
}

/* Private events (drawn and kept cards) reach only their own seat. */
static void check_events(int conn, int seat)
{
    size_t i, k;
    json_t *m, *ev;
    json_array_foreach(io.inbox[conn], i, m)
    {
        if (strcmp(json_string_value(json_object_get(m, "type")), "events") != 0)
            continue;
        json_array_foreach(json_object_get(m, "events"), k, ev)
        {
            const char *t = json_string_value(json_object_get(ev, "type"));
            if (strcmp(t, "card_drawn") == 0 || strcmp(t, "card_kept") == 0) {
                assert_true(seat >= 0);
                assert_int_equal(num(ev, "seat"), seat);
            }
        }
    }
}

/* Plays until game_over with humans on the given connections choosing their
 * first option and bots moving on ticks; returns the number of moves seen. */
static int play_to_end(fx *f, const int *conns, int n)
{
    for (int round = 0; round < 20000; round++) {
        hub_tick(f->h, f->now);
        for (int i = 0; i < n; i++)
            if (last(conns[i], "game_over"))
                return round;
        int moved = 0;
        for (int i = 0; i < n; i++) {
            check_hidden(conns[i], my_seat(conns[i]));
            check_events(conns[i], my_seat(conns[i]));
            moved += play_first_option(f, conns[i]);
        }
        if (!moved)
            f->now += 1; /* let bots with a delay come due */
    }
    fail_msg("the game did not end");
    return -1;
}

static int start_game(fx *f, int humans, int bots, const char *options)
{
    char names[][8] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"};
    for (int i = 0; i < humans; i++)
        hello(f, i + 1, names[i]);
    int id = create(f, options);
    for (int i = 1; i < humans; i++)
        sendf(f, i + 1, "{\"type\":\"join_room\",\"room\":%d}", id);
    for (int i = 0; i < bots; i++)
        sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    return id;
}

static void test_full_game(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_game(f, 2, 2, "{\"bot_delay_ms\":0,\"turn_seconds\":60}");
    hello(f, 5, "Spy");
    sendf(f, 5, "{\"type\":\"spectate\",\"room\":%d}", id);
    json_t *g = last(5, "game");
    assert_non_null(g);
    assert_true(json_is_null(json_object_get(json_object_get(g, "view"), "seat")));
    json_t *g1 = last(1, "game");
    char seed_hash[65];
    snprintf(seed_hash, sizeof seed_hash, "%s", json_string_value(json_object_get(g1, "seed_hash")));
    assert_int_equal(strlen(seed_hash), 64);
    assert_true(json_integer_value(json_object_get(g1, "deadline_ms")) > f->now);
    /* Out of turn. */
    int other = num(g1, "pending_seat") == 0 ? 2 : 1;
    if (num(g1, "pending_seat") <= 1) {
        sendf(f, other, "{\"type\":\"action\",\"action\":{\"type\":\"take_gold\"},\"ref\":\"a1\"}");
        expect_error(other, "not_your_turn");
        assert_string_equal(json_string_value(json_object_get(last(other, "error"), "ref")), "a1");
    }
    int conns[] = {1, 2, 5};
    play_to_end(f, conns, 3);
    json_t *over = last(5, "game_over");
    assert_non_null(over);
    /* The seed matches the commitment published at the start. */
    char check[65];
    uint64_t seed = strtoull(json_string_value(json_object_get(over, "seed")), NULL, 10);
    store_seed_commitment(seed, json_string_value(json_object_get(over, "seed_salt")), check);
    assert_string_equal(check, seed_hash);
    /* Spectators never saw a hand. */
    check_hidden(5, -1);
    json_t *events = last(5, "events");
    assert_non_null(events);
    /* The log tells the same. */
    json_t *log = hub_game_log(f->h, num(over, "game_id"));
    assert_non_null(log);
    assert_true(json_is_true(json_object_get(log, "finished")));
    assert_string_equal(json_string_value(json_object_get(log, "seed")),
                        json_string_value(json_object_get(over, "seed")));
    assert_int_equal((int)json_array_size(json_object_get(log, "actions")), num(events, "seq"));
    json_decref(log);
    sendf(f, 1, "{\"type\":\"action\",\"action\":{\"type\":\"take_gold\"}}");
    expect_error(1, "game_over");
    hub_stats st;
    hub_get_stats(f->h, &st);
    assert_int_equal(st.games_finished, 1);
    long lat = 0;
    for (int i = 0; i < 12; i++)
        lat += st.latency_count[i];
    assert_int_equal(lat, st.actions);
    fx_free(f);
}

static void test_illegal_action_changes_nothing(void **unused)
{
    fx *f = fx_new(NULL);
    start_game(f, 2, 0, "{\"turn_seconds\":60}");
    int c = num(last(1, "game"), "pending_seat") == my_seat(1) ? 1 : 2;
    int seq = num(last(c, "game"), "seq");
    io_clear(3 - c);
    sendf(f, c, "{\"type\":\"action\",\"action\":{\"type\":\"build\",\"card\":3}}");
    expect_error(c, "wrong_decision");
    sendf(f, c, "{\"type\":\"action\",\"action\":{\"type\":\"fly\"}}");
    expect_error(c, "unknown_action");
    sendf(f, c, "{\"type\":\"action\",\"action\":7}");
    expect_error(c, "bad_message");
    assert_int_equal(count(3 - c), 0); /* the other player heard nothing */
    play_first_option(f, c);
    assert_int_equal(num(last(c, "game"), "seq"), seq + 1);
    fx_free(f);
}

static void test_timeout_plays_for_absent_player(void **unused)
{
    fx *f = fx_new(NULL);
    start_game(f, 2, 0, "{\"turn_seconds\":10}");
    json_t *g = last(1, "game");
    int64_t deadline = json_integer_value(json_object_get(g, "deadline_ms"));
    assert_int_equal(deadline, f->now + 10000);
    assert_int_equal(hub_next_deadline(f->h), deadline);
    /* Not yet. */
    f->now = deadline - 1;
    assert_int_equal(hub_tick(f->h, f->now), deadline);
    assert_int_equal(num(last(1, "game"), "seq"), 0);
    /* The deciding player leaves; the timer plays for them. */
    int c = num(g, "pending_seat") == my_seat(1) ? 1 : 2;
    int seat = my_seat(c);
    sendf(f, c, "{\"type\":\"leave_room\"}");
    int other = 3 - c;
    json_t *seats = json_object_get(last(other, "room"), "seats");
    assert_int_equal((int)json_array_size(seats), 2); /* the seat stays */
    assert_true(json_is_false(json_object_get(json_array_get(seats, seat), "connected")));
    f->now = deadline;
    int64_t next = hub_tick(f->h, f->now);
    json_t *ev = last(other, "events");
    assert_non_null(ev);
    assert_string_equal(json_string_value(json_object_get(ev, "by")), "timeout");
    assert_int_equal(num(ev, "seat"), seat);
    assert_int_equal(num(last(other, "game"), "seq"), 1);
    assert_true(next > f->now);
    /* Coming back gives the seat and the current view. */
    io_clear(c);
    sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", num(ev, "room"));
    assert_int_equal(my_seat(c), seat);
    assert_int_equal(num(last(c, "game"), "seq"), 1);
    fx_free(f);
}

/* timeout "bot": the strongest bot plays for players who do not answer;
 * with nobody answering, the timer alone carries a game to its end. */
static void test_timeout_bot_plays_a_whole_game(void **unused)
{
    fx *f = fx_new(NULL);
    start_game(f, 2, 0, "{\"turn_seconds\":1,\"timeout\":\"bot\",\"autopilot_after\":0,\"config\":{\"city_target\":4}}");
    int moves = 0;
    while (!last(1, "game_over") && moves < 3000) {
        f->now += 1000;
        hub_tick(f->h, f->now);
        json_t *ev = last(1, "events");
        assert_non_null(ev);
        assert_string_equal(json_string_value(json_object_get(ev, "by")), "timeout");
        moves = num(last(1, "game"), "seq");
    }
    json_t *over = last(1, "game_over");
    assert_non_null(over);
    assert_true(json_is_true(json_object_get(json_object_get(over, "outcome"), "finished")));
    fx_free(f);
}

static void test_reconnect_with_token(void **unused)
{
    fx *f = fx_new(NULL);
    int id = start_game(f, 2, 1, "{\"turn_seconds\":60,\"bot_delay_ms\":0}");
    hub_tick(f->h, f->now);
    char token[80];
    json_t *w = last(2, "welcome");
    snprintf(token, sizeof token, "%s", json_string_value(json_object_get(w, "token")));
    int seat = my_seat(2);
    hub_disconnect(f->h, 2, f->now);
    json_t *seats = json_object_get(last(1, "room"), "seats");
    assert_true(json_is_false(json_object_get(json_array_get(seats, seat), "connected")));
    /* A page reload: a new connection, the same token. */
    hub_connect(f->h, 9, "127.0.0.1:5000", f->now);
    sendf(f, 9, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", token);
    w = last(9, "welcome");
    assert_non_null(w);
    assert_string_equal(json_string_value(json_object_get(w, "token")), token);
    assert_string_equal(json_string_value(json_object_get(w, "name")), "Bob");
    assert_int_equal(num(w, "room"), id);
    assert_int_equal(my_seat(9), seat);
    json_t *g = last(9, "game");
    assert_non_null(g);
    assert_int_equal(num(json_object_get(g, "view"), "seat"), seat);
    seats = json_object_get(last(1, "room"), "seats");
    assert_true(json_is_true(json_object_get(json_array_get(seats, seat), "connected")));
    /* An unknown token is not adopted: a new session with a new token. */
    hub_connect(f->h, 10, "127.0.0.1:5001", f->now);
    sendf(f, 10, "{\"type\":\"hello\",\"version\":1,\"name\":\"Zed\",\"token\":\"%064d\"}", 0);
    w = last(10, "welcome");
    assert_string_not_equal(json_string_value(json_object_get(w, "token")), token);
    assert_true(json_is_null(json_object_get(w, "room")));
    fx_free(f);
}

/* If the store refuses a move, the move is undone and nobody hears of it. */
static void test_store_failure_rejects_move(void **unused)
{
    fx *f = fx_new_file_db();
    start_game(f, 2, 0, "{\"turn_seconds\":60}");
    json_t *g = last(1, "game");
    int game_id = num(last(1, "room"), "game_id");
    int c = num(g, "pending_seat") == my_seat(1) ? 1 : 2;
    char before[8192];
    char *v = json_dumps(json_object_get(last(c, "game"), "view"), JSON_SORT_KEYS);
    snprintf(before, sizeof before, "%s", v);
    free(v);
    /* Another writer takes action number 0, so the hub's append fails. */
    srv_store *other = store_open(f->path);
    assert_non_null(other);
    json_t *junk = json_pack("{s:s}", "type", "junk");
    assert_int_equal(store_action_append(other, game_id, 0, 0, junk), 0);
    json_decref(junk);
    store_close(other);
    io_clear(3 - c);
    json_t *first = json_array_get(
        json_object_get(json_object_get(json_object_get(last(c, "game"), "view"), "pending"),
                        "options"),
        0);
    json_t *m = json_pack("{s:s,s:O}", "type", "action", "action", first);
    send_json(f, c, m);
    expect_error(c, "store_failed");
    assert_int_equal(count(3 - c), 0);
    /* The state is as before: the view sent on re-entering is unchanged. */
    sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", num(g, "room"));
    v = json_dumps(json_object_get(last(c, "game"), "view"), JSON_SORT_KEYS);
    assert_string_equal(v, before);
    assert_int_equal(num(last(c, "game"), "seq"), 0);
    free(v);
    fx_free(f);
}

static void test_restart_continues_game(void **unused)
{
    fx *f = fx_new_file_db();
    int id = start_game(f, 2, 1, "{\"turn_seconds\":60,\"bot_delay_ms\":0,\"name\":\"Keep\"}");
    char tok1[80], tok2[80];
    snprintf(tok1, sizeof tok1, "%s", json_string_value(json_object_get(last(1, "welcome"), "token")));
    snprintf(tok2, sizeof tok2, "%s", json_string_value(json_object_get(last(2, "welcome"), "token")));
    int seat1 = my_seat(1), seat2 = my_seat(2);
    for (int i = 0; i < 12; i++) {
        hub_tick(f->h, f->now);
        play_first_option(f, 1);
        play_first_option(f, 2);
    }
    hub_tick(f->h, f->now);
    int seq = num(last(1, "game"), "seq");
    assert_true(seq >= 6);
    char view_before[8192];
    char *v = json_dumps(json_object_get(last(1, "game"), "view"), JSON_SORT_KEYS);
    snprintf(view_before, sizeof view_before, "%s", v);
    free(v);

    /* The server goes down and comes back on the same database. */
    hub_free(f->h);
    store_close(f->st);
    io_reset();
    f->now += 30000;
    f->st = store_open(f->path);
    assert_non_null(f->st);
    f->h = hub_new(fx_limits(), f->st, fake_io(), f->now);
    assert_non_null(f->h);
    hub_stats st;
    hub_get_stats(f->h, &st);
    assert_int_equal(st.games_running, 1);
    hub_connect(f->h, 1, "a", f->now);
    hub_connect(f->h, 2, "b", f->now);
    sendf(f, 1, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok1);
    sendf(f, 2, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok2);
    assert_int_equal(num(last(1, "welcome"), "room"), id);
    assert_string_equal(json_string_value(json_object_get(last(2, "welcome"), "name")), "Bob");
    assert_int_equal(my_seat(1), seat1);
    assert_int_equal(my_seat(2), seat2);
    assert_string_equal(json_string_value(json_object_get(last(1, "room"), "name")), "Keep");
    json_t *g = last(1, "game");
    assert_int_equal(num(g, "seq"), seq);
    assert_int_equal(json_integer_value(json_object_get(g, "deadline_ms")) >= f->now, 1);
    v = json_dumps(json_object_get(g, "view"), JSON_SORT_KEYS);
    assert_string_equal(v, view_before);
    free(v);
    int conns[] = {1, 2};
    play_to_end(f, conns, 2);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hello_and_errors),
        cmocka_unit_test(test_create_join_leave_live_list),
        cmocka_unit_test(test_private_room),
        cmocka_unit_test(test_join_attempts_limited),
        cmocka_unit_test(test_owner_powers),
        cmocka_unit_test(test_rate_limit),
        cmocka_unit_test(test_too_many_rooms),
        cmocka_unit_test(test_idle_rooms_and_sessions_go),
        cmocka_unit_test(test_full_game),
        cmocka_unit_test(test_illegal_action_changes_nothing),
        cmocka_unit_test(test_timeout_plays_for_absent_player),
        cmocka_unit_test(test_timeout_bot_plays_a_whole_game),
        cmocka_unit_test(test_reconnect_with_token),
        cmocka_unit_test(test_store_failure_rejects_move),
        cmocka_unit_test(test_restart_continues_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
