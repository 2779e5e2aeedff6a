"""`guildhall arena`: bot levels against each other with seats rotated.

Checks what the figures mean, not just that they are there: the JSON is the
same for the same command (and for --threads 2 as for --threads 1), wins add
up to the games, every interval is the Wilson interval of its wins, a level
against itself lands within its intervals, every lineup entry sits in every
seat equally often, a one-game arena agrees with `guildhall sim` on the same
deal, --rules all and player ranges give one table each, bad arguments are
refused with exit status 2 and a message naming the problem, and the
progress bar is drawn on a terminal only (never when piped or with --json).
Also `guildhall sim`'s --iterations / --budget and the levels in its help."""
import json
import math
import os
import pty
import subprocess
import sys


def run(binary, *args, cmd="arena"):
    return subprocess.run([binary, cmd, *args], capture_output=True, text=True, timeout=300)


def report(binary, *args):
    r = run(binary, *args, "--json")
    assert r.returncode == 0, (args, r.stderr)
    assert r.stderr == "", ("stderr not empty with --json (a progress bar?)", r.stderr)
    return json.loads(r.stdout)


def figures(rep):
    """The report without how the run went (threads, wall time)."""
    rep = dict(rep)
    assert rep.pop("run")["wall_seconds"] >= 0
    return rep


def wilson(wins, n, z=1.959963984540054):
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def check_block(block, games):
    """Sums and intervals of one table."""
    n = block["players"]
    entries = block["entries"]
    assert block["games"] == games, block["games"]
    wins = sum(e["wins"] for e in entries)
    assert abs(wins - games) < 1e-9, ("wins do not add up to the games", wins, games)
    assert abs(sum(block["wins_by_seat"]) - games) < 1e-9, block["wins_by_seat"]
    assert sum(e["seats"] for e in entries) == n, entries
    for e in entries:
        lo, hi = wilson(e["wins"], games)
        assert abs(e["ci95"][0] - lo) < 1e-6 and abs(e["ci95"][1] - hi) < 1e-6, (e, lo, hi)
        assert abs(e["win_rate"] - e["wins"] / games) < 1e-9, e
        assert abs(e["parity"] - e["seats"] / n) < 1e-9, e
        # Each seat of a table is taken by exactly one entry in every game.
    for s in range(n):
        assert sum(e["games_by_seat"][s] for e in entries) == games, (s, entries)


def test_reproducible(binary):
    args = ("--levels", "greedy,random", "--players", "3-4", "--games", "48", "--seed", "7")
    a = report(binary, *args)
    b = report(binary, *args)
    c = report(binary, *args, "--threads", "2")
    assert c["run"]["threads"] == 2
    assert figures(a) == figures(b), "two runs of the same command differ"
    assert figures(a) == figures(c), "--threads 2 gives other figures than --threads 1"
    assert a["reproducible"] is True
    assert [(k["players"], k["games"]) for k in a["blocks"]] == [(3, 48), (4, 48)]
    other = report(binary, *args[:-1], "8")
    assert other["blocks"] != a["blocks"], "--seed changes nothing"
    for block in a["blocks"]:
        check_block(block, 48)


def test_greedy_beats_random(binary):
    rep = report(binary, "--levels", "greedy,random", "--players", "4", "--games", "400")
    (block,) = rep["blocks"]
    check_block(block, 400)
    assert block["rules"] == "2016" and block["lineup"] == [0, 1, 1, 1], block
    greedy, rand = block["entries"]
    assert (greedy["level"], greedy["seats"], rand["level"], rand["seats"]) == \
        ("greedy", 1, "random", 3)
    # One greedy seat of four wins clearly more than its quarter.
    assert greedy["ci95"][0] > 0.25, greedy
    assert greedy["mean_margin"] > rand["mean_margin"], (greedy, rand)
    assert greedy["mean_score"] > rand["mean_score"], (greedy, rand)


def test_rotation(binary):
    rep = report(binary, "--levels", "greedy,random", "--players", "4", "--games", "40")
    greedy, rand = rep["blocks"][0]["entries"]
    # Listed first, greedy still sits in every seat, as often in each.
    assert greedy["games_by_seat"] == [10, 10, 10, 10], greedy["games_by_seat"]
    assert rand["games_by_seat"] == [30, 30, 30, 30], rand["games_by_seat"]
    assert rep["blocks"][0]["deals"] == 10


def test_level_against_itself(binary):
    rep = report(binary, "--levels", "random,random,random,random", "--players", "4",
                 "--games", "400", "--seed", "3")
    block = rep["blocks"][0]
    check_block(block, 400)
    entries = block["entries"]
    assert [e["seats"] for e in entries] == [1, 1, 1, 1]
    for e in entries:
        assert e["ci95"][0] < 0.25 < e["ci95"][1], ("parity outside the interval", e)
        assert e["games_by_seat"] == [100] * 4, e
    for a in entries:
        for b in entries:
            assert a["ci95"][0] < b["ci95"][1] and b["ci95"][0] < a["ci95"][1], (a, b)


