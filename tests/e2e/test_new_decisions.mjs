// test_new_decisions.mjs — the widgets of issue 11's decisions and actions
// (web/js/composer.js, prompt.js, decision_info.js, marks.js).
//
// Part 1 ("by the interface"): a real table (4 players, the page's seat
// choosing a character, so nothing moves), then the page is handed `game`
// messages of its own — the real view with a pending decision and the view
// fields of docs/issue11 interfaces (warrants, threats, rose, bewitched,
// tax_pile, owed, looking_at, spied_hand, aside, deck_cards, a Museum's
// count) — and for every option listed the test finds its control by the UI
// path and checks that the page would send exactly that option (the page's
// actions are held back, never played). It also checks what the table shows
// (tags on the lineup, the tax pile, who is owed a card, whose hand is
// looked at), that a decision of another seat shows only "waiting for", and
// saves screenshots at laptop and phone size.
//
// Part 2, against the engine's own decisions, is test_new_decisions_engine.mjs.

import { join } from "node:path";
import { e2e, expect, waitFor, artifactsDir } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, checkEveryControl, lastOf, injectGame, checkShows } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const CHARACTER_POSITION = {
  start: "selection", crown: 0,
  players: [
    { gold: 6, hand: ["manor", "temple", "tavern", "market"], city: ["watchtower", "church"] },
    { hand: ["castle"], city: ["castle", "docks"] },
    { hand: [], city: ["prison"] },
    { hand: [] },
  ],
};

const lineupOf = (...wires) => wires.map((character, i) => ({ character, rank: i + 1 }));
const NEW_LINEUP = lineupOf("magistrate", "blackmailer", "wizard", "emperor", "abbot", "alchemist", "navigator", "diplomat");
const combos = (list, k) => (k === 0 ? [[]] : list.flatMap((x, i) => combos(list.slice(i + 1), k - 1).map((c) => [x, ...c])));

