// leaving.js — leaving a room, and finding the way back to a running game.
//
// What a player expects from "Leave": before the start, leaving costs
// nothing (the seat is free again, and the player may join again), so it
// asks only the owner, whose leaving hands the room to someone else or
// closes it. During a game the seat stays (the timer, then a bot, plays it:
// docs/protocol.md, leave_room), but walking away from a running game by a
// stray click is what a player least wants, so it asks first. A spectator
// or a finished game leaves at once.
//
// The room left during a game is remembered (localStorage) so the lobby
// can offer "Back to your seat": join_room of that room gives the seat back.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const LEFT_KEY = "guildhall.left_room";

// {id, name} of the running game this browser left, or null.
export function leftRoom() {
  try {
    const v = JSON.parse(localStorage.getItem(LEFT_KEY) || "null");
    return v && typeof v.id === "number" ? v : null;
  } catch { return null; }
}

function rememberLeft(room) {
  try { localStorage.setItem(LEFT_KEY, JSON.stringify({ id: room.id, name: room.name })); } catch { /* a convenience */ }
}

export function forgetLeft() {
  try { localStorage.removeItem(LEFT_KEY); } catch { /* a convenience */ }
}

// A `room` message: once we hold our seat in the remembered room again (or
// its game is over), there is nothing left to go back to.
export function seatRegained(room) {
  const left = leftRoom();
  if (left && left.id === room.id && (room.your_seat !== null || room.finished)) forgetLeft();
}

// A modal question; resolves true when the player confirms.
export function askConfirm({ title, text, ok, cancel = t("cancel"), id = "confirm-dialog" }) {
  return new Promise((resolve) => {
    const dialog = h("dialog", { class: "confirm-dialog", id },
      h("form", { method: "dialog" },
        h("h2", {}, title),
        text ? h("p", {}, text) : null,
        h("menu", { class: "dialog-buttons" },
          h("button", { type: "submit", class: "secondary", value: "cancel", id: "confirm-cancel", autofocus: true }, cancel),
          h("button", { type: "submit", class: "danger", value: "ok", id: "confirm-ok" }, ok))));
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "ok");
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

// What leaving would mean here, as a question, or null to leave at once.
function leaveQuestion(room, over) {
  const me = room.your_seat;
  if (me === null || me === undefined || room.finished || over) return null;
  if (room.started) return { title: t("leave_game_q"), text: t("leave_game_text"), ok: t("leave_game_ok") };
  if (me !== room.owner) return null;
  const heir = room.seats.find((s) => !s.bot && s.seat !== me);
  return {
    title: t("leave_owner_q"),
    text: heir ? t("leave_owner_heir", { name: heir.name }) : t("leave_owner_close"),
    ok: t("leave"),
  };
}

// "Leave" in a room or at the table: asks when that is worth a question
// (above), then sends leave_room. Resolves true if the player left.
export async function confirmLeave(app) {
  const room = app.room;
  if (!room) return false;
  // A finished game: the server sends no new `room` when it ends.
  const over = !!(app.over || app.game?.view?.outcome);
  const q = leaveQuestion(room, over);
  if (q && !(await askConfirm(q))) return false;
  if (app.room?.id !== room.id) return false; // left or kicked while the question was open
  leaveNow(app);
  return true;
}

// Leaves without asking (a caller that asked in its own way, e.g. an
// inline question at the table): remembers a running game left for
// "Back to your seat", then sends leave_room.
export function leaveNow(app) {
  const room = app.room;
  if (!room) return;
  const over = !!(room.finished || app.over || app.game?.view?.outcome);
  if (room.started && !over && room.your_seat !== null && room.your_seat !== undefined) rememberLeft(room);
  app.request({ type: "leave_room" });
}
