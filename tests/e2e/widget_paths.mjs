// widget_paths.mjs — the UI path to an option of an issue-11 action whose
// argument has several parts (web/js/composer.js): open the widget (its
// button, unless the decision shows it by itself), choose each part by its
// [data-field][data-value] control, step the Ablassprediger's amount to the
// option's value, then press the widget's confirm. table_helpers.clickPath
// uses it for these types, so test_controls and test_new_decisions check
// them like every other option.

// The types composer.js draws as a widget (its COMPOSED table).
export const COMPOSED_TYPES = new Set(["place_warrants", "threaten", "collect_mixed_income", "spy", "give_card",
  "give_crown", "cardinal_build", "exchange_districts", "theater_swap", "overbuild"]);

const FIELDS = {
  spy: ["seat", "district_type"], give_card: ["seat", "card"], give_crown: ["seat", "take"],
  cardinal_build: ["card", "seat"], exchange_districts: ["card", "target"], theater_swap: ["character", "seat"],
  overbuild: ["card", "replaces"], // issue 12
};

export async function composedPath(page, o) {
  const widget = `.prompt.mine [data-widget="${o.type}"]`;
  if (!(await page.locator(widget).count())) await page.click(`.prompt.mine button[data-opens="${o.type}"]`);
  await page.waitForSelector(widget);
  const pick = async (field, value) => {
    await page.locator(`${widget} [data-field="${field}"][data-value="${value}"]`).first().click();
  };
  if (o.type === "place_warrants" || o.type === "threaten") {
    for (const c of [o.character, ...(o.others || [o.other])]) await pick("member", c);
    await pick("mark", o.character);
  } else if (o.type === "collect_mixed_income") {
    for (let guard = 0; guard < 20; guard++) {
      const now = Number(await page.locator(`${widget} [data-field="gold"]`).getAttribute("data-value"));
      if (now === o.gold) break;
      await page.click(`${widget} [data-step="${now < o.gold ? 1 : -1}"]`);
    }
  } else {
    for (const f of FIELDS[o.type]) await pick(f, String(o[f]));
  }
  await page.click(`${widget} button.confirm[data-action="${o.type}"]`);
}
