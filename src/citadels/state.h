/* state.h — the Citadels game state: one flat struct of small integers.
 *
 * Every physical card is an instance id (0..ncards-1) whose kind is
 * card_kind[id]. Every instance lies in exactly one zone: the deck (a ring
 * buffer, drawn from the top and discarded to the bottom), a hand, a city, or
 * the "aside" zone that holds cards in the middle of a multi-step decision
 * (the two drawn income cards, the Magician's discards, cards paid into the
 * Thieves' Den). Characters are handled by rank (1..9); the lineup maps rank to
 * the character of the box. The RNG lives inside, so memcpy clones a game and
 * the same config + seed + actions always give the same game. */
#ifndef GH_CITADELS_STATE_H
#define GH_CITADELS_STATE_H

#include <stdint.h>

#include "citadels/cards.h"
#include "core/rng.h"
#include "game/game.h"

#define CIT_MAX_SEATS 8
#define CIT_MIN_SEATS 2
#define CIT_MAX_CARDS 128 /* 54 base + 36 unique + 15 action cards fit */
#define CIT_DECK_MASK (CIT_MAX_CARDS - 1)
#define CIT_MAX_RANK 9
#define CIT_NO_SEAT (-1)
#define CIT_CROWN_RANDOM (-2) /* config first_crown: a seat drawn from the seed at setup */
#define CIT_CITY_TARGET_MAX 20 /* the largest city a room may ask for */
#define CIT_MAX_CHARS_PER_SEAT 4 /* 2 players x 4 = the 8 characters of a lineup */

/* How characters reach the players each round (config `selection`). */
enum cit_selection {
    CIT_SELECTION_DRAFT = 0, /* DE16 "Auswahl-Phase": discards, then pass the pile around */
    CIT_SELECTION_DEAL = 1,  /* online variant: the crown picks one, the rest dealt at random */
};

typedef struct cit_config {
    uint8_t nplayers;             /* 2..8 */
    uint8_t ncharacters;          /* 8 or 9 (9 = a rank-9 character is used) */
    uint8_t lineup[CIT_MAX_RANK + 1]; /* character per rank 1..9; [0] unused, 0 = none */
    uint8_t nuniques;             /* unique district kinds in the deck */
    uint8_t uniques[CIT_D_COUNT]; /* their kinds */
    uint8_t city_target;          /* districts of a completed city; 0 = by the rules */
    uint8_t ability_before_income;/* 1: abilities may precede income (house rule) */
    uint8_t starting_gold;        /* DE16: 2 */
    uint8_t starting_cards;       /* DE16: 4 */
    int8_t first_crown;           /* seat holding the crown at the start; -1 = nobody (deal),
                                     CIT_CROWN_RANDOM = a seat drawn from the seed */
    uint8_t selection;            /* enum cit_selection */
    uint8_t characters_per_player;/* 0 = by the rules (see cit_chars_per_player) */
    /* Issue 11 (setup slice, lineups.c): how the lineup and uniques were chosen. */
    uint8_t preset;               /* enum cit_preset: the named lineup (0 = first game) */
    uint8_t random_uniques;       /* 1: 14 playable uniques drawn from the seed at set-up */
    uint8_t ninth;                /* 1: a named lineup uses its rank 9 with 4-7 players too */
    uint8_t emperor_alt;          /* 1: Patrizier, not König, replaces the Kaiser (2 players) */
    uint8_t queen_alt;            /* 1: Steuereintreiber, not Künstlerin, replaces the
                                     Königin (3-4 players) */
    /* Issue 12: the rule set (config "rules", rulesets.c). */
    uint8_t rules;                /* enum cit_rules: whose texts the cards follow */
    uint8_t action_cards;         /* 1: the 15 action cards are in the deck (2016 only) */
    uint8_t online;               /* 1: the online site's rules (ONLINE): fixed step order,
                                     its scoring, no tie-break */
} cit_config;

/* The rule sets (issue 12). The room names a preset (rulesets.c:
 * "2016", "2016-actions", "classic", "dark-city", "online-classic",
 * "online-dark-city"); these three fields are what the engine reads. */
enum cit_rules {
    CIT_RULES_2016 = 0,      /* DE16: the 2016 edition (German 2017 text) */
    CIT_RULES_CLASSIC = 1,   /* OFuA: "Ohne Furcht und Adel" (2000) */
    CIT_RULES_DARK_CITY = 2, /* OFuA + DdL: with "Die dunklen Lande" */
};

