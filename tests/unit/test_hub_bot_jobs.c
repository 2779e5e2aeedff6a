/* test_hub_bot_jobs.c — the edge cases of bots off the event loop
 * (src/server/bot_jobs.c) that test_hub_bots.c leaves out:
 *   - the wait queue full: HUB_BOT_WAIT_MAX rooms wait, the rooms beyond ask
 *     again every HUB_BOT_RETRY_MS and are played in the end; the queue is
 *     served first come first served; nothing is lost, nothing is decided
 *     twice, and the counters (stats, /metrics) say so;
 *   - fair shares: a free slot goes to the waiting room whose owner's
 *     address holds the fewest slots, the oldest among equals;
 *   - the server stopping (hub_shutdown) with a choice on the pool and rooms
 *     waiting: the choice is dropped, nothing starts after it, and the hub
 *     frees everything (run under ASan); a choice the pool cancels while the
 *     server goes on is dropped and its decision gets its time again;
 *   - a choice coming back after its room is gone: a timed-out player
 *     answers the game's last decision while the timer's choice is on the
 *     pool, and everybody leaves or closes their tab (the finished room is
 *     freed at once, or by the sweep), or the owner starts a rematch
 *     meanwhile: the choice is dropped, by the room's id, and the new game
 *     is not held up.
 * The fake pool of hub_fx.h holds the work; the tests look at the rooms
 * through hub_internal.h (their seq, whether they think or wait), as
 * test_hub_lobby.c does. Every level goes to the pool here
 * (lim.bots_all_off_loop), so the random level stands in for the search. */
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
#include "server/metrics.h"

static hub_limits off_loop_limits(int jobs)
{
    hub_limits l;
    hub_limits_default(&l);
    l.bots_all_off_loop = 1;
    l.bot_jobs = jobs;
    return l;
}

static hub_stats stats(fx *f)
{
    hub_stats s;
    hub_get_stats(f->h, &s);
    return s;
}

static hub_room *room(fx *f, int id)
{
    hub_room *r = hub_room_get(f->h, (uint64_t)id);
    assert_non_null(r);
    return r;
}

static int waiting(const hub_room *r)
{
    return r->bot_waiting && r->bot_waiting == r->version + 1;
}

/* Every decision is the server's: the owner lets her time (1 s) run out,
 * the bot moves at once. */
#define ALL_SERVER "{\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":0}"

/* The owner on `conn` makes a room with one random bot and starts it. */
static int bot_room(fx *f, int conn, const char *options)
{
    sendf(f, conn, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":%s}", options);
    int id = room_id_of(conn);
    sendf(f, conn, "{\"type\":\"add_bot\",\"level\":\"random\"}");
    sendf(f, conn, "{\"type\":\"start\"}");
    assert_null(last(conn, "error"));
    assert_non_null(last(conn, "game"));
    return id;
}

/* Whether a metric's sample line says `value`. */
static int metric_is(const char *text, const char *name, long value)
{
    char line[128];
    snprintf(line, sizeof line, "\n%s %ld\n", name, value);
    return strstr(text, line) != NULL;
}

/* ---- the wait queue full ---- */

/* One slot, HUB_BOT_WAIT_MAX places in the queue, and two rooms more. */
#define OVER 2
#define NROOMS (1 + HUB_BOT_WAIT_MAX + OVER)

