/* store_writer.c — the writer thread behind store_writer.h: a queue of
 * writes (mutex and condition variable from libuv), one transaction per
 * batch through store_write_batch, retries while another connection holds
 * the lock, and a list of finished writes that the loop collects.
 *
 * The writer's connection is touched by one thread only: the writer thread
 * once started, else whoever calls store_writer_run. The two lists are the
 * only shared state, always under the mutex; the writes themselves move from
 * one owner to the next through them and are never shared. */
#include "server/store_writer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uv.h>

typedef struct wr_item {
    store_write *w;
    store_writer_done done;
    void *arg;
    struct wr_item *next;
} wr_item;

typedef struct wr_list {
    wr_item *head, *tail;
    int n;
} wr_list;

struct store_writer {
    srv_store *st;
    uv_mutex_t mu;
    uv_cond_t cv;           /* signalled when work arrives or on stop */
    wr_list queue;          /* submitted, not yet taken by a batch */
    wr_list done;           /* written (or failed), not yet reported */
    int queued;             /* submitted and not yet reported: the bound */
    int queue_max;
    int busy_limit_ms;
    int idle_ms;
    int dirty;              /* committed since the log was last emptied */
    int stop;               /* store_writer_stop: finish the queue, then quit */
    int threaded;
    uv_thread_t thread;
    void (*notify)(void *ctx);
    void *ctx;
    store_writer_stats stats; /* under mu */
};

static void list_append(wr_list *to, wr_list *from)
{
    if (!from->head)
        return;
    if (to->tail)
        to->tail->next = from->head;
    else
        to->head = from->head;
    to->tail = from->tail;
    to->n += from->n;
    *from = (wr_list){0};
}

store_writer *store_writer_new(srv_store *st, int queue_max)
{
    store_writer *wr = calloc(1, sizeof *wr);
    if (!wr)
        return NULL;
    if (uv_mutex_init(&wr->mu) != 0) {
        free(wr);
        return NULL;
    }
    if (uv_cond_init(&wr->cv) != 0) {
        uv_mutex_destroy(&wr->mu);
        free(wr);
        return NULL;
    }
    wr->st = st;
    wr->queue_max = queue_max > 0 ? queue_max : STORE_WRITER_QUEUE_MAX;
    wr->busy_limit_ms = STORE_WRITER_BUSY_MS;
    wr->idle_ms = STORE_WRITER_IDLE_MS;
    /* Short attempts: a held lock is waited for in steps, and what arrives
     * meanwhile joins the next attempt's commit. */
    store_set_busy_timeout(st, STORE_WRITER_ATTEMPT_MS);
    /* Checkpoints happen in this connection's commits, on the writer's
     * thread: no other connection appends to the log meanwhile, so each one
     * copies all of it and the next commit starts the log over. (A
     * checkpoint on another connection racing the writer's commits rarely
     * caught up: the log grew past 24 MiB under load.) An in-memory store
     * has no log; the pragmas do nothing there. */
    if (store_set_wal_limits(st, STORE_WRITER_WAL_PAGES, STORE_WRITER_WAL_KEEP) < 0)
        fprintf(stderr, "store_writer: %s\n", store_last_error(st));
    return wr;
}

void store_writer_set_idle_ms(store_writer *wr, int ms)
{
    uv_mutex_lock(&wr->mu);
    wr->idle_ms = ms;
    uv_mutex_unlock(&wr->mu);
}

void store_writer_set_busy_limit(store_writer *wr, int ms)
{
    uv_mutex_lock(&wr->mu);
    wr->busy_limit_ms = ms;
    uv_mutex_unlock(&wr->mu);
}

int store_writer_submit(store_writer *wr, store_write *w, store_writer_done done, void *arg)
{
    wr_item *it = malloc(sizeof *it);
    if (!it)
        return -1;
    *it = (wr_item){w, done, arg, NULL};
    uv_mutex_lock(&wr->mu);
    if (wr->queued >= wr->queue_max) {
        uv_mutex_unlock(&wr->mu);
        free(it);
        return -1;
    }
    wr_list one = {it, it, 1};
    list_append(&wr->queue, &one);
    wr->queued++;
    uv_cond_signal(&wr->cv);
    uv_mutex_unlock(&wr->mu);
    return 0;
}

/* Moves what is queued onto `batch`. */
static void take_queued(store_writer *wr, wr_list *batch)
{
    uv_mutex_lock(&wr->mu);
    list_append(batch, &wr->queue);
    uv_mutex_unlock(&wr->mu);
}

static void fail_list(wr_list *l, const char *why)
{
    for (wr_item *it = l->head; it; it = it->next) {
        it->w->status = -1;
        snprintf(it->w->err, sizeof it->w->err, "%s", why);
    }
}

/* One group commit: everything queued, retried while another connection
 * holds the lock (taking in what arrives meanwhile), then handed to the
 * done list. Returns the number of writes. */
