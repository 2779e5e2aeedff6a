// test_dominion_game.mjs — Dominion in the browser (issue 14).
//
// 1. A whole game: Alice creates a Dominion room in the room dialog (a
//    recommended set of ten), Bob joins on a phone-sized screen, Alice adds
//    a bot and starts; both play Big Money by clicking what the table
//    offers (Treasures, Province > Gold > Silver, whatever a card asks)
//    until the score screen; then the replay steps through the game. The
//    log must word every event (no raw event names, no untranslated keys),
//    and neither page may be sent the other's hand or options.
// 2. Every decision widget: from a test position (serve --test-positions)
//    Alice plays Militia (Bob is asked for his Moat, then discards), Throne
//    Room on Sentry (options per looked-at card, the order of the cards put
//    back), Moneylender (yes/no), Workshop (a pile up to 4), Chapel (trash,
//    may stop), Harbinger (a card of the discard pile), then buys. At every
//    decision each legal action the engine lists (view.decision.options)
//    must have exactly one control on the deciding page that carries it,
//    and the page no control the engine does not list; each decision kind
//    of view.c must be met (trash and position, Intrigue's, in part 3).
// 3. Intrigue's decisions: Pawn, Secret Passage (a place in the deck),
//    Lurker (a card of the trash), Masquerade (passing), Wishing Well.
// 4. Undo: the button #undo when the game message says can_undo.
// Alice is on a laptop (1366x768), Bob on a phone (390x844); screenshots of
// both are saved as artifacts. The layout (names in their tiles, nothing
// under the phone's dock): test_dominion_layout.mjs.

import path from "node:path";
import { e2e, expect, sleep, waitFor, artifactsDir } from "./harness.mjs";
import { enterLobby } from "./client.mjs";
import { routedPlayer, sendAs, lastOf } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const canon = (x) => JSON.stringify(Object.keys(x).sort().reduce((a, k) => ((a[k] = x[k]), a), {}));

// The option this page would pick: Big Money, else the first real choice.
function pickBigMoney(opts) {
  const by = (type, card) => opts.find((o) => o.type === type && (card === undefined || o.card === card));
  return by("play_treasures") || by("buy", "province") || by("buy", "gold") || by("buy", "silver") ||
    by("end_actions") || by("end_turn") ||
    opts.find((o) => o.type !== "done") || opts[0] || null;
}

// The options the page shows as controls ([data-opt] in the Dominion table).
async function pageOptions(page) {
  return page.evaluate(() => [...document.querySelectorAll(".dtable [data-opt]")].map((e) => e.dataset.opt));
}

async function clickOption(page, o) {
  const json = JSON.stringify(o);
  const el = page.locator(`.dtable [data-opt='${json}']`).first();
  const face = el.locator(".dface");
  if (await face.count()) await face.click({ timeout: 5000 });
  else await el.click({ timeout: 5000 });
}

// One step of a page: click what pickBigMoney chooses; false if not deciding.
async function playOneStep(page) {
  const raw = await pageOptions(page);
  if (!raw.length) return false;
  const o = pickBigMoney(raw.map((s) => JSON.parse(s)));
  const before = await page.evaluate(() => document.querySelector(".table")?.dataset.seq || "");
  await clickOption(page, o).catch(() => {});
  await page.waitForFunction((s) => (document.querySelector(".table")?.dataset.seq || "") !== s, before, { timeout: 5000 }).catch(() => {});
  return true;
}

function recordFrames(frames) {
  return (page) => page.on("websocket", (ws) => ws.on("framereceived", (f) => {
    try { frames.push(JSON.parse(typeof f.payload === "string" ? f.payload : f.payload.toString())); } catch { /* not JSON */ }
  }));
}

