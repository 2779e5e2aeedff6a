/* test_dominion_bots.c — the Dominion engine's strategies (issue 14; the
 * levels bm, bmu, smithy, kingdom: src/dominion/strategy*.c):
 *   - the engine offers them by name through the game interface and the
 *     levels reach them; a game without them (Citadels) refuses the level
 *     (bot_choose -1) with a message naming the game;
 *   - every choice is one of legal()'s actions and apply() takes it, over
 *     thousands of random-kingdom games of every set and edition at 2-6
 *     players, with check() after every action and every game ending;
 *   - a strategy reads only what its seat may see: at every decision of
 *     those games, a state that differs in every other player's hand (cards
 *     swapped with their decks), in the order of every deck (the deciding
 *     seat's own too) and in the engine's generator gives the same choice;
 *   - apply() accepts exactly legal()'s actions and leaves the state as it
 *     was on a refusal (probed at every fourth decision of those games: a
 *     listed action and random ones; the phase decisions check one action
 *     instead of listing them all, legal.c);
 *   - the answers are sensible: a Militia's victim discards Victory cards
 *     first, a Moat is revealed, Chapel trashes the Curse and the Estate
 *     and keeps the Coppers of a thin deck, Throne Room plays the Smithy,
 *     the village goes before the terminal, Mine makes Silver a Gold, the
 *     kingdom bot buys the Witch at 5 (BMU a Silver, smithy its Smithy);
 *   - Intrigue's decisions, one test per sense: test_dominion_bot_answers.c
 *     (positions from dom_bot_positions.h, shared with this file);
 *   - the money bots play as the simulators say: with fixed seeds, Smithy
 *     Big Money beats Big Money Ultimate (about 3 : 1 in the simulators) and
 *     the kingdom bot beats it on base-game kingdoms. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <jansson.h>

#include "bots/bots.h"
#include "core/rng.h"
#include "dominion/engine.h"
#include "dominion/strategy.h"
#include "game/game.h"

static const char *const level_names[] = {"bm", "bmu", "smithy", "kingdom"};
enum { NLEVELS = 4 };

static int quick(void)
{
    const char *q = getenv("GH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

static void test_levels_and_refusal(void **unused)
{
    (void)unused;
    const game_ops *dom = game_find("dominion"), *cit = game_find("citadels");
    assert_non_null(dom);
    assert_non_null(dom->strategies);
    for (int i = 0; i < NLEVELS; i++) {
        const bot_level *lv = bot_level_find(level_names[i]);
        assert_non_null(lv);
        assert_true(bot_level_plays(lv, dom));
        if (cit) {
            assert_false(bot_level_plays(lv, cit));
            assert_non_null(strstr(bot_level_refusal(lv, cit), "does not play citadels"));
            void *cfg = calloc(1, cit->config_size), *st = calloc(1, cit->state_size);
            game_err e;
            assert_int_equal(cit->config_from_json(cfg, NULL, &e), 0);
            assert_int_equal(cit->setup(st, cfg, 1, &e), 0);
            game_decision d;
            cit->pending(st, &d);
            gh_rng rng;
            gh_rng_seed(&rng, 1);
            game_action a;
            assert_int_equal(bot_choose(lv, cit, st, d.seat, &rng, NULL, NULL, &a), -1);
            free(cfg);
            free(st);
        }
    }
    assert_non_null(strstr(bot_level_names(), "kingdom (dominion)"));
    assert_string_equal(bot_level_strongest_for(dom)->name, "kingdom");
    /* An unknown strategy, or a seat not deciding, is refused. */
    dom_config c;
    dom_config_default(&c);
    dom_state *s = calloc(1, sizeof *s);
    game_err e;
    assert_int_equal(dom->setup(s, &c, 7, &e), 0);
    game_action a;
    assert_int_equal(dom->strategy_choose("nonsense", s, s->pending.seat, NULL, &a), -1);
    assert_int_equal(dom->strategy_choose("bmu", s, 1 - s->pending.seat, NULL, &a), -1);
    free(s);
}

/* A state `seat` cannot tell from `s`: the other hands swapped card for
 * card with their decks, every deck shuffled, the engine's generator
 * reseeded. What the seat may see (its hand, the supply, the trash, the
 * counts, the aside cards) is untouched. */
