// dominion/table.js — the Dominion table, a pure function of the seat's view
// (src/dominion/view.c) and the room's seats, like the Citadels table:
//   - a bar: turn, whose turn, phase, actions / buys / coins left, the
//     cost reduction of the turn, empty piles, the decision's countdown;
//   - the supply: the ten kingdom piles, then the basic piles, each with its
//     cost now (reductions applied) and the cards left; a pile the player
//     may buy or choose now is a control;
//   - the other players: hand size, deck, discard pile (its top card), the
//     cards they have in play;
//   - cards revealed, set aside or looked at (the view's "aside"), the trash;
//   - the dock: the decision (prompt.js), your play area, deck and discard,
//     your hand grouped by card with counts (a card the decision allows is
//     a control).
// The replay viewer calls it without `send`: nothing is a control then.

import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { levelName, levelDescription } from "../bot_levels.js";
import { programBadge } from "../bot_tokens.js";
import { domCard, cardBack, sortedCounts, cardName } from "./cards.js";
import { renderDominionPrompt, myOptions, handOption, pileOption, optKey, optionTarget } from "./prompt.js";

const who = (ctx, seat) => ctx.names[seat] ?? t("seat_n", { n: (seat ?? 0) + 1 });

function bar(view, ctx) {
  const turn = view.turn || {};
  const d = view.decision || {};
  const over = view.finished || !!view.outcome;
  const mine = turn.seat === ctx.me;
  return h("header", { class: "table-bar dbar" },
    // The active player's own turn number (view.turn_no counts every player's turns).
    h("span", { class: "round", title: t("dom_turns") }, t("dom_turn_n", { n: view.players?.[turn.seat]?.turns ?? view.turn_no ?? 0 })),
    over ? h("span", { class: "phase" }, t("phase_over")) : [
      h("span", { class: "step" }, mine ? t("dom_your_turn") : t("dom_turn_of", { player: who(ctx, turn.seat) })),
      h("span", { class: "phase", dataset: { phase: turn.phase } }, t(turn.phase === "buy" ? "dom_phase_buy" : "dom_phase_action")),
      h("span", { class: "dstat actions", title: t("dom_actions") }, tn("dom_actions_n", turn.actions ?? 0)),
      h("span", { class: "dstat buys", title: t("dom_buys") }, tn("dom_buys_n", turn.buys ?? 0)),
      h("span", { class: "dstat coins", title: t("dom_coins") }, h("span", { class: "coin" }), String(turn.coins ?? 0)),
      turn.cost_reduction ? h("span", { class: "badge reduction" }, t("dom_cost_reduction", { n: turn.cost_reduction })) : null,
      turn.copper_bonus ? h("span", { class: "badge" }, t("dom_copper_bonus", { n: turn.copper_bonus })) : null,
      turn.merchants ? h("span", { class: "badge" }, t("dom_merchants", { n: turn.merchants })) : null,
    ],
    view.empty_piles ? h("span", { class: "badge empty-piles" }, tn("dom_empty_piles_n", view.empty_piles)) : null,
    !over && d.seat !== undefined && d.seat >= 0
      ? h("span", { class: ["countdown", d.seat === ctx.me && "mine"], id: "countdown", dataset: { deadline: String(ctx.deadline ?? "") } }, "")
      : null);
}

// domCard's options for a tile that sends option `o` (none when null).
function control(ctx, o) {
  return o ? { onclick: () => ctx.send(o), dataset: { opt: optKey(o), action: o.type } } : {};
}

function supply(view, ctx, opts) {
  const piles = view.supply || [];
  const pile = (p) => domCard(p.card, { count: p.count, cost: p.cost, ...control(ctx, pileOption(opts, p.card)) });
  return h("section", { class: "dsupply", "aria-label": t("dom_supply") },
    h("div", { class: "kingdom" }, piles.filter((p) => p.kingdom).map(pile)),
    h("div", { class: "basics" }, piles.filter((p) => !p.kingdom).map(pile)));
}

function seatBadges(ctx, seat) {
  const s = ctx.seats?.[seat];
  if (!s) return null;
  return [
    s.bot ? h("span", { class: "badge bot-level", title: levelDescription(s.level), dataset: { level: s.level || "" } },
      s.level ? `${t("bot")} · ${levelName(s.level)}` : t("bot")) : null,
    s.external ? programBadge() : null,
    s.autopilot ? h("span", { class: "badge autopilot" }, t("tbl_autopilot_seat")) : null,
    !s.bot && !s.autopilot && s.connected === false ? h("span", { class: "badge away" }, t("away")) : null,
  ];
}

function zones(p) {
  return h("div", { class: "dzones" },
    h("span", { class: "dzone deck", title: t("dom_deck") }, cardBack(t("dom_deck"), p.deck_size)),
    h("span", { class: "dzone discard", title: t("dom_discard") },
      p.discard_top ? domCard(p.discard_top, { small: true, count: p.discard_size, label: t("dom_discard") }) : cardBack(t("dom_discard"), p.discard_size)));
}

