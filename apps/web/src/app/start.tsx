import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { redirectToPendingMeetings } from "../lib/pending-meetings.ts";
import { sessionStore } from "../lib/session/session-store.ts";
import { AppProviders } from "./providers.tsx";
import { routes } from "./router.tsx";

/**
 * Loads the lazy modules of the routes that match the address before the first render, so the
 * router starts ready and the first render is the page itself (the same markup as a prerendered
 * page, with no empty frame in between). False when one failed: the router then tries again and
 * shows its error.
 */
async function loadMatchedRoutes(): Promise<boolean> {
  try {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends the current task: each step of the start runs in a task of its own, so none of them holds
 * a phone's main thread for long (input and paint get their turn in between).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the app into `container`, taking over the build's prerendered markup where it can.
 * Resolves once React listens to the page, true when it takes over the markup (hydrates).
 */
export async function start(container: HTMLElement): Promise<boolean> {
  const ready = await loadMatchedRoutes();
  await nextTask();
  const router = createBrowserRouter(routes);
  // Once per browser session: a user arriving from outside with requests to answer goes to the
  // scheduler (part 2 §2).
  void redirectToPendingMeetings(
    (path) => router.navigate(path),
    () => router.state.location.pathname,
  );
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The build wrote this page as a signed-out visitor's first render shows it (scripts/prerender.ts):
  // that visitor's render takes the markup over. Anyone else (signed in, or a search in the address)
  // gets a fresh render that replaces it in one commit.
  const hydrate =
    ready &&
    container.dataset.prerendered === window.location.pathname &&
    window.location.search === "" &&
    sessionStore.getUser() === null;
  // In a transition React renders in slices and leaves the main thread free for input in between.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  return hydrate;
}
