"""ghtest.py — helpers for the integration tests: start the real `guildhall
serve` on a free loopback port with its own database, and talk to it over a
real WebSocket (python3-websockets, Debian's package).

Each test script is run by CTest as `python3 test_x.py PATH_TO_GUILDHALL`."""
import asyncio
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import urllib.request

import websockets

TIMEOUT = 20.0


class Server:
    """A `guildhall serve` child process on 127.0.0.1 with a private db."""

    def __init__(self, binary, workdir=None, port=0, rate=None, web=None, args=()):
        self.binary = binary
        self.rate = rate
        self.web = web      # the web root; default: the repository's web/
        self.args = list(args)  # more `serve` options
        self.workdir = workdir or tempfile.mkdtemp(prefix="gh-int-")
        self.db = os.path.join(self.workdir, "var", "guildhall.db")
        self.port = port
        self.proc = None

    def start(self):
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        self.proc = subprocess.Popen(
            [self.binary, "serve", "--listen", "127.0.0.1:%d" % self.port,
             "--db", self.db, "--web", self.web or os.path.join(root, "web")] +
            (["--rate", str(self.rate)] if self.rate else []) + self.args,
            stdout=subprocess.PIPE, stderr=sys.stderr, text=True)
        line = self.proc.stdout.readline()
        m = re.search(r"http://([0-9.]+):(\d+)/", line)
        if not m:
            self.proc.kill()
            raise RuntimeError("server did not announce its URL: %r" % line)
        self.port = int(m.group(2))
        self.url = "ws://127.0.0.1:%d/ws" % self.port
        self.http = "http://127.0.0.1:%d" % self.port
        return self

    def get(self, path, headers=None):
        req = urllib.request.Request(self.http + path, headers=headers or {})
        with urllib.request.urlopen(req, timeout=TIMEOUT) as r:
            return r.status, r.read().decode()

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=TIMEOUT)

    def stop(self):
        """SIGTERM: the server must exit cleanly with status 0."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            rc = self.proc.wait(timeout=TIMEOUT)
            assert rc == 0, "server exited with %d on SIGTERM" % rc
        return self

    def cleanup(self):
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.workdir, ignore_errors=True)


class Client:
    """One WebSocket connection; keeps every message received, in order."""

    def __init__(self, server, name, token=None):
        self.server, self.name, self.token = server, name, token
        self.inbox = []
        self.ws = None

    async def connect(self, hello=True):
        self.ws = await websockets.connect(self.server.url, max_size=2 ** 22)
        if hello:
            msg = {"type": "hello", "version": 1, "name": self.name}
            if self.token:
                msg["token"] = self.token
            await self.send(msg)
            w = await self.expect("welcome")
            self.token = w["token"]
        return self

    async def send(self, obj):
        await self.ws.send(obj if isinstance(obj, str) else json.dumps(obj))

    async def recv(self, timeout=TIMEOUT):
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        msg = json.loads(raw)
        self.inbox.append(msg)
        return msg

    async def expect(self, type_, pred=None, timeout=TIMEOUT):
        """Reads until a message of `type_` (matching pred) arrives."""
        loop = asyncio.get_event_loop()
        end = loop.time() + timeout
        while True:
            left = end - loop.time()
            if left <= 0:
                raise AssertionError("%s: no %s message (last: %s)" %
                                     (self.name, type_, self.inbox[-3:]))
            msg = await self.recv(left)
            if msg.get("type") == type_ and (pred is None or pred(msg)):
                return msg

    async def request(self, obj, type_, pred=None):
        await self.send(obj)
        return await self.expect(type_, pred)

    async def error(self, obj, code=None):
        """Sends obj and expects an error (with that code) addressed to us."""
        await self.send(obj)
        e = await self.expect("error")
        if code is not None:
            assert e.get("code") == code, "expected error %s, got %s" % (code, e)
        assert e.get("message"), e
        return e

    async def close(self):
        if self.ws:
            await self.ws.close()


def run(main):
    """Runs an async test with the binary path from argv; exit 1 on failure."""
    if len(sys.argv) < 2:
        print("usage: %s PATH_TO_GUILDHALL" % sys.argv[0], file=sys.stderr)
        sys.exit(2)
    try:
        asyncio.run(main(sys.argv[1]))
    except Exception:
        import traceback
        traceback.print_exc()
        sys.exit(1)
    print("ok")


def seed_commitment(seed, salt_hex):
    """hex(SHA-256(decimal seed ":" salt)), as the server publishes it."""
    import hashlib
    return hashlib.sha256(("%s:%s" % (seed, salt_hex)).encode()).hexdigest()


def my_turn(msg):
    """Options of a "game" message when it is the receiver's decision."""
    view = msg.get("view") or {}
    pending = view.get("pending") or {}
    if view.get("seat") is not None and pending.get("seat") == view.get("seat"):
        return pending.get("options") or []
    return []


def assert_no_foreign_hands(view):
    """A seat's view shows its own hand only; a spectator's shows none."""
    me = view.get("seat")
    for p in view.get("players", []):
        if p.get("seat") != me:
            assert "hand" not in p, "view of seat %s shows seat %s's hand" % (me, p.get("seat"))


async def play(client, rng, stop_after=None, on_game=None):
    """Answers every decision of the client's seat with a random option until
    game_over (returned) or until it has made `stop_after` moves (returns the
    last "game" message it acted on)."""
    moves = 0
    last_seq = -1
    while True:
        msg = await client.recv()
        if msg.get("type") == "game_over":
            return msg
        if msg.get("type") != "game":
            continue
        assert_no_foreign_hands(msg["view"])
        if on_game:
            on_game(msg)
        opts = my_turn(msg)
        if opts and msg["seq"] > last_seq:
            if stop_after is not None and moves >= stop_after:
                return msg
            last_seq = msg["seq"]
            await client.send({"type": "action", "action": rng.choice(opts)})
            moves += 1
