// gamelog.js — turns the engine's events into sentences for the game log.
//
// Each `events` message (docs/protocol.md) carries the events this player
// may see, already filtered by the server; private ones (the character you
// chose, the cards you drew) read as "you". describeEvent() returns a line
// and a CSS class; the table and the replay viewer share it.

import { t, tn, characterName, districtName, typeName } from "./i18n.js";
import { dominionLogLines } from "./dominion/log.js";

// names: seat -> display name; me: this viewer's seat or null. A benefit
// the engine took by itself at the end of a turn (`"auto": true`) says so.
// The lines of one step's events: Dominion merges runs of cards (issue 14).
export function describeEvents(events, names, me, game) {
  if (game === "dominion") return dominionLogLines(events || [], names, me);
  return (events || []).map((ev) => describeEvent(ev, names, me));
}

export function describeEvent(ev, names, me) {
  const line = describe(ev, names, me);
  if (ev.auto) line.text = `${line.text.replace(/[.!]$/, "")} ${t("tbl_auto_note")}.`;
  return line;
}

// Issue 11's reasons for gold (the engine's why_wire): taken, and paid.
const GOLD_REASONS = new Set(["navigator", "taxes", "alchemist", "queen", "marshal", "diplomat"]);
const PAID_REASONS = new Set(["tax", "marshal", "diplomat", "great_wall"]);

