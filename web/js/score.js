// score.js — the end of a game: each player's score broken down as the
// rulebook counts it (DE16 "Spielende": district costs, 3 for all five
// types, 4 for the first complete city or 2 for the others, unique-district
// bonuses), the winner, how a tie was broken (the higher character rank in
// the last round), the revealed seed, and the link to the replay.
// Issue 12: the rule set's own scoring — the action cards left in hand
// (2016-actions), the classic tie-break by building points (OFuA), and the
// online rules' draw (no tie-break: equal totals share the place).

import { h } from "./dom.js";
import { t, typeName, cardRulesNow } from "./i18n.js";

// What the tie-break column and note say under the game's rule set.
function tiebreakWords(rules) {
  if (rules.startsWith("online")) return { note: "draw_note", column: null };
  if (rules === "classic" || rules === "dark-city") return { note: "tiebreak_note_classic", column: "score_tiebreak_classic" };
  return { note: "tiebreak_note", column: "score_tiebreak" };
}
import { glyph } from "./glyphs.js";
import { renderDominionScore } from "./dominion/score.js";

// `game`: the engine's name ("citadels" when absent); every outcome has
// scores[] with seat, place and total, each game its own figures beside.
export function renderScore(over, names, me, game) {
  // Issue 14: Dominion's score screen shows points by card.
  if (game === "dominion") return renderDominionScore(over, names, me);
  const scores = [...(over.outcome?.scores || [])].sort((a, b) => a.place - b.place || b.total - a.total);
  const winner = over.outcome?.winner;
  const top = scores.filter((s) => s.place === 1);
  const tiedTotals = scores.filter((s) => s.total === scores[0]?.total).length > 1;
  const tb = tiebreakWords(cardRulesNow() || "2016");
  const actions = scores.some((s) => s.action_cards !== undefined);
  let verdict;
  if (winner !== null && winner !== undefined) {
    verdict = t(winner === me ? "you_win" : "winner_is", { player: names[winner] });
  } else {
    verdict = t("shared_win", { players: top.map((s) => names[s.seat]).join(", ") });
  }
  return h("section", { class: "score-screen", id: "score-screen" },
    h("h2", {}, t("game_over")),
    h("p", { class: "verdict" }, h("span", { class: "trophy", "aria-hidden": "true" }, glyph("star"), " "), verdict),
    tiedTotals ? h("p", { class: "tiebreak" }, t(tb.note)) : null,
    h("table", { class: "scores" },
      h("thead", {}, h("tr", {}, [t("place"), t("player"), t("score_districts"), t("score_all_types"),
        t("score_completion"), t("score_uniques"), actions ? t("score_action_cards") : null, t("score_total"),
        tb.column ? t(tb.column) : null].filter((x) => x !== null).map((x) => h("th", {}, x)))),
      h("tbody", {}, scores.map((s) => h("tr", { class: [s.place === 1 && "winner", s.seat === me && "me"], dataset: { seat: String(s.seat) } },
        h("td", {}, String(s.place)),
        h("td", {}, names[s.seat] ?? `#${s.seat + 1}`, s.haunted_quarter_type ? h("small", {}, ` (${t("haunted_as", { type: typeName(s.haunted_quarter_type) })})`) : null),
        h("td", {}, String(s.districts)),
        h("td", {}, String(s.all_types)),
        h("td", {}, String(s.completion)),
        h("td", {}, String(s.uniques)),
        actions ? h("td", { class: "action-cards" }, String(s.action_cards ?? 0)) : null,
        h("td", { class: "total" }, String(s.total)),
        tb.column ? h("td", {}, s.tiebreak_rank ? `${s.tiebreak_rank}` : "–") : null)))),
    h("p", { class: "fairness" }, t("seed_revealed", { seed: over.seed ?? "?" }), " ",
      h("code", { title: t("seed_hash") }, (over.seed_hash || "").slice(0, 16) + "…")),
    over.game_id ? h("p", {}, h("a", { href: `#replay/${over.game_id}`, class: "button", id: "replay-link" }, t("watch_replay"))) : null);
}

