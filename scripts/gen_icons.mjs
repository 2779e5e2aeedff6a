// gen_icons.mjs — writes web/js/icons.js: one illustration per card, taken
// from the game-icons.net set (CC BY 3.0) through the npm package
// @iconify-json/game-icons.
//
//   cd scripts && npm ci && node gen_icons.mjs          (writes the file)
//   node scripts/gen_icons.mjs --check                  (exit 1 if it differs)
//
// CHOICE below is the one table of card → icon (and the icon's author, for
// the credits on the about page: the iconify package carries the set's
// licence but not who drew each icon; the authors are the folder names of
// github.com/game-icons/icons, checked by hand against its file list). A name
// that two authors used (castle, dragon-head, tombstone, …) is kept in the
// iconify set only once, so such names are avoided: DUPLICATE_NAMES below. The client has no build step, so the output
// is committed; tests/web/check_icons.mjs checks it against this table and,
// when the package is installed, regenerates it and compares.
//
// Only <path d="…"> shapes are copied: the client draws them with h("svg:path")
// (no innerHTML), so an icon made of other elements is refused here.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, "..", "web", "js", "icons.js");

// Authors as game-icons.net credits them (folder name → display name).
export const AUTHORS = {
  lorc: "Lorc",
  delapouite: "Delapouite",
  skoll: "Skoll",
  "caro-asercion": "Caro Asercion",
};

