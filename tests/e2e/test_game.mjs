// test_game.mjs — a whole game in the browser: Alice creates a private room
// with a password (a short game: city of 3), Bob joins with the password,
// Alice adds two bots and starts; both humans play every decision by
// clicking what the table offers until the score screen; then the replay
// viewer steps through the finished game. Bob's tab pretends to be in the
// background: his turns must show in the page title. Screenshots of the lobby, the
// room, the table (also on Bob's phone-sized screen) and the score screen
// are saved as artifacts. No console
// errors may occur (the harness checks).
//
// The pages only ever draw their own hand, so "no other hand on screen" could
// not fail; instead every WebSocket frame each page receives is kept and
// checked: no view holds another player's hand, drawn cards or options, no
// private event of another seat arrives, and no card in Bob's hand at a step
// appears anywhere in what Alice's page received for that step (nor the
// other way round).
import { e2e, expect, sleep } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

// One click for whatever this page's pending decision offers, preferring
// what ends a game soon: build, then gold, then any choice, then end turn.
// The table selects first and confirms second (docs/client.md), so a step
// is either a selection (a card, a character, a target) or a confirm.
async function playOneStep(page) {
  const prompt = page.locator(".prompt.mine");
  if (!(await prompt.count())) return false;
  const candidates = [
    ".prompt.mine .detail button.confirm",
    ".prompt.mine .targets [data-subject]",
    ".prompt.mine .choice-cards [data-subject]",
    ".hand .card.usable",
    ".prompt.mine button[data-action=take_gold]",
    ".prompt.mine button[data-action=draw_replacements]",
    ".prompt.mine button[data-action=pay_rest_in_gold]",
    ".prompt.mine button[data-action=collect_district_income]",
    ".prompt.mine button[data-action=draw_cards]",
    ".prompt.mine button[data-action=end_turn]",
    ".prompt.mine button.action",
  ];
  for (const sel of candidates) {
    const el = page.locator(sel).first();
    if (await el.count()) {
      const seqBefore = await page.evaluate(() => document.querySelector(".table")?.dataset.seq || "");
      const confirming = sel.includes("confirm");
      await el.click({ timeout: 5000 }).catch(() => {});
      if (confirming) {
        await page.waitForFunction((s) => (document.querySelector(".table")?.dataset.seq || "") !== s, seqBefore, { timeout: 5000 }).catch(() => {});
      }
      return true;
    }
  }
  return false;
}

// Keeps every JSON frame the page's WebSockets receive.
function recordFrames(frames) {
  return (page) => page.on("websocket", (ws) => ws.on("framereceived", (f) => {
    try {
      frames.push(JSON.parse(typeof f.payload === "string" ? f.payload : f.payload.toString()));
    } catch { /* not JSON: not a protocol message */ }
  }));
}

// Card instance ids anywhere in a message ({"id": n, "kind": …} objects).
function cardIds(x, out = new Set()) {
  if (Array.isArray(x)) x.forEach((v) => cardIds(v, out));
  else if (x && typeof x === "object") {
    if (Number.isInteger(x.id) && typeof x.kind === "string") out.add(x.id);
    Object.values(x).forEach((v) => cardIds(v, out));
  }
  return out;
}

// seq -> the ids of the receiver's own hand, from its "game" messages.
function handsBySeq(frames) {
  const hands = new Map();
  for (const m of frames) {
    if (m.type !== "game" || m.your_seat === null || m.your_seat === undefined) continue;
    const me = m.view.players[m.your_seat];
    hands.set(m.seq, new Set((me.hand || []).map((c) => c.id)));
  }
  return hands;
}

const PRIVATE_EVENTS = new Set(["card_drawn", "card_kept"]);
const SECRET_CHARACTER = new Set(["character_picked", "character_dealt", "character_face_down"]);

