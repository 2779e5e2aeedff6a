/* test_hub_bots.c — bots off the event loop (src/server/bot_jobs.c) and the
 * levels a room offers, through the hub fixture (tests/unit/hub_fx.h):
 *   - a slow level's choice is handed to the pool (held here until the test
 *     runs it): nothing is played meanwhile, the room starts no second job,
 *     and the choice is played when it comes back (by "bot");
 *   - at most lim.bot_jobs choices are on the pool; the rooms beyond wait in
 *     order, and a held job of one room never holds up another room: every
 *     room advances in turn;
 *   - a choice made on a state that changed meanwhile is dropped: the player
 *     answered their timed-out decision after all, took a move back (undo),
 *     or came back from the autopilot; the decision then gets its time;
 *   - with the pool in line (no io.submit: the unit tests' default) the same
 *     path plays whole games;
 *   - fast levels choose on the loop (no job); BOT_SLOW ones always on the
 *     pool;
 *   - the option "timeout" takes "bot" or any level by name (else
 *     bad_options), the autopilot plays it (the strongest for "random"),
 *     and welcome lists the levels.
 * The off-loop path is exercised with every level sent to the pool
 * (lim.bots_all_off_loop): the real slow level (search) lands on another
 * branch, and the path must not depend on which level takes it. */
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
#include "server/hub_internal.h"

static hub_limits off_loop_limits(int jobs)
{
    hub_limits l;
    hub_limits_default(&l);
    l.bots_all_off_loop = 1;
    l.bot_jobs = jobs;
    return l;
}

static int seq_of(int conn)
{
    json_t *g = last(conn, "game");
    assert_non_null(g);
    return num(g, "seq");
}

static const char *last_by(int conn)
{
    json_t *ev = last(conn, "events");
    assert_non_null(ev);
    return json_string_value(json_object_get(ev, "by"));
}

static hub_stats stats(fx *f)
{
    hub_stats s;
    hub_get_stats(f->h, &s);
    return s;
}

/* The owner on `conn` makes a room with `bots` bots of `level` and starts
 * it; returns the room id. */
static int bot_room(fx *f, int conn, const char *name, const char *options, int bots,
                    const char *level)
{
    hello(f, conn, name);
    sendf(f, conn, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":%s}", options);
    int id = room_id_of(conn);
    for (int i = 0; i < bots; i++)
        sendf(f, conn, "{\"type\":\"add_bot\",\"level\":\"%s\"}", level);
    sendf(f, conn, "{\"type\":\"start\"}");
    assert_null(last(conn, "error"));
    assert_non_null(last(conn, "game"));
    return id;
}

/* Every decision of this table is the server's: the owner lets each time
 * run out (1 s), the bots move at once. */
#define ALL_SERVER "{\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":0}"

/* ---- the job's life ---- */

static void test_choice_waits_for_the_pool(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    bot_room(f, 1, "Ann", ALL_SERVER, 3, "greedy");
    for (int step = 0; step < 40; step++) {
        int seq = seq_of(1);
        f->now += 1000;
        hub_tick(f->h, f->now);
        /* The choice is on the pool: nothing played, one job. */
        assert_int_equal(io.njobs, 1);
        assert_int_equal(seq_of(1), seq);
        assert_int_equal(stats(f).bot_jobs_running, 1);
        /* The deadline passing again starts no second job for the room. */
        f->now += 5000;
        assert_true(hub_next_deadline(f->h) < 0 || hub_next_deadline(f->h) > f->now - 5000);
        hub_tick(f->h, f->now);
        assert_int_equal(io.njobs, 1);
        assert_int_equal(fx_run_one_job(), 1);
        assert_int_equal(seq_of(1), seq + 1);
        int seat = num(last(1, "events"), "seat");
        assert_string_equal(last_by(1), seat == room_seat(1) ? "timeout" : "bot");
    }
    assert_int_equal(stats(f).bot_jobs_applied, 40);
    assert_int_equal(stats(f).bot_jobs_dropped, 0);
    assert_int_equal(stats(f).bot_jobs_running, 0);
    fx_free(f);
}

