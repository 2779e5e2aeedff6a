/* setup.c — dealing a new game: the kingdom (named, a recommended set, or
 * ten random cards from the allowed sets and editions, drawn from the game's
 * seed), the supply with its pile sizes by player count, the starting decks
 * (7 Coppers, 3 Estates, shuffled, 5 drawn) and a random first player.
 * Pile sizes: the dividers' "Anleitung (2)" and docs/dominion.md. */
#include <string.h>

#include "dominion/engine.h"

static void add_pile(dom_state *s, int kind, int count)
{
    s->piles[s->npiles] = (dom_pile){.kind = (uint8_t)kind, .count = (uint8_t)count};
    s->pile_of[kind] = (uint8_t)(s->npiles + 1);
    s->npiles++;
    s->total_cards = (uint16_t)(s->total_cards + count);
}

/* Ten kingdom cards: the config's, a preset's, or drawn from the seed. */
static void choose_kingdom(dom_state *s, const dom_config *c, uint8_t out[DOM_KINGDOM])
{
    if (c->kingdom_n) {
        memcpy(out, c->kingdom, DOM_KINGDOM);
        return;
    }
    if (c->preset) {
        memcpy(out, dom_presets[c->preset - 1].cards, DOM_KINGDOM);
        return;
    }
    uint8_t pool[DC_COUNT];
    int n = 0;
    for (int k = 1; k < DC_COUNT; k++)
        if (dom_cards[k].set != DSET_BASIC && (c->sets & (1u << dom_cards[k].set)) &&
            (dom_cards[k].editions & c->editions))
            pool[n++] = (uint8_t)k;
    for (int i = 0; i < DOM_KINGDOM; i++) { /* a partial Fisher-Yates: ten distinct cards */
        int j = i + (int)gh_rng_below(&s->rng, (uint32_t)(n - i));
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
        out[i] = pool[i];
    }
}

/* Kingdom piles in the order of the table (by set, then cost): stable for
 * views and the client. */
static void sort_kingdom(uint8_t k[DOM_KINGDOM])
{
    for (int i = 1; i < DOM_KINGDOM; i++)
        for (int j = i; j > 0; j--) {
            int a = k[j - 1], b = k[j];
            int later = dom_cards[a].cost > dom_cards[b].cost ||
                        (dom_cards[a].cost == dom_cards[b].cost && a > b);
            if (!later)
                break;
            k[j - 1] = (uint8_t)b;
            k[j] = (uint8_t)a;
        }
}

int dom_setup(dom_state *s, const dom_config *c, uint64_t seed, const game_event_sink *ev,
              game_err *e)
{
    if (c->players < DOM_MIN_SEATS || c->players > DOM_MAX_SEATS) {
        game_err_set(e, DERR_CONFIG, "bad_config", "players must be 2 to 6");
        return -1;
    }
    memset(s, 0, sizeof *s);
    s->cfg = *c;
    s->nseats = c->players;
    gh_rng_seed(&s->rng, seed);
    int n = c->players;
    int big = n >= 5; /* 5-6 players: a second set of basic cards (2nd edition rules) */
    /* The basic piles (supply after the starting decks are dealt). */
    add_pile(s, DC_COPPER, (big ? 120 : 60) - 7 * n);
    add_pile(s, DC_SILVER, big ? 80 : 40);
    add_pile(s, DC_GOLD, big ? 60 : 30);
    add_pile(s, DC_ESTATE, n == 2 ? 8 : 12);
    add_pile(s, DC_DUCHY, n == 2 ? 8 : 12);
    add_pile(s, DC_PROVINCE, n == 2 ? 8 : n <= 4 ? 12 : n == 5 ? 15 : 18);
    add_pile(s, DC_CURSE, 10 * (n - 1));
    uint8_t kingdom[DOM_KINGDOM];
    choose_kingdom(s, c, kingdom);
    sort_kingdom(kingdom);
    for (int i = 0; i < DOM_KINGDOM; i++)
        add_pile(s, kingdom[i], dom_is(kingdom[i], DT_VICTORY) ? (n == 2 ? 8 : 12) : 10);
    dom_ctx cx = {.ev = ev};
    for (int seat = 0; seat < n; seat++) {
        dom_player *p = &s->p[seat];
        for (int i = 0; i < 7; i++)
            p->deck[p->deck_n++] = DC_COPPER;
        for (int i = 0; i < 3; i++)
            p->deck[p->deck_n++] = DC_ESTATE;
        s->total_cards = (uint16_t)(s->total_cards + 10);
        gh_rng_shuffle_u8(&s->rng, p->deck, p->deck_n);
        dom_draw(s, seat, 5, &cx);
    }
    dom_start_turn(s, (int)gh_rng_below(&s->rng, (uint32_t)n), &cx);
    dom_run(s, &cx);
    return 0;
}
