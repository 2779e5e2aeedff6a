// harness.mjs — the library of Guildhall's browser tests (tests/e2e/test_*.mjs).
//
// Each test file is run by CTest as `node test_x.mjs PATH_TO_GUILDHALL` (the
// binary may also come from env GH_BINARY; default build/guildhall). It drives
// Debian's Chromium (/usr/bin/chromium, or env GH_CHROMIUM) with playwright-core
// against the real `guildhall serve` on a free loopback port with its own
// database in a temporary directory, so tests can run in parallel.
//
// Writing a test:
//
//   import { e2e, expect } from "./harness.mjs";
//
//   e2e("two players create and join a room", async (h) => {
//     const alice = await h.player("alice");   // own browser context: own localStorage
//     const bob = await h.player("bob");
//     await alice.page.goto(h.server.http + "/");
//     await alice.page.fill("input[name=nickname]", "alice");   // see test_smoke.mjs
//     await alice.page.click("#enter");
//     await h.waitForToken(alice.page);        // the page's WebSocket said hello
//     ...clicks with alice.page / bob.page (Playwright Page API)...
//     const carol = await h.ws("carol");       // a third player over a bare WebSocket
//     await carol.request({ type: "list_rooms" }, "rooms");
//     await h.screenshot(alice.page, "room-alice");   // <artifacts>/room-alice.png
//   }, { timeout: 60_000 });
//
// The API:
//   e2e(name, fn, {timeout, serverArgs})  registers one test (node:test). Before fn it starts
//                      the server and the browser; afterwards, pass or fail, it
//                      takes a screenshot of every open page on failure
//                      (<name>-failure-<player>.png), fails the test if any page
//                      had a console error or an uncaught page error, closes the
//                      WebSocket clients and the browser, stops the server with
//                      SIGTERM (it must exit 0; a server that died by itself
//                      during the test fails it, one ended by h.server.kill9()
//                      does not) and removes the temp dir.
//                      timeout (ms, default 60000 or env GH_E2E_TIMEOUT) bounds
//                      fn; on expiry cleanup still runs and the test fails.
//                      serverArgs: more `serve` options (e.g. ["--test-positions"]).
//   h.server           { http: "http://127.0.0.1:PORT", ws: "ws://…/ws", port,
//                        db, dir, get(path) -> {status, text, headers} }
//   h.browser          the playwright-core Browser (headless Chromium).
//   h.player(name, {viewport})  a new isolated BrowserContext + Page:
//                      { name, context, page, errors }; errors collects
//                      "console.error" and page errors ("pageerror") of that page.
//   h.waitForToken(page, {timeout})  waits until localStorage has
//                      "guildhall.token" (the server's welcome arrived); returns it.
//   h.screenshot(page, name)  saves <artifacts>/<name>.png (full page); returns the path.
//   h.allowConsoleErrors(regexp)  tolerates matching console/page errors
//                      (e.g. an expected failed connection while a test kills
//                      the server); everything else still fails the test. A 404
//                      of /favicon.ico (asked for by the browser) is tolerated.
//   h.ws(name, {hello, token})  a WebSocket client (package ws) on /ws; by
//                      default says hello as `name` and waits for "welcome"
//                      (client.token, client.welcome). Methods: send(obj),
//                      recv(timeout), expect(type, pred, timeout) -> message
//                      (skipping others, all kept in client.inbox),
//                      request(obj, type, pred), close().
//   h.tmp              the test's temp dir (removed afterwards).
//   h.log(...)         prints with the test's name to stderr.
//   artifactsDir()     env GH_E2E_ARTIFACTS (CTest sets BUILD_DIR/e2e-artifacts),
//                      else build/e2e-artifacts in the repo.
//   startServer({binary, dir, web, port, args}), launchBrowser(), WsClient:
//                      the same pieces, for a test that needs e.g. two servers
//                      or a restart: `await h.server.kill9(); h.server = await
//                      startServer({dir: h.tmp, port: h.server.port})` reopens
//                      the same database on the same port (cleanup stops it).
//   expect(cond, message) / sleep(ms) / waitFor(fn, {timeout, interval, what})
//                      / within(promise, ms, fallback).
//
// Run one test alone: `node tests/e2e/test_smoke.mjs build/guildhall`, or
// `ctest --test-dir build -R e2e_test_smoke --output-on-failure`.
// GH_E2E_HEADED=1 shows the browser (needs a display); GH_E2E_WEB=DIR serves
// another client directory instead of web/.

