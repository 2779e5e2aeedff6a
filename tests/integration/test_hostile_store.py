"""Hostile storage (issue 8, findings 10, 17 and 18): the database is not
the server's alone, and its disk may refuse writes.

1. Another process holds SQLite's write lock (BEGIN IMMEDIATE, as a backup
   or an admin's `sqlite3` would) for several seconds while games are
   played: a bystander's pings stay fast (the loop never waits for the
   lock), and once the lock is released every move a player was shown is in
   the database and play goes on. Before the writer thread, each append
   waited out SQLite's 5 s busy timeout on the event loop.
2. The same, with `kill -9` while the lock is held: after a restart on the
   same database no acknowledged move is missing.
3. `guildhall backup` makes a consistent copy while games are played.
4. A read-only database is refused at start-up with a clear message and exit
   status 1 (before: the server started and failed every move).
5. The write-ahead log stays small under play (checkpoints start at a few
   MiB, not 32 MiB).
6. A full disk (a 256 KiB tmpfs in a private mount namespace, where
   `unshare` may make one): moves are refused with store_failed, the server
   goes on answering, and every acknowledged move is in the database."""
import asyncio
import json
import os
import random
import re
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from ghtest import Client, Server, my_turn, run

LOCK_SECONDS = 6.0
# Every player here comes from 127.0.0.1 and plays game after game, each in
# a new room: the per-address room limits (test_hostile_lobby.py) are not
# what this test is about.
UNLIMITED_ROOMS = ("--rooms-per-address", "0", "--room-creations-per-hour", "0")
# Far under the 5 s an append used to wait on the loop; generous for a
# loaded 2-core machine.
PING_LIMIT_S = 1.0


class Player:
    """A human who plays game after game against three random bots and
    remembers, per stored game, the highest `seq` it was shown (every action
    before it was acknowledged to it)."""

    def __init__(self, srv, name, seed):
        self.srv, self.name = srv, name
        self.rng = random.Random(seed)
        self.acked = {}  # game_id -> highest seq seen
        self.game_id = None
        self.moves_seen = 0  # game / events messages received
        self.stop = False
        self.client = None

    async def run(self):
        self.client = await Client(self.srv, self.name).connect()
        c = self.client
        while not self.stop:
            await c.send({"type": "create_room", "game": "citadels", "options": {
                "max_players": 4, "turn_seconds": 600, "bot_delay_ms": 0}})
            await c.expect("room")
            for _ in range(3):
                await c.request({"type": "add_bot", "level": "random"}, "room")
            await c.send({"type": "start"})
            last_sent = -1
            while not self.stop:
                try:
                    msg = await c.recv(timeout=1.0)
                except asyncio.TimeoutError:
                    continue
                t = msg.get("type")
                if t == "room" and msg.get("started") and msg.get("game_id"):
                    self.game_id = msg["game_id"]
                elif t == "error":
                    raise AssertionError("%s got an error: %s" % (self.name, msg))
                elif t == "game":
                    self.moves_seen += 1
                    assert self.game_id, "a game message before the room said started"
                    self.acked[self.game_id] = max(self.acked.get(self.game_id, 0), msg["seq"])
                    opts = my_turn(msg)
                    if opts and msg["seq"] > last_sent:
                        last_sent = msg["seq"]
                        await c.send({"type": "action", "action": self.rng.choice(opts)})
                elif t == "game_over":
                    break

    def progress(self):
        return sum(self.acked.values())


def stored_actions(db):
    """{game_id: number of stored actions}, read as another process would."""
    con = sqlite3.connect(db, timeout=30)
    try:
        rows = con.execute("SELECT game_id, COUNT(*), MAX(seq) FROM actions GROUP BY game_id")
        out = {}
        for gid, n, top in rows:
            assert top == n - 1, "game %d: the action log has a gap" % gid
            out[gid] = n
        return out
    finally:
        con.close()


