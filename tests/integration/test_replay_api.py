"""GET /api/games (the lobby's recent finished games: names, winner and
totals, never token hashes) and GET /api/games/ID/replay, the replay
viewer's data: refused while the
game runs (its log would reveal hidden choices), then, once finished, every
step from the deal to the end, each with the events and the view of the
chosen viewer: a spectator sees no hand and no private event, a seat sees
its own hand and nobody else's (and only its own player, by session token,
may ask for it); the last step's view shows the outcome the game ended
with. Unknown games, bad seats and bad paths get clear errors."""
import asyncio
import json
import random
import urllib.error

from ghtest import Client, Server, assert_no_foreign_hands, play, run


def get_json(srv, path, token=None):
    try:
        status, body = srv.get(path, {"Authorization": "Bearer " + token} if token else None)
    except urllib.error.HTTPError as e:
        status, body = e.code, e.read().decode()
    return status, json.loads(body)


class DrawsCards(random.Random):
    """Bob's choices: random, except that he always draws cards when he may.
    The private events the seat replay must show (card_drawn, card_kept) come
    from drawing; with purely random choices a short game with a deal that
    never made him draw (about 1 run in 150: gold at each of his four turns)
    left nothing private to see, and the check below failed by chance."""

    def choice(self, seq):
        draws = [o for o in seq if o.get("type") == "draw_cards"]
        return draws[0] if draws else super().choice(seq)


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0, "config": {"city_target": 4}}}, "room")
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await ann.send({"type": "start"})
        started = await ann.expect("room", lambda m: m.get("started"))
        gid = started["game_id"]

        status, body = get_json(srv, "/api/games/%d/replay" % gid)
        assert status == 403 and body["error"] == "game_running", (status, body)
        status, body = get_json(srv, "/api/games")
        assert status == 200 and body["games"] == [], "a running game is not listed: %s" % body

        over, _ = await asyncio.gather(play(ann, random.Random(3)), play(bob, DrawsCards(4)))
        log_status, log = get_json(srv, "/api/games/%d" % gid)
        assert log_status == 200 and log["finished"], log

        # The lobby's recent games: this one, with names, winner and totals only.
        status, recent = get_json(srv, "/api/games")
        assert status == 200 and len(recent["games"]) == 1, recent
        g = recent["games"][0]
        assert g["id"] == gid and g["game"] == "citadels"
        assert [p["name"] for p in g["players"]] == ["Ann", "Bob", "Bot 1"], g
        assert [p["bot"] for p in g["players"]] == [False, False, True], g
        assert g["winner"] == over["outcome"]["winner"], g
        assert g["scores"] == [s["total"] for s in over["outcome"]["scores"]], g
        assert g["finished_ms"] > 0
        assert "token" not in json.dumps(recent) and "hash" not in json.dumps(recent)

        status, spec = get_json(srv, "/api/games/%d/replay" % gid)
        assert status == 200, (status, spec)
        steps = spec["steps"]
        assert spec["seat"] is None and spec["id"] == gid
        assert len(steps) == log["seq"] + 1, (len(steps), log["seq"])
        assert [s["seq"] for s in steps] == list(range(len(steps)))
        assert [s["action"] for s in steps[1:]] == [a["action"] for a in log["actions"]]
        assert spec["seed"] == log["seed"] and spec["outcome"] == log["outcome"]
        private = {"card_drawn", "card_kept"}
        for s in steps:
            for p in s["view"]["players"]:
                assert "hand" not in p, "the spectator replay shows a hand at step %d" % s["seq"]
            for ev in s["events"]:
                assert ev["type"] not in private, "a private event in the public replay: %s" % ev
        assert steps[-1]["view"]["outcome"] == over["outcome"], "the replay ends as the game did"
        assert steps[0]["view"]["round"] == 1
        assert steps[0]["events"][:1] == [{"type": "round_start", "round": 1}], steps[0]["events"]

        # A seat's view is its player's: Bob (seat 1) with his token.
        status, body = get_json(srv, "/api/games/%d/replay?seat=1" % gid)
        assert status == 403 and body["error"] == "not_your_seat", (status, body)
        status, body = get_json(srv, "/api/games/%d/replay?seat=1" % gid, ann.token)
        assert status == 403 and body["error"] == "not_your_seat", (status, body)
        status, seat1 = get_json(srv, "/api/games/%d/replay?seat=1" % gid, bob.token)
        assert status == 200 and seat1["seat"] == 1
        assert seat1["steps"][0]["events"] == live_deal(bob), seat1["steps"][0]
        saw_private = False
        for s in seat1["steps"]:
            view = s["view"]
            assert view["seat"] == 1
            assert "hand" in view["players"][1]
            assert_no_foreign_hands(view)
            saw_private |= any(ev["type"] in private and ev["seat"] == 1 for ev in s["events"])
            for ev in s["events"]:
                if ev["type"] in private:
                    assert ev["seat"] == 1, "seat 1 sees another seat's private event: %s" % ev
        assert saw_private, "seat 1 should see its own drawn or kept cards"

        # With a token, the recent list says which seat was the viewer's.
        status, recent = get_json(srv, "/api/games", bob.token)
        assert status == 200 and recent["games"][0]["your_seat"] == 1, recent
        assert recent["games"][0]["private"] is False, recent
        for path, code, err in [("/api/games/%d/replay?seat=3" % gid, 400, "bad_seat"),
                                ("/api/games/%d/replay?seat=x" % gid, 400, "bad_seat"),
                                ("/api/games/999/replay", 404, "not_found"),
                                ("/api/games/%d/other" % gid, 404, "not_found")]:
            status, body = get_json(srv, path)
            assert status == code and body["error"] == err, (path, status, body)
        await ann.close()
        await bob.close()
        srv.stop()
    finally:
        srv.cleanup()
    await deal_at_step_zero(binary)


