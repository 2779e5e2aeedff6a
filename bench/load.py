#!/usr/bin/python3
"""bench/load.py — a load generator for `guildhall serve`.

It runs G concurrent rooms of scripted players through whole games of Citadels
over real WebSockets and reports throughput, latency and the server's cost:

  * For every game: one owner connection (its own session: the server lets a
    session own only 3 rooms) creates a room, the other human connections join
    it, the owner adds the bots; when every room of every client process is
    ready, all owners send "start" at once, so G games really run together.
  * Every scripted human answers each of its decisions at once with a random
    option from view.pending.options (bots move on the server after
    --bot-delay-ms).
  * Action-to-view latency, client side, monotonic clock: from sending an
    "action" to receiving that client's next "game" message with a higher seq.
    It includes the client's own delays (a busy Python loop reads late).
  * Reported: games finished, wall time of the play phase, total actions (the
    sum of the final seq of every game: humans, bots and timeouts) and the
    humans' actions, actions/s, p50/p90/p99/max latency, the server's own
    latency histogram (/metrics: apply -> store -> messages queued), the store
    writer's writes per commit (/metrics, servers that have it), and, when
    this script started the server, its CPU time during the play phase (from
    /proc/PID/stat), memory (VmRSS / VmHWM from /proc/PID/status) and the
    largest size of its write-ahead log file (DB-wal, sampled every 20 ms).

Scripted players answer at once and bots move after 0 ms, so by default every
game plays as fast as the server allows: a closed loop that saturates it, whose
latency is mostly queueing. --think-ms (a human's mean pause, uniform 0..2x)
and --bot-delay-ms pace the games like people; --stagger-ms spreads the starts;
--trace FILE writes every latency sample with its send time.

By default it starts the server itself (`build/guildhall serve --listen
127.0.0.1:0 --db TMP/db --rate 100000`, with the per-address room limits
lifted since every player comes from one address, reading the port from the
"Guildhall listening on URL" line) and stops it at the end; --url uses a
running one (give it --rooms-per-address 0 --room-creations-per-hour 0, or
limits above the number of games).
One Python process cannot keep up with ~1000 games: --procs N splits the games
over N client processes (multiprocessing), each with its own asyncio loop.

Needs Debian's interpreter (python3-websockets), and `make build` first:

  /usr/bin/python3 bench/load.py --games 100
  /usr/bin/python3 bench/load.py --games 1000 --procs 2 --json
  /usr/bin/python3 bench/load.py --games 1000 --think-ms 1000 --bot-delay-ms 600
  /usr/bin/python3 bench/load.py --games 1000 --think-ms 1000 --bot-delay-ms 600 \
      --server-cpus 0 --client-cpus 1 --nice -20    # server alone on one core
  /usr/bin/python3 bench/load.py --url ws://127.0.0.1:8080/ws --games 10

Figures and commands: docs/benchmarks.md, section "Load".
"""
import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websockets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETUP_TIMEOUT = 60.0   # s for one game's connections, room and bots
PLAY_TIMEOUT = 1800.0  # s for the whole play phase


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=100, help="concurrent games (default 100)")
    p.add_argument("--players-per-game", type=int, default=2,
                   help="scripted human players per game (default 2)")
    p.add_argument("--bots", type=int, default=2, help="server bots per game (default 2)")
    p.add_argument("--bot-delay-ms", type=int, default=0, help="room option (default 0)")
    p.add_argument("--turn-seconds", type=int, default=600, help="room option (default 600)")
    p.add_argument("--think-ms", type=int, default=0,
                   help="a human's mean pause before answering, drawn uniformly from "
                        "0..2x (default 0: at once; the latency excludes it)")
    p.add_argument("--stagger-ms", type=int, default=0,
                   help="spread the games' starts uniformly over this many ms "
                        "(default 0: all at once)")
    p.add_argument("--procs", type=int, default=1, help="client processes (default 1)")
    p.add_argument("--seed", type=int, default=1, help="seed of the players' choices")
    p.add_argument("--url", help="ws://HOST:PORT/ws of a running server (default: start one)")
    p.add_argument("--binary", default=os.path.join(ROOT, "build", "guildhall"),
                   help="the guildhall binary to start (default build/guildhall)")
    p.add_argument("--rate", type=int, default=100000,
                   help="--rate given to the server it starts (default 100000)")
    p.add_argument("--sync", choices=("normal", "full"),
                   help="--sync given to the server it starts (default: the server's, normal)")
    p.add_argument("--server-cpus", metavar="LIST",
                   help="pin the server it starts to these CPUs (e.g. 0; sched_setaffinity)")
    p.add_argument("--client-cpus", metavar="LIST",
                   help="pin the client processes to these CPUs (e.g. 1)")
    p.add_argument("--nice", type=int, default=None, metavar="N",
                   help="run the server it starts and the clients at this nice value "
                        "(e.g. -20, as root: on a machine shared with builds, so that "
                        "they do not preempt the measured processes on their cores)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--trace", metavar="FILE",
                   help="write one line per answered action: seconds since the start "
                        "when it was sent, latency in ms")
    a = p.parse_args()
    if a.games < 1 or a.procs < 1 or a.players_per_game < 1 or a.bots < 0:
        p.error("--games, --procs and --players-per-game must be >= 1, --bots >= 0")
    if not 2 <= a.players_per_game + a.bots <= 8:
        p.error("a game has 2 to 8 seats (humans + bots)")
    a.procs = min(a.procs, a.games)
    try:
        a.server_cpus = cpu_list(a.server_cpus)
        a.client_cpus = cpu_list(a.client_cpus)
    except ValueError:
        p.error("--server-cpus and --client-cpus take CPU numbers: 0 or 0,1 or 0-1")
    return a


