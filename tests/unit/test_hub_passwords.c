/* test_hub_passwords.c — room passwords off the event loop (issue 8,
 * findings 3 and 20), with the fake thread pool of hub_fx.h holding the
 * Argon2id jobs until the test runs them:
 *   - while a password is hashed or checked, the hub answers everyone else;
 *   - when the job is done, the command runs again and sends exactly what it
 *     sent when hashing was done in line;
 *   - whatever changed meanwhile is judged again (the room started, filled,
 *     closed, changed its password; the owner left; the client went away);
 *   - hashing is limited per session, per address and server-wide, with a
 *     rate per address, and the refusals say so;
 *   - wrong passwords from one address do not lock out a friend on the
 *     same address who has the right one, while the attacker stays bounded. */
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

/* Gives a connection another network address (hub_fx connects every
 * connection from 127.0.0.1). */
static void reconnect_from(fx *f, int conn, const char *peer)
{
    hub_disconnect(f->h, (uint64_t)conn, f->now);
    hub_connect(f->h, (uint64_t)conn, peer, f->now);
    io_clear(conn);
}

static void ping(fx *f, int conn)
{
    io_clear(conn);
    sendf(f, conn, "{\"type\":\"ping\",\"ref\":1}");
    assert_non_null(last(conn, "pong"));
}

static const char *code_of_last(int conn)
{
    json_t *m = json_array_get(io.inbox[conn], count(conn) - 1);
    return m ? json_string_value(json_object_get(m, "code")) : NULL;
}

/* ---- finding 3: the loop keeps answering ---- */

static void test_hash_waits_off_the_loop(void **unused)
{
    io.hold_jobs = 1;
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    io_clear(1);
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":{\"password\":\"sesame\"}}");
    /* Nothing yet: the hash is on the pool. */
    assert_int_equal(io.njobs, 1);
    assert_int_equal(count(1), 0);
    /* Everyone else is answered meanwhile, Ann too. */
    ping(f, 2);
    ping(f, 1);
    sendf(f, 2, "{\"type\":\"list_rooms\"}");
    assert_int_equal((int)json_array_size(json_object_get(last(2, "rooms"), "rooms")), 0);
    assert_int_equal(fx_run_jobs(), 1);
    json_t *room = last(1, "room");
    assert_non_null(room);
    assert_true(json_is_true(json_object_get(json_object_get(room, "options"), "private")));
    int id = num(room, "id");

    /* Checking a password at the door waits off the loop too. */
    io_clear(2);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    assert_int_equal(io.njobs, 1);
    assert_null(last(2, "room"));
    ping(f, 1);
    fx_run_jobs();
    assert_int_equal(num(last(2, "room"), "your_seat"), 1);
    /* A wrong one is refused as before, once checked. */
    hello(f, 3, "Cid");
    sendf(f, 3, "{\"type\":\"spectate\",\"room\":%d,\"password\":\"open\"}", id);
    assert_int_equal(count(3), 1); /* the welcome only */
    fx_run_jobs();
    expect_error(3, "wrong_password");
    fx_free(f);
}

/* Every message but welcomes (tokens differ) and pongs (times), as text. */
static char *transcript(void)
{
    json_t *all = json_array();
    for (int c = 1; c <= 3; c++) {
        size_t i;
        json_t *m;
        json_array_foreach(io.inbox[c], i, m) {
            const char *type = json_string_value(json_object_get(m, "type"));
            if (strcmp(type, "welcome") != 0 && strcmp(type, "pong") != 0) {
                json_t *e = json_deep_copy(m);
                json_object_set_new(e, "to", json_integer(c));
                json_array_append_new(all, e);
            }
        }
    }
    char *text = json_dumps(all, JSON_SORT_KEYS | JSON_COMPACT);
    json_decref(all);
    return text;
}

/* Creating, re-keying, joining, watching and a wrong password: with the
 * jobs held (the pool), every client receives exactly what it receives when
 * they run in line, in the same order. */
static char *password_story(int held)
{
    io.hold_jobs = held;
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Cid");
    const char *steps[] = {
        "{\"type\":\"create_room\",\"options\":{\"name\":\"t\",\"password\":\"one\"}}",
        "{\"type\":\"set_options\",\"options\":{\"password\":\"two\",\"max_players\":4}}",
        "{\"type\":\"join_room\",\"room\":1,\"password\":\"one\",\"ref\":\"j1\"}",
        "{\"type\":\"join_room\",\"room\":1,\"password\":\"two\"}",
        "{\"type\":\"spectate\",\"room\":1,\"password\":\"two\"}",
    };
    int from[] = {1, 1, 2, 2, 3};
    for (int i = 0; i < 5; i++) {
        sendf(f, from[i], "%s", steps[i]);
        fx_run_jobs();
    }
    char *text = transcript();
    fx_free(f);
    return text;
}

