/* bots.c — the table of bot levels (see bots.h). */
#include "bots/bots.h"

#include <string.h>

#include "bots/greedy.h"
#include "bots/random.h"

static int choose_random(const game_ops *ops, const void *st, int seat, gh_rng *rng,
                         void *scratch, game_action *out)
{
    (void)scratch;
    return bot_random_choose(ops, st, seat, rng, out);
}

static const bot_level levels[] = {
    {.name = "random", .choose = choose_random},
    {.name = "greedy", .choose = bot_greedy_choose},
};
enum { NLEVELS = sizeof levels / sizeof levels[0] };

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