static void test_queue_full_asks_again_and_loses_nothing(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(1);
    l.max_rooms = NROOMS;
    l.rooms_per_session = NROOMS;
    l.rooms_per_address = 0;
    l.room_creations_per_hour = 0;
    l.messages_per_second = 1000000;
    fx *f = fx_new(&l);
    srv_hub *h = f->h;
    hello(f, 1, "Ann");
    /* Ann opens room after room (a started game keeps her seat). */
    static int ids[NROOMS], seq0[NROOMS];
    for (int k = 0; k < NROOMS; k++) {
        ids[k] = bot_room(f, 1, ALL_SERVER);
        io_clear(1);
    }
    for (int k = 0; k < NROOMS; k++)
        seq0[k] = room(f, ids[k])->seq;

    /* Every room is due (the bots at once, Ann's time is up): one choice
     * on the pool, the queue full, the rest asking again later. */
    f->now += 1000;
    for (int i = 0; i < NROOMS / HUB_TICK_WORK_MAX + 2; i++)
        hub_tick(h, f->now);
    assert_int_equal(io.njobs, 1);
    hub_stats st = stats(f);
    assert_int_equal(st.bot_jobs_running, 1);
    assert_int_equal(st.bot_jobs_waiting, HUB_BOT_WAIT_MAX);
    assert_int_equal(h->bot_wait_len, HUB_BOT_WAIT_MAX);
    int over[OVER], nover = 0, thinking = 0;
    for (int k = 0; k < NROOMS; k++) {
        hub_room *r = room(f, ids[k]);
        assert_false(r->bot_thinking && waiting(r));
        assert_int_equal(r->seq, seq0[k]);
        thinking += r->bot_thinking;
        if (!r->bot_thinking && !waiting(r)) {
            assert_true(nover < OVER);
            over[nover++] = k;
            assert_int_equal(r->deadline_ms, f->now + HUB_BOT_RETRY_MS);
        }
    }
    assert_int_equal(thinking, 1);
    assert_int_equal(nover, OVER);
    size_t len;
    char *text = metrics_render(&st, &(metrics_net){0}, 0, &len);
    assert_non_null(text);
    assert_true(metric_is(text, "guildhall_bot_jobs_running", 1));
    assert_true(metric_is(text, "guildhall_bot_jobs_waiting", HUB_BOT_WAIT_MAX));
    free(text);

    /* Before their time nothing happens; then they ask again, and the
     * queue being still full, once more later. */
    f->now += HUB_BOT_RETRY_MS - 1;
    hub_tick(h, f->now);
    for (int i = 0; i < OVER; i++)
        assert_int_equal(room(f, ids[over[i]])->deadline_ms, f->now + 1);
    f->now += 1;
    hub_tick(h, f->now);
    for (int i = 0; i < OVER; i++) {
        hub_room *r = room(f, ids[over[i]]);
        assert_int_equal(r->deadline_ms, f->now + HUB_BOT_RETRY_MS);
        assert_false(waiting(r) || r->bot_thinking);
    }
    assert_int_equal(io.njobs, 1);
    assert_int_equal(stats(f).bot_jobs_waiting, HUB_BOT_WAIT_MAX);

    /* Each choice that comes back starts the oldest waiting room, and that
     * room only: the queue is served in order, each room moves once. */
    int queue[HUB_BOT_WAIT_MAX];
    for (int i = 0; i < HUB_BOT_WAIT_MAX; i++)
        queue[i] = (int)h->bot_wait[(h->bot_wait_head + i) % HUB_BOT_WAIT_MAX].room;
    for (int i = 0; i < HUB_BOT_WAIT_MAX; i++) {
        assert_int_equal(fx_run_one_job(), 1);
        assert_int_equal(io.njobs, 1);
        hub_room *r = room(f, queue[i]);
        assert_true(r->bot_thinking);
        assert_false(waiting(r));
        assert_int_equal(stats(f).bot_jobs_waiting, HUB_BOT_WAIT_MAX - 1 - i);
        assert_int_equal(stats(f).bot_jobs_applied, i + 1);
    }
    assert_int_equal(fx_run_one_job(), 1);
    assert_int_equal(io.njobs, 0);
    for (int k = 0; k < NROOMS; k++) {
        int moved = room(f, ids[k])->seq - seq0[k];
        assert_int_equal(moved, k == over[0] || k == over[1] ? 0 : 1);
    }

    /* From now on the rooms that waited compete with the others' next
     * decisions; the two that asked again get their turn. */
    int guard = 0;
    while ((room(f, ids[over[0]])->seq == seq0[over[0]] ||
            room(f, ids[over[1]])->seq == seq0[over[1]]) &&
           guard++ < 20) {
        f->now += HUB_BOT_RETRY_MS;
        for (int i = 0; i < NROOMS / HUB_TICK_WORK_MAX + 2; i++)
            hub_tick(h, f->now);
        assert_true(io.njobs <= 1);
        assert_true(stats(f).bot_jobs_waiting <= HUB_BOT_WAIT_MAX);
        for (int k = 0; k < NROOMS; k++) {
            hub_room *r = room(f, ids[k]);
            assert_false(r->bot_thinking && waiting(r));
        }
        fx_run_jobs(); /* each one back starts the next */
    }
    assert_true(guard <= 20);
    /* Nothing lost, nothing decided twice: every room moved, every move is
     * one choice played, and no choice was dropped. */
    long moves = 0;
    for (int k = 0; k < NROOMS; k++) {
        int moved = room(f, ids[k])->seq - seq0[k];
        assert_true(moved >= 1);
        moves += moved;
    }
    st = stats(f);
    assert_int_equal(st.bot_jobs_applied, moves);
    assert_int_equal(st.bot_jobs_dropped, 0);
    assert_int_equal(st.bot_jobs_running, 0);
    fx_free(f);
    io.hold_jobs = 0;
}

