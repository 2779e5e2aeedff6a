// main.js — the browser client's entry point: application state, the
// screens (nickname, lobby, room, table, replay) and the wiring between the
// server's messages and them.
//
// State flows one way: a server message updates `app`, then render() builds
// the current screen again from `app`. Screens are plain functions of the
// state (lobby.js, room.js, table.js, score.js, replay.js); only the chat
// input, open dialogs and the scroll position of the log survive a render.

import { h, $, fill } from "./dom.js";
import { Connection } from "./conn.js";
import { t, tn, LANGUAGES, currentLang, setLang, onLangChange } from "./i18n.js";
import { loadCatalog } from "./catalog.js";
import { applyRules } from "./rules_state.js";
import { renderLobby, askPassword } from "./lobby.js";
import { renderRoom, renderChat, rematchBar, confirmLeave, leaveNow } from "./room.js";
import { setBotLevels } from "./bot_levels.js";
import { showBotToken } from "./bot_tokens.js";
import { rulesHref } from "./rules_link.js";
import { configReasonText } from "./lineup_editor.js";
import { seatRegained } from "./leaving.js";
import { renderTable, tickCountdown } from "./table.js";
import { trackDock } from "./dock_space.js";
import { renderScore } from "./score.js";
import { describeEvents, describeMove } from "./gamelog.js";
import { fetchApi, loadReplay, renderReplay, replayKeys } from "./replay.js";
import { glyph } from "./glyphs.js";
import { notifyTurn, clearNotice, soundEnabled, setSound, showTurnBanner, hideTurnBanner } from "./notify.js";

const conn = new Connection();

const app = {
  conn,
  rooms: [],
  room: null,      // the last `room` message for this client
  game: null,      // the last `game` message
  over: null,      // the `game_over` message of the current game
  log: [],         // the server's log of the current game: [{seq, seat, by, events}]
  logTruncated: false,
  chat: [],
  sel: null,       // the selected subject ("card:ID", "char:NAME", "seat:N"),
                   // an open target list ("open:TYPE") or "confirm:end_turn"
  confirmLeave: false,
  autopilotMoves: 0, // moves a bot made for this seat while the player was away
  replay: null,    // {id, data, index}
  awaiting: new Map(), // ref -> {onError, onRoom}
  toast: null,
};

// ---- requests and errors ----

// Errors: our own words for the codes we know; for refusals whose reason
// only the engine can give (a configuration it cannot play), our words plus
// the engine's English detail; otherwise the server's message.
const ERRORS_WITH_DETAIL = new Set(["bad_config", "bad_options"]);
function errorText(msg) {
  const key = `err_${msg.code}`;
  const s = t(key);
  if (s === key) return msg.message || msg.code;
  // Issue 11: a refused lineup says why in the player's language.
  const why = configReasonText(msg.reason);
  if (why) return `${s} ${why}`;
  return ERRORS_WITH_DETAIL.has(msg.code) && msg.message ? `${s} (${msg.message})` : s;
}

app.request = (msg, onError, onRoom) => {
  const ref = conn.send(msg);
  if (onError || onRoom) app.awaiting.set(ref, { onError, onRoom, type: msg.type, msg, tries: 0 });
  return ref;
};

app.joinRoom = async (room, type) => {
  const msg = { type, room: room.id };
  if (room.private) {
    const pw = await askPassword(room.name);
    if (pw === null) return;
    msg.password = pw;
  }
  app.request(msg, (err) => showToast(err, "error"));
};

function hideToast() {
  clearTimeout(app.toastTimer);
  $("#toast").className = "toast";
}

function showToast(text, kind = "info") {
  const el = $("#toast");
  fill(el, text);
  el.className = `toast open ${kind}`;
  clearTimeout(app.toastTimer);
  app.toastTimer = setTimeout(() => { el.className = "toast"; }, 5000);
}
app.toast = showToast;

function seatNames() {
  const names = [];
  for (const s of app.room?.seats || []) names[s.seat] = s.name;
  return names;
}

// ---- server messages ----

conn.on("status", (status) => {
  const el = $("#conn-status");
  el.dataset.status = status;
  el.textContent = t(`status_${status}`);
  el.title = el.textContent;
  if (status === "offline" && app.room) showToast(t("reconnecting"), "warn");
});

conn.on("welcome", (msg) => {
  $("#me-name").textContent = msg.name;
  setBotLevels(msg.bot_levels, msg.bot_strongest);
  if (!msg.room) {
    app.room = null;
    app.game = null;
  }
  conn.send({ type: "list_rooms" });
  render();
});

