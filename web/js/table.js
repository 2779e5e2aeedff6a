// table.js — the game table: every player's city, gold, hand size and
// revealed characters, the crown, the character lineup with what is known
// of it this round, whose turn and which step, the decision countdown, this
// player's hand and the prompt for their pending decision.
//
// Rendering is a pure function of (view, seats, me, ui state): the caller
// re-renders after every `game` message. The replay viewer uses it read-only
// (no `send`).
//
// Layout (issue 10, "everything in view"): a status bar, then the part that
// may grow (lineup, compact opponent panels, your city) scrolling inside
// itself, then the dock with the decision and your hand, which stays on
// screen; on a phone the dock is a bar fixed at the bottom (style.css).

import { h } from "./dom.js";
import { t, tn, characterName } from "./i18n.js";
import { characterCard, districtCard, typeSymbol, showCardInfo } from "./cards.js";
import { renderPrompt } from "./prompt.js";
import { glyph } from "./glyphs.js";
import { markCharacter, tableMarks } from "./marks.js";
import { discardPile, ticketBooths } from "./table_extras.js";
import { levelName, levelDescription } from "./bot_levels.js";
import { programBadge } from "./bot_tokens.js";
import { renderDominionTable } from "./dominion/table.js";

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
    view.crown === p.seat ? h("span", { class: "crown", title: t("crown") }, glyph("crown")) : null,
    h("span", { class: "player-name" }, names[p.seat] + (isMe ? ` (${t("you")})` : "")),
    // A bot says its level (issue 13), its description on hover.
    seatInfo?.bot ? h("span", { class: "badge bot-level", title: levelDescription(seatInfo.level), dataset: { level: seatInfo.level || "" } },
      seatInfo.level ? `${t("bot")} · ${levelName(seatInfo.level)}` : t("bot")) : null,
    // A seat an external bot program plays (issue 13: the owner's bot token).
    seatInfo?.external ? programBadge() : null,
    // A human seat a bot plays while its player is away (autopilot_after
    // timeouts in a row): every player sees it, not only in the room screen.
    seatInfo?.autopilot ? h("span", { class: "badge autopilot", title: t("tbl_autopilot_seat_title", { player: names[p.seat] ?? "" }) }, t("tbl_autopilot_seat")) : null,
    seatInfo && !seatInfo.bot && !seatInfo.autopilot && !seatInfo.connected ? h("span", { class: "badge away" }, t("away")) : null,
    h("span", { class: "gold", title: t("gold") }, h("span", { class: "coin" }), String(p.gold)),
    h("span", { class: "hand-size", title: t("hand_size") }, h("span", { class: "card-back" }), String(p.hand_size)),
    scoreBadge(p),
    p.city_complete ? h("span", { class: "badge complete", title: t("city_complete") }, view.first_complete === p.seat ? t("first_complete") : t("complete")) : null),
  h("div", { class: "player-chars" },
    (p.characters || []).map((c) => markCharacter(characterCard(c.character, { small: true,
      status: [isRevealed(view, c.rank) ? "revealed" : "secret", isKilled(view, c.rank) && "killed", isRobbed(view, c.rank) && "robbed"] }), view, c.character))),
  h("div", { class: "city", "aria-label": t("city") },
    p.city.length ? p.city.map((c) => districtCard(c, { small: true })) : h("span", { class: "empty" }, t("empty_city")),
    h("span", { class: "city-count" }, `${p.city.length}/${view.city_target}`)),
  ticketBooths(p));
}

// The live score (view.players[i].score_now, from public information only),
// its breakdown on hover and on tap.
function scoreBadge(p) {
  if (p.score_now === undefined) return null;
  const parts = p.score_parts || {};
  const text = [t("tbl_score_now", { n: p.score_now }),
    ...["districts", "all_types", "completion", "uniques"].filter((k) => parts[k] !== undefined)
      .map((k) => `${t(`score_${k}`)}: ${parts[k]}`)].join("\n");
  return h("button", { type: "button", class: "score-now", title: text, "aria-label": text,
    onclick: (ev) => showCardInfo(ev, text) }, glyph("star"), String(p.score_now));
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
    return markCharacter(characterCard(c.character, { small: true, status, label }), view, c.character);
  }));
}

