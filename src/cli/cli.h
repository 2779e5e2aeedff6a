/* cli.h — subcommands of the guildhall program. Each takes argv starting at
 * its own name and returns the process exit status. */
#ifndef GH_CLI_H
#define GH_CLI_H

typedef struct cli_command {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
} cli_command;

int cli_sim(int argc, char **argv);
int cli_scenario(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_serve(int argc, char **argv);
int cli_backup(int argc, char **argv);
int cli_arena(int argc, char **argv);

#endif
