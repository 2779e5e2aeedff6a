/* test_hub_timer.c — the decision timer of a room, through the hub fixture
 * (tests/unit/hub_fx.h: fake connections, a fake clock, a real store):
 *   - a rejected action does not move the deadline: a player who keeps
 *     sending illegal moves cannot hold the table (issue 9, finding 6). Only
 *     an accepted move gives the next decision its time;
 *   - timeout "heuristic" plays as the heuristic bot, not at random: every
 *     move the timer made in a whole game is one that level weighs best
 *     (issue 13: the option names any level; checked by replaying the stored
 *     log with the engine and bot_heuristic_weights, which reads only what
 *     the mover's seat may know, so the true state gives its weights); the
 *     autopilot plays the same level.
 * Server changes are not made here: these tests hold the hub to its promise. */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "bots/heuristic.h"
#include "bots/random.h"
#include "game/game.h"
#include "hub_fx.h"

static int64_t deadline_of(int conn)
{
    json_t *v = json_object_get(last(conn, "game"), "deadline_ms");
    assert_true(json_is_integer(v));
    return json_integer_value(v);
}

/* Two players (conns 1 and 2) in a started game with these options. */
static void start_two(fx *f, const char *options)
{
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    int id = create(f, options);
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_null(last(1, "error"));
    assert_non_null(last(1, "game"));
}

/* ---- a rejected action keeps the deadline ---- */

static void test_rejected_action_keeps_deadline(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, "{\"turn_seconds\":10}");
    int c = num(last(1, "game"), "pending_seat") == my_seat(1) ? 1 : 2, other = 3 - c;
    int64_t deadline = deadline_of(c);
    assert_int_equal(deadline, f->now + 10000);
    assert_int_equal(hub_next_deadline(f->h), deadline);

    /* Nine seconds of refused moves, one every 300 ms (within the rate). */
    const char *bad[] = {
        "{\"type\":\"action\",\"action\":{\"type\":\"build\",\"card\":3}}",      /* wrong decision */
        "{\"type\":\"action\",\"action\":{\"type\":\"fly\"}}",                  /* unknown action */
        "{\"type\":\"action\",\"action\":{\"type\":\"pick_character\",\"character\":\"nobody\"}}",
        "{\"type\":\"action\",\"action\":7}",                                   /* not an object */
    };
    for (int i = 0; i < 30; i++) {
        f->now += 300;
        io_clear(c);
        sendf(f, c, "%s", bad[i % 4]);
        assert_non_null(last(c, "error"));
        assert_null(last(c, "game")); /* nothing was played, nothing re-sent */
        sendf(f, other, "{\"type\":\"action\",\"action\":{\"type\":\"take_gold\"}}");
        expect_error(other, "not_your_turn");
        assert_int_equal(hub_next_deadline(f->h), deadline);
        assert_int_equal(hub_tick(f->h, f->now), deadline);
    }
    /* The deadline comes when it was set: the timer plays for the stalling seat. */
    assert_true(f->now < deadline);
    f->now = deadline;
    hub_tick(f->h, f->now);
    json_t *ev = last(other, "events");
    assert_non_null(ev);
    assert_string_equal(json_string_value(json_object_get(ev, "by")), "timeout");
    assert_int_equal(num(last(other, "game"), "seq"), 1);

    /* An accepted move, by contrast, gives the next decision its full time. */
    int d = num(last(1, "game"), "pending_seat") == my_seat(1) ? 1 : 2;
    json_t *opts = json_object_get(
        json_object_get(json_object_get(last(d, "game"), "view"), "pending"), "options");
    assert_true(json_array_size(opts) > 0);
    f->now += 2000;
    json_t *m = json_pack("{s:s, s:O}", "type", "action", "action", json_array_get(opts, 0));
    io_clear(d);
    send_json(f, d, m);
    if (last(d, "error")) {
        char *t = json_dumps(last(d, "error"), 0);
        fail_msg("the legal move was refused: %s", t);
    }
    assert_int_equal(num(last(d, "game"), "seq"), 2);
    assert_int_equal(deadline_of(d), f->now + 10000);
    assert_int_equal(deadline_of(3 - d), f->now + 10000);
    fx_free(f);
}

/* ---- timeout "heuristic" plays the heuristic bot ---- */

/* Whether `a` is among the moves the heuristic level (issue 13) takes in
 * `st`: its weight is the best, within the level's tie
 * factor (heuristic.c). *spread: the weights differ (a real choice). */
