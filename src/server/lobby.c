/* lobby.c — rooms before and around the game: creating, joining, watching
 * and leaving rooms, the owner's options, kicking, bots and chat, and
 * sweeping rooms nobody uses any more.
 *
 * Options are parsed and checked in options.c; the room list is lobby_feed.c.
 *
 * What one client can hold is bounded (docs/limits.md): rooms per session
 * and per address, room creations per address and hour, spectators per
 * address, and a room nobody is connected to before its start closes after
 * HUB_ROOM_IDLE_MS. A kick holds for the room's life, by token hash and by
 * address.
 *
 * Seats before the start are a compact list in join order; leaving gives the
 * seat up (the owner's role passes to the next human; a room without humans
 * closes). Once started, seats are fixed: a player who leaves keeps the seat
 * and the timer plays for it. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- rooms and seats ---- */

hub_room *room_alloc(srv_hub *h, uint64_t id, const game_ops *ops)
{
    hub_room *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->id = id;
    r->ops = ops;
    r->owner_seat = -1;
    r->deadline_ms = -1;
    r->max_players = game_max_seats(ops);
    r->turn_seconds = HUB_TURN_SECONDS_DEFAULT;
    r->bot_delay_ms = HUB_BOT_DELAY_DEFAULT;
    r->autopilot_after = HUB_AUTOPILOT_AFTER_DEFAULT;
    snprintf(r->timeout, sizeof r->timeout, "random");
    /* Timeouts and bots draw from their own generator, seeded from the OS:
     * the game's RNG is the engine's alone, so replays stay exact. */
    uint64_t seed;
    randombytes_buf(&seed, sizeof seed);
    gh_rng_seed(&r->rng, seed);
    hmap_put(&h->rooms, id, r);
    if (id >= h->next_room)
        h->next_room = id + 1;
    return r;
}

void room_free(srv_hub *h, hub_room *r)
{
    hmap_del(&h->rooms, r->id);
    game_log_reset(r);
    free(r->state);
    free(r->scratch);
    room_undo_free(r);
    free(r->cfg);
    json_decref(r->config);
    free(r);
}

int room_seat_of(const hub_room *r, uint64_t session)
{
    if (!r || !session)
        return -1;
    for (int k = 0; k < r->nseats; k++)
        if (r->seats[k].kind == SEAT_HUMAN && r->seats[k].session == session)
            return k;
    return -1;
}

int room_is_spectator(const hub_room *r, uint64_t session)
{
    for (int i = 0; r && i < r->nspect; i++)
        if (r->spect[i] == session)
            return 1;
    return 0;
}

int session_rooms_owned(srv_hub *h, uint64_t session)
{
    int n = 0;
    for (size_t i = 0; i < h->rooms.cap; i++) {
        hub_room *r = h->rooms.vals[i];
        if (h->rooms.keys[i] && !r->dead && !r->finished && r->owner_seat >= 0 &&
            r->seats[r->owner_seat].kind == SEAT_HUMAN && r->seats[r->owner_seat].session == session)
            n++;
    }
    return n;
}

/* Rooms (not finished) whose owner took the seat from this address. */
int address_rooms_owned(srv_hub *h, uint64_t addr)
{
    int n = 0;
    for (size_t i = 0; addr && i < h->rooms.cap; i++) {
        hub_room *r = h->rooms.vals[i];
        if (h->rooms.keys[i] && !r->dead && !r->finished && r->owner_seat >= 0 &&
            r->seats[r->owner_seat].kind == SEAT_HUMAN && r->seats[r->owner_seat].addr == addr)
            n++;
    }
    return n;
}

static void seat_remove(hub_room *r, int k)
{
    memmove(&r->seats[k], &r->seats[k + 1], (size_t)(r->nseats - k - 1) * sizeof r->seats[0]);
    r->nseats--;
    memset(&r->seats[r->nseats], 0, sizeof r->seats[0]);
    if (r->owner_seat > k)
        r->owner_seat--;
    else if (r->owner_seat == k)
        r->owner_seat = -1;
}