// No view holds another seat's hand or options; no private event of another seat.
function checkTraffic(name, frames) {
  let games = 0;
  for (const m of frames) {
    if (m.type === "game" && m.view?.game === "dominion") {
      games++;
      for (const p of m.view.players) expect(p.seat === m.your_seat || p.hand === undefined || m.view.finished, `${name} was sent seat ${p.seat}'s hand`);
      const d = m.view.decision || {};
      expect(!d.options || d.seat === m.your_seat, `${name} was sent seat ${d.seat}'s options`);
    }
    if (m.type === "events") {
      for (const ev of m.events) {
        if (["drew_card", "looked_at"].includes(ev.type)) expect(ev.seat === frames.find((g) => g.type === "game")?.your_seat, `${name} was sent another seat's ${ev.type}`);
      }
    }
  }
  expect(games > 10, `${name} received the game (${games} views)`);
}

async function checkWords(page, what) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(!/\bdom_[a-z_]+/.test(text), `${what}: an untranslated key on screen: ${text.match(/\bdom_[a-z_]+/)?.[0]}`);
  expect(!/\bundefined\b|\bNaN\b/.test(text), `${what}: "undefined" or "NaN" on screen`);
  const log = await page.evaluate(() => document.querySelector(".game-log")?.innerText || "");
  expect(!/\b(turn_started|drew_card|put_on_deck|took_into_hand|game_over|discarded_cards)\b/.test(log), `${what}: a raw event in the log`);
}

