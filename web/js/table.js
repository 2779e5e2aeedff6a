// table.js — the game table: every player's city, gold, hand size and
// revealed characters, the crown, the character lineup with what is known
// of it this round, whose turn and which step, the decision countdown, this
// player's hand and the prompt for their pending decision.
//
// Rendering is a pure function of (view, seats, me, ui state): the caller
// re-renders after every `game` message. The replay viewer uses it read-only
// (no `send`).

import { h } from "./dom.js";
import { t, tn, characterName } from "./i18n.js";
import { characterCard, districtCard, typeSymbol } from "./cards.js";
import { renderPrompt, handAction, buildRefusal } from "./prompt.js";

function playerPanel(view, p, ctx) {
  const { names, me } = ctx;
  const pending = view.pending || {};
  const isMe = p.seat === me;
  const active = view.turn?.seat === p.seat;
  const deciding = pending.seat === p.seat;
  const seatInfo = ctx.seats?.[p.seat];
  return h("section", {
    class: ["player", isMe && "me", active && "active", deciding && "deciding", seatInfo && !seatInfo.connected && !seatInfo.bot && "away"],
    dataset: { seat: String(p.seat) },
    "aria-label": names[p.seat],
  },
  h("header", { class: "player-head" },
    view.crown === p.seat ? h("span", { class: "crown", title: t("crown") }, "♛") : null,
    h("span", { class: "player-name" }, names[p.seat] + (isMe ? ` (${t("you")})` : "")),
    seatInfo?.bot ? h("span", { class: "badge" }, t("bot")) : null,
    seatInfo && !seatInfo.bot && !seatInfo.connected ? h("span", { class: "badge away" }, t("away")) : null,
    h("span", { class: "gold", title: t("gold") }, h("span", { class: "coin" }), String(p.gold)),
    h("span", { class: "hand-size", title: t("hand_size") }, h("span", { class: "card-back" }), String(p.hand_size)),
    p.city_complete ? h("span", { class: "badge complete", title: t("city_complete") }, view.first_complete === p.seat ? t("first_complete") : t("complete")) : null),
  h("div", { class: "player-chars" },
    (p.characters || []).map((c) => characterCard(c.character, { small: true,
      status: [isRevealed(view, c.rank) ? "revealed" : "secret", isKilled(view, c.rank) && "killed", isRobbed(view, c.rank) && "robbed"] }))),
  h("div", { class: "city", "aria-label": t("city") },
    p.city.length ? p.city.map((c) => districtCard(c, { small: true })) : h("span", { class: "empty" }, t("empty_city")),
    h("span", { class: "city-count" }, `${p.city.length}/${view.city_target}`)));
}

const lineupEntry = (view, rank) => (view.characters || []).find((c) => c.rank === rank) || {};
const isRevealed = (view, rank) => !!lineupEntry(view, rank).revealed;
const isKilled = (view, rank) => !!lineupEntry(view, rank).killed;
const isRobbed = (view, rank) => !!lineupEntry(view, rank).robbed;

function lineup(view, names) {
  return h("div", { class: "lineup", "aria-label": t("characters") }, (view.characters || []).map((c) => {
    const status = [];
    let label = null;
    if (c.face_up) { status.push("faceup-out"); label = t("face_up_out"); }
    if (c.face_down) { status.push("facedown-out"); label = t("face_down_out"); }
    if (c.killed) { status.push("killed"); label = t("killed"); }
    if (c.robbed) status.push("robbed");
    if (c.revealed && c.seat !== undefined) label = names[c.seat];
    else if (c.seat !== undefined && !c.revealed) label = t("yours");
    if (view.turn?.character === c.character) status.push("current");
    else if (c.called) status.push("called");
    return characterCard(c.character, { small: true, status, label });
  }));
}

function statusBar(view, ctx) {
  const pending = view.pending || {};
  const phase = view.phase === "selection" ? t("phase_selection") : view.phase === "action" ? t("phase_action") : t("phase_over");
  let step = "";
  if (view.turn && view.phase === "action") step = `${characterName(view.turn.character)} — ${ctx.names[view.turn.seat] ?? ""}`;
  return h("header", { class: "table-bar" },
    h("span", { class: "round" }, t("round_n", { n: view.round })),
    h("span", { class: "phase" }, phase),
    step ? h("span", { class: "step" }, step) : null,
    h("span", { class: "deck", title: t("deck") }, h("span", { class: "card-back" }), String(view.deck_size)),
    h("span", { class: "target", title: t("city_target") }, tn("target_n", view.city_target)),
    view.last_round ? h("span", { class: "badge last-round" }, t("last_round")) : null,
    pending.seat !== null && pending.seat !== undefined && view.phase !== "over"
      ? h("span", { class: ["countdown", pending.seat === ctx.me && "mine"], id: "countdown", dataset: { deadline: String(ctx.deadline ?? "") } }, "")
      : null);
}

function hand(view, ctx) {
  const me = ctx.me;
  const player = view.players[me];
  if (!player?.hand) return null;
  const act = ctx.send ? handAction(view, me) : null;
  const decision = view.pending?.seat === me ? view.pending.decision : null;
  const explainBuild = ctx.send && (decision === "turn" || decision === "income") && (!act || act.type === "build");
  return h("section", { class: "hand", "aria-label": t("your_hand") },
    h("h3", {}, t("your_hand"), act ? h("span", { class: "hint" }, ` — ${t(`hint_${act.type}`)}`) : null),
    h("div", { class: "cards" }, player.hand.length ? player.hand.map((card) => {
      const o = act?.byCard.get(card.id);
      if (o) return districtCard(card, { onclick: () => ctx.send(o) });
      if (act && act.type !== "build") return districtCard(card, { disabled: true });
      if (explainBuild) return districtCard(card, { disabled: true, reason: buildRefusal(view, me, card) });
      return districtCard(card, {});
    }) : h("span", { class: "empty" }, t("empty_hand"))));
}

// ctx: {view, seats, names, me, deadline, send?, choosing, setChoosing}
export function renderTable(ctx) {
  const { view } = ctx;
  const others = view.players.filter((p) => p.seat !== ctx.me);
  const mine = view.players.find((p) => p.seat === ctx.me);
  return h("div", { class: "table", dataset: { phase: view.phase, seq: String(ctx.seq ?? "") } },
    statusBar(view, ctx),
    lineup(view, ctx.names),
    h("div", { class: "opponents" }, others.map((p) => playerPanel(view, p, ctx))),
    ctx.send ? renderPrompt(ctx) : null,
    mine ? playerPanel(view, mine, ctx) : null,
    mine ? hand(view, ctx) : null);
}

// Keeps every countdown on the page current; called on a timer.
export function tickCountdown(serverNow) {
  const el = document.getElementById("countdown");
  if (!el || !el.dataset.deadline) return;
  const left = Math.max(0, Math.ceil((Number(el.dataset.deadline) - serverNow) / 1000));
  el.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  el.classList.toggle("urgent", left <= 10);
}

export { typeSymbol };
