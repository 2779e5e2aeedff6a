/* hub_fx.h — a hub under test, shared by the hub's unit tests: fake
 * connections collect every message the hub sends (parsed, per connection),
 * a fake clock drives deadlines, a real store (":memory:" or a temporary
 * file, for restarts) records games, and a fake thread pool holds the work
 * the hub sends off the loop (hub_io.submit) until the test runs it
 * (fx_run_jobs), so a test can see that nothing waits for it.
 *
 * Include after <cmocka.h>; every helper is static and may go unused. */
#ifndef GH_TESTS_HUB_FX_H
#define GH_TESTS_HUB_FX_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "server/hub.h"

#define FX_FN static __attribute__((unused))

/* ---- fake io: every message, parsed, per connection ---- */

#define NCONN 16
#define T0 1700000000000LL

#define FX_JOBS_MAX 256
#define FX_BOT_ITERATIONS 16

static struct {
    json_t *inbox[NCONN]; /* arrays of messages */
    int closed[NCONN];
    /* The fake thread pool: with hold_jobs set before fx_new, work the hub
     * submits waits here until fx_run_jobs. */
    int hold_jobs;
    struct fx_job {
        void (*work)(void *);
        void (*done)(void *, int);
        void *arg;
    } jobs[FX_JOBS_MAX];
    int njobs;
} io;

FX_FN int fake_submit(void *ctx, void (*work)(void *), void (*done)(void *, int), void *arg)
{
    if (io.njobs >= FX_JOBS_MAX)
        return -1;
    io.jobs[io.njobs++] = (struct fx_job){work, done, arg};
    return 0;
}

/* Runs the oldest held job only (work, then done); 0 if there was none. */
FX_FN int fx_run_one_job(void)
{
    if (io.njobs == 0)
        return 0;
    struct fx_job j = io.jobs[0];
    memmove(&io.jobs[0], &io.jobs[1], (size_t)(--io.njobs) * sizeof io.jobs[0]);
    j.work(j.arg);
    j.done(j.arg, 0);
    return 1;
}

/* Runs the held jobs (work, then done, oldest first, including any they
 * submit); returns how many ran. */
FX_FN int fx_run_jobs(void)
{
    int ran = 0;
    while (io.njobs > 0) {
        struct fx_job j = io.jobs[0];
        memmove(&io.jobs[0], &io.jobs[1], (size_t)(--io.njobs) * sizeof io.jobs[0]);
        j.work(j.arg);
        j.done(j.arg, 0);
        ran++;
    }
    return ran;
}

FX_FN void fake_send(void *ctx, uint64_t conn, const char *text, size_t len)
{
    assert_true(conn < NCONN);
    json_error_t e;
    json_t *j = json_loadb(text, len, 0, &e);
    assert_non_null(j);
    json_array_append_new(io.inbox[conn], j);
}

FX_FN void fake_close(void *ctx, uint64_t conn)
{
    io.closed[conn] = 1;
}

FX_FN void io_reset(void)
{
    io.njobs = 0;
    for (int i = 0; i < NCONN; i++) {
        json_decref(io.inbox[i]);
        io.inbox[i] = json_array();
        io.closed[i] = 0;
    }
}

FX_FN void io_clear(int conn)
{
    json_array_clear(io.inbox[conn]);
}

FX_FN size_t count(int conn)
{
    return json_array_size(io.inbox[conn]);
}

/* The last message of `type` a connection received, or NULL. */
FX_FN json_t *last(int conn, const char *type)
{
    for (size_t i = json_array_size(io.inbox[conn]); i-- > 0;) {
        json_t *m = json_array_get(io.inbox[conn], i);
        if (strcmp(json_string_value(json_object_get(m, "type")), type) == 0)
            return m;
    }
    return NULL;
}

/* The seat a connection holds: from its last game message, else its last
 * room message (-1 for none). */
FX_FN int my_seat(int conn)
{
    json_t *g = last(conn, "game");
    json_t *v = json_object_get(g ? g : last(conn, "room"), "your_seat");
    return json_is_integer(v) ? (int)json_integer_value(v) : -1;
}

