/* test_dominion_base.c — base-game rulings no scenario can reach: the
 * scenario runner can only play legal actions, and in the base game and
 * Intrigue no card plays a Treasure before the buy phase, so "a Silver
 * played before the Merchant" (Händlerin, Edition II) cannot happen in a
 * scenario. Here the state is set by hand as a later card (Black Market,
 * Storyteller) would leave it, and the Merchant must give nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "dominion/engine.h"

#include "dom_deal.h"

/* A 2-player game with Merchant in the kingdom, seat 0 to act, its hand
 * replaced by `hand` (n kinds) and a deck of Coppers. */
static void deal(dom_state *s, const int *hand, int n)
{
    const int k[DOM_KINGDOM] = {DC_CELLAR, DC_CHAPEL, DC_MOAT, DC_HARBINGER, DC_MERCHANT,
                                DC_VASSAL, DC_POACHER, DC_BANDIT, DC_SENTRY, DC_ARTISAN};
    dom_deal(s, k, hand, n);
}

static void act(dom_state *s, int type, int a)
{
    game_action x = {.type = (uint16_t)type, .a = (int16_t)a};
    game_err e = {0};
    assert_int_equal(dom_apply(s, s->pending.seat, &x, NULL, &e), 0);
    assert_int_equal(dom_check(s, &e), 0);
}

/* "Wenn du in diesem Zug vor dem Ausspielen dieser HÄNDLERIN noch kein
 * Silber ausgespielt hast, erhältst du für das erste danach ausgespielte
 * Silber +1": a Silver already played, the Merchant gives nothing. */
static void merchant_after_a_silver_gives_nothing(void **state)
{
    (void)state;
    static dom_state s;
    const int hand[] = {DC_MERCHANT, DC_SILVER};
    deal(&s, hand, 2);
    assert_int_equal(s.pending.kind, DD_ACTION);
    s.turn.silver_played = 1; /* as a Silver played in the action phase leaves it */
    act(&s, DA_PLAY, DC_MERCHANT);
    assert_int_equal(s.turn.merchants, 0);
    assert_int_equal(s.pending.kind, DD_BUY);
    act(&s, DA_PLAY_TREASURE, DC_SILVER);
    assert_int_equal(s.turn.coins, 2);
}

/* The same hand without the earlier Silver: +1 (the rule the test above
 * depends on, so it fails for the right reason). */
static void merchant_before_the_first_silver_gives_one(void **state)
{
    (void)state;
    static dom_state s;
    const int hand[] = {DC_MERCHANT, DC_SILVER};
    deal(&s, hand, 2);
    act(&s, DA_PLAY, DC_MERCHANT);
    assert_int_equal(s.turn.merchants, 1);
    act(&s, DA_PLAY_TREASURE, DC_SILVER);
    assert_int_equal(s.turn.coins, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(merchant_after_a_silver_gives_nothing),
        cmocka_unit_test(merchant_before_the_first_silver_gives_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
