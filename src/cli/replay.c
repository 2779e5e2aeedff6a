/* replay.c — `guildhall replay GAME_ID`: rebuilds a stored game from the
 * store (config, seed, action log) through its engine and prints it: every
 * action with all of its events in the order the engine emitted them (the
 * god view: hidden events too, each marked with who could see it), then the
 * outcome. With --json it prints one document instead; with --verify it
 * checks a finished game against what was published — the seed commitment
 * and the stored outcome.
 *
 * It owns the command only; storage is src/server/store.c (which also owns
 * the commitment hash) and the rules are the engine's, reached through the
 * game_ops table, so any engine replays the same way. A replay that the
 * engine refuses means the log and the rules disagree: that is an error. */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>

#include "cli/args.h"
#include "cli/cli.h"
#include "game/game.h"
#include "game/undo_log.h"
#include "server/replay.h"
#include "server/store.h"

#define REPLAY_DEFAULT_DB "var/guildhall.db"

typedef struct replay_opts {
    int64_t id;
    const char *db;
    int json, verify;
} replay_opts;

/* What the event sink needs: the state is read while the engine emits, so
 * each event is converted while the state still describes its moment. */
typedef struct event_printer {
    const game_ops *ops;
    const void *st;
} event_printer;

static void usage(FILE *f)
{
    fprintf(f,
        "usage: guildhall replay GAME_ID [--db PATH] [--json] [--verify]\n"
        "\n"
        "Replays stored game GAME_ID from its configuration, seed and action log\n"
        "(and the test position it started from, if any: serve --test-positions)\n"
        "through its rules engine, and prints each action ('#SEQ seat N: ACTION')\n"
        "followed by every event it caused, one JSON object per line, in the order\n"
        "the engine emitted them. Hidden events are printed too, marked with who\n"
        "could see them: [all], [seat N] or [none]. The outcome comes last.\n"
        "\n"
        "options:\n"
        "  --db PATH   the game database (default " REPLAY_DEFAULT_DB ")\n"
        "  --json      print one JSON document instead: {id, game, config, seed_hash,\n"
        "              finished, actions, outcome, test_position if any}, plus seed\n"
        "              and seed_salt (as decimal and hex strings) once the game is\n"
        "              finished, and\n"
        "              \"verified\" with --verify. The outcome is the stored one\n"
        "              (null while the game runs).\n"
        "  --verify    for a finished game: recompute the seed commitment\n"
        "              sha256(SEED \":\" SALT) and compare it with the hash published\n"
        "              at the start, and check that the replayed outcome equals the\n"
        "              stored one. Prints 'verified' or the mismatch.\n"
        "  --help      show this help\n"
        "\n"
        "Exit status: 0 replayed (and verified), 1 failure (no database or game,\n"
        "an action the engine rejects, a verification mismatch, --verify on an\n"
        "unfinished game), 2 bad arguments.\n");
}

/* Returns 0 to run, 1 when --help was answered, 2 on a bad argument. */
static int parse_args(int argc, char **argv, replay_opts *o)
{
    memset(o, 0, sizeof *o);
    o->db = REPLAY_DEFAULT_DB;
    const char *id = NULL, *v;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 1;
        } else if (strcmp(a, "--json") == 0) {
            o->json = 1;
        } else if (strcmp(a, "--verify") == 0) {
            o->verify = 1;
        } else if (cli_opt_value("replay", argc, argv, &i, "--db", &v)) {
            if (!v || !*v)
                return 2;
            o->db = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "guildhall replay: unknown option '%s' (see guildhall replay --help)\n",
                    a);
            return 2;
        } else if (!id) {
            id = a;
        } else {
            fprintf(stderr, "guildhall replay: unexpected argument '%s' (one GAME_ID only)\n", a);
            return 2;
        }
    }
    if (!id) {
        fprintf(stderr, "guildhall replay: which game? (a GAME_ID)\n");
        usage(stderr);
        return 2;
    }
    char *end;
    errno = 0;
    long long n = strtoll(id, &end, 10);
    if (errno || end == id || *end || n <= 0) {
        fprintf(stderr, "guildhall replay: GAME_ID must be a positive integer, not '%s'\n", id);
        return 2;
    }
    o->id = n;
    return 0;
}

/* ---- printing ---- */

static void print_json_line(const char *prefix, const json_t *j)
{
    char *s = j ? json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    printf("%s%s\n", prefix, s ? s : "null");
    free(s);
}

static void print_event(void *ctx, const game_event *ev)
{
    const event_printer *p = ctx;
    char mark[32];
    if (ev->vis == GAME_VIS_ALL)
        snprintf(mark, sizeof mark, "    [all] ");
    else if (ev->vis == GAME_VIS_SEAT)
        snprintf(mark, sizeof mark, "    [seat %d] ", ev->vis_seat);
    else
        snprintf(mark, sizeof mark, "    [none] ");
    json_t *j = p->ops->event_to_json(p->st, ev);
    print_json_line(mark, j);
    json_decref(j);
}

