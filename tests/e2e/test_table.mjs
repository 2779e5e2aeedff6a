// test_table.mjs — the table's select-then-confirm and what issue 10 added
// around it:
//  - a click (laptop) or tap (phone) on a hand card shows its text, price
//    and the actions it allows, and sends nothing; the confirm builds it;
//  - "End turn" with abilities unused asks first; the Warlord's destroy
//    list has the player's own city last, marked as theirs; "Leave" during
//    a game asks first; a toast of another screen is gone at the table;
//  - (engine branch) the live score and who picks next;
//  - (undo branch) the undo button; (roomsrv branch) the log after a
//    reload and for a late spectator.
// A part whose server side is not merged yet says so and is skipped (the
// coordinator runs them after merging; docs/client.md).
import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, startTable, currentGame, myDecision, play, lastOf, sendAs } from "./table_helpers.mjs";
import { enterLobby } from "./client.mjs";

const ARGS = ["--test-positions", "--rooms-per-address", "0", "--room-creations-per-hour", "0"];
const MAGICIAN = { start: "action", call_from: "magician", characters: { magician: 0, assassin: 1, thief: 2, king: 3 },
  players: [{ gold: 6, hand: ["manor", "temple", "tavern"] }, { hand: ["castle"] }, { hand: [] }, { hand: [] }] };
const WARLORD = { start: "action", call_from: "warlord", characters: { warlord: 0, assassin: 1, thief: 2, king: 3 },
  players: [{ gold: 6, hand: [], city: ["watchtower", "market"] }, { hand: [], city: ["temple", "manor"] }, { hand: [], city: ["castle"] }, { hand: [] }] };

for (const [size, viewport] of [["laptop", { width: 1366, height: 768 }], ["phone", { width: 390, height: 844 }]]) {
  e2e(`select then confirm on a ${size}: a tap shows the card and does not build; confirm builds`, async (h) => {
    const p = await routedPlayer(h, "Ann", { viewport });
    // A toast from the lobby (an unknown room) must not survive onto the table.
    sendAs(p, { type: "join_room", room: 999999 });
    await p.page.waitForSelector("#toast.open");
    await startTable(p, { bots: 3, botDelay: 10000, position: MAGICIAN });
    expect(!(await p.page.locator("#toast.open").count()), "the lobby's toast is cleared at the table");
    await play(p, myDecision(await currentGame(p)).find((o) => o.type === "take_gold"));
    const g = await currentGame(p);
    const manor = g.view.players[0].hand.find((c) => c.kind === "manor");
    const seq = g.seq;
    p.tap.capture = true;
    await p.page.locator(`.hand [data-subject="card:${manor.id}"]`).click();
    const detail = p.page.locator(".prompt.mine .detail");
    await detail.waitFor();
    const text = await detail.innerText();
    expect(/Manor/.test(text), `the detail names the card: ${text}`);
    expect(/You have 8 gold/.test(text), `the detail says what you have: ${text}`);
    expect(await detail.locator('button.confirm[data-action="build"]').innerText() === "Build (3 gold)", "the build price");
    expect(await detail.locator('button.confirm[data-action="discard_and_draw"]').count() === 1, "the Magician may discard it instead");
    expect(p.tap.captured.length === 0 && lastOf(p, "game").seq === seq, "a click on a hand card sends nothing");
    await p.page.screenshot({ path: `${(await import("./harness.mjs")).artifactsDir()}/select-confirm-${size}.png` });
    p.tap.capture = false;
    await detail.locator('button.confirm[data-action="build"]').click();
    await waitFor(() => lastOf(p, "game").seq > seq, { what: "the build played" });
    const after = await currentGame(p);
    expect(after.view.players[0].city.some((c) => c.id === manor.id), "the Manor is built");

    // End turn with the swap still unused asks first and sends nothing.
    p.tap.capture = true;
    await p.page.click('.prompt.mine button.action[data-action="end_turn"]');
    const q = p.page.locator(".prompt.mine .end-turn-confirm");
    await q.waitFor();
    expect(/Swap hands/.test(await q.innerText()), "the question names the unused ability");
    expect(p.tap.captured.length === 0, "the first click on End turn sends nothing");
    await q.locator('button.confirm[data-action="end_turn"]').click();
    await waitFor(() => p.tap.captured.length === 1, { what: "end_turn sent after the confirm" });
    expect(p.tap.captured[0].action.type === "end_turn", "the confirm ends the turn");
    p.tap.capture = false;

    // Leave asks first.
    await p.page.click("#leave-room");
    await p.page.waitForSelector(".leave-confirm");
    expect(await p.page.locator(".table").count() === 1, "still at the table after the first click on Leave");
  }, { timeout: 120_000, serverArgs: ARGS });
}

