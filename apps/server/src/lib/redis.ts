import { Redis } from "ioredis";

/** What a Redis connection says when it fails: ioredis reconnects by itself, so it is a warning. */
export type RedisWarn = (err: Error, message: string) => void;

/**
 * A Redis connection of the server. Its errors (Redis restarted, a dropped connection) go to the
 * log: without a listener ioredis prints "Unhandled error event" for each, outside the log.
 */
export function redisConnection(url: string, name: string, warn: RedisWarn): Redis {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  redis.on("error", (err: Error) => warn(err, `Redis (${name}): ${err.message}`));
  return redis;
}

/** Closes a connection; one whose Redis is already gone is dropped, not thrown on (a shutdown goes on). */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
