"""A full game over real WebSockets: two browser-less players (one joins a
private room with its password), a random and a greedy bot play Citadels to the
end; a spectator watches. Checks the lobby, owner rights, hidden hands, the
seed commitment, the game log endpoint, /healthz, /metrics and a clean
SIGTERM."""
import asyncio
import json
import random
import urllib.error

from ghtest import Client, Server, assert_no_foreign_hands, play, run, seed_commitment


async def main(binary):
    # Scripted players answer far faster than people: lift the per-connection
    # message rate (test_robustness checks the default limit).
    srv = Server(binary, rate=1000).start()
    try:
        status, body = srv.get("/healthz")
        assert status == 200 and "ok" in body, body
        status, body = srv.get("/")
        assert status == 200 and "<html" in body.lower(), body[:200]

        anna = await Client(srv, "Anna").connect()
        bert = await Client(srv, "Bert").connect()
        carl = await Client(srv, "Carl").connect()

        await bert.send({"type": "list_rooms"})
        await bert.expect("rooms")
        room = await anna.request({"type": "create_room", "game": "citadels", "options": {
            "name": "Test table", "max_players": 4, "private": True, "password": "sesame",
            "turn_seconds": 120, "bot_delay_ms": 0, "config": {"city_target": 7}}}, "room")
        rid = room["id"]
        assert "password" not in json.dumps(room), "the password must never be sent"

        await bert.error({"type": "join_room", "room": rid, "password": "wrong"}, "wrong_password")
        await bert.request({"type": "join_room", "room": rid, "password": "sesame"}, "room")
        await bert.error({"type": "start"}, "not_owner")
        await bert.error({"type": "add_bot", "level": "random"}, "not_owner")
        await anna.request({"type": "add_bot", "level": "random"}, "room")
        await anna.request({"type": "add_bot", "level": "greedy"}, "room")
        await carl.request({"type": "spectate", "room": rid, "password": "sesame"}, "room")

        await anna.send({"type": "start"})
        spectator_views = []

        async def watch():
            while True:
                msg = await carl.recv()
                if msg.get("type") == "game":
                    assert msg["view"].get("seat") is None
                    for p in msg["view"]["players"]:
                        assert "hand" not in p, "a spectator sees a hand"
                    spectator_views.append(msg)
                if msg.get("type") == "game_over":
                    return msg

        commitments = set()
        results = await asyncio.gather(
            play(anna, random.Random(1), on_game=lambda m: commitments.add(m["seed_hash"])),
            play(bert, random.Random(2)),
            watch())
        over = results[0]
        assert all(r["seed"] == over["seed"] for r in results)
        assert len(commitments) == 1, commitments
        assert seed_commitment(over["seed"], over["seed_salt"]) == commitments.pop()
        assert over["outcome"]["finished"] is True
        assert spectator_views, "the spectator saw no game"

        # A private game's log is for its players (and password holders) only.
        try:
            srv.get("/api/games/%d" % over["game_id"])
            assert False, "a private game's log is served to a stranger"
        except urllib.error.HTTPError as e:
            assert e.code == 403 and json.loads(e.read())["error"] == "private", e.code
        status, body = srv.get("/api/games/%d" % over["game_id"],
                               {"Authorization": "Bearer " + anna.token})
        log = json.loads(body)
        assert status == 200 and log["finished"] and log["seed"] == over["seed"], log.keys()
        assert len(log["actions"]) > 20
        status, metrics = srv.get("/metrics")
        assert "guildhall_actions_total" in metrics and "guildhall_action_latency_seconds_bucket" in metrics

        for c in (anna, bert, carl):
            await c.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
