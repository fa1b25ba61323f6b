import { useEffect, useState, useSyncExternalStore } from "react";
import { apiGet } from "./api-client.ts";

/**
 * The event clock on this device (decision 0018): the server's event time (real time, or the
 * rehearsal's or demo's EVENT_TIME and onwards), read as an offset from the device's clock and
 * kept in sync. Everything that depends on the event (which slots have ended, the next meeting,
 * the countdown, the header's clocks) reads it, never the device's clock, so a phone set wrong or
 * a rehearsal shows what the server decides.
 */

/** How often the offset is measured again while a page stays open. */
const SYNC_EVERY_MS = 10 * 60_000;

interface ClockState {
  /** Event time minus device time, in milliseconds. */
  offsetMs: number;
  /** True when the server's clock is set (a rehearsal or the demo), not real time. */
  set: boolean;
  /** True when the server replays the demo's meeting days on its own clock: every screen says so. */
  demo: boolean;
  /** True once measured; before that the device's clock stands in. */
  synced: boolean;
}

let state: ClockState = { offsetMs: 0, set: false, demo: false, synced: false };
const listeners = new Set<() => void>();

/**
 * The offset of the server's clock from the device's, from one exchange: the server's answer is
 * taken to stand halfway through the round trip.
 * @example offsetFrom("2025-11-06T10:00:00.000Z", sentAt, receivedAt)
 */
export function offsetFrom(serverNowIso: string, sentAtMs: number, receivedAtMs: number): number | null {
  const server = Date.parse(serverNowIso);
  if (Number.isNaN(server) || receivedAtMs < sentAtMs) return null;
  return Math.round(server - (sentAtMs + receivedAtMs) / 2);
}

/** The event clock now, in milliseconds. */
export const eventNow = (): number => Date.now() + state.offsetMs;

export const eventClockState = (): ClockState => state;

/** Sets the clock from a measurement (also what tests call). */
export function setEventClock(next: Omit<ClockState, "synced">): void {
  state = { ...next, synced: true };
  for (const listener of listeners) listener();
}

/** Measures the offset once; a failure keeps the last one. */
export async function syncEventClock(): Promise<void> {
  try {
    const sentAt = Date.now();
    const body = await apiGet<{ now?: string; set?: boolean; demo?: boolean }>("/api/misc/clock");
    const offsetMs = typeof body?.now === "string" ? offsetFrom(body.now, sentAt, Date.now()) : null;
    if (offsetMs !== null) setEventClock({ offsetMs, set: body?.set === true, demo: body?.demo === true });
  } catch {
    // Offline: the last measurement (or the device's clock) stands until the next one.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The clock's state, re-rendering when a measurement changes it. */
export const useEventClock = (): ClockState =>
  useSyncExternalStore(subscribe, eventClockState, eventClockState);

/**
 * Keeps the clock in sync while the app runs: at start, every 10 minutes, and when the page comes
 * back into view or the connection returns (a phone asleep for an hour may have drifted).
 */
export function useEventClockSync(): void {
  useEffect(() => {
    void syncEventClock();
    const timer = window.setInterval(() => void syncEventClock(), SYNC_EVERY_MS);
    const again = () => {
      if (document.visibilityState === "visible") void syncEventClock();
    };
    document.addEventListener("visibilitychange", again);
    window.addEventListener("online", again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", again);
      window.removeEventListener("online", again);
    };
  }, []);
}

/**
 * The event clock's time, read again every `tickMs` and whenever the offset changes.
 * @example const now = useEventNow(60_000); const ended = slotEnd < now;
 */
export function useEventNow(tickMs: number): number {
  const { offsetMs } = useEventClock();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return deviceNow + offsetMs;
}