/* With the pool in line, the off-loop path plays a whole game. */
static void test_in_line_pool_plays_a_game(void **unused)
{
    hub_limits l = off_loop_limits(1);
    fx *f = fx_new(&l);
    bot_room(f, 1, "Ann",
             "{\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":0,"
             "\"config\":{\"city_target\":4}}",
             3, "greedy");
    for (int guard = 0; !last(1, "game_over") && guard < 5000; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
    }
    assert_non_null(last(1, "game_over"));
    assert_true(stats(f).bot_jobs_applied > 20);
    assert_int_equal(stats(f).bot_jobs_dropped, 0);
    fx_free(f);
}

/* ---- the limit, and no room waits for another's job ---- */

static void test_limit_and_turns(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    const char *names[] = {"Ann", "Bob", "Cem", "Dia"};
    for (int k = 0; k < 4; k++)
        bot_room(f, k + 1, names[k], ALL_SERVER, 1, "random");
    f->now += 1000;
    hub_tick(f->h, f->now);
    /* Four rooms due, two slots: two on the pool, two waiting. */
    assert_int_equal(io.njobs, 2);
    assert_int_equal(stats(f).bot_jobs_running, 2);
    assert_int_equal(stats(f).bot_jobs_waiting, 2);
    /* The first job held forever: the others still go round, in turn. */
    int base[4];
    for (int k = 0; k < 4; k++)
        base[k] = seq_of(k + 1);
    /* Keep the oldest job back: run the second, and so on. */
    for (int round = 0; round < 30; round++) {
        assert_true(io.njobs <= 2);
        assert_true(io.njobs >= 1);
        if (io.njobs == 2) {
            struct fx_job held = io.jobs[0];
            io.jobs[0] = io.jobs[1];
            io.njobs = 1;
            fx_run_one_job();
            /* put the held one back in front */
            memmove(&io.jobs[1], &io.jobs[0], (size_t)io.njobs * sizeof io.jobs[0]);
            io.jobs[0] = held;
            io.njobs++;
        }
        f->now += 1000;
        hub_tick(f->h, f->now);
    }
    int moved = 0, stuck = 0;
    for (int k = 0; k < 4; k++) {
        int d = seq_of(k + 1) - base[k];
        moved += d >= 5;
        stuck += d == 0;
    }
    assert_int_equal(stuck, 1); /* the room whose choice is held */
    assert_int_equal(moved, 3); /* the three others took turns on one slot */
    assert_true(io.njobs <= 2);
    fx_run_jobs();
    for (int guard = 0; guard < 8; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
        fx_run_jobs();
    }
    assert_int_equal(stats(f).bot_jobs_dropped, 0);
    fx_free(f);
}

/* ---- stale choices ---- */

/* Ann's decision times out; while the timeout's choice is on the pool she
 * answers after all. Her move stands, the choice is dropped. */
static void test_dropped_when_the_player_answers(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    bot_room(f, 1, "Ann", "{\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":0}", 1,
             "random");
    /* Until it is Ann's decision (the bot's are run as they come). */
    for (int guard = 0; pending_seat(1) != room_seat(1) && guard < 200; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
        fx_run_jobs();
    }
    assert_int_equal(pending_seat(1), room_seat(1));
    f->now += 1000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1);
    int seq = seq_of(1);
    json_t *opts = json_object_get(
        json_object_get(json_object_get(last(1, "game"), "view"), "pending"), "options");
    json_t *opt = json_array_get(opts, json_array_size(opts) - 1);
    assert_non_null(opt);
    send_json(f, 1, json_pack("{s:s,s:O}", "type", "action", "action", opt));
    assert_null(last(1, "error"));
    assert_int_equal(seq_of(1), seq + 1);
    assert_string_equal(last_by(1), "player");
    fx_run_jobs();
    assert_int_equal(stats(f).bot_jobs_dropped, 1);
    assert_int_equal(stats(f).bot_jobs_applied, 0);
    /* Nothing was played for her: the step after hers is whatever comes next. */
    assert_string_equal(last_by(1), "player");
    assert_int_equal(seq_of(1), seq + 1);
    /* The game goes on. */
    for (int guard = 0; guard < 10; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
        fx_run_jobs();
    }
    assert_true(seq_of(1) > seq + 1);
    fx_free(f);
}