def cpu_list(text):
    """'0,2-3' -> {0, 2, 3}; None stays None."""
    if text is None:
        return None
    cpus = set()
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        cpus.update(range(int(lo), int(hi or lo) + 1))
    return cpus


# ---- the server: start, /proc figures, /metrics ----

class Server:
    def __init__(self, args):
        self.workdir = tempfile.mkdtemp(prefix="gh-load-")
        cmd = [args.binary, "serve", "--listen", "127.0.0.1:0",
               "--db", os.path.join(self.workdir, "db"), "--rate", str(args.rate),
               "--rooms-per-address", "0", "--room-creations-per-hour", "0",
               "--web", os.path.join(ROOT, "web")] + (["--sync", args.sync] if args.sync else [])
        self.command = " ".join(cmd)
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        m = re.search(r"http://([0-9.]+):(\d+)/", line)
        if not m:
            self.proc.kill()
            sys.exit("load.py: the server did not announce its URL: %r" % line)
        self.pid = self.proc.pid
        # Every thread of the server (its store writer too: affinity and
        # nice are per thread on Linux, and the writer started before this).
        for tid in [int(t) for t in os.listdir("/proc/%d/task" % self.pid)]:
            if args.server_cpus:
                os.sched_setaffinity(tid, args.server_cpus)
            if args.nice is not None:
                os.setpriority(os.PRIO_PROCESS, tid, args.nice)
        self.url = "ws://%s:%s/ws" % (m.group(1), m.group(2))
        self.wal = os.path.join(self.workdir, "db-wal")
        self.wal_max = 0
        self.watching = True
        threading.Thread(target=self.watch_wal, daemon=True).start()

    def watch_wal(self):
        """The log file's largest size while the server runs (finding 18)."""
        while self.watching:
            try:
                self.wal_max = max(self.wal_max, os.path.getsize(self.wal))
            except OSError:
                pass
            time.sleep(0.02)

    def cpu_s(self):
        """utime + stime of the server process, seconds."""
        with open("/proc/%d/stat" % self.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def memory_kib(self):
        mem = {}
        with open("/proc/%d/status" % self.pid) as f:
            for line in f:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    mem[line.split(":")[0]] = int(line.split()[1])
        return mem

    def stop(self):
        self.watching = False
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.workdir, ignore_errors=True)


def server_metrics(ws_url):
    """The text of the server's /metrics ("" when unreachable)."""
    http = ws_url.replace("ws://", "http://", 1).rsplit("/ws", 1)[0]
    try:
        with urllib.request.urlopen(http + "/metrics", timeout=10) as r:
            return r.read().decode()
    except OSError:
        return ""


def metric_value(text, name):
    m = re.search(r"^%s (\d+)$" % re.escape(name), text, re.M)
    return int(m.group(1)) if m else None


def server_histogram(text):
    """The server's action latency histogram from /metrics: [(le_ms, cum)]."""
    out = []
    for m in re.finditer(r'guildhall_action_latency_seconds_bucket\{le="([^"]+)"\} (\d+)', text):
        le = float("inf") if m.group(1) == "+Inf" else float(m.group(1)) * 1000
        out.append((le, int(m.group(2))))
    return out


