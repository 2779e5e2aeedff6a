/* play_game.c — one game between bot levels from the command line, and the
 * pieces around it that `sim` and `arena` both need (see play_game.h). */
#include "cli/play_game.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "cli/args.h"
#include "core/rng.h"

/* A million iterations or a minute per decision is already more than a
 * game can wait for; larger values are typing mistakes. */
#define CLI_MAX_ITERATIONS 1000000
#define CLI_MAX_BUDGET_MS 60000

int cli_opt_bot_params(const char *cmd, int argc, char **argv, int *i, bot_params *p)
{
    const char *v;
    long long n;
    if (cli_opt_value(cmd, argc, argv, i, "--iterations", &v)) {
        if (!v || cli_parse_ll(cmd, "--iterations", v, 1, CLI_MAX_ITERATIONS, &n) < 0)
            return -1;
        p->iterations = (int)n;
        return 1;
    }
    if (cli_opt_value(cmd, argc, argv, i, "--budget", &v)) {
        if (!v || cli_parse_ll(cmd, "--budget", v, 1, CLI_MAX_BUDGET_MS, &n) < 0)
            return -1;
        p->budget_ms = (int)n;
        return 1;
    }
    return 0;
}

int cli_check_bot_params(const char *cmd, const bot_params *p)
{
    if (p->iterations > 0 && p->budget_ms > 0) {
        fprintf(stderr, "guildhall %s: give --iterations (reproducible) or --budget (time), "
                "not both\n", cmd);
        return -1;
    }
    return 0;
}

/* "2000" (iterations) or "250ms" (a time budget) -> p; 0 or -1. */
static int parse_effort(const char *text, bot_params *p)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *text == '-' || *text == '+' || v < 1)
        return -1;
    if (strcmp(end, "ms") == 0 && v <= CLI_MAX_BUDGET_MS) {
        *p = (bot_params){.budget_ms = (int)v};
        return 0;
    }
    if (*end == 0 && v <= CLI_MAX_ITERATIONS) {
        *p = (bot_params){.iterations = (int)v};
        return 0;
    }
    return -1;
}

int cli_parse_levels(const char *cmd, const char *option, const char *list, cli_level *levels,
                     int max, int *n)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    *n = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        if (*n == max) {
            fprintf(stderr, "guildhall %s: %s names at most %d levels, one per seat\n", cmd,
                    option, max);
            return -1;
        }
        cli_level *l = &levels[*n];
        memset(l, 0, sizeof *l);
        snprintf(l->label, sizeof l->label, "%s", tok);
        char *colon = strchr(tok, ':');
        if (colon)
            *colon = 0;
        l->lv = bot_level_find(tok);
        if (!l->lv) {
            fprintf(stderr, "guildhall %s: unknown level '%s' in %s (levels: %s)\n", cmd, tok,
                    option, bot_level_names());
            return -1;
        }
        if (colon && parse_effort(colon + 1, &l->effort) < 0) {
            fprintf(stderr, "guildhall %s: '%s' in %s: after the colon comes a number of "
                    "iterations (1 to %d) or of milliseconds ('250ms', 1 to %d)\n", cmd,
                    l->label, option, CLI_MAX_ITERATIONS, CLI_MAX_BUDGET_MS);
            return -1;
        }
        (*n)++;
    }
    if (!*n) {
        fprintf(stderr, "guildhall %s: %s is empty (levels: %s)\n", cmd, option,
                bot_level_names());
        return -1;
    }
    return 0;
}

int cli_levels_reproducible(const cli_level *levels, int n, const bot_params *common)
{
    for (int e = 0; e < n; e++) {
        const bot_params *p = levels[e].effort.iterations || levels[e].effort.budget_ms
                                  ? &levels[e].effort
                                  : common;
        if ((levels[e].lv->flags & BOT_SLOW) && p->iterations <= 0)
            return 0; /* searches against the clock */
    }
    return 1;
}

void cli_list_games(FILE *f)
{
    int n;
    const game_ops *const *all = game_all(&n);
    fprintf(f, "available games:");
    for (int i = 0; i < n; i++)
        fprintf(f, " %s", all[i]->name);
    fprintf(f, "\n");
}

