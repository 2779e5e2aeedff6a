/* lobby_feed.c — the live room list: what a lobby entry shows, the whole
 * list ("rooms", on list_rooms), the updates sent to connections watching it
 * ("rooms_delta") and one room's details on request ("room_info").
 *
 * Three rules keep the lobby cheap however many rooms and watchers there are
 * (docs/limits.md):
 *   - An entry carries only what the lobby shows: names, seats, status and a
 *     short summary of the engine config (its scalar keys), never the config
 *     itself; room_info gives one room's options. An entry is at most
 *     HUB_LOBBY_ENTRY_MAX bytes, so the list is bounded by max_rooms.
 *   - Each update is serialised once and the same text queued for every
 *     watcher; it carries only the entries that changed and the ids removed
 *     since the previous update (lobby_shown remembers what was announced).
 *   - Updates are coalesced: at most one per HUB_LOBBY_COALESCE_MS. A change
 *     within the period marks the list dirty and the hub's deadline
 *     (lobby_deadline) brings hub_tick back to send it, so nothing is lost. */
#include "server/hub_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- entries ---- */

/* Short text that JSON writes as is (no escapes): a byte of it is a byte. */
static int plain(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++)
        if ((unsigned char)s[n] < 0x20 || s[n] == '"' || s[n] == '\\')
            return 0;
    return n <= HUB_SUMMARY_TEXT;
}

/* The config keys a lobby row may show: the scalar ones (numbers, switches,
 * short plain choices), at most HUB_SUMMARY_KEYS of them. Lineups and card
 * sets stay in room_info.
 *
 * The bound of an entry (HUB_LOBBY_ENTRY_MAX, 1,536 bytes): an id of 19
 * digits, a room name of 64 bytes and 8 player names of 32 bytes, each
 * doubled at worst by escapes ('"' and '\\'; control characters are refused),
 * the fixed fields, and a summary of 8 × (24 + 24) plain bytes with quotes:
 * 1,309 bytes with a game name of 16, checked by tests/unit/test_hub_lobby.c. */
static json_t *config_summary(const json_t *config)
{
    json_t *sum = json_object();
    const char *key;
    json_t *v;
    int n = 0;
    json_object_foreach((json_t *)config, key, v)
    {
        if (n >= HUB_SUMMARY_KEYS)
            break;
        if (!plain(key))
            continue;
        if (json_is_integer(v) || json_is_boolean(v) ||
            (json_is_string(v) && plain(json_string_value(v)))) {
            json_object_set(sum, key, v);
            n++;
        }
    }
    return sum;
}

json_t *room_public_json(srv_hub *h, const hub_room *r)
{
    json_t *j = json_object();
    json_object_set_new(j, "id", json_integer((json_int_t)r->id));
    json_object_set_new(j, "name", json_string(r->name));
    json_object_set_new(j, "game", json_string(r->ops->name));
    json_object_set_new(j, "seats_taken", json_integer(r->nseats));
    json_object_set_new(j, "max_players", json_integer(r->max_players));
    json_t *names = json_array();
    for (int k = 0; k < r->nseats; k++)
        json_array_append_new(names, json_string(r->seats[k].name));
    json_object_set_new(j, "players", names);
    json_object_set_new(j, "private", json_boolean(r->is_private));
    json_object_set_new(j, "started", json_boolean(room_started_shown(r)));
    json_object_set_new(j, "finished", json_boolean(r->finished));
    json_object_set_new(j, "spectators", json_integer(r->nspect));
    json_object_set_new(j, "turn_seconds", json_integer(r->turn_seconds));
    json_object_set_new(j, "summary", config_summary(r->config));
    return j;
}

/* ---- the whole list ---- */

static int by_id(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The "rooms" message of the entries last announced, serialised once per
 * change of the list and kept for every connection that asks. */
static const char *full_text(srv_hub *h, size_t *len)
{
    if (h->lobby_full) {
        *len = h->lobby_full_len;
        return h->lobby_full;
    }
    const hub_map *m = &h->lobby_shown;
    uint64_t *ids = malloc((m->count + 1) * sizeof *ids);
    if (!ids)
        return NULL;
    size_t n = 0;
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i])
            ids[n++] = m->keys[i];
    qsort(ids, n, sizeof *ids, by_id); /* a stable order for the client's list */
    json_t *a = json_array();
    for (size_t i = 0; i < n; i++)
        json_array_append(a, hmap_get(m, ids[i]));
    free(ids);
    json_t *msg = json_object();
    json_object_set_new(msg, "type", json_string("rooms"));
    json_object_set_new(msg, "rooms", a);
    long got = send_dump(h, msg);
    json_decref(msg);
    if (got < 0)
        return NULL;
    h->st.lobby_updates++;
    h->lobby_full = malloc((size_t)got);
    if (!h->lobby_full)
        return NULL;
    memcpy(h->lobby_full, h->out.text, (size_t)got);
    h->lobby_full_len = (size_t)got;
    *len = h->lobby_full_len;
    return h->lobby_full;
}

