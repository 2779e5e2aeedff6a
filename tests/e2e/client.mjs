// client.mjs — steps of the Guildhall browser client that several browser
// tests take: entering the lobby under a nickname. (The harness knows the
// server and the browser; this file knows the client's pages.)

// A new player (own browser context) who opens the site, starts in `lang`
// unless the page already chose one (a reload keeps the player's choice),
// enters `name` and waits for the lobby. Returns the harness player.
// `onPage(page)`, if given, runs before the site is opened (e.g. to listen
// to the page's WebSocket from its first frame).
export async function enterLobby(h, name, { lang = "en", viewport = { width: 1280, height: 900 }, onPage } = {}) {
  const p = await h.player(name, { viewport });
  if (onPage) await onPage(p.page);
  await p.page.addInitScript((l) => {
    if (!localStorage.getItem("guildhall.lang")) localStorage.setItem("guildhall.lang", l);
  }, lang);
  await p.page.goto(h.server.http + "/");
  await p.page.fill("input[name=nickname]", name);
  await p.page.click("#enter");
  await h.waitForToken(p.page);
  await p.page.waitForSelector(".lobby");
  return p;
}
