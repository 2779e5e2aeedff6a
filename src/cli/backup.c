/* backup.c — `guildhall backup`: a consistent copy of a game database, made
 * while a server may be writing to it. It goes through SQLite's online
 * backup API (store_backup in src/server/store.c) in one read transaction,
 * so it never takes the write lock and the server's moves go on meanwhile;
 * copying the file with cp instead can catch it between a commit and its
 * checkpoint and copy a database that does not open. */
#include <stdio.h>
#include <string.h>

#include "cli/args.h"
#include "cli/cli.h"
#include "server/store.h"

#define BACKUP_DEFAULT_DB "var/guildhall.db"
/* How long to wait when the database is locked for recovery (a server
 * starting after a crash replays its log under an exclusive lock). */
#define BACKUP_WAIT_MS 30000

static void usage(FILE *f)
{
    fprintf(f,
        "usage: guildhall backup [--db PATH] OUT\n"
        "\n"
        "Copies the game database to the new file OUT while the server runs:\n"
        "a consistent copy of one moment (SQLite's online backup API, in one read\n"
        "transaction; the server goes on writing meanwhile). OUT must not exist;\n"
        "it is written as OUT.tmp, checked (PRAGMA quick_check) and renamed, so OUT\n"
        "is complete or absent. The copy is a plain database file: `guildhall\n"
        "replay --db OUT` reads it, and `guildhall serve --db OUT` restores from it.\n"
        "\n"
        "options:\n"
        "  --db PATH   the database to copy (default " BACKUP_DEFAULT_DB ")\n"
        "  --help      show this help\n"
        "\n"
        "Exit status: 0 copied, 1 failure (no database, OUT exists, a write\n"
        "error), 2 bad arguments.\n");
}

int cli_backup(int argc, char **argv)
{
    const char *db = BACKUP_DEFAULT_DB, *out = NULL, *v;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (cli_opt_value("backup", argc, argv, &i, "--db", &v)) {
            if (!v || !*v)
                return 2;
            db = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "guildhall backup: unknown option '%s' (see guildhall backup --help)\n",
                    a);
            return 2;
        } else if (!out) {
            out = a;
        } else {
            fprintf(stderr, "guildhall backup: unexpected argument '%s' (one OUT only)\n", a);
            return 2;
        }
    }
    if (!out) {
        fprintf(stderr, "guildhall backup: where to? (the new file OUT)\n");
        usage(stderr);
        return 2;
    }
    char err[1024];
    long long pages = 0;
    if (store_backup(db, out, BACKUP_WAIT_MS, &pages, err, sizeof err) < 0) {
        fprintf(stderr, "guildhall backup: %s\n", err);
        return 1;
    }
    printf("copied %s to %s (%lld pages)\n", db, out, pages);
    return 0;
}
