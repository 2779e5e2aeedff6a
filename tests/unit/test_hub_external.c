/* test_hub_external.c — seats for external bots by the owner's bot token
 * (bot_tokens.c, issue 13; docs/protocol.md "create_bot_token"), through the
 * hub fixture (tests/unit/hub_fx.h). Ann (conn 1) owns the room, Bob (2) is
 * another player, Robo (3) an external bot program, Eve (4) a stranger.
 *   - only the owner, only before the start; the token (64 hex digits) goes
 *     to the owner alone; the seat is reserved at once, named by the owner
 *     (hello's name rules) or "External bot n", shown as `external`, not
 *     connected, not a server bot; a full room refuses and changes nothing;
 *   - a wrong, malformed or used token is refused (`bad_bot_token`) and
 *     changes nothing; the right one seats the bot in its reserved seat, in a
 *     private room without the password, and works once;
 *   - the game does not start while a seat waits (`seat_reserved`); kicking
 *     the seat frees it; an external bot never becomes the owner;
 *   - a game with the external seat plays to its end by the bot's own moves,
 *     and after a restart the seat is still external and the bot resumes it
 *     with its session token. */
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

static json_t *seat_of(int conn, int k)
{
    return json_array_get(json_object_get(last(conn, "room"), "seats"), (size_t)k);
}

static int flag(const json_t *seat, const char *key)
{
    json_t *v = json_object_get(seat, key);
    assert_true(json_is_boolean(v));
    return json_is_true(v);
}

/* Whether any message conn received contains `secret`. */
static int saw(int conn, const char *secret)
{
    int found = 0;
    for (size_t i = 0; i < count(conn); i++) {
        char *t = json_dumps(json_array_get(io.inbox[conn], i), JSON_COMPACT);
        found |= strstr(t, secret) != NULL;
        free(t);
    }
    return found;
}

/* Ann's room with Bob in it; returns its id. */
static int table(fx *f, const char *options)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Robo");
    hello(f, 4, "Eve");
    int id = create(f, options);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d%s}", id,
          strstr(options, "password") ? ",\"password\":\"sesame\"" : "");
    assert_int_equal(seats_in(1), 2);
    return id;
}

/* The owner asks for a token; returns it (static buffer). */
static const char *new_token(fx *f, const char *name_json)
{
    static char tok[80];
    io_clear(1);
    if (name_json)
        sendf(f, 1, "{\"type\":\"create_bot_token\",\"name\":%s}", name_json);
    else
        sendf(f, 1, "{\"type\":\"create_bot_token\"}");
    json_t *m = last(1, "bot_token");
    assert_non_null(m);
    snprintf(tok, sizeof tok, "%s", json_string_value(json_object_get(m, "token")));
    return tok;
}