import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { chromium } from "playwright-core";
import WebSocket from "ws";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(HERE, "..", "..");
export const DEFAULT_TIMEOUT = Number(process.env.GH_E2E_TIMEOUT || 60_000);
const STEP_TIMEOUT = 20_000;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Resolves like p, or to `fallback` after ms (the timer is cleared either way,
// so it never keeps the process alive).
export function within(p, ms, fallback = null) {
  let timer;
  const t = new Promise((r) => {
    timer = setTimeout(() => r(fallback), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

export function expect(cond, message) {
  if (!cond) throw new Error("expectation failed: " + message);
}

export async function waitFor(fn, { timeout = STEP_TIMEOUT, interval = 50, what = "condition" } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}` + (last ? ` (last error: ${last.message})` : ""));
    }
    await sleep(interval);
  }
}

export function guildhallBinary() {
  const b = process.argv[2] || process.env.GH_BINARY || path.join(REPO, "build", "guildhall");
  if (!existsSync(b)) throw new Error(`guildhall binary not found: ${b} (usage: node test_x.mjs PATH_TO_GUILDHALL)`);
  return path.resolve(b);
}

export function artifactsDir() {
  const d = process.env.GH_E2E_ARTIFACTS || path.join(REPO, "build", "e2e-artifacts");
  mkdirSync(d, { recursive: true });
  return d;
}

// Servers still running when the process exits (a crash in the harness itself).
const liveServers = new Set();
process.on("exit", () => {
  for (const p of liveServers) {
    try {
      p.kill("SIGKILL");
    } catch {}
  }
});

// Starts `guildhall serve --listen 127.0.0.1:0` with a database in `dir` and
// waits for its "Guildhall listening on http://127.0.0.1:PORT/" line.
export async function startServer({
  binary = guildhallBinary(),
  dir,
  web = process.env.GH_E2E_WEB || path.join(REPO, "web"),
  port = 0,
  args = [],
  timeout = STEP_TIMEOUT,
} = {}) {
  const ownDir = !dir;
  dir = dir || mkdtempSync(path.join(tmpdir(), "gh-e2e-"));
  const db = path.join(dir, "g.db");
  const proc = spawn(
    binary,
    ["serve", "--listen", `127.0.0.1:${port}`, "--db", db, "--web", web, ...args],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  liveServers.add(proc);
  const exited = new Promise((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal })));
  exited.then(() => liveServers.delete(proc));

  const actual = await new Promise((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => fail(new Error(`server did not announce its URL within ${timeout} ms`)), timeout);
    function fail(e) {
      clearTimeout(timer);
      proc.kill("SIGKILL");
      reject(e);
    }
    proc.on("error", fail);
    const early = (code, signal) => fail(new Error(`server exited (${code ?? signal}) before listening: ${JSON.stringify(buf)}`));
    proc.on("exit", early);
    proc.stdout.setEncoding("utf8");
    proc.stdout.on("data", (chunk) => {
      buf += chunk;
      const m = buf.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        proc.removeListener("exit", early);
        proc.stdout.removeAllListeners("data");
        resolve(Number(m[1]));
      }
    });
  });
  proc.stdout.on("data", (chunk) => process.stderr.write(chunk)); // anything later

  let killed = false;
  const http = `http://127.0.0.1:${actual}`;
  const server = {
    proc,
    port: actual,
    dir,
    db,
    http,
    ws: `ws://127.0.0.1:${actual}/ws`,
    exited,
    async get(p) {
      const r = await fetch(http + p, { signal: AbortSignal.timeout(STEP_TIMEOUT) });
      return { status: r.status, headers: r.headers, text: await r.text() };
    },
    // SIGTERM; the server must exit with status 0.
    async stop({ timeout: t = STEP_TIMEOUT } = {}) {
      const running = proc.exitCode === null && proc.signalCode === null;
      if (running) proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), t);
      const { code, signal } = await exited;
      clearTimeout(timer);
      if (ownDir) rmSync(dir, { recursive: true, force: true });
      if (!running && !killed) throw new Error(`the server died during the test (${code ?? signal})`);
      if (running && code !== 0) throw new Error(`server exited with ${code ?? signal} on SIGTERM`);
    },
    // SIGKILL, as a crash would; stop() then does not complain.
    kill9() {
      killed = true;
      proc.kill("SIGKILL");
      return exited;
    },
  };
  await waitFor(async () => (await server.get("/healthz")).status === 200, { what: "/healthz" });
  return server;
}

export async function launchBrowser() {
  const executablePath = process.env.GH_CHROMIUM || "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(`${executablePath} not found: install Debian's chromium (scripts/deps.sh e2e)`);
  }
  return chromium.launch({
    executablePath,
    headless: !process.env.GH_E2E_HEADED,
    args: CHROMIUM_ARGS,
    timeout: STEP_TIMEOUT * 3,
  });
}

// One WebSocket connection; keeps every message received, in order.
export class WsClient {
  constructor(url, name, { token } = {}) {
    this.url = url;
    this.name = name;
    this.token = token;
    this.inbox = []; // every message received
    this.queue = []; // not yet consumed by recv()
    this.waiters = [];
    this.closed = null;
  }

  async connect({ hello = true } = {}) {
    this.sock = new WebSocket(this.url, "guildhall", { maxPayload: 1 << 22 });
    await new Promise((resolve, reject) => {
      this.sock.once("open", resolve);
      this.sock.once("error", reject);
    });
    this.sock.on("message", (data) => {
      const msg = JSON.parse(data.toString());
      this.inbox.push(msg);
      const w = this.waiters.shift();
      if (w) w.resolve(msg);
      else this.queue.push(msg);
    });
    this.sock.on("close", (code) => {
      this.closed = code;
      for (const w of this.waiters.splice(0)) w.reject(new Error(`${this.name}: connection closed (${code})`));
    });
    if (hello) {
      const msg = { type: "hello", version: 1, name: this.name };
      if (this.token) msg.token = this.token;
      this.welcome = await this.request(msg, "welcome");
      this.token = this.welcome.token;
    }
    return this;
  }

  send(obj) {
    this.sock.send(typeof obj === "string" ? obj : JSON.stringify(obj));
  }

  recv(timeout = STEP_TIMEOUT) {
    if (this.queue.length) return Promise.resolve(this.queue.shift());
    if (this.closed !== null) return Promise.reject(new Error(`${this.name}: connection closed (${this.closed})`));
    return new Promise((resolve, reject) => {
      const w = { resolve, reject };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`${this.name}: nothing received in ${timeout} ms`));
      }, timeout);
      w.resolve = (m) => (clearTimeout(timer), resolve(m));
      w.reject = (e) => (clearTimeout(timer), reject(e));
      this.waiters.push(w);
    });
  }

  // Reads until a message of `type` (matching pred) arrives; returns it.
  async expect(type, pred = null, timeout = STEP_TIMEOUT) {
    const end = Date.now() + timeout;
    for (;;) {
      const left = end - Date.now();
      if (left <= 0) {
        throw new Error(`${this.name}: no ${type} message (last: ${JSON.stringify(this.inbox.slice(-3))})`);
      }
      let msg;
      try {
        msg = await this.recv(left);
      } catch (e) {
        throw new Error(`${e.message}; waiting for ${type} (last: ${JSON.stringify(this.inbox.slice(-3))})`);
      }
      if (msg.type === type && (!pred || pred(msg))) return msg;
    }
  }

  async request(obj, type, pred = null) {
    this.send(obj);
    return this.expect(type, pred);
  }

  async close() {
    if (!this.sock || this.closed !== null) return;
    const done = new Promise((r) => this.sock.once("close", r));
    this.sock.close();
    await within(done, 2000);
    if (this.closed === null) this.sock.terminate();
  }
}

