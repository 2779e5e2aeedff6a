// test_rooms_ux.mjs — rooms that speak the players' language (issue 10):
// the create dialog has no seat numbers or "0 means…" fields (the first
// crown is "the room's owner / a random player / nobody", "nobody" only
// with the deal), the password field shows only for a private room, a link
// leads to the rules, and the last settings come back after a reload; a
// random crown is drawn among the seats at the start; the bot level is
// labelled, defaults to the strongest quick level and keeps its value after "Add bot";
// the owner is asked before leaving a waiting room, another player is not;
// "Leave" during a game asks (cancel keeps the table, confirm leaves) and
// the lobby then offers "Back to your seat", which returns to the table.
// Screenshots: the dialog on a laptop and a phone, the lobby with "Back to
// your seat".
import { e2e, expect } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

// "Leave" at the table asks: with leaving.js's dialog (#confirm-dialog) or
// the table's own inline question (.leave-confirm) — either way it must ask.
async function leaveAsked(page) {
  await page.click("#leave-room");
  await page.waitForSelector("#confirm-dialog, .leave-confirm");
  return page.textContent("#confirm-dialog, .leave-confirm");
}
async function leaveCancel(page) {
  await page.click("#confirm-cancel, .leave-confirm button.secondary");
}
async function leaveConfirm(page) {
  await page.click("#confirm-ok, #leave-confirm");
}

async function openCreate(p) {
  await p.page.click("#create-room");
  const dlg = p.page.locator("dialog.room-dialog");
  await dlg.waitFor();
  return dlg;
}

