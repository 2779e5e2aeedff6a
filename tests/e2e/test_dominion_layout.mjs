// test_dominion_layout.mjs — the Dominion table as a player sees it on a
// laptop (1366x768) and a phone (390x844) (issue 14).
//
// 1. Card names fit their tiles: every kingdom card of the catalogue (shown
//    ten at a time: the page is handed game messages whose supply, hand and
//    play area hold the next ten) and the basic piles, in English, German and
//    Polish, as plain tiles and as controls (a buy: green ring and "i"), on
//    both screens (and a 1280 px laptop). A name may wrap at a space or at a soft hyphen of the
//    hyphenation hints (web/i18n/dominion_hyphens.js) but never overflow
//    its tile nor break inside a word elsewhere ("Herzogtu-m" on a laptop).
// 2. On the phone the decision and the hand are a dock fixed at the bottom
//    of the screen: each supply pile, the trash, every opponent's panel,
//    the log and the chat can be scrolled into the part of the screen
//    between the status bar and the dock, and there nothing covers them;
//    at the end of the page the chat ends just above the dock (the room
//    below the page is the dock's height, js/dock_space.js).
// 3. Six players: five opponents, on the phone each above the dock.
// Screenshots: dominion-layout-{de,pl}-{laptop,phone}.png, the phone
// scrolled to the last opponent (dominion-layout-phone-opponent.png), and
// dominion-layout-six-{laptop,phone}.png.

import path from "node:path";
import { e2e, expect, waitFor, artifactsDir } from "./harness.mjs";
import { routedPlayer, sendAs, lastOf } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SMALL_LAPTOP = { width: 1280, height: 800 }; // where "Herzogtum" broke
const START = ["cellar", "chapel", "moat", "village", "workshop", "militia", "moneylender", "remodel", "smithy", "throne_room"];
const POSITION = {
  active: 0, phase: "action", turn: { actions: 1, buys: 1, coins: 0 }, trash: ["estate", "copper"],
  players: [
    { hand: ["militia", "village", "copper", "copper", "estate"], deck: ["copper", "estate", "silver"], discard: ["silver"] },
    { hand: ["moat", "copper", "copper", "estate", "silver"], deck: ["copper", "copper", "copper"], discard: ["duchy"] },
    { hand: ["copper", "copper", "estate", "silver", "gold"], deck: ["copper"], discard: ["province"] },
  ],
};

// Alice on a laptop, Bob on a phone and `bots` bots (two opponents each by default).
async function layoutTable(h, { bots = 1, position = POSITION } = {}) {
  const alice = await routedPlayer(h, "Alice", { viewport: LAPTOP });
  const bob = await routedPlayer(h, "Bob", { viewport: PHONE });
  sendAs(alice, { type: "create_room", game: "dominion", options: { name: "Layout", max_players: 2 + bots, bot_delay_ms: 0, turn_seconds: 600, config: { kingdom: START } } });
  await waitFor(() => lastOf(alice, "room"), { what: "room created" });
  sendAs(bob, { type: "join_room", room: lastOf(alice, "room").id });
  await waitFor(() => lastOf(alice, "room")?.seats.length === 2, { what: "two seats" });
  for (let i = 0; i < bots; i++) {
    sendAs(alice, { type: "add_bot", level: "random" });
    await waitFor(() => lastOf(alice, "room")?.seats.length === 3 + i, { what: "the bot's seat" });
  }
  sendAs(alice, { type: "start", position });
  await alice.page.waitForSelector(".dtable");
  await bob.page.waitForSelector(".dtable");
  return { alice, bob };
}

// Hands the page its last game message with the kingdom piles replaced by
// `cards` (and, if `asControls`, every pile a buy of this seat; if
// `inHand`, the same cards in the seat's hand and play area); waits until
// the page shows it.
let fakeSeq = 100000;
const costs = new Map(); // wire -> cost, from the catalogue
async function showKingdom(p, cards, asControls, inHand = true) {
  const g = JSON.parse(JSON.stringify(lastOf(p, "game")));
  let i = 0;
  for (const pile of g.view.supply) if (pile.kingdom) Object.assign(pile, { card: cards[i], cost: costs.get(cards[i++]) });
  // The same cards in the hand and in play (names in those tiles too).
  const me = g.view.players[g.your_seat];
  if (me?.hand && inHand) {
    me.hand = Object.fromEntries(cards.map((c) => [c, 1]));
    me.hand_size = cards.length;
    me.in_play = [...cards];
  }
  if (asControls) {
    g.view.decision = { seat: g.your_seat, kind: "buy", options: g.view.supply.map((s) => ({ type: "buy", card: s.card })) };
    g.view.turn = { ...g.view.turn, seat: g.your_seat, phase: "buy" };
    g.pending_seat = g.your_seat;
  }
  g.seq = ++fakeSeq;
  p.tap.client.send(JSON.stringify(g));
  await p.page.waitForFunction((s) => document.querySelector(".dtable")?.dataset.seq === String(s), g.seq);
}

