"""Bot levels over the wire, and bots off the event loop in the real server
(docs/protocol.md: add_bot, the option `timeout`, welcome's bot_levels;
docs/limits.md, "Bots"):
- welcome lists the levels, weakest first, and the strongest;
- `timeout` takes "bot" or any level by name; anything else is bad_options
  and changes nothing;
- with --bots-off-loop every bot choice is made on libuv's thread pool, and
  with --bot-jobs 1 only one at a time server-wide: two rooms, each with a
  bot of every level and an owner the autopilot plays after one timeout,
  still both play their games to the end (the rooms take turns);
  /metrics counts the choices applied and none left running;
- SIGTERM while a third game's bots are thinking: the server drains the pool
  and exits 0."""
import asyncio
import re

from ghtest import Client, Server, run


def metric(srv, name):
    _, text = srv.get("/metrics")
    m = re.search(r"^%s (\d+)" % name, text, re.M)
    assert m, "no %s in /metrics" % name
    return int(m.group(1))


async def bot_table(client, name, levels, timeout):
    room = await client.request({"type": "create_room", "game": "citadels", "options": {
        "name": name, "max_players": min(8, len(levels) + 1), "turn_seconds": 1,
        "bot_delay_ms": 0, "autopilot_after": 1, "timeout": timeout,
        "config": {"city_target": 3}}}, "room")
    for level in levels[:7]:
        room = await client.request({"type": "add_bot", "level": level}, "room")
    got = [s["level"] for s in room["seats"] if s["bot"]]
    assert got == levels[:7], got
    await client.send({"type": "start"})
    return room


async def main(binary):
    srv = Server(binary, rate=1000,
                 args=["--bots-off-loop", "--bot-jobs", "1", "--bot-budget", "50"]).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        welcome = ann.inbox[-1]
        levels = [l["name"] for l in welcome["bot_levels"]]
        assert levels[:2] == ["random", "greedy"], levels
        assert welcome["bot_strongest"] in levels, welcome
        assert all(isinstance(l["slow"], bool) for l in welcome["bot_levels"])

        # The option: "bot" or a level; anything else refused, nothing changed.
        await ann.request({"type": "create_room", "game": "citadels", "options": {"name": "Opt"}},
                          "room")
        # A level that does not play the room's game (issue 14: the welcome
        # names each level's games) is refused, and the option stays.
        plays = {l["name"]: l["games"] for l in welcome["bot_levels"]}
        others = [v for v in levels if "citadels" not in plays[v]]
        assert others, plays
        for value in [v for v in levels if "citadels" in plays[v]] + ["bot"]:
            r = await ann.request({"type": "set_options", "options": {"timeout": value}}, "room")
            assert r["options"]["timeout"] == value, r["options"]
            for other in others:
                e = await ann.error({"type": "set_options", "options": {"timeout": other}},
                                    "bad_options")
                assert "does not play citadels" in e["message"], e
        for bad in ["genius", "", 7, None, "RANDOM"]:
            await ann.error({"type": "set_options", "options": {"timeout": bad}}, "bad_options")
        r = await ann.request({"type": "room_info", "room": r["id"]}, "room_info")
        assert r["options"]["timeout"] == "bot", r
        await ann.request({"type": "leave_room"}, "left")

        # Two tables share one slot on the pool; both finish. They seat the
        # levels that play Citadels (add_bot refuses the others).
        levels = [l for l in levels if "citadels" in plays[l]]
        await bot_table(ann, "A", levels, welcome["bot_strongest"])
        await bot_table(bob, "B", levels, "greedy")
        overs = await asyncio.gather(ann.expect("game_over", timeout=120),
                                     bob.expect("game_over", timeout=120))
        for over in overs:
            assert over["outcome"]["finished"], over
        for c in (ann, bob):
            bys = {m["by"] for m in c.inbox if m.get("type") == "events"}
            assert {"bot", "timeout", "autopilot"} <= bys, bys
        assert metric(srv, "guildhall_bot_jobs_applied_total") > 20
        assert metric(srv, "guildhall_bot_jobs_running") == 0
        assert metric(srv, "guildhall_bot_jobs_waiting") == 0

        # A third table, stopped while its bots think.
        cid = await Client(srv, "Cid").connect()
        await bot_table(cid, "C", levels, "bot")
        await cid.expect("events", lambda m: m.get("by") == "bot", timeout=30)
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run(main)
