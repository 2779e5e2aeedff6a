/* bot_tokens.c — seats the owner reserves for external bots (issue 13;
 * docs/bots.md, docs/protocol.md "create_bot_token").
 *
 * An external bot is a client like any other and may take a seat by a
 * normal join_room. A bot token is the owner's invitation instead: before
 * the start the owner asks for one, a seat is reserved at once (nobody else
 * can take it), and the owner hands the secret to the program, which joins
 * with {"type":"join_room","room":R,"bot_token":T} — no password needed:
 * the owner let it in. The token works once; from then on the seat belongs
 * to the bot's session like any player's (reconnecting with the session
 * token, timeouts, autopilot, the store), and every `room` shows it as
 * `"external": true` so the table knows a program plays it.
 *
 * The server keeps only the token's hash (as for session tokens), compares
 * in constant time, and a room holds at most one reserved seat per free
 * seat (a token takes a seat; docs/limits.md). The game does not start while
 * a reserved seat waits for its bot (`seat_reserved`); the owner may kick
 * the seat to free it. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <string.h>

int room_unclaimed_seat(const hub_room *r)
{
    for (int k = 0; r && k < r->nseats; k++)
        if (r->seats[k].external && r->seats[k].kind == SEAT_HUMAN && !r->seats[k].session)
            return k;
    return -1;
}

/* The lowest free "External bot n": short, distinct, and not the reserved
 * "Bot n" of the server's own bots. */
static void default_name(const hub_room *r, char out[HUB_NAME_MAX + 1])
{
    for (int n = 1;; n++) {
        snprintf(out, HUB_NAME_MAX + 1, "External bot %d", n);
        int used = 0;
        for (int k = 0; k < r->nseats; k++)
            used |= strcmp(r->seats[k].name, out) == 0;
        if (!used)
            return;
    }
}

void cmd_create_bot_token(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    (void)now_ms;
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    /* The seat's name is the owner's choice (the bot cannot pass itself off
     * as someone at the table); a name follows the rules of hello's. */
    json_t *nv = json_object_get(msg, "name");
    const char *name = json_string_value(nv);
    if (nv && !json_is_null(nv)) {
        if (send_name_fault(h, c, msg,
                            name ? text_check(name, HUB_NAME_MAX, TEXT_NAME) : TEXT_LENGTH))
            return;
    }
    if (r->nseats >= r->max_players) {
        send_error(h, c, msg, "room_full", "all seats are taken");
        return;
    }
    unsigned char raw[HUB_TOKEN_BYTES];
    char token[2 * HUB_TOKEN_BYTES + 1];
    randombytes_buf(raw, sizeof raw);
    sodium_bin2hex(token, sizeof token, raw, sizeof raw);
    sodium_memzero(raw, sizeof raw);

    int k = r->nseats;
    hub_seat *seat = &r->seats[k];
    *seat = (hub_seat){.kind = SEAT_HUMAN, .session = 0, .external = 1};
    token_hash_of(token, seat->bot_token_hash);
    if (name && !json_is_null(nv))
        snprintf(seat->name, sizeof seat->name, "%s", name);
    else
        default_name(r, seat->name);
    r->nseats++;

    /* The secret goes to the owner alone (all of the owner's tabs). */
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("bot_token"));
    json_object_set_new(j, "room", json_integer((json_int_t)r->id));
    json_object_set_new(j, "seat", json_integer(k));
    json_object_set_new(j, "name", json_string(seat->name));
    json_object_set_new(j, "token", json_string(token));
    sodium_memzero(token, sizeof token);
    send_json_session(h, s->id, j);
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

void bot_token_join(srv_hub *h, hub_conn *c, hub_session *s, hub_room *r, const json_t *msg,
                    int64_t now_ms)
{
    const char *token = json_string_value(json_object_get(msg, "bot_token"));
    if (r->started) {
        send_error(h, c, msg, "already_started", "the game has started; you may watch it");
        return;
    }
    int k = -1;
    if (token && strlen(token) == 2 * HUB_TOKEN_BYTES) {
        unsigned char hash[HUB_HASH_BYTES];
        token_hash_of(token, hash);
        /* Every waiting seat is compared (in constant time each): which one
         * matched, or whether any did, shows in no timing. */
        for (int i = 0; i < r->nseats; i++) {
            const hub_seat *st = &r->seats[i];
            int waiting = st->external && st->kind == SEAT_HUMAN && !st->session;
            if (sodium_memcmp(st->bot_token_hash, hash, HUB_HASH_BYTES) == 0 && waiting)
                k = i;
        }
    }
    if (k < 0) {
        send_error(h, c, msg, "bad_bot_token",
                   "no seat of this room waits for that bot token (wrong, already used, or "
                   "its seat was removed)");
        return;
    }
    session_leave_room(h, s, now_ms); /* also stops watching r */
    hub_seat *seat = &r->seats[k];
    seat->session = s->id;
    seat->addr = c->addr;
    memcpy(seat->token_hash, s->token_hash, HUB_HASH_BYTES);
    sodium_memzero(seat->bot_token_hash, HUB_HASH_BYTES); /* used: it works once */
    room_enter(h, c, s, r, now_ms);
}
