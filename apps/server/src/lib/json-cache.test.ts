import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonCache, keptBody, sendJson } from "./json-cache.ts";

describe("keptBody", () => {
  it("keeps ASCII text as it is and any other text as its UTF-8 bytes", () => {
    expect(keptBody('{"n":1}')).toBe('{"n":1}');
    const text = '{"name":"Kópavogur – Şule 🚢"}';
    const body = keptBody(text);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString()).toBe(text);
  });
});

describe("jsonCache", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("serialises once per period and key, then loads again", async () => {
    const cached = jsonCache(5_000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const text = (key: string) => cached(key, load);
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
    expect(await cached("a", async () => ({ ok: true }))).toBe('{"ok":true}');
  });

  it("sends text beyond ASCII whole, with its length in bytes", async () => {
    vi.useRealTimers();
    const cached = jsonCache(5_000);
    const app = Fastify();
    app.get("/", async (_request, reply) =>
      sendJson(reply, await cached("a", async () => ({ name: "Kópavogur – Ремонт 🚢" }))),
    );
    const res = await app.inject({ method: "GET", url: "/" });
    await app.close();
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(res.body)).toEqual({ name: "Kópavogur – Ремонт 🚢" });
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeGreaterThan(res.body.length);
  });

  it("shares one load between requests that arrive together", async () => {
    const cached = jsonCache(5_000);
    const load = vi.fn(async () => ({ ok: true }));
    await Promise.all([cached("a", load), cached("a", load), cached("a", load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
