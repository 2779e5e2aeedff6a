// test_lobby_click.mjs — a click in the lobby is not lost to a lobby
// update. Every `rooms_delta` rebuilds the room list; when one arrived
// between the press and the release of a click on "Join", the button under
// the pointer was replaced and the browser dropped the click (its press and
// release had no element in common): the player clicked and nothing
// happened (the CI's ASan run caught it in test_room). Here Bob presses
// "Join", another room is created while he holds the button, his page gets
// that update, he releases: he must be in the room, and the new room must
// be in the list once the lobby shows again.
import { e2e, expect, waitFor } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

async function createRoom(p, name) {
  await p.page.click("#create-room");
  const dlg = p.page.locator("dialog.room-dialog");
  await dlg.locator("input[name=name]").fill(name);
  await p.page.click("#room-form-submit");
  await p.page.waitForSelector(".room-screen");
}

e2e("a Join held while the lobby updates still joins", async (h) => {
  const alice = await enterLobby(h, "Alice");
  await createRoom(alice, "Busy table");

  // Bob's page: note when the update naming the second room arrives.
  let updateArrived = false;
  const bob = await enterLobby(h, "Bob", {
    onPage: (page) => page.on("websocket", (ws) => ws.on("framereceived", (f) => {
      if (typeof f.payload === "string" && /rooms_delta/.test(f.payload) && /Second table/.test(f.payload))
        updateArrived = true;
    })),
  });
  const join = bob.page.locator(".rooms tr", { hasText: "Busy table" }).locator("button.join");
  const box = await join.boundingBox();
  await bob.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await bob.page.mouse.down();

  const carol = await enterLobby(h, "Carol");
  await createRoom(carol, "Second table");
  await waitFor(() => updateArrived, { what: "Bob's page to get the lobby update" });
  // Let the page handle the message (its handler runs in the page's task
  // queue after the frame is received).
  await bob.page.evaluate(() => new Promise((r) => setTimeout(r, 100)));

  await bob.page.mouse.up();
  await bob.page.waitForSelector(".room-screen");
  expect(/Busy table/.test(await bob.page.textContent(".room-screen")), "Bob is in the room he pressed Join for");

  // Back in the lobby, the update that waited for the release is there.
  await bob.page.click("#leave-room");
  await bob.page.waitForSelector(".lobby");
  await bob.page.waitForSelector(".rooms tr:has-text('Second table')");
});
