// check_cards.mjs — checks web/i18n/cards.js against the engine's card tables.
//
// Run: node tests/web/check_cards.mjs   (plain Node ESM, no packages)
//
// Reads src/citadels/cards.h, takes every X(...) row of CIT_DISTRICT_LIST and
// CIT_CHARACTER_LIST (wire name, type, name_de, name_en, name_pl), and checks
// that every language of CARD_TEXT has every engine card under its wire name
// with exactly those names, an `ability` for every character and an `effect`
// for every unique district, all five district types, only non-empty strings,
// and the same keys and fields in every language. Cards not (yet) in the
// engine must carry the same texts (characters: ability, districts: effect).
// Every character and unique district has a face `summary` short enough
// for the card; German has the article forms (characters nom/acc,
// districts acc) and Polish the cases (characters acc/ins; districts acc
// where it differs) the game log's sentences use; `game.citadels` names the
// game in each language, never as the wire name.
// Exits 1 with a list of problems, 0 with a summary.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const LANGS = ["de", "en", "pl"];
const TYPES = ["noble", "religious", "trade", "military", "unique", "action"];
const problems = [];
const fail = (msg) => problems.push(msg);

// ---- the engine's tables ----

// The body of `#define NAME(X) ...` with its line continuations joined.
function macroBody(src, name) {
  const start = src.indexOf(`#define ${name}(X)`);
  if (start < 0) return null;
  const lines = [];
  for (const line of src.slice(start).split("\n")) {
    const cont = /\\\s*$/.test(line);
    lines.push(line.replace(/\\\s*$/, ""));
    if (!cont) break;
  }
  return lines.join(" ").slice(`#define ${name}(X)`.length);
}

function cString(lit) {
  return lit.slice(1, -1).replace(/\\(["'\\])/g, "$1");
}

// Every X(...) row: its bare arguments and its string literals, in order.
function rows(body) {
  const out = [];
  const re = /\bX\(((?:"(?:[^"\\]|\\.)*"|[^()"])*)\)/g;
  let m;
  while ((m = re.exec(body))) {
    const strings = [...m[1].matchAll(/"(?:[^"\\]|\\.)*"/g)].map((s) => cString(s[0]));
    const bare = m[1].replace(/"(?:[^"\\]|\\.)*"/g, '""').split(",").map((a) => a.trim());
    out.push({ strings, bare });
  }
  return out;
}

const header = readFileSync(join(root, "src/citadels/cards.h"), "utf8");
const engine = { characters: new Map(), districts: new Map() };

for (const [group, macro] of [
  ["districts", "CIT_DISTRICT_LIST"],
  ["characters", "CIT_CHARACTER_LIST"],
]) {
  const body = macroBody(header, macro);
  if (!body) {
    fail(`src/citadels/cards.h: #define ${macro}(X) not found`);
    continue;
  }
  for (const r of rows(body)) {
    if (r.strings.length !== 4) {
      fail(`src/citadels/cards.h: ${macro} row ${r.bare[0]} has ${r.strings.length} strings, expected 4 (wire, de, en, pl)`);
      continue;
    }
    const [wire, de, en, pl] = r.strings;
    engine[group].set(wire, { names: { de, en, pl }, unique: r.bare[2] === "CIT_UNIQUE", action: r.bare[2] === "CIT_ACTION" });
  }
}
// Counts the header itself promises: 17 base kinds + 14 uniques, 9 characters.
const nUnique = [...engine.districts.values()].filter((d) => d.unique).length;
if (engine.districts.size < 17 + 14 || nUnique < 14 || engine.characters.size < 9) {
  fail(`src/citadels/cards.h parsed to ${engine.districts.size} districts (${nUnique} unique) and ` +
       `${engine.characters.size} characters — expected at least 31 (14 unique) and 9; has the format changed?`);
}

// ---- the translations ----

