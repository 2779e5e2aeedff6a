/* fuzz_sodium.h — libsodium made fast and repeatable for the fuzz targets
 * that drive the hub. Include it in exactly one file per fuzz executable: it
 * defines (not declares) three libsodium functions, and the executable's
 * definitions take the place of the shared library's for every call the
 * server code makes.
 *
 * Why: a fuzzer needs an input to behave the same every time it runs (a
 * crash must reproduce, and coverage must mean something), and it needs
 * thousands of runs a second. The hub draws session tokens, game seeds and
 * the bots' generator from randombytes_buf, and hashes room passwords with
 * Argon2id (64 MiB, a tenth of a second by design). Here randombytes_buf is
 * a counter-based generator that fuzz_sodium_reset() restarts for every
 * input (so the first session's token is always the same, and a resume can
 * be written into a seed input), and the password hash is a keyed BLAKE2b in
 * a "$fuzz$" string: still one-way, still different for every password, still
 * refused by crypto_pwhash_str_verify for any other password. Nothing else in
 * libsodium changes. These definitions exist only in fuzz builds. */
#ifndef GH_TESTS_FUZZ_SODIUM_H
#define GH_TESTS_FUZZ_SODIUM_H

#include <stdint.h>
#include <string.h>

#include <sodium.h>

static uint64_t fuzz_rand_state;

/* Restarts the random stream: every input starts from the same bytes. */
static void fuzz_sodium_reset(void)
{
    fuzz_rand_state = 0x9e3779b97f4a7c15ULL;
}

/* splitmix64: small, fast and good enough to spread tokens and seeds. */
static uint64_t fuzz_rand_next(void)
{
    uint64_t z = (fuzz_rand_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void randombytes_buf(void *const buf, const size_t size)
{
    unsigned char *p = buf;
    for (size_t i = 0; i < size; i += 8) {
        uint64_t x = fuzz_rand_next();
        memcpy(p + i, &x, size - i < 8 ? size - i : 8);
    }
}

#define FUZZ_PWHASH_PREFIX "$fuzz$"

static void fuzz_pwhash(char out[crypto_pwhash_STRBYTES], const char *passwd,
                        unsigned long long len)
{
    static const unsigned char key[crypto_generichash_KEYBYTES] = "guildhall fuzz pwhash";
    unsigned char h[16];
    crypto_generichash(h, sizeof h, (const unsigned char *)passwd, len, key, sizeof key);
    memcpy(out, FUZZ_PWHASH_PREFIX, sizeof FUZZ_PWHASH_PREFIX - 1);
    sodium_bin2hex(out + sizeof FUZZ_PWHASH_PREFIX - 1,
                   crypto_pwhash_STRBYTES - (sizeof FUZZ_PWHASH_PREFIX - 1), h, sizeof h);
}

int crypto_pwhash_str(char out[crypto_pwhash_STRBYTES], const char *const passwd,
                      unsigned long long passwdlen, unsigned long long opslimit, size_t memlimit)
{
    fuzz_pwhash(out, passwd, passwdlen);
    return 0;
}

int crypto_pwhash_str_verify(const char str[crypto_pwhash_STRBYTES], const char *const passwd,
                             unsigned long long passwdlen)
{
    char want[crypto_pwhash_STRBYTES] = "";
    fuzz_pwhash(want, passwd, passwdlen);
    return strncmp(str, want, sizeof want) == 0 ? 0 : -1;
}

#endif
