import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, repoRoot } from "./config.ts";
import { openDatabase, resetDatabase } from "./db/client.ts";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock.ts";
import { demoClockStart } from "./db/seed/demo-clock.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "./db/seed/index.ts";
import { demoSignIn, hasOrganiser, prepareInstallation } from "./db/seed/installation.ts";
import { demoDataDecision } from "./db/seed/production-guard.ts";
import { keptSecrets } from "./lib/data-secrets.ts";
import { backupApp } from "./ops/backup.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  // A .env file at the repository root is read when present; real environment variables win.
  const envFile = path.join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const args = new Set(process.argv.slice(2));
  const loaded = loadConfig();
  // Without secrets in the environment, the data folder keeps its own: badges and links survive a restart.
  let config = { ...loaded, ...keptSecrets(loaded) };
  const reset = args.has("--reset-demo");
  if (reset && config.NODE_ENV === "production" && !config.ALLOW_DEMO_DATA) {
    throw new ConfigError(
      "--reset-demo replaces the database with the demo data: in production only with ALLOW_DEMO_DATA=true.",
    );
  }

  const owner = reset && args.has("--exit") ? "npm run reset-demo" : `the server at ${config.publicUrl}`;
  if (reset && !config.DATABASE_URL && config.dataDir !== ":memory:") {
    const folder = path.join(config.dataDir, "pglite");
    // Never the folder of a server that runs on it: refused as opening it would be.
    if (existsSync(folder)) lockDataDir(config.dataDir, owner)();
    rmSync(folder, { recursive: true, force: true });
  }
  if (reset) rmSync(config.uploadsDir, { recursive: true, force: true });
  if (reset && config.DATABASE_URL) await resetDatabase(config.DATABASE_URL);

  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    owner,
  });
  const decision = await demoDataDecision(db.db, config);
  if (decision.action === "refuse") {
    await db.close();
    throw new ConfigError(decision.reason);
  }
  if (decision.action === "seed") {
    const started = Date.now();
    await seedDemoData(db.db, { uploadsDir: config.uploadsDir });
    process.stdout.write(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  }
  if (decision.action === "install" && (await prepareInstallation(db.db)))
    process.stdout.write(
      "A new installation: the reference data and a first edition to set up are loaded (no demo data).\n",
    );
  if (args.has("--exit")) {
    await db.close();
    process.stdout.write("Demo data reset.\n");
    return;
  }

  // The demo's meeting days are fixed in the past: without a clock of its own, a demo replays them
  // from their first morning, and every screen says that the clock is set.
  const demoClock =
    !config.EVENT_TIME && config.NODE_ENV !== "production" ? await demoClockStart(db.db, new Date()) : null;
  if (demoClock) config = { ...config, EVENT_TIME: demoClock, demoClock: true };

  const app = await buildApp({ config, db });
  await app.listen({ port: config.PORT, host: config.HOST });

  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.role.length));
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(width)}  ${a.email}`).join("\n");
  const accounts = (await demoSignIn(db.db))
    ? `Demo accounts (password ${DEMO_PASSWORD}):\n${rows}\n`
    : (await hasOrganiser(db.db))
      ? ""
      : 'No organiser yet. Create the first one, who sets up the event in the console:\n  npm run make-organiser -- you@example.com --name "Your Name"\n';
  process.stdout.write(
    `\nEuropean Broker Meeting is running at ${config.publicUrl}\n` +
      `Database: ${db.kind === "pglite" ? `embedded (${config.dataDir})` : "PostgreSQL"}; mail: ${config.SMTP_URL ? "SMTP" : `outbox only (${config.publicUrl}/dev/mail, signed in as the organiser)`}\n` +
      accounts +
      (demoClock
        ? `Demo clock: the demo's meeting days are replayed from ${demoClock} onwards (EVENT_TIME sets another start)\n\n`
        : "\n"),
  );

  // `npm run backup` asks a server on the embedded database for the backup: only it may read the folder.
  process.on("SIGUSR2", () => {
    backupApp(app).then(
      (file) => app.log.info({ file }, "backup written"),
      (err) => app.log.error({ err }, "backup failed"),
    );
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
