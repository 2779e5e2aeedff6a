/* test_properties.c — property tests of the Citadels engine over many random
 * games (uniform choice among legal actions):
 *   - check() holds after every action, for every player count 2–8;
 *   - every listed legal action is accepted, and nobody else may act;
 *   - rejected actions (random garbage, other seats) leave the state
 *     byte-for-byte unchanged;
 *   - the same seed and choices replay to the same final state;
 *   - every field of every view is what its seat may know: computed from the
 *     state by the rules, independently of view.c (cit_knowledge.h), and
 *     compared card by card and character by character; no public event
 *     names a character picked, dealt or laid face down;
 *   - all of it also for the online variant's deal selection (ONLINE
 *     "Spielverlauf"): 1, 2 and more characters per player, with and without
 *     a crown holder at the start.
 * GH_QUICK=1 (the sanitizer run) plays fewer games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"
#include "cit_knowledge.h"

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

/* ---- hidden information ---- */

/* Every field of the view of `me` against what `me` may know
 * (cit_knowledge.h: computed from the state by the rules, not by view.c). */
static void check_view(const cit_state *s, int me)
{
    cit_knows k;
    cit_knows_compute(s, me, &k);
    json_t *v = cit_view_json(s, me);
    cit_knows_check_view(s, &k, v);
    json_decref(v);
}

/* Public events never name a hidden character. */
static void public_event_check(void *ctx, const game_event *ev)
{
    (void)ctx;
    if (ev->vis == GAME_VIS_ALL &&
        (ev->type == CIT_E_PICKED || ev->type == CIT_E_DEALT || ev->type == CIT_E_FACEDOWN_DISCARD) &&
        ev->a != 0)
        fail_msg("public event %s names rank %d", cit_event_wire[ev->type], ev->a);
}

/* ---- random games ---- */

typedef struct play_stats {
    long games, actions, rejected;
} play_stats;

/* Random garbage actions must be rejected or be legal; a rejection changes nothing. */
static void poke_illegal(cit_state *s, gh_rng *rng, play_stats *st)
{
    cit_state before;
    memcpy(&before, s, sizeof before);
    game_action a = {.type = (uint16_t)gh_rng_below(rng, CIT_A_COUNT + 2),
                     .a = (int16_t)((int)gh_rng_below(rng, 140) - 2),
                     .b = (int16_t)((int)gh_rng_below(rng, 140) - 2)};
    int seat = (int)gh_rng_below(rng, (uint32_t)s->cfg.nplayers + 1) - 1;
    game_action legal[CIT_LEGAL_MAX];
    int n = cit_legal(s, seat, legal, CIT_LEGAL_MAX);
    int is_legal = 0;
    for (int i = 0; i < n; i++)
        is_legal |= legal[i].type == a.type && legal[i].a == a.a && legal[i].b == a.b;
    if (is_legal)
        return;
    game_err e = {0};
    assert_int_equal(cit_apply(s, seat, &a, NULL, &e), -1);
    assert_true(e.code > 0 && e.name[0]);
    assert_memory_equal(&before, s, sizeof before);
    st->rejected++;
}

/* Plays one random game. views: 0 none, 1 one seat's view per action
 * (rotating), 2 every seat's and the spectator's view after every action. */
static void play_config(const cit_config *cfg, uint64_t seed, int views, play_stats *st,
                        cit_state *out)
{
    int nplayers = cfg->nplayers;
    cit_state *s = malloc(sizeof *s);
    game_err e = {0};
    game_event_sink sink = {.emit = public_event_check, .ctx = NULL};
    assert_int_equal(cit_setup(s, cfg, seed, &e), 0);
    gh_rng rng;
    gh_rng_seed(&rng, seed ^ 0x5eedULL);
    game_action legal[CIT_LEGAL_MAX];
    for (int steps = 0; s->phase != CIT_PHASE_OVER; steps++) {
        if (steps > 20000)
            fail_msg("game %d/%llu does not end", nplayers, (unsigned long long)seed);
        if (cit_check(s, &e) != 0)
            fail_msg("players %d seed %llu step %d: %s", nplayers, (unsigned long long)seed,
                     steps, e.msg);
        if (views == 2)
            for (int me = -1; me < nplayers; me++)
                check_view(s, me);
        else if (views == 1)
            check_view(s, steps % (nplayers + 1) - 1); /* every seat in turn */
        for (int other = 0; other < nplayers; other++)
            if (other != s->dec_seat)
                assert_int_equal(cit_legal(s, other, legal, CIT_LEGAL_MAX), 0);
        int n = cit_legal(s, s->dec_seat, legal, CIT_LEGAL_MAX);
        assert_true(n > 0 && n <= CIT_LEGAL_MAX);
        if ((steps & 7) == 0)
            poke_illegal(s, &rng, st);
        game_action a = legal[gh_rng_below(&rng, (uint32_t)n)];
        if (cit_apply(s, s->dec_seat, &a, &sink, &e) != 0)
            fail_msg("legal action rejected: %s (%s)", e.name, e.msg);
        st->actions++;
    }
    assert_int_equal(cit_check(s, &e), 0);
    if (views)
        for (int me = -1; me < nplayers; me++)
            check_view(s, me);
    game_outcome o;
    cit_outcome(s, &o);
    assert_true(o.finished);
    st->games++;
    if (out)
        memcpy(out, s, sizeof *s);
    free(s);
}

