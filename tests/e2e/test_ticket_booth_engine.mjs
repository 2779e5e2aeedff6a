// test_ticket_booth_engine.mjs — the Kassenwagen owner's cash-in against the
// engine's own decision (test_issue12_widgets.mjs checks its widgets against
// the interface; test_issue12_engine.mjs everything else of issue 12 against
// the engine). Only another player's payment opens the owner's decision, and
// the bots choose freely, so the payer here is a second person: Bob, a
// routed page whose test sends his moves.
//
// DE16 "Kassenwagen" (docs/citadels-rules.md A12-7): a player pays 1 gold
// onto another player's booth, draws three cards and keeps one; then the
// owner decides — cash in (all the gold on it; the booth is discarded) or
// leave it lying. Alice has two booths laid, with 2 and 0 gold; Bob, called
// first, pays onto both. At the first payment Alice cashes in through her
// page (her gold rises by the 3 gold on it, one booth is left); at the
// second she leaves it (it holds 1 gold, her gold is unchanged). At each
// decision the prompt names the payer and the gold on the booth, every
// option has a control that sends exactly it, and the screen is
// photographed on a laptop and a phone.

import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, sendAs, lastOf, currentGame, myDecision, checkEveryControl, play } from "./table_helpers.mjs";

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const POSITION = {
  crown: 2, start: "action", call_from: "assassin",
  characters: { thief: 0, assassin: 1, bishop: 2, warlord: 3 },
  deck: ["castle", "tavern", "market", "harbor", "manor", "temple", "docks", "prison"],
  players: [{ gold: 1, hand: [], ticket_booths: [2, 0] }, { gold: 4, hand: [] }, { hand: [] }, { hand: [] }],
};

// Bob's policy: pay onto each of Alice's booths once, keep the first card
// offered, then take gold and end his turn.
function bobsMove(opts, alice) {
  return opts.find((o) => o.type === "use_ticket_booth" && o.seat === alice) ||
    opts.find((o) => o.type === "ticket_booth_keep") ||
    opts.find((o) => o.type === "take_gold") ||
    opts.find((o) => o.type === "end_turn") || null;
}

const booths = (g, seat) => g.view.players[seat].ticket_booths || [];

e2e("the Ticket Booth's owner cashes in or leaves it, on the engine's decision", async (h) => {
  const alice = await routedPlayer(h, "Alice", { viewport: LAPTOP });
  const bob = await routedPlayer(h, "Bob", { viewport: LAPTOP });
  sendAs(alice, { type: "create_room", game: "citadels",
    options: { name: "Booths", max_players: 4, bot_delay_ms: 10000, turn_seconds: 300, config: { players: 4, rules: "2016-actions" } } });
  await waitFor(() => lastOf(alice, "room"), { what: "room created" });
  sendAs(bob, { type: "join_room", room: lastOf(alice, "room").id });
  await waitFor(() => lastOf(bob, "room", (r) => r.your_seat === 1), { what: "Bob in seat 1" });
  for (let i = 0; i < 2; i++) {
    const n = alice.tap.frames.length;
    sendAs(alice, { type: "add_bot", level: "random" });
    await waitFor(() => alice.tap.frames.slice(n).some((m) => m.type === "room" || m.type === "error"), { what: "bot added" });
  }
  expect(lastOf(alice, "room").your_seat === 0, "Alice sits in seat 0, where the position lays her booths");
  sendAs(alice, { type: "start", position: POSITION });
  await alice.page.waitForSelector(".table");
  await bob.page.waitForSelector(".table");

  // Bob answers each of his decisions (his moves are sent, not clicked:
  // his page is only the second person at the table).
  let answered = -1;
  const bobPlays = setInterval(() => {
    const g = lastOf(bob, "game");
    if (!g || g.view.outcome || g.seq === answered || g.view.pending?.seat !== 1) return;
    const o = bobsMove(g.view.pending.options || [], 0);
    if (!o) return;
    answered = g.seq;
    sendAs(bob, { type: "action", action: o });
  }, 50);
  try {
    const start = await currentGame(alice);
    expect(booths(start, 0).map((b) => b.gold).join(",") === "2,0", `Alice's booths start with 2 and 0 gold: ${JSON.stringify(booths(start, 0))}`);
    const gold0 = start.view.players[0].gold;

    const cashDecision = () => lastOf(alice, "game")?.view.pending?.decision === "ticket_booth_cash" &&
      myDecision(lastOf(alice, "game")).length;
    for (const [step, choice] of [[0, "cash_ticket_booth"], [1, "leave_ticket_booth"]]) {
      await waitFor(cashDecision, { timeout: 30_000, what: `Alice's cash-in decision ${step + 1}` });
      const g = await currentGame(alice);
      const opts = myDecision(g);
      expect(opts.map((o) => o.type).sort().join(",") === "cash_ticket_booth,leave_ticket_booth",
        `step ${step}: the owner may cash in or leave it: ${JSON.stringify(opts)}`);
      // The prompt names the payer and the gold now on the booth (pending.payer, .gold).
      const onIt = step === 0 ? 3 : 1;
      expect(g.view.pending.payer === 1 && g.view.pending.gold === onIt && g.view.pending.card?.kind === "ticket_booth",
        `step ${step}: the decision names Bob, the booth and its ${onIt} gold: ${JSON.stringify(g.view.pending)}`);
      const prompt = await alice.page.locator(".prompt.mine").textContent();
      expect(prompt.includes(`Bob paid 1 gold onto your Ticket Booth: it now holds ${onIt} gold.`), `step ${step}: the prompt says who paid and what the booth holds: "${prompt}"`);
      await checkEveryControl(alice, g, `cash-in ${step}`);
      await h.screenshot(alice.page, `ticket-booth-cash-${step}-laptop`);
      await alice.page.setViewportSize(PHONE);
      await h.screenshot(alice.page, `ticket-booth-cash-${step}-phone`);
      await alice.page.setViewportSize(LAPTOP);
      await play(alice, opts.find((o) => o.type === choice));
      if (choice === "cash_ticket_booth")
        await alice.page.waitForFunction(() => document.querySelector(".side")?.textContent.includes("cashes in a Ticket Booth: 3 gold"));
    }

    // After both: one booth with the 1 gold Bob paid, Alice 3 gold richer.
    await waitFor(() => lastOf(alice, "game").view.pending?.decision !== "ticket_booth_cash", { what: "the second decision played" });
    const after = await currentGame(alice);
    expect(booths(after, 0).map((b) => b.gold).join(",") === "1", `one booth left, with 1 gold: ${JSON.stringify(booths(after, 0))}`);
    expect(after.view.players[0].gold === gold0 + 3, `Alice gained the 3 gold of the cashed booth: ${gold0} -> ${after.view.players[0].gold}`);
    const shown = await alice.page.locator(".player.me .ticket-booths .booth-gold").allTextContents();
    expect(shown.length === 1 && shown[0].includes("1 gold on it"), `the page shows one booth with 1 gold: ${JSON.stringify(shown)}`);
  } finally {
    clearInterval(bobPlays);
  }
}, { timeout: 240_000, serverArgs: ["--test-positions", "--rooms-per-address", "0", "--room-creations-per-hour", "0"] });
