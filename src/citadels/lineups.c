/* lineups.c — the first game and the six recommended lineups of the 2016
 * edition (DE16 "Empfehlungen"), their footnote substitutions by player
 * count, and the seeded draw of 14 uniques for "uniques": "random".
 *
 * A lineup is data: characters by rank (rank 9 optional) and 14 uniques.
 * cit_preset_apply turns it into a config's lineup for the table's player
 * count, so a room can name a lineup once and start with 2 to 8 players:
 * the Kaiser (not with 2 players) and the Königin (not with 3-4 players)
 * are replaced as the footnotes say, and rank 9 is used when the rules want
 * it (3 and 8 players), never with 2, and with 4-7 only if the room asks.
 * RULE: DE16 "Empfehlungen" (lists and footnotes * and ⌘), "Das Spiel mit 9
 * Charakteren"; citadels-cards.md §8.7. */
#include "citadels/engine.h"

#include <string.h>

#define C(id) CIT_C_##id
#define D(id) CIT_D_##id

/* Polish names: PL16 prints "Sprytni dygnitarze" and "Wpływowi wysłannicy";
 * the other four are ours (docs/engine.md, "Lineups"). */
const cit_preset_def cit_presets[CIT_PRESET_COUNT] = {
    [CIT_PRESET_FIRST_GAME] = {"first_game", "Dein erstes Spiel", "First game",
                               "Pierwsza rozgrywka",
                               {0, C(ASSASSIN), C(THIEF), C(MAGICIAN), C(KING), C(BISHOP),
                                C(MERCHANT), C(ARCHITECT), C(WARLORD), C(ARTIST)},
                               {D(DRAGON_GATE), D(FACTORY), D(HAUNTED_QUARTER),
                                D(IMPERIAL_TREASURY), D(KEEP), D(LABORATORY), D(LIBRARY),
                                D(MAP_ROOM), D(QUARRY), D(SCHOOL_OF_MAGIC), D(SMITHY), D(STATUE),
                                D(THIEVES_DEN), D(WISHING_WELL)}},
    [CIT_PRESET_AMBITIOUS_ARISTOCRATS] =
        {"ambitious_aristocrats", "Ambitionierte Aristokraten", "Ambitious Aristocrats",
         "Ambitni arystokraci",
         {0, C(MAGISTRATE), C(THIEF), C(WIZARD), C(PATRICIAN), C(BISHOP), C(TRADER),
          C(ARCHITECT), C(MARSHAL), C(QUEEN)},
         {D(CAPITOL), D(FACTORY), D(FRAMEWORK), D(GREAT_WALL), D(HAUNTED_QUARTER), D(KEEP),
          D(NECROPOLIS), D(PARK), D(POOR_HOUSE), D(QUARRY), D(SCHOOL_OF_MAGIC), D(STABLES),
          D(STATUE), D(THIEVES_DEN)}},
    [CIT_PRESET_CUNNING_AGENTS] =
        {"cunning_agents", "Gerissene Agenten", "Cunning Agents", "Przebiegli agenci",
         {0, C(WITCH), C(BLACKMAILER), C(MAGICIAN), C(EMPEROR), C(ABBOT), C(ALCHEMIST),
          C(ARCHITECT), C(WARLORD), C(TAX_COLLECTOR)},
         {D(ARMORY), D(BASILICA), D(DRAGON_GATE), D(GOLD_MINE), D(KEEP), D(MONUMENT), D(MUSEUM),
          D(NECROPOLIS), D(PARK), D(POOR_HOUSE), D(QUARRY), D(SECRET_VAULT), D(SMITHY),
          D(THEATER)}},
    [CIT_PRESET_ILLUSTRIOUS_EMISSARIES] =
        {"illustrious_emissaries", "Illustre Abgesandte", "Illustrious Emissaries",
         "Wpływowi wysłannicy",
         {0, C(WITCH), C(SPY), C(SEER), C(EMPEROR), C(BISHOP), C(MERCHANT), C(SCHOLAR),
          C(DIPLOMAT), C(ARTIST)},
         {D(FACTORY), D(FRAMEWORK), D(GREAT_WALL), D(HAUNTED_QUARTER), D(IVORY_TOWER), D(KEEP),
          D(LIBRARY), D(MUSEUM), D(OBSERVATORY), D(PARK), D(POOR_HOUSE), D(QUARRY),
          D(SCHOOL_OF_MAGIC), D(SMITHY)}},
    [CIT_PRESET_DEVIOUS_DIGNITARIES] =
        {"devious_dignitaries", "Krumme Würdenträger", "Devious Dignitaries",
         "Sprytni dygnitarze",
         {0, C(MAGISTRATE), C(BLACKMAILER), C(WIZARD), C(KING), C(ABBOT), C(ALCHEMIST),
          C(NAVIGATOR), C(MARSHAL), C(QUEEN)},
         /* DE16 and the English copy list the Fabrik where PL16 has the
          * Goldmine: DE16 governs (citadels-cards.md §8.7). */
         {D(DRAGON_GATE), D(FACTORY), D(FRAMEWORK), D(HAUNTED_QUARTER), D(LABORATORY),
          D(NECROPOLIS), D(PARK), D(POOR_HOUSE), D(SECRET_VAULT), D(SMITHY), D(STABLES),
          D(THEATER), D(THIEVES_DEN), D(WISHING_WELL)}},
    [CIT_PRESET_TENACIOUS_DELEGATES] =
        {"tenacious_delegates", "Hartnäckige Delegierte", "Tenacious Delegates",
         "Nieustępliwi delegaci",
         {0, C(ASSASSIN), C(SPY), C(SEER), C(KING), C(CARDINAL), C(TRADER), C(SCHOLAR),
          C(DIPLOMAT), C(ARTIST)},
         {D(BASILICA), D(CAPITOL), D(HAUNTED_QUARTER), D(IMPERIAL_TREASURY), D(LABORATORY),
          D(LIBRARY), D(MAP_ROOM), D(OBSERVATORY), D(SCHOOL_OF_MAGIC), D(SECRET_VAULT),
          D(SMITHY), D(STABLES), D(STATUE), D(WISHING_WELL)}},
    [CIT_PRESET_VICIOUS_NOBLES] =
        {"vicious_nobles", "Bösartige Adelige", "Vicious Nobles", "Okrutni szlachcice",
         {0, C(ASSASSIN), C(THIEF), C(MAGICIAN), C(PATRICIAN), C(CARDINAL), C(MERCHANT),
          C(NAVIGATOR), C(WARLORD), C(TAX_COLLECTOR)},
         {D(ARMORY), D(BASILICA), D(DRAGON_GATE), D(GOLD_MINE), D(IMPERIAL_TREASURY),
          D(IVORY_TOWER), D(LABORATORY), D(MAP_ROOM), D(MONUMENT), D(MUSEUM),
          D(SCHOOL_OF_MAGIC), D(STATUE), D(THIEVES_DEN), D(WISHING_WELL)}},
};

