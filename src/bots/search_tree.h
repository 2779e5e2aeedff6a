/* search_tree.h — the node pool of one ISMCTS decision (search.c).
 *
 * A node is an edge of the shared tree: the seat that moved and its action,
 * with that seat's statistics (visits, summed reward, availability: how
 * many times the edge was legal when its parent was passed through). Nodes
 * live in one array and link by index (first child, next sibling), so the
 * array can grow with realloc up to its limit. The pool belongs to one
 * decision: allocated by tree_init, freed by tree_free. */
#ifndef GH_BOTS_SEARCH_TREE_H
#define GH_BOTS_SEARCH_TREE_H

#include <stdint.h>

#include "game/game.h"

#define TREE_NONE (-1)

typedef struct tree_node {
    game_action act;     /* the action that leads here */
    int32_t first_child; /* TREE_NONE: a leaf */
    int32_t next;        /* next sibling, TREE_NONE at the end */
    uint32_t visits;
    uint32_t avail;      /* times this edge was legal when its parent was passed */
    float reward;        /* summed rewards of `mover` through this edge */
    float prior;         /* the heuristic's share of this action when it was added (0..1) */
    int8_t mover;        /* the seat that takes `act`; -1 at the root */
} tree_node;

typedef struct search_tree {
    tree_node *n;
    int used, cap, limit;
} search_tree;

/* Allocates room for `initial` nodes (growing up to `limit`) and makes the
 * root (index 0). Returns 0, or -1 when out of memory. */
int tree_init(search_tree *t, int initial, int limit);
void tree_free(search_tree *t);

/* The child of `parent` for (mover, act), or TREE_NONE. */
int tree_find(const search_tree *t, int parent, int mover, const game_action *act);

/* Adds a child of `parent` for (mover, act); TREE_NONE when the pool is at
 * its limit (or cannot grow). Node pointers are invalidated by a growth:
 * keep indices. */
int tree_add(search_tree *t, int parent, int mover, const game_action *act, float prior);

static inline int tree_same_action(const game_action *x, const game_action *y)
{
    return x->type == y->type && x->a == y->a && x->b == y->b && x->c == y->c;
}

#endif
