/* arena_report.c — the arena's figures: per block (player count, rule set)
 * and lineup entry, the win rate with its Wilson 95 % interval, the mean
 * score and the mean margin over the best other seat, as text or JSON. */
#include <math.h>
#include <stdio.h>

#include <jansson.h>

#include "cli/arena.h"

/* z for a two-sided 95 % interval. */
#define Z95 1.959963984540054

void arena_wilson(double wins, long long n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    /* Wilson rather than the normal approximation: it stays inside [0, 1]
     * and keeps its coverage for rates near 0 or 1 and small n. */
    double nn = (double)n, p = wins / nn, z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    double half = Z95 / (1 + z2 / nn) * sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

/* The figures of one entry of one block. */
typedef struct entry_fig {
    int seats;
    double wins, rate, lo, hi, parity, score, margin;
} entry_fig;

static entry_fig figures(const arena_run *r, const arena_block *b, int e)
{
    const arena_tally *t = &b->tally;
    entry_fig f = {0};
    for (int p = 0; p < b->players; p++)
        f.seats += b->lineup[p] == e;
    f.wins = (double)t->wins[e] / ARENA_WIN_UNIT;
    f.rate = t->games ? f.wins / (double)t->games : 0.0;
    arena_wilson(f.wins, t->games, &f.lo, &f.hi);
    f.parity = (double)f.seats / b->players;
    if (t->seat_games[e]) {
        f.score = (double)t->score[e] / (double)t->seat_games[e];
        f.margin = (double)t->margin[e] / (double)t->seat_games[e];
    }
    (void)r;
    return f;
}

static int reproducible(const arena_opts *o)
{
    return cli_levels_reproducible(o->levels, o->nlevels, &o->params);
}

static long long deals(const arena_block *b)
{
    return (b->tally.games + b->players - 1) / b->players;
}

void arena_print_text(const arena_run *r)
{
    const arena_opts *o = r->o;
    char effort[48] = "each level's default effort";
    if (o->params.iterations)
        snprintf(effort, sizeof effort, "%d iterations per decision", o->params.iterations);
    else if (o->params.budget_ms)
        snprintf(effort, sizeof effort, "%d ms per decision", o->params.budget_ms);
    printf("%s arena: %lld games per table, seed %llu, %s%s\n", r->ops->name, o->games,
           (unsigned long long)o->seed, effort,
           reproducible(o) ? "" : " (timed search: the figures vary between runs)");
    for (int k = 0; k < r->nblocks; k++) {
        const arena_block *b = &r->blocks[k];
        printf("\n%d players, rules %s: %lld games (%lld deals, each from every seat), "
               "%.1f actions/game\n", b->players, b->rules_name, b->tally.games, deals(b),
               b->tally.games ? (double)b->tally.actions / (double)b->tally.games : 0.0);
        printf("  %-14s %5s %9s %8s  %-17s %6s %7s %7s\n", "level", "seats", "wins", "win %",
               "95 % interval", "parity", "score", "margin");
        for (int e = 0; e < o->nlevels; e++) {
            entry_fig f = figures(r, b, e);
            if (!f.seats)
                continue;
            char name[48]; /* "12 " and a label of up to 31 bytes */
            snprintf(name, sizeof name, "%d %s", e, o->levels[e].label);
            printf("  %-14s %5d %9.2f %7.1f%%  [%5.1f%%, %5.1f%%] %5.1f%% %7.2f %+7.2f\n", name,
                   f.seats, f.wins, 100 * f.rate, 100 * f.lo, 100 * f.hi, 100 * f.parity,
                   f.score, f.margin);
        }
        printf("  wins by seat  ");
        for (int s = 0; s < b->players; s++)
            printf(" %d: %.1f%%", s,
                   b->tally.games ? 100.0 * (double)b->tally.seat_wins[s] / ARENA_WIN_UNIT /
                                        (double)b->tally.games
                                  : 0.0);
        printf("\n");
    }
    printf("\nwin %%: games won (a first place shared by k seats counts 1/k of a win);\n"
           "parity: the win %% of a level no stronger than the others (its share of the "
           "seats);\nscore: mean final score per seat; margin: mean of its score minus the "
           "best other score.\n");
}

static json_t *entry_json(const arena_run *r, const arena_block *b, int e)
{
    const arena_tally *t = &b->tally;
    entry_fig f = figures(r, b, e);
    json_t *j = json_object();
    json_object_set_new(j, "entry", json_integer(e));
    json_object_set_new(j, "level", json_string(r->o->levels[e].label));
    json_object_set_new(j, "seats", json_integer(f.seats));
    json_object_set_new(j, "wins", json_real(f.wins));
    json_object_set_new(j, "win_rate", json_real(f.rate));
    json_t *ci = json_array();
    json_array_append_new(ci, json_real(f.lo));
    json_array_append_new(ci, json_real(f.hi));
    json_object_set_new(j, "ci95", ci);
    json_object_set_new(j, "parity", json_real(f.parity));
    json_object_set_new(j, "mean_score", json_real(f.score));
    json_object_set_new(j, "mean_margin", json_real(f.margin));
    json_t *seated = json_array();
    for (int s = 0; s < b->players; s++)
        json_array_append_new(seated, json_integer(t->seated[e][s]));
    json_object_set_new(j, "games_by_seat", seated);
    return j;
}

void arena_print_json(const arena_run *r)
{
    const arena_opts *o = r->o;
    json_t *j = json_object();
    json_object_set_new(j, "game", json_string(r->ops->name));
    json_object_set_new(j, "seed", json_integer((json_int_t)o->seed));
    json_object_set_new(j, "games", json_integer(o->games));
    json_t *lv = json_array();
    for (int e = 0; e < o->nlevels; e++)
        json_array_append_new(lv, json_string(o->levels[e].label));
    json_object_set_new(j, "levels", lv);
    json_object_set_new(j, "iterations", json_integer(o->params.iterations));
    json_object_set_new(j, "budget_ms", json_integer(o->params.budget_ms));
    json_object_set_new(j, "reproducible", json_boolean(reproducible(o)));
    json_t *blocks = json_array();
    for (int k = 0; k < r->nblocks; k++) {
        const arena_block *b = &r->blocks[k];
        json_t *bj = json_object();
        json_object_set_new(bj, "players", json_integer(b->players));
        json_object_set_new(bj, "rules", json_string(b->rules_name));
        if (r->ops->config_to_json)
            json_object_set_new(bj, "config", r->ops->config_to_json(b->cfg));
        json_object_set_new(bj, "games", json_integer(b->tally.games));
        json_object_set_new(bj, "deals", json_integer(deals(b)));
        json_object_set_new(bj, "actions_per_game",
                            json_real(b->tally.games ? (double)b->tally.actions /
                                                           (double)b->tally.games
                                                     : 0.0));
        json_t *lineup = json_array();
        for (int p = 0; p < b->players; p++)
            json_array_append_new(lineup, json_integer(b->lineup[p]));
        json_object_set_new(bj, "lineup", lineup);
        json_t *entries = json_array();
        for (int e = 0; e < o->nlevels; e++)
            json_array_append_new(entries, entry_json(r, b, e));
        json_object_set_new(bj, "entries", entries);
        json_t *sw = json_array();
        for (int s = 0; s < b->players; s++)
            json_array_append_new(sw, json_real((double)b->tally.seat_wins[s] / ARENA_WIN_UNIT));
        json_object_set_new(bj, "wins_by_seat", sw);
        json_array_append_new(blocks, bj);
    }
    json_object_set_new(j, "blocks", blocks);
    /* How this run went, not what it found: differs between runs. */
    json_t *run = json_object();
    json_object_set_new(run, "threads", json_integer(o->threads));
    json_object_set_new(run, "wall_seconds", json_real(r->seconds));
    json_object_set_new(j, "run", run);
    json_dumpf(j, stdout, JSON_INDENT(2) | JSON_REAL_PRECISION(10));
    printf("\n");
    json_decref(j);
}
