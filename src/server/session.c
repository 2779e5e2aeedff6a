/* session.c — identity and the limits tied to it.
 *
 * A session is a player: a nickname and a secret token the client keeps
 * (256 random bits from libsodium, sent once, in hex). A connection speaks for
 * a session after "hello"; sending the token again after a dropped connection,
 * a page reload or a server restart resumes the same session, and with it the
 * seats it holds. The hub keeps only a hash of each token (crypto_generichash),
 * in memory and in the store, so neither a memory dump nor the database hands
 * out identities. Also here: the per-connection message rate (token bucket),
 * the buckets of per-address limits, the limit on wrong room passwords (per
 * session, and per address and room: see join_attempt_allowed), the caps on
 * sessions (per server and per address) and forgetting idle ones. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t index_key(const unsigned char hash[HUB_HASH_BYTES])
{
    uint64_t k;
    memcpy(&k, hash, sizeof k);
    return k ? k : 1; /* 0 marks an empty map slot */
}

void token_hash_of(const char *token, unsigned char out[HUB_HASH_BYTES])
{
    crypto_generichash(out, HUB_HASH_BYTES, (const unsigned char *)token, strlen(token), NULL, 0);
}

hub_session *session_new(srv_hub *h, const unsigned char token_hash[HUB_HASH_BYTES],
                         const char *name, int64_t now_ms)
{
    hub_session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->id = h->next_session++;
    memcpy(s->token_hash, token_hash, HUB_HASH_BYTES);
    snprintf(s->name, sizeof s->name, "%s", name);
    s->last_seen_ms = now_ms;
    for (int i = 0; i < HUB_JOIN_WINDOW; i++)
        s->join_fail_ms[i] = INT64_MIN;
    hmap_put(&h->sessions, s->id, s);
    hmap_put(&h->token_index, index_key(token_hash), s);
    return s;
}

/* Sessions per address: the count lives in the map's value. */
static size_t addr_sessions(srv_hub *h, uint64_t key)
{
    return (size_t)(uintptr_t)hmap_get(&h->sessions_by_addr, key);
}

static void addr_count(srv_hub *h, uint64_t key, int delta)
{
    if (!key)
        return;
    size_t n = addr_sessions(h, key) + (size_t)delta;
    if (n)
        hmap_put(&h->sessions_by_addr, key, (void *)(uintptr_t)n);
    else
        hmap_del(&h->sessions_by_addr, key);
}

void session_free(srv_hub *h, hub_session *s)
{
    addr_count(h, s->addr_key, -1);
    hmap_del(&h->sessions, s->id);
    if (hmap_get(&h->token_index, index_key(s->token_hash)) == s)
        hmap_del(&h->token_index, index_key(s->token_hash));
    free(s);
}

hub_session *session_by_token_hash(srv_hub *h, const unsigned char hash[HUB_HASH_BYTES])
{
    hub_session *s = hmap_get(&h->token_index, index_key(hash));
    /* The index key is only 64 bits of the hash: compare all of it, in
     * constant time since it stands for a secret. */
    if (s && sodium_memcmp(s->token_hash, hash, HUB_HASH_BYTES) == 0)
        return s;
    return NULL;
}


/* ---- rates ---- */

int conn_rate_take(srv_hub *h, hub_conn *c, int64_t now_ms)
{
    double rate = h->lim.messages_per_second > 0 ? h->lim.messages_per_second : 1;
    double burst = 2.0 * rate;
    if (now_ms > c->refill_ms) {
        c->tokens += (double)(now_ms - c->refill_ms) * rate / 1000.0;
        if (c->tokens > burst)
            c->tokens = burst;
        c->refill_ms = now_ms;
    }
    if (c->tokens < 1.0) {
        c->strikes++;
        return -1;
    }
    c->tokens -= 1.0;
    c->strikes = 0;
    return 0;
}

int bucket_take(hub_bucket *b, double per_sec, double burst, int64_t now_ms, int64_t *wait_ms)
{
    if (b->refill_ms == 0) {
        b->tokens = burst; /* a zeroed bucket starts full */
        b->refill_ms = now_ms;
    } else if (now_ms > b->refill_ms) {
        b->tokens += (double)(now_ms - b->refill_ms) * per_sec / 1000.0;
        if (b->tokens > burst)
            b->tokens = burst;
        b->refill_ms = now_ms;
    }
    if (b->tokens < 1.0) {
        if (wait_ms)
            *wait_ms = (int64_t)((1.0 - b->tokens) * 1000.0 / per_sec) + 1;
        return -1;
    }
    b->tokens -= 1.0;
    return 0;
}