def histogram_quantile(buckets, q):
    """Upper bound (ms) of the bucket holding quantile q, as Prometheus would."""
    if not buckets or buckets[-1][1] == 0:
        return None
    want = q * buckets[-1][1]
    for le, cum in buckets:
        if cum >= want:
            return le
    return buckets[-1][0]


# ---- one client process ----

class Player:
    """One human seat: its connection and its figures."""

    def __init__(self, ws, rng, think_s=0.0):
        self.ws, self.rng, self.think_s = ws, rng, think_s
        self.latencies = []   # (sent at, seconds), one per action answered by a view
        self.actions = 0
        self.errors = 0
        self.last_seq = 0
        self.over = False
        self.over_at = None

    async def expect(self, type_, pred=None):
        while True:
            msg = json.loads(await self.ws.recv())
            if msg.get("type") == "error":
                raise RuntimeError("setup: %s" % msg)
            if msg.get("type") == "game" and "seq" in msg:
                self.last_seq = max(self.last_seq, msg["seq"])
            if msg.get("type") == type_ and (pred is None or pred(msg)):
                return msg

    async def play(self):
        """Answers every decision of this seat until game_over."""
        acted_seq = -1      # seq of the view last answered
        sent_at = None      # monotonic time of the unanswered action
        async for raw in self.ws:
            if raw.startswith('{"type":"events"'):
                continue    # the move's events: the view that follows is enough
            now = time.monotonic()
            msg = json.loads(raw)
            kind = msg.get("type")
            if kind == "game":
                seq = msg["seq"]
                self.last_seq = max(self.last_seq, seq)
                if sent_at is not None and seq > acted_seq:
                    self.latencies.append((sent_at, now - sent_at))
                    sent_at = None
                pending = msg["view"].get("pending") or {}
                if (pending.get("seat") is not None and pending["seat"] == msg.get("your_seat")
                        and seq > acted_seq and pending.get("options")):
                    acted_seq = seq
                    action = self.rng.choice(pending["options"])
                    if self.think_s:
                        # Nothing of ours is in flight: sleeping skews no latency.
                        await asyncio.sleep(self.rng.uniform(0, 2 * self.think_s))
                    sent_at = time.monotonic()
                    await self.ws.send(json.dumps({"type": "action", "action": action}))
                    self.actions += 1
            elif kind == "game_over":
                self.over = True
                self.over_at = now
                return
            elif kind == "error":
                self.errors += 1
                sent_at = None


async def connect(url, name, rng, sem, think_s):
    async with sem:
        ws = await websockets.connect(url, max_size=2 ** 22, compression=None,
                                      ping_interval=None, open_timeout=SETUP_TIMEOUT)
    p = Player(ws, rng, think_s)
    await ws.send(json.dumps({"type": "hello", "version": 1, "name": name}))
    await p.expect("welcome")
    return p


async def setup_game(url, gi, args, rng, sem):
    """Owner creates the room, the others join, the owner adds the bots."""
    seats = args.players_per_game + args.bots
    think = args.think_ms / 1000
    players = [await connect(url, "g%do" % gi, random.Random(rng.random()), sem, think)]
    owner = players[0]
    await owner.ws.send(json.dumps({"type": "create_room", "game": "citadels", "options": {
        "name": "load %d" % gi, "max_players": seats, "turn_seconds": args.turn_seconds,
        "bot_delay_ms": args.bot_delay_ms, "timeout": "random"}}))
    room = (await owner.expect("room"))["id"]
    for k in range(1, args.players_per_game):
        p = await connect(url, "g%dp%d" % (gi, k), random.Random(rng.random()), sem, think)
        await p.ws.send(json.dumps({"type": "join_room", "room": room}))
        await p.expect("room")
        players.append(p)
    for _ in range(args.bots):
        await owner.ws.send(json.dumps({"type": "add_bot", "level": "random"}))
    await owner.expect("room", lambda m: len(m["seats"]) == seats)
    return players


