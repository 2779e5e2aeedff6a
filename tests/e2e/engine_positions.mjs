// engine_positions.mjs — plays positions of the real engine (serve
// --test-positions) and checks the widgets at the decisions on the way: every
// option the engine lists has a control that sends exactly it (lists longer
// than SAMPLE are checked at SAMPLE evenly spread options), a move played
// through its widget is worded in the log, and the decision is photographed
// on a laptop and a phone. Used by test_new_decisions_engine.mjs (issue 11)
// and test_issue12_engine.mjs (issue 12).
//
// A position: {name, config, position, bots, botDelay, path(opts, g), and
// either stops: [{at(g), play, words, shows}] or until(g) + then: [play, words]}.

import { expect, waitFor } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, checkEveryControl, lastOf, play } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SAMPLE = 40;

// The game message with at most SAMPLE of its options, evenly spread.
function sampled(g) {
  const opts = g.view.pending.options;
  if (opts.length <= SAMPLE) return g;
  const copy = structuredClone(g);
  copy.view.pending.options = Array.from({ length: SAMPLE }, (_, i) => opts[Math.floor((i * opts.length) / SAMPLE)]);
  return copy;
}

// The decisions a position stops at: its `stops`, or the one of `until`
// (then played: `then` = [action type, words the log shows]).
const stopsOf = (pos) => pos.stops || [{ at: pos.until, play: pos.then?.[0], words: pos.then?.[1] }];
const optionOf = (opts, play) => (typeof play === "function" ? play(opts) : opts.find((o) => o.type === play));

// Plays every position (GH_ONLY=word: only those whose name holds it);
// returns the action types offered at the checked decisions.
export async function playEnginePositions(h, positions, shotPrefix) {
  let i = 0;
  let ran = 0;
  const reached = new Set();
  // GH_ONLY=word: only the positions whose name holds it (while working on one).
  const only = process.env.GH_ONLY;
  for (const pos of positions.filter((x) => !only || x.name.includes(only))) {
    const p = await routedPlayer(h, `Ann${++i}`, { viewport: LAPTOP });
    // Every hand is given, so no card the position builds was dealt to a hand.
    await startTable(p, { bots: pos.bots ?? 3, config: pos.config, position: pos.position, botDelay: pos.botDelay ?? 10000 });
    const stops = stopsOf(pos);
    let at = 0;
    for (let step = 0; step < 16 && at < stops.length; step++) {
      await waitFor(() => myDecision(lastOf(p, "game")).length, { what: `${pos.name}: the page's seat decides (step ${step})` });
      const g = await currentGame(p);
      const stop = stops[at];
      if (stop.at(g)) {
        for (const [sel, text] of stop.shows || []) {
          const el = p.page.locator(sel).first();
          expect(await el.count(), `${pos.name}: ${sel} is shown`);
          expect((await el.textContent()).includes(text), `${pos.name}: ${sel} says "${text}", got "${await el.textContent()}"`);
        }
        await checkEveryControl(p, sampled(g), `${pos.name}, step ${step}`);
        myDecision(g).forEach((o) => reached.add(o.type));
        // The decision as the player sees it, on a laptop and a phone.
        const shot = `${shotPrefix}-${pos.name.replace(/\W+/g, "-")}-${g.view.pending.decision}-${at}`;
        await h.screenshot(p.page, `${shot}-laptop`);
        await p.page.setViewportSize(PHONE);
        await h.screenshot(p.page, `${shot}-phone`);
        await p.page.setViewportSize(LAPTOP);
        at++;
        // Played through its widget, the move is worded in the log.
        if (stop.play) {
          const o = optionOf(myDecision(g), stop.play);
          expect(o, `${pos.name}: ${stop.play} is offered at step ${step}`);
          await play(p, o);
          if (stop.words) await p.page.waitForFunction((w) => document.querySelector(".side")?.textContent.includes(w), stop.words);
        }
        continue;
      }
      const next = pos.path(myDecision(g), g);
      if (!next) break;
      await play(p, next);
    }
    expect(at === stops.length, `${pos.name}: every decision of the position was reached (${at} of ${stops.length})`);
    h.log(`${pos.name}: ok`);
    ran++;
    await p.context.close();
  }
  h.log(`${ran} of ${positions.length} engine positions played`);
  return { reached, only };
}
