/* passwords.c — room passwords off the event loop.
 *
 * A room password is kept only as an Argon2id hash (crypto_pwhash_str, the
 * "interactive" limits: 64 MiB and ~0.1 s of a core per hash or check). Run
 * on the loop, every other client waited for each one: 20 set_options a
 * second froze a bystander's ping for 12 s (issue 8, finding 3). So hashing
 * (create_room, set_options) and checking (join_room, spectate, and the HTTP
 * API's "Basic" password) run on libuv's pool through hub_submit.
 *
 * The command that needs a hash starts a job and returns without changing
 * anything. The job owns copies of what it needs (the password, the hash to
 * check against) and never touches the hub. When it is done, back on the
 * loop, the connection and session are looked up again by id (they may be
 * gone: then nobody is answered and nothing changes) and the very same
 * message is dispatched again, with the result at hand (h->pw_ready). All
 * of the command's checks run again on the state as it is now, so whatever
 * changed meanwhile — the room started, filled up, closed, changed its owner
 * or its password, kicked the player — is judged as if the message had just
 * arrived, and a success sends exactly the messages it always did.
 *
 * Hashing is limited, since each job holds 64 MiB and a core for a while:
 * one job at a time per session and per address, HUB_HASH_JOBS_MAX at once
 * in all, and a token bucket per address (HUB_HASH_BURST, then
 * HUB_HASH_PER_MIN a minute). What is refused gets "busy" or
 * "hash_rate_limited" and may be sent again. */
#include "server/hub_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pw_job {
    int verify;                 /* 1: check `password` against `against`; 0: hash it */
    int slot;                   /* hash_slots index held while the job runs */
    uint64_t conn, session;
    uint64_t room;              /* set_options: the room whose options change */
    json_t *msg;                /* the command, dispatched again when done */
    char password[HUB_PASSWORD_MAX + 1];
    char against[crypto_pwhash_STRBYTES];
    char hash[crypto_pwhash_STRBYTES];
    int ok;                     /* the hash was made / the password matched */
};

/* ---- limits ---- */

int pw_slot_take(srv_hub *h, const char *peer, uint64_t session, int64_t now_ms,
                 const char **code, const char **why, int *retry_s)
{
    char addr[HUB_PEER_ADDR];
    peer_addr(peer, addr);
    int free_slot = -1;
    *code = "busy";
    *retry_s = 1;
    for (int i = 0; i < HUB_HASH_JOBS_MAX; i++) {
        const struct hub_hash_slot *sl = &h->hash_slots[i];
        if (!sl->used) {
            if (free_slot < 0)
                free_slot = i;
        } else if (session && sl->session == session) {
            *why = "a password of yours is still being checked; send it again when that is done";
            return -1;
        } else if (strcmp(sl->addr, addr) == 0) {
            *why = "a password from your address is still being checked; try again in a moment";
            return -1;
        }
    }
    if (free_slot < 0) {
        *why = "the server is busy checking other passwords; try again in a moment";
        return -1;
    }
    int64_t wait_ms = 0;
    if (bucket_take(&h->hash_bucket[peer_key(peer, 0) % HUB_PEER_SLOTS],
                    HUB_HASH_PER_MIN / 60.0, HUB_HASH_BURST, now_ms, &wait_ms) < 0) {
        *code = "hash_rate_limited";
        *why = "too many passwords from your address; wait a little";
        *retry_s = (int)((wait_ms + 999) / 1000);
        return -1;
    }
    struct hub_hash_slot *sl = &h->hash_slots[free_slot];
    sl->used = 1;
    sl->session = session;
    memcpy(sl->addr, addr, sizeof sl->addr);
    return free_slot;
}

void pw_slot_release(srv_hub *h, int slot)
{
    if (slot >= 0 && slot < HUB_HASH_JOBS_MAX)
        memset(&h->hash_slots[slot], 0, sizeof h->hash_slots[slot]);
}

/* ---- jobs ---- */

