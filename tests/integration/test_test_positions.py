"""`serve --test-positions` (docs/protocol.md "start"): without the switch
a `start` carrying a "position" is refused with bad_message and the room
stays before the start; with it the game begins from the position (the
scenario files' format, docs/scenarios.md), a bad position is refused with
the engine's error and the room stays startable, and the game survives a
restart (the position is stored with the room and applied on rebuild)."""
import asyncio

from ghtest import Client, Server, run

# The Magician's turn: hand of three, 2 gold, the deck's top known.
POSITION = {
    "start": "action",
    "call_from": "magician",
    "characters": {"assassin": 1, "thief": 1, "magician": 0, "king": 0},
    "players": [{"gold": 2, "hand": ["manor", "temple", "tavern"]}, {"gold": 7}],
    "deck": ["castle", "palace"],
}


async def room_of_two(srv, name):
    ann = await Client(srv, name).connect()
    await ann.request({"type": "create_room", "game": "citadels",
                       "options": {"max_players": 2, "bot_delay_ms": 10000}}, "room")
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


run(main)