def assert_acked_stored(players, db, when):
    stored = stored_actions(db)
    checked = 0
    for p in players:
        for gid, seq in p.acked.items():
            assert stored.get(gid, 0) >= seq, \
                "%s: game %d: %d actions acknowledged, %d stored" % (when, gid, seq,
                                                                      stored.get(gid, 0))
            checked += 1
    assert checked > 0, "no game was played"
    return checked


class LockHolder(threading.Thread):
    """Another process's write lock: BEGIN IMMEDIATE on its own connection,
    held until release() (or `seconds`)."""

    def __init__(self, db, seconds):
        super().__init__(daemon=True)
        self.db, self.seconds = db, seconds
        self.locked = threading.Event()
        self.released = threading.Event()
        self.done = threading.Event()

    def run(self):
        con = sqlite3.connect(self.db, timeout=30, isolation_level=None)
        con.execute("BEGIN IMMEDIATE")
        self.locked.set()
        self.released.wait(self.seconds)
        con.execute("ROLLBACK")
        con.close()
        self.done.set()

    def release(self):
        self.released.set()
        self.done.wait(10)


async def worst_ping(client, until):
    """Pings once every 50 ms until until() is true; returns the worst
    round trip in seconds and the number of pings."""
    worst, n = 0.0, 0
    while not until():
        t0 = time.monotonic()
        await client.send({"type": "ping", "ref": n})
        await client.expect("pong", lambda m, n=n: m.get("ref") == n, timeout=30)
        worst = max(worst, time.monotonic() - t0)
        n += 1
        await asyncio.sleep(0.05)
    return worst, n


async def wait_for(pred, timeout, what):
    end = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > end:
            raise AssertionError("timed out waiting for " + what)
        await asyncio.sleep(0.05)


async def hold_lock_while_playing(srv):
    players = [Player(srv, "Anna", 1), Player(srv, "Bert", 2)]
    tasks = [asyncio.ensure_future(p.run()) for p in players]
    bystander = await Client(srv, "Bea").connect()
    try:
        await wait_for(lambda: all(p.moves_seen >= 5 for p in players), 20, "play to start")
        lock = LockHolder(srv.db, LOCK_SECONDS + 10)
        lock.start()
        assert lock.locked.wait(10), "could not take the lock"
        held_from = time.monotonic()
        worst, n = await worst_ping(bystander,
                                    lambda: time.monotonic() - held_from > LOCK_SECONDS)
        before_release = [p.progress() for p in players]
        lock.release()
        print("lock held %.1f s: %d pings, worst %.0f ms" % (LOCK_SECONDS, n, worst * 1000))
        assert worst < PING_LIMIT_S, "a bystander's ping took %.2f s while another " \
            "process held the write lock" % worst
        # Play goes on once the lock is released, and every acknowledged
        # move is stored.
        await wait_for(lambda: all(p.progress() > b + 20 for p, b in zip(players, before_release)),
                       30, "play to continue after the lock")
        for t in tasks:
            if t.done():
                t.result()  # raises a player's assertion
        checked = assert_acked_stored(players, srv.db, "after the lock")
        print("after the lock: %d games checked, every acknowledged action stored" % checked)
        _, metrics = srv.get("/metrics")
        retries = [l for l in metrics.splitlines()
                   if l.startswith("guildhall_store_busy_retries_total ")]
        assert retries and int(retries[0].split()[1]) > 0, "the writer never met the lock"
    finally:
        for p in players:
            p.stop = True
        for t in tasks:
            try:
                await asyncio.wait_for(t, 5)
            except asyncio.TimeoutError:
                t.cancel()
        for p in players:
            if p.client:
                await p.client.close()
        await bystander.close()


