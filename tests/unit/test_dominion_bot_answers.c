/* test_dominion_bot_answers.c — Intrigue's decisions as the Dominion
 * strategies answer them (src/dominion/strategy_answer.c,
 * strategy_options.c, strategy_kingdom.c's Victory cards), one test per
 * sense, each a position where the answer is clear; each fails when its
 * answer is flipped (tried one line at a time). docs/ai.md "Dominion"
 * lists the senses. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "dom_bot_positions.h"

#define KA "masquerade,swindler,wishing_well,secret_passage,courtyard,pawn,steward,nobles,minion,torturer"
#define KB "courtier,lurker,replace,mill,trading_post,upgrade,baron,conspirator,coppersmith,cellar"
#define KC "militia,secret_chamber,diplomat,witch,shanty_town,smithy,village,mining_village,bridge,patrol"
#define KD "conspirator,coppersmith,village,smithy,baron,mining_village,bridge,shanty_town,great_hall,duke"
/* A discard pile of Gold: more than 18 coins of Treasure, so the strategy
 * buys a Province with 8 (BMU's rule). */
#define RICH "\"discard\": [\"gold\", \"gold\", \"gold\", \"gold\"]"
/* Two Provinces left: the game's end is near. */
#define LATE "\"supply\": {\"province\": 2}"

/* Plays the Action `wire` for the active seat (whatever the bot would play). */
static void play_card(pos *p, const char *wire)
{
    game_action a = {.type = DA_PLAY, .a = (int16_t)dom_card_by_wire(wire)};
    game_err e;
    assert_int_equal(p->ops->apply(p->s, p->s->pending.seat, &a, NULL, &e), 0);
}

/* Masquerade: pass the card that costs least to lose and to give (a Copper,
 * not a Province — the Province is what dom_keep_value would discard
 * first); the victim passes its Curse, which is then trashed. */
static void test_masquerade_pass(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"masquerade\", "
                            "\"province\", \"copper\", \"gold\"], \"deck\": [\"silver\", "
                            "\"silver\"]}, {\"hand\": [\"curse\", \"duchy\", \"gold\", "
                            "\"silver\", \"silver\"]}]}");
    EXPECT(p, "play:masquerade");
    EXPECT(p, "choose_card:copper");
    EXPECT(p, "choose_card:curse");
    EXPECT(p, "choose_card:curse"); /* trashed */
    free(p.s);
}

/* Swindler: the victim's card of the trashed card's cost is the worst for
 * them: a Duchy early (it clogs), late not a Duchy (points) nor an Attack,
 * a terminal (Library). */
static void test_swindler_gift(void **unused)
{
    (void)unused;
    const char *k = "swindler,library,upgrade,torturer,minion,festival,cellar,moat,village,market";
    const char *early = "{\"active\": 0, \"players\": [{\"hand\": [\"swindler\", \"copper\"]}, "
                        "{\"hand\": [\"copper\"], \"deck\": [\"copper\", \"market\"]}]}";
    pos p = position_in(k, early);
    EXPECT(p, "play:swindler");
    EXPECT(p, "choose_pile:duchy");
    free(p.s);
    p = position_in(k, "{\"active\": 0, " LATE ", \"players\": [{\"hand\": [\"swindler\", "
                       "\"copper\"]}, {\"hand\": [\"copper\"], \"deck\": [\"copper\", "
                       "\"market\"]}]}");
    EXPECT(p, "play:swindler");
    EXPECT(p, "choose_pile:library");
    free(p.s);
}

/* Wishing Well names the commonest card where the next card comes from:
 * the deck, or, when the deck is empty, the discard pile it is shuffled
 * from. */
static void test_wishing_well_name(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"wishing_well\", "
                            "\"copper\"], \"deck\": [\"silver\", \"silver\", \"copper\", "
                            "\"silver\", \"gold\"]}, {}]}");
    EXPECT(p, "play:wishing_well");
    EXPECT(p, "choose_pile:silver");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"wishing_well\", "
                        "\"copper\"], \"deck\": [\"gold\"], \"discard\": [\"copper\", "
                        "\"estate\", \"estate\", \"estate\"]}, {}]}");
    EXPECT(p, "play:wishing_well");
    EXPECT(p, "choose_pile:estate");
    free(p.s);
}

