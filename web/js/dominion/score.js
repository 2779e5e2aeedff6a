// dominion/score.js — the end of a Dominion game: places, each player's
// victory points by card (the outcome's "points": count and points of every
// Victory card and Curse owned), turns taken (fewer turns wins a tie),
// cards owned, the revealed seed and the replay link.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { glyph } from "../glyphs.js";
import { cardName, domCard } from "./cards.js";

export function renderDominionScore(over, names, me) {
  const outcome = over.outcome || {};
  const players = [...(outcome.scores || [])].sort((a, b) => a.place - b.place || b.total - a.total);
  const winner = outcome.winner;
  const top = players.filter((p) => p.place === 1);
  let verdict;
  if (winner !== null && winner !== undefined) verdict = t(winner === me ? "you_win" : "winner_is", { player: names[winner] ?? "?" });
  else verdict = t("shared_win", { players: top.map((p) => names[p.seat]).join(", ") });
  // Every card that scored for anyone, as a column.
  const kinds = [...new Set(players.flatMap((p) => Object.keys(p.points || {})))];
  const tiedScore = players.length > 1 && players[0].total === players[1].total;
  return h("section", { class: "score-screen dscore", id: "score-screen" },
    h("h2", {}, t("game_over")),
    h("p", { class: "verdict" }, h("span", { class: "trophy", "aria-hidden": "true" }, glyph("star"), " "), verdict),
    tiedScore ? h("p", { class: "tiebreak" }, t("dom_tiebreak_note")) : null,
    h("div", { class: "scores-wrap" }, h("table", { class: "scores" },
      h("thead", {}, h("tr", {},
        h("th", {}, t("place")), h("th", {}, t("player")),
        kinds.map((k) => h("th", { class: "kind" }, domCard(k, { small: true }))),
        h("th", {}, t("dom_turns")), h("th", {}, t("dom_cards_owned")), h("th", {}, t("score_total")))),
      h("tbody", {}, players.map((p) => h("tr", { class: [p.place === 1 && "winner", p.seat === me && "me"], dataset: { seat: String(p.seat) } },
        h("td", {}, String(p.place)),
        h("td", {}, names[p.seat] ?? `#${p.seat + 1}`),
        kinds.map((k) => {
          const row = p.points?.[k];
          return h("td", { class: "vp", title: row ? `${cardName(k)}: ${row.count} → ${row.vp}` : "" }, row ? [String(row.vp), h("small", {}, ` (${row.count}×)`)] : "–");
        }),
        h("td", {}, String(p.turns ?? "")),
        h("td", {}, String(p.cards ?? "")),
        h("td", { class: "total" }, String(p.total))))))),
    over.seed ? h("p", { class: "fairness" }, t("seed_revealed", { seed: over.seed }), " ",
      h("code", { title: t("seed_hash") }, (over.seed_hash || "").slice(0, 16) + "…")) : null,
    over.game_id ? h("p", {}, h("a", { href: `#replay/${over.game_id}`, class: "button", id: "replay-link" }, t("watch_replay"))) : null);
}
