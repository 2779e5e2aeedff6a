/* undo.c — a player takes back their last move (docs/protocol.md, "undo").
 *
 * Which moves qualify is the engine's call (game_ops.undoable: the move
 * showed its player nothing new and used no randomness, and the turn is
 * still theirs); the chain of such moves and the rebuild without the last
 * one are src/game/undo_log.c, shared with everything that replays a stored
 * log. This file is the room's side: the command, its refusals, and the
 * room's chain kept in step with the moves room.c makes durable.
 *
 * An undo is a step of the log like a move: its record ({"type":"undo"})
 * goes through the same write-ahead as an action (room_write_undo), seq goes
 * on increasing, and every member is sent an "events" message by "undo"
 * with one public event, move_undone, then its own view. The deadline stays
 * as it was: an undo buys no time. Cost on the loop: a memcpy and at most
 * GAME_UNDO_MOVES engine applies (microseconds), never a replay of the game. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <string.h>

int room_undo_start(hub_room *r)
{
    room_undo_free(r);
    if (game_undo_init(&r->undo, r->ops) < 0)
        return -1;
    r->undo_ready = 1;
    return 0;
}

void room_undo_free(hub_room *r)
{
    if (r->undo_ready)
        game_undo_free(&r->undo);
    r->undo_ready = 0;
}

void room_undo_note(hub_room *r, const void *before, int seat, const game_action *a)
{
    if (r->undo_ready)
        game_undo_note(&r->undo, before, r->state, seat, a, r->seq);
}

void room_undo_done(hub_room *r)
{
    if (r->undo_ready)
        game_undo_pop(&r->undo);
}

int room_can_undo(const hub_room *r, int seat)
{
    return seat >= 0 && r->undo_ready && r->state && !r->finished && !r->writing &&
           r->seats[seat].kind == SEAT_HUMAN && !game_undo_refusal(&r->undo, r->state, seat);
}

static const char *refusal_text(const char *code)
{
    if (strcmp(code, "nothing_to_undo") == 0)
        return "you have made no move this turn that could be taken back";
    if (strcmp(code, "cannot_undo") == 0)
        return "your last move showed you something new or cannot be taken back";
    if (strcmp(code, "not_your_turn") == 0)
        return "only the player who decides now can undo";
    return "the game is over";
}

void cmd_undo(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    int seat;
    hub_room *r = room_for_move(h, c, msg, now_ms, &seat);
    if (!r)
        return;
    /* As for an action: while a move is being saved the state shown is the
     * one before it, and any answer about it would be wrong a moment later. */
    if (r->writing) {
        send_error(h, c, msg, "move_pending",
                   "the previous move is still being saved; try again in a moment");
        return;
    }
    if (!r->undo_ready) {
        send_error(h, c, msg, "server_error", "undo is not available in this game");
        return;
    }
    const char *why = game_undo_refusal(&r->undo, r->state, seat);
    if (why && strcmp(why, "undo_limit") == 0) {
        send_error(h, c, msg, why, "at most %d undos per turn", GAME_UNDO_LIMIT);
        return;
    }
    if (why) {
        send_error(h, c, msg, why, "%s", refusal_text(why));
        return;
    }
    game_err e = {0};
    int undone = game_undo_rebuild(&r->undo, r->scratch, &e);
    if (undone < 0) {
        /* The engine refused a move it took before: a bug, not the player's. */
        fprintf(stderr, "hub: room %llu: undo rebuild failed: %s: %s\n",
                (unsigned long long)r->id, e.name, e.msg);
        send_error(h, c, msg, "server_error", "the move could not be taken back");
        return;
    }
    if (room_write_undo(h, r, seat, undone, c, msg, &e) < 0)
        send_error(h, c, msg, e.name[0] ? e.name : "server_error", "%s", e.msg);
}