// card → [icon name in the set, author folder]. Characters by their wire
// name, then districts; the engine's cards (src/citadels/cards.h) and the
// rest of the box that web/i18n/cards.js already names.
export const CHOICE = {
  characters: {
    assassin: ["plain-dagger", "lorc"],            // the dagger
    thief: ["robber", "delapouite"],               // masked robber with his sack
    magician: ["magic-hat", "delapouite"],         // conjurer's hat
    king: ["crown", "lorc"],
    bishop: ["pope-crown", "delapouite"],                // the mitre-like tiara
    merchant: ["coins", "delapouite"],             // gold from trade districts
    architect: ["trowel", "delapouite"],           // building tools
    warlord: ["warlord-helmet", "caro-asercion"],
    artist: ["palette", "delapouite"],
    witch: ["witch-flight", "lorc"],
    magistrate: ["gavel", "lorc"],
    spy: ["spy", "delapouite"],
    blackmailer: ["dagger-rose", "delapouite"],          // the threat with the rose
    wizard: ["wizard-staff", "lorc"],
    seer: ["crystal-ball", "lorc"],
    emperor: ["imperial-crown", "delapouite"],
    patrician: ["laurel-crown", "lorc"],
    abbot: ["abbot-meeple", "delapouite"],
    cardinal: ["prayer-beads", "delapouite"],
    alchemist: ["fizzing-flask", "lorc"],
    trader: ["scales", "lorc"],
    navigator: ["ship-wheel", "delapouite"],
    scholar: ["quill-ink", "lorc"],
    diplomat: ["shaking-hands", "delapouite"],
    marshal: ["star-medal", "delapouite"],
    queen: ["queen-crown", "lorc"],
    tax_collector: ["money-stack", "delapouite"],
    // issue 12: the classic and Dark City cards show the icon of the 2016
    // card they descend from (their role, src/citadels/cards.c)
    classic_assassin: ["plain-dagger", "lorc"],
    classic_thief: ["robber", "delapouite"],
    classic_magician: ["magic-hat", "delapouite"],
    classic_king: ["crown", "lorc"],
    classic_bishop: ["pope-crown", "delapouite"],
    classic_merchant: ["coins", "delapouite"],
    classic_architect: ["trowel", "delapouite"],
    classic_warlord: ["warlord-helmet", "caro-asercion"],
    dark_witch: ["witch-flight", "lorc"],
    dark_tax_collector: ["money-stack", "delapouite"],
    dark_wizard: ["wizard-staff", "lorc"],
    dark_emperor: ["imperial-crown", "delapouite"],
    dark_abbot: ["abbot-meeple", "delapouite"],
    dark_alchemist: ["fizzing-flask", "lorc"],
    dark_navigator: ["ship-wheel", "delapouite"],
    dark_diplomat: ["shaking-hands", "delapouite"],
    dark_artist: ["palette", "delapouite"],
    dark_queen: ["queen-crown", "lorc"],
  },
  districts: {
    manor: ["house", "delapouite"],
    castle: ["qaitbay-citadel", "delapouite"],
    palace: ["indian-palace", "delapouite"],
    temple: ["greek-temple", "delapouite"],
    church: ["church", "delapouite"],
    monastery: ["byzantin-temple", "delapouite"],
    cathedral: ["saint-basil-cathedral", "delapouite"],
    tavern: ["beer-stein", "lorc"],
    market: ["shop", "delapouite"],
    trading_post: ["wooden-crate", "delapouite"],
    docks: ["cargo-crane", "lorc"],
    harbor: ["anchor", "lorc"],
    town_hall: ["clock-tower", "caro-asercion"],
    watchtower: ["watchtower", "delapouite"],
    prison: ["prisoner", "delapouite"],
    barracks: ["medieval-barracks", "delapouite"],
    fortress: ["locked-fortress", "lorc"],
    dragon_gate: ["spiked-dragon-head", "delapouite"],
    factory: ["factory", "delapouite"],
    haunted_quarter: ["spooky-house", "delapouite"],
    imperial_treasury: ["open-treasure-chest", "skoll"],
    keep: ["tower-flag", "delapouite"],
    laboratory: ["test-tubes", "lorc"],
    library: ["bookshelf", "delapouite"],
    map_room: ["treasure-map", "lorc"],
    quarry: ["mining", "lorc"],
    school_of_magic: ["spell-book", "delapouite"],
    smithy: ["anvil-impact", "lorc"],
    statue: ["stone-bust", "delapouite"],
    thieves_den: ["hidden", "lorc"],
    wishing_well: ["well", "delapouite"],
    armory: ["crossed-swords", "lorc"],
    basilica: ["ancient-columns", "delapouite"],
    capitol: ["capitol", "lorc"],
    framework: ["wood-frame", "delapouite"],
    gold_mine: ["gold-mine", "delapouite"],
    great_wall: ["stone-wall", "delapouite"],
    ivory_tower: ["white-tower", "lorc"],
    monument: ["obelisk", "delapouite"],
    museum: ["amphora", "delapouite"],
    necropolis: ["crypt-entrance", "delapouite"],
    observatory: ["observatory", "delapouite"],
    park: ["park-bench", "delapouite"],
    poor_house: ["hut", "delapouite"],
    secret_vault: ["locked-chest", "lorc"],
    stables: ["stable", "delapouite"],
    theater: ["drama-masks", "lorc"],
    bell_tower: ["ringing-bell", "lorc"],
    graveyard: ["graveyard", "delapouite"],
    hospital: ["hospital", "delapouite"],
    lighthouse: ["lighthouse", "delapouite"],
    throne_room: ["throne-king", "delapouite"],
    university: ["graduate-cap", "delapouite"],
    // issue 12: the Dark City Ballsaal and the action cards (authors checked
    // against the folders of game-icons/icons and a fork of it)
    ballroom: ["glass-celebration", "delapouite"],
    acrobat: ["tightrope", "delapouite"],
    director: ["director-chair", "delapouite"],
    ticket_booth: ["ticket", "delapouite"],
    living_cannonball: ["human-cannonball", "delapouite"],
    rasputin: ["monk-face", "delapouite"],
    fortune_teller: ["magic-palm", "lorc"],
    circus_tent: ["carousel", "delapouite"],
  },
};

// Names game-icons.net has from two authors; the iconify set holds only one
// of the two drawings, so its author would be a guess.
export const DUPLICATE_NAMES = ["castle", "dragon-head", "tombstone", "book-cover", "bone-knife", "horse-head", "fairy", "bat", "cauldron", "tesla-coil"];

const PKG = "@iconify-json/game-icons";

// The installed icon set, or null when scripts/node_modules has none.
export function loadIconSet() {
  const require = createRequire(join(here, "package.json"));
  let file;
  try {
    file = require.resolve(`${PKG}/icons.json`);
  } catch {
    return null;
  }
  const set = JSON.parse(readFileSync(file, "utf8"));
  const pkg = JSON.parse(readFileSync(join(dirname(file), "package.json"), "utf8"));
  const info = JSON.parse(readFileSync(join(dirname(file), "info.json"), "utf8"));
  return { set, version: pkg.version, info };
}

