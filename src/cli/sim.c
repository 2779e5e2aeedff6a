/* sim.c — `guildhall sim`: plays many games between bots (random unless
 * --bots names levels per seat, to pit them against each other) and reports
 * statistics (speed, game length, wins by seat and by character), or one line
 * of final scores per game for the replay catalogue (tests/replay/).
 *
 * It owns the batch loop only. It is engine-agnostic: everything goes through
 * the game_ops table, and the figures that are not part of the interface
 * (the round number, the characters a winner held) are read from the engine's
 * debug_json dump when present and simply left out otherwise.
 *
 * Game i is dealt with seed S+i; the bot draws from its own generator, seeded
 * from a splitmix64 step of that game seed, so one (game, seed) pair names one
 * complete game — `--seed 17 --games 1` replays the 17th game of `--seed 1`. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "bots/bots.h"
#include "cli/args.h"
#include "cli/cli.h"
#include "cli/play_game.h"
#include "core/rng.h"
#include "game/game.h"

/* Distinct character names a report tracks; engines have far fewer. */
#define SIM_MAX_NAMES 64

typedef struct sim_opts {
    const char *game;
    int players;        /* 0: the engine's default */
    long long games;
    uint64_t seed;
    const char *config; /* extra JSON object, or NULL */
    const char *rules;  /* --rules: the config's "rules" (a rule set's name), or NULL */
    const char *kingdom; /* --kingdom a,b,…: the config's "kingdom" (a list of names), or NULL */
    const char *preset;  /* --preset NAME: the config's "preset", or NULL */
    int json, quiet, scores, check;
    cli_level bots[GAME_MAX_SEATS]; /* seat i plays bots[i % nbots] */
    int nbots;
    bot_params params; /* --iterations, --budget */
} sim_opts;

typedef struct name_count {
    char name[32];
    long long n;
} name_count;

typedef struct sim_stats {
    int nseats;
    long long games;
    long long actions, act_min, act_max;
    long long rounds, round_games, round_min, round_max;
    long long wins[GAME_MAX_SEATS];
    long long shared;
    name_count chars[SIM_MAX_NAMES];
    int nchars;
    double seconds;
} sim_stats;

/* ---- usage and argument parsing ---- */

static void usage(FILE *f)
{
    fprintf(f,
        "usage: guildhall sim GAME [options]\n"
        "\n"
        "Plays GAME (e.g. citadels) between random bots and reports statistics:\n"
        "games/s, actions and rounds per game, wins by seat and by the characters\n"
        "the winner held in the final round.\n"
        "\n"
        "options:\n"
        "  --players N    number of seats (default: the game's default)\n"
        "  --games K      number of games to play (default 100)\n"
        "  --seed S       seed of the first game; game i uses seed S+i (default 1)\n"
        "  --config JSON  extra game configuration, a JSON object merged with\n"
        "                 {\"players\": N}; --players wins over its \"players\"\n"
        "  --rules NAME   the rule set (citadels: 2016, 2016-actions, classic,\n"
        "                 dark-city, online-classic, online-dark-city); wins over\n"
        "                 the \"rules\" of --config\n"
        "  --kingdom LIST the config's \"kingdom\": card names, comma-separated\n"
        "                 (dominion: ten wire names, e.g. cellar,market,…)\n"
        "  --preset NAME  the config's \"preset\" (dominion: a recommended set of\n"
        "                 ten, e.g. first-game; GET /api/catalog/dominion lists them)\n"
        "  --bots LIST    bot levels by seat, comma-separated (%s);\n"
        "                 seat i plays LIST[i mod length] (default random)\n"
        "%s"
        "  --check        verify the engine's invariants after every action\n"
        "  --scores       print one line per game: 'seed S: SCORE0 SCORE1 ... winner W'\n"
        "                 (W is a seat, or seats joined by '+' when first place is shared)\n"
        "  --json         print the report as one JSON object (with --scores, the\n"
        "                 per-game lines go into its \"per_game\" array instead)\n"
        "  --quiet        no progress bar and no text report (--scores lines, --json\n"
        "                 output and errors are still printed)\n"
        "  --help         show this help\n"
        "\n"
        CLI_LEVELS_HELP
        "\n"
        "Exit status: 0 all games finished, 1 an engine error (failed action, broken\n"
        "invariant, game without end), 2 bad arguments.\n",
        bot_level_names(), CLI_BOT_PARAMS_HELP);
}

