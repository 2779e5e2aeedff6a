"""The network layer against hostile clients (issue 8, findings 6, 19, 21),
on the real server:

- clients that never read what the server sends them: each is dropped when
  its queue passes --max-queue (1 MiB by default), and when all queues
  together would pass --output-budget the largest goes first, so the
  server's memory stays bounded and a reading bystander is never the one
  dropped (before: 8 MiB each, 60 of them took the server to 467 MB);
- a page of another origin opening a WebSocket: refused with 403 unless
  same-origin or allowed by --allow-origin; clients sending no Origin (not
  browsers, like these tests) are allowed;
- a symlink inside the web root pointing outside it: not served.

The non-readers are raw sockets with a tiny receive buffer that send
messages the server answers in kind (an unknown "type" of 8 KB is echoed
in the error's "request") and never read a byte."""
import asyncio
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import urllib.error
import urllib.request

import websockets

from ghtest import Client, Server, run

MiB = 1 << 20


def metrics(srv):
    """/metrics as {"name{labels}": value}."""
    _, body = srv.get("/metrics")
    out = {}
    for line in body.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


def peak_rss_kib(srv):
    with open("/proc/%d/status" % srv.proc.pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise AssertionError("no VmHWM")


def masked_frame(text):
    """A client's text frame (clients must mask)."""
    data = text.encode()
    mask = os.urandom(4)
    n = len(data)
    if n < 126:
        head = bytes([0x81, 0x80 | n])
    elif n < 65536:
        head = bytes([0x81, 0x80 | 126]) + struct.pack(">H", n)
    else:
        head = bytes([0x81, 0x80 | 127]) + struct.pack(">Q", n)
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
    return head + mask + body


class NonReader:
    """A WebSocket client that sends and never reads."""

    def __init__(self, srv):
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        self.sock.connect(("127.0.0.1", srv.port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((
            "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n" % (srv.port, key)).encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            assert chunk, "no handshake answer"
            head += chunk
        assert head.startswith(b"HTTP/1.1 101"), head
        self.sent = 0
        self.dropped = False

    def send(self, data):
        """Sends data; False once the server has dropped the connection."""
        if self.dropped:
            return False
        try:
            self.sock.settimeout(10)
            self.sock.sendall(data)
            self.sent += len(data)
        except OSError:
            self.dropped = True
        return not self.dropped

    def close(self):
        self.sock.close()


# An unknown type of 8 KB: the error echoes it whole in "request".
ECHOED = masked_frame(json.dumps({"type": "x" * 8000})) * 32


def flood(readers, limit):
    """Round robin, so that all queues grow at once, until every reader is
    dropped or has sent `limit` bytes."""
    while any(not r.dropped and r.sent < limit for r in readers):
        for r in readers:
            if r.sent < limit:
                r.send(ECHOED)


async def bystander_pings(client, stop, answered):
    """A player who reads: pings all along the attack, counts the pongs."""
    n = 0
    while not stop.is_set():
        n += 1
        await client.send({"type": "ping", "ref": n})
        await client.expect("pong", lambda m: m.get("ref") == n, timeout=30)
        answered.append(n)
        await asyncio.sleep(0.05)


async def under_attack(srv, readers, limit):
    """Floods from a thread while a bystander pings; returns its pongs."""
    by = await Client(srv, "Bystander").connect()
    stop, answered = asyncio.Event(), []
    pinger = asyncio.ensure_future(bystander_pings(by, stop, answered))
    await asyncio.to_thread(flood, readers, limit)
    stop.set()
    await pinger
    # Still connected, still answered.
    await by.request({"type": "ping", "ref": "after"}, "pong")
    await by.close()
    return answered


async def test_one_slow_reader(binary):
    """Default limits: a client that does not read is dropped at 1 MiB."""
    srv = Server(binary, rate=1000000).start()
    try:
        r = NonReader(srv)
        answered = await under_attack(srv, [r], 64 * MiB)
        r.close()
        assert r.dropped, "a client that never reads was never dropped (%d bytes sent)" % r.sent
        m = metrics(srv)
        assert m['guildhall_ws_rejected_total{reason="slow_consumer"}'] == 1, m
        peak = m["guildhall_output_queued_peak_bytes"]
        assert 0 < peak <= MiB, "%d bytes were queued for one client" % peak
        assert answered
        srv.stop()
    finally:
        srv.cleanup()


async def test_output_budget(binary):
    """Six non-readers, a per-connection limit of 8 MiB (as before) and a
    budget of 1 MiB: the budget drops them, the largest first, and the
    server's memory grows by about the budget, not by 6 x 8 MiB."""
    # Under AddressSanitizer freed memory waits in a quarantine (256 MB by
    # default) instead of being reused, which would hide what is live.
    asan = os.environ.get("ASAN_OPTIONS")
    os.environ["ASAN_OPTIONS"] = (asan + ":" if asan else "") + "quarantine_size_mb=1"
    try:
        srv = Server(binary, rate=1000000,
                     args=["--max-queue", str(8 * MiB), "--output-budget", str(MiB)]).start()
    finally:
        if asan is None:
            del os.environ["ASAN_OPTIONS"]
        else:
            os.environ["ASAN_OPTIONS"] = asan
    try:
        before = peak_rss_kib(srv)
        readers = [NonReader(srv) for _ in range(6)]
        answered = await under_attack(srv, readers, 64 * MiB)
        for r in readers:
            r.close()
        grown = peak_rss_kib(srv) - before
        assert all(r.dropped for r in readers), [(r.sent, r.dropped) for r in readers]
        m = metrics(srv)
        assert m['guildhall_ws_rejected_total{reason="output_budget"}'] >= 1, m
        assert m["guildhall_output_budget_bytes"] == MiB, m
        assert 0 < m["guildhall_output_queued_peak_bytes"] <= MiB, m
        # Before: 50 MB more for six non-readers. Generous: 20 MiB.
        assert grown < 20 * 1024, "the server grew by %d KiB" % grown
        assert len(answered) >= 1
        srv.stop()
    finally:
        srv.cleanup()


async def try_origin(srv, origin):
    """Opens /ws with that Origin (None: no header) as a browser would;
    returns "ok" once a ping is answered, else the HTTP status of the
    refusal. (The handshake is done by hand: lws answers a refusal made
    this early as HTTP/1.0, which python3-websockets will not parse.)"""
    if origin is None:
        ws = await websockets.connect(srv.url)
        await ws.send(json.dumps({"type": "ping", "ref": 1}))
        assert json.loads(await asyncio.wait_for(ws.recv(), 20))["type"] == "pong"
        await ws.close()
        return "ok"
    reader, writer = await asyncio.open_connection("127.0.0.1", srv.port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write((
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nOrigin: %s\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
        % (srv.port, origin, key)).encode())
    status = (await asyncio.wait_for(reader.readline(), 20)).decode()
    try:
        code = int(status.split()[1])
        if code != 101:
            return code
        while (await asyncio.wait_for(reader.readline(), 20)) not in (b"\r\n", b""):
            pass
        writer.write(masked_frame(json.dumps({"type": "ping", "ref": 1})))
        head = await asyncio.wait_for(reader.readexactly(2), 20)
        n = head[1] & 0x7F
        if n == 126:
            n = struct.unpack(">H", await reader.readexactly(2))[0]
        assert json.loads(await reader.readexactly(n))["type"] == "pong"
        return "ok"
    finally:
        writer.close()


async def test_origins(binary):
    srv = Server(binary).start()
    try:
        own = "http://127.0.0.1:%d" % srv.port
        assert await try_origin(srv, None) == "ok"  # not a browser
        assert await try_origin(srv, own) == "ok"  # the server's own page
        refused = ["http://evil.example", "null", own + ".evil.example",
                   "http://127.0.0.1:1", "https://evil.example/" + own]
        for o in refused:
            got = await try_origin(srv, o)
            assert got == 403, "Origin %s: %s" % (o, got)
        m = metrics(srv)
        assert m['guildhall_ws_rejected_total{reason="origin"}'] == len(refused), m
        srv.stop()
    finally:
        srv.cleanup()

    srv = Server(binary, args=["--allow-origin", "https://play.example.org/",
                               "--allow-origin", "http://localhost:3000"]).start()
    try:
        assert await try_origin(srv, "https://play.example.org") == "ok"
        assert await try_origin(srv, "http://localhost:3000") == "ok"
        assert await try_origin(srv, "http://127.0.0.1:%d" % srv.port) == "ok"
        assert await try_origin(srv, "https://play.example.org.evil.example") == 403
        assert await try_origin(srv, "http://localhost:3001") == 403
        srv.stop()
    finally:
        srv.cleanup()

    bad = subprocess.run([binary, "serve", "--allow-origin", "evil.example"],
                         capture_output=True, text=True, timeout=20)
    assert bad.returncode == 2 and "--allow-origin" in bad.stderr, bad


def http_get(srv, path):
    """(status, body) without raising on 4xx."""
    try:
        return srv.get(path)
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")


async def test_symlinks_out_of_the_web_root(binary):
    tmp = tempfile.mkdtemp(prefix="gh-web-")
    try:
        web, outside = os.path.join(tmp, "web"), os.path.join(tmp, "outside")
        os.makedirs(os.path.join(web, "sub"))
        os.makedirs(outside)
        with open(os.path.join(web, "index.html"), "w") as f:
            f.write("<!doctype html><title>home</title>")
        with open(os.path.join(web, "sub", "page.txt"), "w") as f:
            f.write("a page")
        with open(os.path.join(outside, "secret.txt"), "w") as f:
            f.write("TOP SECRET")
        os.symlink(os.path.join(outside, "secret.txt"), os.path.join(web, "link.txt"))
        os.symlink("../../outside/secret.txt", os.path.join(web, "sub", "rel.txt"))
        os.symlink(outside, os.path.join(web, "dirlink"))
        os.symlink("sub/page.txt", os.path.join(web, "inside.txt"))  # stays inside: fine
        srv = Server(binary, web=web).start()
        try:
            assert http_get(srv, "/") == (200, "<!doctype html><title>home</title>")
            assert http_get(srv, "/sub/page.txt") == (200, "a page")
            assert http_get(srv, "/inside.txt") == (200, "a page")
            refused = ["/link.txt", "/sub/rel.txt", "/dirlink/secret.txt", "/%6cink.txt",
                       "/dirlink"]
            for path in refused:
                status, body = http_get(srv, path)
                assert status in (403, 404), "%s: %d" % (path, status)
                assert "SECRET" not in body, path
            m = metrics(srv)
            assert m['guildhall_http_refused_total{reason="outside_web_root"}'] == len(refused), m
            # The endpoints are not files and still answer.
            assert http_get(srv, "/healthz")[0] == 200
            srv.stop()
        finally:
            srv.cleanup()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


async def main(binary):
    await test_symlinks_out_of_the_web_root(binary)
    await test_origins(binary)
    await test_one_slow_reader(binary)
    await test_output_budget(binary)


run(main)
