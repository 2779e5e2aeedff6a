// composer.js — widgets for the actions whose argument has several parts
// (issue 11): the Magistrat's three warrants (one signed), the Erpresserin's
// two threats (one with the rose), the Spion's player and district type, the
// Seherin's card per owed player, the Kaiser's heir and what he takes, the
// Ablassprediger's mix of gold and cards, the Kardinal's card and lender, the
// Diplomatin's two districts, the Theater's character and player.
//
// Legality stays the engine's: every part offers only values that occur in
// view.pending.options together with the parts already chosen, and the
// confirm button sends the one option that matches every part — never an
// object built here. What is chosen so far lives in the table's selection
// string (ctx.sel = "compose:TYPE|field=value|…"), so a new game message or
// Escape clears it like any other selection.
//
// For the browser tests (tests/e2e/widget_paths.mjs): the widget is
// [data-widget=TYPE] with data-fields naming its parts in order; each value
// is [data-field=F][data-value=V]; the character widgets use the fields
// "member" (tap to add or remove) and "mark" (the signed warrant / the rose);
// the amount widget shows [data-field=gold][data-value=N] with
// [data-step=-1|1] buttons; the confirm is button.confirm[data-action=TYPE].

import { h } from "./dom.js";
import { t, tn, typeName } from "./i18n.js";
import { characterCard, districtCard, typeSymbol } from "./cards.js";
import { actionLabel } from "./options.js";

// type → its parts: [option key, label key] in the order they are chosen.
export const COMPOSED = {
  place_warrants: { kind: "chars", count: 3, mark: "signed" },
  threaten: { kind: "chars", count: 2, mark: "rose" },
  collect_mixed_income: { kind: "amount" },
  spy: { fields: [["seat", "nd_field_seat"], ["district_type", "nd_field_district_type"]] },
  give_card: { fields: [["seat", "nd_field_seat_give"], ["card", "nd_field_card_hand"]] },
  give_crown: { fields: [["seat", "nd_field_seat"], ["take", "nd_field_take"]] },
  cardinal_build: { fields: [["card", "nd_field_card_hand"], ["seat", "nd_field_seat_lend"]] },
  exchange_districts: { fields: [["card", "nd_field_card_city"], ["target", "nd_field_target"]] },
  theater_swap: { fields: [["character", "nd_field_character"], ["seat", "nd_field_seat"]] },
  // Issue 12: the Lebende Kanonenkugel — a hand card and the own city card it replaces.
  overbuild: { fields: [["card", "nd_field_card_hand"], ["replaces", "nd_field_card_replaces"]] },
};

export const isComposed = (type) => Object.hasOwn(COMPOSED, type);

// "compose:TYPE|a=1|b=x" → {type, parts: Map}
export function parseCompose(sel) {
  if (!sel?.startsWith("compose:")) return null;
  const [type, ...rest] = sel.slice(8).split("|");
  return { type, parts: new Map(rest.map((p) => { const i = p.indexOf("="); return [p.slice(0, i), p.slice(i + 1)]; })) };
}

export function composeKey(type, parts) {
  return ["compose:" + type, ...[...parts].filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => `${k}=${v}`)].join("|");
}

const val = (o, k) => (o[k] === undefined ? undefined : String(o[k]));
const members = (o) => [o.character, ...(o.others || (o.other !== undefined ? [o.other] : []))];

// The option the chosen parts name, or null.
export function composedOption(type, opts, parts) {
  const spec = COMPOSED[type];
  if (spec.kind === "chars") {
    const chosen = (parts.get("member") || "").split(",").filter(Boolean);
    const mark = parts.get("mark");
    return opts.find((o) => o.character === mark && members(o).length === chosen.length && members(o).every((c) => chosen.includes(c))) || null;
  }
  if (spec.kind === "amount") return opts.find((o) => val(o, "gold") === parts.get("gold")) || null;
  const found = opts.filter((o) => spec.fields.every(([k]) => val(o, k) === parts.get(k)));
  return found.length === 1 ? found[0] : null;
}

function seatLabel(ctx, seat) {
  return ctx.names[seat] ?? t("seat_n", { n: Number(seat) + 1 });
}

