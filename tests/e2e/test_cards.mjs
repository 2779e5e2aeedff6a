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

const SIZES = { laptop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const LANGS = ["de", "en", "pl"];

// Runs in the page: checks every .card under `root`; returns the problems.
function measureCards(rootSel) {
  const problems = [];
  const root = document.querySelector(rootSel);
  const cards = [...root.querySelectorAll(".card:not(.facedown)")];
  const within = (inner, outer) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5
    && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
  // Each word of the element's text on one line: a word broken across lines
  // has more than one client rect.
  const splitWords = (el) => {
    const text = el.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return [];
    const out = [];
    // Pieces between spaces and soft hyphens (the places a word may break).
    for (const m of text.data.matchAll(/[^\s\u00AD]+/g)) {
      // The line of each letter of the piece (one range per letter: a range
      // over the whole piece also reports the hyphen drawn before it).
      const lines = new Set();
      for (let i = m.index; i < m.index + m[0].length; i++) {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        const q = [...r.getClientRects()].filter((x) => x.width > 0).pop();
        if (q) lines.add(Math.round(q.top + q.height / 2));
      }
      if (lines.size > 1) out.push(m[0]);
    }
    return out;
  };
  for (const card of cards) {
    const id = `${card.dataset.kind || card.dataset.character}${card.classList.contains("small") ? " (small)" : ""}`;
    const box = card.getBoundingClientRect();
    const name = card.querySelector(".name");
    if (!name) { problems.push(`${id}: no name`); continue; }
    const nb = name.getBoundingClientRect();
    // clientWidth rounds down, scrollWidth rounds: 1px of slack.
    if (name.scrollWidth > name.clientWidth + 1 || !within(nb, box)) {
      problems.push(`${id}: name "${name.textContent}" is wider than its card (${Math.round(name.scrollWidth)} > ${Math.round(box.width)})`);
    }
    const lh = parseFloat(getComputedStyle(name).lineHeight);
    if (nb.height > 3.5 * lh) problems.push(`${id}: name "${name.textContent}" takes more than three lines`);
    const px = parseFloat(getComputedStyle(name).fontSize);
    if (px < 8) problems.push(`${id}: name "${name.textContent}" in ${px}px type is too small to read`);
    for (const w of splitWords(name)) problems.push(`${id}: the word "${w}" of the name is split across lines`);
    if (name.lang !== document.documentElement.lang) problems.push(`${id}: name without lang=${document.documentElement.lang}`);
    const summary = card.querySelector(".summary");
    const needsSummary = card.classList.contains("character") || card.classList.contains("type-unique");
    if (needsSummary && !summary) problems.push(`${id}: no rule summary on the face`);
    if (summary) {
      if (summary.scrollHeight > summary.clientHeight + 1) problems.push(`${id}: summary "${summary.textContent}" is cut off`);
      if (!within(summary.getBoundingClientRect(), box)) problems.push(`${id}: summary "${summary.textContent}" leaves the card`);
      for (const w of splitWords(summary)) problems.push(`${id}: the word "${w}" of the summary is split across lines`);
    }
    const icon = card.querySelector("svg.card-icon");
    const ib = icon?.getBoundingClientRect();
    if (!icon || !icon.querySelector("path") || ib.width < 8 || ib.height < 8) problems.push(`${id}: no illustration`);
    else if (!within(ib, box)) problems.push(`${id}: the illustration leaves the card`);
    if (card.classList.contains("district")) {
      const cost = card.querySelector(".cost");
      if (!cost || !/^\d+$/.test(cost.textContent)) problems.push(`${id}: no cost`);
    }
  }
  return { problems, count: cards.length };
}

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
      expect(count >= 2 * n, `${lang}/${size}: all ${n} cards drawn twice (got ${count})`);
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