function safeName(s) {
  return String(s).replace(/[^A-Za-z0-9._-]+/g, "_");
}

// The per-test state handed to a test function.
class Harness {
  constructor(name) {
    this.name = name;
    this.players = [];
    this.clients = [];
    // The browser asks for /favicon.ico by itself; a 404 there is not the page's error.
    this.allowed = [/Failed to load resource: .*status of 404.*\/favicon\.ico/];
    this.tmp = mkdtempSync(path.join(tmpdir(), "gh-e2e-"));
  }

  log(...a) {
    console.error(`[${this.name}]`, ...a);
  }

  allowConsoleErrors(re) {
    this.allowed.push(re);
  }

  async player(name = `player${this.players.length + 1}`, { viewport = { width: 1280, height: 800 } } = {}) {
    const context = await this.browser.newContext({ viewport });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    const p = { name, context, page, errors: [] };
    page.on("console", (m) => {
      if (m.type() === "error") {
        const loc = m.location();
        p.errors.push(`console.error: ${m.text()}` + (loc && loc.url ? ` (${loc.url}:${loc.lineNumber})` : ""));
      }
    });
    page.on("pageerror", (e) => p.errors.push(`pageerror: ${e.stack || e.message || e}`));
    this.players.push(p);
    return p;
  }

  async waitForToken(page, { timeout = STEP_TIMEOUT } = {}) {
    const h = await page.waitForFunction(() => localStorage.getItem("guildhall.token"), null, { timeout });
    return h.jsonValue();
  }

