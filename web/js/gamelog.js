// gamelog.js — turns the engine's events into sentences for the game log.
//
// Each `events` message (docs/protocol.md) carries the events this player
// may see, already filtered by the server; private ones (the character you
// chose, the cards you drew) read as "you". describeEvent() returns a line
// and a CSS class; the table and the replay viewer share it.

import { t, tn, characterName, districtName } from "./i18n.js";

// names: seat -> display name; me: this viewer's seat or null. A benefit
// the engine took by itself at the end of a turn (`"auto": true`) says so.
export function describeEvent(ev, names, me) {
  const line = describe(ev, names, me);
  if (ev.auto) line.text = `${line.text.replace(/[.!]$/, "")} ${t("tbl_auto_note")}.`;
  return line;
}

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
      return { cls: "gold", text: t("ev_gold_paid_smithy", { player: p, n: ev.amount }) };
    case "district_beautified":
      return { cls: "build", text: t("ev_beautified", { player: p, card }) };
    case "turn_ended":
      return { cls: "turn", text: t("ev_turn_ended", { player: p, character: ch }) };
    case "round_ended":
      return { cls: "round", text: t("ev_round_ended", { round: ev.round }) };
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
export function describeMove(msg, names) {
  const player = names[msg.seat] ?? "?";
  if (msg.by === "setup") return t("ev_game_start");
  if (msg.by === "timeout") return t("ev_by_timeout", { player });
  if (msg.by === "autopilot") return t("tbl_ev_by_autopilot", { player });
  return null;
}
