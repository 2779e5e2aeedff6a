/* cards.h — the Dominion card table: every card kind the engine knows, with
 * its names (German, English, Polish), cost, types, set and editions, and
 * the hook that carries out its instructions when it is played.
 *
 * Cards are data (one row per kind, cards.c); behaviour that is not data is a
 * hook with one signature (dom_hook, engine.h), in the file of the card's set
 * (cards_base.c, cards_intrigue.c, …). A kind is a small integer: states hold
 * kinds, never pointers. */
#ifndef GH_DOMINION_CARDS_H
#define GH_DOMINION_CARDS_H

#include <stdint.h>

/* Card types (a mask: Mill is Action and Victory). */
enum dom_type {
    DT_ACTION = 1u << 0,
    DT_TREASURE = 1u << 1,
    DT_VICTORY = 1u << 2,
    DT_CURSE = 1u << 3,
    DT_ATTACK = 1u << 4,
    DT_REACTION = 1u << 5,
    DT_DURATION = 1u << 6, /* Seaside (later): stays in play */
};

/* The sets of the dividers (dominion-card-dividers-de.txt). */
enum dom_set {
    DSET_BASIC = 0, /* Copper … Curse: always in the supply */
    DSET_BASE,      /* Dominion (Basisspiel) */
    DSET_INTRIGUE,  /* Die Intrige */
    DSET_COUNT
};

/* Editions a kingdom card appears in (a mask). */
enum dom_edition {
    DED_1 = 1u << 0, /* 1st edition (2008 / 2009) */
    DED_2 = 1u << 1, /* 2nd edition (2016) */
    DED_BOTH = DED_1 | DED_2,
};