static int heuristic_best(const game_ops *ops, const void *st, int seat, const game_action *a,
                          int *spread)
{
    static game_action acts[BOT_MAX_ACTIONS];
    static float w[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(ops, st, seat, acts);
    assert_int_equal(bot_heuristic_weights(ops, st, seat, acts, n, w), 0);
    float best = 0, low = 2, mine = -1;
    for (int k = 0; k < n; k++) {
        best = w[k] > best ? w[k] : best;
        low = w[k] < low ? w[k] : low;
        if (memcmp(&acts[k], a, sizeof *a) == 0)
            mine = w[k];
    }
    assert_true(mine >= 0); /* a listed move */
    *spread = best > low * 1.01f;
    return mine >= best * 0.999f;
}

/* Replays a finished game's log and counts the moves that were not among the
 * heuristic level's best (0 for that level) and the moves where it mattered;
 * moves whose seq + 1 is set in `skip` (if given) are not counted. */
static void replay_margins(const json_t *log, int *worse, int *choices, const char *skip)
{
    const game_ops *ops = game_find(json_string_value(json_object_get(log, "game")));
    assert_non_null(ops);
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    game_err e;
    assert_int_equal(ops->config_from_json(cfg, json_object_get(log, "config"), &e), 0);
    uint64_t seed = strtoull(json_string_value(json_object_get(log, "seed")), NULL, 10);
    assert_int_equal(ops->setup(st, cfg, seed, &e), 0);
    *worse = *choices = 0;
    size_t i;
    json_t *row;
    json_array_foreach(json_object_get(log, "actions"), i, row) {
        int seat = (int)json_integer_value(json_object_get(row, "seat"));
        game_action a;
        assert_int_equal(ops->action_from_json(st, json_object_get(row, "action"), &a, &e), 0);
        int spread, best = heuristic_best(ops, st, seat, &a, &spread);
        if (spread && !(skip && skip[i + 1])) {
            (*choices)++;
            *worse += !best;
        }
        assert_int_equal(ops->apply(st, seat, &a, NULL, &e), 0);
    }
    free(cfg);
    free(st);
}

/* timeout "heuristic": that level plays for a timed-out seat, and its every
 * move is one it weighs best (issue 13: timeout names any level). */
static void test_timeout_heuristic_plays_its_best(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, "{\"turn_seconds\":1,\"timeout\":\"heuristic\",\"autopilot_after\":0,\"config\":{\"city_target\":5}}");
    for (int guard = 0; !last(1, "game_over") && guard < 5000; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
        json_t *ev = last(1, "events");
        assert_non_null(ev);
        assert_string_equal(json_string_value(json_object_get(ev, "by")), "timeout");
    }
    json_t *over = last(1, "game_over");
    assert_non_null(over);
    json_t *log = hub_game_log(f->h, num(over, "game_id"));
    assert_non_null(log);
    int worse, choices;
    replay_margins(log, &worse, &choices, NULL);
    print_message("timeout heuristic: %d moves where the choice changed the margin, %d not the best\n",
                  choices, worse);
    assert_true(choices >= 5); /* the game offered real choices */
    assert_int_equal(worse, 0);
    json_decref(log);
    fx_free(f);
}

/* The same game with timeout "random" (the online site's rule): the timer's
 * moves are not all the best ones, so the check above can tell the two. */
static void test_timeout_random_is_not_greedy(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, "{\"turn_seconds\":1,\"autopilot_after\":0,\"config\":{\"city_target\":5}}");
    for (int guard = 0; !last(1, "game_over") && guard < 5000; guard++) {
        f->now += 1000;
        hub_tick(f->h, f->now);
    }
    json_t *over = last(1, "game_over");
    assert_non_null(over);
    json_t *log = hub_game_log(f->h, num(over, "game_id"));
    int worse, choices;
    replay_margins(log, &worse, &choices, NULL);
    print_message("timeout random: %d moves where the choice changed the margin, %d not the best\n",
                  choices, worse);
    assert_true(worse > 0);
    json_decref(log);
    fx_free(f);
}

/* The autopilot plays the room's timeout level (the strongest when that is
 * "random", test_hub_bots.c): with timeout "heuristic" and autopilot_after 1,
 * each seat's first timeout is the timer's and every move after it the
 * heuristic bot's, all of them among its best. */
static void test_autopilot_plays_the_timeout_level(void **unused)
{
    fx *f = fx_new(NULL);
    start_two(f, "{\"turn_seconds\":1,\"bot_delay_ms\":100,\"autopilot_after\":1,\"timeout\":\"heuristic\","
                 "\"config\":{\"city_target\":5}}");
    for (int guard = 0; !last(1, "game_over") && guard < 50000; guard++) {
        f->now += 100;
        hub_tick(f->h, f->now);
    }
    json_t *over = last(1, "game_over");
    assert_non_null(over);
    static char skip[4096];
    int timeouts = 0, autopilot = 0;
    size_t i;
    json_t *m;
    json_array_foreach(io.inbox[1], i, m)
    {
        const char *by = json_string_value(json_object_get(m, "by"));
        if (strcmp(json_string_value(json_object_get(m, "type")), "events") != 0 ||
            strcmp(by, "setup") == 0)
            continue;
        int seq = num(m, "seq");
        assert_true(seq > 0 && seq < 4096);
        skip[seq] = strcmp(by, "timeout") == 0;
        timeouts += skip[seq];
        autopilot += strcmp(by, "autopilot") == 0;
    }
    assert_int_equal(timeouts, 2); /* one per seat, then the bot has it */
    json_t *log = hub_game_log(f->h, num(over, "game_id"));
    int worse, choices;
    replay_margins(log, &worse, &choices, skip);
    print_message("autopilot: %d moves, %d where the choice changed the margin, %d not the best\n",
                  autopilot, choices, worse);
    assert_true(choices >= 5);
    assert_int_equal(worse, 0);
    json_decref(log);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rejected_action_keeps_deadline),
        cmocka_unit_test(test_timeout_heuristic_plays_its_best),
        cmocka_unit_test(test_timeout_random_is_not_greedy),
        cmocka_unit_test(test_autopilot_plays_the_timeout_level),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