uint64_t peer_key(const char *peer, uint64_t scope)
{
    char addr[HUB_PEER_ADDR];
    peer_addr(peer, addr);
    crypto_generichash_state st;
    unsigned char d[8];
    crypto_generichash_init(&st, NULL, 0, sizeof d);
    crypto_generichash_update(&st, (const unsigned char *)addr, strlen(addr));
    crypto_generichash_update(&st, (const unsigned char *)&scope, sizeof scope);
    crypto_generichash_final(&st, d, sizeof d);
    uint64_t k;
    memcpy(&k, d, sizeof k);
    return k;
}

/* Entries are INT64_MIN when unused; compare without subtracting from them. */
static int recent(const int64_t *times, int n, int64_t now_ms)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        count += times[i] > now_ms - 60000;
    return count;
}

static void remember(int64_t *times, int n, int64_t now_ms)
{
    int oldest = 0;
    for (int i = 1; i < n; i++)
        if (times[i] < times[oldest])
            oldest = i;
    times[oldest] = now_ms;
}

/* Wrong passwords are counted three ways (finding 20 of issue 8 is why):
 *   - per session: L a minute (join_attempts_per_min), whatever the room;
 *   - per address *and target* (a room, or a stored game over HTTP): 3 L a
 *     minute, so that opening new sessions does not reset the count. Other
 *     rooms are not affected by an attack on one;
 *   - once an address is over its count for a target, a session that has
 *     no wrong password of its own in the last minute still gets an attempt
 *     (the friend behind the same NAT as the attacker, who has the right
 *     password), but such attempts are bounded too: HUB_JOIN_GRACE wrong
 *     ones a minute per address and target. A right password costs nothing.
 * So one address guesses at most 3 L + HUB_JOIN_GRACE passwords a minute per
 * room, however many sessions it opens, and locks a friend out only by
 * spending fresh sessions (a hello each, under the connection and message
 * limits) on the grace attempts minute after minute. The tables are fixed
 * and hashed by (address, target): bounded memory whatever the number of
 * addresses; two sharing a slot share a budget. HTTP requests carry no
 * session: no grace for them. */
static int64_t *fail_slot(srv_hub *h, const char *peer, uint64_t target)
{
    return h->peer_fail_ms[peer_key(peer, target) % HUB_PEER_SLOTS];
}

static int64_t *grace_slot(srv_hub *h, const char *peer, uint64_t target)
{
    return h->peer_grace_ms[peer_key(peer, target) % HUB_PEER_SLOTS];
}

static int peer_limit(const srv_hub *h)
{
    int limit = h->lim.join_attempts_per_min;
    return 3 * limit < HUB_JOIN_WINDOW ? 3 * limit : HUB_JOIN_WINDOW;
}

int join_attempt_allowed(srv_hub *h, const char *peer, hub_session *s, uint64_t target,
                         int64_t now_ms)
{
    int limit = h->lim.join_attempts_per_min;
    if (limit <= 0)
        return 0;
    int own = s ? recent(s->join_fail_ms, HUB_JOIN_WINDOW, now_ms) : 0;
    if (own >= (limit < HUB_JOIN_WINDOW ? limit : HUB_JOIN_WINDOW))
        return -1;
    if (!peer || !peer[0] ||
        recent(fail_slot(h, peer, target), HUB_JOIN_WINDOW, now_ms) < peer_limit(h))
        return 0;
    /* The address is over its count: a session with a clean record may
     * still try, while the grace of this address and target lasts. */
    if (s && own == 0 && recent(grace_slot(h, peer, target), HUB_JOIN_GRACE, now_ms) < HUB_JOIN_GRACE)
        return 0;
    return -1;
}

void join_attempt_failed(srv_hub *h, const char *peer, hub_session *s, uint64_t target,
                         int64_t now_ms)
{
    if (s)
        remember(s->join_fail_ms, HUB_JOIN_WINDOW, now_ms);
    if (!peer || !peer[0])
        return;
    int64_t *fails = fail_slot(h, peer, target);
    if (recent(fails, HUB_JOIN_WINDOW, now_ms) >= peer_limit(h))
        remember(grace_slot(h, peer, target), HUB_JOIN_GRACE, now_ms); /* a grace attempt */
    remember(fails, HUB_JOIN_WINDOW, now_ms);
}

/* ---- idle sessions ---- */

/* Idle long enough to be forgotten, if it holds no seat: nothing connected,
 * in no room, and unseen for an hour, or for two minutes if it never was in
 * a room (a script's hello-and-go, a visitor who only looked). */
