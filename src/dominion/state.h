/* state.h — the Dominion game state: one flat block (clone = memcpy), its
 * generator inside, small integers only (card kinds, seats, counts).
 *
 * Zones. Each player's draw pile and discard pile are ordered arrays of kinds
 * (index n-1 is the top); the hand is a count per kind (its order means
 * nothing, and two Coppers are the same choice); the play area is ordered
 * and every card in it carries a per-turn play id, so an effect can tell
 * whether the very card it belongs to is still in play (Feast or Mining
 * Village trashing themselves under a Throne Room). Cards set aside, revealed
 * or looked at during an effect sit in the shared `aside` zone, tagged with
 * their owner and who may see them. The trash is a count per kind.
 *
 * Every zone is sized for every card of the largest game (DOM_CARDS_MAX), so
 * no zone can overflow whatever the players do.
 *
 * Effects. A card's instructions run as a frame on an explicit stack
 * (`stack`): the frame remembers where its hook stopped (`step`) and what it
 * needs later. A frame that needs a player's choice sets `pending` and
 * returns; the answer resumes it. Throne Room pushes its card's frame twice;
 * an Attack first pushes the reaction round over it. See docs/dominion.md. */
#ifndef GH_DOMINION_STATE_H
#define GH_DOMINION_STATE_H

#include <stdint.h>

#include "core/rng.h"
#include "dominion/cards.h"

#define DOM_MIN_SEATS 2
#define DOM_MAX_SEATS 6
#define DOM_KINGDOM 10     /* kingdom piles of a game */
#define DOM_MAX_PILES 24   /* 7 basic + 10 kingdom + room for Potion and later extras */
/* Every card of the largest game fits in one zone: with 6 players 120
 * Coppers, 80 Silvers, 60 Golds, 30 Estates, 12 Duchies, 18 Provinces, 50
 * Curses and 10 kingdom piles of at most 12: 490 (docs/dominion.md). */
#define DOM_CARDS_MAX 512
#define DOM_STACK_MAX 24   /* nested effects (Throne Room on Throne Room on …) */

/* The pending decision's kind (what the seat is choosing). */
enum dom_dec {
    DD_NONE = 0,
    DD_ACTION,  /* active player's action phase: play an Action, or move on */
    DD_BUY,     /* buy phase: play Treasures, buy, end the turn */
    DD_HAND,    /* choose a card from one's hand (frame decides what for) */
    DD_SUPPLY,  /* choose a supply pile (gain, name a card) */
    DD_ASIDE,   /* choose one of the cards set aside / revealed / looked at */
    DD_OPTION,  /* choose one of a card's numbered options */
    DD_YESNO,   /* a "may": yes or no */
    DD_REACT,   /* an Attack was played: reveal a Reaction, or not */
    DD_TRASH,   /* choose a card in the trash (Lurker gains an Action from it) */
    DD_POSITION,/* choose a place in one's own deck (Secret Passage): the number of
                 * cards above it, 0 = on top; the range is the asking frame's n..m,
                 * every 16th place when DDF_COARSE (a second step then narrows it) */
    DD_COUNT
};

/* Flags of the pending decision. */
enum dom_dec_flag {
    DDF_OPTIONAL = 1u << 0, /* "done" / "none" is legal (a "may", or "any number") */
    DDF_EMPTY_OK = 1u << 1, /* DD_SUPPLY: empty piles too (naming a card) */
    DDF_EXACT = 1u << 2,    /* DD_SUPPLY: cost must equal cost_max */
    DDF_NOT_SELF = 1u << 3, /* DD_HAND / DD_ASIDE: not the kind in `except` */
    DDF_COARSE = 1u << 4,   /* DD_POSITION: every 16th place only (a deck of more than 48) */
};

typedef struct dom_pending {
    uint8_t kind;     /* enum dom_dec */
    int8_t seat;      /* who decides; -1 when the game is over */
    uint8_t flags;    /* enum dom_dec_flag */
    uint8_t types;    /* DD_HAND / DD_SUPPLY / DD_ASIDE: allowed types (0: any) */
    uint8_t card;     /* the card whose instructions ask (for the prompt) */
    uint8_t purpose;  /* what the answer is for (enum dom_purpose, engine.h) */
    uint8_t except;   /* DDF_NOT_SELF: a kind that may not be chosen */
    uint8_t options;  /* DD_OPTION: mask of the options allowed */
    int8_t cost_min;  /* DD_SUPPLY: cheapest allowed (-1: no bound) */
    int8_t cost_max;  /* DD_SUPPLY: dearest allowed (-1: no bound) */
    uint8_t count;    /* how many more choices this step wants (for the prompt) */
    uint8_t pad;
} dom_pending;

