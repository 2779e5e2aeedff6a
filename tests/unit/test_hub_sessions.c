/* test_hub_sessions.c — sessions and names under attack (issue 8, findings
 * 5, 13, 15, 16), on the hub without a network (hub_fx.h):
 *   - forgetting many idle sessions is done in bounded steps, and they go;
 *     sessions that never joined anything go after minutes, not an hour;
 *     sessions are capped on the server and per address;
 *   - a refused hello changes nothing; a seat's name is fixed once its game
 *     has started, for chat too;
 *   - error texts cut inside a UTF-8 character keep their message;
 *   - names, room names and chat are checked as Unicode text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "hub_fx.h"
#include "server/hub_internal.h"

static long sessions_now(fx *f)
{
    hub_stats st;
    hub_get_stats(f->h, &st);
    return st.sessions;
}

/* A hello on conn after reconnecting it from `peer`; returns the code of
 * the error it got, or NULL for a welcome. */
static const char *hello_from(fx *f, int conn, const char *peer, const char *name)
{
    hub_disconnect(f->h, (uint64_t)conn, f->now);
    hub_connect(f->h, (uint64_t)conn, peer, f->now);
    io_clear(conn);
    sendf(f, conn, "{\"type\":\"hello\",\"version\":1,\"name\":\"%s\"}", name);
    json_t *m = json_array_get(io.inbox[conn], 0);
    assert_non_null(m);
    const char *type = json_string_value(json_object_get(m, "type"));
    if (strcmp(type, "welcome") == 0)
        return NULL;
    assert_string_equal(type, "error");
    assert_non_null(json_string_value(json_object_get(m, "message")));
    return json_string_value(json_object_get(m, "code"));
}

/* Resumes a session by token on conn (after reconnecting it); returns the
 * welcome, or NULL on an error. */
static json_t *resume(fx *f, int conn, const char *token, const char *name)
{
    hub_disconnect(f->h, (uint64_t)conn, f->now);
    hub_connect(f->h, (uint64_t)conn, "127.0.0.1:4000", f->now);
    io_clear(conn);
    if (name)
        sendf(f, conn, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\",\"name\":\"%s\"}", token,
              name);
    else
        sendf(f, conn, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", token);
    return last(conn, "welcome");
}

/* Calls hub_tick as the loop would (when it asks) until a sweep pass has
 * forgotten what it will; returns the number of calls that swept. */
static int sweep_to_the_end(fx *f, long *most_freed_in_one_call)
{
    int calls = 0;
    *most_freed_in_one_call = 0;
    int64_t due = hub_next_deadline(f->h);
    if (due > f->now)
        f->now = due; /* a pass starts when it is due */
    for (;;) {
        long before = sessions_now(f);
        int64_t next = hub_tick(f->h, f->now);
        long freed = before - sessions_now(f);
        if (freed > *most_freed_in_one_call)
            *most_freed_in_one_call = freed;
        calls++;
        assert_true(calls < 100000);
        /* Between steps the hub asks to be called again soon, so that the
         * loop reads its sockets in between; after the pass, in a minute. */
        if (next < 0 || next - f->now > 1000)
            return calls;
        f->now = next;
    }
}

/* ---- finding 5: the sweep ---- */

static void test_sweep_is_stepwise_and_complete(void **unused)
{
    enum { N = 20000 };
    hub_limits l;
    hub_limits_default(&l);
    l.max_sessions = 2 * N;
    l.sessions_per_address = 2 * N;
    fx *f = fx_new(&l);
    /* Connect, hello, go: N times (the attack was 100,000). */
    for (int i = 0; i < N; i++) {
        char peer[32];
        snprintf(peer, sizeof peer, "10.%d.%d.%d:999", i >> 16 & 255, i >> 8 & 255, i & 255);
        assert_null(hello_from(f, 1, peer, "Visitor"));
    }
    hub_disconnect(f->h, 1, f->now);
    assert_int_equal(sessions_now(f), N);

    /* Not yet idle: a full pass frees nothing. */
    f->now += 1000;
    long most;
    sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), N);

    /* Three minutes later, all of them go (they never joined anything),
     * in steps: no call frees more than one step's slots. */
    f->now += 3 * 60 * 1000;
    int calls = sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), 0);
    assert_true(most > 0);
    assert_true(most <= HUB_SWEEP_SLOTS);
    assert_true(calls >= N / HUB_SWEEP_SLOTS);
    fx_free(f);
}