/* One line per message of a transcript: who got it and what it says. */
static void summary(const char *transcript, char *out, size_t size)
{
    json_t *all = json_loads(transcript, 0, NULL);
    size_t i, n = 0;
    json_t *m;
    out[0] = 0;
    json_array_foreach(all, i, m) {
        json_t *o = json_object_get(m, "options");
        json_t *seat = json_object_get(m, "your_seat");
        const char *code = json_string_value(json_object_get(m, "code"));
        const char *ref = json_string_value(json_object_get(m, "ref"));
        n += (size_t)snprintf(out + n, size - n, "%d %s %s %s seat=%lld watch=%d private=%d max=%lld seats=%zu\n",
                              num(m, "to"), json_string_value(json_object_get(m, "type")),
                              code ? code : "-", ref ? ref : "-",
                              json_is_integer(seat) ? (long long)json_integer_value(seat) : -1LL,
                              json_is_true(json_object_get(m, "spectating")),
                              json_is_true(json_object_get(o, "private")),
                              (long long)json_integer_value(json_object_get(o, "max_players")),
                              json_array_size(json_object_get(m, "seats")));
    }
    json_decref(all);
}

static void test_same_messages_as_in_line(void **unused)
{
    char *in_line = password_story(0);
    char *held = password_story(1);
    /* What these requests have always been answered with. */
    char got[2048];
    summary(in_line, got, sizeof got);
    assert_string_equal(got, "1 room - - seat=0 watch=0 private=1 max=8 seats=1\n"
                             "1 room - - seat=0 watch=0 private=1 max=4 seats=1\n"
                             "1 room - - seat=0 watch=0 private=1 max=4 seats=2\n"
                             "1 room - - seat=0 watch=0 private=1 max=4 seats=2\n"
                             "2 error wrong_password j1 seat=-1 watch=0 private=0 max=0 seats=0\n"
                             "2 room - - seat=1 watch=0 private=1 max=4 seats=2\n"
                             "2 room - - seat=1 watch=0 private=1 max=4 seats=2\n"
                             "3 room - - seat=-1 watch=1 private=1 max=4 seats=2\n");
    /* And with the jobs waiting on the pool, exactly the same. */
    assert_string_equal(held, in_line);
    free(in_line);
    free(held);
}

/* ---- stale rooms: the state may change while a job runs ---- */

/* Ann (conn 1) creates a private room of 3 seats, Bob (2) is in the lobby. */
static int private_room(fx *f)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":{\"password\":\"sesame\",\"max_players\":3}}");
    fx_run_jobs();
    return room_id_of(1);
}

static void test_stale_set_options(void **unused)
{
    io.hold_jobs = 1;
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, "{}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    /* The owner asks for a password, then starts before it is hashed. */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"late\"}}");
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_true(json_is_true(json_object_get(last(1, "room"), "started")));
    fx_run_jobs();
    expect_error(1, "already_started");
    /* The game kept the options it started with. */
    assert_false(json_is_true(json_object_get(json_object_get(last(2, "room"), "options"),
                                              "private")));

    /* The owner leaves (for another room) before the hash is done. */
    hello(f, 3, "Cid");
    hello(f, 4, "Dee");
    int other = 0;
    sendf(f, 3, "{\"type\":\"create_room\",\"options\":{}}");
    other = room_id_of(3);
    sendf(f, 4, "{\"type\":\"join_room\",\"room\":%d}", other);
    sendf(f, 3, "{\"type\":\"set_options\",\"options\":{\"password\":\"x\"}}");
    sendf(f, 3, "{\"type\":\"create_room\",\"options\":{\"name\":\"new\"}}");
    int newer = room_id_of(3);
    assert_int_not_equal(newer, other);
    fx_run_jobs();
    expect_error(3, "not_in_room");
    /* Neither room became private. */
    sendf(f, 4, "{\"type\":\"list_rooms\"}");
    json_t *rooms = json_object_get(last(4, "rooms"), "rooms");
    for (size_t i = 0; i < json_array_size(rooms); i++)
        assert_false(json_is_true(json_object_get(json_array_get(rooms, i), "private")));

    /* The owner goes away altogether: nothing happens, nothing breaks. */
    io_clear(4);
    sendf(f, 4, "{\"type\":\"set_options\",\"options\":{\"password\":\"gone\"}}");
    hub_disconnect(f->h, 4, f->now);
    assert_int_equal(fx_run_jobs(), 1);
    assert_int_equal(count(4), 0);
    fx_free(f);
}

