/* test_dominion_properties.c — properties every Dominion game must keep,
 * over random games (random bots) at 2 to 6 players and random kingdoms of
 * every allowed mix of sets and editions (issue 14, "Property tests"):
 *   - check() holds after every action;
 *   - only the deciding seat has legal actions, and it has at least one;
 *   - apply() accepts every listed action (tried on a copy), and refuses a
 *     wrong seat and an unlisted action without changing one byte;
 *   - action JSON round-trips;
 *   - a seat's view does not change when only what it cannot see changes
 *     (another player's hand against their deck, any deck's order, the cards
 *     under a discard pile's top): nothing hidden leaks into it;
 *   - cards drawn or looked at are shown only to their seat;
 *   - the same seed and actions give the same game, byte for byte;
 *   - every game ends. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "dominion/engine.h"

extern const game_ops dominion_ops;

#define MAX_ACTIONS 60000 /* far above any random game (docs/dominion.md) */

typedef struct ev_log {
    int n;
    int bad_vis; /* a private event shown to all */
} ev_log;

static void record(void *ctx, const game_event *ev)
{
    ev_log *l = ctx;
    l->n++;
    if ((ev->type == DE_DRAW_CARD || ev->type == DE_LOOK || ev->type == DE_PASS) &&
        ev->vis != GAME_VIS_SEAT)
        l->bad_vis++;
    if (ev->type == DE_DRAW_CARD && ev->vis_seat != ev->seat)
        l->bad_vis++;
}

/* A copy of `s` in which everything `seat` cannot see is rearranged. */
static void rearrange_hidden(const dom_state *s, int seat, dom_state *out, gh_rng *rng)
{
    memcpy(out, s, sizeof *s);
    for (int q = 0; q < out->nseats; q++) {
        dom_player *p = &out->p[q];
        gh_rng_shuffle_u8(rng, p->deck, p->deck_n);
        if (p->discard_n > 1)
            gh_rng_shuffle_u8(rng, p->discard, p->discard_n - 1); /* the top stays */
        if (q == seat || p->deck_n == 0 || p->hand_n == 0)
            continue;
        /* Swap a hand card with a deck card: the sizes stay, the cards change. */
        for (int t = 0; t < 3; t++) {
            int d = (int)gh_rng_below(rng, p->deck_n);
            int pick = (int)gh_rng_below(rng, p->hand_n), k = 1;
            for (; k < DC_COUNT; k++) {
                if (pick < p->hand[k])
                    break;
                pick -= p->hand[k];
            }
            int dk = p->deck[d];
            p->deck[d] = (uint8_t)k;
            p->hand[k]--;
            p->hand[dk]++;
        }
    }
}

static void views_hide(const dom_state *s, gh_rng *rng, long *compared)
{
    static dom_state other;
    for (int seat = -1; seat < s->nseats; seat++) {
        rearrange_hidden(s, seat, &other, rng);
        json_t *a = dominion_ops.view_json(s, seat), *b = dominion_ops.view_json(&other, seat);
        if (!json_equal(a, b)) {
            char *ja = json_dumps(a, JSON_COMPACT), *jb = json_dumps(b, JSON_COMPACT);
            print_error("seat %d's view changed with hidden cards:\n%s\n%s\n", seat, ja, jb);
            free(ja);
            free(jb);
            fail();
        }
        json_decref(a);
        json_decref(b);
        (*compared)++;
    }
}

static void one_game(const dom_config *cfg, uint64_t seed, int deep, long *actions, long *views)
{
    static dom_state s, copy, before, replay;
    static game_action log[MAX_ACTIONS];
    game_err e;
    ev_log evl = {0};
    game_event_sink sink = {record, &evl};
    assert_int_equal(dominion_ops.setup_ev(&s, cfg, seed, &sink, &e), 0);
    gh_rng rng;
    gh_rng_seed(&rng, seed ^ 0x5eedULL);
    int n = 0;
    for (; !s.finished; n++) {
        assert_true(n < MAX_ACTIONS);
        if (dominion_ops.check(&s, &e) != 0) {
            print_error("check after %d actions (seed %llu): %s\n", n, (unsigned long long)seed,
                        e.msg);
            fail();
        }
        game_decision d;
        dominion_ops.pending(&s, &d);
        game_action acts[GAME_RANDOM_MAX];
        int k = dominion_ops.legal(&s, d.seat, acts, GAME_RANDOM_MAX);
        assert_true(k > 0 && k <= GAME_RANDOM_MAX);
        for (int q = 0; q < s.nseats; q++)
            if (q != d.seat)
                assert_int_equal(dominion_ops.legal(&s, q, acts + k, 1), 0);
        if (deep) {
            for (int i = 0; i < k; i++) {
                memcpy(&copy, &s, sizeof s);
                assert_int_equal(dominion_ops.apply(&copy, d.seat, &acts[i], NULL, &e), 0);
                json_t *j = dominion_ops.action_to_json(&s, &acts[i]);
                game_action back;
                assert_int_equal(dominion_ops.action_from_json(&s, j, &back, &e), 0);
                assert_int_equal(back.type, acts[i].type);
                assert_int_equal(back.a, acts[i].a);
                json_decref(j);
            }
            /* Refusals change nothing: the wrong seat, and an unlisted action. */
            memcpy(&before, &s, sizeof s);
            int wrong = (d.seat + 1) % s.nseats;
            assert_int_equal(dominion_ops.apply(&s, wrong, &acts[0], NULL, &e), -1);
            game_action junk[4] = {{.type = DA_BUY, .a = DC_PROVINCE},
                                   {.type = DA_CHOOSE_CARD, .a = DC_CURSE},
                                   {.type = DA_PLAY, .a = DC_GOLD},
                                   {.type = DA_COUNT + 3, .a = 0}};
            for (int i = 0; i < 4; i++) {
                int listed = 0;
                for (int j = 0; j < k; j++)
                    listed |= acts[j].type == junk[i].type && acts[j].a == junk[i].a;
                if (!listed)
                    assert_int_equal(dominion_ops.apply(&s, d.seat, &junk[i], NULL, &e), -1);
            }
            assert_memory_equal(&before, &s, sizeof s);
            if (n % 7 == 0)
                views_hide(&s, &rng, views);
        }
        log[n] = acts[gh_rng_below(&rng, (uint32_t)k)];
        assert_int_equal(dominion_ops.apply(&s, d.seat, &log[n], &sink, &e), 0);
    }
    assert_int_equal(dominion_ops.check(&s, &e), 0);
    assert_int_equal(evl.bad_vis, 0);
    /* Determinism: the same seed and actions give the same state. */
    assert_int_equal(dominion_ops.setup(&replay, cfg, seed, &e), 0);
    for (int i = 0; i < n; i++) {
        game_decision d;
        dominion_ops.pending(&replay, &d);
        assert_int_equal(dominion_ops.apply(&replay, d.seat, &log[i], NULL, &e), 0);
    }
    assert_memory_equal(&replay, &s, sizeof s);
    *actions += n;
}

