// check_icons.mjs — every card has an illustration, and web/js/icons.js is
// what scripts/gen_icons.mjs makes of its table.
//
//   node tests/web/check_icons.mjs      (exit 1 with a list of problems)
//
// Checks that every character and district of web/i18n/cards.js (the
// engine's cards and the rest of the box) has an entry in the table CHOICE
// and in the generated CARD_ICONS, that each icon used exists in ICONS with
// only path data and has a credit (author, licence CC BY 3.0, the icon's
// page on game-icons.net), and that the generated file holds no icon the
// table does not use. When the icon package is installed (cd scripts &&
// npm ci) it regenerates the file and requires it to be byte-identical.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const load = (p) => import(pathToFileURL(join(root, p)).href);
const { CARD_TEXT } = await load("web/i18n/cards.js");
const { ICONS, CARD_ICONS, ICON_CREDITS, ICON_SET } = await load("web/js/icons.js");
const gen = await load("scripts/gen_icons.mjs");
const problems = [];

for (const group of ["characters", "districts"]) {
  for (const wire of Object.keys(CARD_TEXT.en[group])) {
    const chosen = gen.CHOICE[group]?.[wire];
    const icon = CARD_ICONS[group]?.[wire];
    if (!chosen) problems.push(`${group}.${wire}: no icon chosen in scripts/gen_icons.mjs`);
    if (!icon) problems.push(`${group}.${wire}: no icon in web/js/icons.js`);
    else if (chosen && chosen[0] !== icon) problems.push(`${group}.${wire}: icons.js has ${icon}, the table says ${chosen[0]} — run scripts/gen_icons.mjs`);
  }
  for (const wire of Object.keys(CARD_ICONS[group] || {})) {
    if (!CARD_TEXT.en[group][wire]) problems.push(`${group}.${wire}: an icon for a card that does not exist`);
  }
}

const used = new Set(Object.values(CARD_ICONS).flatMap((g) => Object.values(g)));
for (const name of used) {
  const icon = ICONS[name];
  if (!icon) { problems.push(`${name}: used but not in ICONS`); continue; }
  if (!/^-?\d+ -?\d+ \d+ \d+$/.test(icon.viewBox || "")) problems.push(`${name}: bad viewBox ${icon.viewBox}`);
  if (!Array.isArray(icon.paths) || !icon.paths.length || !icon.paths.every((d) => /^[MmLlHhVvCcSsQqTtAaZz0-9 ,.\-e]+$/.test(d))) {
    problems.push(`${name}: paths must be a non-empty list of SVG path data`);
  }
  const c = ICON_CREDITS[name];
  if (!c || !c.author || c.licence !== "CC BY 3.0" || !/^https:\/\/game-icons\.net\/1x1\/[a-z-]+\/[a-z0-9-]+\.html$/.test(c.url || "")) {
    problems.push(`${name}: credit incomplete (${JSON.stringify(c)})`);
  }
  if (gen.DUPLICATE_NAMES.includes(name)) problems.push(`${name}: drawn by two authors on game-icons.net; its author is uncertain`);
}
for (const name of Object.keys(ICONS)) if (!used.has(name)) problems.push(`${name}: in icons.js but used by no card`);
if (ICON_SET?.licence !== "CC BY 3.0") problems.push("ICON_SET.licence must be CC BY 3.0");

let regenerated = "package not installed: table and keys checked";
const set = gen.loadIconSet();
if (set) {
  try {
    const text = gen.render(set);
    if (text !== readFileSync(join(root, "web/js/icons.js"), "utf8")) {
      problems.push("web/js/icons.js differs from what scripts/gen_icons.mjs generates — run `node scripts/gen_icons.mjs`");
    }
    regenerated = `regenerated from ${ICON_SET.package} ${set.version}: identical`;
  } catch (e) {
    problems.push(`scripts/gen_icons.mjs: ${e.message}`);
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check_icons: ok — ${used.size} icons for ${Object.values(CARD_ICONS).reduce((n, g) => n + Object.keys(g).length, 0)} cards; ${regenerated}`);
