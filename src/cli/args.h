/* args.h — command-line helpers shared by the guildhall subcommands, so
 * every subcommand spells options and reports bad values the same way. */
#ifndef GH_CLI_ARGS_H
#define GH_CLI_ARGS_H

#include <stdint.h>

/* Matches "--name VALUE" and "--name=VALUE" at argv[*i]; returns 1 on a match
 * (advancing *i past a separate value), else 0. *val is NULL when the value
 * is missing, after a message naming `cmd` on stderr. */
int cli_opt_value(const char *cmd, int argc, char **argv, int *i, const char *name,
                  const char **val);

/* Parses a decimal integer in [lo, hi]; 0, or -1 after a message on stderr. */
int cli_parse_ll(const char *cmd, const char *name, const char *s, long long lo, long long hi,
                 long long *out);

/* Parses a decimal integer from 0 to UINT64_MAX (no sign); 0, or -1 after a
 * message on stderr. */
int cli_parse_u64(const char *cmd, const char *name, const char *s, uint64_t *out);

#endif
