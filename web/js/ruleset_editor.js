// ruleset_editor.js — issue 12: the room dialog's rule-set choice and the
// cards of a Dark City set.
//
// The catalogue lists the rule sets (rulesets[]: id, names, playable, the
// config keys each offers, its characters, uniques and defaults). The
// dialog offers them by name in the player's language — the ones not
// playable yet disabled — and shows only the options the chosen set offers,
// with that set's defaults (rulesetCatalog). A Dark City set offers its
// characters and buildings: one character per rank from the 18 (rank 9 may
// be left out; 2–3 players use 8) and the buildings as the set mixes them,
// random, or chosen (darkCityEditor). Which values are legal stays the
// engine's: a refused choice comes back with its reason.

import { h } from "./dom.js";
import { t, currentLang, characterName, districtName } from "./i18n.js";

export const DEFAULT_RULES = "2016";

export function rulesetName(rs) {
  return rs?.names?.[currentLang()] || rs?.names?.en || rs?.id || "";
}

// The select of rule sets: playable ones by name, the others disabled.
export function rulesetSelect(rulesets, current) {
  return h("select", { name: "cfg_rules" }, rulesets.map((rs) => h("option", {
    value: rs.id, disabled: !rs.playable, selected: rs.id === current,
  }, rs.playable ? rulesetName(rs) : t("ruleset_not_playable", { name: rulesetName(rs) }))));
}

// The catalogue as the chosen rule set sees it: only its keys (never "rules",
// which the select above sets), its defaults, its characters and uniques.
export function rulesetCatalog(cat, rs) {
  if (!rs) return cat;
  const keys = new Set(rs.keys || []);
  const chars = new Set(rs.characters || []);
  const uniques = new Set(rs.uniques || []);
  return {
    ...cat,
    config: cat.config.filter((k) => keys.has(k.key) && k.key !== "rules")
      .map((k) => (k.key in (rs.default || {}) ? { ...k, default: rs.default[k.key] } : k)),
    characters: new Map([...cat.characters].filter(([w]) => chars.has(w))),
    uniques: cat.uniques.filter((d) => uniques.has(d.kind)),
    ruleset: rs,
  };
}

function field(label, input) {
  return h("label", { class: "field" }, h("span", {}, label), input);
}

// A Dark City set: nine characters, one per rank, and its buildings.
export function darkCityEditor(cat, config) {
  const rs = cat.ruleset;
  const defaults = rs.default || {};
  const byRank = new Map();
  for (const w of rs.characters || []) {
    const r = cat.characters.get(w)?.rank;
    if (!r) continue;
    if (!byRank.has(r)) byRank.set(r, []);
    byRank.get(r).push(w);
  }
  const ranks = [...byRank.keys()].sort((a, b) => a - b);
  const start = Array.isArray(config.characters) ? config.characters : defaults.characters || [];
  const rankSels = new Map(ranks.map((r) => [r, h("select", { name: `rank_${r}` },
    r === 9 ? h("option", { value: "" }, t("rank9_none")) : null,
    byRank.get(r).map((w) => h("option", { value: w, selected: start.includes(w) }, characterName(w))))]));
  const chosenChars = () => [...rankSels.values()].map((s) => s.value).filter(Boolean);
  const startChars = chosenChars();

  const uniques = [...cat.uniques].sort((a, b) => districtName(a.kind).localeCompare(districtName(b.kind), currentLang()));
  const mode = h("select", { name: "cfg_uniques_mode" },
    h("option", { value: "set" }, t("ruleset_buildings_mix")),
    h("option", { value: "random" }, t("ruleset_buildings_random")),
    h("option", { value: "choose" }, t("ruleset_buildings_choose")));
  const want = Array.isArray(config.uniques) ? config.uniques : defaults.uniques || [];
  const boxes = uniques.map((d) => h("label", { class: "check", title: districtName(d.kind) },
    h("input", { type: "checkbox", value: d.kind, checked: want.includes(d.kind) }), districtName(d.kind)));
  const chooser = h("div", { class: "unique-chooser" }, h("div", { class: "checks" }, boxes));
  if (config.uniques === "random") mode.value = "random";
  else if (Array.isArray(config.uniques)) mode.value = "choose";
  const sync = () => { chooser.hidden = mode.value !== "choose"; };
  mode.addEventListener("change", sync);
  sync();

  const el = h("fieldset", { class: "lineup-editor ruleset-cards", dataset: { ruleset: rs.id } },
    h("legend", {}, t("ruleset_set_of_9")),
    h("div", { class: "lineup-custom" }, ranks.map((r) => field(`${r}.`, rankSels.get(r)))),
    field(t("ruleset_buildings"), mode), chooser);
  el.readMany = () => {
    const out = {};
    const chars = chosenChars();
    if (JSON.stringify(chars) !== JSON.stringify(startChars) || Array.isArray(config.characters)) out.characters = chars;
    if (mode.value === "random") out.uniques = "random";
    if (mode.value === "choose") out.uniques = boxes.filter((b) => b.firstChild.checked).map((b) => b.firstChild.value);
    return out;
  };
  return el;
}
