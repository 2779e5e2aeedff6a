/* engine.h — the internal interface between the files of the Dominion
 * engine: zones, the effect stack, decisions, events. Nothing outside
 * src/dominion includes it; the rest of the program sees the engine only
 * through dominion_ops (game/game.h). */
#ifndef GH_DOMINION_ENGINE_H
#define GH_DOMINION_ENGINE_H

#include "dominion/state.h"
#include "game/game.h"

/* ---- actions (actions.c holds the wire names) ---- */
#define DOM_ACTION_LIST(X)                                                                         \
    X(PLAY, "play")                   /* a = kind: an Action from hand (action phase) */           \
    X(PLAY_TREASURE, "play_treasure") /* a = kind: a Treasure from hand (buy phase) */             \
    X(PLAY_ALL, "play_treasures")     /* every basic Treasure in hand */                            \
    X(BUY, "buy")                     /* a = kind of a supply pile */                              \
    X(END_ACTIONS, "end_actions")     /* on to the buy phase */                                    \
    X(END_TURN, "end_turn")                                                                        \
    X(CHOOSE_CARD, "choose_card")     /* a = kind in hand (DD_HAND) */                              \
    X(CHOOSE_PILE, "choose_pile")     /* a = kind of a supply pile (DD_SUPPLY) */                   \
    X(CHOOSE_ASIDE, "choose_aside")   /* a = index among the frame's aside cards (DD_ASIDE) */     \
    X(CHOOSE_OPTION, "choose_option") /* a = option number (DD_OPTION) */                          \
    X(YES, "yes")                                                                                  \
    X(NO, "no")                                                                                    \
    X(REVEAL, "reveal")               /* a = kind of a Reaction in hand (DD_REACT) */               \
    X(DONE, "done")                   /* an optional choice declined / "no more" */                \
    X(CHOOSE_TRASH, "choose_trash")   /* a = kind in the trash (DD_TRASH) */                       \
    X(CHOOSE_POSITION, "choose_position") /* a = cards above the place (DD_POSITION) */

enum dom_action_type {
#define DOM_ACT_ENUM(id, wire) DA_##id,
    DOM_ACTION_LIST(DOM_ACT_ENUM)
#undef DOM_ACT_ENUM
    DA_COUNT
};
extern const char *const dom_action_wire[DA_COUNT];

/* ---- events (json.c words them) ---- */
#define DOM_EVENT_LIST(X)                                                                          \
    X(TURN, "turn_started")          /* seat; a = the player's turn number */                      \
    X(PHASE, "phase")                /* seat; a = enum dom_dec (DD_BUY) */                          \
    X(PLAY, "played")                /* seat; a = kind; b = 1 when played again (Throne Room) */   \
    X(DRAW, "drew")                  /* seat; a = count (everyone) */                               \
    X(DRAW_CARD, "drew_card")        /* seat; a = kind (only the drawer) */                         \
    X(SHUFFLE, "shuffled")           /* seat; a = cards shuffled */                                 \
    X(BUY, "bought")                 /* seat; a = kind; b = cost paid */                            \
    X(GAIN, "gained")                /* seat; a = kind; b = enum dom_dest */                        \
    X(TRASH, "trashed")              /* seat; a = kind; b = enum dom_zone it came from */          \
    X(DISCARD, "discarded")          /* seat; a = kind (public discards) */                        \
    X(DISCARD_N, "discarded_cards")  /* seat; a = count (cards discarded unseen: the deck) */     \
    X(TOPDECK, "put_on_deck")        /* seat; a = kind (to the owner, or everyone if public) */    \
    X(TOPDECK_N, "put_cards_on_deck")/* seat; a = count (for the others) */                        \
    X(REVEAL, "revealed")            /* seat; a = kind */                                           \
    X(LOOK, "looked_at")             /* seat; a = kind (only the looker) */                         \
    X(REVEAL_HAND, "revealed_hand")  /* seat (followed by REVEAL events) */                        \
    X(REACT, "reacted")              /* seat; a = Reaction kind; b = the Attack */                  \
    X(UNAFFECTED, "unaffected")      /* seat; a = the Attack */                                     \
    X(TAKE, "took_into_hand")        /* seat; a = kind (from aside / deck, public) */              \
    X(SET_ASIDE, "set_aside")        /* seat; a = kind */                                           \
    X(PASS, "passed_card")           /* seat -> b = receiver; a = kind (giver and receiver) */     \
    X(PASS_N, "passed_cards")        /* seat -> b = receiver (everyone: that one card passed) */  \
    X(CHOOSE, "chose")               /* seat; a = card; b = option (public choices) */              \
    X(NAME, "named")                 /* seat; a = kind named */                                     \
    X(COINS, "coins")                /* seat; a = coins added; b = total */                          \
    X(GAME_END, "game_over")         /* a = why: 0 Provinces, 1 piles */

enum dom_event_type {
#define DOM_EV_ENUM(id, wire) DE_##id,
    DOM_EVENT_LIST(DOM_EV_ENUM)
#undef DOM_EV_ENUM
    DE_COUNT
};
extern const char *const dom_event_wire[DE_COUNT];