static void print_header(const store_game *g)
{
    char when[64] = "?";
    time_t t = (time_t)(g->created_ms / 1000);
    struct tm tm;
    if (gmtime_r(&t, &tm))
        strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", &tm);
    printf("game %" PRId64 ": %s, %s, created %s, %zu actions\n", g->id, g->game,
           g->finished ? "finished" : "unfinished", when, json_array_size(g->actions));
    print_json_line("config: ", g->config);
    if (g->finished)
        printf("seed: %" PRIu64 " (salt %s, commitment %s)\n", g->seed, g->seed_salt_hex,
               g->seed_hash_hex);
    else
        printf("seed: secret until the game ends (commitment %s)\n", g->seed_hash_hex);
    const json_t *pos = json_object_get(g->room, "test_position");
    if (pos)
        print_json_line("test position (applied after setup): ", pos);
}

/* The --json document; the seed and its salt only once they are public. */
static json_t *game_document(const store_game *g)
{
    json_t *doc = json_object();
    json_object_set_new(doc, "id", json_integer(g->id));
    json_object_set_new(doc, "game", json_string(g->game));
    json_object_set(doc, "config", g->config);
    const json_t *pos = json_object_get(g->room, "test_position");
    if (pos) /* the game began there (serve --test-positions) */
        json_object_set(doc, "test_position", (json_t *)pos);
    if (g->finished) {
        char seed[24];
        snprintf(seed, sizeof seed, "%" PRIu64, g->seed);
        json_object_set_new(doc, "seed", json_string(seed));
        json_object_set_new(doc, "seed_salt", json_string(g->seed_salt_hex));
    }
    json_object_set_new(doc, "seed_hash", json_string(g->seed_hash_hex));
    json_object_set_new(doc, "finished", json_boolean(g->finished));
    json_object_set(doc, "actions", g->actions);
    json_object_set(doc, "outcome", g->outcome ? g->outcome : json_null());
    return doc;
}

/* ---- replaying ---- */

/* The stored records in order: actions through the engine, undo records
 * through the undo chain (game/undo_log.h), as the server played them. */
static int replay_rows(const game_ops *ops, const store_game *g, void *st, game_undo *undo,
                       const game_event_sink *sink)
{
    game_err e = {0};
    size_t i;
    json_t *row;
    json_array_foreach(g->actions, i, row) {
        json_int_t seq = json_integer_value(json_object_get(row, "seq"));
        int seat = (int)json_integer_value(json_object_get(row, "seat"));
        const json_t *aj = json_object_get(row, "action");
        if (sink) {
            char prefix[64];
            snprintf(prefix, sizeof prefix, "#%lld seat %d: ", (long long)seq, seat);
            print_json_line(prefix, aj);
        }
        int undone = 0;
        if (seat < 0 || seat >= GAME_MAX_SEATS ||
            game_log_apply(undo, st, seat, aj, (int)i + 1, sink, &undone, &e) < 0) {
            char *txt = json_dumps(aj, JSON_COMPACT | JSON_ENCODE_ANY);
            fprintf(stderr,
                    "guildhall replay: game %" PRId64 ": action #%lld of seat %d %s was rejected: "
                    "%s: %s\n",
                    g->id, (long long)seq, seat, txt ? txt : "?", e.name, e.msg);
            free(txt);
            return 1;
        }
        if (undone && sink) { /* the server's event for an undo, public */
            json_t *ev = game_undo_event_json(seat, undone);
            print_json_line("    [all] ", ev);
            json_decref(ev);
        }
        /* Cheap next to the I/O, and a corrupt state is worth knowing about. */
        if (ops->check && ops->check(st, &e) < 0) {
            fprintf(stderr,
                    "guildhall replay: game %" PRId64 ": invariant broken after action #%lld: "
                    "%s\n",
                    g->id, (long long)seq, e.msg);
            return 1;
        }
    }
    return 0;
}

/* Sets the engine up and applies every stored record. Returns 0, or 1 after
 * printing what went wrong. Events are printed only when `print`. */
static int replay_actions(const game_ops *ops, const store_game *g, void *cfg, void *st,
                          int print)
{
    game_err e = {0};
    if (ops->config_from_json(cfg, g->config, &e) < 0) {
        fprintf(stderr, "guildhall replay: game %" PRId64 ": bad %s configuration: %s\n", g->id,
                ops->name, e.msg);
        return 1;
    }
    if (ops->setup(st, cfg, g->seed, &e) < 0) {
        fprintf(stderr, "guildhall replay: game %" PRId64 ": setup failed: %s: %s\n", g->id,
                e.name, e.msg);
        return 1;
    }
    /* A game started from a test position (serve --test-positions) began
     * there, not at the deal: the server stored it with the room. */
    if (replay_apply_test_position(ops, st, json_object_get(g->room, "test_position"), &e) < 0) {
        fprintf(stderr, "guildhall replay: game %" PRId64 ": the stored test position does not "
                        "apply: %s: %s\n", g->id, e.name, e.msg);
        return 1;
    }
    event_printer printer = {ops, st};
    const game_event_sink sink = {print_event, &printer};
    game_undo undo;
    if (game_undo_init(&undo, ops) < 0) {
        fprintf(stderr, "guildhall replay: out of memory\n");
        return 1;
    }
    int rc = replay_rows(ops, g, st, &undo, print ? &sink : NULL);
    game_undo_free(&undo);
    return rc;
}

