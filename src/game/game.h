/* game.h — the game-module interface: what every rules engine offers the rest of
 * the program (server, bots, CLI, scenario runner).
 *
 * An engine is one `game_ops` table. Its state is one flat block of
 * `state_size` bytes (clone = memcpy); its configuration is another flat block
 * of `config_size` bytes. The engine always stands at one pending decision
 * owned by one seat; `legal` lists every action that decision accepts and
 * `apply` accepts exactly those, leaving the state untouched on error. JSON is
 * used only at the edges (config, actions, views, events, outcome, positions).
 *
 * Engines include nothing above this layer: no server, bot or CLI headers. */
#ifndef GH_GAME_H
#define GH_GAME_H

#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

#include "core/rng.h" /* play_random draws from the caller's generator */

#define GAME_MAX_SEATS 8
#define GAME_SPECTATOR (-1)

/* An action: a type and up to three small integer arguments whose meaning the
 * engine's action table defines (a card instance, a seat, a character …). */
typedef struct game_action {
    uint16_t type;
    int16_t a, b, c;
} game_action;

/* Who may see an event. */
enum game_visibility {
    GAME_VIS_ALL = 0,  /* every seat and spectators */
    GAME_VIS_SEAT = 1, /* only `vis_seat` */
    GAME_VIS_NONE = 2, /* nobody (kept for logs and replays only) */
};

/* Flags of an event (game_event.flags). */
enum game_event_flag {
    /* The engine did this on the player's behalf, not at the player's
     * request (Citadels: a free benefit taken when the turn ends). */
    GAME_EVF_AUTO = 1u << 0,
};

typedef struct game_event {
    uint16_t type;
    uint8_t vis;      /* enum game_visibility */
    int8_t vis_seat;  /* with GAME_VIS_SEAT */
    int8_t seat;      /* the seat the event is about, or -1 */
    uint8_t flags;    /* enum game_event_flag; fills what was padding, the layout is unchanged */
    int16_t a, b, c, d;
} game_event;

_Static_assert(sizeof(game_event) == 14, "game_event keeps its size and layout");

/* Events are pushed into a sink; a NULL sink (or NULL emit) drops them. */
typedef struct game_event_sink {
    void (*emit)(void *ctx, const game_event *ev);
    void *ctx;
} game_event_sink;

/* The pending decision: which seat must choose, and what kind of choice. */
typedef struct game_decision {
    int seat;     /* -1 when the game is over */
    int kind;     /* engine-defined decision kind */
    int finished; /* 1 once the game has ended */
} game_decision;

/* A named error: `code` indexes the engine's error table; msg is readable English. */
typedef struct game_err {
    int code;
    char name[32];
    char msg[160];
    /* Optional, for refusals a client explains in its own language (a
     * config's bad lineup): a stable reason key, the card concerned (wire
     * name) and a number (rank, players); empty / 0 when unused. */
    char reason[32];
    char reason_card[24];
    int reason_n;
} game_err;

typedef struct game_outcome {
    int finished;
    int nseats;
    int score[GAME_MAX_SEATS];
    int place[GAME_MAX_SEATS]; /* 1 = winner; equal places are a shared result */
    int winner;                /* the seat placed first, or -1 if several share it */
} game_outcome;