function confirmRow(ctx, type, option, complete) {
  return h("div", { class: "actions" },
    h("button", {
      type: "button", class: ["confirm", "primary", `act-${type}`], dataset: { action: type }, disabled: !option,
      onclick: () => { if (option) { ctx.setSel(null); ctx.send(option); } },
    }, actionLabel(type)),
    h("button", { type: "button", class: "secondary cancel", onclick: () => ctx.setSel(null) }, t("cancel")),
    option ? null : h("span", { class: "hint" }, complete ? t("nd_not_legal") : t("nd_incomplete")));
}

// One part's value as a control: a card, a character, a player, a type.
function valueControl(ctx, type, key, value, o, chosen, onpick) {
  const { view } = ctx;
  let el;
  if (key === "card" || key === "target" || key === "replaces") {
    const id = Number(value);
    const kind = key === "card" ? o.district : key === "replaces" ? o.replaces_district : o.target_district;
    const owner = view.players.find((p) => (p.city || []).some((c) => c.id === id) || (p.hand || []).some((c) => c.id === id));
    const card = owner ? [...(owner.city || []), ...(owner.hand || [])].find((c) => c.id === id) : { id, kind };
    el = districtCard(card, { small: true, onclick: onpick, selected: chosen });
  } else if (key === "character") {
    el = characterCard(value, { small: true, onclick: onpick, selected: chosen });
  } else {
    let label;
    if (key === "seat") label = [seatLabel(ctx, value), h("small", {}, ` (${tn("tbl_cards_n", view.players[value]?.hand_size ?? 0)}, ${tn("tbl_gold_n", view.players[value]?.gold ?? 0)})`)];
    else if (key === "district_type") label = [typeSymbol(value, "type-symbol inline"), " ", typeName(value)];
    else if (key === "take") label = t(`nd_take_${value}`);
    else label = value;
    el = h("button", { type: "button", class: ["target", "secondary", chosen && "selected"], "aria-pressed": String(chosen), onclick: onpick }, label);
  }
  el.dataset.field = key;
  el.dataset.value = value;
  el.classList.toggle("selected", chosen);
  return el;
}

// Parts chosen one after the other; each offers the values legal with the
// parts before it. A part with a single possible value is chosen already.
function fieldsWidget(ctx, type, opts, parts) {
  const spec = COMPOSED[type];
  const box = h("div", { class: ["composer", `compose-${type}`], dataset: { widget: type, fields: spec.fields.map(([k]) => k).join(",") } });
  let fitting = opts;
  for (const [key, labelKey] of spec.fields) {
    const values = [...new Map(fitting.map((o) => [val(o, key), o])).entries()];
    if (!values.some(([v]) => v === parts.get(key))) parts.delete(key);
    if (values.length === 1 && !parts.has(key)) parts.set(key, values[0][0]);
    const pick = (v) => () => { const next = new Map(parts); next.set(key, v); ctx.setSel(composeKey(type, next)); };
    const row = h("div", { class: "compose-row" }, h("span", { class: "compose-label" }, t(labelKey)));
    if (key === "target") {
      // The districts to take, by owner.
      for (const seat of [...new Set(values.map(([, o]) => o.seat))]) {
        row.append(h("div", { class: "target-owner" }, h("span", { class: "owner" }, seatLabel(ctx, seat)),
          h("div", { class: "target-row" }, values.filter(([, o]) => o.seat === seat)
            .map(([v, o]) => valueControl(ctx, type, key, v, o, parts.get(key) === v, pick(v))))));
      }
    } else {
      row.append(h("div", { class: "target-row" }, values.map(([v, o]) => valueControl(ctx, type, key, v, o, parts.get(key) === v, pick(v)))));
    }
    box.append(row);
    if (parts.has(key)) fitting = fitting.filter((o) => val(o, key) === parts.get(key));
  }
  box.append(confirmRow(ctx, type, composedOption(type, opts, parts), spec.fields.every(([k]) => parts.has(k))));
  return box;
}