/* Kinds of pending decision. */
enum cit_decision {
    CIT_DEC_NONE = 0,
    CIT_DEC_PICK_CHARACTER,    /* choose one character from the cards passed to you */
    CIT_DEC_DISCARD_CHARACTER, /* 2 players: lay one of them face down */
    CIT_DEC_INCOME,            /* take 2 gold or draw cards */
    CIT_DEC_KEEP_CARD,         /* keep one of the drawn cards */
    CIT_DEC_TURN,              /* abilities, district effects, build, end turn */
    CIT_DEC_MAGIC_DISCARD,     /* Magician: discard another card, or draw now */
    CIT_DEC_DEN_PAYMENT,       /* Thieves' Den: pay a card, pay the rest in gold, or cancel */
    CIT_DEC_GAME_OVER,
    /* --- issue 11: agents --- */
    CIT_DEC_BEWITCH,        /* the Hexe names the character she bewitches */
    CIT_DEC_CONFISCATE,     /* the Magistrat: confiscate the warranted build, or not */
    CIT_DEC_BRIBE,          /* the threatened player: bribe the Erpresserin, or not */
    CIT_DEC_REVEAL_THREAT,  /* the Erpresserin: reveal the refused threat, or not */
    /* --- issue 11: court --- */
    CIT_DEC_WIZARD_PICK,       /* Beschwörer: take a card of the looked-at hand, or build it */
    CIT_DEC_SEER_GIVE,         /* Seherin: give one card to each seat she took from */
    CIT_DEC_SCHOLAR_KEEP,      /* Gelehrte: keep one of the cards aside */
    CIT_DEC_CARDINAL_PAY,      /* Kardinal: one hand card per gold lent */
    CIT_DEC_EMPEROR_HEIR,      /* the killed Kaiser's player gives the crown at round end */
    /* --- issue 11: builders --- */
    CIT_DEC_BELL_TOWER, /* the Glockenturm's builder: end one district earlier or normally */
    /* --- issue 11: districts --- */
    CIT_DEC_THEATER,    /* the Theater's owner: swap a character blind, or pass */
    CIT_DEC_GRAVEYARD,  /* the Friedhof's owner: buy the destroyed district (aside) or pass */
    CIT_DEC_LIGHTHOUSE, /* the Leuchtturm's builder takes one card of the deck */
    /* --- issue 12: action cards --- */
    CIT_DEC_ACROBAT,      /* the Akrobatin's holder: rank 4 called, nobody answered */
    CIT_DEC_RASPUTIN,     /* the called, affected holder of a Rasputin: lay it or not */
    CIT_DEC_TICKET_KEEP,  /* the Kassenwagen's payer keeps 1 of the 3 drawn (aside) */
    CIT_DEC_TICKET_CASH,  /* the Kassenwagen's owner, right after a payment: cash or leave */
    CIT_DEC_FORTUNE_PICK, /* the Wahrsagerin: take one card of the looked-at hand */
    /* --- issue 12: classic --- */
    /* --- issue 12: dark city --- */
    CIT_DEC_BALLROOM, /* the called player thanks the King (Ballsaal), or forgets */
    /* --- issue 12: online --- */
    CIT_DEC_COUNT
};

enum cit_phase { CIT_PHASE_SELECTION = 1, CIT_PHASE_ACTION = 2, CIT_PHASE_OVER = 3 };

/* Per-rank facts of the current round. */
enum cit_rank_flag {
    CIT_RF_FACEUP = 1u << 0,   /* discarded face up at the start of selection */
    CIT_RF_FACEDOWN = 1u << 1, /* discarded face down (unseen by most) */
    CIT_RF_KILLED = 1u << 2,
    CIT_RF_ROBBED = 1u << 3,
    CIT_RF_REVEALED = 1u << 4, /* its holder has revealed it */
    CIT_RF_DONE = 1u << 5,     /* its turn is over or was skipped */
    CIT_RF_HEIR = 1u << 6,     /* killed: its round-end reveal as heir is done (turn.c) */
};