async def kill_while_locked(binary, srv):
    players = [Player(srv, "Cleo", 3), Player(srv, "Dan", 4)]
    tasks = [asyncio.ensure_future(p.run()) for p in players]
    try:
        await wait_for(lambda: all(p.moves_seen >= 5 for p in players), 20, "play to start")
        lock = LockHolder(srv.db, 30)
        lock.start()
        assert lock.locked.wait(10)
        await asyncio.sleep(1.5)  # moves queue up behind the lock
        srv.kill9()
        for p in players:
            p.stop = True
        lock.release()
        checked = assert_acked_stored(players, srv.db, "after kill -9")
        print("kill -9 with the lock held: %d games checked, nothing acknowledged lost" % checked)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    # The restarted server resumes the games and plays on.
    srv2 = Server(binary, workdir=srv.workdir, args=UNLIMITED_ROOMS).start()
    try:
        p = players[0]
        c = await Client(srv2, p.name, token=p.client.token).connect()
        g = await c.expect("game")
        assert g["seq"] >= p.acked[p.game_id], "resumed before an acknowledged move"
        await c.close()
    finally:
        srv2.stop()


async def backup_while_playing(binary, srv):
    players = [Player(srv, "Eve", 5)]
    tasks = [asyncio.ensure_future(p.run()) for p in players]
    out = os.path.join(srv.workdir, "backup", "copy.db")
    try:
        await wait_for(lambda: players[0].moves_seen >= 20, 20, "play to start")
        acked_before = dict(players[0].acked)
        r = await asyncio.get_event_loop().run_in_executor(None, lambda: subprocess.run(
            [binary, "backup", "--db", srv.db, out], capture_output=True, text=True, timeout=60))
        assert r.returncode == 0, "backup failed: %s" % r.stderr
        print("backup: " + r.stdout.strip())
        # A second run refuses to overwrite the copy.
        r2 = subprocess.run([binary, "backup", "--db", srv.db, out], capture_output=True,
                            text=True, timeout=60)
        assert r2.returncode == 1 and "exists" in r2.stderr, (r2.returncode, r2.stderr)
        await wait_for(lambda: players[0].progress() > 40, 20, "play to go on during the backup")
    finally:
        players[0].stop = True
        await asyncio.gather(*tasks, return_exceptions=True)
        if players[0].client:
            await players[0].client.close()
    con = sqlite3.connect("file:%s?mode=ro" % out, uri=True)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        games = con.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        assert games >= 1
        copied = {}
        for gid, n, top in con.execute(
                "SELECT game_id, COUNT(*), MAX(seq) FROM actions GROUP BY game_id"):
            assert top == n - 1, "the copy's game %d has a gap" % gid
            copied[gid] = n
        # Everything acknowledged before the backup began is in the copy.
        for gid, seq in acked_before.items():
            assert copied.get(gid, 0) >= seq, (gid, seq, copied.get(gid))
    finally:
        con.close()
    # The copy is a database the tools read.
    gid = next(iter(players[0].acked))
    r = subprocess.run([binary, "replay", str(gid), "--db", out], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def as_other_user():
    """Root ignores file modes: run the server as nobody to see them."""
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] \
        if os.geteuid() == 0 else []


def refused_read_only(binary, what, db):
    try:
        r = subprocess.run(as_other_user() + [binary, "serve", "--listen", "127.0.0.1:0",
                                              "--db", db],
                           capture_output=True, text=True, timeout=15)
    except subprocess.TimeoutExpired as e:
        raise AssertionError("%s: the server started and kept running: %s" % (what, e.stdout))
    assert r.returncode == 1, "%s: the server started (status %d): %s" % (what, r.returncode,
                                                                           r.stdout)
    assert "read-only" in r.stderr or "readonly" in r.stderr, r.stderr
    assert "Guildhall listening" not in r.stdout
    print("%s refused: %s" % (what, r.stderr.strip().splitlines()[-1]))