// Supply and hand tiles (hand, play area, deck and discard) whose name overflows or breaks inside a word (not at a
// space or a soft hyphen): [{name, why}].
async function badNames(page) {
  return page.evaluate(() => {
    const bad = [];
    for (const tile of document.querySelectorAll(".dsupply .dcard, .dhand .dcard:not(.back)")) {
      const el = tile.querySelector(".dname");
      const name = el.textContent;
      if (el.scrollWidth > el.clientWidth + 1) bad.push({ name, why: `overflows its tile (${el.scrollWidth} > ${el.clientWidth} px)` });
      const lh = parseFloat(getComputedStyle(el).lineHeight) || 16;
      if (el.getBoundingClientRect().height > lh * 1.5) {
        el.style.whiteSpace = "nowrap";
        const need = el.scrollWidth;
        el.style.whiteSpace = "";
        bad.push({ name: name.replace(/\u00ad/g, "-"), why: `wraps (${need} px on one line, ${el.clientWidth} px wide)`, info: true });
      }
      // (The tile's own scrollWidth counts its corner badges, which stick out on purpose.)
      const inner = tile.getBoundingClientRect().right - tile.clientLeft;
      if (el.getBoundingClientRect().right > inner + 1) bad.push({ name, why: "runs past the tile's edge" });
      // Each word between breaks the name allows sits on one line.
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const re = /[^\s\u00ad]+/g;
      let m;
      // (Letter by letter: a range that starts at a line's start also
      // reports the hyphen that ends the line before.)
      const lineOf = (i) => {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        const rects = [...r.getClientRects()].filter((q) => q.width > 0);
        return rects.length ? Math.round(rects[rects.length - 1].top) : null;
      };
      while ((m = re.exec(text.data))) {
        const tops = new Set();
        for (let i = m.index; i < m.index + m[0].length; i++) tops.add(lineOf(i));
        tops.delete(null);
        if (tops.size > 1) bad.push({ name: name.replace(/\u00ad/g, "-"), why: `"${m[0]}" breaks inside the word` });
      }
    }
    return bad;
  });
}

async function catalogue(h) {
  const cat = JSON.parse((await h.server.get("/api/catalog/dominion")).text);
  for (const c of cat.cards) costs.set(c.card, c.cost);
  return cat;
}

async function setLang(p, lang) {
  await p.page.selectOption("#lang", lang);
  await p.page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

e2e("dominion layout: card names fit their tiles (de, en, pl; laptop and phone)", async (h) => {
  const { alice, bob } = await layoutTable(h);
  const cat = await catalogue(h);
  const kingdom = cat.cards.filter((c) => c.set !== "basic").map((c) => c.card);
  expect(kingdom.length >= 60, `the catalogue lists the kingdom cards (${kingdom.length})`);
  const chunks = [];
  for (let i = 0; i < kingdom.length; i += 10) chunks.push(kingdom.slice(i, i + 10));
  if (chunks.at(-1).length < 10) chunks.push([...chunks.pop(), ...kingdom].slice(0, 10)); // no pile twice
  const problems = [], wraps = [];
  const screens = [[alice, "laptop", LAPTOP], [alice, "small laptop", SMALL_LAPTOP], [bob, "phone", PHONE]];
  for (const lang of ["en", "de", "pl"]) {
    for (const [p, screen, size] of screens) {
      await p.page.setViewportSize(size);
      await setLang(p, lang);
      for (const chunk of chunks) {
        for (const asControls of [false, true]) {
          await showKingdom(p, chunk, asControls);
          for (const b of await badNames(p.page)) (b.info ? wraps : problems).push(`${lang} ${screen}${asControls ? " (controls)" : ""}: ${b.name}: ${b.why}`);
        }
      }
      if (lang !== "en" && size !== SMALL_LAPTOP) {
        // The ten longest names of the language, as the player would see them (phone: the screen, not the page).
        const name = (w) => cat.cards.find((c) => c.card === w).name[lang];
        await showKingdom(p, [...kingdom].sort((a, b) => name(b).length - name(a).length).slice(0, 10), false, false);
        await p.page.evaluate(() => { window.scrollTo(0, 0); document.querySelector("#turn-banner")?.classList.remove("show"); });
        await p.page.screenshot({ path: path.join(artifactsDir(), `dominion-layout-${lang}-${screen}.png`) });
      }
    }
  }
  for (const line of new Set(wraps)) h.log(`(info) ${line}`);
  const unique = [...new Set(problems)];
  for (const line of unique) h.log(line);
  expect(unique.length === 0, `${unique.length} supply tiles whose name does not fit (see the log)`);
}, { timeout: 180_000, serverArgs: ["--test-positions"] });

// For each element: can it be scrolled between the sticky status bar and
// the fixed dock, and is it then the topmost thing on screen there?
// Returns the ones that cannot, with why.
async function coveredOnPhone(page, selectors) {
  return page.evaluate(async (sels) => {
    const out = [];
    const dock = document.querySelector(".dock");
    const bar = document.querySelector(".table > .table-bar");
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const sel of sels) {
      const els = [...document.querySelectorAll(sel)];
      if (!els.length) out.push(`${sel}: not on the page`);
      for (const [i, el] of els.entries()) {
        // Bring its bottom just above the dock (a real scroll of the page).
        for (const edge of ["bottom", "top"]) {
          const r0 = el.getBoundingClientRect();
          const dockTop = dock ? dock.getBoundingClientRect().top : innerHeight;
          const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
          const want = edge === "bottom" ? r0.bottom - (dockTop - 4) : r0.top - (barBottom + 4);
          window.scrollBy(0, want);
          await frame();
          const r = el.getBoundingClientRect();
          const top = Math.max(r.top, barBottom + 1), bottom = Math.min(r.bottom, dock ? dock.getBoundingClientRect().top - 1 : innerHeight);
          const name = `${sel}[${i}] (${edge})`;
          if (edge === "bottom" && r.bottom > (dock ? dock.getBoundingClientRect().top : innerHeight) + 1) out.push(`${name}: its bottom stays under the dock (${Math.round(r.bottom)} > ${Math.round(dock.getBoundingClientRect().top)})`);
          if (edge === "top" && r.top < barBottom - 1) out.push(`${name}: its top stays under the status bar`);
          if (bottom <= top) { out.push(`${name}: nothing of it between the bar and the dock`); continue; }
          const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 2);
          const y = edge === "bottom" ? bottom - 3 : top + 3;
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(el === hit || el.contains(hit))) out.push(`${name}: covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.className || hit?.tagName}`);
        }
      }
    }
    return out;
  }, selectors);
}