// The play area in the order played; neighbours of one kind as one tile ×n
// (five Treasures played at once), so the order of Actions still shows.
function inPlay(p) {
  const runs = [];
  for (const c of p.in_play || []) {
    if (runs.length && runs[runs.length - 1][0] === c) runs[runs.length - 1][1]++;
    else runs.push([c, 1]);
  }
  return h("div", { class: "dplay", "aria-label": t("dom_in_play") },
    runs.length ? runs.map(([c, n]) => domCard(c, { small: true, times: n })) : h("span", { class: "empty" }, t("dom_nothing_in_play")));
}

function opponent(view, ctx, p) {
  const active = view.turn?.seat === p.seat && !view.finished;
  const deciding = view.decision?.seat === p.seat;
  return h("section", { class: ["player", "dplayer", active && "active", deciding && "deciding"], dataset: { seat: String(p.seat) }, "aria-label": who(ctx, p.seat) },
    h("header", { class: "player-head" },
      h("span", { class: "player-name" }, who(ctx, p.seat)),
      seatBadges(ctx, p.seat),
      h("span", { class: "hand-size", title: t("hand_size") }, h("span", { class: "card-back" }), String(p.hand_size)),
      p.score !== undefined ? h("span", { class: "score-now", title: t("dom_points") }, String(p.score)) : null),
    h("div", { class: "drow" }, zones(p), inPlay(p)));
}

function asideArea(view, ctx) {
  const aside = view.aside || [];
  if (!aside.length) return null;
  const focus = optionTarget(view.decision || {}); // the card a choice is about
  return h("section", { class: "daside", "aria-label": t("dom_aside") },
    h("h3", {}, t("dom_aside")),
    h("div", { class: "cards" }, aside.map((a, i) => (a.card
      ? domCard(a.card, { small: true, label: a.owner === ctx.me ? null : who(ctx, a.owner), cls: i === focus ? "focus" : null })
      : cardBack(t("dom_face_down"))))));
}

function trash(view) {
  const entries = sortedCounts(view.trash);
  const n = entries.reduce((s, [, c]) => s + c, 0);
  return h("details", { class: "dtrash" },
    h("summary", {}, tn("dom_trash_n", n)),
    h("div", { class: "cards" }, entries.length ? entries.map(([w, c]) => domCard(w, { small: true, times: c })) : h("span", { class: "empty" }, t("dom_trash_empty"))));
}

function myArea(view, ctx, me, opts) {
  const hand = sortedCounts(me.hand);
  return h("section", { class: "hand dhand", "aria-label": t("your_hand") },
    h("div", { class: "dhand-head" },
      h("h3", {}, t("your_hand"), " ", h("span", { class: "hint" }, tn("tbl_cards_n", me.hand_size))),
      zones(me)),
    h("div", { class: "cards" }, hand.length
      ? hand.map(([w, n]) => domCard(w, { times: n, ...control(ctx, handOption(opts, w)) }))
      : h("span", { class: "empty" }, t("empty_hand"))),
    h("div", { class: "dmine-play" }, h("h3", {}, t("dom_in_play")), inPlay(me)));
}

export function renderDominionTable(ctx) {
  const { view } = ctx;
  const opts = myOptions(view, ctx);
  const players = view.players || [];
  const me = players.find((p) => p.seat === ctx.me && p.hand);
  // The others in turn order after this seat.
  const n = players.length;
  const order = [];
  for (let i = 1; i <= n; i++) {
    const seat = ((ctx.me ?? -1) + i + n) % n;
    if (seat !== ctx.me) order.push(players[seat]);
  }
  const myTurn = opts.length > 0;
  // data-phase "over" as at a Citadels table: a phone's dock goes back into the page.
  return h("div", { class: ["table", "dtable", myTurn && "my-turn"], dataset: { game: "dominion", phase: view.finished || view.outcome ? "over" : view.turn?.phase || "", seq: String(ctx.seq ?? ""), players: String(n), kind: view.decision?.kind || "" } },
    bar(view, ctx),
    h("div", { class: "table-scroll" },
      supply(view, ctx, opts),
      h("div", { class: "dmiddle" }, asideArea(view, ctx), trash(view)),
      h("div", { class: "opponents" }, order.filter(Boolean).map((p) => opponent(view, ctx, p))),
      !me && ctx.me !== null && ctx.me !== undefined && players[ctx.me] ? opponent(view, ctx, players[ctx.me]) : null),
    ctx.send || me ? h("div", { class: "dock" },
      ctx.extraDock || null,
      ctx.send ? renderDominionPrompt(view, ctx) : null,
      me ? myArea(view, ctx, me, opts) : null) : null);
}

export { cardName };