function describe(ev, names, me) {
  // Names, not "you": the sentences are written in the third person; the
  // private events of this viewer have their own "You …" texts.
  const who = (seat) => names[seat] ?? t("seat_n", { n: (seat ?? 0) + 1 });
  const p = who(ev.seat);
  const ch = ev.character ? characterName(ev.character) : "";
  const card = ev.card ? districtName(ev.card.kind) : "";
  const mine = ev.seat === me && me !== null;
  switch (ev.type) {
    case "round_start":
      return { cls: "round", text: t("ev_round_start", { round: ev.round }) };
    case "character_face_up":
      return { cls: "selection", text: t("ev_face_up", { character: ch }) };
    case "character_face_down":
      if (ev.character) return { cls: "selection private", text: t("ev_face_down_known", { player: p, character: ch }) };
      return { cls: "selection", text: ev.seat === undefined || ev.seat < 0 ? t("ev_face_down_random") : t("ev_face_down", { player: p }) };
    case "character_picked":
      return ev.character
        ? { cls: "selection private", text: t(mine ? "ev_picked_you" : "ev_picked_known", { player: p, character: ch }) }
        : { cls: "selection", text: t("ev_picked", { player: p }) };
    case "character_dealt":
      return ev.character
        ? { cls: "selection private", text: t("ev_dealt_you", { character: ch }) }
        : { cls: "selection", text: t("ev_dealt", { player: p }) };
    case "rank_called":
      return { cls: "call", text: t(ev.answered ? "ev_called" : "ev_called_nobody", { character: ch }) };
    case "character_revealed":
      return { cls: "reveal", text: t(ev.at_round_end ? "ev_revealed_end" : "ev_revealed", { player: p, character: ch }) };
    case "robbed":
      return { cls: "attack", text: t("ev_robbed", { thief: who(ev.thief), player: p, gold: ev.gold }) };
    case "crown_moved":
      return { cls: "crown-moved", text: t("ev_crown", { player: p }) };
    case "gold_taken":
      if (GOLD_REASONS.has(ev.reason)) return { cls: "gold", text: t(`ev_gold_reason_${ev.reason}`, { player: p, n: ev.amount }) };
      return { cls: "gold", text: tn(`ev_gold_${["income", "districts", "merchant", "laboratory"].includes(ev.reason) ? ev.reason : "income"}`, ev.amount, { player: p }) };
    case "cards_drawn":
      return { cls: "cards", text: tn("ev_cards_drawn", ev.count, { player: p }) };
    case "card_drawn":
      return { cls: "cards private", text: t("ev_card_drawn", { card }) };
    case "card_kept":
      return { cls: "cards private", text: t("ev_card_kept", { card }) };
    case "cards_discarded":
      return { cls: "cards", text: tn("ev_cards_discarded", ev.count, { player: p }) };
    case "district_built":
      return { cls: "build", text: t(ev.cards ? "ev_built_cards" : "ev_built", { player: p, card, gold: ev.gold, cards: ev.cards }) };
    case "city_complete":
      return { cls: "build", text: t(ev.first ? "ev_complete_first" : "ev_complete", { player: p }) };
    case "character_killed":
      return { cls: "attack", text: t("ev_killed", { player: p, character: ch }) };
    case "rob_named":
      return { cls: "attack", text: t("ev_rob_named", { player: p, character: ch }) };
    case "hands_swapped":
      return { cls: "cards", text: t("ev_swapped", { player: p, other: who(ev.with) }) };
    case "district_destroyed":
      return { cls: "attack", text: t("ev_destroyed", { player: p, victim: who(ev.victim), card, gold: ev.gold }) };
    case "gold_paid":
      if (ev.reason === undefined || ev.reason === "smithy") return { cls: "gold", text: t("ev_gold_paid_smithy", { player: p, n: ev.amount }) };
      return { cls: "gold", text: t(`ev_paid_${PAID_REASONS.has(ev.reason) ? ev.reason : "any"}`, { player: p, n: ev.amount }) };
    case "district_beautified":
      return { cls: "build", text: t("ev_beautified", { player: p, card }) };
    case "turn_ended":
      return { cls: "turn", text: t("ev_turn_ended", { player: p, character: ch }) };
    case "round_ended":
      return { cls: "round", text: t("ev_round_ended", { round: ev.round }) };
    // --- issue 11: agents (Spion, Erpresserin, Magistrat, Hexe) ---
    case "hand_spied":
      return { cls: "attack", text: t("ev_hand_spied", { player: p, victim: who(ev.victim), type: typeName(ev.district_type), n: ev.matches }) };
    case "threats_placed":
      return { cls: "attack", text: t("ev_threats_placed", { player: p, character: ch, other: characterName(ev.other) }) };
    case "bribe_paid":
      return { cls: "gold", text: t("ev_bribe_paid", { player: p, to: who(ev.to), gold: ev.gold }) };
    case "bribe_refused":
      return { cls: "attack", text: t("ev_bribe_refused", { player: p }) };
    case "threat_revealed":
      return { cls: "attack", text: t(ev.rose ? "ev_threat_rose" : "ev_threat_no_rose", { player: p, gold: ev.gold ?? 0 }) };
    case "threat_kept_hidden":
      return { cls: "attack", text: t("ev_threat_kept", { player: p }) };
    case "warrants_placed":
      return { cls: "attack", text: t("ev_warrants_placed", { player: p, character: ch, other: characterName(ev.other), third: characterName(ev.third) }) };
    case "district_confiscated":
      return { cls: "attack", text: t("ev_confiscated", { player: p, victim: who(ev.victim), card, refund: ev.refund }) };
    case "confiscation_declined":
      return { cls: "attack", text: t("ev_confiscation_declined", { player: p, builder: who(ev.builder) }) };
    case "character_bewitched":
      return { cls: "attack", text: t("ev_bewitched", { player: p, character: ch }) };
    case "witch_resumes":
      return { cls: "call", text: t("ev_witch_resumes", { player: p, character: ch }) };
    // --- issue 11: court (Beschwörer, Seherin, Kaiser, Ablassprediger, Kardinal) ---
    case "card_passed":
      return { cls: "cards private", text: t("ev_card_passed", { from: who(ev.from), to: who(ev.to), card }) };
    case "cards_passed":
      return { cls: "cards", text: t("ev_cards_passed", { player: p, to: who(ev.to), n: ev.count }) };
    case "gold_given":
      return { cls: "gold", text: t(["richest", "emperor", "cardinal"].includes(ev.reason) ? `ev_gold_given_${ev.reason}` : "ev_gold_given", { player: p, to: who(ev.to), n: ev.amount }) };
    case "hand_seen":
      return { cls: "cards", text: t("ev_hand_seen", { player: p, whose: who(ev.whose) }) };
    case "deck_shuffled":
      return { cls: "cards", text: t("ev_deck_shuffled", { n: ev.deck_size }) };
    // --- issue 11: builders (Gerüst, Totenstadt, Marschall, Diplomatin, Glockenturm) ---
    case "framework_used":
      return { cls: "build", text: t("ev_framework_used", { player: p, card }) };
    case "necropolis_paid":
      return { cls: "build", text: t("ev_necropolis_paid", { player: p, card }) };
    case "district_seized":
      return { cls: "attack", text: t("ev_seized", { player: p, victim: who(ev.victim), card, gold: ev.gold }) };
    case "districts_exchanged":
      return { cls: "build", text: t(ev.gold ? "ev_exchanged_gold" : "ev_exchanged", { player: p, other: who(ev.with), card, target: ev.target ? districtName(ev.target.kind) : "", gold: ev.gold }) };
    case "bell_tower_decided":
      return { cls: "build", text: t(ev.earlier ? "ev_bell_earlier" : "ev_bell_normally", { player: p }) };
    // --- issue 11: the unique districts' events (districts slice) ---
    case "armory_destroyed":
      return { cls: "attack", text: t("ev_armory_destroyed", { player: p, victim: who(ev.victim), card }) };
    case "museum_tucked":
      return { cls: "build", text: t("ev_museum_tucked", { player: p, n: ev.under }) };
    case "theater_swapped":
      return { cls: "selection", text: t("ev_theater_swapped", { player: p, other: who(ev.with) }) };
    case "theater_character":
      return { cls: "selection private", text: t("ev_theater_character", { character: ch, gave: ev.gave ? characterName(ev.gave) : "" }) };
    case "graveyard_bought":
      return { cls: "build", text: t("ev_graveyard_bought", { player: p, card, gold: ev.gold }) };
    case "lighthouse_took":
      return { cls: "cards", text: t("ev_lighthouse_took", { player: p }) };
    case "hospital_turn":
      return { cls: "call", text: t("ev_hospital_turn", { player: p, character: ch }) };
    // --- issue 12: action cards (2016-actions; the actions slice) ---
    case "action_card_played":
      return { cls: "cards", text: t(ev.character ? "ev_action_played_for" : "ev_action_played", { player: p, card, character: ch }) };
    case "ticket_booth_paid":
      return { cls: "gold", text: t("ev_ticket_booth_paid", { player: p, owner: who(ev.owner), n: ev.gold_on_it }) };
    case "ticket_booth_cashed":
      return { cls: "gold", text: t("ev_ticket_booth_cashed", { player: p, n: ev.gold }) };
    case "ticket_booth_closed":
      return { cls: "gold", text: t("ev_ticket_booth_closed", { player: p, n: ev.gold }) };
    case "district_overbuilt":
      return { cls: "build", text: t("ev_overbuilt", { player: p, card, replaced: ev.replaced ? districtName(ev.replaced.kind) : "" }) };
    case "circus_tent_laid":
      return { cls: "build", text: t("ev_circus_tent_laid", { player: p }) };
    // --- issue 12: the Ballsaal's thanks (dark city slice) ---
    case "king_thanked":
      return { cls: "call", text: t("ev_king_thanked", { player: p }) };
    case "forgot_to_thank":
      return { cls: "call", text: t("ev_forgot_to_thank", { player: p }) };
    case "move_undone":
      return { cls: "undo", text: t("tbl_ev_undone", { player: p }) };
    case "game_over":
      return { cls: "round", text: t("ev_game_over") };
    default:
      return { cls: "other", text: `${ev.type}` };
  }
}

// A heading line for a step not made by the player's own hand: the deal
// (seq 0, "setup"), a move the server chose when time ran out, one a bot
// made while the player was away ("autopilot"). An undo's own event says
// what happened.
export function describeMove(msg, names, game) {
  const player = names[msg.seat] ?? "?";
  if (msg.by === "setup") return t(game === "dominion" ? "dom_ev_game_start" : "ev_game_start");
  if (msg.by === "timeout") return t("ev_by_timeout", { player });
  if (msg.by === "autopilot") return t("tbl_ev_by_autopilot", { player });
  return null;
}