static void disguise(const dom_state *s, int seat, uint64_t seed, dom_state *out)
{
    memcpy(out, s, sizeof *s);
    gh_rng r;
    gh_rng_seed(&r, seed);
    for (int q = 0; q < s->nseats; q++) {
        dom_player *p = &out->p[q];
        if (q != seat) {
            /* Each hand card may change places with a deck card. */
            for (int k = 1; k < DC_COUNT; k++)
                for (int h = p->hand[k]; h > 0 && p->deck_n; h--) {
                    int i = (int)gh_rng_below(&r, p->deck_n);
                    if (gh_rng_below(&r, 2)) {
                        int d = p->deck[i];
                        p->deck[i] = (uint8_t)k;
                        p->hand[k]--;
                        p->hand[d]++;
                    }
                }
        }
        gh_rng_shuffle_u8(&r, p->deck, p->deck_n);
    }
    gh_rng_seed(&out->rng, gh_rng_next(&r));
}

typedef struct run_stats {
    long long games, decisions, disguised, probed;
} run_stats;

/* Whether `x` is among acts[0..m) (legal() compares type and card only). */
static int listed(const game_action *acts, int m, const game_action *x)
{
    for (int i = 0; i < m; i++)
        if (acts[i].type == x->type && acts[i].a == x->a)
            return 1;
    return 0;
}

/* One game of the given levels by seat from `seed`; checks every choice. */
static void play(const dom_config *c, uint64_t seed, const int *levels, run_stats *rs,
                 game_outcome *out)
{
    const game_ops *dom = game_find("dominion");
    dom_state *s = calloc(1, sizeof *s), *t = calloc(1, sizeof *t);
    game_err e;
    assert_int_equal(dom->setup(s, c, seed, &e), 0);
    gh_rng rng;
    gh_rng_seed(&rng, seed * 31 + 7);
    int n = 0;
    while (!s->finished) {
        assert_true(n++ < 20000); /* every game ends */
        int seat = s->pending.seat;
        const bot_level *lv = bot_level_find(level_names[levels[seat]]);
        game_action a, b;
        gh_rng r2 = rng;
        assert_int_equal(bot_choose(lv, dom, s, seat, &rng, NULL, NULL, &a), 0);
        /* One of legal()'s actions. */
        game_action acts[DOM_KIND_MAX + 8];
        int m = dom->legal(s, seat, acts, (int)(sizeof acts / sizeof acts[0]));
        assert_true(listed(acts, m, &a));
        /* The seat's view only: the same choice in a disguised state. */
        disguise(s, seat, seed + (uint64_t)n, t);
        assert_int_equal(dom->strategy_choose(lv->strategy, t, seat, &r2, &b), 0);
        if (a.type != b.type || a.a != b.a)
            fail_msg("seed %llu decision %d (%s, seat %d, kind %d, card %d): %d/%d vs %d/%d",
                     (unsigned long long)seed, n, lv->name, seat, s->pending.kind,
                     s->pending.card, a.type, a.a, b.type, b.a);
        rs->disguised++;
        /* apply() takes exactly legal()'s actions and changes nothing on a
         * refusal (its phase decisions check one action, not the list). */
        if (n % 4 == 0)
            for (int tries = 0; tries < 3; tries++) {
                game_action x = {.type = (uint16_t)gh_rng_below(&rng, DA_COUNT),
                                 .a = (int16_t)((int)gh_rng_below(&rng, DC_COUNT + 2) - 1)};
                if (tries == 0 && m > 0)
                    x = acts[gh_rng_below(&rng, (uint32_t)m)];
                memcpy(t, s, sizeof *s);
                int r = dom->apply(t, seat, &x, NULL, &e);
                assert_int_equal(r == 0, listed(acts, m, &x));
                if (r < 0)
                    assert_memory_equal(t, s, sizeof *s);
                rs->probed++;
            }
        assert_int_equal(dom->apply(s, seat, &a, NULL, &e), 0);
        assert_int_equal(dom->check(s, &e), 0);
        rs->decisions++;
    }
    dom->outcome(s, out);
    rs->games++;
    free(s);
    free(t);
}

static void test_legal_and_view_only(void **unused)
{
    (void)unused;
    run_stats rs = {0};
    int per = quick() ? 40 : 400;
    gh_rng pick;
    gh_rng_seed(&pick, 2024);
    for (int players = 2; players <= 6; players++) {
        dom_config c;
        dom_config_default(&c);
        c.players = players;
        for (int g = 0; g < per; g++) {
            int levels[DOM_MAX_SEATS];
            for (int i = 0; i < players; i++)
                levels[i] = (int)gh_rng_below(&pick, NLEVELS);
            game_outcome out;
            play(&c, (uint64_t)(players * 100000 + g), levels, &rs, &out);
            assert_true(out.finished);
        }
    }
    printf("# %lld games, %lld decisions, each legal and the same in a disguised state; "
           "%lld actions probed: apply() takes exactly the listed ones\n",
           rs.games, rs.decisions, rs.probed);
    assert_true(rs.games >= 5 * 40);
}

