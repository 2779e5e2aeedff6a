"""`guildhall replay ID --verify` against tampered databases: a real game is
played on the real server (two humans' worth of random moves and a bot,
city target 3 so it is short), the server stops, and the database is
copied and edited one way at a time: the stored outcome (a score, the
winner), the action log (an action changed, the last action dropped, an
action added), the seed, its salt and the published commitment. The
untouched copy verifies (exit 0, "verified", and "verified": true in
--json); every tampered copy must be reported — a MISMATCH, or an action
the rules reject — with exit status 1 and never the word "verified" alone.
"""
import asyncio
import json
import os
import random
import shutil
import sqlite3
import subprocess
import tempfile

from ghtest import Client, Server, play, run


def replay(binary, db, gid, *extra):
    r = subprocess.run([binary, "replay", str(gid), "--db", db, "--verify", *extra],
                       capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def tampered(src, workdir, name, sql, params=()):
    """A copy of the database with one edit; returns its path."""
    path = os.path.join(workdir, name + ".db")
    shutil.copyfile(src, path)
    con = sqlite3.connect(path)
    cur = con.execute(sql, params)
    assert cur.rowcount == 1, "%s: the edit changed %d rows" % (name, cur.rowcount)
    con.commit()
    con.close()
    return path


async def play_a_game(binary):
    srv = Server(binary, rate=1000).start()
    try:
        ann = await Client(srv, "Ann").connect()
        bob = await Client(srv, "Bob").connect()
        room = await ann.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 3, "bot_delay_ms": 0, "config": {"city_target": 3}}}, "room")
        await bob.request({"type": "join_room", "room": room["id"]}, "room")
        await ann.request({"type": "add_bot", "level": "random"}, "room")
        await ann.send({"type": "start"})
        started = await ann.expect("room", lambda m: m.get("started"))
        await asyncio.gather(play(ann, random.Random(11)), play(bob, random.Random(12)))
        await ann.close()
        await bob.close()
        srv.stop()
        keep = tempfile.mkdtemp(prefix="gh-verify-")
        db = os.path.join(keep, "game.db")
        shutil.copyfile(srv.db, db)
        return started["game_id"], db, keep
    finally:
        srv.cleanup()


def main_sync(binary, gid, db, work):
    con = sqlite3.connect(db)
    seed, salt, seed_hash, outcome = con.execute(
        "SELECT seed, seed_salt, seed_hash, outcome FROM games WHERE id = ?", (gid,)).fetchone()
    actions = con.execute("SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq",
                          (gid,)).fetchall()
    con.close()
    outcome = json.loads(outcome)
    assert len(actions) > 10 and outcome["finished"], (len(actions), outcome)

    # The untouched database verifies.
    rc, out, err = replay(binary, db, gid)
    assert rc == 0 and out.rstrip().endswith("verified") and "NOT" not in out, (rc, out, err)
    rc, out, err = replay(binary, db, gid, "--json")
    assert rc == 0 and json.loads(out)["verified"] is True, (rc, out, err)

    def edited_outcome(change):
        o = json.loads(json.dumps(outcome))
        change(o)
        return json.dumps(o)

    def bump_score(o):
        o["scores"][0]["total"] += 1

    def other_winner(o):
        o["winner"] = (o["winner"] + 1) % 3 if o["winner"] is not None else 0

    # A pick of another character in the first action: the game diverges
    # (an action later in the log no longer fits) or ends otherwise.
    first = json.loads(actions[0][2])
    assert first["type"] == "pick_character", first
    other_pick = dict(first, character="assassin" if first["character"] != "assassin" else "thief")
    last_seq = actions[-1][0]
    cases = [
        ("score", "UPDATE games SET outcome = ? WHERE id = ?",
         (edited_outcome(bump_score), gid), "outcome MISMATCH"),
        ("winner", "UPDATE games SET outcome = ? WHERE id = ?",
         (edited_outcome(other_winner), gid), "outcome MISMATCH"),
        ("action", "UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
         (json.dumps(other_pick), gid, actions[0][0]), ("MISMATCH", "rejected")),
        ("last-action-dropped", "DELETE FROM actions WHERE game_id = ? AND seq = ?",
         (gid, last_seq), "has not ended"),
        ("action-added", "INSERT INTO actions (game_id, seq, seat, action, created_ms) "
         "VALUES (?, ?, 0, '{\"type\":\"take_gold\"}', 0)", (gid, last_seq + 1), "rejected"),
        ("seed", "UPDATE games SET seed = ? WHERE id = ?",
         (str(int(seed) ^ 1), gid), ("MISMATCH", "rejected")),
        ("salt", "UPDATE games SET seed_salt = ? WHERE id = ?",
         (("0" if salt[0] != "0" else "1") + salt[1:], gid), "seed commitment MISMATCH"),
        ("commitment", "UPDATE games SET seed_hash = ? WHERE id = ?",
         (("0" if seed_hash[0] != "0" else "1") + seed_hash[1:], gid),
         "seed commitment MISMATCH"),
    ]
    for name, sql, params, want in cases:
        path = tampered(db, work, name, sql, params)
        rc, out, err = replay(binary, path, gid)
        wants = want if isinstance(want, tuple) else (want,)
        assert rc == 1, "tampered %s: exit %d, expected 1\n%s%s" % (name, rc, out, err)
        assert any(w in err for w in wants), "tampered %s: no %s in: %s" % (name, wants, err)
        assert not out.rstrip().endswith("\nverified") and out.strip() != "verified", \
            "tampered %s printed verified: %s" % (name, out)
        rc, out, err = replay(binary, path, gid, "--json")
        assert rc == 1, "tampered %s, --json: exit %d" % (name, rc)
        if out.strip():  # rejected replays print no document
            assert json.loads(out)["verified"] is False, "tampered %s, --json: %s" % (name, out)
        print("tampered %-20s -> exit 1: %s" % (name, err.strip().splitlines()[0][:100]))


async def main(binary):
    gid, db, keep = await play_a_game(binary)
    try:
        main_sync(binary, gid, db, keep)
    finally:
        shutil.rmtree(keep, ignore_errors=True)


run(main)
