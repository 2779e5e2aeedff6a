// check_rules.mjs — the static rules pages (web/rules/<ruleset>.<lang>.html)
// and the about page (web/about.html) are complete, linked and our own words.
//
//   node tests/web/check_rules.mjs      (exit 1 with a list of problems)
//
// Checks, for every rule set × language:
// - the page exists, has <html lang> of its language, and the same section
//   ids in the same order as the other two languages of that rule set; the
//   table of contents lists exactly those sections;
// - every character of the rule set and every unique district it describes
//   appears by its name in that language, read from web/i18n/cards.js (whose
//   names are the engine's, check_cards.mjs); for the 2016 page these are
//   all the engine's characters and uniques (src/citadels/cards.h);
// - the language switch links to the same rule set in the other two
//   languages, the page links to the other rule sets in its own language,
//   and every relative link (also in about.html) names a file under web/
//   ("/" is index.html) and, with a fragment, an id in that file;
// - no inline script, style element or style/on… attribute (the server's
//   Content-Security-Policy would block them);
// - no 12 words in a row in common with a rulebook of the same language
//   (German pages against the German rulebooks, Polish against the Polish
//   one, compared without case, punctuation and diacritics). The rulebooks
//   are not part of the repository: they are read from $GH_RULEBOOKS or
//   ../shared/rules next to the repository; without them this one check is
//   skipped with a note (CI has no copy), the others still run.
// And web/js/rules_link.js: rulesHref/aboutHref give existing pages for
// every rule set and language, from the room options' edition or preset.

