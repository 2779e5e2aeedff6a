/* games_cache.c — bodies the HTTP API has built, kept for the next client
 * (games_cache.h), and the reference-counted blobs they live in (hub.h).
 *
 * A finished game never changes, so its log and each viewer's replay can be
 * built once and sent to everyone allowed to see them. Building an 8-seat
 * replay costs ~0.1 s of a core; sending a cached one costs a reference.
 * Bounded by bytes and by entries; the least recently used go first. Only
 * the loop thread touches the cache and the reference counts. */
#include "server/games_cache.h"

#include <stdlib.h>
#include <string.h>

#include "server/hub_internal.h"

hub_blob *hub_blob_new(const char *data, size_t len)
{
    hub_blob *b = malloc(sizeof *b + len + 1);
    if (!b)
        return NULL;
    b->refs = 1;
    b->len = len;
    if (len)
        memcpy(b->data, data, len);
    b->data[len] = 0;
    return b;
}

hub_blob *hub_blob_ref(hub_blob *b)
{
    if (b)
        b->refs++;
    return b;
}

void hub_blob_unref(hub_blob *b)
{
    if (b && --b->refs == 0)
        free(b);
}

typedef struct cache_entry {
    uint64_t key;
    hub_blob *blob;
    size_t cost;
    struct cache_entry *prev, *next; /* most recently used first */
} cache_entry;

struct games_cache {
    hub_map map;      /* key -> cache_entry */
    cache_entry lru;  /* sentinel of the circular list */
    size_t bytes, max_bytes, max_entries;
};

games_cache *games_cache_new(size_t max_bytes, size_t max_entries)
{
    games_cache *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->lru.prev = c->lru.next = &c->lru;
    c->max_bytes = max_bytes;
    c->max_entries = max_entries;
    return c;
}

static void unlink_entry(cache_entry *e)
{
    e->prev->next = e->next;
    e->next->prev = e->prev;
}

static void push_front(games_cache *c, cache_entry *e)
{
    e->next = c->lru.next;
    e->prev = &c->lru;
    c->lru.next->prev = e;
    c->lru.next = e;
}

static void drop(games_cache *c, cache_entry *e)
{
    unlink_entry(e);
    hmap_del(&c->map, e->key);
    c->bytes -= e->cost;
    hub_blob_unref(e->blob);
    free(e);
}

void games_cache_free(games_cache *c)
{
    if (!c)
        return;
    while (c->lru.next != &c->lru)
        drop(c, c->lru.next);
    hmap_free(&c->map);
    free(c);
}

hub_blob *games_cache_get(games_cache *c, uint64_t key)
{
    cache_entry *e = c ? hmap_get(&c->map, key) : NULL;
    if (!e)
        return NULL;
    unlink_entry(e);
    push_front(c, e);
    return e->blob;
}

void games_cache_put(games_cache *c, uint64_t key, hub_blob *b)
{
    size_t cost = sizeof(cache_entry) + sizeof(hub_blob) + b->len + 1;
    /* One body may not take more than a quarter of the cache. */
    if (!c || !key || cost > c->max_bytes / 4)
        return;
    cache_entry *old = hmap_get(&c->map, key);
    if (old)
        drop(c, old);
    while (c->lru.prev != &c->lru &&
           (c->bytes + cost > c->max_bytes || c->map.count + 1 > c->max_entries))
        drop(c, c->lru.prev);
    cache_entry *e = malloc(sizeof *e);
    if (!e)
        return;
    *e = (cache_entry){.key = key, .blob = hub_blob_ref(b), .cost = cost};
    hmap_put(&c->map, key, e);
    push_front(c, e);
    c->bytes += cost;
}

size_t games_cache_bytes(const games_cache *c)
{
    return c ? c->bytes : 0;
}