def read_only_database(binary):
    d = tempfile.mkdtemp(prefix="gh-ro-")
    try:
        os.chmod(d, 0o755)
        # A database as a server killed with -9 leaves it: the file and its
        # log files. Read-only file, writable log files: SQLite opens it and
        # reads it; only a write fails (this one used to start and fail
        # every move).
        srv = Server(binary, workdir=d).start()
        srv.kill9()
        db = srv.db
        os.chmod(os.path.dirname(db), 0o755)
        assert os.path.exists(db + "-wal") and os.path.exists(db + "-shm")
        os.chmod(db, 0o444)
        os.chmod(db + "-wal", 0o666)
        os.chmod(db + "-shm", 0o666)
        refused_read_only(binary, "a read-only database file", db)
        # Read-only file, no log files.
        for suffix in ("-wal", "-shm"):
            os.unlink(db + suffix)
        refused_read_only(binary, "a read-only database file without its log", db)
        # A writable file in a directory where the log cannot be created.
        os.chmod(db, 0o666)
        os.chmod(os.path.dirname(db), 0o555)
        refused_read_only(binary, "a database in a read-only directory", db)
    finally:
        for root, dirs, _ in os.walk(d):
            for x in dirs:
                os.chmod(os.path.join(root, x), 0o755)
        subprocess.run(["rm", "-rf", d])


def wal_bytes(db):
    try:
        return os.path.getsize(db + "-wal")
    except OSError:
        return 0


async def wal_stays_small(srv):
    players = [Player(srv, "P%d" % i, 10 + i) for i in range(4)]
    tasks = [asyncio.ensure_future(p.run()) for p in players]
    biggest = 0
    try:
        end = time.monotonic() + 6
        while time.monotonic() < end:
            biggest = max(biggest, wal_bytes(srv.db))
            await asyncio.sleep(0.05)
            for t in tasks:
                if t.done():
                    t.result()
    finally:
        for p in players:
            p.stop = True
        await asyncio.gather(*tasks, return_exceptions=True)
        for p in players:
            if p.client:
                await p.client.close()
    moves = sum(p.progress() for p in players)
    print("log at most %.1f MiB over %d acknowledged actions" % (biggest / 2 ** 20, moves))
    # Checkpoints start at 4 MiB; a busy second can add a few more.
    assert biggest < 16 * 2 ** 20, "the write-ahead log reached %d bytes" % biggest


# The server on a tiny disk of its own: a tmpfs mounted in a private mount
# namespace (unshare -rm: as root, or where user namespaces are allowed).
# When the server ends, the same shell replays game 1 from that disk into
# OUT/replay.json (the disk vanishes with the namespace).
class Duo:
    """Two players of one game: each answers its decisions with a random
    option, and when a move is refused with store_failed (the move undone,
    the decision open again) tries it again a little later."""

    def __init__(self):
        self.acked = {}  # game id (1: the only game) -> highest seq seen
        self.refused = 0
        self.stop = False

    async def play(self, c, seed):
        rng, opts, last_sent = random.Random(seed), [], -1
        while not self.stop:
            try:
                msg = await c.recv(timeout=0.5)
            except asyncio.TimeoutError:
                continue
            if msg.get("type") == "game":
                self.acked[1] = max(self.acked.get(1, 0), msg["seq"])
                opts = my_turn(msg)
                if opts and msg["seq"] > last_sent:
                    last_sent = msg["seq"]
                    await c.send({"type": "action", "action": rng.choice(opts)})
            elif msg.get("type") == "error":
                assert msg.get("code") == "store_failed", msg
                assert "full" in msg.get("message", ""), msg
                self.refused += 1
                await asyncio.sleep(0.5)
                await c.send({"type": "action", "action": rng.choice(opts)})


FULL_DISK_SH = r"""
mount -t tmpfs -o size=256k tmpfs "$1" || exit 97
"$2" serve --listen 127.0.0.1:0 --db "$1/g.db" --rate 1000 &
pid=$!
trap 'kill -TERM $pid' TERM
wait $pid
wait $pid
"$2" replay 1 --db "$1/g.db" --json > "$3/replay.json" 2> "$3/replay.err"
"""


