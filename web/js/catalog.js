// catalog.js — what the engine says about its cards and options, fetched
// once from GET /api/catalog/<game> (docs/protocol.md). The client keeps no
// copy of costs, types or ranks: the engine's tables are the only source.

const catalogs = new Map();

export async function loadCatalog(game) {
  if (catalogs.has(game)) return catalogs.get(game);
  const res = await fetch(`/api/catalog/${encodeURIComponent(game)}`);
  if (!res.ok) throw new Error(`catalogue of ${game}: HTTP ${res.status}`);
  const raw = await res.json();
  const cat = {
    raw,
    game: raw.game,
    types: raw.types || [],
    districts: new Map((raw.districts || []).map((d) => [d.kind, d])),
    characters: new Map((raw.characters || []).map((c) => [c.character, c])),
    presets: raw.presets || [],
    config: raw.config || [],
    // Issue 12: the rule sets (ids, names, playable, offered keys, their
    // characters, uniques and per-set district rows, defaults).
    rulesets: raw.rulesets || [],
  };
  cat.uniques = [...cat.districts.values()].filter((d) => d.type === "unique");
  catalogs.set(game, cat);
  return cat;
}

export function catalog(game = "citadels") {
  return catalogs.get(game);
}

// Issue 12: the rule set whose per-set rows (cost, copies, silver) apply
// (rules_state.js sets it before each render).
let rulesNow = "";
export function setCatalogRules(rules) { rulesNow = rules || ""; }

export function rulesetInfo(id, game = "citadels") {
  return catalogs.get(game)?.rulesets.find((r) => r.id === id) || null;
}

export function districtInfo(kind, game = "citadels") {
  const base = catalogs.get(game)?.districts.get(kind) || { kind, type: "unique", cost: 0, silver: 0 };
  const row = rulesNow ? rulesetInfo(rulesNow, game)?.districts?.[kind] : null;
  return row ? { ...base, cost: row.cost, count: row.count, silver: row.silver } : base;
}

export function characterInfo(wire, game = "citadels") {
  return catalogs.get(game)?.characters.get(wire) || { character: wire, rank: 0 };
}
