// options.js — reading the engine's list of legal actions
// (view.pending.options) for the select-then-confirm table: which options
// involve a card, a character or a seat (the "subject" a player selects
// first), which have no argument (a button), and which open a target list.
//
// Legality is never computed here: the engine lists every legal action and
// the server accepts exactly those; this module only sorts them.

import { t } from "./i18n.js";

// A subject is what a player selects before confirming: a card (in the
// hand, among the drawn cards or in a city), a character, or a seat.
export const subjectOf = (o) =>
  o.card !== undefined ? `card:${o.card}`
    : o.character ? `char:${o.character}`
      : o.seat !== undefined ? `seat:${o.seat}` : null;

export function optionsFor(options, subject) {
  return (options || []).filter((o) => subjectOf(o) === subject);
}

export function sameAction(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

// Groups options by type, keeping the engine's order.
export function groupOptions(options) {
  const groups = new Map();
  for (const o of options || []) {
    if (!groups.has(o.type)) groups.set(o.type, []);
    groups.get(o.type).push(o);
  }
  return groups;
}

// Types whose subjects are already on screen in the decision itself: the
// hand (build, Magician's discard, Laboratory, Thieves' Den payment), the
// drawn cards (keep) and the lineup (pick, set aside). The others get a
// button that opens a list of their targets.
// Issue 11 adds the cards a decision shows by itself: the Gelehrte's seven
// (scholar_keep), the Beschwörer's looked-at hand (take_card,
// build_taken_card) and the Leuchtturm's deck (lighthouse_take).
// Issue 12: the Kassenwagen's three drawn cards (ticket_booth_keep) and the
// hand the Wahrsagerin looks at (fortune_teller_take).
export const CARD_CHOICE_TYPES = new Set(["keep_card", "scholar_keep", "take_card", "build_taken_card", "lighthouse_take",
  "ticket_booth_keep", "fortune_teller_take"]);
export const IN_PLACE_TYPES = new Set(["pick_character", "discard_character", ...CARD_CHOICE_TYPES]);

export function isHandOption(o, handIds) {
  return o.card !== undefined && o.seat === undefined && handIds.has(o.card);
}

export function actionLabel(type) {
  const key = `act_${type}`;
  const s = t(key);
  return s === key ? type.replace(/_/g, " ") : s;
}

// Free benefits the engine takes by itself when a turn ends with them
// unused (issue 10: its events carry "auto": true); the engine slice's
// reading of the rules is in docs/citadels-rules.md.
export const AUTO_TYPES = new Set(["take_extra_gold", "collect_district_income"]);

// What ending the turn now would give up: the optional abilities still
// listed (not building, which is no ability, nor what the engine takes by
// itself). An empty list: end the turn without asking.
// Other ways to build (issue 11) are no ability one gives up either.
const BUILD_TYPES = new Set(["build", "build_with_framework", "build_necropolis", "cardinal_build"]);

export function unusedAbilities(options) {
  return [...groupOptions(options).keys()].filter((type) => type !== "end_turn" && !BUILD_TYPES.has(type) && !AUTO_TYPES.has(type));
}

export function autoBenefits(options) {
  return [...groupOptions(options).keys()].filter((type) => AUTO_TYPES.has(type));
}
