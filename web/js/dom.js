// dom.js — a tiny element builder and helpers shared by every screen.
//
// h("button", {class: "primary", onclick: fn, disabled: true}, "Start")
// builds elements without innerHTML, so no text from the server or another
// player is ever parsed as HTML. Attributes named on… become listeners;
// `dataset` and `title` are set as properties; false/null attributes are
// skipped. The server's Content-Security-Policy forbids inline styles in
// markup, so dynamic sizes are set through el.style (the CSSOM), never as a
// style attribute.

export function h(tag, attrs, ...children) {
  const el = tag.startsWith("svg:")
    ? document.createElementNS("http://www.w3.org/2000/svg", tag.slice(4))
    : document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (key === "class") {
      el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    } else if (key === "value" && "value" in el) {
      el.value = value;
    } else if (key === "checked" || key === "selected") {
      el[key] = !!value;
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

export const $ = (sel, root = document) => root.querySelector(sel);

// Replaces the children of `el` with `children`.
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}