static void test_fresh_sessions_go_in_minutes_others_in_an_hour(void **unused)
{
    fx *f = fx_new(NULL);
    char ann[80], bob[80];
    snprintf(ann, sizeof ann, "%s", hello(f, 1, "Ann")); /* only looks */
    snprintf(bob, sizeof bob, "%s", hello(f, 2, "Bob")); /* sits down, leaves */
    hello(f, 3, "Cid");                                   /* stays connected */
    sendf(f, 2, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{}}");
    assert_non_null(last(2, "room"));
    sendf(f, 2, "{\"type\":\"leave_room\"}");
    hub_disconnect(f->h, 1, f->now);
    hub_disconnect(f->h, 2, f->now);
    long most;

    f->now += 60 * 1000; /* one minute: everyone is still known */
    sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), 3);

    f->now += 2 * 60 * 1000; /* three minutes: Ann, who never joined, is gone */
    sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), 2);
    json_t *w = resume(f, 1, ann, NULL);
    assert_null(w); /* no name and an unknown token: a new session needs one */
    expect_error(1, "bad_name");
    w = resume(f, 2, bob, NULL);
    assert_non_null(w);
    assert_string_equal(json_string_value(json_object_get(w, "token")), bob);
    assert_string_equal(json_string_value(json_object_get(w, "name")), "Bob");
    hub_disconnect(f->h, 2, f->now);

    f->now += 61 * 60 * 1000; /* an hour after Bob left: Bob goes, Cid stays */
    sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), 1);
    assert_null(resume(f, 2, bob, NULL));
    fx_free(f);
}

static void test_seated_sessions_survive(void **unused)
{
    hub_limits l;
    hub_limits_default(&l);
    l.max_sessions = 100000;
    l.sessions_per_address = 100000;
    fx *f = fx_new(&l);
    hello(f, 1, "Ann");
    char bob[80];
    snprintf(bob, sizeof bob, "%s", hello(f, 2, "Bob"));
    int id = create(f, "{\"turn_seconds\":3600}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_non_null(last(2, "game"));
    /* Bob leaves the running game (keeping his seat) and goes away; many
     * sessions come and go meanwhile, so the sweep takes several steps. */
    sendf(f, 2, "{\"type\":\"leave_room\"}");
    hub_disconnect(f->h, 2, f->now);
    for (int i = 0; i < 3 * HUB_SWEEP_SLOTS; i++) {
        char peer[32];
        snprintf(peer, sizeof peer, "10.1.%d.%d:1", i >> 8 & 255, i & 255);
        assert_null(hello_from(f, 3, peer, "Visitor"));
    }
    hub_disconnect(f->h, 3, f->now);
    f->now += 2 * 3600 * 1000;
    long most;
    sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), 2); /* Ann (connected) and Bob (seated) */
    json_t *w = resume(f, 2, bob, NULL);
    assert_non_null(w);
    assert_int_equal(num(w, "room"), id);
    fx_free(f);
}

static void test_session_caps(void **unused)
{
    hub_limits l;
    hub_limits_default(&l);
    l.max_sessions = 6;
    l.sessions_per_address = 3;
    fx *f = fx_new(&l);
    /* Per address: the port does not matter, nor does IPv6's host part. */
    assert_null(hello_from(f, 1, "192.0.2.7:1000", "A1"));
    const char *a1 = json_string_value(json_object_get(last(1, "welcome"), "token"));
    char tok[80];
    snprintf(tok, sizeof tok, "%s", a1);
    assert_null(hello_from(f, 2, "192.0.2.7:1001", "A2"));
    assert_null(hello_from(f, 3, "::ffff:192.0.2.7", "A3"));
    assert_string_equal(hello_from(f, 4, "192.0.2.7:1002", "A4"), "too_many_sessions");
    assert_int_equal(sessions_now(f), 3);
    /* Resuming is never refused by the caps. */
    assert_non_null(resume(f, 5, tok, NULL));

    assert_null(hello_from(f, 6, "[2001:db8:1:2::1]:80", "B1"));
    assert_null(hello_from(f, 7, "2001:db8:1:2:ffff::9", "B2"));
    assert_null(hello_from(f, 8, "2001:db8:1:2::3", "B3"));
    assert_string_equal(hello_from(f, 9, "[2001:db8:1:2:aaaa::1]:80", "B4"), "too_many_sessions");
    /* Server-wide: six sessions, the seventh is refused from anywhere. */
    assert_int_equal(sessions_now(f), 6);
    assert_string_equal(hello_from(f, 10, "198.51.100.1:1", "C1"), "too_many_sessions");
    json_t *e = last(10, "error");
    assert_non_null(strstr(json_string_value(json_object_get(e, "message")), "try again"));

    /* Idle sessions that never joined go, and their places are free again. */
    for (int c = 1; c < NCONN; c++)
        hub_disconnect(f->h, (uint64_t)c, f->now);
    f->now += 3 * 60 * 1000;
    long most;
    sweep_to_the_end(f, &most);
    assert_int_equal(sessions_now(f), 0);
    assert_null(hello_from(f, 4, "192.0.2.7:1002", "A4"));
    assert_null(hello_from(f, 10, "198.51.100.1:1", "C1"));
    fx_free(f);
}

