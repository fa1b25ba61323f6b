import { useSyncExternalStore } from "react";

let requested = false;
const listeners = new Set<() => void>();

/**
 * Asks the app to mount its overlay hosts (notifications, modals manager). They load on first
 * need instead of with the page, which keeps their code out of the initial download.
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

export function useOverlaysRequested(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
