#!/usr/bin/env python3
"""make_seeds.py — writes the seed corpora of the fuzz targets
(tests/fuzz/corpus/<target>/seed-*) from real inputs: the rules scenarios of
tests/scenarios/citadels (configs, positions, actions), the configs of the
protocol document and the tests, and hand-written hub sessions made of the
messages of docs/protocol.md. Files named regress-* (reproducers of fixed
bugs) and anything merged by hand are left alone. It also writes each
target's dictionary (tests/fuzz/<target>.dict): the protocol's types and keys
and the engine's wire names (read from the X-macro tables of
src/citadels/*.h, so new cards and actions join by themselves).

    tests/fuzz/make_seeds.py        # from the repository's root

Run it again when the scenarios or the protocol change, and commit the result.
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "fuzz", "corpus")


def compact(v):
    return json.dumps(v, separators=(",", ":"), ensure_ascii=False)


def write_all(target, seeds):
    """seeds: {name: text}; replaces the target's seed-* files."""
    d = os.path.join(CORPUS, target)
    os.makedirs(d, exist_ok=True)
    for f in glob.glob(os.path.join(d, "seed-*")):
        os.remove(f)
    for name, text in sorted(seeds.items()):
        with open(os.path.join(d, "seed-" + name), "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{target}: {len(seeds)} seeds")


def scenarios():
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "scenarios", "*", "*.json"))):
        with open(path, encoding="utf-8") as f:
            yield os.path.basename(path)[:-5], json.load(f)


# ---- engine targets --------------------------------------------------------

def engine_seeds():
    configs, positions, actions = {}, {}, {}
    seen_cfg = set()
    for name, sc in scenarios():
        head = {k: sc[k] for k in ("game", "config", "seed") if k in sc}
        cfg = compact(sc.get("config", {}))
        if cfg not in seen_cfg:
            seen_cfg.add(cfg)
            configs[f"scenario-{name}"] = cfg
        if "position" in sc:
            positions[f"scenario-{name}"] = compact(dict(head, position=sc["position"]))
        steps = [s for s in sc.get("steps", []) if "action" in s]
        if steps:
            doc = dict(head, steps=steps)
            if "position" in sc:
                doc["position"] = sc["position"]
            actions[f"scenario-{name}"] = compact(doc)

    # Configs a room's options carry: the protocol document, the tests, the
    # variants, and a few the engine refuses.
    lineup9 = ["assassin", "thief", "magician", "king", "bishop", "merchant",
               "architect", "warlord", "artist"]
    more = {
        "protocol-example": {"city_target": 7, "characters": lineup9,
                             "uniques": ["dragon_gate", "library"]},
        "empty": {},
        "deal-2-each": {"players": 3, "selection": "deal", "characters_per_player": 2},
        "deal-no-crown": {"players": 5, "selection": "deal", "first_crown": -1},
        "deal-4-each-2p": {"players": 2, "selection": "deal", "characters_per_player": 4},
        "draft-8p-nine": {"players": 8, "characters": lineup9},
        "draft-2p": {"players": 2, "city_target": 4, "ability_before_income": True},
        "no-uniques": {"players": 6, "uniques": []},
        "bad-players": {"players": 9},
        "bad-lineup": {"characters": ["king", "king"]},
        "bad-type": {"city_target": "7"},
        "not-object": [1, 2, 3],
    }
    for name, cfg in more.items():
        configs[name] = compact(cfg)

    # Actions deep in a game: random moves first, then a move of each kind.
    for moves in (0, 7, 40, 150):
        actions[f"moves-{moves}"] = compact({
            "game": "citadels", "config": {"players": 4}, "seed": moves + 1, "moves": moves,
            "steps": [{"action": {"type": "pick_character", "character": "king"}},
                      {"action": {"type": "take_gold"}},
                      {"action": {"type": "draw_cards"}},
                      {"action": {"type": "keep_card", "card": 0}},
                      {"action": {"type": "build", "district": "manor"}},
                      {"action": {"type": "end_turn"}},
                      {"seat": 1, "action": {"type": "destroy", "seat": 0, "card": 3}}]})
    # Dominion (issue 14): random moves into a game, then a move of each kind.
    for moves in (0, 9, 60, 300):
        actions[f"dominion-moves-{moves}"] = compact({
            "game": "dominion", "config": {"players": 3}, "seed": moves + 1, "moves": moves,
            "steps": [{"action": {"type": "play", "card": "smithy"}},
                      {"action": {"type": "end_actions"}},
                      {"action": {"type": "play_treasures"}},
                      {"action": {"type": "buy", "card": "silver"}},
                      {"action": {"type": "choose_card", "card": "copper"}},
                      {"action": {"type": "choose_pile", "card": "estate"}},
                      {"action": {"type": "choose_option", "option": 1}},
                      {"action": {"type": "yes"}},
                      {"action": {"type": "done"}},
                      {"seat": 1, "action": {"type": "reveal", "card": "moat"}},
                      {"action": {"type": "end_turn"}}]})
    return configs, positions, actions


