// test_issue12_widgets.mjs — the widgets of issue 12's decisions and turn
// actions (action cards, the Ballsaal's thanks) and what the table shows of
// the older rule sets (the open discard pile, the Kassenwagen with its gold),
// against stubbed pending options like test_new_decisions.mjs: a real table
// (the page's seat choosing a character, so nothing moves), then the page is
// handed `game` messages with the decision and options of
// /work/issue12-interfaces.md, and for every option the test finds its
// control by the UI path and checks that the page would send exactly that
// option. The real-engine test follows when the engine slices are merged.

import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, checkEveryControl, lastOf, injectGame, checkShows } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const POSITION = {
  start: "selection", crown: 0,
  players: [
    { gold: 6, hand: ["manor", "temple", "tavern", "market"], city: ["watchtower", "church"] },
    { hand: ["castle"], city: ["castle", "docks"] },
    { hand: [], city: ["prison"] },
    { hand: [] },
  ],
};

function cases(view, me) {
  const hand = view.players[me].hand;
  const myCity = view.players[me].city;
  const card = (c) => ({ card: c.id, district: c.kind });
  const end = { type: "end_turn" };
  const booth = { card: { id: 950, kind: "ticket_booth" }, gold: 2 };
  return [
    { name: "acrobat", decision: "acrobat", options: [{ type: "play_acrobat" }, { type: "decline_acrobat" }] },
    { name: "rasputin", decision: "rasputin", options: [{ type: "play_rasputin" }, { type: "decline_rasputin" }] },
    { name: "ticket booth cash", decision: "ticket_booth_cash", options: [{ type: "cash_ticket_booth" }, { type: "leave_ticket_booth" }],
      fields: { booths: { [me]: [booth] } },
      shows: [[".player.me .ticket-booths .booth-gold", "2 gold on it"]] },
    { name: "thank the king", decision: "thank_the_king", options: [{ type: "thank_the_king" }, { type: "forget_to_thank" }],
      shows: [[".prompt.mine button.act-thank_the_king", "Thank you, Your Excellency"]], shots: true },
    { name: "ticket booth keep", decision: "ticket_booth_keep",
      fields: { aside: ["palace", "harbor", "fortress"].map((kind, i) => ({ id: 960 + i, kind })) },
      options: ["palace", "harbor", "fortress"].map((kind, i) => ({ type: "ticket_booth_keep", card: 960 + i, district: kind })) },
    { name: "fortune teller pick", decision: "fortune_teller_pick",
      fields: { looking_at: { seat: 1, hand: [{ id: 971, kind: "castle" }, { id: 972, kind: "temple" }] } },
      options: [{ type: "fortune_teller_take", card: 971, district: "castle" }, { type: "fortune_teller_take", card: 972, district: "temple" }],
      shows: [[".prompt.mine .card-choice [data-card='972']", ""]] },
    { name: "action cards in the turn", decision: "turn",
      fields: { kinds: { 0: "ticket_booth", 1: "circus_tent", 3: "living_cannonball" }, booths: { 1: [booth] }, discard_pile: [{ id: 980, kind: "manor" }, { id: 981, kind: "keep" }], rules: "2016-actions" },
      options: [{ type: "play_director" }, { type: "lay_ticket_booth", ...card(hand[0]) }, { type: "lay_circus_tent", ...card(hand[1]) },
        { type: "use_ticket_booth", seat: 1, card: 950, district: "ticket_booth" },
        ...myCity.map((c) => ({ type: "overbuild", ...card(hand[2]), replaces: c.id, replaces_district: c.kind })),
        { type: "play_fortune_teller", seat: 1 }, { type: "play_fortune_teller", seat: 2 }, end],
      shows: [[".discard-pile h3", "Discard pile (2)"], [".player[data-seat='1'] .ticket-booths", "2 gold on it"]], shots: true },
  ];
}

function synthetic(base, c, seq, seat) {
  const g = structuredClone(base);
  const v = g.view;
  const f = c.fields || {};
  for (const k of ["aside", "looking_at", "discard_pile", "rules"]) if (f[k] !== undefined) v[k] = f[k];
  for (const [s, list] of Object.entries(f.booths || {})) v.players[s].ticket_booths = list;
  for (const [i, kind] of Object.entries(f.kinds || {})) v.players[base.your_seat].hand[i].kind = kind;
  v.phase = "action";
  v.pending = { seat, decision: c.decision, options: c.options };
  g.pending_seat = seat;
  g.seq = seq;
  g.can_undo = false;
  return g;
}

e2e("every issue-12 decision and action card has a widget that sends exactly each listed option", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: LAPTOP });
  await startTable(p, { bots: 3, position: POSITION, botDelay: 10000 });
  await waitFor(() => myDecision(lastOf(p, "game")).length, { what: "the page's seat chooses a character" });
  const base = await currentGame(p);
  const me = base.your_seat;
  let seq = base.seq + 1000;
  let checked = 0;
  for (const c of cases(base.view, me)) {
    const g = await injectGame(p, synthetic(base, c, ++seq, me));
    await checkShows(p.page, c);
    checked += await checkEveryControl(p, g, c.name);
    if (c.shots) {
      const slug = c.name.replace(/\W+/g, "-");
      await h.screenshot(p.page, `issue12-${slug}-laptop`);
      await p.page.setViewportSize(PHONE);
      await h.screenshot(p.page, `issue12-${slug}-phone`);
      await p.page.setViewportSize(LAPTOP);
    }
    h.log(`${c.name}: ${c.options.length} options ok`);
  }
  // The overbuild widget open, as a player sees it.
  await p.page.click(".prompt.mine button[data-opens=overbuild]");
  await h.screenshot(p.page, "issue12-overbuild-laptop");
  await p.page.keyboard.press("Escape");

  // The thanks in German and Polish: the Ballsaal's words.
  const thanks = cases(base.view, me).find((c) => c.name === "thank the king");
  await injectGame(p, synthetic(base, thanks, ++seq, me));
  for (const [lang, words] of [["de", "Danke, Euer Exzellenz"], ["pl", "Dziękuję, Wasza Ekscelencjo"]]) {
    await p.page.selectOption("#lang", lang);
    const text = await p.page.locator(".prompt.mine button.act-thank_the_king").textContent();
    expect(text.includes(words), `${lang}: the thanks button says "${words}", got "${text}"`);
  }
  await p.page.setViewportSize(PHONE);
  await h.screenshot(p.page, "issue12-thanks-pl-phone");
  await p.page.setViewportSize(LAPTOP);
  await p.page.selectOption("#lang", "en");

  // Another seat must thank: the page only waits.
  await injectGame(p, synthetic(base, thanks, ++seq, 2));
  const waiting = await p.page.locator(".prompt").textContent();
  expect(waiting.includes("must thank the King") && !(await p.page.locator(".prompt button.action").count()),
    `the called player's thanks shows only "waiting for" to the others, got "${waiting}"`);
  h.log(`${checked} options checked`);
}, { timeout: 200_000, serverArgs: ["--test-positions"] });
