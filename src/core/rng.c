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

void gh_rng_shuffle_u8(gh_rng *r, uint8_t *v, int n)
{
    /* The generator in a local (issue 13): a byte store to v may alias *r,
     * so the compiler would reload and store its four words at every draw. */
    gh_rng g = *r;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)gh_rng_below(&g, (uint32_t)i + 1);
        uint8_t t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
    *r = g;
}