e2e("dominion: a whole game against a bot, to the score screen and the replay", async (h) => {
  // When the game ends three pages ask for the recent games at once; the
  // server answers some "busy" (503, Retry-After) and the client asks again
  // (replay.js fetchApi), but the browser logs the 503 itself.
  h.allowConsoleErrors(/status of 503 .*\/api\/games/);
  const aliceFrames = [], bobFrames = [];
  const alice = await enterLobby(h, "Alice", { viewport: LAPTOP, onPage: recordFrames(aliceFrames) });
  const bob = await enterLobby(h, "Bob", { viewport: PHONE, onPage: recordFrames(bobFrames) });

  await alice.page.click("#create-room");
  const dlg = alice.page.locator("dialog.room-dialog");
  await dlg.locator("select[name=game]").selectOption("dominion");
  await dlg.locator("input[name=name]").fill("Dominion night");
  await dlg.locator("input[name=max_players]").fill("3");
  await dlg.locator("select[name=bot_delay_ms]").selectOption("0");
  // Ten chosen cards first (the picker), then a recommended set.
  await dlg.locator("input[name=dom_kingdom][value=chosen]").check();
  await dlg.locator("#dom-pick-random").click();
  expect(await dlg.locator("input[name=dom_pick]:checked").count() === 10, "the picker fills ten cards");
  await h.screenshot(alice.page, "dominion-create-room-picker");
  await dlg.locator("input[name=dom_edition_1]").uncheck();
  expect(await dlg.locator("[data-card=feast]").count() === 0, "a 1st-edition-only card leaves the picker with the 1st edition");
  await dlg.locator("input[name=dom_kingdom][value=preset]").check();
  await dlg.locator("select[name=dom_preset]").selectOption("first-game-2");
  await h.screenshot(alice.page, "dominion-create-room");
  await dlg.locator("#room-form-submit").click();
  await alice.page.waitForSelector(".room-screen");
  expect(/Dominion/.test(await alice.page.textContent(".room-screen")), "the room shows its game's options");
  // The options dialog of the room keeps its game and kingdom.
  await alice.page.click("#edit-options");
  const edit = alice.page.locator("dialog.room-dialog");
  expect(await edit.locator("select[name=game]").count() === 0, "a room keeps its game");
  expect(await edit.locator("select[name=dom_preset]").inputValue() === "first-game-2", "the dialog shows the room's recommended set");
  await edit.locator("button[value=cancel]").click();

  const row = bob.page.locator(".rooms tr", { hasText: "Dominion night" });
  await row.waitFor();
  expect(/Dominion/.test(await row.textContent()), "the lobby shows the room's game");
  await row.locator("button.join").click();
  await bob.page.waitForSelector(".room-screen");

  await alice.page.selectOption("select[name=bot_level]", "random");
  await alice.page.click("#add-bot");
  await alice.page.waitForFunction(() => document.querySelectorAll(".seat.bot").length === 1);
  await h.screenshot(alice.page, "dominion-room");
  await alice.page.click("#start-game");
  await alice.page.waitForSelector(".dtable");
  await bob.page.waitForSelector(".dtable");
  expect(await alice.page.locator(".dsupply .kingdom .dcard").count() === 10, "ten kingdom piles");
  expect(await alice.page.locator(".dsupply .basics .dcard").count() === 7, "seven basic piles");
  expect(await alice.page.locator(".dhand .dcard").count() >= 1, "Alice sees her hand");

  // A spectator sees the table without a hand or a decision of their own.
  const carol = await enterLobby(h, "Carol");
  await carol.page.locator(".rooms tr", { hasText: "Dominion night" }).locator("button.watch").click();
  await carol.page.waitForSelector(".dtable");
  expect(await carol.page.locator(".dhand").count() === 0, "a spectator has no hand");
  expect(await carol.page.locator(".dtable [data-opt]").count() === 0, "a spectator has no controls");
  expect(await carol.page.locator(".dtable .dplayer").count() === 3, "a spectator sees every player's public state");

  let tableShot = false, steps = 0;
  const deadline = Date.now() + 400_000;
  while (Date.now() < deadline) {
    if (await alice.page.locator("#score-screen").count() && await bob.page.locator("#score-screen").count()) break;
    const a = await playOneStep(alice.page);
    const b = await playOneStep(bob.page);
    steps += a + b;
    if (!tableShot && steps > 40) {
      await checkWords(alice.page, "Alice's table");
      await checkWords(bob.page, "Bob's table");
      await h.screenshot(alice.page, "dominion-table");
      await h.screenshot(carol.page, "dominion-spectator");
      // What the phone shows at once, and scrolled to the end (a full-page
      // shot would draw the fixed dock in the middle of the page).
      await bob.page.screenshot({ path: path.join(artifactsDir(), "dominion-table-phone-view.png") });
      await bob.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await bob.page.screenshot({ path: path.join(artifactsDir(), "dominion-table-phone-end.png") });
      await bob.page.evaluate(() => window.scrollTo(0, 0));
      tableShot = true;
    }
    if (!a && !b) await sleep(60);
  }
  await alice.page.waitForSelector("#score-screen", { timeout: 10_000 });
  await bob.page.waitForSelector("#score-screen", { timeout: 10_000 });
  h.log(`game over after ${steps} clicks`);
  expect(await alice.page.locator("#score-screen tbody tr").count() === 3, "the score screen lists three players");
  expect(/Province|Estate/.test(await alice.page.textContent("#score-screen")), "the score screen shows points by card");
  await checkWords(alice.page, "Alice's score");
  await h.screenshot(alice.page, "dominion-score");
  // After the game nothing is decided: the phone's dock is back in the page, not over the score.
  const dockPosition = await bob.page.evaluate(() => getComputedStyle(document.querySelector(".dtable .dock")).position);
  expect(dockPosition !== "fixed", `the phone's dock is not fixed after the game (${dockPosition})`);
  await h.screenshot(bob.page, "dominion-score-phone");
  checkTraffic("Alice", aliceFrames);
  checkTraffic("Bob", bobFrames);

  // The replay of the game: steps forward, the log words Dominion events.
  await alice.page.click("#replay-link");
  await alice.page.waitForSelector(".replay-screen .dtable");
  for (let i = 0; i < 12; i++) await alice.page.click("#replay-next");
  const replayLog = await alice.page.textContent(".replay-log");
  expect(/buys|plays/.test(replayLog), "the replay's log words the moves");
  await checkWords(alice.page, "the replay");
  await h.screenshot(alice.page, "dominion-replay");
}, { timeout: 480_000 });

// ---- part 2: every decision widget ----