int cli_make_config(const char *cmd, const game_ops *ops, const char *config_json, int players,
                    const char *rules, void *cfg)
{
    json_t *j;
    if (config_json) {
        json_error_t jerr;
        j = json_loads(config_json, JSON_REJECT_DUPLICATES, &jerr);
        if (!j) {
            fprintf(stderr, "guildhall %s: --config is not valid JSON: %s (column %d)\n", cmd,
                    jerr.text, jerr.column);
            return 2;
        }
        if (!json_is_object(j)) {
            fprintf(stderr, "guildhall %s: --config must be a JSON object\n", cmd);
            json_decref(j);
            return 2;
        }
    } else {
        j = json_object();
    }
    if (players)
        json_object_set_new(j, "players", json_integer(players));
    if (rules)
        json_object_set_new(j, "rules", json_string(rules));
    game_err e = {0};
    int rc = ops->config_from_json(cfg, j, &e);
    json_decref(j);
    if (rc < 0) {
        fprintf(stderr, "guildhall %s: bad %s configuration: %s\n", cmd, ops->name, e.msg);
        return 2;
    }
    return 0;
}

static void report_failure(const cli_table *t, const void *st, uint64_t seed, long long n,
                           int seat, const game_action *a, const char *what, const game_err *e)
{
    const game_ops *ops = t->ops;
    /* One fprintf per line: games on other threads may report too. */
    char where[48] = "";
    if (seat >= 0)
        snprintf(where, sizeof where, " (seat %d)", seat);
    fprintf(stderr, "guildhall %s: %s game seed %llu, action %lld%s: %s%s%s%s%s\n", t->cmd,
            ops->name, (unsigned long long)seed, n, where, what, e ? ": " : "", e ? e->name : "",
            e ? ": " : "", e ? e->msg : "");
    if (a && ops->action_to_json) {
        json_t *j = ops->action_to_json(st, a);
        char *txt = j ? json_dumps(j, JSON_COMPACT) : NULL;
        fprintf(stderr, "  action: %s (type %u, args %d %d %d)\n", txt ? txt : "?", a->type,
                a->a, a->b, a->c);
        free(txt);
        json_decref(j);
    }
}

long long cli_play_game(const cli_table *t, void *st, void *scratch, uint64_t seed,
                        uint64_t bot_seed)
{
    const game_ops *ops = t->ops;
    game_err e = {0};
    if (ops->setup(st, t->cfg, seed, &e) < 0) {
        report_failure(t, st, seed, 0, -1, NULL, "setup failed", &e);
        return -1;
    }
    if (t->check && ops->check(st, &e) < 0) {
        report_failure(t, st, seed, 0, -1, NULL, "invariant broken after setup", &e);
        return -1;
    }
    gh_rng rng;
    gh_rng_seed(&rng, bot_seed);
    /* A random seat plays through the engine's own random step (the same
     * game as choosing and applying, without re-checking the listed action:
     * sim runs at the bench's speed); --check keeps the checked path, which
     * also reports a listed action the engine refuses. */
    const bot_level *random_level = t->check ? NULL : bot_level_find("random");

    long long n = 0;
    int last_seat = -1, streak = 0;
    for (;;) {
        game_decision d;
        ops->pending(st, &d);
        streak = d.seat == last_seat ? streak + 1 : 1;
        last_seat = d.seat;
        if (d.finished)
            return n;
        if (n >= CLI_MAX_ACTIONS) {
            report_failure(t, st, seed, n, d.seat, NULL,
                           "no end after CLI_MAX_ACTIONS (100000) actions", NULL);
            return -1;
        }
        game_action a;
        const cli_level *l = d.seat >= 0 && d.seat < GAME_MAX_SEATS ? t->seat[d.seat] : NULL;
        bot_params params = t->params;
        if (l && (l->effort.iterations || l->effort.budget_ms))
            params = l->effort;
        params.streak = streak;
        if (l && l->lv == random_level && ops->play_random) {
            if (ops->play_random(st, &rng, &a) < 0) {
                report_failure(t, st, seed, n, d.seat, NULL,
                               "the deciding seat has no legal action", NULL);
                return -1;
            }
            n++;
            continue;
        }
        if (!l || bot_choose(l->lv, ops, st, d.seat, &rng, scratch, &params, &a) < 0) {
            report_failure(t, st, seed, n, d.seat, NULL,
                           "the deciding seat has no legal action", NULL);
            return -1;
        }
        if (ops->apply(st, d.seat, &a, NULL, &e) < 0) {
            report_failure(t, st, seed, n, d.seat, &a, "a legal action was refused", &e);
            return -1;
        }
        n++;
        if (t->check && ops->check(st, &e) < 0) {
            report_failure(t, st, seed, n, d.seat, &a, "invariant broken after action", &e);
            return -1;
        }
    }
}

double cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void cli_progress(long long done, long long total, double t0)
{
    char bar[31];
    int width = (int)sizeof bar - 1, fill = total ? (int)(done * width / total) : width;
    for (int i = 0; i < width; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[width] = '\0';
    double t = cli_now() - t0;
    fprintf(stderr, "\r[%s] %lld/%lld games  %.0f games/s ", bar, done, total,
            t > 0 ? (double)done / t : 0.0);
    fflush(stderr);
}