// Who chooses next during the selection (view.pick_order: the seat
// deciding now first; with 2–3 players a seat may come twice).
function pickOrder(view, ctx) {
  if (view.phase !== "selection" || !Array.isArray(view.pick_order) || !view.pick_order.length) return null;
  return h("span", { class: "pick-order", title: t("tbl_pick_order") },
    h("span", { class: "pick-label" }, t("tbl_pick_order")), " ",
    view.pick_order.map((seat, i) => h("span", { class: ["pick", i === 0 && "now", seat === ctx.me && "me"] },
      seat === ctx.me ? t("you") : ctx.names[seat] ?? t("seat_n", { n: seat + 1 }))));
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
    tableMarks(view),
    pickOrder(view, ctx),
    pending.seat !== null && pending.seat !== undefined && view.phase !== "over"
      ? h("span", { class: ["countdown", pending.seat === ctx.me && "mine"], id: "countdown", dataset: { deadline: String(ctx.deadline ?? "") } }, "")
      : null);
}

// The hand: while this player decides, every card can be selected (the
// detail panel then shows its text and the actions it allows, or why it
// cannot be built now); nothing acts on the first click.
function hand(view, ctx) {
  const me = ctx.me;
  const player = view.players[me];
  if (!player?.hand) return null;
  const deciding = ctx.send && view.pending?.seat === me && view.pending.options;
  // A hand card some option names (also with a seat: the Seherin's give-back,
  // the Kardinal's build) is marked usable.
  const inHand = new Set(player.hand.map((c) => c.id));
  const usable = new Set((deciding ? view.pending.options : []).filter((o) => inHand.has(o.card)).map((o) => o.card));
  return h("section", { class: "hand", "aria-label": t("your_hand") },
    h("h3", {}, t("your_hand"), " ", h("span", { class: "hint" }, tn("tbl_cards_n", player.hand.length))),
    h("div", { class: "cards" }, player.hand.length ? player.hand.map((card) => {
      if (!deciding) return districtCard(card, {});
      const key = `card:${card.id}`;
      const el = districtCard(card, { onclick: () => ctx.setSel(ctx.sel === key ? null : key), selected: ctx.sel === key });
      el.dataset.subject = key;
      el.classList.toggle("usable", usable.has(card.id));
      el.classList.toggle("selected", ctx.sel === key);
      return el;
    }) : h("span", { class: "empty" }, t("empty_hand"))));
}

// ctx: {view, seats, names, me, deadline, send?, choosing, setChoosing}
export function renderTable(ctx) {
  const { view } = ctx;
  if (view?.game === "dominion") return renderDominionTable(ctx); // issue 14
  const others = view.players.filter((p) => p.seat !== ctx.me);
  const mine = view.players.find((p) => p.seat === ctx.me);
  const myTurn = ctx.send && view.pending?.seat === ctx.me && view.phase !== "over";
  return h("div", { class: ["table", myTurn && "my-turn"], dataset: { phase: view.phase, seq: String(ctx.seq ?? ""), players: String(view.players.length) } },
    statusBar(view, ctx),
    h("div", { class: "table-scroll" },
      lineup(view, ctx.names),
      discardPile(view),
      h("div", { class: "opponents" }, others.map((p) => playerPanel(view, p, ctx))),
      mine ? playerPanel(view, mine, ctx) : null),
    ctx.send || mine ? h("div", { class: "dock" },
      ctx.extraDock || null,
      ctx.send ? renderPrompt(ctx) : null,
      mine ? hand(view, ctx) : null) : null);
}

// Keeps every countdown on the page current; called on a timer.
export function tickCountdown(serverNow) {
  const el = document.getElementById("countdown");
  if (!el || !el.dataset.deadline) return;
  const left = Math.max(0, Math.ceil((Number(el.dataset.deadline) - serverNow) / 1000));
  el.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  // Red only for this player's own last 10 seconds: a bot's short pause
  // or another player's clock is no alarm.
  el.classList.toggle("urgent", el.classList.contains("mine") && left <= 10);
}

export { typeSymbol };