static void test_stale_join(void **unused)
{
    io.hold_jobs = 1;
    fx *f = fx_new(NULL);
    int id = private_room(f);
    reconnect_from(f, 3, "10.0.0.3:1");
    reconnect_from(f, 4, "10.0.0.4:1");
    hello(f, 3, "Cid");
    hello(f, 4, "Dee");

    /* Two knock with the right password; a third takes the last seat
     * first (bots need no password). */
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    assert_int_equal(io.njobs, 2);
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    fx_run_jobs();
    assert_int_equal(num(last(2, "room"), "your_seat"), 2);
    expect_error(3, "room_full");

    /* The password changes while Dee's is checked against the old hash:
     * the check is made again, against the new one. */
    sendf(f, 1, "{\"type\":\"remove_bot\",\"seat\":1}");
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"newer\"}}");
    sendf(f, 4, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    assert_int_equal(fx_run_jobs(), 3); /* the hash, the stale check, the new check */
    expect_error(4, "wrong_password");
    sendf(f, 4, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"newer\"}", id);
    fx_run_jobs();
    assert_int_equal(num(last(4, "room"), "your_seat"), 2);

    /* The game starts while Cid's password is checked: the seat is gone,
     * but watching a running game is still open to him. */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"max_players\":4}}");
    io_clear(3);
    sendf(f, 3, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"newer\"}", id);
    assert_int_equal(io.njobs, 1);
    sendf(f, 1, "{\"type\":\"start\"}");
    fx_run_jobs();
    expect_error(3, "already_started");
    sendf(f, 3, "{\"type\":\"spectate\",\"room\":%d,\"password\":\"newer\"}", id);
    fx_run_jobs();
    assert_true(json_is_true(json_object_get(last(3, "room"), "spectating")));
    fx_free(f);
}

static void test_stale_room_closed_and_client_gone(void **unused)
{
    io.hold_jobs = 1;
    fx *f = fx_new(NULL);
    int id = private_room(f);
    /* The room closes (its only player leaves) while Bob's password is checked. */
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"sesame\"}", id);
    sendf(f, 1, "{\"type\":\"leave_room\"}");
    fx_run_jobs();
    expect_error(2, "no_such_room");

    /* Clients that leave before their job is done get nothing made. */
    sendf(f, 1, "{\"type\":\"create_room\",\"options\":{\"password\":\"again\"}}");
    fx_run_jobs();
    id = room_id_of(1);
    reconnect_from(f, 3, "10.0.0.3:1");
    hello(f, 3, "Cid");
    sendf(f, 3, "{\"type\":\"create_room\",\"options\":{\"password\":\"mine\"}}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"again\"}", id);
    hub_disconnect(f->h, 3, f->now);
    hub_disconnect(f->h, 2, f->now);
    assert_int_equal(fx_run_jobs(), 2);
    hub_stats st;
    hub_get_stats(f->h, &st);
    assert_int_equal(st.rooms, 1);
    sendf(f, 1, "{\"type\":\"list_rooms\"}");
    json_t *r = json_array_get(json_object_get(last(1, "rooms"), "rooms"), 0);
    assert_int_equal(num(r, "seats_taken"), 1);
    fx_free(f);
}

/* ---- the limits on hashing ---- */

static void test_hash_limits(void **unused)
{
    io.hold_jobs = 1;
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    create(f, "{}");
    /* One job per session ... */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"a\"}}");
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"b\"}}");
    expect_error(1, "busy");
    /* ... and per address (Bob is on the same one) ... */
    sendf(f, 2, "{\"type\":\"create_room\",\"options\":{\"password\":\"c\"}}");
    expect_error(2, "busy");
    assert_int_equal(io.njobs, 1);
    /* ... HUB_HASH_JOBS_MAX (2) on the server ... */
    reconnect_from(f, 3, "10.0.0.3:1");
    reconnect_from(f, 4, "10.0.0.4:1");
    hello(f, 3, "Cid");
    hello(f, 4, "Dee");
    sendf(f, 3, "{\"type\":\"create_room\",\"options\":{\"password\":\"d\"}}");
    assert_int_equal(io.njobs, 2);
    sendf(f, 4, "{\"type\":\"create_room\",\"options\":{\"password\":\"e\"}}");
    expect_error(4, "busy");
    assert_int_equal(io.njobs, 2);
    /* ... and everyone else is still answered. */
    ping(f, 4);
    fx_run_jobs();
    assert_true(json_is_true(json_object_get(json_object_get(last(1, "room"), "options"),
                                             "private")));
    assert_true(json_is_true(json_object_get(json_object_get(last(3, "room"), "options"),
                                             "private")));

    /* A rate per address: a burst of HUB_HASH_BURST (8), then 30 a minute,
     * whatever the number of sessions. Two were taken above (10.0.0.3 one). */
    int accepted = 0, refused = 0;
    for (int i = 0; i < 20; i++) {
        sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"p%d\"}}", i);
        if (io.njobs) {
            accepted++;
            fx_run_jobs();
        } else {
            expect_error(1, "hash_rate_limited");
            refused++;
        }
    }
    assert_int_equal(accepted, 8 - 1);
    assert_int_equal(refused, 13);
    f->now += 2000; /* one more token */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"later\"}}");
    assert_int_equal(io.njobs, 1);
    fx_run_jobs();
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"password\":\"again\"}}");
    expect_error(1, "hash_rate_limited");
    /* Another address has its own bucket. */
    sendf(f, 3, "{\"type\":\"set_options\",\"options\":{\"password\":\"fine\"}}");
    assert_int_equal(io.njobs, 1);
    fx_run_jobs();
    /* Refusals are counted for /metrics by code. */
    hub_stats st;
    hub_get_stats(f->h, &st);
    long busy = 0, rate = 0;
    for (int i = 0; i < st.nrefusals; i++) {
        if (strcmp(st.refusals[i].code, "busy") == 0)
            busy = st.refusals[i].count;
        if (strcmp(st.refusals[i].code, "hash_rate_limited") == 0)
            rate = st.refusals[i].count;
    }
    assert_int_equal(busy, 3);
    assert_int_equal(rate, 14);
    fx_free(f);
}

