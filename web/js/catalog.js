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
  };
  cat.uniques = [...cat.districts.values()].filter((d) => d.type === "unique");
  catalogs.set(game, cat);
  return cat;
}

export function catalog(game = "citadels") {
  return catalogs.get(game);
}

export function districtInfo(kind, game = "citadels") {
  return catalogs.get(game)?.districts.get(kind) || { kind, type: "unique", cost: 0, silver: 0 };
}

export function characterInfo(wire, game = "citadels") {
  return catalogs.get(game)?.characters.get(wire) || { character: wire, rank: 0 };
}