static void spect_remove_at(hub_room *r, int i)
{
    r->nspect--;
    r->spect[i] = r->spect[r->nspect];
    r->spect_addr[i] = r->spect_addr[r->nspect];
}

static void spect_remove(hub_room *r, uint64_t session)
{
    for (int i = 0; i < r->nspect; i++)
        if (r->spect[i] == session)
            spect_remove_at(r, i--);
}

/* Frees the slots of spectators with no connection: all of them (`grace_ms`
 * 0, when someone connected wants a slot) or those gone for grace_ms.
 * Returns how many went. */
static int spect_prune(srv_hub *h, hub_room *r, int64_t now_ms, int64_t grace_ms)
{
    int n = 0;
    for (int i = 0; i < r->nspect; i++) {
        hub_session *s = hub_session_get(h, r->spect[i]);
        if (s && (s->nconns > 0 || now_ms - s->last_seen_ms < grace_ms))
            continue;
        if (s && s->room == r->id)
            s->room = 0;
        spect_remove_at(r, i--);
        n++;
    }
    return n;
}

int room_has_members(srv_hub *h, const hub_room *r)
{
    for (int k = 0; k < r->nseats; k++) {
        hub_session *s = r->seats[k].kind == SEAT_HUMAN ? hub_session_get(h, r->seats[k].session)
                                                        : NULL;
        if (s && s->room == r->id)
            return 1;
    }
    return r->nspect > 0;
}

static void room_close(srv_hub *h, hub_room *r, const char *reason)
{
    json_t *msg = json_object();
    json_object_set_new(msg, "type", json_string("room_closed"));
    json_object_set_new(msg, "room", json_integer((json_int_t)r->id));
    json_object_set_new(msg, "reason", json_string(reason));
    room_broadcast(h, r, msg);
    json_decref(msg);
    uint64_t members[GAME_MAX_SEATS + HUB_SPECTATORS_MAX];
    int nm = room_members(h, r, members, (int)(sizeof members / sizeof members[0]));
    for (int m = 0; m < nm; m++)
        hub_session_get(h, members[m])->room = 0;
    r->nspect = 0;
    room_mark_dead(h, r);
    h->lobby_dirty = 1;
}

