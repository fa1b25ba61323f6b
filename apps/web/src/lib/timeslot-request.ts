import { timeRange } from "@ebm/shared/zones";
import { useSyncExternalStore } from "react";

/** The timeslot a user picked in the scheduler before choosing whom to ask for a meeting (part 2 §3). */
export interface TimeslotRequest {
  id: number;
  /** Meeting day: 1 Thursday, 2 Friday. */
  day: number;
  /** "HH:MM", event time. */
  timeStart: string;
  /** "HH:MM", event time. */
  timeEnd: string;
}

export const TIMESLOT_REQUEST_STORAGE_KEY = "ebm.timeslotRequest";

const DAY_NAMES: Record<number, string> = { 1: "Thursday", 2: "Friday" };

type Listener = () => void;
const listeners = new Set<Listener>();

// The snapshot must keep its identity while the stored text is unchanged (useSyncExternalStore).
let cachedRaw: string | null = null;
let cachedValue: TimeslotRequest | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isTimeslotRequest(value: unknown): value is TimeslotRequest {
  if (typeof value !== "object" || value === null) return false;
  const slot = value as Record<string, unknown>;
  return (
    typeof slot.id === "number" &&
    typeof slot.day === "number" &&
    typeof slot.timeStart === "string" &&
    typeof slot.timeEnd === "string"
  );
}

function parse(raw: string | null): TimeslotRequest | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isTimeslotRequest(value) ? value : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The selected timeslot request, kept per tab in sessionStorage so it survives a reload and a
 * visit to a company page, and forgotten with the tab.
 * @example timeslotRequestStore.set({ id: 3, day: 1, timeStart: "10:00", timeEnd: "10:20" });
 */
export const timeslotRequestStore = {
  get(): TimeslotRequest | null {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(TIMESLOT_REQUEST_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  },
  set(request: TimeslotRequest): void {
    try {
      storage()?.setItem(TIMESLOT_REQUEST_STORAGE_KEY, JSON.stringify(request));
    } catch {
      // Full or blocked storage: the request is simply not remembered.
    }
    emit();
  },
  clear(): void {
    try {
      storage()?.removeItem(TIMESLOT_REQUEST_STORAGE_KEY);
    } catch {
      // Nothing stored to remove.
    }
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const getServerSnapshot = () => null;

/** The selected timeslot request, or null; re-renders when it is set or cleared. */
export function useTimeslotRequest(): TimeslotRequest | null {
  return useSyncExternalStore(timeslotRequestStore.subscribe, timeslotRequestStore.get, getServerSnapshot);
}

/**
 * The weekday of a meeting day.
 * @example timeslotDayName(2) === "Friday"
 */
export function timeslotDayName(day: number): string {
  return DAY_NAMES[day] ?? `Day ${day}`;
}

/**
 * The request's day and time for a sentence.
 * @example describeTimeslot({ id: 3, day: 1, timeStart: "10:00", timeEnd: "10:20" }) === "Thursday 10:00 – 10:20"
 */
export function describeTimeslot(request: TimeslotRequest): string {
  return `${timeslotDayName(request.day)} ${timeRange(request.timeStart, request.timeEnd)}`;
}

/**
 * A meeting day's tab label, "Thursday Nov 6", from the day's start (UTC) read in the event's
 * time zone; the weekday alone when the start is unknown.
 * @example meetingDayLabel(1, "2025-11-06T10:00:00Z", "Europe/Dublin") === "Thursday Nov 6"
 */
export function meetingDayLabel(day: number, dateStartUtc: string | undefined, timeZone: string): string {
  const fallback = timeslotDayName(day);
  if (!dateStartUtc) return fallback;
  const date = new Date(dateStartUtc);
  if (Number.isNaN(date.getTime())) return fallback;
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      month: "short",
      day: "numeric",
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("weekday")} ${part("month")} ${part("day")}`;
  } catch {
    // An unknown time zone name: the weekday alone still tells the days apart.
    return fallback;
  }
}
