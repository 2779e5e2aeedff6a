/* autopilot.c — an absent player does not stall the table.
 *
 * Each human seat counts its timeouts in a row. When the count reaches the
 * room's option autopilot_after (0 = never), a bot (the room's timeout level;
 * the strongest when that is "random") plays the
 * seat, at the bot pause instead of the full turn time, until the player
 * returns: by an action or an undo of their own, by {"type":"back"}, or by
 * connecting again after having had no connection (a hello with the seat's
 * token, or join_room of the room). Then the count starts again and their
 * next decision gets the full turn time. Before the autopilot takes over,
 * timeouts play as the room's `timeout` option says (random, or the bot).
 *
 * The seat's entry in `room` says `autopilot` and `autopilot_moves` (moves
 * the bot made since it last took over: kept after the player returns, so
 * their client can tell them); the moves' `events` say "by":"autopilot".
 * The state is the room's, in memory: after a restart every seat starts
 * again with no timeouts counted. */
#include "server/hub_internal.h"

#include <string.h>

int autopilot_plays(const hub_room *r, int seat)
{
    const hub_seat *st = &r->seats[seat];
    return st->kind == SEAT_BOT || (st->kind == SEAT_HUMAN && st->autopilot);
}

const char *autopilot_by(const hub_room *r, int seat)
{
    const hub_seat *st = &r->seats[seat];
    return st->kind == SEAT_BOT ? "bot" : st->autopilot ? "autopilot" : "timeout";
}

void autopilot_after_move(srv_hub *h, hub_room *r, int seat, const char *by)
{
    if (seat < 0 || seat >= r->nseats || r->seats[seat].kind != SEAT_HUMAN)
        return;
    hub_seat *st = &r->seats[seat];
    if (strcmp(by, "autopilot") == 0) {
        st->autopilot_moves++;
    } else if (strcmp(by, "timeout") == 0) {
        st->timeouts++;
        if (r->autopilot_after > 0 && st->timeouts >= r->autopilot_after) {
            st->autopilot = 1;
            st->autopilot_moves = 0;
            room_broadcast_state(h, r); /* everyone sees who plays the seat now */
        }
    } else if (strcmp(by, "player") == 0 || strcmp(by, "undo") == 0) {
        st->timeouts = 0;
    }
}

int autopilot_back(srv_hub *h, hub_room *r, int seat, int64_t now_ms)
{
    if (seat < 0 || seat >= r->nseats || r->seats[seat].kind != SEAT_HUMAN)
        return 0;
    hub_seat *st = &r->seats[seat];
    int was = st->autopilot;
    st->autopilot = 0;
    st->timeouts = 0;
    if (!was)
        return 0;
    room_bot_invalidate(r); /* the autopilot's choice in flight is not theirs */
    /* A decision of theirs now pending was timed for the bot: give it the
     * full time (not while a move is being saved: its report sets it). */
    game_decision d;
    if (r->state && !r->writing && !r->finished) {
        r->ops->pending(r->state, &d);
        if (d.seat == seat)
            room_set_deadline(h, r, now_ms);
    }
    return 1;
}

void cmd_back(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    int seat = room_seat_of(r, s->id);
    if (!room_started_shown(r) || r->finished) {
        send_error(h, c, msg, "not_started", "no game of yours is running");
        return;
    }
    if (!autopilot_back(h, r, seat, now_ms)) {
        send_error(h, c, msg, "not_on_autopilot", "you are playing your seat already");
        return;
    }
    room_broadcast_state(h, r);
    /* The player's view carries the new deadline. */
    room_send_game(h, r, s->id, 0, now_ms);
}
