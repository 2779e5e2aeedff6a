/* test_http_route.c — the HTTP API's request parsing (http_route.h): paths,
 * ids and seats taken strictly, and the Authorization header read as a
 * session token or a room password, anything else refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "game/game.h"
#include "server/http_route.h"

static http_route parse(const char *path, const char *query)
{
    http_route r;
    http_route_parse(path, query, &r);
    return r;
}

static void test_routes(void **unused)
{
    assert_int_equal(parse("/healthz", NULL).kind, ROUTE_HEALTHZ);
    assert_int_equal(parse("/metrics", "").kind, ROUTE_METRICS);
    assert_int_equal(parse("/api/games", NULL).kind, ROUTE_GAMES);
    http_route r = parse("/api/games/42", NULL);
    assert_int_equal(r.kind, ROUTE_GAME);
    assert_int_equal(r.game_id, 42);
    r = parse("/api/games/7/replay", NULL);
    assert_int_equal(r.kind, ROUTE_REPLAY);
    assert_int_equal(r.game_id, 7);
    assert_int_equal(r.seat, GAME_SPECTATOR);
    r = parse("/api/games/7/replay", "x=1&seat=3&y");
    assert_int_equal(r.kind, ROUTE_REPLAY);
    assert_int_equal(r.seat, 3);
    assert_int_equal(parse("/api/games/7/replay", "seat=1&seat=2").seat, 2); /* the last */
    r = parse("/api/catalog/citadels", NULL);
    assert_int_equal(r.kind, ROUTE_CATALOG);
    assert_string_equal(r.name, "citadels");
    assert_int_equal(parse("/api/games/999999999999999999", NULL).game_id, 999999999999999999LL);
}

static void test_strict(void **unused)
{
    const char *not_found[] = {
        NULL, "", "/", "/api", "/api/games/", "/api/games/x", "/api/games/-1", "/api/games/+1",
        "/api/games/ 1", "/api/games/1 ", "/api/games/1/", "/api/games/1/other",
        "/api/games/1/replay/", "/api/games/1234567890123456789", "/api/games//replay",
        "/api/catalog/", "/api/catalog/a/b", "/api/catalog/0123456789012345678901234567890123",
        "/healthz/", "/HEALTHZ", "/api/gamesX",
    };
    for (size_t i = 0; i < sizeof not_found / sizeof not_found[0]; i++) {
        http_route r = parse(not_found[i], NULL);
        if (r.kind != ROUTE_NOT_FOUND)
            fail_msg("%s parsed as %d", not_found[i] ? not_found[i] : "(null)", r.kind);
    }
    const char *bad_seats[] = {"seat=", "seat=x", "seat=8", "seat=-1", "seat=1x", "seat= 1",
                               "seat=99999999999999999999", "seat=1&seat=x"};
    for (size_t i = 0; i < sizeof bad_seats / sizeof bad_seats[0]; i++)
        assert_int_equal(parse("/api/games/1/replay", bad_seats[i]).kind, ROUTE_BAD_SEAT);
    /* Only the replay reads the query. */
    assert_int_equal(parse("/api/games/1", "seat=x").kind, ROUTE_GAME);
}

static http_auth auth(const char *header)
{
    http_auth a;
    http_auth_parse(header, &a);
    return a;
}

static void test_authorization(void **unused)
{
    assert_int_equal(auth(NULL).kind, AUTH_NONE);
    assert_int_equal(auth("").kind, AUTH_NONE);
    http_auth a = auth("Bearer 0123abcd");
    assert_int_equal(a.kind, AUTH_BEARER);
    assert_string_equal(a.secret, "0123abcd");
    a = auth("bearer   tok  ");
    assert_int_equal(a.kind, AUTH_BEARER);
    assert_string_equal(a.secret, "tok");
    /* base64("anyone:open sesame") */
    a = auth("Basic YW55b25lOm9wZW4gc2VzYW1l");
    assert_int_equal(a.kind, AUTH_PASSWORD);
    assert_string_equal(a.secret, "open sesame");
    /* base64(":pw:with:colons"): the user is empty, the password keeps its colons */
    a = auth("BASIC OnB3OndpdGg6Y29sb25z");
    assert_int_equal(a.kind, AUTH_PASSWORD);
    assert_string_equal(a.secret, "pw:with:colons");
    http_auth_clear(&a);
    assert_int_equal(a.secret[0], 0);

    const char *bad[] = {
        "Bearer", "Bearer ", "Bearer a b", "Bearerx", "Token abc", "Digest x", "Basic",
        "Basic !!!!", "Basic bm9jb2xvbg==" /* "nocolon" */, "Basic dXNlcjo=" /* "user:" */,
        "Basic dTpwdwBudWw=" /* "u:pw\0nul" */, "Basic dTpwdwp4" /* "u:pw\nx" */,
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        if (auth(bad[i]).kind != AUTH_BAD)
            fail_msg("\"%s\" was accepted", bad[i]);
    /* Longer than any token or password: refused, not cut. */
    char longer[400] = "Bearer ";
    memset(longer + 7, 'a', 200);
    assert_int_equal(auth(longer).kind, AUTH_BAD);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_routes),
        cmocka_unit_test(test_strict),
        cmocka_unit_test(test_authorization),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
