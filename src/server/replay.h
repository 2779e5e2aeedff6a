/* replay.h — finished games for the browser: the list of recent ones
 * (GET /api/games) and one, step by step, as one seat (or a spectator) saw
 * it (GET /api/games/ID/replay). */
#ifndef GH_SERVER_REPLAY_H
#define GH_SERVER_REPLAY_H

#include <stdint.h>

#include <jansson.h>

#include "server/hub.h"

/* Replays stored game `game_id` from (config, seed, actions) and returns
 * {id, game, seat, players, seed, seed_salt, seed_hash, outcome, steps}
 * where steps[0] is the dealt position and step k the position after action
 * k: {seq, seat (who acted, absent for step 0), action, events, view}. Events
 * and views are those `seat` may see (GAME_SPECTATOR: the public ones), the
 * same filter the live game applies. Only finished games are replayed (a
 * running game's log would reveal hidden choices): returns NULL with *status
 * 404 for an unknown game, 403 for a running one, 500 when the log does not
 * replay, 400 for a seat the game does not have. */
json_t *hub_game_replay(srv_hub *h, int64_t game_id, int seat, int *status);

/* The `limit` most recent finished games, newest first, for the lobby's
 * "recent games": [{id, game, players:[{name,bot}], winner (seat or null),
 * scores:[totals by seat], finished_ms}]. Never token hashes. NULL without
 * a store. */
json_t *hub_recent_games(srv_hub *h, int limit);

#endif
