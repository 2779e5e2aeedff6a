/* presets.c — the recommended sets of ten ("Empfohlene 10er Sätze") of the
 * dividers: five of the base game's 1st edition, six of its 2nd, three of
 * Intrigue's 2nd (the dividers give none for Intrigue's 1st edition). The
 * dividers misspell some names in these lists (Gärtner, Bandit, Hatem,
 * Heruntreibern, Armenvertei, …); docs/dominion.md lists how each was read. */
#include "dominion/engine.h"

#define B1 DSET_BASE, DED_1
#define B2 DSET_BASE, DED_2
#define I2 DSET_INTRIGUE, DED_2

const dom_preset dom_presets[] = {
    {"first-game", "Erstes Spiel", B1,
     {DC_MOAT, DC_VILLAGE, DC_WOODCUTTER, DC_CELLAR, DC_MARKET, DC_MILITIA, DC_MINE, DC_SMITHY,
      DC_REMODEL, DC_WORKSHOP}},
    {"big-money", "Großes Geld", B1,
     {DC_ADVENTURER, DC_BUREAUCRAT, DC_FEAST, DC_MONEYLENDER, DC_CHANCELLOR, DC_CHAPEL,
      DC_LABORATORY, DC_MARKET, DC_MINE, DC_THRONE_ROOM}},
    {"interaction", "Interaktion", B1,
     {DC_LIBRARY, DC_MOAT, DC_BUREAUCRAT, DC_THIEF, DC_VILLAGE, DC_FESTIVAL, DC_CHANCELLOR,
      DC_MILITIA, DC_COUNCIL_ROOM, DC_SPY}},
    {"size-distortion", "Im Wandel", B1,
     {DC_THIEF, DC_VILLAGE, DC_FEAST, DC_GARDENS, DC_WITCH, DC_WOODCUTTER, DC_CHAPEL, DC_CELLAR,
      DC_LABORATORY, DC_WORKSHOP}},
    {"village-square", "Dorfplatz", B1,
     {DC_LIBRARY, DC_BUREAUCRAT, DC_VILLAGE, DC_WOODCUTTER, DC_FESTIVAL, DC_CELLAR, DC_MARKET,
      DC_SMITHY, DC_THRONE_ROOM, DC_REMODEL}},
    {"first-game-2", "Erstes Spiel (2. Edition)", B2,
     {DC_MOAT, DC_VILLAGE, DC_MERCHANT, DC_CELLAR, DC_MARKET, DC_MILITIA, DC_MINE, DC_SMITHY,
      DC_REMODEL, DC_WORKSHOP}},
    {"size-distortion-2", "Verzerrte Größen", B2,
     {DC_BANDIT, DC_BUREAUCRAT, DC_GARDENS, DC_WITCH, DC_FESTIVAL, DC_CHAPEL, DC_THRONE_ROOM,
      DC_ARTISAN, DC_SENTRY, DC_WORKSHOP}},
    {"deck-top", "Schleichweg", B2,
     {DC_BUREAUCRAT, DC_VILLAGE, DC_MONEYLENDER, DC_LABORATORY, DC_FESTIVAL, DC_COUNCIL_ROOM,
      DC_ARTISAN, DC_SENTRY, DC_VASSAL, DC_HARBINGER}},
    {"sleight-of-hand", "Kunststück", B2,
     {DC_LIBRARY, DC_GARDENS, DC_FESTIVAL, DC_CELLAR, DC_MILITIA, DC_COUNCIL_ROOM, DC_SMITHY,
      DC_THRONE_ROOM, DC_HARBINGER, DC_POACHER}},
    {"improvements", "Verbesserungen", B2,
     {DC_MOAT, DC_MONEYLENDER, DC_MERCHANT, DC_WITCH, DC_CELLAR, DC_MARKET, DC_MINE, DC_ARTISAN,
      DC_REMODEL, DC_POACHER}},
    {"silver-and-gold", "Silber & Gold", B2,
     {DC_BANDIT, DC_BUREAUCRAT, DC_MONEYLENDER, DC_MERCHANT, DC_CHAPEL, DC_LABORATORY, DC_MINE,
      DC_THRONE_ROOM, DC_VASSAL, DC_HARBINGER}},
    {"victory-dance", "Siegestanz", I2,
     {DC_NOBLES, DC_REPLACE, DC_BARON, DC_IRONWORKS, DC_HAREM, DC_DUKE, DC_COURTIER,
      DC_MASQUERADE, DC_MILL, DC_PATROL}},
    {"the-plot-thickens", "Verschönerung", I2,
     {DC_MINING_VILLAGE, DC_IRONWORKS, DC_SECRET_PASSAGE, DC_TRADING_POST, DC_PAWN, DC_LURKER,
      DC_TORTURER, DC_SWINDLER, DC_CONSPIRATOR, DC_STEWARD}},
    {"best-wishes", "Beste Wünsche", I2,
     {DC_UPGRADE, DC_SHANTY_TOWN, DC_BARON, DC_COURTYARD, DC_DIPLOMAT, DC_SECRET_PASSAGE,
      DC_DUKE, DC_TORTURER, DC_CONSPIRATOR, DC_WISHING_WELL}},
};
const int dom_preset_count = (int)(sizeof dom_presets / sizeof dom_presets[0]);
