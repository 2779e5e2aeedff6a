// test_external_replay.mjs — a finished game with a bot program, seen
// afterwards (issue 13; the games API's `external`, docs/protocol.md "HTTP:
// recent finished games"). Olga owns a public room, reserves a seat with a
// bot token, adds a server bot; a WebSocket client — the "program" — takes
// the reserved seat with the token, and both play the first legal option
// each turn to the end. A visitor's lobby then lists the game with Robo
// marked as a bot program (and nobody else), and its replay's table marks
// Robo's seat as a bot program and the server bot with its level, Olga with
// neither. Screenshots: external-recent-laptop.png, external-replay-laptop.png.

import { e2e, expect } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

const LAPTOP = { width: 1366, height: 768 };

// Plays the first legal option whenever it is this client's decision,
// until the game is over; returns the final `game` message.
async function playOut(c) {
  let acted = -1;
  for (;;) {
    const g = await c.expect("game", null, 60_000);
    if (g.view.outcome?.finished) return g;
    const p = g.view.pending;
    if (p && p.seat === g.your_seat && g.seq !== acted && p.options?.length) {
      acted = g.seq;
      c.send({ type: "action", action: p.options[0] });
    }
  }
}

e2e("a bot program's seat is marked in the recent games list and the replay", async (h) => {
  const olga = await h.ws("Olga");
  const room = await olga.request({ type: "create_room", game: "citadels", options: {
    name: "Programs", max_players: 3, bot_delay_ms: 0, turn_seconds: 120 } }, "room");
  olga.send({ type: "create_bot_token", name: "Robo" });
  const tok = await olga.expect("bot_token");
  await olga.request({ type: "add_bot", level: "greedy" }, "room", (m) => m.seats.length === 3);
  const program = await h.ws("RoboProgram");
  const joined = await program.request({ type: "join_room", room: room.id, bot_token: tok.token }, "room");
  expect(joined.your_seat === tok.seat && tok.seat === 1, `the program sits in the reserved seat: ${JSON.stringify(joined.seats)}`);
  await olga.expect("room", (m) => m.seats[tok.seat].connected);
  olga.send({ type: "start" });
  const [over] = await Promise.all([playOut(olga), playOut(program)]);
  expect(over.view.outcome.finished, "the game is over");

  // A visitor's lobby: the recent game, Robo marked as a program.
  const viewer = await enterLobby(h, "Vera", { viewport: LAPTOP });
  const page = viewer.page;
  const item = page.locator(".recent-list li").first();
  await item.waitFor();
  const text = await item.textContent();
  expect(/Olga/.test(text) && /Robo/.test(text) && /Bot 1/.test(text), `the game names its players: ${text}`);
  expect(await item.locator(".badge.external").count() === 1, "one player is marked as a bot program");
  expect((await item.locator(".badge.external").textContent()) === "bot program", "in words");
  const before = await item.evaluate((li) => li.querySelector(".badge.external").previousSibling?.previousSibling?.textContent);
  expect(/^Robo \d+$/.test(before), `the mark follows Robo's name and score: ${before}`);
  await h.screenshot(page, "external-recent-laptop");

  // Its replay: the table marks the program's seat, the bot's level, not Olga.
  await item.locator("a.replay-link").click();
  await page.waitForSelector(".replay-screen .table");
  const panel = (seat) => page.locator(`.replay-screen .player[data-seat="${seat}"]`);
  await panel(1).locator(".badge.external").waitFor();
  expect((await panel(1).locator(".badge.external").textContent()) === "bot program", "Robo's seat is a bot program");
  expect(await page.locator(".replay-screen .badge.external").count() === 1, "and no other seat");
  expect((await panel(2).locator(".badge.bot-level").textContent()) === "bot · greedy", "the server bot shows its level");
  expect(await panel(0).locator(".badge.external, .badge.bot-level").count() === 0, "Olga is neither");
  expect(await page.locator(".replay-screen .badge.away").count() === 0, "nobody is shown as away in a replay");
  await page.selectOption("#lang", "de");
  await page.waitForFunction(() => document.querySelector('.replay-screen .player[data-seat="1"] .badge.external')?.textContent === "Bot-Programm");
  await page.selectOption("#lang", "en");
  await h.screenshot(page, "external-replay-laptop");
  expect(viewer.errors.length === 0, `no console errors: ${viewer.errors}`);
}, { timeout: 240_000, serverArgs: ["--rate", "1000"] });
