// test_glyphs.mjs — no tofu: every character the client's sources contain
// (web/js, web/i18n, the HTML pages, style.css: every string the client can
// show, in every language) has a glyph in the fonts this browser has, so no
// symbol turns into an empty box (as U+26D4 "no entry" did on Debian's
// Chromium, which has only DejaVu).
//
// How a missing glyph is seen: the browser draws a character no font has
// as the primary font's .notdef box. Each character is drawn on a canvas in
// the page's own font (regular and bold) and compared pixel for pixel with
// a character no font has (U+10FFFD, private use); identical means tofu.
// The method checks itself first: two different characters without a font
// give the same box, and "A" does not.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2e, expect } from "./harness.mjs";
import { enterLobby } from "./client.mjs";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web");

// Every distinct non-ASCII character of the client's text files, with the
// first file it is in.
function sourceChars() {
  const found = new Map();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|html|css)$/.test(e.name)) {
        for (const ch of fs.readFileSync(p, "utf8")) {
          if (ch.codePointAt(0) > 0x7e && !found.has(ch)) found.set(ch, path.relative(WEB, p));
        }
      }
    }
  };
  walk(WEB);
  return found;
}

// Runs in the page: the characters of `chars` drawn like the .notdef box.
function tofu(chars) {
  const canvas = document.createElement("canvas");
  canvas.width = 64;
  canvas.height = 64;
  const g = canvas.getContext("2d", { willReadFrequently: true });
  const family = getComputedStyle(document.body).fontFamily;
  const draw = (ch, weight) => {
    g.clearRect(0, 0, 64, 64);
    g.font = `${weight} 40px ${family}`;
    g.textBaseline = "middle";
    g.fillText(ch, 8, 32);
    return g.getImageData(0, 0, 64, 64).data.join(",");
  };
  const out = { missing: [], sane: true, why: "" };
  for (const weight of ["400", "700"]) {
    const box = draw("\u{10FFFD}", weight);
    if (box !== draw("\u{10FFFC}", weight)) { out.sane = false; out.why = "two characters without a font look different"; }
    if (box === draw("A", weight)) { out.sane = false; out.why = "\"A\" looks like the missing-glyph box"; }
    if (!/[1-9]/.test(box)) { out.sane = false; out.why = "the missing-glyph box is blank"; }
    for (const ch of chars) {
      if (draw(ch, weight) === box && !out.missing.includes(ch)) out.missing.push(ch);
    }
  }
  return out;
}

e2e("every character of the client has a glyph (no tofu)", async (h) => {
  const chars = sourceChars();
  expect(chars.size > 20, `the client's sources have non-ASCII text (${chars.size} characters)`);
  const p = await enterLobby(h, "Glyphs", { viewport: { width: 1366, height: 768 } });
  const res = await p.page.evaluate(tofu, [...chars.keys()]);
  expect(res.sane, `the tofu check works in this browser: ${res.why}`);
  const list = res.missing.map((ch) => `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")} "${ch}" (${chars.get(ch)})`);
  expect(!list.length, `${list.length} character(s) of the client have no glyph in this browser's fonts:\n  ${list.join("\n  ")}`);
}, { timeout: 60_000 });
