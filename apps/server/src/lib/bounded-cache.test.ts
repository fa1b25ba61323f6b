import { afterEach, describe, expect, it, vi } from "vitest";
import { boundedCache } from "./bounded-cache.ts";

const text = (chars: number) => "x".repeat(chars);

describe("a bounded cache of answers", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a key from memory within its period, and loads it again after", async () => {
    vi.useFakeTimers();
    const cache = boundedCache({ ttlMs: 5_000, maxEntries: 10, maxChars: 1_000 });
    const load = vi.fn(async () => "answer");
    expect(await cache.get("a", load)).toBe("answer");
    expect(await cache.get("a", load)).toBe("answer");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_001);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps at most maxChars characters, dropping the oldest answers first", async () => {
    const cache = boundedCache({ ttlMs: 60_000, maxEntries: 100, maxChars: 250 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => text(100));
    // 300 characters were made: the oldest went.
    expect(cache.size()).toEqual({ entries: 2, chars: 200 });
    const load = vi.fn(async () => text(100));
    await cache.get("a", load);
    await cache.get("c", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxEntries answers", async () => {
    const cache = boundedCache({ ttlMs: 60_000, maxEntries: 2, maxChars: 1_000 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.size().entries).toBe(2);
  });

  it("lets expired answers go when another is added, so a quiet cache holds nothing old", async () => {
    vi.useFakeTimers();
    const cache = boundedCache({ ttlMs: 5_000, maxEntries: 100, maxChars: 10_000 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => text(1_000));
    vi.advanceTimersByTime(6_000);
    await cache.get("d", async () => text(10));
    expect(cache.size()).toEqual({ entries: 1, chars: 10 });
  });

  it("lets expired answers go when nothing else is asked, once the oldest expires", async () => {
    vi.useFakeTimers();
    const cache = boundedCache({ ttlMs: 5_000, maxEntries: 100, maxChars: 10_000 });
    await cache.get("a", async () => text(1_000));
    vi.advanceTimersByTime(2_000);
    await cache.get("b", async () => text(500));
    vi.advanceTimersByTime(3_100);
    // "a" expired and went by itself; "b" has 2 s left.
    expect(cache.size()).toEqual({ entries: 1, chars: 500 });
    vi.advanceTimersByTime(2_000);
    expect(cache.size()).toEqual({ entries: 0, chars: 0 });
  });

  it("does not keep a failed load", async () => {
    const cache = boundedCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1_000 });
    await expect(cache.get("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => "again")).toBe("again");
  });
});