let CARD_TEXT;
try {
  ({ CARD_TEXT } = await import(pathToFileURL(join(root, "web/i18n/cards.js")).href));
} catch (e) {
  console.error(`check_cards: cannot load web/i18n/cards.js: ${e.message}`);
  process.exit(1);
}
if (!CARD_TEXT || typeof CARD_TEXT !== "object") {
  console.error("check_cards: web/i18n/cards.js does not export CARD_TEXT");
  process.exit(1);
}

const GRAMMAR_CASES = ["nom", "acc", "dat", "gen", "ins", "loc"];
const NEEDED_CASES = { de: { characters: ["nom", "acc"], districts: ["acc"] }, pl: { characters: ["acc", "ins"] } };
const SUMMARY_MAX = 26;
const GAME_NAMES = { de: "Ohne Furcht und Adel", en: "Citadels", pl: "Cytadela" };
const isText = (v) => typeof v === "string" && v.trim() !== "" && v === v.trim();
const keysOf = (o) => (o && typeof o === "object" ? Object.keys(o).sort() : []);

// Forms a Polish text has when its diacritics were lost (OCR style).
const PL_STRIPPED = /\b(moze|mozesz|monete|karte|korone|wiecej|kazd[aąeyiego]*|ktor[aey]|ktorego|rece|reki|zabojczyni|zlodziej|general|krol)\b/i;

for (const lang of LANGS) {
  const L = CARD_TEXT[lang];
  if (!L || typeof L !== "object") {
    fail(`${lang}: missing`);
    continue;
  }
  for (const group of ["characters", "districts", "types", "game"]) {
    if (!L[group] || typeof L[group] !== "object") fail(`${lang}.${group}: missing`);
  }

  // Engine cards: exact names and the rule text.
  for (const group of ["characters", "districts"]) {
    for (const [wire, def] of engine[group]) {
      const e = L[group]?.[wire];
      const where = `${lang}.${group}.${wire}`;
      if (!e) {
        fail(`${where}: missing (the engine defines it as "${def.names[lang]}")`);
        continue;
      }
      if (e.name !== def.names[lang]) fail(`${where}.name is ${JSON.stringify(e.name)}, the engine says ${JSON.stringify(def.names[lang])}`);
      if (group === "characters" && !isText(e.ability)) fail(`${where}.ability: missing or empty`);
      if (group === "districts" && def.unique && !isText(e.effect)) fail(`${where}.effect: missing or empty (unique district)`);
      if (group === "districts" && def.action && !isText(e.effect)) fail(`${where}.effect: missing or empty (action card)`);
    }
  }

  // Every entry: only name/ability (characters) or name/effect (districts),
  // all non-empty; entries the engine does not have yet carry their text too.
  for (const [group, textField] of [["characters", "ability"], ["districts", "effect"]]) {
    for (const [wire, e] of Object.entries(L[group] || {})) {
      const where = `${lang}.${group}.${wire}`;
      if (!/^[a-z][a-z0-9_]*$/.test(wire)) fail(`${where}: wire name is not snake_case`);
      if (!e || typeof e !== "object") {
        fail(`${where}: not an object`);
        continue;
      }
      for (const [field, v] of Object.entries(e)) {
        if (field === "grammar") {
          if (!v || typeof v !== "object") fail(`${where}.grammar: not an object`);
          for (const [c, f] of Object.entries(v || {})) {
            if (!GRAMMAR_CASES.includes(c)) fail(`${where}.grammar.${c}: not a case (${GRAMMAR_CASES.join(", ")})`);
            if (!isText(f)) fail(`${where}.grammar.${c}: must be a non-empty string`);
          }
        } else if (field === "face") {
          if (typeof v !== "string" || v.replaceAll("·", "") !== e.name || /··|^·|·$|· | ·/.test(v)) fail(`${where}.face: must be the name with "·" inside words (${JSON.stringify(v)})`);
        } else if (field !== "name" && field !== textField && field !== "summary") fail(`${where}.${field}: unexpected field`);
        else if (!isText(v)) fail(`${where}.${field}: must be a non-empty string without outer spaces`);
      }
      const needsSummary = group === "characters" || textField in e;
      if (needsSummary && !isText(e.summary)) fail(`${where}.summary: missing (the card face shows it)`);
      if (typeof e.summary === "string" && [...e.summary].length > SUMMARY_MAX) {
        fail(`${where}.summary: ${[...e.summary].length} characters, at most ${SUMMARY_MAX} fit on a card face`);
      }
      for (const c of NEEDED_CASES[lang]?.[group] || []) {
        if (!isText(e.grammar?.[c])) fail(`${where}.grammar.${c}: missing (the log's sentences use it)`);
      }
      if (!("name" in e)) fail(`${where}.name: missing`);
      if (!engine[group].has(wire) && !(textField in e)) fail(`${where}.${textField}: missing (provisional card)`);
      if (lang === "pl") {
        for (const field of ["name", textField]) {
          const m = typeof e[field] === "string" && e[field].match(PL_STRIPPED);
          if (m) fail(`${where}.${field}: "${m[0]}" looks like Polish without diacritics`);
        }
      }
    }
  }

  if (L.game?.citadels !== GAME_NAMES[lang]) {
    fail(`${lang}.game.citadels is ${JSON.stringify(L.game?.citadels)}, the edition's name is ${JSON.stringify(GAME_NAMES[lang])}`);
  }

  for (const t of TYPES) {
    if (!isText(L.types?.[t])) fail(`${lang}.types.${t}: missing or empty`);
  }
  for (const t of keysOf(L.types)) {
    if (!TYPES.includes(t)) fail(`${lang}.types.${t}: not a district type`);
  }
}

