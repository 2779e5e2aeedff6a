/* arena.c — `guildhall arena`: bot levels against each other over many
 * seeded games, seats rotated so that no level profits from a seat, with win
 * rates and their 95 % intervals per player count and rule set.
 *
 * This file reads the options and lays out the tables (blocks); the games
 * run in arena_run.c and the figures are printed by arena_report.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "cli/arena.h"
#include "cli/args.h"
#include "cli/cli.h"
#include "cli/play_game.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: guildhall arena [GAME] --levels LIST [options]\n"
        "\n"
        "Plays bot levels against each other (GAME: default citadels) and reports\n"
        "each level's win rate with a 95 %% confidence interval (Wilson), its mean\n"
        "score and its mean margin over the best other player, for every player\n"
        "count and rule set asked for.\n"
        "\n"
        "The lineup: LIST names up to one level per seat (levels: %s).\n"
        "Its first levels take one seat each and the last fills the remaining\n"
        "seats: '--levels greedy,random' at 4 players is greedy against three\n"
        "random; name every seat to choose them all ('search,heuristic,heuristic,\n"
        "random'). A level may be listed twice to play against itself.\n"
        CLI_LEVELS_HELP
        "('--levels search:2000,search:200' at 4 players: one search of 2000\n"
        "iterations against three of 200.)\n"
        "\n"
        "Seats rotate: game i deals with seed S + i/P (P players) and moves the\n"
        "lineup i mod P seats on, so every deal is played from every seat; play a\n"
        "multiple of P games. With --iterations (or levels that do not search)\n"
        "(in the lineup or for all) the same command gives the same figures, on\n"
        "any number of threads; with a time budget search depends on the\n"
        "machine's speed and does not.\n"
        "\n"
        "options:\n"
        "  --levels LIST  the lineup, comma-separated (required)\n"
        "  --players SPEC player counts: 4, 2-8 or 3,4,5 (default: the game's)\n"
        "  --games K      games per player count and rule set (default 400)\n"
        "  --seed S       seed of the first deal (default 1)\n"
        "  --rules LIST   rule sets, comma-separated, or 'all' for every rule set the\n"
        "                 engine plays (default: the configuration's)\n"
        "  --game GAME    the game (the same as GAME before the options)\n"
        "  --config JSON  extra game configuration (a JSON object); --players and\n"
        "                 --rules win over its keys\n"
        "%s"
        "  --threads N    play on N threads (default 1; the figures do not change)\n"
        "  --json         print the report as one JSON object\n"
        "  --quiet        no progress bar and no text report\n"
        "  --help         show this help\n"
        "\n"
        "A progress bar is drawn on stderr when it is a terminal (never with\n"
        "--json or --quiet).\n"
        "\n"
        "Exit status: 0 all games finished, 1 an engine error, 2 bad arguments.\n",
        bot_level_names(), CLI_BOT_PARAMS_HELP);
}

/* ---- argument parsing ---- */

/* "4", "2-8", "3,4,5", "2-3,6" -> a mask of player counts. */
static int parse_players(const char *spec, arena_opts *o)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", spec);
    o->players_mask = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        char *dash = strchr(tok, '-');
        long long lo, hi;
        if (dash)
            *dash = '\0';
        if (cli_parse_ll("arena", "--players", tok, 1, GAME_MAX_SEATS, &lo) < 0 ||
            (dash && cli_parse_ll("arena", "--players", dash + 1, 1, GAME_MAX_SEATS, &hi) < 0))
            return -1;
        if (!dash)
            hi = lo;
        if (hi < lo) {
            fprintf(stderr, "guildhall arena: --players range %lld-%lld is empty\n", lo, hi);
            return -1;
        }
        for (long long n = lo; n <= hi; n++)
            o->players_mask |= 1u << n;
    }
    if (!o->players_mask) {
        fprintf(stderr, "guildhall arena: --players is empty (e.g. 4, 2-8 or 3,4,5)\n");
        return -1;
    }
    return 0;
}

