/* games_api.c — stored games over HTTP: who may see what, and doing the
 * work off the event loop (hub.h: hub_games_get; docs/protocol.md, "HTTP").
 *
 * Who may see what (issue 8, finding 9):
 *   - A private game (its room was private) is visible only to its players,
 *     who send their session token ("Authorization: Bearer TOKEN", compared
 *     by hash with the seats' stored token hashes), and to whoever has the
 *     room's password ("Authorization: Basic", base64 of "any:PASSWORD",
 *     checked with Argon2id off the loop, under the same limits as joining
 *     a room). To anyone else it is refused (403 "private") and left out of
 *     the recent games list.
 *   - A public game: its summary while it runs (players, config, progress,
 *     no actions); once finished, its whole log (actions, outcome, seed)
 *     and the spectator's replay. That is what "public after the end"
 *     means: with the seed and the actions anyone can replay it (that is
 *     how the seed commitment is checked), hidden hands included.
 *   - A seat's own replay (?seat=N: that seat's hand and private events) is
 *     for that seat's player only (by token), in every game; a bot's seat is
 *     nobody's. Nobody gets a replay before the end.
 *
 * Off the loop (finding 8): reading a game and building its replay (an
 * 8-seat game: ~0.1 s) run on libuv's pool, each job with its own read-only
 * SQLite connection (store_reader, kept in a small pool here). Finished
 * games never change, so what was built is cached (games_cache.c) with the
 * game's access facts, and a later request is answered on the loop from the
 * cache without touching the database. Each address has a token bucket
 * (429 with Retry-After when empty) and at most two jobs at a time; four
 * jobs run at once in all (503 with Retry-After beyond). The recent games
 * list without a token is the same for everyone: kept until a game finishes
 * (at most ten seconds).
 *
 * A database in memory (":memory:", tests) has no second connection: its
 * requests are built on the loop, still through the same limits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/games_cache.h"
#include "server/http_route.h"
#include "server/hub_internal.h"
#include "server/replay.h"

#define HUB_HTTP_PER_SEC 5          /* API requests per address a second ... */
#define HUB_HTTP_BURST 20           /* ... in bursts of this many */
#define HUB_HTTP_JOBS_MAX 4         /* reads and builds on the pool at once */
#define HUB_HTTP_JOBS_PER_ADDR 2    /* of which one address may have */
#define HUB_HTTP_CACHE_BYTES ((size_t)64 << 20)
#define HUB_HTTP_CACHE_ENTRIES 4096
#define HUB_RECENT_GAMES 20         /* entries of GET /api/games */
#define HUB_RECENT_SCAN 200         /* newest finished games looked at for them */
#define HUB_RECENT_TTL_MS 10000     /* the list without a token is kept this long,
                                       or until another game finishes */

_Static_assert(HTTP_AUTH_SECRET_MAX >= HUB_PASSWORD_MAX, "a password fits an http_auth");

/* What decides access to a game, from its stored room. */
typedef struct game_meta {
    int64_t id;
    int finished, is_private, nseats;
    int human[GAME_MAX_SEATS]; /* the seat has a player's token hash */
    unsigned char token_hash[GAME_MAX_SEATS][HUB_HASH_BYTES];
    char pwhash[crypto_pwhash_STRBYTES];
} game_meta;

/* Cache keys: the game id and what was built for it. */
enum { VIEW_META = 0, VIEW_LOG = 1, VIEW_SPECTATOR = 2, VIEW_SEAT0 = 3 };

static uint64_t cache_key(int64_t game_id, int view)
{
    return ((uint64_t)game_id << 4) | (uint64_t)(view + 1); /* never 0 */
}

static int content_view(const http_route *rt)
{
    if (rt->kind == ROUTE_GAME)
        return VIEW_LOG;
    return rt->seat < 0 ? VIEW_SPECTATOR : VIEW_SEAT0 + rt->seat;
}

