/* cards.h — the Citadels card tables: district kinds and characters.
 *
 * One X-macro list per table drives the enum, the definition rows, the wire
 * name (used in JSON and as the translation key of the browser client) and the
 * names in German, English and Polish. _Static_asserts keep the counts honest.
 *
 * Sources: ../shared/rules/citadels-2016-rules-de.txt (DE16) wins; costs,
 * counts and names the rulebooks do not print come from
 * ../shared/docs/citadels-cards.md and are marked in docs/citadels-rules.md. */
#ifndef GH_CITADELS_CARDS_H
#define GH_CITADELS_CARDS_H

#include <stdint.h>

/* District types. Zero means "no type". */
enum cit_type {
    CIT_TYPE_NONE = 0,
    CIT_NOBLE,
    CIT_RELIGIOUS,
    CIT_TRADE,
    CIT_MILITARY,
    CIT_UNIQUE,
    CIT_ACTION, /* issue 12: an action card of the 2016 variant (DE16 "Variante:
                 * Aktionskarten"): held in hand like a district, never a type of a
                 * city for income or scoring */
    CIT_TYPE_COUNT
};

/* Named flag bits of a district kind. */
enum cit_district_flag {
    CIT_DF_FIRST_GAME = 1u << 0, /* one of the 14 uniques of "Dein erstes Spiel" */
    CIT_DF_GERMAN_EXTRA = 1u << 1, /* one of the six extras of the German 2017 box (DE16
                                    * "Material"); costs and effects are readings 29+
                                    * of docs/citadels-rules.md */
    CIT_DF_UNBUILDABLE = 1u << 2, /* never enters a city (Geheimkammer) */
};

/* X(ID, wire, type, cost, count, silver, flags, de, en, pl)
 * `silver` = printed bonus points (DE16 "Erklärungen der Gebäude": silver coins
 * score 1 point each at game end and are not part of the cost). */
