/* search.c — single-observer ISMCTS over determinizations (see search.h).
 *
 * One decision: a root, then iterations until the budget is spent. Each
 * iteration draws a determinization of the seat's information set into
 * `scratch`, walks the tree applying the chosen actions to it, adds one
 * edge, plays the game out and backs the rewards up. Moves that are forced
 * (one legal action) are applied without a tree node: they would only
 * lengthen the path. Nothing here is global: two threads may search at
 * once with their own generators and scratch buffers. */
#include "bots/search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bots/heuristic.h"
#include "bots/random.h"
#include "bots/rollout.h"
#include "bots/search_tree.h"

/* Tree depth followed before the rest of an iteration is played out. */
#define SEARCH_MAX_DEPTH 256

/* The wall clock is read once per this many iterations (an iteration takes
 * ~0.1 ms at 4 players: the budget overshoots by about a millisecond). */
#define SEARCH_CLOCK_EVERY 8

/* Tuned constants (docs/ai.md "Search" gives the measurements). */
#define SEARCH_EXPLORE 0.7
#define SEARCH_BIAS 0.0
#define SEARCH_GUIDED 0
#define SEARCH_CUTOFF 0
#define SEARCH_TEMPERATURE 3.0

/* Nodes allocated at first for a time budget (the pool doubles as needed). */
#define SEARCH_INITIAL_NODES 4096

void search_defaults(search_opts *o, const bot_params *p)
{
    memset(o, 0, sizeof *o);
    o->iterations = p && p->iterations > 0 ? p->iterations : 0;
    o->budget_ms = p && p->budget_ms > 0 ? p->budget_ms : BOT_DEFAULT_BUDGET_MS;
    o->explore = SEARCH_EXPLORE;
    o->bias = SEARCH_BIAS;
    /* By budget (search.h SEARCH_HEURISTIC_FROM_MS): the heuristic's
     * playouts where time still buys strength, the cheap rollout policy
     * below that; iteration budgets at random (the documented rows). */
    o->playout = o->iterations                               ? SEARCH_PLAYOUT_RANDOM
                 : o->budget_ms >= SEARCH_HEURISTIC_FROM_MS ? SEARCH_PLAYOUT_HEURISTIC
                                                            : SEARCH_PLAYOUT_ROLLOUT;
    o->reward = SEARCH_REWARD_WIN;
    o->max_nodes = SEARCH_MAX_NODES;
    o->guided = SEARCH_GUIDED;
    o->cutoff = SEARCH_CUTOFF;
    o->temperature = SEARCH_TEMPERATURE;
    o->values = bot_heuristic_values;
    o->weights = bot_heuristic_weights;
    o->rollout = bot_rollout_pick;
}