typedef struct games_api {
    games_cache *cache;
    int path_known;
    char *db_path; /* NULL: the database is in memory */
    store_reader *readers[HUB_HTTP_JOBS_MAX]; /* idle read-only connections */
    int nreaders;
    char job_addr[HUB_HTTP_JOBS_MAX][HUB_PEER_ADDR]; /* running jobs by address */
    int job_used[HUB_HTTP_JOBS_MAX];
    hub_bucket bucket[HUB_PEER_SLOTS];
    hub_blob *recent_public;  /* GET /api/games without a token ... */
    int64_t recent_ms;        /* ... made then ... */
    long recent_gen;          /* ... when h->st.games_finished was this */
} games_api;

typedef struct games_job {
    http_route rt;
    char peer[HUB_PEER_ADDR];
    void (*reply)(void *ctx, hub_http_answer *a);
    void *ctx;
    int has_token;
    unsigned char token_hash[HUB_HASH_BYTES];
    int has_password;
    char password[HUB_PASSWORD_MAX + 1];
    int pw_slot;   /* passwords.c slot held, or -1 */
    int job_slot;  /* games_api.job_used slot held, or -1 */
    int have_meta;
    game_meta meta;
    hub_blob *content; /* the body to send (from the cache, or built) */
    int built;         /* content was built by this job */
    /* Where the work reads: its own connection, or the store itself when
     * the database is in memory (then the work runs on the loop). */
    const char *path;
    store_reader *rd;
    srv_store *st;
    /* The answer. */
    int status;
    const char *code;
    char message[160];
    int retry_after_s;
    int pw_checked, pw_ok;
    long recent_gen; /* h->st.games_finished when the list was asked for */
} games_job;

/* ---- access ---- */

static int hex_hash(const char *hex, unsigned char out[HUB_HASH_BYTES])
{
    size_t n = 0;
    return hex && strlen(hex) == 2 * HUB_HASH_BYTES &&
                   sodium_hex2bin(out, HUB_HASH_BYTES, hex, strlen(hex), NULL, &n, NULL) == 0 &&
                   n == HUB_HASH_BYTES
               ? 0
               : -1;
}

static void meta_from_game(const store_game *g, game_meta *m)
{
    memset(m, 0, sizeof *m);
    m->id = g->id;
    m->finished = g->finished;
    m->is_private = json_is_true(json_object_get(json_object_get(g->room, "options"), "private"));
    const char *pw = json_string_value(json_object_get(g->room, "password_hash"));
    if (pw)
        snprintf(m->pwhash, sizeof m->pwhash, "%s", pw);
    json_t *seats = json_object_get(g->room, "seats");
    size_t i;
    json_t *seat;
    json_array_foreach(seats, i, seat) {
        if (i >= GAME_MAX_SEATS)
            break;
        m->nseats = (int)i + 1;
        m->human[i] = hex_hash(json_string_value(json_object_get(seat, "token_hash")),
                               m->token_hash[i]) == 0;
    }
}

/* The seat the token's holder played, or -1. Compared in constant time. */
static int viewer_seat(const game_meta *m, const games_job *j)
{
    int seat = -1;
    for (int k = 0; j->has_token && k < m->nseats; k++)
        if (m->human[k] && sodium_memcmp(m->token_hash[k], j->token_hash, HUB_HASH_BYTES) == 0)
            seat = k;
    return seat;
}

enum { ACC_ALLOW, ACC_NEED_PASSWORD, ACC_DENY };

/* The rules at the top of this file. pw_ok: -1 not checked, 0 wrong, 1 right. */
static int access_decide(const game_meta *m, const http_route *rt, int seat, int has_password,
                         int pw_ok, int *status, const char **code)
{
    if (m->is_private && seat < 0 && pw_ok != 1) {
        if (has_password && pw_ok < 0 && m->pwhash[0])
            return ACC_NEED_PASSWORD;
        *status = 403;
        *code = pw_ok == 0 ? "wrong_password" : "private";
        return ACC_DENY;
    }
    if (rt->kind == ROUTE_REPLAY) {
        if (!m->finished) {
            *status = 403;
            *code = "game_running";
            return ACC_DENY;
        }
        if (rt->seat >= m->nseats) {
            *status = 400;
            *code = "bad_seat";
            return ACC_DENY;
        }
        if (rt->seat >= 0 && rt->seat != seat) {
            *status = 403;
            *code = "not_your_seat";
            return ACC_DENY;
        }
    }
    return ACC_ALLOW;
}

