/* test_json_out.c — json_out (src/server/json_out.c) writes exactly the
 * bytes of json_dumps(j, JSON_COMPACT): for hand-made edge cases (escapes,
 * control characters, NUL in strings, escapes in keys, UTF-8, integer limits, reals,
 * empty and nested containers, insertion order after deletions), for every
 * view, event and outcome of whole random Citadels games (what the server
 * sends), and it refuses what json_dumps refuses (invalid UTF-8). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bots/random.h"
#include "core/rng.h"
#include "game/game.h"
#include "server/json_out.h"

/* json_out's text equals json_dumps' (or both refuse). */
static void assert_same(json_out *o, const json_t *j)
{
    char *want = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    int rc = json_out_dump(o, j);
    if (!want) {
        assert_int_equal(rc, -1);
        return;
    }
    assert_int_equal(rc, 0);
    if (o->len != strlen(want) || memcmp(o->text, want, o->len) != 0)
        fail_msg("json_out: %.*s\njson_dumps: %s", (int)o->len, o->text, want);
    free(want);
}

static void test_edge_cases(void **state)
{
    (void)state;
    json_out o = {0};
    static const char *const texts[] = {
        "{}", "[]", "[[],{},[[]],{\"a\":{}}]", "\"\"", "0", "-1", "9223372036854775807",
        "-9223372036854775808", "1.5", "-0.25", "1e300", "3.0", "true", "false", "null",
        "{\"b\":1,\"a\":2,\"c\":[1,2,3]}",
        "\"quote \\\" backslash \\\\ slash / tab \\t nl \\n cr \\r bs \\b ff \\f\"",
        "\"ctl \\u0001 \\u001f \\u007f del\"", "\"nul \\u0000 inside\"",
        "\"caf\\u00e9 \\u20ac \\ud83d\\ude00 \\u2028 ok\"", "{\"k\\tey\":1,\"\\n\":\"x\"}",
        "{\"view\":{\"seats\":[{\"gold\":2,\"hand\":[1,2]},{\"gold\":-3}],\"pending\":null}}",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        json_error_t err;
        json_t *j = json_loads(texts[i], JSON_DECODE_ANY | JSON_ALLOW_NUL, &err);
        if (!j)
            fail_msg("%s: %s", texts[i], err.text);
        assert_same(&o, j);
        json_decref(j);
    }
    /* Insertion order survives deleting and re-adding keys. */
    json_t *obj = json_pack("{s:i,s:i,s:i}", "z", 1, "y", 2, "x", 3);
    json_object_del(obj, "y");
    json_object_set_new(obj, "y", json_string("again"));
    json_object_set_new(obj, "a", json_array());
    assert_same(&o, obj);
    json_decref(obj);
    /* Invalid UTF-8 (only a nocheck string can hold it): both refuse. */
    static const char *const bad[] = {"\xff", "a\xc3", "\xc0\xaf", "\xed\xa0\x80",
                                      "\xf4\x90\x80\x80", "\xe2\x82"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_t *s = json_stringn_nocheck(bad[i], strlen(bad[i]));
        assert_same(&o, s);
        json_t *a = json_pack("[o]", s);
        assert_same(&o, a);
        json_decref(a);
    }
    /* A long string makes the buffer grow. */
    char *big = malloc(100000);
    assert_non_null(big);
    for (int i = 0; i < 99999; i++)
        big[i] = (char)(i % 7 == 0 ? '"' : 'a' + i % 26);
    big[99999] = '\0';
    json_t *s = json_string(big);
    assert_same(&o, s);
    json_decref(s);
    free(big);
    json_out_free(&o);
    json_out_free(&o); /* twice is fine */
}

static void collect(void *ctx, const game_event *ev)
{
    game_event **v = ctx;
    **v = *ev;
    (*v)++;
}

/* Everything the server sends about a game, for 20 random games. */
static void test_citadels_messages(void **state)
{
    (void)state;
    const game_ops *ops = game_find("citadels");
    assert_non_null(ops);
    void *cfg = malloc(ops->config_size), *gs = malloc(ops->state_size);
    game_event *evs = malloc(4096 * sizeof *evs);
    assert_true(cfg && gs && evs);
    json_out o = {0};
    game_err e = {0};
    gh_rng rng;
    gh_rng_seed(&rng, 7);
    for (int g = 0; g < 20; g++) {
        int players = 2 + g % 7;
        json_t *cj = json_pack("{s:i}", "players", players);
        assert_int_equal(ops->config_from_json(cfg, cj, &e), 0);
        json_decref(cj);
        assert_int_equal(ops->setup(gs, cfg, 1000 + (uint64_t)g, &e), 0);
        for (int moves = 0;; moves++) {
            assert_true(moves < 100000);
            for (int seat = -1; seat < players; seat++) {
                json_t *v = ops->view_json(gs, seat < 0 ? GAME_SPECTATOR : seat);
                assert_same(&o, v);
                json_decref(v);
            }
            game_decision d;
            ops->pending(gs, &d);
            if (d.finished)
                break;
            game_action a;
            assert_int_equal(bot_random_choose(ops, gs, d.seat, &rng, &a), 0);
            json_t *aj = ops->action_to_json(gs, &a);
            assert_same(&o, aj);
            json_decref(aj);
            game_event *end = evs;
            game_event_sink sink = {collect, &end};
            assert_int_equal(ops->apply(gs, d.seat, &a, &sink, &e), 0);
            assert_true(end - evs < 4096);
            for (game_event *ev = evs; ev < end; ev++) {
                json_t *ej = ops->event_to_json(gs, ev);
                if (ej)
                    assert_same(&o, ej);
                json_decref(ej);
            }
        }
        json_t *out = ops->outcome_to_json(gs);
        assert_same(&o, out);
        json_decref(out);
    }
    json_out_free(&o);
    free(cfg);
    free(gs);
    free(evs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_edge_cases),
        cmocka_unit_test(test_citadels_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
