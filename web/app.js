// app.js — placeholder client: opens the WebSocket on /ws of the page's own
// host, sends a hello (reusing the session token kept in localStorage), asks
// for the room list (and its updates), and shows the latest list and a log of
// everything received (docs/protocol.md). Reconnects after a pause when the
// connection drops.

const PROTOCOL_VERSION = 1;
const LOG_LINES = 50;

const $ = (id) => document.getElementById(id);

function wsUrl() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws`;
}

function playerName() {
  let name = localStorage.getItem("guildhall.name");
  if (!name) {
    name = "guest-" + Math.floor(Math.random() * 10000);
    localStorage.setItem("guildhall.name", name);
  }
  return name;
}

function log(line) {
  const el = $("log");
  const lines = (line + "\n" + el.textContent).split("\n").slice(0, LOG_LINES);
  el.textContent = lines.join("\n");
}

function connect() {
  const ws = new WebSocket(wsUrl(), "guildhall");
  ws.addEventListener("open", () => {
    $("status").textContent = "connected";
    const hello = { type: "hello", version: PROTOCOL_VERSION, name: playerName() };
    const token = localStorage.getItem("guildhall.token");
    if (token) hello.token = token;
    ws.send(JSON.stringify(hello));
  });
  ws.addEventListener("message", (ev) => {
    log(ev.data);
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch {
      return;
    }
    if (msg.type === "welcome") {
      localStorage.setItem("guildhall.token", msg.token);
      $("status").textContent = `connected as ${msg.name}`;
      ws.send(JSON.stringify({ type: "list_rooms" }));
    }
    if (msg.type === "rooms") $("lobby").textContent = JSON.stringify(msg.rooms, null, 2);
  });
  ws.addEventListener("close", (ev) => {
    $("status").textContent = `disconnected (${ev.code}); retrying…`;
    setTimeout(connect, 2000);
  });
}

connect();
