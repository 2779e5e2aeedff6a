/* bench_fingerprint.c — a hash of what the engine does, for speed work that
 * must not change a single game.
 *
 *   bench_fingerprint [--level L] [GAMES]      default: 500 games per configuration
 *
 * Plays GAMES random games (seeds 1..GAMES, the playout path bench_playout
 * measures: ops->play_random) for every rule set of the catalogue at every
 * player count it accepts (with its default districts and with 14 unique
 * districts drawn from each seed), and for every recommended lineup at 4 players,
 * and prints per configuration an FNV-1a hash of every action played and of
 * each game's god view (debug_json) at its end — then one hash over all.
 * The view is JSON, not the state's bytes, so a cache or mask added to the
 * state changes nothing here while a changed game does. A behaviour-
 * preserving change prints the same last line before and after
 * (docs/benchmarks.md "How a speed-up is checked"). With --level (greedy,
 * heuristic; 50 games by default: they are slower) every seat is that bot
 * level instead, through bot_choose and apply(), so a change to the bots'
 * evaluation or to the engine functions they call is checked the same way. Not a test: the figures
 * are only meant to be compared between two builds of one tree. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "bots/bots.h"
#include "core/rng.h"
#include "game/game.h"

#define FP_DEFAULT_GAMES 500
#define FP_DEFAULT_BOT_GAMES 50

/* NULL: random playouts (ops->play_random); else every seat plays this level. */
static const bot_level *level;
static void *scratch;
#define FP_MAX_ACTIONS 100000 /* a game longer than this is reported as stuck */

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 1099511628211ull;
    }
    return h;
}

/* Plays one game from `seed` into h. Returns 0, or -1 when it is stuck. */
static int fingerprint_game(const game_ops *ops, const void *cfg, void *st, uint64_t seed,
                            uint64_t *h)
{
    game_err e;
    if (ops->setup(st, cfg, seed, &e) < 0)
        return -1;
    uint64_t x = seed;
    gh_rng rng;
    gh_rng_seed(&rng, gh_splitmix64(&x));
    for (long n = 0;; n++) {
        game_decision d;
        ops->pending(st, &d);
        if (d.finished)
            break;
        game_action a;
        if (n >= FP_MAX_ACTIONS)
            return -1;
        if (level) {
            bot_params p = {0};
            if (bot_choose(level, ops, st, d.seat, &rng, scratch, &p, &a) < 0 ||
                ops->apply(st, d.seat, &a, NULL, &e) < 0)
                return -1;
        } else if (ops->play_random(st, &rng, &a) < 0) {
            return -1;
        }
        int16_t words[5] = {(int16_t)d.seat, (int16_t)a.type, a.a, a.b, a.c};
        *h = fnv(*h, words, sizeof words);
    }
    json_t *god = ops->debug_json(st);
    char *text = god ? json_dumps(god, JSON_SORT_KEYS | JSON_COMPACT) : NULL;
    if (text)
        *h = fnv(*h, text, strlen(text));
    free(text);
    json_decref(god);
    return text ? 0 : -1;
}

/* One configuration: its line, folded into *all. Returns 0 or 1. */
static int fingerprint_config(const game_ops *ops, void *st, json_t *cj, const char *label,
                              long games, uint64_t *all)
{
    game_err e;
    void *cfg = calloc(1, ops->config_size);
    int rc = 0;
    if (!cfg || ops->config_from_json(cfg, cj, &e) < 0) {
        free(cfg);
        return 0; /* a player count the rule set does not take */
    }
    uint64_t h = 14695981039346656037ull;
    for (long g = 1; g <= games; g++)
        if (fingerprint_game(ops, cfg, st, (uint64_t)g, &h) < 0) {
            fprintf(stderr, "bench_fingerprint: %s: game seed %ld stuck\n", label, g);
            rc = 1;
            break;
        }
    printf("  %-44s %016llx\n", label, (unsigned long long)h);
    *all = fnv(*all, &h, sizeof h);
    free(cfg);
    return rc;
}

int main(int argc, char **argv)
{
    int arg = 1;
    if (argc >= 3 && strcmp(argv[1], "--level") == 0) {
        level = bot_level_find(argv[2]);
        arg = 3;
    }
    long games = level ? FP_DEFAULT_BOT_GAMES : FP_DEFAULT_GAMES;
    if ((arg == 3 && !level) || argc > arg + 1 ||
        (argc == arg + 1 && (games = strtol(argv[arg], NULL, 10)) < 1)) {
        fprintf(stderr,
                "usage: bench_fingerprint [--level LEVEL] [GAMES]   (default %d per configuration,"
                " %d with a level)\n",
                FP_DEFAULT_GAMES, FP_DEFAULT_BOT_GAMES);
        return 2;
    }
    const game_ops *ops = game_find("citadels");
    json_t *cat = ops && ops->catalog_json ? ops->catalog_json() : NULL;
    void *st = ops ? malloc(ops->state_size) : NULL;
    scratch = ops ? malloc(ops->state_size) : NULL;
    if (!cat || !st || !scratch || !ops->play_random || !ops->debug_json) {
        fprintf(stderr, "bench_fingerprint: the engine lacks what it needs\n");
        return 1;
    }
    printf("fingerprint, %ld games per configuration, every seat %s:\n", games,
           level ? level->name : "random (play_random)");
    uint64_t all = 14695981039346656037ull;
    int rc = 0;
    size_t i;
    json_t *r;
    json_array_foreach(json_object_get(cat, "rulesets"), i, r)
    {
        const char *id = json_string_value(json_object_get(r, "id"));
        for (int p = 2; p <= 8 && !rc; p++) {
            char label[64];
            snprintf(label, sizeof label, "%s, %d players", id, p);
            json_t *cj = json_pack("{s:i, s:s}", "players", p, "rules", id);
            rc |= fingerprint_config(ops, st, cj, label, games, &all);
            json_decref(cj);
            /* every unique district of the set, 14 drawn from each seed */
            snprintf(label, sizeof label, "%s, %d players, random uniques", id, p);
            cj = json_pack("{s:i, s:s, s:s}", "players", p, "rules", id, "uniques", "random");
            rc |= fingerprint_config(ops, st, cj, label, games, &all);
            json_decref(cj);
        }
    }
    json_array_foreach(json_object_get(cat, "presets"), i, r)
    {
        const char *id = json_string_value(json_object_get(r, "id"));
        char label[64];
        snprintf(label, sizeof label, "lineup %s, 4 players", id);
        json_t *cj = json_pack("{s:i, s:s}", "players", 4, "lineup", id);
        rc |= fingerprint_config(ops, st, cj, label, games, &all);
        json_decref(cj);
    }
    printf("all: %016llx\n", (unsigned long long)all);
    json_decref(cat);
    free(st);
    free(scratch);
    return rc;
}