/* ---- finding 13: a refused hello, renaming in a game ---- */

static void test_refused_hello_renames_nothing(void **unused)
{
    fx *f = fx_new(NULL);
    char tok[80];
    snprintf(tok, sizeof tok, "%s", hello(f, 1, "Ann"));
    create(f, "{}");
    for (int c = 2; c <= HUB_SESSION_CONNS; c++) {
        sendf(f, c, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}", tok);
        assert_non_null(last(c, "welcome"));
    }
    io_clear(1);
    sendf(f, 9, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\",\"name\":\"Zed\"}", tok);
    expect_error(9, "too_many_connections");
    assert_int_equal(count(1), 0); /* nobody was told of a new name */
    json_t *w = resume(f, 8, tok, NULL);
    assert_non_null(w);
    assert_string_equal(json_string_value(json_object_get(w, "name")), "Ann");
    json_t *seats = json_object_get(last(8, "room"), "seats");
    assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 0), "name")),
                        "Ann");
    fx_free(f);
}

static const char *chat_from(int conn)
{
    json_t *m = last(conn, "chat");
    assert_non_null(m);
    return json_string_value(json_object_get(m, "from"));
}

static void test_name_fixed_once_the_game_started(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    char bob[80];
    snprintf(bob, sizeof bob, "%s", hello(f, 2, "Bob"));
    int id = create(f, "{\"max_players\":3,\"turn_seconds\":60}");
    sendf(f, 2, "{\"type\":\"join_room\",\"room\":%d}", id);
    /* Before the start a rename follows into the seat and the chat. */
    assert_non_null(resume(f, 3, bob, "Bobby"));
    sendf(f, 3, "{\"type\":\"chat\",\"text\":\"hi\"}");
    assert_string_equal(chat_from(1), "Bobby");
    sendf(f, 1, "{\"type\":\"add_bot\"}");
    sendf(f, 1, "{\"type\":\"start\"}");
    assert_non_null(last(1, "game"));
    /* After it the seat keeps its name, and so does its chat. */
    json_t *w = resume(f, 3, bob, "Mallory");
    assert_non_null(w);
    assert_string_equal(json_string_value(json_object_get(w, "name")), "Mallory");
    json_t *seats = json_object_get(last(3, "room"), "seats");
    assert_string_equal(json_string_value(json_object_get(json_array_get(seats, 1), "name")),
                        "Bobby");
    io_clear(1);
    sendf(f, 3, "{\"type\":\"chat\",\"text\":\"it is me\"}");
    assert_string_equal(chat_from(1), "Bobby");
    assert_int_equal(num(last(1, "chat"), "seat"), 1);
    fx_free(f);
}

/* ---- finding 15: error texts cut inside a character ---- */

