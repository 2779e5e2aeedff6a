// lobby.js — the room list and the dialogs to create a room, change its
// options, and enter a password.
//
// The list is pushed by the server (`rooms` once, then `rooms_delta` while
// watching; main.js applies them); an entry holds only what a row shows. The
// create/options dialog has the server's room options and, below them, the
// engine's own options as its catalogue describes them (docs/protocol.md,
// GET /api/catalog): a lineup of one character per rank, a set of unique
// districts, numbers, choices and switches. Only engine keys that differ
// from the engine's defaults are sent, so the engine keeps choosing what the
// rules make depend on the player count (e.g. the rank-9 character).

import { h, fill } from "./dom.js";
import { t, characterName, districtName, gameName } from "./i18n.js";
import { catalog } from "./catalog.js";

export function renderLobby(app) {
  const rooms = app.rooms || [];
  const list = rooms.length
    ? h("table", { class: "rooms" },
      h("thead", {}, h("tr", {}, [t("room_name"), t("game"), t("seats"), t("players"), t("status"), ""].map((s) => h("th", {}, s)))),
      h("tbody", {}, rooms.map((r) => roomRow(app, r))))
    : h("p", { class: "empty" }, t("no_rooms"));
  return h("div", { class: "lobby" },
    h("div", { class: "lobby-head" },
      h("h2", {}, t("lobby")),
      h("button", { type: "button", class: "primary", id: "create-room", onclick: () => openRoomDialog(app, null) }, t("create_room"))),
    list,
    recentGames(app.recent || []));
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
  if (c.city_target) parts.push(t("target_short", { n: c.city_target }));
  if (c.selection === "deal") parts.push(t("sel_deal"));
  return parts.join(" · ");
}

function roomRow(app, r) {
  const full = r.seats_taken >= r.max_players;
  return h("tr", { dataset: { room: String(r.id) } },
    h("td", {}, r.private ? lockIcon() : null, r.name),
    h("td", {}, h("span", {}, gameName(r.game)), h("small", { class: "summary" }, optionSummary(r))),
    h("td", {}, `${r.seats_taken}/${r.max_players}`),
    h("td", { class: "players" }, (r.players || []).join(", ")),
    h("td", {}, statusText(r), r.spectators ? h("small", {}, t("spectators_n", { n: r.spectators })) : null),
    h("td", { class: "row-actions" },
      !r.started && !full ? h("button", { type: "button", class: "join", onclick: () => app.joinRoom(r, "join_room") }, t("join")) : null,
      h("button", { type: "button", class: "secondary watch", onclick: () => app.joinRoom(r, "spectate") }, t("watch"))));
}

// ---- the create / options dialog ----

function field(label, input, hint) {
  return h("label", { class: "field" }, h("span", {}, label), input, hint ? h("small", {}, hint) : null);
}

function numberInput(name, value, min, max) {
  return h("input", { type: "number", name, value: String(value), min: String(min), max: String(max), required: true });
}

// The lineup editor: a preset, or a character per rank.
function lineupEditor(cat, current) {
  const byRank = new Map();
  for (const c of cat.characters.values()) {
    if (!byRank.has(c.rank)) byRank.set(c.rank, []);
    byRank.get(c.rank).push(c.character);
  }
  const ranks = [...byRank.keys()].sort((a, b) => a - b);
  const presetSel = h("select", { name: "lineup_preset" },
    h("option", { value: "" }, t("lineup_rules")),
    cat.presets.map((p) => h("option", { value: p.id }, t(`preset_${p.id}`))),
    h("option", { value: "custom" }, t("lineup_custom")));
  const custom = h("div", { class: "lineup-custom" }, ranks.map((r) => {
    const sel = h("select", { name: `rank_${r}` },
      r === 9 ? h("option", { value: "" }, t("rank9_none")) : null,
      byRank.get(r).map((w) => h("option", { value: w }, characterName(w))));
    return field(`${r}.`, sel);
  }));
  const set = (chars) => {
    for (const r of ranks) {
      const sel = custom.querySelector(`[name=rank_${r}]`);
      sel.value = chars?.find((w) => cat.characters.get(w)?.rank === r) || (r === 9 ? "" : byRank.get(r)[0]);
    }
  };
  presetSel.addEventListener("change", () => {
    const p = cat.presets.find((x) => x.id === presetSel.value);
    if (p) set(p.characters);
    custom.hidden = presetSel.value !== "custom";
  });
  if (current) { presetSel.value = "custom"; set(current); } else { set(null); }
  custom.hidden = presetSel.value !== "custom";
  const el = h("fieldset", { class: "lineup-editor" }, h("legend", {}, t("cfg_characters")), presetSel, custom);
  el.read = () => {
    if (!presetSel.value) return undefined;
    const p = cat.presets.find((x) => x.id === presetSel.value);
    if (p) return p.characters;
    return ranks.map((r) => custom.querySelector(`[name=rank_${r}]`).value).filter(Boolean);
  };
  return el;
}