e2e("dominion layout: on a phone nothing hides under the dock", async (h) => {
  const { alice, bob } = await layoutTable(h);
  await catalogue(h);
  const sels = [".dsupply .dcard", ".dtrash summary", ".dplayer", ".game-log", ".chat input", ".chat button"];
  // Bob waits (Alice's turn), then Bob buys (every pile a control), in Polish.
  for (const [what, controls] of [["waiting", false], ["buying", true]]) {
    await showKingdom(bob, START, controls);
    await bob.page.evaluate(() => document.querySelector("#turn-banner")?.classList.remove("show"));
    const bad = await coveredOnPhone(bob.page, sels);
    for (const b of bad) h.log(`${what}: ${b}`);
    expect(bad.length === 0, `${what}: ${bad.length} places of the page cannot be seen above the dock: ${bad.slice(0, 3).join("; ")}`);
    // Scrolled to the end, the page's last panel ends just above the dock, not half a screen higher.
    const gap = await bob.page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document.querySelector(".dock").getBoundingClientRect().top - document.querySelector(".side").getBoundingClientRect().bottom;
    });
    expect(gap >= 0 && gap < 60, `${what}: at the end of the page ${Math.round(gap)} px between the chat and the dock`);
  }
  // The last opponent scrolled to just above the dock: what the player sees.
  await bob.page.evaluate(() => {
    const els = document.querySelectorAll(".dplayer");
    const el = els[els.length - 1];
    window.scrollBy(0, el.getBoundingClientRect().bottom - (document.querySelector(".dock").getBoundingClientRect().top - 4));
  });
  await bob.page.screenshot({ path: path.join(artifactsDir(), "dominion-layout-phone-opponent.png") });
  expect(lastOf(alice, "game"), "Alice's page has the game");
}, { timeout: 120_000, serverArgs: ["--test-positions"] });

// Six players: five opponents' panels on a laptop and a phone; on the phone
// each can still be scrolled above the dock.
e2e("dominion layout: a table of six", async (h) => {
  const six = { ...POSITION, players: [0, 1, 2, 3, 4, 5].map((i) => POSITION.players[i % 3]) };
  const { alice, bob } = await layoutTable(h, { bots: 4, position: six });
  await catalogue(h);
  expect(await alice.page.locator(".dtable .dplayer").count() === 5, "Alice sees five opponents");
  await alice.page.evaluate(() => document.querySelector("#turn-banner")?.classList.remove("show"));
  await alice.page.screenshot({ path: path.join(artifactsDir(), "dominion-layout-six-laptop.png") });
  await showKingdom(bob, START, true);
  const bad = await coveredOnPhone(bob.page, [".dplayer", ".dtrash summary"]);
  expect(bad.length === 0, `six players on a phone: ${bad.join("; ")}`);
  await bob.page.evaluate(() => {
    document.querySelector("#turn-banner")?.classList.remove("show");
    const el = document.querySelectorAll(".dplayer")[2];
    window.scrollBy(0, el.getBoundingClientRect().top - 120);
  });
  await bob.page.screenshot({ path: path.join(artifactsDir(), "dominion-layout-six-phone.png") });
}, { timeout: 120_000, serverArgs: ["--test-positions"] });
