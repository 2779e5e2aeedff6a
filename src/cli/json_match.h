/* json_match.h — small JSON helpers for the scenario runner: dotted paths
 * into a document, subset matching of patterns against values, the first
 * place two documents differ, and compact dumps for failure messages. */
#ifndef GH_CLI_JSON_MATCH_H
#define GH_CLI_JSON_MATCH_H

#include <stddef.h>
#include <jansson.h>

/* The value at a dotted path ("players.0.gold": object keys, and array
 * indexes as decimal numbers), or NULL if it does not exist. The empty path
 * is the root. The result is borrowed from `root`. */
json_t *jm_path(const json_t *root, const char *path);

/* Whether `value` matches `pattern`: an object pattern matches an object that
 * has every key of the pattern with a matching value (extra keys are fine);
 * an array pattern matches an array of the same length element by element;
 * numbers match by value (4 matches 4.0); anything else by json_equal. */
int jm_subset(const json_t *pattern, const json_t *value);

/* Writes into `buf` the dotted path of the first place where `a` and `b`
 * differ ("" if the roots themselves differ); returns 0 if they are equal. */
int jm_diff_path(const json_t *a, const json_t *b, char *buf, size_t size);

/* Compact JSON of `j` into `buf`, cut with "..." when longer than the buffer;
 * NULL is written as "(absent)". Returns buf. */
const char *jm_dump(const json_t *j, char *buf, size_t size);

#endif
