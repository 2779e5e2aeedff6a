/* rng.c — xoshiro256** and splitmix64 (public-domain algorithms by Blackman and
 * Vigna), written out here so every game state carries its own generator. */
#include "core/rng.h"

uint64_t gh_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void gh_rng_seed(gh_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = gh_splitmix64(&x);
}

static inline uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t gh_rng_next(gh_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t gh_rng_below(gh_rng *r, uint32_t bound)
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

void gh_rng_shuffle_u8(gh_rng *r, uint8_t *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)gh_rng_below(r, (uint32_t)i + 1);
        uint8_t t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
