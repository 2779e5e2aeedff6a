/* scenario.c — `guildhall scenario FILE|DIR...`: runs rules scenario files
 * (format: docs/scenarios.md) and prints PASS/FAIL per file plus a summary.
 *
 * This file owns the runner: argument handling, finding files, setting up the
 * game a scenario names, and carrying out its steps (actions, expected errors,
 * events, legal-action checks, assertions). It is engine-agnostic — every
 * engine is reached through game/game.h only — so any game with a game_ops
 * table gets scenario tests for free. JSON paths and subset matching live in
 * json_match.c. */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "cli/json_match.h"
#include "game/game.h"

#define DUMP_SIZE 700 /* longest JSON value quoted in a failure message */

typedef struct runner {
    const game_ops *ops;
    void *st;
    void *cfg;
    void *before; /* the state before an action that must be rejected */
    int verbose;
    char where[32]; /* "setup", "step 3", "expect": where a failure is reported */
    char why[4 * DUMP_SIZE];
} runner;

/* Records why the scenario failed; returns -1 so callers can `return fail(...)`. */
__attribute__((format(printf, 2, 3))) static int fail(runner *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->why, sizeof r->why, fmt, ap);
    va_end(ap);
    return -1;
}

/* Rejects keys a step does not know: a misspelt "events" or "error" would
 * otherwise be ignored silently and the scenario would test less than it says. */
static int only_keys(runner *r, const json_t *obj, const char *what, const char *const *allowed)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)obj, key, v) {
        int ok = strcmp(key, "comment") == 0;
        for (const char *const *a = allowed; *a && !ok; a++)
            ok = strcmp(key, *a) == 0;
        if (!ok)
            return fail(r, "unknown key \"%s\" in %s", key, what);
    }
    return 0;
}

static int check_state(runner *r)
{
    game_err e = {0};
    if (r->ops->check(r->st, &e) < 0)
        return fail(r, "check() failed: %s: %s", e.name, e.msg);
    return 0;
}

/* Every legal action of `seat`; the buffer grows until the engine's list fits. */
static game_action *legal_actions(const runner *r, int seat, int *count)
{
    int max = 256;
    for (;;) {
        game_action *buf = malloc(sizeof *buf * (size_t)max);
        int n = buf ? r->ops->legal(r->st, seat, buf, max) : 0;
        if (!buf || n <= max) {
            *count = buf ? n : 0;
            return buf;
        }
        free(buf);
        max = n;
    }
}

static json_t *actions_json(const runner *r, const game_action *acts, int n)
{
    json_t *arr = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(arr, r->ops->action_to_json(r->st, &acts[i]));
    return arr;
}

/* Whether legal() lists `a` for `seat`: apply() must accept exactly those. */
static int is_listed(const runner *r, int seat, const game_action *a)
{
    int n, found = 0;
    game_action *acts = legal_actions(r, seat, &n);
    for (int i = 0; acts && i < n && !found; i++)
        found = acts[i].type == a->type && acts[i].a == a->a && acts[i].b == a->b &&
                acts[i].c == a->c;
    free(acts);
    return found;
}

static int find_match(const json_t *pattern, const json_t *arr)
{
    size_t i;
    json_t *x;
    json_array_foreach(arr, i, x) {
        if (jm_subset(pattern, x))
            return 1;
    }
    return 0;
}

/* ---- action steps ---- */

typedef struct event_log {
    const game_ops *ops;
    const void *st;
    json_t *events;
} event_log;

static const char *const visibility_wire[] = {
    [GAME_VIS_ALL] = "all", [GAME_VIS_SEAT] = "seat", [GAME_VIS_NONE] = "none"};

/* Converted at once, while the state still describes the moment of the event.
 * The runner adds who may see it — "visibility" ("all", "seat", "none") and,
 * for "seat", "vis_seat" — so a scenario can assert that a private event
 * stays private. */
static void log_event(void *ctx, const game_event *ev)
{
    event_log *log = ctx;
    json_t *j = log->ops->event_to_json(log->st, ev);
    json_object_set_new(j, "visibility",
                        json_string(ev->vis <= GAME_VIS_NONE ? visibility_wire[ev->vis] : "?"));
    if (ev->vis == GAME_VIS_SEAT)
        json_object_set_new(j, "vis_seat", json_integer(ev->vis_seat));
    json_array_append_new(log->events, j);
}

/* After a rejection: nothing may have changed, neither the god view nor any
 * byte of the state block, and no event may have been emitted. */
