/* fuzz_check.h — what every fuzz target uses: a check that stops the run
 * (libFuzzer then saves the input as a crash) with a readable reason, and a
 * reader of successive JSON values from the fuzzer's bytes. */
#ifndef GH_TESTS_FUZZ_CHECK_H
#define GH_TESTS_FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#include <jansson.h>

/* An invariant that does not hold is a finding: print why and abort, so the
 * input that broke it is kept (crash-*) and can be replayed. */
#define FUZZ_CHECK(cond, ...)                                                                      \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "fuzz check failed at %s:%d: %s: ", __FILE__, __LINE__, #cond);        \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

/* The JSON value at the start of [*p, end), or NULL; *p moves past it. Lets a
 * target read several documents from one input. Jansson's own depth limit
 * (2048) keeps deep nesting from exhausting the stack. */
static inline json_t *fuzz_next_json(const char **p, const char *end)
{
    while (*p < end && (**p == ' ' || **p == '\n' || **p == '\r' || **p == '\t'))
        (*p)++;
    if (*p >= end)
        return NULL;
    json_error_t e;
    json_t *j = json_loadb(*p, (size_t)(end - *p), JSON_DECODE_ANY | JSON_DISABLE_EOF_CHECK, &e);
    *p = j ? *p + e.position : end;
    return j;
}

#endif