void session_leave_room(srv_hub *h, hub_session *s, int64_t now_ms)
{
    hub_room *r = hub_room_get(h, s->room);
    s->room = 0;
    if (!r)
        return;
    spect_remove(r, s->id);
    int k = room_seat_of(r, s->id);
    if (k >= 0 && !r->started) {
        int was_owner = k == r->owner_seat;
        seat_remove(r, k);
        if (was_owner) {
            for (int i = 0; i < r->nseats && r->owner_seat < 0; i++)
                if (r->seats[i].kind == SEAT_HUMAN && !r->seats[i].external)
                    r->owner_seat = i; /* a person: never an external bot */
            if (r->owner_seat < 0) {
                room_close(h, r, "no_players");
                return;
            }
        }
    }
    /* A finished room lives while someone looks at it; a running game goes
     * on even if every human has left (the timer plays for them). */
    if (r->finished && !room_has_members(h, r))
        room_mark_dead(h, r);
    else
        room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

/* Before the start a room lives while one of its seated humans is connected
 * or was within HUB_ROOM_IDLE_MS (spectators do not keep it: nobody could
 * start it); a finished room while anyone connected looks at it; a running
 * game always (the timer plays for absent players). Spectators without a
 * connection lose their slot after HUB_SPECTATOR_GRACE_MS. */
void rooms_sweep(srv_hub *h, int64_t now_ms)
{
    for (size_t i = 0; i < h->rooms.cap; i++) {
        hub_room *r = h->rooms.vals[i];
        if (!h->rooms.keys[i] || r->dead)
            continue;
        if (spect_prune(h, r, now_ms, HUB_SPECTATOR_GRACE_MS) > 0) {
            room_broadcast_state(h, r);
            h->lobby_dirty = 1;
        }
        if (r->started && !r->finished)
            continue;
        int live = 0;
        uint64_t members[GAME_MAX_SEATS + HUB_SPECTATORS_MAX];
        int nm = room_members(h, r, members, (int)(sizeof members / sizeof members[0]));
        for (int m = 0; m < nm && !live; m++) {
            hub_session *s = hub_session_get(h, members[m]);
            if (r->finished)
                live = s->nconns > 0;
            else if (room_seat_of(r, s->id) >= 0)
                live = s->nconns > 0 || now_ms - s->last_seen_ms < HUB_ROOM_IDLE_MS;
        }
        if (!live)
            room_close(h, r, r->finished ? "finished" : "abandoned");
    }
}

/* ---- commands ---- */

static const game_ops *game_of(const json_t *msg, int *bad)
{
    json_t *g = json_object_get(msg, "game");
    *bad = 0;
    if (!g) {
        int n;
        return game_all(&n)[0];
    }
    const char *name = json_string_value(g);
    const game_ops *ops = name ? game_find(name) : NULL;
    *bad = !ops;
    return ops;
}

void cmd_create_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    int bad;
    const game_ops *ops = game_of(msg, &bad);
    if (bad) {
        send_error(h, c, msg, "unknown_game", "no such game on this server");
        return;
    }
    if (session_rooms_owned(h, s->id) >= h->lim.rooms_per_session) {
        send_error(h, c, msg, "too_many_rooms", "you may own at most %d rooms at once",
                   h->lim.rooms_per_session);
        return;
    }
    /* New sessions cost nothing: the address is what a script cannot change. */
    if (h->lim.rooms_per_address > 0 &&
        address_rooms_owned(h, c->addr) >= h->lim.rooms_per_address) {
        send_error(h, c, msg, "too_many_rooms_per_address",
                   "players from your address own %d rooms already", h->lim.rooms_per_address);
        return;
    }
    if ((int)h->rooms.count >= h->lim.max_rooms) {
        send_error(h, c, msg, "server_full", "this server holds no more rooms");
        return;
    }
    room_opts o;
    hub_room proto = {.ops = ops,
                      .max_players = game_max_seats(ops),
                      .turn_seconds = HUB_TURN_SECONDS_DEFAULT,
                      .bot_delay_ms = HUB_BOT_DELAY_DEFAULT,
                      .autopilot_after = HUB_AUTOPILOT_AFTER_DEFAULT,
                      .timeout = "random"};
    snprintf(proto.name, sizeof proto.name, "%.40s's table", s->name);
    opts_from_room(&o, &proto);
    int rc = opts_apply(h, c, msg, json_object_get(msg, "options"), &o, 1);
    if (rc != 0) {
        json_decref(o.config);
        if (rc > 0) /* the password is hashed first; then this runs again */
            pw_hash_start(h, c, msg, o.password, 0);
        return;
    }
    /* Only a room actually made costs a creation. */
    if (addr_creation_take(h, c->addr, now_ms) < 0) {
        json_decref(o.config);
        send_error(h, c, msg, "too_many_creations",
                   "your address has created many rooms lately; try again in a few minutes");
        return;
    }
    session_leave_room(h, s, now_ms);
    hub_room *r = room_alloc(h, h->next_room, ops);
    if (!r) {
        json_decref(o.config);
        return;
    }
    opts_to_room(&o, r);
    r->seats[0] = (hub_seat){.kind = SEAT_HUMAN, .session = s->id, .addr = c->addr};
    memcpy(r->seats[0].token_hash, s->token_hash, HUB_HASH_BYTES);
    snprintf(r->seats[0].name, sizeof r->seats[0].name, "%s", s->name);
    r->nseats = 1;
    r->owner_seat = 0;
    s->room = r->id;
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

void cmd_set_options(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    int bad;
    const game_ops *ops = json_object_get(msg, "game") ? game_of(msg, &bad) : r->ops;
    if (!ops) {
        send_error(h, c, msg, "unknown_game", "no such game on this server");
        return;
    }
    room_opts o;
    opts_from_room(&o, r);
    if (ops != r->ops) { /* another game: its own config, from its defaults */
        o.ops = ops;
        json_decref(o.config);
        o.config = json_object();
    }
    int rc = opts_apply(h, c, msg, json_object_get(msg, "options"), &o, r->nseats);
    if (rc != 0) {
        json_decref(o.config);
        if (rc > 0) /* the password is hashed first; then this runs again */
            pw_hash_start(h, c, msg, o.password, r->id);
        return;
    }
    opts_to_room(&o, r);
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

static int room_arg(srv_hub *h, hub_conn *c, const json_t *msg, hub_room **out)
{
    json_t *v = json_object_get(msg, "room");
    *out = json_is_integer(v) && json_integer_value(v) > 0
               ? hub_room_get(h, (uint64_t)json_integer_value(v))
               : NULL;
    if (!*out)
        send_error(h, c, msg, "no_such_room", "there is no such room");
    return *out ? 0 : -1;
}

/* 1 if the session may enter r: a public room, or the right password. 0
 * otherwise: refused (the error is sent), or the password is being checked
 * off the loop (passwords.c), after which the command runs again. */
static int password_ok(srv_hub *h, hub_conn *c, hub_session *s, hub_room *r, const json_t *msg,
                       int64_t now_ms)
{
    if (!r->is_private)
        return 1;
    const char *pw = json_string_value(json_object_get(msg, "password"));
    if (!pw) {
        send_error(h, c, msg, "password_required", "this room is private");
        return 0;
    }
    if (join_attempt_allowed(h, c->peer, s, r->id, now_ms) < 0) {
        send_error(h, c, msg, "too_many_attempts", "too many wrong passwords; wait a minute");
        return 0;
    }
    int ok = strlen(pw) > HUB_PASSWORD_MAX ? 0 : pw_verify_ready(h, c, pw, r->pwhash);
    if (ok < 0) {
        /* crypto_pwhash_str_verify compares in constant time, on the pool. */
        pw_verify_start(h, c, msg, pw, r->pwhash);
        return 0;
    }
    if (!ok) {
        join_attempt_failed(h, c->peer, s, r->id, now_ms);
        send_error(h, c, msg, "wrong_password", "wrong password");
        return 0;
    }
    return 1;
}

/* Whether the owner kicked this player: its token, or its address. */
static int was_kicked(const hub_room *r, const hub_session *s, const hub_conn *c)
{
    for (int i = 0; i < r->nkicked_token; i++)
        if (sodium_memcmp(r->kicked_token[i], s->token_hash, HUB_HASH_BYTES) == 0)
            return 1;
    for (int i = 0; c->addr && i < r->nkicked_addr; i++)
        if (r->kicked_addr[i] == c->addr)
            return 1;
    return 0;
}

/* Puts a session into a room it already belongs to (its seat, or watching),
 * leaving the room it was in, and sends it what it needs to see. */
void room_enter(srv_hub *h, hub_conn *c, hub_session *s, hub_room *r, int64_t now_ms)
{
    if (s->room != r->id)
        session_leave_room(h, s, now_ms);
    s->room = r->id;
    /* Back in one's own seat of a running game: one is here again. */
    int k = room_seat_of(r, s->id);
    if (k >= 0 && r->started && !r->finished)
        autopilot_back(h, r, k, now_ms);
    room_broadcast_state(h, r);
    if (r->started) {
        game_log_send(h, r, s->id, 0); /* the history first: it has not followed */
        room_send_game(h, r, s->id, 0, now_ms);
    }
    h->lobby_dirty = 1;
}

void cmd_join_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r;
    if (room_arg(h, c, msg, &r) < 0)
        return;
    if (room_seat_of(r, s->id) >= 0) { /* back to one's own seat */
        spect_remove(r, s->id);
        room_enter(h, c, s, r, now_ms);
        return;
    }
    if (was_kicked(r, s, c)) {
        send_error(h, c, msg, "kicked", "the owner removed you from this room");
        return;
    }
    if (json_object_get(msg, "bot_token")) { /* the seat the owner reserved (issue 13) */
        bot_token_join(h, c, s, r, msg, now_ms);
        return;
    }
    if (r->nkicked_token >= HUB_KICK_MAX || r->nkicked_addr >= HUB_KICK_MAX) {
        send_error(h, c, msg, "room_full", "this room takes no new players (too many kicks)");
        return;
    }
    if (r->started) {
        send_error(h, c, msg, "already_started", "the game has started; you may watch it");
        return;
    }
    if (r->nseats >= r->max_players) {
        send_error(h, c, msg, "room_full", "all seats are taken");
        return;
    }
    if (!password_ok(h, c, s, r, msg, now_ms))
        return;
    session_leave_room(h, s, now_ms); /* also stops watching r */
    hub_seat *seat = &r->seats[r->nseats++];
    *seat = (hub_seat){.kind = SEAT_HUMAN, .session = s->id, .addr = c->addr};
    memcpy(seat->token_hash, s->token_hash, HUB_HASH_BYTES);
    snprintf(seat->name, sizeof seat->name, "%s", s->name);
    room_enter(h, c, s, r, now_ms);
}

void cmd_spectate(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r;
    if (room_arg(h, c, msg, &r) < 0)
        return;
    if (room_seat_of(r, s->id) >= 0 || room_is_spectator(r, s->id)) {
        room_enter(h, c, s, r, now_ms); /* a player watches from their own seat */
        return;
    }
    int from_here = 0;
    for (int i = 0; i < r->nspect; i++)
        from_here += c->addr && r->spect_addr[i] == c->addr;
    if (from_here >= HUB_SPECTATORS_PER_ADDR) {
        send_error(h, c, msg, "too_many_spectators",
                   "at most %d spectators of a room from one address", HUB_SPECTATORS_PER_ADDR);
        return;
    }
    /* A slot held by a session without a connection goes to whoever is here. */
    if (r->nspect >= HUB_SPECTATORS_MAX && spect_prune(h, r, now_ms, 0) > 0)
        room_broadcast_state(h, r);
    if (r->nspect >= HUB_SPECTATORS_MAX) {
        send_error(h, c, msg, "room_full", "no room for more spectators");
        return;
    }
    if (!password_ok(h, c, s, r, msg, now_ms))
        return;
    session_leave_room(h, s, now_ms);
    r->spect_addr[r->nspect] = c->addr;
    r->spect[r->nspect++] = s->id;
    room_enter(h, c, s, r, now_ms);
}

void cmd_leave_room(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    uint64_t id = s->room;
    session_leave_room(h, s, now_ms);
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("left"));
    json_object_set_new(j, "room", json_integer((json_int_t)id));
    send_json_session(h, s->id, j);
}