// Same keys, same fields in every language.
for (const lang of Object.keys(CARD_TEXT)) {
  if (!LANGS.includes(lang)) fail(`CARD_TEXT.${lang}: unexpected language`);
}
const [ref, ...others] = LANGS;
for (const lang of others) {
  for (const group of ["characters", "districts", "types"]) {
    const a = keysOf(CARD_TEXT[ref]?.[group]);
    const b = keysOf(CARD_TEXT[lang]?.[group]);
    const onlyA = a.filter((k) => !b.includes(k));
    const onlyB = b.filter((k) => !a.includes(k));
    if (onlyA.length) fail(`${lang}.${group}: missing ${onlyA.join(", ")} (present in ${ref})`);
    if (onlyB.length) fail(`${lang}.${group}: has ${onlyB.join(", ")} (absent from ${ref})`);
    if (group === "types") continue;
    for (const k of a.filter((k) => b.includes(k))) {
      const fa = keysOf(CARD_TEXT[ref][group][k]).filter((f) => f !== "grammar" && f !== "face").join(",");
      const fb = keysOf(CARD_TEXT[lang][group][k]).filter((f) => f !== "grammar" && f !== "face").join(",");
      if (fa !== fb) fail(`${lang}.${group}.${k}: fields {${fb}} differ from ${ref} {${fa}}`);
    }
  }
}

