// conn.js — the one WebSocket to the server (docs/protocol.md, version 1).
//
// Opens /ws on the page's own host, says hello with the stored nickname and
// session token (localStorage), and reconnects on its own after a drop with a
// growing pause (1 s doubling to 15 s, reset by a successful welcome), so a
// reload, a flaky network or a server restart puts the player back in their
// seat. It estimates the offset between the server's clock and ours from
// ping/pong so deadlines count down correctly on a badly set computer.
//
// Listeners: conn.on(type, fn) for server messages by "type", plus the
// pseudo-types "status" (connecting | online | offline) and "any".

export const PROTOCOL_VERSION = 1;
const KEY_TOKEN = "guildhall.token";
const KEY_NAME = "guildhall.name";

export class Connection {
  constructor() {
    this.ws = null;
    this.listeners = new Map();
    this.status = "offline";
    this.retryMs = 1000;
    this.clockOffsetMs = 0; // server time minus local time
    this.nextRef = 1;
    this.pendingPings = new Map();
    this.session = null;
    this.outbox = [];
  }

  get name() { return localStorage.getItem(KEY_NAME) || ""; }
  get token() { return localStorage.getItem(KEY_TOKEN) || ""; }

  on(type, fn) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type).add(fn);
    return () => this.listeners.get(type).delete(fn);
  }

  emit(type, msg) {
    for (const fn of this.listeners.get(type) || []) fn(msg);
  }

  setStatus(status) {
    this.status = status;
    this.emit("status", status);
  }

  // Starts (or restarts with a new name) the connection.
  start(name) {
    this.stopped = false;
    if (name) localStorage.setItem(KEY_NAME, name);
    if (this.ws && this.ws.readyState <= 1) {
      if (!name) return;
      // A name is set only by hello: reconnect with the token and the new name.
      const old = this.ws;
      this.ws = null;
      old.close();
    }
    this.open();
  }

  open() {
    clearTimeout(this.retryTimer);
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${scheme}//${location.host}/ws`);
    this.ws = ws;
    this.setStatus("connecting");
    ws.addEventListener("open", () => {
      const hello = { type: "hello", version: PROTOCOL_VERSION };
      if (this.name) hello.name = this.name;
      if (this.token) hello.token = this.token;
      ws.send(JSON.stringify(hello));
    });
    ws.addEventListener("message", (ev) => this.receive(ev.data));
    ws.addEventListener("close", () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.session = null;
      this.setStatus("offline");
      if (this.stopped) return;
      this.retryTimer = setTimeout(() => this.open(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 15000);
    });
  }

  receive(text) {
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (msg.type === "welcome") {
      localStorage.setItem(KEY_TOKEN, msg.token);
      localStorage.setItem(KEY_NAME, msg.name);
      this.session = msg;
      this.retryMs = 1000;
      this.setStatus("online");
      this.ping();
      for (const m of this.outbox.splice(0)) this.send(m);
    } else if (msg.type === "pong" && this.pendingPings.has(msg.ref)) {
      const sent = this.pendingPings.get(msg.ref);
      this.pendingPings.delete(msg.ref);
      const now = Date.now();
      this.clockOffsetMs = msg.time_ms - (sent + now) / 2;
    }
    this.emit(msg.type, msg);
    this.emit("any", msg);
  }

  ping() {
    const ref = this.nextRef++;
    this.pendingPings.set(ref, Date.now());
    this.send({ type: "ping", ref });
  }

  // Sends a message; while offline, lobby-safe messages wait for the next
  // welcome. Returns the ref so a caller can match an error to its request.
  send(msg) {
    if (msg.ref === undefined) msg.ref = this.nextRef++;
    if (this.ws && this.ws.readyState === 1 && (this.session || msg.type === "ping")) {
      this.ws.send(JSON.stringify(msg));
    } else if (msg.type !== "ping") {
      this.outbox.push(msg);
    }
    return msg.ref;
  }

  serverNow() { return Date.now() + this.clockOffsetMs; }

  // Forget the identity (a new nickname means a new session).
  forget() {
    localStorage.removeItem(KEY_TOKEN);
    localStorage.removeItem(KEY_NAME);
    this.stopped = true;
    clearTimeout(this.retryTimer);
    if (this.ws) this.ws.close();
  }
}