/* Returns 0 to run, 1 when --help was answered, 2 on a bad argument. */
static int parse_args(int argc, char **argv, sim_opts *o)
{
    memset(o, 0, sizeof *o);
    o->games = 100;
    o->seed = 1;
    o->bots[0] = (cli_level){.lv = bot_level_find("random"), .label = "random"};
    o->nbots = 1;
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
        } else if (strcmp(a, "--scores") == 0) {
            o->scores = 1;
        } else if (strcmp(a, "--check") == 0) {
            o->check = 1;
        } else if (cli_opt_value("sim", argc, argv, &i, "--players", &v)) {
            if (!v || cli_parse_ll("sim", "--players", v, 1, GAME_MAX_SEATS, &n) < 0)
                return 2;
            o->players = (int)n;
        } else if (cli_opt_value("sim", argc, argv, &i, "--games", &v)) {
            if (!v || cli_parse_ll("sim", "--games", v, 1, 1000000000LL, &n) < 0)
                return 2;
            o->games = n;
        } else if (cli_opt_value("sim", argc, argv, &i, "--seed", &v)) {
            if (!v || cli_parse_u64("sim", "--seed", v, &o->seed) < 0)
                return 2;
        } else if ((m = cli_opt_bot_params("sim", argc, argv, &i, &o->params)) != 0) {
            if (m < 0)
                return 2;
        } else if (cli_opt_value("sim", argc, argv, &i, "--bots", &v)) {
            if (!v ||
                cli_parse_levels("sim", "--bots", v, o->bots, GAME_MAX_SEATS, &o->nbots) < 0)
                return 2;
        } else if (cli_opt_value("sim", argc, argv, &i, "--config", &v)) {
            if (!v)
                return 2;
            o->config = v;
        } else if (cli_opt_value("sim", argc, argv, &i, "--kingdom", &v)) {
            if (!v)
                return 2;
            o->kingdom = v;
        } else if (cli_opt_value("sim", argc, argv, &i, "--preset", &v)) {
            if (!v)
                return 2;
            o->preset = v;
        } else if (cli_opt_value("sim", argc, argv, &i, "--rules", &v)) {
            if (!v)
                return 2;
            o->rules = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "guildhall sim: unknown option '%s' (see guildhall sim --help)\n", a);
            return 2;
        } else if (!o->game) {
            o->game = a;
        } else {
            fprintf(stderr, "guildhall sim: unexpected argument '%s' (one GAME only)\n", a);
            return 2;
        }
    }
    if (cli_check_bot_params("sim", &o->params) < 0)
        return 2;
    if (!o->game) {
        fprintf(stderr, "guildhall sim: which game? (e.g. guildhall sim citadels)\n");
        usage(stderr);
        return 2;
    }
    return 0;
}

/* --config with --kingdom and --preset set as its keys (they win over the
 * object's own): a new string in *out, or NULL when neither was given. The
 * keys mean whatever the engine's config says; sim does not know them. */
static int config_with_keys(const sim_opts *o, char **out)
{
    *out = NULL;
    if (!o->kingdom && !o->preset)
        return 0;
    json_t *j = o->config ? json_loads(o->config, 0, NULL) : json_object();
    if (!json_is_object(j)) {
        json_decref(j);
        fprintf(stderr, "guildhall sim: --config must be a JSON object\n");
        return 2;
    }
    if (o->kingdom) {
        json_t *list = json_array();
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", o->kingdom);
        for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
             tok = strtok_r(NULL, ",", &save))
            json_array_append_new(list, json_string(tok));
        json_object_set_new(j, "kingdom", list);
    }
    if (o->preset)
        json_object_set_new(j, "preset", json_string(o->preset));
    *out = json_dumps(j, JSON_COMPACT);
    json_decref(j);
    return *out ? 0 : 1;
}

/* Every --bots level plays this game (a strategy level plays only the
 * games whose engine offers it: bots.h). */