static void test_token_reserves_a_seat_for_the_owner_alone(void **unused)
{
    fx *f = fx_new(NULL);
    int id = table(f, "{\"max_players\":4}");
    io_clear(2);
    sendf(f, 2, "{\"type\":\"create_bot_token\"}");
    expect_error(2, "not_owner");
    assert_int_equal(seats_in(1), 2);

    const char *tok = new_token(f, "\"Robo the Great\"");
    json_t *m = last(1, "bot_token");
    assert_int_equal(num(m, "room"), id);
    assert_int_equal(num(m, "seat"), 2);
    assert_string_equal(json_string_value(json_object_get(m, "name")), "Robo the Great");
    assert_int_equal(strlen(tok), 64);
    assert_int_equal(strspn(tok, "0123456789abcdef"), 64);
    assert_null(last(2, "bot_token")); /* the secret goes to the owner only */
    assert_false(saw(2, tok));

    /* Every member sees the reserved seat: external, waiting, not a server bot. */
    json_t *s = seat_of(2, 2);
    assert_string_equal(json_string_value(json_object_get(s, "name")), "Robo the Great");
    assert_true(flag(s, "external"));
    assert_false(flag(s, "connected"));
    assert_false(flag(s, "bot"));
    assert_false(flag(seat_of(2, 0), "external"));

    /* Without a name: "External bot 1"; names follow hello's rules. */
    new_token(f, NULL);
    assert_string_equal(json_string_value(json_object_get(seat_of(1, 3), "name")),
                        "External bot 1");
    assert_int_equal(seats_in(1), 4);
    sendf(f, 1, "{\"type\":\"kick\",\"seat\":3}");
    sendf(f, 1, "{\"type\":\"create_bot_token\",\"name\":\"Bot 7\"}");
    expect_error(1, "bad_name");
    sendf(f, 1, "{\"type\":\"create_bot_token\",\"name\":42}");
    expect_error(1, "bad_name");
    assert_int_equal(seats_in(1), 3);
    /* A full room has no seat to reserve: refused, nothing changes. */
    sendf(f, 1, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    assert_int_equal(seats_in(1), 4);
    io_clear(1);
    sendf(f, 1, "{\"type\":\"create_bot_token\"}");
    expect_error(1, "room_full");
    assert_null(last(1, "room"));
    fx_free(f);
}

static void test_join_with_the_token_once(void **unused)
{
    fx *f = fx_new(NULL);
    int id = table(f, "{\"max_players\":4,\"private\":true,\"password\":\"sesame\"}");
    fx_run_jobs();
    char tok[80];
    snprintf(tok, sizeof tok, "%s", new_token(f, "\"Robo\""));

    /* Wrong, malformed, absent: refused, nothing changes. */
    char wrong[80];
    snprintf(wrong, sizeof wrong, "%s", tok);
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    static const char *const bad[] = {"\"%s\"", "\"%.63s\"", "42", "null"};
    for (int i = 0; i < 4; i++) {
        char arg[100], msg[200];
        snprintf(arg, sizeof arg, bad[i], i == 1 ? tok : wrong);
        snprintf(msg, sizeof msg, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":%s}", id, arg);
        io_clear(3);
        sendf(f, 3, "%s", msg);
        expect_error(3, "bad_bot_token");
        assert_null(last(3, "room"));
    }
    assert_int_equal(seats_in(1), 3);
    assert_false(flag(seat_of(1, 2), "connected"));

    /* The right token: seat 2, no password asked, connected now. */
    io_clear(1);
    io_clear(3);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":\"%s\"}", id, tok);
    assert_null(last(3, "error"));
    assert_int_equal(num(last(3, "room"), "your_seat"), 2);
    assert_int_equal(seats_in(1), 3);
    json_t *s = seat_of(1, 2);
    assert_true(flag(s, "external"));
    assert_true(flag(s, "connected"));
    assert_string_equal(json_string_value(json_object_get(s, "name")), "Robo");

    /* Once: Eve cannot use it again, nor may Robo take a second seat. */
    sendf(f, 4, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":\"%s\"}", id, tok);
    expect_error(4, "bad_bot_token");
    assert_int_equal(seats_in(1), 3);
    /* Robo's own join brings him back to his seat (no token needed). */
    sendf(f, 3, "{\"type\":\"leave_room\"}");
    assert_int_equal(seats_in(1), 2); /* before the start leaving gives the seat up */
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":\"%s\"}", id, tok);
    expect_error(3, "bad_bot_token");
    fx_free(f);
}

