// cards.js — district and character cards drawn with CSS and inline SVG.
//
// A district shows its type colour and symbol, its cost in coins, its name,
// silver bonus points and a beautification mark; a character shows its rank
// in a circle of the colour of the districts it earns from. The rule text is
// in the title (hover) and in the card's info panel (tap; see showCardInfo),
// so phones without hover can read it too.

import { h } from "./dom.js";
import { districtInfo, characterInfo } from "./catalog.js";
import { t, districtName, districtEffect, characterName, characterAbility, typeName } from "./i18n.js";

// Small 24×24 symbols, one per district type.
const SYMBOLS = {
  noble: "M3 18h18l-2-10-4 4-3-7-3 7-4-4z",           // crown
  religious: "M11 2h2v5h4v2h-4v13h-2V9H7V7h4z",         // cross
  trade: "M12 3a9 9 0 1 0 .01 0zm-1 4h2v2h2v2h-4v1h4v4h-2v2h-2v-2H9v-2h4v-1H9V9h2z", // coin
  military: "M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z", // shield
  unique: "M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z", // star
};

export function typeSymbol(type, cls = "type-symbol") {
  return h("svg:svg", { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true" },
    h("svg:path", { d: SYMBOLS[type] || SYMBOLS.unique }));
}

function coins(n, cls) {
  return h("span", { class: cls, "aria-label": t("cost_n", { n }) }, String(n));
}

export function districtTitle(kind) {
  const d = districtInfo(kind);
  const lines = [`${districtName(kind)} — ${typeName(d.type)}, ${t("cost_n", { n: d.cost })}`];
  if (d.silver) lines.push(t("silver_n", { n: d.silver }));
  const effect = districtEffect(kind);
  if (effect) lines.push(effect);
  return lines.join("\n");
}

// card: {id, kind, beautified?}. opts: {onclick, disabled, reason, selected, small}
export function districtCard(card, opts = {}) {
  const d = districtInfo(card.kind);
  const title = districtTitle(card.kind) + (opts.reason ? `\n⛔ ${opts.reason}` : "");
  const cost = d.cost + (card.beautified ? 1 : 0);
  const el = h(opts.onclick ? "button" : "div", {
    class: ["card", "district", `type-${d.type}`, opts.small && "small", opts.disabled && "disabled",
      opts.selected && "selected", opts.onclick && "actionable"],
    title,
    type: opts.onclick ? "button" : null,
    disabled: opts.onclick && opts.disabled,
    dataset: { kind: card.kind, card: String(card.id ?? "") },
    onclick: opts.onclick && !opts.disabled ? opts.onclick : (ev) => showCardInfo(ev, title),
  },
  coins(cost, "cost"),
  typeSymbol(d.type),
  h("span", { class: "name" }, districtName(card.kind)),
  d.silver ? h("span", { class: "silver", title: t("silver_n", { n: d.silver }) }, `+${d.silver}`) : null,
  card.beautified ? h("span", { class: "beautified", title: t("beautified") }, "✦") : null);
  return el;
}

// c: wire name; opts: {status: [..css classes], seat label, onclick, disabled, reason, small}
export function characterCard(wire, opts = {}) {
  const c = characterInfo(wire);
  const income = c.income_type || "none";
  const title = [`${c.rank}. ${characterName(wire)}`, characterAbility(wire),
    opts.reason ? `⛔ ${opts.reason}` : ""].filter(Boolean).join("\n");
  return h(opts.onclick ? "button" : "div", {
    class: ["card", "character", `income-${income}`, opts.small && "small", opts.disabled && "disabled",
      opts.onclick && "actionable", ...(opts.status || [])],
    title,
    type: opts.onclick ? "button" : null,
    disabled: opts.onclick && opts.disabled,
    dataset: { character: wire },
    onclick: opts.onclick && !opts.disabled ? opts.onclick : (ev) => showCardInfo(ev, title),
  },
  h("span", { class: "rank" }, String(c.rank || "?")),
  h("span", { class: "name" }, characterName(wire)),
  opts.label ? h("span", { class: "label" }, opts.label) : null);
}

// A face-down character (its identity hidden from this player).
export function hiddenCharacter(label) {
  return h("div", { class: "card character facedown small", title: label || t("hidden_character") },
    h("span", { class: "rank" }, "?"));
}

let infoEl = null;
// Shows a card's text in a small panel: the tap equivalent of the title.
export function showCardInfo(ev, text) {
  ev?.stopPropagation?.();
  if (!infoEl) {
    infoEl = h("div", { class: "card-info", role: "status", onclick: () => infoEl.classList.remove("open") });
    document.body.append(infoEl);
  }
  infoEl.replaceChildren(...text.split("\n").map((line, i) => h(i ? "p" : "strong", {}, line)));
  infoEl.classList.add("open");
  clearTimeout(infoEl.timer);
  infoEl.timer = setTimeout(() => infoEl.classList.remove("open"), 6000);
}