/* noinline: at -O3 gcc inlines this into each fail() with its literal code,
 * and -Wstring-compare then flags every other row's comparison — which is
 * meant to differ (the Release build failed on it). */
__attribute__((noinline)) static const char *explain(const char *code)
{
    static const struct {
        const char *code, *text;
    } texts[] = {
        {"not_found", "there is no such game"},
        {"private", "this game is private: its players send their session token "
                    "(Authorization: Bearer), others the room's password (Authorization: Basic)"},
        {"wrong_password", "wrong password"},
        {"game_running", "the game is still running: its replay opens when it ends"},
        {"bad_seat", "\"seat\" is not a seat of this game"},
        {"not_your_seat", "a seat's view is for its player only (send your session token)"},
        {"replay_failed", "the stored game does not replay"},
        {"bad_authorization", "Authorization is \"Bearer TOKEN\" or \"Basic base64(user:password)\""},
        {"rate_limited", "too many requests from your address; wait and try again"},
        {"too_many_attempts", "too many wrong passwords; wait a minute"},
        {"no_store", "this server keeps no games"},
        {"busy", "the server is busy; try again in a moment"},
        {"hash_rate_limited", "too many passwords from your address; wait a little"},
        {"store_unavailable", "the game store cannot be read right now"},
        {"out_of_memory", "out of memory"},
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        if (strcmp(texts[i].code, code) == 0)
            return texts[i].text;
    return "";
}

static void fail(games_job *j, int status, const char *code)
{
    j->status = status;
    j->code = code;
    snprintf(j->message, sizeof j->message, "%s", explain(code));
}

/* ---- the work (on the pool, or on the loop for a database in memory) ---- */

static int load(games_job *j, store_game *g)
{
    return j->rd ? store_reader_game_load(j->rd, j->rt.game_id, g)
                 : store_game_load(j->st, j->rt.game_id, g);
}

static hub_blob *dump_blob(json_t *v)
{
    char *text = json_dumps(v, JSON_COMPACT);
    json_decref(v);
    hub_blob *b = text ? hub_blob_new(text, strlen(text)) : NULL;
    free(text);
    return b;
}

typedef struct recent_ctx {
    games_job *j;
    json_t *list;
} recent_ctx;

static void recent_one(void *ctx, const store_game *g)
{
    recent_ctx *rc = ctx;
    if (json_array_size(rc->list) >= HUB_RECENT_GAMES)
        return;
    game_meta m;
    meta_from_game(g, &m);
    int seat = viewer_seat(&m, rc->j);
    if (m.is_private && seat < 0)
        return;
    recent_game_add(rc->list, g);
    json_t *e = json_array_get(rc->list, json_array_size(rc->list) - 1);
    json_object_set_new(e, "private", json_boolean(m.is_private));
    if (rc->j->has_token) /* the viewer's own seat, to open its replay */
        json_object_set_new(e, "your_seat", seat >= 0 ? json_integer(seat) : json_null());
}

static void recent_work(games_job *j)
{
    recent_ctx rc = {j, json_array()};
    int rc_read = j->rd ? store_reader_recent_finished(j->rd, HUB_RECENT_SCAN, recent_one, &rc)
                        : store_recent_finished(j->st, HUB_RECENT_SCAN, recent_one, &rc);
    if (rc_read < 0) /* a damaged row is skipped; the others are listed */
        fprintf(stderr, "guildhall: listing recent games: %s\n",
                j->rd ? store_reader_error(j->rd) : store_last_error(j->st));
    j->content = dump_blob(json_pack("{so}", "games", rc.list));
    if (!j->content) {
        fail(j, 500, "out_of_memory");
        return;
    }
    j->built = 1;
    j->status = 200;
}

static void games_work(void *arg)
{
    games_job *j = arg;
    if (!j->rd && !j->st) {
        char err[256];
        j->rd = store_reader_open(j->path, err, sizeof err);
        if (!j->rd) {
            fprintf(stderr, "guildhall: cannot open a reader on the database: %s\n", err);
            fail(j, 500, "store_unavailable");
            return;
        }
    }
    if (j->rt.kind == ROUTE_GAMES) {
        recent_work(j);
        return;
    }
    store_game g;
    int loaded = 0;
    if (!j->have_meta) {
        if (load(j, &g) < 0) {
            fail(j, 404, "not_found");
            return;
        }
        loaded = 1;
        meta_from_game(&g, &j->meta);
        j->have_meta = 1;
    }
    int seat = viewer_seat(&j->meta, j);
    int status = 500;
    const char *code = "replay_failed";
    int d = access_decide(&j->meta, &j->rt, seat, j->has_password, -1, &status, &code);
    if (d == ACC_NEED_PASSWORD && j->pw_slot >= 0) {
        /* crypto_pwhash_str_verify compares in constant time. */
        j->pw_checked = 1;
        j->pw_ok = crypto_pwhash_str_verify(j->meta.pwhash, j->password, strlen(j->password)) == 0;
        d = access_decide(&j->meta, &j->rt, seat, j->has_password, j->pw_ok, &status, &code);
    }
    if (d == ACC_NEED_PASSWORD)
        d = access_decide(&j->meta, &j->rt, seat, 0, -1, &status, &code);
    if (d != ACC_ALLOW) {
        fail(j, status, code);
        goto out;
    }
    if (!j->content) {
        if (!loaded && load(j, &g) < 0) {
            fail(j, 404, "not_found");
            goto out;
        }
        loaded = 1;
        json_t *v = j->rt.kind == ROUTE_GAME ? game_log_json(&g)
                                             : game_replay_json(&g, j->rt.seat, &status);
        if (!v) {
            fail(j, status, status == 403 ? "game_running" : status == 400 ? "bad_seat"
                                                                           : "replay_failed");
            goto out;
        }
        j->content = dump_blob(v);
        if (!j->content) {
            fail(j, 500, "out_of_memory");
            goto out;
        }
        j->built = 1;
    }
    j->status = 200;
out:
    if (loaded)
        store_game_free(&g);
}

/* ---- on the loop ---- */

static games_api *api_of(srv_hub *h)
{
    if (!h->games) {
        h->games = calloc(1, sizeof *h->games);
        if (h->games)
            h->games->cache = games_cache_new(HUB_HTTP_CACHE_BYTES, HUB_HTTP_CACHE_ENTRIES);
    }
    games_api *api = h->games;
    if (api && !api->path_known && h->store) {
        const char *path = store_file_path(h->store);
        api->db_path = path ? strdup(path) : NULL;
        api->path_known = 1;
    }
    return api;
}

long games_api_cache_bytes(const srv_hub *h)
{
    return h->games ? (long)games_cache_bytes(h->games->cache) : 0;
}

void games_api_free(srv_hub *h)
{
    games_api *api = h->games;
    if (!api)
        return;
    games_cache_free(api->cache);
    for (int i = 0; i < api->nreaders; i++)
        store_reader_close(api->readers[i]);
    hub_blob_unref(api->recent_public);
    free(api->db_path);
    free(api);
    h->games = NULL;
}

/* Sends the answer and frees the job with everything it holds. */
static void finish(srv_hub *h, games_job *j)
{
    games_api *api = h->games;
    hub_http_answer a = {.status = j->status, .retry_after_s = j->retry_after_s};
    if (j->status == 200 && j->content) {
        a.body = hub_blob_ref(j->content);
    } else {
        if (j->status == 200 || !j->code)
            fail(j, 500, "out_of_memory");
        a.status = j->status;
        json_t *e = json_pack("{ss,ss}", "error", j->code, "message", j->message);
        a.body = e ? dump_blob(e) : NULL;
        char counted[40];
        snprintf(counted, sizeof counted, "http_%s", j->code);
        hub_count_refusal(h, counted);
    }
    if (j->pw_slot >= 0)
        pw_slot_release(h, j->pw_slot);
    if (api && j->job_slot >= 0)
        api->job_used[j->job_slot] = 0;
    if (j->rd) {
        if (api && api->nreaders < HUB_HTTP_JOBS_MAX)
            api->readers[api->nreaders++] = j->rd;
        else
            store_reader_close(j->rd);
    }
    hub_blob_unref(j->content);
    sodium_memzero(j->password, sizeof j->password);
    void (*reply)(void *, hub_http_answer *) = j->reply;
    void *ctx = j->ctx;
    free(j);
    reply(ctx, &a);
}

static void refuse(srv_hub *h, games_job *j, int status, const char *code, int retry_s)
{
    fail(j, status, code);
    j->retry_after_s = retry_s;
    finish(h, j);
}

static void games_done(srv_hub *h, void *arg, int status)
{
    games_job *j = arg;
    games_api *api = h->games;
    if (status < 0 && !j->status) {
        fail(j, 503, "store_unavailable");
        j->retry_after_s = 1;
    }
    if (j->built)
        h->st.api_built++;
    if (j->pw_checked && !j->pw_ok) /* counted like a wrong password at a room's door */
        join_attempt_failed(h, j->peer, NULL, HUB_TARGET_GAME | (uint64_t)j->rt.game_id, h->now_ms);
    if (api && j->rt.kind == ROUTE_GAMES && !j->has_token && j->status == 200) {
        hub_blob_unref(api->recent_public);
        api->recent_public = hub_blob_ref(j->content);
        api->recent_ms = h->now_ms;
        api->recent_gen = j->recent_gen;
    }
    /* A finished game never changes: keep what decides access, and what
     * was built, for the next request. */
    if (api && j->rt.kind != ROUTE_GAMES && j->have_meta && j->meta.finished) {
        uint64_t mk = cache_key(j->rt.game_id, VIEW_META);
        if (!games_cache_get(api->cache, mk)) {
            hub_blob *mb = hub_blob_new((const char *)&j->meta, sizeof j->meta);
            if (mb) {
                games_cache_put(api->cache, mk, mb);
                hub_blob_unref(mb);
            }
        }
        if (j->built && j->status == 200)
            games_cache_put(api->cache, cache_key(j->rt.game_id, content_view(&j->rt)), j->content);
    }
    finish(h, j);
}

/* A slot for a job of this address, or -1. */
static int job_slot_take(games_api *api, const char *addr)
{
    int mine = 0, free_slot = -1;
    for (int i = 0; i < HUB_HTTP_JOBS_MAX; i++) {
        if (!api->job_used[i]) {
            if (free_slot < 0)
                free_slot = i;
        } else if (strcmp(api->job_addr[i], addr) == 0) {
            mine++;
        }
    }
    if (free_slot < 0 || mine >= HUB_HTTP_JOBS_PER_ADDR)
        return -1;
    api->job_used[free_slot] = 1;
    snprintf(api->job_addr[free_slot], HUB_PEER_ADDR, "%s", addr);
    return free_slot;
}

void hub_games_get(srv_hub *h, const http_route *rt, const char *peer, const char *authorization,
                   void (*reply)(void *ctx, hub_http_answer *a), void *ctx, int64_t now_ms)
{
    h->now_ms = now_ms;
    games_api *api = api_of(h);
    games_job *j = calloc(1, sizeof *j);
    if (!j || !api) {
        free(j);
        hub_http_answer a = {.status = 500, .body = NULL};
        reply(ctx, &a);
        return;
    }
    j->rt = *rt;
    peer_addr(peer, j->peer);
    j->reply = reply;
    j->ctx = ctx;
    j->pw_slot = j->job_slot = -1;
    j->recent_gen = h->st.games_finished;

    http_auth auth;
    http_auth_parse(authorization, &auth);
    int bad_auth = auth.kind == AUTH_BAD;
    if (auth.kind == AUTH_BEARER) {
        j->has_token = 1;
        token_hash_of(auth.secret, j->token_hash);
    } else if (auth.kind == AUTH_PASSWORD) {
        j->has_password = 1;
        snprintf(j->password, sizeof j->password, "%s", auth.secret);
    }
    http_auth_clear(&auth);

    if (rt->kind != ROUTE_GAMES && rt->kind != ROUTE_GAME && rt->kind != ROUTE_REPLAY &&
        rt->kind != ROUTE_BAD_SEAT) {
        refuse(h, j, 404, "not_found", 0);
        return;
    }
    if (bad_auth) {
        refuse(h, j, 400, "bad_authorization", 0);
        return;
    }
    if (rt->kind == ROUTE_BAD_SEAT) {
        refuse(h, j, 400, "bad_seat", 0);
        return;
    }
    if (!h->store) {
        refuse(h, j, 404, "no_store", 0);
        return;
    }
    int64_t wait_ms = 0;
    if (bucket_take(&api->bucket[peer_key(peer, 1) % HUB_PEER_SLOTS], HUB_HTTP_PER_SEC,
                    HUB_HTTP_BURST, now_ms, &wait_ms) < 0) {
        refuse(h, j, 429, "rate_limited", (int)((wait_ms + 999) / 1000));
        return;
    }

    int need_password = 0;
    if (rt->kind == ROUTE_GAMES) {
        if (!j->has_token && api->recent_public && api->recent_gen == h->st.games_finished &&
            now_ms - api->recent_ms < HUB_RECENT_TTL_MS && now_ms >= api->recent_ms) {
            h->st.api_cache_hits++;
            j->status = 200;
            j->content = hub_blob_ref(api->recent_public);
            finish(h, j);
            return;
        }
    } else {
        hub_blob *mb = games_cache_get(api->cache, cache_key(rt->game_id, VIEW_META));
        if (mb && mb->len == sizeof j->meta) {
            memcpy(&j->meta, mb->data, sizeof j->meta);
            j->have_meta = 1;
            int status = 500;
            const char *code = "replay_failed";
            int d = access_decide(&j->meta, rt, viewer_seat(&j->meta, j), j->has_password, -1,
                                  &status, &code);
            if (d == ACC_DENY) {
                refuse(h, j, status, code, 0);
                return;
            }
            j->content = hub_blob_ref(games_cache_get(api->cache,
                                                      cache_key(rt->game_id, content_view(rt))));
            if (d == ACC_ALLOW && j->content) {
                h->st.api_cache_hits++;
                j->status = 200;
                finish(h, j);
                return;
            }
            need_password = d == ACC_NEED_PASSWORD;
        } else {
            need_password = j->has_password; /* not known yet whether it is needed */
        }
    }
    if (need_password) {
        uint64_t target = HUB_TARGET_GAME | (uint64_t)rt->game_id;
        if (join_attempt_allowed(h, peer, NULL, target, now_ms) < 0) {
            refuse(h, j, 429, "too_many_attempts", 60);
            return;
        }
        const char *code, *why;
        int retry_s;
        j->pw_slot = pw_slot_take(h, peer, 0, now_ms, &code, &why, &retry_s);
        if (j->pw_slot < 0) {
            refuse(h, j, strcmp(code, "busy") == 0 ? 503 : 429, code, retry_s);
            return;
        }
    } else {
        j->has_password = 0; /* not needed: never checked, never counted */
        sodium_memzero(j->password, sizeof j->password);
    }
    j->job_slot = job_slot_take(api, j->peer);
    if (j->job_slot < 0) {
        refuse(h, j, 503, "busy", 1);
        return;
    }
    if (!api->db_path) {
        /* In memory: no second connection can see it; build on the loop. */
        j->st = h->store;
        games_work(j);
        games_done(h, j, 0);
        return;
    }
    j->path = api->db_path;
    if (api->nreaders)
        j->rd = api->readers[--api->nreaders];
    if (hub_submit(h, games_work, games_done, j) < 0) {
        refuse(h, j, 503, "busy", 1);
        return;
    }
}