static int check_unchanged(runner *r, const json_t *god_before, const json_t *events)
{
    char d1[DUMP_SIZE], d2[DUMP_SIZE], where[256];
    if (json_array_size(events))
        return fail(r, "the rejected action emitted events: %s", jm_dump(events, d1, sizeof d1));
    json_t *god_after = r->ops->debug_json(r->st);
    int diff = jm_diff_path(god_before, god_after, where, sizeof where);
    if (diff)
        fail(r, "the rejected action changed the state at \"%s\": before %s, after %s", where,
             jm_dump(jm_path(god_before, where), d1, sizeof d1),
             jm_dump(jm_path(god_after, where), d2, sizeof d2));
    json_decref(god_after);
    if (diff)
        return -1;
    if (memcmp(r->before, r->st, r->ops->state_size) != 0)
        return fail(r, "the rejected action changed the state block (the god view is unchanged)");
    return 0;
}

static int run_action(runner *r, const json_t *step)
{
    static const char *const keys[] = {"seat", "action", "error", "events", "events_absent", NULL};
    if (only_keys(r, step, "an action step", keys) < 0)
        return -1;
    const json_t *aj = json_object_get(step, "action");
    const json_t *err_j = json_object_get(step, "error");
    const json_t *want_events = json_object_get(step, "events");
    const json_t *no_events = json_object_get(step, "events_absent");
    const json_t *seat_j = json_object_get(step, "seat");
    if (err_j && !json_is_string(err_j))
        return fail(r, "\"error\" must be an error name");
    if (want_events && (!json_is_array(want_events) || err_j))
        return fail(r, "\"events\" must be a list, and only on an accepted action");
    if (no_events && (!json_is_array(no_events) || err_j))
        return fail(r, "\"events_absent\" must be a list, and only on an accepted action");
    if (seat_j && !json_is_integer(seat_j))
        return fail(r, "\"seat\" must be an integer");
    const char *want_err = json_string_value(err_j);
    game_decision d;
    r->ops->pending(r->st, &d);
    int seat = seat_j ? (int)json_integer_value(seat_j) : d.seat;

    char adump[DUMP_SIZE], d1[DUMP_SIZE];
    jm_dump(aj, adump, sizeof adump);
    memcpy(r->before, r->st, r->ops->state_size);
    json_t *god_before = r->ops->debug_json(r->st);
    json_t *events = json_array();
    event_log log = {r->ops, r->st, events};
    const game_event_sink sink = {log_event, &log};
    game_err e = {0};
    game_action a;
    int rc = -1, listed = 0;
    /* An action the engine cannot even read (e.g. a district not in hand) is
     * rejected with the reading error; it may be the expected one. */
    int parsed = r->ops->action_from_json(r->st, aj, &a, &e) == 0;
    if (parsed) {
        listed = is_listed(r, seat, &a);
        rc = r->ops->apply(r->st, seat, &a, &sink, &e);
    }
    if (r->verbose)
        printf("  %s: seat %d %s: %s%s (%zu events)\n", r->where, seat, adump,
               rc == 0 ? "ok" : "rejected: ", rc == 0 ? "" : e.name, json_array_size(events));

    int res = -1;
    if (parsed && (rc == 0) != listed) {
        /* game.h promises apply() accepts exactly what legal() lists. */
        fail(r, "seat %d %s: %s (%s), but legal() %s it", seat, adump,
             rc == 0 ? "accepted" : "rejected", rc == 0 ? "ok" : e.name,
             listed ? "lists" : "does not list");
    } else if (rc == 0 && want_err) {
        fail(r, "seat %d %s: accepted, expected error \"%s\"", seat, adump, want_err);
    } else if (rc < 0 && !want_err) {
        fail(r, "seat %d %s: rejected: %s (%s)", seat, adump, e.name, e.msg);
    } else if (rc < 0 && strcmp(e.name, want_err) != 0) {
        fail(r, "seat %d %s: expected error \"%s\", got \"%s\" (%s)", seat, adump, want_err,
             e.name, e.msg);
    } else if (rc < 0) {
        res = check_unchanged(r, god_before, events);
    } else {
        res = 0;
        size_t i;
        json_t *pat;
        json_array_foreach(want_events, i, pat) {
            if (!find_match(pat, events)) {
                char d2[2 * DUMP_SIZE];
                res = fail(r, "seat %d %s: no event matches %s; events: %s", seat, adump,
                           jm_dump(pat, d1, sizeof d1), jm_dump(events, d2, sizeof d2));
                break;
            }
        }
        json_array_foreach(no_events, i, pat) {
            if (res == 0 && find_match(pat, events)) {
                char d2[2 * DUMP_SIZE];
                res = fail(r, "seat %d %s: an event matches the absent %s; events: %s", seat,
                           adump, jm_dump(pat, d1, sizeof d1), jm_dump(events, d2, sizeof d2));
            }
        }
    }
    json_decref(god_before);
    json_decref(events);
    return res;
}

