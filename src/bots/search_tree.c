/* search_tree.c — the bounded node pool of one ISMCTS decision (see
 * search_tree.h). */
#include "bots/search_tree.h"

#include <stdlib.h>
#include <string.h>

int tree_init(search_tree *t, int initial, int limit)
{
    if (limit < 1)
        limit = 1;
    if (initial < 1)
        initial = 1;
    if (initial > limit)
        initial = limit;
    t->n = malloc((size_t)initial * sizeof *t->n);
    if (!t->n)
        return -1;
    t->cap = initial;
    t->limit = limit;
    t->used = 1;
    memset(&t->n[0], 0, sizeof t->n[0]);
    t->n[0].first_child = TREE_NONE;
    t->n[0].next = TREE_NONE;
    t->n[0].mover = -1;
    return 0;
}

void tree_free(search_tree *t)
{
    free(t->n);
    t->n = NULL;
    t->used = t->cap = 0;
}

int tree_find(const search_tree *t, int parent, int mover, const game_action *act)
{
    for (int c = t->n[parent].first_child; c != TREE_NONE; c = t->n[c].next)
        if (t->n[c].mover == mover && tree_same_action(&t->n[c].act, act))
            return c;
    return TREE_NONE;
}

int tree_add(search_tree *t, int parent, int mover, const game_action *act, float prior)
{
    if (t->used >= t->cap) {
        if (t->cap >= t->limit)
            return TREE_NONE;
        int cap = t->cap * 2 > t->limit ? t->limit : t->cap * 2;
        tree_node *n = realloc(t->n, (size_t)cap * sizeof *n);
        if (!n)
            return TREE_NONE; /* the search goes on with the tree it has */
        t->n = n;
        t->cap = cap;
    }
    int i = t->used++;
    tree_node *c = &t->n[i];
    c->act = *act;
    c->first_child = TREE_NONE;
    c->visits = 0;
    c->avail = 0;
    c->reward = 0;
    c->prior = prior;
    c->mover = (int8_t)mover;
    /* Newest first: the order only matters for ties, which UCB breaks
     * by the legal list's order, not this one. */
    c->next = t->n[parent].first_child;
    t->n[parent].first_child = i;
    return i;
}
