"""Undo over the wire (docs/protocol.md, "undo"), through the real server:

- Ann and Bob play a short two-player game (city target 3) while Spy
  watches. The first build is taken back: all three get an "events" message
  by "undo" with one move_undone naming the build's step, seq goes on
  increasing, the builder's view is the one from before the build (gold and
  card back), and can_undo is true only in the builder's own message.
  Refusals: out of turn (not_your_turn), a spectator (not_seated), a draw
  (cannot_undo).
- The server is stopped and started again on the same database: the game
  comes back in the same state, and the move before the undone one can
  still be taken back.
- The game is played to its end with an undo whenever one is offered (one
  time in three), then `guildhall replay ID --verify` verifies it and the
  HTTP replay shows each undo as a step of its own: its one public event,
  and a view equal to the view before the move it took back — for the
  spectator too, who sees no hand at that step either."""
import asyncio
import json
import random
import subprocess

from ghtest import Client, Server, assert_no_foreign_hands, my_turn, run


class Table:
    """Ann, Bob and Spy, each with the last game message they were sent."""

    def __init__(self, players, spy):
        self.players, self.spy = players, spy
        self.last = {}

    @property
    def everyone(self):
        return self.players + [self.spy]

    async def sync(self, seq):
        """Reads until each member has the game message of step `seq`."""
        for c in self.everyone:
            if c in self.last and self.last[c]["seq"] == seq:
                continue
            self.last[c] = await c.expect("game", lambda m: m["seq"] >= seq)
            assert self.last[c]["seq"] == seq, (c.name, self.last[c]["seq"], seq)
            assert_no_foreign_hands(self.last[c]["view"])

    @property
    def seq(self):
        return self.last[self.spy]["seq"]

    def deciding(self):
        for c in self.players:
            if my_turn(self.last[c]):
                return c
        return None

    async def act(self, c, action):
        await c.send({"type": "action", "action": action})
        await self.sync(self.seq + 1)

    async def undo(self, c):
        seq, seat = self.seq, self.last[c]["your_seat"]
        await c.send({"type": "undo", "ref": "u%d" % seq})
        evs = {}
        for m in self.everyone:
            evs[m] = await m.expect("events", lambda e: e["seq"] == seq + 1)
        await self.sync(seq + 1)
        for m, e in evs.items():
            assert e["by"] == "undo" and e["seat"] == seat, e
            assert len(e["events"]) == 1 and e["events"][0]["type"] == "move_undone", e
            assert e["events"][0]["seat"] == seat, e
        return evs[self.spy]["events"][0]["undone_seq"]


def option(msg, type_):
    """The first option of `type_`. A build takes effect at once except the
    Diebesversteck's, which first asks how it is paid (a decision of its
    own), so the build chosen here is never that one."""
    return next((o for o in my_turn(msg) if o["type"] == type_
                 and o.get("district") != "thieves_den"), None)


def plain_choice(msg):
    """First character, 2 gold, otherwise end the turn."""
    return option(msg, "take_gold") or option(msg, "end_turn") or my_turn(msg)[0]


async def play_until(t, type_):
    for _ in range(2000):
        c = t.deciding()
        assert c, "nobody decides"
        if option(t.last[c], type_):
            return c
        await t.act(c, plain_choice(t.last[c]))
    raise AssertionError("no %s offered" % type_)


def me(msg):
    return msg["view"]["players"][msg["your_seat"]]