/* The next decision is Ann's own and undoable; she lets it time out and
 * takes her previous move back while the timer's choice is on the pool. */
static void test_dropped_after_undo(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, "{\"turn_seconds\":60,\"bot_delay_ms\":0,\"autopilot_after\":0}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    /* Both play (first option, gold at income) until someone may undo. */
    int c = 0;
    for (int i = 0; i < 2000 && !c; i++) {
        int p = pending_seat(1);
        int who = p == room_seat(1) ? 1 : 2;
        json_t *g = last(who, "game");
        if (json_is_true(json_object_get(g, "can_undo"))) {
            c = who;
            break;
        }
        json_t *opts = json_object_get(json_object_get(json_object_get(g, "view"), "pending"),
                                       "options");
        json_t *o = NULL;
        size_t k;
        json_t *x;
        json_array_foreach(opts, k, x)
        {
            if (!o && strcmp(json_string_value(json_object_get(x, "type")), "take_gold") == 0)
                o = x;
        }
        f->now += 60;
        send_json(f, who, json_pack("{s:s,s:O}", "type", "action", "action",
                                    o ? o : json_array_get(opts, 0)));
        assert_null(last(who, "error"));
    }
    assert_true(c > 0);
    int seq = seq_of(c);
    f->now += 61000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1); /* the timer's choice for c */
    assert_int_equal(seq_of(c), seq);
    f->now += 10;
    sendf(f, c, "{\"type\":\"undo\"}");
    assert_null(last(c, "error"));
    assert_string_equal(last_by(c), "undo");
    fx_run_jobs();
    assert_int_equal(stats(f).bot_jobs_dropped, 1);
    assert_int_equal(seq_of(c), seq + 1);
    /* The decision is open again with a deadline: the game does not stall. */
    assert_true(hub_next_deadline(f->h) >= 0);
    f->now += 61000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1);
    fx_run_jobs();
    assert_int_equal(seq_of(c), seq + 2);
    assert_string_equal(last_by(c), "timeout");
    fx_free(f);
}

/* The autopilot's choice for Bob is on the pool when he says "back". */
static void test_dropped_when_the_player_is_back(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, "{\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":1}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    int bob = -1;
    json_t *seats = json_object_get(last(2, "room"), "seats");
    for (size_t k = 0; k < json_array_size(seats); k++)
        if (strcmp(json_string_value(json_object_get(json_array_get(seats, k), "name")), "Bob") ==
            0)
            bob = (int)k;
    /* Everyone times out until Bob is on autopilot and his decision is on
     * the pool. */
    int found = 0;
    for (int guard = 0; guard < 400 && !found; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
        json_t *entry = json_array_get(json_object_get(last(2, "room"), "seats"), (size_t)bob);
        if (io.njobs == 1 && pending_seat(2) == bob &&
            json_is_true(json_object_get(entry, "autopilot")))
            found = 1;
        else
            fx_run_jobs();
    }
    assert_true(found);
    int seq = seq_of(2);
    sendf(f, 2, "{\"type\":\"back\"}");
    assert_null(last(2, "error"));
    fx_run_jobs();
    assert_int_equal(stats(f).bot_jobs_dropped, 1);
    assert_int_equal(seq_of(2), seq); /* nothing played for him */
    /* His decision has the full turn time again. */
    json_t *g = last(2, "game");
    assert_int_equal(json_integer_value(json_object_get(g, "deadline_ms")), f->now + 1000);
    fx_free(f);
}

/* ---- which levels go to the pool ---- */

/* By default fast levels choose on the loop and BOT_SLOW ones on the pool:
 * a bot of each level, alone with a silent owner. */