// The cases: a decision, its options and the view fields it comes with.
function cases(view, me) {
  const hand = view.players[me].hand;
  const myCity = view.players[me].city;
  const city1 = view.players[1].city;
  const city2 = view.players[2].city;
  const card = (c) => ({ card: c.id, district: c.kind });
  const end = { type: "end_turn" };
  const others = [1, 2, 3];
  return [
    { name: "bewitch", decision: "bewitch", fields: { characters: lineupOf("witch", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord") },
      options: ["thief", "magician", "king", "bishop", "merchant", "architect", "warlord"].map((character) => ({ type: "bewitch", character })) },
    { name: "warrants", decision: "turn", fields: { characters: NEW_LINEUP },
      options: [...combos(["blackmailer", "wizard", "emperor", "abbot"], 3).flatMap((set) => set.map((signed) => ({ type: "place_warrants", character: signed, others: set.filter((x) => x !== signed) }))), end],
      shots: true },
    { name: "threats", decision: "turn", fields: { characters: lineupOf("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord") },
      options: [...combos(["magician", "king", "bishop"], 2).flatMap(([a, b]) => [{ type: "threaten", character: a, other: b }, { type: "threaten", character: b, other: a }]), end],
      shots: true },
    { name: "bribe", decision: "bribe", fields: { characters: lineupOf("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord"), threats: ["king", "bishop"] },
      options: [{ type: "pay_bribe" }, { type: "refuse_bribe" }],
      shows: [[".lineup [data-character=king] .mark-tag.threat", "threatened"], [".lineup [data-character=bishop] .mark-tag.threat", "threatened"]],
      absent: [".mark-tag.rose"] },
    { name: "reveal", decision: "reveal_threat", fields: { characters: lineupOf("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord"), threats: ["king", "bishop"], rose: "king" },
      options: [{ type: "reveal_threat" }, { type: "keep_threat_hidden" }],
      shows: [[".lineup [data-character=king] .mark-tag.rose", "the rose"]] },
    { name: "confiscation", decision: "confiscation", fields: { characters: NEW_LINEUP, warrants: ["wizard", "emperor", "abbot"], signed_warrant: "emperor" },
      options: [{ type: "confiscate" }, { type: "decline_confiscation" }],
      shows: [[".lineup [data-character=emperor] .mark-tag.warrant.signed", "signed warrant"], [".lineup [data-character=wizard] .mark-tag.warrant", "warrant"]] },
    { name: "spy", decision: "turn", fields: { spied_hand: { seat: 1, hand: [{ id: 990, kind: "palace" }] } },
      options: [...others.flatMap((seat) => ["noble", "religious", "trade", "military", "unique"].map((district_type) => ({ type: "spy", seat, district_type }))), end],
      shows: [[".prompt.mine .spied-hand", "hand (only you see it)"], [".prompt.mine .spied-hand [data-kind=palace]", ""]] },
    { name: "wizard pick", decision: "wizard_pick", fields: { looking_at: { seat: 1, hand: [{ id: 901, kind: "castle" }, { id: 902, kind: "temple" }, { id: 903, kind: "harbor" }] } },
      options: [{ type: "take_card", card: 901, district: "castle" }, { type: "take_card", card: 902, district: "temple" }, { type: "build_taken_card", card: 902, district: "temple" }],
      shows: [[".prompt.mine .card-choice", "hand"], [".prompt.mine .card-choice [data-card='903'][aria-disabled=true]", ""]], shots: true },
    { name: "seer gives back", decision: "seer_give", fields: { owed: [1, 2] },
      options: [1, 2].flatMap((seat) => hand.map((c) => ({ type: "give_card", ...card(c), seat }))),
      shows: [[".prompt.mine .owed", "Still owed a card"]], shots: true },
    { name: "scholar keeps", decision: "scholar_keep",
      fields: { aside: ["manor", "castle", "palace", "temple", "church", "tavern", "docks"].map((kind, i) => ({ id: 910 + i, kind })) },
      options: ["manor", "castle", "palace", "temple", "church", "tavern", "docks"].map((kind, i) => ({ type: "scholar_keep", card: 910 + i, district: kind })) },
    { name: "cardinal pays", decision: "cardinal_payment", options: hand.slice(0, 3).map((c) => ({ type: "give_card_for_gold", ...card(c) })) },
    { name: "emperor's crown", decision: "emperor_crown",
      options: others.flatMap((seat) => (seat === 3 ? ["nothing"] : ["gold", "card"]).map((take) => ({ type: "give_crown", seat, take }))), shots: true },
    { name: "abbot", decision: "turn", options: [0, 1, 2, 3].map((gold) => ({ type: "collect_mixed_income", gold })).concat([{ type: "take_from_richest", seat: 1 }, end]), shots: true },
    { name: "cardinal builds", decision: "turn",
      options: [{ type: "cardinal_build", seat: 1, ...card(hand[0]) }, { type: "cardinal_build", seat: 2, ...card(hand[0]) }, { type: "cardinal_build", seat: 1, ...card(hand[1]) },
        { type: "build", ...card(hand[2]) }, end] },
    { name: "navigator", decision: "income", options: [{ type: "take_four_gold" }, { type: "draw_four_cards" }, { type: "scholar_draw" }, { type: "seer_take" }] },
    { name: "diplomat and marshal", decision: "turn", fields: { tax_pile: 3 },
      options: [...myCity.flatMap((mine) => [...city1.map((c) => [1, c]), ...city2.map((c) => [2, c])]
        .map(([seat, t]) => ({ type: "exchange_districts", ...card(mine), seat, target: t.id, target_district: t.kind }))),
      { type: "seize", seat: 1, ...card(city1[1]) }, { type: "collect_taxes" }, end],
      shows: [[".table-bar .tax-pile", "Taxes waiting: 3 gold"]], shots: true },
    { name: "framework, necropolis, armory, museum", decision: "turn", fields: { under: 2 },
      options: [{ type: "build_with_framework", ...card(hand[0]) }, ...myCity.map((c) => ({ type: "build_necropolis", ...card(c) })),
        { type: "armory_destroy", seat: 1, ...card(city1[0]) }, { type: "armory_destroy", seat: 2, ...card(city2[0]) },
        ...hand.map((c) => ({ type: "museum_tuck", ...card(c) })), end],
      shows: [[`.player.me .city [data-card='${myCity[1].id}'] .under`, "+2"]] },
    { name: "bell tower", decision: "bell_tower", options: [{ type: "end_game_earlier" }, { type: "end_game_normally" }] },
    { name: "theater", decision: "theater", fields: { mine: [{ character: "king", rank: 4 }, { character: "warlord", rank: 8 }] },
      options: [...["king", "warlord"].flatMap((character) => others.map((seat) => ({ type: "theater_swap", seat, character }))), { type: "theater_pass" }], shots: true },
    { name: "graveyard", decision: "graveyard", fields: { graveyard_card: { id: 940, kind: "castle" } }, options: [{ type: "graveyard_buy" }, { type: "graveyard_pass" }],
      shows: [[".prompt.mine .graveyard-card", "The destroyed district"], [".prompt.mine .graveyard-card [data-kind=castle]", ""]] },
    { name: "lighthouse", decision: "lighthouse", fields: { deck_cards: ["palace", "harbor", "fortress"].map((kind, i) => ({ id: 930 + i, kind })) },
      options: ["palace", "harbor", "fortress"].map((kind, i) => ({ type: "lighthouse_take", card: 930 + i, district: kind })),
      shows: [[".prompt.mine .card-choice", "The deck"]] },
  ];
}

// The real game message with the case's decision and fields.
function synthetic(base, c, seq, seat) {
  const g = structuredClone(base);
  const v = g.view;
  const f = c.fields || {};
  for (const k of ["characters", "warrants", "signed_warrant", "threats", "rose", "bewitched", "tax_pile", "owed", "looking_at", "spied_hand", "aside", "deck_cards", "graveyard_card"]) {
    if (f[k] !== undefined) v[k] = f[k];
  }
  if (f.under) v.players[base.your_seat].city[1].under = f.under;
  if (f.mine) v.players[base.your_seat].characters = f.mine;
  v.phase = c.decision === "theater" ? "selection" : "action";
  v.pending = { seat, decision: c.decision, options: c.options };
  g.pending_seat = seat;
  g.seq = seq;
  g.can_undo = false;
  return g;
}

e2e("every issue-11 decision has a widget that sends exactly each listed option (by the interface)", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: LAPTOP });
  await startTable(p, { bots: 3, position: CHARACTER_POSITION, botDelay: 10000 });
  await waitFor(() => myDecision(lastOf(p, "game")).length, { what: "the page's seat chooses a character" });
  const base = await currentGame(p);
  const me = base.your_seat;
  expect(me === 0, "the page plays seat 0");
  let seq = base.seq + 1000;
  let checked = 0;
  for (const c of cases(base.view, me)) {
    const g = await injectGame(p, synthetic(base, c, ++seq, me));
    await checkShows(p.page, c);
    checked += await checkEveryControl(p, g, c.name);
    if (c.shots) {
      // The widget open, as a player sees it before confirming.
      const first = c.options.find((o) => o.type !== "end_turn");
      if (await p.page.locator(`.prompt.mine button[data-opens="${first.type}"]`).count()) await p.page.click(`.prompt.mine button[data-opens="${first.type}"]`);
      await h.screenshot(p.page, `new-decisions-${c.name.replace(/\W+/g, "-")}-laptop`);
      await p.page.setViewportSize(PHONE);
      await h.screenshot(p.page, `new-decisions-${c.name.replace(/\W+/g, "-")}-phone`);
      await p.page.setViewportSize(LAPTOP);
      await p.page.keyboard.press("Escape");
    }
    h.log(`${c.name}: ${c.options.length} options ok`);
  }
  // The lineup's tags stay readable inside their card in every language, on
  // a laptop and a phone: all marks at once (warrants with the signed one,
  // threats with the rose, the bewitched character).
  const all = cases(base.view, me).find((c) => c.name === "confiscation");
  const marked = synthetic(base, { ...all, fields: { ...all.fields, threats: ["wizard", "abbot"], rose: "abbot", bewitched: "navigator" } }, ++seq, me);
  await injectGame(p, marked);
  for (const [lang, viewport] of [["de", PHONE], ["pl", PHONE], ["en", LAPTOP], ["de", LAPTOP]]) {
    await p.page.selectOption("#lang", lang);
    await p.page.setViewportSize(viewport);
    const outside = await p.page.evaluate(() => [...document.querySelectorAll(".lineup .mark-tag")].flatMap((tag) => {
      const card = tag.closest(".card").getBoundingClientRect();
      const r = tag.getBoundingClientRect();
      const fs = parseFloat(getComputedStyle(tag).fontSize);
      return r.left < card.left - 1 || r.right > card.right + 1 || fs < 9 ? [`${tag.textContent} (${Math.round(r.width)} px wide in a ${Math.round(card.width)} px card, ${fs}px font)`] : [];
    }));
    expect(!outside.length, `${lang} ${viewport.width}px: every mark tag readable inside its card: ${outside.join("; ")}`);
    await p.page.waitForFunction(() => !document.querySelector("#turn-banner.show")); // the moment's banner gone
    await p.page.waitForFunction(() => getComputedStyle(document.querySelector("#turn-banner") || document.body).opacity === "0"
      || !document.querySelector("#turn-banner"));
    await p.page.locator(".lineup").screenshot({ path: join(artifactsDir(), `new-decisions-marks-${lang}-${viewport.width}.png`) });
  }
  await p.page.selectOption("#lang", "en");
  await p.page.setViewportSize(LAPTOP);

  // A decision of another seat: the right player decides, the page waits.
  const bribeCase = cases(base.view, me).find((c) => c.name === "bribe");
  await injectGame(p, synthetic(base, bribeCase, ++seq, 2));
  const waiting = await p.page.locator(".prompt").textContent();
  expect(waiting.includes("pay the bribe or not") && !(await p.page.locator(".prompt button.action").count()),
    `the threatened player's decision shows only "waiting for" to the others, got "${waiting}"`);
  h.log(`${checked} options checked`);
}, { timeout: 200_000, serverArgs: ["--test-positions"] });

