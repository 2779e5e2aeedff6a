// dominion/log.js — the Dominion engine's events (src/dominion/json.c) as
// sentences for the game log and the replay.
//
// The server sends each viewer only the events it may see: the cards a
// player draws or looks at reach that player alone ("drew_card",
// "looked_at"), the others get the public counterpart ("drew" with a
// count, "put_cards_on_deck", "passed_cards"). So a private event is always
// the viewer's own and reads "You …". Runs of the same event by the same
// player (five cards drawn, Treasures played one by one, a hand of cards
// discarded) become one line listing the cards.

import { t, tn } from "../i18n.js";
import { cardName, cardList, cardTypes } from "./cards.js";
import { optionWords } from "./prompt.js";

// Events whose runs merge into one line (with the fields that must agree).
const GROUPS = { drew_card: [], discarded: [], revealed: [], looked_at: [], trashed: ["from"], put_on_deck: ["above"],
  took_into_hand: [], set_aside: [], gained: ["to"], played: [] };

const groupable = (ev) => GROUPS[ev.type] !== undefined && ev.card &&
  (ev.type !== "played" || (!ev.again && cardTypes(ev.card).includes("treasure")));

function sameGroup(a, b) {
  return a.type === b.type && a.seat === b.seat && groupable(a) && groupable(b) && GROUPS[a.type].every((k) => a[k] === b[k]);
}

// A public count the viewer also got as its own cards: "You draw 5 cards"
// next to "You draw Copper ×4, Estate", "You put 1 card onto your deck"
// next to "You put Copper onto your deck", "You pass a card to Bob" next to
// "You pass Copper to Bob" (and Bob's "Alice passes you Copper"): the
// engine sends both to the player, the count for everyone.
const COUNT_OF = { drew: "drew_card", put_cards_on_deck: "put_on_deck", passed_cards: "passed_card" };

// events -> [{cls, text}]
export function dominionLogLines(allEvents, names, me) {
  const said = (ev, i) => {
    const near = (j) => allEvents[j]?.type === COUNT_OF[ev.type] && allEvents[j].seat === ev.seat && allEvents[j].to === ev.to;
    return COUNT_OF[ev.type] && me !== null && me !== undefined && (ev.seat === me || ev.to === me) && (near(i + 1) || near(i - 1));
  };
  const events = allEvents.filter((ev, i) => !said(ev, i));
  const lines = [];
  for (let i = 0; i < events.length; i++) {
    const ev = events[i];
    const near = (j, type) => events[j]?.type === type && events[j].seat === ev.seat;
    // "… buys Province for 8" says the gain too.
    if (ev.type === "gained" && near(i - 1, "bought") && events[i - 1].card === ev.card && ev.to === "discard") continue;
    const cards = [ev.card];
    while (groupable(ev) && i + 1 < events.length && sameGroup(ev, events[i + 1])) cards.push(events[++i].card);
    lines.push(describeDominionEvent(ev, names, me, cards));
  }
  return lines;
}

