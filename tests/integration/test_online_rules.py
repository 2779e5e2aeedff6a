"""The online site's rules (rules "online-classic") through the real server
(citadels-online-variant-de.txt; docs/citadels-rules.md O12-1 ... O12-8).

"Spielvorbereitung": the owner sets the maximum of players, the characters
per player, the time per step, the target city size and the version; makes
the room private with a password; kicks a player before the start — each is
checked on an online room. "Spielverlauf": a full game with a bot, two
humans answering at random; one of them, whenever an ability was open before
the resources, takes the resources and then sends that ability: the server
refuses it with step_passed (the fixed step order over the wire). No player
ever learns another's dealt character before it is revealed; with a turn time
of 1 s the timer plays a seat's turns, each step a decision of its own, its
random answers never going back a step. "Spielende":
the outcome has no tie-break (a shared first place has no winner)."""
import asyncio
import json
import random

from ghtest import Client, Server, assert_no_foreign_hands, my_turn, play, run

RESOURCES = ("take_gold", "draw_cards", "collect_district_income", "collect_mixed_income")


async def play_checking_order(client, rng, seen):
    """Answers at random; when an ability was open in the income decision,
    takes the resources first and then sends the ability: it must be refused
    (step_passed), and the same decision is then answered at random."""
    last_seq = -1
    remembered = None
    # The game message that came while the test waited for something else.
    held = [m for m in client.inbox if m.get("type") == "game"][-1:]
    while True:
        msg = held.pop() if held else await client.recv()
        if msg.get("type") == "game_over":
            return msg
        if msg.get("type") != "game":
            assert msg.get("type") != "error", "an unexpected error: %s" % msg
            continue
        view = msg["view"]
        assert_no_foreign_hands(view)
        assert view["rules"] == "online-classic", view["rules"]
        opts = my_turn(msg)
        if not opts or msg["seq"] <= last_seq:
            continue
        last_seq = msg["seq"]
        decision = view["pending"]["decision"]
        if remembered and decision == "turn":
            assert remembered not in opts, ("an ability after the resources", remembered, opts)
            e = await client.error({"type": "action", "action": remembered}, "step_passed")
            assert "step" in e["message"], e
            seen["refused"] += 1
            remembered = None
        abilities = [o for o in opts if o["type"] not in RESOURCES]
        resources = [o for o in opts if o["type"] in ("take_gold", "draw_cards")]
        if decision == "income" and abilities and resources:
            seen["abilities"] += 1
            remembered = rng.choice(abilities)
            await client.send({"type": "action", "action": rng.choice(resources)})
            continue
        await client.send({"type": "action", "action": rng.choice(opts)})


def step_class(ev):
    """The step of the fixed order an event of the acting seat shows, or 0."""
    t, why = ev["type"], ev.get("reason")
    if t in ("character_killed", "rob_named", "hands_swapped", "district_destroyed") or (
            t == "gold_taken" and why == "merchant"):
        return 2
    if t == "gold_taken" and why in ("income", "districts"):
        return 3
    if (t == "gold_taken" and why == "laboratory") or (t == "gold_paid" and why == "smithy"):
        return 4
    if t == "district_built":
        return 5
    return 0


def no_dealt_leak(client, seat):
    for msg in client.inbox:
        if msg.get("type") != "events":
            continue
        for ev in msg["events"]:
            if ev["type"] in ("character_dealt", "character_picked") and ev.get("character"):
                assert ev["seat"] == seat, "%s learned seat %d's character: %s" % (
                    client.name, ev["seat"], ev)


def check_outcome(over):
    out = over["outcome"]
    assert out["finished"], out
    firsts = [s for s in out["scores"] if s["place"] == 1]
    assert firsts, out
    assert (out["winner"] is None) == (len(firsts) > 1), out
    for s in out["scores"]:
        assert "tiebreak_rank" not in s, "the online rules have no tie-break: %s" % s
        assert s["place"] == 1 + sum(t["total"] > s["total"] for t in out["scores"]), out


