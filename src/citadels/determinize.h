/* determinize.h — game_ops.determinize for Citadels (determinize.c): a
 * state `seat` cannot tell from `st`, its hidden parts drawn from `seed`. */
#ifndef GH_CITADELS_DETERMINIZE_H
#define GH_CITADELS_DETERMINIZE_H

#include <stdint.h>

int cit_determinize(const void *st, int seat, uint64_t seed, void *out);

#endif
