/* test_dominion_undo.c — which Dominion moves a player may take back
 * (src/dominion/undo.c, docs/dominion.md "Undo"):
 *
 * - playing an Action that only gives +Actions/+Buys/+Coins, a Treasure,
 *   a buy that leaves a buy, moving on to the buy phase, a Chapel's choices:
 *   yes;
 * - a draw (Village, Smithy under Throne Room), the last buy (the turn ends
 *   and the next hand is drawn), ending the turn: no;
 * - an Attack that asks no one to react (Militia against a hand of three):
 *   no, although nothing else changed, since the round showed the attacker
 *   that no one holds a Reaction;
 * - over random games of every set: no move that may be taken back showed
 *   its player a hidden card or played an Attack, and some of every common
 *   kind may be (so the property above is not empty). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "dom_deal.h"
#include "dominion/engine.h"

extern const game_ops dominion_ops;

static const int kingdom[DOM_KINGDOM] = {DC_FESTIVAL, DC_VILLAGE,  DC_CHAPEL,      DC_MILITIA,
                                         DC_WORKSHOP, DC_MOAT,     DC_SMITHY,      DC_THRONE_ROOM,
                                         DC_MARKET,   DC_LIBRARY};

static dom_state s, b;

/* Applies (type, a) for the deciding seat and answers whether the server
 * could take it back. */
static int move_undoable(int type, int a)
{
    game_action x = {.type = (uint16_t)type, .a = (int16_t)a};
    game_err e = {0};
    int seat = s.pending.seat;
    memcpy(&b, &s, sizeof s);
    assert_int_equal(dom_apply(&s, seat, &x, NULL, &e), 0);
    assert_int_equal(dom_check(&s, &e), 0);
    return dominion_ops.undoable(&b, &s, seat, &x);
}

static void treasures_buys_and_plain_actions(void **unused)
{
    (void)unused;
    const int hand[] = {DC_FESTIVAL, DC_FESTIVAL, DC_VILLAGE, DC_SILVER, DC_ESTATE};
    dom_deal(&s, kingdom, hand, 5);
    assert_int_equal(s.pending.kind, DD_ACTION);
    assert_false(move_undoable(DA_PLAY, DC_VILLAGE)); /* draws a card (a Copper) */
    assert_true(move_undoable(DA_PLAY, DC_FESTIVAL));
    assert_int_equal(s.pending.kind, DD_ACTION); /* the other Festival could be played */
    assert_true(move_undoable(DA_END_ACTIONS, 0));
    assert_int_equal(s.pending.kind, DD_BUY);
    assert_true(move_undoable(DA_PLAY_TREASURE, DC_SILVER));
    assert_true(move_undoable(DA_PLAY_ALL, 0));
    assert_int_equal(s.turn.buys, 2);
    assert_true(move_undoable(DA_BUY, DC_SILVER)); /* one buy left: still deciding */
    assert_int_equal(s.pending.kind, DD_BUY);
    assert_false(move_undoable(DA_BUY, DC_COPPER)); /* the last buy ends the turn */
    assert_int_equal(s.active, 1);
}

static void ending_the_turn_never(void **unused)
{
    (void)unused;
    const int hand[] = {DC_FESTIVAL, DC_COPPER, DC_COPPER, DC_ESTATE, DC_ESTATE};
    dom_deal(&s, kingdom, hand, 5);
    assert_true(move_undoable(DA_PLAY, DC_FESTIVAL));
    assert_false(move_undoable(DA_END_TURN, 0));
}

static void chapel_choices(void **unused)
{
    (void)unused;
    const int hand[] = {DC_CHAPEL, DC_ESTATE, DC_ESTATE, DC_COPPER, DC_COPPER};
    dom_deal(&s, kingdom, hand, 5);
    assert_true(move_undoable(DA_PLAY, DC_CHAPEL));
    assert_int_equal(s.pending.kind, DD_HAND);
    assert_true(move_undoable(DA_CHOOSE_CARD, DC_ESTATE));
    assert_int_equal(s.trash[DC_ESTATE], 1);
    assert_true(move_undoable(DA_DONE, 0));
    assert_int_equal(s.pending.kind, DD_BUY);
}

static void throne_room_on_smithy_draws(void **unused)
{
    (void)unused;
    const int hand[] = {DC_THRONE_ROOM, DC_SMITHY, DC_COPPER, DC_COPPER, DC_ESTATE};
    dom_deal(&s, kingdom, hand, 5);
    assert_true(move_undoable(DA_PLAY, DC_THRONE_ROOM)); /* only asks which Action */
    assert_false(move_undoable(DA_CHOOSE_CARD, DC_SMITHY));
}

