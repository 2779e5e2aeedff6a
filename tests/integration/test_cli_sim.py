"""`guildhall sim --bots`: bots pitted against each other from the terminal.
Seat levels cycle through the list; the JSON report names them; with fixed
seeds the greedy seat wins clearly more than a random one; an unknown level
is refused with exit status 2 and a message naming the levels."""
import json
import subprocess
import sys


def sim(binary, *args):
    return subprocess.run([binary, "sim", "citadels", *args], capture_output=True, text=True,
                          timeout=300)


def main(binary):
    r = sim(binary, "--players", "4", "--games", "400", "--bots", "greedy,random", "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["bots"] == ["greedy", "random", "greedy", "random"], report["bots"]
    wins = report["wins_by_seat"]
    greedy = wins[0] + wins[2]
    rand = wins[1] + wins[3]
    assert greedy > 2 * rand, "greedy seats won %d, random seats %d" % (greedy, rand)

    r = sim(binary, "--games", "1", "--bots", "random,genius")
    assert r.returncode == 2 and "greedy" in r.stderr, (r.returncode, r.stderr)
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1])