# ---- the hub ----------------------------------------------------------------
# A record is a line "C T BODY" (tests/fuzz/fuzz_hub.c): C the connection
# slot, T the clock step ('0' none, '5' 1 s, ';' 91 s, '<' 5 min, '=' 1 h).

def hello(slot, name):
    return f'{slot}0{{"type":"hello","version":1,"name":"{name}"}}'


def msg(slot, m, step="0"):
    return f"{slot}{step}{compact(m)}"


def game_lines(n):
    """Both players play a listed option (the byte after "@" picks which)."""
    picks = "0123456789abcdefghij"
    return [f"{slot}3@{picks[(i * 7) % len(picks)]}" for i in range(n) for slot in (0, 1)]


def hub_seeds():
    create = {"type": "create_room", "game": "citadels",
              "options": {"name": "Friday", "max_players": 4, "turn_seconds": 60,
                          "timeout": "random", "bot_delay_ms": 600,
                          "config": {"city_target": 7}}}
    private = {"type": "create_room", "game": "citadels",
               "options": {"name": "Secret", "private": True, "password": "sesame",
                           "max_players": 3}}
    s = {}
    s["lobby"] = [
        msg(0, {"type": "ping", "ref": 1}),
        msg(0, {"type": "list_rooms"}),
        hello(0, "Ann"), hello(1, "Bob"), hello(2, "Cy"),
        msg(0, {"type": "list_rooms"}),
        msg(1, {"type": "list_rooms", "watch": False}),
        msg(0, create),
        msg(1, {"type": "join_room", "room": 1}),
        msg(2, {"type": "spectate", "room": 1}),
        msg(1, {"type": "chat", "text": "good luck"}),
        msg(0, {"type": "set_options", "options": {"turn_seconds": 30, "timeout": "bot",
                                                    "config": {"city_target": 7}}}),
        msg(0, {"type": "set_options", "game": "citadels", "options": {}}),
        msg(0, {"type": "create_bot_token", "name": "Robo"}),
        msg(2, {"type": "join_room", "room": 1, "bot_token": "00" * 32}),
        msg(0, {"type": "start"}),
        msg(0, {"type": "add_bot", "level": "random"}),
        msg(0, {"type": "add_bot", "level": "greedy"}),
        msg(0, {"type": "add_bot", "level": "heuristic"}),
        msg(0, {"type": "remove_bot", "seat": 2}),
        msg(0, {"type": "kick", "seat": 1}),
        msg(1, {"type": "join_room", "room": 1}),
        msg(2, {"type": "leave_room"}),
        msg(0, {"type": "leave_room"}),
        "3=",
    ]
    s["errors"] = [
        "00{not json", "00[1,2]", msg(0, {"type": "list_rooms"}),
        msg(0, {"type": "hello", "version": 99, "name": "Ann"}),
        msg(0, {"type": "hello", "version": 1, "name": ""}),
        hello(0, "Ann"), hello(0, "Ann"),
        msg(0, {"type": "dance", "ref": 7}),
        msg(0, {"type": "kick", "seat": 5}),
        msg(0, {"type": "start"}),
        msg(0, {"type": "action", "action": {"type": "take_gold"}, "ref": "m17"}),
        msg(0, {"type": "join_room", "room": 99}),
        msg(0, {"type": "create_room", "game": "chess"}),
        msg(0, {"type": "create_room", "options": {"max_players": 9}}),
        msg(0, {"type": "create_room", "options": {"colour": "red"}}),
        msg(0, {"type": "create_room", "options": {"config": {"city_target": 99}}}),
        msg(0, {"type": "chat", "text": "hi"}),
    ] + [msg(1, {"type": "ping", "ref": i}) for i in range(45)] + ["15"]
    s["private"] = [
        hello(0, "Ann"), hello(1, "Bob"), hello(2, "Eve"),
        # Passwords are hashed and checked off the loop: "!" runs that work.
        msg(0, private), "00!",
        msg(2, {"type": "join_room", "room": 1}),
        msg(2, {"type": "join_room", "room": 1, "password": "guess"}), "00!",
        msg(2, {"type": "spectate", "room": 1, "password": "guess"}), "00!",
        msg(1, {"type": "join_room", "room": 1, "password": "sesame"}), "00!",
        msg(2, {"type": "spectate", "room": 1, "password": "sesame"}), "00!",
        msg(0, {"type": "set_options", "options": {"private": False}}),
        msg(0, {"type": "add_bot", "level": "random"}),
        msg(0, {"type": "start"}),
        "00!",
    ]
    s["game-two-players"] = [
        hello(0, "Ann"), hello(1, "Bob"),
        msg(0, {"type": "create_room", "game": "citadels",
                "options": {"max_players": 2, "bot_delay_ms": 0, "config": {"city_target": 3}}}),
        msg(1, {"type": "join_room", "room": 1}),
        msg(0, {"type": "start"}),
    ] + game_lines(60) + [msg(1, {"type": "list_rooms"}), msg(0, {"type": "leave_room"}),
                          msg(1, {"type": "leave_room"}), "0<"]
    # Undo (src/server/undo.c): moves taken back, refused undos, a restart
    # that rebuilds the game from a log with undo records, then more undos.
    undo = msg(0, {"type": "undo", "ref": 1}), msg(1, {"type": "undo"})
    s["game-undo"] = [
        hello(0, "Ann"), hello(1, "Bob"),
        msg(0, {"type": "create_room", "game": "citadels",
                "options": {"max_players": 2, "bot_delay_ms": 0, "config": {"city_target": 3}}}),
        msg(1, {"type": "join_room", "room": 1}),
        msg(0, {"type": "start"}),
    ] + [line for i, pair in enumerate(zip(game_lines(30)[0::2], game_lines(30)[1::2]))
         for line in (pair[0], *undo, pair[1], *undo)] + [
        "00R", "00#0", "10#1", *undo, *game_lines(10), *undo]
    # Absent players and rematch (src/server/autopilot.c, rematch.c): Bob
    # leaves, Ann plays on (her moves at once, so only Bob's time runs out),
    # the timer then the autopilot play Bob's seat; he comes back by token,
    # is taken over again, and comes back by "back". Once the game is over
    # the owner (only) starts the same room again, and a second game
    # follows, with a restart in the middle.
    ann_then_clock = [f"00@{d}" for d in "0102103010210301"] + ["07"]
    s["game-back-rematch"] = [
        hello(0, "Ann"), hello(1, "Bob"), hello(2, "Cyd"),
        msg(0, {"type": "create_room", "game": "citadels",
                "options": {"max_players": 2, "turn_seconds": 5, "bot_delay_ms": 0,
                            "autopilot_after": 2, "config": {"city_target": 7}}}),
        msg(0, {"type": "set_options", "options": {"autopilot_after": 11}}),
        msg(1, {"type": "join_room", "room": 1}),
        msg(0, {"type": "rematch"}),
        msg(0, {"type": "start"}),
        msg(1, {"type": "back"}),
        msg(2, {"type": "back"}),
        "10-",
    ] + ann_then_clock * 4 + ["10#1", msg(1, {"type": "back"})] + ann_then_clock * 3 + [
        msg(1, {"type": "back"}),
    ] + game_lines(30) + ["0;"] * 8 + [
        msg(1, {"type": "rematch"}),
        msg(0, {"type": "rematch"}),
        msg(0, {"type": "rematch"}),
        msg(2, {"type": "spectate", "room": 1}),
        msg(1, {"type": "leave_room"}),
        msg(1, {"type": "join_room", "room": 1}),
        msg(0, {"type": "start"}),
    ] + game_lines(10) + ["00R", "10#1", "07", "07", msg(1, {"type": "back"}), "0;"]
    # A start from a test position (serve --test-positions: the "#" line's
    # tenth byte turns it on): refused positions, then one that plays, a
    # restart that rebuilds it from the stored position, more moves.
    position = {"start": "action", "call_from": "magician",
                "characters": {"assassin": 1, "thief": 1, "magician": 0, "king": 0},
                "players": [{"gold": 2, "hand": ["manor", "temple", "tavern"]}, {"gold": 7}],
                "deck": ["castle", "palace"]}
    s["test-position"] = ["#" + "\x03\x05\x03\x00\x02\x00\x1d\x04\x7f\x01",
        hello(0, "Ann"),
        msg(0, {"type": "create_room", "game": "citadels",
                "options": {"max_players": 2, "bot_delay_ms": 0}}),
        msg(0, {"type": "add_bot", "level": "greedy"}),
        msg(0, {"type": "start", "position": {"start": "nowhere"}}),
        msg(0, {"type": "start", "position": [1]}),
        msg(0, {"type": "start", "position": position}),
        "00@0", "00@1", "00R", "00#0", "00@0", "00@2", "00@0", "00@1", "0;",
        msg(0, {"type": "undo"}), "0;"]
    s["game-bots-clock"] = [
        hello(0, "Ann"),
        msg(0, {"type": "create_room", "game": "citadels",
                "options": {"max_players": 3, "turn_seconds": 5, "bot_delay_ms": 0,
                            "config": {"selection": "deal", "first_crown": -1}}}),
        msg(0, {"type": "add_bot", "level": "greedy"}),
        msg(0, {"type": "add_bot", "level": "random"}),
        msg(0, {"type": "start"}),
        "00@0", "00@1", "00-",
    ] + ["07"] * 150 + [f"10#0", "10@0"]
    s["resume-restart"] = [
        hello(0, "Ann"), hello(1, "Bob"),
        msg(0, {"type": "create_room", "game": "citadels", "options": {"max_players": 3}}),
        msg(1, {"type": "join_room", "room": 1}),
        msg(0, {"type": "add_bot", "level": "random"}),
        msg(0, {"type": "start"}),
        "00@0", "10@0", "00@0", "10@0",
        "00R",
        "20#0", "30#1", "20@0", "30@0",
        msg(3, {"type": "leave_room"}),
        msg(3, {"type": "join_room", "room": 1}),
        "1;", "1;",
    ]
    # Attack inputs of issue 8 (finding 1): deep JSON in a config and a ref.
    deep = "[" * 600 + "]" * 600
    s["deep-config"] = [
        hello(0, "Ann"), hello(1, "Bob"), msg(1, {"type": "list_rooms"}),
        '00{"type":"create_room","game":"citadels","options":{"config":{"x":' + deep + "}}}",
        msg(1, {"type": "list_rooms"}),
        '10{"type":"ping","ref":' + deep + "}",
    ]
    s["many-rooms"] = [hello(i, f"P{i}") for i in range(4)] + [
        msg(i, {"type": "create_room", "game": "citadels", "options": {"name": f"r{i}"}})
        for i in range(4)] + ["00-", "10-", "2=", "3=", "0="]
    # Small limits (the "#" line: 2 rooms, 6 sessions, 2 per address, one
    # room created an hour per address, 5 messages a second, ...):
    # server_full, too_many_sessions, too_many_creations and the rate.
    s["tight-limits"] = ["#" + "\x01\x05\x01\x00\x02\x01\x04\x01\x10"] + [
        hello(i, f"P{i}") for i in range(4)] + [hello(0, "Again"), "00-", hello(0, "New")] + [
        msg(i % 4, {"type": "create_room", "game": "citadels"}) for i in range(6)] + [
        msg(1, {"type": "list_rooms"}), msg(2, {"type": "chat", "text": "x" * 300}), "0=",
        msg(0, {"type": "create_room", "game": "citadels"})]
    return {k: "\n".join(v) + "\n" for k, v in s.items()}