// What `name`'s page received holds nothing of the other seats' secrets, and
// no card of `other`'s hand at the same step.
function checkTraffic(name, frames, otherHands) {
  let games = 0, events = 0, cards = 0;
  const me = frames.find((g) => g.type === "game")?.your_seat;
  for (const m of frames) {
    if (m.type === "game") {
      games++;
      const v = m.view;
      expect(m.your_seat === me, `${name} keeps one seat`);
      for (const p of v.players) {
        expect(p.seat === me || p.hand === undefined, `${name}'s page was sent seat ${p.seat}'s hand (seq ${m.seq})`);
      }
      expect(!v.aside || (v.turn && v.turn.seat === me), `${name}'s page was sent another player's drawn cards (seq ${m.seq})`);
      expect(!v.pending.options || v.pending.seat === me, `${name}'s page was sent another seat's options (seq ${m.seq})`);
      expect(!v.pile || v.pending.seat === me, `${name}'s page was sent another seat's character pile (seq ${m.seq})`);
    }
    if (m.type === "events") {
      for (const ev of m.events) {
        events++;
        expect(!PRIVATE_EVENTS.has(ev.type) || ev.seat === me, `${name}'s page was sent seat ${ev.seat}'s ${ev.type}`);
        expect(!SECRET_CHARACTER.has(ev.type) || !ev.character || ev.seat === me,
          `${name}'s page was told seat ${ev.seat}'s secret character (${ev.type} ${ev.character})`);
      }
    }
    if ((m.type === "game" || m.type === "events") && otherHands.has(m.seq)) {
      const hidden = otherHands.get(m.seq);
      for (const id of cardIds(m)) {
        cards++;
        expect(!hidden.has(id), `${name}'s page was sent card ${id}, in the other player's hand at seq ${m.seq}`);
      }
    }
  }
  expect(games > 10 && events > 10 && cards > 10, `${name}'s traffic was checked (${games} views, ${events} events, ${cards} cards)`);
}

