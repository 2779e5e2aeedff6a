/* test_bot_view.c — bots that see the seat's view only (BOT_SEES_VIEW,
 * bots.h): at every decision of random games of several rule sets, a
 * level with the flag chooses the same action in the true state `st` and in
 * `st2`, a determinization of `st` for the deciding seat with another seed
 * (the same view, other hands, deck and characters), when its generator
 * starts from the same seed. Every level with the flag is checked
 * (bot_levels(): greedy today; the heuristic and search levels join when
 * they set it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bots/bots.h"
#include "bots/random.h"
#include "game/game.h"

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

/* Plays random games of `rules` with `players`; at every decision the
 * level chooses in st and in a determinization of it. Returns the
 * decisions compared. */
static int compare_level(const bot_level *lv, const char *rules, int players, int games)
{
    const game_ops *g = game_find("citadels");
    void *cfg = calloc(1, g->config_size), *st = malloc(g->state_size);
    void *st2 = malloc(g->state_size), *scratch = malloc(g->state_size);
    json_t *cj = json_pack("{sssi}", "rules", rules, "players", players);
    game_err e;
    assert_int_equal(g->config_from_json(cfg, cj, &e), 0);
    json_decref(cj);
    bot_params p = {.iterations = 50, .budget_ms = 0};
    int compared = 0;
    for (int game = 0; game < games; game++) {
        assert_int_equal(g->setup(st, cfg, (uint64_t)(500 + game), &e), 0);
        gh_rng play;
        gh_rng_seed(&play, (uint64_t)(77 + game));
        for (int m = 0; m < 5000; m++) {
            game_decision d;
            g->pending(st, &d);
            if (d.finished)
                break;
            assert_int_equal(g->determinize(st, d.seat, (uint64_t)(m * 13 + game), st2), 0);
            gh_rng r1, r2;
            gh_rng_seed(&r1, (uint64_t)m);
            gh_rng_seed(&r2, (uint64_t)m);
            game_action a1, a2;
            assert_int_equal(bot_choose(lv, g, st, d.seat, &r1, scratch, &p, &a1), 0);
            assert_int_equal(bot_choose(lv, g, st2, d.seat, &r2, scratch, &p, &a2), 0);
            if (memcmp(&a1, &a2, sizeof a1) != 0)
                fail_msg("%s, %s %d players, move %d: the level chose (%d %d %d %d) in the true "
                         "state, (%d %d %d %d) in another with the same view",
                         lv->name, rules, players, m, a1.type, a1.a, a1.b, a1.c, a2.type, a2.a,
                         a2.b, a2.c);
            compared++;
            game_action a;
            assert_int_equal(bot_random_choose(g, st, d.seat, &play, &a), 0);
            assert_int_equal(g->apply(st, d.seat, &a, NULL, &e), 0);
        }
    }
    free(cfg);
    free(st);
    free(st2);
    free(scratch);
    return compared;
}

static void test_levels_see_the_view(void **state)
{
    (void)state;
    static const struct {
        const char *rules;
        int players;
    } configs[] = {{"2016", 4}, {"2016-actions", 5}, {"classic", 2}, {"dark-city", 3},
                   {"online-dark-city", 6}, {"2016", 8}};
    int count, seeing = 0, greedy = 0;
    const bot_level *lv = bot_levels(&count);
    for (int i = 0; i < count; i++) {
        if (!(lv[i].flags & BOT_SEES_VIEW))
            continue;
        seeing++;
        greedy |= strcmp(lv[i].name, "greedy") == 0;
        int compared = 0;
        for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++)
            compared += compare_level(&lv[i], configs[c].rules, configs[c].players,
                                      quick() || (lv[i].flags & BOT_SLOW) ? 1 : 4);
        printf("# %s: %d decisions, the same choice in the true state and a determinization\n",
               lv[i].name, compared);
        assert_true(compared > 100);
    }
    assert_true(greedy); /* greedy reads the state: it sees the view only */
    assert_true(seeing >= 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels_see_the_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
