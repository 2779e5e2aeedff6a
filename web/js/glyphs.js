// glyphs.js — the client's small symbols (no entry, crown, star, sparkle,
// musical note, cross) as inline SVG instead of Unicode characters: a
// symbol like U+26D4 (no entry) has no glyph in many fonts (Debian's Chromium shows a box
// for it), while an SVG looks the same everywhere and takes the colour of
// its text (fill: currentColor). Every symbol is aria-hidden: the text or
// the title next to it says what it means. tests/e2e/test_glyphs.mjs checks
// that every character the client's sources contain has a glyph.

import { h } from "./dom.js";

// 24×24 paths; "evenodd" cuts the bar out of the no-entry disc.
const GLYPHS = {
  no_entry: { d: ["M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM5.5 10.2h13v3.6h-13z"], rule: "evenodd" },
  crown: { d: ["M3 19h18l-1.6-11-4.4 4.2L12 4l-3 8.2L4.6 8z"] },
  star: { d: ["M12 2.5l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.7l7.1-.6z"] },
  sparkle: { d: ["M12 2l2.3 7.7L22 12l-7.7 2.3L12 22l-2.3-7.7L2 12l7.7-2.3z"] },
  note: { d: ["M12 3h2.2v14.5H12z", "M6 17.5a4 3 0 1 0 8 0a4 3 0 1 0-8 0z", "M14.2 3c.4 3 5.3 3.8 4.6 8.6-.6-2.6-2.4-3.6-4.6-3.8z"] },
  cross: { d: ["M10 2h4v5h5v4h-5v11h-4V11H5V7h5z"] },
};

// glyph("crown", "crown") → <svg class="glyph crown">; `struck` draws a
// diagonal line through it (the sound button when sound is off).
export function glyph(name, cls = null, { struck = false } = {}) {
  const g = GLYPHS[name];
  return h("svg:svg", { class: ["glyph", `glyph-${name}`, cls], viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    g.d.map((d) => h("svg:path", { d, "fill-rule": g.rule || null })),
    struck ? h("svg:path", { class: "strike", d: "M3.5 3.5l17 17", fill: "none", stroke: "currentColor", "stroke-width": "2.4", "stroke-linecap": "round" }) : null);
}
