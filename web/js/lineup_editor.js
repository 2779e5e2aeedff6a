// lineup_editor.js — the room dialog's choice of cards (issue 11, setup):
// a named lineup (the first game or one of the six recommended lineups of
// the 2016 rules), or a free choice of one character per rank; the unique
// districts as the lineup has them, 14 drawn at random from the game's
// seed, or 14 chosen one by one; and the lineup options the rules leave to
// the table (rank 9 with 4–7 players, who stands in for the Emperor with 2
// players and for the Queen with 3–4).
//
// Everything comes from the catalogue (docs/protocol.md): the presets with
// their names in three languages, the characters and districts with their
// "playable" flags — a card the engine does not play yet is never offered,
// and a lineup containing one is shown but cannot be chosen. The editor
// writes the config keys `lineup`, `characters`, `uniques`,
// `ninth_character`, `emperor_substitute` and `queen_substitute`, only
// those that differ from the engine's defaults.

import { h } from "./dom.js";
import { t, currentLang, characterName, districtName } from "./i18n.js";
import { catalog } from "./catalog.js";

// The config keys this editor owns; the dialog leaves them to it.
export const LINEUP_KEYS = new Set(["characters", "uniques", "lineup", "ninth_character",
  "emperor_substitute", "queen_substitute"]);

const FREE = "free";
const UNIQUES = 14; // DE16 "Gesamter Aufbau" (the catalogue's uniques.size)

function field(label, input) {
  return h("label", { class: "field" }, h("span", {}, label), input);
}

function presetName(p) {
  return p.names?.[currentLang()] || p.names?.en || p.id;
}

