// room_dialog.js — the dialog to create a room or change its options, in
// the players' words rather than the wire's.
//
// The server's options (docs/protocol.md) come first, then the engine's own
// options as its catalogue lists them (GET /api/catalog). Keys whose raw
// value means nothing to a player get a control of their own: the districts
// that end the game and the characters per player are "as the rules say" or
// a count; the first crown is "the room owner", "a random player" or
// "nobody" — never a seat number; the bot pause is a speed. Keys the client
// does not know yet still get a plain editor from their catalogue kind, so
// a new engine option needs no client change to be settable. The cards
// (lineup, free choice, uniques) have their own editor (lineup_editor.js),
// and a refused choice shows the engine's reason translated. Only engine
// keys that differ from the engine's defaults are sent, so the engine keeps
// choosing what the rules make depend on the player count.
//
// The settings of the last room created or saved are remembered
// (localStorage, never the password or the name) and fill the next
// create dialog.

import { h, fill } from "./dom.js";
import { t, tn, currentLang, characterName, districtName } from "./i18n.js";
import { catalog } from "./catalog.js";
import { rulesHref } from "./rules_link.js";
import { lineupEditor, LINEUP_KEYS } from "./lineup_editor.js";
import { rulesetSelect, rulesetCatalog, darkCityEditor, DEFAULT_RULES } from "./ruleset_editor.js";
import { botLevels, timeoutText } from "./bot_levels.js";
import { gameName } from "./i18n.js";
import { dominionEditor, DOMINION_MAX_SEATS } from "./dominion/room.js";

const SETTINGS_KEY = "guildhall.room_settings";

// Bot pauses offered as speeds (ms); "normal" is the server's default.
export const BOT_SPEEDS = [["instant", 0], ["fast", 250], ["normal", 600], ["slow", 1500]];
// The server's default for autopilot_after (§4 of issue 10's interfaces).
const AUTOPILOT_DEFAULT = 2;
// The engine's first_crown for "a random seat" (src/citadels/state.h).
const CROWN_RANDOM = -2;
const AUTOPILOT_MAX = 10;

// ---- remembered settings ----

export function rememberedSettings() {
  try {
    const s = JSON.parse(localStorage.getItem(SETTINGS_KEY) || "null");
    return s && typeof s === "object" ? s : null;
  } catch { return null; }
}

function remember(options, crown, game) {
  const { name, password, ...rest } = options; // never kept: the name is per room, the password secret
  try { localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...rest, crown, game })); } catch { /* a convenience */ }
}

// The games a room can play (issue 14: Dominion beside Citadels).
const GAMES = ["citadels", "dominion"];

// The first crown in words: the room owner, a player by name, nobody, or a
// random player (first_crown -2: the engine draws the seat from the game's
// seed at the start, so the seed's commitment covers it).
export function crownText(room) {
  const fc = room.options?.config?.first_crown ?? 0; // the engine's default: seat 0
  if (fc === CROWN_RANDOM) return t("crown_random");
  if (fc < 0) return t("crown_nobody");
  if (fc === room.owner) return t("crown_owner");
  const seat = room.seats?.find((s) => s.seat === fc);
  return seat ? seat.name : t("crown_owner");
}

// ---- small pieces ----

function field(label, input, hint) {
  return h("label", { class: "field" }, h("span", {}, label), input, hint ? h("small", {}, hint) : null);
}

function numberInput(name, value, min, max) {
  return h("input", { type: "number", name, value: String(value), min: String(min), max: String(max), required: true });
}

function select(name, choices, current) {
  return h("select", { name }, choices.map(([value, label]) => h("option", { value: String(value), selected: String(current) === String(value) }, label)));
}

// "As the rules say" or a count (1..max), for int keys where 0 means "by the
// rules". `unit` names the plural key for the count.
function countSelect(spec, current, rulesLabel, unit) {
  const choices = [["0", rulesLabel]];
  for (let n = Math.max(1, spec.min); n <= spec.max; n++) choices.push([String(n), tn(unit, n)]);
  const sel = select(`cfg_${spec.key}`, choices, current ?? spec.default ?? 0);
  sel.read = () => Number(sel.value);
  return sel;
}

