#!/usr/bin/env python3
"""python_bot.py — a small external bot for a Guildhall server.

An external bot is just a client of the WebSocket protocol (docs/protocol.md,
docs/bots.md): it says hello, takes a seat — by creating a room ("new") or
joining one by id (with its password, or with a bot token the owner made) —,
and answers every decision of its seat with one of the legal actions the
server lists in its view (`view.pending.options`). Its strategy is simple on
purpose: build the most expensive district it may, take gold while it holds
cards and cards when its hand is empty, keep the dearest card it can pay
for soon, never skip a turn by choice, otherwise choose at random.

Needs only Python 3 and the `websockets` package (Debian: python3-websockets).

    python3 examples/python_bot.py ws://127.0.0.1:8080/ws new Robo
    python3 examples/python_bot.py ws://127.0.0.1:8080/ws 12 Robo sesame
    python3 examples/python_bot.py ws://127.0.0.1:8080/ws 12 Robo --bot-token 3fa9…

It exits 0 when the game ends, printing the result and, last, one line
`RESULT {json}` for programs; 1 when the server refuses it (the error's code
is printed), 2 when it cannot reach the server."""
import argparse
import asyncio
import json
import random
import sys
import time
import urllib.request

import websockets

# What a refused request means for us: retry the same thing a moment later,
# or give up (anything not listed: a bug in this bot or a refusal for good).
RETRY = {"move_pending", "store_busy", "rate_limited", "busy"}
# Actions this bot never chooses while it has another option.
AVOID = {"end_turn", "forget_to_thank"}
SEND_INTERVAL = 1 / 15  # at most 15 messages a second: the server allows 20


class Refused(Exception):
    """The server refused something the bot cannot do without."""


def log(*parts):
    print(*parts, flush=True)


class Bot:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.token = None      # the session's secret: resumes our seat after a drop
        self.room = None       # the room we sit in, once we have one
        self.seat = None
        self.costs = {}        # district kind -> gold (from the catalogue)
        self.last_seq = -1     # the newest game step we acted on
        self.last_view = None  # the newest "game" message
        self.last_action = None
        self.excluded = []     # actions refused on the newest view
        self.next_send = 0.0
        self.moves = self.refused = 0

    # ---- talking to the server ----

    async def send(self, ws, msg):
        """Sends one message, never faster than SEND_INTERVAL (docs/limits.md)."""
        wait = self.next_send - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        self.next_send = time.monotonic() + SEND_INTERVAL
        await ws.send(json.dumps(msg))

    async def expect(self, ws, type_):
        """Reads until a `type_` message; a refusal on the way is fatal (setup)."""
        while True:
            msg = json.loads(await ws.recv())
            if msg["type"] == "error":
                raise Refused("%s: %s" % (msg["code"], msg["message"]))
            if msg["type"] == type_:
                return msg

    async def run(self):
        """Connects, and reconnects with the token after a dropped connection
        (with a growing pause: 1, 2, 4 … 16 s), until the game is over."""
        pause, failures = 1, 0
        while True:
            try:
                async with websockets.connect(self.args.url, max_size=2 ** 20) as ws:
                    pause, failures = 1, 0
                    return await self.session(ws)
            except (OSError, websockets.ConnectionClosed) as e:
                failures += 1
                if failures > 8:
                    raise
                log("connection lost (%s); trying again in %d s" % (e, pause))
                await asyncio.sleep(pause)
                pause = min(pause * 2, 16)

    async def session(self, ws):
        hello = {"type": "hello", "version": 1, "name": self.args.name}
        if self.token:
            hello["token"] = self.token  # the same session: the server gives our seat back
        await self.send(ws, hello)
        welcome = await self.expect(ws, "welcome")
        self.token = welcome["token"]
        if self.room is None:
            await self.take_seat(ws)
        elif welcome["room"] is None:
            # Our session is back but not in the room (e.g. it had left):
            # joining again returns the seat it holds.
            await self.send(ws, self.join_msg(self.room))
        return await self.play(ws)

    def join_msg(self, room):
        msg = {"type": "join_room", "room": room}
        if self.args.password:
            msg["password"] = self.args.password
        if self.args.bot_token:
            msg["bot_token"] = self.args.bot_token
        return msg

    async def take_seat(self, ws):
        """"new": create a room, fill it with server bots and start; else join
        the room by id and wait for its owner to start."""
        a = self.args
        if a.room == "new":
            options = {"name": "%s's bot table" % a.name, "max_players": a.bots + 1,
                       "bot_delay_ms": a.bot_delay_ms, "config": {"rules": a.rules}}
            if a.password:
                options["password"] = a.password
            room = await self.request(ws, {"type": "create_room", "game": "citadels",
                                           "options": options})
            for _ in range(a.bots):
                room = await self.request(ws, {"type": "add_bot", "level": a.level})
            self.note_room(room)
            await self.send(ws, {"type": "start"})
        else:
            self.note_room(await self.request(ws, self.join_msg(int(a.room))))
            log("seated; waiting for the owner to start")

    async def request(self, ws, msg):
        await self.send(ws, msg)
        return await self.expect(ws, "room")

    def note_room(self, room):
        if (self.room, self.seat) != (room["id"], room["your_seat"]):
            log("room %d, seat %s" % (room["id"], room["your_seat"]))
        self.room, self.seat = room["id"], room["your_seat"]
        if not self.costs:
            rules = (room["options"].get("config") or {}).get("rules", "2016")
            self.costs = fetch_costs(self.args.url, rules)

    async def play(self, ws):
        """The game loop: act on every view that asks us, until game_over."""
        while True:
            msg = json.loads(await ws.recv())
            kind = msg["type"]
            if kind == "room":
                self.note_room(msg)
            elif kind == "game":
                if not self.last_view or msg["seq"] != self.last_view["seq"]:
                    self.excluded = []  # a new position: every option is worth a try
                self.last_view = msg
                await self.maybe_act(ws, msg)
            elif kind == "error":
                await self.on_error(ws, msg)
            elif kind == "game_over":
                return self.result(msg)
            elif kind in ("kicked", "room_closed"):
                raise Refused("%s: the room is gone for us" % kind)

    async def maybe_act(self, ws, game, exclude=()):
        """Acts if this view is our decision and newer than the last we acted
        on (or, with `exclude`, chooses again on it without those actions)."""
        view = game["view"]
        pending = view.get("pending") or {}
        if view.get("seat") is None or pending.get("seat") != view.get("seat"):
            return  # someone else decides: wait for the next view
        if game["seq"] <= self.last_seq and not exclude:
            return  # already answered (a repeated view, e.g. after reconnecting)
        options = [o for o in pending.get("options", []) if o not in exclude]
        if not options:
            return
        self.last_seq = game["seq"]
        self.last_action = self.choose(view, options)
        self.moves += 1
        # "ref" comes back only in an error: it tells which move was refused.
        await self.send(ws, {"type": "action", "action": self.last_action,
                             "ref": game["seq"]})

    async def on_error(self, ws, err):
        if err.get("request") != "action":
            raise Refused("%s: %s" % (err["code"], err["message"]))
        current = self.last_view and self.last_view["seq"] == err.get("ref")
        if err["code"] in RETRY:
            # Not refused for good: send the same move again a moment later,
            # unless a newer view has come meanwhile (then we act on that one).
            await asyncio.sleep(0.5)
            if current:
                await self.send(ws, {"type": "action", "action": self.last_action,
                                     "ref": err["ref"]})
            return
        # The engine said no (it should not: we only send listed options).
        # Count it, and choose again on the same view without that action.
        self.refused += 1
        log("refused: %s (%s)" % (err["code"], err["message"]))
        if current:
            self.excluded.append(self.last_action)
            await self.maybe_act(ws, self.last_view, exclude=self.excluded)

    # ---- the strategy ----

    def cost(self, option):
        return self.costs.get(option.get("district"), 0)

    def choose(self, view, options):
        me = next(p for p in view["players"] if p["seat"] == view["seat"])
        by_type = {}
        for o in options:
            by_type.setdefault(o["type"], []).append(o)
        if "build" in by_type:  # the dearest district we may build
            return max(by_type["build"], key=self.cost)
        if "take_gold" in by_type and "draw_cards" in by_type:
            return by_type["draw_cards" if not me.get("hand") else "take_gold"][0]
        if "keep_card" in by_type:  # the dearest card we can pay for soon
            soon = [o for o in by_type["keep_card"] if self.cost(o) <= me["gold"] + 2]
            return max(soon or by_type["keep_card"], key=self.cost)
        useful = [o for o in options if o["type"] not in AVOID]
        return self.rng.choice(useful or options)

    def result(self, over):
        outcome = over["outcome"]
        mine = next((s for s in outcome.get("scores", []) if s.get("seat") == self.seat), {})
        log("game %s over: winner seat %s; we (seat %s) placed %s with %s points" % (
            over.get("game_id"), outcome.get("winner"), self.seat, mine.get("place"),
            mine.get("total")))
        summary = {"room": self.room, "game_id": over.get("game_id"), "seat": self.seat,
                   "winner": outcome.get("winner"), "place": mine.get("place"),
                   "total": mine.get("total"), "moves": self.moves, "refused": self.refused}
        log("RESULT " + json.dumps(summary))
        return summary


