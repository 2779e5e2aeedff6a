/* undo_log.h — taking moves back, for any engine with game_ops.undoable, and
 * replaying a stored log that contains undo records.
 *
 * A game's stored log is a list of records {seq, seat, action}. An undo is a
 * record of its own whose action is {"type":"undo"} (GAME_UNDO_TYPE): it
 * takes back the last move still standing, which must be its seat's and
 * undoable. Everything that replays a log (the server after a restart,
 * `guildhall replay`, the HTTP replay) goes through game_log_apply, and the
 * live server through the same chain, so all of them agree on what an undo
 * did.
 *
 * The chain: the state before the first undoable move of the seat deciding
 * now (`base`) and the undoable moves made since (at most GAME_UNDO_MOVES).
 * Taking the last one back rebuilds base + all but the last: no snapshot
 * per move, and a handful of engine applies (microseconds) per undo. A move
 * that is not undoable, or a move of another seat, starts the chain over.
 * The chain depends only on the log (seat, action), never on who made a
 * move (player, timer, bot), so a restart rebuilds it exactly.
 *
 * Step numbers: the move at stored index i is step i + 1 (the "seq" of the
 * live events message that announced it); `undone_seq` names steps. */
#ifndef GH_GAME_UNDO_LOG_H
#define GH_GAME_UNDO_LOG_H

#include "game/game.h"

#define GAME_UNDO_TYPE "undo" /* the action "type" of a stored undo record */
#define GAME_UNDO_MOVES 64    /* undoable moves of one run remembered: more in one
                                 turn and the oldest can no longer be taken back */
#define GAME_UNDO_LIMIT 20    /* undos of one seat before another seat decides */

typedef struct game_undo {
    const game_ops *ops;
    void *base;       /* the state before moves[0] (ops->state_size bytes) */
    void *tmp;        /* scratch for game_log_apply (ops->state_size bytes) */
    game_action moves[GAME_UNDO_MOVES];
    int steps[GAME_UNDO_MOVES]; /* each move's step number */
    int n;            /* moves that can be taken back, in order */
    int seat;         /* whose moves they are; -1 none */
    int last_seat;    /* who made the last move (or undo); -1 none */
    int broken;       /* a seat whose chain another seat's move ended; -1 none */
    int undos;        /* undos by last_seat since another seat decided */
    int drained;      /* the last record was an undo that emptied the chain */
    int after_own;    /* the chain began right after a move of its seat that
                         could not be undone (so emptying it leaves that move) */
} game_undo;

/* 0, or -1 when memory runs out. The chain starts empty. */
int game_undo_init(game_undo *u, const game_ops *ops);
void game_undo_free(game_undo *u);

/* Records a move `a` of `seat` (step `step`) that took `before` to `after`. */
void game_undo_note(game_undo *u, const void *before, const void *after, int seat,
                    const game_action *a, int step);

/* Whether `seat` may undo now (`state` is the current state): NULL when it
 * may, else the error code: "not_your_turn", "game_over", "nothing_to_undo",
 * "cannot_undo" or "undo_limit". */
const char *game_undo_refusal(const game_undo *u, const void *state, int seat);

/* Writes the state without the last move into `out` (base + every move but
 * the last). Returns the step number of the move taken back, or -1 with `e`
 * set (the engine refused a move it took before: a bug or a changed engine).
 * Changes nothing in u: game_undo_pop does that once the undo is decided. */
int game_undo_rebuild(const game_undo *u, void *out, game_err *e);
void game_undo_pop(game_undo *u);

/* 1 if a stored action is an undo record. */
int game_undo_is_record(const json_t *action);
/* The undo record's action JSON, and its one event as every seat sees it:
 * {"type":"move_undone","seat":S,"undone_seq":K}. New references. */
json_t *game_undo_record_json(void);
json_t *game_undo_event_json(int seat, int undone_seq);

/* Applies one stored record at step `step` (stored index + 1) by `seat` to
 * `state`: an action through the engine (its events to `sink`), or an undo
 * through the chain (then *undone_seq is the step it took back; else 0).
 * Returns 0, or -1 with `e` set when the log and the rules disagree. */
int game_log_apply(game_undo *u, void *state, int seat, const json_t *action, int step,
                   const game_event_sink *sink, int *undone_seq, game_err *e);

#endif