#define CIT_DISTRICT_LIST(X)                                                                       \
    X(MANOR, "manor", CIT_NOBLE, 3, 5, 0, 0, "Herrenhaus", "Manor", "Dwór")                        \
    X(CASTLE, "castle", CIT_NOBLE, 4, 4, 0, 0, "Schloss", "Castle", "Zamek")                       \
    X(PALACE, "palace", CIT_NOBLE, 5, 3, 0, 0, "Palast", "Palace", "Pałac")                        \
    X(TEMPLE, "temple", CIT_RELIGIOUS, 1, 3, 0, 0, "Tempel", "Temple", "Świątynia")                \
    X(CHURCH, "church", CIT_RELIGIOUS, 2, 3, 0, 0, "Kirche", "Church", "Kościół")                  \
    X(MONASTERY, "monastery", CIT_RELIGIOUS, 3, 3, 0, 0, "Kloster", "Monastery", "Klasztor")       \
    X(CATHEDRAL, "cathedral", CIT_RELIGIOUS, 5, 2, 0, 0, "Kathedrale", "Cathedral", "Katedra")     \
    X(TAVERN, "tavern", CIT_TRADE, 1, 5, 0, 0, "Taverne", "Tavern", "Karczma")                     \
    X(MARKET, "market", CIT_TRADE, 2, 4, 0, 0, "Markt", "Market", "Targowisko")                    \
    X(TRADING_POST, "trading_post", CIT_TRADE, 2, 3, 0, 0, "Handelsposten", "Trading Post",        \
      "Faktoria")                                                                                  \
    X(DOCKS, "docks", CIT_TRADE, 3, 3, 0, 0, "Kontor", "Docks", "Doki")                            \
    X(HARBOR, "harbor", CIT_TRADE, 4, 3, 0, 0, "Hafen", "Harbor", "Port")                          \
    X(TOWN_HALL, "town_hall", CIT_TRADE, 5, 2, 0, 0, "Rathaus", "Town Hall", "Ratusz")             \
    X(WATCHTOWER, "watchtower", CIT_MILITARY, 1, 3, 0, 0, "Wachturm", "Watchtower", "Strażnica")   \
    X(PRISON, "prison", CIT_MILITARY, 2, 3, 0, 0, "Kerker", "Prison", "Więzienie")                 \
    X(BARRACKS, "barracks", CIT_MILITARY, 3, 3, 0, 0, "Turnierplatz", "Barracks", "Koszary")       \
    X(FORTRESS, "fortress", CIT_MILITARY, 5, 2, 0, 0, "Festung", "Fortress", "Forteca")            \
    X(DRAGON_GATE, "dragon_gate", CIT_UNIQUE, 6, 1, 2, CIT_DF_FIRST_GAME, "Drachenhort",           \
      "Dragon Gate", "Smocza brama")                                                               \
    X(FACTORY, "factory", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME, "Fabrik", "Factory", "Fabryka")  \
    X(HAUNTED_QUARTER, "haunted_quarter", CIT_UNIQUE, 2, 1, 0, CIT_DF_FIRST_GAME, "Geisterstadt",  \
      "Haunted Quarter", "Nawiedzona dzielnica")                                                   \
    X(IMPERIAL_TREASURY, "imperial_treasury", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME,              \
      "Schatzkammer", "Imperial Treasury", "Cesarski skarbiec")                                    \
    X(KEEP, "keep", CIT_UNIQUE, 3, 1, 0, CIT_DF_FIRST_GAME, "Zitadelle", "Keep", "Fort")           \
    X(LABORATORY, "laboratory", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME, "Laboratorium",            \
      "Laboratory", "Laboratorium")                                                                \
    X(LIBRARY, "library", CIT_UNIQUE, 6, 1, 0, CIT_DF_FIRST_GAME, "Bibliothek", "Library",         \
      "Biblioteka")                                                                                \
    X(MAP_ROOM, "map_room", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME, "Kartenraum", "Map Room",      \
      "Komnata map")                                                                               \
    X(QUARRY, "quarry", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME, "Steinbruch", "Quarry",            \
      "Kamieniołom")                                                                               \
    X(SCHOOL_OF_MAGIC, "school_of_magic", CIT_UNIQUE, 6, 1, 0, CIT_DF_FIRST_GAME, "Zauberschule",  \
      "School of Magic", "Szkoła magii")                                                           \
    X(SMITHY, "smithy", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME, "Schmiede", "Smithy", "Kuźnia")    \
    X(STATUE, "statue", CIT_UNIQUE, 3, 1, 0, CIT_DF_FIRST_GAME, "Statue", "Statue", "Pomnik")      \
    X(THIEVES_DEN, "thieves_den", CIT_UNIQUE, 6, 1, 0, CIT_DF_FIRST_GAME, "Spelunke",              \
      "Thieves' Den", "Kryjówka złodziei")                                                         \
    X(WISHING_WELL, "wishing_well", CIT_UNIQUE, 5, 1, 0, CIT_DF_FIRST_GAME, "Wunschbrunnen",       \
      "Wishing Well", "Studnia życzeń")                                                            \
    X(ARMORY, "armory", CIT_UNIQUE, 3, 1, 0, 0, "Waffenkammer", "Armory", "Zbrojownia")            \
    X(BASILICA, "basilica", CIT_UNIQUE, 4, 1, 0, 0, "Basilika", "Basilica", "Bazylika")            \
    X(CAPITOL, "capitol", CIT_UNIQUE, 5, 1, 0, 0, "Kapitol", "Capitol", "Kapitol")                 \
    X(FRAMEWORK, "framework", CIT_UNIQUE, 3, 1, 0, 0, "Gerüst", "Framework", "Rusztowanie")        \
    X(GOLD_MINE, "gold_mine", CIT_UNIQUE, 6, 1, 0, 0, "Goldmine", "Gold Mine", "Kopalnia złota")   \
    X(GREAT_WALL, "great_wall", CIT_UNIQUE, 6, 1, 0, 0, "Große Mauer", "Great Wall", "Wielki mur") \
    X(IVORY_TOWER, "ivory_tower", CIT_UNIQUE, 5, 1, 0, 0,                                          \
      "Elfenbeinturm", "Ivory Tower", "Samotna wieża")                                             \
    X(MONUMENT, "monument", CIT_UNIQUE, 4, 1, 0, 0, "Monument", "Monument", "Monument")            \
    X(MUSEUM, "museum", CIT_UNIQUE, 4, 1, 0, 0, "Museum", "Museum", "Muzeum")                      \
    X(NECROPOLIS, "necropolis", CIT_UNIQUE, 5, 1, 0, 0, "Totenstadt", "Necropolis", "Nekropolia")  \
    X(OBSERVATORY, "observatory", CIT_UNIQUE, 4, 1, 0, 0,                                          \
      "Sternwarte", "Observatory", "Obserwatorium")                                                \
    X(PARK, "park", CIT_UNIQUE, 6, 1, 0, 0, "Park", "Park", "Park")                                \
    X(POOR_HOUSE, "poor_house", CIT_UNIQUE, 4, 1, 0, 0, "Armenhaus", "Poor House", "Dom biedoty")  \
    X(SECRET_VAULT, "secret_vault", CIT_UNIQUE, 0, 1, 3, CIT_DF_UNBUILDABLE,                       \
      "Geheimkammer", "Secret Vault", "Tajny skarbiec")                                            \
    X(STABLES, "stables", CIT_UNIQUE, 2, 1, 0, 0, "Stallungen", "Stables", "Stajnie")              \
    X(THEATER, "theater", CIT_UNIQUE, 6, 1, 0, 0, "Theater", "Theater", "Teatr")                   \
    X(BELL_TOWER, "bell_tower", CIT_UNIQUE, 5, 1, 0, CIT_DF_GERMAN_EXTRA,                          \
      "Glockenturm", "Bell Tower", "Dzwonnica")                                                    \
    X(GRAVEYARD, "graveyard", CIT_UNIQUE, 5, 1, 0, CIT_DF_GERMAN_EXTRA,                            \
      "Friedhof", "Graveyard", "Cmentarz")                                                         \
    X(HOSPITAL, "hospital", CIT_UNIQUE, 6, 1, 0, CIT_DF_GERMAN_EXTRA,                              \
      "Hospital", "Hospital", "Szpital")                                                           \
    X(LIGHTHOUSE, "lighthouse", CIT_UNIQUE, 3, 1, 0, CIT_DF_GERMAN_EXTRA,                          \
      "Leuchtturm", "Lighthouse", "Latarnia morska")                                               \
    X(THRONE_ROOM, "throne_room", CIT_UNIQUE, 6, 1, 0, CIT_DF_GERMAN_EXTRA,                        \
      "Thronsaal", "Throne Room", "Sala tronowa")                                                  \
    X(UNIVERSITY, "university", CIT_UNIQUE, 6, 1, 2, CIT_DF_GERMAN_EXTRA,                          \
      "Universität", "University", "Uniwersytet")                                                  \
    /* --- issue 12: Dark City (DdL "Die neuen Bauwerke": the one building not in the 2017   \
       box; its cost is DRAFT, citadels-cards.md §6.2) --- */                                    \
    X(BALLROOM, "ballroom", CIT_UNIQUE, 6, 1, 0, 0, "Ballsaal", "Ball Room", "Sala balowa")       \
    /* --- issue 12: the 15 action cards (DE16 "Variante: Aktionskarten"; the names of the    \
       overbuild and take-a-card cards are lost in the OCR: citadels-cards.md §7.2) --- */       \
    X(ACROBAT, "acrobat", CIT_ACTION, 0, 1, 0, 0, "Akrobatin", "Acrobat", "Akrobatka")            \
    X(DIRECTOR, "director", CIT_ACTION, 0, 2, 0, 0, "Direktor", "Director", "Dyrektor")           \
    X(TICKET_BOOTH, "ticket_booth", CIT_ACTION, 0, 3, 0, 0, "Kassenwagen", "Ticket Booth",        \
      "Kasa biletowa")                                                                             \
    X(CANNONBALL, "living_cannonball", CIT_ACTION, 0, 2, 0, 0, "Lebende Kanonenkugel",            \
      "Living Cannonball", "Żywa kula armatnia")                                                   \
    X(RASPUTIN, "rasputin", CIT_ACTION, 0, 2, 0, 0, "Rasputin", "Rasputin", "Rasputin")           \
    X(FORTUNE_TELLER, "fortune_teller", CIT_ACTION, 0, 2, 0, 0, "Wahrsagerin", "Fortune Teller",  \
      "Wróżbitka")                                                                                 \
    X(CIRCUS_TENT, "circus_tent", CIT_ACTION, 0, 3, 0, 0, "Zirkuszelt", "Circus Tent",            \
      "Namiot cyrkowy")

