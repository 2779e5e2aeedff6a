/* replay.c — stored games as the HTTP API shows them (see replay.h): an
 * entry of the recent list, a game's log, and the step-by-step replay of one
 * game. The replay runs the engine exactly as the live room did: setup from
 * (config, seed), then every stored action in order, collecting the events
 * of each move and the viewer's view after it. Building a replay costs tens
 * to hundreds of milliseconds for a long 8-seat game (the JSON of a view per
 * step is most of it), so these are pure functions of a loaded record,
 * without the hub: games_api.c runs them on libuv's pool and caches what
 * they make. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/undo_log.h"
#include "server/replay.h"
#include "server/store.h"

typedef struct step_events {
    const game_ops *ops;
    const void *state;
    int seat;
    json_t *list;
} step_events;

/* Whether `seat` (GAME_SPECTATOR: a spectator) sees an event: the rule of
 * the live game (game_log_visible in game_log.c, kept out of this
 * hub-free file). */
static int seat_sees(const game_event *ev, int seat)
{
    return ev->vis == GAME_VIS_ALL || (ev->vis == GAME_VIS_SEAT && seat >= 0 && ev->vis_seat == seat);
}

/* Events are converted while the state is the one they were emitted in,
 * filtered as the live game filters them for this viewer. */
static void collect_event(void *ctx, const game_event *ev)
{
    step_events *c = ctx;
    if (seat_sees(ev, c->seat))
        json_array_append_new(c->list, c->ops->event_to_json(c->state, ev));
}

/* The deal's events, kept until the test position (if any) is applied:
 * the live server names them as the state is after both (room.c), and the
 * replay's step 0 shows them the same. */
typedef struct deal_events {
    game_event *v;
    size_t n, cap;
    int oom;
} deal_events;

static void keep_event(void *ctx, const game_event *ev)
{
    deal_events *d = ctx;
    if (d->n == d->cap) {
        size_t cap = d->cap ? 2 * d->cap : 32;
        game_event *v = realloc(d->v, cap * sizeof *v);
        if (!v) {
            d->oom = 1;
            return;
        }
        d->v = v;
        d->cap = cap;
    }
    d->v[d->n++] = *ev;
}

/* Step 0's events as `seat` saw them live: the `events` message with seq 0
 * ("by":"setup"), so a spectator gets no private deal event. */
static json_t *deal_events_json(const game_ops *ops, const void *st, const deal_events *d,
                                int seat)
{
    json_t *list = json_array();
    for (size_t i = 0; i < d->n; i++)
        if (seat_sees(&d->v[i], seat))
            json_array_append_new(list, ops->event_to_json(st, &d->v[i]));
    return list;
}

static json_t *players_json(const store_game *g)
{
    json_t *players = json_array();
    size_t i;
    json_t *seat;
    json_array_foreach(json_object_get(g->room, "seats"), i, seat) {
        json_t *p = json_object();
        json_object_set(p, "name", json_object_get(seat, "name"));
        json_t *level = json_object_get(seat, "bot");
        json_object_set_new(p, "bot", json_boolean(json_is_string(level)));
        if (json_is_string(level)) /* the stored seat keeps the bot's level */
            json_object_set(p, "level", level);
        /* Issue 13: a program seated by the owner's bot token (room.c
         * stores the flag with the seat). */
        if (json_is_true(json_object_get(seat, "external")))
            json_object_set_new(p, "external", json_true());
        json_array_append_new(players, p);
    }
    return players;
}

const char *replay_record_by(const store_game *g, const json_t *row)
{
    static const char *const known[] = {"player", "bot", "timeout", "autopilot", "undo"};
    const char *by = json_string_value(json_object_get(row, "by"));
    for (size_t i = 0; by && i < sizeof known / sizeof known[0]; i++)
        if (strcmp(by, known[i]) == 0)
            return known[i];
    if (game_undo_is_record(json_object_get(row, "action")))
        return "undo";
    json_int_t seat = json_integer_value(json_object_get(row, "seat"));
    const json_t *st = json_array_get(json_object_get(g->room, "seats"), (size_t)seat);
    return json_is_string(json_object_get(st, "bot")) ? "bot" : "player";
}

int replay_apply_test_position(const game_ops *ops, void *state, const json_t *pos, game_err *e)
{
    if (!pos)
        return 0;
    if (!ops->position_from_json || ops->position_from_json(state, pos, e) < 0)
        return -1;
    return ops->check ? ops->check(state, e) : 0;
}

