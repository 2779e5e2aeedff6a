"""A full Dominion game over real WebSockets (issue 14, online play): the
server is game-agnostic, so a Dominion room works like a Citadels room. Two
scripted players and a random bot play the "first-game" preset to the end;
a spectator watches. Checks: a bad Dominion config is refused by name, a
seat sees only its own hand (the spectator none), an illegal action is
refused and changes nothing, the final scores agree with the outcome, and
the recent games list shows them."""
import asyncio
import json
import random

from ghtest import Client, Server, assert_no_foreign_hands, run


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        anna = await Client(srv, "Anna").connect()
        bert = await Client(srv, "Bert").connect()
        carl = await Client(srv, "Carl").connect()

        await anna.error({"type": "create_room", "game": "dominion", "options": {
            "name": "Bad", "config": {"kingdom": ["smithy"]}}}, "bad_config")
        await anna.error({"type": "create_room", "game": "dominion", "options": {
            "name": "Bad", "config": {"preset": "no-such-set"}}}, "bad_config")

        room = await anna.request({"type": "create_room", "game": "dominion", "options": {
            "name": "Dominion table", "max_players": 3, "turn_seconds": 120, "bot_delay_ms": 0,
            "config": {"preset": "first-game"}}}, "room")
        rid = room["id"]
        await bert.request({"type": "join_room", "room": rid}, "room")
        # A level that does not play Dominion is refused by name (issue 14).
        e = await anna.error({"type": "add_bot", "level": "heuristic"}, "unknown_bot")
        assert "dominion" in e["message"], e
        await anna.request({"type": "add_bot", "level": "kingdom"}, "room")
        await carl.request({"type": "spectate", "room": rid}, "room")
        await anna.send({"type": "start"})

        spectator = []

        async def watch():
            while True:
                msg = await carl.recv()
                if msg.get("type") == "game":
                    view = msg["view"]
                    assert view["game"] == "dominion"
                    assert view.get("seat") is None
                    for p in view["players"]:
                        assert "hand" not in p, "a spectator sees a hand"
                    spectator.append(msg)
                if msg.get("type") == "game_over":
                    return msg

        firsts = []

        async def player(client, rng):
            """Plays random legal moves; at its first decision it first sends
            an illegal one (a Province with no coins) and expects a refusal."""
            tried = False
            last_seq = -1
            while True:
                msg = await client.recv()
                if msg.get("type") == "game_over":
                    return msg
                if msg.get("type") != "game":
                    continue
                view = msg["view"]
                assert_no_foreign_hands(view)
                if not firsts:
                    firsts.append(view)
                opts = (view.get("pending") or {}).get("options") or []
                if view.get("pending", {}).get("seat") != view.get("seat") or not opts:
                    continue
                if msg["seq"] <= last_seq:
                    continue
                last_seq = msg["seq"]
                if not tried:
                    tried = True
                    bad = {"type": "buy", "card": "province"}
                    if bad not in opts:
                        e = await client.error({"type": "action", "action": bad})
                        assert e["code"] == "illegal_action", e
                await client.send({"type": "action", "action": rng.choice(opts)})

        results = await asyncio.gather(
            player(anna, random.Random(3)), player(bert, random.Random(4)), watch())
        first = firsts[0]
        kingdom = [p["card"] for p in first["supply"] if p["kingdom"]]
        assert sorted(kingdom) == sorted(["cellar", "market", "militia", "mine", "moat", "remodel",
                                          "smithy", "village", "woodcutter", "workshop"]), kingdom
        print(json.dumps(results[0])[:300])
        assert spectator, "the spectator saw no game message"
        last = spectator[-1]["view"]
        assert last["finished"], last["turn"]
        scores = [p["total"] for p in last["outcome"]["scores"]]
        assert len(scores) == 3, scores
        # Each seat's total is the score its own view showed at the end.
        assert scores == [p["score"] for p in last["players"]], (scores, last["players"])
        # The recent games list reads every engine's outcome the same way
        # (scores[].total): a finished Dominion game shows its totals.
        _, body = srv.get("/api/games")
        listed = [g for g in json.loads(body)["games"] if g["game"] == "dominion"]
        assert listed and listed[0]["scores"] == scores, (listed, scores)
        # The end: Provinces gone or three piles empty (3 players).
        empty = sum(1 for p in last["supply"] if p["count"] == 0)
        provinces = [p["count"] for p in last["supply"] if p["card"] == "province"][0]
        assert provinces == 0 or empty >= 3, (provinces, empty)
        print("ok")
    finally:
        srv.stop()


if __name__ == "__main__":
    run(main)
