/* json_out.h — compact JSON text of a jansson value, byte for byte what
 * json_dumps(j, JSON_COMPACT) writes, into a buffer the caller reuses.
 *
 * Why not json_dumps: for loop detection jansson formats every object's and
 * array's address with snprintf("%p") and puts it in a hash table (a malloc
 * and a free per container), integers go through vfprintf, and the result is
 * a fresh string that grows by doubling. A game view has hundreds of
 * containers; under load that was a quarter of the server's CPU time. The
 * hub's messages are trees built just before sending, so they cannot loop;
 * a depth limit guards anyway. */
#ifndef GH_SERVER_JSON_OUT_H
#define GH_SERVER_JSON_OUT_H

#include <stddef.h>

#include <jansson.h>

typedef struct json_out {
    char *text; /* not NUL-terminated; owned, kept between calls */
    size_t len, cap;
} json_out;

/* Replaces out's text with the compact JSON of j (any type). Returns 0, or
 * -1 (out of memory, nesting deeper than 512, a string that is not UTF-8). */
int json_out_dump(json_out *out, const json_t *j);
void json_out_free(json_out *out);

#endif