/* ---- fair shares by owner's address ---- */

/* Connection `conn` opens again from `peer`: a player of another address. */
static void reconnect(fx *f, int conn, const char *peer)
{
    hub_disconnect(f->h, (uint64_t)conn, f->now);
    io_clear(conn);
    hub_connect(f->h, (uint64_t)conn, peer, f->now);
}

/* One slot. Ann's three rooms are due first: one thinks, two wait. Then
 * Bob, from another address, has a room due: it is last in the queue, but
 * when Ann's choice comes back his room goes next — Ann held the slot, Bob
 * held none — and Ann's rooms take their turns in order after it. First
 * come first served would have made Bob wait for both of Ann's. */
static void test_a_free_slot_goes_to_the_address_holding_fewest(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(1);
    fx *f = fx_new(&l);
    srv_hub *h = f->h;
    hello(f, 1, "Ann");
    int ann[3];
    for (int k = 0; k < 3; k++) {
        ann[k] = bot_room(f, 1, ALL_SERVER);
        io_clear(1);
    }
    f->now += 1000;
    hub_tick(h, f->now);
    assert_int_equal(io.njobs, 1);
    assert_int_equal(h->bot_wait_len, 2);
    int first = -1;
    for (int k = 0; k < 3; k++)
        if (room(f, ann[k])->bot_thinking)
            first = k;
    assert_true(first >= 0);
    int later[2], nlater = 0;
    for (int i = 0; i < 2; i++)
        later[nlater++] = (int)h->bot_wait[(h->bot_wait_head + i) % HUB_BOT_WAIT_MAX].room;

    reconnect(f, 2, "10.0.0.2:4000");
    hello(f, 2, "Bob");
    int bob = bot_room(f, 2, ALL_SERVER);
    assert_true(bot_share_key(room(f, bob)) != bot_share_key(room(f, ann[0])));
    assert_true(bot_share_key(room(f, ann[1])) == bot_share_key(room(f, ann[0])));
    f->now += 1000;
    hub_tick(h, f->now);
    assert_true(waiting(room(f, bob)));
    assert_int_equal(h->bot_wait_len, 3);
    assert_int_equal((int)h->bot_wait[(h->bot_wait_head + 2) % HUB_BOT_WAIT_MAX].room, bob);

    int seq_bob = room(f, bob)->seq;
    assert_int_equal(fx_run_one_job(), 1); /* Ann's choice back: Bob's room next */
    assert_true(room(f, bob)->bot_thinking);
    assert_int_equal(room(f, bob)->seq, seq_bob);
    for (int i = 0; i < 2; i++)
        assert_true(waiting(room(f, later[i])));
    for (int i = 0; i < 2; i++) { /* then Ann's, oldest first */
        assert_int_equal(fx_run_one_job(), 1);
        assert_true(room(f, later[i])->bot_thinking);
        assert_false(waiting(room(f, later[i])));
    }
    assert_int_equal(room(f, bob)->seq, seq_bob + 1);
    assert_int_equal(fx_run_one_job(), 1);
    assert_int_equal(io.njobs, 0);
    assert_int_equal(stats(f).bot_jobs_dropped, 0);
    fx_free(f);
    io.hold_jobs = 0;
}

/* ---- the server stopping ---- */

/* Three rooms due, one slot: a choice on the pool, two rooms waiting; a
 * fourth room is due only later. The server stops. */
