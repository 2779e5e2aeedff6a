/* bot_jobs.c — a bot's choice off the event loop.
 *
 * A level flagged BOT_SLOW (the search: up to ~1 s per decision) never
 * chooses on the loop: the room copies its state, seeds a generator of the
 * job's own from the room's, and hands both to libuv's thread pool
 * (hub_submit; in the unit tests in line, or held until the test runs it).
 * Meanwhile the room has no deadline and takes the moves it may take (a
 * timed-out player who answers after all, an undo). When the choice comes
 * back it is played only if the room still exists and is at the very
 * decision it was asked about: the room's `version` (every durable move or
 * undo, a new game, a player taking their seat back from the autopilot
 * bumps it) is the one the job saw, nothing is being written and no
 * deadline was set since. Otherwise it is dropped and the decision, if still
 * open, gets its time again.
 *
 * Bounds: one job per room; at most lim.bot_jobs (HUB_BOT_JOBS_DEFAULT) on
 * the pool server-wide. A room due beyond that waits its turn in a queue of
 * at most HUB_BOT_WAIT_MAX entries (one per room and version). With the
 * queue full, a room asks again after HUB_BOT_RETRY_MS. docs/limits.md.
 *
 * Fair shares. The queue is served by owner, round by round, not simply
 * first come first served: an address may own ten rooms full of search
 * bots, and in arrival order everyone else's bots would wait behind all
 * ten, a second each. A room joins the queue in round R + h + q, where R is
 * the round being served, h the slots its owner holds and q its owner's
 * rooms already waiting; the lowest round goes first, the oldest among
 * equals. So an owner's rooms take turns among themselves, and another
 * owner's room waits for about one choice per owner ahead of it, however
 * many rooms they have. The owner is the address that limits rooms per
 * address (the owner's seat); a room without one (its owner left before
 * the start, a table restored after a restart) is an owner of its own.
 *
 * A room gone. The job names its room by id and looks it up when it is
 * back, never by pointer, and ids are not reused (hub.next_room only
 * grows), so a room freed meanwhile is simply not found. Paths checked
 * (issue 13): a running game is never removed (all humans leaving, the
 * room sweep and the owner's kick leave it be: the timer plays for absent
 * players), but a finished one is, and a job can be out for a finished
 * room: the player answers their timed-out decision after all, that move
 * ends the game, and the timer's choice is still on the pool. Then the
 * last member leaving (session_leave_room), the move's own report finding
 * nobody there (room.c, move_written), or the sweep of finished rooms
 * frees it; or the owner's rematch and a new start come first (the new
 * game waits, one job per room, then gets its time). test_hub_bot_jobs.c
 * runs the leave, the sweep and the rematch.
 *
 * Shutdown (hub_shutdown, at the server's SIGTERM): the queue is emptied,
 * no job starts, and a choice coming back is dropped, so the loop ends once
 * the pool's jobs are back instead of running every queued search first.
 * The pool's done runs before hub_free (the server's loop drains it). A job
 * the pool cancels while the server goes on is dropped like a stale one. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bot_job {
    uint64_t room, version;
    int seat;
    int slot; /* its entry in hub.bot_slot_key */
    const bot_level *lv;
    const game_ops *ops;
    bot_params p;
    gh_rng rng;
    void *state, *scratch; /* private copies: the room may change meanwhile */
    game_action a;
    int rc;
} bot_job;

static int jobs_max(const srv_hub *h)
{
    int n = h->lim.bot_jobs > 0 ? h->lim.bot_jobs : HUB_BOT_JOBS_DEFAULT;
    return n < HUB_BOT_JOBS_MAX ? n : HUB_BOT_JOBS_MAX;
}

uint64_t bot_share_key(const hub_room *r)
{
    if (r->owner_seat >= 0 && r->owner_seat < r->nseats &&
        r->seats[r->owner_seat].kind == SEAT_HUMAN && r->seats[r->owner_seat].addr)
        return r->seats[r->owner_seat].addr;
    /* An owner of its own. Addresses are keyed hashes (addr.c), so a
     * collision with one is as likely as between two addresses. */
    return r->id | (1ull << 63);
}

/* The queue's i-th entry from its head. */
static struct bot_wait *wait_at(srv_hub *h, int i)
{
    return &h->bot_wait[(h->bot_wait_head + i) % HUB_BOT_WAIT_MAX];
}