/* Secret Passage: with no Treasure to spare (6 coins buy a Gold, 5 would
 * not) a Victory card goes, and to the bottom of the deck, not on top. */
static void test_secret_passage_place(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"secret_passage\", "
                            "\"estate\", \"gold\", \"silver\"], \"deck\": [\"copper\", "
                            "\"copper\", \"copper\", \"copper\", \"copper\", \"copper\", "
                            "\"copper\", \"duchy\"]}, {}]}");
    EXPECT(p, "play:secret_passage");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_position:6");
    free(p.s);
}

/* Courtyard: 8 coins buy a Province and 7 would not, so no Copper goes
 * back: a Victory card does (dead now, and the buy keeps its coins). A
 * Treasure the buy can spare goes back first. */
static void test_courtyard_topdeck(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"courtyard\", \"gold\", "
                            "\"gold\", \"copper\", \"copper\"], \"deck\": [\"copper\", "
                            "\"duchy\", \"estate\", \"estate\"], " RICH "}, {}]}");
    EXPECT(p, "play:courtyard");
    EXPECT(p, "choose_card:estate");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"courtyard\", \"gold\", "
                        "\"gold\", \"gold\", \"copper\"], \"deck\": [\"copper\", "
                        "\"duchy\", \"estate\", \"gold\"], " RICH "}, {}]}");
    EXPECT(p, "play:courtyard");
    EXPECT(p, "choose_card:gold"); /* 13 coins: a Gold to spare for the next hand */
    free(p.s);
}

/* Baron discards its Estate for +4 coins rather than gain another. */
static void test_baron_discards(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"baron\", \"estate\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:baron");
    EXPECT(p, "yes:");
    free(p.s);
}

/* Pawn: +action and +card with an Action waiting and none left; +coin
 * first when one more coin buys a Province. */
static void test_pawn_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"pawn\", \"courtyard\", "
                            "\"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:pawn");
    EXPECT(p, "choose_option:1");
    EXPECT(p, "choose_option:0");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"pawn\", \"gold\", \"gold\", "
                        "\"copper\"], \"deck\": [\"estate\"], " RICH "}, {}]}");
    EXPECT(p, "play:pawn");
    EXPECT(p, "choose_option:3");
    free(p.s);
}

/* Steward: trash two with a Curse and an Estate in hand; +2 coins when
 * they make the 6 a Province. */
static void test_steward_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"steward\", \"curse\", "
                            "\"estate\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:steward");
    EXPECT(p, "choose_option:2");
    EXPECT(p, "choose_card:curse");
    EXPECT(p, "choose_card:estate");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"steward\", \"gold\", "
                        "\"gold\"], " RICH "}, {}]}");
    EXPECT(p, "play:steward");
    EXPECT(p, "choose_option:1");
    free(p.s);
}

/* Nobles: first, for +2 actions, with a terminal waiting and one action;
 * +3 cards when an action is left for that terminal anyway. */
static void test_nobles_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"nobles\", \"courtyard\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:nobles");
    EXPECT(p, "choose_option:1");
    EXPECT(p, "play:courtyard");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"turn\": {\"actions\": 2}, \"players\": [{\"hand\": "
                        "[\"nobles\", \"courtyard\", \"copper\"]}, {}]}");
    play_card(&p, "nobles");
    EXPECT(p, "choose_option:0");
    free(p.s);
}

/* Minion: +2 coins with another Action to play; a poor hand (three
 * Estates and a Copper) is swapped for four cards of a rich deck. */
static void test_minion_options(void **unused)
{
    (void)unused;
    pos p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"minion\", \"minion\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:minion");
    EXPECT(p, "choose_option:0");
    free(p.s);
    p = position_in(KA, "{\"active\": 0, \"players\": [{\"hand\": [\"minion\", \"estate\", "
                        "\"estate\", \"estate\", \"copper\"], \"deck\": [\"gold\", \"gold\", "
                        "\"gold\", \"gold\", \"gold\"], \"discard\": []}, {}]}");
    EXPECT(p, "play:minion");
    EXPECT(p, "choose_option:1");
    free(p.s);
}

