/* registry.c — the list of game engines compiled into guildhall, and the small
 * helpers every engine shares (error filling). */
#include "game/game.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

extern const game_ops citadels_ops;
extern const game_ops dominion_ops;

static const game_ops *const all_games[] = {
    &citadels_ops,
    &dominion_ops,
};

const game_ops *game_find(const char *name)
{
    for (size_t i = 0; i < sizeof all_games / sizeof all_games[0]; i++)
        if (strcmp(all_games[i]->name, name) == 0)
            return all_games[i];
    return NULL;
}

const game_ops *const *game_all(int *count)
{
    *count = (int)(sizeof all_games / sizeof all_games[0]);
    return all_games;
}

void game_err_set(game_err *e, int code, const char *name, const char *fmt, ...)
{
    if (!e)
        return;
    e->code = code;
    snprintf(e->name, sizeof e->name, "%s", name);
    e->reason[0] = e->reason_card[0] = 0; /* a reused game_err keeps no old reason */
    e->reason_n = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
}
