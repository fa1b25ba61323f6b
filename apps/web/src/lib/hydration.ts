import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React renders the page on the server (the build's prerendered pages) or takes over
 * that markup in the browser, true in every other render. What differs between the build and the
 * visit (the time, the year) is shown only once this is true, so the taken-over markup matches.
 * @example const hydrated = useHydrated(); return <span>{hydrated ? clock(now) : "--:--"}</span>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