e2e("the Warlord's destroy list shows the own city last, marked as yours", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: { width: 1366, height: 768 } });
  await startTable(p, { bots: 3, botDelay: 10000, position: WARLORD });
  await play(p, myDecision(await currentGame(p)).find((o) => o.type === "take_gold"));
  await currentGame(p);
  await p.page.click('.prompt.mine button[data-opens="destroy"]');
  const owners = await p.page.locator(".prompt.mine .targets .target-owner .owner").allInnerTexts();
  expect(owners.length === 3 && owners[2] === "Your city", `owners in order: ${owners}`);
  expect(await p.page.locator(".prompt.mine .targets .target-owner").last().evaluate((e) => e.classList.contains("own")), "marked as own");
  // The price of a destroy: cost − 1 (the Manor costs 3).
  const manor = lastOf(p, "game").view.players[1].city.find((c) => c.kind === "manor");
  await p.page.click(`[data-subject="card:${manor.id}"]`);
  const label = await p.page.locator('.detail button.confirm[data-action="destroy"]').innerText();
  expect(label === "Destroy a district (2 gold)", `destroy price: ${label}`);
  await p.page.screenshot({ path: `${(await import("./harness.mjs")).artifactsDir()}/destroy-list.png` });
}, { timeout: 90_000, serverArgs: ARGS });

e2e("live score and pick order (needs the engine branch)", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: { width: 1366, height: 768 } });
  await startTable(p, { bots: 3, botDelay: 10000, position: { start: "selection", crown: 0,
    players: [{ city: ["manor", "temple"] }, { city: ["castle"] }, {}, {}] } });
  const g = await currentGame(p);
  if (g.view.players[0].score_now === undefined || !g.view.pick_order) {
    h.log("SKIPPED: the server's view has no score_now/pick_order yet (engine branch)");
    return;
  }
  const scores = await p.page.locator(".player .score-now").allInnerTexts();
  const panelSeats = await p.page.locator(".player").evaluateAll((els) => els.map((e) => Number(e.dataset.seat)));
  panelSeats.forEach((seat, i) => expect(scores[i].replace("★", "") === String(g.view.players[seat].score_now), `score of seat ${seat}`));
  const picks = await p.page.locator(".pick-order .pick").allInnerTexts();
  expect(picks.length === g.view.pick_order.length && picks[0] === "you", `pick order: ${picks}`);
}, { timeout: 60_000, serverArgs: ARGS });

e2e("undo in the browser (needs the undo branch)", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: { width: 1366, height: 768 } });
  await startTable(p, { bots: 3, botDelay: 10000, position: MAGICIAN });
  await play(p, myDecision(await currentGame(p)).find((o) => o.type === "take_gold"));
  let g = await currentGame(p);
  if (g.can_undo === undefined) {
    h.log("SKIPPED: the server's game message has no can_undo yet (undo branch)");
    return;
  }
  const manor = g.view.players[0].hand.find((c) => c.kind === "manor");
  await play(p, myDecision(g).find((o) => o.type === "build" && o.card === manor.id));
  g = await currentGame(p);
  expect(g.can_undo, "a build can be undone");
  const seq = g.seq;
  await p.page.click("#undo");
  await waitFor(() => lastOf(p, "game").seq > seq, { what: "the undo played" });
  g = await currentGame(p);
  expect(g.view.players[0].hand.some((c) => c.id === manor.id), "the Manor is back in the hand");
  await p.page.waitForFunction(() => /takes back a move/.test(document.querySelector(".game-log")?.textContent || ""));
}, { timeout: 90_000, serverArgs: ARGS });

e2e("the log after a reload and for a late spectator (needs the roomsrv branch)", async (h) => {
  const p = await routedPlayer(h, "Ann", { viewport: { width: 1366, height: 768 } });
  await startTable(p, { bots: 2, botDelay: 0, config: { city_target: 3 } });
  // Play until some bot moves are in the log.
  for (let i = 0; i < 6 && !lastOf(p, "game_over"); i++) {
    await waitFor(() => myDecision(lastOf(p, "game")).length, { what: "Ann's decision" });
    await play(p, myDecision(await currentGame(p))[0]);
  }
  if (!p.tap.frames.some((m) => m.type === "log") && !p.tap.frames.some((m) => m.type === "events" && m.by === "setup")) {
    h.log("SKIPPED: the server sends no log yet (roomsrv branch)");
    return;
  }
  const before = await p.page.locator(".game-log .log-step").count();
  expect(before > 3, `the log has entries (${before})`);
  await p.page.reload();
  await p.page.waitForSelector(".table");
  await p.page.waitForFunction((n) => document.querySelectorAll(".game-log .log-step").length >= n, before);
  const firstLine = await p.page.locator(".game-log .log-step").first().innerText();
  expect(/game begins/i.test(firstLine), `the log starts with the deal: ${firstLine}`);
  // A spectator arriving late gets the public history.
  const eve = await enterLobby(h, "Eve", { viewport: { width: 1366, height: 768 } });
  await eve.page.click(".rooms button:has-text('Watch')");
  await eve.page.waitForSelector(".table");
  await eve.page.waitForFunction(() => document.querySelectorAll(".game-log .log-step").length > 3);
  const text = await eve.page.locator(".game-log").innerText();
  expect(!/You draw|You keep|You choose/.test(text), "the spectator's log has no private lines");
}, { timeout: 120_000, serverArgs: ARGS });
