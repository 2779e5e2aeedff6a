// check_rules.mjs — the static rules pages (web/rules/<ruleset>.<lang>.html)
// and the about page (web/about.html) are complete, linked and our own words.
//
//   node tests/web/check_rules.mjs      (exit 1 with a list of problems)
//
// Checks, for every rule set page × language:
// - the page exists, has <html lang> of its language, and the same section
//   ids in the same order as the other two languages of that page; the
//   table of contents lists exactly those sections;
// - every character and purple/unique district of the box(es) the page
//   describes, and on the 2016 page every action card, appears by the name
//   the engine gives it under that page's rules (src/citadels/cards.h, with
//   the older boxes' own rows from src/citadels/rulesets.c: "Wehrturm",
//   "Pulverturm"); web/i18n/cards.js carries the same names (check_cards.mjs);
// - the language switch links to the same page in the other two languages,
//   the page links to the other rule set pages in its own language, and every
//   relative link (also in about.html) names a file under web/ ("/" is
//   index.html) and, with a fragment, an id in that file;
// - the classic, Dark City and online pages hold the empty, marked place for
//   the engine's readings (<div class="readings" id="readings">) in their
//   "online" section;
// - no inline script, style element or style/on… attribute (the server's
//   Content-Security-Policy would block them);
// - no 12 words in a row in common with a rulebook of the same language
//   (German pages against the German rulebooks, Polish against the Polish
//   one, compared without case, punctuation and diacritics). The rulebooks
//   are not part of the repository: they are read from $GH_RULEBOOKS or
//   ../shared/rules next to the repository; without them this one check is
//   skipped with a note (CI has no copy), the others still run.
// And web/js/rules_link.js: rulesHref/aboutHref give existing pages for
// every rule set and language; every page it names is one of PAGES below;
// once it knows the online page, each engine rule set name (config "rules")
// leads to the page (and section) listed in RULESET_PAGE.

