/* test_hub_ballroom.c — the fixed timeout answer of a decision, through the
 * hub fixture (tests/unit/hub_fx.h): a Dark City game that starts with the
 * Ballsaal in the crown holder's city (a test position: the hub's seeds
 * come from the OS, and a random game builds the Ballsaal only now and
 * then), played to its end by the timer alone with timeout "random".
 * Every move the timer made at a Ballsaal decision (thank_the_king) must be
 * forget_to_thank (DdL "Ballsaal": who does not thank in time has
 * forgotten; game_ops.timeout_action), while its other moves stay random.
 * Checked by replaying the stored log with the engine. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "game/game.h"
#include "hub_fx.h"

/* Every game starts from it: the crown and the Ballsaal with Ann (seat 0),
 * every hand back in the deck (so no hand holds the Ballsaal). */
#define POSITION                                                                                   \
    "{\"crown\":0,\"players\":[{\"hand\":[],\"city\":[\"ballroom\"]},{\"hand\":[]},"               \
    "{\"hand\":[]},{\"hand\":[]}]}"

/* Replays the log from the same position: counts the timer's moves at a
 * Ballsaal decision and how many of them were forget_to_thank. */
static void replay_thanks(const json_t *log, int *asked, int *forgot)
{
    const game_ops *ops = game_find(json_string_value(json_object_get(log, "game")));
    assert_non_null(ops);
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    game_err e;
    assert_int_equal(ops->config_from_json(cfg, json_object_get(log, "config"), &e), 0);
    uint64_t seed = strtoull(json_string_value(json_object_get(log, "seed")), NULL, 10);
    assert_int_equal(ops->setup(st, cfg, seed, &e), 0);
    json_t *pos = json_loads(POSITION, 0, NULL);
    assert_non_null(pos);
    assert_int_equal(ops->position_from_json(st, pos, &e), 0);
    json_decref(pos);
    *asked = *forgot = 0;
    size_t i;
    json_t *row;
    json_array_foreach(json_object_get(log, "actions"), i, row) {
        int seat = (int)json_integer_value(json_object_get(row, "seat"));
        json_t *view = ops->view_json(st, seat);
        const char *dec = json_string_value(
            json_object_get(json_object_get(view, "pending"), "decision"));
        int thanks = dec && strcmp(dec, "thank_the_king") == 0;
        json_decref(view);
        const char *type = json_string_value(
            json_object_get(json_object_get(row, "action"), "type"));
        if (thanks) {
            (*asked)++;
            *forgot += strcmp(type, "forget_to_thank") == 0;
        }
        game_action a;
        if (ops->action_from_json(st, json_object_get(row, "action"), &a, &e) < 0)
            fail_msg("row %zu (%s): %s", i, type, e.msg);
        assert_int_equal(ops->apply(st, seat, &a, NULL, &e), 0);
    }
    free(cfg);
    free(st);
}

static void test_ballroom_timeout_forgets(void **unused)
{
    (void)unused;
    hub_limits lim;
    hub_limits_default(&lim);
    lim.test_positions = 1; /* serve --test-positions */
    fx *f = fx_new(&lim);
    hello(f, 1, "Ann");
    hello(f, 2, "Bob");
    hello(f, 3, "Cid");
    hello(f, 4, "Dee");
    /* Thirteen Dark City buildings and so no classic purple kind (D12-3),
     * the Ballsaal among them; every game starts with it in Ann's city and
     * the crown with her. */
    int id = create(f, "{\"turn_seconds\":1,\"autopilot_after\":0,\"config\":{"
                       "\"rules\":\"dark-city\",\"players\":4,\"uniques\":[\"ballroom\","
                       "\"great_wall\",\"quarry\",\"wishing_well\",\"imperial_treasury\","
                       "\"map_room\",\"hospital\",\"poor_house\",\"park\",\"museum\","
                       "\"throne_room\",\"factory\",\"lighthouse\"]}}");
    for (int c = 2; c <= 4; c++)
        sendf(f, c, "{\"type\":\"join_room\",\"room\":%d}", id);
    static const char *const start = "{\"type\":\"start\",\"position\":" POSITION "}";
    sendf(f, 1, "%s", start);
    assert_null(last(1, "error"));
    int asked = 0, forgot = 0, games = 0;
    /* Games until the timer met a dozen Ballsaal decisions: a random
     * answer would forget all of them once in 4096 runs. */
    while (games < 60 && asked < 12) {
        for (int guard = 0; !last(1, "game_over") && guard < 5000; guard++) {
            f->now += 1000;
            hub_tick(f->h, f->now);
        }
        json_t *over = last(1, "game_over");
        assert_non_null(over);
        json_t *log = hub_game_log(f->h, num(over, "game_id"));
        assert_non_null(log);
        int a, fg;
        replay_thanks(log, &a, &fg);
        asked += a;
        forgot += fg;
        games++;
        json_decref(log);
        /* Again, with another seed: the owner's rematch, then start. */
        io_clear(1);
        io_clear(2);
        f->now += 2000;
        sendf(f, 1, "{\"type\":\"rematch\"}");
        assert_null(last(1, "error"));
        sendf(f, 1, "%s", start);
        assert_null(last(1, "error"));
    }
    print_message("%d games, %d Ballsaal decisions by the timer, %d forgotten\n", games, asked,
                  forgot);
    assert_true(asked >= 12);
    assert_int_equal(forgot, asked);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ballroom_timeout_forgets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
