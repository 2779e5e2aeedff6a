// test_rulesets.mjs — every rule set through the real server and browser
// (issue 12): the room dialog offers the catalogue's rule sets by name and
// shows only the options a set has; a room of each playable set other than
// 2016 is created through the dialog (in German), the lobby row names its
// rule set, three bots join, and the page plays its seat to the score screen
// by the UI path of the first option each time (table_helpers.play). On the
// table the cards carry the set's own names: the classic characters are the
// Meuchler, Magier, Prediger … and the Keep is the Wehrturm, never the 2016
// names. A game where nothing moves for a while fails naming the decision.
// No console error may occur (harness).

import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, lastOf, playToTheEnd } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

// Names (German) only the set's own cards carry; and 2016 names it must not show.
const OWN_NAMES = {
  classic: { rank: ["Meuchler", "Magier", "Prediger", "Baumeister"], not2016: ["Assassine", "Magierin", "Bischof", "Baumeisterin"] },
  "dark-city": { rank: ["Meuchler"], not2016: ["Assassine"] },
  "online-classic": { rank: ["Meuchler", "Magier"], not2016: ["Assassine", "Magierin"] },
  "online-dark-city": { rank: ["Meuchler"], not2016: ["Assassine"] },
  "2016-actions": { rank: ["Assassine", "Magierin"], not2016: [] },
};

// The catalogue's keys of a set, as the dialog names its fields (cfg_<key>).
async function catalogue(page) {
  return page.evaluate(async () => (await fetch("/api/catalog/citadels")).json());
}

e2e("the room dialog offers every rule set with only its own options", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: LAPTOP });
  const page = p.page;
  const cat = await catalogue(page);
  await page.click("#create-room");
  const dlg = page.locator("dialog.room-dialog");
  const sel = dlg.locator("select[name=cfg_rules]");
  const values = await sel.locator("option").evaluateAll((os) => os.map((o) => [o.value, o.disabled]));
  expect(values.map((v) => v[0]).join() === cat.rulesets.map((r) => r.id).join(), `every rule set offered: ${values}`);
  for (const rs of cat.rulesets) {
    const [, disabled] = values.find((v) => v[0] === rs.id);
    expect(disabled === !rs.playable, `${rs.id}: offered as ${rs.playable ? "playable" : "not playable yet"}`);
    if (!rs.playable) continue;
    await sel.selectOption(rs.id);
    // Only the set's keys have a field: a classic room has no lineup.
    for (const key of ["lineup", "city_target", "characters_per_player", "selection"]) {
      const shown = await dlg.locator(`[name=cfg_${key}]`).count();
      expect(!!shown === rs.keys.includes(key), `${rs.id}: field ${key} ${shown ? "shown" : "hidden"}, keys ${rs.keys}`);
    }
    await h.screenshot(page, `rulesets-dialog-${rs.id}`);
  }
});

for (const id of Object.keys(OWN_NAMES)) {
  e2e(`a whole ${id} game against bots, its cards under its own names`, async (h) => {
    const p = await routedPlayer(h, "Bea", { viewport: LAPTOP, lang: "de" });
    const page = p.page;
    const cat = await catalogue(page);
    const rs = cat.rulesets.find((r) => r.id === id);
    if (!rs?.playable) {
      h.log(`${id} is not playable yet: skipped`);
      return;
    }
    await page.click("#create-room");
    const dlg = page.locator("dialog.room-dialog");
    await dlg.locator("select[name=cfg_rules]").selectOption(id);
    await dlg.locator("input[name=name]").fill(`Tisch ${id}`);
    await dlg.locator("input[name=max_players]").fill("4");
    await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
    await page.click("#room-form-submit");
    await page.waitForSelector(".room-screen");
    // The lobby row of the room names its rule set (another player's lobby).
    const carl = await routedPlayer(h, "Carl", { viewport: PHONE, lang: "de" });
    const row = carl.page.locator(".rooms tr[data-room]", { hasText: `Tisch ${id}` });
    await row.first().waitFor();
    const rowText = await row.first().textContent();
    expect(rowText.includes(rs.names.de), `the lobby names the rule set "${rs.names.de}": ${rowText}`);
    await h.screenshot(carl.page, `rulesets-${id}-lobby-phone`);
    for (let i = 0; i < 3; i++) {
      await page.selectOption("#bot-level", i % 2 ? "random" : "greedy");
      await page.click("#add-bot");
      await page.waitForFunction((n) => document.querySelectorAll(".seats .seat.bot").length === n, i + 1);
    }
    await page.click("#start-game");
    await page.waitForSelector(".table");
    await waitFor(() => lastOf(p, "game"), { what: "the first game message" });
    const g = lastOf(p, "game");
    expect(g.view.rules === id, `the view says the rule set: ${g.view.rules}`);
    const text = (await page.textContent(".table")).replace(/\u00ad/g, ""); // soft hyphens of the card faces
    const own = OWN_NAMES[id];
    expect(own.rank.some((n) => text.includes(n)), `the table names the set's characters (${own.rank}): ${text.slice(0, 400)}`);
    for (const n of own.not2016)
      expect(!new RegExp(`\\b${n}\\b`).test(text), `no 2016 name "${n}" on a ${id} table`);
    await h.screenshot(page, `rulesets-${id}-table-laptop`);
    await page.setViewportSize(PHONE);
    await h.screenshot(page, `rulesets-${id}-table-phone`);
    await page.setViewportSize(LAPTOP);
    const { decisions } = await playToTheEnd(p, id);
    expect(decisions > 0, `${id}: the page made its decisions (${decisions})`);
    await page.waitForSelector("#score-screen");
    // The score screen counts as the rule set does: the classic tie-break by
    // building points, the action cards in hand, no tie-break online.
    const head = await page.textContent("#score-screen thead");
    const column = { classic: "Bauwerkpunkte", "dark-city": "Bauwerkpunkte", "2016-actions": "Aktionskarten" }[id];
    if (column) expect(head.includes(column), `${id}: the score table has "${column}": ${head}`);
    if (id.startsWith("online"))
      expect(!/Letzter Rang|Bauwerkpunkte/.test(head), `${id}: no tie-break column online: ${head}`);
    else
      expect(!head.includes("Aktionskarten") || id === "2016-actions", `${id}: no action-card column: ${head}`);
    await h.screenshot(page, `rulesets-${id}-end`);
  }, { timeout: 400_000 });
}
