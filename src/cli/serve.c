/* serve.c — `guildhall serve`: parses the command line into net_options and
 * runs the server (src/server/net.c) until SIGTERM or SIGINT. It owns the
 * options' spelling only; defaults live in net_options_default. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/cli.h"
#include "server/net.h"

/* Host names longer than this are not host names. */
#define SERVE_HOST_MAX 256

static void usage(FILE *f)
{
    net_options d;
    net_options_default(&d);
    fprintf(f,
        "usage: guildhall serve [options]\n"
        "\n"
        "Runs the Guildhall server: the browser client, the lobby and the games,\n"
        "over HTTP and WebSocket on one port, until SIGTERM or SIGINT (Ctrl-C).\n"
        "Once listening it prints one line: 'Guildhall listening on URL'.\n"
        "\n"
        "Endpoints: / (files from --web), /ws (WebSocket, JSON protocol),\n"
        "/healthz, /metrics (Prometheus), /api/games/ID (a stored game's log).\n"
        "\n"
        "options:\n"
        "  --listen ADDR        HOST:PORT, :PORT or PORT (default 127.0.0.1:8080;\n"
        "                       the host defaults to 127.0.0.1, use 0.0.0.0 for all\n"
        "                       interfaces, [::1]:PORT for IPv6; port 0 picks a free one)\n"
        "  --web DIR            directory of the browser client (default web)\n"
        "  --db PATH            SQLite database, created if missing (default\n"
        "                       var/guildhall.db)\n"
        "  --sync MODE          normal (default): every action is written before\n"
        "                       it is announced and survives a crash or kill -9;\n"
        "                       full: also fsync each action (survives a power cut,\n"
        "                       about 0.3 ms more per action)\n"
        "  --max-message BYTES  largest WebSocket message accepted (default %zu)\n"
        "  --rate N             messages per second allowed per connection (default %d)\n"
        "  --max-sessions N     sessions the server keeps at once (default %d)\n"
        "  --sessions-per-address N\n"
        "                       sessions made from one address, IPv6 by /64 (default %d)\n"
        "  --max-queue BYTES    output waiting for one connection before it is dropped\n"
        "                       (default %zu)\n"
        "  --output-budget BYTES\n"
        "                       output waiting for all connections together; past it\n"
        "                       the largest queue is dropped (default %zu)\n"
        "  --allow-origin URL   a page origin (scheme://host[:port]) that may open\n"
        "                       WebSockets besides the server's own, e.g. when a proxy\n"
        "                       serves it under another name; repeatable, '*' for any.\n"
        "                       Clients that send no Origin (not browsers) are allowed\n"
        "  --rooms-per-address N  rooms players from one address (IPv4, IPv6 /64)\n"
        "                       may own at once (default %d; 0: no limit)\n"
        "  --room-creations-per-hour N  rooms one address may create per hour,\n"
        "                       after a first %d (default %d; 0: no limit)\n"
        "  --bot-jobs N         bot choices of slow levels (search) on the thread pool\n"
        "                       at once, server-wide (default %d); more rooms wait\n"
        "  --bot-budget MS      how long a searching bot thinks per decision\n"
        "                       (default: the level's own, %d ms)\n"
        "  --bots-off-loop      for tests only: every bot level chooses on the thread\n"
        "                       pool, not only the slow ones\n"
        "  --test-positions     for browser tests only: `start` may carry a\n"
        "                       \"position\" (docs/scenarios.md); never in production\n"
        "  --help               show this help\n"
        "\n"
        "Docs: docs/limits.md lists every limit and what a client sees at it.\n"
        "Exit status: 0 after a clean shutdown, 1 when the server could not start,\n"
        "2 bad arguments.\n",
        d.limits.max_message, d.limits.messages_per_second, d.limits.max_sessions,
        d.limits.sessions_per_address, d.max_queue, d.output_budget, d.limits.rooms_per_address,
        HUB_CREATE_BURST, d.limits.room_creations_per_hour, d.limits.bot_jobs,
        BOT_DEFAULT_BUDGET_MS);
}

/* "HOST:PORT", ":PORT", "PORT" or "[V6]:PORT". The host is copied into
 * `host` (left alone when the address names none). */
static int parse_listen(const char *a, char *host, size_t host_size, int *port)
{
    const char *colon, *port_text = a;
    long long p;
    if (a[0] == '[') {
        const char *close = strchr(a, ']');
        if (!close || close[1] != ':' || (size_t)(close - a - 1) >= host_size ||
            close == a + 1)
            goto bad;
        memcpy(host, a + 1, (size_t)(close - a - 1));
        host[close - a - 1] = '\0';
        port_text = close + 2;
    } else if ((colon = strrchr(a, ':')) != NULL) {
        if (strchr(a, ':') != colon || (size_t)(colon - a) >= host_size)
            goto bad; /* a bare IPv6 address needs brackets */
        if (colon > a) {
            memcpy(host, a, (size_t)(colon - a));
            host[colon - a] = '\0';
        }
        port_text = colon + 1;
    }
    if (cli_parse_ll("serve", "the port of --listen", port_text, 0, 65535, &p))
        return -1;
    *port = (int)p;
    return 0;
bad:
    fprintf(stderr, "guildhall serve: --listen wants HOST:PORT, :PORT, PORT or [V6]:PORT, "
                    "not '%s'\n", a);
    return -1;
}