static void test_shutdown_drops_and_starts_nothing(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(1);
    fx *f = fx_new(&l);
    const char *names[] = {"Ann", "Bob", "Cem", "Dia"};
    int ids[4];
    for (int k = 0; k < 4; k++) {
        hello(f, k + 1, names[k]);
        ids[k] = bot_room(f, k + 1,
                          k < 3 ? ALL_SERVER
                                : "{\"turn_seconds\":60,\"bot_delay_ms\":5000,"
                                  "\"autopilot_after\":0}");
    }
    f->now += 1000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1);
    assert_int_equal(stats(f).bot_jobs_waiting, 2);
    int seq[4];
    for (int k = 0; k < 4; k++)
        seq[k] = room(f, ids[k])->seq;
    for (int c = 1; c <= 4; c++)
        io_clear(c);

    hub_shutdown(f->h);
    assert_int_equal(stats(f).bot_jobs_waiting, 0);
    assert_int_equal(stats(f).bot_jobs_running, 1);
    /* The choice comes back: dropped, and no waiting room starts. */
    assert_int_equal(fx_run_one_job(), 1);
    hub_stats st = stats(f);
    assert_int_equal(st.bot_jobs_applied, 0);
    assert_int_equal(st.bot_jobs_dropped, 1);
    assert_int_equal(st.bot_jobs_running, 0);
    assert_int_equal(io.njobs, 0);
    /* Later, the fourth room's time: no choice starts either. */
    f->now += 3600 * 1000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 0);
    for (int k = 0; k < 4; k++) {
        assert_int_equal(room(f, ids[k])->seq, seq[k]);
        assert_null(last(k + 1, "events")); /* nobody was told of a move */
    }
    fx_free(f); /* under ASan: the queue and the job freed, nothing else touched */
    io.hold_jobs = 0;
}

/* The pool gives a job back cancelled (status < 0) while the server goes
 * on: the choice is dropped, the next waiting room starts, and the
 * cancelled room's decision gets its time again and is played then. */
static void test_cancelled_choice_gets_its_time_again(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(1);
    fx *f = fx_new(&l);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int a = bot_room(f, 1, ALL_SERVER);
    int b = bot_room(f, 2, ALL_SERVER);
    f->now += 1000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1);
    int first = room(f, a)->bot_thinking ? a : b, second = first == a ? b : a;
    assert_true(waiting(room(f, second)));
    int seq = room(f, first)->seq;
    struct fx_job j = io.jobs[0];
    io.njobs = 0;
    j.done(j.arg, -1);
    hub_stats st = stats(f);
    assert_int_equal(st.bot_jobs_dropped, 1);
    assert_int_equal(st.bot_jobs_applied, 0);
    assert_int_equal(room(f, first)->seq, seq);
    /* The other room's turn; the cancelled one has a deadline again. */
    assert_int_equal(io.njobs, 1);
    assert_true(room(f, second)->bot_thinking);
    hub_room *r = room(f, first);
    assert_false(r->bot_thinking || waiting(r));
    assert_true(r->deadline_ms >= f->now);
    fx_run_jobs();
    f->now = r->deadline_ms;
    hub_tick(f->h, f->now);
    fx_run_jobs();
    assert_int_equal(room(f, first)->seq, seq + 1);
    assert_int_equal(stats(f).bot_jobs_dropped, 1);
    fx_free(f);
    io.hold_jobs = 0;
}

/* ---- a choice back after its room is gone ---- */

/* The pending player answers with their first option. */
static void answer(fx *f, int conn)
{
    json_t *g = last(conn, "game");
    json_t *opts = json_object_get(json_object_get(json_object_get(g, "view"), "pending"),
                                   "options");
    assert_true(json_array_size(opts) > 0);
    f->now += 60;
    send_json(f, conn, json_pack("{s:s,s:O}", "type", "action", "action", json_array_get(opts, 0)));
    assert_null(last(conn, "error"));
}

/* Ann and Bob play a short game in which every decision times out first:
 * the timer's choice goes to the pool, and the player answers after all
 * while it is there (their move stands, the choice is dropped). Returns
 * with the game over and the choice for its last decision still out. */
static int play_to_end_answering_late(fx *f)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    sendf(f, 1, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":"
                "{\"turn_seconds\":1,\"bot_delay_ms\":0,\"autopilot_after\":0,"
                "\"config\":{\"city_target\":3}}}");
    int id = room_id_of(1);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_non_null(last(1, "game"));
    int moves = 0;
    while (!last(1, "game_over")) {
        assert_true(moves < 3000);
        assert_int_equal(io.njobs, 0);
        f->now += 1000;
        hub_tick(f->h, f->now);
        assert_int_equal(io.njobs, 1); /* the timer's choice */
        answer(f, pending_seat(1) == room_seat(1) ? 1 : 2);
        moves++;
        if (!last(1, "game_over"))
            fx_run_jobs(); /* dropped: the decision was answered */
    }
    assert_int_equal(stats(f).bot_jobs_dropped, moves - 1);
    assert_int_equal(stats(f).bot_jobs_running, 1);
    assert_true(room(f, id)->bot_thinking);
    return id;
}

