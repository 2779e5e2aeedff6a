/* rematch.c — the owner of a finished room plays again with the same table.
 *
 * {"type":"rematch"} puts the room back to before the start: the same id,
 * name, options and password, the same seats (bots stay; a human seat stays
 * reserved for its player: a session holding a seat is never forgotten
 * (session.c), so join_room by that player finds it), spectators stay. The finished game
 * stays in the store, replayable under its id; the next Start stores a new
 * game with a new id. Every member gets the new `room` (not started, no
 * game_id) and the lobby lists the room as waiting again.
 *
 * A rematch is a new game like a new room: the owner's room limits count it
 * again (a finished room counts for none) and it takes one room creation of
 * the address, so a script cannot fill the store by playing bot games in a
 * loop faster than by creating rooms. */
#include "server/hub_internal.h"

#include <stdlib.h>
#include <string.h>

/* Back to before the start; seats, options and kicks are kept. */
static void room_reset(hub_room *r)
{
    game_log_reset(r);
    free(r->state);
    free(r->scratch);
    free(r->cfg);
    r->state = r->scratch = r->cfg = NULL;
    r->started = r->finished = r->creating = r->writing = 0;
    r->game_id = 0;
    r->seq = 0;
    r->deadline_ms = -1;
    sodium_memzero(&r->seed, sizeof r->seed);
    r->seed_salt[0] = r->seed_hash[0] = 0;
    for (int k = 0; k < r->nseats; k++) {
        r->seats[k].timeouts = 0;
        r->seats[k].autopilot = 0;
        r->seats[k].autopilot_moves = 0;
    }
}

void cmd_rematch(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    if (!r->finished || r->writing) {
        send_error(h, c, msg, "not_finished", "the game is not finished");
        return;
    }
    if (session_rooms_owned(h, s->id) >= h->lim.rooms_per_session) {
        send_error(h, c, msg, "too_many_rooms", "you may own at most %d rooms at once",
                   h->lim.rooms_per_session);
        return;
    }
    uint64_t addr = r->seats[r->owner_seat].addr;
    if (h->lim.rooms_per_address > 0 && addr &&
        address_rooms_owned(h, addr) >= h->lim.rooms_per_address) {
        send_error(h, c, msg, "too_many_rooms_per_address",
                   "players from your address own %d rooms already", h->lim.rooms_per_address);
        return;
    }
    if (addr_creation_take(h, c->addr, now_ms) < 0) {
        send_error(h, c, msg, "too_many_creations",
                   "your address has started many games lately; try again in a few minutes");
        return;
    }
    room_reset(r);
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}
