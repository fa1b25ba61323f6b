import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { memoryPresence, type Presence, redisPresence } from "./presence.ts";

const redisUrl = process.env.REDIS_URL;
/** A logger that says nothing. */
const { log } = Fastify({ logger: false });

/** Two presences that stand for two server instances: in-process shares one, Redis connects two. */
const setups: Array<[string, () => [Presence, Presence]]> = [
  [
    "in-process",
    () => {
      const presence = memoryPresence();
      return [presence, presence];
    },
  ],
  ...(redisUrl
    ? ([
        [
          "redis",
          () => {
            const prefix = `test-presence:${randomUUID()}:`;
            const make = () => redisPresence({ url: redisUrl, prefix, ttlMs: 60_000, log });
            return [make(), make()];
          },
        ],
      ] as Array<[string, () => [Presence, Presence]]>)
    : []),
];

describe.each(setups)("%s presence", (_name, make) => {
  let made: Presence[] = [];
  afterEach(async () => {
    await Promise.all([...new Set(made)].map((p) => p.close()));
    made = [];
  });

  it("sees a user's first socket and last close across instances once each", async () => {
    const [a, b] = make();
    made = [a, b];
    expect(await a.connect(1)).toEqual({ admitted: true, first: true });
    expect(await b.connect(1)).toEqual({ admitted: true, first: false });
    expect(await a.connect(1)).toEqual({ admitted: true, first: false });
    expect(await b.online([1, 2])).toEqual(new Set([1]));
    expect(await a.disconnect(1)).toBe(false);
    expect(await b.disconnect(1)).toBe(false);
    expect(await a.online([1])).toEqual(new Set([1]));
    expect(await a.disconnect(1)).toBe(true);
    expect(await b.online([1])).toEqual(new Set());
  });

  it("admits at most maxSockets of a user over all instances, also when they open at once", async () => {
    const [a, b] = make();
    made = [a, b];
    const sides = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b));
    const opened = await Promise.all(sides.map((side) => side.connect(5, 4)));
    expect(opened.filter((o) => o.admitted)).toHaveLength(4);
    expect(opened.filter((o) => o.first)).toHaveLength(1);
    // A refused socket was not counted: closing the four admitted ones takes the user offline.
    for (const [i, side] of sides.entries()) if (opened[i]?.admitted) await side.disconnect(5);
    expect(await a.online([5])).toEqual(new Set());
    // And once one closes, the next is admitted again.
    expect((await b.connect(5, 1)).admitted).toBe(true);
    expect((await a.connect(5, 1)).admitted).toBe(false);
  });
});

if (redisUrl) {
  describe("redis presence after an instance is gone", () => {
    it("forgets its sockets and reports the users that leaves offline, once", async () => {
      const prefix = `test-presence:${randomUUID()}:`;
      const make = () => redisPresence({ url: redisUrl, prefix, ttlMs: 60_000, log });
      const [survivor, gone] = [make(), make()];
      await survivor.connect(1);
      await gone.connect(1);
      await gone.connect(2);
      // Its heartbeat is gone, as after a crash once the key's time ran out.
      await gone.close();
      expect(await survivor.online([1, 2])).toEqual(new Set([1, 2]));
      expect(await survivor.sweep()).toEqual([2]);
      expect(await survivor.online([1, 2])).toEqual(new Set([1]));
      expect(await survivor.sweep()).toEqual([]);
      expect(await survivor.disconnect(1)).toBe(true);
      await survivor.close();
    });

    it("on a clean shutdown forgets its own sockets at once and reports whom that leaves offline", async () => {
      const prefix = `test-presence:${randomUUID()}:`;
      const make = () => redisPresence({ url: redisUrl, prefix, ttlMs: 60_000, log });
      const [survivor, leaving] = [make(), make()];
      await survivor.connect(1);
      await leaving.connect(1);
      await leaving.connect(2);
      await leaving.connect(2);
      expect(await leaving.leave()).toEqual([2]);
      expect(await survivor.online([1, 2])).toEqual(new Set([1]));
      // Nothing of it is left for a sweep to find.
      expect(await survivor.sweep()).toEqual([]);
      await leaving.close();
      expect(await survivor.sweep()).toEqual([]);
      expect(await survivor.disconnect(1)).toBe(true);
      await survivor.close();
    });

    it("counts an instance's sockets again when it was swept for a stall, not a crash", async () => {
      const prefix = `test-presence:${randomUUID()}:`;
      const watcher = redisPresence({ url: redisUrl, prefix, ttlMs: 60_000, log });
      // Renews its heartbeat every second.
      const stalled = redisPresence({ url: redisUrl, prefix, ttlMs: 3_000, log });
      await stalled.connect(7);
      const redis = new Redis(redisUrl);
      // Its heartbeat goes as if it had lapsed, and the watcher sweeps it (again, should a renewal
      // have come in between).
      let offline: number[] = [];
      for (let attempt = 0; attempt < 5 && offline.length === 0; attempt++) {
        const alive = await redis.keys(`${prefix}alive:*`);
        if (alive.length > 0) await redis.del(...alive);
        offline = await watcher.sweep();
      }
      expect(offline).toEqual([7]);
      await expect.poll(() => watcher.online([7]), { timeout: 3000 }).toEqual(new Set([7]));
      expect(await stalled.disconnect(7)).toBe(true);
      await Promise.all([watcher.close(), stalled.close(), redis.quit()]);
    });
  });
}