e2e("two browser players and two bots play a private game to the score screen", async (h) => {
  const aliceFrames = [], bobFrames = [];
  const alice = await enterLobby(h, "Alice", { onPage: recordFrames(aliceFrames) });
  const bob = await enterLobby(h, "Bob", { viewport: { width: 390, height: 844 }, onPage: recordFrames(bobFrames) }); // a phone
  await h.screenshot(alice.page, "lobby");

  // Alice creates a private room with a password and a short game.
  await alice.page.click("#create-room");
  const dlg = alice.page.locator("dialog.room-dialog");
  await dlg.locator("input[name=name]").fill("Friday table");
  await dlg.locator("input[name=max_players]").fill("4");
  await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
  await dlg.locator("input[name=private]").check();
  await dlg.locator("input[name=password]").fill("sesame");
  await dlg.locator("select[name=cfg_city_target]").selectOption("3");
  await h.screenshot(alice.page, "create-room");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");

  // Bob sees it in the lobby, locked; a wrong password is refused.
  const row = bob.page.locator(".rooms tr", { hasText: "Friday table" });
  await row.waitFor();
  expect(await row.locator(".lock").count() === 1, "the private room shows a lock");
  await row.locator("button.join").click();
  await bob.page.fill(".password-dialog input[name=room_password]", "wrong");
  await bob.page.click(".password-dialog button[type=submit]");
  await bob.page.waitForSelector(".toast.open.error");
  expect(/password/i.test(await bob.page.textContent(".toast")), "a wrong password is explained");
  await row.locator("button.join").click();
  await bob.page.fill(".password-dialog input[name=room_password]", "sesame");
  await bob.page.click(".password-dialog button[type=submit]");
  await bob.page.waitForSelector(".room-screen");
  expect(!(await bob.page.locator("#start-game").count()), "only the owner sees the start button");

  // Two bots (a random and a greedy one), then start.
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 1);
  await alice.page.selectOption("select[name=bot_level]", "greedy");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 2);
  expect(/greedy/.test(await alice.page.textContent(".seats")), "the second bot plays at the greedy level");
  await h.screenshot(alice.page, "room");
  await alice.page.click("#start-game");
  await alice.page.waitForSelector(".table");
  await bob.page.waitForSelector(".table");

  // Each player sees their own hand (what the pages were sent of the others'
  // is checked on the WebSocket traffic after the game).
  for (const p of [alice, bob]) {
    expect(await p.page.locator(".hand .card").count() >= 1, `${p.name} sees a hand`);
  }
  // Bob's tab is in the background: each new decision of his must announce
  // itself in the page title.
  await bob.page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    window.turnTitles = 0;
    new MutationObserver(() => { if (document.title.startsWith("▶")) window.turnTitles++; })
      .observe(document.querySelector("title"), { childList: true, characterData: true, subtree: true });
  });
  let tableShot = false;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (await alice.page.locator("#score-screen").count() && await bob.page.locator("#score-screen").count()) break;
    const a = await playOneStep(alice.page);
    const b = await playOneStep(bob.page);
    if (!tableShot && (await alice.page.locator(".player .city .card").count()) > 0) {
      await h.screenshot(alice.page, "table");
      await h.screenshot(bob.page, "table-phone");
      tableShot = true;
    }
    if (!a && !b) await sleep(100);
  }
  await alice.page.waitForSelector("#score-screen", { timeout: 10_000 });
  await bob.page.waitForSelector("#score-screen", { timeout: 10_000 });
  if (!tableShot) await h.screenshot(alice.page, "table");
  checkTraffic("Alice", aliceFrames, handsBySeq(bobFrames));
  checkTraffic("Bob", bobFrames, handsBySeq(aliceFrames));
  const rows = await alice.page.locator("table.scores tbody tr").count();
  expect(rows === 4, `the score table has a row per player (got ${rows})`);
  expect(/win/i.test(await alice.page.textContent(".verdict")), "the winner is named");
  const seed = await alice.page.textContent(".fairness");
  expect(/\d{3,}/.test(seed), "the seed is revealed at the end");
  await h.screenshot(alice.page, "score");
  expect(await bob.page.evaluate(() => window.turnTitles) > 0, "a background tab is told when it is your turn");
  await bob.page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect(!(await bob.page.title()).startsWith("▶"), "the notice ends when the tab is looked at");

  // The log explained the game, selection phase included.
  const log = await alice.page.textContent(".game-log");
  expect(/game begins/.test(log) && /choose/.test(log) && /builds/.test(log), "the game log tells the story");

  // The replay viewer steps through the game.
  await alice.page.click("#replay-link");
  await alice.page.waitForSelector(".replay-screen .table");
  const pos = async () => alice.page.textContent(".replay-pos");
  expect(/step 0 of \d+/.test(await pos()), "the replay starts at the deal");
  await alice.page.click("#replay-next");
  await alice.page.click("#replay-next");
  expect(/step 2 of/.test(await pos()), "forward steps");
  await alice.page.click("#replay-prev");
  expect(/step 1 of/.test(await pos()), "and back");
  await alice.page.keyboard.press("End");
  await alice.page.waitForSelector(".replay-screen #score-screen");
  await h.screenshot(alice.page, "replay");
  // Through whose eyes: the spectator's, or her own seat's (the server
  // shows a seat's view to its player only, who sends her session token).
  const persp = await alice.page.$$eval(".replay-screen select[name=perspective] option", (os) => os.map((o) => o.textContent));
  expect(persp.length === 2 && /Alice/.test(persp[1]), `the replay offers the spectator and Alice herself (${persp})`);
  expect(!(await alice.page.$(".replay-screen section.hand")), "the spectator's replay shows no hand");
  await alice.page.selectOption(".replay-screen select[name=perspective]", "0");
  await alice.page.waitForSelector(".replay-screen section.hand");

  // Bob leaves the finished room: the lobby lists the game with its replay.
  await bob.page.click("#leave-room");
  await bob.page.waitForSelector(".lobby .recent-list li");
  const recent = await bob.page.textContent(".recent-list li");
  expect(/Alice/.test(recent) && /Bob/.test(recent) && /Bot 1/.test(recent), `the recent game names its players (${recent})`);
  await bob.page.click(".recent-list li a.replay-link");
  await bob.page.waitForSelector(".replay-screen .table");
}, { timeout: 300_000 });
