// check_ui.mjs — the client's interface texts are complete in all three
// languages: German and Polish have every English key (plural forms may
// differ: Polish adds _few/_many), each translation uses exactly the
// placeholders of the English text, every key the code asks for literally
// (t("…"), tn("…")) exists, every action and decision the engine can send
// has its label (act_*, dec_*, prompt_*) and every event its sentence in
// web/js/gamelog.js — read from the engine's sources, so a new action or
// event without words fails here. Grammar: every plural form of each
// language, and no number before a countable noun without one; the game's
// wire name never shown as text; no form that depends on the player's
// gender written with brackets or a gender star ("był(a)", "Spieler:in").
//
//   node tests/web/check_ui.mjs      (exit 1 with a list of problems)

import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { UI } = await import(join(root, "web/i18n/ui.js"));
const problems = [];
const base = (k) => k.replace(/_(one|few|many|other)$/, "");
// A placeholder's base name: {card_acc} is {card} in a grammatical case,
// {n|one|other} is {n} with inline plural forms (js/i18n.js).
const placeholders = (s) => [...new Set([...s.matchAll(/\{(\w+?)(?:_(?:nom|acc|dat|gen|ins|loc))?(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort().join(",");

const enBases = new Set(Object.keys(UI.en).map(base));
for (const lang of ["de", "pl"]) {
  const bases = new Set(Object.keys(UI[lang]).map(base));
  for (const k of enBases) if (!bases.has(k)) problems.push(`${lang}: missing ${k}`);
  for (const k of bases) if (!enBases.has(k)) problems.push(`${lang}: unknown key ${k}`);
  for (const [k, v] of Object.entries(UI[lang])) {
    const en = UI.en[k] ?? UI.en[`${base(k)}_other`];
    if (typeof v !== "string") problems.push(`${lang}.${k}: not a string`);
    else if (en !== undefined && placeholders(v) !== placeholders(en)) problems.push(`${lang}.${k}: placeholders {${placeholders(v)}} differ from English {${placeholders(en)}}`);
  }
  for (const k of Object.keys(UI.en)) {
    if (k.endsWith("_other") && !(k in UI[lang])) problems.push(`${lang}: plural ${k} has no _other form`);
  }
}

// Grammar. Plural keys carry every form the language has (Intl.PluralRules:
// English and German one/other, Polish one/few/many/other); inline plural
// forms {n|…} name exactly the language's forms; a count placed before a
// noun that changes with the number must go through one of the two; no
// text says the wire name "citadels".
const FORMS = { en: ["one", "other"], de: ["one", "other"], pl: ["one", "few", "many", "other"] };
const INLINE = { en: 2, de: 2, pl: 3 };
const COUNTED = {
  en: /^(cards?|points?|districts?|players?|coins?|rounds?|seats?|characters?)\b/,
  de: /^(Karten?|Punkte?|Spieler|Münzen?|Runden?|Plätze|Platz|Charaktere?)\b/,
  pl: /^(kart[aęy]?|punkt(y|ów)?|dzielnic[aey]?|gracz(e|y)?|monet[ay]?|rund[ay]?|złot[oa]|postaci(e)?)(?![\p{L}])/u,
};
for (const lang of ["en", "de", "pl"]) {
  const plural = new Set(Object.keys(UI.en).filter((k) => /_(one|other)$/.test(k)).map(base));
  for (const b of plural) {
    for (const f of FORMS[lang]) if (!(`${b}_${f}` in UI[lang])) problems.push(`${lang}: plural ${b} lacks its "${f}" form`);
  }
  for (const [k, v] of Object.entries(UI[lang])) {
    if (typeof v !== "string") continue;
    for (const m of v.matchAll(/\{(\w+)((?:\|[^|{}]*)+)\}/g)) {
      const n = m[2].split("|").length - 1;
      if (n !== INLINE[lang]) problems.push(`${lang}.${k}: {${m[1]}|…} has ${n} plural forms, ${lang} needs ${INLINE[lang]}`);
    }
    if (/_(one|few|many|other)$/.test(k)) continue;
    for (const m of v.matchAll(/\{(\w+)\}\s+/g)) {
      const rest = v.slice(m.index + m[0].length);
      if (COUNTED[lang].test(rest)) problems.push(`${lang}.${k}: "{${m[1]}} ${rest.split(/\s/)[0]}" — a number before a noun needs plural forms (tn or {${m[1]}|…})`);
    }
    if (/\bcitadels\b/.test(v)) problems.push(`${lang}.${k}: says the wire name "citadels"; use gameName()`);
    // No gender in brackets or with a star/colon/slash ("był(a)",
    // "Spieler:in"): the player's gender is unknown, so a text that
    // depends on it is rephrased neutrally ("{player}: miasto ukończone").
    for (const m of v.matchAll(/\p{L}(?:\((?:a|ą|e|y|i|o|in|innen|r|n|s|es|em|er|ła|ło|eś|aś)\)|[*:/_](?:in|innen)\b)/gu)) {
      problems.push(`${lang}.${k}: the gendered form "${v.slice(Math.max(0, m.index - 8), m.index + m[0].length)}" — say it without the player's gender`);
    }
  }
}

// Literal keys in the code (web/js and its folders: dominion/).
const has = (k) => k in UI.en || `${k}_other` in UI.en;
const jsFiles = readdirSync(join(root, "web/js"), { recursive: true }).filter((f) => f.endsWith(".js"));
for (const f of jsFiles) {
  const src = readFileSync(join(root, "web/js", f), "utf8");
  for (const m of src.matchAll(/\btn?\("([a-z0-9_]+)"/g)) if (!has(m[1])) problems.push(`web/js/${f}: t("${m[1]}") has no English text`);
  for (const m of src.matchAll(/\bt\((?:[^()"]*\?\s*)"([a-z0-9_]+)"\s*:\s*"([a-z0-9_]+)"/g)) {
    for (const k of [m[1], m[2]]) if (!has(k)) problems.push(`web/js/${f}: "${k}" has no English text`);
  }
}

// The game's wire name is never shown raw: a room's or game's `.game`
// goes through gameName() (js/i18n.js) before it becomes text.
for (const f of jsFiles) {
  const src = readFileSync(join(root, "web/js", f), "utf8");
  for (const m of src.matchAll(/(?:,\s*|\$\{)([\w?.]+\.game)\s*[)}]/g)) {
    problems.push(`web/js/${f}: ${m[1]} shown as text — wrap it in gameName()`);
  }
}

// What the engine can send.
const engineH = readFileSync(join(root, "src/citadels/engine.h"), "utf8");
const actions = [...engineH.matchAll(/X\(\w+,\s*"([a-z_]+)"\)/g)].map((m) => m[1]);
const actionBlock = engineH.slice(engineH.indexOf("CIT_ACTION_LIST(X)"), engineH.indexOf("enum cit_action_type"));
for (const a of [...actionBlock.matchAll(/X\(\w+,\s*"([a-z_]+)"\)/g)].map((m) => m[1])) {
  if (!has(`act_${a}`)) problems.push(`engine action ${a}: no act_${a} label`);
}
const viewC = readFileSync(join(root, "src/citadels/view.c"), "utf8");
for (const m of viewC.matchAll(/\[CIT_DEC_\w+\] = "([a-z_]+)"/g)) {
  for (const prefix of ["dec", "prompt"]) if (!has(`${prefix}_${m[1]}`)) problems.push(`engine decision ${m[1]}: no ${prefix}_${m[1]} text`);
}
if (!actions.length) problems.push("could not read the engine's action list");
const eventBlock = engineH.slice(engineH.indexOf("CIT_EVENT_LIST(X)"), engineH.indexOf("enum cit_event_type"));
const gamelog = readFileSync(join(root, "web/js/gamelog.js"), "utf8");
const events = [...eventBlock.matchAll(/X\(\w+,\s*"([a-z_]+)"\)/g)].map((m) => m[1]);
if (!events.length) problems.push("could not read the engine's event list");
for (const e of events) if (!gamelog.includes(`case "${e}":`)) problems.push(`engine event ${e}: web/js/gamelog.js does not word it`);

// Issue 14: every Dominion event (src/dominion/engine.h) has its sentence
// in web/js/dominion/log.js, every decision kind its prompt there.
const domH = readFileSync(join(root, "src/dominion/engine.h"), "utf8");
const domEvents = [...domH.slice(domH.indexOf("DOM_EVENT_LIST(X)"), domH.indexOf("enum dom_event_type")).matchAll(/X\(\w+,\s*"([a-z_]+)"\)/g)].map((m) => m[1]);
if (!domEvents.length) problems.push("could not read the Dominion event list");
const domLog = readFileSync(join(root, "web/js/dominion/log.js"), "utf8");
for (const e of domEvents) if (!domLog.includes(`case "${e}":`)) problems.push(`Dominion event ${e}: web/js/dominion/log.js does not word it`);
const domView = readFileSync(join(root, "src/dominion/view.c"), "utf8");
const domPrompt = readFileSync(join(root, "web/js/dominion/prompt.js"), "utf8");
for (const m of domView.matchAll(/\[DD_\w+\] = "([a-z_]+)"/g)) {
  if (m[1] !== "none" && !domPrompt.includes(`case "${m[1]}":`)) problems.push(`Dominion decision ${m[1]}: web/js/dominion/prompt.js has no prompt`);
}
for (const m of domView.matchAll(/\[DU_\w+\] = "([a-z_]+)"/g)) {
  if (m[1] && !has(`dom_p_hand_${m[1]}`) && !has(`dom_p_aside_${m[1]}`) && !has(`dom_yn_${m[1]}`) && !["name", "order"].includes(m[1])) {
    problems.push(`Dominion purpose ${m[1]}: no dom_p_hand_/dom_p_aside_/dom_yn_ text`);
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`ui texts ok: ${Object.keys(UI.en).length} keys in en, de, pl`);