/* Torturer's victim discards two while Curses remain, takes the "Curse"
 * when none is left (it then costs nothing). */
static void test_torturer_victim(void **unused)
{
    (void)unused;
    const char *h = "\"players\": [{\"hand\": [\"torturer\", \"copper\"]}, {\"hand\": [\"copper\", "
                    "\"copper\", \"silver\", \"silver\", \"gold\"]}]}";
    char buf[512];
    snprintf(buf, sizeof buf, "{\"active\": 0, %s", h);
    pos p = position_in(KA, buf);
    EXPECT(p, "play:torturer");
    EXPECT(p, "choose_option:0");
    free(p.s);
    snprintf(buf, sizeof buf, "{\"active\": 0, \"supply\": {\"curse\": 0}, %s", h);
    p = position_in(KA, buf);
    EXPECT(p, "play:torturer");
    EXPECT(p, "choose_option:1");
    free(p.s);
}

/* Courtier: early the Gold; +3 coins when they make 5 a Province. */
static void test_courtier_options(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"courtier\", \"estate\", "
                            "\"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:courtier");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_option:3");
    free(p.s);
    p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"courtier\", \"estate\", "
                        "\"gold\", \"copper\", \"copper\"], " RICH "}, {}]}");
    EXPECT(p, "play:courtier");
    EXPECT(p, "choose_card:gold"); /* one type as the Estate: either */
    EXPECT(p, "choose_option:2");
    free(p.s);
}

/* Lurker gains the best Action in the trash (a Torturer, not the Cellar). */
static void test_lurker_gain(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"trash\": [\"cellar\", \"torturer\"], \"players\": "
                            "[{\"hand\": [\"lurker\", \"copper\"]}, {}]}");
    EXPECT(p, "play:lurker");
    EXPECT(p, "choose_option:1");
    EXPECT(p, "choose_trash:torturer");
    free(p.s);
}

/* Replace late trashes the Gold (it becomes Victory points), not the
 * Province (a Province again at best). */
static void test_replace_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, " LATE ", \"players\": [{\"hand\": [\"replace\", "
                            "\"gold\", \"province\", \"copper\"]}, {}]}");
    EXPECT(p, "play:replace");
    EXPECT(p, "choose_card:gold");
    free(p.s);
}

/* Upgrade: an Estate becomes a Silver; late, with a Province, a Gold and
 * Coppers in hand, a Copper goes (nothing costs 1), not the Province. */
static void test_upgrade_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"upgrade\", \"estate\", "
                            "\"gold\", \"province\"], \"deck\": [\"silver\"]}, {}]}");
    EXPECT(p, "play:upgrade");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_pile:silver");
    free(p.s);
    p = position_in(KB, "{\"active\": 0, " LATE ", \"players\": [{\"hand\": [\"upgrade\", "
                        "\"province\", \"gold\", \"copper\"], \"deck\": [\"copper\"]}, {}]}");
    EXPECT(p, "play:upgrade");
    EXPECT(p, "choose_card:copper");
    free(p.s);
}

/* Mill: an Estate and a Duchy go for +2 coins; an Estate and a Gold do
 * not (the second discard must follow the first). */
static void test_mill_discard(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"mill\", \"estate\", "
                            "\"gold\"], \"deck\": [\"gold\"]}, {}]}");
    EXPECT(p, "play:mill");
    EXPECT(p, "done:");
    free(p.s);
    p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"mill\", \"estate\", "
                        "\"duchy\"], \"deck\": [\"copper\"]}, {}]}");
    EXPECT(p, "play:mill");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_card:duchy");
    free(p.s);
}