/* "*", or "scheme://authority" with nothing after it but a slash: what a
 * browser sends as Origin. */
static int origin_valid(const char *a)
{
    if (strcmp(a, "*") == 0)
        return 1;
    const char *sep = strstr(a, "://");
    if (!sep || sep == a || !sep[3] || sep[3] == '/')
        return 0;
    const char *slash = strchr(sep + 3, '/');
    return !slash || slash[1] == '\0';
}

int cli_serve(int argc, char **argv)
{
    net_options o;
    static char host[SERVE_HOST_MAX];
    net_options_default(&o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        long long n;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (cli_opt_value("serve", argc, argv, &i, "--listen", &v)) {
            snprintf(host, sizeof host, "%s", o.listen_host);
            if (!v || parse_listen(v, host, sizeof host, &o.port))
                return 2;
            o.listen_host = host;
        } else if (cli_opt_value("serve", argc, argv, &i, "--web", &v)) {
            if (!v)
                return 2;
            o.web_root = v;
        } else if (cli_opt_value("serve", argc, argv, &i, "--db", &v)) {
            if (!v)
                return 2;
            o.db_path = v;
        } else if (cli_opt_value("serve", argc, argv, &i, "--sync", &v)) {
            if (!v || (strcmp(v, "full") != 0 && strcmp(v, "normal") != 0)) {
                fprintf(stderr, "guildhall serve: --sync is 'full' or 'normal'\n");
                return 2;
            }
            o.sync_full = strcmp(v, "full") == 0;
        } else if (cli_opt_value("serve", argc, argv, &i, "--max-message", &v)) {
            if (!v || cli_parse_ll("serve", "--max-message", v, 64, 64LL << 20, &n))
                return 2;
            o.limits.max_message = (size_t)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--rate", &v)) {
            if (!v || cli_parse_ll("serve", "--rate", v, 1, 1000000, &n))
                return 2;
            o.limits.messages_per_second = (int)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--max-sessions", &v)) {
            if (!v || cli_parse_ll("serve", "--max-sessions", v, 1, 10000000, &n))
                return 2;
            o.limits.max_sessions = (int)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--sessions-per-address", &v)) {
            if (!v || cli_parse_ll("serve", "--sessions-per-address", v, 1, 10000000, &n))
                return 2;
            o.limits.sessions_per_address = (int)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--max-queue", &v)) {
            if (!v || cli_parse_ll("serve", "--max-queue", v, 4096, 1LL << 30, &n))
                return 2;
            o.max_queue = (size_t)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--output-budget", &v)) {
            if (!v || cli_parse_ll("serve", "--output-budget", v, 65536, 1LL << 40, &n))
                return 2;
            o.output_budget = (size_t)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--allow-origin", &v)) {
            if (!v)
                return 2;
            if (!origin_valid(v)) {
                fprintf(stderr, "guildhall serve: --allow-origin wants scheme://host[:port] "
                                "or '*', not '%s'\n", v);
                return 2;
            }
            if (o.n_allow_origins == NET_ORIGINS_MAX) {
                fprintf(stderr, "guildhall serve: --allow-origin at most %d times\n",
                        NET_ORIGINS_MAX);
                return 2;
            }
            o.allow_origins[o.n_allow_origins++] = v;
        } else if (cli_opt_value("serve", argc, argv, &i, "--rooms-per-address", &v)) {
            if (!v || cli_parse_ll("serve", "--rooms-per-address", v, 0, 1000000, &n))
                return 2;
            o.limits.rooms_per_address = (int)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--room-creations-per-hour", &v)) {
            if (!v || cli_parse_ll("serve", "--room-creations-per-hour", v, 0, 1000000, &n))
                return 2;
            o.limits.room_creations_per_hour = (int)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--bot-jobs", &v)) {
            if (!v || cli_parse_ll("serve", "--bot-jobs", v, 1, HUB_BOT_JOBS_MAX, &n))
                return 2;
            o.limits.bot_jobs = (int)n;
        } else if (cli_opt_value("serve", argc, argv, &i, "--bot-budget", &v)) {
            if (!v || cli_parse_ll("serve", "--bot-budget", v, 1, 60000, &n))
                return 2;
            o.limits.bot.budget_ms = (int)n;
        } else if (strcmp(a, "--bots-off-loop") == 0) {
            o.limits.bots_all_off_loop = 1;
        } else if (strcmp(a, "--test-positions") == 0) {
            o.limits.test_positions = 1;
        } else {
            fprintf(stderr, "guildhall serve: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    return net_run(&o) == 0 ? 0 : 1;
}
