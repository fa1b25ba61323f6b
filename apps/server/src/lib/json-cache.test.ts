import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonCache } from "./json-cache.ts";

describe("jsonCache", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("serialises once per period and key, then loads again", async () => {
    const cached = jsonCache(5_000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const text = async (key: string) => (await cached(key, load)).toString("utf8");
    expect(await text("a")).toBe('{"n":1}');
    vi.advanceTimersByTime(4_000);
    expect(await text("a")).toBe('{"n":1}');
    expect(await text("b")).toBe('{"n":2}');
    vi.advanceTimersByTime(1_001);
    expect(await text("a")).toBe('{"n":3}');
  });

  it("does not keep a failed load", async () => {
    const cached = jsonCache(5_000);
    await expect(cached("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await cached("a", async () => ({ ok: true }))).toString("utf8")).toBe('{"ok":true}');
  });

  it("keeps UTF-8 bytes, so text beyond ASCII is sent whole", async () => {
    const cached = jsonCache(5_000);
    const body = await cached("a", async () => ({ name: "Kópavogur – Ремонт" }));
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse(body.toString("utf8"))).toEqual({ name: "Kópavogur – Ремонт" });
  });

  it("shares one load between requests that arrive together", async () => {
    const cached = jsonCache(5_000);
    const load = vi.fn(async () => ({ ok: true }));
    await Promise.all([cached("a", load), cached("a", load), cached("a", load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
