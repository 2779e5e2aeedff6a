// test_autopilot.mjs — an absent player in the browser (issue 10, "an
// absent player does not stall the table"; interfaces §4): Alice (laptop)
// and Bob (phone) play in a room with a 3-second turn and autopilot_after 2.
// Alice does nothing: her timer runs out twice in a row, then a bot plays
// her seat. Alice sees the banner "A bot is playing for you" with the
// number of its moves (counted by the page from the bot's events: the
// server sends no `room` per move) and an "I'm back" button; Bob sees
// Alice's seat marked "bot playing" in her player panel. Alice clicks "I'm
// back": the banner goes, she is told how many moves the bot made (the
// server's count in the `room` that ends the autopilot, which equals the
// bot's events she was sent), and Bob's mark goes. Bob plays every decision of his at once (his page sends the first
// legal option), so only Alice times out. Screenshots: autopilot-alice.png,
// autopilot-bob.png, autopilot-back-alice.png.
import { e2e, expect, waitFor } from "./harness.mjs";
import { routedPlayer, sendAs, lastOf } from "./table_helpers.mjs";

const seatOf = (room, seat) => room?.seats?.find((s) => s.seat === seat);

e2e("a bot plays an absent player's seat; the player sees it and comes back", async (h) => {
  const alice = await routedPlayer(h, "Alice", { viewport: { width: 1366, height: 768 } });
  const bob = await routedPlayer(h, "Bob", { viewport: { width: 390, height: 844 } });

  sendAs(alice, { type: "create_room", game: "citadels",
    options: { name: "Away", max_players: 2, turn_seconds: 3, bot_delay_ms: 1500, autopilot_after: 2 } });
  await waitFor(() => lastOf(alice, "room"), { what: "room created" });
  const roomId = lastOf(alice, "room").id;
  sendAs(bob, { type: "join_room", room: roomId });
  await waitFor(() => lastOf(bob, "room", (r) => r.your_seat !== null && r.your_seat !== undefined), { what: "Bob seated" });
  const aliceSeat = lastOf(alice, "room").your_seat;
  expect(aliceSeat !== null && aliceSeat !== undefined, "Alice has a seat");
  sendAs(alice, { type: "start" });
  await alice.page.waitForSelector(".table");
  await bob.page.waitForSelector(".table");

  // Bob answers each of his decisions at once (only Alice may time out).
  let answered = -1;
  const bobPlays = setInterval(() => {
    const g = lastOf(bob, "game");
    if (!g || g.view.outcome || g.seq === answered) return;
    if (g.your_seat !== null && g.view.pending?.seat === g.your_seat && g.view.pending.options?.length) {
      answered = g.seq;
      sendAs(bob, { type: "action", action: g.view.pending.options[0] });
    }
  }, 50);
  try {
    // Two timeouts of Alice in a row, then the bot; wait for two moves of it
    // (the server sends no `room` per move: the page counts the events).
    const botMoves = () => alice.tap.frames.filter((m) => m.type === "events" && m.by === "autopilot" && m.seat === aliceSeat).length;
    await waitFor(() => botMoves() >= 2, { timeout: 60_000, what: "the autopilot playing Alice's seat" });
    const timeouts = alice.tap.frames.filter((m) => m.type === "events" && m.by === "timeout" && m.seat === aliceSeat).length;
    expect(timeouts >= 2, `Alice's timer ran out twice before the bot took over (${timeouts})`);
    expect(alice.tap.frames.some((m) => m.type === "events" && m.by === "autopilot" && m.seat === aliceSeat),
      "the bot's moves are marked by: autopilot");

    // Alice: the banner, with the moves so far and the button.
    const banner = alice.page.locator(".autopilot-banner");
    await banner.waitFor();
    // The tap sees a frame before the page has rendered it: wait until the
    // banner has caught up with the two moves the tap has seen.
    await alice.page.waitForFunction(() => {
      const m = /\((\d+) moves? so far\)/.exec(document.querySelector(".autopilot-banner")?.textContent ?? "");
      return m && Number(m[1]) >= 2;
    });
    const shown = Number((await banner.textContent()).match(/\((\d+) moves? so far\)/)[1]);
    expect(shown >= 2 && shown <= botMoves(), `the banner counts the bot's moves: ${shown} (events so far: ${botMoves()})`);
    const bannerText = await banner.textContent();
    expect(/A bot is playing for you/.test(bannerText), `Alice's banner says a bot plays for her: "${bannerText}"`);
    expect(await alice.page.locator("#im-back").isVisible(), "the I'm back button is shown");
    await h.screenshot(alice.page, "autopilot-alice");

    // Bob: Alice's player panel is marked.
    const mark = bob.page.locator(`.player[data-seat="${aliceSeat}"] .badge.autopilot`);
    await mark.waitFor();
    expect(/bot playing/.test(await mark.textContent()), `Bob sees "bot playing" on Alice's panel: "${await mark.textContent()}"`);
    expect(await bob.page.locator(".player .badge.autopilot").count() === 1, "only Alice's panel is marked");
    await h.screenshot(bob.page, "autopilot-bob");

    // Alice comes back: told how many moves the bot made for her.
    const before = alice.tap.frames.length;
    await alice.page.click("#im-back");
    await waitFor(() => alice.tap.frames.slice(before).some((m) => m.type === "room" && seatOf(m, aliceSeat)?.autopilot === false),
      { what: "the autopilot off" });
    // The server's count in the `room` that ends the autopilot, which is
    // every autopilot move Alice's page was sent.
    const off = alice.tap.frames.slice(before).find((m) => m.type === "room" && seatOf(m, aliceSeat)?.autopilot === false);
    const moves = seatOf(off, aliceSeat).autopilot_moves;
    expect(moves === botMoves() && moves >= 2, `the room's count of the bot's moves (${moves}) is the events' (${botMoves()})`);
    await alice.page.waitForSelector(".toast.open");
    const toast = await alice.page.textContent(".toast");
    const expected = moves === 1 ? `Welcome back: a bot made 1 move for you.` : `Welcome back: a bot made ${moves} moves for you.`;
    expect(toast.trim() === expected, `Alice is told the bot's moves: "${toast}", expected "${expected}"`);
    await alice.page.waitForSelector(".autopilot-banner", { state: "detached" });
    await bob.page.waitForSelector(".player .badge.autopilot", { state: "detached" });
    await h.screenshot(alice.page, "autopilot-back-alice");
  } finally {
    clearInterval(bobPlays);
  }
}, { timeout: 120_000 });