// ---- the engine's options ----

// Who holds the crown at the start. `crown` is the remembered or current
// choice: "owner", "random", "nobody", or a seat held by someone else
// (set by another client), shown by that player's name.
function crownEditor(room, crown) {
  const choices = [["owner", t("crown_owner")], ["random", t("crown_random")], ["nobody", t("crown_nobody_deal")]];
  const seat = typeof crown === "number" ? room?.seats.find((s) => s.seat === crown) : null;
  if (seat) choices.push([String(crown), seat.name]);
  const sel = select("cfg_first_crown", choices, crown);
  const el = field(t("crown_first"), sel);
  // "nobody" needs the deal (the draft starts with the crown's pick).
  el.sync = (selection) => {
    const nobody = sel.querySelector("option[value=nobody]");
    nobody.disabled = selection !== "deal";
    if (nobody.disabled && sel.value === "nobody") sel.value = "owner";
  };
  el.choice = () => sel.value;
  el.read = () => {
    if (sel.value === "random") return CROWN_RANDOM;
    if (sel.value === "nobody") return -1;
    if (sel.value === "owner") return room ? room.owner : 0; // the creator takes seat 0
    return Number(sel.value);
  };
  el.always = true; // sent even when equal to the engine's default (seat 0)
  return el;
}

// The crown choice a room's config stands for.
function crownChoice(room, config) {
  const fc = config.first_crown;
  if (fc === CROWN_RANDOM) return "random";
  if (fc === undefined) return "owner";
  if (fc < 0) return "nobody";
  if (!room || fc === room.owner) return "owner";
  return fc;
}

