// test_rooms_rematch.mjs — a finished game offers a rematch with the same
// players and options (issue 10 §5): the owner sees "Rematch", the other
// player is told the owner can start one; after the owner's click both are
// back in the room screen with the same seats and the same options, the
// owner may start again, and the lobby lists the room as waiting again.
// The game plays itself fast: a city of one district, one second per
// decision, and a bot standing in after the first timeout (§4,
// autopilot_after), so this also goes through the absent-player bot.
// Needs the server side of §4/§5 (the roomsrv slice).
import { e2e, expect } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

e2e("a finished game offers the owner a rematch with the same players and options", async (h) => {
  const alice = await enterLobby(h, "Alice", { viewport: { width: 1366, height: 768 } });
  const bob = await enterLobby(h, "Bob", { viewport: { width: 390, height: 844 } });
  const carol = await enterLobby(h, "Carol");

  await alice.page.click("#create-room");
  const dlg = alice.page.locator("dialog.room-dialog");
  await dlg.locator("input[name=name]").fill("Again");
  await dlg.locator("input[name=turn_seconds]").fill("1");
  await dlg.locator("select[name=timeout]").selectOption("heuristic");
  await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
  await dlg.locator("select[name=autopilot_after]").selectOption("1");
  await dlg.locator("select[name=cfg_city_target]").selectOption("1");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");
  await bob.page.locator(".rooms tr", { hasText: "Again" }).locator("button.join").click();
  await bob.page.waitForSelector(".room-screen");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seats .seat:not(.empty)").length === 3);
  const seats = async (p) => (await p.page.locator(".seats .seat:not(.empty) .seat-name").allTextContents()).join(",");
  const options = async (p) => p.page.textContent("dl.options");
  const seatsBefore = await seats(alice);
  const optionsBefore = await options(alice);
  expect(/after 1 timeout in a row/.test(optionsBefore), `the room shows when a bot stands in (${optionsBefore})`);
  await alice.page.click("#start-game");

  // Nobody moves: time runs out, then a bot plays each absent seat, to the end.
  await alice.page.waitForSelector("#score-screen", { timeout: 60_000 });
  await bob.page.waitForSelector("#score-screen", { timeout: 60_000 });
  await alice.page.waitForSelector("#rematch");
  expect(!(await bob.page.locator("#rematch").count()), "only the owner can start the rematch");
  expect(/Alice, the room's owner, can start a rematch/.test(await bob.page.textContent("#rematch-hint")), "the others are told who can");
  await h.screenshot(alice.page, "rooms-rematch-offer");

  await alice.page.click("#rematch");
  for (const p of [alice, bob]) await p.page.waitForSelector(".room-screen");
  expect(await seats(alice) === seatsBefore && await seats(bob) === seatsBefore, `the same seats (${seatsBefore})`);
  expect(await options(bob) === optionsBefore, "the same options");
  expect(await alice.page.locator("#start-game").count() === 1, "the owner may start again");
  await carol.page.waitForFunction(() => /waiting/.test(document.querySelector(".rooms tr[data-room]")?.textContent || ""));
  await alice.page.click("#start-game");
  await bob.page.waitForSelector(".table");
}, { timeout: 150_000 });
