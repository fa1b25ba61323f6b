import { afterEach, describe, expect, it } from "vitest";
import { type Bus, memoryBus, redisBus } from "./bus.ts";

const redisUrl = process.env.REDIS_URL;
/** Two buses that stand for two server instances: in-process shares one, Redis connects two. */
const setups: Array<[string, () => [Bus, Bus]]> = [
  [
    "in-process",
    () => {
      const bus = memoryBus();
      return [bus, bus];
    },
  ],
  ...(redisUrl
    ? ([["redis", () => [redisBus(redisUrl), redisBus(redisUrl)]]] as Array<[string, () => [Bus, Bus]]>)
    : []),
];

describe.each(setups)("%s bus", (_name, make) => {
  let buses: Bus[] = [];
  afterEach(async () => {
    await Promise.all([...new Set(buses)].map((b) => b.close()));
    buses = [];
  });

  it("delivers a published event to subscribers of the channel only, until they unsubscribe", async () => {
    const [a, b] = make();
    buses = [a, b];
    const got: unknown[] = [];
    const other: unknown[] = [];
    const unsubscribe = await b.subscribe("user:1", (p) => got.push(p));
    await b.subscribe("user:2", (p) => other.push(p));
    await a.publish("user:1", { type: "x", n: 1 });
    await waitFor(() => got.length === 1);
    expect(got).toEqual([{ type: "x", n: 1 }]);
    expect(other).toEqual([]);
    await unsubscribe();
    await a.publish("user:1", { type: "x", n: 2 });
    await a.publish("user:2", { type: "y" });
    await waitFor(() => other.length === 1);
    expect(got).toHaveLength(1);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

if (redisUrl) {
  describe("redis bus namespaces", () => {
    it("keeps apps with different prefixes on one Redis apart", async () => {
      const [a, b, other] = [
        redisBus(redisUrl, "ns-a:"),
        redisBus(redisUrl, "ns-a:"),
        redisBus(redisUrl, "ns-b:"),
      ];
      const got: unknown[] = [];
      const heardElsewhere: unknown[] = [];
      await b.subscribe("user:1", (p) => got.push(p));
      await other.subscribe("user:1", (p) => heardElsewhere.push(p));
      await other.publish("user:1", { type: "y" });
      await a.publish("user:1", { type: "x" });
      await waitFor(() => got.length === 1 && heardElsewhere.length === 1);
      expect(got).toEqual([{ type: "x" }]);
      expect(heardElsewhere).toEqual([{ type: "y" }]);
      await Promise.all([a.close(), b.close(), other.close()]);
    });
  });
}