def fetch_costs(ws_url, rules):
    """District costs from GET /api/catalog/citadels (docs/protocol.md): the
    2016 table, with the rule set's own rows where its cards differ. Without
    it every district costs 0 to us and the bot just builds the first."""
    http = ws_url.replace("ws://", "http://", 1).replace("wss://", "https://", 1)
    http = http.rsplit("/ws", 1)[0] + "/api/catalog/citadels"
    try:
        with urllib.request.urlopen(http, timeout=10) as r:
            cat = json.load(r)
    except (OSError, ValueError) as e:
        log("no catalogue (%s): building without knowing costs" % e)
        return {}
    costs = {d["kind"]: d["cost"] for d in cat["districts"]}
    for rs in cat.get("rulesets", []):
        if rs["id"] == rules:
            costs.update({k: d["cost"] for k, d in rs.get("districts", {}).items()})
    return costs


def main():
    p = argparse.ArgumentParser(description="A small Guildhall bot (docs/bots.md).")
    p.add_argument("url", help="the server's WebSocket URL, e.g. ws://127.0.0.1:8080/ws")
    p.add_argument("room", help='a room id to join, or "new" to create one')
    p.add_argument("name", help="the bot's player name (not \"Bot N\": reserved)")
    p.add_argument("password", nargs="?", help="the room's password, if private")
    p.add_argument("--bot-token", help="a bot token from the room's owner (joins its seat)")
    p.add_argument("--bots", type=int, default=3, help='"new": server bots to add (1-7)')
    p.add_argument("--level", default="greedy", help='"new": their level')
    p.add_argument("--rules", default="2016", help='"new": the rule set')
    p.add_argument("--bot-delay-ms", type=int, default=0, help='"new": server bots\' pause')
    p.add_argument("--seed", type=int, help="seed of the bot's own random choices")
    args = p.parse_args()
    try:
        asyncio.run(Bot(args).run())
    except Refused as e:
        log("refused: %s" % e)
        sys.exit(1)
    except (OSError, websockets.ConnectionClosed) as e:
        log("cannot reach the server: %s" % e)
        sys.exit(2)


if __name__ == "__main__":
    main()
