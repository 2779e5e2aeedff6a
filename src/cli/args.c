/* args.c — option matching and integer parsing for the subcommands. */
#include "cli/args.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_opt_value(const char *cmd, int argc, char **argv, int *i, const char *name,
                  const char **val)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return 0;
    if (argv[*i][n] == '=') {
        *val = argv[*i] + n + 1;
        return 1;
    }
    if (argv[*i][n] != '\0')
        return 0;
    *val = *i + 1 < argc ? argv[++*i] : NULL;
    if (!*val)
        fprintf(stderr, "guildhall %s: %s needs a value\n", cmd, name);
    return 1;
}

int cli_parse_ll(const char *cmd, const char *name, const char *s, long long lo, long long hi,
                 long long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi) {
        fprintf(stderr, "guildhall %s: %s must be an integer from %lld to %lld, not '%s'\n", cmd,
                name, lo, hi, s);
        return -1;
    }
    *out = v;
    return 0;
}

int cli_parse_u64(const char *cmd, const char *name, const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    /* strtoull accepts "-1" and wraps it: refuse signs explicitly. */
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s || *end || *s == '-' || *s == '+') {
        fprintf(stderr, "guildhall %s: %s must be an integer from 0 to %llu, not '%s'\n", cmd,
                name, (unsigned long long)UINT64_MAX, s);
        return -1;
    }
    *out = v;
    return 0;
}
