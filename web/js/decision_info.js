// decision_info.js — what an issue-11 decision is about, shown above its
// controls: the players the Seherin still owes a card (view.owed, public),
// the hand the Spion looked at (view.spied_hand, only in his own view), the
// district the Friedhof's owner may buy (view.graveyard_card, public), and
// the heading of a row of cards a decision shows by itself (whose hand the
// Beschwörer looks at, the Leuchtturm's deck). Display only: what may be
// done comes from view.pending.options.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { districtCard } from "./cards.js";

const seatName = (ctx, seat) => ctx.names[seat] ?? t("seat_n", { n: seat + 1 });

export function decisionContext(ctx) {
  const { view } = ctx;
  const parts = [];
  if (view.pending?.decision === "seer_give" && Array.isArray(view.owed) && view.owed.length) {
    parts.push(h("p", { class: "prompt-sub owed" }, t("nd_owed", { players: view.owed.map((s) => seatName(ctx, s)).join(", ") })));
  }
  const spied = view.spied_hand;
  if (spied && Array.isArray(spied.hand)) {
    parts.push(h("div", { class: "spied-hand" },
      h("p", { class: "prompt-sub" }, t("nd_spied_hand", { player: seatName(ctx, spied.seat) })),
      h("div", { class: "target-row" }, spied.hand.map((c) => districtCard(c, { small: true })))));
  }
  if (view.pending?.decision === "graveyard" && view.graveyard_card) {
    parts.push(h("div", { class: "graveyard-card" },
      h("p", { class: "prompt-sub" }, t("nd_graveyard_card")),
      h("div", { class: "target-row" }, districtCard(view.graveyard_card, { small: true }))));
  }
  return parts.length ? h("div", { class: "decision-info" }, parts) : null;
}

export function cardChoiceHeading(ctx, opts) {
  const { view } = ctx;
  if (view.looking_at && opts.some((o) => o.type === "take_card" || o.type === "build_taken_card")) {
    return h("p", { class: "prompt-sub" }, t("nd_looking_at", { player: seatName(ctx, view.looking_at.seat) }));
  }
  if (opts.some((o) => o.type === "lighthouse_take")) return h("p", { class: "prompt-sub" }, t("nd_deck_cards"));
  return null;
}