// Recent finished games for the lobby, fetched at most every few seconds
// (the room list says when a game has finished).
let recentFetched = 0;
async function loadRecent() {
  if (Date.now() - recentFetched < 3000) return;
  recentFetched = Date.now();
  try {
    const res = await fetchApi("/api/games", conn.token);
    if (res.ok) app.recent = (await res.json()).games;
  } catch { /* the list is a convenience; the next room update retries */ }
  lobbyUpdate();
}

// A lobby update rebuilds the list's rows. Between the press and the
// release of a click that would replace the button under the pointer, and
// the browser drops the click (its press and release have no element in
// common): in a busy lobby "Join" did nothing. So while a pointer is down
// the update waits for its release, then runs after the click.
let pointerDown = false, lobbyWaiting = false;
function lobbyUpdate() {
  if (screen() !== "lobby") return;
  if (pointerDown) lobbyWaiting = true;
  else render();
}
document.addEventListener("pointerdown", () => { pointerDown = true; }, true);
for (const type of ["pointerup", "pointercancel"]) {
  document.addEventListener(type, () => {
    pointerDown = false;
    if (!lobbyWaiting) return;
    lobbyWaiting = false;
    setTimeout(lobbyUpdate, 0); // after this release's click
  }, true);
}

// The room list: `rooms` once (the whole list), then `rooms_delta` with the
// entries that changed and the ids that went (docs/protocol.md).
function setRooms(rooms) {
  const finishedBefore = app.rooms.filter((r) => r.finished).length;
  app.rooms = rooms;
  if (!app.recent || rooms.filter((r) => r.finished).length !== finishedBefore) loadRecent();
  lobbyUpdate();
}

conn.on("rooms", (msg) => setRooms(msg.rooms));

conn.on("rooms_delta", (msg) => {
  const byId = new Map(app.rooms.map((r) => [r.id, r]));
  for (const id of msg.removed || []) byId.delete(id);
  for (const r of msg.rooms || []) byId.set(r.id, r);
  setRooms([...byId.values()].sort((a, b) => a.id - b.id));
});

conn.on("room", (msg) => {
  const previous = app.room;
  const newGame = !previous || previous.id !== msg.id || previous.game_id !== msg.game_id;
  app.room = msg;
  seatRegained(msg);
  if (newGame) {
    if (!previous || previous.id !== msg.id) app.chat = [];
    app.game = null;
    app.over = null;
    app.sel = null;
    app.confirmLeave = false;
    app.log = [];
    app.logTruncated = false;
  }
  autopilotNotice(previous, msg);
  // A room message answers the room requests still waiting (their errors
  // would have come first).
  for (const [ref, w] of app.awaiting) {
    if (["create_room", "set_options", "join_room", "spectate"].includes(w.type)) {
      app.awaiting.delete(ref);
      w.onRoom?.(msg);
    }
  }
  render();
});

// The autopilot (docs/protocol.md): while a bot plays this player's seat,
// a banner says so with an "I'm back" button; on return, how many moves it
// made.
function mySeatEntry(room) {
  return room?.your_seat !== null && room?.your_seat !== undefined ? room.seats?.find((s) => s.seat === room.your_seat) : null;
}
// The server sends `room` when the bot takes over and when the player is
// back (then with the final count), not after each of the bot's moves: in
// between the client counts the "autopilot" events of its own seat.
function autopilotNotice(previous, room) {
  const before = mySeatEntry(previous);
  const now = mySeatEntry(room);
  if (now?.autopilot) {
    app.autopilotMoves = before?.autopilot ? Math.max(app.autopilotMoves, now.autopilot_moves || 0) : now.autopilot_moves || 0;
  }
  if (before?.autopilot && now && !now.autopilot && previous.id === room.id) {
    showToast(tn("tbl_autopilot_done", now.autopilot_moves ?? app.autopilotMoves), "info");
    app.autopilotMoves = 0;
  }
}

