// marks.js — the public marks issue 11 puts on the table: the Magistrat's
// warrants (view.warrants; his own view adds signed_warrant), the
// Erpresserin's threats (view.threats; her own view adds rose), the
// character the Hexe bewitched (view.bewitched), the Steuereintreiber's tax
// pile (view.tax_pile) and the Glockenturm's choice (view.bell_tower). The
// lineup's cards get small tags (their text also in the card's title, so a
// hover or tap reads them); the status bar gets the counts.

import { h } from "./dom.js";
import { t } from "./i18n.js";

// The tags of one character of the lineup.
export function characterMarks(view, wire) {
  const marks = [];
  if ((view.warrants || []).includes(wire)) {
    marks.push(view.signed_warrant === wire ? ["warrant signed", t("nd_warrant_signed")] : ["warrant", t("nd_warrant")]);
  }
  if ((view.threats || []).includes(wire)) {
    marks.push(["threat", t("nd_threat")]);
    if (view.rose === wire) marks.push(["rose", t("nd_rose")]);
  }
  if (view.bewitched === wire) marks.push(["bewitched", t("nd_bewitched")]);
  return marks;
}

// Puts the tags on a character card element (and into its title).
export function markCharacter(el, view, wire) {
  const marks = characterMarks(view, wire);
  if (!marks.length) return el;
  el.append(h("span", { class: "marks" }, marks.map(([cls, text]) => h("span", { class: `mark-tag ${cls}` }, text))));
  el.title = `${el.title}\n${marks.map(([, text]) => text).join(", ")}`;
  el.classList.add("marked");
  return el;
}

// Counts for the status bar.
export function tableMarks(view) {
  return [
    view.tax_pile !== undefined ? h("span", { class: "tax-pile", title: t("nd_tax_pile", { n: view.tax_pile }) },
      h("span", { class: "coin" }), t("nd_tax_pile", { n: view.tax_pile })) : null,
    view.bell_tower === "earlier" ? h("span", { class: "badge bell-tower" }, t("nd_bell_tower_earlier")) : null,
  ];
}