// One event (with the cards of its run, when merged).
export function describeDominionEvent(ev, names, me, cards = [ev.card]) {
  const who = (seat) => (seat === me && me !== null && me !== undefined ? t("dom_you") : names[seat] ?? t("seat_n", { n: (seat ?? 0) + 1 }));
  const mine = ev.seat === me && me !== null && me !== undefined;
  const p = who(ev.seat);
  const card = ev.card ? cardName(ev.card) : "";
  const list = cardList(cards.filter(Boolean));
  const k = (base) => (mine ? `${base}_you` : base);
  switch (ev.type) {
    case "turn_started":
      return { cls: "round", text: mine ? t("dom_ev_turn_you", { n: ev.turn }) : t("dom_ev_turn", { player: p, n: ev.turn }) };
    case "phase":
      return { cls: "phase", text: t(k(ev.phase === "buy" ? "dom_ev_phase_buy" : "dom_ev_phase_action"), { player: p }) };
    case "played":
      return { cls: "play", text: t(k(ev.again ? "dom_ev_played_again" : "dom_ev_played"), { player: p, cards: ev.again ? card : list }) };
    case "drew":
      return { cls: "cards", text: mine ? tn("dom_ev_drew_you", ev.count) : tn("dom_ev_drew", ev.count, { player: p }) };
    case "drew_card":
      return { cls: "cards private", text: t("dom_ev_drew_card", { cards: list }) };
    case "shuffled":
      return { cls: "cards", text: t(k("dom_ev_shuffled"), { player: p }) };
    case "bought":
      return { cls: "buy", text: t(k("dom_ev_bought"), { player: p, card, cost: ev.cost }) };
    case "gained":
      return { cls: "gain", text: t(k(ev.to === "hand" ? "dom_ev_gained_hand" : ev.to === "deck" ? "dom_ev_gained_deck" : "dom_ev_gained"), { player: p, cards: list }) };
    case "trashed":
      return { cls: "trash", text: t(k("dom_ev_trashed"), { player: p, cards: list }) };
    case "discarded":
      return { cls: "cards", text: t(k("dom_ev_discarded"), { player: p, cards: list }) };
    case "discarded_cards":
      return { cls: "cards", text: mine ? tn("dom_ev_discarded_n_you", ev.count) : tn("dom_ev_discarded_n", ev.count, { player: p }) };
    case "put_on_deck":
      // Secret Passage: into the deck, under `above` cards.
      if (ev.above) return { cls: "cards", text: tn(k("dom_ev_put_into_deck"), ev.above, { player: p, cards: list }) };
      return { cls: "cards", text: t(k("dom_ev_put_on_deck"), { player: p, cards: list }) };
    case "put_cards_on_deck":
      if (ev.above) return { cls: "cards", text: tn(k("dom_ev_put_card_into_deck"), ev.above, { player: p }) };
      return { cls: "cards", text: mine ? tn("dom_ev_put_n_you", ev.count) : tn("dom_ev_put_n", ev.count, { player: p }) };
    case "revealed":
      return { cls: "reveal", text: t(k("dom_ev_revealed"), { player: p, cards: list }) };
    case "looked_at":
      return { cls: "reveal private", text: t("dom_ev_looked_at", { cards: list }) };
    case "revealed_hand":
      return { cls: "reveal", text: t(k("dom_ev_revealed_hand"), { player: p }) };
    case "reacted":
      return { cls: "attack", text: t(k("dom_ev_reacted"), { player: p, card, attack: cardName(ev.attack) }) };
    case "unaffected":
      return { cls: "attack", text: t(k("dom_ev_unaffected"), { player: p, attack: card }) };
    case "took_into_hand":
      return { cls: "cards", text: t(k("dom_ev_took"), { player: p, cards: list }) };
    case "set_aside":
      return { cls: "cards", text: t(k("dom_ev_set_aside"), { player: p, cards: list }) };
    case "passed_card":
      return { cls: "cards private", text: mine ? t("dom_ev_passed_card_you", { card, to: who(ev.to) }) : t("dom_ev_passed_card_to_you", { player: p, card }) };
    case "passed_cards":
      return { cls: "cards", text: t(k("dom_ev_passed_cards"), { player: p, to: who(ev.to) }) };
    case "chose":
      return { cls: "choice", text: t(k("dom_ev_chose"), { player: p, card, choice: optionWords(ev.card, ev.option) }) };
    case "named":
      return { cls: "choice", text: t(k("dom_ev_named"), { player: p, card }) };
    case "coins":
      return { cls: "gold", text: mine ? tn("dom_ev_coins_you", ev.coins, { total: ev.total }) : tn("dom_ev_coins", ev.coins, { player: p, total: ev.total }) };
    case "game_over":
      return { cls: "round", text: t(ev.reason === "provinces" ? "dom_ev_over_provinces" : "dom_ev_over_piles") };
    case "move_undone":
      return { cls: "undo", text: t("tbl_ev_undone", { player: names[ev.seat] ?? "" }) };
    default:
      return { cls: "other", text: String(ev.type) };
  }
}
