/* dom_deal.h — a Dominion position set by hand for unit tests: a 2-player
 * game with a given kingdom, seat 0 at the start of its turn holding the
 * given hand over a deck of five Coppers. Header-only (static functions),
 * included by one test file each; needs cmocka and dominion/engine.h. */
#ifndef GH_TEST_DOM_DEAL_H
#define GH_TEST_DOM_DEAL_H

#include <string.h>

#include "dominion/engine.h"

static void dom_deal(dom_state *s, const int kingdom[DOM_KINGDOM], const int *hand, int n)
{
    dom_config c;
    dom_config_default(&c);
    for (int i = 0; i < DOM_KINGDOM; i++)
        c.kingdom[i] = (uint8_t)kingdom[i];
    c.kingdom_n = DOM_KINGDOM;
    game_err e = {0};
    assert_int_equal(dom_setup(s, &c, 7, NULL, &e), 0);
    /* Seat 0's turn, its hand and deck as given; the card total recounted. */
    dom_player *p = &s->p[0];
    s->total_cards = (uint16_t)(s->total_cards - p->hand_n - p->deck_n);
    memset(p->hand, 0, sizeof p->hand);
    p->hand_n = 0;
    for (int i = 0; i < n; i++)
        dom_hand_add(s, 0, hand[i]);
    p->deck_n = 5;
    memset(p->deck, DC_COPPER, 5);
    s->total_cards = (uint16_t)(s->total_cards + p->hand_n + p->deck_n);
    s->p[s->active].turns--;
    s->turn_no--;
    memset(&s->pending, 0, sizeof s->pending);
    dom_start_turn(s, 0, NULL);
    dom_ctx cx = {0};
    dom_run(s, &cx);
    assert_int_equal(dom_check(s, &e), 0);
}

#endif
