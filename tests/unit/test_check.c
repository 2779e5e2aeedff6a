/* test_check.c — check() (src/citadels/check.c) fails each broken state it
 * claims to catch. The property test and the scenario runner call check()
 * after every action; that only means something if check() can fail. Each
 * test here takes a consistent state (a dealt game, and one in the middle of
 * an action phase), breaks one invariant by hand, and expects check() to
 * refuse it naming the invariant. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

static cit_state good_selection, good_action;

/* A dealt 4-player game (selection), and the same game played with the
 * first legal action until someone has built and the action phase runs. */
static int setup_states(void **state)
{
    (void)state;
    cit_config cfg;
    cit_config_default(&cfg, 4);
    game_err e = {0};
    if (cit_setup(&good_selection, &cfg, 5, &e) != 0)
        return -1;
    good_action = good_selection;
    game_action acts[CIT_LEGAL_MAX];
    for (int i = 0; i < 5000; i++) {
        cit_state *s = &good_action;
        int built = 0;
        for (int p = 0; p < 4; p++)
            built |= s->players[p].ncity > 0;
        if (built && s->phase == CIT_PHASE_ACTION && s->decision == CIT_DEC_TURN)
            return 0;
        int n = cit_legal(s, s->dec_seat, acts, CIT_LEGAL_MAX);
        /* Prefer building, then the last listed action (end turn comes last). */
        int pick = n - 1;
        for (int k = 0; k < n; k++)
            if (acts[k].type == CIT_A_BUILD)
                pick = k;
        if (n <= 0 || cit_apply(s, s->dec_seat, &acts[pick], NULL, &e) != 0)
            return -1;
    }
    return -1;
}

/* check() must refuse `s` with a message containing `what`. */
static void refused(const cit_state *s, const char *what)
{
    game_err e = {0};
    if (cit_check(s, &e) == 0)
        fail_msg("check() accepted a state with %s", what);
    assert_int_equal(e.code, CIT_ERR_INVARIANT);
    if (!strstr(e.msg, what))
        fail_msg("check() refused \"%s\", expected a message about \"%s\"", e.msg, what);
}

static void test_good_states_pass(void **state)
{
    (void)state;
    game_err e = {0};
    assert_int_equal(cit_check(&good_selection, &e), 0);
    assert_int_equal(cit_check(&good_action, &e), 0);
}

static void test_cards(void **state)
{
    (void)state;
    static cit_state s;
    /* A card lost: the last hand card of seat 0 vanishes. */
    s = good_selection;
    s.players[0].nhand--;
    refused(&s, "card");
    /* A card in two places: seat 1's first hand card also in seat 0's hand. */
    s = good_selection;
    s.players[0].hand[0] = s.players[1].hand[0];
    refused(&s, "duplicated");
    /* A card lost from the deck. */
    s = good_selection;
    s.deck_len--;
    refused(&s, "card");
    /* An instance that does not exist. */
    s = good_selection;
    s.players[2].hand[0] = (uint8_t)s.ncards;
    refused(&s, "invalid");
    /* Gold on a district that is not in a city (beautified in a hand). */
    s = good_selection;
    int c = s.players[0].hand[0];
    s.beautified[c >> 3] |= (uint8_t)(1u << (c & 7));
    refused(&s, "beautified");
    /* Cards aside while no multi-step decision is pending. */
    s = good_action;
    int card = cit_deck_draw(&s);
    s.aside[s.naside++] = (uint8_t)card;
    refused(&s, "aside");
}

static void test_gold(void **state)
{
    (void)state;
    static cit_state s;
    s = good_action;
    s.players[3].gold = -1;
    refused(&s, "negative gold");
}

/* Issue 13: the cache of the district kinds in each city (state.h
 * city_kinds) must say what the city holds: a kind it lacks, and a built
 * kind forgotten, are both refused. */
static void test_city_kinds_cache(void **state)
{
    (void)state;
    static cit_state s;
    int seat = -1;
    for (int p = 0; p < 4 && seat < 0; p++)
        if (good_action.players[p].ncity > 0)
            seat = p;
    assert_true(seat >= 0);
    s = good_action;
    int kind = s.card_kind[s.players[seat].city[0]];
    s.city_kinds[seat] &= ~(1ull << kind); /* a built kind forgotten */
    refused(&s, "cached district kinds");
    s = good_action;
    int other = kind == CIT_D_MONUMENT ? CIT_D_SMITHY : CIT_D_MONUMENT;
    if (!cit_city_has_kind(&s, seat, other))
        s.city_kinds[seat] |= 1ull << other; /* a kind it lacks */
    refused(&s, "cached district kinds");
    /* the zone functions keep it: a district removed and put back */
    s = good_action;
    int card = s.players[seat].city[0];
    cit_city_remove(&s, seat, card);
    assert_false(cit_city_has_kind(&s, seat, kind) && s.players[seat].ncity == 0);
    cit_city_add(&s, seat, card);
    game_err e = {0};
    assert_int_equal(cit_check(&s, &e), 0);
    assert_true(cit_city_has_kind(&s, seat, kind));
}

static void test_characters(void **state)
{
    (void)state;
    static cit_state s;
    int r = good_action.players[0].chars[0];
    /* Held and discarded at once. */
    s = good_action;
    s.rank_flags[r] |= CIT_RF_FACEDOWN;
    refused(&s, "both held and discarded");
    /* Held by a seat that does not list it. */
    s = good_action;
    s.holder[r] = 1;
    refused(&s, "does not list it");
    /* Listed by a seat that does not hold it. */
    s = good_action;
    s.players[1].chars[s.players[1].nchars++] = (uint8_t)r;
    refused(&s, "seat 1");
    /* A held rank outside the lineup (rank 9 is not in the 4-player game). */
    s = good_action;
    assert_int_equal(s.cfg.lineup[9], 0);
    s.holder[9] = 2;
    refused(&s, "not in the lineup");
    /* A seat without its character in the action phase. */
    s = good_action;
    int rr = s.players[2].chars[0];
    s.players[2].nchars = 0;
    s.holder[rr] = -1;
    refused(&s, "characters in the action phase");
    /* A card at rank 0 (issue 13: cit_active_card reads lineup[called_rank]
     * without a test, rank 0 outside a turn). */
    s = good_action;
    s.cfg.lineup[0] = (uint8_t)s.cfg.lineup[1];
    refused(&s, "card");
    refused(&s, "at rank 0");
}

static void test_decision(void **state)
{
    (void)state;
    static cit_state s;
    s = good_selection;
    s.crown = 4;
    refused(&s, "crown");
    s = good_selection;
    s.dec_seat = 7;
    refused(&s, "invalid seat");
    s = good_selection;
    s.decision = CIT_DEC_TURN;
    refused(&s, "does not fit phase");
    s = good_action;
    s.dec_seat = (int8_t)((s.active + 1) % 4);
    refused(&s, "active seat");
    s = good_action;
    s.phase = CIT_PHASE_OVER;
    refused(&s, "pending decision");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_states_pass), cmocka_unit_test(test_cards),
        cmocka_unit_test(test_gold),             cmocka_unit_test(test_characters),
        cmocka_unit_test(test_decision),
        cmocka_unit_test(test_city_kinds_cache),
    };
    return cmocka_run_group_tests(tests, setup_states, NULL);
}