static void test_slow_levels_only(void **unused)
{
    int n;
    const bot_level *lv = bot_levels(&n);
    for (int i = 0; i < n; i++) {
        /* A strategy level of another engine (Dominion's bm, …) does not
         * play this room's game (bots.h, bot_level_plays). */
        if (!bot_level_plays(&lv[i], game_find("citadels")))
            continue;
        io.hold_jobs = 1;
        fx *f = fx_new(NULL);
        bot_room(f, 1, "Ann",
                 "{\"turn_seconds\":3600,\"bot_delay_ms\":1000,\"autopilot_after\":0}", 1,
                 lv[i].name);
        /* Until the bot decides (its pause not yet over). */
        for (int guard = 0; pending_seat(1) == room_seat(1) && guard < 500; guard++) {
            f->now += 3600 * 1000;
            hub_tick(f->h, f->now);
            fx_run_jobs();
        }
        assert_int_not_equal(pending_seat(1), room_seat(1));
        int seq = seq_of(1);
        f->now += 1000;
        hub_tick(f->h, f->now);
        if (lv[i].flags & BOT_SLOW) {
            assert_int_equal(io.njobs, 1);
            assert_int_equal(seq_of(1), seq);
            fx_run_jobs();
        } else {
            assert_int_equal(io.njobs, 0);
        }
        assert_true(seq_of(1) > seq);
        assert_string_equal(last_by(1), "bot");
        fx_free(f);
        io.hold_jobs = 0;
    }
}

/* ---- levels on the wire ---- */

static void test_timeout_option_and_levels(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    json_t *levels = json_object_get(last(1, "welcome"), "bot_levels");
    int n;
    const bot_level *lv = bot_levels(&n);
    assert_int_equal(json_array_size(levels), n);
    for (int i = 0; i < n; i++) {
        json_t *x = json_array_get(levels, (size_t)i);
        assert_string_equal(json_string_value(json_object_get(x, "name")), lv[i].name);
        assert_int_equal(json_is_true(json_object_get(x, "slow")), !!(lv[i].flags & BOT_SLOW));
    }
    assert_string_equal(json_string_value(json_object_get(last(1, "welcome"), "bot_strongest")),
                        bot_level_strongest()->name);
    int id = create(f, "{}");
    /* The level that plays a timed-out seat is the one named (a game with
     * timeout "bot" plays to its end whatever level that picks: test_hub.c
     * cannot tell, so the room's choice is read here). */
    assert_ptr_equal(room_timeout_level(hub_room_get(f->h, (uint64_t)id)), bot_level_find("random"));
    int refused = 0;
    for (int i = 0; i < n; i++) {
        const hub_room *rm = hub_room_get(f->h, (uint64_t)id);
        io_clear(1);
        sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"timeout\":\"%s\"}}", lv[i].name);
        if (!bot_level_plays(&lv[i], rm->ops)) {
            /* A level that does not play this room's game (issue 14:
             * Dominion's strategies in a Citadels room) is refused and
             * changes nothing. */
            expect_error(1, "bad_options");
            json_t *err = last(1, "error");
            assert_non_null(strstr(json_string_value(json_object_get(err, "message")), "citadels"));
            assert_null(last(1, "room"));
            refused++;
            continue;
        }
        assert_null(last(1, "error"));
        json_t *opt = json_object_get(last(1, "room"), "options");
        assert_string_equal(json_string_value(json_object_get(opt, "timeout")), lv[i].name);
        assert_ptr_equal(room_timeout_level(rm), &lv[i]);
    }
    assert_true(refused >= 4); /* bm, bmu, smithy, kingdom */
    sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"timeout\":\"bot\"}}");
    assert_string_equal(
        json_string_value(json_object_get(json_object_get(last(1, "room"), "options"), "timeout")),
        "bot");
    assert_ptr_equal(room_timeout_level(hub_room_get(f->h, (uint64_t)id)), bot_level_strongest());
    const char *bad[] = {"\"genius\"", "\"\"", "3", "null", "\"Random\""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        io_clear(1);
        sendf(f, 1, "{\"type\":\"set_options\",\"options\":{\"timeout\":%s,\"turn_seconds\":7}}",
              bad[i]);
        expect_error(1, "bad_options");
        assert_null(last(1, "room")); /* nothing changed, nothing sent */
    }
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_choice_waits_for_the_pool),
        cmocka_unit_test(test_in_line_pool_plays_a_game),
        cmocka_unit_test(test_limit_and_turns),
        cmocka_unit_test(test_dropped_when_the_player_answers),
        cmocka_unit_test(test_dropped_after_undo),
        cmocka_unit_test(test_dropped_when_the_player_is_back),
        cmocka_unit_test(test_slow_levels_only),
        cmocka_unit_test(test_timeout_option_and_levels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
