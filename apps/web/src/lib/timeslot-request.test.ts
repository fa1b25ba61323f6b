import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  describeTimeslot,
  TIMESLOT_REQUEST_STORAGE_KEY,
  timeslotDayName,
  timeslotRequestStore,
} from "./timeslot-request.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const slot = { id: 7, day: 1, timeStart: "10:00", timeEnd: "10:20" };

describe("timeslot request store", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("stores, reads and clears the request in sessionStorage and tells its listeners", () => {
    const listener = vi.fn();
    const unsubscribe = timeslotRequestStore.subscribe(listener);
    expect(timeslotRequestStore.get()).toBeNull();

    timeslotRequestStore.set(slot);
    expect(JSON.parse(sessionStorage.getItem(TIMESLOT_REQUEST_STORAGE_KEY) ?? "null")).toEqual(slot);
    expect(timeslotRequestStore.get()).toEqual(slot);
    // The same stored text gives the same object, as useSyncExternalStore needs.
    expect(timeslotRequestStore.get()).toBe(timeslotRequestStore.get());

    timeslotRequestStore.clear();
    expect(sessionStorage.getItem(TIMESLOT_REQUEST_STORAGE_KEY)).toBeNull();
    expect(timeslotRequestStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    timeslotRequestStore.set(slot);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ignores stored text that is not a timeslot request", () => {
    sessionStorage.setItem(TIMESLOT_REQUEST_STORAGE_KEY, "{not json");
    expect(timeslotRequestStore.get()).toBeNull();
    sessionStorage.setItem(TIMESLOT_REQUEST_STORAGE_KEY, JSON.stringify({ id: "7", day: 1 }));
    expect(timeslotRequestStore.get()).toBeNull();
  });

  it("reads a request written by another part of the app straight into storage", () => {
    sessionStorage.setItem(TIMESLOT_REQUEST_STORAGE_KEY, JSON.stringify({ ...slot, day: 2 }));
    expect(timeslotRequestStore.get()).toEqual({ ...slot, day: 2 });
  });

  it("works without storage at all", () => {
    vi.stubGlobal("sessionStorage", undefined);
    expect(timeslotRequestStore.get()).toBeNull();
    expect(() => timeslotRequestStore.set(slot)).not.toThrow();
  });
});

describe("describeTimeslot", () => {
  it("names the day and the time range", () => {
    expect(describeTimeslot(slot)).toBe("Thursday 10:00 – 10:20");
    expect(describeTimeslot({ ...slot, day: 2, timeStart: "16:40", timeEnd: "17:00" })).toBe(
      "Friday 16:40 – 17:00",
    );
  });
});

describe("timeslotDayName", () => {
  it("names the two meeting days and numbers any other", () => {
    expect(timeslotDayName(1)).toBe("Thursday");
    expect(timeslotDayName(2)).toBe("Friday");
    expect(timeslotDayName(3)).toBe("Day 3");
  });
});