const KINGDOM = ["cellar", "chapel", "moat", "village", "workshop", "militia", "moneylender", "remodel", "smithy", "throne_room"];
const POSITION = {
  active: 0, phase: "action", turn: { actions: 9, buys: 1, coins: 0 },
  players: [
    { hand: ["militia", "throne_room", "sentry", "moneylender", "workshop", "chapel", "harbinger", "copper", "copper", "estate"],
      deck: ["copper", "estate", "silver", "copper", "gold", "duchy", "silver", "estate", "copper", "curse"],
      discard: ["silver", "estate"] },
    { hand: ["moat", "copper", "copper", "estate", "silver"], deck: ["copper", "copper", "copper", "estate", "estate"] },
  ],
};
// What each seat answers (the first match), so the run meets every kind.
const ALICE_PLAN = [
  (o) => o.type === "play" && o.card === "militia",
  (o) => o.type === "play" && o.card === "throne_room",
  (o) => o.type === "choose_card" && o.card === "sentry",
  (o) => o.type === "choose_option" && o.option === 2,
  (o) => o.type === "play" && o.card === "moneylender",
  (o) => o.type === "yes",
  (o) => o.type === "play" && o.card === "workshop",
  (o) => o.type === "play" && o.card === "chapel",
  (o) => o.type === "choose_aside", // Sentry's order, Harbinger's card (before "done": the Chapel stops)
  (o) => o.type === "done",
  (o) => o.type === "play" && o.card === "harbinger",
  (o) => o.type === "choose_pile",
  (o) => o.type === "end_actions",
  (o) => o.type === "play_treasures",
  (o) => o.type === "buy" && o.card === "silver",
  (o) => o.type === "end_turn",
];
const BOB_PLAN = [(o) => o.type === "done" /* no Moat: he discards */, (o) => o.type === "choose_card"];

// Two routed players (Alice on a laptop, Bob on a phone in Polish) at a
// new 2-seat Dominion table started from `position`.
async function widgetTable(h, config, position) {
  const alice = await routedPlayer(h, "Alice", { viewport: LAPTOP });
  const bob = await routedPlayer(h, "Bob", { viewport: PHONE, lang: "pl" }); // a phone, in Polish
  sendAs(alice, { type: "create_room", game: "dominion", options: { name: "Widgets", max_players: 2, bot_delay_ms: 0, turn_seconds: 600, config } });
  await waitFor(() => lastOf(alice, "room"), { what: "room created" });
  sendAs(bob, { type: "join_room", room: lastOf(alice, "room").id });
  await waitFor(() => lastOf(bob, "room"), { what: "Bob joined" });
  await waitFor(() => lastOf(alice, "room")?.seats.length === 2, { what: "two seats" });
  sendAs(alice, { type: "start", position });
  await alice.page.waitForSelector(".dtable");
  await bob.page.waitForSelector(".dtable");
  return { alice, bob };
}

