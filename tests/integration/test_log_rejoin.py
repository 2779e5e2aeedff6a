"""The game's log over the wire (docs/protocol.md, `log`): a player who
reconnects gets, before the game's view, a `log` whose entries are the
`events` messages they were sent live (the content, entry by entry, from the
deal at seq 0); a spectator arriving late gets one with no private event (no
character another picked, no card drawn); a player who leaves a running game
keeps the seat, and join_room by the same session puts them back in it with
the log (interfaces §6); the online variant's deal (citadels-online-variant-de
"Spielstart": the characters dealt, the first call) is sent live as the
setup entry, seq 0, before anyone moves."""
import random

from ghtest import Client, Server, my_turn, run

PRIVATE = ("character_picked", "character_dealt", "character_face_down")


def entries(client):
    """The live events a client received, as log entries."""
    out = []
    for m in client.inbox:
        if m.get("type") == "events":
            e = dict(m)
            del e["type"], e["room"]
            out.append(e)
    return out


def private(ev):
    return ev["type"] in ("card_drawn", "card_kept") or (
        ev["type"] in PRIVATE and "character" in ev)


async def moves(clients, rng, n, seq):
    """Plays n moves, each by whichever client is to decide; returns the seq."""
    for _ in range(n):
        games = [await c.expect("game", lambda m, s=seq: m["seq"] >= s) for c in clients]
        for c, g in zip(clients, games):
            opts = my_turn(g)
            if opts:
                await c.send({"type": "action", "action": rng.choice(opts)})
                break
        else:
            raise AssertionError("nobody is to decide at seq %d" % seq)
        seq += 1
    return seq


async def catch_up(client):
    """The log and the game a client got on arriving; the log came first."""
    g = await client.expect("game")
    types = [m["type"] for m in client.inbox]
    assert "log" in types, "no log before the game: %s" % types
    assert types.index("log") < types.index("game")
    return next(m for m in client.inbox if m["type"] == "log"), g


async def main(binary):
    srv = Server(binary, rate=1000).start()
    rng = random.Random(7)
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 2, "turn_seconds": 600}}, "room")
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.send({"type": "start"})
        seq = await moves([ann, bob], rng, 30, 0)
        await bob.expect("game", lambda m: m["seq"] >= seq)
        live = entries(bob)
        assert live[0]["seq"] == 0 and live[0]["by"] == "setup" and live[0]["seat"] is None
        assert [e["seq"] for e in live] == list(range(seq + 1))

        # Bob's tab goes; he comes back with his token.
        await bob.close()
        bob = await Client(srv, "Bob", token=bob.token).connect()
        log, g = await catch_up(bob)
        game_id = next(m for m in bob.inbox if m["type"] == "room")["game_id"]
        assert log["room"] == room["id"] and log["game_id"] == game_id > 0, log
        assert log["truncated"] is False
        assert log["entries"] == live, "the log differs from what Bob was sent live"

        # A spectator arriving late: the same steps, nothing private.
        spy = await Client(srv, "Spy").connect()
        await spy.send({"type": "spectate", "room": room["id"]})
        slog, _ = await catch_up(spy)
        assert [e["seq"] for e in slog["entries"]] == [e["seq"] for e in live]
        leaks = [ev for e in slog["entries"] for ev in e["events"] if private(ev)]
        assert not leaks, "the spectator's log shows private events: %s" % leaks[:3]
        assert any(private(ev) for e in live for ev in e["events"]), "Bob's log has private events"

        # Ann leaves the running game and comes back to her seat.
        seat = next(m for m in ann.inbox if m["type"] == "room")["your_seat"]
        await ann.request({"type": "leave_room"}, "left")
        ann.inbox.clear()
        r = await ann.request({"type": "join_room", "room": room["id"]}, "room")
        assert r["your_seat"] == seat and r["started"] is True
        alog, g = await catch_up(ann)
        assert g["your_seat"] == seat
        assert [e["seq"] for e in alog["entries"]] == list(range(seq + 1))
        for client in (ann, bob, spy):
            await client.close()

        # The online variant: the deal and the first call are the setup entry.
        ann = await Client(srv, "Ann2").connect()
        bob = await Client(srv, "Bob2").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 2, "turn_seconds": 600, "config": {
                "selection": "deal", "characters_per_player": 2, "first_crown": -1}}}, "room")
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.send({"type": "start"})
        for client, seat in ((ann, 0), (bob, 1)):
            ev = await client.expect("events")
            assert ev["seq"] == 0 and ev["by"] == "setup", ev
            mine = [e for e in ev["events"] if e["type"] == "character_dealt" and "character" in e]
            assert len(mine) == 2 and all(e["seat"] == seat for e in mine), ev
            assert any(e["type"] == "rank_called" for e in ev["events"]), ev
            g = await client.expect("game")
            assert g["seq"] == 0
        await ann.close()
        await bob.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
