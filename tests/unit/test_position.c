/* test_position.c — a position (src/citadels/position.c, docs/scenarios.md)
 * is set up whatever the deal, as long as it names no more instances of a
 * district than the game has.
 *
 * A position serves each named district from a free instance, and leaves
 * the hands it does not name as they were dealt. When the deal had put every
 * free instance of a named district into those hands, setting up failed
 * ("no free temple left in this game") — the browser tests' positions, on
 * a fresh random deal each run, failed so about once in a few hundred. Now
 * such a hand gives up the instance and gets the deck's next free card in
 * its place: the same size, check() holds, and a hand that holds none of
 * the named kinds is left exactly as dealt. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "citadels/engine.h"

#define DEALS 300

static int instances(const cit_state *s, int kind)
{
    int n = 0;
    for (int c = 0; c < s->ncards; c++)
        n += s->card_kind[c] == kind;
    return n;
}

static int in_hand(const cit_player *p, int kind, const cit_state *s)
{
    int n = 0;
    for (int i = 0; i < p->nhand; i++)
        n += s->card_kind[p->hand[i]] == kind;
    return n;
}

/* Seat 0's city takes every Temple of the game; seat 1's hand is named
 * (empty); seats 2 and 3 keep their dealt hands. Over many deals some of
 * those hands hold Temples. */
static void test_every_instance_can_be_named_whatever_the_deal(void **unused)
{
    (void)unused;
    cit_state *s = test_malloc(sizeof *s);
    cit_state *dealt = test_malloc(sizeof *dealt);
    int robbed_deals = 0, untouched_hands = 0;
    for (uint64_t seed = 1; seed <= DEALS; seed++) {
        cit_config c;
        cit_config_default(&c, 4);
        game_err e = {0};
        assert_int_equal(cit_setup(s, &c, seed, &e), 0);
        *dealt = *s;
        int temples = instances(s, CIT_D_TEMPLE);
        assert_true(temples >= 2);
        char text[512];
        int len = snprintf(text, sizeof text, "{\"players\":[{\"city\":[");
        for (int i = 0; i < temples; i++)
            len += snprintf(text + len, sizeof text - (size_t)len, "%s\"temple\"", i ? "," : "");
        snprintf(text + len, sizeof text - (size_t)len, "]},{\"hand\":[]}]}");
        json_error_t jerr;
        json_t *j = json_loads(text, 0, &jerr);
        assert_non_null(j);
        int rc = cit_position_from_json(s, j, &e);
        json_decref(j);
        if (rc != 0)
            fail_msg("seed %llu: %s", (unsigned long long)seed, e.msg);
        assert_int_equal(cit_check(s, &e), 0);
        assert_int_equal(s->players[0].ncity, temples);
        assert_int_equal(s->players[1].nhand, 0);
        int robbed = 0;
        for (int seat = 2; seat < 4; seat++) {
            const cit_player *was = &dealt->players[seat], *now = &s->players[seat];
            assert_int_equal(now->nhand, was->nhand);
            assert_int_equal(in_hand(now, CIT_D_TEMPLE, s), 0);
            if (in_hand(was, CIT_D_TEMPLE, dealt)) {
                robbed = 1;
                continue;
            }
            /* Nothing named was in it: exactly the dealt hand. */
            assert_memory_equal(now->hand, was->hand, (size_t)was->nhand);
            untouched_hands++;
        }
        robbed_deals += robbed;
    }
    /* Both paths ran: deals whose kept hands held Temples, and hands left
     * alone. */
    assert_true(robbed_deals > 0);
    assert_true(untouched_hands > 0);
    test_free(dealt);
    test_free(s);
}

/* Naming more instances than the game has is still refused, by name. */
static void test_more_than_the_game_has_is_refused(void **unused)
{
    (void)unused;
    cit_state *s = test_malloc(sizeof *s);
    cit_config c;
    cit_config_default(&c, 4);
    game_err e = {0};
    assert_int_equal(cit_setup(s, &c, 7, &e), 0);
    json_error_t jerr;
    json_t *j = json_loads("{\"players\":[{\"city\":[\"temple\",\"temple\",\"temple\","
                           "\"temple\",\"temple\",\"temple\",\"temple\"]}]}",
                           0, &jerr);
    assert_non_null(j);
    assert_int_equal(cit_position_from_json(s, j, &e), -1);
    json_decref(j);
    assert_non_null(strstr(e.msg, "no free temple"));
    test_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_instance_can_be_named_whatever_the_deal),
        cmocka_unit_test(test_more_than_the_game_has_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
