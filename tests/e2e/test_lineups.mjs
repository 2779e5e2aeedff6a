// test_lineups.mjs — the room dialog's cards (issue 11, setup slice;
// web/js/lineup_editor.js): the lineups are offered by name from the
// catalogue (every card of the 2016 box is playable now, so every lineup is
// selectable; one with an unplayable card would be shown disabled), a room is created with a named lineup, rank 9 and 14 uniques
// drawn at random; another with a free choice per rank (only playable
// characters offered) and 14 chosen uniques; and a refused combination
// shows its reason in the player's language (German), the dialog staying
// open until it is fixed.
import { e2e, expect } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

async function configOf(h, roomName) {
  const w = await h.ws("watcher");
  const rooms = (await w.request({ type: "list_rooms", watch: false }, "rooms")).rooms;
  const r = rooms.find((x) => x.name === roomName);
  expect(r, `room ${roomName} is listed`);
  const info = await w.request({ type: "room_info", room: r.id }, "room_info");
  w.close();
  return info.options.config;
}

e2e("lineups by name, free choice, a refusal explained in German", async (h) => {
  const alice = await enterLobby(h, "Alice");
  const p = alice.page;

  // A named lineup: the first game, its rank 9 with 5 players, 14 random uniques.
  await p.click("#create-room");
  const dlg = p.locator("dialog.room-dialog");
  const lineup = dlg.locator("select[name=cfg_lineup]");
  const labels = await lineup.locator("option").allTextContents();
  expect(labels[0] === "First game", `the first game by its name (${labels[0]})`);
  const six = ["Ambitious Aristocrats", "Cunning Agents", "Illustrious Emissaries", "Devious Dignitaries", "Tenacious Delegates", "Vicious Nobles"];
  expect(six.every((n) => labels.includes(n)), `the six recommended lineups by name: ${labels}`);
  expect(!(await lineup.locator("option[disabled]").count()), "every lineup is playable (every card of the box is)");
  expect(await lineup.locator("option[value=free]").count() === 1, "free choice is offered");
  await dlg.locator("input[name=name]").fill("Named table");
  await dlg.locator("input[name=max_players]").fill("5");
  await dlg.locator("input[name=cfg_ninth_character]").check();
  await dlg.locator("select[name=cfg_uniques_mode]").selectOption("random");
  await h.screenshot(p, "lineups-named");
  await p.click("#room-form-submit");
  await p.waitForSelector(".room-screen");
  const shown = await p.textContent("dl.options");
  expect(/First game/.test(shown) && /14 drawn at random/.test(shown), `the room shows the lineup by name: ${shown}`);
  let cfg = await configOf(h, "Named table");
  expect(cfg.ninth_character === true && cfg.uniques === "random" && cfg.characters === undefined,
    `named lineup sent as such: ${JSON.stringify(cfg)}`);

  // Free choice (another player): one character per rank (only playable
  // ones offered), 14 chosen uniques.
  const carl = await enterLobby(h, "Carl");
  const r = carl.page;
  await r.click("#create-room");
  const dlgC = r.locator("dialog.room-dialog");
  await dlgC.locator("select[name=cfg_lineup]").selectOption("free");
  const rank1 = await dlgC.locator("select[name=rank_1] option").evaluateAll((os) => os.map((o) => o.value));
  expect(rank1.join() === "assassin,witch,magistrate", `the three characters of rank 1: ${rank1}`);
  await dlgC.locator("select[name=rank_9]").selectOption("artist");
  await dlgC.locator("select[name=cfg_uniques_mode]").selectOption("choose");
  const boxes = dlgC.locator(".unique-chooser input[type=checkbox]");
  expect(await boxes.count() >= 30, `the playable uniques are offered (${await boxes.count()})`);
  expect(/14 of 14 chosen/.test(await dlgC.locator(".unique-chooser .count").textContent()), "the count of chosen uniques");
  await dlgC.locator("input[name=name]").fill("Free table");
  await dlgC.locator("input[name=max_players]").fill("4");
  await h.screenshot(r, "lineups-free");
  await r.click("#room-form-submit");
  await r.waitForSelector(".room-screen");
  await r.waitForFunction(() => !document.querySelector("dialog.room-dialog"));
  cfg = await configOf(h, "Free table");
  expect(cfg.characters?.length === 9 && cfg.characters[8] === "artist" && cfg.uniques?.length === 14,
    `free choice sent as characters and uniques: ${JSON.stringify(cfg)}`);

  // Refused, in German: 13 uniques, then three players without rank 9.
  const bea = await enterLobby(h, "Bea", { lang: "de" });
  const q = bea.page;
  await q.click("#create-room");
  const d2 = q.locator("dialog.room-dialog");
  await d2.locator("input[name=name]").fill("Abgelehnt");
  await d2.locator("select[name=cfg_lineup]").selectOption("free");
  await d2.locator("select[name=cfg_uniques_mode]").selectOption("choose");
  const dropped = await d2.locator(".unique-chooser input[type=checkbox]:checked").first().getAttribute("value");
  await d2.locator(`.unique-chooser input[value=${dropped}]`).uncheck();
  await q.click("#room-form-submit");
  await q.waitForFunction(() => /Wähle genau 14 besondere Gebäude \(13 gewählt\)/.test(document.querySelector(".room-dialog .form-error")?.textContent || ""));
  await d2.locator(`.unique-chooser input[value=${dropped}]`).check();
  await d2.locator("input[name=max_players]").fill("3");
  await d2.locator("select[name=rank_9]").selectOption("");
  await q.click("#room-form-submit");
  await q.waitForFunction(() => /Mit 3 Spielern braucht es einen Charakter mit Rang 9\./.test(document.querySelector(".room-dialog .form-error")?.textContent || ""));
  await h.screenshot(q, "lineups-refused-de");
  expect(await q.locator("dialog.room-dialog").isVisible(), "the dialog stays open");
  // The phone: the dialog with the free choice still fits.
  await q.setViewportSize({ width: 390, height: 844 });
  await h.screenshot(q, "lineups-refused-de-phone");
  await d2.locator("select[name=rank_9]").selectOption("artist");
  await q.click("#room-form-submit");
  await q.waitForSelector(".room-screen");
}, { timeout: 90_000 });