/* One running effect (see the top of this file). */
typedef struct dom_frame {
    uint8_t card;       /* whose instructions (a kind, or a pseudo-card of engine.h) */
    uint8_t step;       /* where its hook resumes */
    int8_t seat;        /* who played it */
    int8_t target;      /* the seat being worked on (attacks, "each other player") */
    uint16_t play_id;   /* the played card in `seat`'s play area (0: none) */
    uint16_t aside_base;/* `aside` entries above this belong to the frame */
    int16_t n, m;       /* counters and remembered numbers */
    uint8_t kind;       /* a remembered card (the card trashed, the card named) */
    uint8_t immune;     /* Attacks: seats unaffected (Moat), one bit each */
    uint8_t flags;      /* hook-defined */
    uint8_t pad;
} dom_frame;

/* A card set aside, revealed or looked at. */
typedef struct dom_aside {
    uint8_t kind;
    int8_t owner; /* whose card it is */
    int8_t seen;  /* -1: everyone sees it (revealed, set aside face up); else only this seat */
    uint8_t pad;
} dom_aside;

/* A card in a play area. */
typedef struct dom_played {
    uint8_t kind;
    uint8_t pad;
    uint16_t id; /* unique within the turn (dom_turn.next_play_id) */
} dom_played;

typedef struct dom_player {
    uint16_t deck_n, discard_n, play_n, hand_n;
    uint16_t turns; /* turns taken (tie-break: fewer turns wins) */
    uint16_t pad;
    uint16_t hand[DOM_KIND_MAX];      /* count per kind */
    uint8_t deck[DOM_CARDS_MAX];      /* [deck_n - 1] is the top */
    uint8_t discard[DOM_CARDS_MAX];   /* [discard_n - 1] is the top (face up) */
    dom_played play[DOM_CARDS_MAX];   /* in play, in the order played */
} dom_player;

/* What "this turn" has done: fields, not special cases (issue 14). */
typedef struct dom_turn {
    int16_t actions, buys, coins;
    int16_t cost_reduction;  /* Bridge: every card costs this much less */
    int16_t copper_bonus;    /* Coppersmith: each Copper played makes this much more */
    int16_t actions_played;  /* Conspirator counts them (a card played twice: twice) */
    int16_t merchants;       /* Merchants played before the first Silver */
    uint8_t silver_played;   /* a Silver was played this turn */
    uint8_t bought;          /* something was bought: no Treasure may be played now */
    uint8_t bought_victory;  /* a Victory card was bought (Treasury, later) */
    uint8_t pad;
    uint16_t next_play_id;   /* the next play id (starts at 1) */
    uint16_t gained;         /* cards the active player gained this turn */
} dom_turn;

typedef struct dom_config {
    int players;
    uint8_t sets;        /* mask of enum dom_set (1u << set) allowed in a random kingdom */
    uint8_t editions;    /* mask of enum dom_edition allowed */
    uint8_t kingdom_n;   /* cards named by the config (0: random from the seed) */
    uint8_t preset;      /* index + 1 of a recommended set (0: none) */
    uint8_t kingdom[DOM_KINGDOM];
} dom_config;

typedef struct dom_pile {
    uint8_t kind;
    uint8_t count;
} dom_pile;

typedef struct dom_state {
    dom_config cfg;
    int nseats;
    gh_rng rng;
    int8_t active;       /* whose turn */
    uint8_t phase;       /* enum dom_dec: DD_ACTION or DD_BUY (the turn's phase) */
    uint8_t finished;
    uint8_t last_turn;   /* the game ends after this turn (set when a pile condition holds) */
    int16_t npiles;
    uint16_t turn_no;    /* turns taken in all (1 during the first turn) */
    dom_pile piles[DOM_MAX_PILES];
    uint8_t pile_of[DOM_KIND_MAX];   /* kind -> pile index + 1 (0: not in the supply) */
    uint16_t trash[DOM_KIND_MAX];    /* count per kind */
    uint16_t trash_n;
    uint16_t total_cards;            /* every card of the game: check() conserves it */
    /* Moves so far that showed a player something hidden: a drawn, revealed,
     * looked-at or passed card, or an Attack's reaction round (which tells
     * the attacker who holds no Reaction). Only the undo reads it (undo.c):
     * a move that raised it cannot be taken back. */
    uint32_t shown;
    dom_turn turn;
    dom_pending pending;
    int16_t stack_n;
    uint16_t aside_n;
    dom_frame stack[DOM_STACK_MAX];
    dom_aside aside[DOM_CARDS_MAX];
    dom_player p[DOM_MAX_SEATS];
} dom_state;

#endif