function setEditor(key, choices, current, dflt) {
  const chosen = new Set(current || dflt || []);
  const count = h("small", { class: "count" });
  const boxes = choices.map((w) => h("label", { class: "check", title: districtName(w) },
    h("input", { type: "checkbox", value: w, checked: chosen.has(w) }), districtName(w)));
  const update = () => { count.textContent = t("chosen_n", { n: boxes.filter((b) => b.firstChild.checked).length }); };
  const el = h("fieldset", { class: "set-editor", onchange: update }, h("legend", {}, t(`cfg_${key}`), " ", count), h("div", { class: "checks" }, boxes));
  update();
  el.read = () => boxes.filter((b) => b.firstChild.checked).map((b) => b.firstChild.value);
  return el;
}

function configEditors(cat, config) {
  return cat.config.map((spec) => {
    const cur = config[spec.key];
    let el;
    if (spec.kind === "lineup") {
      el = lineupEditor(cat, cur);
    } else if (spec.kind === "set") {
      el = setEditor(spec.key, spec.choices, cur, spec.default);
    } else if (spec.kind === "int") {
      const input = numberInput(`cfg_${spec.key}`, cur ?? spec.default, spec.min, spec.max);
      el = field(t(`cfg_${spec.key}`), input, t(`cfg_${spec.key}_hint`) === `cfg_${spec.key}_hint` ? null : t(`cfg_${spec.key}_hint`));
      el.read = () => Number(input.value);
    } else if (spec.kind === "choice") {
      const sel = h("select", { name: `cfg_${spec.key}` }, spec.choices.map((c) => h("option", { value: c, selected: (cur ?? spec.default) === c }, t(`cfg_${spec.key}_${c}`))));
      el = field(t(`cfg_${spec.key}`), sel);
      el.read = () => sel.value;
    } else if (spec.kind === "bool") {
      const box = h("input", { type: "checkbox", name: `cfg_${spec.key}`, checked: cur ?? spec.default });
      el = h("label", { class: "check" }, box, t(`cfg_${spec.key}`));
      el.read = () => box.checked;
    } else {
      return null;
    }
    el.spec = spec;
    return el;
  }).filter(Boolean);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// room: the current room (edit its options) or null (create a new one).
export function openRoomDialog(app, room) {
  const cat = catalog("citadels");
  const o = room?.options || {};
  const config = o.config || {};
  const form = h("form", { method: "dialog", class: "room-form" });
  const name = h("input", { name: "name", maxlength: "64", value: o.name || t("default_room_name", { name: app.conn.name }), required: true });
  const maxPlayers = numberInput("max_players", o.max_players ?? 6, 2, 8);
  const turnSeconds = numberInput("turn_seconds", o.turn_seconds ?? 90, 1, 3600);
  const timeout = h("select", { name: "timeout" },
    h("option", { value: "random", selected: o.timeout !== "bot" }, t("timeout_random")),
    h("option", { value: "bot", selected: o.timeout === "bot" }, t("timeout_bot")));
  const botDelay = numberInput("bot_delay_ms", o.bot_delay_ms ?? 600, 0, 10000);
  const priv = h("input", { type: "checkbox", name: "private", checked: !!o.private });
  const password = h("input", { type: "password", name: "password", maxlength: "128", autocomplete: "new-password",
    placeholder: o.private ? t("password_keep") : "" });
  const editors = cat ? configEditors(cat, config) : [];
  const error = h("p", { class: "form-error", role: "alert" });

  fill(form,
    h("h2", {}, room ? t("room_options") : t("create_room")),
    field(t("room_name"), name),
    h("div", { class: "row" }, field(t("max_players"), maxPlayers), field(t("turn_seconds"), turnSeconds)),
    h("div", { class: "row" }, field(t("timeout"), timeout), field(t("bot_delay_ms"), botDelay)),
    h("div", { class: "row" }, h("label", { class: "check" }, priv, t("private")), field(t("password"), password)),
    h("details", { class: "engine-options", open: true }, h("summary", {}, t("rules_options")), editors),
    error,
    h("menu", { class: "dialog-buttons" },
      h("button", { type: "button", class: "secondary", value: "cancel", onclick: () => dialog.close() }, t("cancel")),
      h("button", { type: "submit", class: "primary", id: "room-form-submit" }, room ? t("save") : t("create"))));

  const dialog = h("dialog", { class: "room-dialog" }, form);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const options = {
      name: name.value.trim(),
      max_players: Number(maxPlayers.value),
      turn_seconds: Number(turnSeconds.value),
      timeout: timeout.value,
      bot_delay_ms: Number(botDelay.value),
    };
    if (password.value) options.password = password.value;
    else if (!priv.checked) options.private = false;
    else if (!o.private) { error.textContent = t("password_needed"); return; }
    const cfg = {};
    for (const ed of editors) {
      const v = ed.read();
      if (v !== undefined && !same(v, ed.spec.default)) cfg[ed.spec.key] = v;
    }
    options.config = cfg;
    const msg = room ? { type: "set_options", options } : { type: "create_room", game: "citadels", options };
    app.request(msg, (err) => { error.textContent = err; }, () => dialog.close());
  });
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
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