# ---- HTTP (tests/fuzz/fuzz_http.c) --------------------------------------------
# A record is a line "T PATH[?QUERY][ AUTHORIZATION]": T the clock step and
# address; "@a" "@b" "@c" send Ann's, Bob's, Cy's token, "@p" the password.
# Games: 1 public finished (Ann), 2 private finished (Bob), 3 public running
# (Ann, Bob), 4 private running (Cy).

def http_seeds():
    s = {}
    s["every-endpoint"] = [
        "0/healthz", "0/metrics", "0/api/games", "0/api/games/1", "0/api/games/1/replay",
        "0/api/games/1/replay?seat=0 @a", "0/api/catalog/citadels", "0/api/catalog/chess"]
    s["private"] = [
        "0/api/games/2", "0/api/games/2 @a", "0/api/games/2 @b", "0/api/games/2 @p", "0!",
        "0/api/games/2/replay?seat=0 @b", "0/api/games/2/replay @p", "0!",
        "0/api/games/4 @c", "0/api/games/4", "0/api/games @b", "0/api/games"]
    s["running"] = [
        "0/api/games/3", "0/api/games/3/replay", "0/api/games/3/replay?seat=1 @b",
        "0/api/games/4/replay @c"]
    s["refused"] = [
        "0/api/games/9", "0/api/games/0", "0/api/games/1/replay?seat=5 @a",
        "0/api/games/1/replay?seat=x", "0/api/games/1/replay?a=1&seat=1&seat=0 @a",
        "0/api/games/1/replay?seat=1 @a", "0/api/games/999999999999999999",
        "0/api/games/1234567890123456789", "0/api/games/-1", "0/api/games/1/other",
        "0/api/games/2 Basic eDp3cm9uZw==", "0!", "0/api/games/1 Bearer nonsense",
        "0/api/games/1 Digest x", "0/api/games/1 Basic", "0/api/games/1 bearer  \x01"]
    s["flood"] = ["0/api/games/1/replay"] * 30 + ["5/api/games/1/replay"] + \
        ["\x10/api/games/1"] * 25
    return {k: "\n".join(v) + "\n" for k, v in s.items()}


