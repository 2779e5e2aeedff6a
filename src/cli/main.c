/* main.c — the `guildhall` program: dispatches to subcommands, each with its
 * own --help. Subcommands live in their own files (sim.c, scenario.c, …). */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

static const cli_command commands[] = {
    {"sim", "play random games and report statistics", cli_sim},
    {"scenario", "run rules scenario files and report pass/fail", cli_scenario},
    {"replay", "replay a stored game, print its actions and events, verify it", cli_replay},
    {"serve", "run the game server (HTTP + WebSocket)", cli_serve},
    {"backup", "copy the game database consistently while the server runs", cli_backup},
    /* --- issue 13: arena --- */
    {"arena", "play bot levels against each other: win rates with 95 % intervals", cli_arena},
};

static void usage(FILE *f)
{
    fprintf(f, "usage: guildhall <command> [options]\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\nRun 'guildhall <command> --help' for the options of a command.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "guildhall: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