async def main(binary):
    srv = Server(binary, rate=1000).start()
    srv2 = None
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        spy = await Client(srv, "Spy").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 2, "turn_seconds": 300, "config": {"city_target": 3}}}, "room")
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.send({"type": "start"})
        started = await ann.expect("room", lambda m: m.get("started"))
        gid = started["game_id"]
        t = Table([ann, bob], spy)
        t.last[spy] = await spy.request({"type": "spectate", "room": room["id"]}, "game")
        await t.sync(0)

        # ---- a build taken back ----
        c = await play_until(t, "build")
        o = bob if c is ann else ann
        before = t.last[c]["view"]
        await t.act(c, option(t.last[c], "build"))
        built = t.seq
        assert len(me(t.last[c])["city"]) == len(before["players"][before["seat"]]["city"]) + 1
        assert t.last[c]["can_undo"] is True
        assert t.last[o]["can_undo"] is False and t.last[spy]["can_undo"] is False
        deadline = t.last[c]["deadline_ms"]
        await o.error({"type": "undo"}, "not_your_turn")
        await spy.error({"type": "undo"}, "not_seated")
        assert await t.undo(c) == built
        assert t.seq == built + 1, "seq goes on"
        assert t.last[c]["view"] == before, "gold and card back, the same decision"
        assert me(t.last[c])["gold"] == before["players"][before["seat"]]["gold"]
        assert t.last[c]["deadline_ms"] == deadline, "an undo buys no time"
        income_step = built - 1

        # ---- restart: the same state, the chain too ----
        tokens = {x.name: x.token for x in t.players + [spy]}
        for x in t.everyone:
            await x.close()
        srv.stop()
        srv2 = Server(binary, workdir=srv.workdir, rate=1000).start()
        ann = await Client(srv2, "Ann", token=tokens["Ann"]).connect()
        bob = await Client(srv2, "Bob", token=tokens["Bob"]).connect()
        spy = await Client(srv2, "Spy", token=tokens["Spy"]).connect()
        t = Table([ann, bob], spy)
        t.last[spy] = await spy.request({"type": "spectate", "room": room["id"]}, "game")
        await t.sync(built + 1)
        c = ann if c.name == "Ann" else bob
        assert t.last[c]["view"] == before, "the undone state after the restart"
        assert t.last[c]["can_undo"] is True, "the income can still be taken back"
        assert await t.undo(c) == income_step

        # ---- a draw cannot be taken back ----
        c = await play_until(t, "draw_cards")
        await t.act(c, option(t.last[c], "draw_cards"))
        assert t.last[c]["can_undo"] is False
        await c.error({"type": "undo"}, "cannot_undo")

        # ---- to the end, undoing whenever offered (one time in three) ----
        rng = random.Random(5)
        undos = 2
        for _ in range(5000):
            if t.last[spy]["view"].get("phase") == "over":
                break
            c = t.deciding()
            assert c, "nobody decides"
            if t.last[c]["can_undo"] and rng.random() < 0.33:
                await t.undo(c)
                undos += 1
            else:
                await t.act(c, rng.choice(my_turn(t.last[c])))
        over = await spy.expect("game_over")
        assert undos >= 5, undos
        srv2.stop()

        # ---- guildhall replay verifies it ----
        r = subprocess.run([binary, "replay", str(gid), "--db", srv.db, "--verify"],
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == 0 and r.stdout.rstrip().endswith("verified"), (r.stdout, r.stderr)
        assert r.stdout.count('{"type":"undo"}') == undos, "every undo record printed"
        assert r.stdout.count('"move_undone"') == undos

        # ---- the HTTP replay shows each undo as a step ----
        srv2 = Server(binary, workdir=srv.workdir, rate=1000).start()
        _, body = srv2.get("/api/games/%d" % gid)
        log = json.loads(body)
        assert sum(1 for a in log["actions"] if a["action"] == {"type": "undo"}) == undos
        for path in ["/api/games/%d/replay" % gid]:
            _, body = srv2.get(path)
            steps = json.loads(body)["steps"]
            assert steps[-1]["view"]["outcome"] == over["outcome"]
            seen = 0
            for s in steps:
                if s.get("action") != {"type": "undo"}:
                    continue
                seen += 1
                assert len(s["events"]) == 1 and s["events"][0]["type"] == "move_undone", s
                k = s["events"][0]["undone_seq"]
                assert s["events"][0]["seat"] == s["seat"]
                assert_no_foreign_hands(s["view"])
                # The step before the undone move: the same public view.
                assert s["view"] == steps[k - 1]["view"], "undo step %d" % s["seq"]
            assert seen == undos
    finally:
        if srv2:
            srv2.cleanup()
        srv.cleanup()


run(main)
