/* dark_city_setup.c — the set-up of classic with Dark City ("Die dunklen
 * Lande"): the set of characters (9 of the 18, one per rank; 8 with 2–3
 * players), the building mix (Dark City buildings shuffled in, classic
 * purples removed when more than 3 are used), and the room's defaults.
 *
 * rulesets.c calls these under its "issue 12: dark city" markers; the
 * selection table (4:3, 5:2, 6:1, 7–8:0 face up with 9 characters) is the
 * one select.c already has for 9 characters. Readings D12-1 … D12-4 in
 * docs/citadels-rules.md. */
#include "citadels/engine.h"

#include <string.h>

#define C(id) CIT_C_##id

/* D12-2: the room's default set — the eight classic characters, with the
 * Künstler as rank 9 when 4 or more play (the one rank-9 card every player
 * count from 4 allows; the Königin needs 5). A room names its own set with
 * "characters". */
static const uint8_t default_set[CIT_MAX_RANK + 1] = {
    0, C(CL_ASSASSIN), C(CL_THIEF), C(CL_MAGICIAN), C(CL_KING),
    C(CL_BISHOP), C(CL_MERCHANT), C(CL_ARCHITECT), C(CL_WARLORD), C(DC_ARTIST),
};

void cit_dark_apply(cit_config *c)
{
    memcpy(c->lineup, default_set, sizeof c->lineup);
    if (c->nplayers <= 3)
        c->lineup[9] = 0;
    c->ncharacters = c->lineup[9] ? 9 : 8;
    /* D12-3: the default building mix is drawn from the seed (2 or 3 Dark
     * City buildings with the ten classic purple kinds). */
    c->random_uniques = 1;
    c->nuniques = 0;
}

/* D12-3: how many classic purple kinds go with k Dark City buildings: all
 * ten with up to 3 (DdL "Vorbereitung": "2-3 Bauwerkarten … zu verwenden"),
 * one fewer for each further one ("die entsprechende Anzahl violetter
 * Gebäude aus dem Grundspiel zu entfernen"). */
int cit_dark_classic_purples_for(int k)
{
    int n = k <= 3 ? 10 : 13 - k;
    return n < 0 ? 0 : n;
}

int cit_dark_validate(const cit_config *c, game_err *e)
{
    /* DdL "Vorbereitung": "Bei 2-3 Spielern wird nur mit 8 Charakterkarten
     * gespielt"; otherwise a set of 9, one per rank. */
    int nine = c->lineup[9] != 0;
    if (c->nplayers <= 3 && nine) {
        cit_config_refuse(e, "set_of_eight", "", c->nplayers,
                          "with %d players Dark City uses 8 characters (ranks 1 to 8)",
                          c->nplayers);
        return -1;
    }
    if (c->nplayers >= 4 && !nine) {
        cit_config_refuse(e, "set_of_nine", "", c->nplayers,
                          "with %d players Dark City uses a set of 9 characters (ranks 1 to 9)",
                          c->nplayers);
        return -1;
    }
    if (c->random_uniques && c->nuniques == 0)
        return 0; /* drawn at set-up: cit_dark_draw_mix */
    int k = 0, classic = 0;
    for (int i = 0; i < c->nuniques; i++) {
        k += cit_dark_city_building(c->uniques[i]);
        classic += cit_classic_purple(c->uniques[i]);
    }
    if (k == 0) {
        cit_config_refuse(e, "dark_city_buildings", "", 0,
                          "Dark City shuffles at least one of its buildings into the deck");
        return -1;
    }
    if (classic != cit_dark_classic_purples_for(k)) {
        cit_config_refuse(e, "building_mix", "", cit_dark_classic_purples_for(k),
                          "with %d Dark City buildings the deck has %d classic purple kinds, "
                          "not %d",
                          k, cit_dark_classic_purples_for(k), classic);
        return -1;
    }
    return 0;
}

/* D12-3: "uniques": "random" (and the default) — 2 or 3 Dark City buildings
 * drawn from the seed, with the ten classic purple kinds. */
void cit_dark_draw_mix(cit_state *s)
{
    uint8_t pool[CIT_D_COUNT];
    int n = 0;
    for (int kind = 1; kind < CIT_D_COUNT; kind++)
        if (cit_dark_city_building(kind))
            pool[n++] = (uint8_t)kind;
    int k = 2 + (int)gh_rng_below(&s->rng, 2);
    s->cfg.nuniques = 0;
    for (int kind = 1; kind < CIT_D_COUNT; kind++)
        if (cit_classic_purple(kind))
            s->cfg.uniques[s->cfg.nuniques++] = (uint8_t)kind;
    for (int m = 0; m < k; m++) {
        int j = m + (int)gh_rng_below(&s->rng, (uint32_t)(n - m));
        uint8_t t = pool[m];
        pool[m] = pool[j];
        pool[j] = t;
        s->cfg.uniques[s->cfg.nuniques++] = pool[m];
    }
}
