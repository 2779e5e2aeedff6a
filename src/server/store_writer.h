/* store_writer.h — every write of the server on a thread of its own, in
 * group commits.
 *
 * The event loop must never wait for the disk or for another process's lock
 * (a backup, an admin's `sqlite3` holding BEGIN IMMEDIATE): an append that
 * waits out SQLite's busy timeout on the loop freezes every connection. So
 * the loop hands each write (a store_write, its JSON already encoded) to the
 * writer and goes on; the writer thread, on its own SQLite connection, takes
 * everything queued since its last commit and writes it in one transaction
 * (one WAL write, one fsync with --sync full: the group commit), then
 * reports. Reports are delivered on the loop thread by store_writer_poll, in
 * the order the writes were submitted; the caller announces a move only
 * then (write-ahead: nothing about an action goes out before it is durable).
 *
 * When another process holds the write lock, the writer keeps retrying (the
 * writes that arrive meanwhile join the same commit) for up to
 * STORE_WRITER_BUSY_MS; only then are the waiting writes reported failed.
 *
 * The write-ahead log is kept small on the same thread: a checkpoint inside
 * the commit that takes it past STORE_WRITER_WAL_PAGES, the file cut back to
 * STORE_WRITER_WAL_KEEP when the log starts over, and emptied (TRUNCATE)
 * once the writer has had nothing to write for STORE_WRITER_IDLE_MS.
 *
 * Two modes: store_writer_start runs the thread and calls notify(ctx) from
 * it after each batch (the server: uv_async_send); without it (unit tests)
 * nothing happens until store_writer_run writes one batch on the caller's
 * thread, so a test decides exactly when a write becomes durable. */
#ifndef GH_SERVER_STORE_WRITER_H
#define GH_SERVER_STORE_WRITER_H

#include "server/store.h"

/* Writes submitted and not yet reported, at most (the queue's bound). The
 * hub has at most one write in flight per room, so with the default 1000
 * rooms it is never reached. */
#define STORE_WRITER_QUEUE_MAX 4096
/* How long the writer retries while another connection holds the write
 * lock, before it reports the waiting writes as failed. */
#define STORE_WRITER_BUSY_MS 30000
/* The wait of one attempt (SQLite's busy timeout on the writer's
 * connection): writes that arrive during it join the next attempt. */
#define STORE_WRITER_ATTEMPT_MS 100
/* The log's size policy (4 KiB pages). Before the writer the first
 * checkpoint came at 8192 pages (32 MiB) and the log file never shrank. */
#define STORE_WRITER_WAL_PAGES 1024
#define STORE_WRITER_WAL_KEEP ((long long)4 << 20)
#define STORE_WRITER_IDLE_MS 2000

typedef struct store_writer store_writer;

/* Runs on the thread that calls store_writer_poll, once per submitted write,
 * with w->status (and w->game_id for a new game) set; w is freed after. */
typedef void (*store_writer_done)(void *arg, store_write *w);

/* A writer over st, which it uses alone from now on (the thread's own
 * connection; close it after store_writer_free). queue_max <= 0 means
 * STORE_WRITER_QUEUE_MAX. NULL when out of memory. */
store_writer *store_writer_new(srv_store *st, int queue_max);
/* Starts the writer thread. notify(ctx) is called on that thread after
 * each batch (it must be thread-safe: uv_async_send). 0, or -1. */
int store_writer_start(store_writer *wr, void (*notify)(void *ctx), void *ctx);
/* Queues w (the writer owns it from now on). -1 when the queue is full:
 * then w is still the caller's and done will not run. Any thread. */
int store_writer_submit(store_writer *wr, store_write *w, store_writer_done done, void *arg);
/* Without a thread: writes everything queued as one batch on this thread
 * (retrying while the lock is taken, like the thread). Returns the number
 * of writes in the batch. */
int store_writer_run(store_writer *wr);
/* Reports every finished write (done callbacks, in submission order) on the
 * calling thread; returns how many. */
int store_writer_poll(store_writer *wr);
/* Finishes what is queued (giving up at once on a held lock), then stops
 * the thread and waits for it. Reports stay for store_writer_poll. */
void store_writer_stop(store_writer *wr);
/* Stops if needed; reports still undelivered are delivered first (so their
 * callbacks can free what they own). Does not close the store. */
void store_writer_free(store_writer *wr);
/* Test hooks: the busy retry limit (default STORE_WRITER_BUSY_MS) and the
 * idle time before the log is emptied (default STORE_WRITER_IDLE_MS), in ms. */
void store_writer_set_busy_limit(store_writer *wr, int ms);
void store_writer_set_idle_ms(store_writer *wr, int ms);

/* Figures for /metrics and tests. */
typedef struct store_writer_stats {
    long batches;       /* transactions attempted (a retry counts again) */
    long commits;       /* transactions committed */
    long writes;        /* writes reported (ok or failed) */
    long failed;        /* writes reported failed */
    long busy_retries;  /* attempts that found the lock taken */
    long truncates;     /* times the idle writer emptied the log */
    int max_batch;      /* largest batch so far */
    int queued;         /* submitted, not yet reported */
} store_writer_stats;
void store_writer_get_stats(store_writer *wr, store_writer_stats *out);

#endif