static int write_batch(store_writer *wr)
{
    wr_list batch = {0};
    take_queued(wr, &batch);
    if (!batch.n)
        return 0;
    uint64_t start = uv_hrtime();
    store_write **ws = NULL;
    int cap = 0, committed = 0, busy = 0;
    for (;;) {
        if (batch.n > cap) {
            store_write **grown = realloc(ws, (size_t)batch.n * sizeof *ws);
            if (!grown) {
                fail_list(&batch, "store_writer: out of memory");
                break;
            }
            ws = grown;
            cap = batch.n;
        }
        int i = 0;
        for (wr_item *it = batch.head; it; it = it->next)
            ws[i++] = it->w;
        uint64_t t0 = uv_hrtime();
        int rc = store_write_batch(wr->st, ws, batch.n);
        busy = rc < 0 && store_busy(wr->st);
        uv_mutex_lock(&wr->mu);
        wr->stats.batches++;
        wr->stats.busy_retries += busy;
        int stop = wr->stop, limit_ms = wr->busy_limit_ms;
        uv_mutex_unlock(&wr->mu);
        if (rc == 0) {
            committed = 1;
            break;
        }
        if (!busy || stop || (uv_hrtime() - start) / 1000000 >= (uint64_t)limit_ms)
            break;
        /* SQLite slept in its busy handler; if it did not (the lock was
         * refused at once), do not spin. */
        if (uv_hrtime() - t0 < 10 * 1000000ULL)
            uv_sleep(10);
        take_queued(wr, &batch);
    }
    if (!committed && busy) {
        char why[160];
        snprintf(why, sizeof why, "the database is locked by another process (waited %.1f s)",
                 (double)(uv_hrtime() - start) / 1e9);
        fail_list(&batch, why);
    }
    free(ws);
    int failed = 0;
    for (wr_item *it = batch.head; it; it = it->next)
        failed += it->w->status != 0;
    int n = batch.n;
    uv_mutex_lock(&wr->mu);
    wr->stats.commits += committed;
    wr->dirty |= committed;
    wr->stats.writes += n;
    wr->stats.failed += failed;
    if (n > wr->stats.max_batch)
        wr->stats.max_batch = n;
    list_append(&wr->done, &batch);
    uv_mutex_unlock(&wr->mu);
    if (wr->notify)
        wr->notify(wr->ctx);
    return n;
}

static void thread_main(void *arg)
{
    store_writer *wr = arg;
    for (;;) {
        uv_mutex_lock(&wr->mu);
        while (!wr->queue.head && !wr->stop) {
            if (!wr->dirty) {
                uv_cond_wait(&wr->cv, &wr->mu);
                continue;
            }
            /* Idle for a while after writing: give the log's space back. */
            uint64_t ns = (uint64_t)wr->idle_ms * 1000000;
            if (uv_cond_timedwait(&wr->cv, &wr->mu, ns) == UV_ETIMEDOUT && !wr->queue.head &&
                !wr->stop) {
                wr->dirty = 0;
                uv_mutex_unlock(&wr->mu);
                int rc = store_wal_truncate(wr->st);
                uv_mutex_lock(&wr->mu);
                wr->stats.truncates += rc == 0;
                wr->dirty |= rc == 1; /* someone was reading: try again later */
            }
        }
        int quit = !wr->queue.head && wr->stop;
        uv_mutex_unlock(&wr->mu);
        if (quit)
            break;
        write_batch(wr);
    }
}

int store_writer_start(store_writer *wr, void (*notify)(void *ctx), void *ctx)
{
    if (wr->threaded)
        return -1;
    wr->notify = notify;
    wr->ctx = ctx;
    wr->stop = 0;
    if (uv_thread_create(&wr->thread, thread_main, wr) != 0)
        return -1;
    wr->threaded = 1;
    return 0;
}

int store_writer_run(store_writer *wr)
{
    return wr->threaded ? 0 : write_batch(wr);
}

int store_writer_poll(store_writer *wr)
{
    wr_list done = {0};
    uv_mutex_lock(&wr->mu);
    list_append(&done, &wr->done);
    wr->queued -= done.n;
    uv_mutex_unlock(&wr->mu);
    for (wr_item *it = done.head, *next; it; it = next) {
        next = it->next;
        it->done(it->arg, it->w);
        store_write_free(it->w);
        free(it);
    }
    return done.n;
}

void store_writer_stop(store_writer *wr)
{
    if (!wr->threaded)
        return;
    uv_mutex_lock(&wr->mu);
    wr->stop = 1;
    uv_cond_signal(&wr->cv);
    uv_mutex_unlock(&wr->mu);
    uv_thread_join(&wr->thread);
    wr->threaded = 0;
    wr->notify = NULL;
}

void store_writer_free(store_writer *wr)
{
    if (!wr)
        return;
    store_writer_stop(wr);
    /* Writes never taken (no thread ran them) are reported failed, so their
     * callbacks release what they hold. */
    uv_mutex_lock(&wr->mu);
    fail_list(&wr->queue, "the writer was closed before this write");
    list_append(&wr->done, &wr->queue);
    uv_mutex_unlock(&wr->mu);
    store_writer_poll(wr);
    uv_cond_destroy(&wr->cv);
    uv_mutex_destroy(&wr->mu);
    free(wr);
}

void store_writer_get_stats(store_writer *wr, store_writer_stats *out)
{
    uv_mutex_lock(&wr->mu);
    *out = wr->stats;
    out->queued = wr->queued;
    uv_mutex_unlock(&wr->mu);
}