# ---- json_out (tests/fuzz/fuzz_json_out.c) --------------------------------------
# Messages as the hub writes them, and the values that are hard to write:
# escapes, control characters, UTF-8, big integers, reals, nesting.

def json_out_seeds():
    s = {
        "protocol-room": open(os.path.join(ROOT, "docs", "protocol.md"), encoding="utf-8")
        .read().split("### room\n", 1)[1].split("```json\n", 1)[1].split("```", 1)[0],
        "escapes": '"\\"\\\\\\/\\b\\f\\n\\r\\t\\u0001\\u001f\\u007f\\u0000"',
        "utf8": compact({"name": "Zofia Wójcik ✓ 𝄞", "ł": ["Świątynia", "Dwór"]}),
        "numbers": "[0,-0,1,-1,9223372036854775807,-9223372036854775808,1.5,-2.25e-7,1e300]",
        "nesting": "[" * 40 + "{}" + "]" * 40,
        "scalars": "[true,false,null,\"\",{},[]]",
        "keys": '{"b":1,"a":2,"":3,"a\\u0000b":4}',
    }
    return s


JSON_OUT_WORDS = ["\\u0000", "\\u001f", "\\ud834\\udd1e", "\\\"", "\\\\", "e308",
                  "1e-7", "9223372036854775807", "-9223372036854775808", "ł",
                  "𝄞"]