/* ---- finding 20: a friend on the attacker's address ---- */

/* A fresh session on conn (a new hello on a new connection). */
static void fresh(fx *f, int conn, const char *name)
{
    reconnect_from(f, conn, "127.0.0.1:5000");
    hello(f, conn, name);
}

static const char *try_join(fx *f, int conn, int room, const char *pw)
{
    f->now += 1500; /* within the hash rate of the address (8, then 30 a minute) */
    io_clear(conn);
    sendf(f, conn, "{\"type\":\"join_room\",\"room\":%d,\"password\":\"%s\"}", room, pw);
    json_t *r = last(conn, "room");
    return r ? "joined" : code_of_last(conn);
}

static void test_friend_not_locked_out(void **unused)
{
    io.hold_jobs = 0; /* jobs in line */
    fx *f = fx_new(NULL); /* limit: 5 a minute a session, 15 an address and room */
    hello(f, 1, "Ann");
    int room = create(f, "{\"password\":\"sesame\"}");
    hello(f, 14, "Own");
    sendf(f, 14, "{\"type\":\"create_room\",\"options\":{\"password\":\"other\"}}");
    int other = room_id_of(14);
    /* The attacker, on the same address as the friend, guesses with three
     * sessions: 15 wrong passwords, the address's count for this room. */
    for (int s = 0; s < 3; s++) {
        fresh(f, 2, "Eve");
        for (int i = 0; i < 5; i++)
            assert_string_equal(try_join(f, 2, room, "guess"), "wrong_password");
        assert_string_equal(try_join(f, 2, room, "guess"), "too_many_attempts");
    }
    fresh(f, 2, "Eve");
    /* The friend, with a session that has not failed, gets in. */
    hello(f, 3, "Friend");
    assert_string_equal(try_join(f, 3, room, "sesame"), "joined");
    /* Another room of the same server is not under attack. */
    hello(f, 4, "Cid");
    assert_string_equal(try_join(f, 4, other, "other"), "joined");

    /* The attacker stays bounded: fresh sessions get HUB_JOIN_GRACE (3)
     * wrong guesses a minute more, then nothing, whatever the number of
     * sessions; a session that failed has no grace. */
    for (int i = 0; i < 3; i++) {
        fresh(f, 5 + i, "Eve");
        assert_string_equal(try_join(f, 5 + i, room, "guess"), "wrong_password");
        assert_string_equal(try_join(f, 5 + i, room, "guess"), "too_many_attempts");
    }
    for (int i = 0; i < 4; i++) {
        fresh(f, 9 + i, "Eve");
        assert_string_equal(try_join(f, 9 + i, room, "guess"), "too_many_attempts");
    }
    /* A minute later the counts are over. */
    f->now += 60000;
    fresh(f, 13, "Eve");
    assert_string_equal(try_join(f, 13, room, "guess"), "wrong_password");
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hash_waits_off_the_loop),
        cmocka_unit_test(test_same_messages_as_in_line),
        cmocka_unit_test(test_stale_set_options),
        cmocka_unit_test(test_stale_join),
        cmocka_unit_test(test_stale_room_closed_and_client_gone),
        cmocka_unit_test(test_hash_limits),
        cmocka_unit_test(test_friend_not_locked_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