// The d attributes of an iconify body made only of <path> elements.
function pathsOf(name, body) {
  const paths = [];
  const rest = body.replace(/<path\b([^>]*?)\/>/g, (m, attrs) => {
    const d = attrs.match(/\bd="([^"]+)"/);
    if (!d) throw new Error(`${name}: a <path> without d`);
    paths.push(d[1]);
    return "";
  });
  if (rest.trim()) throw new Error(`${name}: the icon has elements other than <path>: ${rest.slice(0, 80)}`);
  if (!paths.length) throw new Error(`${name}: no paths`);
  return paths;
}

// The text of web/js/icons.js for this icon set.
export function render({ set, version, info }) {
  const used = new Map(); // icon name -> author folder
  for (const group of Object.keys(CHOICE)) {
    for (const [wire, [icon, author]] of Object.entries(CHOICE[group])) {
      if (!AUTHORS[author]) throw new Error(`${group}.${wire}: unknown author ${author}`);
      if (used.has(icon) && used.get(icon) !== author) throw new Error(`${icon}: two authors`);
      if (DUPLICATE_NAMES.includes(icon)) throw new Error(`${group}.${wire}: ${icon} exists by two authors; choose another`);
      used.set(icon, author);
    }
  }
  const W = set.width || 16, H = set.height || 16;
  const icons = {};
  for (const name of [...used.keys()].sort()) {
    const src = set.icons[name];
    if (!src) throw new Error(`${name}: not in ${PKG} ${version}`);
    icons[name] = { viewBox: `${src.left || 0} ${src.top || 0} ${src.width || W} ${src.height || H}`, paths: pathsOf(name, src.body) };
  }
  const credits = {};
  for (const name of Object.keys(icons)) {
    const a = used.get(name);
    credits[name] = { author: AUTHORS[a], licence: info.license.title, url: `https://game-icons.net/1x1/${a}/${name}.html` };
  }
  const cards = {};
  for (const group of Object.keys(CHOICE)) {
    cards[group] = Object.fromEntries(Object.entries(CHOICE[group]).map(([w, [icon]]) => [w, icon]));
  }
  const json = (v) => JSON.stringify(v, null, 1).replace(/\n\s*/g, " ");
  const lines = [
    "// icons.js — GENERATED by scripts/gen_icons.mjs; do not edit (change its table and run it).",
    "//",
    `// One illustration per card from game-icons.net (${PKG} ${version}),`,
    `// licensed ${info.license.title} (${info.license.url}); each icon's author is in`,
    "// ICON_CREDITS (shown on the about page). Only the icons the cards use are here.",
    "",
    `export const ICON_SET = ${json({ name: "game-icons.net", url: "https://game-icons.net/", package: PKG, version, licence: info.license.title, licence_url: "https://creativecommons.org/licenses/by/3.0/" })};`,
    "",
    "// card wire name → icon name",
    "export const CARD_ICONS = {",
    ...Object.keys(cards).map((g) => `  ${g}: ${json(cards[g])},`),
    "};",
    "",
    "// icon name → author, licence and the icon's page",
    "export const ICON_CREDITS = {",
    ...Object.entries(credits).map(([n, c]) => `  ${JSON.stringify(n)}: ${json(c)},`),
    "};",
    "",
    "// icon name → {viewBox, paths: [d, …]}",
    "export const ICONS = {",
    ...Object.entries(icons).map(([n, i]) => `  ${JSON.stringify(n)}: ${JSON.stringify(i)},`),
    "};",
    "",
  ];
  return lines.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const loaded = loadIconSet();
  if (!loaded) {
    console.error(`gen_icons: ${PKG} is not installed — run \`npm ci\` in scripts/ first`);
    process.exit(2);
  }
  const text = render(loaded);
  if (process.argv.includes("--check")) {
    const now = readFileSync(OUT, "utf8");
    if (now !== text) {
      console.error("gen_icons: web/js/icons.js differs from what scripts/gen_icons.mjs generates — run it");
      process.exit(1);
    }
    console.log("gen_icons: web/js/icons.js is up to date");
  } else {
    writeFileSync(OUT, text);
    console.log(`gen_icons: wrote ${OUT} (${text.length} bytes)`);
  }
}