typedef struct game_ops {
    const char *name;   /* "citadels" */
    size_t state_size;  /* bytes of one flat state */
    size_t config_size; /* bytes of one flat config */
    int max_seats;      /* the largest table it plays (a room's default max_players);
                         * 0: GAME_MAX_SEATS (game_max_seats) */

    /* Config: defaults, then JSON overrides; `json` may be NULL. Returns 0 or -1. */
    int (*config_from_json)(void *cfg, const json_t *json, game_err *e);
    json_t *(*config_to_json)(const void *cfg);

    /* Deal a new game. Returns 0 or -1 (bad config). */
    int (*setup)(void *st, const void *cfg, uint64_t seed, game_err *e);
    /* Optional (may be NULL): setup, and the events of the deal pushed into
     * `ev` (the first round's start: discards, characters dealt, the first
     * call), which `setup` drops. The same state as setup for the same
     * arguments: servers show the deal as the game's first log entry. */
    int (*setup_ev)(void *st, const void *cfg, uint64_t seed, const game_event_sink *ev,
                    game_err *e);

    void (*pending)(const void *st, game_decision *d);
    /* Every legal action of the pending decision for `seat` (none if it is not
     * that seat's decision). Returns the count, writing at most `max`. */
    int (*legal)(const void *st, int seat, game_action *out, int max);
    /* Returns 0 and changes the state, or -1 with `e` set and nothing changed. */
    int (*apply)(void *st, int seat, const game_action *a, const game_event_sink *ev, game_err *e);
    void (*outcome)(const void *st, game_outcome *o);
    /* Verifies invariants; 0 when consistent, else -1 with a description in `e`. */
    int (*check)(const void *st, game_err *e);

    /* JSON at the edges. A seat of GAME_SPECTATOR gives the public view. */
    json_t *(*view_json)(const void *st, int seat);
    json_t *(*action_to_json)(const void *st, const game_action *a);
    int (*action_from_json)(const void *st, const json_t *j, game_action *a, game_err *e);
    json_t *(*event_to_json)(const void *st, const game_event *ev);
    json_t *(*outcome_to_json)(const void *st);

    /* Scenarios: overwrite parts of a freshly set-up state with a position
     * described in JSON, and dump the whole state (god view) for assertions. */
    int (*position_from_json)(void *st, const json_t *j, game_err *e);
    json_t *(*debug_json)(const void *st);

    /* Optional (may be NULL): the engine's catalogue for clients — its cards
     * with their names, rule presets and every config key with kind, range
     * and default (GET /api/catalog/<name>). A new object, owned by the caller. */
    json_t *(*catalog_json)(void);

    /* Optional (may be NULL: nothing can be undone): 1 when `seat` applying
     * `a` took the state `before` to `after` without showing that seat
     * anything it did not know and without using the game's randomness, and
     * the decision is still that seat's, in the same turn, so that taking the
     * move back hides nothing the seat has seen. 0 otherwise. The server's
     * undo (src/server/undo.c, docs/protocol.md) asks this after every move. */
    int (*undoable)(const void *before, const void *after, int seat, const game_action *a);

    /* Optional (may be NULL: every decision's timeout is the server's
     * choice): 1 with `out` set when the pending decision has a fixed answer
     * for a player who lets its time run out, 0 otherwise. Citadels: the
     * Ballsaal's thanks (a player who does not thank in time has forgotten,
     * DdL "Ballsaal"). The hub's timeout asks it before its random or bot
     * choice (src/server/room.c, choose_move). */
    int (*timeout_action)(const void *st, game_action *out);

    /* --- issue 13: bots see a seat's view only --- */
    /* Optional (may be NULL: bots then refuse to search this game): writes
     * into `out` (state_size bytes, not overlapping `st`) one state that
     * `seat` cannot tell from `st`: everything view_json(st, seat) shows is
     * the same, every part it does not show (other hands, the deck's order,
     * face-down and unrevealed characters, the engine's own generator, …) is
     * drawn from `seed` among the arrangements consistent with what the seat
     * knows. The result depends on (what seat may know, seed) only: two
     * states with the same view for `seat` give byte-identical outputs for
     * the same seed. The seat's legal actions are the same in `out` as in
     * `st`. Bots (src/bots/bots.c, bot_choose) reason on such a state and
     * never on the true one. Returns 0, or -1 (bad seat). */
    int (*determinize)(const void *st, int seat, uint64_t seed, void *out);

    /* --- issue 13: perf --- */
    /* Optional (may be NULL: callers read debug_json instead): the figures a
     * batch run reports after each game, as a small new object with the
     * fields of debug_json that have these names and the same values:
     * {"round": R, "players": [{"characters": [...]}, ...]} (engines
     * without rounds or characters leave those out). `guildhall sim` asks
     * it after every game; building the whole god view there cost a third
     * of the run. */
    json_t *(*summary_json)(const void *st);

    /* Optional (may be NULL: bot_random_play then calls legal() and
     * apply()): plays one uniformly random action of the pending decision,
     * exactly as bot_random_choose and apply() together would — legal()'s
     * list cut to GAME_RANDOM_MAX, one gh_rng_below(rng, n) draw, the same
     * state after — but without apply()'s re-check of an action legal()
     * itself just listed. The playout path of the search and the bench.
     * Writes the action to *played when not NULL. Returns 0, or -1 with
     * nothing changed when the game is over or nothing is legal. */
    int (*play_random)(void *st, gh_rng *rng, game_action *played);

    /* --- issue 14: an engine's own strategies --- */
    /* Optional (both NULL: the engine offers none): named strategies the
     * engine plays itself, for bot levels that need to know the game (the
     * Dominion "bm", "bmu", "smithy", "kingdom"): what to buy, which card to
     * trash, is knowledge of one game, so it lives in the engine and the
     * bots see only names. `strategies` is a NULL-terminated list of names.
     * `strategy_choose` lets strategy `name` choose for `seat` at the
     * pending decision of `st` (the true state: the strategy itself reads
     * only what `seat` may see — its own hand, what it knows of its own
     * deck (the composition, never the order), the supply, the trash and
     * the public counts — and draws any chance from `rng`, never from the
     * state's generator). Returns 0 with *out one of legal(st, seat)'s
     * actions, or -1: an unknown name, or no decision of `seat`. Bot levels
     * with a strategy (bots.h, bot_level.strategy) call it through
     * bot_choose; a game whose list lacks the name is refused there. */
    const char *const *strategies;
    int (*strategy_choose)(const char *name, const void *st, int seat, gh_rng *rng,
                           game_action *out);
} game_ops;

/* The largest table `ops` plays: a room's default max_players. */
static inline int game_max_seats(const game_ops *ops)
{
    return ops->max_seats > 0 && ops->max_seats < GAME_MAX_SEATS ? ops->max_seats : GAME_MAX_SEATS;
}

/* The longest list a random choice is drawn from (bots/random.h). */
#define GAME_RANDOM_MAX 512

/* The registry of engines compiled into this program. */
const game_ops *game_find(const char *name);
const game_ops *const *game_all(int *count);

/* Convenience: fill a game_err. */
void game_err_set(game_err *e, int code, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif
