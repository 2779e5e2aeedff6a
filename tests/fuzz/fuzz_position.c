/* fuzz_position.c — libFuzzer target: every engine's position decoder
 * (game_ops.position_from_json), which the scenario runner (src/cli/
 * scenario.c) uses to put a freshly dealt game into the position a rules
 * test describes.
 *
 * The input is a scenario's header, {"game", "config", "seed", "position"}
 * (tests/scenarios/citadels/ files are real examples; other keys are
 * ignored). The game is dealt from config and seed, then the position is
 * applied. A refusal must name its error. A position accepted must leave a
 * state check() approves (position.c never creates or loses a card), with
 * every view writable, from which a game of random legal moves (seeded from
 * the input) keeps check() happy after every move. */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_engine.h"

#define MAX_MOVES 1000

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_error_t err;
    json_t *doc = json_loadb((const char *)data, size, 0, &err);
    if (!doc)
        return 0;
    fuzz_game *g = json_is_object(doc) ? fuzz_game_new(doc) : NULL;
    if (g) {
        game_err e = {0};
        if (g->ops->position_from_json(g->st, json_object_get(doc, "position"), &e) < 0) {
            FUZZ_CHECK(e.name[0] && e.msg[0], "a refused position without a named error");
        } else {
            fuzz_check_state(g, "position_from_json");
            fuzz_views(g);
            fuzz_playout(g, fuzz_hash(data, size), MAX_MOVES);
            fuzz_views(g);
        }
        fuzz_game_free(g);
    }
    json_decref(doc);
    return 0;
}
