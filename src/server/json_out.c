/* json_out.c — see json_out.h. The escaping follows jansson's (2.14, no
 * flags but JSON_COMPACT): '"' and '\\' escaped, \b \f \n \r \t by name,
 * other control characters as \u00XX, everything else (UTF-8 included)
 * as is; keys in insertion order. Reals are rare in messages and their
 * formatting is subtle, so they go through jansson itself.
 * tests/unit/test_json_out.c compares the output with json_dumps. */
#include "server/json_out.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define JSON_OUT_MAX_DEPTH 512

static int reserve(json_out *o, size_t more)
{
    if (o->len + more <= o->cap)
        return 0;
    size_t cap = o->cap ? o->cap : 4096;
    while (cap < o->len + more)
        cap *= 2;
    char *p = realloc(o->text, cap);
    if (!p)
        return -1;
    o->text = p;
    o->cap = cap;
    return 0;
}

static int put(json_out *o, const char *s, size_t n)
{
    if (reserve(o, n) < 0)
        return -1;
    memcpy(o->text + o->len, s, n);
    o->len += n;
    return 0;
}

/* A byte that needs an escape in a JSON string. */
static int needs_escape(unsigned char c)
{
    return c < 0x20 || c == '"' || c == '\\';
}

/* Length of the well-formed UTF-8 sequence at s[0..n) (n > 0, s[0] >= 0x80),
 * or 0: no overlong forms, no surrogates, nothing above U+10FFFF. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    size_t len;
    uint32_t cp;
    if (s[0] >= 0xc2 && s[0] <= 0xdf) {
        len = 2;
        cp = s[0] & 0x1f;
    } else if (s[0] >= 0xe0 && s[0] <= 0xef) {
        len = 3;
        cp = s[0] & 0x0f;
    } else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
        len = 4;
        cp = s[0] & 0x07;
    } else {
        return 0;
    }
    if (len > n)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3f);
    }
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
        (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return len;
}

static int put_string(json_out *o, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    /* Worst case every byte becomes \u00XX. */
    if (reserve(o, 6 * n + 2) < 0)
        return -1;
    char *d = o->text + o->len;
    *d++ = '"';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x80) {
            /* As json_dumps: text that is not UTF-8 is an error. */
            size_t k = utf8_seq((const unsigned char *)s + i, n - i);
            if (!k)
                return -1;
            memcpy(d, s + i, k);
            d += k;
            i += k - 1;
            continue;
        }
        if (!needs_escape(c)) {
            *d++ = (char)c;
            continue;
        }
        *d++ = '\\';
        switch (c) {
        case '"': *d++ = '"'; break;
        case '\\': *d++ = '\\'; break;
        case '\b': *d++ = 'b'; break;
        case '\f': *d++ = 'f'; break;
        case '\n': *d++ = 'n'; break;
        case '\r': *d++ = 'r'; break;
        case '\t': *d++ = 't'; break;
        default:
            *d++ = 'u';
            *d++ = '0';
            *d++ = '0';
            *d++ = hex[c >> 4];
            *d++ = hex[c & 15];
        }
    }
    *d++ = '"';
    o->len = (size_t)(d - o->text);
    return 0;
}

static int put_integer(json_out *o, json_int_t v)
{
    char buf[24], *p = buf + sizeof buf;
    /* Through unsigned: -INT64_MIN does not fit in a signed integer. */
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do {
        *--p = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--p = '-';
    return put(o, p, (size_t)(buf + sizeof buf - p));
}

static int put_other(json_out *o, const json_t *j)
{
    char *s = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    int rc = s ? put(o, s, strlen(s)) : -1;
    free(s);
    return rc;
}

static int put_value(json_out *o, const json_t *j, int depth)
{
    if (depth > JSON_OUT_MAX_DEPTH)
        return -1;
    switch (json_typeof(j)) {
    case JSON_OBJECT: {
        if (put(o, "{", 1) < 0)
            return -1;
        int first = 1;
        /* json_object_iter walks the keys in insertion order, as json_dumps
         * does without JSON_SORT_KEYS. */
        for (void *it = json_object_iter((json_t *)j); it;
             it = json_object_iter_next((json_t *)j, it)) {
            if ((!first && put(o, ",", 1) < 0) ||
                put_string(o, json_object_iter_key(it), json_object_iter_key_len(it)) < 0 ||
                put(o, ":", 1) < 0 || put_value(o, json_object_iter_value(it), depth + 1) < 0)
                return -1;
            first = 0;
        }
        return put(o, "}", 1);
    }
    case JSON_ARRAY: {
        if (put(o, "[", 1) < 0)
            return -1;
        for (size_t i = 0, n = json_array_size(j); i < n; i++)
            if ((i && put(o, ",", 1) < 0) || put_value(o, json_array_get(j, i), depth + 1) < 0)
                return -1;
        return put(o, "]", 1);
    }
    case JSON_STRING:
        return put_string(o, json_string_value(j), json_string_length(j));
    case JSON_INTEGER:
        return put_integer(o, json_integer_value(j));
    case JSON_TRUE:
        return put(o, "true", 4);
    case JSON_FALSE:
        return put(o, "false", 5);
    case JSON_NULL:
        return put(o, "null", 4);
    default:
        return put_other(o, j);
    }
}

int json_out_dump(json_out *out, const json_t *j)
{
    out->len = 0;
    if (!j)
        return -1;
    return put_value(out, j, 0);
}

void json_out_free(json_out *out)
{
    free(out->text);
    out->text = NULL;
    out->len = out->cap = 0;
}