/* Returns 0 when the commitment and the outcome match, else 1 (after saying
 * what differs on stderr). `replayed` is the engine's outcome after replay. */
static int verify(const store_game *g, int engine_finished, const json_t *replayed, int quiet)
{
    if (!g->finished) {
        fprintf(stderr,
                "guildhall replay: game %" PRId64 " is not finished: nothing to verify yet "
                "(the seed is revealed at the end)\n",
                g->id);
        return 1;
    }
    int bad = 0;
    char hash[65];
    store_seed_commitment(g->seed, g->seed_salt_hex, hash);
    if (strcasecmp(hash, g->seed_hash_hex) != 0) {
        fprintf(stderr,
                "guildhall replay: game %" PRId64 ": seed commitment MISMATCH: "
                "sha256(\"%" PRIu64 ":%s\") = %s, published %s\n",
                g->id, g->seed, g->seed_salt_hex, hash, g->seed_hash_hex);
        bad = 1;
    } else if (!quiet) {
        printf("seed commitment check: ok (sha256(\"%" PRIu64 ":%s\") = %s)\n", g->seed,
               g->seed_salt_hex, hash);
    }
    if (!engine_finished) {
        fprintf(stderr, "guildhall replay: game %" PRId64 ": stored as finished, but the replayed "
                        "game has not ended\n", g->id);
        bad = 1;
    } else if (!json_equal(replayed, g->outcome)) {
        char *a = json_dumps(replayed, JSON_COMPACT | JSON_ENCODE_ANY);
        char *b = json_dumps(g->outcome, JSON_COMPACT | JSON_ENCODE_ANY);
        fprintf(stderr,
                "guildhall replay: game %" PRId64 ": outcome MISMATCH\n  replayed: %s\n"
                "  stored:   %s\n",
                g->id, a ? a : "?", b ? b : "null");
        free(a);
        free(b);
        bad = 1;
    } else if (!quiet) {
        printf("outcome check: ok (the replay ends with the stored outcome)\n");
    }
    if (!quiet)
        printf("%s\n", bad ? "NOT verified" : "verified");
    return bad;
}

/* Replays a loaded game and prints it. Returns the exit status. */
static int run(const replay_opts *o, const store_game *g)
{
    const game_ops *ops = game_find(g->game);
    if (!ops) {
        fprintf(stderr, "guildhall replay: game %" PRId64 " is '%s', which this program does not "
                        "know\n", g->id, g->game);
        return 1;
    }
    void *cfg = calloc(1, ops->config_size), *st = calloc(1, ops->state_size);
    if (!cfg || !st) {
        fprintf(stderr, "guildhall replay: out of memory\n");
        free(cfg);
        free(st);
        return 1;
    }
    if (!o->json)
        print_header(g);
    int rc = replay_actions(ops, g, cfg, st, !o->json);
    json_t *outcome = NULL;
    if (rc == 0) {
        game_decision d;
        ops->pending(st, &d);
        outcome = ops->outcome_to_json(st);
        if (!o->json) {
            print_json_line("outcome: ", outcome);
            if (!d.finished)
                printf("not finished: seat %d is to decide\n", d.seat);
        }
        if (!o->json && g->finished != d.finished && !o->verify)
            fprintf(stderr, "guildhall replay: note: the store says %s, the replay %s\n",
                    g->finished ? "finished" : "unfinished",
                    d.finished ? "has ended" : "has not ended");
        if (o->verify)
            rc = verify(g, d.finished, outcome, o->json);
        if (o->json) {
            json_t *doc = game_document(g);
            if (o->verify)
                json_object_set_new(doc, "verified", json_boolean(rc == 0));
            char *s = json_dumps(doc, JSON_INDENT(2));
            printf("%s\n", s ? s : "null");
            free(s);
            json_decref(doc);
        }
    }
    json_decref(outcome);
    free(cfg);
    free(st);
    return rc;
}

int cli_replay(int argc, char **argv)
{
    replay_opts o;
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc == 1 ? 0 : rc;
    /* store_open would create an empty database (and its directories): a
     * mistyped --db should say so instead. */
    if (access(o.db, F_OK) != 0) {
        fprintf(stderr, "guildhall replay: no database at %s: %s\n", o.db, strerror(errno));
        return 1;
    }
    srv_store *store = store_open(o.db);
    if (!store) {
        fprintf(stderr, "guildhall replay: %s\n", store_last_error(NULL));
        return 1;
    }
    store_game g;
    if (store_game_load(store, o.id, &g) < 0) {
        fprintf(stderr, "guildhall replay: %s (database %s)\n", store_last_error(store), o.db);
        store_close(store);
        return 1;
    }
    store_close(store); /* everything needed is in the record */
    rc = run(&o, &g);
    store_game_free(&g);
    return rc;
}
