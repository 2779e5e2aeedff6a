// dominion/prompt.js — the pending decision of a Dominion game in words and
// controls, driven by the view's "decision" and its "options" (the legal
// actions the engine lists for the deciding seat, view.c).
//
// Every option gets exactly one control that sends it unchanged; each
// control carries the option as data-opt (JSON), which the browser tests
// use to check that nothing the engine allows is out of reach. Where a
// control lives:
//   - a card from hand (play, play_treasure, choose_card, reveal): the hand
//     tile of that card (table.js, handOption below);
//   - a pile (buy, choose_pile): the supply pile (table.js, pileOption);
//     choose_pile also as a chip in the prompt (data-opt-alt), since the
//     supply may have scrolled away on a phone;
//   - a revealed or looked-at card (choose_aside), a numbered option, yes,
//     no, done and the phase steps: a button in the prompt.
// Undo (when the server offers it, can_undo) is a button of the prompt, as
// at a Citadels table.

import { h } from "../dom.js";
import { t, tn, currentLang } from "../i18n.js";
import { UI } from "../../i18n/ui.js";
import { undoButton } from "../prompt.js";
import { cardName, domCard, typeWord } from "./cards.js";

const HAND_TYPES = new Set(["play", "play_treasure", "choose_card", "reveal"]);
const PILE_TYPES = new Set(["buy", "choose_pile"]);

export const optKey = (o) => JSON.stringify(o);

// The options of this viewer's own decision ([] when it is not theirs).
export function myOptions(view, ctx) {
  const d = view.decision || {};
  if (!ctx.send || d.seat !== ctx.me || view.finished || view.outcome) return [];
  return d.options || [];
}

// wire -> option for a hand tile / a supply pile.
export function handOption(opts, wire) {
  return opts.find((o) => HAND_TYPES.has(o.type) && o.card === wire) || null;
}
export function pileOption(opts, wire) {
  return opts.find((o) => PILE_TYPES.has(o.type) && o.card === wire) || null;
}

const has = (key) => UI.en[key] !== undefined;
const who = (ctx, seat) => (seat === ctx.me ? t("you") : ctx.names[seat] ?? t("seat_n", { n: (seat ?? 0) + 1 }));

// The aside cards this decision is about: the visible ones, newest last.
function visibleAside(view) {
  return (view.aside || []).filter((a) => a.card);
}

// What a yes/no is about: the card looked at or revealed last, or the card itself.
function yesNoText(view, d, ctx) {
  const card = cardName(d.card);
  if (has(`dom_yn_${d.card}`)) return t(`dom_yn_${d.card}`, { card });
  // The card in question: the decision's own (view.c "except": the Thief's
  // trashed Treasure, the Vassal's discarded Action), else the card looked
  // at or revealed last (the Library's, the Spy's, with its owner).
  const last = visibleAside(view).at(-1);
  let target = d.except ? cardName(d.except) : last ? cardName(last.card) : card;
  if (!d.except && last && last.owner !== ctx.me) target = t("dom_whose_card", { card: target, player: who(ctx, last.owner) });
  const key = has(`dom_yn_${d.purpose}`) ? `dom_yn_${d.purpose}` : "dom_yn";
  return t(key, { card, target });
}

function limitText(d) {
  const parts = [];
  // "Only Action or Treasure cards."
  if (d.types?.length) parts.push(t("dom_only_types", { types: new Intl.ListFormat(currentLang(), { type: "disjunction" }).format(d.types.map(typeWord)) }));
  return parts.join(" ");
}

// The question in words.
export function promptText(view, ctx) {
  const d = view.decision || {};
  const card = d.card ? cardName(d.card) : "";
  const opts = d.options || [];
  switch (d.kind) {
    case "action":
      return opts.some((o) => o.type === "play") ? t("dom_p_action") : t("dom_p_action_none");
    case "buy":
      return t("dom_p_buy", { coins: view.turn?.coins ?? 0, buys: view.turn?.buys ?? 0 });
    case "hand": {
      const key = has(`dom_p_hand_${d.purpose}`) ? `dom_p_hand_${d.purpose}` : "dom_p_hand";
      return [t(key, { card }), d.count > 1 ? tn("dom_more_n", d.count) : "", limitText(d), d.optional ? t("dom_may_stop") : ""].filter(Boolean).join(" ");
    }
    case "supply": {
      let key = "dom_p_supply_any";
      if (d.purpose === "name") key = "dom_p_supply_name";
      else if (d.except && d.exact) key = "dom_p_supply_replace"; // the Swindler's pick for a victim
      else if (d.purpose === "trash") key = "dom_p_supply_trash";
      else if (d.exact) key = "dom_p_supply_exact";
      else if (d.cost_max !== undefined && d.cost_min !== undefined) key = "dom_p_supply_between";
      else if (d.cost_max !== undefined) key = "dom_p_supply_upto";
      else if (d.cost_min !== undefined) key = "dom_p_supply_from";
      return [t(key, { card, max: d.cost_max ?? "", min: d.cost_min ?? "", trashed: d.except ? cardName(d.except) : "" }), limitText(d)].filter(Boolean).join(" ");
    }
    case "aside": {
      const key = has(`dom_p_aside_${d.purpose}`) ? `dom_p_aside_${d.purpose}` : "dom_p_aside";
      return [t(key, { card }), limitText(d)].filter(Boolean).join(" ");
    }
    case "option": {
      const i = optionTarget(d);
      const target = i !== null && view.aside?.[i]?.card ? cardName(view.aside[i].card) : null;
      return target ? t("dom_p_option_for", { card, target }) : t("dom_p_option", { card });
    }
    case "yes_no":
      return yesNoText(view, d, ctx);
    case "reaction":
      return t("dom_p_react", { attack: card, player: who(ctx, view.turn?.seat) });
    // Issue 14's Intrigue: a card from the trash (Lurker), a place in the deck (Secret Passage).
    case "trash":
      return [t("dom_p_trash", { card }), limitText(d)].filter(Boolean).join(" ");
    case "position":
      return t("dom_p_position", { card });
    default:
      return t("dom_p_generic", { card: card || t("dom_unknown_card") });
  }
}