/* ---- legal steps ---- */

static int run_legal(runner *r, const json_t *lj)
{
    static const char *const keys[] = {"seat", "includes", "excludes", "count", NULL};
    if (!json_is_object(lj))
        return fail(r, "\"legal\" must be an object");
    if (only_keys(r, lj, "a legal step", keys) < 0)
        return -1;
    const json_t *seat_j = json_object_get(lj, "seat");
    const json_t *inc = json_object_get(lj, "includes");
    const json_t *exc = json_object_get(lj, "excludes");
    const json_t *count = json_object_get(lj, "count");
    if (!json_is_integer(seat_j) || (inc && !json_is_array(inc)) || (exc && !json_is_array(exc)) ||
        (count && !json_is_integer(count)))
        return fail(r, "a legal step needs an integer \"seat\"; includes/excludes are lists, "
                       "count an integer");
    int seat = (int)json_integer_value(seat_j);
    int n;
    game_action *acts = legal_actions(r, seat, &n);
    json_t *list = actions_json(r, acts, n);
    free(acts);
    if (r->verbose)
        printf("  %s: seat %d has %d legal actions\n", r->where, seat, n);

    char d1[DUMP_SIZE], d2[2 * DUMP_SIZE];
    int res = 0;
    size_t i;
    json_t *pat;
    if (count && json_integer_value(count) != n)
        res = fail(r, "seat %d: expected %lld legal actions, got %d: %s", seat,
                   (long long)json_integer_value(count), n, jm_dump(list, d2, sizeof d2));
    json_array_foreach(inc, i, pat) {
        if (res == 0 && !find_match(pat, list))
            res = fail(r, "seat %d: no legal action matches %s; legal: %s", seat,
                       jm_dump(pat, d1, sizeof d1), jm_dump(list, d2, sizeof d2));
    }
    json_array_foreach(exc, i, pat) {
        if (res == 0 && find_match(pat, list))
            res = fail(r, "seat %d: a legal action matches the excluded %s; legal: %s", seat,
                       jm_dump(pat, d1, sizeof d1), jm_dump(list, d2, sizeof d2));
    }
    json_decref(list);
    return res;
}

/* ---- assertions ---- */

/* JSON equality, except that 4 and 4.0 are the same number. */
static int same_value(const json_t *a, const json_t *b)
{
    if (json_is_number(a) && json_is_number(b))
        return json_number_value(a) == json_number_value(b);
    return json_equal(a, b);
}

/* Checks one operator of an assertion against the value `v` found at the
 * path (NULL when absent); `label` names the path in messages. */
static int check_op(runner *r, const char *label, const char *op, const json_t *want,
                    const json_t *v)
{
    char dw[DUMP_SIZE], dv[2 * DUMP_SIZE];
    jm_dump(want, dw, sizeof dw);
    jm_dump(v, dv, sizeof dv);
    if (strcmp(op, "absent") == 0) {
        if (!json_is_boolean(want))
            return fail(r, "%s: \"absent\" must be true or false", label);
        if (json_is_true(want) && v)
            return fail(r, "%s: expected absent, got %s", label, dv);
        if (json_is_false(want) && !v)
            return fail(r, "%s: expected present, got (absent)", label);
    } else if (strcmp(op, "equals") == 0) {
        if (!v || !same_value(want, v))
            return fail(r, "%s: expected %s, got %s", label, dw, dv);
    } else if (strcmp(op, "contains") == 0 || strcmp(op, "not_contains") == 0) {
        int negate = op[0] == 'n';
        if (!json_is_array(v))
            return fail(r, "%s: expected an array, got %s", label, dv);
        if (find_match(want, v) == negate)
            return fail(r, "%s: expected %sto contain %s, got %s", label, negate ? "not " : "",
                        dw, dv);
    } else if (strcmp(op, "length") == 0) {
        size_t n = json_is_array(v) ? json_array_size(v) : json_object_size(v);
        if (!json_is_integer(want))
            return fail(r, "%s: \"length\" must be an integer", label);
        if (!json_is_array(v) && !json_is_object(v))
            return fail(r, "%s: expected an array or object, got %s", label, dv);
        if ((json_int_t)n != json_integer_value(want))
            return fail(r, "%s: expected length %s, got %zu: %s", label, dw, n, dv);
    } else { /* at_least, at_most */
        int least = strcmp(op, "at_least") == 0;
        if (!json_is_number(want))
            return fail(r, "%s: \"%s\" must be a number", label, op);
        if (!json_is_number(v))
            return fail(r, "%s: expected a number, got %s", label, dv);
        double x = json_number_value(v), w = json_number_value(want);
        if (least ? x < w : x > w)
            return fail(r, "%s: expected %s %s, got %s", label, least ? ">=" : "<=", dw, dv);
    }
    return 0;
}