/* Trading Post trashes the Estate and the Copper, never the Province. */
static void test_trading_post_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KB, "{\"active\": 0, \"players\": [{\"hand\": [\"trading_post\", "
                            "\"province\", \"estate\", \"copper\", \"gold\"]}, {}]}");
    EXPECT(p, "play:trading_post");
    EXPECT(p, "choose_card:estate");
    EXPECT(p, "choose_card:copper");
    free(p.s);
}

/* Secret Chamber against Militia: revealed; of the seven cards the best
 * three stay for the discard, the next best go safe onto the deck (a
 * Silver, then the Chamber); revealed once: with the Chamber still in
 * hand after its put-back, the next ask is declined. */
static void test_secret_chamber_react(void **unused)
{
    (void)unused;
    pos p = position_in(KC, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\", \"copper\", "
                            "\"copper\"]}, {\"hand\": [\"secret_chamber\", \"gold\", \"silver\", "
                            "\"silver\", \"copper\"], \"deck\": [\"copper\", \"estate\", "
                            "\"gold\"]}]}");
    EXPECT(p, "play:militia");
    EXPECT(p, "reveal:secret_chamber");
    EXPECT(p, "choose_card:silver");
    EXPECT(p, "choose_card:secret_chamber");
    assert_int_equal(p.s->pending.purpose, DU_DISCARD); /* the Militia's discard */
    EXPECT(p, "choose_card:estate");
    free(p.s);
    p = position_in(KC, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\", \"copper\"]}, "
                        "{\"hand\": [\"secret_chamber\", \"estate\", \"estate\", \"estate\", "
                        "\"estate\"], \"deck\": [\"estate\", \"estate\"]}]}");
    EXPECT(p, "play:militia");
    EXPECT(p, "reveal:secret_chamber");
    step(&p, "kingdom");
    step(&p, "kingdom");
    assert_int_equal(p.s->pending.kind, DD_REACT);
    EXPECT(p, "done:");
    free(p.s);
}

/* Diplomat reacts to Militia (three cards are left anyway), not to Witch
 * (it would leave a hand of four for nothing). */
static void test_diplomat_react(void **unused)
{
    (void)unused;
    const char *victim = "{\"hand\": [\"diplomat\", \"copper\", \"copper\", \"copper\", "
                         "\"copper\"]}]}";
    char buf[512];
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"militia\"]}, %s", victim);
    pos p = position_in(KC, buf);
    EXPECT(p, "play:militia");
    EXPECT(p, "reveal:diplomat");
    free(p.s);
    snprintf(buf, sizeof buf, "{\"active\": 0, \"players\": [{\"hand\": [\"witch\"]}, %s", victim);
    p = position_in(KC, buf);
    EXPECT(p, "play:witch");
    EXPECT(p, "done:");
    free(p.s);
}

/* Conspirator waits until two other Actions were played (then it is a
 * cantrip): Village, Smithy, Conspirator. */
static void test_conspirator_order(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"conspirator\", "
                            "\"smithy\", \"village\", \"copper\"], \"deck\": [\"copper\", "
                            "\"copper\", \"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:village");
    EXPECT(p, "play:smithy");
    EXPECT(p, "play:conspirator");
    assert_int_equal(p.s->turn.actions, 1); /* it gave +1 action */
    free(p.s);
}

/* Coppersmith is the terminal to play with three Coppers in hand, not
 * with none. */
static void test_coppersmith_play(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"coppersmith\", "
                            "\"smithy\", \"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:coppersmith");
    free(p.s);
    p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"coppersmith\", \"smithy\", "
                        "\"silver\", \"silver\"]}, {}]}");
    EXPECT(p, "play:smithy");
    free(p.s);
}

/* Shanty Town before the Smithy (its +2 actions let the Smithy follow). */
static void test_shanty_town_first(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"shanty_town\", "
                            "\"smithy\", \"copper\"]}, {}]}");
    EXPECT(p, "play:shanty_town");
    EXPECT(p, "play:smithy");
    free(p.s);
}

/* Mining Village is trashed for +2 coins when they buy a Province instead
 * of a Gold, not for a Gold either way. */
