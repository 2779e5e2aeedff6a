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

static inline uint64_t gh_rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

/* Next 64 random bits. Inline, like gh_rng_below: a random playout draws
 * once per action (docs/benchmarks.md). */
static inline uint64_t gh_rng_next(gh_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = gh_rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = gh_rng_rotl(s[3], 45);
    return result;
}

/* Uniform integer in [0, bound); bound must be > 0. Unbiased (Lemire's method). */
static inline uint32_t gh_rng_below(gh_rng *r, uint32_t bound)
{
    /* Lemire: multiply a 32-bit sample by the bound, reject the biased low part. */
    uint64_t m = (uint64_t)(uint32_t)(gh_rng_next(r) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(gh_rng_next(r) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Fisher–Yates shuffle of n bytes in place. */
void gh_rng_shuffle_u8(gh_rng *r, uint8_t *v, int n);

/* splitmix64 step, also useful to derive independent seeds from one. */
uint64_t gh_splitmix64(uint64_t *x);

#endif