static void run(const char *config_json, int games, int deep)
{
    long actions = 0, views = 0;
    for (int players = DOM_MIN_SEATS; players <= DOM_MAX_SEATS; players++) {
        dom_config cfg;
        game_err e;
        json_error_t je;
        json_t *j = json_loads(config_json, 0, &je);
        assert_non_null(j);
        json_object_set_new(j, "players", json_integer(players));
        assert_int_equal(dominion_ops.config_from_json(&cfg, j, &e), 0);
        json_decref(j);
        for (int g = 0; g < games; g++)
            one_game(&cfg, (uint64_t)(players * 1000 + g), deep, &actions, &views);
    }
    print_message("%s: %ld actions, %ld views compared\n", config_json, actions, views);
}

static void test_all_sets(void **state)
{
    (void)state;
    run("{}", 12, 1);
}

static void test_first_editions(void **state)
{
    (void)state;
    run("{\"editions\": [1]}", 8, 1);
}

static void test_second_editions(void **state)
{
    (void)state;
    run("{\"editions\": [2]}", 8, 1);
}

static void test_many_games_check_only(void **state)
{
    (void)state;
    run("{}", 120, 0);
}

/* The supply of a fresh game: basic piles by player count (dividers,
 * "Anleitung (2)"), ten kingdom piles of 10 (Victory kingdom cards 8 / 12),
 * every player 7 Coppers and 3 Estates with 5 in hand. */
static void test_setup_supply(void **state)
{
    (void)state;
    static const int provinces[] = {0, 0, 8, 12, 12, 15, 18};
    static const int coppers[] = {0, 0, 46, 39, 32, 85, 78};
    static const int silvers[] = {0, 0, 40, 40, 40, 80, 80};
    static dom_state s;
    for (int n = 2; n <= 6; n++) {
        dom_config c;
        dom_config_default(&c);
        c.players = n;
        game_err e;
        assert_int_equal(dom_setup(&s, &c, 42 + (uint64_t)n, NULL, &e), 0);
        assert_int_equal(dom_pile_count(&s, DC_PROVINCE), provinces[n]);
        assert_int_equal(dom_pile_count(&s, DC_COPPER), coppers[n]);
        assert_int_equal(dom_pile_count(&s, DC_SILVER), silvers[n]);
        assert_int_equal(dom_pile_count(&s, DC_GOLD), n >= 5 ? 60 : 30);
        assert_int_equal(dom_pile_count(&s, DC_CURSE), 10 * (n - 1));
        assert_int_equal(dom_pile_count(&s, DC_ESTATE), n == 2 ? 8 : 12);
        assert_int_equal(dom_pile_count(&s, DC_DUCHY), n == 2 ? 8 : 12);
        assert_int_equal(s.npiles, 17);
        for (int i = 7; i < s.npiles; i++)
            assert_int_equal(s.piles[i].count,
                             dom_is(s.piles[i].kind, DT_VICTORY) ? (n == 2 ? 8 : 12) : 10);
        for (int q = 0; q < n; q++) {
            assert_int_equal(s.p[q].hand_n, 5);
            assert_int_equal(s.p[q].deck_n, 5);
            assert_int_equal(dom_owned(&s, q, DC_COPPER), 7);
            assert_int_equal(dom_owned(&s, q, DC_ESTATE), 3);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_supply),
        cmocka_unit_test(test_all_sets),
        cmocka_unit_test(test_first_editions),
        cmocka_unit_test(test_second_editions),
        cmocka_unit_test(test_many_games_check_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
