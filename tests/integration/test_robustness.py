"""Bad input gets a clear error, goes only to the sender and changes nothing:
malformed JSON, unknown messages, messages before hello, oversized messages,
out-of-turn and illegal actions, owner-only commands, kicking, and a flood of
messages (rate limit). The server survives all of it."""
import asyncio
import random

from ghtest import Client, Server, my_turn, run


async def next_game(client):
    return await client.expect("game")


async def main(binary):
    srv = Server(binary).start()
    try:
        raw = await Client(srv, "Raw").connect(hello=False)
        await raw.error({"type": "list_rooms"}, "hello_first")
        await raw.send("{not json")
        e = await raw.expect("error")
        assert e["code"] in ("bad_json", "malformed_json"), e
        await raw.error({"type": "teleport"}, "unknown_type")
        await raw.send("x" * (200 * 1024))
        e = await raw.expect("error")
        assert e["code"] == "message_too_large", e
        await raw.close()

        anna = await Client(srv, "Anna").connect()
        bert = await Client(srv, "Bert").connect()
        dora = await Client(srv, "Dora").connect()
        await anna.error({"type": "create_room", "game": "chess", "options": {}}, "unknown_game")
        await anna.error({"type": "create_room", "game": "citadels",
                          "options": {"max_players": 12}}, "bad_options")
        room = await anna.request({"type": "create_room", "game": "citadels",
                                   "options": {"max_players": 3, "bot_delay_ms": 0}}, "room")
        rid = room["id"]
        await bert.request({"type": "join_room", "room": rid}, "room")
        await dora.request({"type": "join_room", "room": rid}, "room")
        await bert.error({"type": "kick", "seat": 2}, "not_owner")
        await anna.send({"type": "kick", "seat": 2})
        await dora.expect("kicked")
        await dora.error({"type": "join_room", "room": rid}, "kicked")
        await anna.request({"type": "add_bot", "level": "random"}, "room")
        await anna.send({"type": "start"})

        # Find whose decision it is; the other player tries to act out of turn.
        clients = {}
        for c in (anna, bert):
            g = await next_game(c)
            clients[g["view"]["seat"]] = (c, g)
        pending = next(iter(clients.values()))[1]["view"]["pending"]["seat"]
        if pending in clients:
            mover, g = clients[pending]
            other = [c for s, (c, _) in clients.items() if s != pending][0]
            seq = g["seq"]
            opt = my_turn(g)[0]
            await other.error({"type": "action", "action": opt}, "not_your_turn")
            await mover.error({"type": "action", "action": {"type": "build", "card": 0}})
            await mover.error({"type": "action", "action": "pick"}, "bad_message")
            await mover.error({"type": "start"}, None)
            # Nothing changed: the mover's legal move is still accepted at the same seq.
            await mover.send({"type": "action", "action": opt})
            g2 = await mover.expect("game", lambda m: m["seq"] == seq + 1)
            assert g2["seq"] == seq + 1

        # Flood: the rate limit answers with errors, the connection survives.
        for _ in range(200):
            await bert.send({"type": "ping"})
        codes = set()
        try:
            while True:
                m = await bert.recv(timeout=2)
                if m.get("type") == "error":
                    codes.add(m["code"])
        except asyncio.TimeoutError:
            pass
        assert "rate_limited" in codes, codes
        status, body = srv.get("/healthz")
        assert status == 200
        for c in (anna, bert, dora):
            await c.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