static int run_assertion(runner *r, const json_t *as)
{
    static const char *const ops[] = {"equals", "contains", "not_contains", "length",
                                      "absent", "at_least", "at_most",      NULL};
    static const char *const keys[] = {"path",   "view",     "equals",   "contains", "not_contains",
                                       "length", "absent",   "at_least", "at_most",  NULL};
    if (!json_is_object(as))
        return fail(r, "an assertion must be an object");
    if (only_keys(r, as, "an assertion", keys) < 0)
        return -1;
    const char *path = json_string_value(json_object_get(as, "path"));
    const json_t *view = json_object_get(as, "view");
    if (!path || (view && !json_is_integer(view)))
        return fail(r, "an assertion needs a \"path\" string (and an integer \"view\")");
    int seat = view ? (int)json_integer_value(view) : 0;
    json_t *doc = view ? r->ops->view_json(r->st, seat) : r->ops->debug_json(r->st);
    const json_t *v = jm_path(doc, path);
    char label[320];
    if (view)
        snprintf(label, sizeof label, "view %d: %s", seat, path);
    else
        snprintf(label, sizeof label, "%s", path);

    int res = 0, nops = 0;
    for (const char *const *op = ops; *op && res == 0; op++) {
        const json_t *want = json_object_get(as, *op);
        if (want) {
            nops++;
            res = check_op(r, label, *op, want, v);
        }
    }
    if (res == 0 && nops == 0)
        res = fail(r, "%s: the assertion checks nothing (equals, contains, ...)", label);
    json_decref(doc);
    return res;
}

static int run_expect(runner *r, const json_t *list)
{
    if (!json_is_array(list))
        return fail(r, "\"expect\" must be a list of assertions");
    size_t i;
    json_t *as;
    json_array_foreach(list, i, as) {
        if (run_assertion(r, as) < 0)
            return -1;
    }
    if (r->verbose)
        printf("  %s: %zu assertions hold\n", r->where, json_array_size(list));
    return 0;
}

/* ---- one scenario file ---- */

static int run_step(runner *r, const json_t *step)
{
    if (!json_is_object(step))
        return fail(r, "a step must be an object");
    int kinds = !!json_object_get(step, "action") + !!json_object_get(step, "expect") +
                !!json_object_get(step, "legal");
    if (kinds != 1)
        return fail(r, "a step needs exactly one of \"action\", \"expect\" or \"legal\"");
    static const char *const one_key[] = {"expect", "legal", NULL};
    int rc;
    if (json_object_get(step, "action"))
        rc = run_action(r, step);
    else if (only_keys(r, step, "an expect/legal step", one_key) < 0)
        rc = -1;
    else if (json_object_get(step, "expect"))
        rc = run_expect(r, json_object_get(step, "expect"));
    else
        rc = run_legal(r, json_object_get(step, "legal"));
    return rc < 0 ? -1 : check_state(r);
}

/* A scenario with "refused": the config (or the deal with it) must be refused
 * with that error name, and a message containing "message" if given. Returns
 * 1 when it is, -1 otherwise. */
