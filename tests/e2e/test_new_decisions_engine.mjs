// test_new_decisions_engine.mjs — issue 11's widgets against the engine's
// own decisions (test_new_decisions.mjs checks them against the interface):
// positions (serve --test-positions) where the page's seat plays a new
// character or builds a new district, each decision on the way checked —
// every option the engine lists has a control that sends exactly it (lists
// longer than SAMPLE are checked at SAMPLE evenly spread options; the
// interface test checks whole lists of every widget) — and a move played
// through its widget is worded in the log.
//
// A position whose action this build's engine does not define yet (its
// action list in src/citadels/engine.h, or GH_ENGINE_SRC's when the binary
// is another branch's build) is skipped with a message, and so is one whose
// cards the setup slice's table of playable cards (config.c) refuses.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { e2e, expect, waitFor, REPO } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, checkEveryControl, lastOf, play, sendAs } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const SAMPLE = 40;

// Part 2: positions the engine plays. Each: a config and position, then the
// path of options played to reach the decisions to check.
// A game has exactly 14 unique districts (setup slice): the ones a position
// needs, then the first-game ones up to 14.
const BASE14 = ["keep", "library", "smithy", "laboratory", "thieves_den", "dragon_gate", "factory", "haunted_quarter",
  "imperial_treasury", "map_room", "quarry", "school_of_magic", "statue", "wishing_well"];
