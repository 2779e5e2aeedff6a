// rules_state.js — issue 12: which rule set the cards on screen belong to.
//
// Classic and Dark City name, word and price some cards of the 2016 box
// differently (the Wehrturm, the Pulverturm, the Fabrik for 6, …). One call
// before each render sets the rule set for the texts (i18n.js) and for the
// costs (catalog.js), so the hand, the city, hover texts, the log and the
// lineup all speak the same rule set.

import { setCardRules } from "./i18n.js";
import { setCatalogRules } from "./catalog.js";

export function applyRules(rules) {
  const r = typeof rules === "string" ? rules : "";
  setCardRules(r);
  setCatalogRules(r);
}
