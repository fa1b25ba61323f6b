import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import type { Config } from "../config.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { embeddedOptions } from "../db/embedded-options.ts";
import { dumpMajor, EMBEDDED_MAJOR, upgradeEmbedded } from "../db/embedded-upgrade.ts";
import { SECRETS_FILE } from "../lib/data-secrets.ts";
import type { BackupManifest } from "./backup.ts";

const run = promisify(execFile);

/** A backup that cannot be restored here: the message says why. */
export class RestoreError extends Error {}

/**
 * Restores a backup of `createBackup` into this configuration's database and data folder: the
 * embedded database (refused while a server runs on the folder) or PostgreSQL (pg_restore, which
 * replaces the app's tables: stop every instance first), the uploads and the kept secrets. What the
 * data folder held before is moved aside into `before-restore-<time>/`, never deleted.
 * @example await restoreBackup({ file: "data/backups/ebm-backup-….zip", config });
 */
export async function restoreBackup(opts: {
  file: string;
  config: Pick<Config, "DATABASE_URL" | "dataDir" | "uploadsDir">;
}): Promise<BackupManifest> {
  const { file, config } = opts;
  if (!existsSync(file)) throw new RestoreError(`No backup at ${file}.`);
  const entries = unzipSync(readFileSync(file));
  const manifestBytes = entries["manifest.json"];
  if (!manifestBytes) throw new RestoreError(`${file} is no backup of this app: it has no manifest.json.`);
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as BackupManifest;
  if (manifest.format !== 1)
    throw new RestoreError(`${file} has backup format ${manifest.format}; this release reads 1.`);
  const target = config.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database !== target) {
    throw new RestoreError(
      `${file} holds a ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database; this configuration uses ${target === "pglite" ? "the embedded one" : "PostgreSQL (DATABASE_URL)"}.`,
    );
  }

  mkdirSync(config.dataDir, { recursive: true });
  // Taken for the whole restore: no server may open the folder meanwhile, nor run on it now.
  const release = lockDataDir(config.dataDir, "npm run restore");
  try {
    const aside = path.join(
      config.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`,
    );
    const moveAside = (from: string) => {
      if (!existsSync(from)) return;
      mkdirSync(aside, { recursive: true });
      renameSync(from, path.join(aside, path.basename(from)));
    };

    if (manifest.database === "pglite") {
      const dump = entries["database.tar.gz"];
      if (!dump) throw new RestoreError(`${file} has no database.tar.gz.`);
      const dir = path.join(config.dataDir, "pglite");
      moveAside(dir);
      mkdirSync(dir, { recursive: true });
      const major = dumpMajor(dump);
      if (major === 17) {
        // A backup of a release before PostgreSQL 18: laid out by the engine that made it, then
        // moved as the server moves such a folder at start; the backup file keeps the original.
        const [{ PGlite: Old }, { pg_trgm }] = await Promise.all([
          import("pglite-pg17"),
          import("pglite-pg17/contrib/pg_trgm"),
        ]);
        const client = new Old(dir, { extensions: { pg_trgm }, loadDataDir: new Blob([dump]) });
        await client.waitReady;
        await client.close();
        rmSync(await upgradeEmbedded(dir), { recursive: true, force: true });
      } else if (major === EMBEDDED_MAJOR) {
        const [{ PGlite }, { pg_trgm }] = await Promise.all([
          import("@electric-sql/pglite"),
          import("@electric-sql/pglite/contrib/pg_trgm"),
        ]);
        const options = embeddedOptions(PGlite.defaultStartParams, { pg_trgm });
        const client = new PGlite(dir, { ...options, loadDataDir: new Blob([dump]) });
        await client.waitReady;
        await client.close();
      } else {
        throw new RestoreError(
          `${file} holds a database of PostgreSQL ${major ?? "(unknown)"}; this release restores 17 and ${EMBEDDED_MAJOR}.`,
        );
      }
    } else {
      const dump = entries["database.pgdump"];
      if (!dump) throw new RestoreError(`${file} has no database.pgdump.`);
      const dumpFile = path.join(config.dataDir, ".restore.pgdump");
      writeFileSync(dumpFile, dump, { mode: 0o600 });
      try {
        await run(
          "pg_restore",
          [
            "--clean",
            "--if-exists",
            "--no-owner",
            "--no-acl",
            "--single-transaction",
            `--dbname=${config.DATABASE_URL}`,
            dumpFile,
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
      } catch (err) {
        const reason =
          (err as NodeJS.ErrnoException).code === "ENOENT" ? "pg_restore is not installed" : String(err);
        throw new RestoreError(`The PostgreSQL restore failed: ${reason}`);
      } finally {
        rmSync(dumpFile, { force: true });
      }
    }

    moveAside(config.uploadsDir);
    for (const [name, bytes] of Object.entries(entries)) {
      if (!name.startsWith("uploads/") || name.endsWith("/")) continue;
      const to = path.join(config.uploadsDir, ...name.slice("uploads/".length).split("/"));
      // Never outside the uploads folder, whatever a crafted archive names.
      if (!to.startsWith(path.resolve(config.uploadsDir) + path.sep))
        throw new RestoreError(`${file} names a file outside uploads/: ${name}`);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, bytes);
    }
    const secrets = entries[SECRETS_FILE];
    if (secrets) {
      const secretsFile = path.join(config.dataDir, SECRETS_FILE);
      moveAside(secretsFile);
      writeFileSync(secretsFile, secrets, { mode: 0o600 });
    }
    return manifest;
  } finally {
    release();
  }
}