/* Where a gained card goes. */
enum dom_dest { DEST_DISCARD = 0, DEST_HAND, DEST_DECK };
/* Zones (event arguments, trash sources). */
enum dom_zone { DZ_HAND = 0, DZ_DECK, DZ_DISCARD, DZ_PLAY, DZ_ASIDE, DZ_SUPPLY, DZ_TRASH };

/* ---- errors (apply, config, positions) ---- */
enum dom_err {
    DERR_NONE = 0,
    DERR_OVER,        /* the game is over */
    DERR_NOT_YOURS,   /* not this seat's decision */
    DERR_ILLEGAL,     /* not among the decision's legal actions */
    DERR_CONFIG,
    DERR_POSITION,
    DERR_JSON,
    DERR_CHECK,
};

/* Pseudo-cards: engine frames that are not a card's instructions. Kinds above
 * every real card so they never meet the card table. */
enum dom_pseudo {
    DP_REACTIONS = DOM_KIND_MAX - 1, /* the reaction round before an Attack */
};

/* What a DD_HAND / DD_SUPPLY / DD_ASIDE answer is for (the client's prompt
 * and the log word it; the frame's hook knows it by its step). */
enum dom_purpose {
    DU_NONE = 0,
    DU_DISCARD,    /* discard a card */
    DU_TRASH,      /* trash a card */
    DU_GAIN,       /* gain a card */
    DU_PLAY,       /* play a card (Throne Room) */
    DU_TOPDECK,    /* put a card onto the deck */
    DU_SET_ASIDE,  /* set a drawn card aside (Library) */
    DU_NAME,       /* name a card (Wishing Well) */
    DU_PASS,       /* pass a card to the left (Masquerade) */
    DU_REVEAL,     /* reveal a card (Courtier) */
    DU_ORDER,      /* the next card to put back on the deck */
    DU_KEEP,       /* a card to keep, the others go (Sentry) */
    DU_PLACE,      /* a card to put anywhere into the deck (Secret Passage) */
    DU_COUNT
};

/* The context of one apply: where events go. */
typedef struct dom_ctx {
    const game_event_sink *ev;
    uint32_t shown; /* events of this apply that showed something hidden (dom_emit) */
} dom_ctx;

/* A card's hook: carries out (part of) the instructions of frame `f`, which
 * is the top of the stack. `ans` is the answer to the decision the frame
 * asked for last, or NULL when the frame starts or a child frame finished.
 * The hook returns after it asked a decision (dom_ask_*), pushed a child
 * frame (dom_push_play …) or finished (dom_pop). */
typedef void (*dom_hook)(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx);
/* The hook of each kind (NULL: a card with no instructions when played,
 * Treasures and Victory cards), cards_*.c. */
dom_hook dom_hook_of(int kind);
/* The Treasure value of a kind played in the buy phase (Copper 1 + bonus …). */
int dom_treasure_coins(const dom_state *s, int kind);
/* Reactions: may `seat` reveal `kind` against the Attack now? */
int dom_can_react(const dom_state *s, int seat, int kind);
/* VP a card is worth to its owner at the end (Gardens, Duke: by the deck). */
int dom_card_vp(const dom_state *s, int seat, int kind);

/* ---- events ---- */
/* Emits an event to the sink (if any), and counts it in cx->shown when it
 * shows someone a card they could not see (undo.c). */
void dom_emit(dom_ctx *cx, int type, int vis, int vis_seat, int seat, int a, int b);
static inline void dom_emit_all(dom_ctx *cx, int type, int seat, int a, int b)
{
    dom_emit(cx, type, GAME_VIS_ALL, -1, seat, a, b);
}

/* ---- zones (zones.c) ---- */
int dom_cost(const dom_state *s, int kind);        /* with this turn's reductions */
int dom_hand_remove(dom_state *s, int seat, int kind); /* 0, or -1 if not in hand */
void dom_hand_add(dom_state *s, int seat, int kind);
/* The top card of the deck, shuffling the discard pile in when the deck is
 * empty; DC_NONE when both are empty. The card is removed from the deck. */
int dom_take_top(dom_state *s, int seat, dom_ctx *cx);
int dom_draw(dom_state *s, int seat, int n, dom_ctx *cx); /* returns cards drawn */
void dom_shuffle_discard(dom_state *s, int seat, dom_ctx *cx);
void dom_discard_card(dom_state *s, int seat, int kind);   /* onto the discard pile */
void dom_topdeck_card(dom_state *s, int seat, int kind);   /* onto the deck */
void dom_trash_card(dom_state *s, int seat, int kind, int from, dom_ctx *cx);
/* Gains `kind` from the supply to `dest`; 0, or -1 when its pile is empty or absent. */
int dom_gain(dom_state *s, int seat, int kind, int dest, dom_ctx *cx);
int dom_pile_count(const dom_state *s, int kind);   /* -1: not in the supply */
int dom_empty_piles(const dom_state *s);
/* Removes the card with play id `id` from `seat`'s play area; its kind, or DC_NONE. */
int dom_play_take(dom_state *s, int seat, uint16_t id);
int dom_owned(const dom_state *s, int seat, int kind_or_0); /* cards owned (of a kind, or all) */

