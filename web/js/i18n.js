// i18n.js — the language of the page: German, English or Polish.
//
// The first choice is what the player picked (kept in localStorage), then
// the browser's preferred languages, then English. t(key, params) looks a UI
// string up in web/i18n/ui.js and fills {placeholders}; missing keys fall
// back to English and then to the key itself, so a gap shows, never breaks.
// Card names and rule texts come from web/i18n/cards.js (names there match
// the engine's tables, which the catalogue also carries).

import { UI } from "../i18n/ui.js";
import { CARD_TEXT } from "../i18n/cards.js";

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
  let s = UI[lang][key] ?? UI.en[key] ?? key;
  if (params) s = s.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  return s;
}

// Plural-aware lookup: keys "x_one", "x_few", "x_many" (Polish has three
// forms, German and English two), chosen by Intl.PluralRules.
const plurals = {};
export function tn(key, n, params) {
  plurals[lang] ||= new Intl.PluralRules(lang);
  const form = plurals[lang].select(n);
  const k = UI[lang][`${key}_${form}`] !== undefined ? `${key}_${form}` : `${key}_other`;
  return t(k, { n, ...params });
}

function cardText(group, wire) {
  return CARD_TEXT[lang]?.[group]?.[wire] || CARD_TEXT.en?.[group]?.[wire] || null;
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
export function typeName(wire) {
  return CARD_TEXT[lang]?.types?.[wire] || CARD_TEXT.en?.types?.[wire] || wire;
}

document.documentElement.lang = lang;