static int expect_refusal(runner *r, const json_t *root, const json_t *refused)
{
    static const char *const keys[] = {"error", "message", "reason", NULL};
    if (!json_is_object(refused))
        return fail(r, "\"refused\" must be an object");
    if (only_keys(r, refused, "\"refused\"", keys) < 0)
        return -1;
    const char *want = json_string_value(json_object_get(refused, "error"));
    const json_t *msg_j = json_object_get(refused, "message");
    if (!want || (msg_j && !json_is_string(msg_j)))
        return fail(r, "\"refused\" needs an \"error\" name (and a \"message\" string)");
    if (json_object_get(root, "position") || json_object_get(root, "steps") ||
        json_object_get(root, "expect"))
        return fail(r, "a refused config has no position, steps or expect");
    const json_t *seed = json_object_get(root, "seed");
    game_err e = {0};
    int rc = r->ops->config_from_json(r->cfg, json_object_get(root, "config"), &e);
    const char *stage = "config";
    if (rc == 0) {
        stage = "setup";
        rc = r->ops->setup(r->st, r->cfg, seed ? (uint64_t)json_integer_value(seed) : 1, &e);
    }
    if (rc == 0)
        return fail(r, "the config was accepted, expected \"%s\"", want);
    if (strcmp(e.name, want) != 0)
        return fail(r, "%s refused with \"%s\" (%s), expected \"%s\"", stage, e.name, e.msg,
                    want);
    const char *msg = json_string_value(msg_j);
    if (msg && !strstr(e.msg, msg))
        return fail(r, "%s refused with \"%s\", expected a message containing \"%s\"", stage,
                    e.msg, msg);
    /* "reason": the machine-readable reason a client translates (game_err). */
    const json_t *why = json_object_get(refused, "reason");
    if (why && (!json_is_string(why) || strcmp(json_string_value(why), e.reason) != 0))
        return fail(r, "%s refused with reason \"%s\", expected \"%s\"", stage, e.reason,
                    json_is_string(why) ? json_string_value(why) : "(not a string)");
    if (r->verbose)
        printf("  %s refused as expected: %s: %s\n", stage, e.name, e.msg);
    return 1;
}

/* Reads the scenario's header and deals the game, position included.
 * Returns 0 to run the steps, 1 when the scenario was a refused config that
 * was refused, -1 on failure. */
static int setup(runner *r, const json_t *root)
{
    static const char *const keys[] = {"name",  "rule",   "game",    "config", "seed",
                                       "position", "steps", "expect", "refused", NULL};
    game_err e = {0};
    if (!json_is_object(root))
        return fail(r, "a scenario must be a JSON object");
    if (only_keys(r, root, "the scenario", keys) < 0)
        return -1;
    const char *name = json_string_value(json_object_get(root, "name"));
    const char *rule = json_string_value(json_object_get(root, "rule"));
    if (!name || !*name || !rule || !*rule)
        return fail(r, "\"name\" and \"rule\" (the rulebook passage) are required");
    const char *game = json_string_value(json_object_get(root, "game"));
    if (!game || !(r->ops = game_find(game)))
        return fail(r, "\"game\" must name a compiled-in game, got %s", game ? game : "nothing");
    const json_t *seed = json_object_get(root, "seed");
    const json_t *steps = json_object_get(root, "steps");
    if (seed && (!json_is_integer(seed) || json_integer_value(seed) < 0))
        return fail(r, "\"seed\" must be a non-negative integer");
    if (steps && !json_is_array(steps))
        return fail(r, "\"steps\" must be a list");

    /* Flat blocks sized by the engine. The config lives as long as the state:
     * game.h does not promise that setup() copies it. */
    r->st = calloc(1, r->ops->state_size);
    r->before = calloc(1, r->ops->state_size);
    r->cfg = calloc(1, r->ops->config_size);
    if (!r->st || !r->before || !r->cfg)
        return fail(r, "out of memory");
    if (json_object_get(root, "refused"))
        return expect_refusal(r, root, json_object_get(root, "refused"));
    if (r->ops->config_from_json(r->cfg, json_object_get(root, "config"), &e) < 0)
        return fail(r, "config: %s: %s", e.name, e.msg);
    if (r->ops->setup(r->st, r->cfg, seed ? (uint64_t)json_integer_value(seed) : 1, &e) < 0)
        return fail(r, "setup: %s: %s", e.name, e.msg);
    const json_t *pos = json_object_get(root, "position");
    if (pos && r->ops->position_from_json(r->st, pos, &e) < 0)
        return fail(r, "position: %s: %s", e.name, e.msg);
    if (r->verbose)
        printf("  scenario: %s\n", name);
    return check_state(r);
}

