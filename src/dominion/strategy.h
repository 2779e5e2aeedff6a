/* strategy.h — the Dominion engine's own bot strategies (game_ops.strategies:
 * "bm", "bmu", "smithy", "kingdom"), shared between strategy.c (the door, what
 * a seat knows, the phases), strategy_facts.c (what cards give, the play
 * order), strategy_value.c (what a card is worth to trash, pass, gain or
 * keep for its coins), strategy_answer.c (every decision that is not a
 * phase), strategy_options.c (a card's numbered options, a place in the
 * deck, a card from the trash), strategy_money.c (the money bots' buy rules)
 * and strategy_kingdom.c (the kingdom-aware plan).
 *
 * What a strategy may read. A strategy gets the true state, so it keeps to
 * what its seat sees: its own hand, its own cards by kind (the composition of
 * its deck, which the seat knows — never the deck's order), the supply, the
 * trash, the public counts of the others, this turn's figures, the aside
 * cards the seat may see and the public frames of the effect stack (which
 * Attack is being answered, who revealed a Reaction in its round). Every chance comes from the caller's generator,
 * never from the state's. tests/unit/test_dominion_bots.c holds them to it:
 * states that differ only in another hand or a deck's order give the same
 * choice.
 *
 * Every choice is one of legal()'s actions: a strategy scores the listed
 * actions and takes the best, so it cannot answer what the engine would
 * refuse, even for a decision it knows nothing about (it then takes the
 * first listed, or "done"). */
#ifndef GH_DOMINION_STRATEGY_H
#define GH_DOMINION_STRATEGY_H

#include "dominion/engine.h"

/* What the seat knows, gathered once per decision. */
typedef struct dom_seen {
    const dom_state *s;
    int seat;
    const struct dom_strategy *st;
    uint8_t own[DC_COUNT];  /* cards owned, by kind (every zone) */
    int owned;              /* cards owned */
    int money;              /* coins of the Treasures owned (Copper 1, Silver 2, …) */
    int actions;            /* Action cards owned */
    int terminals;          /* Actions that give no +action */
    int villages;           /* Actions that give +2 actions or more */
    int provinces;          /* Provinces left in the supply */
    int gains_to_end;       /* fewest gains that end the game (Provinces, or piles) */
    /* When set (a DD_SUPPLY gain), the kinds a pick may take; else a buy. */
    int gaining;
} dom_seen;

typedef struct dom_strategy {
    const char *name;
    /* The card to buy (or gain, seen->gaining) with `coins`, or DC_NONE. */
    int (*buy)(const dom_seen *k, int coins);
    /* The order of Actions to play: higher first; <= 0 never. */
    int (*play_value)(const dom_seen *k, int kind);
} dom_strategy;

extern const dom_strategy dom_strategy_bm, dom_strategy_bmu, dom_strategy_smithy,
    dom_strategy_kingdom;

/* game_ops.strategies and strategy_choose (strategy.c). */
extern const char *const dom_strategy_names[];
int dom_strategy_choose(const char *name, const void *st, int seat, gh_rng *rng,
                        game_action *out);

/* Fills what `seat` knows of `s`. */
void dom_seen_fill(dom_seen *k, const dom_state *s, int seat, const dom_strategy *st);
/* Whether `kind` may be taken now: a buy with `coins` (its pile not empty,
 * costing no more), or the pending gain allows it. */
int dom_seen_can(const dom_seen *k, int kind, int coins);
/* Coins a Treasure makes (Copper 1, Silver 2, Gold 3, Harem 2). */
int dom_seen_coin(int kind);

/* Card facts the strategies share (strategy_facts.c). */
int dom_card_plus_actions(int kind);
int dom_card_plus_cards(int kind);
int dom_card_plus_coins(int kind);
/* How much one wants to keep `kind` in hand this turn (low: discard it first). */
int dom_keep_value(const dom_seen *k, int kind);

/* Values for choosing (strategy_value.c), in tenths of a coin like a card's
 * cost times ten. */
/* Whether trashing `kind` helps a deck like this one (`card`: what trashes). */
int dom_junk(const dom_seen *k, int kind, int card);
/* How good gaining `kind` is: dearer is better, Curses never, Victory cards
 * (not Action, not Treasure) worse while the game is far from its end and
 * worth their points more near it. */
int dom_gain_value(const dom_seen *k, int kind);
/* What losing `kind` for good costs (trashed, passed): below 0 a relief
 * (a Curse, an early Estate). Victory cards keep their points here, unlike
 * dom_keep_value, which only asks whether the card helps this turn. */
int dom_loss_value(const dom_seen *k, int kind);
/* A trash that gains a card costing `delta` more (exactly when `exact`):
 * the best gain's value minus the loss of `kind`. */
int dom_remodel_net(const dom_seen *k, int kind, int delta, int exact);
/* Coins the active seat has now: this turn's coins and its Treasures in hand. */
int dom_hand_coins(const dom_seen *k);
/* What the strategy buys with `coins` (its buy rule, whatever the pending
 * decision); whether `coins + more` buys something else (`more` < 0: fewer
 * coins); whether it buys a Victory card it would not buy with `coins`. */
int dom_buy_with(const dom_seen *k, int coins);
int dom_buy_changes(const dom_seen *k, int coins, int more);
int dom_buy_greens(const dom_seen *k, int coins, int more);
/* Actions in the seat's hand. */
int dom_hand_actions(const dom_seen *k);
/* The attack being answered when `s` asks inside an Attack's reaction round
 * or its reaction (Secret Chamber's put-back), else DC_NONE. */
int dom_reacting_to(const dom_state *s, int *immune);

/* Every decision that is not a phase: picks among acts[0..n). */
int dom_answer(const dom_seen *k, const game_action *acts, int n);
/* DD_OPTION, DD_TRASH, DD_POSITION answers (strategy_options.c): the score of
 * acting `a` (higher is better). */
int dom_option_score(const dom_seen *k, int opt);
int dom_trash_pick_score(const dom_seen *k, int kind);
int dom_position_score(const dom_seen *k, int places_above);
/* The play order of Actions every strategy shares: villages, then cantrips,
 * then terminals by what they give. */
int dom_default_play_value(const dom_seen *k, int kind);

#endif