static double monotonic_seconds(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One action of `acts` drawn with probability proportional to w (uniform
 * when every weight is zero). */
static int draw_weighted(gh_rng *rng, const float *w, int n)
{
    double total = 0;
    for (int i = 0; i < n; i++)
        total += w[i];
    if (!(total > 0))
        return (int)gh_rng_below(rng, (uint32_t)n);
    double x = (double)(gh_rng_next(rng) >> 11) * (1.0 / 9007199254740992.0) * total;
    for (int i = 0; i < n; i++) {
        x -= w[i];
        if (x < 0)
            return i;
    }
    return n - 1;
}

/* The policy's preference for each legal action (priors and guided
 * playouts): o->weights (the game's heuristic), or 1 for all in a game
 * without one. */
static void action_weights(const game_ops *ops, const void *st, int seat,
                           const game_action *acts, int n, const search_opts *o, float *w)
{
    if (o->weights && o->weights(ops, st, seat, acts, n, w) == 0)
        return;
    for (int i = 0; i < n; i++)
        w[i] = 1.0f;
}

/* One playout step by the rollout policy (o->rollout), uniform where it
 * has no opinion. Returns -1 when the game cannot go on. */
static int rollout_step(const game_ops *ops, void *st, int seat, gh_rng *rng,
                        const search_opts *o)
{
    game_action acts[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(ops, st, seat, acts);
    if (n == 0)
        return -1;
    int i = o->rollout ? o->rollout(ops, st, seat, acts, n, rng) : -1;
    if (i < 0 || i >= n)
        i = (int)gh_rng_below(rng, (uint32_t)n);
    game_err e;
    return ops->apply(st, seat, &acts[i], NULL, &e);
}

/* Plays the game in `st` on: the first o->guided actions (all of them with
 * SEARCH_PLAYOUT_HEURISTIC) drawn in proportion to the heuristic's
 * weights, the rest by the rollout policy with SEARCH_PLAYOUT_ROLLOUT, else
 * uniformly (the engine's own random step, the fastest); to the end, or
 * for o->cutoff actions when that is > 0. */
static void playout(const game_ops *ops, void *st, gh_rng *rng, const search_opts *o)
{
    game_action acts[BOT_MAX_ACTIONS];
    float w[BOT_MAX_ACTIONS];
    int limit = o->cutoff > 0 && o->cutoff < SEARCH_MAX_PLAYOUT ? o->cutoff : SEARCH_MAX_PLAYOUT;
    int guided = o->playout == SEARCH_PLAYOUT_HEURISTIC ? limit : o->guided;
    for (int k = 0; k < limit; k++) {
        game_decision d;
        ops->pending(st, &d);
        if (d.finished || d.seat < 0)
            return;
        if (k >= guided) {
            if (o->playout == SEARCH_PLAYOUT_ROLLOUT ? rollout_step(ops, st, d.seat, rng, o) < 0
                                                     : bot_random_play(ops, st, rng) < 0)
                return;
            continue;
        }
        int n = bot_legal_actions(ops, st, d.seat, acts);
        if (n == 0)
            return;
        action_weights(ops, st, d.seat, acts, n, o, w);
        game_action a = acts[draw_weighted(rng, w, n)];
        game_err e;
        if (ops->apply(st, d.seat, &a, NULL, &e) < 0)
            return; /* cannot happen for a listed action: score where it stands */
    }
}

/* A cut-off playout's rewards: each seat's share of exp(value / T) over the
 * heuristic's values (a soft "who is ahead"). Returns -1 when the game has
 * no evaluation. */
static int eval_rewards(const game_ops *ops, const void *st, const search_opts *o,
                        float r[GAME_MAX_SEATS])
{
    float v[GAME_MAX_SEATS];
    int n = o->values ? o->values(ops, st, v) : -1;
    if (n <= 0 || n > GAME_MAX_SEATS)
        return -1;
    double t = o->temperature > 0 ? o->temperature : 1.0, top = v[0], sum = 0, e[GAME_MAX_SEATS];
    for (int p = 1; p < n; p++)
        top = v[p] > top ? v[p] : top;
    for (int p = 0; p < n; p++)
        sum += e[p] = exp((v[p] - top) / t);
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        r[p] = p < n ? (float)(e[p] / sum) : 0.0f;
    return 0;
}

/* Each seat's reward in [0, 1] for the position `st`: from the outcome when
 * the game is over (or has no evaluation), else the heuristic's values. */
static void rewards(const game_ops *ops, const void *st, const search_opts *o,
                    float r[GAME_MAX_SEATS])
{
    int kind = o->reward;
    game_outcome oc;
    ops->outcome(st, &oc);
    if (!oc.finished && o->cutoff > 0 && eval_rewards(ops, st, o, r) == 0)
        return;
    int firsts = 0;
    for (int p = 0; p < oc.nseats; p++)
        firsts += oc.place[p] == 1;
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        if (p >= oc.nseats) {
            r[p] = 0;
            continue;
        }
        float win = oc.place[p] == 1 && firsts ? 1.0f / (float)firsts : 0.0f;
        if (kind != SEARCH_REWARD_MARGIN) {
            r[p] = win;
            continue;
        }
        int best_other = -1000000;
        for (int q = 0; q < oc.nseats; q++)
            if (q != p && oc.score[q] > best_other)
                best_other = oc.score[q];
        double m = oc.score[p] - best_other;
        /* Ahead by 10 points is worth 0.75 of the shaping, behind by 10 0.25. */
        float shaped = (float)(0.5 + 0.5 * m / (fabs(m) + 10.0));
        r[p] = 0.8f * win + 0.2f * shaped;
    }
}

/* One iteration's walk down the tree: the node indices passed (root first). */
typedef struct walk {
    int path[SEARCH_MAX_DEPTH + 1];
    int len;
} walk;

/* UCB1 with availability counts, plus the progressive bias. */
static double ucb(const tree_node *c, const search_opts *o)
{
    double n = c->visits;
    double q = c->reward / n;
    double avail = c->avail > 1 ? c->avail : 1;
    return q + o->explore * sqrt(log(avail) / n) + o->bias * c->prior / (n + 1.0);
}

/* Descends from the root through `buf`, applying the actions chosen, and
 * expands one edge when the node reached has an untried legal action. */
static void descend(const game_ops *ops, void *buf, search_tree *t, gh_rng *rng,
                    const search_opts *o, walk *wk)
{
    game_action acts[BOT_MAX_ACTIONS];
    int child[BOT_MAX_ACTIONS];
    float w[BOT_MAX_ACTIONS];
    int node = 0;
    wk->len = 0;
    wk->path[wk->len++] = 0;
    while (wk->len <= SEARCH_MAX_DEPTH) {
        game_decision d;
        ops->pending(buf, &d);
        if (d.finished || d.seat < 0)
            return;
        int n = bot_legal_actions(ops, buf, d.seat, acts);
        if (n == 0)
            return;
        game_err e;
        if (n == 1) { /* forced: no choice to learn */
            if (ops->apply(buf, d.seat, &acts[0], NULL, &e) < 0)
                return;
            continue;
        }
        int untried = 0;
        for (int i = 0; i < n; i++) {
            child[i] = tree_find(t, node, d.seat, &acts[i]);
            untried += child[i] == TREE_NONE;
        }
        int pick = -1;
        if (untried && t->used < t->limit) {
            /* Expand: the untried action the policy likes best (random
             * among equals), with its share of the policy as its prior. */
            action_weights(ops, buf, d.seat, acts, n, o, w);
            float total = 0, best = -1;
            int ties = 0;
            for (int i = 0; i < n; i++) {
                total += w[i];
                if (child[i] != TREE_NONE)
                    continue;
                if (w[i] > best) {
                    best = w[i];
                    pick = i;
                    ties = 1;
                } else if (w[i] == best && gh_rng_below(rng, (uint32_t)++ties) == 0) {
                    pick = i;
                }
            }
            float prior = total > 0 ? w[pick] / total : 1.0f / (float)n;
            child[pick] = tree_add(t, node, d.seat, &acts[pick], prior);
            if (child[pick] == TREE_NONE)
                pick = -1; /* the pool could not grow: select among the known */
        }
        for (int i = 0; i < n; i++)
            if (child[i] != TREE_NONE)
                t->n[child[i]].avail++;
        if (pick >= 0) {
            if (ops->apply(buf, d.seat, &acts[pick], NULL, &e) < 0)
                return;
            wk->path[wk->len++] = child[pick];
            return; /* a new leaf: the playout starts here */
        }
        /* Select: the best UCB among the edges legal in this
         * determinization (first in the legal list among equals). */
        double best = -1;
        for (int i = 0; i < n; i++) {
            if (child[i] == TREE_NONE)
                continue;
            const tree_node *c = &t->n[child[i]];
            double v = c->visits ? ucb(c, o) : 1e9;
            if (v > best) {
                best = v;
                pick = i;
            }
        }
        if (pick < 0)
            return; /* nothing known and no room: play out from here */
        if (ops->apply(buf, d.seat, &acts[pick], NULL, &e) < 0)
            return;
        node = child[pick];
        wk->path[wk->len++] = node;
    }
}

static void backup(search_tree *t, const walk *wk, const float r[GAME_MAX_SEATS])
{
    for (int i = 1; i < wk->len; i++) {
        tree_node *c = &t->n[wk->path[i]];
        c->visits++;
        c->reward += r[c->mover];
    }
}

/* The root's answer: the legal action (in `st`) visited most, the first in
 * the legal list among equals. */
static int best_root(const search_tree *t, int seat, const game_action *acts, int n)
{
    int pick = 0;
    uint32_t best = 0;
    for (int i = 0; i < n; i++) {
        int c = tree_find(t, 0, seat, &acts[i]);
        if (c != TREE_NONE && t->n[c].visits > best) {
            best = t->n[c].visits;
            pick = i;
        }
    }
    return pick;
}

int search_run(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
               const search_opts *o, game_action *out, search_stats *stats)
{
    search_stats local;
    if (!stats)
        stats = &local;
    memset(stats, 0, sizeof *stats);
    double (*now)(void *) = o->clock ? o->clock : monotonic_seconds;
    double t0 = now(o->clock_ctx);
    game_action acts[BOT_MAX_ACTIONS];
    int n = bot_legal_actions(ops, st, seat, acts);
    stats->root_actions = n;
    if (n == 0)
        return -1;
    if (n == 1) {
        *out = acts[0];
        stats->forced = 1;
        return 0;
    }
    int limit = o->max_nodes > 0 && o->max_nodes < SEARCH_MAX_NODES ? o->max_nodes
                                                                     : SEARCH_MAX_NODES;
    int initial = o->iterations > 0 ? o->iterations + 1 : SEARCH_INITIAL_NODES;
    search_tree t;
    if (tree_init(&t, initial, limit) < 0) {
        /* No memory for a tree: a legal move all the same. */
        *out = acts[gh_rng_below(rng, (uint32_t)n)];
        return 0;
    }
    double deadline = t0 + (o->budget_ms > 0 ? o->budget_ms : BOT_DEFAULT_BUDGET_MS) * 1e-3;
    walk wk;
    float r[GAME_MAX_SEATS];
    int it = 0;
    for (;; it++) {
        if (o->iterations > 0) {
            if (it >= o->iterations)
                break;
        } else if (it % SEARCH_CLOCK_EVERY == 0 && it > 0 && now(o->clock_ctx) >= deadline) {
            break;
        }
        /* The information set, sampled: a game without determinize (only
         * reachable by calling this directly) plans on `st` as given. */
        uint64_t seed = gh_rng_next(rng);
        if (!ops->determinize || ops->determinize(st, seat, seed, scratch) < 0)
            memcpy(scratch, st, ops->state_size);
        descend(ops, scratch, &t, rng, o, &wk);
        playout(ops, scratch, rng, o);
        rewards(ops, scratch, o, r);
        backup(&t, &wk, r);
    }
    *out = acts[best_root(&t, seat, acts, n)];
    stats->iterations = it;
    stats->nodes = t.used;
    tree_free(&t);
    stats->seconds = now(o->clock_ctx) - t0;
    return 0;
}

int bot_search_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
                      const bot_params *p, game_action *out)
{
    search_opts o;
    search_defaults(&o, p);
    return search_run(ops, st, seat, rng, scratch, &o, out, NULL);
}
