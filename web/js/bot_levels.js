// bot_levels.js — the bot levels this server has, as its welcome lists
// them (docs/protocol.md: bot_levels, weakest first, and bot_strongest), so
// a level added on the server appears here without a change to the client.
// Names and one-line descriptions come from web/i18n/ui.js (bot_LEVEL,
// bot_LEVEL_desc); a level the client has no words for shows its wire name.

import { t } from "./i18n.js";
import { UI } from "../i18n/ui.js";

// Until the first welcome (and from a server older than issue 13).
let levels = ["random", "greedy"];
let strongest = "greedy";
let slow = new Set(); // levels that think up to a second a move (welcome: "slow")
let games = new Map(); // level -> the games it plays (welcome: "games"; issue 14)

export function setBotLevels(list, best) {
  const named = Array.isArray(list) ? list.filter((l) => typeof (typeof l === "string" ? l : l?.name) === "string") : [];
  const names = named.map((l) => (typeof l === "string" ? l : l.name)).filter((n) => n);
  if (names.length) levels = names;
  slow = new Set(named.filter((l) => typeof l === "object" && l.slow).map((l) => l.name));
  games = new Map(named.filter((l) => typeof l === "object" && Array.isArray(l.games)).map((l) => [l.name, l.games]));
  strongest = typeof best === "string" && levels.includes(best) ? best : levels[levels.length - 1];
}

// The levels, or with a game only those that play it (a server before
// issue 14 says nothing of games: then every level).
export function botLevels(game) {
  return game ? levels.filter((l) => !games.has(l) || games.get(l).includes(game)) : levels.slice();
}
export function strongestLevel() { return strongest; }

// What "Add bot" offers first: the strongest level that answers at once.
// A searching level thinks up to a second a move, so a table of them keeps
// its players waiting; the owner may still choose it.
export function defaultLevel(game) {
  const quick = botLevels(game).filter((l) => !slow.has(l));
  return quick.length ? quick[quick.length - 1] : strongest;
}

// "greedy" → "gierig"; an unknown level → its wire name.
export function levelName(level) {
  return UI.en[`bot_${level}`] !== undefined ? t(`bot_${level}`) : String(level ?? "");
}

// The level's one-line description, or "" when the client has none.
export function levelDescription(level) {
  return UI.en[`bot_${level}_desc`] !== undefined ? t(`bot_${level}_desc`) : "";
}

// What a room's option "timeout" says: a random move, the strongest bot, or
// a level by name.
export function timeoutText(timeout) {
  if (!timeout || timeout === "random") return t("timeout_random");
  if (timeout === "bot") return t("timeout_bot");
  return t("timeout_level", { level: levelName(timeout) });
}
