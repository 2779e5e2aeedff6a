// table_extras.js — issue 12: what the older rule sets and the action cards
// lay on the table.
//
// The classic open discard pile (view.discard_pile, public: classic and Dark
// City discard face up) is shown beside the lineup, its top cards readable,
// folded to a count on a phone. The Kassenwagen cards a player has laid out
// (players[i].ticket_booths: [{card, gold}]) lie in front of that player
// with the gold on each. A laid Zirkuszelt needs nothing here: it is a card
// of the player's city like any district.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { districtCard } from "./cards.js";

// How many of the pile's top cards are shown face up (the rest as a count).
const PILE_SHOWN = 6;

export function discardPile(view) {
  const pile = view.discard_pile;
  if (!Array.isArray(pile)) return null; // not a classic rule set
  const top = pile.slice(-PILE_SHOWN).reverse(); // the newest first
  return h("section", { class: "discard-pile", "aria-label": t("tbl_discard_pile"), dataset: { count: String(pile.length) } },
    h("h3", {}, t("tbl_discard_pile_n", { n: pile.length })),
    h("div", { class: "pile-cards" }, top.length ? top.map((c) => districtCard(c, { small: true })) : h("span", { class: "empty" }, t("tbl_discard_empty"))));
}

export function ticketBooths(p) {
  const booths = p.ticket_booths;
  if (!Array.isArray(booths) || !booths.length) return null;
  return h("div", { class: "ticket-booths", "aria-label": t("tbl_ticket_booths") },
    booths.map((b) => h("div", { class: "booth", dataset: { card: String(b.card?.id ?? "") } },
      districtCard(b.card, { small: true }),
      h("span", { class: "booth-gold" }, h("span", { class: "coin" }), t("tbl_booth_gold", { gold: b.gold ?? 0 })))));
}
