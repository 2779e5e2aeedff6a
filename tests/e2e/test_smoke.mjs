// test_smoke.mjs — the browser client loads from the real server and its
// WebSocket connects: the page comes over HTTP, the server's welcome arrives
// (the client keeps its session token in localStorage as "guildhall.token"),
// no console or page errors, and a screenshot <artifacts>/smoke.png.
import { e2e, expect } from "./harness.mjs";

e2e("smoke: the page loads and its WebSocket connects", async (h) => {
  const index = await h.server.get("/");
  expect(index.status === 200, `GET / answered ${index.status}`);
  expect(/<html/i.test(index.text), "GET / is an HTML page");

  const alice = await h.player("alice");
  const resp = await alice.page.goto(h.server.http + "/");
  expect(resp && resp.status() === 200, `page load answered ${resp && resp.status()}`);
  expect(resp.url().startsWith(h.server.http), `page came from ${resp.url()}`);

  // The client asks for a nickname before it says hello.
  await alice.page.fill("input[name=nickname]", "alice");
  await alice.page.click("#enter");
  const token = await h.waitForToken(alice.page);
  expect(typeof token === "string" && token.length > 0, "a session token in localStorage");
  // The header shows the connection and the name the server confirmed.
  await alice.page.waitForFunction(() => document.getElementById("conn-status")?.dataset.status === "online");
  expect((await alice.page.textContent("#me-name")) === "alice", "the header shows the nickname");

  // A second browser context is a second player with its own storage.
  const bob = await h.player("bob");
  await bob.page.goto(h.server.http + "/");
  await bob.page.fill("input[name=nickname]", "bob");
  await bob.page.click("#enter");
  const bobToken = await h.waitForToken(bob.page);
  expect(bobToken !== token, "separate contexts get separate sessions");

  // A bare WebSocket client works alongside.
  const carol = await h.ws("carol");
  expect(carol.token && carol.token !== token, "the WebSocket helper got its own session");

  await h.screenshot(alice.page, "smoke");
});
