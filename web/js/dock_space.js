// dock_space.js — room at the end of the page for a phone's dock.
//
// On a phone (style.css, max-width 520px) the decision and the hand are a
// dock fixed at the bottom of the screen, over the page. So that the end of
// the page (the last opponent, the log, the chat) can still be scrolled
// above it, the page ends with as much empty space as the dock is high:
// the body's --dock-h, kept equal to the dock's height by a ResizeObserver
// (the dock grows with a longer prompt or hand, and each render draws a new
// one). Without a fixed dock (a laptop, the game over) it is 0. A fixed
// 64vh did the same but left half a screen of nothing under a short dock.

let observer = null;
let watched = null;

function measure() {
  const fixed = watched && watched.isConnected && getComputedStyle(watched).position === "fixed";
  document.body.style.setProperty("--dock-h", `${fixed ? Math.ceil(watched.getBoundingClientRect().height) : 0}px`);
}

// After each render: watch the table's dock (or none).
export function trackDock() {
  const dock = document.querySelector(".table > .dock");
  if (dock === watched) return;
  if (!observer) {
    observer = new ResizeObserver(measure);
    window.addEventListener("resize", measure); // a phone turned: the dock may stop (or start) being fixed
  }
  if (watched) observer.unobserve(watched);
  watched = dock;
  if (dock) observer.observe(dock);
  measure();
}
