import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { migrationsFolder } from "../../config.ts";

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

/** The migrations this release ships (drizzle's journal), counted once. */
const shippedMigrations = (() => {
  const journal = path.join(migrationsFolder, "meta/_journal.json");
  return (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
})();

/** One dependency's state: "ok", "not used", or why it is not ready. */
export type CheckResult = "ok" | "not used" | string;

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error("no answer in 2 s")), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

/** A check's result; a failure's detail (addresses, driver messages) goes to the log, not to the public answer. */
const outcome = async (
  app: FastifyInstance,
  name: string,
  work: () => Promise<CheckResult>,
): Promise<CheckResult> => {
  try {
    return await within(work());
  } catch (err) {
    app.log.warn({ err, check: name }, "readiness check failed");
    return "not answering";
  }
};

/**
 * What readiness asks (docs/OPERATIONS.md): the database answers, every migration of this release
 * is applied, Redis (when configured) answers, and the instance is not shutting down.
 */
export async function readiness(app: FastifyInstance, shuttingDown: boolean) {
  const [database, migrations, redis] = await Promise.all([
    outcome(app, "database", async () => {
      await app.db.execute(sql`select 1`);
      return "ok";
    }),
    outcome(app, "migrations", async () => {
      const result = await app.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      // Both drivers answer with `rows`.
      const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
      return applied >= shippedMigrations
        ? "ok"
        : `${shippedMigrations - applied} of ${shippedMigrations} not applied`;
    }),
    outcome(app, "redis", async () => {
      if (!app.config.REDIS_URL) return "not used";
      await app.bus.ping();
      return "ok";
    }),
  ]);
  const checks = { database, migrations, redis, shutdown: shuttingDown ? "shutting down" : "ok" };
  const ready = Object.values(checks).every((value) => value === "ok" || value === "not used");
  return { ready, checks };
}
