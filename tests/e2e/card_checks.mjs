// card_checks.mjs — measurements of card faces that run in the page
// (page.evaluate), shared by the browser tests that look at cards
// (test_cards: every card; test_in_view: the real table at both sizes).
//
// measureCards(rootSel): every .card under rootSel: its name no wider than
// the card, in type of at least 8px, at most three lines, each word on one
// line except at the soft hyphens web/i18n/cards.js placed; the rule
// summary (characters, unique districts) whole, inside the card, no word
// split; the illustration; a district's cost. Returns {problems, count}.
// It is passed to page.evaluate, so it uses nothing from its module.

// Runs in the page: checks every .card under `root`; returns the problems.
export function measureCards(rootSel) {
  const problems = [];
  const root = document.querySelector(rootSel);
  const cards = [...root.querySelectorAll(".card:not(.facedown)")];
  const within = (inner, outer) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5
    && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
  // Each word of the element's text on one line: a word broken across lines
  // has more than one client rect.
  const splitWords = (el) => {
    const text = el.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return [];
    const out = [];
    // Pieces between spaces and soft hyphens (the places a word may break).
    for (const m of text.data.matchAll(/[^\s\u00AD]+/g)) {
      // The line of each letter of the piece (one range per letter: a range
      // over the whole piece also reports the hyphen drawn before it).
      const lines = new Set();
      for (let i = m.index; i < m.index + m[0].length; i++) {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        const q = [...r.getClientRects()].filter((x) => x.width > 0).pop();
        if (q) lines.add(Math.round(q.top + q.height / 2));
      }
      if (lines.size > 1) out.push(m[0]);
    }
    return out;
  };
  for (const card of cards) {
    const id = `${card.dataset.kind || card.dataset.character}${card.classList.contains("small") ? " (small)" : ""}${card.closest(".dock") ? " (dock)" : ""}`;
    const box = card.getBoundingClientRect();
    const name = card.querySelector(".name");
    if (!name) { problems.push(`${id}: no name`); continue; }
    const nb = name.getBoundingClientRect();
    // clientWidth rounds down, scrollWidth rounds: 1px of slack.
    if (name.scrollWidth > name.clientWidth + 1 || !within(nb, box)) {
      problems.push(`${id}: name "${name.textContent}" is wider than its card (${Math.round(name.scrollWidth)} > ${Math.round(box.width)})`);
    }
    const lh = parseFloat(getComputedStyle(name).lineHeight);
    if (nb.height > 3.5 * lh) problems.push(`${id}: name "${name.textContent}" takes more than three lines`);
    const px = parseFloat(getComputedStyle(name).fontSize);
    if (px < 8) problems.push(`${id}: name "${name.textContent}" in ${px}px type is too small to read`);
    for (const w of splitWords(name)) problems.push(`${id}: the word "${w}" of the name is split across lines`);
    if (name.lang !== document.documentElement.lang) problems.push(`${id}: name without lang=${document.documentElement.lang}`);
    const summary = card.querySelector(".summary");
    const needsSummary = card.classList.contains("character") || card.classList.contains("type-unique");
    if (needsSummary && !summary) problems.push(`${id}: no rule summary on the face`);
    if (summary) {
      if (summary.scrollHeight > summary.clientHeight + 1) problems.push(`${id}: summary "${summary.textContent}" is cut off`);
      if (!within(summary.getBoundingClientRect(), box)) problems.push(`${id}: summary "${summary.textContent}" leaves the card`);
      for (const w of splitWords(summary)) problems.push(`${id}: the word "${w}" of the summary is split across lines`);
    }
    const icon = card.querySelector("svg.card-icon");
    const ib = icon?.getBoundingClientRect();
    if (!icon || !icon.querySelector("path") || ib.width < 8 || ib.height < 8) problems.push(`${id}: no illustration`);
    else if (!within(ib, box)) problems.push(`${id}: the illustration leaves the card`);
    if (card.classList.contains("district") && !card.classList.contains("type-action")) {
      const cost = card.querySelector(".cost");
      if (!cost || !/^\d+$/.test(cost.textContent)) problems.push(`${id}: no cost`);
    }
    // Issue 12: an action card is played, never built: no cost coin at all.
    if (card.classList.contains("type-action") && card.querySelector(".cost"))
      problems.push(`${id}: an action card shows a cost`);
  }
  return { problems, count: cards.length };
}
