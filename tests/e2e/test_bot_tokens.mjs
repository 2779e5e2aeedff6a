// test_bot_tokens.mjs — inviting a bot program from the browser (issue 13;
// web/js/bot_tokens.js, docs/bots.md). The owner asks for a bot token in
// the room view: a refused name says why beside the field; a good one shows
// the token once in a dialog with a copy button and the example's command
// line for this server and room. A WebSocket client of the test — the
// "program" — joins with that token and takes the reserved seat, which the
// page shows as a connected bot program. A second token's seat, while it
// waits, explains itself beside Start, and Start says why it is refused
// (seat_reserved, in words); removing that seat frees it and the game
// starts with the program at the table, where its seat is marked as a bot
// program (and no other seat is). Screenshots on a 1366×768 laptop and
// a 390×844 phone. Any console error fails (harness).

import { e2e, expect, waitFor } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

e2e("bot tokens: invite a program, it takes its seat, a waiting seat blocks Start until removed", async (h) => {
  const ann = await enterLobby(h, "Ann", { viewport: LAPTOP });
  const page = ann.page;
  await ann.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.server.http });

  await page.click("#create-room");
  const dlg = page.locator("dialog.room-dialog");
  await dlg.waitFor();
  await dlg.locator("input[name=name]").fill("Tokens");
  await dlg.locator("input[name=max_players]").fill("4");
  await page.click("#room-form-submit");
  await page.waitForSelector(".room-screen #invite-bot");

  // A name the server refuses: the reason beside the field, no seat, no token.
  await page.fill("#bot-name", "Bot 3");
  await page.click("#invite-bot");
  await page.waitForFunction(() => document.querySelector("#bot-invite-error")?.textContent.length > 0);
  const refusal = await page.textContent("#bot-invite-error");
  expect(refusal.includes("This name cannot be used") && refusal.includes("“Bot” with a number"), `the bad name is explained: ${refusal}`);
  expect(await page.locator("dialog.bot-token-dialog").count() === 0, "no token for a refused name");
  expect(await page.locator(".seats .seat:not(.empty)").count() === 1, "and no seat");

  // A good name: the token, once, with the command line.
  await page.fill("#bot-name", "Robo");
  await page.click("#invite-bot");
  const tokenDlg = page.locator("dialog.bot-token-dialog");
  await tokenDlg.waitFor();
  expect((await tokenDlg.locator("h3").textContent()) === "Bot token for “Robo”", "the dialog names the seat");
  const token = await page.inputValue("#bot-token-value");
  expect(/^[0-9a-f]{64}$/.test(token), `the token is shown: ${token}`);
  const command = await page.inputValue("#bot-token-command");
  const m = command.match(/^python3 examples\/python_bot\.py (\S+) (\d+) Robo --bot-token ([0-9a-f]{64})$/);
  expect(m, `the command line runs the example: ${command}`);
  expect(m[1] === `ws://127.0.0.1:${h.server.port}/ws`, `with this server's WebSocket URL: ${m[1]}`);
  expect(m[3] === token, "and the token");
  const roomId = Number(m[2]);
  expect((await tokenDlg.textContent()).includes("shown only once"), "the dialog says the token is shown once");
  expect(await page.inputValue("#bot-name") === "", "the name field is cleared for the next invitation");
  await tokenDlg.locator("button.copy[data-copies=bot-token-value]").click();
  await page.waitForFunction(() => document.querySelector(".copy-status")?.textContent.length > 0);
  expect(await page.evaluate(() => navigator.clipboard.readText()) === token, "Copy puts the token on the clipboard");
  expect((await tokenDlg.locator(".copy-status").first().textContent()) === "Copied.", "and says so");
  await h.screenshot(page, "bot-tokens-dialog-laptop");

  // The reserved seat waits; Start says why it would be refused.
  const robo = page.locator(".seats .seat.external", { hasText: "Robo" });
  await page.click("#bot-token-close");
  await robo.locator(".badge.external[data-external=waiting]").waitFor();
  expect((await robo.locator(".badge.external").textContent()) === "bot program · waiting", "the seat waits for its program");
  expect((await page.textContent("#start-hint")).includes("once the bot program “Robo” has connected"), "Start explains the wait");

  // The program joins with the token and takes that seat.
  const lobbyView = await h.ws("Lister");
  const listed = await lobbyView.request({ type: "list_rooms" }, "rooms");
  expect(listed.rooms.some((r) => r.id === roomId && r.name === "Tokens"), `the command names this room (${roomId})`);
  const program = await h.ws("RoboProgram");
  const joined = await program.request({ type: "join_room", room: roomId, bot_token: token }, "room");
  const roboSeat = joined.seats.find((s) => s.name === "Robo");
  expect(roboSeat && joined.your_seat === roboSeat.seat && roboSeat.external, `the program sits in Robo's seat: ${JSON.stringify(joined.seats)}`);
  await robo.locator(".badge.external[data-external=connected]").waitFor();
  expect((await robo.locator(".badge.external").textContent()) === "bot program · connected", "the seat shows the connected program");
  expect(await page.locator("#start-hint").count() === 0, "nothing waits any more");

  // A second token, left waiting: Start is refused, in words.
  await page.click("#invite-bot");
  await tokenDlg.waitFor();
  const second = (await tokenDlg.locator("h3").textContent()).match(/“(.+)”/)[1];
  expect(second === "External bot 1", `the default name: ${second}`);
  await page.click("#bot-token-close");
  const waiting = page.locator(".seats .seat.external", { hasText: second });
  await waiting.locator(".badge.external[data-external=waiting]").waitFor();
  expect((await page.textContent("#start-hint")).includes(`“${second}”`), "Start names the seat it waits for");
  await page.click("#start-game");
  await page.waitForSelector("#toast.open");
  const toast = await page.textContent("#toast");
  expect(toast === "A seat is still waiting for its bot program: start once it has connected, or remove that seat.", `Start says why: ${toast}`);
  expect(await page.locator(".table").count() === 0, "and the game has not started");
  await h.screenshot(page, "bot-tokens-room-laptop");
  // The same in German and Polish: the line under Start, the refusal, the badge.
  const WORDS = {
    de: { hint: `sobald das Bot-Programm „${second}“ verbunden ist`, toast: "Ein Platz wartet noch auf sein Bot-Programm", badge: "Bot-Programm · wartet" },
    pl: { hint: `gdy zewnętrzny bot „${second}” się połączy`, toast: "Jedno miejsce wciąż czeka na swojego zewnętrznego bota", badge: "zewnętrzny bot · czeka" },
  };
  for (const [lang, w] of Object.entries(WORDS)) {
    await page.selectOption("#lang", lang);
    await page.waitForFunction((text) => document.querySelector("#start-hint")?.textContent.includes(text), w.hint);
    expect((await waiting.locator(".badge.external").textContent()) === w.badge, `${lang}: the waiting seat's badge`);
    await page.click("#start-game");
    await page.waitForFunction((text) => document.querySelector("#toast.open")?.textContent.startsWith(text), w.toast);
  }
  await page.selectOption("#lang", "en");

  // The phone: the room, and a dialog for a third token, within the screen.
  await page.setViewportSize(PHONE);
  await page.click("#invite-bot");
  await tokenDlg.waitFor();
  await h.screenshot(page, "bot-tokens-dialog-phone");
  const dlgBox = await tokenDlg.boundingBox();
  expect(dlgBox.x >= 0 && dlgBox.x + dlgBox.width <= PHONE.width, `the dialog fits the phone: ${JSON.stringify(dlgBox)}`);
  await page.click("#bot-token-close");
  await page.waitForFunction(() => document.querySelectorAll(".seats .seat.external").length === 3);
  await h.screenshot(page, "bot-tokens-room-phone");
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide <= PHONE.width, `the room fits a 390 px phone (${wide} px wide)`);
  await page.setViewportSize(LAPTOP);

  // Removing the waiting seats frees them; then the game starts with the program.
  for (let n = 2; n >= 1; n--) {
    await page.locator(".seats .seat.external .badge[data-external=waiting]").first().locator("xpath=..").locator("button.remove-external").click();
    await page.waitForFunction((k) => document.querySelectorAll(".seats .seat.external").length === k, n);
  }
  expect(await page.locator("#start-hint").count() === 0, "no seat waits");
  await page.click("#start-game");
  await page.waitForSelector(".table");
  const game = await program.expect("game");
  expect(game.your_seat === roboSeat.seat, "the program plays its seat");

  // At the table every player sees that a program plays Robo's seat — and
  // only that seat (Ann is a person; the badge is not "bot · level").
  const roboPanel = page.locator(`.table .player[data-seat="${roboSeat.seat}"]`);
  await roboPanel.locator(".badge.external.program").waitFor();
  expect((await roboPanel.locator(".badge.external.program").textContent()) === "bot program", "the program's seat is marked at the table");
  expect((await roboPanel.locator(".badge.external.program").getAttribute("title")).includes("program outside the server"), "and says what it means on hover");
  expect(await page.locator(".table .badge.external").count() === 1, "no other seat is marked");
  expect(await page.locator(".table .player[data-seat=\"0\"] .badge.external").count() === 0, "Ann's seat is not a program");
  expect(await roboPanel.locator(".badge.bot-level").count() === 0, "nor a server bot");
  await h.screenshot(page, "bot-tokens-table-laptop");
  for (const [lang, word] of Object.entries({ de: "Bot-Programm", pl: "zewnętrzny bot" })) {
    await page.selectOption("#lang", lang);
    await page.waitForFunction(([seat, text]) => document.querySelector(`.table .player[data-seat="${seat}"] .badge.external`)?.textContent === text, [roboSeat.seat, word]);
  }
  await page.selectOption("#lang", "en");
  await page.setViewportSize(PHONE);
  await roboPanel.locator(".badge.external.program").waitFor();
  await h.screenshot(page, "bot-tokens-table-phone");
  expect(ann.errors.length === 0, `no console errors: ${ann.errors}`);
}, { timeout: 120_000 });
