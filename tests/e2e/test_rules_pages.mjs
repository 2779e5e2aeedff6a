// test_rules_pages.mjs — the static rules pages (web/rules/<ruleset>.<lang>.html)
// and the about page (web/about.html), served by the real server, in a
// browser on a 1366×768 laptop and a 390×844 phone:
// - every page loads (200) with the server's Content-Security-Policy, its
//   stylesheet applies under that policy (the header bar has its colour), its
//   language is right, and nothing is wider than the phone's screen (tables
//   included: none needs sideways scrolling);
// - the language switch and a table-of-contents link go where they say;
// - about.html shows one language (the fragment's, else the saved choice)
//   and the icon authors from js/icons.js once that module exists (until
//   then the page's general credit, and the 404 of the missing module is the
//   one console error tolerated);
// - no other console error anywhere (the harness fails the test otherwise);
// - issue 12: the 2016 pages' action-card section (reached from the
//   contents) shows the 15 cards' seven kinds with their counts, and the
//   online rules' page shows the five steps of a turn in order and a table of
//   the 18 characters that fits a phone; the classic, Dark City and online
//   pages show the place for the engine's readings in their last section.
// Screenshots: <artifacts>/rules-<ruleset>-<lang>-<laptop|phone>.png (the
// first screen), rules-citadels-2016-en-phone-full.png (the whole page),
// rules-actions-<lang>-<device>.png (the action cards), rules-online-turn-
// <lang>-<device>.png (the five steps), about-<lang>-<device>.png.
import { existsSync } from "node:fs";
import path from "node:path";
import { e2e, expect, artifactsDir, REPO } from "./harness.mjs";

const RULESETS = ["citadels-2016", "citadels-classic", "citadels-dark-city", "citadels-online"];
const LANGS = ["de", "en", "pl"];
const DEVICES = { laptop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const BAR = "rgb(59, 42, 90)"; // header.top in rules.css
const HAVE_ICONS = existsSync(path.join(REPO, "web/js/icons.js"));

async function shot(page, name, fullPage = false) {
  await page.screenshot({ path: path.join(artifactsDir(), `${name}.png`), fullPage });
}

// What a reader gets: language, styled header, a heading, no sideways scrolling.
async function look(page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    bar: getComputedStyle(document.querySelector("header.top")).backgroundColor,
    h1: [...document.querySelectorAll("h1")].filter((e) => e.offsetParent !== null).map((e) => e.textContent.trim()),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // A table that needs sideways scrolling inside its frame is hard to read.
    tables: Math.max(0, ...[...document.querySelectorAll(".table-wrap")].map((w) => w.scrollWidth - w.clientWidth)),
  }));
}

