// test_in_view.mjs — everything in view at your turn (issue 10): on a
// 1366×768 laptop and on a 390×844 phone, with 2, 3, …, 8 players, the
// decision, your hand and the timer are on screen without scrolling (their
// bounding boxes inside the viewport), both for choosing a character (the
// whole lineup in the decision) and for a turn with full cities and a hand
// of seven. Positions come from serve --test-positions. Screenshots of the
// window (what the player sees, no scrolling) go to the artifacts as
// in-view-<size>-<n>p-<decision>.png. In every state the table's cards are
// measured as test_cards measures them (card_checks.mjs): no name wider
// than its card, no word split except at its soft hyphens; the language
// changes with the number of players (de, en, pl), so each size sees all
// three.
import path from "node:path";
import { e2e, expect, artifactsDir } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, play, lastOf } from "./table_helpers.mjs";
import { measureCards } from "./card_checks.mjs";

const LANGS = ["de", "en", "pl"];
const SIZES = { laptop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const ROLES = ["magician", "assassin", "thief", "king", "bishop", "merchant", "architect", "warlord"];
const BASE = { manor: 5, castle: 4, palace: 3, temple: 3, church: 3, monastery: 3, cathedral: 2, tavern: 5, market: 4,
  trading_post: 3, docks: 3, harbor: 3, town_hall: 2, watchtower: 3, prison: 3, barracks: 3, fortress: 2 };

// Full cities (no kind twice in one city, never more copies than the deck
// has) and a hand of seven for seat 0, who is the Magician about to play.
function turnPosition(n) {
  const left = { ...BASE };
  const kinds = Object.keys(BASE);
  const take = (k) => { left[k]--; return k; };
  const hand = ["palace", "cathedral", "harbor", "fortress", "town_hall", "church", "docks"].map(take);
  const players = [];
  for (let s = 0; s < n; s++) {
    const city = [];
    for (let i = 0; city.length < (s ? 5 : 4) && i < kinds.length * 2; i++) {
      const k = kinds[(s * 3 + i) % kinds.length];
      if (left[k] > 0 && !city.includes(k)) city.push(take(k));
    }
    players.push(s ? { hand: [], gold: 3 + s, city } : { hand, gold: 4, city });
  }
  const characters = {};
  if (n <= 3) ROLES.slice(0, 2 * n).forEach((r, i) => { characters[r] = Math.floor(i / 2); });
  else ROLES.slice(0, n).forEach((r, i) => { characters[r] = i; });
  return { start: "action", call_from: "magician", characters, players };
}

async function checkInView(h, p, label) {
  const page = p.page;
  await page.waitForSelector(".prompt.mine");
  const vp = page.viewportSize();
  const problems = [];
  for (const [what, sel] of [["the decision", ".prompt.mine"], ["your hand", ".hand"], ["the timer", "#countdown"]]) {
    const box = await page.locator(sel).first().boundingBox();
    if (!box) { problems.push(`${what} (${sel}) is not shown`); continue; }
    if (box.x < -1 || box.y < -1 || box.x + box.width > vp.width + 1 || box.y + box.height > vp.height + 1) {
      problems.push(`${what} (${sel}) is outside the ${vp.width}×${vp.height} window: ${JSON.stringify(box)}`);
    }
  }
  // The "your turn" banner, while it shows, covers neither the decision
  // nor the hand.
  const banner = await (await page.$("#turn-banner.show"))?.boundingBox();
  if (banner) {
    for (const [what, sel] of [["the decision", ".prompt.mine"], ["your hand", ".hand"]]) {
      const b = await page.locator(sel).first().boundingBox();
      if (b && banner.x < b.x + b.width && b.x < banner.x + banner.width && banner.y < b.y + b.height && b.y < banner.y + banner.height) {
        problems.push(`the "your turn" banner covers ${what}`);
      }
    }
  }
  // The page's header is one line (on a phone too, with a long name): each
  // of its parts within one row of the height of its tallest part.
  const header = await page.evaluate(() => {
    const parts = [document.querySelector("header.top .brand"), ...document.querySelectorAll("#header-tools > *")]
      .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
    const top = Math.min(...parts.map((r) => r.top));
    const bottom = Math.max(...parts.map((r) => r.bottom));
    return { rows: bottom - top, tallest: Math.max(...parts.map((r) => r.height)), right: Math.max(...parts.map((r) => r.right)) };
  });
  if (header.rows > header.tallest + 2) problems.push(`the header takes more than one line (${Math.round(header.rows)}px for parts of ${Math.round(header.tallest)}px)`);
  if (header.right > vp.width + 1) problems.push(`the header is wider than the window (${Math.round(header.right)}px)`);
  // No scrolling needed: the page itself is at its top.
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled === 0, `${label}: the page is scrolled (${scrolled})`);
  await page.screenshot({ path: path.join(artifactsDir(), `in-view-${label}.png`) });
  expect(!problems.length, `${label}: ${problems.join("; ")}`);
  const cards = await page.evaluate(measureCards, ".table");
  expect(cards.count > 0 && !cards.problems.length,
    `${label}: ${cards.problems.length} card face problem(s):\n  ${cards.problems.slice(0, 12).join("\n  ")}`);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  e2e(`the decision, the hand and the timer are in view on a ${size} with 2-8 players`, async (h) => {
    for (let n = 2; n <= 8; n++) {
      // Choosing a character: the whole lineup is the decision.
      const lang = LANGS[n % LANGS.length];
      // With 8 players, a long name (the header and the pick order must cope).
      let p = await routedPlayer(h, n === 8 ? "Alexandra-Katharina Wiśniewska" : `Sel${n}`, { viewport, lang });
      await startTable(p, { bots: n - 1, botDelay: 10000, position: { start: "selection", crown: 0 } });
      await currentGame(p);
      await checkInView(h, p, `${size}-${n}p-choose-${lang}`);
      await p.context.close();
      // A turn: full cities, a hand of seven, income taken.
      p = await routedPlayer(h, `Turn${n}`, { viewport, lang });
      await startTable(p, { bots: n - 1, botDelay: 10000, position: turnPosition(n) });
      await play(p, myDecision(await currentGame(p)).find((o) => o.type === "take_gold"));
      await currentGame(p);
      expect(lastOf(p, "game").view.pending.decision === "turn", "the turn decision");
      await checkInView(h, p, `${size}-${n}p-turn-${lang}`);
      // With a card selected (its detail panel open) it still fits.
      await p.page.locator(".hand [data-subject]").first().click();
      await p.page.waitForSelector(".prompt.mine .detail");
      await checkInView(h, p, `${size}-${n}p-detail-${lang}`);
      await p.context.close();
    }
  }, { timeout: 300_000, serverArgs: ["--test-positions", "--rooms-per-address", "0", "--room-creations-per-hour", "0"] });
}