/* What a player has used in the current turn. */
enum cit_turn_flag {
    CIT_TF_INCOME = 1u << 0,      /* the must-take income */
    CIT_TF_TYPE_INCOME = 1u << 1, /* gold per district of the character's type */
    CIT_TF_ABILITY = 1u << 2,     /* the main ability (kill, steal, magic, destroy, …) */
    CIT_TF_EXTRA = 1u << 3,       /* Merchant's +1 gold, Architect's +2 cards */
    CIT_TF_LABORATORY = 1u << 4,
    CIT_TF_SMITHY = 1u << 5,
    /* --- issue 11: agents (bits 8..11) --- */
    /* --- issue 11: court (bits 12..17) --- */
    CIT_TF_RICHEST = 1u << 12,    /* Ablassprediger: the richest player's gold */
    /* --- issue 11: builders (bits 18..23) --- */
    /* --- issue 11: districts (bits 24..29) --- */
    CIT_TF_MUSEUM = 1u << 24,   /* a card was tucked under the Museum */
    CIT_TF_HOSPITAL = 1u << 25, /* a killed character's turn by the Hospital: income only */
    /* --- issue 12: action cards (bits 6, 7, 30) --- */
    CIT_TF_ACTION_CARD = 1u << 6, /* DE16 "Variante: Aktionskarten": 1 action card per turn */
    CIT_TF_DIRECTOR = 1u << 7,    /* DE16 "Direktor": up to 2 more builds this turn */
    /* --- issue 12: classic (bit 9) --- */
    /* --- issue 12: dark city (bits 10, 11) --- */
    /* --- issue 12: online (bits 26..29: the step of the fixed order) --- */
    /* bits 26..28: the latest step of ONLINE "Spielverlauf" begun this turn
     * (0 ability, 1 resources, 2 districts, 3 build; online.c) */
};

/* One step of the selection script (see select.c). */
enum cit_select_op {
    CIT_SEL_PICK = 1,       /* seat picks one of the pile */
    CIT_SEL_DISCARD,        /* seat lays one of the pile face down (2 players) */
    CIT_SEL_RANDOM_DISCARD, /* one card of the pile goes face down at random (3 players) */
    CIT_SEL_TAKE_SETASIDE,  /* 7 of 8 / 8 of 9: the last player adds the face-down card */
    CIT_SEL_DEAL,           /* deal selection: the rest of the pile dealt at random (deal.c) */
};

typedef struct cit_player {
    int32_t gold;
    uint8_t nhand, ncity, nchars;
    uint8_t chars[CIT_MAX_CHARS_PER_SEAT]; /* ranks held this round, in the order received */
    uint8_t hand[CIT_MAX_CARDS];
    uint8_t city[CIT_MAX_CARDS]; /* in building order */
} cit_player;

