// Writes a backup of the database, the uploads and the kept secrets (apps/server/src/ops/backup.ts).
// Usage: npm run backup   (with the server's environment: DATA_DIR, DATABASE_URL, BACKUP_DIR)
// On the embedded database while the server runs, the server itself writes it (asked by SIGUSR2),
// so the copy is consistent; otherwise this command does.
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig, repoRoot } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { DataDirLockedError, runningHolder } from "../db/data-dir-lock.ts";
import { backupDir, createBackup, listBackups } from "../ops/backup.ts";

const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
const config = loadConfig();
const keep = config.BACKUP_KEEP;
const done = (file: string) => process.stdout.write(`Backup written: ${file}\n`);

/** Asks the running server for the backup and waits until its file is there. */
async function askServer(pid: number): Promise<string> {
  const dir = backupDir(config);
  const before = new Set(listBackups(dir));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const fresh = listBackups(dir).find((file) => !before.has(file));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server (process ${pid}) wrote no backup into ${dir} within 10 minutes: see its log.`);
}

try {
  if (config.DATABASE_URL) {
    done(await createBackup({ config, database: { kind: "postgres", url: config.DATABASE_URL }, keep }));
  } else {
    const holder = runningHolder(config.dataDir);
    if (holder) {
      process.stdout.write(`Asking ${holder.what} (process ${holder.pid}) for the backup…\n`);
      done(await askServer(holder.pid));
    } else {
      const handle = await openDatabase({ dataDir: config.dataDir, owner: "npm run backup" });
      try {
        const dump = handle.dump;
        if (!dump) throw new Error("The embedded database gave no dump.");
        done(await createBackup({ config, database: { kind: "pglite", dump }, keep }));
      } finally {
        await handle.close();
      }
    }
  }
} catch (err) {
  process.stderr.write(
    `${err instanceof DataDirLockedError || err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exitCode = 1;
}
