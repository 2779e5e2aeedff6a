"""`serve --test-positions` (docs/protocol.md "start"): without the switch
a `start` carrying a "position" is refused with bad_message and the room
stays before the start; with it the game begins from the position (the
scenario files' format, docs/scenarios.md), a bad position is refused with
the engine's error and the room stays startable, and the game survives a
restart (the position is stored with the room and applied on rebuild).
A game played to its end from a position replays from the same position in
`guildhall replay` and passes its --verify (the same outcome)."""
import asyncio
import json
import subprocess

from ghtest import Client, Server, run

# The Magician's turn: hand of three, 2 gold, the deck's top known.
POSITION = {
    "start": "action",
    "call_from": "magician",
    "characters": {"assassin": 1, "thief": 1, "magician": 0, "king": 0},
    "players": [{"gold": 2, "hand": ["manor", "temple", "tavern"]}, {"gold": 7}],
    "deck": ["castle", "palace"],
}


# The last round: the bot's city is complete (target 3), Ann has the
# Magician and the King, the ranks before are over: two turns to the end.
ENDGAME = {
    "start": "action",
    "call_from": "magician",
    "characters": {"assassin": 1, "thief": 1, "magician": 0, "king": 0},
    "first_complete": 1,
    "players": [{"gold": 2, "hand": ["manor", "temple", "tavern"]},
                {"gold": 0, "city": ["watchtower", "prison", "market"]}],
}


async def room_of_two(srv, name, config=None):
    ann = await Client(srv, name).connect()
    options = {"max_players": 2, "bot_delay_ms": 10000}
    if config:
        options["config"] = config
    await ann.request({"type": "create_room", "game": "citadels", "options": options}, "room")
    await ann.request({"type": "add_bot", "level": "random"}, "room")
    return ann


def kinds(cards):
    return [c["kind"] for c in cards]


async def main(binary):
    # 1. Without the switch: refused, nothing started.
    srv = Server(binary, rate=1000).start()
    try:
        ann = await room_of_two(srv, "Ann")
        e = await ann.error({"type": "start", "position": POSITION}, "bad_message")
        assert "test-positions" in e["message"], e
        await ann.send({"type": "list_rooms"})
        rooms = await ann.expect("rooms")
        assert not rooms["rooms"][0]["started"], rooms
        # A plain start still works.
        await ann.send({"type": "start"})
        g = await ann.expect("game")
        assert g["view"]["phase"] == "selection", g["view"]["phase"]
        await ann.close()
        srv.stop()
    finally:
        srv.cleanup()

    # 2. With it: the game starts from the position.
    srv = Server(binary, rate=1000, args=["--test-positions"]).start()
    try:
        ann = await room_of_two(srv, "Ann")
        e = await ann.error({"type": "start", "position": {"start": "nowhere"}})
        assert e["code"] != "bad_message" and "start" in e["message"], e
        await ann.send({"type": "start", "position": POSITION})
        g = await ann.expect("game")
        view = g["view"]
        assert view["phase"] == "action", view["phase"]
        me = view["players"][0]
        assert kinds(me["hand"]) == ["manor", "temple", "tavern"], me["hand"]
        assert me["gold"] == 2 and view["players"][1]["gold"] == 7, view["players"]
        assert view["pending"]["seat"] == 0 and view["pending"]["decision"] == "income", view["pending"]
        room_id = (await ann.request({"type": "list_rooms"}, "rooms"))["rooms"][0]["id"]
        token = ann.token
        await ann.close()
        # 3. A restart rebuilds the same game (setup + position + moves).
        srv.stop()
        srv.start()
        ann = await Client(srv, "Ann", token=token).connect()
        await ann.send({"type": "join_room", "room": room_id})
        g = await ann.expect("game")
        me = g["view"]["players"][0]
        assert kinds(me["hand"]) == ["manor", "temple", "tavern"] and me["gold"] == 2, me
        await ann.close()
        srv.stop()
    finally:
        srv.cleanup()

    # 4. A game from a position, played to its end, replays and verifies
    # from the same position (without it the first move is refused: the
    # dealt game is in its selection phase).
    srv = Server(binary, rate=1000, args=["--test-positions"]).start()
    try:
        ann = await room_of_two(srv, "Ann", {"city_target": 3})
        await ann.send({"type": "start", "position": ENDGAME})
        started = await ann.expect("room", lambda m: m.get("started"))
        gid = started["game_id"]
        for want in ["take_gold", "build", "end_turn", "take_gold", "end_turn"]:
            g = await ann.expect("game", lambda m: (m["view"].get("pending") or {}).get("seat") == 0)
            opts = [o for o in g["view"]["pending"]["options"] if o["type"] == want]
            assert opts, (want, g["view"]["pending"])
            await ann.send({"type": "action", "action": opts[0]})
        over = await ann.expect("game_over")
        assert over["outcome"]["scores"][0]["districts"] == 3, over["outcome"]  # the Manor
        await ann.close()
        srv.stop()
        r = subprocess.run([binary, "replay", str(gid), "--db", srv.db, "--verify"],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0 and r.stdout.rstrip().endswith("\nverified"), (r.stdout, r.stderr)
        assert "test position (applied after setup): " in r.stdout, r.stdout
        assert '"type":"district_built","seat":0' in r.stdout and '"manor"' in r.stdout, r.stdout
        r = subprocess.run([binary, "replay", str(gid), "--db", srv.db, "--verify", "--json"],
                           capture_output=True, text=True, timeout=60)
        doc = json.loads(r.stdout)
        assert r.returncode == 0 and doc["verified"] is True, (r.stdout, r.stderr)
        assert doc["test_position"] == ENDGAME, doc.get("test_position")
    finally:
        srv.cleanup()


run(main)
