// notify.js — "your turn": a banner in the foreground for a moment (it does
// not catch clicks, so it never blocks the table); when the tab is in the
// background the page title changes (and blinks) until the tab is looked
// at, and, if the player turned sound on, a short two-note chime. The chime is synthesised with Web Audio,
// so no sound file is fetched (the server's CSP allows none).

const KEY_SOUND = "guildhall.sound";
const baseTitle = document.title;
let blink = null;

export function soundEnabled() {
  return localStorage.getItem(KEY_SOUND) === "on";
}

export function setSound(on) {
  localStorage.setItem(KEY_SOUND, on ? "on" : "off");
}

function chime() {
  try {
    const ctx = new AudioContext();
    const now = ctx.currentTime;
    [660, 880].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.3);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + i * 0.18);
      osc.stop(now + i * 0.18 + 0.32);
    });
    setTimeout(() => ctx.close(), 1000);
  } catch {
    /* no audio device: the title still tells */
  }
}

export function notifyTurn(title) {
  if (!document.hidden) return;
  if (soundEnabled()) chime();
  clearInterval(blink);
  let on = true;
  document.title = `▶ ${title}`;
  blink = setInterval(() => {
    on = !on;
    document.title = on ? `▶ ${title}` : baseTitle;
  }, 1000);
}

let bannerEl = null;
export function showTurnBanner(text) {
  if (!bannerEl) {
    bannerEl = document.createElement("div");
    bannerEl.id = "turn-banner";
    bannerEl.setAttribute("role", "status");
    document.body.append(bannerEl);
  }
  bannerEl.textContent = text;
  bannerEl.classList.remove("show", "gone");
  void bannerEl.offsetWidth; // restart the animation
  bannerEl.classList.add("show");
  clearTimeout(bannerEl.timer);
  bannerEl.timer = setTimeout(() => bannerEl.classList.remove("show"), 2600);
}

// The banner belongs to the table: leaving it (to the lobby, a replay)
// takes the banner away at once.
export function hideTurnBanner() {
  if (!bannerEl) return;
  clearTimeout(bannerEl.timer);
  bannerEl.classList.add("gone"); // at once, without the fade
  bannerEl.classList.remove("show");
}

export function clearNotice() {
  clearInterval(blink);
  blink = null;
  document.title = baseTitle;
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden) clearNotice();
});
