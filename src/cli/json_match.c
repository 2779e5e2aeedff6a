/* json_match.c — path lookup, subset matching and diffing of JSON for the
 * scenario runner (see json_match.h). Engine-agnostic: it knows nothing of
 * any game's JSON beyond its shape. */
#include "cli/json_match.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

json_t *jm_path(const json_t *root, const char *path)
{
    json_t *cur = (json_t *)root;
    const char *p = path;
    while (cur && *p) {
        const char *dot = strchr(p, '.');
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        if (json_is_array(cur)) {
            /* Only plain decimal digits index an array: "1x" or "-1" are absent. */
            size_t idx = 0, i;
            for (i = 0; i < len && isdigit((unsigned char)p[i]); i++)
                idx = idx * 10 + (size_t)(p[i] - '0');
            cur = (len && i == len && len < 10) ? json_array_get(cur, idx) : NULL;
        } else if (json_is_object(cur)) {
            cur = json_object_getn(cur, p, len);
        } else {
            cur = NULL;
        }
        if (!dot)
            break;
        p = dot + 1;
    }
    return cur;
}

int jm_subset(const json_t *pattern, const json_t *value)
{
    if (!pattern || !value)
        return pattern == value;
    if (json_is_number(pattern) && json_is_number(value))
        return json_number_value(pattern) == json_number_value(value);
    if (json_is_object(pattern)) {
        if (!json_is_object(value))
            return 0;
        const char *key;
        json_t *pv;
        json_object_foreach((json_t *)pattern, key, pv) {
            if (!jm_subset(pv, json_object_get(value, key)))
                return 0;
        }
        return 1;
    }
    if (json_is_array(pattern)) {
        if (!json_is_array(value) || json_array_size(value) != json_array_size(pattern))
            return 0;
        for (size_t i = 0; i < json_array_size(pattern); i++)
            if (!jm_subset(json_array_get(pattern, i), json_array_get(value, i)))
                return 0;
        return 1;
    }
    return json_equal(pattern, value);
}

/* Appends ".seg" (or "seg" at the root) to the path being built in buf. */
static void push_seg(char *buf, size_t size, const char *seg)
{
    size_t len = strlen(buf);
    if (len + 1 < size)
        snprintf(buf + len, size - len, "%s%s", len ? "." : "", seg);
}

static int diff_rec(const json_t *a, const json_t *b, char *buf, size_t size)
{
    if (json_equal(a, b))
        return 0;
    if (json_is_object(a) && json_is_object(b)) {
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)a, key, v) {
            if (!json_equal(v, json_object_get(b, key))) {
                push_seg(buf, size, key);
                return json_object_get(b, key) ? diff_rec(v, json_object_get(b, key), buf, size)
                                               : 1;
            }
        }
        json_object_foreach((json_t *)b, key, v) {
            if (!json_object_get(a, key)) {
                push_seg(buf, size, key);
                return 1;
            }
        }
    }
    if (json_is_array(a) && json_is_array(b) && json_array_size(a) == json_array_size(b)) {
        for (size_t i = 0; i < json_array_size(a); i++) {
            if (!json_equal(json_array_get(a, i), json_array_get(b, i))) {
                char seg[24];
                snprintf(seg, sizeof seg, "%zu", i);
                push_seg(buf, size, seg);
                return diff_rec(json_array_get(a, i), json_array_get(b, i), buf, size);
            }
        }
    }
    return 1; /* different types, array lengths or scalars: the difference is here */
}

int jm_diff_path(const json_t *a, const json_t *b, char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
    return diff_rec(a, b, buf, size);
}

const char *jm_dump(const json_t *j, char *buf, size_t size)
{
    if (!size)
        return buf;
    char *s = j ? json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    const char *src = j ? (s ? s : "(unprintable)") : "(absent)";
    size_t len = strlen(src);
    if (len < size) {
        memcpy(buf, src, len + 1);
    } else if (size > 4) {
        /* Long values (a whole hand, every legal action) are cut, not dropped:
         * the start is usually enough to see what went wrong. */
        memcpy(buf, src, size - 4);
        memcpy(buf + size - 4, "...", 4);
    } else {
        buf[0] = '\0';
    }
    free(s);
    return buf;
}