# ---- dictionaries ------------------------------------------------------------

def engine_words():
    """Every wire name of the engines' tables (Citadels: characters,
    districts, actions, events, errors, config keys; Dominion: cards,
    actions, events)."""
    words = set()
    for path in (glob.glob(os.path.join(ROOT, "src", "citadels", "*.h")) +
                 glob.glob(os.path.join(ROOT, "src", "dominion", "*.h"))):
        with open(path, encoding="utf-8") as f:
            words.update(re.findall(r'X\(\w+, "([a-z_]+)"', f.read()))
    with open(os.path.join(ROOT, "src", "citadels", "view.c"), encoding="utf-8") as f:
        words.update(re.findall(r'\] = "([a-z_]+)"', f.read()))
    return words


JSON_BITS = ["{", "}", "[", "]", ":", ",", "true", "false", "null", "-1", "0", "255", "\"\""]
ENGINE_KEYS = ["game", "citadels", "config", "seed", "players", "draft", "deal",
               # issue 14: Dominion
               "dominion", "sets", "editions", "kingdom", "preset", "base", "intrigue",
               "first-game", "hand", "deck", "discard", "supply", "trash", "active", "phase",
               # issue 12: the rule sets
               "rules", "2016", "2016-actions", "classic", "dark-city", "online-classic",
               "online-dark-city", "discard_pile"]