static int seat_arg(srv_hub *h, hub_conn *c, const json_t *msg, const hub_room *r)
{
    json_t *v = json_object_get(msg, "seat");
    if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) >= r->nseats) {
        send_error(h, c, msg, "bad_seat", "no such seat");
        return -1;
    }
    return (int)json_integer_value(v);
}

static void kick_remember_addr(hub_room *r, uint64_t addr)
{
    for (int i = 0; i < r->nkicked_addr; i++)
        if (r->kicked_addr[i] == addr)
            return;
    if (addr && r->nkicked_addr < HUB_KICK_MAX)
        r->kicked_addr[r->nkicked_addr++] = addr;
}

/* Remembers a kicked player for the room's life: its token hash (the same
 * player on another network) and its addresses (a fresh session from the
 * same place). The lists never overwrite: once either is full, join_room
 * takes nobody new (see cmd_join_room). That is safe because only the owner
 * kicks, each kick needs a human who joined, and after the first kick from
 * an address nobody else from it can join: filling a list takes
 * HUB_KICK_MAX different addresses, all kicked by the owner. */
static void kick_remember(srv_hub *h, hub_room *r, const hub_seat *seat, const hub_session *victim)
{
    int known = 0;
    for (int i = 0; i < r->nkicked_token; i++)
        known |= sodium_memcmp(r->kicked_token[i], seat->token_hash, HUB_HASH_BYTES) == 0;
    if (!known && r->nkicked_token < HUB_KICK_MAX)
        memcpy(r->kicked_token[r->nkicked_token++], seat->token_hash, HUB_HASH_BYTES);
    kick_remember_addr(r, seat->addr);
    for (int i = 0; victim && i < victim->nconns; i++) {
        hub_conn *vc = hub_conn_get(h, victim->conns[i]);
        if (vc)
            kick_remember_addr(r, vc->addr);
    }
}