static void an_attack_no_one_can_answer(void **unused)
{
    (void)unused;
    const int hand[] = {DC_MILITIA, DC_COPPER, DC_COPPER, DC_ESTATE, DC_ESTATE};
    dom_deal(&s, kingdom, hand, 5);
    /* The other player holds three cards and no Moat: Militia asks nothing
     * of them and changes nothing of theirs. */
    dom_player *o = &s.p[1];
    memset(o->hand, 0, sizeof o->hand);
    o->hand[DC_COPPER] = 3;
    o->hand_n = 3;
    o->deck_n = (uint16_t)(o->deck_n + 2);
    o->deck[o->deck_n - 2] = DC_ESTATE;
    o->deck[o->deck_n - 1] = DC_COPPER;
    game_err e = {0};
    assert_int_equal(dom_check(&s, &e), 0);
    assert_false(move_undoable(DA_PLAY, DC_MILITIA));
    /* Only the reaction round refuses it: the rest would allow it. */
    assert_int_equal(s.pending.seat, 0);
    assert_memory_equal(&b.p[1], &s.p[1], sizeof s.p[1]);
    assert_memory_equal(&b.rng, &s.rng, sizeof s.rng);
    assert_int_equal(s.shown, b.shown + 1);
}

/* ---- the property over random games ---- */

typedef struct seen_log {
    int seat;     /* the mover */
    int showed;   /* an event showed the mover a hidden card */
    int attacked; /* the move played an Attack */
} seen_log;

static void record(void *ctx, const game_event *ev)
{
    seen_log *l = ctx;
    int to_mover = ev->vis == GAME_VIS_ALL || (ev->vis == GAME_VIS_SEAT && ev->vis_seat == l->seat);
    if (to_mover && (ev->type == DE_DRAW_CARD || ev->type == DE_REVEAL || ev->type == DE_LOOK ||
                     ev->type == DE_REVEAL_HAND || ev->type == DE_PASS || ev->type == DE_SHUFFLE))
        l->showed = 1;
    if (ev->type == DE_PLAY && dom_is(ev->a, DT_ATTACK))
        l->attacked = 1;
}

static void random_games(void **unused)
{
    (void)unused;
    long yes[DA_COUNT] = {0}, moves = 0;
    static const char *const configs[] = {"{\"players\":2}", "{\"players\":3,\"sets\":[\"intrigue\"]}",
                                          "{\"players\":4}", "{\"players\":6}"};
    for (int c = 0; c < 4; c++) {
        dom_config cfg;
        game_err e = {0};
        json_t *j = json_loads(configs[c], 0, NULL);
        assert_int_equal(dominion_ops.config_from_json(&cfg, j, &e), 0);
        json_decref(j);
        for (uint64_t seed = 1; seed <= 60; seed++) {
            gh_rng rng;
            gh_rng_seed(&rng, seed * 31 + (uint64_t)c);
            assert_int_equal(dominion_ops.setup(&s, &cfg, seed, &e), 0);
            while (!s.finished) {
                game_action acts[GAME_RANDOM_MAX];
                int seat = s.pending.seat;
                int k = dominion_ops.legal(&s, seat, acts, GAME_RANDOM_MAX);
                assert_true(k > 0);
                game_action a = acts[gh_rng_below(&rng, (uint32_t)k)];
                seen_log l = {.seat = seat};
                game_event_sink sink = {record, &l};
                memcpy(&b, &s, sizeof s);
                assert_int_equal(dominion_ops.apply(&s, seat, &a, &sink, &e), 0);
                moves++;
                if (!dominion_ops.undoable(&b, &s, seat, &a))
                    continue;
                if (l.showed || l.attacked) {
                    print_error("seed %llu: %s %d may be taken back but showed a card (%d) or "
                                "attacked (%d)\n", (unsigned long long)seed, dom_action_wire[a.type],
                                a.a, l.showed, l.attacked);
                    fail();
                }
                assert_int_equal(s.pending.seat, seat);
                yes[a.type]++;
            }
        }
    }
    print_message("%ld moves; may be taken back: play %ld, play_treasure %ld, buy %ld, "
                  "choose_card %ld, end_actions %ld\n", moves, yes[DA_PLAY], yes[DA_PLAY_TREASURE],
                  yes[DA_BUY], yes[DA_CHOOSE_CARD], yes[DA_END_ACTIONS]);
    assert_true(yes[DA_PLAY] > 0 && yes[DA_PLAY_TREASURE] > 0 && yes[DA_BUY] > 0 &&
                yes[DA_CHOOSE_CARD] > 0 && yes[DA_END_ACTIONS] > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(treasures_buys_and_plain_actions),
        cmocka_unit_test(ending_the_turn_never),
        cmocka_unit_test(chapel_choices),
        cmocka_unit_test(throne_room_on_smithy_draws),
        cmocka_unit_test(an_attack_no_one_can_answer),
        cmocka_unit_test(random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
