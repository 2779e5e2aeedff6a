/* fuzz_engine.h — a game under a fuzz target, reached through game/game.h
 * only (so every engine compiled in is fuzzed the same way): set up from a
 * scenario-like document, apply actions with every promise of game.h
 * checked, list views, and play on at random.
 *
 * The checks are those of game.h: an action that apply() refuses leaves every
 * byte of the state as it was, emits no event and says why (an error name);
 * one it accepts leaves a state that check() approves; every JSON an engine
 * writes (views, god view, events, actions, outcome, config) is a value
 * jansson can serialise (valid UTF-8, not too deep). Whether apply() accepts
 * exactly what legal() lists is tests/unit/test_properties.c's job. */
#ifndef GH_TESTS_FUZZ_ENGINE_H
#define GH_TESTS_FUZZ_ENGINE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "fuzz_check.h"
#include "game/game.h"

#define FUZZ_LEGAL_MAX 1024

/* Random moves whose actions and events are also written as JSON: enough to
 * cover every kind, few enough that the fuzzer spends its time on inputs. */
#define FUZZ_JSON_MOVES 32

typedef struct fuzz_game {
    const game_ops *ops;
    void *cfg, *st, *before;
    int json; /* write actions and events as JSON (fuzz_apply) */
    game_action legal[FUZZ_LEGAL_MAX];
} fuzz_game;

/* Serialises j (and frees it): an engine's JSON must always be writable. */
static inline void fuzz_json_ok(json_t *j, const char *what)
{
    FUZZ_CHECK(j, "%s returned NULL", what);
    char *text = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    FUZZ_CHECK(text, "%s cannot be serialised", what);
    free(text);
    json_decref(j);
}

static inline void fuzz_check_state(fuzz_game *g, const char *after)
{
    game_err e = {0};
    FUZZ_CHECK(g->ops->check(g->st, &e) == 0, "check() fails after %s: %s: %s", after, e.name,
               e.msg);
}

/* The engine named by j's "game" (a string), else the first one. */
static inline const game_ops *fuzz_engine_of(const json_t *j)
{
    const char *name = json_string_value(json_object_get(j, "game"));
    int n;
    const game_ops *const *all = game_all(&n);
    if (!name)
        return all[0];
    return game_find(name);
}

static inline void fuzz_game_free(fuzz_game *g)
{
    free(g->cfg);
    free(g->st);
    free(g->before);
    free(g);
}

/* A game from {"game", "config", "seed"}: NULL when the engine refuses the
 * config (with a named error, checked here). */
static inline fuzz_game *fuzz_game_new(const json_t *doc)
{
    const game_ops *ops = fuzz_engine_of(doc);
    if (!ops)
        return NULL;
    fuzz_game *g = calloc(1, sizeof *g);
    g->ops = ops;
    g->json = 1;
    g->cfg = calloc(1, ops->config_size);
    g->st = calloc(1, ops->state_size);
    g->before = calloc(1, ops->state_size);
    FUZZ_CHECK(g->cfg && g->st && g->before, "out of memory");
    game_err e = {0};
    const json_t *seed = json_object_get(doc, "seed");
    if (ops->config_from_json(g->cfg, json_object_get(doc, "config"), &e) < 0 ||
        ops->setup(g->st, g->cfg, json_is_integer(seed) ? (uint64_t)json_integer_value(seed) : 1,
                   &e) < 0) {
        FUZZ_CHECK(e.name[0] && e.msg[0], "a refused config without a named error");
        fuzz_game_free(g);
        return NULL;
    }
    fuzz_check_state(g, "setup");
    return g;
}

typedef struct fuzz_events {
    const fuzz_game *g;
    int n;
} fuzz_events;

/* Events are converted at once, while the state still describes them. */
static inline void fuzz_on_event(void *ctx, const game_event *ev)
{
    fuzz_events *evs = ctx;
    evs->n++;
    if (evs->g->json)
        fuzz_json_ok(evs->g->ops->event_to_json(evs->g->st, ev), "event_to_json");
}

/* Applies a for seat; returns apply()'s result, every promise checked. */
static inline int fuzz_apply(fuzz_game *g, int seat, const game_action *a)
{
    fuzz_events evs = {g, 0};
    const game_event_sink sink = {fuzz_on_event, &evs};
    game_err e = {0};
    if (g->json)
        fuzz_json_ok(g->ops->action_to_json(g->st, a), "action_to_json");
    memcpy(g->before, g->st, g->ops->state_size);
    int rc = g->ops->apply(g->st, seat, a, &sink, &e);
    if (rc < 0) {
        FUZZ_CHECK(e.name[0] && e.msg[0], "a refused action without a named error");
        FUZZ_CHECK(evs.n == 0, "a refused action (%s) emitted %d events", e.name, evs.n);
        FUZZ_CHECK(memcmp(g->before, g->st, g->ops->state_size) == 0,
                   "a refused action (%s) changed the state", e.name);
        return -1;
    }
    fuzz_check_state(g, "an accepted action");
    return 0;
}

/* Every seat's view, the public one and the god view. */
static inline void fuzz_views(fuzz_game *g)
{
    game_decision d;
    g->ops->pending(g->st, &d);
    FUZZ_CHECK(d.finished || (d.seat >= 0 && d.seat < GAME_MAX_SEATS), "pending seat %d", d.seat);
    game_outcome o;
    g->ops->outcome(g->st, &o);
    FUZZ_CHECK(o.nseats >= 1 && o.nseats <= GAME_MAX_SEATS, "%d seats", o.nseats);
    for (int seat = GAME_SPECTATOR; seat < o.nseats; seat++)
        fuzz_json_ok(g->ops->view_json(g->st, seat), "view_json");
    fuzz_json_ok(g->ops->debug_json(g->st), "debug_json");
    fuzz_json_ok(g->ops->outcome_to_json(g->st), "outcome_to_json");
}

/* Plays up to max_moves uniformly random legal moves; returns how many. */
static inline int fuzz_playout(fuzz_game *g, uint64_t seed, int max_moves)
{
    gh_rng rng;
    gh_rng_seed(&rng, seed);
    int moves = 0;
    for (; moves < max_moves; moves++) {
        game_decision d;
        g->ops->pending(g->st, &d);
        if (d.finished || d.seat < 0)
            break;
        int n = g->ops->legal(g->st, d.seat, g->legal, FUZZ_LEGAL_MAX);
        FUZZ_CHECK(n > 0, "seat %d must decide but has no legal action", d.seat);
        if (n > FUZZ_LEGAL_MAX)
            n = FUZZ_LEGAL_MAX;
        const game_action *a = &g->legal[gh_rng_below(&rng, (uint32_t)n)];
        g->json = moves < FUZZ_JSON_MOVES;
        FUZZ_CHECK(fuzz_apply(g, d.seat, a) == 0, "apply refused a listed action");
    }
    g->json = 1;
    game_outcome o;
    g->ops->outcome(g->st, &o);
    return moves;
}

/* A hash of the input, to seed play from it (the same input, the same game). */
static inline uint64_t fuzz_hash(const uint8_t *data, size_t size)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 1099511628211ULL;
    return h;
}

#endif