// Plays Alice's turn (and Bob's answers to it) by the plans, checking at
// each decision that every option has exactly one control on the deciding
// page and no control is not an option. Returns {kind -> purposes met}.
async function playCheckedTurn(h, alice, bob, alicePlan, bobPlan, shotPrefix) {
  const seen = new Map(); // decision kind -> purposes seen
  const shots = new Set();
  let lastSeq = -1, bobAnnounced = false;
  for (let guard = 0; guard < 80; guard++) {
    const ga = lastOf(alice, "game"), gb = lastOf(bob, "game");
    const seq = Math.max(ga?.seq ?? 0, gb?.seq ?? 0);
    const d = ga.view.decision;
    if (d.seat === 0 && ga.view.turn.seat !== 0) break; // Alice's turn is over
    if (ga.view.turn.seat !== 0) break;
    const p = d.seat === 0 ? alice : bob;
    const g = d.seat === 0 ? ga : gb;
    if (!g || g.seq !== seq || g.view.decision.seat !== d.seat) { await sleep(50); continue; }
    await p.page.waitForFunction((s) => document.querySelector(".dtable")?.dataset.seq === String(s), g.seq);
    const opts = g.view.decision.options || [];
    expect(opts.length > 0, `the deciding seat has options (${d.kind})`);
    // Exactly one control per option, none without one.
    const shown = (await pageOptions(p.page)).map((s) => canon(JSON.parse(s)));
    for (const o of opts) {
      const n = shown.filter((s) => s === canon(o)).length;
      expect(n === 1, `${d.kind}/${d.purpose || ""}: option ${JSON.stringify(o)} has ${n} controls`);
    }
    for (const s of shown) expect(opts.some((o) => canon(o) === s), `${d.kind}: a control for ${s}, which the engine does not offer`);
    // A pile choice is also offered as chips in the prompt (the supply may be scrolled away).
    const alt = (await p.page.evaluate(() => [...document.querySelectorAll(".dprompt [data-opt-alt]")].map((e) => e.dataset.optAlt))).map((s) => canon(JSON.parse(s)));
    for (const s of alt) expect(opts.some((o) => canon(o) === s), `${d.kind}: a chip for ${s}, which the engine does not offer`);
    for (const o of opts.filter((x) => x.type === "choose_pile")) expect(alt.includes(canon(o)), `a chip for ${JSON.stringify(o)}`);
    const title = await p.page.textContent(".dprompt.mine .prompt-title");
    expect(title && title.length > 12 && !/dom_|undefined/.test(title), `${d.kind}: the prompt says what to do (${title})`);
    if (!seen.has(d.kind)) seen.set(d.kind, new Set());
    seen.get(d.kind).add(d.purpose || "");
    // A decision in another's turn (Bob's Moat, his discards) is announced as "your move", not "your turn".
    if (d.seat === 1 && !bobAnnounced) {
      bobAnnounced = true;
      const banner = await p.page.waitForSelector("#turn-banner.show").then((e) => e.textContent());
      expect(banner === "Twój ruch!", `Bob's banner in Alice's turn says "your move" (${banner})`);
    }
    const shotName = `${shotPrefix}-${d.kind}${d.purpose ? "-" + d.purpose : ""}`;
    if (!shots.has(shotName)) {
      shots.add(shotName);
      // The phone as its player sees it (the dock fixed at the bottom), the laptop's whole page.
      if (p === bob) await p.page.screenshot({ path: path.join(artifactsDir(), `${shotName}.png`) });
      else await h.screenshot(p.page, shotName);
    }
    const plan = d.seat === 0 ? alicePlan : bobPlan;
    const o = plan.map((f) => opts.find((x) => f(x, g.view.decision))).find(Boolean) || opts.find((x) => x.type !== "done") || opts[0];
    h.log(`${p.name}: ${d.kind}${d.purpose ? "/" + d.purpose : ""} -> ${JSON.stringify(o)}`);
    if (o.type === "choose_pile") await p.page.locator(`.dprompt [data-opt-alt='${JSON.stringify(o)}'] .dface`).click(); // the chip
    else await clickOption(p.page, o);
    await waitFor(() => (lastOf(alice, "game")?.seq ?? 0) > seq, { what: `the move after ${d.kind}` });
    lastSeq = seq;
  }
  expect(lastSeq > 0, "moves were made");
  return seen;
}

e2e("dominion: every decision widget offers exactly the engine's options", async (h) => {
  const { alice, bob } = await widgetTable(h, { kingdom: KINGDOM }, POSITION);
  const seen = await playCheckedTurn(h, alice, bob, ALICE_PLAN, BOB_PLAN, "dominion-widget");
  for (const kind of ["action", "buy", "hand", "supply", "aside", "option", "yes_no", "reaction"]) {
    expect(seen.has(kind), `the decision kind ${kind} was met (met: ${[...seen.keys()].join(", ")})`);
  }
  // The log words the moves of this turn.
  const log = await alice.page.textContent(".game-log");
  for (const words of ["You play Militia", "You trash", "You gain", "You buy Silver"]) {
    expect(log.includes(words), `the log says "${words}"`);
  }
  // Alice's own cards put back (Sentry) are named, not also counted.
  expect(log.includes("You put Copper, Estate onto your deck") && !/You put \d cards? onto your deck/.test(log), `the log names Alice's cards put back, once (${log.match(/You put[^.]*deck/g)})`);
  await checkWords(alice.page, "after the widgets");
  await checkWords(bob.page, "Bob's table in Polish");
  expect(/Milicja/.test(await bob.page.textContent(".dsupply")), "Bob's supply names the cards in Polish");
  // The same table in German: names, prompt and log follow the language.
  await alice.page.selectOption("#lang", "de");
  await alice.page.waitForFunction(() => /Vorrat|Müll/.test(document.body.innerText));
  expect(/Du spielst Miliz/.test(await alice.page.textContent(".game-log")), "the log is worded in German");
  await checkWords(alice.page, "Alice's table in German");
  await h.screenshot(alice.page, "dominion-table-de");
  // A tap on a card shows its name and text (here in German).
  await alice.page.click(".dsupply [data-card=smithy]");
  await alice.page.waitForSelector(".card-info.open");
  const info = await alice.page.textContent(".card-info");
  expect(/Schmiede/.test(info) && /\+3 Karten/.test(info), `the card's text in German (${info})`);
  // On a control (Bob's hand card to play) the "i" shows the text instead.
  await waitFor(() => (lastOf(bob, "game")?.view.decision.options || []).length > 0, { what: "Bob's turn" });
  await bob.page.waitForSelector(".dprompt.mine");
  const infoButton = bob.page.locator(".dhand .dinfo").first();
  if (await infoButton.count()) {
    await infoButton.click();
    await bob.page.waitForSelector(".card-info.open");
  }
}, { timeout: 180_000, serverArgs: ["--test-positions"] });

