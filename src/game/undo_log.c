/* undo_log.c — the undo chain and the replay of logs with undo records (see
 * undo_log.h). Engine-neutral: it knows states only as blocks of
 * ops->state_size bytes and asks the engine (game_ops.undoable) which moves
 * may be taken back. */
#include "game/undo_log.h"

#include <stdlib.h>
#include <string.h>

int game_undo_init(game_undo *u, const game_ops *ops)
{
    memset(u, 0, sizeof *u);
    u->ops = ops;
    u->seat = u->last_seat = u->broken = -1;
    u->base = calloc(1, ops->state_size);
    u->tmp = calloc(1, ops->state_size);
    if (!u->base || !u->tmp) {
        game_undo_free(u);
        return -1;
    }
    return 0;
}

void game_undo_free(game_undo *u)
{
    free(u->base);
    free(u->tmp);
    u->base = u->tmp = NULL;
    u->n = 0;
}

void game_undo_note(game_undo *u, const void *before, const void *after, int seat,
                    const game_action *a, int step)
{
    int own = seat == u->last_seat; /* the record before this one was this seat's */
    int was_drained = u->drained;
    u->drained = 0;
    if (seat != u->last_seat) {
        /* Another seat decides: the last one's undos are over, and its
         * chain (if any) ends with this move, which it did not make. */
        u->broken = u->n > 0 && u->seat != seat ? u->seat : -1;
        u->undos = 0;
    } else {
        u->broken = -1;
    }
    u->last_seat = seat;
    int ok = u->ops->undoable && u->ops->undoable(before, after, seat, a);
    if (!ok) {
        u->n = 0;
        u->seat = -1;
        return;
    }
    if (u->seat != seat || u->n == 0 || u->n == GAME_UNDO_MOVES) {
        /* A new run starts here (a full chain too: its oldest moves are
         * then beyond reach, which GAME_UNDO_MOVES says). */
        memcpy(u->base, before, u->ops->state_size);
        /* What is left when this run is all taken back: a move of this
         * seat that cannot be (after a blocked move or a full chain), or
         * the start of its turn (another seat decided last). After an undo
         * that emptied the chain, the same as before it. */
        if (!(own && was_drained))
            u->after_own = own;
        u->n = 0;
        u->seat = seat;
    }
    u->moves[u->n] = *a;
    u->steps[u->n] = step;
    u->n++;
}

const char *game_undo_refusal(const game_undo *u, const void *state, int seat)
{
    game_decision d;
    u->ops->pending(state, &d);
    if (d.finished)
        return "game_over";
    if (d.seat != seat)
        return "not_your_turn";
    if (u->n > 0 && u->seat == seat)
        return u->undos >= GAME_UNDO_LIMIT && u->last_seat == seat ? "undo_limit" : NULL;
    /* Your last move revealed something (or was taken back as far as it
     * goes), or another seat decided after your moves. */
    if (u->last_seat == seat && u->drained && !u->after_own)
        return "nothing_to_undo"; /* all taken back to the start of the turn */
    if (u->last_seat == seat || u->broken == seat)
        return "cannot_undo";
    return "nothing_to_undo";
}

int game_undo_rebuild(const game_undo *u, void *out, game_err *e)
{
    if (u->n <= 0) {
        game_err_set(e, -1, "nothing_to_undo", "no move to take back");
        return -1;
    }
    memcpy(out, u->base, u->ops->state_size);
    for (int k = 0; k < u->n - 1; k++)
        if (u->ops->apply(out, u->seat, &u->moves[k], NULL, e) < 0)
            return -1;
    return u->steps[u->n - 1];
}

void game_undo_pop(game_undo *u)
{
    if (u->n <= 0)
        return;
    u->n--;
    u->drained = u->n == 0;
    if (u->last_seat != u->seat)
        u->undos = 0;
    u->last_seat = u->seat;
    u->broken = -1;
    u->undos++;
}

int game_undo_is_record(const json_t *action)
{
    const char *type = json_string_value(json_object_get(action, "type"));
    return type && strcmp(type, GAME_UNDO_TYPE) == 0;
}

json_t *game_undo_record_json(void)
{
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string(GAME_UNDO_TYPE));
    return j;
}

json_t *game_undo_event_json(int seat, int undone_seq)
{
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("move_undone"));
    json_object_set_new(j, "seat", json_integer(seat));
    json_object_set_new(j, "undone_seq", json_integer(undone_seq));
    return j;
}

int game_log_apply(game_undo *u, void *state, int seat, const json_t *action, int step,
                   const game_event_sink *sink, int *undone_seq, game_err *e)
{
    const game_ops *ops = u->ops;
    if (undone_seq)
        *undone_seq = 0;
    if (game_undo_is_record(action)) {
        const char *why = game_undo_refusal(u, state, seat);
        if (why) {
            game_err_set(e, -1, why, "the undo of seat %d at step %d is not allowed", seat, step);
            return -1;
        }
        int k = game_undo_rebuild(u, u->tmp, e);
        if (k < 0)
            return -1;
        memcpy(state, u->tmp, ops->state_size);
        game_undo_pop(u);
        if (undone_seq)
            *undone_seq = k;
        return 0;
    }
    game_action a;
    memcpy(u->tmp, state, ops->state_size);
    if (ops->action_from_json(state, action, &a, e) < 0 ||
        ops->apply(state, seat, &a, sink, e) < 0)
        return -1;
    game_undo_note(u, u->tmp, state, seat, &a, step);
    return 0;
}