import { readFileSync, existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const web = join(root, "web");
const LANGS = ["de", "en", "pl"];
const problems = [];
const notes = [];
const fail = (m) => problems.push(m);

const { RULESETS, rulesHref, aboutHref, rulesetOf } = await import(pathToFileURL(join(web, "js/rules_link.js")));

// ---- the engine's cards and boxes ----

// X(ID, "wire", …, "de", "en", "pl") rows of a list macro in a C source.
const src = (f) => readFileSync(join(root, f), "utf8").replace(/\/\*[\s\S]*?\*\//g, " ").replace(/\\\n/g, " ");
const cardsH = src("src/citadels/cards.h");
const rulesetsC = src("src/citadels/rulesets.c");
function rows(list) {
  const start = cardsH.indexOf(`#define ${list}(X)`);
  const body = start < 0 ? "" : cardsH.slice(start, cardsH.indexOf("\n", start));
  return [...body.matchAll(/X\(\s*(\w+),\s*"(\w+)",([^"]*)"([^"]*)",\s*"([^"]*)",\s*"([^"]*)"\s*\)/g)].map((m) => ({
    id: m[1], wire: m[2], type: (m[3].match(/CIT_(UNIQUE|ACTION)\b/) || [])[1], de: m[4], en: m[5], pl: m[6],
  }));
}
const CHARS = rows("CIT_CHARACTER_LIST");
const DISTRICTS = rows("CIT_DISTRICT_LIST");
const charById = new Map(CHARS.map((c) => [c.id, c]));
const distById = new Map(DISTRICTS.map((d) => [d.id, d]));
// A static array of C(ID)/D(ID) in rulesets.c, as wires.
function box(name, byId) {
  const m = rulesetsC.match(new RegExp(`\\b${name}\\[[^\\]]*\\]\\s*=\\s*\\{([^}]*)\\}`));
  if (!m) {
    fail(`src/citadels/rulesets.c: no array ${name}`);
    return [];
  }
  return [...m[1].matchAll(/[CD]\((\w+)\)/g)].map((x) => byId.get(x[1])?.wire ?? `?${x[1]}`);
}
// The older boxes' own rows (classic_rows): kind -> names under classic and Dark City rules.
const OLDER_NAMES = new Map();
{
  const defs = new Map([...rulesetsC.matchAll(/cit_district_def\s+(\w+)\s*=\s*ROW\("(\w+)",[^"]*"([^"]*)",\s*"([^"]*)",\s*"([^"]*)"\)/g)]
    .map((m) => [m[1], { wire: m[2], de: m[3], en: m[4], pl: m[5] }]));
  for (const m of rulesetsC.matchAll(/\[CIT_D_(\w+)\]\s*=\s*&(\w+)/g)) {
    const d = defs.get(m[2]);
    if (d) OLDER_NAMES.set(d.wire, d);
  }
  if (!OLDER_NAMES.has("keep")) fail("src/citadels/rulesets.c: the classic Wehrturm row (keep) was not found");
}
const engineName = (rules, group, wire, lang) => {
  if (group !== "characters" && rules !== "2016" && OLDER_NAMES.has(wire)) return OLDER_NAMES.get(wire)[lang];
  return (group === "characters" ? CHARS : DISTRICTS).find((c) => c.wire === wire)?.[lang];
};

const olderChar = (c) => /^(CL|DC)_/.test(c.id);
const CHARS_2016 = CHARS.filter((c) => !olderChar(c)).map((c) => c.wire);
const CLASSIC_CHARS = box("classic_lineup", charById);
const DARK_CITY_CHARS = CHARS.filter((c) => c.id.startsWith("DC_")).map((c) => c.wire);
const CLASSIC_PURPLE = box("classic_purples", distById);
const DARK_CITY_BUILDINGS = box("dark_city_buildings", distById);
const UNIQUES = DISTRICTS.filter((d) => d.type === "UNIQUE").map((d) => d.wire);
const ACTION_CARDS = DISTRICTS.filter((d) => d.type === "ACTION").map((d) => d.wire);
// The 2016 box's 36 uniques: cit_rules_has_unique's default branch (all but the Dark City-only kind).
const notIn2016 = rulesetsC.match(/default:\s*return kind != CIT_D_(\w+);/);
if (!notIn2016) fail("src/citadels/rulesets.c: cit_rules_has_unique's 2016 branch not found");
const UNIQUES_2016 = UNIQUES.filter((u) => u !== distById.get(notIn2016?.[1])?.wire);
if (CHARS_2016.length !== 27 || CLASSIC_CHARS.length !== 8 || DARK_CITY_CHARS.length !== 10) {
  fail(`the engine's boxes parsed to ${CHARS_2016.length} 2016, ${CLASSIC_CHARS.length} classic and ${DARK_CITY_CHARS.length} Dark City characters (27, 8, 10)`);
}
if (UNIQUES_2016.length !== 36 || CLASSIC_PURPLE.length < 10 || DARK_CITY_BUILDINGS.length !== 15 || ACTION_CARDS.length !== 7) {
  fail(`the engine's boxes parsed to ${UNIQUES_2016.length} 2016 uniques, ${CLASSIC_PURPLE.length} classic purples, ` +
    `${DARK_CITY_BUILDINGS.length} Dark City buildings, ${ACTION_CARDS.length} action cards (36, 10+, 15, 7)`);
}

// ---- the pages: what each must name, under which rules ----

const PAGES = {
  "citadels-2016": { rules: "2016", characters: CHARS_2016, districts: UNIQUES_2016, actions: ACTION_CARDS },
  "citadels-classic": { rules: "classic", characters: CLASSIC_CHARS, districts: CLASSIC_PURPLE },
  "citadels-dark-city": { rules: "dark-city", characters: [...CLASSIC_CHARS, ...DARK_CITY_CHARS],
    districts: [...new Set([...CLASSIC_PURPLE, ...DARK_CITY_BUILDINGS])] },
  // ONLINE "Charakterkarten": the classic 8 and the Dark City 10.
  "citadels-online": { rules: "classic", characters: [...CLASSIC_CHARS, ...DARK_CITY_CHARS] },
};
const PAGE_IDS = Object.keys(PAGES);
// Pages with the marked place for the engine's readings (the coordinator fills it).
const READINGS_PAGES = ["citadels-classic", "citadels-dark-city", "citadels-online"];
// Where a room of each engine rule set (config "rules", CIT_RULESET_LIST) links.
const RULESET_PAGE = {
  "2016": "citadels-2016",
  "2016-actions": "citadels-2016#actions",
  classic: "citadels-classic",
  "dark-city": "citadels-dark-city",
  "online-classic": "citadels-online",
  "online-dark-city": "citadels-online",
};
{
  const eh = src("src/citadels/engine.h");
  const start = eh.indexOf("#define CIT_RULESET_LIST(X)");
  const names = [...eh.slice(start, eh.indexOf("\n", start)).matchAll(/X\(\w+,\s*"([\w-]+)"/g)].map((m) => m[1]);
  if (names.join() !== Object.keys(RULESET_PAGE).join()) fail(`engine rule sets [${names}] differ from this test's [${Object.keys(RULESET_PAGE)}]`);
}
for (const rs of RULESETS) if (!PAGE_IDS.includes(rs)) fail(`rules_link.js RULESETS names ${rs}, which is no page of this test`);
// Every unique kind is described by a page whose box has it.
for (const u of UNIQUES) {
  if (!Object.values(PAGES).some((p) => p.districts?.includes(u))) fail(`engine unique ${u} is on no rule set page's list`);
}

// ---- reading pages ----

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (s) => s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e) =>
  e[0] === "#" ? String.fromCodePoint(e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : ENTITIES[e] ?? m);
const textOf = (html) => decode(html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const idsOf = (html) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
const hrefsOf = (html) => [...html.replace(/<!--[\s\S]*?-->/g, "").matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1]));

const cache = new Map();
function load(file) {
  if (!cache.has(file)) cache.set(file, existsSync(file) ? readFileSync(file, "utf8") : null);
  return cache.get(file);
}

function checkCsp(name, html) {
  const bare = html.replace(/<!--[\s\S]*?-->/g, "");
  if (/<style[\s>]/i.test(bare)) fail(`${name}: a <style> element (CSP: style-src 'self')`);
  if (/\sstyle\s*=/i.test(bare)) fail(`${name}: a style attribute (CSP)`);
  if (/\son[a-z]+\s*=/i.test(bare)) fail(`${name}: an inline event handler (CSP)`);
  for (const m of bare.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc="/.test(m[1]) || m[2].trim()) fail(`${name}: an inline script (CSP: script-src 'self')`);
  }
}

// Every relative link of `html` (a file at `file`) names an existing file and id.
function checkLinks(name, file, html) {
  for (const href of hrefsOf(html)) {
    if (/^(https?:|mailto:)/.test(href)) continue;
    const [path, frag] = href.split("#");
    let target;
    if (path === "") target = file;
    else if (path.startsWith("/")) target = join(web, path === "/" ? "index.html" : path.slice(1));
    else target = resolve(dirname(file), path);
    if (!target.startsWith(web + "/") || !existsSync(target)) {
      fail(`${name}: link ${href} names no file under web/`);
      continue;
    }
    // about.html's fragment picks a language (about.js), anything else names an id.
    if (target === join(web, "about.html")) {
      if (frag && !LANGS.includes(frag)) fail(`${name}: link ${href}: about.html knows only #de, #en, #pl`);
    } else if (frag && target.endsWith(".html") && !idsOf(load(target)).has(frag)) fail(`${name}: link ${href}: no id "${frag}" there`);
  }
}

// ---- the pages ----

for (const rs of PAGE_IDS) {
  const sections = {};
  for (const lang of LANGS) {
    const page = `web/rules/${rs}.${lang}.html`;
    const file = join(web, "rules", `${rs}.${lang}.html`);
    const html = load(file);
    if (html === null) {
      fail(`${page}: missing`);
      continue;
    }
    if (!new RegExp(`<html lang="${lang}">`).test(html)) fail(`${page}: <html lang="${lang}"> missing`);
    if (!/<meta name="viewport" content="width=device-width, initial-scale=1">/.test(html)) fail(`${page}: no viewport meta (phones)`);
    checkCsp(page, html);
    checkLinks(page, file, html);

    sections[lang] = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    const toc = html.match(/<nav class="toc"[\s\S]*?<\/nav>/);
    const tocIds = toc ? [...toc[0].matchAll(/href="#([^"]+)"/g)].map((m) => m[1]) : [];
    if (tocIds.join() !== sections[lang].join()) fail(`${page}: contents [${tocIds}] differ from sections [${sections[lang]}]`);
    if (!hrefsOf(html).includes("/")) fail(`${page}: no link back to the game ("/")`);

    // Language switch: the same rule set in the other languages; the other rule sets in this one.
    const links = new Set(hrefsOf(html));
    for (const other of LANGS) {
      if (other !== lang && !links.has(`${rs}.${other}.html`)) fail(`${page}: no link to ${rs}.${other}.html`);
    }
    for (const otherRs of PAGE_IDS) {
      if (otherRs !== rs && !links.has(`${otherRs}.${lang}.html`)) fail(`${page}: no link to ${otherRs}.${lang}.html`);
    }
    if (!links.has(`../about.html#${lang}`)) fail(`${page}: no link to ../about.html#${lang}`);

    // Names, as the engine (and so the client) gives them under this page's rules.
    const text = textOf(html);
    const { rules, ...groups } = PAGES[rs];
    for (const [group, wires] of Object.entries(groups)) {
      for (const w of wires) {
        const n = engineName(rules, group, w, lang);
        const what = { characters: "character", districts: "district", actions: "action card" }[group];
        if (!n) fail(`src/citadels: no ${lang} name for the ${what} ${w}`);
        else if (!text.includes(n)) fail(`${page}: ${what} "${n}" (${w}) not named`);
      }
    }
    // The place the coordinator fills with the engine's readings after the merge.
    if (READINGS_PAGES.includes(rs)) {
      const online = html.match(/<section id="online"[\s\S]*?<\/section>/);
      if (!online || !/<div class="readings" id="readings">/.test(online[0])) fail(`${page}: no <div class="readings" id="readings"> in the "online" section`);
    }
  }
  const [a, ...rest] = LANGS.filter((l) => sections[l]);
  for (const l of rest) {
    if (sections[l].join() !== sections[a].join()) fail(`${rs}: sections of ${l} [${sections[l]}] differ from ${a} [${sections[a]}]`);
  }
}
// Nothing else in web/rules/ but the pages and their stylesheet.
const expected = new Set(["rules.css", ...PAGE_IDS.flatMap((rs) => LANGS.map((l) => `${rs}.${l}.html`))]);
for (const f of existsSync(join(web, "rules")) ? readdirSync(join(web, "rules")) : []) {
  if (!expected.has(f)) fail(`web/rules/${f}: not a rule set page (add the rule set to rules_link.js and this test)`);
}

// ---- the about page ----
{
  const file = join(web, "about.html");
  const html = load(file);
  if (html === null) fail("web/about.html: missing");
  else {
    checkCsp("web/about.html", html);
    checkLinks("web/about.html", file, html);
    for (const lang of LANGS) {
      const sec = html.match(new RegExp(`<section id="lang-${lang}" lang="${lang}"[\\s\\S]*?</section>`));
      if (!sec) {
        fail(`web/about.html: no section id="lang-${lang}" lang="${lang}"`);
        continue;
      }
      const t = textOf(sec[0]);
      for (const must of ["Bruno Faidutti", "game-icons.net", "Creative Commons BY 3.0"]) {
        if (!t.includes(must) && !sec[0].includes(must)) fail(`web/about.html (${lang}): "${must}" missing`);
      }
      for (const rs of PAGE_IDS) {
        if (!sec[0].includes(`rules/${rs}.${lang}.html`)) fail(`web/about.html (${lang}): no link to rules/${rs}.${lang}.html`);
      }
    }
  }
}

// ---- rules_link.js ----
{
  const eq = (got, want, what) => { if (got !== want) fail(`rules_link.js: ${what} gave ${got}, expected ${want}`); };
  eq(rulesHref({}, "de"), "rules/citadels-2016.de.html", "rulesHref({}, de)");
  eq(rulesHref(null, undefined), "rules/citadels-2016.en.html", "rulesHref(null)");
  eq(rulesHref({ config: { city_target: 8 } }, "fr-FR"), "rules/citadels-2016.en.html", "an unknown language");
  eq(rulesHref({ config: { edition: "classic" } }, "pl"), "rules/citadels-classic.pl.html", "config.edition classic");
  eq(rulesHref({ preset: "Dark City" }, "de-AT"), "rules/citadels-dark-city.de.html", "preset Dark City");
  eq(rulesHref({ config: { preset: "first_game" }, edition: "classic" }, "en"), "rules/citadels-2016.en.html", "config.preset before edition");
  eq(rulesetOf({ config: { edition: "citadels-dark-city" } }), "citadels-dark-city", "rulesetOf by id");
  eq(rulesetOf({ config: { edition: 7 } }), "citadels-2016", "a non-string edition");
  // Issue 12: the engine's config "rules" names the page (and the section).
  eq(rulesHref({ config: { rules: "classic" } }, "de"), "rules/citadels-classic.de.html", "rules classic");
  eq(rulesHref({ config: { rules: "dark-city" } }, "pl"), "rules/citadels-dark-city.pl.html", "rules dark-city");
  eq(rulesHref({ config: { rules: "2016-actions" } }, "en"), "rules/citadels-2016.en.html#actions", "rules 2016-actions");
  eq(rulesHref({ config: { rules: "online-dark-city" } }, "de"), "rules/citadels-online.de.html", "rules online-dark-city");
  eq(rulesHref({ config: { rules: "online-classic", edition: "dark-city" } }, "en"), "rules/citadels-online.en.html", "rules before edition");
  for (const r of ["2016", "2016-actions", "classic", "dark-city", "online-classic", "online-dark-city"]) {
    for (const lang of LANGS) {
      const [file, frag] = rulesHref({ config: { rules: r } }, lang).split("#");
      if (!existsSync(join(web, file))) fail(`rules_link.js: rules ${r} → ${file} does not exist`);
      else if (frag && !idsOf(load(join(web, file))).has(frag)) fail(`rules_link.js: rules ${r} → ${file} has no id "${frag}"`);
    }
  }
  eq(aboutHref("pl"), "about.html#pl", "aboutHref(pl)");
  eq(aboutHref("xx"), "about.html#en", "aboutHref(xx)");
  for (const rs of RULESETS) {
    for (const lang of LANGS) {
      const href = rulesHref({ config: { edition: rs } }, lang);
      if (!existsSync(join(web, href.split("#")[0]))) fail(`rules_link.js: ${href} does not exist`);
    }
  }
  // The engine's rule set names (a room's config "rules"): each to its page and
  // section. Checked once rules_link.js knows the online page (the client
  // slice of issue 12 teaches it the names); until then said in a note.
  if (RULESETS.includes("citadels-online")) {
    for (const [rules, want] of Object.entries(RULESET_PAGE)) {
      for (const lang of LANGS) {
        const [pg, frag] = want.split("#");
        const expect = `rules/${pg}.${lang}.html${frag ? "#" + frag : ""}`;
        eq(rulesHref({ config: { rules } }, lang), expect, `rulesHref({config: {rules: "${rules}"}}, ${lang})`);
      }
    }
  } else {
    notes.push("rules_link.js does not know citadels-online yet: the rule set names' links were not checked");
  }
}

// ---- our own words: no 12-word run shared with a rulebook ----

const RUN = 12;
const words = (s) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
  .replace(/ł/g, "l").replace(/ß/g, "ss").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const runs = (ws) => {
  const set = new Set();
  for (let i = 0; i + RUN <= ws.length; i++) set.add(ws.slice(i, i + RUN).join(" "));
  return set;
};
const rulebooks = process.env.GH_RULEBOOKS || join(root, "..", "shared", "rules");
const BOOKS = {
  de: ["citadels-2016-rules-de.txt", "citadels-classic-and-dark-city-rules-de.txt", "citadels-online-variant-de.txt"],
  pl: ["citadels-2016-rules-pl.txt"],
};
let copyNote;
const present = Object.values(BOOKS).flat().filter((f) => existsSync(join(rulebooks, f)));
if (present.length === 0) {
  copyNote = `rulebooks not found in ${rulebooks} (set GH_RULEBOOKS): the copy check was skipped`;
} else {
  let compared = 0;
  for (const [lang, files] of Object.entries(BOOKS)) {
    const book = new Set();
    for (const f of files) {
      if (existsSync(join(rulebooks, f))) for (const r of runs(words(readFileSync(join(rulebooks, f), "utf8")))) book.add(r);
    }
    if (book.size === 0) continue;
    for (const rs of PAGE_IDS) {
      const html = load(join(web, "rules", `${rs}.${lang}.html`));
      if (!html) continue;
      compared++;
      const shared = [...runs(words(textOf(html)))].filter((r) => book.has(r));
      if (shared.length) fail(`web/rules/${rs}.${lang}.html: ${shared.length} run(s) of ${RUN} words copied from the rulebook, e.g. "${shared[0]}"`);
    }
  }
  copyNote = `copy check: ${compared} pages against ${present.length} rulebook file(s)`;
}

if (problems.length) {
  console.error(`check_rules: ${problems.length} problem(s):\n` + problems.map((p) => "  " + p).join("\n"));
  process.exit(1);
}
console.log(`rules pages ok: ${PAGE_IDS.length} rule set pages × ${LANGS.length} languages, about page, rules_link.js; ${copyNote}` + notes.map((n) => `; ${n}`).join(""));