import { readFileSync, existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const web = join(root, "web");
const LANGS = ["de", "en", "pl"];
const problems = [];
const fail = (m) => problems.push(m);

const { CARD_TEXT } = await import(pathToFileURL(join(web, "i18n/cards.js")));
const { RULESETS, rulesHref, aboutHref, rulesetOf } = await import(pathToFileURL(join(web, "js/rules_link.js")));

// ---- what each rule set must name ----

// The engine's characters and unique districts (wire names), from cards.h.
const header = readFileSync(join(root, "src/citadels/cards.h"), "utf8");
const listBody = (name) => {
  const start = header.indexOf(`#define ${name}(X)`);
  const end = header.indexOf("\n\n", start);
  return start < 0 ? "" : header.slice(start, end);
};
const engineChars = [...listBody("CIT_CHARACTER_LIST").matchAll(/X\(\w+,\s*"(\w+)"/g)].map((m) => m[1]);
const engineUniques = [...listBody("CIT_DISTRICT_LIST").matchAll(/X\(\w+,\s*"(\w+)",\s*CIT_UNIQUE/g)].map((m) => m[1]);
if (engineChars.length < 9 || engineUniques.length < 14) {
  fail(`src/citadels/cards.h parsed to ${engineChars.length} characters and ${engineUniques.length} uniques`);
}

// The pages name the older characters by their 2016 counterparts' names (the
// classic_* and dark_* cards of issue 12 have the older boxes' names; the
// pages do not use all of them yet).
const CLASSIC_CHARS = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"];
// The classic purple districts under their current names (citadels-cards.md §6.1).
const CLASSIC_PURPLE = ["haunted_quarter", "keep", "laboratory", "smithy", "observatory", "graveyard",
  "library", "school_of_magic", "university", "dragon_gate", "great_wall"];
const DARK_CITY_CHARS = ["witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist", "navigator",
  "diplomat", "artist", "queen"];
// The Dark City buildings under their current names (§6.2); the Ballroom has
// no entry in cards.js and is checked by hand below.
const DARK_CITY_BUILDINGS = ["great_wall", "quarry", "wishing_well", "imperial_treasury", "map_room",
  "hospital", "poor_house", "lighthouse", "park", "armory", "factory", "museum", "bell_tower", "throne_room"];

const MUST_NAME = {
  // The 2016 box: not the older boxes' characters, not the Ballsaal (Dark City only).
  "citadels-2016": {
    characters: engineChars.filter((w) => !/^(classic|dark)_/.test(w)),
    districts: engineUniques.filter((w) => w !== "ballroom"),
  },
  "citadels-classic": { characters: CLASSIC_CHARS, districts: CLASSIC_PURPLE },
  "citadels-dark-city": { characters: [...CLASSIC_CHARS, ...DARK_CITY_CHARS], districts: DARK_CITY_BUILDINGS },
};
if (Object.keys(MUST_NAME).join() !== RULESETS.join()) fail(`rules_link.js RULESETS ${RULESETS} differ from this test's`);
// The engine's uniques must each be named by a rule set that has them.
for (const u of engineUniques) {
  if (u === "ballroom") continue; // checked by hand below
  if (![CLASSIC_PURPLE, DARK_CITY_BUILDINGS, MUST_NAME["citadels-2016"].districts].some((l) => l.includes(u))) {
    fail(`engine unique ${u} is in no rule set's list`);
  }
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

for (const rs of RULESETS) {
  const sections = {};
  for (const lang of LANGS) {
    const name = `web/rules/${rs}.${lang}.html`;
    const file = join(web, "rules", `${rs}.${lang}.html`);
    const html = load(file);
    if (html === null) {
      fail(`${name}: missing`);
      continue;
    }
    if (!new RegExp(`<html lang="${lang}">`).test(html)) fail(`${name}: <html lang="${lang}"> missing`);
    if (!/<meta name="viewport" content="width=device-width, initial-scale=1">/.test(html)) fail(`${name}: no viewport meta (phones)`);
    checkCsp(name, html);
    checkLinks(name, file, html);

    sections[lang] = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    const toc = html.match(/<nav class="toc"[\s\S]*?<\/nav>/);
    const tocIds = toc ? [...toc[0].matchAll(/href="#([^"]+)"/g)].map((m) => m[1]) : [];
    if (tocIds.join() !== sections[lang].join()) fail(`${name}: contents [${tocIds}] differ from sections [${sections[lang]}]`);
    if (!hrefsOf(html).includes("/")) fail(`${name}: no link back to the game ("/")`);

    // Language switch: the same rule set in the other languages; the other rule sets in this one.
    const links = new Set(hrefsOf(html));
    for (const other of LANGS) {
      if (other !== lang && !links.has(`${rs}.${other}.html`)) fail(`${name}: no link to ${rs}.${other}.html`);
    }
    for (const otherRs of RULESETS) {
      if (otherRs !== rs && !links.has(`${otherRs}.${lang}.html`)) fail(`${name}: no link to ${otherRs}.${lang}.html`);
    }
    if (!links.has(`../about.html#${lang}`)) fail(`${name}: no link to ../about.html#${lang}`);

    // Names, as the client shows them in this language.
    const text = textOf(html);
    const cards = CARD_TEXT[lang];
    for (const [group, wires] of Object.entries(MUST_NAME[rs])) {
      for (const w of wires) {
        const n = cards[group][w]?.name;
        if (!n) fail(`web/i18n/cards.js: ${lang}.${group}.${w} has no name`);
        else if (!text.includes(n)) fail(`${name}: ${group === "characters" ? "character" : "district"} "${n}" (${w}) not named`);
      }
    }
  }
  const [a, ...rest] = LANGS.filter((l) => sections[l]);
  for (const l of rest) {
    if (sections[l].join() !== sections[a].join()) fail(`${rs}: sections of ${l} [${sections[l]}] differ from ${a} [${sections[a]}]`);
  }
}
// The Ballroom has no card entry; the Dark City pages name it in their words.
const BALLROOM = { de: "Ballsaal", en: "Ballroom", pl: "Sala balowa" };
for (const lang of LANGS) {
  const html = load(join(web, "rules", `citadels-dark-city.${lang}.html`));
  if (html && !textOf(html).includes(BALLROOM[lang])) fail(`citadels-dark-city.${lang}.html: "${BALLROOM[lang]}" not named`);
}

// Nothing else in web/rules/ but the pages and their stylesheet.
const expected = new Set(["rules.css", ...RULESETS.flatMap((rs) => LANGS.map((l) => `${rs}.${l}.html`))]);
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
      for (const rs of RULESETS) {
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
  eq(rulesHref({ config: { rules: "2016-actions" } }, "en"), "rules/citadels-2016.en.html#special", "rules 2016-actions");
  eq(rulesHref({ config: { rules: "online-dark-city" } }, "de"), "rules/citadels-dark-city.de.html#online", "rules online-dark-city");
  eq(rulesHref({ config: { rules: "online-classic", edition: "dark-city" } }, "en"), "rules/citadels-classic.en.html#online", "rules before edition");
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
      if (!existsSync(join(web, href))) fail(`rules_link.js: ${href} does not exist`);
    }
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
    for (const rs of RULESETS) {
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
console.log(`rules pages ok: ${RULESETS.length} rule sets × ${LANGS.length} languages, about page, rules_link.js; ${copyNote}`);