e2e("every card face carries its rule text on hover and on tap, also new cards in other cities and the lineup", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: PHONE });
  await startTable(p, { bots: 3, position: CHARACTER_POSITION, botDelay: 10000 });
  await waitFor(() => myDecision(lastOf(p, "game")).length, { what: "the page's seat chooses a character" });
  const base = await currentGame(p);
  const g = structuredClone(base);
  g.seq += 2000;
  g.view.characters = NEW_LINEUP.map((c) => ({ ...c }));
  g.view.players[1].city.push({ id: 950, kind: "museum", under: 1 }, { id: 951, kind: "great_wall" });
  g.view.pending = { seat: 1, decision: "turn", options: [] };
  g.pending_seat = 1;
  g.view.phase = "action";
  await injectGame(p, g);
  const checks = [
    [".player[data-seat='1'] .city [data-kind=museum]", "Museum"],
    [".player[data-seat='1'] .city [data-kind=great_wall]", "Great Wall"],
    [".lineup [data-character=magistrate]", "Magistrate"],
    [".lineup [data-character=navigator]", "Navigator"],
  ];
  for (const [sel, name] of checks) {
    const el = p.page.locator(sel).first();
    const title = await el.getAttribute("title");
    expect(title && title.includes(name) && title.split("\n").length >= 2, `${sel}: the title holds the name and the rule text, got ${JSON.stringify(title)}`);
    await el.click();
    await p.page.waitForSelector(".card-info.open");
    const info = await p.page.locator(".card-info").textContent();
    expect(info.includes(name) && info.length > name.length + 30, `${sel}: a tap shows the rule text, got "${info}"`);
    await p.page.locator(".card-info").click();
  }
  await h.screenshot(p.page, "new-decisions-card-text-phone");

  // The new events in the log, worded with the cases the languages need.
  const events = [
    { type: "threats_placed", seat: 1, character: "king", other: "bishop" },
    { type: "threat_revealed", seat: 2, rose: true, gold: 3 },
    { type: "districts_exchanged", seat: 1, with: 2, card: { id: 960, kind: "manor" }, target: { id: 961, kind: "castle" }, gold: 1 },
    { type: "gold_paid", seat: 1, amount: 2, reason: "great_wall" },
    { type: "theater_character", seat: 0, character: "king", gave: "warlord" },
  ];
  p.tap.client.send(JSON.stringify({ type: "events", seq: g.seq, seat: 1, events }));
  const expected = {
    en: ["Bot 1 threatens the King and the Bishop.", "The threat against Bot 2 is revealed: the rose! The Blackmailer takes 3 gold.",
      "Bot 1 exchanges their Manor for Bot 2's Castle and pays 1 gold.", "Bot 1 pays 2 gold more for the Great Wall.",
      "Theater: you now hold the King and gave away the Warlord."],
    de: ["Bot 1 bedroht den König und den Bischof.", "Die Erpresserin nimmt 3 Gold.",
      "Bot 1 tauscht das Herrenhaus gegen das Schloss von Bot 2 und zahlt 1 Gold.", "Theater: Du hast jetzt den König und hast den Söldner abgegeben."],
    pl: ["Bot 1 zastrasza Króla i Biskupa.", "Szantażystka zabiera 3 sztuki złota.", "dopłacając 1 sztukę złota.", "Bot 1 płaci o 2 sztuki złota więcej przez Wielki mur."],
  };
  for (const lang of ["en", "de", "pl"]) {
    await p.page.selectOption("#lang", lang);
    const log = await p.page.locator(".game-log").textContent();
    for (const line of expected[lang]) expect(log.includes(line), `${lang}: the log says "${line}"; it has: ${log.slice(-600)}`);
  }
}, { timeout: 90_000, serverArgs: ["--test-positions"] });