conn.on("game", (msg) => {
  const before = app.game;
  app.game = msg;
  // A server that sends no setup entry (older than issue 10): the log still
  // starts with "The game begins"; a real setup entry replaces this one.
  if (msg.seq === 0 && !app.log.length) app.log.push({ seq: 0, seat: null, by: "setup", events: [], local: true });
  const mine = msg.your_seat !== null && msg.pending_seat === msg.your_seat && !msg.view.outcome;
  const wasMine = before && before.your_seat !== null && before.pending_seat === before.your_seat && before.seq === msg.seq;
  if (!before || before.seq !== msg.seq) app.sel = null;
  // While a bot plays the seat no "your turn" alarm: the banner of the
  // autopilot says what is going on (acting still takes the seat back).
  // A Dominion turn is a run of decisions of one seat: announced once, at
  // its start, not again when the turn comes back after the others answered
  // its Attack; a decision in another's turn (a Militia's discard) is "your
  // move", not "your turn".
  const dominion = msg.view?.game === "dominion";
  const myTurn = !dominion || msg.view.turn?.seat === msg.your_seat;
  const sameTurn = dominion && before?.view?.turn_no === msg.view.turn_no && before?.view?.turn?.seat === msg.view.turn?.seat;
  const continuing = sameTurn && !before.view?.outcome && (myTurn || before.pending_seat === before.your_seat);
  if (mine && !wasMine && !continuing && !mySeatEntry(app.room)?.autopilot) {
    notifyTurn(t("your_turn_title"));
    showTurnBanner(t(myTurn ? "tbl_your_turn_banner" : "dom_your_move_banner"));
  }
  // Not (or no longer) this player's decision: a "your turn" still on
  // screen would be stale.
  if (!mine) { clearNotice(); hideTurnBanner(); }
  render();
});

// The log lives in the server (docs/protocol.md): `log` replaces the list
// (on join, reload, a new tab, a late spectator), `events` appends. The
// client keeps the events themselves and words them when it draws them, so
// a language switch rewrites the whole log.
conn.on("log", (msg) => {
  if (app.room && msg.room !== undefined && msg.room !== app.room.id) return;
  app.log = (msg.entries || []).map((e) => ({ seq: e.seq, seat: e.seat, by: e.by, events: e.events || [] }));
  app.logTruncated = !!msg.truncated;
  if (screen() === "table") render();
});

conn.on("events", (msg) => {
  if (!msg.events.length && !["timeout", "autopilot", "setup"].includes(msg.by)) return;
  if (msg.by === "setup") app.log = app.log.filter((e) => !e.local);
  if (app.log.some((e) => e.seq === msg.seq && e.by === msg.by)) return; // already in the log the server sent
  app.log.push({ seq: msg.seq, seat: msg.seat, by: msg.by, events: msg.events });
  if (msg.by === "autopilot" && msg.seat === app.room?.your_seat && mySeatEntry(app.room)?.autopilot) app.autopilotMoves++;
  if (screen() === "table") renderLogOnly();
});

function logLines(entry, names, me) {
  const lines = [];
  const game = app.room ? app.room.game : null; // Dominion merges runs of cards
  const by = describeMove(entry, names, game);
  if (by) lines.push({ cls: entry.by === "setup" ? "round" : "timeout", text: by });
  lines.push(...describeEvents(entry.events, names, me, game));
  return lines;
}

conn.on("game_over", (msg) => {
  app.over = msg;
  clearNotice();
  hideTurnBanner();
  render();
});

// Issue 13: the owner's bot token, shown once (bot_tokens.js).
conn.on("bot_token", (msg) => showBotToken(app, msg));

conn.on("chat", (msg) => {
  app.chat.push(msg);
  if (app.chat.length > 200) app.chat.shift();
  const list = $(".chat-list");
  if (list) {
    list.append(h("li", {}, h("span", { class: "from" }, msg.from), msg.seat === null ? h("small", {}, ` (${t("spectator")})`) : null, ": ", msg.text));
    list.scrollTop = list.scrollHeight;
  }
});

for (const type of ["left", "kicked", "room_closed"]) {
  conn.on(type, (msg) => {
    app.room = null;
    app.game = null;
    app.over = null;
    if (type === "kicked") showToast(t("you_were_kicked"), "error");
    if (type === "room_closed") showToast(t("room_closed"), "warn");
    render();
  });
}

conn.on("error", (msg) => {
  const w = app.awaiting.get(msg.ref);
  if (w?.type === "action" || w?.type === "undo") app.sel = null;
  app.awaiting.delete(msg.ref);
  // "busy": the server is checking another password from here (one at a
  // time per address); ask again in a moment, quietly.
  if (msg.code === "busy" && w?.msg && w.tries < 8) {
    setTimeout(() => {
      const again = { ...w.msg, ref: undefined };
      const ref = conn.send(again);
      app.awaiting.set(ref, { ...w, msg: again, tries: w.tries + 1 });
    }, 300 + Math.random() * 400);
    return;
  }
  if (msg.code === "bad_version") location.reload();
  if (w?.onError) w.onError(errorText(msg), msg.code);
  else showToast(errorText(msg), "error");
});

// ---- screens ----

function screen() {
  if (location.hash.startsWith("#replay/")) return "replay";
  if (!conn.name) return "entry";
  if (app.room && app.room.started && app.game) return "table";
  if (app.room) return "room";
  return "lobby";
}

