"""The external bot of examples/python_bot.py (docs/bots.md) against a real
server, as a separate program speaking the WebSocket protocol:
- "new": it creates a room, adds three server bots, starts and plays the
  whole game under the server's default message rate; the stored game (HTTP)
  lists its seat under its name, with the place and total it printed, and it
  never sent a move the server refused;
- joining a private room by id with the password, then riding out a server
  crash and restart mid-game (it reconnects with its token and finishes);
  a wrong password ends it with the server's error code;
- the owner's bot token: a reserved seat (the game waits for it), taken by
  the bot with the token alone, shown as external, played to the end; the
  token works once;
- hostile: a client seated by a normal join cannot act before the start,
  out of turn, from outside the room or as a spectator, nor with an action
  the view did not list; each refusal changes nothing."""
import asyncio
import json
import os
import random
import sys

from ghtest import Client, Server, my_turn, play, run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BOT = os.path.join(ROOT, "examples", "python_bot.py")


async def start_bot(*args):
    return await asyncio.create_subprocess_exec(
        sys.executable, BOT, *args, "--seed", "7",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)


async def finish(proc, timeout=300):
    out, _ = await asyncio.wait_for(proc.communicate(), timeout)
    return proc.returncode, out.decode()


def result_of(rc, out):
    assert rc == 0, "the bot exited with %s:\n%s" % (rc, out)
    lines = [l for l in out.splitlines() if l.startswith("RESULT ")]
    assert len(lines) == 1, out
    return json.loads(lines[0][len("RESULT "):])


async def new_room(binary):
    """The bot owns a room of its own and plays it to the end."""
    srv = Server(binary).start()  # the default message rate: the bot keeps to it
    try:
        rc, out = await finish(await start_bot(srv.url, "new", "Robo", "--bots", "3"))
        res = result_of(rc, out)
        assert res["refused"] == 0, "the server refused the bot's moves:\n" + out
        assert res["moves"] > 10, res
        _, body = srv.get("/api/games/%d" % res["game_id"])
        game = json.loads(body)
        assert game["finished"], game
        assert [p["bot"] for p in game["players"]] == [False, True, True, True], game
        assert game["players"][res["seat"]]["name"] == "Robo", game
        mine = [s for s in game["outcome"]["scores"] if s["seat"] == res["seat"]]
        assert len(mine) == 1, game["outcome"]
        assert (mine[0]["place"], mine[0]["total"]) == (res["place"], res["total"]), (mine, res)
        assert game["outcome"]["winner"] == res["winner"], (game["outcome"], res)
        # Its moves are in the stored log as its seat's, chosen by a "player".
        acts = [a for a in game["actions"] if a["seat"] == res["seat"]]
        assert len(acts) == res["moves"] and all(a["by"] == "player" for a in acts), \
            (len(acts), res)
    finally:
        srv.stop()
        srv.cleanup()


async def join_and_restart(binary):
    """The bot joins a private room by id; the server dies mid-game and comes
    back on the same port; the bot reconnects with its token and finishes."""
    srv = Server(binary, rate=1000).start()
    try:
        owner = await Client(srv, "Olga").connect()
        room = await owner.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 4, "private": True, "password": "sesame",
            "bot_delay_ms": 0, "turn_seconds": 120}}, "room")
        rid = room["id"]
        await owner.request({"type": "add_bot", "level": "random"}, "room")
        await owner.request({"type": "add_bot", "level": "greedy"}, "room")

        rc, out = await finish(await start_bot(srv.url, str(rid), "Ext", "wrong"), 60)
        assert rc == 1 and "wrong_password" in out, (rc, out)

        proc = await start_bot(srv.url, str(rid), "Ext", "sesame")
        room = await owner.expect("room", lambda m: len(m["seats"]) == 4)
        seat = [s["seat"] for s in room["seats"] if s["name"] == "Ext"][0]
        assert room["seats"][seat]["bot"] is False, room  # to the server: a player

        await owner.send({"type": "start"})
        await play(owner, random.Random(3), stop_after=4)
        srv.kill9()
        srv2 = Server(binary, workdir=srv.workdir, port=srv.port, rate=1000).start()
        srv = srv2
        owner = await Client(srv, "Olga", token=owner.token).connect()
        over = await play(owner, random.Random(4))

        rc, out = await finish(proc)
        res = result_of(rc, out)
        assert "connection lost" in out, out  # it did see the server go
        assert res["seat"] == seat and res["room"] == rid, (res, seat)
        assert res["refused"] == 0, res
        mine = [s for s in over["outcome"]["scores"] if s["seat"] == seat]
        assert (mine[0]["place"], mine[0]["total"]) == (res["place"], res["total"]), (mine, res)
    finally:
        srv.stop()
        srv.cleanup()


