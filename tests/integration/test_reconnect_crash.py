"""Reconnect and crash recovery: a player who drops keeps the seat and the
timer plays for them; the same token after a reload gives the seat back;
after `kill -9` and a restart on the same database every game continues from
its last acknowledged action — the same state, not only the same sequence
number: Anna's view after the restart equals, field by field (her hand, every
city, purse and character, the pending decision and its options), the view
she was sent for that step before the crash — and can be played to the end."""
import asyncio
import json
import random

from ghtest import Client, Server, my_turn, play, run


async def main(binary):
    srv = Server(binary, rate=1000).start()
    srv2 = None
    try:
        anna = await Client(srv, "Anna").connect()
        room = await anna.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 4, "turn_seconds": 1, "bot_delay_ms": 0,
            "autopilot_after": 0}}, "room")
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
        # Every view Anna was sent before the crash, by step.
        before = {m["seq"]: m["view"] for m in anna.inbox if m.get("type") == "game"}

        srv2 = Server(binary, workdir=srv.workdir, port=0, rate=1000).start()
        anna = await Client(srv2, "Anna", token=token).connect()
        g = await anna.expect("game")
        assert g["view"]["seat"] == seat
        assert g["seq"] >= acked, "an acknowledged action was lost (%d < %d)" % (g["seq"], acked)
        # The timer (1 s) may have played one move between the last message
        # and the kill; either way Anna was sent that step's view before.
        assert g["seq"] in before, "no view of step %d before the crash" % g["seq"]
        old = before[g["seq"]]
        for key in sorted(set(old) | set(g["view"])):
            assert old.get(key) == g["view"].get(key), \
                "after the restart the view differs at %r:\n before %s\n after  %s" % (
                    key, json.dumps(old.get(key)), json.dumps(g["view"].get(key)))
        assert g["view"]["players"][seat].get("hand"), "the view holds Anna's hand"
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
        if srv2:  # a failure after the restart must not leave it running
            srv2.cleanup()
        srv.cleanup()


run(main)
