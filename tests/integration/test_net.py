"""test_net.py — the network layer of `guildhall serve`: static files,
/healthz, /metrics, /api/games/ID, the WebSocket message limits, and a clean
SIGTERM (exit 0, clients told 1001). Needs nothing of the game protocol
beyond "the server answers a message too large / binary with an error"."""
import asyncio
import http.client
import sys

import websockets

import ghtest


def raw_get(server, path):
    """GET without any client-side path normalisation."""
    c = http.client.HTTPConnection("127.0.0.1", server.port, timeout=ghtest.TIMEOUT)
    c.request("GET", path)
    r = c.getresponse()
    body = r.read().decode(errors="replace")
    ctype = r.getheader("content-type")
    c.close()
    return r.status, ctype, body


async def main(binary):
    srv = ghtest.Server(binary).start()
    try:
        status, ctype, body = raw_get(srv, "/healthz")
        assert status == 200 and ctype.startswith("application/json"), (status, ctype)
        assert '"status":"ok"' in body, body

        status, ctype, body = raw_get(srv, "/metrics")
        assert status == 200 and ctype.startswith("text/plain; version=0.0.4"), (status, ctype)
        for name in ("guildhall_connections", "guildhall_rooms", "guildhall_games_running",
                     "guildhall_games_finished_total", "guildhall_actions_total",
                     "guildhall_errors_total", "guildhall_messages_in_total",
                     "guildhall_messages_out_total",
                     'guildhall_action_latency_seconds_bucket{le="+Inf"}',
                     "guildhall_action_latency_seconds_sum",
                     "guildhall_action_latency_seconds_count"):
            assert "\n" + name + " " in "\n" + body, "metric %s missing" % name

        status, ctype, body = raw_get(srv, "/")
        assert status == 200 and ctype.startswith("text/html") and "Guildhall" in body
        status, ctype, _ = raw_get(srv, "/app.js")
        assert status == 200 and "javascript" in ctype, ctype
        for path in ("/../CMakeLists.txt", "/%2e%2e/CMakeLists.txt", "/nope.html"):
            status, _, body = raw_get(srv, path)
            assert status == 404 and "cmake_minimum_required" not in body, (path, status)
        assert raw_get(srv, "/api/games/987654321")[0] == 404
        assert raw_get(srv, "/api/games/x")[0] == 404

        # Limits: over 64 KiB and binary frames are refused with an error,
        # and the connection stays usable.
        c = await ghtest.Client(srv, "limits").connect(hello=False)
        await c.error("x" * (64 * 1024 + 1), "message_too_large")
        await c.ws.send(b"\x00\x01")
        e = await c.expect("error")
        assert e["code"] == "binary_not_supported", e
        # Absurdly large: closed with 1009.
        try:
            await c.ws.send("y" * (4 * 1024 * 1024))
            while True:
                await c.recv()
        except websockets.ConnectionClosed:
            assert c.ws.close_code == 1009, c.ws.close_code

        # SIGTERM with a client connected: it hears 1001, the server exits 0.
        d = await ghtest.Client(srv, "stay").connect(hello=False)
        srv.proc.send_signal(ghtest.signal.SIGTERM)
        try:
            while True:
                await d.recv()
        except websockets.ConnectionClosed:
            assert d.ws.close_code == 1001, d.ws.close_code
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    ghtest.run(main)
