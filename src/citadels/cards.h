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
    CIT_TYPE_COUNT
};

/* Named flag bits of a district kind. */
enum cit_district_flag {
    CIT_DF_FIRST_GAME = 1u << 0, /* one of the 14 uniques of "Dein erstes Spiel" */
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
      "Wishing Well", "Studnia życzeń")

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

/* Characters, identified across the whole box; a game uses one per rank.
 * X(ID, wire, rank, income_type, build_limit, de, en, pl) */
#define CIT_CHARACTER_LIST(X)                                                                      \
    X(ASSASSIN, "assassin", 1, CIT_TYPE_NONE, 1, "Assassine", "Assassin", "Zabójczyni")            \
    X(THIEF, "thief", 2, CIT_TYPE_NONE, 1, "Dieb", "Thief", "Złodziej")                            \
    X(MAGICIAN, "magician", 3, CIT_TYPE_NONE, 1, "Magierin", "Magician", "Iluzjonistka")           \
    X(KING, "king", 4, CIT_NOBLE, 1, "König", "King", "Król")                                      \
    X(BISHOP, "bishop", 5, CIT_RELIGIOUS, 1, "Bischof", "Bishop", "Biskup")                        \
    X(MERCHANT, "merchant", 6, CIT_TRADE, 1, "Händlerin", "Merchant", "Kupiec")                    \
    X(ARCHITECT, "architect", 7, CIT_TYPE_NONE, 3, "Baumeisterin", "Architect", "Architektka")     \
    X(WARLORD, "warlord", 8, CIT_MILITARY, 1, "Söldner", "Warlord", "Generał")                     \
    X(ARTIST, "artist", 9, CIT_TYPE_NONE, 1, "Künstlerin", "Artist", "Artystka")

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
    uint8_t income_type; /* districts of this type pay 1 gold each, or CIT_TYPE_NONE */
    uint8_t build_limit; /* districts this character may build in its turn */
    const char *name_de, *name_en, *name_pl;
} cit_character_def;

extern const cit_character_def cit_characters[CIT_C_COUNT];

#define CIT_BASE_DISTRICTS 54
#define CIT_UNIQUES_PER_GAME 14

const char *cit_type_wire(int type);
int cit_type_from_wire(const char *s);
int cit_district_from_wire(const char *s);
int cit_character_from_wire(const char *s);

#endif
