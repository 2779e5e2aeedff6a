// test_bot_levels.mjs — bot levels in the browser (issue 13): the levels
// come from the server's welcome (bot_levels), not from the client; the
// add-bot selector lists every one of them with its name and a one-line
// description, the strongest marked, the strongest quick one chosen by default; the room dialog
// offers every level for the timeout and the room's options say which one
// plays; the seat list shows each bot's level in the reader's language
// (English for the owner, Polish for a guest on a phone). A bot of every
// level is added, the game starts and every bot seat is seen to move (a
// slow level's choices come from the server's thread pool); the owner and
// the guest let their time run out, and the timeout level plays for them.
// Screenshots: the dialog, the room and the table on a 1366×768 laptop and
// a 390×844 phone, the lobby on the phone. Any console error fails (harness).

import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, lastOf } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

// The English and Polish names of the levels the client has words for.
const NAMES = {
  en: { random: "random", greedy: "greedy", heuristic: "heuristic", search: "search" },
  pl: { random: "losowy", greedy: "zachłanny", heuristic: "heurystyczny", search: "przewidujący" },
};

e2e("every bot level: chosen by name, shown on its seat, playing a game", async (h) => {
  const ann = await routedPlayer(h, "Ann", { viewport: LAPTOP });
  const page = ann.page;
  const welcome = lastOf(ann, "welcome");
  expect(Array.isArray(welcome?.bot_levels) && welcome.bot_levels.length >= 2, `welcome lists the levels: ${JSON.stringify(welcome?.bot_levels)}`);
  // A Citadels room offers the levels that play Citadels (issue 14: the
  // welcome names each level's games).
  const levels = welcome.bot_levels.filter((l) => !l.games || l.games.includes("citadels")).map((l) => l.name);
  const strongest = welcome.bot_strongest;
  expect(levels.includes(strongest), `the strongest (${strongest}) is one of them`);
  const timeoutLevel = levels.find((l) => l !== "random");

  // The dialog: the timeout offers a random move or any level by name.
  await page.click("#create-room");
  const dlg = page.locator("dialog.room-dialog");
  await dlg.waitFor();
  const timeouts = await dlg.locator("select[name=timeout] option").evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  expect(JSON.stringify(timeouts.map((o) => o[0])) === JSON.stringify(levels),
    `the timeout offers random and every level (${timeouts.map((o) => o[0])})`);
  for (const [value, text] of timeouts)
    if (value !== "random") expect(text.includes(NAMES.en[value] || value), `the timeout choice names the level: ${text}`);
  await h.screenshot(page, "bot-levels-dialog-laptop");
  await dlg.locator("input[name=name]").fill("Bot levels");
  await dlg.locator("input[name=max_players]").fill(String(Math.min(8, levels.length + 2)));
  await dlg.locator("input[name=turn_seconds]").fill("3");
  await dlg.locator("select[name=timeout]").selectOption(timeoutLevel);
  await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
  await page.click("#room-form-submit");
  await page.waitForSelector(".room-screen");
  const shownTimeout = await page.textContent("dl.options");
  expect(shownTimeout.includes(`the bot “${NAMES.en[timeoutLevel] || timeoutLevel}” decides`), `the options say who plays on timeout: ${shownTimeout}`);

  // The selector: every level, each with a description; the strongest chosen.
  const select = page.locator("select[name=bot_level]");
  const opts = await select.locator("option").evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  expect(JSON.stringify(opts.map((o) => o[0])) === JSON.stringify(levels), `the selector lists the server's levels: ${opts.map((o) => o[0])}`);
  for (const [value, text] of opts) {
    expect(text.includes(NAMES.en[value] || value), `option ${value} is named: ${text}`);
    if (NAMES.en[value]) expect(/ — \S.{10,}/.test(text), `option ${value} says what the level does: ${text}`);
  }
  // Chosen by default: the strongest level that is not slow (welcome's flag).
  const quick = welcome.bot_levels.filter((l) => !l.slow && (!l.games || l.games.includes("citadels"))).map((l) => l.name);
  const byDefault = quick.length ? quick[quick.length - 1] : strongest;
  expect(welcome.bot_levels.some((l) => l.slow), "a level is flagged slow (the search)");
  expect(await select.inputValue() === byDefault, `the strongest quick level is chosen by default (${await select.inputValue()}, not ${byDefault})`);
  expect(/strongest/.test(await select.locator(`option[value="${strongest}"]`).textContent()), "the strongest says so");

  // The chosen level's description is shown beside the selector too.
  for (const l of levels.filter((x) => NAMES.en[x])) {
    await select.selectOption(l);
    const hint = await page.textContent("#bot-level-desc");
    const option = opts.find((o) => o[0] === l)[1];
    expect(hint.length > 10 && option.endsWith(hint), `the hint describes ${l}: ${hint}`);
  }

  // A guest in Polish, on a phone, takes a seat.
  const bob = await routedPlayer(h, "Bob", { viewport: PHONE, lang: "pl" });
  const row = bob.page.locator(".rooms tr[data-room]", { hasText: "Bot levels" });
  await row.first().waitFor();
  await h.screenshot(bob.page, "bot-levels-lobby-phone");
  await row.first().locator("button.join").click();
  await bob.page.waitForSelector(".room-screen");

  // One bot of every level.
  for (let i = 0; i < levels.length; i++) {
    await select.selectOption(levels[i]);
    await page.click("#add-bot");
    await page.waitForFunction((n) => document.querySelectorAll(".seats .seat.bot").length === n, i + 1);
  }
  const badges = await page.locator(".seat.bot .badge.bot-level").evaluateAll((bs) => bs.map((b) => [b.dataset.level, b.textContent]));
  expect(JSON.stringify(badges.map((b) => b[0])) === JSON.stringify(levels), `a bot of each level: ${badges.map((b) => b[0])}`);
  for (const [level, text] of badges) expect(text.includes(NAMES.en[level] || level), `the seat shows its level: ${text}`);
  await bob.page.waitForFunction((n) => document.querySelectorAll(".seats .seat.bot").length === n, levels.length);
  const plBadges = await bob.page.locator(".seat.bot .badge.bot-level").evaluateAll((bs) => bs.map((b) => [b.dataset.level, b.textContent]));
  for (const [level, text] of plBadges)
    expect(text.includes(NAMES.pl[level] || level), `the Polish seat list names the level: ${text}`);
  await h.screenshot(page, "bot-levels-room-laptop");
  await h.screenshot(bob.page, "bot-levels-room-phone");
  // The owner's controls on a phone too: nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await h.screenshot(page, "bot-levels-room-owner-phone");
  for (const p of [page, bob.page]) {
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    if (wide > 390) h.log("WIDE", await p.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > 391).map((e) => `${e.tagName}.${e.className}#${e.id} ${Math.round(e.getBoundingClientRect().right)} ${e.scrollWidth}`).slice(0, 12)));
    expect(wide <= 390, `the room fits a 390 px phone (${wide} px wide)`);
  }
  await page.setViewportSize(LAPTOP);

  // The game: every bot seat moves, and the timeout level plays for the
  // humans who let their time run out.
  await page.click("#start-game");
  await page.waitForSelector(".table");
  await bob.page.waitForSelector(".table");
  const room = lastOf(ann, "room");
  const botSeats = room.seats.filter((s) => s.bot).map((s) => s.seat);
  const moved = (by, seat) => ann.tap.frames.some((m) => m.type === "events" && m.by === by && m.seat === seat);
  await waitFor(() => botSeats.every((s) => moved("bot", s)),
    { timeout: 90_000, what: `every bot seat moves (${botSeats})` });
  await waitFor(() => ann.tap.frames.some((m) => m.type === "events" && m.by === "timeout"),
    { timeout: 60_000, what: "a timed-out seat is played" });
  const first = lastOf(ann, "game").seq;
  await waitFor(() => lastOf(ann, "game").seq >= first + 5, { timeout: 60_000, what: "the game goes on" });
  await page.waitForFunction((seq) => Number(document.querySelector(".table")?.dataset.seq) >= seq, first + 5);
  await h.screenshot(page, "bot-levels-table-laptop");
  await h.screenshot(bob.page, "bot-levels-table-phone");
  const wide = await bob.page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide <= 390, `the table fits a 390 px phone (${wide} px wide)`);
  const tableBadges = await page.locator(".player .badge.bot-level").evaluateAll((bs) => bs.map((b) => [b.dataset.level, b.textContent]));
  expect(tableBadges.length === levels.length && tableBadges.every(([l, text]) => text.includes(NAMES.en[l] || l)),
    `the table names each bot's level: ${JSON.stringify(tableBadges)}`);
}, { timeout: 300_000 });
