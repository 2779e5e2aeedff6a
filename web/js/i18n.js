// i18n.js — the language of the page: German, English or Polish.
//
// The first choice is what the player picked (kept in localStorage), then
// the browser's preferred languages, then English. t(key, params) looks a UI
// string up in web/i18n/ui.js and fills {placeholders}; missing keys fall
// back to English and then to the key itself, so a gap shows, never breaks.
// Card names and rule texts come from web/i18n/cards.js (names there match
// the engine's tables, which the catalogue also carries).
//
// Grammar (docs/client.md, "Language"): a number that meets a noun goes
// through Intl.PluralRules, either as keys x_one/x_few/x_many/x_other (tn)
// or inline in a text as {n|one|few|many} (forms in the language's order of
// PLURAL_FORMS). A card name placed in a sentence may carry a case:
// {character_acc}, {card_nom}, … take the form web/i18n/cards.js gives for
// the card whose name is in params.character / params.card (German with
// its article, Polish in its case), so the sentence fits the card's gender.

import { UI } from "../i18n/ui.js";
import { CARD_TEXT } from "../i18n/cards.js";
import { RULESET_CARD_TEXT, rulesetLayers } from "../i18n/cards_rulesets.js";

export const LANGUAGES = [
  { code: "de", label: "Deutsch" },
  { code: "en", label: "English" },
  { code: "pl", label: "Polski" },
];
const KEY_LANG = "guildhall.lang";
const listeners = new Set();

function detect() {
  const saved = localStorage.getItem(KEY_LANG);
  if (UI[saved]) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (UI[code]) return code;
  }
  return "en";
}

let lang = detect();

export function currentLang() { return lang; }

export function setLang(code) {
  if (!UI[code] || code === lang) return;
  lang = code;
  localStorage.setItem(KEY_LANG, code);
  document.documentElement.lang = code;
  for (const fn of listeners) fn(code);
}

export function onLangChange(fn) { listeners.add(fn); }

export function t(key, params) {
  const s = UI[lang][key] ?? UI.en[key] ?? key;
  return params ? fill(s, params, UI[lang][key] !== undefined ? lang : "en") : s;
}

// The plural categories a text names inline, in order, per language
// (Intl.PluralRules' names; "other" falls back to the last form).
export const PLURAL_FORMS = { en: ["one", "other"], de: ["one", "other"], pl: ["one", "few", "many"] };

// Fills {name}, {name_case} and {n|form|form…} placeholders of s.
function fill(s, params, code) {
  return s.replace(/\{(\w+)((?:\|[^|{}]*)*)\}/g, (m, name, forms, at) => {
    if (forms) {
      if (!(name in params)) return m;
      const list = forms.slice(1).split("|");
      const order = PLURAL_FORMS[code] || PLURAL_FORMS.en;
      const i = order.indexOf(pluralRules(code).select(Number(params[name])));
      return list[i < 0 || i >= list.length ? list.length - 1 : i];
    }
    if (name in params) return String(params[name]);
    const c = name.match(/^(\w+?)_(nom|acc|dat|gen|ins|loc)$/);
    if (!c || !(c[1] in params)) return m;
    const form = caseForm(String(params[c[1]]), c[2], code);
    // "der König wird aufgerufen" opens the sentence: "Der König …".
    return at === 0 ? form.charAt(0).toLocaleUpperCase(code) + form.slice(1) : form;
  });
}

// Plural-aware lookup: keys "x_one", "x_few", "x_many" (Polish has three
// forms, German and English two), chosen by Intl.PluralRules.
const plurals = {};
function pluralRules(code) {
  return (plurals[code] ||= new Intl.PluralRules(code));
}
export function tn(key, n, params) {
  const form = pluralRules(lang).select(n);
  const k = UI[lang][`${key}_${form}`] !== undefined ? `${key}_${form}` : `${key}_other`;
  return t(k, { n, ...params });
}

// Issue 12: the rule set whose card names and texts are shown (the view's
// or the room's "rules": classic and Dark City name and word some cards of
// the 2016 box differently, web/i18n/cards_rulesets.js). main.js sets it
// before each render; "" or "2016" shows the 2016 cards.
let cardRules = "";
export function setCardRules(rules) { cardRules = typeof rules === "string" ? rules : ""; }
export function cardRulesNow() { return cardRules; }

function cardText(group, wire) {
  let e = CARD_TEXT[lang]?.[group]?.[wire] || CARD_TEXT.en?.[group]?.[wire] || null;
  for (const layer of rulesetLayers(cardRules)) {
    const o = RULESET_CARD_TEXT[layer]?.[lang]?.[group]?.[wire];
    // A renamed card does not keep the 2016 name's break points or forms.
    if (o) e = { ...e, ...(o.name ? { face: undefined, grammar: undefined } : {}), ...o };
  }
  return e;
}

export function characterName(wire) {
  return cardText("characters", wire)?.name || wire;
}
export function characterAbility(wire) {
  return cardText("characters", wire)?.ability || "";
}
export function districtName(wire) {
  return cardText("districts", wire)?.name || wire;
}
export function districtEffect(wire) {
  return cardText("districts", wire)?.effect || "";
}
// The name as the card face prints it: U+00AD (soft hyphen) where a long
// word may break (web/i18n/cards.js marks those places with "·").
export function faceName(group, wire) {
  const e = cardText(group, wire);
  return e?.face ? e.face.replaceAll("·", "\u00AD") : e?.name || wire;
}

// A rule summary short enough for the card face.
export function characterSummary(wire) {
  return cardText("characters", wire)?.summary || "";
}
export function districtSummary(wire) {
  return cardText("districts", wire)?.summary || "";
}

// The game's name as players know it in their language; never the wire
// name ("citadels") of the protocol.
export function gameName(wire) {
  return CARD_TEXT[lang]?.game?.[wire] || CARD_TEXT.en?.game?.[wire] || wire;
}

// The form of a card name in a grammatical case, found by its display name
// in this language (the sentences get names, not wire names). Without a
// form for that case the plain name stands, as in English.
function caseForm(name, gcase, code) {
  const L = CARD_TEXT[code] || {};
  const renamed = rulesetLayers(cardRules).map((layer) => RULESET_CARD_TEXT[layer]?.[code] || {});
  for (const group of ["characters", "districts"]) {
    for (const e of [...renamed.flatMap((r) => Object.values(r[group] || {})), ...Object.values(L[group] || {})]) {
      if (e.name === name) return e.grammar?.[gcase] || name;
    }
  }
  return name;
}

export function typeName(wire) {
  return CARD_TEXT[lang]?.types?.[wire] || CARD_TEXT.en?.types?.[wire] || wire;
}

document.documentElement.lang = lang;
