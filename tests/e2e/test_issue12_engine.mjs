// test_issue12_engine.mjs — issue 12's widgets against the engine's own
// decisions (test_issue12_widgets.mjs checks them against the interface):
// positions (serve --test-positions) where the page's seat meets every new
// decision and turn action of the action cards (2016-actions) and the
// Ballsaal's thanks (dark-city); at each, every option the engine lists has
// a control that sends exactly it, and the move played through its widget is
// worded in the log (engine_positions.mjs). Every issue-12 action must be
// offered to the page somewhere, except the Kassenwagen owner's cash-in and
// leave: only another player's payment opens it, and the bots choose freely,
// so test_ticket_booth_engine.mjs has a second person pay onto the page's
// booths.

import { e2e, expect } from "./harness.mjs";
import { myDecision } from "./table_helpers.mjs";
import { playEnginePositions } from "./engine_positions.mjs";

const ACTIONS = { players: 4, rules: "2016-actions" };
const offers = (type) => (g) => myDecision(g).some((o) => o.type === type);
const decides = (decision) => (g) => g.view.pending?.decision === decision;
const first = (...types) => (opts) => types.map((t) => opts.find((o) => o.type === t)).find(Boolean);

const POSITIONS = [
  // DE16 "Akrobatin": rank 4 called, nobody answers.
  { name: "acrobat: the King did not answer", botDelay: 0, config: ACTIONS,
    position: { crown: 1, start: "action", call_from: "king", characters: { bishop: 0, assassin: 1, thief: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["acrobat"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: decides("acrobat"), play: "play_acrobat", words: "Acrobat" }],
    path: first("take_gold", "end_turn") },
  { name: "acrobat declined", botDelay: 0, config: ACTIONS,
    position: { crown: 1, start: "action", call_from: "king", characters: { bishop: 0, assassin: 1, thief: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["acrobat"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: decides("acrobat"), play: "decline_acrobat" }],
    path: first("take_gold", "end_turn") },
  // DE16 "Rasputin": the page's killed King lays Rasputin out.
  { name: "rasputin: the killed King plays his turn", botDelay: 0, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "king", killed: "king", characters: { king: 0, assassin: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["rasputin", "manor"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: decides("rasputin"), play: "play_rasputin", words: "Rasputin" }],
    path: first("take_gold", "end_turn") },
  { name: "rasputin declined", botDelay: 0, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "king", killed: "king", characters: { king: 0, assassin: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["rasputin"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: decides("rasputin"), play: "decline_rasputin" }],
    path: first("end_turn") },
  // The turn actions: the Director, a Ticket Booth and a Circus Tent in hand,
  // a booth of Bot 1 to pay onto (then its keep), the overbuild card.
  { name: "turn: director, booths, circus tent, overbuild", botDelay: 10000, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "assassin", characters: { assassin: 0, thief: 1, bishop: 2, warlord: 3 },
      deck: ["castle", "tavern", "market", "harbor"],
      players: [{ gold: 6, hand: ["director", "ticket_booth", "circus_tent", "living_cannonball", "palace"], city: ["manor"] },
        { gold: 2, hand: [], ticket_booths: [1] }, { hand: [] }, { hand: [] }] },
    stops: [
      { at: offers("play_director"), play: "use_ticket_booth", words: "Ticket Booth" },
      { at: decides("ticket_booth_keep"), play: "ticket_booth_keep" },
    ],
    path: first("take_gold") },
  { name: "turn: overbuild the Manor with a Palace", botDelay: 10000, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "assassin", characters: { assassin: 0, thief: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 6, hand: ["living_cannonball", "palace", "circus_tent"], city: ["manor"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: offers("overbuild"), play: (opts) => opts.find((o) => o.type === "overbuild" && o.district === "palace"), words: "overbuilds" }],
    path: first("take_gold") },
  { name: "turn: the Circus Tent laid", botDelay: 10000, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "assassin", characters: { assassin: 0, thief: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["circus_tent", "director"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: offers("lay_circus_tent"), play: "lay_circus_tent", words: "Circus Tent" }],
    path: first("take_gold") },
  { name: "turn: the Director played", botDelay: 10000, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "assassin", characters: { assassin: 0, thief: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["director", "ticket_booth"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: offers("play_director"), play: "play_director", words: "Director" }],
    path: first("take_gold") },
  { name: "turn: a Ticket Booth laid", botDelay: 10000, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "assassin", characters: { assassin: 0, thief: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["ticket_booth"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: offers("lay_ticket_booth"), play: "lay_ticket_booth", words: "Ticket Booth",
      shows: [] }],
    path: first("take_gold") },
  { name: "fortune teller looks at Bot 1's hand", botDelay: 10000, config: ACTIONS,
    position: { crown: 0, start: "action", call_from: "merchant", characters: { merchant: 0, king: 1, bishop: 2, warlord: 3 },
      players: [{ gold: 2, hand: ["fortune_teller"] }, { hand: ["palace", "tavern"] }, { hand: [] }, { hand: ["manor"] }] },
    stops: [
      { at: offers("play_fortune_teller"), play: (opts) => opts.find((o) => o.type === "play_fortune_teller" && o.seat === 1), words: "Fortune Teller" },
      { at: decides("fortune_teller_pick"), play: "fortune_teller_take" },
    ],
    path: first("take_gold") },
  // DdL "Ballsaal": Bot 1 holds the crown and the Ballsaal; the page is
  // called and must thank the King.
  { name: "ballroom: thank the King", botDelay: 0,
    config: { rules: "dark-city", players: 4, characters: ["classic_assassin", "classic_thief", "classic_magician", "classic_king", "classic_bishop", "classic_merchant", "classic_architect", "classic_warlord", "dark_artist"],
      uniques: ["haunted_quarter", "keep", "laboratory", "smithy", "observatory", "graveyard", "library", "school_of_magic", "university", "dragon_gate", "ballroom", "park"] },
    position: { crown: 1, start: "action", call_from: "classic_merchant", characters: { classic_merchant: 0, classic_assassin: 1, classic_architect: 2, classic_warlord: 3 },
      players: [{ gold: 2, hand: [] }, { gold: 2, hand: [], city: ["ballroom"] }, { hand: [] }, { hand: [] }] },
    stops: [{ at: decides("thank_the_king"), play: "thank_the_king", words: "Your Excellency",
      shows: [[".prompt.mine", "Your Excellency"]] }],
    path: first("take_gold", "end_turn") },
];

const ISSUE12_ACTIONS = ["play_acrobat", "decline_acrobat", "play_rasputin", "decline_rasputin", "play_director", "lay_ticket_booth",
  "use_ticket_booth", "ticket_booth_keep", "overbuild", "play_fortune_teller", "fortune_teller_take", "lay_circus_tent",
  "thank_the_king", "forget_to_thank"];

e2e("issue 12's widgets against the engine's decisions", async (h) => {
  const { reached, only } = await playEnginePositions(h, POSITIONS, "issue12-engine");
  const missing = only ? [] : ISSUE12_ACTIONS.filter((t) => !reached.has(t));
  expect(!missing.length, `every issue-12 action was offered and checked; missing: ${missing.join(", ")}`);
}, { timeout: 290_000, serverArgs: ["--test-positions", "--rooms-per-address", "0", "--room-creations-per-hour", "0"] });
