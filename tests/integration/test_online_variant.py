"""The online variant's room options through the real server
(citadels-online-variant-de.txt "Spielvorbereitung": the owner sets the
characters per player; "Spielverlauf": the crown holder picks, the rest are
dealt at random): a room with selection "deal", 2 characters per player and
no crown at the start plays to the end; no player ever learns another's
dealt character from an event before it is revealed, and a config the
player count cannot carry is refused with the engine's message."""
import asyncio
import random

from ghtest import Client, Server, play, run


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        # 8 seats x 2 characters cannot be dealt from 8 characters.
        e = await ann.error({"type": "create_room", "game": "citadels", "options": {
            "config": {"selection": "deal", "characters_per_player": 2}}}, "bad_config")
        assert "characters" in e["message"], e
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0, "config": {
                "selection": "deal", "characters_per_player": 2, "first_crown": -1,
                "city_target": 5}}}, "room")
        assert room["options"]["config"]["selection"] == "deal"
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await ann.send({"type": "start"})
        # play() answers from the first game message on (it may already be
        # Bob's decision), so the deal is checked afterwards, from the inbox.
        over, _ = await asyncio.gather(play(ann, random.Random(5)), play(bob, random.Random(6)))
        assert over["outcome"]["finished"]
        first = next(m for m in bob.inbox if m.get("type") == "game")
        assert first["seq"] == 0, first["seq"]
        # Nobody holds the crown at the start; the deal's first call may
        # already be the King's (ranks 1-3 all face down: about one deal in
        # a hundred), who takes it when revealed.
        deal = next(m for m in bob.inbox if m.get("type") == "events" and m["seq"] == 0)
        crowned = [ev["seat"] for ev in deal["events"] if ev["type"] == "crown_moved"]
        assert first["view"]["crown"] == (crowned[-1] if crowned else None), (
            "nobody holds the crown at the start", first["view"]["crown"], deal["events"])
        assert len(first["view"]["players"][1]["characters"]) == 2, "Bob is dealt two characters"
        for client, seat in ((ann, 0), (bob, 1)):
            dealt_seen = 0
            for msg in client.inbox:
                if msg.get("type") != "events":
                    continue
                for ev in msg["events"]:
                    if ev["type"] in ("character_dealt", "character_picked") and ev.get("character"):
                        assert ev["seat"] == seat, "%s learned seat %d's character: %s" % (
                            client.name, ev["seat"], ev)
                        dealt_seen += ev["type"] == "character_dealt"
            assert dealt_seen > 0, "%s saw its own dealt characters" % client.name
        await ann.close()
        await bob.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
