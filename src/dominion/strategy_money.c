/* strategy_money.c — the money bots: Treasures and Victory cards only (and
 * Smithy for "smithy"), the yardsticks every Dominion strategy is measured
 * against.
 *
 *   bm      Big Money: Province at 8, Gold at 6-7, Silver at 3-5; late, a
 *           Duchy at 5-7 when 4 or fewer Provinces are left (5 or fewer at
 *           exactly 5 coins), an Estate at 2-4 when 2 or fewer are.
 *   bmu     Big Money Ultimate (WanderingWinder's rules, as in Geronimoo's
 *           simulator and Dominiate's "Big Money"): Province once the
 *           Treasures owned make more than 18 coins; Duchy when 4 or fewer
 *           gains end the game; Estate at 2 or fewer; Gold; Duchy at 6 or
 *           fewer; Silver.
 *   smithy  Smithy Big Money (Dominiate's "BigSmithy"): BMU's list with the
 *           Province threshold at 15, a Smithy when it owns none, a second
 *           once the deck holds 16 cards.
 *
 * "Gains to end" is the fewest gains that end the game: the Provinces left,
 * or the cards of the smallest piles that would make the pile limit
 * (strategy.c). */
#include "dominion/strategy.h"

static int first(const dom_seen *k, int coins, const int *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i] != DC_NONE && dom_seen_can(k, list[i], coins))
            return list[i];
    return DC_NONE;
}

static int bm_buy(const dom_seen *k, int coins)
{
    int p = k->provinces;
    int list[] = {
        DC_PROVINCE,
        p <= 4 ? DC_DUCHY : DC_NONE,
        coins >= 6 ? DC_GOLD : DC_NONE,
        coins == 5 && p <= 5 ? DC_DUCHY : DC_NONE,
        DC_GOLD,
        p <= 2 && coins <= 4 ? DC_ESTATE : DC_NONE,
        DC_SILVER,
        p <= 2 ? DC_ESTATE : DC_NONE,
    };
    return first(k, coins, list, (int)(sizeof list / sizeof list[0]));
}

static int bmu_buy(const dom_seen *k, int coins)
{
    int g = k->gains_to_end;
    int list[] = {
        k->money > 18 ? DC_PROVINCE : DC_NONE,
        g <= 4 ? DC_DUCHY : DC_NONE,
        g <= 2 ? DC_ESTATE : DC_NONE,
        DC_GOLD,
        g <= 6 ? DC_DUCHY : DC_NONE,
        DC_SILVER,
    };
    return first(k, coins, list, (int)(sizeof list / sizeof list[0]));
}

static int smithy_buy(const dom_seen *k, int coins)
{
    int g = k->gains_to_end, smithies = k->own[DC_SMITHY];
    int list[] = {
        k->money > 15 ? DC_PROVINCE : DC_NONE,
        g <= 4 ? DC_DUCHY : DC_NONE,
        g <= 2 ? DC_ESTATE : DC_NONE,
        DC_GOLD,
        g <= 5 ? DC_DUCHY : DC_NONE,
        smithies < 2 && k->owned >= 16 ? DC_SMITHY : DC_NONE,
        smithies < 1 ? DC_SMITHY : DC_NONE,
        DC_SILVER,
    };
    return first(k, coins, list, (int)(sizeof list / sizeof list[0]));
}

const dom_strategy dom_strategy_bm = {"bm", bm_buy, dom_default_play_value};
const dom_strategy dom_strategy_bmu = {"bmu", bmu_buy, dom_default_play_value};
const dom_strategy dom_strategy_smithy = {"smithy", smithy_buy, dom_default_play_value};
