/* fuzz_action.c — libFuzzer target: every engine's action decoder
 * (game_ops.action_from_json), the one a player's "action" message reaches,
 * against real positions, and apply() behind it.
 *
 * The input is a scenario in small: {"game", "config", "seed", "position",
 * "moves", "steps"}. The game is dealt from config and seed; "position" (if
 * any) is applied as the scenario runner does; then "moves" random legal
 * moves (0 to 500, seeded from "seed") carry it into the game; then every
 * step {"seat", "action"} is decoded and applied (for the pending seat when
 * "seat" is absent) — tests/scenarios/citadels/ files are real examples.
 *
 * Checked for each step: a refused decoding names its error; a decoded
 * action writes back (action_to_json) as JSON that decodes to the same
 * action; apply() refuses with a named error, no event and not one byte of
 * the state changed, or accepts and leaves a state check() approves; every
 * event and view is writable JSON. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_engine.h"

static void step(fuzz_game *g, const json_t *st)
{
    const json_t *aj = json_object_get(st, "action");
    const json_t *seat_j = json_object_get(st, "seat");
    if (!aj)
        return; /* a scenario's "expect" or "legal" step */
    game_decision d;
    g->ops->pending(g->st, &d);
    int seat = json_is_integer(seat_j) ? (int)json_integer_value(seat_j) : d.seat;
    game_outcome o;
    g->ops->outcome(g->st, &o);
    if (seat < 0 || seat >= o.nseats)
        return; /* the hub only ever passes a seat of the game */

    game_err e = {0};
    game_action a, back;
    if (g->ops->action_from_json(g->st, aj, &a, &e) < 0) {
        FUZZ_CHECK(e.name[0] && e.msg[0], "a refused action JSON without a named error");
        return;
    }
    json_t *written = g->ops->action_to_json(g->st, &a);
    FUZZ_CHECK(written, "action_to_json returned NULL");
    FUZZ_CHECK(g->ops->action_from_json(g->st, written, &back, &e) == 0,
               "the engine cannot read its own action: %s", e.msg);
    FUZZ_CHECK(back.type == a.type && back.a == a.a && back.b == a.b && back.c == a.c,
               "an action changes when written and read back");
    json_decref(written);
    fuzz_apply(g, seat, &a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_error_t err;
    json_t *doc = json_loadb((const char *)data, size, 0, &err);
    if (!doc)
        return 0;
    fuzz_game *g = json_is_object(doc) ? fuzz_game_new(doc) : NULL;
    const json_t *pos = json_object_get(doc, "position");
    game_err e = {0};
    if (g && pos) {
        if (g->ops->position_from_json(g->st, pos, &e) < 0) {
            fuzz_game_free(g); /* fuzz_position's business */
            g = NULL;
        } else {
            fuzz_check_state(g, "position_from_json");
        }
    }
    if (g) {
        json_int_t moves = json_integer_value(json_object_get(doc, "moves"));
        const json_t *seed = json_object_get(doc, "seed");
        fuzz_playout(g, json_is_integer(seed) ? (uint64_t)json_integer_value(seed) : 1,
                     moves < 0 ? 0 : moves > 500 ? 500 : (int)moves);
        size_t i;
        json_t *st;
        json_array_foreach(json_object_get(doc, "steps"), i, st)
            step(g, st);
        fuzz_views(g);
        fuzz_game_free(g);
    }
    json_decref(doc);
    return 0;
}
