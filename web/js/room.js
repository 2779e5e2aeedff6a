// room.js — a room before its game starts (seats, owner controls, options)
// and the chat panel that rooms and tables share.
//
// Only the owner sees kick, bot and start buttons and may change options;
// the server checks that again (docs/protocol.md: not_owner), so these are
// conveniences, not the guard. A finished room offers its owner a rematch
// (same room, seats and options); "Leave" asks first where that matters
// (leaving.js, whose confirmLeave the table's Leave button uses too).

import { lineupRows } from "./lineup_editor.js";
import { h } from "./dom.js";
import { t, tn, gameName } from "./i18n.js";
import { lockIcon } from "./lobby.js";
import { openRoomDialog, crownText, BOT_SPEEDS } from "./room_dialog.js";
import { confirmLeave, leaveNow } from "./leaving.js";
import { botLevels, strongestLevel, defaultLevel, levelName, levelDescription, timeoutText } from "./bot_levels.js";
import { externalBadge, inviteControl, startHint } from "./bot_tokens.js";
import { dominionOptionRows } from "./dominion/room.js";

export { confirmLeave, leaveNow };

const BOT_LEVEL_KEY = "guildhall.bot_level";

// The level last chosen, else the strongest that answers at once (the
// server's list: bot_levels.js).
function botLevel(game) {
  const saved = localStorage.getItem(BOT_LEVEL_KEY);
  return botLevels(game).includes(saved) ? saved : defaultLevel(game);
}

// "search — thinks ahead …": every level with its name and what it does.
function levelOption(level, chosen) {
  const name = level === strongestLevel() ? t("bot_level_strongest", { level: levelName(level) }) : levelName(level);
  const desc = levelDescription(level);
  return h("option", { value: level, selected: level === chosen, title: desc }, desc ? `${name} — ${desc}` : name);
}

function botSpeedText(ms) {
  const speed = BOT_SPEEDS.find(([, v]) => v === ms);
  return speed ? t(`bot_speed_${speed[0]}`) : t("bot_pause_s", { s: (ms / 1000).toLocaleString() });
}

function describeOptions(room) {
  const o = room.options || {};
  const c = o.config || {};
  const rows = [
    [t("max_players"), o.max_players],
    [t("turn_seconds"), o.turn_seconds],
    [t("timeout"), timeoutText(o.timeout)],
    [t("bot_speed"), botSpeedText(o.bot_delay_ms ?? 600)],
  ];
  if (o.autopilot_after !== undefined) {
    rows.push([t("autopilot_label"), o.autopilot_after ? tn("autopilot_after_n", o.autopilot_after) : t("autopilot_never")]);
  }
  if (room.game === "dominion") { // issue 14: sets, editions, kingdom
    rows.push([t("private"), o.private ? t("yes") : t("no")], ...dominionOptionRows(c));
    return h("dl", { class: "options" }, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, String(v))]));
  }
  rows.push(
    [t("private"), o.private ? t("yes") : t("no")],
    [t("cfg_city_target"), c.city_target ? tn("districts_n", c.city_target) : t("city_target_rules")],
    ...lineupRows(c), // issue 11: the lineup by name, "random" uniques (lineup_editor.js)
    [t("crown_first"), crownText(room)],
  );
  if (c.selection) rows.push([t("cfg_selection"), t(`cfg_selection_${c.selection}`)]);
  if (c.characters_per_player) rows.push([t("cfg_characters_per_player"), tn("characters_n", c.characters_per_player)]);
  return h("dl", { class: "options" }, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, String(v))]));
}