async def bot_token(binary):
    """The owner reserves a seat with a bot token; the bot joins the private
    room with the token alone (no password), is shown as external, plays the
    game to its end; the token works once, and a wrong one changes nothing."""
    srv = Server(binary, rate=1000).start()
    try:
        owner = await Client(srv, "Olga").connect()
        eve = await Client(srv, "Eve").connect()
        room = await owner.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "private": True, "password": "sesame",
            "bot_delay_ms": 0, "turn_seconds": 120}}, "room")
        rid = room["id"]
        await owner.send({"type": "create_bot_token", "name": "Robo"})
        tok = await owner.expect("bot_token")
        seat = tok["seat"]
        room = await owner.expect("room")
        assert room["seats"][seat]["external"] is True, room["seats"]
        assert room["seats"][seat]["connected"] is False, room["seats"]
        await owner.error({"type": "start"}, "seat_reserved")
        wrong = ("0" if tok["token"][0] != "0" else "1") + tok["token"][1:]
        await eve.error({"type": "join_room", "room": rid, "bot_token": wrong}, "bad_bot_token")
        await owner.request({"type": "add_bot", "level": "greedy"}, "room")

        proc = await start_bot(srv.url, str(rid), "Anything", "--bot-token", tok["token"])
        room = await owner.expect("room", lambda m: m["seats"][seat]["connected"])
        assert room["seats"][seat]["name"] == "Robo", room  # the owner's name for it
        assert room["seats"][seat]["external"] is True, room
        await eve.error({"type": "join_room", "room": rid, "bot_token": tok["token"]},
                        "bad_bot_token")  # it worked once

        await owner.send({"type": "start"})
        over = await play(owner, random.Random(5))
        res = result_of(*await finish(proc))
        assert res["seat"] == seat and res["refused"] == 0, (res, seat)
        mine = [s for s in over["outcome"]["scores"] if s["seat"] == seat]
        assert (mine[0]["place"], mine[0]["total"]) == (res["place"], res["total"]), (mine, res)
        # The games API says which seat a program played (and none else):
        # the log, the recent games list and the replay (private: the
        # owner's token).
        auth = {"Authorization": "Bearer " + owner.token}
        expect = [{"name": "Olga", "bot": False}, {"name": "Robo", "bot": False, "external": True},
                  {"name": "Bot 1", "bot": True, "level": "greedy"}]
        assert seat == 1, seat  # the owner sits first, the reserved seat next, the bot last
        _, body = srv.get("/api/games/%d" % res["game_id"], auth)
        assert json.loads(body)["players"] == expect, json.loads(body)["players"]
        _, body = srv.get("/api/games", auth)
        listed = [g for g in json.loads(body)["games"] if g["id"] == res["game_id"]]
        assert listed and listed[0]["players"] == expect, listed
        _, body = srv.get("/api/games/%d/replay" % res["game_id"], auth)
        assert json.loads(body)["players"] == expect, json.loads(body)["players"]
    finally:
        srv.stop()
        srv.cleanup()


async def hostile(binary):
    """An external client seated by a normal join is held to its own turn."""
    srv = Server(binary, rate=1000).start()
    try:
        owner = await Client(srv, "Olga").connect()
        mal = await Client(srv, "Mallory").connect()
        eve = await Client(srv, "Eve").connect()
        room = await owner.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0, "turn_seconds": 120}}, "room")
        rid = room["id"]
        pick = {"type": "pick_character", "character": "king"}
        await eve.error({"type": "action", "action": pick}, "not_in_room")
        await mal.request({"type": "join_room", "room": rid}, "room")
        await mal.error({"type": "action", "action": pick}, "not_started")
        await owner.request({"type": "add_bot", "level": "random"}, "room")
        await eve.request({"type": "spectate", "room": rid}, "room")
        await owner.send({"type": "start"})

        # Mallory (seat 1) waits while the owner (seat 0) picks first, and
        # tries to act in the owner's place with the owner's own options.
        first = await mal.expect("game")
        assert first["view"]["pending"]["seat"] == 0 and not my_turn(first), first["view"]["pending"]
        owner_view = await owner.expect("game")
        stolen = my_turn(owner_view)[0]
        await mal.error({"type": "action", "action": stolen}, "not_your_turn")
        await eve.error({"type": "action", "action": stolen}, "not_seated")
        # Nothing changed: the owner's option is still open, and playing it is
        # the next step (seq 1), made by seat 0.
        await owner.send({"type": "action", "action": stolen})
        ev = await mal.expect("events")
        assert (ev["seq"], ev["seat"], ev["by"]) == (1, 0, "player"), ev
        game = await mal.expect("game", lambda m: bool(my_turn(m)))
        # On its own turn, an action the view does not list is refused and
        # changes nothing; a listed one is then the next step.
        listed = my_turn(game)
        taken = {o["character"] for o in listed}
        absent = [c for c in ("assassin", "thief", "magician", "king", "bishop",
                              "merchant", "architect", "warlord") if c not in taken]
        await mal.error({"type": "action",
                         "action": {"type": "pick_character", "character": absent[0]}})
        await mal.send({"type": "action", "action": listed[0]})
        ev = await mal.expect("events")
        assert (ev["seq"], ev["seat"]) == (game["seq"] + 1, 1), (ev, game["seq"])
    finally:
        srv.stop()
        srv.cleanup()


async def main(binary):
    await new_room(binary)
    await join_and_restart(binary)
    await bot_token(binary)
    await hostile(binary)


if __name__ == "__main__":
    run(main)
