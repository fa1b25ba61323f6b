// What a production start requires (README "Production"), for the benchmarks' instances, which run
// as production does: secrets of their own, a mail server nobody listens on, the simulated
// checkout and the demo data allowed.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The compiled server a production start runs (`node apps/server/dist/server.js`). */
export const SERVER = path.join(root, "apps/server/dist/server.js");

/**
 * The Node.js options of the production start, read from the root package.json's `serve` script
 * (`node <options> apps/server/dist/server.js`, as the README starts it), so the benchmarks start
 * the server as production does.
 */
export const SERVE_NODE_ARGS = (() => {
  const serve = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.serve;
  const words = serve.split(/\s+/);
  if (words[0] !== "node" || words.at(-1) !== "apps/server/dist/server.js")
    throw new Error(`the serve script is not "node <options> apps/server/dist/server.js": ${serve}`);
  return words.slice(1, -1);
})();

/**
 * Compiles the server from the sources at hand (well under a second) and returns its file: the
 * benchmarks measure the server as production starts it, never an older build.
 */
export function compiledServer() {
  const built = spawnSync(process.execPath, ["apps/server/scripts/build.mjs"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the server did not compile");
  return SERVER;
}

export const PRODUCTION_BENCH_ENV = {
  APP_SECRET: "bench-app-secret-0123456789abcdefghij",
  CAPTCHA_HMAC_KEY: "bench-captcha-key-0123456789abcdefghij",
  SMTP_URL: "smtp://127.0.0.1:2525",
  PAYMENT_PROVIDER: "simulated",
  ALLOW_SIMULATED_PAYMENTS: "true",
  ALLOW_DEMO_DATA: "true",
};

/**
 * Writes a session for `contactId` through `client` (a `pg` client or PGlite), as a sign-in would
 * make it, and returns its token for the `Authorization` header or the session cookie.
 */
export async function writeSession(client, contactId) {
  const token = randomBytes(32).toString("base64url");
  await client.query(
    "INSERT INTO sessions (token_hash, contact_id, expires_at) VALUES ($1, $2, now() + interval '1 day')",
    [createHash("sha256").update(token).digest("hex"), contactId],
  );
  return token;
}

/** Deletes the presence keys and counters that instances left in Redis under `namespace`. */
export async function dropRedisKeys(redisUrl, namespace) {
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `*${namespace}*`, "COUNT", 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== "0");
  await redis.quit();
}