static int check_levels(const game_ops *ops, const sim_opts *o)
{
    for (int i = 0; i < o->nbots; i++)
        if (!bot_level_plays(o->bots[i].lv, ops)) {
            fprintf(stderr, "guildhall sim: --bots: %s\n", bot_level_refusal(o->bots[i].lv, ops));
            return 2;
        }
    return 0;
}

/* ---- statistics ---- */

static void count_name(sim_stats *s, const char *name)
{
    for (int i = 0; i < s->nchars; i++)
        if (strcmp(s->chars[i].name, name) == 0) {
            s->chars[i].n++;
            return;
        }
    if (s->nchars == SIM_MAX_NAMES)
        return; /* more names than any engine has: drop rather than fail a run */
    name_count *c = &s->chars[s->nchars++];
    snprintf(c->name, sizeof c->name, "%s", name);
    c->n = 1;
}

/* Round count and the winner's characters, from the engine's summary (the
 * few fields of its debug dump that say them), else from the whole dump. */
static void record_debug(const game_ops *ops, const void *st, const game_outcome *out,
                         sim_stats *s)
{
    json_t *(*dump)(const void *) = ops->summary_json ? ops->summary_json : ops->debug_json;
    if (!dump)
        return;
    json_t *d = dump(st);
    if (!d)
        return;
    json_t *r = json_object_get(d, "round");
    if (json_is_integer(r)) {
        long long v = json_integer_value(r);
        if (s->round_games == 0 || v < s->round_min)
            s->round_min = v;
        if (s->round_games == 0 || v > s->round_max)
            s->round_max = v;
        s->rounds += v;
        s->round_games++;
    }
    if (out->winner >= 0) {
        json_t *p = json_array_get(json_object_get(d, "players"), (size_t)out->winner);
        json_t *chars = json_object_get(p, "characters");
        size_t i;
        json_t *c;
        json_array_foreach(chars, i, c) {
            if (json_is_string(c))
                count_name(s, json_string_value(c));
        }
    }
    json_decref(d);
}

static void record_outcome(const game_outcome *out, long long actions, sim_stats *s)
{
    if (s->games == 0 || actions < s->act_min)
        s->act_min = actions;
    if (s->games == 0 || actions > s->act_max)
        s->act_max = actions;
    s->actions += actions;
    s->games++;
    if (out->nseats > s->nseats)
        s->nseats = out->nseats;
    if (out->winner >= 0 && out->winner < GAME_MAX_SEATS)
        s->wins[out->winner]++;
    else
        s->shared++;
}

/* "2", or "0+3" when first place is shared. */
static void winner_str(const game_outcome *out, char *buf, size_t len)
{
    if (out->winner >= 0) {
        snprintf(buf, len, "%d", out->winner);
        return;
    }
    size_t k = 0;
    buf[0] = '\0';
    for (int p = 0; p < out->nseats && p < GAME_MAX_SEATS; p++)
        if (out->place[p] == 1 && k + 4 < len)
            k += (size_t)snprintf(buf + k, len - k, "%s%d", k ? "+" : "", p);
    if (k == 0)
        snprintf(buf, len, "none");
}

static int by_count_desc(const void *pa, const void *pb)
{
    const name_count *a = pa, *b = pb;
    if (a->n != b->n)
        return a->n < b->n ? 1 : -1;
    return strcmp(a->name, b->name);
}

/* ---- output ---- */

static double pct(long long n, long long of)
{
    return of ? 100.0 * (double)n / (double)of : 0.0;
}