static void play_game(int nplayers, uint64_t seed, int views, play_stats *st, cit_state *out)
{
    cit_config cfg;
    cit_config_default(&cfg, nplayers);
    play_config(&cfg, seed, views, st, out);
}

static void run_count(int nplayers)
{
    int games = quick() ? 100 : 1000;
    /* Every view of every seat after every action for the first games; one
     * seat per action (rotating, spectator included) for all the others. */
    int all_seats = quick() ? 10 : 150;
    play_stats st = {0};
    for (int g = 0; g < games; g++)
        play_game(nplayers, (uint64_t)(1000 * nplayers + g), g < all_seats ? 2 : 1, &st, NULL);
    assert_int_equal(st.games, games);
    assert_true(st.rejected > 0);
}

static void test_players_2(void **state) { (void)state; run_count(2); }
static void test_players_3(void **state) { (void)state; run_count(3); }
static void test_players_4(void **state) { (void)state; run_count(4); }
static void test_players_5(void **state) { (void)state; run_count(5); }
static void test_players_6(void **state) { (void)state; run_count(6); }
static void test_players_7(void **state) { (void)state; run_count(7); }
static void test_players_8(void **state) { (void)state; run_count(8); }

/* The online variant's deal: `per_player` characters each (0 = by the rules),
 * the crown with seat 0 or with nobody at the start. */
static void run_deal(int nplayers, int per_player, int crown)
{
    int games = quick() ? 30 : 150, all_seats = quick() ? 5 : 30;
    cit_config cfg;
    cit_config_default(&cfg, nplayers);
    cfg.selection = CIT_SELECTION_DEAL;
    cfg.characters_per_player = (uint8_t)per_player;
    cfg.first_crown = (int8_t)crown;
    game_err e = {0};
    if (cit_config_validate(&cfg, &e) != 0)
        fail_msg("deal %d players x %d: %s", nplayers, per_player, e.msg);
    play_stats st = {0};
    for (int g = 0; g < games; g++)
        play_config(&cfg, (uint64_t)(77000 + 100 * nplayers + 10 * per_player + g),
                    g < all_seats ? 2 : 1, &st, NULL);
    assert_int_equal(st.games, games);
}

static void test_deal_one_each(void **state)
{
    (void)state;
    for (int n = 2; n <= 8; n++) {
        run_deal(n, 1, -1);
        run_deal(n, 1, n - 1);
    }
}

static void test_deal_two_each(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) { /* 4 x 2 = 8: the most an 8-character lineup serves */
        run_deal(n, 2, -1);
        run_deal(n, 2, 0);
    }
}

static void test_deal_by_the_rules_and_more(void **state)
{
    (void)state;
    run_deal(3, 0, -1); /* 2 each with 3 players */
    run_deal(5, 0, 0);  /* 1 each */
    run_deal(2, 3, -1);
    run_deal(2, 4, 1); /* every character dealt */
    run_deal(3, 3, -1); /* 9 of 9 (the Artist is in the 3-player lineup) */
}

static void test_determinism(void **state)
{
    (void)state;
    static cit_state a, b;
    play_stats st = {0};
    for (int n = 2; n <= 8; n++) {
        play_game(n, 42, 0, &st, &a);
        play_game(n, 42, 0, &st, &b);
        assert_memory_equal(&a, &b, sizeof a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_players_2), cmocka_unit_test(test_players_3),
        cmocka_unit_test(test_players_4), cmocka_unit_test(test_players_5),
        cmocka_unit_test(test_players_6), cmocka_unit_test(test_players_7),
        cmocka_unit_test(test_players_8), cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_deal_one_each), cmocka_unit_test(test_deal_two_each),
        cmocka_unit_test(test_deal_by_the_rules_and_more),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
