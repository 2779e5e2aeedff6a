// test_room.mjs — the room life cycle in the browser: the owner creates a
// room with the online variant's dealing (refused for 8 players, with the
// reason, accepted for 4), kicks a
// player (who is told, lands in the lobby and cannot come back), a player
// reloads the page and is back in their seat (in the room, then at the
// table with their hand), the owner changes an option and others see it
// (in the room, and in the lobby's row, kept by rooms_delta),
// chat arrives as plain text, the language switch rewrites the page (German,
// Polish, English, card names included), and a spectator watches the game
// without ever seeing a hand; when the server is killed and restarted the
// page shows it is offline, reconnects by itself and is back at the table.
import { e2e, expect, startServer } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

async function joinByName(p, roomName) {
  const row = p.page.locator(".rooms tr", { hasText: roomName });
  await row.locator("button.join").click();
  await p.page.waitForSelector(".room-screen");
}

e2e("kick, reload into the same seat, language switch, spectator without hands", async (h) => {
  const alice = await enterLobby(h, "Alice");
  const bob = await enterLobby(h, "Bob");
  const carol = await enterLobby(h, "Carol");

  // The online variant's rules (crown picks, the rest dealt, 2 characters
  // each): with room for 8 players the engine refuses them, and the dialog
  // says why and stays open; with 4 it works.
  await alice.page.click("#create-room");
  const dlg = alice.page.locator("dialog.room-dialog");
  await dlg.locator("input[name=name]").fill("Open table");
  await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
  await dlg.locator("input[name=max_players]").fill("8");
  await dlg.locator("select[name=cfg_selection]").selectOption("deal");
  await dlg.locator("select[name=cfg_characters_per_player]").selectOption("2");
  await alice.page.click("#room-form-submit");
  await alice.page.waitForFunction(() => /cannot be set up/.test(document.querySelector(".room-dialog .form-error")?.textContent || ""));
  await dlg.locator("input[name=max_players]").fill("4");
  await alice.page.click("#room-form-submit");
  await alice.page.waitForSelector(".room-screen");
  expect(/rest dealt/.test(await alice.page.textContent("dl.options")), "the room shows the online variant");
  await joinByName(bob, "Open table");
  await joinByName(carol, "Open table");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seats .seat:not(.empty)").length === 3);

  // Kick: Bob is told, is back in the lobby, and cannot join again.
  await alice.page.locator(".seat", { hasText: "Bob" }).locator("button.kick").click();
  await bob.page.waitForSelector(".lobby");
  expect(/removed/i.test(await bob.page.textContent(".toast")), "the kicked player is told");
  await alice.page.waitForFunction(() => !/Bob/.test(document.querySelector(".seats").textContent));
  await bob.page.locator(".rooms tr", { hasText: "Open table" }).locator("button.join").click();
  await bob.page.waitForSelector(".toast.open.error");
  expect(/removed/i.test(await bob.page.textContent(".toast")), "a kicked player cannot rejoin");

  // Reload before the start: Carol is back in the room, same seat.
  const seatBefore = await carol.page.locator(".seat.me").getAttribute("data-seat");
  await carol.page.reload();
  await carol.page.waitForSelector(".room-screen .seat.me");
  expect(await carol.page.locator(".seat.me").getAttribute("data-seat") === seatBefore, "same seat after a reload");

  // The owner changes an option; everyone sees it. Chat reaches the room.
  await alice.page.click("#edit-options");
  await alice.page.fill("dialog.room-dialog input[name=turn_seconds]", "45");
  await alice.page.click("#room-form-submit");
  await carol.page.waitForFunction(() => /45/.test(document.querySelector("dl.options")?.textContent || ""));
  // Bob, in the lobby, sees it too: the row is updated by a rooms_delta.
  await bob.page.waitForFunction(() => /45 s per step/.test(document.querySelector(".rooms")?.textContent || ""));
  expect(!(await carol.page.locator("#edit-options").count()), "only the owner may change options");
  await carol.page.fill(".chat-form input", "hello <b>all</b>");
  await carol.page.press(".chat-form input", "Enter");
  await alice.page.waitForFunction(() => /hello <b>all<\/b>/.test(document.querySelector(".chat-list")?.textContent || ""));
  expect(await alice.page.locator(".chat-list b").count() === 0, "chat text is shown as text, never as HTML");

  // Start with a bot; a spectator (Bob, from the lobby) watches.
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 1);
  await alice.page.click("#start-game");
  await carol.page.waitForSelector(".table .hand");
  await bob.page.locator(".rooms tr", { hasText: "Open table" }).locator("button.watch").click();
  await bob.page.waitForSelector(".table");
  expect(await bob.page.locator(".hand").count() === 0, "a spectator has no hand section");
  expect(await bob.page.locator(".prompt.mine").count() === 0, "a spectator has no prompt");
  const spectatorHtml = await bob.page.content();
  const aliceHand = await alice.page.locator(".hand .card").evaluateAll((els) => els.map((e) => e.dataset.card));
  expect(aliceHand.length > 0, "Alice has a hand");
  for (const id of aliceHand) {
    expect(!spectatorHtml.includes(`data-card="${id}"`) || (await bob.page.locator(`.city [data-card="${id}"]`).count()) > 0,
      `the spectator's page holds no hidden card ${id}`);
  }
  await h.screenshot(bob.page, "spectator");

  // Reload during the game: Carol is back at the table with her hand.
  const handBefore = await carol.page.locator(".hand .card").count();
  await carol.page.reload();
  await carol.page.waitForSelector(".table .hand .card");
  expect(await carol.page.locator(".hand .card").count() === handBefore, "the same hand after a reload");

  // Language switch: German, then Polish, then back to English.
  await carol.page.selectOption("#lang", "de");
  await carol.page.waitForFunction(() => document.documentElement.lang === "de");
  expect(/Deine Hand/.test(await carol.page.textContent(".hand h3")), "German table texts");
  expect(/Runde/.test(await carol.page.textContent(".table-bar")), "German status bar");
  // (without the soft hyphens that mark where a long name may break)
  const names = (await carol.page.locator(".lineup .card .name").allTextContents()).map((n) => n.replaceAll("\u00AD", ""));
  expect(names.includes("König") && names.includes("Assassine"), `German character names (${names})`);
  await carol.page.selectOption("#lang", "pl");
  await carol.page.waitForFunction(() => document.documentElement.lang === "pl");
  expect(/Twoja ręka/.test(await carol.page.textContent(".hand h3")), "Polish table texts");
  expect((await carol.page.locator(".lineup .card .name").allTextContents()).includes("Król"), "Polish character names");
  await h.screenshot(carol.page, "table-pl");
  await carol.page.reload();
  await carol.page.waitForSelector(".table");
  expect(await carol.page.evaluate(() => document.documentElement.lang) === "pl", "the language choice is remembered");
  await carol.page.selectOption("#lang", "en");
  await carol.page.waitForFunction(() => document.documentElement.lang === "en");
  expect(/Your hand/.test(await carol.page.textContent(".hand h3")), "back to English");

  // The server dies (kill -9) and comes back: the page shows it is offline,
  // reconnects on its own and is back at the table with the same hand.
  h.allowConsoleErrors(/WebSocket|ERR_CONNECTION_REFUSED|net::/);
  await h.server.kill9();
  await carol.page.waitForFunction(() => document.getElementById("conn-status")?.dataset.status !== "online");
  expect(/offline|connecting/.test(await carol.page.textContent("#conn-status")), "the header shows the lost connection");
  h.server = await startServer({ dir: h.tmp, port: h.server.port });
  await carol.page.waitForFunction(() => document.getElementById("conn-status")?.dataset.status === "online", null, { timeout: 30_000 });
  await carol.page.waitForSelector(".table .hand .card");
  expect(await carol.page.locator(".hand .card").count() === handBefore, "the same hand after the server restarted");
}, { timeout: 120_000 });
