// bot_tokens.js — inviting a bot program to a room (issue 13; docs/bots.md,
// docs/protocol.md "create_bot_token").
//
// Before the start the room's owner may reserve a seat for a program of
// their own: "Invite a bot program" sends create_bot_token (with an optional
// seat name, which the server checks like a nickname), and the one-use token
// that comes back is shown once in a dialog with a copy button and the
// command line that runs the example bot against this server and room. The
// server keeps only the token's hash, so the dialog is the only place it is
// ever seen: lost, the seat is removed (kick) and another made. A reserved
// seat is "external": it shows as a bot program, waiting until the program
// connects, and while it waits the game cannot start (seat_reserved), which
// the room explains beside the Start button.

import { h } from "./dom.js";
import { t, tn } from "./i18n.js";

// The seats that wait for their program (reserved, not yet joined).
export function waitingExternal(room) {
  return (room.seats || []).filter((s) => s.external && !s.connected);
}

// The badge on an external seat: "bot program · waiting" / "· connected".
export function externalBadge(s) {
  return h("span", {
    class: ["badge", "external", s.connected ? "connected" : "waiting"],
    title: t("external_title"),
    dataset: { external: s.connected ? "connected" : "waiting" },
  }, `${t("external_bot")} · ${s.connected ? t("external_connected") : t("external_waiting")}`);
}

// The badge at the game table, in the replay and in the recent games list:
// a program plays this seat (once the game runs, whether it is connected
// is the table's "away" badge, as for a person).
export function programBadge() {
  return h("span", { class: ["badge", "external", "program"], title: t("external_played_title") }, t("external_bot"));
}

// Why Start will be refused while a reserved seat waits (null when none).
export function startHint(room) {
  const waiting = waitingExternal(room);
  if (!waiting.length) return null;
  const text = waiting.length === 1
    ? t("seat_reserved_named", { name: waiting[0].name })
    : tn("seat_reserved_n", waiting.length);
  return h("p", { class: "hint start-hint", id: "start-hint", role: "status" }, text);
}

// The owner's control: an optional name and the invite button. The name
// typed and the last refusal live on `app`, since every `room` message
// draws the room again.
export function inviteControl(app, room, full) {
  const state = app.botInvite || (app.botInvite = { name: "", error: "" });
  const input = h("input", {
    name: "bot_name", id: "bot-name", maxlength: "32", autocomplete: "off",
    value: state.name, placeholder: t("invite_bot_placeholder"),
    oninput: (ev) => { state.name = ev.target.value; },
  });
  const error = h("p", { class: "form-error bot-invite-error", id: "bot-invite-error", role: "alert" }, state.error);
  const send = () => {
    const name = input.value.trim();
    const msg = { type: "create_bot_token" };
    if (name) msg.name = name;
    state.error = "";
    error.textContent = "";
    app.request(msg, (text, code) => {
      // A refused name is about this field, not the nickname.
      state.error = code === "bad_name" ? t("err_bad_bot_name") : text;
      const el = document.getElementById("bot-invite-error");
      if (el) el.textContent = state.error;
    });
  };
  return [
    h("div", { class: "row invite-bot-row" },
      h("label", { class: "field" }, h("span", {}, t("invite_bot_name")), input),
      h("button", { type: "button", class: "secondary", id: "invite-bot", disabled: full, title: t("invite_bot_hint"), onclick: send }, t("invite_bot"))),
    error,
  ];
}

// A name safe to paste into a POSIX shell: as it is when plain, else quoted.
function shellWord(s) {
  return /^[A-Za-z0-9_.,:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}

// The example bot's command line for this page's server and the room.
export function exampleCommand(msg, loc = location) {
  const scheme = loc.protocol === "https:" ? "wss" : "ws";
  return `python3 examples/python_bot.py ${scheme}://${loc.host}/ws ${msg.room} ${shellWord(msg.name)} --bot-token ${msg.token}`;
}

// Copies the text of `field` (a read-only input or textarea): the clipboard
// when the browser offers it here, else the text is selected for Ctrl+C.
async function copyField(field, status) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
    await navigator.clipboard.writeText(field.value);
    status.textContent = t("bot_token_copied");
  } catch {
    field.focus();
    field.select();
    status.textContent = t("bot_token_selected");
  }
}

function copyRow(label, id, value, multi) {
  const field = multi
    ? h("textarea", { id, readonly: true, rows: "4", spellcheck: "false", class: "mono" }, value)
    : h("input", { id, readonly: true, value, spellcheck: "false", class: "mono" });
  field.addEventListener("focus", () => field.select());
  const status = h("small", { class: "copy-status", "aria-live": "polite" });
  return h("div", { class: "copy-row" },
    h("label", { for: id }, label),
    h("div", { class: "copy-line" }, field,
      h("button", { type: "button", class: "secondary small copy", dataset: { copies: id }, onclick: () => copyField(field, status) }, t("bot_token_copy"))),
    status);
}

// The server's answer: the token, once. A modal dialog outside <main>, so
// the room's re-renders leave it alone.
export function showBotToken(app, msg) {
  for (const [ref, w] of app.awaiting) if (w.type === "create_bot_token") app.awaiting.delete(ref);
  if (app.botInvite) { app.botInvite.name = ""; app.botInvite.error = ""; }
  document.querySelector("dialog.bot-token-dialog")?.remove();
  const dialog = h("dialog", { class: "bot-token-dialog", "aria-labelledby": "bot-token-title" },
    h("h3", { id: "bot-token-title" }, t("bot_token_title", { name: msg.name })),
    h("p", { class: "warn-once" }, t("bot_token_once")),
    copyRow(t("bot_token_label"), "bot-token-value", msg.token, false),
    h("p", {}, t("bot_token_run")),
    copyRow(t("bot_token_command"), "bot-token-command", exampleCommand(msg), true),
    h("p", { class: "hint" }, t("bot_token_docs")),
    h("div", { class: "dialog-buttons" },
      h("button", { type: "button", class: "primary", id: "bot-token-close", onclick: () => dialog.close() }, t("bot_token_done"))));
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