async def client_main(games, args, url, barrier):
    rng = random.Random(args.seed * 1000003 + games[0])
    sem = asyncio.Semaphore(64)  # connections being opened at once
    loop = asyncio.get_running_loop()
    tables = await asyncio.gather(*[
        asyncio.wait_for(setup_game(url, gi, args, rng, sem), SETUP_TIMEOUT * 4)
        for gi in games])
    # Every process (and the parent) waits here: then all games start at once.
    await loop.run_in_executor(None, barrier.wait)
    everyone = [p for t in tables for p in t]
    plays = [asyncio.ensure_future(p.play()) for p in everyone]

    async def start(owner, delay):
        await asyncio.sleep(delay)
        await owner.ws.send('{"type":"start"}')
    await asyncio.gather(*[start(t[0], rng.uniform(0, args.stagger_ms / 1000)) for t in tables])
    await asyncio.wait_for(asyncio.gather(*plays), PLAY_TIMEOUT)
    end = time.monotonic()
    for p in everyone:
        await p.ws.close()
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return {
        "end": end,
        "games_finished": sum(1 for t in tables if all(p.over for p in t)),
        "actions_total": sum(max(p.last_seq for p in t) for t in tables),
        "actions_human": sum(p.actions for p in everyone),
        "errors": sum(p.errors for p in everyone),
        "latencies": [x for p in everyone for x in p.latencies],
        "first_over": min((p.over_at for p in everyone if p.over_at), default=end),
        "cpu_s": ru.ru_utime + ru.ru_stime,
    }


def client_process(games, args, url, barrier, queue):
    try:
        queue.put(asyncio.run(client_main(games, args, url, barrier)))
    except BaseException as e:  # report, and free the others from the barrier
        barrier.abort()
        queue.put({"error": "%s: %s" % (type(e).__name__, e)})


# ---- the parent: start everything, gather, report ----

def percentile(sorted_xs, q):
    if not sorted_xs:
        return None
    return sorted_xs[min(len(sorted_xs) - 1, int(q * len(sorted_xs)))]