const char *const cit_preset_wire[] = {
#define X(id, w) [CIT_PRESET_##id] = w,
    CIT_PRESET_LIST(X)
#undef X
        NULL,
};

/* The footnotes' two choices each; the first is the default. König: the
 * same rank-4 noble income and crown as the Kaiser without his giving the
 * crown away, and playable since the first game. Künstlerin: the rank 9 of
 * the first game, the one a 3-player table of the first game uses. */
const char *const cit_emperor_sub_wire[] = {"king", "patrician", NULL};
const char *const cit_queen_sub_wire[] = {"artist", "tax_collector", NULL};

/* The character that stands in for ch at this table, or ch itself. */
static int substitute(const cit_config *c, int ch)
{
    if (ch == CIT_C_EMPEROR && c->nplayers < cit_characters[ch].min_players)
        return c->emperor_alt ? CIT_C_PATRICIAN : CIT_C_KING;
    if (ch == CIT_C_QUEEN && c->nplayers < cit_characters[ch].min_players)
        return c->queen_alt ? CIT_C_TAX_COLLECTOR : CIT_C_ARTIST;
    return ch;
}

void cit_preset_apply(cit_config *c)
{
    const cit_preset_def *p = &cit_presets[c->preset < CIT_PRESET_COUNT ? c->preset : 0];
    memset(c->lineup, 0, sizeof c->lineup);
    for (int r = 1; r <= 8; r++)
        c->lineup[r] = (uint8_t)substitute(c, p->characters[r]);
    /* RULE: DE16 "Das Spiel mit 9 Charakteren": rank 9 is needed with 3
     * and 8 players, not used with 2, optional otherwise. */
    int nine = c->nplayers == 3 || c->nplayers == 8 || (c->ninth && c->nplayers != 2);
    if (nine)
        c->lineup[9] = (uint8_t)substitute(c, p->characters[9]);
    c->ncharacters = nine ? 9 : 8;
    c->nuniques = 0;
    if (!c->random_uniques)
        for (int i = 0; i < CIT_UNIQUES_PER_GAME; i++)
            c->uniques[c->nuniques++] = p->uniques[i];
}

/* RULE: DE16 "Regeln zur freien Auswahl": any 14 uniques. Drawn from the
 * game's generator, so the seed fixes them and a replay deals the same
 * deck; the draw is public once the game starts (the deck's composition is
 * known to all, as with a chosen set). */
int cit_draw_uniques(gh_rng *rng, int (*allowed)(int kind), uint8_t out[CIT_UNIQUES_PER_GAME])
{
    uint8_t pool[CIT_D_COUNT];
    int n = 0;
    for (int k = 1; k < CIT_D_COUNT; k++)
        if (cit_districts[k].type == CIT_UNIQUE && allowed(k))
            pool[n++] = (uint8_t)k;
    /* A partial Fisher-Yates: the first 14 of the shuffled pool. */
    int m = 0;
    for (; m < CIT_UNIQUES_PER_GAME && m < n; m++) {
        int j = m + (int)gh_rng_below(rng, (uint32_t)(n - m));
        uint8_t t = pool[m];
        pool[m] = pool[j];
        pool[j] = t;
        out[m] = pool[m];
    }
    return m;
}

/* Only playable uniques are drawn. */
void cit_draw_random_uniques(cit_state *s)
{
    if (s->cfg.rules == CIT_RULES_DARK_CITY) /* issue 12: dark city — a recommended mix */
        return cit_dark_draw_mix(s);
    s->cfg.nuniques = (uint8_t)cit_draw_uniques(&s->rng, cit_district_playable, s->cfg.uniques);
}