def test_agrees_with_sim(binary):
    # Game 0 of an arena is `guildhall sim --seed S` with the lineup as --bots.
    for seed in ("5", "11"):
        rep = report(binary, "--levels", "greedy,random", "--players", "3", "--games", "1",
                     "--seed", seed)
        r = run(binary, "citadels", "--players", "3", "--games", "1", "--seed", seed,
                "--bots", "greedy,random,random", "--json", "--scores", cmd="sim")
        assert r.returncode == 0, r.stderr
        game = json.loads(r.stdout)["per_game"][0]
        scores, winner = game["scores"], game["winner"]
        greedy, rand = rep["blocks"][0]["entries"]
        assert greedy["mean_score"] == scores[0], (greedy, scores)
        assert greedy["mean_margin"] == scores[0] - max(scores[1:]), (greedy, scores)
        assert abs(rand["mean_score"] - (scores[1] + scores[2]) / 2) < 1e-9, (rand, scores)
        assert greedy["wins"] == (1 if winner == 0 else 0), (greedy, winner)
        assert rep["blocks"][0]["wins_by_seat"][winner] == 1, (rep, winner)


def test_rules_all(binary):
    rep = report(binary, "--levels", "greedy,random", "--players", "3", "--games", "3",
                 "--rules", "all")
    names = [b["rules"] for b in rep["blocks"]]
    assert names == ["2016", "2016-actions", "classic", "dark-city", "online-classic",
                     "online-dark-city"], names
    for b in rep["blocks"]:
        check_block(b, 3)
        assert b["config"]["rules"] == b["rules"], b["config"]
    rep = report(binary, "--levels", "random", "--players", "2,5", "--games", "2",
                 "--rules", "classic")
    assert [(b["players"], b["rules"]) for b in rep["blocks"]] == [(2, "classic"), (5, "classic")]
    # A rule set without a player count is skipped, not fatal: the classic
    # box has no 8-player game (the online site's classic has), so "all" at
    # 7-8 has 6 + 5 tables.
    rep = report(binary, "--levels", "random", "--players", "7-8", "--games", "1",
                 "--rules", "all")
    tables = [(b["players"], b["rules"]) for b in rep["blocks"]]
    assert (8, "classic") not in tables and (8, "online-classic") in tables, tables
    assert (7, "classic") in tables and (8, "dark-city") in tables and len(tables) == 11, tables
    # Named explicitly, the missing table is told on stderr.
    r = run(binary, "--levels", "random", "--players", "7-8", "--games", "1", "--rules",
            "classic", "--quiet")
    assert r.returncode == 0 and "no table of 8 players under classic" in r.stderr, r.stderr
    # Nothing left to play is a bad argument (one table: the engine's refusal).
    r = run(binary, "--levels", "random", "--players", "8", "--games", "1", "--rules",
            "classic", "--quiet")
    assert r.returncode == 2 and "classic rules are for 2 to 7" in r.stderr, r.stderr
    r = run(binary, "--levels", "random", "--players", "8", "--games", "1", "--rules",
            "classic,classic", "--quiet")
    assert r.returncode == 2 and "no table to play" in r.stderr, r.stderr


def test_no_endless_turn(binary):
    # Deal 368 of the 2016 rules with the action cards, 2 players: the greedy
    # bot starts the Thieves' Den and cancels its payment over and over
    # (ending the turn looks worse a step ahead). After BOT_MAX_STREAK moves
    # in a row the seat is answered at random, and the game ends.
    r = run(binary, "citadels", "--rules", "2016-actions", "--players", "2", "--seed", "368",
            "--games", "1", "--bots", "greedy,random", "--quiet", "--scores", cmd="sim")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("seed 368:"), r.stdout


def test_shared_first_place(binary):
    # Among these 40 games one first place is shared by two seats (the online
    # rules break fewer ties): each gets half a win, and the sums still hold.
    rep = report(binary, "--levels", "greedy,random", "--players", "4", "--games", "40",
                 "--rules", "online-dark-city")
    block = rep["blocks"][0]
    check_block(block, 40)
    halves = [w for w in block["wins_by_seat"] if w != int(w)]
    assert halves and all(w * 2 == int(w * 2) for w in halves), block["wins_by_seat"]
    assert any(e["wins"] != int(e["wins"]) for e in block["entries"]), block["entries"]


