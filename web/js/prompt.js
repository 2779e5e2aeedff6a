// prompt.js — the pending decision: what this player may do now, always
// select first, then confirm.
//
// The engine lists every legal action in view.pending.options (the same list
// the server accepts), so the client never guesses legality: it offers
// exactly those (options.js sorts them). Nothing acts on the first click or
// tap: a card, a character or a player is first *selected*, which opens the
// detail panel (detail.js) with its text, the price, what you have and one
// confirm button per legal action involving it. Actions without an argument
// are buttons; "End turn" with abilities still unused asks first; actions
// whose targets are not on screen (kill, rob, swap, destroy, beautify) open
// a list of exactly their legal targets.
//
// Every control carries what the browser tests look for (docs/client.md):
// data-subject="card:ID|char:NAME|seat:N" on a selectable thing,
// data-opens=TYPE on a button that opens a target list, and
// button.confirm[data-action=TYPE] in the detail panel.

import { h } from "./dom.js";
import { t, tn, characterName } from "./i18n.js";
import { characterCard, districtCard } from "./cards.js";
import { groupOptions, subjectOf, actionLabel, IN_PLACE_TYPES, CARD_CHOICE_TYPES, isHandOption, unusedAbilities, autoBenefits } from "./options.js";
import { renderDetail, renderEndTurnConfirm, buildRefusal } from "./detail.js";
import { isComposed, renderComposer, parseCompose } from "./composer.js";
import { decisionContext, cardChoiceHeading } from "./decision_info.js";

export { actionLabel, groupOptions, buildRefusal };

const handIds = (view, me) => new Set((view.players[me]?.hand || []).map((c) => c.id));

// Marks an element as a selectable subject (the tests find it by this).
function subject(el, key, ctx) {
  el.dataset.subject = key;
  if (ctx.sel === key) el.classList.add("selected");
  return el;
}

// ctx: {view, names, me, send(action), sel, setSel(key|null), canUndo, undo()}
// The undo button of any game's prompt, when the server says an undo would
// be accepted now (the game message's can_undo, docs/protocol.md "undo").
export function undoButton(ctx) {
  if (!ctx.canUndo) return null;
  return h("button", { type: "button", class: "secondary", id: "undo", title: t("tbl_undo_hint"), onclick: () => ctx.undo() }, t("tbl_undo"));
}

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
  const options = pending.options;
  const groups = groupOptions(options);
  const inHand = handIds(view, me);
  // "Your turn" in front, unless the decision's own text says it already.
  panel.append(h("p", { class: "prompt-title" }, pending.decision !== "turn" ? [h("span", { class: "your-turn-tag" }, t("tbl_your_turn")), " "] : null,
    t(`prompt_${pending.decision}`)));
  // What the decision is about (issue 11: who is still owed a card, the
  // hand the Spion sees, …).
  const about = decisionContext(ctx);
  if (about) panel.append(about);

  // The selected thing (or the end-turn question) comes first: it is what
  // the player is about to confirm.
  if (ctx.sel === "confirm:end_turn") panel.append(renderEndTurnConfirm(ctx, unusedAbilities(options), autoBenefits(options)));
  else if (ctx.sel && !ctx.sel.startsWith("open:") && !ctx.sel.startsWith("compose:")) {
    const d = renderDetail(ctx, ctx.sel);
    if (d) panel.append(d);
  }

  for (const type of ["pick_character", "discard_character"]) {
    if (groups.has(type)) {
      panel.append(characterChoice(view, options.filter((o) => o.type === "pick_character" || o.type === "discard_character"), ctx));
      break;
    }
  }
  const choice = options.filter((o) => CARD_CHOICE_TYPES.has(o.type));
  if (choice.length) panel.append(cardChoice(view, choice, ctx));

  const handTypes = [...groups.keys()].filter((type) => groups.get(type).some((o) => isHandOption(o, inHand)));
  // The hint to select a hand card, until something is selected (then the
  // detail says what it allows; the line would only push the hand away).
  if (handTypes.length && (!ctx.sel || ctx.sel.startsWith("open:") || ctx.sel.startsWith("compose:"))) {
    panel.append(h("p", { class: "prompt-sub hand-hint" }, t("tbl_select_hand", { actions: handTypes.map(actionLabel).join(", ") })));
  }

  // Actions whose argument has several parts get a widget (composer.js):
  // open by itself when it is what the decision is about, else behind a
  // button like a target list.
  const composedTypes = [...groups.keys()].filter(isComposed);
  const autoOpen = pending.decision !== "turn" && composedTypes.length === 1 ? composedTypes[0] : null;
  const composing = parseCompose(ctx.sel)?.type ?? autoOpen;
  const buttons = h("div", { class: "actions" });
  for (const [type, opts] of groups) {
    // A composed action on a hand card (issue 12: overbuild) keeps its button too.
    if (IN_PLACE_TYPES.has(type) || (handTypes.includes(type) && !isComposed(type))) continue;
    if (isComposed(type)) {
      if (type === autoOpen) continue;
      const open = composing === type;
      buttons.append(h("button", {
        type: "button", class: ["action", `act-${type}`, open && "open"], dataset: { opens: type }, "aria-expanded": String(open),
        onclick: () => ctx.setSel(open ? null : `compose:${type}`),
      }, `${actionLabel(type)}…`));
      continue;
    }
    const needsTarget = opts.some((o) => subjectOf(o));
    if (!needsTarget) {
      const end = type === "end_turn";
      buttons.append(h("button", {
        type: "button", class: ["action", `act-${type}`, end && "secondary"], dataset: { action: type },
        onclick: () => {
          if (end && unusedAbilities(options).length) ctx.setSel("confirm:end_turn");
          else ctx.send(opts[0]);
        },
      }, actionLabel(type)));
    } else {
      const open = !!ctx.sel && (ctx.sel === `open:${type}` || opts.some((o) => ctx.sel === subjectOf(o)));
      buttons.append(h("button", {
        type: "button", class: ["action", `act-${type}`, open && "open"], dataset: { opens: type }, "aria-expanded": String(open),
        onclick: () => ctx.setSel(open ? null : `open:${type}`),
      }, `${actionLabel(type)}…`));
    }
  }
  const undo = undoButton(ctx);
  if (undo) buttons.append(undo);
  if (buttons.childElementCount) panel.append(buttons);
  if (composing && groups.has(composing)) panel.append(renderComposer(ctx, composing, groups.get(composing)));

  // The target list of the open action type.
  const openType = ctx.sel?.startsWith("open:") ? ctx.sel.slice(5)
    : ctx.sel && [...groups.entries()].find(([type, opts]) => !IN_PLACE_TYPES.has(type) && !isComposed(type) && !handTypes.includes(type) && opts.some((o) => subjectOf(o) === ctx.sel))?.[0];
  if (openType && groups.has(openType)) panel.append(targetList(openType, groups.get(openType), ctx));
  return panel;
}

