// table_helpers.mjs — steps the table's browser tests share (test_controls,
// test_in_view, test_select_confirm, test_undo_log): a page whose WebSocket
// runs through Playwright's routeWebSocket, so a test can
//   - keep every message the server sends the page (the latest `game`),
//   - send messages to the server as the page (create a room, add bots,
//     start from a position: the server runs with --test-positions),
//   - hold back the page's outgoing `action` messages ("capture"): the
//     action a control would send is read without playing it;
// and the UI path to each legal action of view.pending.options (the
// select-then-confirm table, docs/client.md "How decisions are shown").

import { expect, waitFor, sleep } from "./harness.mjs";
import { enterLobby } from "./client.mjs";
import { COMPOSED_TYPES, composedPath } from "./widget_paths.mjs";

// A player whose page's WebSocket is routed through the test.
export async function routedPlayer(h, name, opts = {}) {
  const tap = { frames: [], captured: [], capture: false, server: null, page: null };
  const p = await enterLobby(h, name, {
    ...opts,
    onPage: async (page) => {
      tap.page = page;
      await page.routeWebSocket(/\/ws$/, (ws) => {
        const server = ws.connectToServer();
        tap.server = server;
        tap.client = ws; // a test may hand the page a message of its own
        ws.onMessage((m) => {
          if (tap.capture) {
            try {
              const msg = JSON.parse(m);
              if (msg.type === "action" || msg.type === "undo") {
                tap.captured.push(msg);
                return;
              }
            } catch { /* not JSON: pass it on */ }
          }
          server.send(m);
        });
        server.onMessage((m) => {
          try { tap.frames.push(JSON.parse(m)); } catch { /* not JSON */ }
          ws.send(m);
        });
      });
    },
  });
  p.tap = tap;
  return p;
}

// Sends a message to the server as the page; the page gets the answer.
export function sendAs(p, msg) {
  p.tap.server.send(JSON.stringify(msg));
}

export function lastOf(p, type, pred = () => true) {
  for (let i = p.tap.frames.length - 1; i >= 0; i--) {
    const m = p.tap.frames[i];
    if (m.type === type && pred(m)) return m;
  }
  return null;
}

// The page's seat at a new table: a room with `bots` bots, started from
// `position` (the scenario files' format) with the room config `config`.
export async function startTable(p, { bots = 1, config = {}, position = null, botDelay = 0, turnSeconds = 300 } = {}) {
  const before = p.tap.frames.length;
  sendAs(p, { type: "create_room", game: "citadels", options: { name: "Table", max_players: bots + 1, bot_delay_ms: botDelay, turn_seconds: turnSeconds, config } });
  await waitFor(() => p.tap.frames.slice(before).some((m) => m.type === "room"), { what: "room created" });
  for (let i = 0; i < bots; i++) {
    const n = p.tap.frames.length;
    sendAs(p, { type: "add_bot", level: i % 2 ? "random" : "greedy" });
    await waitFor(() => p.tap.frames.slice(n).some((m) => m.type === "room" || m.type === "error"), { what: "bot added" });
  }
  const start = { type: "start" };
  if (position) start.position = position;
  const n = p.tap.frames.length;
  sendAs(p, start);
  await waitFor(() => {
    const err = p.tap.frames.slice(n).find((m) => m.type === "error");
    if (err) throw new Error(`start refused: ${JSON.stringify(err)}`);
    return p.tap.frames.slice(n).some((m) => m.type === "game");
  }, { what: "game started" });
  await p.page.waitForSelector(".table");
}

// The latest `game` message the page got, once the page shows it.
export async function currentGame(p) {
  const g = lastOf(p, "game");
  await p.page.waitForFunction((seq) => document.querySelector(".table")?.dataset.seq === String(seq), g.seq);
  return g;
}

export const myDecision = (g) => g.your_seat !== null && g.view.pending?.seat === g.your_seat && !g.view.outcome
  ? g.view.pending.options || [] : [];

const subjectOf = (o) => o.card !== undefined ? `card:${o.card}` : o.character ? `char:${o.character}`
  : o.seat !== undefined ? `seat:${o.seat}` : null;

const canon = (x) => JSON.stringify(Object.keys(x).sort().reduce((a, k) => ((a[k] = x[k]), a), {}));
export const sameAction = (a, b) => canon(a) === canon(b);

