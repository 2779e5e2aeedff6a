/* search.h — the `search` bot level: information-set Monte Carlo tree search
 * (ISMCTS, single observer, Cowling, Powley & Whitehouse 2012).
 *
 * The level never sees the true state: bot_choose hands it one
 * determinization of the seat's view, and every iteration re-determinizes
 * that copy (ops->determinize depends only on what the seat may know, so
 * this samples the seat's information set afresh). One tree is shared by
 * all the determinizations: an edge is (the seat that moves, its action);
 * a determinization in which an edge's action is not legal simply does not
 * offer it, and selection uses availability counts (UCB over how often an
 * edge could have been chosen, not how often its parent was visited).
 * Every edge keeps its reward from the point of view of the seat that
 * takes it, so the same tree plans for the searching seat and models its
 * opponents as players who want to win too.
 *
 * Iteration: determinize → descend (UCB, progressive bias from the game's
 * heuristic when it has one) → expand one edge → play out (by default
 * heuristic-weighted with a time budget of SEARCH_HEURISTIC_FROM_MS or
 * more, by the game's cheap rollout policy with a shorter one, uniform
 * with an iteration budget; or heuristic-weighted for the first `guided` moves; to the
 * end, or `cutoff` moves and scored by the heuristic's evaluation) → back
 * the per-seat rewards up the path.
 * The move returned is the root action with the most visits.
 *
 * Generic: it talks to the game through game_ops only (no Citadels header).
 * Thread-safe: no globals, no static buffers; the tree is a bounded node
 * pool allocated per decision and freed before returning. */
#ifndef GH_BOTS_SEARCH_H
#define GH_BOTS_SEARCH_H

#include "bots/bots.h"
#include "core/rng.h"
#include "game/game.h"

/* The most tree nodes one decision may hold (one node per iteration at
 * most): 262 144 nodes of 36 bytes, 9 MiB. When the pool is full the search
 * goes on without growing the tree (deeper playouts from its leaves). */
#define SEARCH_MAX_NODES (1 << 18)

/* Actions a playout may take before it is scored where it stands (a game
 * that never ends would be an engine bug; a Citadels game takes ~250). */
#define SEARCH_MAX_PLAYOUT 4000

/* A time budget of at least this many milliseconds plays out with the
 * heuristic's weights, a shorter one with the game's cheap rollout policy;
 * an iteration budget plays out at random unless told otherwise
 * (search_opts.playout). Heuristic playouts cost nine random ones and keep
 * gaining with budget (~1 s); rollout ones cost 1.4 random ones and, at
 * equal cost, beat them at ~0.1 s (docs/ai.md, "Playouts by budget", "A
 * cheap rollout policy"). */
#define SEARCH_HEURISTIC_FROM_MS 500

enum search_playout {
    SEARCH_PLAYOUT_RANDOM = 0,    /* bot_random_choose: uniform, fastest */
    SEARCH_PLAYOUT_HEURISTIC = 1, /* sample proportional to the heuristic's weights */
    SEARCH_PLAYOUT_ROLLOUT = 2,   /* the game's cheap policy (rollout.h; `rollout` hook) */
};

enum search_reward {
    SEARCH_REWARD_WIN = 0,    /* 1 for first place, shared first split evenly, else 0 */
    SEARCH_REWARD_MARGIN = 1, /* 0.8 × the above + 0.2 × a squashed score margin */
};

/* Everything the search can be told; bot_search_defaults fills it. */
typedef struct search_opts {
    int iterations;  /* > 0: exactly this many iterations */
    int budget_ms;   /* else: stop after this much wall-clock time (CLOCK_MONOTONIC) */
    double explore;  /* UCB exploration constant c */
    double bias;     /* progressive bias weight (0: none): bias × prior / (visits + 1) */
    int playout;     /* enum search_playout */
    int reward;      /* enum search_reward */
    int max_nodes;   /* node pool limit, at most SEARCH_MAX_NODES */
    /* Playout actions drawn from the heuristic's weights before the rest
     * go uniform (0: none; SEARCH_PLAYOUT_HEURISTIC guides them all). */
    int guided;
    /* > 0: a playout stops after this many actions and the position is
     * scored by `values` (each seat's share of exp(value / temperature));
     * 0: played to the end. Without an evaluation (values NULL or -1) a
     * playout is always played to the end. */
    int cutoff;
    double temperature; /* in the evaluation's points; > 0 */
    /* Each seat's value in `st` (heuristic.h bot_heuristic_values by
     * default): returns the number of seats, or -1. */
    int (*values)(const game_ops *ops, const void *st, float *v);
    /* The policy's weight for each legal action (priors, guided playouts;
     * heuristic.h bot_heuristic_weights by default): returns 0, or -1 for
     * none (every action then weighs the same). */
    int (*weights)(const game_ops *ops, const void *st, int seat, const game_action *acts, int n,
                   float *w);
    /* SEARCH_PLAYOUT_ROLLOUT's policy: the index of the action `seat`
     * takes among its legal acts[0..n-1], or -1 for none (the step is then
     * uniform); rollout.h bot_rollout_pick by default. Playout actions past
     * the first `guided` use it. */
    int (*rollout)(const game_ops *ops, const void *st, int seat, const game_action *acts, int n,
                   gh_rng *rng);
    /* The clock a time budget is measured on, in seconds (NULL:
     * CLOCK_MONOTONIC). Tests give a clock of their own so that "the
     * budget is respected" is checked without measuring time. */
    double (*clock)(void *ctx);
    void *clock_ctx;
} search_opts;

/* What one decision did (for benchmarks and tests). */
typedef struct search_stats {
    int iterations;
    int nodes;        /* tree nodes used, root included */
    int root_actions; /* legal actions at the root */
    int forced;       /* 1: one legal action, returned without searching */
    double seconds;   /* wall-clock time of the decision */
} search_stats;

/* The defaults for `p` (NULL: the level's defaults): iterations and
 * budget from p, the tuned constants for the rest. */
void search_defaults(search_opts *o, const bot_params *p);

/* Searches for `seat` from `st` (a determinization: the caller never passes
 * the true state of a game with hidden information). `scratch` holds
 * ops->state_size bytes. `stats` may be NULL. Returns 0 with *out one of
 * the seat's legal actions in `st`, or -1 when it has none. A seat with one
 * legal action gets it at once. The same rng state and iteration count give
 * the same action. */
int search_run(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
               const search_opts *o, game_action *out, search_stats *stats);

/* The level's choose (bots.c): search_run with search_defaults(p). */
int bot_search_choose(const game_ops *ops, const void *st, int seat, gh_rng *rng, void *scratch,
                      const bot_params *p, game_action *out);

#endif