function configEditors(cat, config, room, crown) {
  // The cards (lineup, free choice, uniques and their options): one editor
  // for the six keys, first (lineup_editor.js). Issue 12: a rule set without
  // the 2016 lineups (Dark City) has its own cards editor, classic none.
  const keys = new Set(cat.config.map((k) => k.key));
  const cards = keys.has("lineup") ? lineupEditor(cat, config)
    : keys.has("characters") && cat.ruleset ? darkCityEditor(cat, config) : null;
  return [cards, ...cat.config.map((spec) => {
    const cur = config[spec.key];
    let el;
    if (LINEUP_KEYS.has(spec.key) || spec.key === "rules") {
      return null;
    } else if (spec.key === "first_crown") {
      el = crownEditor(room, crown);
    } else if (spec.key === "city_target") {
      const sel = countSelect(spec, cur, t("city_target_rules"), "districts_n");
      el = field(t("cfg_city_target"), sel);
      el.read = sel.read;
    } else if (spec.key === "characters_per_player") {
      const sel = countSelect(spec, cur, t("chars_per_player_rules"), "characters_n");
      el = field(t("cfg_characters_per_player"), sel);
      el.read = sel.read;
      el.dealOnly = true;
    } else if (spec.kind === "int") {
      const input = numberInput(`cfg_${spec.key}`, cur ?? spec.default, spec.min, spec.max);
      el = field(t(`cfg_${spec.key}`), input);
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
  })].filter(Boolean);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The rules page of the room's rule set (issue 10 §8), in a new tab.
function rulesLink(options) {
  return h("a", { href: rulesHref(options, currentLang()), target: "_blank", rel: "noopener", class: "rules-link" }, t("rules_read"));
}

function botSpeedSelect(current) {
  const choices = BOT_SPEEDS.map(([id, ms]) => [ms, t(`bot_speed_${id}`)]);
  if (!BOT_SPEEDS.some(([, ms]) => ms === current)) {
    choices.push([current, t("bot_pause_s", { s: (current / 1000).toLocaleString(currentLang()) })]);
  }
  return select("bot_delay_ms", choices, current);
}

function autopilotSelect(current) {
  const choices = [[0, t("autopilot_never")]];
  for (let n = 1; n <= AUTOPILOT_MAX; n++) choices.push([n, tn("autopilot_after_n", n)]);
  return select("autopilot_after", choices, current);
}

// ---- the dialog ----

// room: the current room (edit its options) or null (create a new one).
export function openRoomDialog(app, room) {
  const cat = catalog("citadels");
  const saved = room ? null : rememberedSettings();
  // The room's game, or for a new room the last one created (Citadels by default).
  let game = room ? room.game || "citadels" : GAMES.includes(saved?.game) ? saved.game : "citadels";
  const o = room?.options || saved || {};
  // A remembered config belongs to the game it was made for.
  const config = (room || (saved?.game || "citadels") === game ? o.config : null) || {};
  const crown = room ? crownChoice(room, config) : saved?.crown ?? "owner";
  const form = h("form", { method: "dialog", class: "room-form" });
  const name = h("input", { name: "name", maxlength: "64", value: room?.options?.name || t("default_room_name", { name: app.conn.name }), required: true });
  const maxPlayers = numberInput("max_players", o.max_players ?? 6, 2, 8);
  const turnSeconds = numberInput("turn_seconds", o.turn_seconds ?? 90, 1, 3600);
  // Who plays a timed-out seat: a random move, or any bot level by name
  // ("bot", the strongest, only when a room already has it).
  const timeoutChoices = [["random", timeoutText("random")],
    ...botLevels(game).filter((l) => l !== "random").map((l) => [l, timeoutText(l)])];
  if (o.timeout === "bot") timeoutChoices.push(["bot", timeoutText("bot")]);
  const timeout = select("timeout", timeoutChoices, timeoutChoices.some(([v]) => v === o.timeout) ? o.timeout : "random");
  const botDelay = botSpeedSelect(o.bot_delay_ms ?? 600);
  const autopilotBefore = room ? (o.autopilot_after ?? AUTOPILOT_DEFAULT) : AUTOPILOT_DEFAULT;
  const autopilot = autopilotSelect(o.autopilot_after ?? AUTOPILOT_DEFAULT);
  const wasPrivate = !!room?.options?.private;
  const priv = h("input", { type: "checkbox", name: "private", checked: !!o.private });
  const password = h("input", { type: "password", name: "password", maxlength: "128", autocomplete: "new-password",
    placeholder: wasPrivate ? t("password_keep") : "" });
  const passwordField = field(t("password"), password, wasPrivate ? t("password_keep_hint") : null);
  const showPassword = () => { passwordField.hidden = !priv.checked; };
  priv.addEventListener("change", showPassword);
  showPassword();
  // Issue 12: the rule set first; the options below are the ones it offers.
  const rulesets = cat?.rulesets || [];
  const rulesSel = rulesets.length ? rulesetSelect(rulesets, config.rules || DEFAULT_RULES) : null;
  const rulesNow = () => rulesSel?.value || DEFAULT_RULES;
  let editors = [];
  const editorBox = h("div", { class: "ruleset-options" });
  const buildEditors = () => {
    const rs = rulesets.find((r) => r.id === rulesNow());
    // Switching the rule set starts from that set's defaults.
    const cfg = rulesNow() === (config.rules || DEFAULT_RULES) ? config : {};
    editors = cat ? configEditors(rulesetCatalog(cat, rs), cfg, room, crown) : [];
    editorBox.replaceChildren(...editors);
    syncSelection();
  };
  const selectionSel = () => form.querySelector("select[name=cfg_selection]");
  const syncSelection = () => {
    const selection = selectionSel()?.value || "draft";
    for (const ed of editors) {
      if (ed.dealOnly) ed.hidden = selection !== "deal";
      ed.sync?.(selection);
    }
  };
  const error = h("p", { class: "form-error", role: "alert" });
  const rulesLinkEl = h("span", { class: "rules-link-slot" }, rulesLink(o));
  rulesSel?.addEventListener("change", () => {
    buildEditors();
    rulesLinkEl.replaceChildren(rulesLink({ config: { rules: rulesNow() } }));
  });
  buildEditors();
  // Issue 14: the game. A new room chooses it; a room keeps the game it was made for.
  const citadelsOnly = [];
  const domBox = h("div", { class: "dominion-options" });
  let domEditor = null;
  const showGame = () => {
    const dom = game === "dominion";
    for (const el of citadelsOnly) el.hidden = dom;
    domBox.hidden = !dom;
    if (dom && !domEditor) {
      domEditor = dominionEditor(game === (room?.game || saved?.game) ? config : {});
      domBox.replaceChildren(domEditor);
    }
    maxPlayers.max = String(dom ? DOMINION_MAX_SEATS : 8);
    if (dom && Number(maxPlayers.value) > DOMINION_MAX_SEATS) maxPlayers.value = String(DOMINION_MAX_SEATS);
  };
  const gameSel = room ? null : h("select", { name: "game", id: "room-game", onchange: (ev) => { game = ev.target.value; showGame(); } },
    GAMES.map((g) => h("option", { value: g, selected: g === game }, gameName(g))));
  const rulesetField = rulesSel ? h("label", { class: "field ruleset-field" }, h("span", {}, t("ruleset_label")), rulesSel) : null;
  citadelsOnly.push(editorBox, rulesLinkEl);
  if (rulesetField) citadelsOnly.push(rulesetField);

  fill(form,
    h("h2", {}, room ? t("room_options") : t("create_room")),
    gameSel ? field(t("game"), gameSel) : h("p", { class: "hint room-game" }, gameName(game)),
    field(t("room_name"), name),
    h("div", { class: "row" }, field(t("max_players"), maxPlayers), field(t("turn_seconds"), turnSeconds)),
    h("div", { class: "row" }, field(t("timeout"), timeout), field(t("bot_speed"), botDelay)),
    field(t("autopilot_label"), autopilot, t("autopilot_hint")),
    h("div", { class: "row private-row" }, h("label", { class: "check" }, priv, t("private_room")), passwordField),
    h("details", { class: "engine-options", open: true },
      h("summary", {}, t("rules_options"), " ", rulesLinkEl),
      rulesetField,
      editorBox,
      domBox),
    error,
    h("menu", { class: "dialog-buttons" },
      h("button", { type: "button", class: "secondary", value: "cancel", onclick: () => dialog.close() }, t("cancel")),
      h("button", { type: "submit", class: "primary", id: "room-form-submit" }, room ? t("save") : t("create"))));
  form.addEventListener("change", (ev) => { if (ev.target.name === "cfg_selection") syncSelection(); });
  showGame();

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
    // autopilot_after only when it differs from what the room has (the
    // server's default for a new room): set_options changes only what it is given.
    if (Number(autopilot.value) !== autopilotBefore) options.autopilot_after = Number(autopilot.value);
    if (!priv.checked) options.private = false;
    else if (password.value) options.password = password.value;
    else if (!wasPrivate) { error.textContent = t("password_needed"); password.focus(); return; }
    let cfg = {};
    let crownChoiceNow = "owner";
    if (game === "dominion") {
      const read = domEditor.read();
      if (typeof read === "string") { error.textContent = read; return; }
      cfg = read;
    }
    for (const ed of game === "dominion" ? [] : editors) {
      if (ed.dealOnly && ed.hidden) continue;
      if (ed.readMany) { Object.assign(cfg, ed.readMany()); continue; }
      const v = ed.read();
      if (ed.choice) crownChoiceNow = ed.choice();
      if (v !== undefined && (ed.always || !same(v, ed.spec.default))) cfg[ed.spec.key] = v;
    }
    if (game !== "dominion" && rulesNow() !== DEFAULT_RULES) cfg.rules = rulesNow();
    options.config = cfg;
    const msg = room ? { type: "set_options", options } : { type: "create_room", game, options };
    app.request(msg, (err) => { error.textContent = err; }, (r) => {
      const kept = ["owner", "random", "nobody"].includes(crownChoiceNow) ? crownChoiceNow : "owner";
      remember({ ...options, private: priv.checked, autopilot_after: Number(autopilot.value) }, kept, game);
      dialog.close();
    });
  });
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