// ---- part 3: Intrigue's decisions: the kinds trash (Lurker) and position (Secret Passage) ----

const INTRIGUE = ["pawn", "steward", "lurker", "courtier", "secret_passage", "masquerade", "torturer", "wishing_well", "baron", "swindler"];
const INTRIGUE_POSITION = {
  active: 0, phase: "action", turn: { actions: 12, buys: 1, coins: 0 }, trash: ["village"],
  players: [
    { hand: ["pawn", "secret_passage", "lurker", "courtier", "torturer", "masquerade", "wishing_well", "baron", "swindler", "estate", "copper", "copper"],
      deck: ["copper", "estate", "silver", "copper", "gold", "duchy", "silver", "estate", "copper", "curse", "copper", "silver"] },
    { hand: ["copper", "copper", "estate", "silver", "estate"], deck: ["copper", "silver", "copper", "estate", "estate", "copper"] },
  ],
};
const play = (card) => (o) => o.type === "play" && o.card === card;
const INTRIGUE_ALICE = [
  (o, d) => d.card === "pawn" && o.option === 1,
  (o) => o.type === "choose_position" && o.position === 1,
  (o, d) => d.card === "lurker" && o.option === 1,
  (o) => o.type === "choose_trash",
  (o, d) => d.purpose === "pass" && o.card === "copper",
  (o, d) => d.card === "masquerade" && d.purpose === "trash" && o.type === "done",
  (o) => o.type === "yes",
  ...["pawn", "secret_passage", "lurker", "courtier", "torturer", "masquerade", "wishing_well", "baron", "swindler"].map(play),
  (o) => o.type === "end_actions", (o) => o.type === "play_treasures", (o) => o.type === "end_turn",
];
const INTRIGUE_BOB = [(o, d) => d.card === "torturer" && o.option === 1];

e2e("dominion: Intrigue's decisions (options, a place in the deck, the trash, passing, naming)", async (h) => {
  const { alice, bob } = await widgetTable(h, { kingdom: INTRIGUE }, INTRIGUE_POSITION);
  const seen = await playCheckedTurn(h, alice, bob, INTRIGUE_ALICE, INTRIGUE_BOB, "dominion-intrigue");
  const want = { option: [""], position: ["place"], trash: ["gain"], hand: ["place", "pass", "reveal"], supply: ["name"], yes_no: ["discard"] };
  for (const [kind, purposes] of Object.entries(want)) {
    for (const pu of purposes) expect(seen.get(kind)?.has(pu), `Intrigue: ${kind}/${pu} was met (met: ${[...seen].map(([k, v]) => `${k}:${[...v]}`).join(" ")})`);
  }
  const log = await alice.page.textContent(".game-log");
  for (const words of ["You choose with Pawn: +1 Action", "You name", "You pass Copper to Bob", "into your deck under 1 card."]) {
    expect(log.includes(words), `the log says "${words}"`);
  }
  expect(!/You pass a card|passes a card to You/.test(log), `the passing is said once, with the card (${log.match(/[^.]*pass[^.]*\./g)})`);
  await checkWords(alice.page, "after Intrigue");
  await checkWords(bob.page, "Bob after Intrigue");
}, { timeout: 180_000, serverArgs: ["--test-positions"] });

