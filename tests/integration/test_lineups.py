"""test_lineups.py — named lineups, free choice and their refusals over the
wire (issue 11, setup slice; docs/protocol.md "create_room" and "error"):

  - a room names a lineup ("lineup": "first_game") and a random draw of the
    uniques; with 3 seats the game starts with the rank-9 Künstlerin and the
    room's stored config reads the lineup back;
  - refused combinations answer `bad_config` with a `reason` object a client
    translates: {"key", "card", "n"} (the Königin with 4 players, a card the
    engine does not play yet, 13 uniques), and change nothing;
  - the same reason when `set_options` or `start` finds the config wrong for
    the table (nine characters chosen for 8 seats, then 2)."""
import json

from ghtest import Client, Server, run

CHARS8 = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]


async def main(binary):
    srv = Server(binary).start()
    try:
        ann = await Client(srv, "Ann").connect()
        # The Königin with at most 4 players.
        e = await ann.error({"type": "create_room", "game": "citadels", "options": {
            "max_players": 4, "config": {"characters": CHARS8 + ["queen"]}}}, "bad_config")
        assert e["reason"] == {"key": "too_few_players", "card": "queen", "n": 5}, e
        assert "Queen needs at least 5 players" in e["message"], e
        # One unique instead of 14.
        e = await ann.error({"type": "create_room", "game": "citadels", "options": {
            "config": {"uniques": ["keep"] * 1}}}, "bad_config")
        assert e["reason"] == {"key": "uniques_count", "n": 1}, e
        # A plain option error carries no reason.
        e = await ann.error({"type": "create_room", "game": "citadels", "options": {
            "config": {"city_target": 99}}}, "bad_config")
        assert "reason" not in e, e

        # A named lineup with a random draw: accepted, played with 3 seats.
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0,
            "config": {"lineup": "first_game", "uniques": "random"}}}, "room")
        assert room["options"]["config"]["lineup"] == "first_game", room
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await ann.send({"type": "start"})
        g = await ann.expect("game")
        chars = json.dumps(g["view"])
        assert '"artist"' in chars, "3 players use the first game's rank 9"

        # The config is judged again for the seats: nine characters suit
        # 8 seats but not 2 (set_options checks max_players, start the seats).
        bob = await Client(srv, "Bob").connect()
        await bob.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 8, "config": {"characters": CHARS8 + ["artist"]}}}, "room")
        e = await bob.error({"type": "set_options", "options": {"max_players": 2}}, "bad_config")
        assert e["reason"] == {"key": "ninth_with_two", "n": 2}, e
        await bob.request({"type": "add_bot", "level": "random"}, "room")
        e = await bob.error({"type": "start"}, "bad_config")
        assert e["reason"] == {"key": "ninth_with_two", "n": 2}, e
        await ann.close()
        await bob.close()
    finally:
        srv.stop()
        srv.cleanup()


run(main)