e2e("rules pages: every rule set and language on a laptop and a phone, no CSP errors", async (h) => {
  if (!HAVE_ICONS) h.allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  for (const [device, viewport] of Object.entries(DEVICES)) {
    const p = await h.player(device, { viewport });
    for (const rs of RULESETS) {
      for (const lang of LANGS) {
        const url = `${h.server.http}/rules/${rs}.${lang}.html`;
        const resp = await p.page.goto(url);
        expect(resp && resp.status() === 200, `${url} answered ${resp && resp.status()}`);
        const csp = resp.headers()["content-security-policy"] || "";
        expect(/script-src 'self'/.test(csp), `${url}: the server's CSP is sent (got "${csp}")`);
        const l = await look(p.page);
        expect(l.lang === lang, `${url}: lang ${l.lang}`);
        expect(l.bar === BAR, `${url}: rules.css applies (header ${l.bar})`);
        expect(l.h1.length === 1 && l.h1[0].length > 10, `${url}: one visible heading (${l.h1})`);
        expect(l.overflow <= 0, `${url} on a ${device}: ${l.overflow}px wider than the screen`);
        expect(l.tables <= 0, `${url} on a ${device}: a table ${l.tables}px wider than its frame`);
        await shot(p.page, `rules-${rs}-${lang}-${device}`);
      }
    }
    if (device === "phone") {
      await p.page.goto(`${h.server.http}/rules/citadels-2016.en.html`);
      await shot(p.page, "rules-citadels-2016-en-phone-full", true);
    }

    // The language switch keeps the rule set; a contents link scrolls to its section.
    await p.page.goto(`${h.server.http}/rules/citadels-classic.de.html`);
    await p.page.click(".langs a[hreflang=pl]");
    await p.page.waitForURL(/\/rules\/citadels-classic\.pl\.html$/);
    expect((await look(p.page)).lang === "pl", "the switch opened the Polish page");
    await p.page.click('nav.toc a[href="#end"]');
    await p.page.waitForURL(/#end$/);
    const top = await p.page.evaluate(() => document.getElementById("end").getBoundingClientRect().top);
    expect(Math.abs(top) < 40, `the contents link scrolled to its section (top ${top})`);
    // The back link leads to the game's page.
    await p.page.click("p.back a");
    await p.page.waitForURL(`${h.server.http}/`);
    await p.page.waitForSelector("input[name=nickname], #main");
  }
}, { timeout: 120_000 });

// The action cards' kinds and counts on the 2016 pages (DE16 "Variante: Aktionskarten").
const ACTION_CARDS = { acrobat: 1, director: 2, ticket_booth: 3, living_cannonball: 2, rasputin: 2, fortune_teller: 2, circus_tent: 3 };
const FIVE_STEPS = { de: ["Was andere", "Fähigkeit", "Einkommen", "Gebäude", "Bauen"],
  en: ["What others", "ability", "Income", "districts", "Building"],
  pl: ["To, co inni", "Zdolność", "Dochód", "dzielnic", "Budowa"] };

e2e("rules pages (issue 12): the action cards, the online rules' turn, the place for the readings", async (h) => {
  if (!HAVE_ICONS) h.allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  for (const [device, viewport] of Object.entries(DEVICES)) {
    const p = await h.player(`i12-${device}`, { viewport });
    for (const lang of LANGS) {
      // 2016: the contents lead to the action cards; each kind with its count.
      await p.page.goto(`${h.server.http}/rules/citadels-2016.${lang}.html`);
      await p.page.click('nav.toc a[href="#actions"]');
      await p.page.waitForURL(/#actions$/);
      const cards = await p.page.evaluate(() => [...document.querySelectorAll("#actions dl.cards dt")].map((dt) => ({
        id: dt.id, count: dt.querySelector(".count")?.textContent.trim(), visible: dt.offsetParent !== null })));
      const got = Object.fromEntries(cards.map((c) => [c.id.replace(/^card-/, ""), c.count]));
      for (const [kind, n] of Object.entries(ACTION_CARDS)) {
        expect(got[kind] === `×${n}`, `citadels-2016.${lang} #actions: ${kind} ×${n} (got ${got[kind]})`);
      }
      expect(cards.length === 7 && cards.every((c) => c.visible), `citadels-2016.${lang}: seven visible action cards (${cards.length})`);
      const top = await p.page.evaluate(() => document.getElementById("actions").getBoundingClientRect().top);
      expect(Math.abs(top) < 40, `citadels-2016.${lang}: the contents link scrolled to the action cards (top ${top})`);
      await shot(p.page, `rules-actions-${lang}-${device}`);

      // Online rules: the five steps in their order, the characters' table fits.
      await p.page.goto(`${h.server.http}/rules/citadels-online.${lang}.html#turn`);
      const steps = await p.page.$$eval("#turn ol > li", (lis) => lis.map((li) => li.textContent));
      expect(steps.length === 5 && FIVE_STEPS[lang].every((w, i) => steps[i].includes(w)),
        `citadels-online.${lang}: the five steps in order (${steps.map((t) => t.slice(0, 20))})`);
      const rows = await p.page.$$eval("#characters tbody tr", (trs) => trs.length);
      expect(rows === 9, `citadels-online.${lang}: ranks 1–9 in the characters' table (${rows})`);
      const l = await look(p.page);
      expect(l.overflow <= 0 && l.tables <= 0, `citadels-online.${lang} on a ${device}: fits (${l.overflow}, ${l.tables})`);
      await shot(p.page, `rules-online-turn-${lang}-${device}`);

      // The place for the engine's readings, shown in the last section of the older rule sets' pages.
      for (const rs of ["citadels-classic", "citadels-dark-city", "citadels-online"]) {
        await p.page.goto(`${h.server.http}/rules/${rs}.${lang}.html#readings`);
        const r = await p.page.evaluate(() => {
          const d = document.getElementById("readings");
          return d && { inOnline: !!d.closest("section#online"), visible: d.offsetParent !== null, h3: d.querySelector("h3")?.textContent };
        });
        expect(r && r.inOnline && r.visible && r.h3 && r.h3.length > 10, `${rs}.${lang}: the readings' place (${JSON.stringify(r)})`);
      }
    }
  }
}, { timeout: 120_000 });

e2e("about page: one language at a time, credits for the game and the icons", async (h) => {
  if (!HAVE_ICONS) h.allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  for (const [device, viewport] of Object.entries(DEVICES)) {
    const p = await h.player(`about-${device}`, { viewport });
    for (const lang of LANGS) {
      await p.page.goto(`${h.server.http}/about.html#${lang}`);
      await p.page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const shown = await p.page.evaluate(() => [...document.querySelectorAll("section.about")].filter((s) => !s.hidden).map((s) => s.lang));
      expect(shown.join() === lang, `about.html#${lang} shows [${shown}]`);
      const l = await look(p.page);
      expect(l.bar === BAR && l.overflow <= 0, `about.html#${lang} on a ${device}: styled and fits (${l.bar}, ${l.overflow})`);
      const text = await p.page.textContent(`section#lang-${lang}`);
      for (const must of ["Bruno Faidutti", "game-icons.net", "Creative Commons BY 3.0"]) {
        expect(text.includes(must), `about.html#${lang}: "${must}" shown`);
      }
      // The icon authors: from icons.js once it exists, else the general credit.
      const items = await p.page.$$eval(`section#lang-${lang} ul[data-icon-credits] li`, (lis) => lis.map((li) => li.textContent));
      if (HAVE_ICONS) {
        expect(items.length > 0 && !items.some((t) => t.includes("game-icons.net")), `about.html#${lang}: icon authors listed (${items})`);
      } else {
        expect(items.length === 1 && items[0].includes("game-icons.net"), `about.html#${lang}: the general icon credit (${items})`);
      }
      await shot(p.page, `about-${lang}-${device}`);
    }
    // The switch changes the section in place.
    await p.page.click('.langs a[data-lang="de"]');
    await p.page.waitForFunction(() => document.documentElement.lang === "de" && !document.getElementById("lang-de").hidden);
    // Without a fragment the saved language of the client decides.
    await p.page.evaluate(() => localStorage.setItem("guildhall.lang", "pl"));
    await p.page.goto(`${h.server.http}/about.html`);
    await p.page.waitForFunction(() => document.documentElement.lang === "pl" && document.getElementById("lang-en").hidden);
  }

  // Whatever icons.js holds, each author becomes a line (here a stand-in
  // module, so this part does not wait for the cards slice's generated file).
  const q = await h.player("about-credits");
  await q.page.route("**/js/icons.js", (route) => route.fulfill({
    contentType: "text/javascript",
    body: 'export const ICON_CREDITS = [{ author: "Lorc", url: "https://lorcblog.blogspot.com/", icons: ["a", "b"] }, "Delapouite"];',
  }));
  await q.page.goto(`${h.server.http}/about.html#pl`);
  await q.page.waitForFunction(() => document.querySelectorAll("#lang-pl ul[data-icon-credits] li").length === 2);
  const lines = await q.page.$$eval("#lang-pl ul[data-icon-credits] li", (lis) => lis.map((li) => li.textContent));
  expect(lines.join("|") === "Delapouite|Lorc (2 ikony)", `icon authors in Polish: ${lines}`);
  expect(await q.page.getAttribute("#lang-pl ul[data-icon-credits] a", "href") === "https://lorcblog.blogspot.com/", "the author's link");
}, { timeout: 60_000 });
