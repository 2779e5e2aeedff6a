// dominion/cards.js — Dominion cards on screen: the name in the player's
// language (from the engine's catalogue, GET /api/catalog/dominion), the
// card's text (web/i18n/dominion_cards.js), its cost and types, drawn as a
// small coloured tile.
//
// Every tile says what the card does: its title (hover) holds name, types,
// cost and text, and a tap on a tile that is not a control opens the same
// text in the info panel (showCardInfo). A tile that is a control (a pile
// to buy, a hand card to play) carries a small "i" of its own for the text,
// so a phone can read a card before it acts on it.

import { h } from "../dom.js";
import { t, currentLang } from "../i18n.js";
import { catalog } from "../catalog.js";
import { showCardInfo } from "../cards.js";
import { DOMINION_TEXT } from "../../i18n/dominion_cards.js";
import { HYPHEN_HINTS } from "../../i18n/dominion_hyphens.js";

const GAME = "dominion";

function info(wire) {
  const raw = catalog(GAME)?.raw;
  if (!raw) return null;
  if (!raw._byCard) raw._byCard = new Map((raw.cards || []).map((c) => [c.card, c]));
  return raw._byCard.get(wire) || null;
}

const words = () => DOMINION_TEXT[currentLang()] || DOMINION_TEXT.en;

export function cardName(wire) {
  if (!wire) return t("dom_unknown_card");
  return info(wire)?.name?.[currentLang()] || info(wire)?.name?.en || wire;
}

// The name on a tile: soft hyphens where a long word may break
// (web/i18n/dominion_hyphens.js), so a narrow tile wraps "Rats-versammlung",
// never "Herzogtu-m". Only the tile gets them: logs and prompts use cardName.
let hints = null;
export function tileName(wire) {
  if (!hints) hints = new Map(HYPHEN_HINTS.map((w) => [w.replaceAll("|", ""), w.replaceAll("|", "\u00ad")]));
  return cardName(wire).split(/(\s+)/).map((w) => hints.get(w) ?? w).join("");
}

export function cardText(wire) {
  return words().cards[wire] || DOMINION_TEXT.en.cards[wire] || "";
}

export function cardCost(wire) {
  return info(wire)?.cost ?? 0;
}

export function cardTypes(wire) {
  return info(wire)?.types || [];
}

export function typeWord(type) {
  return words().types[type] || DOMINION_TEXT.en.types[type] || type;
}

export function setWord(set) {
  return words().sets[set] || DOMINION_TEXT.en.sets[set] || set;
}

// A recommended set's name: ours for the language, else the catalogue's (German).
export function presetName(p) {
  return words().presets[p.preset] || DOMINION_TEXT.en.presets[p.preset] || p.name || p.preset;
}

// "Smithy — Action — costs 4\n+3 Cards." (the info panel's lines).
export function cardInfoText(wire, cost) {
  const types = cardTypes(wire).map(typeWord).join(" – ");
  const c = cost ?? cardCost(wire);
  return `${cardName(wire)}\n${types} · ${t("dom_costs", { n: c })}\n${cardText(wire)}`;
}

// The colour class of a card: its first type that has a colour of its own.
function colourOf(types) {
  for (const ty of ["curse", "reaction", "attack", "action", "treasure", "victory"]) if (types.includes(ty)) return ty;
  return "action";
}

// opts: {count, cost (the cost now, after reductions), onclick (a control),
//        small, label, dataset, times (×n in a grouped hand),
//        plain (no tap action: the tile sits in a label, e.g. the card picker)}
export function domCard(wire, opts = {}) {
  const types = cardTypes(wire);
  const cost = opts.cost ?? cardCost(wire);
  const base = cardCost(wire);
  const text = cardInfoText(wire, cost);
  const showInfo = (ev) => showCardInfo(ev, text);
  const cls = ["dcard", `t-${colourOf(types)}`, ...types.map((ty) => `is-${ty}`), opts.small && "small",
    opts.onclick && "usable", opts.count === 0 && "empty", opts.cls];
  const children = [
    h("span", { class: ["dcost", cost !== base && "reduced"], "aria-label": t("dom_costs", { n: cost }) }, String(cost)),
    h("span", { class: "dname" }, tileName(wire)),
    opts.count !== undefined ? h("span", { class: "dcount", title: t("dom_pile_left", { n: opts.count }) }, String(opts.count)) : null,
    opts.times > 1 ? h("span", { class: "dtimes" }, `×${opts.times}`) : null,
    opts.label ? h("span", { class: "dlabel" }, opts.label) : null,
  ];
  const dataset = { card: wire, ...(opts.dataset || {}) };
  if (opts.onclick) {
    return h("span", { class: [...cls, "dcontrol"], dataset },
      h("button", { type: "button", class: "dface", title: text, onclick: opts.onclick }, children),
      h("button", { type: "button", class: "dinfo", title: text, "aria-label": t("dom_card_info", { card: cardName(wire) }), onclick: showInfo }, "i"));
  }
  if (opts.plain) return h("span", { class: cls, dataset, title: text }, children);
  return h("span", { class: cls, dataset, title: text, role: "button", tabindex: "0", onclick: showInfo,
    onkeydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); showInfo(ev); } } }, children);
}

// A face-down card (a deck) or a pile without a card: a box with a label.
export function cardBack(label, count) {
  return h("span", { class: "dcard back small" }, h("span", { class: "dname" }, label), count !== undefined ? h("span", { class: "dcount" }, String(count)) : null);
}

// {copper: 3, estate: 2} -> [[wire, n]…] in a stable order: Actions, Treasures, Victory, by cost.
export function sortedCounts(counts) {
  const rank = (w) => { const ty = cardTypes(w); return ty.includes("action") ? 0 : ty.includes("treasure") ? 1 : ty.includes("victory") ? 2 : 3; };
  return Object.entries(counts || {}).filter(([, n]) => n > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || cardCost(b) - cardCost(a) || cardName(a).localeCompare(cardName(b)));
}

// A list of cards in words: "Copper ×2, Silver".
export function cardList(wires) {
  const counts = new Map();
  for (const w of wires) counts.set(w, (counts.get(w) || 0) + 1);
  return [...counts].map(([w, n]) => (n > 1 ? `${cardName(w)} ×${n}` : cardName(w))).join(", ");
}
