"""Reconnect and crash recovery: a player who drops keeps the seat and the
timer plays for them; the same token after a reload gives the seat back;
after `kill -9` and a restart on the same database every game continues from
its last acknowledged action and can be played to the end."""
import asyncio
import random

from ghtest import Client, Server, my_turn, play, run


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        anna = await Client(srv, "Anna").connect()
        room = await anna.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 4, "turn_seconds": 1, "bot_delay_ms": 0}}, "room")
        for _ in range(3):
            await anna.request({"type": "add_bot", "level": "random"}, "room")
        await anna.send({"type": "start"})
        g = await anna.expect("game", lambda m: my_turn(m))
        seat, seq = g["view"]["seat"], g["seq"]
        assert g["deadline_ms"] is not None

        # Anna drops; the 1-second timer decides for her.
        token = anna.token
        await anna.close()
        await asyncio.sleep(2.5)

        anna = await Client(srv, "Anna", token=token).connect()
        g = await anna.expect("game")
        assert g["view"]["seat"] == seat, "back in the same seat"
        assert g["seq"] > seq, "the timer played while Anna was away"

        # Play a few moves, remember the last acknowledged seq, then kill -9.
        last = await play(anna, random.Random(3), stop_after=4)
        acked = last["seq"]
        srv.kill9()

        srv2 = Server(binary, workdir=srv.workdir, port=0, rate=1000).start()
        anna = await Client(srv2, "Anna", token=token).connect()
        g = await anna.expect("game")
        assert g["view"]["seat"] == seat
        assert g["seq"] >= acked, "an acknowledged action was lost (%d < %d)" % (g["seq"], acked)
        anna.inbox.clear()
        # Re-deliver the current view to the play loop, then finish the game.
        await anna.send({"type": "ping"})
        opts = my_turn(g)
        if opts:
            await anna.send({"type": "action", "action": opts[0]})
        over = await play(anna, random.Random(4))
        assert over["outcome"]["finished"]
        await anna.close()
        srv2.stop()
    finally:
        srv.cleanup()


run(main)