/* The seat its last room message gives it (-1 for none). */
FX_FN int room_seat(int conn)
{
    json_t *v = json_object_get(last(conn, "room"), "your_seat");
    return json_is_integer(v) ? (int)json_integer_value(v) : -1;
}

/* The seat whose decision its last game message shows pending (-1 for none). */
FX_FN int pending_seat(int conn)
{
    json_t *p = json_object_get(last(conn, "game"), "pending_seat");
    return json_is_integer(p) ? (int)json_integer_value(p) : -1;
}

FX_FN int num(const json_t *j, const char *key)
{
    json_t *v = json_object_get(j, key);
    assert_true(json_is_integer(v));
    return (int)json_integer_value(v);
}

/* ---- a hub under test ---- */

typedef struct fx {
    srv_hub *h;
    srv_store *st;
    int64_t now;
    char dir[64], path[128]; /* a file database, for restarts */
} fx;

FX_FN hub_io fake_io(void)
{
    return (hub_io){.send = fake_send,
                    .close = fake_close,
                    .submit = io.hold_jobs ? fake_submit : NULL,
                    .ctx = NULL};
}

/* The default limits, but levels that search think FX_BOT_ITERATIONS
 * iterations (for hubs a test makes again, after a restart). */
FX_FN const hub_limits *fx_limits(void)
{
    static hub_limits l;
    hub_limits_default(&l);
    l.bot.iterations = FX_BOT_ITERATIONS;
    return &l;
}

FX_FN fx *fx_new(const hub_limits *lim)
{
    io_reset();
    fx *f = test_calloc(1, sizeof *f);
    f->st = store_open(":memory:");
    assert_non_null(f->st);
    f->now = T0;
    hub_limits l;
    hub_limits_default(&l);
    if (lim)
        l = *lim;
    /* Levels that search think a fixed, small number of iterations: the
     * tests stay fast and deterministic whatever the clock does. */
    if (!l.bot.iterations && !l.bot.budget_ms)
        l.bot.iterations = FX_BOT_ITERATIONS;
    f->h = hub_new(&l, f->st, fake_io(), f->now);
    assert_non_null(f->h);
    for (int c = 1; c < NCONN; c++)
        hub_connect(f->h, (uint64_t)c, "127.0.0.1:4000", f->now);
    return f;
}

FX_FN void fx_free(fx *f)
{
    fx_run_jobs(); /* held work still owns memory the hub gave it */
    io.hold_jobs = 0;
    hub_free(f->h);
    store_close(f->st);
    if (f->dir[0]) {
        const char *suffix[] = {"", "-wal", "-shm", "-journal"};
        for (int i = 0; i < 4; i++) {
            char p[160];
            snprintf(p, sizeof p, "%s%s", f->path, suffix[i]);
            unlink(p);
        }
        rmdir(f->dir);
    }
    test_free(f);
    for (int i = 0; i < NCONN; i++) {
        json_decref(io.inbox[i]);
        io.inbox[i] = NULL;
    }
}

