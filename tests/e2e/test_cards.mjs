// test_cards.mjs — card faces a player can read, in German, English and
// Polish, on a 1366×768 laptop and a 390×844 phone.
//
// 1. Every card of web/i18n/cards.js (characters and districts, the
//    engine's and the rest of the box) is drawn by the real client code
//    (js/cards.js with style.css) at the full and the small size: its name
//    is no wider than the card, in type of at least 8px, and a word of it
//    breaks only where web/i18n/cards.js allows (soft hyphens); the rule summary of characters and unique districts
//    is shown whole (not clipped) with no split word; each card has its
//    illustration; a card that cannot be chosen keeps its type colour (band
//    and border) and is not greyed by a filter; a click (a tap) on it opens
//    its full text. Screenshots: cards-<lang>-<laptop|phone>.png.
// 2. A real game with three bots: the table's cards (hand, lineup, the
//    character choice) pass the same checks. Screenshots:
//    cards-table-<lang>-<laptop|phone>.png.
import { e2e, expect } from "./harness.mjs";
import { enterLobby } from "./client.mjs";
import { measureCards } from "./card_checks.mjs";

const SIZES = { laptop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const LANGS = ["de", "en", "pl"];

// Draws every card of the current language into a sheet in the page.
async function drawSheet(page) {
  return page.evaluate(async () => {
    const { CARD_TEXT } = await import("/i18n/cards.js");
    const { currentLang } = await import("/js/i18n.js");
    const { districtCard, characterCard } = await import("/js/cards.js");
    const { loadCatalog } = await import("/js/catalog.js");
    const { h } = await import("/js/dom.js");
    await loadCatalog("citadels");
    const L = CARD_TEXT[currentLang()];
    const sheet = h("section", { id: "card-sheet", class: "hand" });
    for (const small of [false, true]) {
      sheet.append(h("div", { class: "cards" },
        Object.keys(L.characters).map((w) => characterCard(w, { small })),
        Object.keys(L.districts).map((k, i) => districtCard({ id: i, kind: k }, { small }))));
    }
    // The hand in the table's dock has its own, shorter faces (style.css):
    // every card at that size too.
    const dock = h("div", { class: "dock", id: "dock-sheet" }, h("section", { class: "hand" }, h("div", { class: "cards" },
      Object.keys(L.districts).map((k, i) => districtCard({ id: 500 + i, kind: k }, {})))));
    Object.assign(dock.style, { position: "static", maxHeight: "none" }); // in the page's flow, not the phone's bottom bar
    dock.querySelector(".cards").style.flexWrap = "wrap";
    sheet.append(dock);
    sheet.append(h("div", { class: "cards", id: "disabled-row" },
      districtCard({ id: 900, kind: "palace" }, { onclick: () => {} }),
      districtCard({ id: 901, kind: "palace" }, { onclick: () => {}, disabled: true, reason: "test" }),
      characterCard("bishop", { onclick: () => {} }),
      characterCard("bishop", { onclick: () => {}, disabled: true, reason: "test" })));
    // Beside <main>, which the app re-renders (e.g. on a lobby update).
    document.querySelector("main").hidden = true;
    document.body.append(sheet);
    return Object.keys(L.characters).length + Object.keys(L.districts).length;
  });
}

e2e("every card face is readable in de/en/pl on a laptop and a phone", async (h) => {
  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const p = await enterLobby(h, `${lang}${size}`, { lang, viewport });
      const n = await drawSheet(p.page);
      const { problems, count } = await p.page.evaluate(measureCards, "#card-sheet");
      expect(count >= 2 * n + 20, `${lang}/${size}: all ${n} cards drawn twice, the districts also in the dock (got ${count})`);
      expect(!problems.length, `${lang}/${size}: ${problems.length} card face problem(s):\n  ${problems.slice(0, 20).join("\n  ")}`);

      // The disabled card keeps its colours and is not filtered grey.
      const colours = await p.page.evaluate(() => {
        const [d, dx, c, cx] = document.querySelectorAll("#disabled-row .card");
        const cs = (el, sel) => getComputedStyle(sel ? el.querySelector(sel) : el);
        return {
          band: [cs(d, ".band").backgroundColor, cs(dx, ".band").backgroundColor],
          border: [cs(d).borderTopColor, cs(dx).borderTopColor, cs(c).borderTopColor, cs(cx).borderTopColor],
          filter: [cs(dx).filter, cs(cx).filter],
          aria: [dx.getAttribute("aria-disabled"), dx.disabled],
        };
      });
      expect(colours.band[0] === colours.band[1], `${lang}/${size}: a disabled district keeps its type colour (${colours.band})`);
      expect(colours.border[0] === colours.border[1] && colours.border[2] === colours.border[3],
        `${lang}/${size}: disabled cards keep their border colour (${colours.border})`);
      expect(colours.filter.every((f) => f === "none"), `${lang}/${size}: no grey filter on disabled cards (${colours.filter})`);
      expect(colours.aria[0] === "true" && colours.aria[1] === false, `${lang}/${size}: a disabled card is aria-disabled, still tappable`);

      // A tap on the disabled card shows its full text.
      await p.page.locator("#disabled-row .card.disabled").first().click({ force: true }); // aria-disabled: Playwright would wait for "enabled"
      await p.page.waitForSelector(".card-info.open");
      const info = await p.page.textContent(".card-info");
      const palace = await p.page.evaluate(async () => (await import("/js/i18n.js")).districtName("palace"));
      expect(info.includes(palace) && info.includes("test"), `${lang}/${size}: the tap shows the card's text and why it cannot be chosen (${info})`);
      await p.page.evaluate(() => document.querySelector(".card-info").classList.remove("open"));
      await h.screenshot(p.page, `cards-${lang}-${size}`);
      await p.context.close();
    }
  }
}, { timeout: 180_000 });

e2e("the cards of a real table fit, with illustrations, in de/en/pl", async (h) => {
  const alice = await enterLobby(h, "Alice", { lang: "de", viewport: SIZES.laptop });
  await alice.page.click("#create-room");
  const dlg = alice.page.locator("dialog.room-dialog");
  await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");
  for (let i = 1; i <= 3; i++) {
    await alice.page.click("#add-bot");
    await alice.page.waitForFunction((n) => document.querySelectorAll(".seat.bot").length === n, i);
  }
  await alice.page.click("#start-game");
  await alice.page.waitForSelector(".table .hand .card");
  await alice.page.waitForSelector(".lineup .card");
  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await alice.page.setViewportSize(viewport);
      await alice.page.evaluate(async (l) => (await import("/js/i18n.js")).setLang(l), lang);
      await alice.page.waitForFunction((l) => document.documentElement.lang === l
        && [...document.querySelectorAll(".table .card .name")].every((n) => n.lang === l), lang);
      const { problems, count } = await alice.page.evaluate(measureCards, ".table");
      expect(count >= 5, `${lang}/${size}: the table shows cards (${count})`);
      expect(!problems.length, `${lang}/${size}: ${problems.length} table card problem(s):\n  ${problems.slice(0, 20).join("\n  ")}`);
      const title = await alice.page.evaluate(() => document.body.innerText);
      expect(!/\bcitadels\b/.test(title), `${lang}/${size}: the page never says the wire name "citadels"`);
      await h.screenshot(alice.page, `cards-table-${lang}-${size}`);
    }
  }
}, { timeout: 120_000 });