def live_deal(client):
    """The events of the deal as the client got them live (seq 0, by
    "setup")."""
    msg = next(m for m in client.inbox if m.get("type") == "events" and m["seq"] == 0)
    assert msg["by"] == "setup" and msg["seat"] is None, msg
    return msg["events"]


async def deal_at_step_zero(binary):
    """Step 0 of the replay shows the deal's events exactly as each viewer
    got them live: the online variant deals characters in secret, so a
    seat's step 0 has its own dealt characters (and nobody else's) and the
    spectator's has none."""
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        cid = await Client(srv, "Cid").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0, "config": {
                "selection": "deal", "characters_per_player": 2, "first_crown": -1,
                "city_target": 3}}}, "room")
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await cid.request({"type": "spectate", "room": room["id"]}, "room")
        await ann.send({"type": "start"})
        over, _ = await asyncio.gather(play(ann, random.Random(7)), play(bob, random.Random(8)))
        gid = next(m for m in ann.inbox if m.get("type") == "room" and m.get("game_id"))["game_id"]
        await cid.expect("game_over")
        deal_cid = live_deal(cid)
        assert [ev["seat"] for ev in deal_cid if ev["type"] == "character_dealt"] == [0, 1, 2] * 2
        assert not [ev for ev in deal_cid if ev["type"] == "character_dealt" and "character" in ev]
        status, spec = get_json(srv, "/api/games/%d/replay" % gid)
        assert status == 200 and spec["steps"][0]["events"] == deal_cid, (spec["steps"][0], deal_cid)
        for client, seat in ((ann, 0), (bob, 1)):
            status, mine = get_json(srv, "/api/games/%d/replay?seat=%d" % (gid, seat), client.token)
            step0 = mine["steps"][0]["events"]
            assert status == 200 and step0 == live_deal(client), (seat, step0, live_deal(client))
            dealt = [ev for ev in step0 if ev["type"] == "character_dealt" and "character" in ev]
            assert len(dealt) == 2 and all(ev["seat"] == seat for ev in dealt), (seat, step0)
        await ann.close()
        await bob.close()
        await cid.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