// Cards the decision shows by itself (drawn cards, the Gelehrte's seven,
// the hand the Beschwörer looks at, the Leuchtturm's deck): each selected
// then confirmed in the detail panel. The looked-at hand is shown whole,
// its cards without an option dimmed.
function cardChoice(view, opts, ctx) {
  const byId = new Map();
  for (const o of opts) if (!byId.has(o.card)) byId.set(o.card, { id: o.card, kind: o.district });
  const shown = view.looking_at?.hand && opts.some((o) => ["take_card", "build_taken_card", "fortune_teller_take"].includes(o.type))
    ? view.looking_at.hand : [...byId.values()];
  const heading = cardChoiceHeading(ctx, opts);
  return h("div", { class: "card-choice" }, heading,
    h("div", { class: "choice-cards" }, shown.map((card) => {
      if (!byId.has(card.id)) return districtCard(card, { disabled: true, reason: t("why_not_now") });
      const key = `card:${card.id}`;
      return subject(districtCard(card, { onclick: () => ctx.setSel(key), selected: ctx.sel === key }), key, ctx);
    })));
}

// The whole lineup; the ones not in the pile are greyed with the reason.
function characterChoice(view, opts, ctx) {
  const legal = new Set(opts.map((o) => o.character));
  return h("div", { class: "choice-cards characters" }, (view.characters || []).map((c) => {
    if (!legal.has(c.character)) {
      return characterCard(c.character, { disabled: true, reason: c.face_up ? t("why_face_up") : t("why_taken") });
    }
    const key = `char:${c.character}`;
    return subject(characterCard(c.character, { onclick: () => ctx.setSel(key), selected: ctx.sel === key }), key, ctx);
  }));
}

// The legal targets of one action type: characters (the whole lineup, the
// others greyed with the reason), players, or districts grouped by owner
// with the player's own city last, marked as theirs.
function targetList(type, opts, ctx) {
  const { view, names, me } = ctx;
  const list = h("div", { class: "targets", dataset: { for: type } }, h("p", { class: "prompt-sub" }, t("choose_target", { action: actionLabel(type) })));
  if (opts.every((o) => o.character && o.seat === undefined && o.card === undefined)) {
    const legal = new Set(opts.map((o) => o.character));
    list.append(h("div", { class: "target-row" }, (view.characters || []).map((c) => {
      const key = `char:${c.character}`;
      if (legal.has(c.character)) return subject(characterCard(c.character, { small: true, onclick: () => ctx.setSel(key), selected: ctx.sel === key }), key, ctx);
      let reason = t("why_not_target");
      if (c.face_up) reason = t("why_face_up");
      else if (c.killed) reason = t("why_killed");
      else if (type === "kill" && c.rank === 1) reason = t("why_not_self");
      else if (type === "steal" && c.rank <= 2) reason = t("why_steal_rank");
      return characterCard(c.character, { small: true, disabled: true, reason });
    })));
    return list;
  }
  const cardOpts = opts.filter((o) => o.card !== undefined);
  if (cardOpts.length) {
    // By owner: others in seat order, then this player's own city.
    const owners = [...new Set(cardOpts.map((o) => o.seat ?? me))].sort((a, b) => (a === me) - (b === me) || a - b);
    for (const seat of owners) {
      const city = view.players[seat]?.city || [];
      const row = h("div", { class: ["target-owner", seat === me && "own"] },
        h("span", { class: "owner" }, seat === me ? t("tbl_your_city") : names[seat] ?? t("seat_n", { n: seat + 1 })),
        h("div", { class: "target-row" }, cardOpts.filter((o) => (o.seat ?? me) === seat).map((o) => {
          const card = city.find((c) => c.id === o.card) || { id: o.card, kind: o.district };
          const key = `card:${o.card}`;
          return subject(districtCard(card, { small: true, onclick: () => ctx.setSel(key), selected: ctx.sel === key }), key, ctx);
        })));
      list.append(row);
    }
    return list;
  }
  list.append(h("div", { class: "target-row" }, opts.map((o) => {
    const key = subjectOf(o);
    const label = o.seat !== undefined ? names[o.seat] ?? t("seat_n", { n: o.seat + 1 }) : characterName(o.character);
    const hs = o.seat !== undefined ? view.players[o.seat]?.hand_size : null;
    return subject(h("button", { type: "button", class: ["target", "secondary", ctx.sel === key && "selected"], onclick: () => ctx.setSel(key) },
      label, hs !== null && hs !== undefined ? h("small", {}, ` (${tn("tbl_cards_n", hs)})`) : null), key, ctx);
  })));
  return list;
}