static int session_idle(srv_hub *h, const hub_session *s, int64_t now_ms)
{
    if (s->nconns > 0 || hub_room_get(h, s->room))
        return 0;
    int64_t idle = s->ever_in_room ? HUB_SESSION_IDLE_MS : HUB_SESSION_FRESH_MS;
    return now_ms - s->last_seen_ms >= idle;
}

/* Sessions holding a seat in some room: their token is how the player gets
 * back in, so they must survive. */
static void collect_seated(srv_hub *h, hub_map *seated)
{
    for (size_t i = 0; i < h->rooms.cap; i++) {
        hub_room *r = h->rooms.vals[i];
        if (!h->rooms.keys[i] || r->dead)
            continue;
        for (int k = 0; k < r->nseats; k++)
            if (r->seats[k].kind == SEAT_HUMAN && r->seats[k].session)
                hmap_put(seated, r->seats[k].session, r);
    }
}

int sessions_sweep(srv_hub *h, int64_t now_ms)
{
    /* One linear pass over the map's slots, HUB_SWEEP_SLOTS of them per
     * step, so that forgetting 100,000 sessions never holds the loop. The
     * map deletes by shifting later members of a probe run back, so a freed
     * slot may hold another session at once: look at it again. Sessions
     * shifted back past the cursor (a run wrapping around the end) or moved
     * by a resize between steps wait for the next pass; none is freed
     * wrongly, since every one is checked where it is found. */
    hub_map seated = {0};
    int have_seated = 0;
    size_t i = h->sweep_cursor;
    for (int steps = 0; i < h->sessions.cap && steps < HUB_SWEEP_SLOTS; steps++) {
        hub_session *s = h->sessions.vals[i];
        if (!h->sessions.keys[i] || !session_idle(h, s, now_ms)) {
            i++;
            continue;
        }
        if (!have_seated) {
            collect_seated(h, &seated); /* rooms * seats: once per step at most */
            have_seated = 1;
        }
        if (hmap_get(&seated, s->id)) {
            i++;
            continue;
        }
        session_free(h, s);
    }
    hmap_free(&seated);
    h->sweep_cursor = i < h->sessions.cap ? i : 0;
    return h->sweep_cursor == 0;
}

/* ---- hello ---- */

/* The room a returning session should see: the one it was in, else a running
 * game where it still holds a seat. */
static hub_room *resume_room(srv_hub *h, hub_session *s)
{
    hub_room *r = hub_room_get(h, s->room);
    if (r)
        return r;
    for (size_t i = 0; i < h->rooms.cap; i++) {
        r = h->rooms.vals[i];
        if (h->rooms.keys[i] && !r->dead && r->started && !r->finished &&
            room_seat_of(r, s->id) >= 0)
            return r;
    }
    return NULL;
}

