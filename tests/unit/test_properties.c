/* test_properties.c — property tests of the Citadels engine over many random
 * games (uniform choice among legal actions):
 *   - check() holds after every action, for every player count 2–8;
 *   - every listed legal action is accepted, and nobody else may act;
 *   - rejected actions (random garbage, other seats) leave the state
 *     byte-for-byte unchanged;
 *   - the same seed and choices replay to the same final state;
 *   - no view ever holds a card or character its seat may not know
 *     (checked against the state, independently of view.c's logic), and no
 *     public event names a character picked, dealt or laid face down;
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

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

/* ---- hidden information ---- */

/* Cards `me` may know the identity of: cities, own hand, the cards aside when
 * it is the active player (drawn cards, Magician's or Den payment). */
static void known_cards(const cit_state *s, int me, uint8_t *known)
{
    memset(known, 0, CIT_MAX_CARDS);
    for (int p = 0; p < s->cfg.nplayers; p++)
        for (int i = 0; i < s->players[p].ncity; i++)
            known[s->players[p].city[i]] = 1;
    if (me < 0)
        return;
    for (int i = 0; i < s->players[me].nhand; i++)
        known[s->players[me].hand[i]] = 1;
    if (me == s->active)
        for (int i = 0; i < s->naside; i++)
            known[s->aside[i]] = 1;
}

static void walk_cards(const json_t *j, const uint8_t *known, int me)
{
    if (json_is_object(j)) {
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)j, key, v) {
            if ((strcmp(key, "id") == 0 || strcmp(key, "card") == 0) && json_is_integer(v)) {
                int c = (int)json_integer_value(v);
                if (c < 0 || c >= CIT_MAX_CARDS || !known[c])
                    fail_msg("seat %d's view shows card %d it may not know", me, c);
            }
            walk_cards(v, known, me);
        }
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v) walk_cards(v, known, me);
    }
}

static int rank_of(const cit_state *s, const char *name)
{
    return cit_rank_of_char(s, cit_character_from_wire(name));
}

static void check_view(const cit_state *s, int me)
{
    json_t *v = cit_view_json(s, me);
    uint8_t known[CIT_MAX_CARDS];
    known_cards(s, me, known);
    walk_cards(v, known, me);

    json_t *players = json_object_get(v, "players");
    for (int p = 0; p < s->cfg.nplayers; p++) {
        json_t *pj = json_array_get(players, (size_t)p);
        assert_non_null(pj);
        if (p != me)
            assert_null(json_object_get(pj, "hand"));
        assert_int_equal(json_integer_value(json_object_get(pj, "gold")), s->players[p].gold);
        size_t i;
        json_t *c;
        json_array_foreach(json_object_get(pj, "characters"), i, c) {
            int r = rank_of(s, json_string_value(json_object_get(c, "character")));
            assert_int_equal(s->holder[r], p);
            if (p != me && !(s->rank_flags[r] & CIT_RF_REVEALED))
                fail_msg("seat %d sees unrevealed rank %d of seat %d", me, r, p);
        }
    }
    size_t i;
    json_t *c;
    json_array_foreach(json_object_get(v, "characters"), i, c) {
        int r = rank_of(s, json_string_value(json_object_get(c, "character")));
        json_t *seat = json_object_get(c, "seat");
        if (seat) {
            assert_int_equal(json_integer_value(seat), s->holder[r]);
            if (s->holder[r] != me && !(s->rank_flags[r] & CIT_RF_REVEALED))
                fail_msg("seat %d learns the holder of unrevealed rank %d", me, r);
        }
        if (json_object_get(c, "face_down") && (me < 0 || s->discarded_by[r] != me))
            fail_msg("seat %d sees face-down rank %d", me, r);
    }
    if (json_object_get(v, "pile") && (me < 0 || me != s->dec_seat))
        fail_msg("seat %d sees the character pile of another", me);
    if (json_object_get(v, "aside") && me != s->active)
        fail_msg("seat %d sees another player's drawn cards", me);
    json_t *opts = json_object_get(json_object_get(v, "pending"), "options");
    if (opts && me != s->dec_seat)
        fail_msg("seat %d sees another seat's options", me);
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