// The aside card an option decision is about, or null: the Sentry asks
// once per looked-at card and names it by its index in the view's "aside"
// (decision.count; absent when 0, as view.c leaves out zero counts).
export function optionTarget(d) {
  if (d.kind !== "option") return null;
  if (d.card === "sentry") return d.count ?? 0;
  return null;
}

// A numbered option in the card's own words.
export function optionWords(card, n) {
  return has(`dom_opt_${card}_${n}`) ? t(`dom_opt_${card}_${n}`) : t("dom_opt_n", { n: n + 1 });
}

// A place in the own deck: on top, n cards down, or at the bottom.
function positionWords(view, ctx, n) {
  const deck = view.players?.[ctx.me]?.deck_size;
  if (n === 0) return t("dom_pos_top");
  if (deck !== undefined && n >= deck) return t("dom_pos_bottom");
  return tn("dom_pos_n", n);
}

function doneLabel(d) {
  if (d.kind === "reaction") return t("dom_no_reveal");
  if (d.kind === "supply") return t("dom_gain_nothing");
  if (d.kind === "aside") return t("dom_choose_none");
  return t("dom_done");
}

// The controls for the options that are not a card of the hand or a pile:
// a button worded by the option, or a small card tile for a card already
// seen (looked at, revealed, in the trash) and for a pile's chip.
function buttons(view, ctx, opts) {
  const d = view.decision || {};
  return opts.map((o) => {
    const dataset = { opt: optKey(o), action: o.type };
    const onclick = () => ctx.send(o);
    const button = (cls, label) => h("button", { type: "button", class: cls, dataset, onclick }, label);
    switch (o.type) {
      case "end_actions": return button("secondary", t("dom_end_actions"));
      case "play_treasures": return button("primary", t("dom_play_all"));
      case "end_turn": return button("secondary", t("dom_end_turn"));
      case "yes": return button("primary", t("dom_yes"));
      case "no": return button("secondary", t("dom_no"));
      case "done": return button("secondary", doneLabel(d));
      case "choose_option": return button("primary option", optionWords(d.card, o.option));
      case "choose_position": return button("secondary option", positionWords(view, ctx, o.position));
      case "choose_aside": case "choose_trash": return domCard(o.card, { small: true, onclick, dataset });
      // A second way to the pile of the supply (which carries data-opt).
      case "choose_pile": return domCard(o.card, { small: true, onclick, dataset: { optAlt: dataset.opt, action: o.type },
        cost: (view.supply || []).find((p) => p.card === o.card)?.cost });
      // An action this client does not know yet (a card of a later set, a
      // new decision): still reachable, worded by its card or number.
      default: return button("secondary option", o.card ? cardName(o.card) : optionWords(d.card, Number(o.option ?? o.position ?? 0)));
    }
  });
}

export function renderDominionPrompt(view, ctx) {
  const d = view.decision || {};
  if (view.finished || view.outcome || !d.kind || d.kind === "none") {
    return h("section", { class: "prompt dprompt" }, h("p", { class: "prompt-title" }, t("prompt_game_over")));
  }
  const mine = ctx.send && d.seat === ctx.me;
  if (!mine) {
    const text = d.kind === "reaction" ? t("dom_wait_react", { player: who(ctx, d.seat) }) : t("dom_wait", { player: who(ctx, d.seat) });
    return h("section", { class: "prompt dprompt", dataset: { kind: d.kind } }, h("p", { class: "prompt-title" }, text));
  }
  const opts = d.options || [];
  // Chips for a pile choice; a buy is made on the supply itself.
  // Undo sits with the buttons, as at a Citadels table (undoButton, ../prompt.js).
  const extra = [...buttons(view, ctx, opts.filter((o) => !HAND_TYPES.has(o.type) && o.type !== "buy")), undoButton(ctx)].filter(Boolean);
  // Where the controls are, in one line (a laptop's dock has little height).
  const fromHand = opts.some((o) => HAND_TYPES.has(o.type)), buying = opts.some((o) => o.type === "buy");
  const hintKey = fromHand && buying ? "dom_hint_buy_hand" : fromHand ? "dom_hint_hand" : buying ? "dom_hint_buy" : null;
  const hint = hintKey ? h("p", { class: "prompt-sub" }, t(hintKey)) : null;
  return h("section", { class: "prompt dprompt mine", dataset: { kind: d.kind, purpose: d.purpose || "" }, "aria-live": "polite" },
    h("p", { class: "prompt-title" }, h("span", { class: "your-turn-tag" }, t("dom_your_decision")), " ", promptText(view, ctx)),
    hint,
    extra.length ? h("div", { class: "prompt-buttons" }, extra) : null);
}