void cmd_kick(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    int k = seat_arg(h, c, msg, r);
    if (k < 0)
        return;
    if (k == r->owner_seat) {
        send_error(h, c, msg, "bad_seat", "the owner cannot kick themselves; leave instead");
        return;
    }
    hub_session *victim =
        r->seats[k].kind == SEAT_HUMAN ? hub_session_get(h, r->seats[k].session) : NULL;
    if (r->seats[k].kind == SEAT_HUMAN && r->seats[k].session) /* not a seat still reserved */
        kick_remember(h, r, &r->seats[k], victim);
    seat_remove(r, k);
    if (victim && victim->room == r->id) {
        victim->room = 0;
        json_t *j = json_object();
        json_object_set_new(j, "type", json_string("kicked"));
        json_object_set_new(j, "room", json_integer((json_int_t)r->id));
        send_json_session(h, victim->id, j);
    }
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

void cmd_add_bot(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    json_t *lv = json_object_get(msg, "level");
    const char *level = lv ? json_string_value(lv) : "random";
    const bot_level *blv = bot_level_find(level);
    if (!blv) {
        send_error(h, c, msg, "unknown_bot", "bot levels: %s", bot_level_names());
        return;
    }
    if (!bot_level_plays(blv, r->ops)) { /* issue 14: a level plays only its games */
        send_error(h, c, msg, "unknown_bot", "%s", bot_level_refusal(blv, r->ops));
        return;
    }
    if (r->nseats >= r->max_players) {
        send_error(h, c, msg, "room_full", "all seats are taken");
        return;
    }
    hub_seat *seat = &r->seats[r->nseats];
    *seat = (hub_seat){.kind = SEAT_BOT};
    snprintf(seat->bot_level, sizeof seat->bot_level, "%s", level);
    /* The lowest free "Bot n", so names stay short and distinct. */
    for (int n = 1; !seat->name[0]; n++) {
        char name[HUB_NAME_MAX + 1];
        snprintf(name, sizeof name, "Bot %d", n);
        int used = 0;
        for (int k = 0; k < r->nseats; k++)
            used |= strcmp(r->seats[k].name, name) == 0;
        if (!used)
            memcpy(seat->name, name, sizeof name);
    }
    r->nseats++;
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

void cmd_remove_bot(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    int k = seat_arg(h, c, msg, r);
    if (k < 0)
        return;
    if (r->seats[k].kind != SEAT_BOT) {
        send_error(h, c, msg, "not_a_bot", "seat %d is not a bot", k);
        return;
    }
    seat_remove(r, k);
    room_broadcast_state(h, r);
    h->lobby_dirty = 1;
}

void cmd_chat(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    hub_session *s = hub_session_get(h, c->session);
    hub_room *r = hub_room_get(h, s->room);
    const char *text = json_string_value(json_object_get(msg, "text"));
    if (!text || !text_valid(text, HUB_CHAT_MAX)) {
        send_error(h, c, msg, "bad_chat", "a chat line is 1 to %d bytes of text", HUB_CHAT_MAX);
        return;
    }
    int k = room_seat_of(r, s->id);
    json_t *j = json_object();
    json_object_set_new(j, "type", json_string("chat"));
    json_object_set_new(j, "room", json_integer((json_int_t)r->id));
    /* A seated player speaks under the seat's name, which a rename after
     * the start does not change (session.c, cmd_hello). */
    json_object_set_new(j, "from", json_string(k >= 0 ? r->seats[k].name : s->name));
    json_object_set_new(j, "seat", k >= 0 ? json_integer(k) : json_null());
    json_object_set_new(j, "text", json_string(text));
    json_object_set_new(j, "time_ms", json_integer(now_ms));
    room_broadcast(h, r, j);
    json_decref(j);
}