enum cit_district_kind {
    CIT_D_NONE = 0,
#define X(id, ...) CIT_D_##id,
    CIT_DISTRICT_LIST(X)
#undef X
        CIT_D_COUNT
};

typedef struct cit_district_def {
    const char *wire; /* stable identifier, also the translation key */
    uint8_t type;     /* enum cit_type */
    uint8_t cost;     /* gold coins printed */
    uint8_t count;    /* copies in the box */
    uint8_t silver;   /* printed bonus points */
    uint32_t flags;   /* enum cit_district_flag */
    const char *name_de, *name_en, *name_pl;
} cit_district_def;

extern const cit_district_def cit_districts[CIT_D_COUNT];

/* What a character's per-type income pays (DE16 "Charakter-Fähigkeiten im
 * Einzelnen": gold for König/Bischof/Händlerin/Söldner, cards for Patrizier and
 * Kardinal, any mix for the Ablassprediger). */
enum cit_income_res { CIT_RES_GOLD = 0, CIT_RES_CARDS = 1, CIT_RES_MIX = 2 };

/* Characters, identified across the whole box; a game uses one per rank.
 * X(ID, wire, rank, income_type, income_res, build_limit, min_players, de, en, pl)
 * min_players: DE16 §"Änderungen bei 2 Spielern" (no Kaiser) and the Königin's
 * "nur ab 5 Spielern". The first nine keep their ids (stored games name
 * characters by wire, but tests index the table). */