/* ---- updates ---- */

/* Compares every room with what was last announced and sends watchers the
 * difference, serialised once. */
static void flush(srv_hub *h, int64_t now_ms)
{
    h->lobby_dirty = 0;
    h->lobby_next_ms = now_ms + HUB_LOBBY_COALESCE_MS;
    json_t *changed = json_array(), *removed = json_array();
    for (size_t i = 0; i < h->rooms.cap; i++) {
        hub_room *r = h->rooms.vals[i];
        if (!h->rooms.keys[i] || r->dead)
            continue;
        json_t *e = room_public_json(h, r);
        json_t *old = hmap_get(&h->lobby_shown, r->id);
        if (old && json_equal(old, e)) {
            json_decref(e);
            continue;
        }
        json_decref(old);
        hmap_put(&h->lobby_shown, r->id, e); /* the map owns e */
        json_array_append(changed, e);
    }
    /* Rooms announced and gone since (deleting shifts the map: collect first). */
    uint64_t *gone = malloc((h->lobby_shown.count + 1) * sizeof *gone);
    size_t ngone = 0;
    for (size_t i = 0; gone && i < h->lobby_shown.cap; i++)
        if (h->lobby_shown.keys[i] && !hub_room_get(h, h->lobby_shown.keys[i]))
            gone[ngone++] = h->lobby_shown.keys[i];
    for (size_t i = 0; i < ngone; i++) {
        json_decref(hmap_get(&h->lobby_shown, gone[i]));
        hmap_del(&h->lobby_shown, gone[i]);
        json_array_append_new(removed, json_integer((json_int_t)gone[i]));
    }
    free(gone);
    if (json_array_size(changed) || json_array_size(removed)) {
        free(h->lobby_full);
        h->lobby_full = NULL;
        json_t *msg = json_object();
        json_object_set_new(msg, "type", json_string("rooms_delta"));
        json_object_set_new(msg, "rooms", changed);
        json_object_set_new(msg, "removed", removed);
        changed = removed = NULL;
        long n = -1;
        for (size_t i = 0; i < h->conns.cap; i++) {
            hub_conn *c = h->conns.vals[i];
            if (!h->conns.keys[i] || !c->watch_lobby)
                continue;
            if (n < 0) { /* the first watcher: serialise, once */
                if ((n = send_dump(h, msg)) < 0)
                    break;
                h->st.lobby_updates++;
            }
            send_text_conn(h, c->id, h->out.text, (size_t)n);
        }
        json_decref(msg);
    }
    json_decref(changed);
    json_decref(removed);
}

void lobby_maybe_flush(srv_hub *h, int64_t now_ms)
{
    if (h->lobby_dirty && now_ms >= h->lobby_next_ms)
        flush(h, now_ms);
}

int64_t lobby_deadline(const srv_hub *h)
{
    /* Without watchers an update can wait for the next list_rooms, which
     * brings the list up to date itself: no timer to arm. */
    return h->lobby_dirty && h->lobby_watchers > 0 ? h->lobby_next_ms : -1;
}

void lobby_free(srv_hub *h)
{
    for (size_t i = 0; i < h->lobby_shown.cap; i++)
        if (h->lobby_shown.keys[i])
            json_decref(h->lobby_shown.vals[i]);
    hmap_free(&h->lobby_shown);
    free(h->lobby_full);
    h->lobby_full = NULL;
}

/* ---- commands ---- */

void cmd_list_rooms(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    /* The whole list can be large (docs/limits.md): once a second is plenty
     * for a client that watches it for changes anyway. */
    if (c->full_list_ms && now_ms - c->full_list_ms < HUB_FULL_LIST_MS) {
        send_error(h, c, msg, "rate_limited",
                   "the whole room list at most once a second; watch it for changes");
        return;
    }
    c->full_list_ms = now_ms;
    lobby_maybe_flush(h, now_ms); /* up to date, when coalescing allows */
    size_t len;
    const char *text = full_text(h, &len);
    if (!text) {
        send_error(h, c, msg, "server_error", "the room list could not be built");
        return;
    }
    json_t *watch = json_object_get(msg, "watch");
    int was = c->watch_lobby;
    c->watch_lobby = watch ? json_is_true(watch) : 1;
    h->lobby_watchers += c->watch_lobby - was;
    send_text_conn(h, c->id, text, len);
}

void cmd_room_info(srv_hub *h, hub_conn *c, const json_t *msg, int64_t now_ms)
{
    json_t *v = json_object_get(msg, "room");
    hub_room *r = json_is_integer(v) && json_integer_value(v) > 0
                      ? hub_room_get(h, (uint64_t)json_integer_value(v))
                      : NULL;
    if (!r) {
        send_error(h, c, msg, "no_such_room", "there is no such room");
        return;
    }
    json_t *j = room_public_json(h, r);
    json_object_set_new(j, "type", json_string("room_info"));
    json_object_set_new(j, "options", room_options_json(r));
    send_json_conn(h, c->id, j);
}