// config: the room's current config (only what it set), or {}.
export function lineupEditor(cat, config) {
  const spec = (key) => cat.config.find((k) => k.key === key) || {};
  const size = spec("uniques").size || UNIQUES;
  const presets = cat.presets;
  const playableChars = [...cat.characters.values()].filter((c) => c.playable);
  const ranks = [...new Set([...cat.characters.values()].map((c) => c.rank))].sort((a, b) => a - b);
  const playableUniques = cat.uniques.filter((d) => d.playable)
    .sort((a, b) => districtName(a.kind).localeCompare(districtName(b.kind), currentLang()));

  // The lineup: a preset (not playable ones shown, disabled) or free choice.
  const lineupSel = h("select", { name: "cfg_lineup" },
    presets.map((p) => h("option", { value: p.id, disabled: !p.playable },
      p.playable ? presetName(p) : t("lineup_not_playable", { name: presetName(p) }))),
    h("option", { value: FREE }, t("lineup_free")));

  // Free choice: one playable character per rank; rank 9 may be left out.
  const rankSels = new Map(ranks.map((r) => [r, h("select", { name: `rank_${r}` },
    r === 9 ? h("option", { value: "" }, t("rank9_none")) : null,
    playableChars.filter((c) => c.rank === r).map((c) => h("option", { value: c.character }, characterName(c.character))))]));
  const free = h("div", { class: "lineup-custom" }, ranks.map((r) => field(`${r}.`, rankSels.get(r))));
  const setFree = (chars) => {
    for (const [r, sel] of rankSels) {
      const want = chars?.find((w) => cat.characters.get(w)?.rank === r);
      const ok = want && [...sel.options].some((o) => o.value === want);
      sel.value = ok ? want : sel.options[0]?.value ?? "";
    }
  };

  // The uniques: as the lineup has them, random, or 14 chosen.
  const uniquesSel = h("select", { name: "cfg_uniques_mode" },
    h("option", { value: "lineup" }, t("uniques_mode_lineup")),
    h("option", { value: "random" }, t("uniques_mode_random", { n: size })),
    h("option", { value: "choose" }, t("uniques_mode_choose", { n: size })));
  const boxes = playableUniques.map((d) => h("label", { class: "check", title: districtName(d.kind) },
    h("input", { type: "checkbox", value: d.kind }), districtName(d.kind)));
  const count = h("small", { class: "count" });
  const updateCount = () => {
    count.textContent = t("chosen_of", { n: boxes.filter((b) => b.firstChild.checked).length, of: size });
  };
  const chooser = h("div", { class: "unique-chooser", onchange: updateCount }, count, h("div", { class: "checks" }, boxes));
  const setBoxes = (kinds) => { for (const b of boxes) b.firstChild.checked = !!kinds?.includes(b.firstChild.value); updateCount(); };

  // The table's options of a lineup.
  const ninth = h("input", { type: "checkbox", name: "cfg_ninth_character", checked: !!config.ninth_character });
  const subst = (key, choices, cur) => {
    const sel = h("select", { name: `cfg_${key}` }, choices.map((w) => h("option", { value: w, selected: cur === w }, characterName(w))));
    return Object.assign(field(t(`cfg_${key}`), sel), { sel });
  };
  const emperorSub = subst("emperor_substitute", spec("emperor_substitute").choices || ["king", "patrician"], config.emperor_substitute);
  const queenSub = subst("queen_substitute", spec("queen_substitute").choices || ["artist", "tax_collector"], config.queen_substitute);

  const currentPreset = () => presets.find((p) => p.id === lineupSel.value);
  // The characters the table may meet: the preset's (with its rank 9) or the free choice.
  const chosenChars = () => {
    const p = currentPreset();
    return p ? [...p.characters, p.ninth] : [...rankSels.values()].map((s) => s.value).filter(Boolean);
  };
  const sync = () => {
    const isFree = lineupSel.value === FREE;
    free.hidden = !isFree;
    chooser.hidden = uniquesSel.value !== "choose";
    // A free choice has no uniques of its own: it starts from the first game's.
    uniquesSel.options[0].textContent = isFree ? t("uniques_mode_first_game") : t("uniques_mode_lineup");
    const chars = chosenChars();
    emperorSub.hidden = !chars.includes("emperor");
    queenSub.hidden = !chars.includes("queen");
    ninthField.hidden = isFree; // a free choice says its rank 9 itself
    showSummary();
  };
  const ninthField = h("label", { class: "check" }, ninth, t("cfg_ninth_character"));
  // What a named lineup holds: a name alone tells a player nothing.
  const summary = h("div", { class: "lineup-summary" });
  const showSummary = () => {
    const p = currentPreset();
    summary.hidden = !p;
    if (!p) return;
    const rank = (w) => cat.characters.get(w)?.rank ?? "";
    const chars = [...p.characters, p.ninth].filter(Boolean).map((w) => `${rank(w)}\u00a0${characterName(w)}`); // the rank stays with its name
    summary.replaceChildren(
      h("p", { class: "chars" }, chars.join(" · ")),
      h("p", { class: "uniques" }, `${t("cfg_uniques")}: `, (p.uniques || []).map(districtName).join(", ")));
  };

  // Start from the room's config.
  const given = presets.find((p) => p.id === config.lineup) || presets[0];
  if (Array.isArray(config.characters)) { lineupSel.value = FREE; setFree(config.characters); }
  else { lineupSel.value = given?.playable ? given.id : presets[0]?.id; setFree([...(given?.characters || []), given?.ninth]); }
  if (config.uniques === "random") uniquesSel.value = "random";
  else if (Array.isArray(config.uniques)) uniquesSel.value = "choose";
  setBoxes(Array.isArray(config.uniques) ? config.uniques : currentPreset()?.uniques || presets[0]?.uniques);

  lineupSel.addEventListener("change", () => {
    const p = currentPreset();
    if (p) { setFree([...p.characters, p.ninth]); if (uniquesSel.value !== "choose") setBoxes(p.uniques); }
    sync();
  });
  uniquesSel.addEventListener("change", sync);
  for (const sel of rankSels.values()) sel.addEventListener("change", sync);

  const el = h("fieldset", { class: "lineup-editor" },
    h("legend", {}, t("cfg_characters")),
    field(t("lineup_label"), lineupSel), summary, free, ninthField, emperorSub, queenSub,
    field(t("cfg_uniques"), uniquesSel), chooser);
  sync();

  // The config keys to send (only what differs from the engine's defaults).
  el.readMany = () => {
    const out = {};
    const p = currentPreset();
    if (p && p.id !== presets[0]?.id) out.lineup = p.id;
    if (!p) out.characters = chosenChars();
    if (p && ninth.checked) out.ninth_character = true;
    if (!emperorSub.hidden && emperorSub.sel.value !== emperorSub.sel.options[0].value) out.emperor_substitute = emperorSub.sel.value;
    if (!queenSub.hidden && queenSub.sel.value !== queenSub.sel.options[0].value) out.queen_substitute = queenSub.sel.value;
    if (uniquesSel.value === "random") out.uniques = "random";
    if (uniquesSel.value === "choose") out.uniques = boxes.filter((b) => b.firstChild.checked).map((b) => b.firstChild.value);
    return out;
  };
  return el;
}

// A config refusal's reason (the error's "reason": {key, card, n}) in the
// player's language, or "" for a reason this client does not know.
export function configReasonText(reason) {
  if (!reason?.key) return "";
  const key = `config_reason_${reason.key}`;
  const card = reason.card ? (characterName(reason.card) !== reason.card ? characterName(reason.card) : districtName(reason.card)) : "";
  const s = t(key, { card, n: reason.n ?? 0 });
  return s === key ? "" : s;
}

// The room screen's rows for a config's cards: [label, text] pairs (the
// lineup by name or the free choice's characters, and the uniques).
export function lineupRows(config) {
  const c = config || {};
  const preset = catalog("citadels")?.presets.find((p) => p.id === (c.lineup || "first_game"));
  const rows = [[t("cfg_characters"), c.characters ? c.characters.map(characterName).join(", ")
    : preset ? presetName(preset) : t("lineup_rules")]];
  if (c.ninth_character) rows.push([t("cfg_ninth_character"), t("yes")]);
  if (c.uniques === "random") rows.push([t("cfg_uniques"), t("uniques_mode_random", { n: UNIQUES })]);
  else if (Array.isArray(c.uniques)) rows.push([t("cfg_uniques"), t("chosen_n", { n: c.uniques.length })]);
  return rows;
}
