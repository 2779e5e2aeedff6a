"""SIGTERM while bots think on the pool and rooms wait for a slot
(docs/limits.md, "Bots", the edges; src/server/bot_jobs.c, hub_shutdown):
four rooms whose every decision is a search (bots, and the owners' seats by
timeout and autopilot), one slot (--bot-jobs 1): one choice thinks, three
rooms wait. On SIGTERM the waiting rooms start nothing and the choice on
the pool is dropped when it is back: the server exits 0 without a single
move stored after the signal (one may land between counting and the
signal), where before it played every waiting room's search first."""
import asyncio
import re
import sqlite3

from ghtest import Client, Server, run

ROOMS = 4


def metric(srv, name):
    _, text = srv.get("/metrics")
    m = re.search(r"^%s (\d+)" % name, text, re.M)
    assert m, "no %s in /metrics" % name
    return int(m.group(1))


def stored_moves(srv):
    db = sqlite3.connect("file:%s?mode=ro" % srv.db, uri=True, timeout=10)
    try:
        return db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    finally:
        db.close()


async def main(binary):
    srv = Server(binary, rate=1000, args=["--bot-jobs", "1", "--bot-budget", "1000"]).start()
    try:
        clients = []
        for k in range(ROOMS):
            c = await Client(srv, "Owner%d" % k).connect()
            slow = [l["name"] for l in c.inbox[-1]["bot_levels"] if l["slow"]]
            assert slow, c.inbox[-1]["bot_levels"]
            await c.request({"type": "create_room", "game": "citadels", "options": {
                "name": "T%d" % k, "max_players": 3, "turn_seconds": 1, "bot_delay_ms": 0,
                "autopilot_after": 1, "timeout": slow[0], "config": {"city_target": 3}}},
                "room")
            for _ in range(2):
                await c.request({"type": "add_bot", "level": slow[0]}, "room")
            await c.send({"type": "start"})
            await c.expect("game")
            clients.append(c)
        # The pipeline runs: a move by a search, one on the pool, the rest waiting.
        await clients[0].expect("events", lambda m: m.get("by") in ("bot", "timeout"),
                                timeout=30)
        loop = asyncio.get_event_loop()
        end = loop.time() + 30
        while not (metric(srv, "guildhall_bot_jobs_running") == 1 and
                   metric(srv, "guildhall_bot_jobs_waiting") == ROOMS - 1):
            assert loop.time() < end, "never one thinking and the rest waiting"
            await asyncio.sleep(0.05)
        for c in clients:
            await c.close()
        before = stored_moves(srv)
        srv.stop()
        after = stored_moves(srv)
        assert after - before <= 1, "%d moves stored after SIGTERM" % (after - before)
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run(main)