static void print_text(const game_ops *ops, const sim_opts *o, sim_stats *s)
{
    double g = (double)s->games;
    printf("%s: %d players, %lld games, seeds %llu..%llu%s\n", ops->name, s->nseats, s->games,
           (unsigned long long)o->seed, (unsigned long long)(o->seed + (uint64_t)s->games - 1),
           o->check ? " (invariants checked after every action)" : "");
    printf("wall time      %.3f s  (%.0f games/s, %.0f actions/s)\n", s->seconds,
           s->seconds > 0 ? g / s->seconds : 0.0,
           s->seconds > 0 ? (double)s->actions / s->seconds : 0.0);
    printf("actions/game   mean %.1f  min %lld  max %lld\n", (double)s->actions / g, s->act_min,
           s->act_max);
    if (s->round_games)
        printf("rounds/game    mean %.2f  min %lld  max %lld\n",
               (double)s->rounds / (double)s->round_games, s->round_min, s->round_max);
    printf("bots          ");
    for (int p = 0; p < s->nseats; p++)
        printf(" %d: %s", p, o->bots[p % o->nbots].label);
    printf("\n");
    printf("wins by seat  ");
    for (int p = 0; p < s->nseats; p++)
        printf(" %d: %lld (%.1f%%)", p, s->wins[p], pct(s->wins[p], s->games));
    printf("  shared: %lld (%.1f%%)\n", s->shared, pct(s->shared, s->games));
    if (s->nchars) {
        qsort(s->chars, (size_t)s->nchars, sizeof s->chars[0], by_count_desc);
        long long decided = s->games - s->shared;
        printf("wins by character (held by the winner in the final round; %% of %lld "
               "games with one winner):\n", decided);
        for (int i = 0; i < s->nchars; i++)
            printf("  %-14s %6lld  (%.1f%%)\n", s->chars[i].name, s->chars[i].n,
                   pct(s->chars[i].n, decided));
    }
}

static json_t *stats_json(const game_ops *ops, const sim_opts *o, const void *cfg, sim_stats *s)
{
    double g = (double)s->games;
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string(ops->name));
    if (ops->config_to_json)
        json_object_set_new(j, "config", ops->config_to_json(cfg));
    json_object_set_new(j, "players", json_integer(s->nseats));
    json_object_set_new(j, "games", json_integer(s->games));
    json_object_set_new(j, "seed", json_integer((json_int_t)o->seed));
    json_object_set_new(j, "checked", json_boolean(o->check));
    json_t *bots = json_array();
    for (int p = 0; p < s->nseats; p++)
        json_array_append_new(bots, json_string(o->bots[p % o->nbots].label));
    json_object_set_new(j, "bots", bots);
    json_object_set_new(j, "wall_seconds", json_real(s->seconds));
    json_object_set_new(j, "games_per_second",
                        json_real(s->seconds > 0 ? g / s->seconds : 0.0));
    json_object_set_new(j, "actions_per_second",
                        json_real(s->seconds > 0 ? (double)s->actions / s->seconds : 0.0));

    json_t *a = json_object();
    json_object_set_new(a, "mean", json_real((double)s->actions / g));
    json_object_set_new(a, "min", json_integer(s->act_min));
    json_object_set_new(a, "max", json_integer(s->act_max));
    json_object_set_new(j, "actions_per_game", a);

    if (s->round_games) {
        json_t *r = json_object();
        json_object_set_new(r, "mean", json_real((double)s->rounds / (double)s->round_games));
        json_object_set_new(r, "min", json_integer(s->round_min));
        json_object_set_new(r, "max", json_integer(s->round_max));
        json_object_set_new(j, "rounds_per_game", r);
    } else {
        json_object_set_new(j, "rounds_per_game", json_null());
    }

    json_t *w = json_array();
    for (int p = 0; p < s->nseats; p++)
        json_array_append_new(w, json_integer(s->wins[p]));
    json_object_set_new(j, "wins_by_seat", w);
    json_object_set_new(j, "shared", json_integer(s->shared));

    qsort(s->chars, (size_t)s->nchars, sizeof s->chars[0], by_count_desc);
    json_t *c = json_object();
    for (int i = 0; i < s->nchars; i++)
        json_object_set_new(c, s->chars[i].name, json_integer(s->chars[i].n));
    json_object_set_new(j, "wins_by_character", c);
    return j;
}

static json_t *score_json(uint64_t seed, const game_outcome *out)
{
    json_t *j = json_object();
    json_t *sc = json_array();
    json_object_set_new(j, "seed", json_integer((json_int_t)seed));
    for (int p = 0; p < out->nseats && p < GAME_MAX_SEATS; p++)
        json_array_append_new(sc, json_integer(out->score[p]));
    json_object_set_new(j, "scores", sc);
    if (out->winner >= 0) {
        json_object_set_new(j, "winner", json_integer(out->winner));
    } else {
        json_t *w = json_array();
        for (int p = 0; p < out->nseats && p < GAME_MAX_SEATS; p++)
            if (out->place[p] == 1)
                json_array_append_new(w, json_integer(p));
        json_object_set_new(j, "winner", w);
    }
    return j;
}