static void test_error_text_cut_on_a_character(void **unused)
{
    fx *f = fx_new(NULL);
    static const char *chars[] = {"\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80"}; /* é € 😀 */
    for (int w = 0; w < 3; w++) {
        size_t width = strlen(chars[w]);
        /* Every position of the 40-byte cut inside a character. */
        for (size_t pad = 0; pad < width; pad++) {
            char type[128] = "";
            memset(type, 'x', pad);
            while (strlen(type) + width < 100)
                strcat(type, chars[w]);
            io_clear(1);
            sendf(f, 1, "{\"type\":\"%s\"}", type);
            json_t *m = last(1, "error");
            assert_non_null(m);
            assert_string_equal(json_string_value(json_object_get(m, "code")), "unknown_type");
            const char *text = json_string_value(json_object_get(m, "message"));
            assert_non_null(text);
            /* The longest whole-character prefix of the first 40 bytes. */
            size_t keep = pad + (40 - pad) / width * width;
            char want[160];
            snprintf(want, sizeof want, "unknown message type \"%.*s\"", (int)keep, type);
            assert_string_equal(text, want);
            assert_string_equal(json_string_value(json_object_get(m, "request")), type);
        }
    }
    /* The same for an option's name (options.c cuts it at 40 bytes). */
    hello(f, 1, "Ann");
    for (size_t pad = 0; pad < 4; pad++) {
        char key[128] = "";
        memset(key, 'k', pad);
        while (strlen(key) < 90)
            strcat(key, chars[2]);
        io_clear(1);
        sendf(f, 1, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{\"%s\":1}}", key);
        json_t *m = last(1, "error");
        assert_non_null(m);
        assert_non_null(json_string_value(json_object_get(m, "message")));
    }
    fx_free(f);
}

static void test_utf8_scrub(void **unused)
{
    char s1[] = "ab\xc3";               /* cut at the end */
    char s2[] = "a\xe2\x82\"b";         /* cut in the middle */
    char s3[] = "\xff\xc0\xaf" "ok\xed\xa0\x80!"; /* never valid: stray, overlong, surrogate */
    char s4[] = "\xf0\x9f\x98\x80\xc3\xa9"; /* valid stays */
    utf8_scrub(s1);
    utf8_scrub(s2);
    utf8_scrub(s3);
    utf8_scrub(s4);
    assert_string_equal(s1, "ab");
    assert_string_equal(s2, "a\"b");
    assert_string_equal(s3, "ok!");
    assert_string_equal(s4, "\xf0\x9f\x98\x80\xc3\xa9");
}

/* ---- finding 16: names as Unicode text ---- */

/* JSON string bodies (with \u escapes) of names the hub must refuse. */
static const char *const bad_names[] = {
    "\\u202eAnna",            /* right-to-left override */
    "An\\u2066na\\u2069",     /* a left-to-right isolate */
    "Anna\\u200f",            /* right-to-left mark */
    "\\u0085Anna",            /* C1: next line */
    "Anna\\u009b31m",         /* C1: CSI */
    "Ann\\u007f",             /* DEL */
    "Anna\\u2028Bob",         /* line separator */
    "\\u200b\\u200b\\u200b",  /* only zero-width spaces */
    "\\u200b",
    "\\u2060\\ufeff",         /* word joiner, BOM */
    "\\u3164",                /* Hangul filler */
    "\\u2800\\u2800",         /* blank Braille */
    "\\u00a0\\u3000",         /* only spaces */
    "\\u0301\\u0301",         /* only combining marks */
    "\\u0301Anna",            /* begins with a combining mark */
    "Al\\u200bice",           /* an invisible character inside */
    "Al\\u00adice",           /* soft hyphen */
    "An\\udb40\\udc41na",     /* a tag character */
    "\\ufdd0Anna",            /* a noncharacter */
    " Anna",                  /* a space at either end */
    "Anna ",
    "\\u00a0Anna",
    "Anna\\u200d",            /* a joiner at the end */
    "Bot 1",                  /* the bots' names */
    "bot 2",
    "BOT-3",
    "Bot  42",
    "\\uff22\\uff4f\\uff54 \\uff14", /* full-width "Bot 4" */
    "Bot\\u00a05",
    "bot 007",
};

static const char *const good_names[] = {
    "Anna", "Zo\\u00eb", "\\u674e\\u5c0f\\u9f8d", "Ann Marie", "\\u0645\\u062d\\u0645\\u062f",
    "\\u2764\\ufe0f",                                        /* red heart, emoji style */
    "\\ud83d\\udc69\\u200d\\ud83d\\udc69\\u200d\\ud83d\\udc67", /* a family: joiners inside */
    "\\u0645\\u06cc\\u200c\\u062e\\u0648\\u0627\\u0647\\u0645", /* Persian with a ZWNJ */
    "Bot", "Robot 1", "Bot 1 fan", "Botanist", "Jos\\u00e9", "e\\u0301", "1\\ufe0f\\u20e3",
};

static void test_names_checked(void **unused)
{
    fx *f = fx_new(NULL);
    for (size_t i = 0; i < sizeof bad_names / sizeof bad_names[0]; i++) {
        io_clear(1);
        sendf(f, 1, "{\"type\":\"hello\",\"version\":1,\"name\":\"%s\"}", bad_names[i]);
        if (!last(1, "error"))
            print_error("name %zu (%s) was accepted\n", i, bad_names[i]);
        expect_error(1, "bad_name");
        assert_int_equal(sessions_now(f), 0);
    }
    /* The message says what is wrong. */
    sendf(f, 1, "{\"type\":\"hello\",\"version\":1,\"name\":\"Bot 1\"}");
    assert_non_null(strstr(json_string_value(json_object_get(last(1, "error"), "message")),
                           "reserved"));
    for (size_t i = 0; i < sizeof good_names / sizeof good_names[0]; i++) {
        io_clear(2);
        sendf(f, 2, "{\"type\":\"hello\",\"version\":1,\"name\":\"%s\"}", good_names[i]);
        if (!last(2, "welcome"))
            print_error("name %zu (%s) was refused\n", i, good_names[i]);
        assert_non_null(last(2, "welcome"));
        hub_disconnect(f->h, 2, f->now);
        hub_connect(f->h, 2, "127.0.0.1:4000", f->now);
    }
    /* A rename to a bad name is refused too, and the name stays. */
    char tok[80];
    snprintf(tok, sizeof tok, "%s", hello(f, 3, "Cid"));
    assert_null(resume(f, 3, tok, "\\u202eCid"));
    expect_error(3, "bad_name");
    assert_string_equal(json_string_value(json_object_get(resume(f, 3, tok, NULL), "name")),
                        "Cid");
    /* A session whose name predates the rules (restored from the store)
     * still resumes under it, but nobody renames to such a name. */
    char old_token[65];
    unsigned char hash[HUB_HASH_BYTES];
    memset(old_token, 'a', 64);
    old_token[64] = '\0';
    token_hash_of(old_token, hash);
    assert_non_null(session_new(f->h, hash, "Bot 9", f->now));
    json_t *w = resume(f, 4, old_token, "Bot 9");
    assert_non_null(w);
    assert_string_equal(json_string_value(json_object_get(w, "name")), "Bot 9");
    assert_null(resume(f, 4, old_token, "Bot 10"));
    expect_error(4, "bad_name");
    fx_free(f);
}

static void test_room_names_and_chat_checked(void **unused)
{
    fx *f = fx_new(NULL);
    hello(f, 1, "Ann");
    static const char *const bad_text[] = {"\\u202eroom", "a\\u0085b", "\\u200b\\u200b",
                                           "\\u0301x", "a\\u2029b", "\\u2066x"};
    for (size_t i = 0; i < sizeof bad_text / sizeof bad_text[0]; i++) {
        sendf(f, 1, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{\"name\":\"%s\"}}",
              bad_text[i]);
        expect_error(1, "bad_options");
    }
    hub_stats st;
    hub_get_stats(f->h, &st);
    assert_int_equal(st.rooms, 0);
    sendf(f, 1, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":{\"name\":\"Bot 1\"}}");
    assert_string_equal(json_string_value(json_object_get(last(1, "room"), "name")), "Bot 1");
    for (size_t i = 0; i < sizeof bad_text / sizeof bad_text[0]; i++) {
        io_clear(1);
        sendf(f, 1, "{\"type\":\"chat\",\"text\":\"%s\"}", bad_text[i]);
        expect_error(1, "bad_chat");
        assert_null(last(1, "chat"));
    }
    /* Chat may hold what names may not, around visible text. */
    sendf(f, 1, "{\"type\":\"chat\",\"text\":\"hi\\u200bthere \\ud83d\\udc4d\\ud83c\\udffd \"}");
    assert_non_null(last(1, "chat"));
    fx_free(f);
}

static void test_text_check_bytes(void **unused)
{
    /* What JSON cannot carry still never passes. */
    assert_int_equal(text_check("Ann\xc3", HUB_NAME_MAX, TEXT_NAME), TEXT_ENCODING);
    assert_int_equal(text_check("\xed\xa0\x80x", HUB_NAME_MAX, 0), TEXT_ENCODING);
    assert_int_equal(text_check("\xc0\xafx", HUB_NAME_MAX, 0), TEXT_ENCODING);
    assert_int_equal(text_check("A\tB", HUB_NAME_MAX, 0), TEXT_CONTROL);
    assert_int_equal(text_check("", HUB_NAME_MAX, 0), TEXT_LENGTH);
    char longname[HUB_NAME_MAX + 2];
    memset(longname, 'a', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    assert_int_equal(text_check(longname, HUB_NAME_MAX, TEXT_NAME), TEXT_LENGTH);
    assert_int_equal(text_check("Anna", HUB_NAME_MAX, TEXT_NAME), TEXT_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sweep_is_stepwise_and_complete),
        cmocka_unit_test(test_fresh_sessions_go_in_minutes_others_in_an_hour),
        cmocka_unit_test(test_seated_sessions_survive),
        cmocka_unit_test(test_session_caps),
        cmocka_unit_test(test_refused_hello_renames_nothing),
        cmocka_unit_test(test_name_fixed_once_the_game_started),
        cmocka_unit_test(test_error_text_cut_on_a_character),
        cmocka_unit_test(test_utf8_scrub),
        cmocka_unit_test(test_names_checked),
        cmocka_unit_test(test_room_names_and_chat_checked),
        cmocka_unit_test(test_text_check_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
