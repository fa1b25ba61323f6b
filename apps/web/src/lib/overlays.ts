import { useSyncExternalStore } from "react";

let requested = false;
const listeners = new Set<() => void>();

/**
 * Asks the app to mount its overlay host (the notifications). It loads on first
 * need instead of with the page, which keeps its code out of the initial download.
 */
export function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => requested;
/** The build's prerendered pages have no overlay hosts, so taking that markup over starts without. */
const getServerSnapshot = () => false;

/**
 * Whether the overlay hosts were asked for. False while React takes over the prerendered markup,
 * even when a click before that asked already (the hosts then mount right after): rendering
 * them during that take-over would not match the markup, and React would throw the page away and
 * render it afresh, losing what the visitor clicked.
 */
export function useOverlaysRequested(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
