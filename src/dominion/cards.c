/* cards.c — the card table (one row per kind, from DOM_CARD_LIST in cards.h)
 * and the lookups by wire name. Names: German from the dividers, English
 * from the card lists, Polish as docs/dominion.md "Names" describes. */
#include "dominion/cards.h"

#include <string.h>

const dom_card_info dom_cards[DC_COUNT] = {
    [DC_NONE] = {.wire = "none", .name = {"", "", ""}, .cost = 0},
#define DOM_CARD_ROW(id, w, de, en, pl, c, t, st, ed)                                              \
    [DC_##id] = {.wire = w, .name = {de, en, pl}, .cost = c, .types = t, .set = st, .editions = ed},
    DOM_CARD_LIST(DOM_CARD_ROW)
#undef DOM_CARD_ROW
};

int dom_card_by_wire(const char *wire)
{
    if (!wire)
        return DC_NONE;
    for (int k = 1; k < DC_COUNT; k++)
        if (strcmp(dom_cards[k].wire, wire) == 0)
            return k;
    return DC_NONE;
}
