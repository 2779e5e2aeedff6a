// decision_info.js — what an issue-11 decision is about, shown above its
// controls: the players the Seherin still owes a card (view.owed, public),
// the hand the Spion looked at (view.spied_hand, only in his own view), the
// district the Friedhof's owner may buy (view.graveyard_card, public), and
// the heading of a row of cards a decision shows by itself (whose hand the
// Beschwörer looks at, the Leuchtturm's deck), the district the Magistrat
// may confiscate with the gold its builder would get back, the bribe the
// threatened player would pay, and who paid onto the Ticket Booth whose
// owner decides, with the gold now on it (view.pending.card, .refund,
// .bribe, .payer, .gold).
// Display only: what may be done comes from view.pending.options.

import { h } from "./dom.js";
import { t, districtName } from "./i18n.js";
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
  const pending = view.pending || {};
  if (pending.decision === "confiscation" && pending.card) {
    parts.push(h("div", { class: "confiscation-card" },
      h("p", { class: "prompt-sub" }, t("nd_confiscation", { player: seatName(ctx, pending.builder), card: districtName(pending.card.kind), gold: pending.refund })),
      h("div", { class: "target-row" }, districtCard(pending.card, { small: true }))));
  }
  if (pending.decision === "ticket_booth_cash" && Number.isInteger(pending.gold)) {
    parts.push(h("p", { class: "prompt-sub booth-payment" }, t("nd_ticket_booth", { player: seatName(ctx, pending.payer), gold: pending.gold })));
  }
  if (pending.decision === "bribe" && Number.isInteger(pending.bribe)) {
    const have = view.players?.[ctx.me]?.gold ?? 0;
    parts.push(h("p", { class: "prompt-sub bribe-amount" }, t("nd_bribe", { gold: pending.bribe, have })));
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