/* Win share of level a against level b over `games` deals, each from both
 * seats (a shared first place counts a half). */
static double duel(const dom_config *c, int a, int b, int deals)
{
    run_stats rs = {0};
    double wins = 0;
    for (int g = 0; g < deals; g++)
        for (int first = 0; first < 2; first++) {
            int levels[2] = {first ? b : a, first ? a : b};
            game_outcome out;
            play(c, (uint64_t)(900000 + g), levels, &rs, &out);
            int me = first ? 1 : 0;
            if (out.place[me] == 1)
                wins += out.place[1 - me] == 1 ? 0.5 : 1.0;
        }
    return wins / (2.0 * deals);
}

static void test_strength(void **unused)
{
    (void)unused;
    int deals = quick() ? 60 : 200;
    dom_config c;
    dom_config_default(&c);
    c.preset = 1; /* the first recommended set: it has a Smithy */
    int smithy = -1;
    for (int i = 0; i < DOM_KINGDOM; i++)
        smithy = dom_presets[0].cards[i] == DC_SMITHY ? i : smithy;
    assert_true(smithy >= 0);
    double s = duel(&c, 2, 1, deals);
    printf("# smithy against bmu: %.1f %%\n", 100 * s);
    assert_true(s > 0.6);
    dom_config_default(&c);
    c.sets = 1u << DSET_BASE;
    double k = duel(&c, 3, 1, deals);
    printf("# kingdom against bmu, base-game kingdoms: %.1f %%\n", 100 * k);
    assert_true(k > 0.55);
}

/* ---- sensible answers, decision by decision ---- */

#include "dom_bot_positions.h"

static void test_sensible_answers(void **unused)
{
    (void)unused;
    const char *deck = "\"deck\": [\"copper\", \"copper\", \"silver\", \"estate\", \"copper\", "
                       "\"gold\", \"copper\", \"copper\"]";
    char buf[1024];
    /* Militia: the victim discards its Victory cards first. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\", \"copper\", "
             "\"copper\", \"copper\", \"copper\"], %s}, {\"hand\": [\"gold\", \"estate\", "
             "\"silver\", \"duchy\", \"copper\"], %s}]}", deck, deck);
    pos p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:militia");
    step(&p, "kingdom");
    assert_int_equal(p.s->pending.seat, 1);
    for (int i = 0; i < 2; i++) { /* the Estate and the Duchy, in either order */
        const char *c1 = choice(&p, "bmu");
        assert_true(strcmp(c1, "choose_card:estate") == 0 || strcmp(c1, "choose_card:duchy") == 0);
        step(&p, "bmu");
    }
    free(p.s);
    /* Moat is revealed when attacked. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"witch\", \"copper\", "
             "\"copper\", \"copper\", \"copper\"], %s}, {\"hand\": [\"moat\", \"estate\", "
             "\"silver\", \"duchy\", \"copper\"], %s}]}", deck, deck);
    p = position(buf);
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "bm"), "reveal:moat");
    free(p.s);
    /* Chapel: Curses and Estates go, Coppers stay in a thin deck; then done. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"chapel\", \"curse\", "
             "\"estate\", \"copper\", \"silver\"], \"deck\": [\"copper\", \"estate\", "
             "\"copper\"]}, {}]}");
    p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:chapel");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:curse");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:estate");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "done:");
    free(p.s);
    /* Throne Room first, on the Smithy. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"throne_room\", "
             "\"smithy\", \"copper\", \"copper\", \"estate\"], %s}, {}]}", deck);
    p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:throne_room");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:smithy");
    free(p.s);
    /* Village before the terminals; Mine turns the Silver into a Gold. */
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"mine\", \"village\", "
             "\"copper\", \"silver\", \"estate\"], %s}, {}]}", deck);
    p = position(buf);
    assert_string_equal(choice(&p, "kingdom"), "play:village");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "play:mine");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_card:silver");
    step(&p, "kingdom");
    assert_string_equal(choice(&p, "kingdom"), "choose_pile:gold");
    free(p.s);
    /* The kingdom bot buys a Witch with its first 5; BMU a Silver. */
    p = position("{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 5}, "
                 "\"players\": [{\"hand\": []}, {}]}");
    assert_string_equal(choice(&p, "kingdom"), "buy:witch");
    assert_string_equal(choice(&p, "bmu"), "buy:silver");
    assert_string_equal(choice(&p, "smithy"), "buy:smithy");
    free(p.s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels_and_refusal),
        cmocka_unit_test(test_legal_and_view_only),
        cmocka_unit_test(test_strength),
        cmocka_unit_test(test_sensible_answers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
