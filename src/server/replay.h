/* replay.h — stored games as JSON for the HTTP API: an entry of the recent
 * games list (GET /api/games), a game's log (GET /api/games/ID) and a game
 * step by step as one seat (or a spectator) saw it (GET /api/games/ID/replay).
 * Pure functions of a loaded record (store.h): no hub, no store, so they run
 * on any thread. Who may see what is decided elsewhere (games_api.c). */
#ifndef GH_SERVER_REPLAY_H
#define GH_SERVER_REPLAY_H

#include <stdint.h>

#include <jansson.h>

#include "game/game.h"
#include "server/store.h"

/* A game started from a test position (serve --test-positions) stores it in
 * its room as "test_position"; every rebuild (restart, replay) applies it
 * right after setup, as `start` did. pos NULL: nothing to do, 0. */
int replay_apply_test_position(const game_ops *ops, void *state, const json_t *pos, game_err *e);

/* Who chose a stored record: its "by" ("player", "bot", "timeout",
 * "autopilot", "undo"), or for a row stored before the store kept it, what
 * can be told from the log alone: "undo" for an undo record, "bot" for a bot
 * seat of g's room, else "player". The one rule of the rebuilt log after a
 * restart (room.c) and the HTTP replay's steps. */
const char *replay_record_by(const store_game *g, const json_t *row);

/* Replays g from (config, seed, actions) and returns {id, game, seat,
 * players, seed, seed_salt, seed_hash, outcome, steps} where steps[0] is the
 * dealt position with the deal's events (the live seq-0 `events`, "by":
 * "setup") and step k the position after action k: {seq, seat (who
 * acted, absent for step 0), by (replay_record_by; "setup" for step 0),
 * action, events, view}. Events and views are
 * those `seat` may see (GAME_SPECTATOR: the public ones), the same filter
 * the live game applies. Only finished games are replayed (a running game's
 * log would reveal hidden choices): returns NULL with *status 403 for a
 * running one, 500 when the log does not replay or the engine is unknown,
 * 400 for a seat the game does not have. */
json_t *game_replay_json(const store_game *g, int seat, int *status);

/* {id, game, config, seed_hash, created_ms, finished, players:[{name,bot,level?,external?}],
 * seq} and, once finished, actions, outcome, seed, seed_salt. Never token or
 * password hashes. */
json_t *game_log_json(const store_game *g);

/* Appends g's entry of the recent games list to `list`: {id, game,
 * players:[{name,bot,level?,external?}], winner (seat or null), scores:[totals by seat],
 * finished_ms}. */
void recent_game_add(json_t *list, const store_game *g);

#endif
