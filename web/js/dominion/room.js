// dominion/room.js — a Dominion room's engine options in the room dialog,
// the room screen and the lobby (config.c: players, sets, editions, and a
// kingdom that is random, a recommended set by name, or ten chosen cards).
//
// The sets, editions, presets and cards come from the catalogue
// (GET /api/catalog/dominion), so a set the engine adds appears here
// without a change. The players are the room's seats (the server sets
// "players" at the start), so the dialog offers 2–6 seats instead.

import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { catalog } from "../catalog.js";
import { cardName, cardCost, domCard, presetName, setWord } from "./cards.js";

export const DOMINION_MAX_SEATS = 6;

const raw = () => catalog("dominion")?.raw || { cards: [], presets: [], sets: ["base", "intrigue"] };

// Kingdom cards the chosen sets and editions allow.
function kingdomPool(sets, editions) {
  return raw().cards.filter((c) => c.set !== "basic" && sets.includes(c.set) && c.editions.some((e) => editions.includes(e)))
    .sort((a, b) => a.cost - b.cost || cardName(a.card).localeCompare(cardName(b.card)));
}

function presetsFor(sets, editions) {
  return raw().presets.filter((p) => sets.includes(p.set) && p.editions.some((e) => editions.includes(e)));
}

// The editor: an element with read() -> config, or a string (why not).
export function dominionEditor(config = {}) {
  const sets = new Set(config.sets || raw().sets);
  const editions = new Set(config.editions || [1, 2]);
  const chosen = new Set(config.kingdom || []);
  let mode = config.preset ? "preset" : config.kingdom ? "chosen" : "random";
  let preset = config.preset || "";

  const box = h("div", { class: "dom-options" });
  // A checkbox that puts `value` in `into` or takes it out.
  const toggle = (name, into, value, label) => {
    const cb = h("input", { type: "checkbox", name, checked: into.has(value), onchange: () => { cb.checked ? into.add(value) : into.delete(value); draw(); } });
    return h("label", { class: "check" }, cb, label);
  };
  const setBoxes = raw().sets.map((s) => toggle(`dom_set_${s}`, sets, s, setWord(s)));
  const edBoxes = [1, 2].map((e) => toggle(`dom_edition_${e}`, editions, e, t("dom_edition_n", { n: e })));
  const modeRadios = ["random", "preset", "chosen"].map((m) => {
    const r = h("input", { type: "radio", name: "dom_kingdom", value: m, checked: mode === m, onchange: () => { mode = m; draw(); } });
    return h("label", { class: "check" }, r, t(`dom_kingdom_${m}`));
  });
  const detail = h("div", { class: "dom-kingdom-detail" });

  function draw() {
    const s = [...sets], e = [...editions];
    if (mode === "preset") {
      const list = presetsFor(s, e);
      const all = list.length ? list : raw().presets;
      if (!all.some((p) => p.preset === preset)) preset = all[0]?.preset || "";
      const sel = h("select", { name: "dom_preset", onchange: (ev) => { preset = ev.target.value; draw(); } },
        all.map((p) => h("option", { value: p.preset, selected: p.preset === preset }, `${presetName(p)} — ${setWord(p.set)} ${p.editions.map((n) => t("dom_edition_n", { n })).join("/")}`)));
      const p = all.find((x) => x.preset === preset);
      detail.replaceChildren(h("label", { class: "field" }, h("span", {}, t("dom_preset")), sel),
        p ? h("div", { class: "dom-preset-cards cards" }, p.cards.map((c) => domCard(c, { small: true }))) : null);
    } else if (mode === "chosen") {
      const pool = kingdomPool(s, e);
      const poolSet = new Set(pool.map((c) => c.card));
      for (const c of [...chosen]) if (!poolSet.has(c)) chosen.delete(c);
      const counter = h("p", { class: ["hint", "dom-picked", chosen.size === 10 && "done"] }, t("dom_picked_n", { n: chosen.size }));
      const grid = h("div", { class: "dom-picker" }, pool.map((c) => {
        const cb = h("input", { type: "checkbox", name: "dom_pick", value: c.card, checked: chosen.has(c.card),
          onchange: () => {
            if (cb.checked && chosen.size >= 10) { cb.checked = false; return; }
            cb.checked ? chosen.add(c.card) : chosen.delete(c.card);
            counter.textContent = t("dom_picked_n", { n: chosen.size });
            counter.classList.toggle("done", chosen.size === 10);
          } });
        return h("label", { class: "dom-pick", dataset: { card: c.card } }, cb, domCard(c.card, { small: true, plain: true }));
      }));
      detail.replaceChildren(counter,
        h("button", { type: "button", class: "secondary small", id: "dom-pick-random", onclick: () => {
          chosen.clear();
          const shuffled = [...pool].sort(() => Math.random() - 0.5);
          for (const c of shuffled.slice(0, 10)) chosen.add(c.card);
          draw();
        } }, t("dom_pick_random")),
        grid);
    } else {
      detail.replaceChildren(h("p", { class: "hint" }, tn("dom_random_pool_n", kingdomPool(s, e).length)));
    }
  }
  draw();

  box.append(
    h("fieldset", { class: "dom-sets" }, h("legend", {}, t("dom_sets")), setBoxes),
    h("fieldset", { class: "dom-editions" }, h("legend", {}, t("dom_editions")), edBoxes),
    h("fieldset", { class: "dom-kingdom" }, h("legend", {}, t("dom_kingdom")), modeRadios, detail));
  box.read = () => {
    if (!sets.size) return t("dom_need_set");
    if (!editions.size) return t("dom_need_edition");
    const cfg = { sets: [...sets], editions: [...editions].sort() };
    if (mode === "preset" && preset) cfg.preset = preset;
    if (mode === "chosen") {
      if (chosen.size !== 10) return t("dom_need_ten");
      cfg.kingdom = [...chosen];
    }
    if (mode === "random" && kingdomPool(cfg.sets, cfg.editions).length < 10) return t("dom_need_ten");
    return cfg;
  };
  return box;
}

// The room screen's rows for a Dominion room's config.
export function dominionOptionRows(config = {}) {
  const c = config || {};
  const rows = [
    [t("dom_sets"), (c.sets || raw().sets).map(setWord).join(", ")],
    [t("dom_editions"), (c.editions || [1, 2]).map((n) => t("dom_edition_n", { n })).join(", ")],
  ];
  if (c.preset) {
    const p = raw().presets.find((x) => x.preset === c.preset);
    rows.push([t("dom_kingdom"), p ? presetName(p) : c.preset]);
  } else if (c.kingdom) {
    rows.push([t("dom_kingdom"), c.kingdom.map(cardName).join(", ")]);
  } else {
    rows.push([t("dom_kingdom"), t("dom_kingdom_random")]);
  }
  return rows;
}

// The lobby's one-line summary (its "summary" holds the config's scalar keys).
export function dominionSummary(summary = {}) {
  if (typeof summary.preset === "string") {
    const p = raw().presets.find((x) => x.preset === summary.preset);
    return p ? presetName(p) : summary.preset;
  }
  return t("dom_kingdom_random_short");
}

export { cardCost };