function renderEntry() {
  const input = h("input", { name: "nickname", maxlength: "32", required: true, autofocus: true, value: conn.name, placeholder: t("nickname_placeholder"), autocomplete: "nickname" });
  return h("form", { class: "entry", onsubmit: (ev) => {
    ev.preventDefault();
    const name = input.value.trim();
    if (!name) return;
    conn.start(name);
    render();
  } },
  h("h2", {}, t("welcome_title")),
  h("p", {}, t("welcome_text")),
  h("label", { class: "field" }, h("span", {}, t("nickname")), input),
  h("button", { type: "submit", class: "primary", id: "enter" }, t("enter")));
}

function renderGameLog() {
  const names = seatNames();
  const me = app.room?.your_seat ?? null;
  const list = h("ol", { class: "game-log", "aria-live": "polite" },
    app.logTruncated ? h("li", { class: "log-step truncated" }, h("p", { class: "ev other" }, t("tbl_log_truncated"))) : null,
    app.log.map((entry) =>
      h("li", { class: "log-step", dataset: { seq: String(entry.seq), by: entry.by || "" } }, logLines(entry, names, me).map((l) => h("p", { class: `ev ${l.cls}` }, l.text)))));
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return h("section", { class: "log-panel" }, h("h3", {}, t("log")), list);
}

// A new events message: only the log is drawn again (the `game` message
// that follows redraws the table).
function renderLogOnly() {
  const old = $(".log-panel");
  if (old) old.replaceWith(renderGameLog());
}

app.chatPanel = () => renderChat(app);

function leaveButton(room, me) {
  const running = room.started && !room.finished && !app.over && me !== null;
  if (running && app.confirmLeave) {
    return h("div", { class: "leave-confirm", role: "alertdialog" },
      h("span", {}, t("tbl_leave_q")),
      h("button", { type: "button", class: "danger", id: "leave-confirm", onclick: () => { app.confirmLeave = false; leaveNow(app); } }, t("leave")),
      h("button", { type: "button", class: "secondary", onclick: () => { app.confirmLeave = false; render(); } }, t("cancel")));
  }
  return h("button", { type: "button", class: "secondary", id: "leave-room", onclick: () => {
    if (running) { app.confirmLeave = true; render(); } else confirmLeave(app);
  } }, t("leave"));
}

function autopilotBanner(room) {
  const seat = mySeatEntry(room);
  if (!seat?.autopilot || room.finished || app.over) return null;
  return h("div", { class: "autopilot-banner", role: "alert" },
    h("span", {}, t("tbl_autopilot_on"), " ", h("small", {}, tn("tbl_autopilot_moves", app.autopilotMoves))),
    h("button", { type: "button", class: "primary", id: "im-back", onclick: () => app.request({ type: "back" }) }, t("tbl_im_back")));
}

function renderGame() {
  const room = app.room;
  const msg = app.game;
  const names = seatNames();
  const me = msg.your_seat;
  const ctx = {
    view: msg.view, names, me, seats: room.seats, deadline: msg.deadline_ms, seq: msg.seq,
    send: me !== null && !room.finished ? (action) => app.request({ type: "action", action }) : null,
    sel: app.sel,
    setSel: (key) => { app.sel = key; render(); },
    canUndo: !!msg.can_undo && !room.finished,
    undo: () => { app.sel = null; app.request({ type: "undo" }); },
    extraDock: autopilotBanner(room),
  };
  const engine = room.game; /* which score screen */
  return h("div", { class: "game-screen" },
    h("div", { class: "game-main" },
      h("div", { class: "game-head" },
        h("h2", {}, room.name, me === null ? h("span", { class: "badge" }, t("spectating")) : null),
        room.game === "dominion" ? null : h("a", { class: "rules-link", href: rulesLink(), target: "_blank", rel: "noopener" }, t("tbl_rules")),
        leaveButton(room, me)),
      app.over ? renderScore(app.over, names, me, engine) : null,
      rematchBar(app),
      renderTable(ctx)),
    h("aside", { class: "side" }, renderGameLog(), app.chatPanel()));
}

// The rules page of this room's rule set (web/rules/, the rules slice).
function rulesLink() {
  return rulesHref(app.room?.options, currentLang());
}

