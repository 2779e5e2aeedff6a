"""Hostile clients against the privacy of games over HTTP (issue 8, finding
9): GET /api/games/ID of a running private game showed its players, config
and progress; once finished, GET /api/games/ID/replay?seat=0 gave any seat's
hidden hand at every step; private games were listed in GET /api/games; and
ids are sequential, so a stranger could read them all. Now:

  - a private game is for its players (session token, "Authorization:
    Bearer") and for whoever has the room's password ("Authorization:
    Basic"); a stranger gets 403 "private", whatever id they try, and the
    recent list leaves it out;
  - a seat's replay (?seat=N) is for that seat's player only, in private and
    public games alike (a bot's seat is nobody's);
  - public games: summary while running, log and spectator replay after the
    end, to anyone;
  - wrong passwords over HTTP are refused and soon limited (429 with
    Retry-After); a malformed Authorization is 400."""
import asyncio
import base64
import http.client
import json
import random

import ghtest
from ghtest import Client, Server, assert_no_foreign_hands, play, run


SOURCES = iter(range(1 << 16))


def get(srv, path, auth=None, source=None):
    """(status, json body, headers) of a GET with an optional Authorization;
    each from a loopback address of its own unless `source` is given (the
    API's rate per address is not what this test is about)."""
    if source is None:
        n = next(SOURCES)
        source = "127.1.%d.%d" % (n // 250, 1 + n % 250)
    c = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=ghtest.TIMEOUT,
                                   source_address=(source, 0))
    try:
        c.request("GET", path, headers={"Authorization": auth} if auth else {})
        r = c.getresponse()
        return r.status, json.loads(r.read()), dict(r.getheaders())
    finally:
        c.close()


def bearer(client):
    return "Bearer " + client.token


def basic(password, user="x"):
    return "Basic " + base64.b64encode(("%s:%s" % (user, password)).encode()).decode()


