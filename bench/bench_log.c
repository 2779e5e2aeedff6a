/* bench_log.c — what the game's `log` message costs the event loop
 * (src/server/game_log.c): its size and the time to send it to someone
 * arriving in a long game.
 *
 *   bench_log [GAMES]      default 20
 *
 * Each game: 8 seats (one human, Ann, and 7 greedy bots), the rule book's
 * city target, played to its end by the bots and Ann's timer (random).
 * Then, through the hub's entry points with a fake network that only
 * measures: a new tab of Ann's (hello with her token: the room, her seat's
 * log, built, and her view), a second tab (the log from the cache), and a
 * spectator arriving (the public log). Reports per game size of the log
 * message (bytes, entries) and the time of those hub_message calls, and the
 * worst over all games. It prints figures only (docs/benchmarks.md). */
#define _GNU_SOURCE /* memmem */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "server/hub.h"

static struct {
    size_t log_bytes[16]; /* the last `log` message per connection */
    int log_entries[16];
    int over;             /* conn 1 got game_over */
    char token[80];
} seen;

static void on_send(void *ctx, uint64_t conn, const char *text, size_t len)
{
    (void)ctx;
    if (len > 16 && strncmp(text, "{\"type\":\"log\"", 13) == 0 && conn < 16) {
        /* Counted, not parsed: this runs inside the timed hub_message. */
        seen.log_bytes[conn] = len;
        int n = 0;
        for (const char *p = text; (p = memmem(p, len - (size_t)(p - text), "{\"seq\":", 7)); p++)
            n++;
        seen.log_entries[conn] = n;
    } else if (conn == 1 && strncmp(text, "{\"type\":\"game_over\"", 19) == 0) {
        seen.over = 1;
    } else if (conn == 1 && strncmp(text, "{\"type\":\"welcome\"", 17) == 0) {
        json_t *j = json_loadb(text, len, 0, NULL);
        snprintf(seen.token, sizeof seen.token, "%s",
                 json_string_value(json_object_get(j, "token")));
        json_decref(j);
    }
}

static void on_close(void *ctx, uint64_t conn)
{
    (void)ctx;
    (void)conn;
}

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void say(srv_hub *h, uint64_t conn, const char *text, int64_t now)
{
    hub_message(h, conn, text, strlen(text), now);
}

/* One message's handling time, in ms. */
static double timed(srv_hub *h, uint64_t conn, const char *text, int64_t now)
{
    double t0 = mono_ms();
    say(h, conn, text, now);
    return mono_ms() - t0;
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 20;
    hub_io io = {.send = on_send, .close = on_close};
    hub_limits lim;
    hub_limits_default(&lim);
    lim.messages_per_second = 1000;
    size_t max_bytes = 0, max_spect = 0;
    int max_entries = 0;
    double max_first = 0, max_cached = 0, max_spect_ms = 0, sum_first = 0;
    printf("game  entries  log bytes (seat)  log bytes (public)  new tab ms  cached ms  "
           "spectator ms\n");
    for (int g = 0; g < games; g++) {
        memset(&seen, 0, sizeof seen);
        int64_t now = 1700000000000LL;
        srv_hub *h = hub_new(&lim, NULL, io, now);
        for (uint64_t c = 1; c <= 4; c++)
            hub_connect(h, c, "127.0.0.1:1", now);
        say(h, 1, "{\"type\":\"hello\",\"version\":1,\"name\":\"Ann\"}", now);
        say(h, 1, "{\"type\":\"create_room\",\"options\":{\"turn_seconds\":1,\"bot_delay_ms\":0,"
                  "\"autopilot_after\":0}}", now);
        for (int b = 0; b < 7; b++)
            say(h, 1, "{\"type\":\"add_bot\",\"level\":\"greedy\"}", now);
        say(h, 1, "{\"type\":\"start\"}", now);
        for (int i = 0; i < 100000 && !seen.over; i++) {
            now += 1000;
            hub_tick(h, now);
        }
        char hello[200];
        snprintf(hello, sizeof hello, "{\"type\":\"hello\",\"version\":1,\"token\":\"%s\"}",
                 seen.token);
        double first = timed(h, 2, hello, now);
        double cached = timed(h, 3, hello, now);
        say(h, 4, "{\"type\":\"hello\",\"version\":1,\"name\":\"Spy\"}", now);
        double spect = timed(h, 4, "{\"type\":\"spectate\",\"room\":1}", now);
        printf("%4d  %7d  %16zu  %18zu  %10.3f  %9.3f  %12.3f\n", g, seen.log_entries[2],
               seen.log_bytes[2], seen.log_bytes[4], first, cached, spect);
        max_bytes = seen.log_bytes[2] > max_bytes ? seen.log_bytes[2] : max_bytes;
        max_spect = seen.log_bytes[4] > max_spect ? seen.log_bytes[4] : max_spect;
        max_entries = seen.log_entries[2] > max_entries ? seen.log_entries[2] : max_entries;
        max_first = first > max_first ? first : max_first;
        max_cached = cached > max_cached ? cached : max_cached;
        max_spect_ms = spect > max_spect_ms ? spect : max_spect_ms;
        sum_first += first;
        hub_free(h);
    }
    printf("worst: %d entries, %zu bytes (seat), %zu bytes (public); new tab %.3f ms "
           "(mean %.3f), cached %.3f ms, spectator %.3f ms\n",
           max_entries, max_bytes, max_spect, max_first, sum_first / games, max_cached,
           max_spect_ms);
    return 0;
}
