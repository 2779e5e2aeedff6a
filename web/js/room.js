// room.js — a room before its game starts (seats, owner controls, options)
// and the chat panel that rooms and tables share.
//
// Only the owner sees kick, bot and start buttons and may change options;
// the server checks that again (docs/protocol.md: not_owner), so these are
// conveniences, not the guard.

import { h } from "./dom.js";
import { t, characterName } from "./i18n.js";
import { openRoomDialog, lockIcon } from "./lobby.js";

export const BOT_LEVELS = ["random", "greedy"];

function describeOptions(room) {
  const o = room.options || {};
  const c = o.config || {};
  const rows = [
    [t("max_players"), o.max_players],
    [t("turn_seconds"), o.turn_seconds],
    [t("timeout"), o.timeout === "bot" ? t("timeout_bot") : t("timeout_random")],
    [t("private"), o.private ? t("yes") : t("no")],
    [t("cfg_city_target"), c.city_target ? c.city_target : t("by_rules")],
    [t("cfg_characters"), c.characters ? c.characters.map(characterName).join(", ") : t("lineup_rules")],
  ];
  if (c.uniques) rows.push([t("cfg_uniques"), t("chosen_n", { n: c.uniques.length })]);
  if (c.selection) rows.push([t("cfg_selection"), t(`cfg_selection_${c.selection}`)]);
  if (c.characters_per_player) rows.push([t("cfg_characters_per_player"), c.characters_per_player]);
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
    class: ["seat", s.bot && "bot", s.connected ? "online" : "offline", s.seat === me && "me"],
    dataset: { seat: String(s.seat) },
  },
  h("span", { class: "dot", title: s.connected ? t("online") : t("away") }),
  h("span", { class: "seat-name" }, s.name),
  s.seat === room.owner ? h("span", { class: "badge" }, t("owner")) : null,
  s.bot ? h("span", { class: "badge" }, `${t("bot")} · ${t(`bot_${s.level}`)}`) : null,
  owner && s.seat !== me && !s.bot ? h("button", { type: "button", class: "danger small kick", onclick: () => app.request({ type: "kick", seat: s.seat }) }, t("kick")) : null,
  owner && s.bot ? h("button", { type: "button", class: "secondary small remove-bot", onclick: () => app.request({ type: "remove_bot", seat: s.seat }) }, t("remove_bot")) : null)),
  Array.from({ length: Math.max(0, max - room.seats.length) }, () => h("li", { class: "seat empty" }, t("free_seat"))));

  const level = h("select", { name: "bot_level" }, BOT_LEVELS.map((l) => h("option", { value: l }, t(`bot_${l}`))));
  const controls = owner ? h("div", { class: "owner-controls" },
    h("div", { class: "row" }, level,
      h("button", { type: "button", class: "secondary", id: "add-bot", disabled: room.seats.length >= max, onclick: () => app.request({ type: "add_bot", level: level.value }) }, t("add_bot"))),
    h("button", { type: "button", class: "secondary", id: "edit-options", onclick: () => openRoomDialog(app, room) }, t("room_options")),
    h("button", { type: "button", class: "primary", id: "start-game", disabled: room.seats.length < 2, onclick: () => app.request({ type: "start" }) }, t("start"))) : h("p", { class: "hint" }, room.spectating ? t("spectating") : t("waiting_for_owner"));

  return h("div", { class: "room-screen" },
    h("div", { class: "room-main" },
      h("div", { class: "room-head" },
        h("h2", {}, room.name, room.options?.private ? [" ", lockIcon()] : null),
        h("button", { type: "button", class: "secondary", id: "leave-room", onclick: () => app.request({ type: "leave_room" }) }, t("leave"))),
      h("h3", {}, t("seats"), ` ${room.seats.length}/${max}`),
      seatList,
      controls,
      h("h3", {}, t("room_options")),
      describeOptions(room)),
    app.chatPanel());
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
