/* http_route.h — what an HTTP request asks for, as plain data: the path and
 * query of a GET parsed into a route (which endpoint, which game, which
 * seat), and the Authorization header parsed into a session token or a room
 * password. Pure functions without libwebsockets or the hub, so a fuzz
 * target and the unit tests can drive them directly; net_http.c reads the
 * strings out of lws and acts on the result. */
#ifndef GH_SERVER_HTTP_ROUTE_H
#define GH_SERVER_HTTP_ROUTE_H

#include <stdint.h>

enum http_route_kind {
    ROUTE_NOT_FOUND = 0, /* no such endpoint (404) */
    ROUTE_HEALTHZ,       /* GET /healthz */
    ROUTE_METRICS,       /* GET /metrics */
    ROUTE_GAMES,         /* GET /api/games: recent finished games */
    ROUTE_GAME,          /* GET /api/games/ID: one game's log */
    ROUTE_REPLAY,        /* GET /api/games/ID/replay[?seat=N] */
    ROUTE_CATALOG,       /* GET /api/catalog/NAME */
    ROUTE_BAD_SEAT,      /* a replay whose ?seat= is not a seat number (400) */
};

#define HTTP_ROUTE_NAME_MAX 31

typedef struct http_route {
    enum http_route_kind kind;
    int64_t game_id; /* ROUTE_GAME, ROUTE_REPLAY: 0 .. 10^18 - 1 */
    int seat;        /* ROUTE_REPLAY: 0 .. GAME_MAX_SEATS - 1, or GAME_SPECTATOR */
    char name[HTTP_ROUTE_NAME_MAX + 1]; /* ROUTE_CATALOG: the engine's name */
} http_route;

/* Parses the path (without the query) and the raw query ("a=1&seat=2", or
 * NULL) of a GET. Never fails: what it does not know is ROUTE_NOT_FOUND.
 * Ids are 1 to 18 decimal digits, nothing else; in the query only "seat"
 * counts (the last one given), other arguments are ignored. */
void http_route_parse(const char *path, const char *query, http_route *out);

enum http_auth_kind {
    AUTH_NONE = 0, /* no Authorization header */
    AUTH_BEARER,   /* "Bearer TOKEN": a session token (a player) */
    AUTH_PASSWORD, /* "Basic base64(user:password)": a room password; user ignored */
    AUTH_BAD,      /* present but not one of those (400) */
};

#define HTTP_AUTH_SECRET_MAX 128 /* bytes: a token (64) or a password (HUB_PASSWORD_MAX) */

typedef struct http_auth {
    enum http_auth_kind kind;
    char secret[HTTP_AUTH_SECRET_MAX + 1]; /* the token or the password, NUL-terminated */
} http_auth;

/* Parses an Authorization header value (NULL: none). The scheme is matched
 * without regard to case; the secret is 1 to HTTP_AUTH_SECRET_MAX bytes
 * without control characters (a token: printable without spaces). */
void http_auth_parse(const char *header, http_auth *out);

/* Wipes the secret (sodium_memzero). */
void http_auth_clear(http_auth *a);

#endif
