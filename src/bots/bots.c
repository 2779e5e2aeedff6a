/* bots.c — the table of bot levels and the one door every choice goes
 * through (see bots.h). */
#include "bots/bots.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/greedy.h"
#include "bots/random.h"
/* --- issue 13: heuristic (include) --- */
#include "bots/heuristic.h"
/* --- issue 13: search (include) --- */
#include "bots/search.h"

static int choose_random(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                         void *scratch, const bot_params *p, game_action *out)
{
    (void)scratch;
    (void)p;
    return bot_random_choose(ops, st, seat, rng, out);
}

static int choose_greedy(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                         void *scratch, const bot_params *p, game_action *out)
{
    (void)p;
    return bot_greedy_choose(ops, st, seat, rng, scratch, out);
}

/* Weakest first: the last row is what a room's timeout "bot" and the
 * autopilot use. */
static const bot_level levels[] = {
    {.name = "random", .choose = choose_random},
    {.name = "greedy", .flags = BOT_SEES_VIEW, .choose = choose_greedy}, /* issue 13: determinize */
    /* --- issue 14: the engines' own strategies (Dominion) --- */
    {.name = "bm", .strategy = "bm"},         /* Big Money */
    {.name = "bmu", .strategy = "bmu"},       /* Big Money Ultimate */
    {.name = "smithy", .strategy = "smithy"}, /* Smithy Big Money */
    {.name = "kingdom", .strategy = "kingdom"}, /* reads the kingdom */
    /* --- issue 13: heuristic (level row) --- */
    {.name = "heuristic", .flags = BOT_SEES_VIEW, .choose = bot_heuristic_choose},
    /* --- issue 13: search (level row) --- */
    {.name = "search", .flags = BOT_SEES_VIEW | BOT_SLOW, .choose = bot_search_choose},
};
enum { NLEVELS = sizeof levels / sizeof levels[0] };

int bot_choose(const bot_level *lv, const game_ops *ops, const void *st, int seat, gh_rng *rng,
               void *scratch, const bot_params *p, game_action *out)
{
    static const bot_params defaults = {0};
    if (!p)
        p = &defaults;
    /* A seat that has kept the decision this long is going round in a
     * circle (bots.h, streak): random moves leave it, as they leave every
     * circle with some chance at each step. */
    if (lv->strategy && !bot_level_plays(lv, ops))
        return -1;
    if (p->streak > BOT_MAX_STREAK)
        return bot_random_choose(ops, st, seat, rng, out);
    if (lv->strategy)
        return ops->strategy_choose(lv->strategy, st, seat, rng, out);
    if (!(lv->flags & BOT_SEES_VIEW))
        return lv->choose(ops, st, seat, rng, scratch, p, out);
    if (!ops->determinize)
        return -1;
    /* The level sees one arrangement of what the seat cannot see, drawn
     * from the bot's own generator: never the true hands, deck or
     * characters. */
    void *seen = malloc(ops->state_size);
    if (!seen)
        return -1;
    int r = -1;
    if (ops->determinize(st, seat, gh_rng_next(rng), seen) == 0)
        r = lv->choose(ops, seen, seat, rng, scratch, p, out);
    free(seen);
    return r;
}

int bot_level_plays(const bot_level *lv, const game_ops *ops)
{
    /* A level reasoning on a determinization needs the engine to offer one;
     * the heuristic also needs the game's knowledge (Citadels only). */
    if (lv->flags & BOT_SEES_VIEW && !ops->determinize)
        return 0;
    if (!lv->strategy)
        return 1;
    if (!ops->strategies || !ops->strategy_choose)
        return 0;
    /* The same literal is usually one pointer (the linker merges them). */
    for (int i = 0; ops->strategies[i]; i++)
        if (ops->strategies[i] == lv->strategy || strcmp(ops->strategies[i], lv->strategy) == 0)
            return 1;
    return 0;
}

/* "dominion" or "citadels, dominion": the games `lv` plays. */
static void games_of(const bot_level *lv, char *buf, size_t len)
{
    int n;
    const game_ops *const *all = game_all(&n);
    size_t used = 0;
    buf[0] = '\0';
    for (int g = 0; g < n && used < len; g++)
        if (bot_level_plays(lv, all[g]))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                                     all[g]->name);
}

const char *bot_level_refusal(const bot_level *lv, const game_ops *ops)
{
    static char msg[160];
    char games[96];
    games_of(lv, games, sizeof games);
    snprintf(msg, sizeof msg, "level '%s' does not play %s (it plays %s)", lv->name, ops->name,
             games[0] ? games : "no game of this build");
    return msg;
}

const bot_level *bot_level_strongest_for(const game_ops *ops)
{
    for (int i = NLEVELS - 1; i >= 0; i--)
        if (bot_level_plays(&levels[i], ops) && (!(levels[i].flags & BOT_SEES_VIEW) ||
                                                  ops->determinize))
            return &levels[i];
    return &levels[0];
}

const bot_level *bot_level_find(const char *name)
{
    for (int i = 0; name && i < NLEVELS; i++)
        if (strcmp(levels[i].name, name) == 0)
            return &levels[i];
    return NULL;
}

const bot_level *bot_levels(int *count)
{
    *count = NLEVELS;
    return levels;
}

const bot_level *bot_level_strongest(void)
{
    return &levels[NLEVELS - 1];
}

const char *bot_level_names(void)
{
    static char names[512];
    if (!names[0]) {
        size_t used = 0;
        for (int i = 0; i < NLEVELS && used < sizeof names; i++) {
            char games[96] = "";
            if (levels[i].strategy)
                games_of(&levels[i], games, sizeof games);
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s%s%s%s",
                                     i ? ", " : "", levels[i].name, games[0] ? " (" : "", games,
                                     games[0] ? ")" : "");
        }
    }
    return names;
}