/* Aside zone. */
int dom_aside_push(dom_state *s, int kind, int owner, int seen);
void dom_aside_remove(dom_state *s, int index);

/* ---- the effect stack (effects.c) ---- */
dom_frame *dom_push(dom_state *s, int card, int seat);
void dom_pop(dom_state *s);
/* Plays `kind` for `seat`: `from_hand` moves it from hand into play (else
 * the caller put it into play and gives its `play_id`); counts it as played,
 * emits it, and pushes its frame, with the reaction round on top when it is
 * an Attack. `again`: the second play of a Throne Room (the same card). */
void dom_push_play(dom_state *s, int seat, int kind, uint16_t play_id, int again, dom_ctx *cx);
uint16_t dom_put_in_play(dom_state *s, int seat, int kind);
/* The next seat after `seat` in turn order (left). */
static inline int dom_next_seat(const dom_state *s, int seat)
{
    return (seat + 1) % s->nseats;
}

/* Asks `seat` a decision of `kind` for frame's card; the hook then returns. */
void dom_ask(dom_state *s, int kind, int seat, int card, int purpose);
/* Helpers filling the usual fields. */
void dom_ask_hand(dom_state *s, int seat, int card, int purpose, unsigned types, int optional);
void dom_ask_supply(dom_state *s, int seat, int card, int purpose, int cost_min, int cost_max,
                    unsigned types, unsigned flags);
void dom_ask_yesno(dom_state *s, int seat, int card, int purpose);
void dom_ask_option(dom_state *s, int seat, int card, unsigned options);
void dom_ask_aside(dom_state *s, int seat, int card, int purpose, int optional);
int dom_stack_room(const dom_state *s);
int dom_supply_allows(const dom_state *s, int kind); /* the pending DD_SUPPLY accepts it */
void dom_reaction_round(dom_state *s, dom_frame *f, const game_action *ans, dom_ctx *cx);
int dom_attacked(const dom_frame *f, int seat); /* the Attack of `f` affects `seat` */
int dom_aside_find(const dom_state *s, int kind); /* top frame's aside card, or -1 */
/* Whether a DD_HAND / DD_SUPPLY ask would have any choice at all. */
int dom_hand_has(const dom_state *s, int seat, unsigned types, int except);
int dom_supply_has(const dom_state *s, int cost_min, int cost_max, unsigned types, unsigned flags);

/* ---- the turn (turn.c) ---- */
void dom_run(dom_state *s, dom_ctx *cx);          /* runs frames until a decision is pending */
void dom_start_turn(dom_state *s, int seat, dom_ctx *cx);
int dom_phase_legal(const dom_state *s, game_action *out, int max);
int dom_phase_apply(dom_state *s, const game_action *a, dom_ctx *cx);
int dom_score(const dom_state *s, int seat);

/* ---- legal / apply (legal.c) ---- */
int dom_legal(const dom_state *s, int seat, game_action *out, int max);
int dom_apply(dom_state *s, int seat, const game_action *a, const game_event_sink *ev,
              game_err *e);

/* ---- setup / config (setup.c, config.c) ---- */
void dom_config_default(dom_config *c);
int dom_config_from_json(void *cfg, const json_t *j, game_err *e);
json_t *dom_config_to_json(const void *cfg);
int dom_setup(dom_state *s, const dom_config *c, uint64_t seed, const game_event_sink *ev,
              game_err *e);
/* Recommended sets of ten (presets.c). */
typedef struct dom_preset {
    const char *wire;        /* "first-game" */
    const char *name_de;     /* "Erstes Spiel" */
    uint8_t set, edition;    /* the dividers' section it comes from */
    uint8_t cards[DOM_KINGDOM];
} dom_preset;
extern const dom_preset dom_presets[];
extern const int dom_preset_count;

/* ---- check, JSON (check.c, json.c, view.c) ---- */
int dom_check(const void *st, game_err *e);
/* game_ops.undoable (undo.c). */
int dom_undoable(const void *before, const void *after, int seat, const game_action *a);
json_t *dom_view_json(const void *st, int seat);
json_t *dom_action_to_json(const void *st, const game_action *a);
int dom_action_from_json(const void *st, const json_t *j, game_action *a, game_err *e);
json_t *dom_event_to_json(const void *st, const game_event *ev);
json_t *dom_outcome_to_json(const void *st);
int dom_position_from_json(void *st, const json_t *j, game_err *e);
json_t *dom_debug_json(const void *st);
json_t *dom_catalog_json(void);
void dom_outcome(const void *st, game_outcome *o);
json_t *dom_card_json(int kind); /* "smithy" */
const char *dom_set_wire(int set); /* "base" */
json_t *dom_summary_json(const void *st);
json_t *dom_pending_json(const dom_state *s, int seat);

#endif
