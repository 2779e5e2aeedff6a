// rules_link.js — where a room's rules page and the about page live.
//
// The rules pages are static files, web/rules/<ruleset>.<lang>.html, one per
// rule set and language (docs/client.md, "Rules pages"). The table and the
// room dialog link to them through rulesHref(roomOptions, lang), which reads
// the rule set from the room's options: the engine's config "rules" (issue
// 12), or else an older `edition` or `preset` name (in options.config or at
// the top level) naming the classic game or Dark City; without any, the 2016
// rules. Unknown languages fall back to English, as the client does.
//
// Plain module without DOM access, so tests/web/check_rules.mjs can import it.

export const RULESETS = ["citadels-2016", "citadels-classic", "citadels-dark-city", "citadels-online"];
export const DEFAULT_RULESET = "citadels-2016";
export const RULES_LANGS = ["de", "en", "pl"];

// Names an edition or preset may carry, normalised (lower case, "_" and
// spaces as "-"), and the page they mean.
const ALIASES = {
  "citadels-2016": "citadels-2016",
  "2016": "citadels-2016",
  "first-game": "citadels-2016",
  "citadels-classic": "citadels-classic",
  classic: "citadels-classic",
  "2000": "citadels-classic",
  "citadels-dark-city": "citadels-dark-city",
  "dark-city": "citadels-dark-city",
  "classic-dark-city": "citadels-dark-city",
};

function lang3(lang) {
  const code = String(lang || "").slice(0, 2).toLowerCase();
  return RULES_LANGS.includes(code) ? code : "en";
}

function named(value) {
  if (typeof value !== "string") return null;
  return ALIASES[value.trim().toLowerCase().replace(/[_\s]+/g, "-")] || null;
}

// Issue 12: the engine's rule sets (config "rules") and the page each is
// described on; the action cards are a section of the 2016 page, the online
// site's rules (over either older set) a page of their own.
const RULES_PAGES = {
  "2016": ["citadels-2016", ""],
  "2016-actions": ["citadels-2016", "actions"],
  classic: ["citadels-classic", ""],
  "dark-city": ["citadels-dark-city", ""],
  "online-classic": ["citadels-online", ""],
  "online-dark-city": ["citadels-online", ""],
};

function configOf(roomOptions) {
  const o = roomOptions && typeof roomOptions === "object" ? roomOptions : {};
  return [o, o.config && typeof o.config === "object" ? o.config : {}];
}

// The rule set a room plays: config.rules (issue 12), else the first of
// config.edition, config.preset, edition, preset that names one; else the
// 2016 rules.
export function rulesetOf(roomOptions) {
  const [o, c] = configOf(roomOptions);
  if (typeof c.rules === "string" && RULES_PAGES[c.rules]) return RULES_PAGES[c.rules][0];
  for (const v of [c.edition, c.preset, o.edition, o.preset]) {
    const r = named(v);
    if (r) return r;
  }
  return DEFAULT_RULESET;
}

// Relative to the client's page (index.html at the web root): open it in a
// new tab, e.g. h("a", {href: rulesHref(room.options, currentLang()), target: "_blank", rel: "noopener"}, t("rules_link")).
export function rulesHref(roomOptions, lang) {
  const [, c] = configOf(roomOptions);
  const anchor = typeof c.rules === "string" ? RULES_PAGES[c.rules]?.[1] : "";
  return `rules/${rulesetOf(roomOptions)}.${lang3(lang)}.html${anchor ? `#${anchor}` : ""}`;
}

// The about page holds all three languages; the fragment picks one (about.js).
export function aboutHref(lang) {
  return `about.html#${lang3(lang)}`;
}