async def main(binary):
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        cal = await Client(srv, "Cal").connect()
        # The deal cannot give 8 seats two characters each from 8.
        e = await ann.error({"type": "create_room", "game": "citadels", "options": {
            "config": {"rules": "online-classic", "characters_per_player": 2}}}, "bad_config")
        assert "characters" in e["message"], e
        # The selection is the deal: the draft is not an option of the online rules.
        await ann.error({"type": "create_room", "game": "citadels", "options": {
            "config": {"rules": "online-classic", "selection": "draft"}}}, "bad_config")
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "name": "Online", "max_players": 3, "turn_seconds": 45, "bot_delay_ms": 0,
            "private": True, "password": "sesame", "config": {
                "rules": "online-classic", "characters_per_player": 2, "city_target": 6}}},
            "room")
        rid = room["id"]
        opts = room["options"]
        assert "password" not in json.dumps(room), "the password is never sent"
        assert opts["max_players"] == 3 and opts["turn_seconds"] == 45, opts
        assert opts["timeout"] == "random", ("a timed-out seat plays at random by default", opts)
        cfg = opts["config"]
        assert cfg["rules"] == "online-classic", cfg
        assert cfg["characters_per_player"] == 2 and cfg["city_target"] == 6, cfg
        assert "selection" not in cfg and "first_crown" not in cfg, cfg
        await cal.error({"type": "join_room", "room": rid, "password": "wrong"}, "wrong_password")
        await bob.request({"type": "join_room", "room": rid, "password": "sesame"}, "room")
        await cal.request({"type": "join_room", "room": rid, "password": "sesame"}, "room")
        # Kicking before the start: Cal (seat 2) cannot come back.
        await ann.request({"type": "kick", "seat": 2}, "room")
        await cal.expect("kicked")
        await cal.error({"type": "join_room", "room": rid, "password": "sesame"}, "kicked")
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await ann.error({"type": "add_bot", "level": "random"}, "room_full")
        await ann.send({"type": "start"})
        await ann.error({"type": "kick", "seat": 1})  # only before the start
        seen = {"abilities": 0, "refused": 0}
        over, _ = await asyncio.gather(play_checking_order(ann, random.Random(12), seen),
                                       play(bob, random.Random(13)))
        check_outcome(over)
        # (after draw_cards the keep_card decision comes first; the turn
        # decision follows in the same turn)
        assert seen["abilities"] > 0 and seen["refused"] == seen["abilities"], seen
        first = next(m for m in bob.inbox if m.get("type") == "game")
        assert first["view"]["city_target"] == 6, first["view"]["city_target"]
        assert len(first["view"]["players"][1]["characters"]) == 2, "Bob is dealt two characters"
        deal = next(m for m in bob.inbox if m.get("type") == "events" and m["seq"] == 0)
        crowned = [ev["seat"] for ev in deal["events"] if ev["type"] == "crown_moved"]
        assert first["view"]["crown"] == (crowned[-1] if crowned else None), (
            "nobody holds the crown at the start", first["view"]["crown"])
        no_dealt_leak(ann, 0)
        no_dealt_leak(bob, 1)

        # The version: classic or with the Dark City.
        room = await bob.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 5, "config": {"rules": "online-dark-city", "city_target": 7}}}, "room")
        assert room["options"]["config"]["rules"] == "online-dark-city", room["options"]
        await bob.request({"type": "leave_room"}, "left")

        # A second room with the defaults (target 8, one character each with
        # 4 seats) played to the end by one human and three bots.
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 4, "bot_delay_ms": 0, "config": {"rules": "online-classic"}}}, "room")
        for level in ("random", "greedy", "greedy"):
            await ann.request({"type": "add_bot", "level": level}, "room")
        ann.inbox.clear()
        await ann.send({"type": "start"})
        over = await play(ann, random.Random(14))
        check_outcome(over)
        first = next(m for m in ann.inbox if m.get("type") == "game")
        assert first["view"]["city_target"] == 8, "normally eight"
        assert len(first["view"]["players"][0]["characters"]) == 1, "one character each"
        no_dealt_leak(ann, 0)

        # The timer: each step is a decision with the room's full time, and a
        # timeout answers with a random legal action, which never goes back
        # to a step passed. Ann does not answer; the timer plays her turns.
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0, "turn_seconds": 1, "timeout": "random",
            "autopilot_after": 0, "config": {"rules": "online-classic"}}}, "room")
        for level in ("random", "random"):
            await ann.request({"type": "add_bot", "level": level}, "room")
        await ann.send({"type": "start"})
        turns, classes = 0, []
        while turns < 3:
            msg = await ann.recv(timeout=60)
            assert msg.get("type") != "game_over", "the game ended before three timed-out turns"
            if msg.get("type") != "events" or msg.get("seat") != 0:
                continue
            assert msg["by"] == "timeout", msg
            for ev in msg["events"]:
                if ev.get("auto"):
                    continue  # the end of the turn takes unused free benefits
                c = step_class(ev)
                if c:
                    classes.append(c)
                if ev["type"] == "turn_ended" and ev["seat"] == 0:
                    assert classes == sorted(classes), ("a timeout broke the step order", classes)
                    turns += 1
                    classes = []
        for c in (ann, bob, cal):
            await c.close()
        srv.stop()
    finally:
        srv.cleanup()


run(main)
