import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type AppOptions, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { seedDemoData } from "../db/seed/index.ts";
import { prepareInstallation } from "../db/seed/installation.ts";
import { TEMPLATE_ENV } from "./template.ts";

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A throw-away PostgreSQL database on the server of DATABASE_URL, a copy of the run's template
 * (migrated and seeded) when there is one; dropped by the returned function.
 */
async function createScratchDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ebm_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Builds the app on a fresh database with the small demo data: in-memory PGlite by default, or a
 * scratch database on the PostgreSQL server of DATABASE_URL when that is set (and Redis when
 * REDIS_URL is set), so the same tests prove both.
 * @example const { app, close } = await createTestApp(); afterAll(close);
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    authPerMinute?: number;
    extend?: (app: FastifyInstance) => void;
    /** Logger setting (pino options, e.g. a `stream` to read the log); off by default. */
    logger?: AppOptions["logger"];
    /** "installation": a new installation's empty database (reference data and a first edition), no demo. */
    data?: "demo" | "installation";
  } = {},
): Promise<TestApp> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "ebm-uploads-"));
  // The run's template (test/global-setup.ts), migrated and seeded once: each app starts from a copy.
  const template = {
    database: process.env[TEMPLATE_ENV.database],
    pgliteDump: process.env[TEMPLATE_ENV.pgliteDump],
    uploads: process.env[TEMPLATE_ENV.uploads],
  };
  const installation = opts.data === "installation";
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, installation ? undefined : template.database)
    : undefined;
  const fromTemplate =
    !installation && (scratch ? template.database !== undefined : template.pgliteDump !== undefined);
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: ":memory:",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      RATE_LIMIT_NAMESPACE: `test-${process.pid}-${Date.now()}-${counter++}`,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...env,
    }),
    uploadsDir,
  };
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: ":memory:",
    poolSize: 5,
    ...(!scratch && fromTemplate && template.pgliteDump
      ? { loadDataDir: new Blob([readFileSync(template.pgliteDump)]) }
      : {}),
  });
  if (installation) await prepareInstallation(db.db);
  else if (fromTemplate && template.uploads) cpSync(template.uploads, uploadsDir, { recursive: true });
  else await seedDemoData(db.db, { uploadsDir, size: "small" });
  // The mail sender's own timer would race the tests that flush by hand.
  const app = await buildApp({
    config,
    db,
    logger: opts.logger ?? false,
    authPerMinute: opts.authPerMinute ?? 1000,
    mailTickMs: 3_600_000,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await scratch?.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** E-mail addresses of the demo accounts (README "Demo accounts"); all use DEMO_PASSWORD. */
export const DEMO = {
  anna: "anna.schmidt@demo.ebm.example",
  lars: "lars.becker@demo.ebm.example",
  organiser: "organiser@demo.ebm.example",
  marketplace: "marketplace@demo.ebm.example",
} as const;

/** Signs in through the API and returns the bearer header and user. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const user = res.json() as { id: number; token: string; companyId: number; email: string };
  return { user, headers: { authorization: `Bearer ${user.token}` } };
}

/**
 * Polls until `check` returns a value (not undefined), for work the server finishes after answering.
 * @example const mail = await eventually(() => findMail(to));
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the server");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The one row a query found; fails the test when there is none. */
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected a row");
  return row;
}

/** The id of the newest mail in the outbox (0 when empty): mark it before acting, then read what came after. */
export async function newestMailId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}