/* Rule set names point into `store` (a copy of the option's text). */
static int parse_rules(char *store, arena_opts *o)
{
    o->nrules = 0;
    o->rules_all = strcmp(store, "all") == 0;
    if (o->rules_all)
        return 0;
    for (char *save = NULL, *tok = strtok_r(store, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        if (o->nrules == ARENA_MAX_RULES) {
            fprintf(stderr, "guildhall arena: --rules names at most %d rule sets\n",
                    ARENA_MAX_RULES);
            return -1;
        }
        o->rules[o->nrules++] = tok;
    }
    if (!o->nrules) {
        fprintf(stderr, "guildhall arena: --rules is empty (a rule set's name, or all)\n");
        return -1;
    }
    return 0;
}

/* Returns 0 to run, 1 when --help was answered, 2 on a bad argument. */
static int parse_args(int argc, char **argv, arena_opts *o, char *rules_store, size_t store_len)
{
    memset(o, 0, sizeof *o);
    o->games = 400;
    o->seed = 1;
    o->threads = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        long long n;
        int m;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 1;
        } else if (strcmp(a, "--json") == 0) {
            o->json = 1;
        } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "-q") == 0) {
            o->quiet = 1;
        } else if ((m = cli_opt_bot_params("arena", argc, argv, &i, &o->params)) != 0) {
            if (m < 0)
                return 2;
        } else if (cli_opt_value("arena", argc, argv, &i, "--levels", &v)) {
            if (!v || cli_parse_levels("arena", "--levels", v, o->levels, ARENA_MAX_ENTRIES,
                                       &o->nlevels) < 0)
                return 2;
        } else if (cli_opt_value("arena", argc, argv, &i, "--players", &v)) {
            if (!v || parse_players(v, o) < 0)
                return 2;
        } else if (cli_opt_value("arena", argc, argv, &i, "--games", &v)) {
            if (!v || cli_parse_ll("arena", "--games", v, 1, 1000000000LL, &n) < 0)
                return 2;
            o->games = n;
        } else if (cli_opt_value("arena", argc, argv, &i, "--seed", &v)) {
            if (!v || cli_parse_u64("arena", "--seed", v, &o->seed) < 0)
                return 2;
        } else if (cli_opt_value("arena", argc, argv, &i, "--threads", &v)) {
            if (!v || cli_parse_ll("arena", "--threads", v, 1, ARENA_MAX_THREADS, &n) < 0)
                return 2;
            o->threads = (int)n;
        } else if (cli_opt_value("arena", argc, argv, &i, "--game", &v)) {
            if (!v)
                return 2;
            if (o->game) {
                fprintf(stderr, "guildhall arena: one GAME only ('%s' and '%s')\n", o->game, v);
                return 2;
            }
            o->game = v;
        } else if (cli_opt_value("arena", argc, argv, &i, "--config", &v)) {
            if (!v)
                return 2;
            o->config = v;
        } else if (cli_opt_value("arena", argc, argv, &i, "--rules", &v)) {
            if (!v)
                return 2;
            snprintf(rules_store, store_len, "%s", v);
            if (parse_rules(rules_store, o) < 0)
                return 2;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "guildhall arena: unknown option '%s' (see guildhall arena --help)\n",
                    a);
            return 2;
        } else if (!o->game) {
            o->game = a;
        } else {
            fprintf(stderr, "guildhall arena: unexpected argument '%s' (one GAME only)\n", a);
            return 2;
        }
    }
    if (cli_check_bot_params("arena", &o->params) < 0)
        return 2;
    if (!o->nlevels) {
        fprintf(stderr, "guildhall arena: which levels? e.g. --levels greedy,random "
                "(levels: %s)\n", bot_level_names());
        return 2;
    }
    if (!o->game)
        o->game = "citadels";
    return 0;
}

/* ---- the tables ---- */

/* --rules all: the engine's playable rule sets from its catalogue. */
static int all_rules(const game_ops *ops, arena_opts *o, json_t **catalog)
{
    *catalog = ops->catalog_json ? ops->catalog_json() : NULL;
    json_t *sets = json_object_get(*catalog, "rulesets");
    size_t i;
    json_t *rs;
    json_array_foreach(sets, i, rs) {
        const char *id = json_string_value(json_object_get(rs, "id"));
        if (!id || !json_is_true(json_object_get(rs, "playable")))
            continue;
        if (o->nrules == ARENA_MAX_RULES)
            break;
        o->rules[o->nrules++] = id;
    }
    if (!o->nrules) {
        fprintf(stderr, "guildhall arena: %s has no rule sets to choose from: leave out "
                "--rules\n", ops->name);
        return 2;
    }
    return 0;
}

/* Makes one block's config; b->players 0 takes the config's own count. */
static int make_block(const game_ops *ops, const arena_opts *o, arena_block *b)
{
    b->cfg = calloc(1, ops->config_size);
    if (!b->cfg) {
        fprintf(stderr, "guildhall arena: out of memory\n");
        return 1;
    }
    int rc = cli_make_config("arena", ops, o->config, b->players, b->rules, b->cfg);
    if (rc)
        return rc;
    json_t *c = ops->config_to_json ? ops->config_to_json(b->cfg) : NULL;
    json_t *np = json_object_get(c, "players");
    const char *rules = json_string_value(json_object_get(c, "rules"));
    snprintf(b->rules_name, sizeof b->rules_name, "%s",
             rules ? rules : b->rules ? b->rules : "default");
    if (!b->players && json_is_integer(np))
        b->players = (int)json_integer_value(np);
    json_decref(c);
    if (b->players < 1 || b->players > GAME_MAX_SEATS) {
        fprintf(stderr, "guildhall arena: cannot tell how many players %s has: give "
                "--players\n", ops->name);
        return 2;
    }
    if (o->nlevels > b->players) {
        fprintf(stderr, "guildhall arena: --levels names %d levels but a table of %d players "
                "has only %d seats\n", o->nlevels, b->players, b->players);
        return 2;
    }
    /* The first levels one seat each, the last all the others. */
    for (int p = 0; p < b->players; p++)
        b->lineup[p] = p < o->nlevels - 1 ? p : o->nlevels - 1;
    return 0;
}