// Two or three characters of the lineup, one of them marked.
function charsWidget(ctx, type, opts, parts) {
  const spec = COMPOSED[type];
  const chosen = (parts.get("member") || "").split(",").filter(Boolean);
  const mark = chosen.includes(parts.get("mark")) ? parts.get("mark") : null;
  const candidates = new Set(opts.flatMap(members));
  // Pickable: some legal option holds the chosen ones and this one.
  const pickable = (c) => opts.some((o) => { const m = members(o); return m.includes(c) && chosen.every((x) => m.includes(x)); });
  const set = (list, m) => ctx.setSel(composeKey(type, new Map([["member", list.join(",")], ["mark", m ?? ""]])));
  const box = h("div", { class: ["composer", "compose-chars", `compose-${type}`], dataset: { widget: type, fields: "member,mark" } },
    h("p", { class: "prompt-sub" }, tn("nd_pick_chars", spec.count), " ", t(`nd_mark_hint_${spec.mark}`)));
  const row = h("div", { class: "target-row" });
  for (const c of ctx.view.characters || []) {
    const wire = c.character;
    const isIn = chosen.includes(wire);
    if (!candidates.has(wire) || (!isIn && (chosen.length >= spec.count || !pickable(wire)))) {
      row.append(characterCard(wire, { small: true, disabled: true, reason: t("why_not_target") }));
      continue;
    }
    const card = characterCard(wire, { small: true, selected: isIn, status: mark === wire ? [`mark-${spec.mark}`] : [],
      onclick: () => set(isIn ? chosen.filter((x) => x !== wire) : [...chosen, wire], isIn && mark === wire ? null : mark) });
    card.dataset.field = "member";
    card.dataset.value = wire;
    const slot = h("div", { class: ["compose-char", isIn && "in"] }, card);
    if (isIn) {
      slot.append(h("button", { type: "button", class: ["mark", `mark-${spec.mark}`, mark === wire && "selected"], "aria-pressed": String(mark === wire),
        dataset: { field: "mark", value: wire }, onclick: () => set(chosen, wire) }, t(`nd_mark_${spec.mark}`)));
    }
    row.append(slot);
  }
  box.append(row, confirmRow(ctx, type, composedOption(type, opts, parts), chosen.length === spec.count && !!mark));
  return box;
}

// The Ablassprediger: n gold, the rest of his count as cards.
function amountWidget(ctx, type, opts, parts) {
  const values = [...new Set(opts.map((o) => Number(o.gold)))].sort((a, b) => a - b);
  const total = values[values.length - 1];
  let n = Number(parts.get("gold"));
  if (!values.includes(n)) n = total;
  const at = values.indexOf(n);
  const go = (v) => ctx.setSel(composeKey(type, new Map([["gold", String(v)]])));
  const option = composedOption(type, opts, new Map([["gold", String(n)]]));
  return h("div", { class: ["composer", "compose-amount"], dataset: { widget: type, fields: "gold" } },
    h("div", { class: "stepper" },
      h("button", { type: "button", class: "secondary step", dataset: { step: "-1" }, disabled: at <= 0, "aria-label": t("nd_less"), title: t("nd_less"), onclick: () => go(values[at - 1]) }, "−"),
      h("input", { type: "range", min: String(values[0]), max: String(total), step: "1", value: String(n), "aria-label": actionLabel(type),
        onchange: (ev) => { const v = Number(ev.target.value); go(values.includes(v) ? v : n); } }),
      h("button", { type: "button", class: "secondary step", dataset: { step: "1" }, disabled: at >= values.length - 1, "aria-label": t("nd_more"), title: t("nd_more"), onclick: () => go(values[at + 1]) }, "+"),
      h("output", { class: "mix", dataset: { field: "gold", value: String(n) } }, t("nd_mix", { gold: n, cards: total - n }))),
    confirmRow(ctx, type, option, true));
}

// The widget of one composed action type, with what ctx.sel chose so far.
export function renderComposer(ctx, type, opts) {
  const state = parseCompose(ctx.sel);
  const parts = state?.type === type ? state.parts : new Map();
  const spec = COMPOSED[type];
  if (spec.kind === "chars") return charsWidget(ctx, type, opts, parts);
  if (spec.kind === "amount") return amountWidget(ctx, type, opts, parts);
  return fieldsWidget(ctx, type, opts, parts);
}