e2e("the create dialog speaks the players' language and remembers the last settings", async (h) => {
  const alice = await enterLobby(h, "Alice", { viewport: LAPTOP });
  const dlg = await openCreate(alice);

  // Numbers only where a number is what the player thinks of: players and seconds.
  const numbers = await dlg.locator("input[type=number]").evaluateAll((els) => els.map((e) => e.name).sort());
  expect(JSON.stringify(numbers) === JSON.stringify(["max_players", "turn_seconds"]), `number fields: ${numbers}`);
  const text = await dlg.textContent();
  expect(!/seat\s*\d|\(seat|−1|-1|\b0:|\(ms\)/i.test(text), `no seat numbers, "0 means" or ms in the dialog: ${text}`);
  const crown = await dlg.locator("select[name=cfg_first_crown] option").allTextContents();
  expect(JSON.stringify(crown) === JSON.stringify(["the room's owner", "a random player", "nobody (only when the characters are dealt)"]),
    `the first crown in words (${crown})`);
  expect(/Who starts with the crown/.test(text), "the crown choice is labelled");
  // "Nobody" needs the online variant's deal.
  const nobody = dlg.locator("select[name=cfg_first_crown] option[value=nobody]");
  expect(await nobody.evaluate((o) => o.disabled), "nobody holds the crown only with the deal");
  expect(!(await dlg.locator("select[name=cfg_characters_per_player]").isVisible()), "characters per player only with the deal");
  await dlg.locator("select[name=cfg_selection]").selectOption("deal");
  expect(!(await nobody.evaluate((o) => o.disabled)), "with the deal, nobody may hold the crown");
  expect(await dlg.locator("select[name=cfg_characters_per_player]").isVisible(), "the deal shows characters per player");
  const perPlayer = await dlg.locator("select[name=cfg_characters_per_player] option").allTextContents();
  expect(/as the rules say/.test(perPlayer[0]) && perPlayer[2] === "2 characters", `characters per player in words (${perPlayer})`);
  await dlg.locator("select[name=cfg_selection]").selectOption("draft");
  const target = await dlg.locator("select[name=cfg_city_target] option").allTextContents();
  expect(/as the rules say \(7; 8 with 2–3 players\)/.test(target[0]) && target[1] === "1 district" && target[4] === "4 districts",
    `districts to end the game in words (${target.slice(0, 5)})`);
  // Bot pause as a speed; the absent player's stand-in with a clear label.
  const speeds = await dlg.locator("select[name=bot_delay_ms] option").allTextContents();
  expect(JSON.stringify(speeds) === JSON.stringify(["instant (no pause)", "fast", "normal", "slow"]), `bot speeds (${speeds})`);
  expect(await dlg.locator("select[name=bot_delay_ms]").inputValue() === "600", "normal speed is the server's default pause");
  const autopilot = await dlg.locator("select[name=autopilot_after] option").allTextContents();
  expect(autopilot[0] === "never" && autopilot[1] === "after 1 timeout in a row" && autopilot[2] === "after 2 timeouts in a row", `autopilot choices (${autopilot})`);
  expect(await dlg.locator("select[name=autopilot_after]").inputValue() === "2", "a bot stands in after 2 timeouts by default");
  expect(/A bot stands in for an absent player/.test(text), "the autopilot choice is labelled");
  // The rules of the rule set, in the page's language, in a new tab.
  const rules = dlg.locator("a.rules-link");
  expect(await rules.getAttribute("href") === "rules/citadels-2016.en.html" && await rules.getAttribute("target") === "_blank", "a link to the rules");

  // The password field only for a private room.
  expect(!(await dlg.locator("input[name=password]").isVisible()), "no password field for a public room");
  await dlg.locator("input[name=private]").check();
  expect(await dlg.locator("input[name=password]").isVisible(), "a private room asks for a password");
  await h.screenshot(alice.page, "rooms-dialog-laptop");
  // Private without a password: refused in the dialog, which stays open.
  await dlg.locator("#room-form-submit").click();
  expect(/needs a password/.test(await dlg.locator(".form-error").textContent()), "a private room needs a password");
  await dlg.locator("input[name=private]").uncheck();
  expect(!(await dlg.locator("input[name=password]").isVisible()), "the field goes with the switch");
  await dlg.locator("input[name=private]").check();

  // Settings to remember: private, 5 players, 45 s, fast bots, a city of
  // 4, a random crown.
  await dlg.locator("input[name=name]").fill("Remembered");
  await dlg.locator("input[name=password]").fill("sesame");
  await dlg.locator("input[name=max_players]").fill("5");
  await dlg.locator("input[name=turn_seconds]").fill("45");
  await dlg.locator("select[name=bot_delay_ms]").selectOption("250");
  await dlg.locator("select[name=cfg_city_target]").selectOption("4");
  await dlg.locator("select[name=cfg_first_crown]").selectOption("random");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");
  const opts = await alice.page.textContent("dl.options");
  expect(/a random player/.test(opts) && /4 districts/.test(opts) && /fast/.test(opts), `the room's options in words (${opts})`);

  // A spectator sees the draw: the room asks the engine for a random seat
  // (first_crown -2) and the game starts with the crown at one of the seats.
  const eve = await h.ws("Eve");
  const rooms = await eve.request({ type: "list_rooms" }, "rooms");
  const id = rooms.rooms.find((r) => r.name === "Remembered").id;
  await eve.request({ type: "spectate", room: id, password: "sesame" }, "room");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 1);
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 2);
  await alice.page.click("#start-game");
  const started = await eve.expect("room", (m) => m.started);
  expect(started.options.config.first_crown === -2, `the room asks for a random crown (${started.options.config.first_crown})`);
  const game = await eve.expect("game", (m) => m.view);
  const fc = game.view.crown;
  expect(Number.isInteger(fc) && fc >= 0 && fc < 3, `a random crown is drawn among the 3 seats (${fc})`);
  await alice.page.waitForSelector(".table");

  // After a reload the create dialog has the last settings (not the
  // password, not the name). (A reload brings Alice back to her seat: she
  // leaves the running game first.)
  await alice.page.reload();
  await alice.page.waitForSelector(".table");
  await leaveAsked(alice.page);
  await leaveConfirm(alice.page);
  await alice.page.waitForSelector(".lobby");
  const again = await openCreate(alice);
  expect(await again.locator("input[name=max_players]").inputValue() === "5", "max players remembered");
  expect(await again.locator("input[name=turn_seconds]").inputValue() === "45", "seconds remembered");
  expect(await again.locator("select[name=bot_delay_ms]").inputValue() === "250", "bot speed remembered");
  expect(await again.locator("select[name=cfg_city_target]").inputValue() === "4", "city target remembered");
  expect(await again.locator("select[name=cfg_first_crown]").inputValue() === "random", "crown choice remembered");
  expect(await again.locator("input[name=private]").isChecked(), "private remembered");
  expect(await again.locator("input[name=password]").isVisible() && await again.locator("input[name=password]").inputValue() === "",
    "the password is never remembered");
  expect(await again.locator("input[name=name]").inputValue() === "Alice's table", "the name is not remembered");

  // The dialog on a phone (German, to see the longest words fit).
  const phone = await enterLobby(h, "Bogdan", { viewport: PHONE, lang: "de" });
  const pd = await openCreate(phone);
  await pd.locator("input[name=private]").check();
  await h.screenshot(phone.page, "rooms-dialog-phone");
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth
    || [...document.querySelectorAll("dialog.room-dialog *")].some((e) => e.getBoundingClientRect().right > window.innerWidth + 1));
  expect(!overflow, "nothing in the dialog is wider than the phone");
}, { timeout: 120_000 });

