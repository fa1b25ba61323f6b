import { describe, expect, it, vi } from "vitest";
import { eventually } from "../test/app.ts";
import { closeRedis, redisConnection } from "./redis.ts";

describe("a Redis connection of the server", () => {
  it("tells its failures to the log and closes without throwing when Redis is not there", async () => {
    const warn = vi.fn();
    // Nothing listens on port 1: every attempt fails, as when Redis restarts.
    const redis = redisConnection("redis://127.0.0.1:1", "test", warn);
    await eventually(async () => (warn.mock.calls.length > 0 ? true : undefined));
    const [err, message] = warn.mock.calls[0] ?? [];
    expect(err).toBeInstanceOf(Error);
    expect(message).toMatch(/^Redis \(test\): .*ECONNREFUSED/);
    await expect(closeRedis(redis)).resolves.toBeUndefined();
    // Nothing more is tried once it is closed (it was trying every few hundred milliseconds).
    const tried = warn.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(warn.mock.calls.length).toBe(tried);
  });
});
