// check_dominion.mjs — the Dominion card texts (web/i18n/dominion_cards.js)
// against the engine's tables: every card of src/dominion/cards.h has a
// non-empty text in German, English and Polish, every recommended set of
// src/dominion/presets.c a name in each, every card type and set a word;
// no language has a card the engine does not know; each hyphenation hint
// (web/i18n/dominion_hyphens.js) spells a word of a card's name in
// cards.h, once.
//
//   node tests/web/check_dominion.mjs      (exit 1 with a list of problems)

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { DOMINION_TEXT } = await import(join(root, "web/i18n/dominion_cards.js"));
const { HYPHEN_HINTS } = await import(join(root, "web/i18n/dominion_hyphens.js"));
const problems = [];

const cardsH = readFileSync(join(root, "src/dominion/cards.h"), "utf8");
const list = cardsH.slice(cardsH.indexOf("#define DOM_CARD_LIST"), cardsH.indexOf("enum dom_card {"));
const cards = [...list.matchAll(/X\(\w+,\s*"([a-z_]+)"/g)].map((m) => m[1]);
const presetsC = readFileSync(join(root, "src/dominion/presets.c"), "utf8");
const presets = [...presetsC.matchAll(/\{"([a-z0-9-]+)",\s*"/g)].map((m) => m[1]);
const types = ["action", "treasure", "victory", "curse", "attack", "reaction", "duration"];
if (cards.length < 70) problems.push(`read only ${cards.length} cards from cards.h`);
if (presets.length < 10) problems.push(`read only ${presets.length} presets from presets.c`);

for (const lang of ["en", "de", "pl"]) {
  const L = DOMINION_TEXT[lang];
  if (!L) { problems.push(`${lang}: missing`); continue; }
  for (const c of cards) if (typeof L.cards[c] !== "string" || L.cards[c].length < 8) problems.push(`${lang}: no text for ${c}`);
  for (const c of Object.keys(L.cards)) if (!cards.includes(c)) problems.push(`${lang}: text for ${c}, which the engine does not know`);
  for (const p of presets) if (!L.presets[p]) problems.push(`${lang}: no name for the preset ${p}`);
  for (const ty of types) if (!L.types[ty]) problems.push(`${lang}: no word for the type ${ty}`);
  for (const s of ["base", "intrigue"]) if (!L.sets[s]) problems.push(`${lang}: no name for the set ${s}`);
}

// The words of the names (German, English, Polish) of cards.h.
const nameWords = new Set([...list.matchAll(/X\(\w+,\s*"[a-z_]+",\s*"([^"]*)",\s*"([^"]*)",\s*"([^"]*)"/g)]
  .flatMap((m) => [m[1], m[2], m[3]]).flatMap((n) => n.split(/\s+/)));
if (nameWords.size < 150) problems.push(`read only ${nameWords.size} words of card names from cards.h`);
const hinted = new Set();
for (const hint of HYPHEN_HINTS) {
  const word = hint.replaceAll("|", "");
  if (!nameWords.has(word)) problems.push(`hyphenation hint ${hint}: no card is named with "${word}"`);
  if (hinted.has(word)) problems.push(`hyphenation hint ${hint}: "${word}" twice`);
  if (/^[^|]\||\|[^|]$|\|\|/.test(hint)) problems.push(`hyphenation hint ${hint}: a one-letter end or an empty part`);
  hinted.add(word);
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`dominion texts ok: ${cards.length} cards, ${presets.length} presets in en, de, pl; ${hinted.size} hyphenation hints`);
