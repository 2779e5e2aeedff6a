// lobby.js — the room list and the dialog to enter a room's password (the
// create/options dialog is room_dialog.js).
//
// The list is pushed by the server (`rooms` once, then `rooms_delta` while
// watching; main.js applies them); an entry holds only what a row shows.
// A running game this browser left (leaving.js) gets a banner and a
// "Back to your seat" button in its row: join_room gives the seat back,
// without a password.

import { rulesetInfo } from "./catalog.js";
import { rulesetName, DEFAULT_RULES } from "./ruleset_editor.js";
import { h } from "./dom.js";
import { t, gameName } from "./i18n.js";
import { openRoomDialog } from "./room_dialog.js";
import { leftRoom, forgetLeft } from "./leaving.js";
import { programBadge } from "./bot_tokens.js";
import { dominionSummary } from "./dominion/room.js";

export function renderLobby(app) {
  const rooms = app.rooms || [];
  const mine = myRunningGame(rooms);
  const list = rooms.length
    ? h("table", { class: "rooms" },
      h("thead", {}, h("tr", {}, [t("room_name"), t("game"), t("seats"), t("players"), t("status"), ""].map((s) => h("th", {}, s)))),
      h("tbody", {}, rooms.map((r) => roomRow(app, r, r === mine))))
    : h("p", { class: "empty" }, t("no_rooms"));
  return h("div", { class: "lobby" },
    h("div", { class: "lobby-head" },
      h("h2", {}, t("lobby")),
      h("button", { type: "button", class: "primary", id: "create-room", onclick: () => openRoomDialog(app, null) }, t("create_room"))),
    mine ? h("div", { class: "your-game", role: "status" },
      h("span", {}, t("your_game_running", { room: mine.name })),
      backButton(app, mine, "back-to-seat")) : null,
    list,
    recentGames(app.recent || []));
}

// The running game this browser left, if the list still shows it running.
function myRunningGame(rooms) {
  const left = leftRoom();
  if (!left) return null;
  return rooms.find((r) => r.id === left.id && r.started && !r.finished) || null;
}

// join_room of a room where we hold a seat gives it back (no password).
function backButton(app, r, id) {
  return h("button", { type: "button", class: "primary back-to-seat", id,
    onclick: () => app.request({ type: "join_room", room: r.id }, (err) => {
      forgetLeft(); // the seat is not ours any more (e.g. the game ended meanwhile)
      app.toast(err, "error");
    }) }, t("back_to_seat"));
}

// Finished games (GET /api/games), each with its replay.
function recentGames(games) {
  if (!games.length) return null;
  const when = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "short", timeStyle: "short" });
  return h("section", { class: "recent" },
    h("h3", {}, t("recent_games")),
    h("ul", { class: "recent-list" }, games.map((g) => h("li", { dataset: { game: String(g.id) } },
      h("span", { class: "recent-players" }, g.players.map((p, i) => [
        i ? ", " : "",
        h(i === g.winner ? "strong" : "span", { title: i === g.winner ? t("winner") : null }, `${p.name} ${g.scores[i] ?? ""}`),
        p.external ? [" ", programBadge()] : null,
      ])),
      h("small", {}, ` ${when.format(new Date(g.finished_ms))} `),
      h("a", { href: `#replay/${g.id}`, class: "replay-link" }, t("watch_replay"))))));
}

export function lockIcon() {
  return h("svg:svg", { class: "lock", viewBox: "0 0 24 24", role: "img", "aria-label": t("private") },
    h("svg:title", {}, t("private")),
    h("svg:path", { d: "M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" }));
}

function statusText(r) {
  if (r.finished) return t("finished");
  if (r.started) return t("running");
  return t("waiting");
}

// A lobby entry carries the time per step and a summary of the engine
// config (its scalar keys); the full options come with the room itself.
function optionSummary(r) {
  const c = r.summary || {};
  const parts = [t("turn_seconds_short", { n: r.turn_seconds })];
  if (r.game === "dominion") return [dominionSummary(c), ...parts].join(" · "); // issue 14
  // Issue 12: which rule set the room plays (the summary carries config "rules"
  // when the room set one; else the 2016 rules).
  const rs = rulesetInfo(typeof c.rules === "string" ? c.rules : DEFAULT_RULES);
  parts.unshift(t("ruleset_short", { name: rs ? rulesetName(rs) : c.rules || DEFAULT_RULES }));
  if (c.city_target) parts.push(t("target_short", { n: c.city_target }));
  if (c.selection === "deal") parts.push(t("sel_deal"));
  return parts.join(" · ");
}

function roomRow(app, r, mine) {
  const full = r.seats_taken >= r.max_players;
  return h("tr", { dataset: { room: String(r.id) }, class: mine ? "mine" : null },
    h("td", {}, r.private ? lockIcon() : null, r.name),
    h("td", {}, h("span", {}, gameName(r.game)), h("small", { class: "summary" }, optionSummary(r))),
    h("td", {}, `${r.seats_taken}/${r.max_players}`),
    h("td", { class: "players" }, (r.players || []).join(", ")),
    h("td", {}, statusText(r), r.spectators ? h("small", {}, t("spectators_n", { n: r.spectators })) : null),
    h("td", { class: "row-actions" },
      mine ? backButton(app, r, null) : null,
      !r.started && !full ? h("button", { type: "button", class: "join", onclick: () => app.joinRoom(r, "join_room") }, t("join")) : null,
      mine ? null : h("button", { type: "button", class: "secondary watch", onclick: () => app.joinRoom(r, "spectate") }, t("watch"))));
}

function field(label, input) {
  return h("label", { class: "field" }, h("span", {}, label), input);
}

// Asks for a room password; resolves with it or null.
export function askPassword(roomName) {
  return new Promise((resolve) => {
    const input = h("input", { type: "password", name: "room_password", autocomplete: "current-password", required: true });
    const dialog = h("dialog", { class: "password-dialog" },
      h("form", { method: "dialog" },
        h("h2", {}, t("password_for", { room: roomName })),
        field(t("password"), input),
        h("menu", { class: "dialog-buttons" },
          h("button", { type: "button", class: "secondary", onclick: () => dialog.close("") }, t("cancel")),
          h("button", { type: "submit", class: "primary", value: "ok" }, t("join")))));
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "ok" ? input.value : null);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
