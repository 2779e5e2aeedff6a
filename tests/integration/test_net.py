"""test_net.py — the network layer of `guildhall serve`: static files,
/healthz, /metrics, /api/games/ID, /api/catalog/GAME, the WebSocket message
limits, and a clean SIGTERM (exit 0, clients told 1001). Needs nothing of the
game protocol beyond "the server answers a message too large / binary with an
error"."""
import asyncio
import http.client
import json
import re
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
        # The page's own script, whatever the client calls it.
        script = re.search(r'<script[^>]*\bsrc="/?([^"]+)"', body)
        assert script, "index.html loads no script"
        status, ctype, _ = raw_get(srv, "/" + script.group(1))
        assert status == 200 and "javascript" in ctype, (script.group(1), status, ctype)
        for path in ("/../CMakeLists.txt", "/%2e%2e/CMakeLists.txt", "/nope.html"):
            status, _, body = raw_get(srv, path)
            assert status == 404 and "cmake_minimum_required" not in body, (path, status)
        assert raw_get(srv, "/api/games/987654321")[0] == 404
        assert raw_get(srv, "/api/games/x")[0] == 404

        # The engine's catalogue for clients: cards, presets, config keys.
        status, ctype, body = raw_get(srv, "/api/catalog/citadels")
        assert status == 200 and ctype.startswith("application/json"), (status, ctype)
        cat = json.loads(body)
        assert cat["game"] == "citadels", cat.get("game")
        assert cat["types"] == ["noble", "religious", "trade", "military", "unique", "action"]
        chars = {c["character"]: c for c in cat["characters"]}
        assert chars["king"]["rank"] == 4 and chars["king"]["income_type"] == "noble"
        assert chars["assassin"]["income_type"] is None
        assert chars["architect"]["build_limit"] == 3
        assert chars["assassin"]["names"] == {"de": "Assassine", "en": "Assassin",
                                              "pl": "Zabójczyni"}
        kinds = {d["kind"]: d for d in cat["districts"]}
        assert kinds["manor"]["cost"] == 3 and kinds["manor"]["count"] == 5
        assert sum(d["first_game"] for d in cat["districts"]) == 14
        assert sum(d["count"] for d in cat["districts"] if d["type"] not in ("unique", "action")) == 54
        preset = cat["presets"][0]
        assert preset["id"] == "first_game" and len(preset["characters"]) == 8
        keys = {k["key"]: k for k in cat["config"]}
        assert "players" not in keys
        assert [k["key"] for k in cat["config"]] == [
            "rules", "characters", "uniques", "city_target", "selection", "characters_per_player",
            "first_crown", "ability_before_income", "lineup", "ninth_character",
            "emperor_substitute", "queen_substitute"], list(keys)
        assert keys["selection"]["choices"] == ["draft", "deal"]
        assert keys["first_crown"]["min"] == -2  # -2: a random seat, -1: nobody
        assert keys["characters"]["default"] == preset["characters"]
        for path in ("/api/catalog/nosuchgame", "/api/catalog/", "/api/catalog/citadels/x"):
            status, ctype, body = raw_get(srv, path)
            assert status == 404 and ctype.startswith("application/json"), (path, status)

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