static void job_free(pw_job *j)
{
    json_decref(j->msg);
    sodium_memzero(j->password, sizeof j->password);
    free(j);
}

/* On a pool thread: only the job's own memory. */
static void pw_work(void *arg)
{
    pw_job *j = arg;
    size_t n = strlen(j->password);
    if (j->verify)
        j->ok = crypto_pwhash_str_verify(j->against, j->password, n) == 0;
    else
        j->ok = crypto_pwhash_str(j->hash, j->password, n, crypto_pwhash_OPSLIMIT_INTERACTIVE,
                                  crypto_pwhash_MEMLIMIT_INTERACTIVE) == 0;
}

static void pw_done(srv_hub *h, void *arg, int status)
{
    pw_job *j = arg;
    pw_slot_release(h, j->slot);
    hub_conn *c = hub_conn_get(h, j->conn);
    hub_session *s = c ? hub_session_get(h, c->session) : NULL;
    if (!s || s->id != j->session) {
        job_free(j); /* the connection is gone: nobody to answer */
        return;
    }
    if (status < 0 || (!j->verify && !j->ok)) {
        send_error(h, c, j->msg, "server_error", "could not %s the password",
                   j->verify ? "check" : "hash");
    } else if (j->room && s->room != j->room) {
        /* set_options: the owner is elsewhere now; the options were for that room. */
        send_error(h, c, j->msg, "not_in_room", "you left the room before its password was set");
    } else {
        h->pw_ready = j;
        dispatch(h, c, j->msg, h->now_ms);
        h->pw_ready = NULL;
    }
    job_free(j);
}

static void start(srv_hub *h, hub_conn *c, const json_t *msg, pw_job *j)
{
    const char *code, *why;
    int retry_s;
    j->slot = pw_slot_take(h, c->peer, c->session, h->now_ms, &code, &why, &retry_s);
    if (j->slot < 0) {
        send_error(h, c, msg, code, "%s", why);
        job_free(j);
        return;
    }
    int slot = j->slot;
    /* Without a pool hub_submit runs both halves before it returns, and the
     * command may already have run again: nothing here may touch j after. */
    if (hub_submit(h, pw_work, pw_done, j) < 0) {
        pw_slot_release(h, slot);
        send_error(h, c, msg, "busy", "the server cannot check passwords right now");
        job_free(j);
    }
}

static pw_job *job_new(hub_conn *c, const json_t *msg, const char *password)
{
    pw_job *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    j->conn = c->id;
    j->session = c->session;
    j->msg = json_incref((json_t *)msg);
    snprintf(j->password, sizeof j->password, "%s", password);
    return j;
}

void pw_hash_start(srv_hub *h, hub_conn *c, const json_t *msg, const char *password,
                   uint64_t room)
{
    pw_job *j = job_new(c, msg, password);
    if (!j) {
        send_error(h, c, msg, "server_error", "out of memory");
        return;
    }
    j->room = room;
    start(h, c, msg, j);
}

void pw_verify_start(srv_hub *h, hub_conn *c, const json_t *msg, const char *password,
                     const char *pwhash)
{
    pw_job *j = job_new(c, msg, password);
    if (!j) {
        send_error(h, c, msg, "server_error", "out of memory");
        return;
    }
    j->verify = 1;
    snprintf(j->against, sizeof j->against, "%s", pwhash);
    start(h, c, msg, j);
}

/* ---- results, while the command runs again ---- */

const char *pw_hash_ready(const srv_hub *h, const hub_conn *c, const char *password)
{
    const pw_job *j = h->pw_ready;
    if (!j || j->verify || j->conn != c->id || strcmp(j->password, password) != 0)
        return NULL;
    return j->hash;
}

int pw_verify_ready(const srv_hub *h, const hub_conn *c, const char *password,
                    const char *pwhash)
{
    const pw_job *j = h->pw_ready;
    if (!j || !j->verify || j->conn != c->id || strcmp(j->password, password) != 0 ||
        strcmp(j->against, pwhash) != 0)
        return -1;
    return j->ok;
}
