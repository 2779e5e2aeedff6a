/* http_route.c — parsing what an HTTP request asks for (http_route.h).
 *
 * Strict on purpose: an id is digits and nothing else (no sign, no spaces,
 * no leading "+", at most 18 so it fits an int64), a seat is a small number,
 * and anything unexpected is "not found" or "bad" rather than a guess. The
 * password of "Basic" authorization is base64 as RFC 7617 has it; we decode
 * with libsodium and refuse NULs and control characters, so the secret is a
 * clean C string. */
#include "server/http_route.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <sodium.h>

#include "game/game.h"

/* 1 to 18 digits of [s, s + n), nothing else. */
static int parse_id(const char *s, size_t n, int64_t *out)
{
    if (n == 0 || n > 18)
        return -1;
    int64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 0;
}

/* The replay's viewer from the query: the last "seat=N", or the spectator.
 * Returns -1 for a seat that is not a seat number. */
static int query_seat(const char *query, int *seat)
{
    *seat = GAME_SPECTATOR;
    for (const char *p = query; p && *p;) {
        const char *end = strchr(p, '&');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n >= 5 && strncmp(p, "seat=", 5) == 0) {
            int64_t v;
            if (parse_id(p + 5, n - 5, &v) < 0 || v >= GAME_MAX_SEATS)
                return -1;
            *seat = (int)v;
        }
        p = end ? end + 1 : NULL;
    }
    return 0;
}

void http_route_parse(const char *path, const char *query, http_route *out)
{
    static const char games[] = "/api/games/";
    static const char catalogs[] = "/api/catalog/";
    memset(out, 0, sizeof *out);
    out->kind = ROUTE_NOT_FOUND;
    out->seat = GAME_SPECTATOR;
    if (!path)
        return;
    if (strcmp(path, "/healthz") == 0) {
        out->kind = ROUTE_HEALTHZ;
    } else if (strcmp(path, "/metrics") == 0) {
        out->kind = ROUTE_METRICS;
    } else if (strcmp(path, "/api/games") == 0) {
        out->kind = ROUTE_GAMES;
    } else if (strncmp(path, games, sizeof games - 1) == 0) {
        const char *id = path + sizeof games - 1;
        const char *slash = strchr(id, '/');
        size_t n = slash ? (size_t)(slash - id) : strlen(id);
        if (parse_id(id, n, &out->game_id) < 0)
            return;
        if (!slash) {
            out->kind = ROUTE_GAME;
        } else if (strcmp(slash, "/replay") == 0) {
            out->kind = query_seat(query, &out->seat) < 0 ? ROUTE_BAD_SEAT : ROUTE_REPLAY;
        }
    } else if (strncmp(path, catalogs, sizeof catalogs - 1) == 0) {
        const char *name = path + sizeof catalogs - 1;
        size_t n = strlen(name);
        if (n == 0 || n > HTTP_ROUTE_NAME_MAX || strchr(name, '/'))
            return;
        memcpy(out->name, name, n + 1);
        out->kind = ROUTE_CATALOG;
    }
}

/* "Scheme secret": what follows the scheme (any case) and its spaces, or
 * NULL if the header does not start with the scheme and a space. */
static const char *after_scheme(const char *header, const char *scheme)
{
    size_t n = strlen(scheme);
    if (strncasecmp(header, scheme, n) != 0 || header[n] != ' ')
        return NULL;
    const char *p = header + n;
    while (*p == ' ')
        p++;
    return p;
}

static int clean_secret(const char *s, size_t n, int allow_space)
{
    if (n == 0 || n > HTTP_AUTH_SECRET_MAX)
        return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch < 0x20 || ch == 0x7f || (!allow_space && ch == ' '))
            return 0;
    }
    return 1;
}

void http_auth_parse(const char *header, http_auth *out)
{
    memset(out, 0, sizeof *out);
    if (!header || !*header) {
        out->kind = AUTH_NONE;
        return;
    }
    out->kind = AUTH_BAD;
    const char *v;
    if ((v = after_scheme(header, "Bearer")) != NULL) {
        size_t n = strlen(v);
        while (n && v[n - 1] == ' ')
            n--;
        if (!clean_secret(v, n, 0))
            return;
        memcpy(out->secret, v, n);
        out->secret[n] = 0;
        out->kind = AUTH_BEARER;
    } else if ((v = after_scheme(header, "Basic")) != NULL) {
        /* user ":" password, base64: at most 4/3 of the longest we accept. */
        unsigned char raw[2 * HTTP_AUTH_SECRET_MAX + 64];
        size_t len = 0;
        if (strlen(v) > 4 * (sizeof raw / 3) ||
            sodium_base642bin(raw, sizeof raw, v, strlen(v), " ", &len, NULL,
                              sodium_base64_VARIANT_ORIGINAL) != 0)
            return;
        unsigned char *colon = memchr(raw, ':', len);
        if (colon) {
            const char *pw = (const char *)colon + 1;
            size_t n = len - (size_t)(colon + 1 - raw);
            if (!memchr(raw, 0, len) && clean_secret(pw, n, 1)) {
                memcpy(out->secret, pw, n);
                out->secret[n] = 0;
                out->kind = AUTH_PASSWORD;
            }
        }
        sodium_memzero(raw, sizeof raw);
    }
}

void http_auth_clear(http_auth *a)
{
    sodium_memzero(a->secret, sizeof a->secret);
}
