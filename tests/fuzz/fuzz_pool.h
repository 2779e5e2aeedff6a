/* fuzz_pool.h — the fake thread pool of the fuzz targets that drive the hub
 * (fuzz_hub, fuzz_http): work the hub submits (hub_io.submit) waits here
 * until the target runs it, so the fuzzer decides when off-loop work comes
 * back, or cancels it as libuv does at shutdown. */
#ifndef GH_TESTS_FUZZ_POOL_H
#define GH_TESTS_FUZZ_POOL_H

#define FUZZ_JOBS_MAX 64
#define FUZZ_UV_ECANCELED (-125) /* what libuv reports for work cancelled at shutdown */

static struct fuzz_job {
    void (*work)(void *);
    void (*done)(void *, int);
    void *arg;
} fuzz_jobs[FUZZ_JOBS_MAX];
static int fuzz_njobs;

/* hub_io.submit: queues the work; -1 when the pool is full. */
static int fuzz_pool_submit(void *ctx, void (*work)(void *), void (*done)(void *, int),
                            void *arg)
{
    (void)ctx;
    if (fuzz_njobs >= FUZZ_JOBS_MAX)
        return -1;
    fuzz_jobs[fuzz_njobs++] = (struct fuzz_job){work, done, arg};
    return 0;
}

/* Runs (or, with cancel, cancels) every queued job, oldest first; jobs that
 * done callbacks submit run in the same pass. */
static void fuzz_pool_run(int cancel)
{
    for (int i = 0; i < fuzz_njobs; i++) {
        struct fuzz_job j = fuzz_jobs[i];
        if (!cancel)
            j.work(j.arg);
        j.done(j.arg, cancel ? FUZZ_UV_ECANCELED : 0);
    }
    fuzz_njobs = 0;
}

#endif