static int run_file(const char *path, int verbose)
{
    runner r = {.verbose = verbose, .where = "parse"};
    json_error_t jerr;
    json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &jerr);
    int rc = -1;
    if (!root) {
        if (jerr.line > 0)
            fail(&r, "line %d: %s", jerr.line, jerr.text);
        else
            fail(&r, "%s", jerr.text);
    } else {
        snprintf(r.where, sizeof r.where, "setup");
        rc = setup(&r, root);
        int refused = rc == 1;
        if (refused)
            rc = 0;
        const json_t *steps = json_object_get(root, "steps");
        for (size_t i = 0; rc == 0 && !refused && i < json_array_size(steps); i++) {
            snprintf(r.where, sizeof r.where, "step %zu", i + 1);
            rc = run_step(&r, json_array_get(steps, i));
        }
        const json_t *expect = json_object_get(root, "expect");
        if (rc == 0 && !refused && expect) {
            snprintf(r.where, sizeof r.where, "expect");
            rc = run_expect(&r, expect);
        }
    }
    if (rc == 0)
        printf("PASS %s\n", path);
    else
        printf("FAIL %s: %s: %s\n", path, r.where, r.why);
    json_decref(root);
    free(r.st);
    free(r.before);
    free(r.cfg);
    return rc == 0 ? 0 : 1;
}

/* ---- files and the command ---- */

typedef struct pathlist {
    char **v;
    size_t n, cap;
} pathlist;

static int add_path(pathlist *l, const char *p)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 64;
        char **v = realloc(l->v, cap * sizeof *v);
        if (!v)
            return -1;
        l->v = v;
        l->cap = cap;
    }
    if (!(l->v[l->n] = strdup(p)))
        return -1;
    l->n++;
    return 0;
}

static int by_path(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int ends_with_json(const char *name)
{
    size_t n = strlen(name);
    return n > 5 && strcmp(name + n - 5, ".json") == 0;
}

/* Every *.json below `dir`; hidden entries (.git, editor files) are skipped. */
static int collect_dir(pathlist *l, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "guildhall scenario: %s: %s\n", dir, strerror(errno));
        return -1;
    }
    int rc = 0;
    size_t dlen = strlen(dir);
    const char *sep = dlen && dir[dlen - 1] == '/' ? "" : "/";
    struct dirent *de;
    while (rc == 0 && (de = readdir(d))) {
        if (de->d_name[0] == '.')
            continue;
        size_t size = dlen + strlen(de->d_name) + 2;
        char *child = malloc(size);
        struct stat sb;
        if (!child) {
            rc = -1;
            break;
        }
        snprintf(child, size, "%s%s%s", dir, sep, de->d_name);
        /* stat, not d_type: some file systems leave d_type unknown. */
        if (stat(child, &sb) == 0 && S_ISDIR(sb.st_mode))
            rc = collect_dir(l, child);
        else if (ends_with_json(de->d_name))
            rc = add_path(l, child);
        free(child);
    }
    closedir(d);
    return rc;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: guildhall scenario [-v] FILE|DIR...\n\n"
               "Runs rules scenario files (docs/scenarios.md); a directory means every\n"
               "*.json file below it, in path order. Prints PASS or FAIL per file and a\n"
               "summary; exits 0 if all pass, 1 if any fails, 2 on a usage error.\n\n"
               "options:\n"
               "  -v, --verbose   print each step as it runs\n"
               "  -h, --help      show this help\n");
}

int cli_scenario(int argc, char **argv)
{
    int verbose = 0, i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "-v") == 0 || strcmp(argv[i], "--verbose") == 0) {
            verbose = 1;
        } else {
            fprintf(stderr, "guildhall scenario: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (i >= argc) {
        usage(stderr);
        return 2;
    }

    pathlist files = {0};
    int bad_dirs = 0;
    for (; i < argc; i++) {
        struct stat sb;
        size_t first = files.n;
        if (stat(argv[i], &sb) == 0 && S_ISDIR(sb.st_mode)) {
            bad_dirs += collect_dir(&files, argv[i]) < 0;
            qsort(files.v + first, files.n - first, sizeof *files.v, by_path);
        } else if (add_path(&files, argv[i]) < 0) {
            bad_dirs++; /* out of memory; a missing file fails when it is run */
        }
    }
    int passed = 0, failed = 0;
    for (size_t k = 0; k < files.n; k++) {
        if (run_file(files.v[k], verbose) == 0)
            passed++;
        else
            failed++;
        free(files.v[k]);
    }
    free(files.v);
    printf("%d passed, %d failed\n", passed, failed);
    /* A run that found nothing to test must not look like a success. */
    if (files.n == 0)
        fprintf(stderr, "guildhall scenario: no scenario files found\n");
    return failed || bad_dirs || files.n == 0 ? 1 : 0;
}
