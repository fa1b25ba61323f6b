// Restores a backup of `npm run backup` into this environment's database and data folder.
// Usage: npm run restore -- data/backups/ebm-backup-….zip [--yes]
// Stop the server first (on the embedded database it is refused while one runs). On PostgreSQL the
// app's tables are replaced: every instance must be stopped, and --yes says so.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, repoRoot } from "../config.ts";
import { restoreBackup } from "../ops/restore.ts";

const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { yes: { type: "boolean", default: false } },
});
const file = positionals[0];
if (!file) {
  process.stderr.write("Usage: npm run restore -- <backup file> [--yes]\n");
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL && !values.yes) {
  process.stderr.write(
    "Restoring replaces every table of the PostgreSQL database of DATABASE_URL. Stop every instance, then run again with --yes.\n",
  );
  process.exit(2);
}
try {
  const manifest = await restoreBackup({ file: path.resolve(file), config });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (release ${manifest.version}): the ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database, ${manifest.uploads} uploaded files${manifest.secrets ? " and the kept secrets" : ""}. What the data folder held before is under ${config.dataDir}/before-restore-…/. Start the server.\n`,
  );
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