/* The round a room of owner `key` joins the queue in (fair shares, above):
 * the slots the owner holds and its rooms already waiting, counted from the
 * round being served. At most HUB_BOT_JOBS_MAX + HUB_BOT_WAIT_MAX looks. */
static uint64_t join_round(srv_hub *h, uint64_t key)
{
    uint64_t ahead = 0;
    for (int i = 0; i < HUB_BOT_JOBS_MAX; i++)
        ahead += h->bot_slot_key[i] == key;
    for (int i = 0; i < h->bot_wait_len; i++) {
        const hub_room *r = hub_room_get(h, wait_at(h, i)->room);
        ahead += r && bot_share_key(r) == key;
    }
    return h->bot_round + ahead;
}

int bot_off_loop(const srv_hub *h, const bot_level *lv)
{
    return (lv->flags & BOT_SLOW) || h->lim.bots_all_off_loop;
}

int room_bot_streak(const hub_room *r, int seat)
{
    return r->streak_seat == seat ? r->streak + 1 : 1;
}

int room_bot_busy(const hub_room *r)
{
    return r->bot_thinking || (r->bot_waiting && r->bot_waiting == r->version + 1);
}

void room_bot_invalidate(hub_room *r)
{
    r->version++;
    r->bot_waiting = 0; /* its queue entry no longer matches: skipped */
}

void bot_jobs_stop(srv_hub *h)
{
    h->bots_stopped = 1;
    /* The waiting rooms stay as they are (no deadline): after the restart
     * each game resumes from its store with a fresh time. */
    for (int i = 0; i < h->bot_wait_len; i++) {
        hub_room *r = hub_room_get(h, h->bot_wait[(h->bot_wait_head + i) % HUB_BOT_WAIT_MAX].room);
        if (r)
            r->bot_waiting = 0;
    }
    h->bot_wait_len = h->bot_wait_head = 0;
}

void bot_jobs_free(srv_hub *h)
{
    free(h->bot_wait);
    h->bot_wait = NULL;
    h->bot_wait_len = h->bot_wait_head = 0;
}

static void job_free(bot_job *j)
{
    free(j->state);
    free(j->scratch);
    free(j);
}

/* On a pool thread: touches nothing but the job. */
static void job_work(void *arg)
{
    bot_job *j = arg;
    j->rc = bot_choose(j->lv, j->ops, j->state, j->seat, &j->rng, j->scratch, &j->p, &j->a);
}

static void pump(srv_hub *h);

/* Back on the loop. */
static void job_done(srv_hub *h, void *arg, int status)
{
    bot_job *j = arg;
    h->bot_jobs--;
    h->bot_slot_key[j->slot] = 0;
    /* By id, never by pointer: the room may be gone (docs above). */
    hub_room *r = hub_room_get(h, j->room);
    if (r)
        r->bot_thinking = 0;
    if (h->bots_stopped) {
        /* The server is going down: nothing is played or started now. */
        h->st.bot_jobs_dropped++;
        job_free(j);
        return;
    }
    int current = r && r->version == j->version && r->state && r->started && !r->finished &&
                  !r->writing && r->deadline_ms < 0;
    if (current && status == 0 && j->rc == 0) {
        h->st.bot_jobs_applied++;
        room_play_chosen(h, r, j->seat, &j->a);
    } else {
        h->st.bot_jobs_dropped++;
        if (current && status == 0) {
            /* The level found no legal action: an engine fault, as in line. */
            fprintf(stderr, "hub: room %llu: no legal move for seat %d\n",
                    (unsigned long long)r->id, j->seat);
        } else if (r && r->state && r->started && !r->finished && !r->writing &&
                   r->deadline_ms < 0) {
            /* Nothing else scheduled the decision now open (the job was
             * cancelled, or the state moved on without a deadline): it gets
             * its time again. */
            room_set_deadline(h, r, h->now_ms);
        }
    }
    job_free(j);
    pump(h);
}

/* Puts r at the end of the queue; -1 when it is full even without the
 * entries no longer current. */