POSITION_KEYS = ["position", "start", "selection", "action", "characters", "character_order",
                 "face_up", "killed", "robbed", "call_from", "hand", "city", "gold",
                 "beautified", "deck", "crown", "round", "first_complete"]
ACTION_KEYS = ["steps", "moves", "action", "type", "seat", "character", "card", "district"]
PROTOCOL = ["type", "ref", "version", "name", "token", "room", "watch", "game", "citadels",
            "options", "max_players", "turn_seconds", "timeout", "random", "bot", "greedy",
            "bot_delay_ms", "private", "password", "config", "level", "seat", "text", "action",
            "hello", "list_rooms", "create_room", "join_room", "spectate", "leave_room",
            "set_options", "kick", "add_bot", "remove_bot", "start", "chat", "ping", "undo",
            "can_undo", "move_undone", "undone_seq", "back", "rematch", "autopilot_after",
            "autopilot", "autopilot_moves", "position", "log", "by",
            # issue 13: bot levels and tokens
            "heuristic", "search", "bot_levels", "bot_strongest", "create_bot_token",
            "bot_token", "external", "seat_reserved", "bad_bot_token"]
# Records of fuzz_hub: a new line with each slot and a few clock steps, and
# the target's own operations.
HUB_OPS = ["\n00", "\n10", "\n20", "\n30", "\n05", "\n0;", "\n0<", "\n0=",
           "\n00+", "\n00-", "\n00!", "\n00R", "\n00@0", "\n00#0",
           '\n00{"type":"hello","version":1,"name":"A"}']


HTTP_WORDS = ["/api/games", "/api/games/", "/replay", "/api/catalog/", "citadels", "/metrics",
              "/healthz", "?seat=", "&seat=", " Bearer ", " Basic ", " @a", " @b", " @c",
              " @p", "\n0", "\n5", "\n\x10", "\n0!", "1", "2", "3", "4", "%2F", "..", "//"]


def quote(word):
    out = []
    for ch in word.encode("utf-8"):
        c = chr(ch)
        if c in '"\\':
            out.append("\\" + c)
        elif 32 <= ch < 127:
            out.append(c)
        else:
            out.append(f"\\x{ch:02x}")
    return '"' + "".join(out) + '"'


def write_dict(target, bare, strings):
    """bare: tokens as they are; strings: words also written as JSON strings."""
    tokens = list(dict.fromkeys(bare + [f'"{w}"' for w in sorted(set(strings))]))
    path = os.path.join(ROOT, "tests", "fuzz", target + ".dict")
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# {target}: libFuzzer dictionary, written by tests/fuzz/make_seeds.py\n")
        for i, t in enumerate(tokens):
            f.write(f"w{i}={quote(t)}\n")
    print(f"{target}.dict: {len(tokens)} words")


def main():
    configs, positions, actions = engine_seeds()
    write_all("fuzz_config", configs)
    write_all("fuzz_position", positions)
    write_all("fuzz_action", actions)
    write_all("fuzz_hub", hub_seeds())
    write_all("fuzz_http", http_seeds())
    write_all("fuzz_json_out", json_out_seeds())
    eng = engine_words()
    write_dict("fuzz_config", JSON_BITS, eng | set(ENGINE_KEYS))
    write_dict("fuzz_position", JSON_BITS, eng | set(ENGINE_KEYS + POSITION_KEYS))
    write_dict("fuzz_action", JSON_BITS, eng | set(ENGINE_KEYS + POSITION_KEYS + ACTION_KEYS))
    write_dict("fuzz_hub", JSON_BITS + HUB_OPS, eng | set(PROTOCOL))
    write_dict("fuzz_http", HTTP_WORDS, [])
    write_dict("fuzz_json_out", JSON_BITS + JSON_OUT_WORDS, [])
    return 0


if __name__ == "__main__":
    sys.exit(main())
