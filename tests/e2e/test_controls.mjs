// test_controls.mjs — every legal action has a control (issue 10: "Every
// legal action must be reachable in the UI"). For a set of positions
// (started with serve --test-positions from scenario-style positions) and
// along a full game against bots, for each option the engine lists in
// view.pending.options the test finds its control by the UI path — select
// the card/character/player (opening its target list if needed), then the
// confirm button; or the plain button (and its confirm) — and checks that the
// action the page would send equals the option. The page's outgoing action
// is held back (routeWebSocket), so every option of a decision is checked
// from the same position; then one option is played to reach the next
// decision of the position's path.
import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, checkEveryControl, play, lastOf } from "./table_helpers.mjs";

// The unique districts the positions use (the default deck takes a random subset).
// (a game has exactly 14 since issue 11's setup; the others are first-game ones).
const UNIQUES = ["thieves_den", "laboratory", "smithy", "keep", "library", "dragon_gate", "factory", "haunted_quarter",
  "imperial_treasury", "map_room", "quarry", "school_of_magic", "statue", "wishing_well"];
const ALL9 = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord", "artist"];

// name, bots, config, position, then the path: a list of option matchers
// played one after the other (each decision on the way is checked first).
const POSITIONS = [
  {
    name: "Magician with affordable cards (build or discard-and-draw), swap, keep a drawn card",
    bots: 3,
    position: { start: "action", call_from: "magician", characters: { magician: 0, assassin: 1, thief: 2, king: 3 },
      players: [{ gold: 6, hand: ["manor", "temple", "tavern"] }, { hand: ["castle"] }, {}, {}] },
    path: [{ type: "draw_cards" }, { type: "keep_card" }, { type: "discard_and_draw" }],
  },
  {
    name: "Warlord with destroy targets in other cities and in his own",
    bots: 3,
    config: { uniques: UNIQUES },
    position: { start: "action", call_from: "warlord", characters: { warlord: 0, assassin: 1, thief: 2, king: 3 },
      players: [{ gold: 6, hand: ["manor"], city: ["watchtower", "market", "keep"] }, { hand: [], city: ["temple", "manor"] }, { hand: [], city: ["castle"] }, { hand: [] }] },
    path: [{ type: "take_gold" }],
  },
  {
    name: "Assassin and Thief targets",
    bots: 3,
    position: { start: "action", call_from: "assassin", characters: { assassin: 0, thief: 1, king: 2, bishop: 3 },
      players: [{ gold: 2 }, {}, {}, {}] },
    path: [{ type: "take_gold" }],
  },
  {
    name: "Thief",
    bots: 3,
    position: { start: "action", call_from: "thief", characters: { thief: 0, assassin: 1, king: 2, merchant: 3 },
      players: [{ gold: 2 }, {}, {}, {}] },
    path: [{ type: "take_gold" }],
  },
  {
    name: "Thieves' Den paid with cards and gold",
    bots: 3,
    config: { uniques: UNIQUES },
    position: { start: "action", call_from: "king", characters: { king: 0, assassin: 1, thief: 2, bishop: 3 },
      players: [{ gold: 3, hand: ["thieves_den", "manor", "temple", "tavern"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    path: [{ type: "take_gold" }, { type: "build", district: "thieves_den" }, { type: "pay_with_card" }],
  },
  {
    name: "Laboratory and Smithy",
    bots: 3,
    config: { uniques: UNIQUES },
    position: { start: "action", call_from: "bishop", characters: { bishop: 0, assassin: 1, thief: 2, king: 3 },
      players: [{ gold: 5, hand: ["manor", "temple"], city: ["laboratory", "smithy"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    path: [{ type: "take_gold" }],
  },
  {
    name: "Artist beautifies her own districts",
    bots: 3,
    config: { characters: ALL9 },
    position: { start: "action", call_from: "artist", characters: { artist: 0, assassin: 1, thief: 2, king: 3 },
      players: [{ gold: 4, hand: ["manor"], city: ["temple", "market"] }, {}, {}, {}] },
    path: [{ type: "take_gold" }],
  },
  {
    name: "Merchant (extra gold, district income) and Architect",
    bots: 3,
    position: { start: "action", call_from: "merchant", characters: { merchant: 0, architect: 1, assassin: 2, king: 3 },
      players: [{ gold: 4, hand: ["manor", "market"], city: ["tavern"] }, {}, {}, {}] },
    path: [{ type: "take_gold" }],
  },
  {
    name: "Architect",
    bots: 3,
    position: { start: "action", call_from: "architect", characters: { architect: 0, merchant: 1, assassin: 2, king: 3 },
      players: [{ gold: 9, hand: ["manor", "market", "temple"] }, {}, {}, {}] },
    path: [{ type: "take_gold" }],
  },
  { name: "selection with 2 players (pick, then set aside)", bots: 1, botDelay: 0, position: { start: "selection", crown: 0 }, path: [{}, {}, {}] },
  { name: "selection with 3 players", bots: 2, position: { start: "selection", crown: 0 }, path: [] },
  { name: "selection with 7 players", bots: 6, position: { start: "selection", crown: 0 }, path: [] },
];

const matches = (o, m) => Object.entries(m).every(([k, v]) => o[k] === v);

e2e("every legal action of a set of positions has a control that sends it", async (h) => {
  let checked = 0;
  const types = new Set();
  let i = 0;
  for (const pos of POSITIONS) {
    // A new player per position: a session may own only a few rooms.
    const p = await routedPlayer(h, `Ann${++i}`, { viewport: { width: 1366, height: 768 } });
    await startTable(p, { bots: pos.bots, config: pos.config || {}, position: pos.position, botDelay: pos.botDelay ?? 10000 });
    for (let step = 0; ; step++) {
      await waitFor(() => myDecision(lastOf(p, "game")).length, { what: `${pos.name}: the page's seat to decide (step ${step})` });
      const g = await currentGame(p);
      const opts = myDecision(g);
      expect(opts.length, `${pos.name}: the page's seat decides (step ${step}, decision ${g.view.pending?.decision})`);
      checked += await checkEveryControl(p, g, `${pos.name}, step ${step}`);
      opts.forEach((o) => types.add(o.type));
      if (step >= pos.path.length) break;
      const next = opts.find((o) => matches(o, pos.path[step]));
      expect(next, `${pos.name}: ${JSON.stringify(pos.path[step])} is legal at step ${step}`);
      await play(p, next);
    }
    h.log(`${pos.name}: ok`);
    await p.context.close();
  }
  // The positions reach every action type of the engine but the one
  // (discard_character with 2 players comes after a pick: covered by the path).
  for (const t of ["take_gold", "draw_cards", "keep_card", "build", "end_turn", "kill", "steal", "swap_hands", "discard_and_draw",
    "destroy", "beautify", "laboratory", "smithy", "pay_with_card", "pay_rest_in_gold", "cancel_build",
    "take_extra_gold", "collect_district_income", "draw_extra_cards", "pick_character", "discard_character"]) {
    expect(types.has(t), `some position offers ${t}`);
  }
  h.log(`${checked} options checked`);
}, { timeout: 300_000, serverArgs: ["--test-positions", "--rooms-per-address", "0", "--room-creations-per-hour", "0"] });

e2e("every legal action along a full game against bots has a control", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: { width: 1366, height: 768 } });
  await startTable(p, { bots: 2, config: { city_target: 3 }, botDelay: 0 });
  let checked = 0;
  let decisions = 0;
  for (let guard = 0; guard < 400 && !lastOf(p, "game_over"); guard++) {
    const g = lastOf(p, "game");
    const opts = myDecision(g);
    if (!opts.length) {
      await p.page.waitForTimeout(50);
      continue;
    }
    await currentGame(p);
    checked += await checkEveryControl(p, g, `seq ${g.seq}`);
    decisions++;
    // Build when possible (the game ends sooner), else anything but ending the turn.
    const pick = opts.find((o) => o.type === "build") || opts.find((o) => o.type === "take_gold")
      || opts.find((o) => !["end_turn", "swap_hands", "discard_and_draw", "cancel_build"].includes(o.type)) || opts[0];
    await play(p, pick);
  }
  expect(lastOf(p, "game_over"), "the game reached its end");
  h.log(`${decisions} decisions, ${checked} options checked`);
}, { timeout: 400_000 });
