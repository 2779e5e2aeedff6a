// test_lineup_games.mjs — whole games with two recommended lineups of the
// 2016 rules (issue 11): "Cunning Agents" (Witch, Blackmailer, Emperor,
// Abbot, Alchemist, Tax Collector; Museum, Theater, Armory, …) and
// "Illustrious Emissaries" (Witch, Spy, Seer, Emperor, Scholar, Diplomat,
// Artist; Museum, Observatory, Ivory Tower, …). The page creates the room
// through the room dialog with the lineup chosen by name, adds three bots
// (greedy and random, which pick among the engine's legal actions) and
// starts; then it plays every decision of its seat by the UI path of the
// first option the engine lists (table_helpers.clickPath: the widgets of
// composer.js for the new actions), to the score screen. A game where
// nothing moves for a while (a bot or the page stuck on a decision) fails
// naming the decision and the seat. No console error may occur (harness).

import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, lastOf, playToTheEnd } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

// DE16 "Empfohlene Zusammenstellungen" (src/citadels/lineups.c), ranks 1–9.
const LINEUPS = {
  cunning_agents: "witch,blackmailer,magician,emperor,abbot,alchemist,architect,warlord,tax_collector",
  illustrious_emissaries: "witch,spy,seer,emperor,bishop,merchant,scholar,diplomat,artist",
};

// What the dialog names of each lineup (a character with its rank, a unique).
const SUMMARY = {
  cunning_agents: ["1 Witch · 2 Blackmailer", "Secret Vault"],
  illustrious_emissaries: ["9 Artist", "Ivory Tower"],
};

for (const [lineup, shown] of [["cunning_agents", "Cunning Agents"], ["illustrious_emissaries", "Illustrious Emissaries"]]) {
  e2e(`a whole game with the lineup ${shown} against bots`, async (h) => {
    const p = await routedPlayer(h, "Ann", { viewport: LAPTOP });
    const page = p.page;
    // The room dialog: the lineup chosen by its name.
    await page.click("#create-room");
    const dlg = page.locator("dialog.room-dialog");
    await dlg.locator("input[name=name]").fill(shown);
    await dlg.locator("input[name=max_players]").fill("4");
    await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
    await dlg.locator("select[name=cfg_lineup]").selectOption(lineup);
    // With 4 players rank 9 is the table's choice: taken, so it plays too.
    await dlg.locator("input[name=cfg_ninth_character]").check();
    // The dialog says what the lineup holds: its characters by rank, its uniques.
    const summary = (await dlg.locator(".lineup-summary").textContent()).replace(/\u00a0/g, " ");
    expect(summary.includes(SUMMARY[lineup][0]) && summary.includes(SUMMARY[lineup][1]), `the lineup's cards are named: ${summary}`);
    await dlg.locator(".lineup-summary").scrollIntoViewIfNeeded();
    await h.screenshot(page, `lineup-game-${lineup}-dialog-laptop`);
    await page.setViewportSize(PHONE);
    await h.screenshot(page, `lineup-game-${lineup}-dialog-phone`);
    await page.setViewportSize(LAPTOP);
    await page.click("#room-form-submit");
    await page.waitForSelector(".room-screen");
    const options = await page.textContent("dl.options");
    expect(options.includes(shown), `the room shows the lineup by name: ${options}`);
    // Three bots, greedy and random by turns.
    for (let i = 0; i < 3; i++) {
      await page.selectOption("#bot-level", i % 2 ? "random" : "greedy");
      await page.click("#add-bot");
      await page.waitForFunction((n) => document.querySelectorAll(".seats .seat.bot").length === n, i + 1);
    }
    await page.click("#start-game");
    await page.waitForSelector(".table");
    await waitFor(() => lastOf(p, "game"), { what: "the first game message" });
    // The game's lineup is the preset's, rank 9 included.
    const lineupChars = lastOf(p, "game").view.characters.map((c) => c.character).join();
    expect(lineupChars === LINEUPS[lineup], `the game plays the lineup: ${lineupChars}`);

    const { decisions, seen } = await playToTheEnd(p, shown);
    await page.waitForSelector("#score-screen");
    const rows = await page.locator("#score-screen table.scores tbody tr").count();
    expect(rows === 4, `the score screen lists the 4 players (${rows})`);
    const over = lastOf(p, "game_over");
    expect(over.outcome?.scores?.length === 4, `game_over carries the 4 scores: ${JSON.stringify(over.outcome)}`);
    await h.screenshot(page, `lineup-game-${lineup}-outcome-laptop`);
    await page.setViewportSize(PHONE);
    await h.screenshot(page, `lineup-game-${lineup}-outcome-phone`);
    h.log(`${decisions} decisions of the page; action types seen: ${[...seen].sort().join(", ")}`);
  }, { timeout: 400_000 });
}