// ---- issue 12: the rule sets' own names and texts (web/i18n/cards_rulesets.js) ----
// The engine's per-rule-set rows (src/citadels/rulesets.c, ROW(wire, type,
// cost, count, silver, de, en, pl)) apply to every classic and Dark City rule
// set: where a row's name differs from the 2016 card, the "classic" layer
// must carry exactly that name in each language.
let RULESET_CARD_TEXT = {}, rulesetLayers = () => [];
try {
  ({ RULESET_CARD_TEXT, rulesetLayers } = await import(pathToFileURL(join(root, "web/i18n/cards_rulesets.js")).href));
} catch (e) {
  fail(`web/i18n/cards_rulesets.js: cannot load (${e.message})`);
}
const rulesetsC = readFileSync(join(root, "src/citadels/rulesets.c"), "utf8");
const olderRows = [...rulesetsC.matchAll(/\bROW\("(\w+)",[^"]*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)"\)/g)]
  .map((m) => ({ wire: m[1], names: { de: cString(`"${m[2]}"`), en: cString(`"${m[3]}"`), pl: cString(`"${m[4]}"`) } }));
if (olderRows.length < 4) fail(`src/citadels/rulesets.c: found ${olderRows.length} ROW(...) rows of the older cards, expected at least 4; has the format changed?`);
for (const row of olderRows) {
  const base = engine.districts.get(row.wire);
  if (!base) {
    fail(`rulesets.c: ROW("${row.wire}") is not a district kind of cards.h`);
    continue;
  }
  for (const lang of LANGS) {
    const o = RULESET_CARD_TEXT.classic?.[lang]?.districts?.[row.wire];
    const shown = o?.name ?? base.names[lang];
    if (shown !== row.names[lang]) fail(`cards_rulesets.js: classic.${lang}.districts.${row.wire}.name shows ${JSON.stringify(shown)}, the engine's rule-set row says ${JSON.stringify(row.names[lang])}`);
  }
}
for (const [layer, L] of Object.entries(RULESET_CARD_TEXT)) {
  for (const lang of LANGS) {
    if (!L[lang]) fail(`cards_rulesets.js: ${layer}.${lang} missing`);
  }
  for (const lang of Object.keys(L)) {
    if (!LANGS.includes(lang)) fail(`cards_rulesets.js: ${layer}.${lang}: unexpected language`);
    for (const [group, textField] of [["characters", "ability"], ["districts", "effect"]]) {
      for (const [wire, e] of Object.entries(L[lang][group] || {})) {
        const where = `cards_rulesets.js: ${layer}.${lang}.${group}.${wire}`;
        if (!engine[group].has(wire)) fail(`${where}: not an engine card`);
        const name = e.name ?? CARD_TEXT[lang]?.[group]?.[wire]?.name;
        for (const [field, v] of Object.entries(e)) {
          if (field === "grammar") continue;
          if (field === "face") {
            if (v.replaceAll("·", "") !== name) fail(`${where}.face: must be the name with "·" inside words`);
          } else if (!["name", "summary", textField].includes(field)) fail(`${where}.${field}: unexpected field`);
          else if (!isText(v)) fail(`${where}.${field}: must be a non-empty string`);
        }
        if (typeof e.summary === "string" && [...e.summary].length > SUMMARY_MAX) fail(`${where}.summary: longer than ${SUMMARY_MAX}`);
        // A renamed card needs the log's forms of its new name.
        if (e.name) {
          for (const c of NEEDED_CASES[lang]?.[group] || []) {
            if (!isText(e.grammar?.[c])) fail(`${where}.grammar.${c}: missing (renamed card)`);
          }
        }
      }
      const keys = (lang) => keysOf(L[lang]?.[group]).join();
      if (keys(lang) !== keys("de")) fail(`cards_rulesets.js: ${layer}.${lang}.${group} has {${keys(lang)}}, de has {${keys("de")}}`);
    }
  }
}
const layersOk = JSON.stringify(["classic", "dark-city", "online-classic", "online-dark-city", "2016", "2016-actions"].map((r) => rulesetLayers(r)));
if (layersOk !== JSON.stringify([["classic"], ["classic", "dark_city"], ["classic"], ["classic", "dark_city"], [], []])) {
  fail(`cards_rulesets.js: rulesetLayers gives ${layersOk}`);
}

if (problems.length) {
  console.error(`check_cards: ${problems.length} problem(s) in web/i18n/cards.js:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
const c = CARD_TEXT[ref];
console.log(
  `check_cards: ok — ${LANGS.join("/")} each have ${Object.keys(c.characters).length} characters ` +
  `(${engine.characters.size} in the engine), ${Object.keys(c.districts).length} districts ` +
  `(${engine.districts.size} in the engine, ${nUnique} unique) and ${Object.keys(c.types).length} types`,
);