/* X(ID, wire, German, English, Polish, cost, types, set, editions) */
#define DOM_CARD_LIST(X)                                                                           \
    /* basic cards */                                                                              \
    X(COPPER, "copper", "Kupfer", "Copper", "Miedziaki", 0, DT_TREASURE, DSET_BASIC, DED_BOTH)     \
    X(SILVER, "silver", "Silber", "Silver", "Srebrniki", 3, DT_TREASURE, DSET_BASIC, DED_BOTH)     \
    X(GOLD, "gold", "Gold", "Gold", "Złoto", 6, DT_TREASURE, DSET_BASIC, DED_BOTH)                 \
    X(ESTATE, "estate", "Anwesen", "Estate", "Posiadłość", 2, DT_VICTORY, DSET_BASIC, DED_BOTH)    \
    X(DUCHY, "duchy", "Herzogtum", "Duchy", "Powiat", 5, DT_VICTORY, DSET_BASIC, DED_BOTH)         \
    X(PROVINCE, "province", "Provinz", "Province", "Prowincja", 8, DT_VICTORY, DSET_BASIC,         \
      DED_BOTH)                                                                                    \
    X(CURSE, "curse", "Fluch", "Curse", "Klątwa", 0, DT_CURSE, DSET_BASIC, DED_BOTH)               \
    /* Dominion (base game), both editions */                                                      \
    X(CELLAR, "cellar", "Keller", "Cellar", "Piwnica", 2, DT_ACTION, DSET_BASE, DED_BOTH)          \
    X(CHAPEL, "chapel", "Kapelle", "Chapel", "Kaplica", 2, DT_ACTION, DSET_BASE, DED_BOTH)         \
    X(MOAT, "moat", "Burggraben", "Moat", "Fosa", 2, DT_ACTION | DT_REACTION, DSET_BASE, DED_BOTH) \
    X(VILLAGE, "village", "Dorf", "Village", "Wioska", 3, DT_ACTION, DSET_BASE, DED_BOTH)          \
    X(WORKSHOP, "workshop", "Werkstatt", "Workshop", "Warsztat", 3, DT_ACTION, DSET_BASE,          \
      DED_BOTH)                                                                                    \
    X(BUREAUCRAT, "bureaucrat", "Bürokrat", "Bureaucrat", "Urzędnik", 4,                           \
      DT_ACTION | DT_ATTACK, DSET_BASE, DED_BOTH)                                                  \
    X(GARDENS, "gardens", "Gärten", "Gardens", "Ogrody", 4, DT_VICTORY, DSET_BASE, DED_BOTH)       \
    X(MILITIA, "militia", "Miliz", "Militia", "Milicja", 4, DT_ACTION | DT_ATTACK, DSET_BASE,      \
      DED_BOTH)                                                                                    \
    X(MONEYLENDER, "moneylender", "Geldverleiher", "Moneylender", "Lichwiarz", 4, DT_ACTION,       \
      DSET_BASE, DED_BOTH)                                                                         \
    X(REMODEL, "remodel", "Umbau", "Remodel", "Przebudowa", 4, DT_ACTION, DSET_BASE, DED_BOTH)     \
    X(SMITHY, "smithy", "Schmiede", "Smithy", "Kuźnia", 4, DT_ACTION, DSET_BASE, DED_BOTH)         \
    X(THRONE_ROOM, "throne_room", "Thronsaal", "Throne Room", "Sala tronowa", 4, DT_ACTION,        \
      DSET_BASE, DED_BOTH)                                                                         \
    X(COUNCIL_ROOM, "council_room", "Ratsversammlung", "Council Room", "Sala rady", 5, DT_ACTION,  \
      DSET_BASE, DED_BOTH)                                                                         \
    X(FESTIVAL, "festival", "Jahrmarkt", "Festival", "Festyn", 5, DT_ACTION, DSET_BASE, DED_BOTH)  \
    X(LABORATORY, "laboratory", "Laboratorium", "Laboratory", "Laboratorium", 5, DT_ACTION,        \
      DSET_BASE, DED_BOTH)                                                                         \
    X(LIBRARY, "library", "Bibliothek", "Library", "Biblioteka", 5, DT_ACTION, DSET_BASE,          \
      DED_BOTH)                                                                                    \
    X(MARKET, "market", "Markt", "Market", "Targowisko", 5, DT_ACTION, DSET_BASE, DED_BOTH)        \
    X(MINE, "mine", "Mine", "Mine", "Kopalnia", 5, DT_ACTION, DSET_BASE, DED_BOTH)                 \
    X(WITCH, "witch", "Hexe", "Witch", "Wiedźma", 5, DT_ACTION | DT_ATTACK, DSET_BASE, DED_BOTH)   \
    /* Dominion (base game), 1st edition only */                                                   \
    X(CHANCELLOR, "chancellor", "Kanzler", "Chancellor", "Kanclerz", 3, DT_ACTION, DSET_BASE,      \
      DED_1)                                                                                       \
    X(WOODCUTTER, "woodcutter", "Holzfäller", "Woodcutter", "Drwal", 3, DT_ACTION, DSET_BASE,      \
      DED_1)                                                                                       \
    X(FEAST, "feast", "Festmahl", "Feast", "Uczta", 4, DT_ACTION, DSET_BASE, DED_1)                \
    X(SPY, "spy", "Spion", "Spy", "Szpieg", 4, DT_ACTION | DT_ATTACK, DSET_BASE, DED_1)            \
    X(THIEF, "thief", "Dieb", "Thief", "Złodziej", 4, DT_ACTION | DT_ATTACK, DSET_BASE, DED_1)     \
    X(ADVENTURER, "adventurer", "Abenteurer", "Adventurer", "Odkrywca", 6, DT_ACTION,              \
      DSET_BASE, DED_1)                                                                            \
    /* Dominion (base game), 2nd edition only */                                                   \
    X(HARBINGER, "harbinger", "Vorbotin", "Harbinger", "Zwiastun", 3, DT_ACTION, DSET_BASE,        \
      DED_2)                                                                                       \
    X(MERCHANT, "merchant", "Händlerin", "Merchant", "Kupiec", 3, DT_ACTION, DSET_BASE, DED_2)     \
    X(VASSAL, "vassal", "Vasall", "Vassal", "Wasal", 3, DT_ACTION, DSET_BASE, DED_2)               \
    X(POACHER, "poacher", "Wilddiebin", "Poacher", "Kłusownik", 4, DT_ACTION, DSET_BASE, DED_2)    \
    X(BANDIT, "bandit", "Banditin", "Bandit", "Bandyta", 5, DT_ACTION | DT_ATTACK, DSET_BASE,      \
      DED_2)                                                                                       \
    X(SENTRY, "sentry", "Torwächterin", "Sentry", "Wartownik", 5, DT_ACTION, DSET_BASE, DED_2)     \
    X(ARTISAN, "artisan", "Töpferei", "Artisan", "Rękodzielnik", 6, DT_ACTION, DSET_BASE, DED_2)   \
    /* Die Intrige, both editions */                                                               \
    X(COURTYARD, "courtyard", "Burghof", "Courtyard", "Dziedziniec", 2, DT_ACTION, DSET_INTRIGUE,  \
      DED_BOTH)                                                                                    \
    X(PAWN, "pawn", "Handlanger", "Pawn", "Pionek", 2, DT_ACTION, DSET_INTRIGUE, DED_BOTH)         \
    X(MASQUERADE, "masquerade", "Maskerade", "Masquerade", "Maskarada", 3, DT_ACTION,              \
      DSET_INTRIGUE, DED_BOTH)                                                                     \
    X(SHANTY_TOWN, "shanty_town", "Armenviertel", "Shanty Town", "Rudera", 3, DT_ACTION,           \
      DSET_INTRIGUE, DED_BOTH)                                                                     \
    X(STEWARD, "steward", "Verwalter", "Steward", "Zarządca", 3, DT_ACTION, DSET_INTRIGUE,         \
      DED_BOTH)                                                                                    \
    X(SWINDLER, "swindler", "Trickser", "Swindler", "Oszust", 3, DT_ACTION | DT_ATTACK,            \
      DSET_INTRIGUE, DED_BOTH)                                                                     \
    X(WISHING_WELL, "wishing_well", "Wunschbrunnen", "Wishing Well", "Studnia życzeń", 3,          \
      DT_ACTION, DSET_INTRIGUE, DED_BOTH)                                                          \
    X(BARON, "baron", "Baron", "Baron", "Baron", 4, DT_ACTION, DSET_INTRIGUE, DED_BOTH)            \
    X(BRIDGE, "bridge", "Brücke", "Bridge", "Most", 4, DT_ACTION, DSET_INTRIGUE, DED_BOTH)         \
    X(CONSPIRATOR, "conspirator", "Verschwörer", "Conspirator", "Spiskowiec", 4, DT_ACTION,        \
      DSET_INTRIGUE, DED_BOTH)                                                                     \
    X(IRONWORKS, "ironworks", "Eisenhütte", "Ironworks", "Huta", 4, DT_ACTION, DSET_INTRIGUE,      \
      DED_BOTH)                                                                                    \
    X(MINING_VILLAGE, "mining_village", "Bergwerk", "Mining Village", "Osada górnicza", 4,         \
      DT_ACTION, DSET_INTRIGUE, DED_BOTH)                                                          \
    X(DUKE, "duke", "Herzog", "Duke", "Książę", 5, DT_VICTORY, DSET_INTRIGUE, DED_BOTH)            \
    X(MINION, "minion", "Lakai", "Minion", "Sługus", 5, DT_ACTION | DT_ATTACK, DSET_INTRIGUE,      \
      DED_BOTH)                                                                                    \
    X(TORTURER, "torturer", "Kerkermeister", "Torturer", "Oprawca", 5, DT_ACTION | DT_ATTACK,      \
      DSET_INTRIGUE, DED_BOTH)                                                                     \
    X(TRADING_POST, "trading_post", "Handelsposten", "Trading Post", "Faktoria", 5, DT_ACTION,     \
      DSET_INTRIGUE, DED_BOTH)                                                                     \
    X(UPGRADE, "upgrade", "Anbau", "Upgrade", "Ulepszenie", 5, DT_ACTION, DSET_INTRIGUE, DED_BOTH) \
    X(HAREM, "harem", "Harem", "Harem", "Harem", 6, DT_TREASURE | DT_VICTORY, DSET_INTRIGUE,       \
      DED_BOTH)                                                                                    \
    X(NOBLES, "nobles", "Adelige", "Nobles", "Szlachta", 6, DT_ACTION | DT_VICTORY, DSET_INTRIGUE, \
      DED_BOTH)                                                                                    \
    /* Die Intrige, 1st edition only */                                                            \
    X(SECRET_CHAMBER, "secret_chamber", "Geheimkammer", "Secret Chamber", "Tajna komnata", 2,      \
      DT_ACTION | DT_REACTION, DSET_INTRIGUE, DED_1)                                               \
    X(GREAT_HALL, "great_hall", "Große Halle", "Great Hall", "Wielka sala", 3,                     \
      DT_ACTION | DT_VICTORY, DSET_INTRIGUE, DED_1)                                                \
    X(COPPERSMITH, "coppersmith", "Kupferschmied", "Coppersmith", "Kotlarz", 4, DT_ACTION,         \
      DSET_INTRIGUE, DED_1)                                                                        \
    X(SCOUT, "scout", "Späher", "Scout", "Zwiadowca", 4, DT_ACTION, DSET_INTRIGUE, DED_1)          \
    X(SABOTEUR, "saboteur", "Saboteur", "Saboteur", "Sabotażysta", 5, DT_ACTION | DT_ATTACK,       \
      DSET_INTRIGUE, DED_1)                                                                        \
    X(TRIBUTE, "tribute", "Tribut", "Tribute", "Danina", 5, DT_ACTION, DSET_INTRIGUE, DED_1)       \
    /* Die Intrige, 2nd edition only */                                                            \
    X(LURKER, "lurker", "Herumtreiberin", "Lurker", "Czatowniczka", 2, DT_ACTION, DSET_INTRIGUE,   \
      DED_2)                                                                                       \
    X(SECRET_PASSAGE, "secret_passage", "Geheimgang", "Secret Passage", "Tajne przejście", 4,      \
      DT_ACTION, DSET_INTRIGUE, DED_2)                                                             \
    X(DIPLOMAT, "diplomat", "Diplomatin", "Diplomat", "Dyplomatka", 4, DT_ACTION | DT_REACTION,    \
      DSET_INTRIGUE, DED_2)                                                                        \
    X(MILL, "mill", "Mühle", "Mill", "Młyn", 4, DT_ACTION | DT_VICTORY, DSET_INTRIGUE, DED_2)      \
    X(COURTIER, "courtier", "Höflinge", "Courtier", "Dworzanie", 5, DT_ACTION, DSET_INTRIGUE,      \
      DED_2)                                                                                       \
    X(PATROL, "patrol", "Patrouille", "Patrol", "Patrol", 5, DT_ACTION, DSET_INTRIGUE, DED_2)      \
    X(REPLACE, "replace", "Austausch", "Replace", "Zamiana", 5, DT_ACTION | DT_ATTACK,             \
      DSET_INTRIGUE, DED_2)