// Clicks the UI path to option `o`: select its subject (opening its target
// list first when the subject is not on screen), then the confirm button;
// or the plain button, then the confirm if the page asks first.
export async function clickPath(page, o) {
  if (COMPOSED_TYPES.has(o.type)) return composedPath(page, o);
  const subj = subjectOf(o);
  if (!subj) {
    await page.click(`.prompt.mine .actions button.action[data-action="${o.type}"]`);
    const confirm = page.locator(`.prompt.mine .detail button.confirm[data-action="${o.type}"]`);
    if (await confirm.count()) await confirm.click();
    return;
  }
  const sel = `.table [data-subject="${subj}"]`;
  if (!(await page.locator(sel).count())) {
    await page.click(`.prompt.mine button[data-opens="${o.type}"]`);
  }
  await page.locator(sel).first().click();
  await page.click(`.prompt.mine .detail button.confirm[data-action="${o.type}"]`);
}

// For every option of the page's pending decision: its control sends
// exactly that option (captured, not played). Returns how many were checked.
export async function checkEveryControl(p, g, label = "") {
  const options = myDecision(g);
  const page = p.page;
  p.tap.capture = true;
  try {
    for (const o of options) {
      await page.keyboard.press("Escape");
      const n = p.tap.captured.length;
      try {
        await clickPath(page, o);
        await waitFor(() => p.tap.captured.length > n, { timeout: 3000, what: "the action sent" });
      } catch (e) {
        throw new Error(`${label}: no control for ${JSON.stringify(o)} (decision ${g.view.pending.decision}): ${e.message}`);
      }
      const sent = p.tap.captured[p.tap.captured.length - 1];
      expect(p.tap.captured.length === n + 1, `${label}: one message for ${JSON.stringify(o)}, got ${p.tap.captured.length - n}`);
      expect(sent.type === "action" && sameAction(sent.action, o),
        `${label}: the control for ${JSON.stringify(o)} sent ${JSON.stringify(sent)}`);
      // The page shows the same decision again (nothing was played).
      await page.waitForSelector(".prompt.mine");
    }
  } finally {
    p.tap.capture = false;
    await page.keyboard.press("Escape");
  }
  return options.length;
}

// Plays option `o` through its UI path and waits for the next `game`.
export async function play(p, o) {
  const seq = lastOf(p, "game").seq;
  await p.page.keyboard.press("Escape");
  await clickPath(p.page, o);
  await waitFor(() => lastOf(p, "game").seq > seq || lastOf(p, "game_over"), { what: `the move ${JSON.stringify(o)} played` });
  await sleep(30);
}

// Plays the page's seat until game_over: the first legal option each time.
// Returns how many decisions the page made and which action types it saw.
export async function playToTheEnd(p, label) {
  let decisions = 0;
  const seen = new Set();
  for (let guard = 0; guard < 2000 && !lastOf(p, "game_over"); guard++) {
    const before = lastOf(p, "game");
    try {
      await waitFor(() => lastOf(p, "game_over") || myDecision(lastOf(p, "game")).length, { timeout: 60_000, what: "the page's seat to decide" });
    } catch (e) {
      const g = lastOf(p, "game");
      throw new Error(`${label}: nothing moved for 60 s at seq ${g.seq} (seq before ${before.seq}): decision ${g.view.pending?.decision} of seat ${g.view.pending?.seat}, options ${JSON.stringify(g.view.pending?.options?.slice(0, 5))}: ${e.message}`);
    }
    if (lastOf(p, "game_over")) break;
    const g = await currentGame(p);
    const opts = myDecision(g);
    if (!opts.length) continue;
    opts.forEach((o) => seen.add(o.type));
    await play(p, opts[0]);
    decisions++;
  }
  return { decisions, seen };
}

// A synthetic game message (stubbed pending options) shown to the page as if
// the server had sent it; returns it once the page shows it.
export async function injectGame(p, g) {
  p.tap.frames.push(g);
  p.tap.client.send(JSON.stringify(g));
  return currentGame(p);
}

// A case's `shows` ([selector, text]) are on the page, its `absent` selectors not.
export async function checkShows(page, c) {
  for (const [sel, text] of c.shows || []) {
    const el = page.locator(sel).first();
    expect(await el.count(), `${c.name}: ${sel} is shown`);
    if (text) expect((await el.textContent()).includes(text), `${c.name}: ${sel} says "${text}", got "${await el.textContent()}"`);
  }
  for (const sel of c.absent || []) expect(!(await page.locator(sel).count()), `${c.name}: ${sel} is not shown`);
}