const UNIQ = (...u) => [...u, ...BASE14.filter((x) => !u.includes(x))].slice(0, 14);
const ENGINE_POSITIONS = [
  { name: "Theater after the selection", needs: "theater_swap", botDelay: 0, config: { uniques: UNIQ("theater") },
    position: { start: "selection", crown: 0, players: [{ hand: [], city: ["theater"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    until: (g) => g.view.pending?.decision === "theater", then: ["theater_swap", "uses the Theater to swap characters with"], path: (opts) => opts.find((o) => o.type === "pick_character") },
  { name: "Armory and Museum", needs: "armory_destroy", config: { uniques: UNIQ("armory", "museum") },
    position: { start: "action", call_from: "king", characters: { king: 0, assassin: 1, thief: 2, bishop: 3 },
      players: [{ gold: 4, hand: ["manor", "temple"], city: ["armory", "museum"] }, { hand: [], city: ["castle", "docks"] }, { hand: [], city: ["prison"] }, { hand: [] }] },
    until: (g) => myDecision(g).some((o) => o.type === "armory_destroy" || o.type === "museum_tuck"),
    then: ["armory_destroy", "sacrifices the Armory to destroy"], path: (opts) => opts.find((o) => o.type === "take_gold") },
  { name: "Lighthouse built", needs: "lighthouse_take", config: { uniques: UNIQ("lighthouse") },
    position: { start: "action", call_from: "king", characters: { king: 0, assassin: 1, thief: 2, bishop: 3 },
      players: [{ gold: 9, hand: ["lighthouse"] }, { hand: [] }, { hand: [] }, { hand: [] }] },
    until: (g) => g.view.pending?.decision === "lighthouse", then: ["lighthouse_take", "from the deck with the Lighthouse"],
    path: (opts) => opts.find((o) => o.type === "take_gold") || opts.find((o) => o.type === "build" && o.district === "lighthouse") },
];

// The builders' unique districts: the King builds.
const kingBuilds = (needs, uniques, me, prefer) => ({ name: `king: ${needs}`, needs, config: { uniques: UNIQ(...uniques) },
  position: { start: "action", call_from: "king", characters: { king: 0, assassin: 1, thief: 2, bishop: 3 },
    players: [me, { hand: [] }, { hand: [] }, { hand: [] }] },
  until: (g) => myDecision(g).some((o) => o.type === needs),
  path: (opts) => prefer.map((f) => opts.find(f)).find(Boolean) });
const takeGold = (o) => o.type === "take_gold";
ENGINE_POSITIONS.push(
  kingBuilds("build_with_framework", ["framework"], { gold: 2, hand: ["castle"], city: ["framework"] }, [takeGold]),
  kingBuilds("build_necropolis", ["necropolis"], { gold: 0, hand: ["necropolis"], city: ["temple", "watchtower"] }, [takeGold]),
  kingBuilds("end_game_earlier", ["bell_tower"], { gold: 9, hand: ["bell_tower"] }, [takeGold, (o) => o.type === "build" && o.district === "bell_tower"]),
);

// The characters' slices (agents, court, builders): the page's seat plays the
// character named first from the action phase, with cities and hands that
// make its widget's every part offer something.
const BASE8 = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"];
const RANKS = { witch: 1, magistrate: 1, spy: 2, blackmailer: 2, wizard: 3, seer: 3, emperor: 4, abbot: 5, cardinal: 5, navigator: 7, scholar: 7, diplomat: 8, marshal: 8 };
const withChar = (me) => BASE8.map((w, i) => (RANKS[me] === i + 1 ? me : w));
const CITIES = [{}, { hand: ["castle", "manor"], gold: 3, city: ["castle", "docks"] }, { hand: ["tavern"], gold: 2, city: ["prison"] }, { hand: [], gold: 1 }];
const PREFER = ["take_gold", "seer_take", "scholar_draw", "look_at_hand"];
function charPosition(me, needs, extra = {}, prefer = PREFER) {
  const others = ["assassin", "king", "bishop", "merchant", "architect", "warlord"].filter((w) => RANKS[me] !== BASE8.indexOf(w) + 1);
  const characters = { [me]: 0, [others[0]]: 1, [others[1]]: 2, [others[2]]: 3 };
  const players = structuredClone(CITIES);
  players[0] = { gold: 3, hand: ["manor", "market", "tavern"], city: ["temple", "watchtower"], ...extra };
  return { name: `${me}: ${needs}`, needs, config: { characters: withChar(me) },
    position: { start: "action", call_from: me, characters, players },
    until: (g) => myDecision(g).some((o) => o.type === needs),
    path: (opts) => prefer.map((t) => opts.find((o) => o.type === t)).find(Boolean) };
}
ENGINE_POSITIONS.push(
  charPosition("magistrate", "place_warrants"),
  charPosition("witch", "bewitch"),
  charPosition("spy", "spy"),
  charPosition("blackmailer", "threaten"),
  charPosition("wizard", "take_card"),
  charPosition("seer", "give_card"),
  charPosition("emperor", "give_crown"),
  charPosition("abbot", "collect_mixed_income", { city: ["temple", "church", "monastery"] }),
  charPosition("cardinal", "cardinal_build", { gold: 1, hand: ["palace", "manor", "tavern", "market"] }),
  charPosition("cardinal", "give_card_for_gold", { gold: 1, hand: ["palace", "manor", "tavern", "market"] }, ["take_gold", "cardinal_build"]),
  charPosition("navigator", "take_four_gold"),
  charPosition("scholar", "scholar_keep"),
  charPosition("diplomat", "exchange_districts"),
  charPosition("marshal", "seize", { gold: 6 }),
);

// The game message with at most SAMPLE of its options, evenly spread.
function sampled(g) {
  const opts = g.view.pending.options;
  if (opts.length <= SAMPLE) return g;
  const copy = structuredClone(g);
  copy.view.pending.options = Array.from({ length: SAMPLE }, (_, i) => opts[Math.floor((i * opts.length) / SAMPLE)]);
  return copy;
}

// Creates a room with `config` and leaves it: null if accepted, else the
// server's message.
async function configRefusal(p, config) {
  const n = p.tap.frames.length;
  sendAs(p, { type: "create_room", game: "citadels", options: { name: "Probe", max_players: 4, config } });
  await waitFor(() => p.tap.frames.slice(n).some((m) => m.type === "room" || m.type === "error"), { what: "room created or refused" });
  const err = p.tap.frames.slice(n).find((m) => m.type === "error");
  if (err) return `${err.code}: ${err.message}`;
  const m = p.tap.frames.length;
  sendAs(p, { type: "leave_room" });
  await waitFor(() => p.tap.frames.slice(m).some((x) => x.type === "left"), { what: "left the probe room", timeout: 5000 }).catch(() => {});
  return null;
}

e2e("the widgets against the merged engine's decisions (by the engine)", async (h) => {
  let i = 0;
  let ran = 0;
  // The actions this build's engine defines (its action list in engine.h).
  // GH_ENGINE_SRC: the source tree of the binary under test, when it is
  // another branch's build (a slice's engine before it is merged here).
  const engineH = readFileSync(join(process.env.GH_ENGINE_SRC || REPO, "src/citadels/engine.h"), "utf8");
  const actionList = engineH.slice(engineH.indexOf("CIT_ACTION_LIST(X)"), engineH.indexOf("enum cit_action_type"));
  for (const pos of ENGINE_POSITIONS) {
    if (!actionList.includes(`"${pos.needs}"`)) {
      h.log(`${pos.name}: skipped — the engine of this build has no ${pos.needs} yet`);
      continue;
    }
    const p = await routedPlayer(h, `Ann${++i}`, { viewport: LAPTOP });
    // The setup slice's table of playable cards (config.c) opens a card only
    // when its slice is merged: a room refused for that is skipped.
    const refusal = await configRefusal(p, pos.config);
    if (refusal) {
      h.log(`${pos.name}: skipped — the server refuses the cards as not yet playable (${refusal})`);
      await p.context.close();
      continue;
    }
    // Every hand is given, so no card the position builds was dealt to a hand.
    await startTable(p, { bots: 3, config: pos.config, position: pos.position, botDelay: pos.botDelay ?? 10000 });
    let reached = false;
    for (let step = 0; step < 8; step++) {
      await waitFor(() => myDecision(lastOf(p, "game")).length, { what: `${pos.name}: the page's seat decides` });
      const g = await currentGame(p);
      if (pos.until(g)) {
        await checkEveryControl(p, sampled(g), `${pos.name}, step ${step}`);
        reached = true;
        break;
      }
      const next = pos.path(myDecision(g));
      if (!next) break;
      await play(p, next);
    }
    expect(reached, `${pos.name}: the decision was reached`);
    // Played through its widget, the move is worded in the log.
    if (pos.then) {
      const [type, words] = pos.then;
      await play(p, myDecision(lastOf(p, "game")).find((o) => o.type === type));
      await p.page.waitForFunction((w) => document.querySelector(".side")?.textContent.includes(w), words);
    }
    await h.screenshot(p.page, `new-decisions-engine-${pos.name.replace(/\W+/g, "-")}`);
    h.log(`${pos.name}: ok`);
    ran++;
    await p.context.close();
  }
  h.log(`${ran} of ${ENGINE_POSITIONS.length} engine positions played`);
}, { timeout: 290_000, serverArgs: ["--test-positions", "--rooms-per-address", "0", "--room-creations-per-hour", "0"] });
