/* games_cache.h — a bounded LRU cache of HTTP bodies (hub_blob) by a 64-bit
 * key (never 0), for the games API (games_api.c). Loop thread only. */
#ifndef GH_SERVER_GAMES_CACHE_H
#define GH_SERVER_GAMES_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "server/hub.h"

typedef struct games_cache games_cache;

games_cache *games_cache_new(size_t max_bytes, size_t max_entries);
void games_cache_free(games_cache *c);
/* The body under key (borrowed: take a reference to keep it), or NULL. */
hub_blob *games_cache_get(games_cache *c, uint64_t key);
/* Keeps a reference to b under key, evicting the least recently used to
 * stay within the bounds; a body over a quarter of the bytes is not kept. */
void games_cache_put(games_cache *c, uint64_t key, hub_blob *b);
/* Bytes held (bodies and bookkeeping). */
size_t games_cache_bytes(const games_cache *c);

#endif
