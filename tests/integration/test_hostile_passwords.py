"""Hostile clients against room passwords (issue 8, finding 3): every
set_options with a password ran Argon2id (64 MiB, ~0.1 s of a core) on the
event loop, so one client sending them at the allowed message rate (20 a
second) froze everybody: a bystander's ping took 12 s. Now hashing runs on
libuv's pool, one job at a time per session and per address, two at once
on the server, and each address has a rate.

  - one attacker, then attackers from four loopback addresses at once, send
    set_options with a new password 20 times a second while a bystander
    pings: the bystander's worst ping stays far below a second;
  - the attackers are told "busy" or "hash_rate_limited", and each address
    got at most its burst and rate of hashes done;
  - meanwhile a player on another address creates a private room and a
    friend joins it with the password, as usual (retrying on "busy")."""
import asyncio
import time

import websockets

from ghtest import Client, Server, run

BURST, PER_MIN = 8, 30  # HUB_HASH_BURST, HUB_HASH_PER_MIN


class From(Client):
    """A client connecting from a chosen loopback address."""

    def __init__(self, server, name, source):
        super().__init__(server, name)
        self.source = source

    async def connect(self, hello=True):
        self.ws = await websockets.connect(self.server.url, max_size=2 ** 22,
                                           local_addr=(self.source, 0))
        if hello:
            await self.send({"type": "hello", "version": 1, "name": self.name})
            self.token = (await self.expect("welcome"))["token"]
        return self


async def attack(srv, source, seconds, tally):
    """set_options with a fresh password 20 times a second; counts answers."""
    a = await From(srv, "Mallory", source).connect()
    await a.request({"type": "create_room", "options": {"name": "m " + source}}, "room")
    end, i = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        i += 1
        await a.send({"type": "set_options", "options": {"password": "pw%d" % i}})
        await asyncio.sleep(0.05)
    await a.send({"type": "ping", "ref": "end"})
    while True:
        m = await a.recv()
        if m["type"] == "pong" and m.get("ref") == "end":
            break
        key = m["code"] if m["type"] == "error" else m["type"]
        tally[key] = tally.get(key, 0) + 1
    await a.close()


async def pings(srv, seconds):
    """The bystander's worst ping over `seconds`."""
    c = await From(srv, "Bystander", "127.0.0.50").connect()
    worst, ref, end = 0.0, 0, time.monotonic() + seconds
    while time.monotonic() < end:
        ref += 1
        t0 = time.monotonic()
        await c.send({"type": "ping", "ref": ref})
        await c.expect("pong", lambda m, r=ref: m.get("ref") == r)
        worst = max(worst, time.monotonic() - t0)
        await asyncio.sleep(0.05)
    await c.close()
    return worst


async def request_retrying(client, msg, type_):
    """What a real client does with "busy": ask again a moment later."""
    for _ in range(50):
        await client.send(msg)
        while True:
            m = await client.recv()
            if m["type"] == type_:
                return m
            if m["type"] == "error":
                assert m["code"] == "busy", m
                break
        await asyncio.sleep(0.2)
    raise AssertionError("still busy")


async def friends(srv):
    """A private room made and joined on other addresses during the attack."""
    ann = await From(srv, "Ann", "127.0.0.60").connect()
    bob = await From(srv, "Bob", "127.0.0.61").connect()
    await asyncio.sleep(0.5)
    room = await request_retrying(ann, {"type": "create_room", "options": {
        "private": True, "password": "sesame"}}, "room")
    await bob.error({"type": "join_room", "room": room["id"]}, "password_required")
    joined = await request_retrying(bob, {"type": "join_room", "room": room["id"],
                                          "password": "sesame"}, "room")
    assert joined["your_seat"] == 1, joined
    await ann.close()
    await bob.close()


def check_bounded(tally, seconds):
    hashed = tally.get("room", 0)
    refused = tally.get("busy", 0) + tally.get("hash_rate_limited", 0)
    assert hashed <= BURST + PER_MIN * seconds / 60 + 1, tally
    assert refused > 0 and set(tally) <= {"room", "busy", "hash_rate_limited"}, tally


async def main(binary):
    srv = Server(binary).start()  # the default message rate: 20 a second
    try:
        # One attacker.
        tally = {}
        worst, _ = await asyncio.gather(pings(srv, 4.0), attack(srv, "127.0.0.2", 4.0, tally))
        print("one attacker: %s; bystander's worst ping %.3f s" % (tally, worst))
        assert worst < 1.0, "the bystander waited %.2f s for a pong" % worst
        check_bounded(tally, 4.0)

        # Four addresses at once (two hashes run at a time on the server),
        # and friends making a private room meanwhile.
        tallies = [{} for _ in range(4)]
        results = await asyncio.gather(
            pings(srv, 5.0), friends(srv),
            *[attack(srv, "127.0.0.%d" % (10 + i), 5.0, tallies[i]) for i in range(4)])
        worst = results[0]
        print("four attackers: %s; bystander's worst ping %.3f s" % (tallies, worst))
        assert worst < 1.0, "the bystander waited %.2f s for a pong" % worst
        for t in tallies:
            check_bounded(t, 5.0)
        srv.stop()
    finally:
        srv.cleanup()


run(main)