static json_t *replay_steps(const game_ops *ops, const store_game *g, int seat, int *status)
{
    void *cfg = calloc(1, ops->config_size);
    void *st = calloc(1, ops->state_size);
    json_t *steps = json_array();
    game_err e = {0};
    game_undo undo;
    deal_events deal = {0};
    game_event_sink deal_sink = {keep_event, &deal};
    int undo_ok = game_undo_init(&undo, ops) == 0;
    *status = 500;
    if (!cfg || !st || !undo_ok || ops->config_from_json(cfg, g->config, &e) < 0 ||
        (ops->setup_ev ? ops->setup_ev(st, cfg, g->seed, &deal_sink, &e)
                       : ops->setup(st, cfg, g->seed, &e)) < 0 ||
        deal.oom ||
        replay_apply_test_position(ops, st, json_object_get(g->room, "test_position"), &e) < 0)
        goto fail;
    json_t *first = json_object();
    json_object_set_new(first, "seq", json_integer(0));
    json_object_set_new(first, "by", json_string("setup"));
    json_object_set_new(first, "events", deal_events_json(ops, st, &deal, seat));
    free(deal.v);
    deal.v = NULL;
    json_object_set_new(first, "view", ops->view_json(st, seat));
    json_array_append_new(steps, first);

    size_t i;
    json_t *row;
    json_array_foreach(g->actions, i, row) {
        int actor = (int)json_integer_value(json_object_get(row, "seat"));
        const json_t *aj = json_object_get(row, "action");
        step_events evs = {ops, st, seat, json_array()};
        game_event_sink sink = {collect_event, &evs};
        int undone = 0;
        /* An undo record is a step of its own: its one event, public, and
         * the view rebuilt without the move (undo_log.h). */
        if (actor < 0 || actor >= GAME_MAX_SEATS ||
            game_log_apply(&undo, st, actor, aj, (int)i + 1, &sink, &undone, &e) < 0) {
            json_decref(evs.list);
            goto fail;
        }
        if (undone)
            json_array_append_new(evs.list, game_undo_event_json(actor, undone));
        json_t *step = json_object();
        json_object_set_new(step, "seq", json_integer((json_int_t)i + 1));
        json_object_set_new(step, "seat", json_integer(actor));
        json_object_set_new(step, "by", json_string(replay_record_by(g, row)));
        /* The action log of a finished game is public (GET /api/games/ID);
         * the viewer's filter applies to events and views, as it did live. */
        json_object_set(step, "action", (json_t *)aj);
        json_object_set_new(step, "events", evs.list);
        json_object_set_new(step, "view", ops->view_json(st, seat));
        json_array_append_new(steps, step);
    }
    free(cfg);
    free(st);
    game_undo_free(&undo);
    *status = 200;
    return steps;
fail:
    free(deal.v);
    free(cfg);
    free(st);
    if (undo_ok)
        game_undo_free(&undo);
    json_decref(steps);
    return NULL;
}

void recent_game_add(json_t *list, const store_game *g)
{
    json_t *j = json_object();
    json_object_set_new(j, "id", json_integer(g->id));
    json_object_set_new(j, "game", json_string(g->game));
    json_object_set_new(j, "players", players_json(g));
    json_t *winner = json_object_get(g->outcome, "winner");
    json_object_set_new(j, "winner", json_is_integer(winner) ? json_incref(winner) : json_null());
    json_t *totals = json_array(), *sc;
    size_t i;
    json_array_foreach(json_object_get(g->outcome, "scores"), i, sc)
        json_array_append(totals, json_object_get(sc, "total"));
    json_object_set_new(j, "scores", totals);
    json_object_set_new(j, "finished_ms", json_integer(g->finished_ms));
    json_array_append_new(list, j);
}

json_t *game_replay_json(const store_game *g, int seat, int *status)
{
    const game_ops *ops = game_find(g->game);
    int nseats = (int)json_array_size(json_object_get(g->room, "seats"));
    if (!ops) {
        *status = 500;
        return NULL;
    }
    if (!g->finished) {
        *status = 403;
        return NULL;
    }
    if (seat < GAME_SPECTATOR || seat >= nseats) {
        *status = 400;
        return NULL;
    }
    json_t *steps = replay_steps(ops, g, seat, status);
    if (!steps)
        return NULL;
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->seed);
    json_t *j = json_object();
    json_object_set_new(j, "id", json_integer(g->id));
    json_object_set_new(j, "game", json_string(g->game));
    json_object_set_new(j, "seat", seat >= 0 ? json_integer(seat) : json_null());
    json_object_set_new(j, "players", players_json(g));
    json_object_set_new(j, "seed", json_string(seed));
    json_object_set_new(j, "seed_salt", json_string(g->seed_salt_hex));
    json_object_set_new(j, "seed_hash", json_string(g->seed_hash_hex));
    json_object_set_new(j, "outcome", g->outcome ? json_incref(g->outcome) : json_null());
    json_object_set_new(j, "steps", steps);
    return j;
}

json_t *game_log_json(const store_game *g)
{
    json_t *j = json_object();
    json_object_set_new(j, "id", json_integer(g->id));
    json_object_set_new(j, "game", json_string(g->game));
    json_object_set_new(j, "config", json_incref(g->config));
    json_object_set_new(j, "seed_hash", json_string(g->seed_hash_hex));
    json_object_set_new(j, "created_ms", json_integer(g->created_ms));
    json_object_set_new(j, "finished", json_boolean(g->finished));
    /* Seat names only: the stored room also holds token hashes. */
    json_object_set_new(j, "players", players_json(g));
    json_object_set_new(j, "seq", json_integer((json_int_t)json_array_size(g->actions)));
    if (g->finished) {
        /* The action log of a running game would tell who chose what in
         * secret (a character pick, a kept card): only finished games show it. */
        char seed[24];
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->seed);
        json_object_set_new(j, "actions", json_incref(g->actions));
        json_object_set_new(j, "outcome", g->outcome ? json_incref(g->outcome) : json_null());
        json_object_set_new(j, "seed", json_string(seed));
        json_object_set_new(j, "seed_salt", json_string(g->seed_salt_hex));
    }
    return j;
}