  async screenshot(page, name) {
    const file = path.join(artifactsDir(), safeName(name) + ".png");
    await page.screenshot({ path: file, fullPage: true });
    return file;
  }

  async ws(name, { hello = true, token } = {}) {
    const c = new WsClient(this.server.ws, name, { token });
    this.clients.push(c);
    return c.connect({ hello });
  }

  // Console and page errors not covered by allowConsoleErrors().
  errors() {
    const out = [];
    for (const p of this.players) {
      for (const e of p.errors) if (!this.allowed.some((re) => re.test(e))) out.push(`${p.name}: ${e}`);
    }
    return out;
  }
}

// After a timed-out test, its body may still hold the event loop (a timer, a
// socket); once every test of the file has ended, the process exits anyway.
let registered = 0;
let finished = 0;
let timedOut = false;
function testEnded() {
  finished++;
  if (finished === registered && timedOut) {
    setTimeout(() => {
      console.error("harness: a timed-out test left work pending; exiting");
      process.exit(1);
    }, 3000).unref();
  }
}

// Registers one browser test; see the comment at the top.
export function e2e(name, fn, { timeout = DEFAULT_TIMEOUT, serverArgs = [] } = {}) {
  registered++;
  // node:test's own timeout is a backstop well after ours, so that cleanup runs.
  test(name, { timeout: timeout + 60_000 }, async () => {
    const h = new Harness(name);
    const started = Date.now();
    let failure = null;
    let timer;
    try {
      const body = (async () => {
        h.server = await startServer({ dir: h.tmp, args: serverArgs });
        h.browser = await launchBrowser();
        await fn(h);
      })();
      body.catch(() => {}); // a rejection after the timeout won
      const expired = new Promise((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new Error(`test timed out after ${timeout} ms`));
        }, timeout);
      });
      await Promise.race([body, expired]);
    } catch (e) {
      failure = e;
    } finally {
      clearTimeout(timer);
    }

    // Cleanup, pass or fail; the first problem is the one reported.
    const problems = [];
    if (failure) {
      for (const p of h.players) {
        try {
          const f = await within(h.screenshot(p.page, `${safeName(name)}-failure-${p.name}`), 5000);
          if (f) h.log("screenshot:", f);
        } catch {}
      }
    }
    const errs = h.errors();
    if (errs.length) problems.push(new Error(`console/page errors:\n  ${errs.join("\n  ")}`));
    for (const c of h.clients) await c.close().catch(() => {});
    if (h.browser) {
      await within(h.browser.close(), 10_000).catch((e) => problems.push(e));
    }
    if (h.server) await h.server.stop().catch((e) => problems.push(e));
    rmSync(h.tmp, { recursive: true, force: true });
    h.log(`${failure || problems.length ? "FAILED" : "ok"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    testEnded();

    if (failure) {
      if (!(failure instanceof Error)) failure = new Error(String(failure));
      if (problems.length) {
        failure.message += "\nalso: " + problems.map((p) => p.message).join("\nalso: ");
      }
      throw failure;
    }
    if (problems.length) throw problems[0];
  });
}
