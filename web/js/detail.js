// detail.js — the panel of the selected card, character or player: its
// text, what each action involving it costs, what the player has, and one
// confirm button per legal action (the engine's options, never guessed).
// A selection with no legal action still explains itself (why a hand card
// cannot be built now). Also the "End turn?" question when abilities are
// still unused.

import { h } from "./dom.js";
import { t, tn, characterName, characterAbility } from "./i18n.js";
import { districtTitle } from "./cards.js";
import { glyph } from "./glyphs.js";
import { optionsFor, actionLabel } from "./options.js";
import { optionPrice } from "./prices.js";
import { districtInfo } from "./catalog.js";
import { isComposed, composeKey } from "./composer.js";

// Where a card with this id is: the player's hand, a city (whose), or the
// drawn cards of a keep decision (the options name its kind).
function findCard(view, id, opts) {
  for (const p of view.players) {
    const inHand = (p.hand || []).find((c) => c.id === id);
    if (inHand) return { card: inHand, where: "hand", seat: p.seat };
    const inCity = (p.city || []).find((c) => c.id === id);
    if (inCity) return { card: inCity, where: "city", seat: p.seat };
  }
  const o = opts.find((x) => x.district);
  return o ? { card: { id, kind: o.district }, where: "drawn", seat: null } : null;
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

function close(ctx) {
  return h("button", { type: "button", class: "secondary cancel", onclick: () => ctx.setSel(null) }, t("cancel"));
}

export function renderDetail(ctx, key) {
  const { view, me, names } = ctx;
  const all = optionsFor(view.pending?.options, key);
  // An action with several parts (composer.js) is one button that opens its
  // widget with this subject chosen, not one confirm per combination.
  const opts = all.filter((o) => !isComposed(o.type));
  const composed = [...new Set(all.filter((o) => isComposed(o.type)).map((o) => o.type))];
  const gold = view.players[me]?.gold ?? 0;
  const box = h("div", { class: "detail", dataset: { detail: key } });
  let card = null;
  if (key.startsWith("card:")) {
    const found = findCard(view, Number(key.slice(5)), opts);
    if (!found) return null;
    card = found.card;
    const lines = districtTitle(card.kind).split("\n");
    const owner = found.where === "city" ? (found.seat === me ? t("tbl_in_your_city") : t("tbl_in_city_of", { player: names[found.seat] ?? "" })) : null;
    box.append(h("div", { class: "detail-text" },
      h("strong", {}, lines[0]), owner ? h("span", { class: ["detail-owner", found.seat === me && "own"] }, ` — ${owner}`) : null,
      lines.slice(1).map((l) => h("p", {}, l))));
    // A hand card that cannot be built says why, also when it allows
    // something else (the Magician's discard).
    const turnLike = ["turn", "income"].includes(view.pending?.decision);
    if (found.where === "hand" && !all.some((o) => o.type === "build" || o.type === "build_with_framework" || o.type === "cardinal_build") && (turnLike || !all.length)) {
      box.append(h("p", { class: "why" }, glyph("no_entry"), ` ${t("act_build")}: ${buildRefusal(view, me, card)}`));
    }
  } else if (key.startsWith("char:")) {
    const wire = key.slice(5);
    box.append(h("div", { class: "detail-text" }, h("strong", {}, characterName(wire)), h("p", {}, characterAbility(wire))));
  } else if (key.startsWith("seat:")) {
    const seat = Number(key.slice(5));
    const p = view.players[seat];
    box.append(h("div", { class: "detail-text" }, h("strong", {}, names[seat] ?? t("seat_n", { n: seat + 1 })),
      p ? h("p", {}, tn("tbl_cards_n", p.hand_size)) : null));
  }
  const buttons = h("div", { class: "actions" });
  for (const o of opts) {
    const price = optionPrice(view, me, o, card);
    const label = price === null ? actionLabel(o.type) : t("tbl_action_price", { action: actionLabel(o.type), price: tn("tbl_gold_n", price) });
    buttons.append(h("button", { type: "button", class: ["confirm", "primary", `act-${o.type}`], dataset: { action: o.type },
      onclick: () => { ctx.setSel(null); ctx.send(o); } }, label));
  }
  const field = key.startsWith("card:") ? "card" : key.startsWith("char:") ? "character" : "seat";
  for (const type of composed) {
    buttons.append(h("button", { type: "button", class: ["primary", "opens-compose", `act-${type}`], dataset: { compose: type },
      onclick: () => ctx.setSel(composeKey(type, new Map([[field, key.slice(key.indexOf(":") + 1)]]))) }, `${actionLabel(type)}…`));
  }
  buttons.append(close(ctx));
  // What the player has sits beside the buttons: one line less, so the
  // hand stays in view under an open detail (issue 10, laptop 1366×768).
  buttons.append(h("span", { class: "detail-have" }, h("span", { class: "coin" }), t("tbl_you_have", { gold })));
  box.append(buttons);
  return box;
}

// "End your turn?" with the abilities it would give up, and the free
// benefits the engine will take by itself.
export function renderEndTurnConfirm(ctx, unused, auto) {
  const end = (ctx.view.pending?.options || []).find((o) => o.type === "end_turn");
  return h("div", { class: "detail end-turn-confirm", dataset: { detail: "confirm:end_turn" } },
    h("p", { class: "detail-text" }, h("strong", {}, t("tbl_end_turn_q")), " ", t("tbl_unused", { actions: unused.map(actionLabel).join(", ") })),
    auto.length ? h("p", { class: "hint" }, t("tbl_auto_taken", { actions: auto.map(actionLabel).join(", ") })) : null,
    h("div", { class: "actions" },
      h("button", { type: "button", class: ["confirm", "primary", "act-end_turn"], dataset: { action: "end_turn" },
        onclick: () => { ctx.setSel(null); ctx.send(end); } }, t("tbl_end_turn_anyway")),
      close(ctx)));
}