static void test_choice_back_after_the_room_is_freed(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    int id = play_to_end_answering_late(f);
    long dropped = stats(f).bot_jobs_dropped;
    /* Nobody looks at the finished room any more: it is freed. */
    sendf(f, 1, "{\"type\":\"leave_room\"}");
    sendf(f, 2, "{\"type\":\"leave_room\"}");
    assert_null(hub_room_get(f->h, (uint64_t)id));
    assert_null(hmap_get(&f->h->rooms, (uint64_t)id));
    assert_int_equal(stats(f).rooms, 0);
    /* The choice comes back (ASan: nothing freed is touched). */
    assert_int_equal(fx_run_one_job(), 1);
    hub_stats st = stats(f);
    assert_int_equal(st.bot_jobs_dropped, dropped + 1);
    assert_int_equal(st.bot_jobs_applied, 0);
    assert_int_equal(st.bot_jobs_running, 0);
    /* A new room takes a new id: a late choice can never land in it. */
    sendf(f, 1, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{}}");
    assert_true(room_id_of(1) > id);
    fx_free(f);
    io.hold_jobs = 0;
}

/* The same, but the players close their tabs instead: the sweep of
 * finished rooms nobody watches frees it. */
static void test_choice_back_after_the_room_is_swept(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    int id = play_to_end_answering_late(f);
    long dropped = stats(f).bot_jobs_dropped;
    hub_disconnect(f->h, 1, f->now);
    hub_disconnect(f->h, 2, f->now);
    assert_non_null(hub_room_get(f->h, (uint64_t)id));
    f->now += HUB_ROOM_SWEEP_MS;
    hub_tick(f->h, f->now);
    assert_null(hmap_get(&f->h->rooms, (uint64_t)id));
    assert_int_equal(fx_run_one_job(), 1);
    hub_stats st = stats(f);
    assert_int_equal(st.bot_jobs_dropped, dropped + 1);
    assert_int_equal(st.bot_jobs_applied, 0);
    assert_int_equal(st.bot_jobs_running, 0);
    fx_free(f);
    io.hold_jobs = 0;
}

/* The old game's choice is still out when the rematch starts: the new
 * game's first decision waits for it (one choice per room), the old one is
 * dropped, and the new game goes on. */
static void test_choice_back_after_a_rematch(void **unused)
{
    io.hold_jobs = 1;
    hub_limits l = off_loop_limits(2);
    fx *f = fx_new(&l);
    int id = play_to_end_answering_late(f);
    long dropped = stats(f).bot_jobs_dropped;
    sendf(f, 1, "{\"type\":\"rematch\"}");
    assert_null(last(1, "error"));
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    io_clear(1);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    assert_int_equal(num(last(1, "game"), "seq"), 0);
    f->now += 1000;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1); /* still only the old game's choice */
    assert_int_equal(room(f, id)->seq, 0);
    assert_int_equal(fx_run_one_job(), 1);
    assert_int_equal(stats(f).bot_jobs_dropped, dropped + 1);
    assert_int_equal(stats(f).bot_jobs_applied, 0);
    assert_int_equal(room(f, id)->seq, 0);
    /* The new game's decision has its time again, and is played. */
    assert_true(room(f, id)->deadline_ms >= f->now);
    f->now = room(f, id)->deadline_ms;
    hub_tick(f->h, f->now);
    assert_int_equal(io.njobs, 1);
    fx_run_jobs();
    assert_int_equal(room(f, id)->seq, 1);
    assert_int_equal(stats(f).bot_jobs_applied, 1);
    fx_free(f);
    io.hold_jobs = 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_queue_full_asks_again_and_loses_nothing),
        cmocka_unit_test(test_a_free_slot_goes_to_the_address_holding_fewest),
        cmocka_unit_test(test_shutdown_drops_and_starts_nothing),
        cmocka_unit_test(test_cancelled_choice_gets_its_time_again),
        cmocka_unit_test(test_choice_back_after_the_room_is_freed),
        cmocka_unit_test(test_choice_back_after_the_room_is_swept),
        cmocka_unit_test(test_choice_back_after_a_rematch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