void cmd_hello(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    if (c->session) {
        send_error(h, c, msg, "already_hello", "this connection has already said hello");
        return;
    }
    json_t *v = json_object_get(msg, "version");
    if (!json_is_integer(v) || json_integer_value(v) != HUB_PROTOCOL_VERSION) {
        send_error(h, c, msg, "bad_version", "this server speaks protocol version %d",
                   HUB_PROTOCOL_VERSION);
        return;
    }
    const char *name = json_string_value(json_object_get(msg, "name"));
    const char *token = json_string_value(json_object_get(msg, "token"));
    if (json_object_get(msg, "token") && !json_is_null(json_object_get(msg, "token")) && !token) {
        send_error(h, c, msg, "bad_message", "\"token\" must be a string");
        return;
    }
    if (json_object_get(msg, "name") && !json_is_null(json_object_get(msg, "name")) && !name) {
        send_error(h, c, msg, "bad_name", "\"name\" must be a string");
        return;
    }
    hub_session *s = NULL;
    if (token && strlen(token) <= 2 * HUB_TOKEN_BYTES) {
        unsigned char hash[HUB_HASH_BYTES];
        token_hash_of(token, hash);
        s = session_by_token_hash(h, hash);
    }
    /* A session resuming under the name it has is not asked again: names
     * stored before a rule was added must not lock their players out. */
    int renames = name && !(s && strcmp(name, s->name) == 0);
    if (send_name_fault(h, c, msg, renames ? text_check(name, HUB_NAME_MAX, TEXT_NAME) : TEXT_OK))
        return;
    /* Everything is checked before anything changes: a refused hello
     * leaves the session (its name, its seat's name) as it was. */
    uint64_t addr = c->addr; /* addr.c: IPv4 whole, IPv6 by its /64 */
    if (!s) {
        /* An unknown token is never adopted: the server alone makes tokens,
         * so nobody can choose a token that someone else will later use. */
        if (!name) {
            send_error(h, c, msg, "bad_name", "a new session needs a \"name\"");
            return;
        }
        if (h->sessions.count >= (size_t)h->lim.max_sessions) {
            send_error(h, c, msg, "too_many_sessions",
                       "the server has no room for more sessions; try again later");
            return;
        }
        if (addr && addr_sessions(h, addr) >= (size_t)h->lim.sessions_per_address) {
            send_error(h, c, msg, "too_many_sessions",
                       "at most %d sessions from one address; use your token to resume one",
                       h->lim.sessions_per_address);
            return;
        }
    } else if (s->nconns >= HUB_SESSION_CONNS) {
        send_error(h, c, msg, "too_many_connections",
                   "a session may have at most %d connections", HUB_SESSION_CONNS);
        return;
    }
    char fresh[2 * HUB_TOKEN_BYTES + 1] = "";
    if (!s) {
        unsigned char raw[HUB_TOKEN_BYTES], hash[HUB_HASH_BYTES];
        randombytes_buf(raw, sizeof raw);
        sodium_bin2hex(fresh, sizeof fresh, raw, sizeof raw);
        sodium_memzero(raw, sizeof raw);
        token_hash_of(fresh, hash);
        s = session_new(h, hash, name, now_ms);
        if (!s)
            return;
        s->addr_key = addr;
        addr_count(h, addr, +1);
    } else if (name && strcmp(name, s->name) != 0) {
        /* The session's name changes for what comes next; a seat's name is
         * fixed once its game has started (the stored game has it, and the
         * other players know the seat by it), and chat from a seated player
         * shows the seat's name, so one player is one name in a game. */
        snprintf(s->name, sizeof s->name, "%s", name);
        hub_room *r = hub_room_get(h, s->room);
        int k = r ? room_seat_of(r, s->id) : -1;
        if (k >= 0 && !r->started)
            snprintf(r->seats[k].name, sizeof r->seats[k].name, "%s", name);
    }
    c->session = s->id;
    int was_away = s->nconns == 0; /* no connection until this one */
    s->conns[s->nconns++] = c->id;
    s->last_seen_ms = now_ms;

    hub_room *r = resume_room(h, s);
    json_t *w = json_object();
    json_object_set_new(w, "type", json_string("welcome"));
    json_object_set_new(w, "version", json_integer(HUB_PROTOCOL_VERSION));
    json_object_set_new(w, "token", json_string(fresh[0] ? fresh : token));
    json_object_set_new(w, "session", json_integer((json_int_t)s->id));
    json_object_set_new(w, "name", json_string(s->name));
    json_object_set_new(w, "room", r ? json_integer((json_int_t)r->id) : json_null());
    /* The bot levels this build has, weakest first, with their flags: a
     * client offers them without knowing them in advance. */
    int nlv;
    const bot_level *lvs = bot_levels(&nlv);
    json_t *levels = json_array();
    int ngames;
    const game_ops *const *games = game_all(&ngames);
    for (int i = 0; i < nlv; i++) {
        /* The games the level plays (issue 14: Dominion's strategies play
         * only Dominion, the search only Citadels). */
        json_t *plays = json_array();
        for (int g = 0; g < ngames; g++)
            if (bot_level_plays(&lvs[i], games[g]))
                json_array_append_new(plays, json_string(games[g]->name));
        json_array_append_new(levels, json_pack("{s:s,s:b,s:o}", "name", lvs[i].name, "slow",
                                                (lvs[i].flags & BOT_SLOW) != 0, "games", plays));
    }
    json_object_set_new(w, "bot_levels", levels);
    json_object_set_new(w, "bot_strongest", json_string(bot_level_strongest()->name));
    send_json_conn(h, c->id, w);
    if (!r)
        return;
    s->room = r->id;
    /* Connecting again after being away takes the seat back from the
     * autopilot (autopilot.c); another tab of a present player does not. */
    int k = room_seat_of(r, s->id);
    if (was_away && k >= 0 && r->started && !r->finished)
        autopilot_back(h, r, k, now_ms);
    /* Everyone in the room sees the player reconnected; the player gets the
     * room and, in a game, the history it missed and its own view with the
     * current deadline. */
    room_broadcast_state(h, r);
    if (r->started) {
        game_log_send(h, r, s->id, c->id);
        room_send_game(h, r, s->id, c->id, now_ms);
    }
    h->lobby_dirty = 1;
}