enum dom_card {
    DC_NONE = 0, /* no card (kinds start at 1, so a zeroed state holds none) */
#define DOM_CARD_ENUM(id, wire, de, en, pl, cost, types, set, ed) DC_##id,
    DOM_CARD_LIST(DOM_CARD_ENUM)
#undef DOM_CARD_ENUM
    DC_COUNT
};

/* Room for the kinds of the sets still to come (Seaside, Alchemy, promos):
 * per-kind arrays in the state are sized by this, not by DC_COUNT, so adding
 * a set does not change the state's layout beyond the table. */
#define DOM_KIND_MAX 160
_Static_assert(DC_COUNT <= DOM_KIND_MAX, "raise DOM_KIND_MAX");

struct dom_state;
struct dom_frame;
struct game_action;

typedef struct dom_card_info {
    const char *wire;       /* "throne_room": JSON, scenarios, the client */
    const char *name[3];    /* German, English, Polish */
    int8_t cost;            /* coins */
    uint8_t types;          /* enum dom_type */
    uint8_t set;            /* enum dom_set */
    uint8_t editions;       /* enum dom_edition */
} dom_card_info;

extern const dom_card_info dom_cards[DC_COUNT];

static inline int dom_is(int kind, unsigned type)
{
    return kind > DC_NONE && kind < DC_COUNT && (dom_cards[kind].types & type) != 0;
}

/* The kind whose wire name is `wire`, or DC_NONE. */
int dom_card_by_wire(const char *wire);

#endif