typedef struct cit_state {
    cit_config cfg;
    gh_rng rng;

    uint8_t ncards;
    uint8_t card_kind[CIT_MAX_CARDS];
    uint8_t beautified[CIT_MAX_CARDS / 8]; /* bitset by card id: Artist's +1 cost */

    uint8_t deck[CIT_MAX_CARDS]; /* ring buffer */
    uint8_t deck_head, deck_len;

    uint8_t aside[CIT_MAX_CARDS]; /* cards of the multi-step decision at hand */
    uint8_t naside;

    cit_player players[CIT_MAX_SEATS];

    uint8_t phase;    /* enum cit_phase */
    uint8_t decision; /* enum cit_decision */
    int8_t dec_seat;  /* seat that must decide */
    uint16_t round;   /* 1-based */
    int8_t crown;     /* seat holding the crown, or -1 (deal selection: nobody yet) */
    int8_t first_complete; /* first seat to complete its city, or -1 */
    uint8_t ending;   /* a city is complete: the game ends with this round */

    /* selection */
    uint8_t char_deck[CIT_MAX_RANK]; /* ranks in shuffled order (the character pile);
                                      * the deal selection deals from it */
    uint8_t nchar_deck;
    uint16_t pile;       /* ranks currently being passed around, as a bitmask */
    int8_t setaside;     /* the face-down card of the 7/8-player rule, or 0 */
    uint8_t sel_steps[2 * CIT_MAX_SEATS + 4][2]; /* {op, seat} */
    uint8_t nsel_steps, sel_step;

    /* per-rank state of the round */
    int8_t holder[CIT_MAX_RANK + 1];       /* seat holding rank, -1 */
    uint8_t rank_flags[CIT_MAX_RANK + 1];  /* enum cit_rank_flag */
    int8_t discarded_by[CIT_MAX_RANK + 1]; /* who laid a face-down card (-1: at random) */
    uint8_t killed_rank, robbed_rank;      /* 0 = none */

    /* action phase: the turn in progress */
    uint8_t called_rank; /* rank whose turn it is (1..9) */
    int8_t active;       /* its holder */
    uint32_t turn_flags; /* enum cit_turn_flag */
    uint8_t builds;      /* districts built this turn that count against the limit */
    uint8_t beautify_count;
    uint8_t den_card;    /* Thieves' Den being paid for (card id) */

    uint8_t last_round_top_rank[CIT_MAX_SEATS]; /* tie-break: highest rank revealed */

    /* --- issue 11: agents --- */
    uint16_t warrants;        /* ranks carrying a warrant (public tokens) */
    uint8_t signed_warrant;   /* the rank with the seal: the Magistrat's secret; 0 none */
    uint16_t threats;         /* ranks carrying an unresolved threat (public tokens) */
    uint8_t rose;             /* the threatened rank with the rose: the Erpresserin's secret */
    uint8_t bewitched;        /* rank the Hexe named (public), 0 none */
    uint8_t witch_turn;       /* 1 while the Hexe plays the bewitched character's turn */
    uint8_t spied;            /* seat + 1 whose hand the Spion saw this turn, 0 none */
    uint8_t confiscation_card; /* the build the Magistrat decides on */
    uint8_t confiscation_gold; /* the gold paid for it (refunded if confiscated) */
    /* --- issue 11: court --- */
    int8_t court_seat;   /* Beschwörer: the looked-at seat; Kardinal: the lender */
    uint8_t court_card;  /* Kardinal: the district being built with the loan */
    uint8_t seer_owed;   /* Seherin: bitmask of seats still owed a card */
    /* --- issue 11: builders --- */
    uint16_t tax_pile;    /* gold on the Steuereintreiber's token, kept across rounds */
    uint16_t build_spent; /* gold paid for districts this turn (the Alchemistin's refund) */
    uint8_t bell_tower;   /* enum cit_bell: the Glockenturm builder's decision */
    uint8_t complete_told; /* seats whose completed city was announced (bitmask) */
    uint8_t queen_seat1;  /* 1 + the seat that played the Königin's turn this round; 0 none */
    /* --- issue 11: districts --- */
    /* Cards tucked under the Museum (a game has one Museum instance: they
     * belong to that card wherever it stands; the count is public). */
    uint8_t museum_under[CIT_MAX_CARDS];
    uint8_t nmuseum;
    /* --- issue 12: the open discard pile of the classic rules (OFuA "Magier",
     * "Söldner": "auf den offenen Ablagestapel"; zones.c cit_discard). Empty
     * under the 2016 rules, whose discards go under the deck. Public. --- */
    uint8_t discard[CIT_MAX_CARDS];
    uint8_t ndiscard;
    /* --- issue 12: action cards (action_cards*.c) --- */
    /* Laid Kassenwagen: three fixed slots (the game has 3), public with the
     * gold on each. booth_seat1 = owner + 1, 0 = empty slot. */
    uint8_t booth_card[3];
    uint8_t booth_seat1[3];
    uint8_t booth_gold[3];
    uint8_t booth_used;   /* slots the active player paid onto this turn */
    uint8_t booth_paid1;  /* slot + 1 just paid onto (keep, then the owner's cash), 0 none */
    uint8_t act_resume;   /* the decision an out-of-step action card returns to */
    uint8_t overbuilding; /* 1 inside an overbuild's cit_finish_build: not against the limit */
    uint8_t rasputin_seat1; /* seat + 1 whose laid Rasputin lies out this turn, 0 none */
    uint8_t rasputin_card;
    uint8_t rasputin_asked; /* rank whose call already asked the Rasputin question */
    uint8_t acrobat_asked;  /* 1: this round's rank-4 call already asked the Akrobatin */
    uint8_t acrobat_round;  /* 1: the Akrobatin took the crown this round */
    /* --- issue 12: classic --- */
    uint16_t haunted_round; /* the round the Geisterstadt was last built (classic.c), 0 never */
    /* --- issue 12: dark city --- */
    /* The Steuereintreiber's round (dark_city_tax.c): seats that built and
     * seats that paid in round dark_tax_round (older masks count as empty). */
    uint16_t dark_tax_round;
    uint8_t dark_built, dark_taxed;
    /* --- issue 12: online --- */
    /* The order in which cities reached the target (1 = first, 0 = not at
     * it): a city the Condottiere brings back below it loses its place
     * (online.c, reading O12-5). Public. */
    uint8_t online_reached[CIT_MAX_SEATS];
    /* --- issue 13: perf --- */
    /* A cache beside players[].city: bit k set iff the seat's city holds a
     * district of kind k. Kept by the zone functions that change a city
     * (zones.c cit_city_add / cit_city_remove, cit_city_kinds_refresh after
     * anything that writes city[] itself); check.c verifies it. Makes
     * cit_city_has_kind one load instead of a scan of the city, which every
     * build, price and district rule asks many times per legal(). */
    uint64_t city_kinds[CIT_MAX_SEATS];
    /* Bit k set iff any card of this game is of kind k (setup.c, fixed for
     * the game; check.c verifies it). legal() skips the generators of
     * districts and action cards the game does not have (legal.c). */
    uint64_t game_kinds;
    /* The role of each rank's card and the lowest rank of each role, from
     * cfg.lineup (setup.c; fixed for the game, check.c verifies them):
     * cit_role_at and cit_rank_of_char are one load, asked by many rules
     * at every step. */
    uint8_t rank_role[CIT_MAX_RANK + 1];
    /* Issue 13 (perf): bit r set iff cfg.lineup[r] (a rank of this game),
     * filled beside rank_role and verified with it: the call of the next
     * rank, the round's pile and the Assassine's and Dieb's lists walk its
     * set bits instead of reading the lineup rank by rank. */
    uint16_t lineup_ranks;
    /* The action types this game can ever list: all but those whose
     * district or action card is in none of its cards, and but the
     * district abilities that need their district in the active city
     * (legal.c opens those by the city; cit_live_types_fill at setup;
     * check.c verifies it). */
    uint64_t live_types[2];
    /* How many districts of each type (cit_def(s, card)->type) each city
     * holds, kept beside city_kinds by the same zone functions (check.c
     * verifies it): the income per district is a load, not a scan. */
    uint8_t city_types[CIT_MAX_SEATS][CIT_TYPE_COUNT];
    uint8_t role_rank[CIT_C_COUNT];
    /* --- issue 13: determinize --- */
    /* What a seat knows of the round's characters beyond its view
     * (determinize.c): the pile (rank bitmask) each seat was shown at its
     * first and second pick of this round's selection, 0 = none yet
     * (select.c records it, cit_start_round clears it). Private to that
     * seat: view.c never shows it. */
    uint16_t sel_seen[CIT_MAX_SEATS][2];
    /* This round's Theater swap: 1 + the owner, 1 + the other seat; 0 none
     * (district_flow.c). Public: the swap is told to the table. */
    uint8_t theater_swap[2];
    /* --- issue 13: memory of seen cards (memory.c) --- */
    /* seen_by[card]: bit p set iff seat p knows where that card lies now —
     * whose hand, its place in the deck counted from the top, the aside
     * zone, under the Museum — because it held it, looked at the hand,
     * put it there itself, or watched a move it could follow. Kept by the
     * zone functions and a few hooks where a card is seen or moved out of
     * sight (memory.h); check.c verifies what it can. Private to each
     * seat: view.c never shows it; the determinization keeps the cards
     * its seat knows where they are. Never read by the rules. */
    uint8_t seen_by[CIT_MAX_CARDS];
} cit_state;