e2e("bot level: labelled, the strongest quick one by default, kept after Add bot; who is asked before leaving a room", async (h) => {
  const alice = await enterLobby(h, "Alice", { viewport: LAPTOP });
  const bob = await enterLobby(h, "Bob", { viewport: LAPTOP });
  const dlg = await openCreate(alice);
  await dlg.locator("input[name=name]").fill("Bots");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");

  const level = alice.page.locator("select[name=bot_level]");
  // The default is the strongest level that answers at once: the heuristic
  // (the search, last, thinks up to a second a move and says it is the strongest).
  expect(await level.inputValue() === "heuristic", `the strongest quick level is the default (${await level.inputValue()})`);
  expect(/Bot level/.test(await alice.page.locator(".add-bot-row label").textContent()), "the level is labelled");
  expect(/strongest/.test(await level.locator("option").last().textContent()), "the strongest level says so");
  await level.selectOption("random");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 1);
  expect(await level.inputValue() === "random", "the level keeps its value after Add bot");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 2);
  const badges = await alice.page.locator(".seat.bot .badge").allTextContents();
  expect(badges.every((b) => /random/.test(b)), `both bots play at the level chosen (${badges})`);

  // Bob joins and leaves before the start: nothing to ask.
  await bob.page.locator(".rooms tr", { hasText: "Bots" }).locator("button.join").click();
  await bob.page.waitForSelector(".room-screen");
  await bob.page.click("#leave-room");
  await bob.page.waitForSelector(".lobby");
  expect(!(await bob.page.locator("#confirm-dialog").count()), "a player leaving a waiting room is not asked");
  // Bob again; now the owner leaves: asked, and told Bob takes over.
  await bob.page.locator(".rooms tr", { hasText: "Bots" }).locator("button.join").click();
  await bob.page.waitForSelector(".room-screen");
  await alice.page.waitForFunction(() => /Bob/.test(document.querySelector(".seats").textContent));
  await h.screenshot(alice.page, "rooms-room");
  await alice.page.click("#leave-room");
  await alice.page.waitForSelector("#confirm-dialog");
  await h.screenshot(alice.page, "rooms-leave-owner");
  expect(/Bob becomes the room's owner/.test(await alice.page.textContent("#confirm-dialog")), "the owner is told who takes over");
  await alice.page.click("#confirm-cancel");
  expect(await alice.page.locator(".room-screen").count() === 1, "cancel keeps the owner in the room");
  await alice.page.click("#leave-room");
  await alice.page.click("#confirm-ok");
  await alice.page.waitForSelector(".lobby");
  await bob.page.waitForSelector("#start-game"); // Bob owns it now
}, { timeout: 90_000 });

e2e("leave during a game asks first; Back to your seat returns to the table", async (h) => {
  const alice = await enterLobby(h, "Alice", { viewport: LAPTOP });
  const dlg = await openCreate(alice);
  await dlg.locator("input[name=name]").fill("Long game");
  await dlg.locator("input[name=turn_seconds]").fill("3600");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 1);
  await alice.page.click("#start-game");
  await alice.page.waitForSelector(".table .hand .card");
  const hand = await alice.page.locator(".hand .card").evaluateAll((els) => els.map((e) => e.dataset.card).sort().join());

  // Cancel keeps her at the table.
  expect(/leave/i.test(await leaveAsked(alice.page)), "Leave during a game asks first");
  await leaveCancel(alice.page);
  await alice.page.waitForFunction(() => !document.querySelector("#confirm-dialog, .leave-confirm"));
  expect(await alice.page.locator(".table .hand .card").count() > 0, "cancel keeps the table");

  // Confirm leaves; the lobby says the game runs and offers the seat.
  await leaveAsked(alice.page);
  await leaveConfirm(alice.page);
  await alice.page.waitForSelector(".lobby .your-game");
  expect(/Your game “Long game” is still running/.test(await alice.page.textContent(".your-game")), "the lobby names the running game");
  const row = alice.page.locator(".rooms tr", { hasText: "Long game" });
  expect(await row.locator("button.back-to-seat").count() === 1 && await row.locator("button.join").count() === 0, "the row offers the seat, not a join");
  await h.screenshot(alice.page, "rooms-lobby-back-to-seat");
  await alice.page.click("#back-to-seat");
  await alice.page.waitForSelector(".table .hand .card");
  const handAfter = await alice.page.locator(".hand .card").evaluateAll((els) => els.map((e) => e.dataset.card).sort().join());
  expect(handAfter === hand, "back in the same seat, with the same hand");
  // Back at her seat: the lobby no longer offers it.
  const stored = await alice.page.evaluate(() => localStorage.getItem("guildhall.left_room"));
  expect(stored === null, "nothing left to go back to");
}, { timeout: 90_000 });