#define CIT_CHARACTER_LIST(X)                                                                      \
    X(ASSASSIN, "assassin", 1, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Assassine", "Assassin",         \
      "Zabójczyni")                                                                                \
    X(THIEF, "thief", 2, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Dieb", "Thief", "Złodziej")           \
    X(MAGICIAN, "magician", 3, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Magierin", "Magician",          \
      "Iluzjonistka")                                                                              \
    X(KING, "king", 4, CIT_NOBLE, CIT_RES_GOLD, 1, 2, "König", "King", "Król")                     \
    X(BISHOP, "bishop", 5, CIT_RELIGIOUS, CIT_RES_GOLD, 1, 2, "Bischof", "Bishop", "Biskup")       \
    X(MERCHANT, "merchant", 6, CIT_TRADE, CIT_RES_GOLD, 1, 2, "Händlerin", "Merchant", "Kupiec")   \
    X(ARCHITECT, "architect", 7, CIT_TYPE_NONE, CIT_RES_GOLD, 3, 2, "Baumeisterin", "Architect",   \
      "Architektka")                                                                               \
    X(WARLORD, "warlord", 8, CIT_MILITARY, CIT_RES_GOLD, 1, 2, "Söldner", "Warlord", "Generał")     \
    X(ARTIST, "artist", 9, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Künstlerin", "Artist", "Artystka")   \
    X(WITCH, "witch", 1, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Hexe", "Witch", "Wiedźma")            \
    X(MAGISTRATE, "magistrate", 1, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Magistrat", "Magistrate",   \
      "Sędzia")                                                                                    \
    X(SPY, "spy", 2, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Spion", "Spy", "Szpieg")                  \
    X(BLACKMAILER, "blackmailer", 2, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Erpresserin",             \
      "Blackmailer", "Szantażystka")                                                               \
    X(WIZARD, "wizard", 3, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Beschwörer", "Wizard", "Czarodziej") \
    X(SEER, "seer", 3, CIT_TYPE_NONE, CIT_RES_GOLD, 2, 2, "Seherin", "Seer", "Wróżka")             \
    X(EMPEROR, "emperor", 4, CIT_NOBLE, CIT_RES_GOLD, 1, 3, "Kaiser", "Emperor", "Cesarz")         \
    X(PATRICIAN, "patrician", 4, CIT_NOBLE, CIT_RES_CARDS, 1, 2, "Patrizier", "Patrician",         \
      "Patrycjusz")                                                                                \
    X(ABBOT, "abbot", 5, CIT_RELIGIOUS, CIT_RES_MIX, 1, 2, "Ablassprediger", "Abbot", "Opat")      \
    X(CARDINAL, "cardinal", 5, CIT_RELIGIOUS, CIT_RES_CARDS, 1, 2, "Kardinal", "Cardinal",         \
      "Kardynał")                                                                                  \
    X(ALCHEMIST, "alchemist", 6, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Alchemistin", "Alchemist",    \
      "Alchemik")                                                                                  \
    X(TRADER, "trader", 6, CIT_TRADE, CIT_RES_GOLD, 1, 2, "Kaufmann", "Trader", "Handlarz")        \
    X(NAVIGATOR, "navigator", 7, CIT_TYPE_NONE, CIT_RES_GOLD, 0, 2, "Kapitänin", "Navigator",      \
      "Nawigatorka")                                                                               \
    X(SCHOLAR, "scholar", 7, CIT_TYPE_NONE, CIT_RES_GOLD, 2, 2, "Gelehrte", "Scholar", "Uczona")   \
    X(DIPLOMAT, "diplomat", 8, CIT_MILITARY, CIT_RES_GOLD, 1, 2, "Diplomatin", "Diplomat",         \
      "Dyplomata")                                                                                 \
    X(MARSHAL, "marshal", 8, CIT_MILITARY, CIT_RES_GOLD, 1, 2, "Marschall", "Marshal", "Marszałek") \
    X(QUEEN, "queen", 9, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 5, "Königin", "Queen", "Królowa")         \
    X(TAX_COLLECTOR, "tax_collector", 9, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Steuereintreiber",    \
      "Tax Collector", "Poborca podatkowy")                                                        \
    /* --- issue 12: the 8 classic characters (OFuA "Die 8 Charaktereigenschaften"; English  \
       and Polish names are not in the rulebooks: citadels-cards.md §3.1) --- */                 \
    X(CL_ASSASSIN, "classic_assassin", 1, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Meuchler",          \
      "Assassin", "Skrytobójca")                                                                   \
    X(CL_THIEF, "classic_thief", 2, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Dieb", "Thief",           \
      "Złodziej")                                                                                  \
    X(CL_MAGICIAN, "classic_magician", 3, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Magier",            \
      "Magician", "Magik")                                                                         \
    X(CL_KING, "classic_king", 4, CIT_NOBLE, CIT_RES_GOLD, 1, 2, "König", "King", "Król")         \
    X(CL_BISHOP, "classic_bishop", 5, CIT_RELIGIOUS, CIT_RES_GOLD, 1, 2, "Prediger", "Bishop",    \
      "Biskup")                                                                                    \
    X(CL_MERCHANT, "classic_merchant", 6, CIT_TRADE, CIT_RES_GOLD, 1, 2, "Händler", "Merchant",   \
      "Kupiec")                                                                                    \
    X(CL_ARCHITECT, "classic_architect", 7, CIT_TYPE_NONE, CIT_RES_GOLD, 3, 2, "Baumeister",      \
      "Architect", "Architekt")                                                                    \
    X(CL_WARLORD, "classic_warlord", 8, CIT_MILITARY, CIT_RES_GOLD, 1, 2, "Söldner", "Warlord",   \
      "Kondotier")                                                                                 \
    /* --- issue 12: the 10 Dark City characters (DdL "Die neuen Charakterkarten"; English   \
       and Polish names are not in the rulebooks: citadels-cards.md §3.2) --- */                 \
    X(DC_WITCH, "dark_witch", 1, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Hexe", "Witch",              \
      "Czarownica")                                                                                \
    X(DC_TAX_COLLECTOR, "dark_tax_collector", 2, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2,               \
      "Steuereintreiber", "Tax Collector", "Poborca")                                              \
    X(DC_WIZARD, "dark_wizard", 3, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Beschwörer", "Wizard",     \
      "Czarnoksiężnik")                                                                            \
    X(DC_EMPEROR, "dark_emperor", 4, CIT_NOBLE, CIT_RES_GOLD, 1, 2, "Intrigant", "Emperor",       \
      "Intrygant")                                                                                 \
    X(DC_ABBOT, "dark_abbot", 5, CIT_RELIGIOUS, CIT_RES_GOLD, 1, 2, "Ablassprediger", "Abbot",    \
      "Opat")                                                                                      \
    X(DC_ALCHEMIST, "dark_alchemist", 6, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Alchemist",          \
      "Alchemist", "Alchemik")                                                                     \
    X(DC_NAVIGATOR, "dark_navigator", 7, CIT_TYPE_NONE, CIT_RES_GOLD, 0, 2, "Eroberer",           \
      "Navigator", "Zdobywca")                                                                     \
    X(DC_DIPLOMAT, "dark_diplomat", 8, CIT_MILITARY, CIT_RES_GOLD, 1, 2, "Diplomat", "Diplomat",  \
      "Dyplomata")                                                                                 \
    X(DC_ARTIST, "dark_artist", 9, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 2, "Künstler", "Artist",       \
      "Artysta")                                                                                   \
    X(DC_QUEEN, "dark_queen", 9, CIT_TYPE_NONE, CIT_RES_GOLD, 1, 5, "Königin", "Queen",           \
      "Królowa")

enum cit_character {
    CIT_C_NONE = 0,
#define X(id, ...) CIT_C_##id,
    CIT_CHARACTER_LIST(X)
#undef X
        CIT_C_COUNT
};

typedef struct cit_character_def {
    const char *wire;
    uint8_t rank;        /* 1..9: the calling order */
    uint8_t income_type; /* districts of this type pay 1 resource each, or CIT_TYPE_NONE */
    uint8_t income_res;  /* enum cit_income_res: what each of them pays */
    uint8_t build_limit; /* districts this character may build in its turn (0: none) */
    uint8_t min_players; /* fewest players a game with this character may have */
    const char *name_de, *name_en, *name_pl;
} cit_character_def;

extern const cit_character_def cit_characters[CIT_C_COUNT];

/* Issue 12: the rule sets. A classic or Dark City character shares the
 * engine hooks of the 2016 character it descends from, its role (the
 * Meuchler plays as the Assassine); where its own text differs, the hook
 * asks which card it is or which rule set runs. 2016 characters are their
 * own role; so is the Dark City Steuereintreiber (rank 2, rules of its own). */
extern const uint8_t cit_character_roles[CIT_C_COUNT]; /* cards.c */
static inline int cit_character_role(int ch)
{
    if (ch <= 0 || ch >= CIT_C_COUNT)
        return 0;
    return cit_character_roles[ch] ? cit_character_roles[ch] : ch;
}
/* The rule set a card belongs to (enum cit_era): 2016, classic or Dark City. */
enum cit_era { CIT_ERA_2016 = 0, CIT_ERA_CLASSIC = 1, CIT_ERA_DARK_CITY = 2 };
int cit_character_era(int ch);

#define CIT_BASE_DISTRICTS 54
#define CIT_UNIQUES_PER_GAME 14

const char *cit_type_wire(int type);
int cit_type_from_wire(const char *s);
int cit_district_from_wire(const char *s);
int cit_character_from_wire(const char *s);

#endif