FX_FN void sendf(fx *f, int conn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
FX_FN void sendf(fx *f, int conn, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    hub_message(f->h, (uint64_t)conn, buf, strlen(buf), f->now);
}

FX_FN void send_json(fx *f, int conn, json_t *j)
{
    char *text = json_dumps(j, JSON_COMPACT);
    hub_message(f->h, (uint64_t)conn, text, strlen(text), f->now);
    free(text);
    json_decref(j);
}

/* Expects that the last message of conn is an error with `code`. */
FX_FN void expect_error(int conn, const char *code)
{
    json_t *m = json_array_get(io.inbox[conn], count(conn) - 1);
    assert_non_null(m);
    if (strcmp(json_string_value(json_object_get(m, "type")), "error") != 0 ||
        strcmp(json_string_value(json_object_get(m, "code")), code) != 0) {
        char *t = json_dumps(m, 0);
        print_error("expected error %s, got %s\n", code, t);
        free(t);
        fail();
    }
    assert_true(strlen(json_string_value(json_object_get(m, "message"))) > 0);
}

/* hello; returns the token (static buffer per connection). */
FX_FN const char *hello(fx *f, int conn, const char *name)
{
    static char tokens[NCONN][80];
    sendf(f, conn, "{\"type\":\"hello\",\"version\":%d,\"name\":\"%s\"}", HUB_PROTOCOL_VERSION,
          name);
    json_t *w = last(conn, "welcome");
    assert_non_null(w);
    snprintf(tokens[conn], sizeof tokens[conn], "%s",
             json_string_value(json_object_get(w, "token")));
    assert_true(strlen(tokens[conn]) >= 32);
    return tokens[conn];
}

FX_FN int room_id_of(int conn)
{
    json_t *r = last(conn, "room");
    assert_non_null(r);
    return num(r, "id");
}

/* Owner on conn 1 creates a room with these options; returns its id. */
FX_FN int create(fx *f, const char *options)
{
    sendf(f, 1, "{\"type\":\"create_room\",\"game\":\"citadels\",\"options\":%s}", options);
    return room_id_of(1);
}

FX_FN int seats_in(int conn)
{
    return (int)json_array_size(json_object_get(last(conn, "room"), "seats"));
}

/* ---- the store writer, held (test_hub_store.c) ----
 *
 * A writer without its thread on a hub: every write the hub hands it waits
 * until the test calls fx_commit, which writes them all (one group commit)
 * and delivers the reports, as the server's writer thread and its
 * uv_async_t would. fx_new_file_db gives a hub on a database file, so
 * another connection (another process, as far as SQLite can tell) can take
 * its lock; fx_writer_attach gives the writer its own connection to that
 * file, as the server does. */

static store_writer *fx_wr;      /* the attached writer */
static srv_store *fx_wr_store;   /* its own connection, when not f->st */

/* A hub on a fresh database file in a temporary directory. */
FX_FN fx *fx_new_file_db(void)
{
    io_reset();
    fx *f = test_calloc(1, sizeof *f);
    snprintf(f->dir, sizeof f->dir, "/tmp/gh-test-hub-XXXXXX");
    assert_non_null(mkdtemp(f->dir));
    snprintf(f->path, sizeof f->path, "%s/games.db", f->dir);
    f->st = store_open(f->path);
    assert_non_null(f->st);
    f->now = T0;
    f->h = hub_new(fx_limits(), f->st, fake_io(), f->now);
    assert_non_null(f->h);
    for (int c = 1; c < NCONN; c++)
        hub_connect(f->h, (uint64_t)c, "127.0.0.1:4000", f->now);
    return f;
}

/* Attaches a held writer: on its own connection to f's file if it has one,
 * else on f->st (":memory:" cannot be shared). */
FX_FN store_writer *fx_writer_attach(fx *f)
{
    fx_wr_store = f->dir[0] ? store_open(f->path) : NULL;
    if (f->dir[0])
        assert_non_null(fx_wr_store);
    fx_wr = store_writer_new(fx_wr_store ? fx_wr_store : f->st, 0);
    assert_non_null(fx_wr);
    hub_set_writer(f->h, fx_wr);
    return fx_wr;
}

/* Writes everything the hub has handed the writer and delivers the
 * reports; returns how many writes there were. */
FX_FN int fx_commit(fx *f)
{
    int n = store_writer_run(fx_wr);
    hub_store_completed(f->h, f->now);
    return n;
}

/* How many writes wait in the writer (submitted, not yet reported). */
FX_FN int fx_writes_waiting(void)
{
    store_writer_stats st;
    store_writer_get_stats(fx_wr, &st);
    return st.queued;
}

/* fx_free for a hub with a writer: the hub drains it, then it goes. */
FX_FN void fx_free_with_writer(fx *f)
{
    hub_free(f->h);
    f->h = hub_new(fx_limits(), NULL, fake_io(), f->now); /* fx_free frees a hub */
    store_writer_free(fx_wr);
    fx_wr = NULL;
    store_close(fx_wr_store);
    fx_wr_store = NULL;
    fx_free(f);
}

#endif