static int wait_push(srv_hub *h, hub_room *r)
{
    if (!h->bot_wait && !(h->bot_wait = calloc(HUB_BOT_WAIT_MAX, sizeof *h->bot_wait)))
        return -1;
    if (h->bot_wait_len == HUB_BOT_WAIT_MAX) {
        /* Drop entries of rooms gone or moved on, keeping the order. */
        int kept = 0;
        for (int i = 0; i < h->bot_wait_len; i++) {
            struct bot_wait e = h->bot_wait[(h->bot_wait_head + i) % HUB_BOT_WAIT_MAX];
            hub_room *x = hub_room_get(h, e.room);
            if (x && x->bot_waiting == e.version + 1 && x->version == e.version)
                h->bot_wait[(h->bot_wait_head + kept++) % HUB_BOT_WAIT_MAX] = e;
        }
        h->bot_wait_len = kept;
        if (kept == HUB_BOT_WAIT_MAX)
            return -1;
    }
    uint64_t round = join_round(h, bot_share_key(r));
    h->bot_wait[(h->bot_wait_head + h->bot_wait_len++) % HUB_BOT_WAIT_MAX] =
        (struct bot_wait){r->id, r->version, round};
    r->bot_waiting = r->version + 1;
    return 0;
}

/* Takes the entry to serve next out of the queue: the lowest round, the
 * oldest among equals (fair shares, above). One pass over the queue. */
static struct bot_wait wait_take(srv_hub *h)
{
    int best = 0;
    for (int i = 1; i < h->bot_wait_len; i++)
        if (wait_at(h, i)->round < wait_at(h, best)->round)
            best = i;
    struct bot_wait e = *wait_at(h, best);
    for (int i = best; i + 1 < h->bot_wait_len; i++)
        *wait_at(h, i) = *wait_at(h, i + 1);
    h->bot_wait_len--;
    if (e.round > h->bot_round)
        h->bot_round = e.round;
    return e;
}

/* Starts waiting rooms while slots are free, fairly by owner. */
static void pump(srv_hub *h)
{
    while (h->bot_jobs < jobs_max(h) && h->bot_wait_len > 0) {
        struct bot_wait e = wait_take(h);
        hub_room *r = hub_room_get(h, e.room);
        if (!r || r->bot_waiting != e.version + 1 || r->version != e.version)
            continue; /* gone, or moved on: whatever changed it set its deadline */
        r->bot_waiting = 0;
        if (r->writing)
            continue; /* a player's move is being saved: its report sets the deadline */
        /* Its turn: due now. room_play_due starts the job (a slot is free). */
        r->deadline_ms = h->now_ms;
        hub_deadline_changed(h, r->deadline_ms);
        room_play_due(h, r, h->now_ms, 1);
    }
}

void bot_job_start(srv_hub *h, hub_room *r, int seat, const bot_level *lv)
{
    if (h->bots_stopped) {
        r->deadline_ms = -1; /* the game resumes after the restart */
        return;
    }
    if (h->bot_jobs >= jobs_max(h)) {
        if (wait_push(h, r) == 0) {
            r->deadline_ms = -1;
        } else {
            r->deadline_ms = h->now_ms + HUB_BOT_RETRY_MS;
            hub_deadline_changed(h, r->deadline_ms);
        }
        return;
    }
    const game_ops *ops = r->ops;
    bot_job *j = calloc(1, sizeof *j);
    if (j) {
        *j = (bot_job){.room = r->id, .version = r->version, .seat = seat, .lv = lv,
                       .ops = ops, .p = h->lim.bot, .slot = -1};
        j->p.streak = room_bot_streak(r, seat);
        j->state = malloc(ops->state_size);
        j->scratch = malloc(ops->state_size);
    }
    if (!j || !j->state || !j->scratch) {
        if (j)
            job_free(j);
        fprintf(stderr, "hub: room %llu: no memory for a bot's choice\n",
                (unsigned long long)r->id);
        r->deadline_ms = h->now_ms + HUB_STORE_RETRY_MS;
        hub_deadline_changed(h, r->deadline_ms);
        return;
    }
    memcpy(j->state, r->state, ops->state_size);
    /* Its own generator, from the room's: the room's draws go on meanwhile. */
    gh_rng_seed(&j->rng, gh_rng_next(&r->rng));
    r->bot_thinking = 1;
    r->deadline_ms = -1;
    h->bot_jobs++;
    /* A free slot exists: fewer than jobs_max ≤ HUB_BOT_JOBS_MAX are held. */
    for (j->slot = 0; h->bot_slot_key[j->slot]; j->slot++)
        ;
    h->bot_slot_key[j->slot] = bot_share_key(r);
    if (hub_submit(h, job_work, job_done, j) < 0) {
        h->bot_jobs--;
        h->bot_slot_key[j->slot] = 0;
        r->bot_thinking = 0;
        job_free(j);
        r->deadline_ms = h->now_ms + HUB_STORE_RETRY_MS;
        hub_deadline_changed(h, r->deadline_ms);
    }
}