static void test_start_waits_for_the_bot(void **unused)
{
    fx *f = fx_new(NULL);
    int id = table(f, "{\"max_players\":4}");
    new_token(f, NULL);
    io_clear(1);
    sendf(f, 1, "{\"type\":\"start\"}");
    expect_error(1, "seat_reserved");
    assert_null(last(1, "game"));
    /* Kicking the waiting seat frees it (and remembers nobody). */
    sendf(f, 1, "{\"type\":\"kick\",\"seat\":2}");
    assert_int_equal(seats_in(1), 2);
    sendf(f, 4, "{\"type\":\"join_room\",\"room\":%d}", id);
    assert_null(last(4, "error"));
    assert_int_equal(seats_in(1), 3);
    /* A joined bot lets the game start; after the start no token is made. */
    const char *tok = new_token(f, NULL);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":\"%s\"}", id, tok);
    io_clear(1);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    assert_non_null(last(1, "game"));
    sendf(f, 1, "{\"type\":\"create_bot_token\"}");
    expect_error(1, "already_started");
    fx_free(f);
}

static void test_external_bot_never_owns(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 3, "Robo");
    int id = create(f, "{\"max_players\":4}");
    const char *tok = new_token(f, NULL);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":\"%s\"}", id, tok);
    assert_int_equal(seats_in(3), 2);
    /* The owner leaves: no person is left, so the room closes. */
    sendf(f, 1, "{\"type\":\"leave_room\"}");
    json_t *closed = last(3, "room_closed");
    assert_non_null(closed);
    assert_string_equal(json_string_value(json_object_get(closed, "reason")), "no_players");
    fx_free(f);
}

/* Robo (3) answers his decisions with the first listed option; the timer
 * plays the rest. Stops after `moves` of his moves, or at the end. */
static int robo_plays(fx *f, int moves)
{
    int made = 0;
    for (int i = 0; i < 20000 && made < moves && !last(3, "game_over"); i++) {
        json_t *g = last(3, "game");
        if (g && json_equal(json_object_get(g, "pending_seat"), json_object_get(g, "your_seat"))) {
            json_t *opts = json_object_get(
                json_object_get(json_object_get(g, "view"), "pending"), "options");
            json_t *m = json_object();
            json_object_set_new(m, "type", json_string("action"));
            json_object_set(m, "action", json_array_get(opts, 0));
            io_clear(3); /* the next "game" is the answer to this move */
            send_json(f, 3, m);
            assert_null(last(3, "error"));
            made++;
        } else {
            f->now += 1000;
            hub_tick(f->h, f->now);
        }
    }
    return made;
}

static void test_external_seat_plays_and_survives_a_restart(void **unused)
{
    fx *f = fx_new_file_db();
    int id = table(f, "{\"max_players\":3,\"turn_seconds\":1,\"bot_delay_ms\":0,"
                      "\"autopilot_after\":0}");
    const char *tok = new_token(f, "\"Robo\"");
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"bot_token\":\"%s\"}", id, tok);
    char robo[80];
    snprintf(robo, sizeof robo, "%s", json_string_value(json_object_get(last(3, "welcome"), "token")));
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_non_null(last(3, "game"));
    assert_int_equal(robo_plays(f, 3), 3);

    /* A restart: the seat comes back external, and Robo's session token
     * brings him back to it. */
    hub_free(f->h);
    store_close(f->st);
    io_reset();
    f->st = store_open(f->path);
    assert_non_null(f->st);
    f->h = hub_new(NULL, f->st, fake_io(), f->now);
    assert_non_null(f->h);
    hub_connect(f->h, 3, "127.0.0.1:4000", f->now);
    sendf(f, 3, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", robo);
    assert_int_equal(num(last(3, "welcome"), "room"), id);
    assert_int_equal(num(last(3, "room"), "your_seat"), 2);
    assert_true(flag(seat_of(3, 2), "external"));
    assert_false(flag(seat_of(3, 1), "external"));
    robo_plays(f, 1000000);
    json_t *over = last(3, "game_over");
    assert_non_null(over);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_token_reserves_a_seat_for_the_owner_alone),
        cmocka_unit_test(test_join_with_the_token_once),
        cmocka_unit_test(test_start_waits_for_the_bot),
        cmocka_unit_test(test_external_bot_never_owns),
        cmocka_unit_test(test_external_seat_plays_and_survives_a_restart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
