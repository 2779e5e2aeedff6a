/* rng.h — the deterministic random number generator that lives inside game states.
 *
 * xoshiro256** seeded through splitmix64. The state is four plain words, so a
 * game state that embeds it is cloned with memcpy and replays identically from
 * the same seed. Nothing here reads a clock or a global: the caller owns it. */
#ifndef GH_CORE_RNG_H
#define GH_CORE_RNG_H

#include <stdint.h>

typedef struct gh_rng {
    uint64_t s[4];
} gh_rng;

/* Seeds the generator; every seed (0 included) gives a valid, distinct stream. */
void gh_rng_seed(gh_rng *r, uint64_t seed);

/* Next 64 random bits. */
uint64_t gh_rng_next(gh_rng *r);

/* Uniform integer in [0, bound); bound must be > 0. Unbiased (Lemire's method). */
uint32_t gh_rng_below(gh_rng *r, uint32_t bound);

/* Fisher–Yates shuffle of n bytes in place. */
void gh_rng_shuffle_u8(gh_rng *r, uint8_t *v, int n);

/* splitmix64 step, also useful to derive independent seeds from one. */
uint64_t gh_splitmix64(uint64_t *x);

#endif