static void test_mining_village_trash(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"mining_village\", "
                            "\"gold\", \"gold\"], \"deck\": [\"copper\"], " RICH "}, {}]}");
    EXPECT(p, "play:mining_village");
    EXPECT(p, "yes:");
    free(p.s);
    p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"mining_village\", "
                        "\"gold\", \"gold\"], \"deck\": [\"copper\"]}, {}]}");
    EXPECT(p, "play:mining_village");
    EXPECT(p, "no:");
    free(p.s);
}

/* Bridge: a Province costs 7 after it. */
static void test_bridge_buy(void **unused)
{
    (void)unused;
    pos p = position_in(KD, "{\"active\": 0, \"players\": [{\"hand\": [\"bridge\", \"gold\", "
                            "\"gold\"], " RICH "}, {}]}");
    EXPECT(p, "play:bridge");
    EXPECT(p, "play_treasures:");
    EXPECT(p, "buy:province");
    free(p.s);
}

/* Patrol puts the revealed cards back worst first (it ends lowest): the
 * Copper under the Silver and the Gold; the Estate goes to the hand. */
static void test_patrol_order(void **unused)
{
    (void)unused;
    pos p = position_in(KC, "{\"active\": 0, \"players\": [{\"hand\": [\"patrol\"], \"deck\": "
                            "[\"copper\", \"silver\", \"estate\", \"copper\", \"gold\", "
                            "\"copper\", \"copper\", \"copper\"]}, {}]}");
    EXPECT(p, "play:patrol");
    EXPECT(p, "choose_aside:copper");
    free(p.s);
}

/* Intrigue's Victory cards: a Harem over a Gold; a Duke over a Duchy once
 * four Duchies are owned; late a Great Hall over a Silver. */
static void test_victory_buys(void **unused)
{
    (void)unused;
    const char *k = "nobles,replace,baron,ironworks,harem,duke,courtier,masquerade,mill,great_hall";
    pos p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 6}, "
                           "\"players\": [{\"hand\": []}, {}]}");
    EXPECT(p, "buy:harem");
    free(p.s);
    p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 5}, " LATE ", "
                       "\"players\": [{\"hand\": [], \"discard\": [\"duchy\", \"duchy\", "
                       "\"duchy\", \"duchy\"]}, {}]}");
    EXPECT(p, "buy:duke");
    free(p.s);
    p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 5}, " LATE ", "
                       "\"players\": [{\"hand\": []}, {}]}");
    EXPECT(p, "buy:duchy");
    free(p.s);
    p = position_in(k, "{\"active\": 0, \"phase\": \"buy\", \"turn\": {\"coins\": 3}, "
                       "\"supply\": {\"province\": 3}, "
                       "\"players\": [{\"hand\": [], \"discard\": [\"patrol\"]}, {}]}");
    EXPECT(p, "buy:great_hall");
    free(p.s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_masquerade_pass),
        cmocka_unit_test(test_swindler_gift),
        cmocka_unit_test(test_wishing_well_name),
        cmocka_unit_test(test_secret_passage_place),
        cmocka_unit_test(test_courtyard_topdeck),
        cmocka_unit_test(test_baron_discards),
        cmocka_unit_test(test_pawn_options),
        cmocka_unit_test(test_steward_options),
        cmocka_unit_test(test_nobles_options),
        cmocka_unit_test(test_minion_options),
        cmocka_unit_test(test_torturer_victim),
        cmocka_unit_test(test_courtier_options),
        cmocka_unit_test(test_lurker_gain),
        cmocka_unit_test(test_replace_trash),
        cmocka_unit_test(test_upgrade_trash),
        cmocka_unit_test(test_mill_discard),
        cmocka_unit_test(test_trading_post_trash),
        cmocka_unit_test(test_secret_chamber_react),
        cmocka_unit_test(test_diplomat_react),
        cmocka_unit_test(test_conspirator_order),
        cmocka_unit_test(test_coppersmith_play),
        cmocka_unit_test(test_shanty_town_first),
        cmocka_unit_test(test_mining_village_trash),
        cmocka_unit_test(test_bridge_buy),
        cmocka_unit_test(test_patrol_order),
        cmocka_unit_test(test_victory_buys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