def can_unshare():
    try:
        return subprocess.run(["unshare", "-rm", "true"], capture_output=True,
                              timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


async def full_disk(binary):
    if not can_unshare():
        print("full disk: skipped (unshare -rm is not allowed here)")
        return
    d = tempfile.mkdtemp(prefix="gh-full-")
    disk, out = os.path.join(d, "disk"), os.path.join(d, "out")
    os.mkdir(disk)
    os.mkdir(out)
    proc = subprocess.Popen(["unshare", "-rm", "sh", "-c", FULL_DISK_SH, "sh", disk, binary, out],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        m = re.search(r"http://([0-9.]+):(\d+)/", line)
        assert m, "the server on the small disk did not start: %r %s" % (
            line, proc.stderr.read() if proc.poll() is not None else "")

        class Where:  # what Client needs of a server
            url = "ws://127.0.0.1:%s/ws" % m.group(2)
        # Two people, no bots: every move is a player's, and the one that
        # meets the full disk is refused to that player.
        fay = await Client(Where, "Fay").connect()
        gil = await Client(Where, "Gil").connect()
        room = await fay.request({"type": "create_room", "game": "citadels", "options": {
            "max_players": 2, "turn_seconds": 600}}, "room")
        await gil.request({"type": "join_room", "room": room["id"]}, "room")
        await fay.send({"type": "start"})
        p = Duo()
        task = asyncio.gather(p.play(fay, 1), p.play(gil, 2))
        bystander = await Client(Where, "Hal").connect()
        http = "http://127.0.0.1:%s/metrics" % m.group(2)

        def failures():
            with urllib.request.urlopen(http, timeout=10) as r:
                text = r.read().decode()
            f = re.search(r"^guildhall_store_write_failures_total (\d+)$", text, re.M)
            return int(f.group(1)) if f else 0
        # The players' moves fail once the disk is full.
        end = time.monotonic() + 60
        while failures() < 3:
            assert time.monotonic() < end, "the disk never filled"
            if task.done():
                task.result()
            await asyncio.sleep(0.2)
        # Full: moves are refused, the server answers at once.
        t0 = time.monotonic()
        await bystander.send({"type": "ping", "ref": "full"})
        await bystander.expect("pong")
        assert time.monotonic() - t0 < PING_LIMIT_S
        acked = p.acked.get(1, 0)
        fails = failures()
        await wait_for(lambda: p.refused >= 1, 30, "a player's move to be refused")
        p.stop = True
        await asyncio.gather(task, return_exceptions=True)
        for c in (fay, gil, bystander):
            await c.close()
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        err = proc.stderr.read()
        with open(os.path.join(out, "replay.json")) as f:
            text = f.read()
    finally:
        if proc.poll() is None:  # a failure above: the shell stops the server
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        subprocess.run(["rm", "-rf", d])
    assert text, "no replay of the full disk's game: %s" % err
    stored = len(json.loads(text)["actions"])
    print("full disk: %d failed writes (%d of the player's moves refused with store_failed), "
          "%d acknowledged, %d stored" % (fails, p.refused, acked, stored))
    assert acked > 0 and stored >= acked, "an acknowledged move was lost on the full disk"
    assert "No space left" in err or "full" in err, "the server did not say why: %s" % err[-500:]
    lines = [l for l in err.splitlines() if l.startswith("hub: room")]
    assert len(lines) <= 3, "the failure log is not rate-limited: %d lines" % len(lines)


async def main(binary):
    read_only_database(binary)
    srv = Server(binary, rate=1000, args=UNLIMITED_ROOMS).start()
    try:
        await hold_lock_while_playing(srv)
        await backup_while_playing(binary, srv)
        await wal_stays_small(srv)
        await kill_while_locked(binary, srv)
    finally:
        srv.cleanup()
    await full_disk(binary)


if __name__ == "__main__":
    run(main)
