// prompt.js — the pending decision: what this player may do now.
//
// The engine lists every legal action in view.pending.options (the same list
// the server accepts), so the client never guesses legality: it offers
// exactly those. Common decisions get their own widgets (pick a character,
// gold or cards, keep a card, build from hand); every other action type gets
// a button, and when it needs an argument (a character, a player, a card, a
// player's district) a list of its legal targets. Cards and characters on the
// table that an action can take are made clickable by table.js through
// boardActions(); this module builds the panel.

import { h } from "./dom.js";
import { t, characterName, districtName } from "./i18n.js";
import { characterCard, districtCard } from "./cards.js";
import { districtInfo } from "./catalog.js";

// Action types that the board itself offers (click a card); the panel lists
// them only as a hint.
const BOARD_TYPES = new Set(["pick_character", "discard_character", "keep_card", "build",
  "discard_and_draw", "pay_with_card"]);

export function actionLabel(type) {
  const key = `act_${type}`;
  const s = t(key);
  return s === key ? type.replace(/_/g, " ") : s;
}

function targetLabel(opt, names) {
  const parts = [];
  if (opt.character) parts.push(characterName(opt.character));
  if (opt.seat !== undefined) parts.push(names[opt.seat] ?? `#${opt.seat + 1}`);
  if (opt.district) parts.push(districtName(opt.district));
  return parts.join(" · ") || actionLabel(opt.type);
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

// Why a hand card cannot be built now: the engine lists only what is legal,
// this explains the rest from the view (gold, duplicates, limit, income).
export function buildRefusal(view, me, card) {
  const turn = view.turn;
  const player = view.players[me];
  if (!turn || turn.seat !== me || view.pending?.decision === "keep_card") return t("why_not_your_turn");
  if (!turn.income_taken) return t("why_income_first");
  if (turn.builds >= turn.build_limit) return t("why_build_limit");
  if (player.city.some((c) => c.kind === card.kind)) return t("why_duplicate");
  const cost = districtInfo(card.kind).cost;
  if (cost > player.gold) return t("why_gold", { cost });
  return t("why_not_now");
}

// state: {view, names, me, choosing (action type in target mode), send(action), setChoosing(type)}
export function renderPrompt(ctx) {
  const { view, names, me } = ctx;
  const pending = view.pending || {};
  const mine = me !== null && pending.seat === me && pending.options;
  const panel = h("section", { class: ["prompt", mine && "mine"], "aria-live": "polite", dataset: { decision: pending.decision || "none" } });
  if (view.phase === "over") {
    panel.append(h("p", { class: "prompt-title" }, t("game_over")));
    return panel;
  }
  if (!mine) {
    const who = names[pending.seat] ?? "…";
    panel.append(h("p", { class: "prompt-title" }, t("waiting_for", { player: who, decision: t(`dec_${pending.decision}`) })));
    return panel;
  }
  const groups = groupOptions(pending.options);
  panel.append(h("p", { class: "prompt-title" }, t(`prompt_${pending.decision}`)));

  if (ctx.choosing && groups.has(ctx.choosing)) {
    // Target mode: the legal targets of one action type.
    const opts = groups.get(ctx.choosing);
    panel.append(h("p", { class: "prompt-sub" }, t("choose_target", { action: actionLabel(ctx.choosing) })));
    const byCharacter = opts.every((o) => o.character && o.seat === undefined && o.card === undefined);
    panel.append(h("div", { class: "targets" }, byCharacter ? characterTargets(ctx.choosing, opts, ctx) : opts.map((o) => targetButton(o, ctx))));
    panel.append(h("button", { class: "secondary", type: "button", onclick: () => ctx.setChoosing(null) }, t("cancel")));
    return panel;
  }

  const buttons = h("div", { class: "actions" });
  for (const [type, opts] of groups) {
    const needsTarget = opts.some((o) => o.character || o.seat !== undefined || o.card !== undefined);
    if (BOARD_TYPES.has(type)) continue;
    if (!needsTarget) {
      buttons.append(h("button", { type: "button", class: ["action", `act-${type}`, type === "end_turn" && "secondary"],
        dataset: { action: type }, onclick: () => ctx.send(opts[0]) }, actionLabel(type)));
    } else {
      buttons.append(h("button", { type: "button", class: ["action", `act-${type}`], dataset: { action: type },
        onclick: () => ctx.setChoosing(type) }, `${actionLabel(type)}…`));
    }
  }
  for (const type of ["pick_character", "discard_character"]) {
    if (groups.has(type)) panel.append(characterChoice(view, groups.get(type), ctx));
  }
  if (groups.has("keep_card")) {
    panel.append(h("div", { class: "choice-cards" }, groups.get("keep_card").map((o) =>
      districtCard({ id: o.card, kind: o.district }, { onclick: () => ctx.send(o) }))));
  }
  const boardHints = [...groups.keys()].filter((k) => HAND_TYPES.has(k));
  if (boardHints.length) panel.append(h("p", { class: "prompt-sub" }, boardHints.map((k) => t(`hint_${k}`)).join(" ")));
  if (buttons.childElementCount) panel.append(buttons);
  return panel;
}

// The whole lineup; the ones not in the pile are greyed with the reason.
function characterChoice(view, opts, ctx) {
  const legal = new Map(opts.map((o) => [o.character, o]));
  return h("div", { class: "choice-cards characters" }, (view.characters || []).map((c) => {
    const o = legal.get(c.character);
    const reason = o ? null : c.face_up ? t("why_face_up") : t("why_taken");
    return characterCard(c.character, { onclick: () => o && ctx.send(o), disabled: !o, reason });
  }));
}

// Which action a click on a hand card means in the current decision.
export const HAND_TYPES = new Set(["build", "discard_and_draw", "pay_with_card"]);
export function handAction(view, me) {
  const p = view.pending || {};
  if (me === null || p.seat !== me || !p.options) return null;
  for (const type of HAND_TYPES) {
    const opts = p.options.filter((o) => o.type === type);
    if (opts.length) return { type, byCard: new Map(opts.map((o) => [o.card, o])) };
  }
  return null;
}

// Character targets: the whole lineup, the ones this action cannot take
// greyed with the reason.
function characterTargets(type, opts, ctx) {
  const legal = new Map(opts.map((o) => [o.character, o]));
  return (ctx.view.characters || []).map((c) => {
    const o = legal.get(c.character);
    if (o) return characterCard(c.character, { small: true, onclick: () => { ctx.setChoosing(null); ctx.send(o); } });
    let reason = t("why_not_target");
    if (c.face_up) reason = t("why_face_up");
    else if (c.killed) reason = t("why_killed");
    else if (type === "kill" && c.rank === 1) reason = t("why_not_self");
    else if (type === "steal" && c.rank <= 2) reason = t("why_steal_rank");
    return characterCard(c.character, { small: true, onclick: () => {}, disabled: true, reason });
  });
}

function targetButton(o, ctx) {
  const send = () => { ctx.setChoosing(null); ctx.send(o); };
  if (o.character && o.seat === undefined) {
    return characterCard(o.character, { small: true, onclick: send });
  }
  if (o.card !== undefined && o.district) {
    const card = districtCard({ id: o.card, kind: o.district }, { small: true, onclick: send });
    if (o.seat === undefined) return card;
    return h("div", { class: "target-with-owner" }, h("span", { class: "owner" }, ctx.names[o.seat] ?? ""), card);
  }
  return h("button", { type: "button", class: "action target", onclick: send }, targetLabel(o, ctx.names));
}