async function renderReplayScreen() {
  const id = location.hash.slice("#replay/".length);
  if (!app.replay || app.replay.id !== id) {
    // Our seat in that game, if we played it: from the room we are in, or
    // from the recent games list (fetched with our token).
    const mySeat = app.room?.game_id === Number(id) ? app.room.your_seat
      : app.recent?.find((g) => g.id === Number(id))?.your_seat ?? null;
    app.replay = { id, data: null, index: 0, seat: null, error: null, mySeat };
    app.replay.changeSeat = async (seat) => {
      try {
        const data = await loadReplay(id, seat, conn.token);
        app.replay.data = data;
        render();
      } catch (e) { showToast(String(e.message || e), "error"); }
    };
    try {
      app.replay.data = await loadReplay(id, null, conn.token);
    } catch (e) {
      app.replay.error = String(e.message || e);
    }
  }
  const rp = app.replay;
  if (rp.error) return h("div", { class: "replay-screen" }, h("p", { class: "form-error" }, rp.error), h("a", { href: "#lobby", class: "button" }, t("back_to_lobby")));
  if (!rp.data) return h("p", {}, t("loading"));
  return renderReplay(rp, render);
}

let renderSeq = 0;
async function render() {
  const mine = ++renderSeq;
  const main = $("#main");
  const s = screen();
  // A toast belongs to the screen it was shown on (a stale "Wrong
  // password." must not cover the table).
  if (document.body.dataset.screen && document.body.dataset.screen !== s) hideToast();
  if (s !== "table") hideTurnBanner();
  document.body.dataset.screen = s;
  // Issue 12: card names, texts and costs of the room's rule set.
  applyRules(s === "replay" ? null : app.game?.view?.rules ?? app.room?.options?.config?.rules);
  let content;
  if (s === "replay") content = await renderReplayScreen();
  else if (s === "entry") content = renderEntry();
  else if (s === "lobby") content = renderLobby(app);
  else if (s === "room") content = renderRoom(app);
  else content = renderGame();
  if (mine !== renderSeq) return; // a newer render has already run
  // Keep what the player is typing in the chat across renders.
  const chat = $(".chat-form input");
  const typed = chat ? { value: chat.value, focused: document.activeElement === chat } : null;
  fill(main, content);
  trackDock();
  const newChat = $(".chat-form input");
  if (typed && newChat) {
    newChat.value = typed.value;
    if (typed.focused) newChat.focus();
  }
  tickCountdown(conn.serverNow());
}

// ---- header ----

// On a phone the header is one line: the language as its short code (the
// full name in the option's title), the connection as a coloured dot, the
// name cut with an ellipsis (style.css).
const PHONE = window.matchMedia("(max-width: 520px)");
PHONE.addEventListener("change", () => renderHeader());

function renderHeader() {
  const langSel = h("select", { id: "lang", "aria-label": t("language"), onchange: (ev) => setLang(ev.target.value) },
    LANGUAGES.map((l) => h("option", { value: l.code, selected: l.code === currentLang(), lang: l.code, title: l.label },
      PHONE.matches ? l.code.toUpperCase() : l.label)));
  const sound = h("button", { type: "button", class: "icon", id: "sound", title: t("sound"), "aria-pressed": String(soundEnabled()),
    onclick: () => { setSound(!soundEnabled()); renderHeader(); } }, glyph("note", null, { struck: !soundEnabled() }));
  fill($("#header-tools"),
    h("span", { id: "conn-status", dataset: { status: conn.status }, title: t(`status_${conn.status}`) }, t(`status_${conn.status}`)),
    h("button", { type: "button", class: "link", id: "me-name", title: t("change_name"), onclick: () => {
      conn.forget();
      app.room = null;
      app.game = null;
      render();
    } }, conn.session?.name || conn.name || ""),
    sound, langSel);
}

// A "your turn" banner still up would stay in the old language: it goes.
onLangChange(() => { hideTurnBanner(); renderHeader(); render(); });
window.addEventListener("hashchange", () => render());
document.addEventListener("keydown", (ev) => {
  // Escape closes the detail panel or a target list.
  if (ev.key === "Escape" && screen() === "table" && (app.sel || app.confirmLeave)) {
    app.sel = null;
    app.confirmLeave = false;
    render();
    return;
  }
  replayKeys(screen() === "replay" ? app.replay : null, render, ev);
});
setInterval(() => tickCountdown(conn.serverNow()), 250);

async function boot() {
  renderHeader();
  try {
    await loadCatalog("citadels");
  } catch (e) {
    showToast(t("catalog_failed"), "error");
  }
  // Issue 14: Dominion's cards, sets and recommended kingdoms (a server
  // without Dominion simply has no such catalogue).
  try { await loadCatalog("dominion"); } catch { /* no Dominion here */ }
  if (conn.name) conn.start();
  render();
}

boot();
