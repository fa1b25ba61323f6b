import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { requestOverlays } from "./lib/overlays.ts";

// Loading placeholders rest for the first two seconds of a visit, then pulse (app/global.css).
window.setTimeout(() => {
  document.documentElement.dataset.placeholdersPulse = "";
}, 2000);

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");
/** The buttons of the build's prerendered page, which do nothing until the app has taken them over. */
const prerenderedButtons = new Set(container.querySelectorAll("button"));
/** Prerendered buttons clicked before the app started: clicked again once it has. */
const earlyClicks: HTMLElement[] = [];
/** Undefined until the app has started; then whether it took the prerendered page over. */
let tookOver: boolean | undefined;
const keepClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || !prerenderedButtons.has(button)) return;
  if (tookOver === undefined) earlyClicks.push(button);
  // A fresh render has been asked for but has yet to replace the page.
  else if (!tookOver) {
    requestOverlays();
    clickItsSuccessor(button);
  }
};

/**
 * Sets up the browser's locale data on a worker thread (app/intl-warmup.worker.ts) and resolves
 * when it is ready, or after 2 s at most: the app's first date or number format then costs the
 * page's main thread nothing.
 */
function warmUpIntl(): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL("./app/intl-warmup.worker.ts", import.meta.url));
    } catch {
      resolve();
      return;
    }
    worker.addEventListener("message", done, { once: true });
    worker.addEventListener("error", done, { once: true });
    setTimeout(done, 2000);
  });
}
const intlReady = warmUpIntl();

/** Ends the current task: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code, evaluated in two steps (React, then the app), each in a task of its own:
 * evaluated at once it would hold a phone's main thread for a long while, with input and paint
 * waiting.
 */
async function loadApp() {
  await import("react-dom/client");
  await nextTask();
  const app = await import("./app/start.tsx");
  await intlReady;
  return app;
}

/** What a button answers to: its label, else its text. */
const buttonName = (button: Element) =>
  (button.getAttribute("aria-label") ?? button.textContent ?? "").trim();

/**
 * Clicks, once the app's own render has replaced the prerendered `old` button, the new button
 * of the same name (a signed-in visitor's page is rendered afresh, not taken over). Looks again at
 * every frame until the new button is there, for 10 s at most: on a busy phone the page's own
 * render may take a while, and the tap must not be lost.
 */
function clickItsSuccessor(old: HTMLElement, deadline = performance.now() + 10_000): void {
  const name = buttonName(old);
  const successor = old.isConnected
    ? undefined
    : [...document.querySelectorAll<HTMLButtonElement>("#root button")].find(
        (button) => buttonName(button) === name,
      );
  if (successor) successor.click();
  else if (performance.now() < deadline) requestAnimationFrame(() => clickItsSuccessor(old, deadline));
}

const startApp = () =>
  loadApp()
    .then(({ start }) => start(container))
    .then((hydrated) => {
      tookOver = hydrated;
      // Until now a link followed loads its page from the server; from now on the app moves
      // between pages itself (focus to the new page's heading included).
      document.documentElement.dataset.appStarted = "";
      // React replays clicks on markup it has yet to take over; a fresh render replaces the
      // buttons, so the click goes to their successors.
      if (hydrated) container.removeEventListener("click", keepClick);
      // Those clicks were the visitor's first interaction, which the app was not there to see:
      // its overlay hosts (snackbars) load now, as they would have on the click.
      if (earlyClicks.length > 0) requestOverlays();
      for (const button of earlyClicks) {
        if (hydrated) button.click();
        else clickItsSuccessor(button);
      }
      earlyClicks.length = 0;
    });

// The offline worker (scripts/service-worker.ts) of the built app: the scanner and the app's shell
// open without a connection. Registered after the page has loaded, so it never competes with it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined),
    { once: true },
  );
}

if (container.dataset.prerendered) {
  container.addEventListener("click", keepClick);
  // The build's prerendered page (scripts/prerender.ts) is drawn without script: the app's code
  // loads after the first paint, so it does not compete with the page for a slow connection.
  requestAnimationFrame(() => {
    setTimeout(() => {
      const preloads = document.getElementById("deferred-preloads");
      if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
      void startApp();
    }, 0);
  });
} else {
  void startApp();
}