def refused(srv, path, auth, status, code):
    got, body, _ = get(srv, path, auth)
    assert (got, body.get("error")) == (status, code), (path, auth and auth[:8], got, str(body)[:300])
    assert set(body) == {"error", "message"} and body["message"], body
    assert "Ann" not in body["message"] and "Bob" not in body["message"], body


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        cid = await Client(srv, "Cid").connect()
        room = await ann.request({"type": "create_room", "options": {
            "private": True, "password": "sesame", "max_players": 3, "bot_delay_ms": 0}}, "room")
        await bob.request({"type": "join_room", "room": room["id"], "password": "sesame"}, "room")
        await ann.request({"type": "add_bot"}, "room")
        await ann.send({"type": "start"})
        gid = (await ann.expect("room", lambda m: m.get("started")))["game_id"]
        g = "/api/games/%d" % gid

        # While it runs: players and password holders see the summary only.
        for auth in (None, bearer(cid), "Bearer " + "0" * 64):
            refused(srv, g, auth, 403, "private")
        refused(srv, g, basic("open"), 403, "wrong_password")
        for auth in (bearer(ann), basic("sesame")):
            status, log, _ = get(srv, g, auth)
            assert status == 200 and log["finished"] is False and "actions" not in log, log
            assert [p["name"] for p in log["players"]] == ["Ann", "Bob", "Bot 1"]
        refused(srv, g + "/replay", None, 403, "private")
        refused(srv, g + "/replay", bearer(ann), 403, "game_running")
        refused(srv, g + "/replay?seat=0", bearer(ann), 403, "game_running")
        assert get(srv, "/api/games")[1]["games"] == []

        await asyncio.gather(play(ann, random.Random(1)), play(bob, random.Random(2)))

        # A public game too: Cid and a bot.
        pub = await cid.request({"type": "create_room", "options": {"bot_delay_ms": 0}}, "room")
        await cid.request({"type": "add_bot"}, "room")
        await cid.send({"type": "start"})
        pid = (await cid.expect("room", lambda m: m.get("started") and m["id"] == pub["id"]))["game_id"]
        await play(cid, random.Random(3))
        p = "/api/games/%d" % pid

        # The recent list: the public game for all, the private one for its players.
        for auth, ids in ((None, [pid]), (bearer(cid), [pid]), (bearer(ann), [pid, gid]),
                          (bearer(bob), [pid, gid])):
            games = get(srv, "/api/games", auth)[1]["games"]
            assert [x["id"] for x in games] == ids, (auth and auth[:12], games)
        mine = get(srv, "/api/games", bearer(bob))[1]["games"][1]
        assert mine["private"] is True and mine["your_seat"] == 1, mine

        # Every id a stranger can guess: the private game stays closed.
        for i in range(1, pid + 3):
            status, body, _ = get(srv, "/api/games/%d" % i)
            assert (status == 200) == (i == pid), (i, status, body)
            status, body, _ = get(srv, "/api/games/%d/replay?seat=0" % i)
            assert status != 200, (i, body)
        for auth in (None, bearer(cid)):
            for path in (g, g + "/replay", g + "/replay?seat=0", g + "/replay?seat=1"):
                refused(srv, path, auth, 403, "private")

        # Its players: the log, the spectator's replay, and their own seat only.
        status, log, _ = get(srv, g, bearer(bob))
        assert status == 200 and log["finished"] and len(log["actions"]) > 10
        status, spec, _ = get(srv, g + "/replay", bearer(bob))
        assert status == 200 and spec["seat"] is None
        for s in spec["steps"]:
            assert all("hand" not in pl for pl in s["view"]["players"])
        status, own, _ = get(srv, g + "/replay?seat=1", bearer(bob))
        assert status == 200 and own["seat"] == 1
        assert all("hand" in s["view"]["players"][1] for s in own["steps"])
        for s in own["steps"]:
            assert_no_foreign_hands(s["view"])
        refused(srv, g + "/replay?seat=0", bearer(bob), 403, "not_your_seat")
        refused(srv, g + "/replay?seat=2", bearer(ann), 403, "not_your_seat")  # the bot's
        # Whoever has the password: what a spectator of the room could see.
        status, spec2, _ = get(srv, g + "/replay", basic("sesame"))
        assert status == 200 and spec2 == spec
        refused(srv, g + "/replay?seat=0", basic("sesame"), 403, "not_your_seat")
        refused(srv, g + "/replay", basic("Sesame"), 403, "wrong_password")

        # Public after the end: log and spectator replay for all; seats for their players.
        status, plog, _ = get(srv, p)
        assert status == 200 and plog["finished"] and plog["actions"], plog
        assert get(srv, p + "/replay")[0] == 200
        refused(srv, p + "/replay?seat=0", None, 403, "not_your_seat")
        refused(srv, p + "/replay?seat=0", bearer(ann), 403, "not_your_seat")
        status, cseat, _ = get(srv, p + "/replay?seat=0", bearer(cid))
        assert status == 200 and cseat["seat"] == 0

        # Malformed Authorization: 400, nothing else said.
        for auth in ("Bearer", "Basic !!!", "Digest x", "Basic " + base64.b64encode(b"nocolon").decode()):
            refused(srv, g, auth, 400, "bad_authorization")

        # Guessing the password over HTTP: refused, then limited (from an
        # address of its own, so the rest of this test is not affected).
        codes = []
        for i in range(20):
            status, body, headers = get(srv, g + "/replay", basic("guess%d" % i), "127.0.0.7")
            codes.append(body["error"])
            if status == 429:
                assert int(headers["retry-after"]) >= 1, headers
            else:
                assert (status, body["error"]) == (403, "wrong_password"), (status, body)
        assert codes[0] == "wrong_password" and codes[-1] in ("too_many_attempts",
                                                               "hash_rate_limited"), codes
        assert codes.count("wrong_password") <= 15, codes
        # ... while the players are served as before.
        assert get(srv, g + "/replay?seat=0", bearer(ann))[0] == 200

        for c in (ann, bob, cid):
            await c.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
