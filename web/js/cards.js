// cards.js — district and character cards drawn with CSS and inline SVG.
//
// A district shows its type colour (band and border), its cost in a coin,
// its illustration (web/js/icons.js, game-icons.net), its name, silver bonus
// points, a beautification mark and, for a unique district, a short summary
// of its rule; a character shows its rank in a circle of the colour of the
// districts it earns from, its illustration, its name and a summary of its
// ability. Names are never broken inside a word: the font shrinks with the
// longest word (class fit-1…fit-4), and lines break only at spaces and at
// the places web/i18n/cards.js marks in long words (shown with a hyphen). The
// full rule text is in the title (hover) and in the info panel a tap opens
// (showCardInfo), so phones without hover can read it too — also on a card
// that cannot be chosen now (it is aria-disabled, not disabled, so a tap
// still reaches it) and whose type colour stays visible.
//
// opts of districtCard and characterCard:
//   onclick   makes the card a button (an actionable card)
//   disabled  the card cannot be chosen now; a click shows its text instead
//   reason    why not (added to the text)
//   selected  marks the card chosen (select-then-confirm, table slice)
//   small     the small size used in cities, lineups and target lists
//   status    (character) extra CSS classes: revealed, killed, current, …
//   label     (character) a line under the name, e.g. the player's name

import { h } from "./dom.js";
import { districtInfo, characterInfo } from "./catalog.js";
import { t, districtName, districtEffect, districtSummary, characterName, characterAbility,
  characterSummary, typeName, currentLang, faceName } from "./i18n.js";
import { ICONS, CARD_ICONS } from "./icons.js";
import { glyph } from "./glyphs.js";

// Small 24×24 symbols, one per district type.
const SYMBOLS = {
  noble: "M3 18h18l-2-10-4 4-3-7-3 7-4-4z",           // crown
  religious: "M11 2h2v5h4v2h-4v13h-2V9H7V7h4z",         // cross
  trade: "M12 3a9 9 0 1 0 .01 0zm-1 4h2v2h2v2h-4v1h4v4h-2v2h-2v-2H9v-2h4v-1H9V9h2z", // coin
  military: "M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z", // shield
  unique: "M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z", // star
  action: "M13 2L4 14h7l-2 8 9-12h-7z", // issue 12: a bolt for the action cards
};

export function typeSymbol(type, cls = "type-symbol") {
  return h("svg:svg", { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true" },
    h("svg:path", { d: SYMBOLS[type] || SYMBOLS.unique }));
}

// The card's illustration, or nothing for a card without one.
export function cardIcon(group, wire, cls = "card-icon") {
  const icon = ICONS[CARD_ICONS[group]?.[wire]];
  if (!icon) return null;
  return h("svg:svg", { class: cls, viewBox: icon.viewBox, "aria-hidden": "true", dataset: { icon: CARD_ICONS[group][wire] } },
    icon.paths.map((d) => h("svg:path", { d })));
}

// Font-size class for a name: small enough for its longest word to fit one
// line; a word with break points (soft hyphens) shrinks at most to fit-1
// and breaks there instead, so the type stays readable on small cards.
const FIT = [null, "fit-1", "fit-2", "fit-3", "fit-4"];
const fitLevel = (len) => (len <= 8 ? 0 : len <= 10 ? 1 : len <= 12 ? 2 : len <= 14 ? 3 : 4);
function fitClass(name) {
  let level = 0;
  for (const word of String(name).split(/\s+/)) {
    const whole = fitLevel([...word.replaceAll("\u00AD", "")].length);
    const piece = fitLevel(Math.max(...word.split("\u00AD").map((p) => [...p].length)));
    level = Math.max(level, word.includes("\u00AD") ? Math.max(piece, Math.min(whole, 1)) : whole);
  }
  return FIT[level];
}

function nameEl(name) {
  return h("span", { class: ["name", fitClass(name)], lang: currentLang() }, name);
}

function summaryEl(text) {
  return text ? h("span", { class: "summary", lang: currentLang() }, text) : null;
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

export function characterTitle(wire) {
  const c = characterInfo(wire);
  return [`${c.rank}. ${characterName(wire)}`, characterAbility(wire)].filter(Boolean).join("\n");
}

// The element: a button when actionable; a click on a card that is not
// actionable now (or disabled) shows its text.
function cardShell(opts, title, attrs, children) {
  const actionable = opts.onclick && !opts.disabled;
  return h(opts.onclick ? "button" : "div", {
    ...attrs,
    class: [...attrs.class, opts.small && "small", opts.disabled && "disabled", opts.selected && "selected",
      actionable && "actionable"],
    title,
    type: opts.onclick ? "button" : null,
    "aria-disabled": opts.disabled ? "true" : null,
    "aria-pressed": opts.onclick && opts.selected !== undefined ? String(!!opts.selected) : null,
    onclick: actionable ? opts.onclick : (ev) => showCardInfo(ev, title),
  }, ...children);
}

// card: {id, kind, beautified?}
export function districtCard(card, opts = {}) {
  const d = districtInfo(card.kind);
  const title = districtTitle(card.kind) + (card.under ? `\n${t("nd_under_museum", { n: card.under })}` : "") + (opts.reason ? `\n${opts.reason}` : "");
  const cost = d.cost + (card.beautified ? 1 : 0);
  return cardShell(opts, title, {
    class: ["card", "district", `type-${d.type}`],
    dataset: { kind: card.kind, card: String(card.id ?? "") },
  }, [
    h("span", { class: "band" }, cardIcon("districts", card.kind)),
    d.type === "action" ? null : coins(cost, "cost"), // issue 12: an action card has no cost
    typeSymbol(d.type),
    d.silver ? h("span", { class: "silver", title: t("silver_n", { n: d.silver }) }, `+${d.silver}`) : null,
    h("span", { class: "face" }, nameEl(faceName("districts", card.kind)), d.type === "unique" || d.type === "action" ? summaryEl(districtSummary(card.kind)) : null),
    card.beautified ? h("span", { class: "beautified", title: t("beautified") }, glyph("sparkle")) : null,
    // Issue 11: the Museum's count of cards under it (public).
    card.under ? h("span", { class: "under", title: t("nd_under_museum", { n: card.under }) }, `+${card.under}`) : null,
  ]);
}

// wire: the character's wire name
export function characterCard(wire, opts = {}) {
  const c = characterInfo(wire);
  const income = c.income_type || "none";
  const title = characterTitle(wire) + (opts.reason ? `\n${opts.reason}` : "");
  return cardShell(opts, title, {
    class: ["card", "character", `income-${income}`, ...(opts.status || [])],
    dataset: { character: wire },
  }, [
    h("span", { class: "rank" }, String(c.rank || "?")),
    cardIcon("characters", wire),
    h("span", { class: "face" }, nameEl(faceName("characters", wire)), summaryEl(characterSummary(wire))),
    opts.label ? h("span", { class: "label" }, opts.label) : null,
    (opts.status || []).includes("killed") ? glyph("cross", "killed-mark") : null,
  ]);
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
  infoEl.timer = setTimeout(() => infoEl.classList.remove("open"), 8000);
}
