"""`guildhall scenario` fails what it should fail: scenario files that make
a false claim — an event that did not happen, a private event said to be
public, an event listed as absent that happened, a refused config that is
accepted or refused for another reason, a wrong expected error, a wrong
value, a wrong count of legal actions, an unknown key — each must FAIL with
the reason, and the run must exit 1; a true scenario passes (exit 0). The
rules scenarios under tests/scenarios only show that true claims pass; this
shows that the runner's checks can fail (docs/scenarios.md)."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

BASE = {
    "name": "runner check", "rule": "DE16 \"OFFENE INFORMATIONEN\"", "game": "citadels",
    "config": {"players": 4},
    "position": {
        "start": "action",
        "characters": {"king": 0, "bishop": 1, "merchant": 2, "warlord": 3},
        "call_from": "king",
        "players": [{"gold": 0, "hand": []}],
        "deck": ["palace", "keep"],
    },
}

DRAW = {"seat": 0, "action": {"type": "draw_cards"}}


def scenario(**over):
    s = json.loads(json.dumps(BASE))
    s.update(over)
    return s


def refused(config, **ref):
    return {"name": "refusal", "rule": "x", "game": "citadels", "config": config,
            "refused": ref}


# (name, scenario, expected reason substring or None for PASS)
CASES = [
    ("true-claims", scenario(steps=[
        dict(DRAW, events=[{"type": "card_drawn", "visibility": "seat", "vis_seat": 0,
                            "card": {"kind": "palace"}},
                           {"type": "cards_drawn", "visibility": "all", "count": 2}],
             events_absent=[{"type": "card_drawn", "visibility": "all"}]),
        {"legal": {"seat": 0, "count": 2}},
        {"seat": 1, "action": {"type": "end_turn"}, "error": "not_your_turn"},
        {"expect": [{"path": "decision", "equals": "keep_card"}]}]), None),
    ("event-not-emitted", scenario(steps=[
        dict(DRAW, events=[{"type": "gold_taken"}])]), "no event matches"),
    ("private-event-said-public", scenario(steps=[
        dict(DRAW, events=[{"type": "card_drawn", "visibility": "all"}])]), "no event matches"),
    ("private-event-to-another-seat", scenario(steps=[
        dict(DRAW, events=[{"type": "card_drawn", "vis_seat": 1}])]), "no event matches"),
    ("absent-event-happened", scenario(steps=[
        dict(DRAW, events_absent=[{"type": "card_drawn", "vis_seat": 0}])]),
     "matches the absent"),
    ("wrong-error", scenario(steps=[
        {"seat": 0, "action": {"type": "end_turn"}, "error": "not_your_turn"}]),
     "expected error \"not_your_turn\", got \"income_first\""),
    ("error-expected-but-accepted", scenario(steps=[dict(DRAW, error="deck_empty")]),
     "accepted, expected error"),
    ("wrong-value", scenario(expect=[{"path": "players.0.gold", "equals": 3}]),
     "expected 3, got 0"),
    ("wrong-view-value", scenario(expect=[{"path": "players.0.hand", "view": 1,
                                           "absent": False}]), "expected present"),
    ("wrong-legal-count", scenario(steps=[{"legal": {"seat": 0, "count": 5}}]),
     "expected 5 legal actions, got 2"),
    ("unknown-key", scenario(steps=[dict(DRAW, event=[{"type": "x"}])]),
     "unknown key \"event\""),
    ("refused-but-accepted", refused({"players": 4, "city_target": 7}, error="bad_config"),
     "the config was accepted"),
    ("refused-with-another-name", refused({"players": 4, "city_target": 21},
                                          error="bad_json"), "expected \"bad_json\""),
    ("refused-for-another-reason", refused({"players": 4, "city_target": 21},
                                           error="bad_config", message="first_crown"),
     "expected a message containing \"first_crown\""),
    ("refused-with-steps", dict(refused({"players": 4, "city_target": 21},
                                        error="bad_config"), steps=[]),
     "no position, steps or expect"),
    ("refused-as-claimed", refused({"players": 4, "city_target": 21}, error="bad_config",
                                   message="city_target"), None),
]


def main(binary):
    work = tempfile.mkdtemp(prefix="gh-runner-")
    try:
        for name, sc, reason in CASES:
            path = os.path.join(work, name + ".json")
            with open(path, "w") as f:
                json.dump(sc, f)
            r = subprocess.run([binary, "scenario", path], capture_output=True, text=True,
                               timeout=60)
            line = r.stdout.splitlines()[0] if r.stdout else ""
            if reason is None:
                assert r.returncode == 0 and line.startswith("PASS"), (name, r.stdout, r.stderr)
            else:
                assert r.returncode == 1, (name, r.returncode, r.stdout)
                assert line.startswith("FAIL"), (name, line)
                assert reason in line, "%s: expected %r in: %s" % (name, reason, line)
            print("%-32s %s" % (name, line[:110]))
        # A directory run counts every file; one failure makes the run fail.
        r = subprocess.run([binary, "scenario", work], capture_output=True, text=True, timeout=60)
        want = "%d passed, %d failed" % (sum(c[2] is None for c in CASES),
                                         sum(c[2] is not None for c in CASES))
        assert r.returncode == 1 and r.stdout.rstrip().endswith(want), (want, r.stdout[-200:])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1])
