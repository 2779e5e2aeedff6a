"""Absent players and rematches over the wire (docs/protocol.md):
- autopilot_after 1: Bob does not answer; after one timeout a bot plays his
  seat (the `room` says autopilot, its moves say "by":"autopilot"); his
  {"type":"back"} takes the seat back;
- rematch: after the game's end the owner (and only the owner) puts the
  room back before the start with the same seats and options; both get the
  new `room`, the owner starts again, and the second game is played to its
  end under a new game id while the first stays replayable."""
import asyncio
import json
import random

from ghtest import Client, Server, play, run


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 2, "turn_seconds": 1, "bot_delay_ms": 50, "autopilot_after": 1,
            "config": {"city_target": 4}}}, "room")
        assert room["options"]["autopilot_after"] == 1
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.send({"type": "start"})
        bob_seat = 1

        # Ann plays; Bob's first decision runs out, then the bot has his seat.
        ann_task = asyncio.ensure_future(play(ann, random.Random(1)))
        r = await bob.expect("room", lambda m: m["seats"][bob_seat]["autopilot"], timeout=30)
        assert r["seats"][0]["autopilot"] is False
        await bob.expect("events", lambda m: m["seat"] == bob_seat and m["by"] == "autopilot",
                         timeout=30)
        timeouts = [m for m in bob.inbox if m.get("type") == "events" and m["seat"] == bob_seat]
        assert timeouts[0]["by"] == "timeout", timeouts[0]

        # "I'm back": the seat is his again.
        await bob.send({"type": "back"})
        r = await bob.expect("room", lambda m: not m["seats"][bob_seat]["autopilot"])
        assert r["seats"][bob_seat]["autopilot_moves"] >= 1
        over, over_b = await asyncio.gather(ann_task, play(bob, random.Random(2)))
        first_game = over["game_id"]
        assert over["outcome"]["finished"]

        # Only the owner asks for a rematch.
        await bob.error({"type": "rematch"}, "not_owner")
        await ann.send({"type": "rematch"})
        for client, seat in ((ann, 0), (bob, 1)):
            r = await client.expect("room", lambda m: m["started"] is False)
            assert r["id"] == room["id"] and r["finished"] is False and "game_id" not in r
            assert r["your_seat"] == seat
            assert [s["name"] for s in r["seats"]] == ["Ann", "Bob"]
            assert r["options"] == room["options"]

        await ann.send({"type": "start"})
        over, _ = await asyncio.gather(play(ann, random.Random(3)), play(bob, random.Random(4)))
        assert over["outcome"]["finished"] and over["game_id"] != first_game

        status, body = srv.get("/api/games/%d/replay" % first_game)
        replay = json.loads(body)
        assert status == 200 and replay["id"] == first_game and replay["outcome"]["finished"]
        await ann.close()
        await bob.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
