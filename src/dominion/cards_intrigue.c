/* cards_intrigue.c — the instructions of Intrigue's kingdom cards, both
 * editions ("Edition I / II – Die Intrige" of the dividers). */
#include "dominion/cards_common.h"

dom_hook dom_intrigue_hook(int kind)
{
    (void)kind;
    return NULL;
}