static void print_scores(uint64_t seed, const game_outcome *out)
{
    char w[64];
    winner_str(out, w, sizeof w);
    printf("seed %llu:", (unsigned long long)seed);
    for (int p = 0; p < out->nseats && p < GAME_MAX_SEATS; p++)
        printf(" %d", out->score[p]);
    printf(" winner %s\n", w);
}

/* ---- the command ---- */

static int run(const game_ops *ops, const sim_opts *o, const void *cfg, void *st, void *scratch)
{
    sim_stats *s = calloc(1, sizeof *s);
    json_t *per_game = o->json && o->scores ? json_array() : NULL;
    int bar = !o->quiet && isatty(STDERR_FILENO);
    int rc = 0;
    if (!s) {
        fprintf(stderr, "guildhall sim: out of memory\n");
        return 1;
    }
    cli_table table = {.cmd = "sim", .ops = ops, .cfg = cfg, .params = o->params,
                       .check = o->check};
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        table.seat[p] = &o->bots[p % o->nbots];
    long long step = o->games / 200 > 0 ? o->games / 200 : 1;
    double t0 = cli_now();
    for (long long i = 0; i < o->games; i++) {
        uint64_t seed = o->seed + (uint64_t)i;
        uint64_t x = seed;
        long long n = cli_play_game(&table, st, scratch, seed, gh_splitmix64(&x));
        if (n < 0) {
            rc = 1;
            break;
        }
        game_outcome out;
        memset(&out, 0, sizeof out);
        ops->outcome(st, &out);
        if (!out.finished) {
            fprintf(stderr, "guildhall sim: %s game seed %llu: pending says finished but the "
                    "outcome does not\n", ops->name, (unsigned long long)seed);
            rc = 1;
            break;
        }
        record_outcome(&out, n, s);
        record_debug(ops, st, &out, s);
        if (per_game)
            json_array_append_new(per_game, score_json(seed, &out));
        else if (o->scores)
            print_scores(seed, &out);
        if (bar && ((i + 1) % step == 0 || i + 1 == o->games))
            cli_progress(i + 1, o->games, t0);
    }
    s->seconds = cli_now() - t0;
    if (bar)
        fprintf(stderr, "\n");

    if (rc == 0) {
        if (o->json) {
            json_t *j = stats_json(ops, o, cfg, s);
            if (per_game)
                json_object_set(j, "per_game", per_game);
            json_dumpf(j, stdout, JSON_INDENT(2) | JSON_REAL_PRECISION(10));
            printf("\n");
            json_decref(j);
        } else if (!o->quiet) {
            print_text(ops, o, s);
        }
    }
    json_decref(per_game);
    free(s);
    return rc;
}

int cli_sim(int argc, char **argv)
{
    sim_opts o;
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc == 1 ? 0 : rc;

    const game_ops *ops = game_find(o.game);
    if (!ops) {
        fprintf(stderr, "guildhall sim: unknown game '%s'\n", o.game);
        cli_list_games(stderr);
        return 2;
    }
    /* Flat blocks of the engine's advertised sizes: the only memory a run needs. */
    void *cfg = calloc(1, ops->config_size);
    void *st = calloc(1, ops->state_size);
    void *scratch = calloc(1, ops->state_size); /* the greedy bot's look-ahead */
    char *keyed = NULL;
    if (!cfg || !st || !scratch) {
        fprintf(stderr, "guildhall sim: out of memory\n");
        rc = 1;
    } else if ((rc = check_levels(ops, &o)) == 0 && (rc = config_with_keys(&o, &keyed)) == 0 &&
               (rc = cli_make_config("sim", ops, keyed ? keyed : o.config, o.players, o.rules,
                                     cfg)) == 0) {
        rc = run(ops, &o, cfg, st, scratch);
    }
    free(keyed);
    free(scratch);
    free(st);
    free(cfg);
    return rc;
}
