// replay.js — the replay viewer: steps through a finished game from the
// server's log (GET /api/games/ID/replay?seat=N), forward and back, with the
// game log beside the table. The viewer may watch as a spectator (public
// information only) or, in a game they played, through their own eyes
// (their hand and choices): the server shows a seat's view to its player
// only, and a private game to its players only, who prove it with their
// session token (Authorization: Bearer, see authHeaders).

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { renderTable } from "./table.js";
import { describeEvents } from "./gamelog.js";
import { renderScore } from "./score.js";
import { applyRules } from "./rules_state.js";

// The session token, for the games API: it tells the server which seats
// were ours (it compares hashes; the token never leaves this origin).
export function authHeaders(token) {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

// GET with our token; a 429 or 503 (too fast, or the server busy building
// replays) is asked again after its Retry-After, a few times.
export async function fetchApi(path, token) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(path, { headers: authHeaders(token) });
    if ((res.status !== 429 && res.status !== 503) || attempt >= 4) return res;
    const wait = Math.min(10, Number(res.headers.get("Retry-After")) || 1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

const REPLAY_ERRORS = { game_running: "replay_running", not_found: "replay_missing", private: "replay_private", not_your_seat: "replay_not_your_seat" };

export async function loadReplay(id, seat, token) {
  const q = seat === null || seat === undefined ? "" : `?seat=${seat}`;
  const res = await fetchApi(`/api/games/${encodeURIComponent(id)}/replay${q}`, token);
  if (!res.ok) {
    const code = await res.json().then((b) => b.error, () => null);
    throw new Error(REPLAY_ERRORS[code] ? t(REPLAY_ERRORS[code]) : `HTTP ${res.status}`);
  }
  return res.json();
}

// rp: {data, index, seat, mySeat (ours in that game, or null)}; rerender(): redraw after a change.
export function renderReplay(rp, rerender) {
  const data = rp.data;
  const names = data.players.map((p) => p.name);
  const step = data.steps[rp.index];
  const last = data.steps.length - 1;
  const go = (i) => { rp.index = Math.max(0, Math.min(last, i)); rerender(); };
  const slider = h("input", { type: "range", min: "0", max: String(last), value: String(rp.index), "aria-label": t("replay_step"),
    oninput: (ev) => go(Number(ev.target.value)) });
  const perspective = h("select", { name: "perspective", "aria-label": t("replay_perspective"),
    onchange: (ev) => rp.changeSeat(ev.target.value === "" ? null : Number(ev.target.value)) },
  h("option", { value: "", selected: data.seat === null }, t("replay_as_spectator")),
  names.map((n, i) => i === rp.mySeat || i === data.seat ? h("option", { value: String(i), selected: data.seat === i }, t("replay_as", { player: n })) : null));

  const log = h("ol", { class: "game-log replay-log" });
  for (let i = 1; i <= last; i++) {
    const s = data.steps[i];
    const lines = describeEvents(s.events, names, data.seat, data.game || step?.view?.game || data.steps[0]?.view?.game);
    if (!lines.length) continue;
    log.append(h("li", { class: ["log-step", i === rp.index && "current", i > rp.index && "future"], dataset: { step: String(i) },
      onclick: () => go(i) }, lines.map((l) => h("p", { class: `ev ${l.cls}` }, l.text))));
  }
  queueMicrotask(() => log.querySelector(".current")?.scrollIntoView({ block: "nearest" }));

  const controls = h("div", { class: "replay-controls" },
    h("button", { type: "button", class: "secondary", title: t("replay_first"), onclick: () => go(0) }, "«"),
    h("button", { type: "button", class: "secondary", id: "replay-prev", title: t("replay_prev"), onclick: () => go(rp.index - 1) }, "◀"),
    h("span", { class: "replay-pos" }, t("replay_pos", { i: rp.index, n: last })),
    h("button", { type: "button", class: "secondary", id: "replay-next", title: t("replay_next"), onclick: () => go(rp.index + 1) }, "▶"),
    h("button", { type: "button", class: "secondary", title: t("replay_last"), onclick: () => go(last) }, "»"),
    slider, perspective);

  const me = data.seat;
  const view = step.view;
  applyRules(view?.rules); // issue 12: the replayed game's rule set
  return h("div", { class: "replay-screen" },
    h("div", { class: "replay-head" },
      h("h2", {}, t("replay_title", { id: data.id })),
      h("a", { href: "#lobby", class: "button secondary" }, t("back_to_lobby"))),
    controls,
    h("div", { class: "replay-body" },
      h("div", { class: "replay-table" },
        renderTable({ view, names, me, seats: replaySeats(data.players), deadline: null }),
        rp.index === last && data.outcome ? renderScore({ outcome: data.outcome, seed: data.seed, seed_hash: data.seed_hash }, names, me, data.game || data.steps[0]?.view?.game) : null),
      h("aside", { class: "side" }, h("h3", {}, t("log")), log)));
}

// The table's seat badges from the stored players (the games API: bot and
// level, external for a bot program); everyone counts as present.
function replaySeats(players) {
  return players.map((p, i) => ({ seat: i, name: p.name, bot: !!p.bot, level: p.level, external: !!p.external,
    connected: true, autopilot: false }));
}

export function replayKeys(rp, rerender, ev) {
  if (!rp?.data || ev.target.closest?.("input, select, textarea")) return;
  const last = rp.data.steps.length - 1;
  if (ev.key === "ArrowRight") rp.index = Math.min(last, rp.index + 1);
  else if (ev.key === "ArrowLeft") rp.index = Math.max(0, rp.index - 1);
  else if (ev.key === "Home") rp.index = 0;
  else if (ev.key === "End") rp.index = last;
  else return;
  ev.preventDefault();
  rerender();
}

