"""`guildhall sim dominion` with the engine's strategies (issue 14): --kingdom
and --preset become the config's "kingdom" and "preset" (sim does not know
them: the engine's config does); --bots takes the Dominion levels, and
Smithy Big Money beats Big Money Ultimate on a kingdom with Smithy; a
Dominion level on Citadels, and a bad kingdom, are refused with exit status
2 and a message that says why; turns per game are reported as rounds."""
import json
import subprocess
import sys


def sim(binary, game, *args):
    return subprocess.run([binary, "sim", game, *args], capture_output=True, text=True,
                          timeout=300)


def main(binary):
    kingdom = "cellar,market,merchant,militia,mine,moat,remodel,smithy,village,workshop"
    r = sim(binary, "dominion", "--kingdom", kingdom, "--bots", "smithy,bmu", "--games", "400",
            "--json", "--check")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["config"]["kingdom"] == kingdom.split(","), report["config"]
    assert report["bots"] == ["smithy", "bmu"], report["bots"]
    smithy, bmu = report["wins_by_seat"]
    assert smithy > 2 * bmu, "smithy won %d, bmu %d" % (smithy, bmu)
    assert 10 < report["rounds_per_game"]["mean"] < 30, report["rounds_per_game"]

    r = sim(binary, "dominion", "--preset", "first-game", "--bots", "kingdom,bm", "--games", "20",
            "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["config"]["preset"] == "first-game"

    r = sim(binary, "dominion", "--kingdom", "cellar,market", "--games", "1")
    assert r.returncode == 2 and "ten" in r.stderr, (r.returncode, r.stderr)
    r = sim(binary, "citadels", "--bots", "bmu", "--games", "1")
    assert r.returncode == 2 and "does not play citadels" in r.stderr, (r.returncode, r.stderr)
    r = sim(binary, "dominion", "--help")
    assert "kingdom (dominion)" in r.stdout and "--preset" in r.stdout, r.stdout
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1])
