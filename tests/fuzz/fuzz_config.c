/* fuzz_config.c — libFuzzer target: every engine's config decoder
 * (game_ops.config_from_json), the one a room's "options.config" reaches.
 *
 * The input is one JSON value, given to each engine compiled in. A refusal
 * must name its error. A config accepted must come back the same through
 * config_to_json (write, read, write again: the same JSON), must keep every
 * plain value it was given (an integer, string or boolean under a key the
 * engine writes back is the engine's value, not a truncation of it), must
 * deal (setup), and a whole game of random legal moves from it (seeded from
 * the input) must keep check() happy after every move, with every view,
 * event and action writable as JSON. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_engine.h"

#define MAX_MOVES 2000

/* A plain value the input gave under a key the engine writes back must be
 * the value the engine kept. */
static void check_kept(const json_t *in, const json_t *out, const char *engine)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)in, key, v) {
        const json_t *w = json_object_get(out, key);
        if (!w || json_is_array(v) || json_is_object(v))
            continue;
        FUZZ_CHECK(json_equal(v, w), "%s: config key \"%s\" accepted but not kept", engine, key);
    }
}

static void one_engine(const game_ops *ops, const json_t *in, uint64_t seed)
{
    void *cfg = calloc(1, ops->config_size), *cfg2 = calloc(1, ops->config_size);
    FUZZ_CHECK(cfg && cfg2, "out of memory");
    game_err e = {0};
    if (ops->config_from_json(cfg, in, &e) < 0) {
        FUZZ_CHECK(e.name[0] && e.msg[0], "%s: a refused config without a named error",
                   ops->name);
        free(cfg);
        free(cfg2);
        return;
    }
    json_t *out = ops->config_to_json(cfg);
    FUZZ_CHECK(out, "%s: config_to_json returned NULL", ops->name);
    FUZZ_CHECK(ops->config_from_json(cfg2, out, &e) == 0,
               "%s: the engine refuses its own config: %s", ops->name, e.msg);
    json_t *again = ops->config_to_json(cfg2);
    FUZZ_CHECK(json_equal(out, again), "%s: config_to_json is not stable", ops->name);
    if (json_is_object(in))
        check_kept(in, out, ops->name);
    json_decref(again);

    json_t *doc = json_pack("{s:s, s:o, s:I}", "game", ops->name, "config", out, "seed",
                            (json_int_t)(seed & 0xffffffff));
    fuzz_game *g = fuzz_game_new(doc);
    json_decref(doc);
    FUZZ_CHECK(g, "%s: an accepted config does not deal", ops->name);
    {
        fuzz_views(g);
        fuzz_playout(g, seed, MAX_MOVES);
        fuzz_views(g);
        fuzz_game_free(g);
    }
    free(cfg);
    free(cfg2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_error_t err;
    json_t *in = json_loadb((const char *)data, size, JSON_DECODE_ANY, &err);
    if (!in)
        return 0;
    int n;
    const game_ops *const *all = game_all(&n);
    uint64_t seed = fuzz_hash(data, size);
    for (int i = 0; i < n; i++)
        one_engine(all[i], in, seed);
    json_decref(in);
    return 0;
}