export function renderRoom(app) {
  const room = app.room;
  const me = room.your_seat;
  const owner = me !== null && me === room.owner;
  const max = room.options?.max_players ?? room.seats.length;
  const seats = [];
  for (let i = 0; i < Math.max(max, room.seats.length); i++) {
    const s = room.seats.find((x) => x.seat === i) || (i < room.seats.length ? room.seats[i] : null);
    seats.push(s);
  }
  const seatList = h("ol", { class: "seats" }, room.seats.map((s) => h("li", {
    class: ["seat", s.bot && "bot", s.connected ? "online" : "offline", s.seat === me && "me", s.external && "external"],
    dataset: { seat: String(s.seat) },
  },
  h("span", { class: "dot", title: s.connected ? t("online") : t("away") }),
  h("span", { class: "seat-name" }, s.name),
  s.seat === room.owner ? h("span", { class: "badge" }, t("owner")) : null,
  s.bot ? h("span", { class: "badge bot-level", title: levelDescription(s.level), dataset: { level: s.level || "" } }, `${t("bot")} · ${levelName(s.level)}`) : null,
  s.autopilot ? h("span", { class: "badge autopilot", title: t("autopilot_title") }, t("autopilot_for", { name: s.name })) : null,
  s.external ? externalBadge(s) : null,
  owner && s.seat !== me && !s.bot && !s.external ? h("button", { type: "button", class: "danger small kick", onclick: () => app.request({ type: "kick", seat: s.seat }) }, t("kick")) : null,
  // A bot program's seat is freed with a kick (its token dies with it).
  owner && s.external && !room.started ? h("button", { type: "button", class: "secondary small kick remove-external", onclick: () => app.request({ type: "kick", seat: s.seat }) }, t("remove_bot")) : null,
  owner && s.bot ? h("button", { type: "button", class: "secondary small remove-bot", onclick: () => app.request({ type: "remove_bot", seat: s.seat }) }, t("remove_bot")) : null)),
  Array.from({ length: Math.max(0, max - room.seats.length) }, () => h("li", { class: "seat empty" }, t("free_seat"))));

  // The level survives the re-render that each new seat brings, and the
  // next room: it is kept in localStorage.
  // The chosen level's description stays readable where a narrow select
  // cuts its option text (a phone).
  const chosen = botLevel(room.game || "citadels");
  const levelHint = h("p", { class: "hint bot-level-desc", id: "bot-level-desc" }, levelDescription(chosen));
  const level = h("select", { name: "bot_level", id: "bot-level", onchange: (ev) => {
    localStorage.setItem(BOT_LEVEL_KEY, ev.target.value);
    levelHint.textContent = levelDescription(ev.target.value);
  } }, botLevels(room.game || "citadels").map((l) => levelOption(l, chosen)));
  const controls = owner ? h("div", { class: "owner-controls" },
    h("div", { class: "row add-bot-row" },
      h("label", { class: "field" }, h("span", {}, t("bot_level")), level),
      h("button", { type: "button", class: "secondary", id: "add-bot", disabled: room.seats.length >= max, onclick: () => app.request({ type: "add_bot", level: level.value }) }, t("add_bot"))),
    levelHint,
    room.started ? null : inviteControl(app, room, room.seats.length >= max),
    h("div", { class: "row" },
      h("button", { type: "button", class: "secondary", id: "edit-options", onclick: () => openRoomDialog(app, room) }, t("room_options")),
      h("button", { type: "button", class: "primary", id: "start-game", disabled: room.seats.length < 2, onclick: () => startGame(app, room) }, t("start"))),
    startHint(room)) : h("p", { class: "hint" }, room.spectating ? t("spectating") : t("waiting_for_owner"));

  return h("div", { class: "room-screen" },
    h("div", { class: "room-main" },
      h("div", { class: "room-head" },
        h("h2", {}, room.name, room.options?.private ? [" ", lockIcon()] : null, " ", h("span", { class: "badge game-badge" }, gameName(room.game || "citadels"))),
        h("button", { type: "button", class: "secondary", id: "leave-room", onclick: () => confirmLeave(app) }, t("leave"))),
      h("h3", {}, t("seats"), ` ${room.seats.length}/${max}`),
      seatList,
      controls,
      h("h3", {}, t("room_options")),
      describeOptions(room)),
    app.chatPanel());
}

// Start (a random first crown is drawn by the engine from the game's seed).
function startGame(app, room) {
  app.request({ type: "start" });
}

// A finished game: its owner may start a rematch (same room, seats and
// options; issue 10 §5); the others are told that the owner can. The
// server answers with the room before its start: main.js shows the room.
export function rematchBar(app) {
  const room = app.room;
  // The server sends no new `room` when a game ends: game_over says it.
  const finished = room?.finished || app.over || app.game?.view?.outcome;
  if (!finished || room.your_seat === null || room.your_seat === undefined) return null;
  if (room.your_seat !== room.owner) {
    const owner = room.seats.find((s) => s.seat === room.owner);
    return h("p", { class: "rematch-bar hint", id: "rematch-hint" }, t("rematch_by_owner", { name: owner?.name ?? "?" }));
  }
  return h("div", { class: "rematch-bar" },
    h("button", { type: "button", class: "primary", id: "rematch", onclick: () => {
      app.request({ type: "rematch" });
    } }, t("rematch")),
    h("small", {}, t("rematch_hint")));
}

// The chat: messages of this room and a line to write one.
export function renderChat(app) {
  const list = h("ol", { class: "chat-list", "aria-live": "polite" }, app.chat.map((m) => h("li", {},
    h("span", { class: "from" }, m.from), m.seat === null ? h("small", {}, ` (${t("spectator")})`) : null, ": ", m.text)));
  const input = h("input", { name: "chat", maxlength: "500", placeholder: t("chat_placeholder"), autocomplete: "off" });
  const form = h("form", { class: "chat-form", onsubmit: (ev) => {
    ev.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    app.request({ type: "chat", text });
    input.value = "";
  } }, input, h("button", { type: "submit", class: "secondary" }, t("send")));
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return h("section", { class: "chat" }, h("h3", {}, t("chat")), list, form);
}