def test_bad_arguments(binary):
    cases = [
        (["--players", "4"], "which levels"),
        (["--levels", "greedy,genius"], "unknown level 'genius'"),
        (["--levels", "greedy,random,random", "--players", "2"], "only 2 seats"),
        (["--levels", "greedy", "--players", "9"], "--players must be an integer from 1 to 8"),
        (["--levels", "greedy", "--players", "5-3"], "range 5-3 is empty"),
        (["--levels", "greedy", "--games", "0"], "--games must be an integer"),
        (["--levels", "greedy", "--threads", "0"], "--threads must be an integer"),
        (["--levels", "greedy", "--iterations", "10", "--budget", "5"], "not both"),
        (["--levels", "greedy", "--budget", "-1"], "--budget must be an integer"),
        (["--levels", "greedy", "--rules", "chess"], "bad citadels configuration"),
        (["--levels", "greedy", "--config", "[1]"], "must be a JSON object"),
        (["--levels", "greedy", "--seed", "-1"], "--seed must be an integer"),
        (["--levels", "greedy", "--fast"], "unknown option '--fast'"),
        (["chess", "--levels", "greedy"], "unknown game 'chess'"),
    ]
    for args, message in cases:
        r = run(binary, *args)
        assert r.returncode == 2, (args, r.returncode, r.stderr)
        assert message in r.stderr, (args, message, r.stderr)
        assert r.stdout == "", (args, r.stdout)
    r = run(binary, "--help")
    assert r.returncode == 0 and "--levels" in r.stdout
    assert "random, greedy" in r.stdout, r.stdout
    r = run(binary, "citadels", "--help", cmd="sim")
    assert r.returncode == 0 and "random, greedy" in r.stdout and "--iterations" in r.stdout


def test_sim_effort_options(binary):
    for args, message in [
        (["--iterations", "0"], "--iterations must be an integer from 1"),
        (["--budget", "x"], "--budget must be an integer from 1"),
        (["--iterations", "5", "--budget", "100"], "not both"),
    ]:
        r = run(binary, "citadels", "--games", "1", *args, cmd="sim")
        assert r.returncode == 2 and message in r.stderr, (args, r.returncode, r.stderr)
    # Levels that do not search play the same games whatever the effort.
    base = ["citadels", "--games", "20", "--bots", "greedy,random", "--scores", "--quiet"]
    plain = run(binary, *base, cmd="sim")
    iters = run(binary, *base, "--iterations", "50", cmd="sim")
    assert plain.returncode == 0 and iters.returncode == 0, (plain.stderr, iters.stderr)
    lines = [l for l in plain.stdout.splitlines() if l.startswith("seed ")]
    assert plain.stdout == iters.stdout and len(lines) == 20, (plain.stdout, iters.stdout)


def test_effort_per_level(binary):
    # "search:40" searches 40 iterations a decision, whatever --iterations
    # says for the others: reproducible, and named so in the report.
    args = ["--levels", "search:40,search:2", "--players", "4", "--games", "4", "--seed", "3"]
    a, b = report(binary, *args), report(binary, *args, "--iterations", "7")
    assert a["levels"] == ["search:40", "search:2"] and a["reproducible"], a["levels"]
    assert a["blocks"] == b["blocks"], "an entry's own effort wins over --iterations"
    # The effort reaches the level: fewer iterations for entry 0 change its games.
    c = report(binary, "--levels", "search:1,search:2", *args[2:])
    def results(rep):
        return [(e["wins"], e["mean_score"], e["mean_margin"])
                for blk in rep["blocks"] for e in blk["entries"]]
    assert results(a) != results(c), "the effort was not used"
    # A time budget in the lineup is not reproducible, and says so.
    d = report(binary, "--levels", "search:5ms,random", "--players", "2", "--games", "2")
    assert d["reproducible"] is False and d["levels"][0] == "search:5ms", d
    for bad in ["search:0", "search:5s", "search:", "heuristic:-1", "nolevel:5"]:
        r = run(binary, "--levels", bad, "--games", "1")
        assert r.returncode == 2 and ("after the colon" in r.stderr or "unknown level" in
                                      r.stderr), (bad, r.stderr)


def on_terminal(binary, *args):
    """Runs with stderr on a pseudo-terminal; returns (status, stdout, stderr)."""
    master, slave = pty.openpty()
    p = subprocess.Popen([binary, "arena", *args], stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    err = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the terminal closed: the program has ended
            break
        if not chunk:
            break
        err += chunk
    out = p.stdout.read()
    p.stdout.close()
    os.close(master)
    return p.wait(timeout=300), out.decode(), err.decode()


def test_progress_bar(binary):
    args = ("--levels", "greedy,random", "--players", "3", "--games", "30")
    r = run(binary, *args)
    assert r.returncode == 0, r.stderr
    assert r.stderr == "", ("progress bar on a pipe", r.stderr)
    assert "greedy" in r.stdout and "95 % interval" in r.stdout, r.stdout
    status, out, err = on_terminal(binary, *args)
    assert status == 0, err
    assert "30/30 games" in err and "[" + "#" * 30 + "]" in err, ("no bar on a terminal", err)
    assert out == r.stdout, ("the report differs on a terminal", out, r.stdout)
    for extra in ("--json", "--quiet"):
        status, out, err = on_terminal(binary, *args, extra)
        assert status == 0 and "games/s" not in err and err.strip() == "", (extra, err)


def main(binary):
    test_bad_arguments(binary)
    test_sim_effort_options(binary)
    test_effort_per_level(binary)
    test_rotation(binary)
    test_agrees_with_sim(binary)
    test_reproducible(binary)
    test_rules_all(binary)
    test_shared_first_place(binary)
    test_no_endless_turn(binary)
    test_level_against_itself(binary)
    test_greedy_beats_random(binary)
    test_progress_bar(binary)
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1])