_Static_assert(CIT_D_COUNT <= 64, "district kinds are a 64-bit mask in city_kinds");

/* The Glockenturm's decision (state.bell_tower). */
enum cit_bell { CIT_BELL_NONE = 0, CIT_BELL_EARLIER = 1, CIT_BELL_NORMAL = 2 };

_Static_assert(sizeof(cit_state) <= 8192, "the state must stay within 8 KiB");

/* Small helpers every engine file uses. */
static inline int cit_kind(const cit_state *s, int card) { return s->card_kind[card]; }
/* The row of a district kind under `rules`: the older card's own cost,
 * copies and names where they differ from 2016 (rulesets.c: the Wehrturm,
 * the classic Sternwarte's cost, the Pulverturm). Inline: every rule reads it. */
extern const cit_district_def *const cit_older_rows[CIT_D_COUNT]; /* rulesets.c */
static inline const cit_district_def *cit_kind_def(int rules, int kind)
{
    if (rules != CIT_RULES_2016 && cit_older_rows[kind]) /* kind: 1..CIT_D_COUNT-1 */
        return cit_older_rows[kind];
    return &cit_districts[kind];
}
/* The card's row under the game's rule set. */
static inline const cit_district_def *cit_def(const cit_state *s, int card)
{
    return cit_kind_def(s->cfg.rules, s->card_kind[card]);
}
/* The character card of a rank (its names, rank, income: cit_characters). */
static inline int cit_char_at(const cit_state *s, int rank) { return s->cfg.lineup[rank]; }
/* The 2016 character whose rules that card plays by (issue 12: the
 * Meuchler plays as the Assassine; cards.c cit_character_role). Engine
 * hooks compare roles; names and tables come from cit_char_at. */
static inline int cit_role_at(const cit_state *s, int rank)
{
    return s->rank_role[rank]; /* = cit_character_role(s->cfg.lineup[rank]) */
}
/* Issue 12: the classic texts (classic 2000 and Dark City) rather than 2016's. */
static inline int cit_classic(const cit_state *s) { return s->cfg.rules != CIT_RULES_2016; }
static inline int cit_is_beautified(const cit_state *s, int card)
{
    return (s->beautified[card >> 3] >> (card & 7)) & 1;
}

#endif