/* Whether the engine takes `rules` at `players` (the rest of the config as
 * given): a table of several rule sets or player counts skips the
 * combinations a rule set does not have (classic at 8 players), quietly
 * when the caller asked for every rule set, with a note otherwise. */
static int combination_ok(const game_ops *ops, const arena_opts *o, int players,
                          const char *rules)
{
    json_t *j = o->config ? json_loads(o->config, 0, NULL) : json_object();
    if (!json_is_object(j)) {
        json_decref(j);
        return 1; /* make_block reports the bad --config */
    }
    if (players)
        json_object_set_new(j, "players", json_integer(players));
    if (rules)
        json_object_set_new(j, "rules", json_string(rules));
    void *cfg = calloc(1, ops->config_size);
    game_err e = {0};
    int ok = !cfg || ops->config_from_json(cfg, j, &e) == 0;
    free(cfg);
    json_decref(j);
    if (!ok && !o->rules_all)
        fprintf(stderr, "guildhall arena: no table of %d players under %s: %s\n", players,
                rules ? rules : "the default rules", e.msg);
    return ok;
}

static int make_blocks(const game_ops *ops, const arena_opts *o, arena_run *r)
{
    int nrules = o->nrules ? o->nrules : 1;
    int ntables = 0;
    for (int n = 0; n <= GAME_MAX_SEATS; n++)
        ntables += o->players_mask ? !!(o->players_mask & (1u << n)) : n == 0;
    ntables *= nrules;
    for (int n = 0; n <= GAME_MAX_SEATS; n++) {
        if (o->players_mask ? !(o->players_mask & (1u << n)) : n != 0)
            continue;
        for (int k = 0; k < nrules; k++) {
            if (ntables > 1 && !combination_ok(ops, o, n, o->nrules ? o->rules[k] : NULL))
                continue;
            if (r->nblocks == ARENA_MAX_BLOCKS) {
                fprintf(stderr, "guildhall arena: at most %d tables (player counts × rule "
                        "sets) per run\n", ARENA_MAX_BLOCKS);
                return 2;
            }
            arena_block *b = &r->blocks[r->nblocks++];
            b->players = n;
            b->rules = o->nrules ? o->rules[k] : NULL;
            int rc = make_block(ops, o, b);
            if (rc)
                return rc;
        }
    }
    if (!r->nblocks) {
        fprintf(stderr, "guildhall arena: no table to play: the rule sets do not have these "
                "player counts\n");
        return 2;
    }
    return 0;
}

int cli_arena(int argc, char **argv)
{
    arena_opts o;
    char rules_store[256];
    int rc = parse_args(argc, argv, &o, rules_store, sizeof rules_store);
    if (rc)
        return rc == 1 ? 0 : rc;
    const game_ops *ops = game_find(o.game);
    if (!ops) {
        fprintf(stderr, "guildhall arena: unknown game '%s'\n", o.game);
        cli_list_games(stderr);
        return 2;
    }
    for (int i = 0; i < o.nlevels; i++)
        if (!bot_level_plays(o.levels[i].lv, ops)) {
            fprintf(stderr, "guildhall arena: --levels: %s\n", bot_level_refusal(o.levels[i].lv, ops));
            return 2;
        }
    json_t *catalog = NULL;
    if (o.rules_all && (rc = all_rules(ops, &o, &catalog)) != 0) {
        json_decref(catalog);
        return rc;
    }
    arena_run r = {.ops = ops, .o = &o};
    r.blocks = calloc(ARENA_MAX_BLOCKS, sizeof *r.blocks);
    if (!r.blocks) {
        fprintf(stderr, "guildhall arena: out of memory\n");
        rc = 1;
    } else if ((rc = make_blocks(ops, &o, &r)) == 0) {
        int bar = !o.json && !o.quiet && isatty(STDERR_FILENO);
        rc = arena_play(&r, bar);
        if (rc == 0 && o.json)
            arena_print_json(&r);
        else if (rc == 0 && !o.quiet)
            arena_print_text(&r);
    }
    for (int k = 0; r.blocks && k < r.nblocks; k++)
        free(r.blocks[k].cfg);
    free(r.blocks);
    json_decref(catalog); /* after the blocks: --rules all names point into it */
    return rc;
}