// ---- part 4: undo, shown as at a Citadels table ----
// When the game message says can_undo, the prompt has the button #undo
// (web/js/prompt.js undoButton) that sends {"type":"undo"}; without it, no
// button. Then the real undo (game_ops.undoable, src/dominion/undo.c): the
// Silver goes back to the hand and its coins off the turn.

const UNDO_POSITION = {
  active: 0, phase: "buy", turn: { actions: 0, buys: 1, coins: 0 },
  players: [
    { hand: ["silver", "copper", "copper", "estate", "estate"], deck: ["copper", "estate", "silver", "copper", "gold"] },
    { hand: ["copper", "copper", "estate", "silver", "estate"], deck: ["copper", "silver", "copper", "estate", "estate"] },
  ],
};

e2e("dominion: undo (the button when the server offers it)", async (h) => {
  const { alice } = await widgetTable(h, { kingdom: KINGDOM }, UNDO_POSITION);
  const seq0 = lastOf(alice, "game").seq;
  expect(await alice.page.locator("#undo").count() === 0, "no undo before a move");
  await clickOption(alice.page, { type: "play_treasure", card: "silver" });
  await waitFor(() => lastOf(alice, "game").seq > seq0, { what: "the Silver played" });
  const g = lastOf(alice, "game");
  await alice.page.waitForFunction((s) => document.querySelector(".dtable")?.dataset.seq === String(s), g.seq);
  expect(g.view.turn.coins === 2, `the Silver gives 2 coins (${g.view.turn.coins})`);
  const served = !!g.can_undo;
  expect((await alice.page.locator("#undo").count()) === (served ? 1 : 0), `the undo button follows can_undo (${g.can_undo})`);

  // The button as the game message asks for it (the server's own can_undo or not).
  const shown = JSON.parse(JSON.stringify(g));
  shown.can_undo = true;
  alice.tap.client.send(JSON.stringify(shown));
  await alice.page.waitForSelector(".dprompt.mine .prompt-buttons #undo");
  expect(/Undo/.test(await alice.page.textContent("#undo")) && (await alice.page.getAttribute("#undo", "title")).length > 10, "the button says Undo and what it does");
  await h.screenshot(alice.page, "dominion-undo");
  alice.tap.capture = true;
  await alice.page.click("#undo");
  await waitFor(() => alice.tap.captured.some((m) => m.type === "undo"), { what: "the page sends undo" });
  alice.tap.capture = false;
  alice.tap.captured.length = 0;
  shown.can_undo = false;
  alice.tap.client.send(JSON.stringify(shown));
  await alice.page.waitForFunction(() => !document.querySelector("#undo"));

  expect(served, "the server lets a played Treasure be taken back (game_ops.undoable, src/dominion/undo.c)");
  // The real undo: the Silver is back in the hand, the coins are 0 again.
  shown.can_undo = true;
  alice.tap.client.send(JSON.stringify(shown));
  await alice.page.waitForSelector("#undo");
  await alice.page.click("#undo");
  await waitFor(() => lastOf(alice, "game").seq > g.seq, { what: "the undo played" });
  const after = lastOf(alice, "game");
  const me = after.view.players[after.your_seat];
  expect(after.view.turn.coins === 0 && me.hand.silver === 1, `the Silver is back in the hand (${JSON.stringify(me.hand)}, ${after.view.turn.coins} coins)`);
  await alice.page.waitForFunction((s) => document.querySelector(".dtable")?.dataset.seq === String(s), after.seq);
  expect(await alice.page.locator(".dhand [data-card=silver][data-opt]").count() === 1, "the Silver can be played again");
  await alice.page.waitForFunction(() => /takes back a move/.test(document.querySelector(".game-log")?.innerText || ""));
}, { timeout: 90_000, serverArgs: ["--test-positions"] });
