// prices.js — what an action the engine offers will cost, for the detail
// panel ("Destroy: 2 gold — you have 5"). The engine's options carry no
// price, so the figure is read from the catalogue and the view with the same
// rules the engine applies (src/citadels/rules.c, abilities.c); whether the
// action is legal is never decided here — only the engine's list says that.

import { districtInfo } from "./catalog.js";

const cityHas = (player, kind) => (player?.city || []).some((c) => c.kind === kind);

// A district's cost as it stands in a city: + 1 once beautified (Artist).
export function districtCost(card) {
  return districtInfo(card.kind).cost + (card.beautified ? 1 : 0);
}

// Building from hand: the printed cost; the Factory makes every other
// unique district 1 cheaper for its owner.
export function buildPrice(view, seat, card) {
  const d = districtInfo(card.kind);
  let price = d.cost;
  if (d.type === "unique" && card.kind !== "factory" && cityHas(view.players[seat], "factory")) price--;
  return Math.max(0, price);
}

// The Warlord's destroy: the district's cost − 1 (a cost-1 district is free).
export function destroyPrice(card) {
  return Math.max(0, districtCost(card) - 1);
}

// The gold an option of this type costs, or null when it costs none.
export function optionPrice(view, me, o, card) {
  if (!card) return null;
  if (o.type === "build") return buildPrice(view, me, card);
  if (o.type === "destroy") return destroyPrice(card);
  if (o.type === "beautify") return 1;
  // Issue 11: the Marschall pays the seized district's cost to its owner.
  if (o.type === "seize") return districtCost(card);
  return null;
}