def main():
    args = parse_args()
    server = None if args.url else Server(args)
    # Before the fork: every client process inherits these.
    if args.client_cpus:
        os.sched_setaffinity(0, args.client_cpus)
    if args.nice is not None:
        os.setpriority(os.PRIO_PROCESS, 0, args.nice)
    url = args.url or server.url
    ctx = mp.get_context("fork")
    barrier = ctx.Barrier(args.procs + 1)
    queue = ctx.Queue()
    shares = [list(range(i, args.games, args.procs)) for i in range(args.procs)]
    procs = [ctx.Process(target=client_process, args=(s, args, url, barrier, queue))
             for s in shares]
    try:
        t_setup = time.monotonic()
        for p in procs:
            p.start()
        try:
            barrier.wait(timeout=SETUP_TIMEOUT * 10)
        except Exception:
            pass  # a client failed; its error comes through the queue
        t_start = time.monotonic()
        setup_s = t_start - t_setup
        cpu_start = server.cpu_s() if server else None
        results = [queue.get(timeout=PLAY_TIMEOUT + 60) for _ in procs]
        for p in procs:
            p.join()
        failed = [r["error"] for r in results if "error" in r]
        if failed:
            sys.exit("load.py: a client process failed: %s" % "; ".join(failed))
        wall = max(r["end"] for r in results) - t_start
        cpu_play = server.cpu_s() - cpu_start if server else None
        mem = server.memory_kib() if server else {}
        metrics = server_metrics(url)
        hist = server_histogram(metrics)
    finally:
        if server:
            server.stop()

    lat = sorted(x for r in results for _, x in r["latencies"])
    if args.trace:
        with open(args.trace, "w") as f:
            for sent, x in sorted(x for r in results for x in r["latencies"]):
                f.write("%.4f %.3f\n" % (sent - t_start, x * 1000))
    actions = sum(r["actions_total"] for r in results)
    # "Full load": the actions sent while every game was still running.
    first_over = min(r["first_over"] for r in results)
    full = sorted(x for r in results for sent, x in r["latencies"] if sent < first_over)
    ms = lambda x: None if x is None else round(x * 1000, 2)
    out = {
        "command": " ".join([os.path.basename(sys.executable)] + sys.argv),
        "server_command": server.command if server else None,
        "url": url,
        "games": args.games, "players_per_game": args.players_per_game, "bots": args.bots,
        "bot_delay_ms": args.bot_delay_ms, "think_ms": args.think_ms,
        "stagger_ms": args.stagger_ms, "procs": args.procs,
        "server_cpus": sorted(args.server_cpus) if args.server_cpus else None,
        "client_cpus": sorted(args.client_cpus) if args.client_cpus else None,
        "nice": args.nice,
        "loadavg_end": os.getloadavg(),
        "games_finished": sum(r["games_finished"] for r in results),
        "setup_s": round(setup_s, 2),
        "wall_s": round(wall, 2),
        "actions_total": actions,
        "actions_human": sum(r["actions_human"] for r in results),
        "errors": sum(r["errors"] for r in results),
        "actions_per_s": round(actions / wall, 1),
        "latency_ms": {"samples": len(lat), "p50": ms(percentile(lat, 0.50)),
                       "p90": ms(percentile(lat, 0.90)), "p99": ms(percentile(lat, 0.99)),
                       "max": ms(lat[-1] if lat else None)},
        "latency_full_load_ms": {"until_s": round(first_over - t_start, 1),
                                 "samples": len(full), "p50": ms(percentile(full, 0.50)),
                                 "p99": ms(percentile(full, 0.99)),
                                 "max": ms(full[-1] if full else None)},
        "server_latency_ms_bucket": {"p50": histogram_quantile(hist, 0.50),
                                     "p99": histogram_quantile(hist, 0.99),
                                     "p999": histogram_quantile(hist, 0.999),
                                     "cumulative": [[le if le != float("inf") else "+Inf", n]
                                                    for le, n in hist]},
        "server_cpu_s": None if cpu_play is None else round(cpu_play, 2),
        "server_cpu_share": None if cpu_play is None else round(cpu_play / wall, 3),
        "server_vmrss_kib": mem.get("VmRSS"), "server_vmhwm_kib": mem.get("VmHWM"),
        "client_cpu_s": round(sum(r["cpu_s"] for r in results), 2),
        "store_writes": metric_value(metrics, "guildhall_store_writes_total"),
        "store_commits": metric_value(metrics, "guildhall_store_commits_total"),
        "wal_max_bytes": server.wal_max if server else None,
    }
    if args.json:
        print(json.dumps(out, indent=1))
        return
    L = out["latency_ms"]
    print("command:   %s" % out["command"])
    if server:
        print("server:    %s" % out["server_command"])
    print("games:     %d finished of %d (%d humans + %d bots each, bot delay %d ms, "
          "think %d ms), %d client process(es)" % (
              out["games_finished"], args.games, args.players_per_game, args.bots,
              args.bot_delay_ms, args.think_ms, args.procs))
    print("setup:     %.2f s (connections, rooms, bots)" % setup_s)
    print("play:      %.2f s wall" % wall)
    print("actions:   %d (%d by the scripted humans), %d errors" %
          (actions, out["actions_human"], out["errors"]))
    print("actions/s: %.0f" % out["actions_per_s"])
    print("latency:   p50 %s  p90 %s  p99 %s  max %s ms  (%d samples, client side)" %
          (L["p50"], L["p90"], L["p99"], L["max"], L["samples"]))
    F = out["latency_full_load_ms"]
    print("           while all %d games ran (first %.1f s): p50 %s  p99 %s  max %s ms "
          "(%d samples)" % (args.games, F["until_s"], F["p50"], F["p99"], F["max"], F["samples"]))
    sb = out["server_latency_ms_bucket"]
    if sb["p50"] is not None:
        over = [(le, hist[-1][1] - n) for le, n in hist if le in (10, 100)]
        print("server:    p50 <= %g ms, p99 <= %g ms, p99.9 <= %g ms (bucket bounds of /metrics, "
              "all moves); %s" % (sb["p50"], sb["p99"], sb["p999"],
                                  ", ".join("%d moves over %g ms" % (n, le) for le, n in over)))
    if server:
        print("server:    CPU %.2f s in %.2f s (%.0f %% of one core); VmRSS %d KiB, VmHWM %d KiB"
              % (cpu_play, wall, 100 * out["server_cpu_share"], mem.get("VmRSS", 0),
                 mem.get("VmHWM", 0)))
    if out["store_commits"]:
        print("store:     %d writes in %d commits (%.1f per commit)" % (
            out["store_writes"], out["store_commits"],
            out["store_writes"] / out["store_commits"]))
    if server:
        print("store:     write-ahead log file at most %.1f MiB" % (out["wal_max_bytes"] / 2 ** 20))
    print("client:    CPU %.2f s over %d process(es)" % (out["client_cpu_s"], args.procs))
    print("pinning:   server CPUs %s, client CPUs %s, nice %s; load average at the end "
          "%.2f %.2f %.2f" % (out["server_cpus"] or "any", out["client_cpus"] or "any",
                              "0" if args.nice is None else args.nice, *out["loadavg_end"]))


if __name__ == "__main__":
    main()
