/* addr.c — who counts as "one address" for the per-address limits (rooms
 * owned, room creations, spectators, kicks), and the room-creation budget of
 * each address.
 *
 * An address is the peer's IP without its port: IPv4 as a whole, IPv6 by its
 * /64 prefix (one customer's network usually gets a whole /64, so counting
 * single IPv6 addresses would give one script 2^64 budgets); IPv4 mapped into
 * IPv6 ("::ffff:1.2.3.4") counts as the IPv4 address. Addresses are kept as a
 * 64-bit SipHash (crypto_shorthash) under a key drawn at start, so the tables
 * hold no addresses and nobody can aim two addresses at one bucket.
 *
 * Creation budgets live in a fixed table of HUB_ADDR_SLOTS buckets, each
 * owned by one address (open addressing over a short probe window): bounded
 * memory whatever the number of addresses, and no address shares another's
 * budget. When the window is full, the bucket that has the most tokens left
 * after refilling gives its slot up: a full bucket says nothing worth
 * keeping, so only a table crowded by thousands of recent creators ever
 * forgets a spent budget. The limit on rooms owned per address is counted
 * exactly over the rooms themselves. */
#include "server/hub_internal.h"

#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>

/* The address part of a peer as the network layer or a test gives it:
 * "1.2.3.4", "1.2.3.4:5678", "::1", "[::1]:5678". */
static void strip_port(const char *peer, char *out, size_t size)
{
    snprintf(out, size, "%s", peer);
    char *colon = strrchr(out, ':');
    if (out[0] == '[') {
        char *close = strchr(out, ']');
        if (close) {
            *close = 0;
            memmove(out, out + 1, strlen(out + 1) + 1);
        }
    } else if (colon && strchr(out, ':') == colon) {
        *colon = 0; /* one colon: IPv4 with a port (IPv6 has at least two) */
    }
}

void peer_addr(const char *peer, char out[HUB_PEER_ADDR])
{
    char text[HUB_PEER_ADDR];
    /* A peer the network layer could not name is one more address, not a
     * way around the limits. */
    strip_port(peer && peer[0] ? peer : "unknown", text, sizeof text);
    unsigned char bin[16];
    if (inet_pton(AF_INET, text, bin) == 1) {
        inet_ntop(AF_INET, bin, out, HUB_PEER_ADDR);
    } else if (inet_pton(AF_INET6, text, bin) == 1) {
        static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
        if (memcmp(bin, mapped, sizeof mapped) == 0) {
            inet_ntop(AF_INET, bin + 12, out, HUB_PEER_ADDR);
        } else {
            memset(bin + 8, 0, 8); /* the /64 */
            inet_ntop(AF_INET6, bin, out, HUB_PEER_ADDR);
        }
    } else { /* not an IP (a Unix socket, a test's name): the text itself */
        snprintf(out, HUB_PEER_ADDR, "%s", text);
    }
}

uint64_t addr_of_peer(const srv_hub *h, const char *peer)
{
    char addr[HUB_PEER_ADDR];
    peer_addr(peer, addr);
    unsigned char d[crypto_shorthash_BYTES];
    crypto_shorthash(d, (const unsigned char *)addr, strlen(addr), h->addr_key);
    uint64_t id;
    memcpy(&id, d, sizeof id);
    return id ? id : 1; /* 0 means "unknown" */
}

static void refill(struct hub_addr_bucket *b, double per_hour, int64_t now_ms)
{
    if (now_ms > b->refill_ms) {
        b->tokens += (double)(now_ms - b->refill_ms) * per_hour / 3600000.0;
        if (b->tokens > HUB_CREATE_BURST)
            b->tokens = HUB_CREATE_BURST;
        b->refill_ms = now_ms;
    }
}

/* The bucket of an address: its own, else a free or the fullest slot of its
 * window, given a full bucket. */
static struct hub_addr_bucket *bucket_of(srv_hub *h, uint64_t addr, double per_hour,
                                         int64_t now_ms)
{
    struct hub_addr_bucket *spare = NULL;
    for (int i = 0; i < HUB_ADDR_PROBE; i++) {
        struct hub_addr_bucket *b = &h->addr_buckets[(addr + (uint64_t)i) % HUB_ADDR_SLOTS];
        if (b->addr == addr)
            return b;
        if (b->addr)
            refill(b, per_hour, now_ms);
        if (!spare || (spare->addr && (!b->addr || b->tokens > spare->tokens)))
            spare = b;
    }
    *spare = (struct hub_addr_bucket){.addr = addr, .tokens = HUB_CREATE_BURST,
                                      .refill_ms = now_ms};
    return spare;
}

int addr_creation_take(srv_hub *h, uint64_t addr, int64_t now_ms)
{
    double per_hour = h->lim.room_creations_per_hour;
    if (!addr || per_hour <= 0)
        return 0;
    struct hub_addr_bucket *b = bucket_of(h, addr, per_hour, now_ms);
    refill(b, per_hour, now_ms);
    if (b->tokens < 1.0)
        return -1;
    b->tokens -= 1.0;
    return 0;
}
