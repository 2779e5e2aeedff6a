// dominion_hyphens.js — where a long word of a Dominion card's name may be
// broken ("|"), for the name on a card tile (web/js/dominion/cards.js puts a
// soft hyphen there). A supply tile on a phone is about 100 px wide: without
// these a name like "Ratsversammlung" runs out of its tile, or breaks where
// the browser likes ("Herzogtu-m"). Browsers with hyphenation dictionaries
// (CSS hyphens: auto, the page's lang) may add more; Debian's Chromium in
// the tests has none, so these alone must do.
//
// One entry per word (names are split at spaces), in any language of the
// catalogue: German names at their compound's seam, Polish and English
// by syllables, no fragment of one letter at a word's end.
// tests/e2e/test_dominion_layout.mjs checks that every name fits its supply tile in de, en and pl on a laptop and a phone;
// tests/web/check_dominion.mjs that each entry spells a word of a card name.

export const HYPHEN_HINTS = [
  // de: at the compound's seam only where the parts fit a phone's tile
  // ("Geld-verleiher", not "Geldverlei-her"), syllables within a long part.
  "Aben|teurer", "Armen|viertel", "Aus|tausch", "Biblio|thek", "Burg|graben", "Diplo|matin", "Eisen|hütte",
  "Geheim|gang", "Geheim|kammer", "Geld|verleiher", "Handels|posten", "Hand|langer", "Herum|treiberin",
  "Herzog|tum", "Holz|fäller", "Händ|lerin", "Jahr|markt", "Kerker|meister", "Kupfer|schmied", "Labora|torium",
  "Maske|rade", "Pa|trouille", "Rats|versamm|lung", "Thron|saal", "Tor|wächterin", "Ver|schwörer", "Ver|walter",
  "Werk|statt", "Wild|diebin", "Wunsch|brunnen",
  // en
  "Ad|ven|tur|er", "Bu|reau|crat", "Chan|cel|lor", "Con|spir|a|tor", "Cop|per|smith", "Court|yard", "Har|bin|ger",
  "Iron|works", "Lab|o|ra|to|ry", "Mas|quer|ade", "Money|lend|er", "Wood|cut|ter",
  // pl
  "Bi|blio|te|ka", "Cza|tow|nicz|ka", "Dwo|rza|nie", "Dy|plo|mat|ka", "Dzie|dzi|niec", "Kłu|sow|nik",
  "Lich|wiarz", "Mas|ka|ra|da", "Mie|dzia|ki", "Od|kryw|ca", "Po|sia|dłość", "Pro|win|cja", "Prze|bu|do|wa",
  "Rę|ko|dziel|nik", "Sa|bo|ta|ży|sta", "Spis|ko|wiec", "Sre|brni|ki", "Tar|go|wi|sko", "Ulep|sze|nie", "Urzęd|nik",
  "War|tow|nik", "Zwia|dow|ca", "Zwia|stun",
  "przej|ście", // "Labora|torium": as in German, above
];
