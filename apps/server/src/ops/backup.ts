import { execFile } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Config } from "../config.ts";
import { SECRETS_FILE } from "../lib/data-secrets.ts";
import { fflate } from "../lib/lazy.ts";
import { APP_VERSION } from "../lib/version.ts";

const run = promisify(execFile);

/** A backup's file name: `ebm-backup-<UTC time>.zip`; newest last when sorted. */
export const BACKUP_PREFIX = "ebm-backup-";
const BACKUP_SUFFIX = ".zip";

/** What a backup holds, in its `manifest.json`. */
export interface BackupManifest {
  format: 1;
  version: string;
  createdAt: string;
  /** Which database the dump is of: PGlite's data folder (`database.tar.gz`) or pg_dump's (`database.pgdump`). */
  database: "pglite" | "postgres";
  uploads: number;
  secrets: boolean;
}

/** The database's part of a backup: a consistent copy, whatever runs meanwhile. */
export type DatabaseDump = { kind: "pglite"; dump: () => Promise<Blob> } | { kind: "postgres"; url: string };

/** Where backups go: `BACKUP_DIR`, or `DATA_DIR/backups`. */
export const backupDir = (config: Pick<Config, "BACKUP_DIR" | "dataDir">) =>
  config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.dataDir, "backups");

/** The backups in a folder, oldest first (only complete ones: a backup is renamed into place when done). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Seconds since the newest backup in the folder was made, or undefined when there is none. */
export function newestBackupAge(dir: string, now = Date.now()): number | undefined {
  const newest = listBackups(dir).at(-1);
  return newest ? Math.max(0, (now - statSync(newest).mtimeMs) / 1000) : undefined;
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

async function databaseBytes(
  database: DatabaseDump,
  workDir: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  if (database.kind === "pglite") {
    return { name: "database.tar.gz", bytes: new Uint8Array(await (await database.dump()).arrayBuffer()) };
  }
  const file = path.join(workDir, "database.pgdump");
  try {
    // pg_dump's own snapshot: consistent while the instances keep writing.
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-acl", `--file=${file}`, database.url], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return { name: "database.pgdump", bytes: readFileSync(file) };
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === "ENOENT" ? "pg_dump is not installed" : String(err);
    throw new Error(
      `The PostgreSQL dump failed: ${reason}. Install the PostgreSQL client of the server's version.`,
    );
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Writes one backup: the database's consistent copy, the uploads (profile pictures) and the kept
 * secrets (they sign badges and links), with a manifest, into `<dir>/ebm-backup-<time>.zip`. Written
 * under a temporary name and renamed when complete, so a listing never shows half a backup. Keeps
 * the newest `keep` and deletes older ones. Returns the file.
 * @example const file = await createBackup({ config, database: { kind: "postgres", url } });
 */
export async function createBackup(opts: {
  config: Pick<Config, "BACKUP_DIR" | "dataDir" | "uploadsDir">;
  database: DatabaseDump;
  keep?: number;
  now?: Date;
}): Promise<string> {
  const dir = backupDir(opts.config);
  mkdirSync(dir, { recursive: true });
  const createdAt = (opts.now ?? new Date()).toISOString();
  const final = path.join(dir, `${BACKUP_PREFIX}${createdAt.replace(/[:.]/g, "-")}${BACKUP_SUFFIX}`);
  const partial = `${final}.partial`;
  const db = await databaseBytes(opts.database, dir);
  const uploads = filesUnder(opts.config.uploadsDir);
  const secretsFile = path.join(opts.config.dataDir, SECRETS_FILE);
  const secrets = existsSync(secretsFile);
  const manifest: BackupManifest = {
    format: 1,
    version: APP_VERSION,
    createdAt,
    database: opts.database.kind,
    uploads: uploads.length,
    secrets,
  };

  const out = createWriteStream(partial, { mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  const zip = new (fflate().Zip)((err, chunk, final) => {
    if (err) return out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  // Stored, not compressed again: the dump is gzipped and pictures are JPEGs.
  const add = (name: string, bytes: Uint8Array) => {
    const entry = new (fflate().ZipPassThrough)(name);
    zip.add(entry);
    entry.push(bytes, true);
  };
  add("manifest.json", new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
  add(db.name, db.bytes);
  if (secrets) add(SECRETS_FILE, readFileSync(secretsFile));
  for (const file of uploads)
    add(`uploads/${file.split(path.sep).join("/")}`, readFileSync(path.join(opts.config.uploadsDir, file)));
  zip.end();
  try {
    await written;
    renameSync(partial, final);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  if (opts.keep !== undefined && opts.keep > 0) {
    for (const old of listBackups(dir).slice(0, -opts.keep)) rmSync(old, { force: true });
  }
  return final;
}

/** Hours between scheduled backups: BACKUP_EVERY_HOURS, or by default daily in production and never otherwise. */
export const backupEveryHours = (config: Pick<Config, "BACKUP_EVERY_HOURS" | "NODE_ENV">) =>
  config.BACKUP_EVERY_HOURS ?? (config.NODE_ENV === "production" ? 24 : 0);

/**
 * A backup of the running app's own database (the scheduled job, or SIGUSR2 from `npm run backup`).
 * @example const file = await backupApp(app);
 */
export function backupApp(app: {
  config: Pick<Config, "BACKUP_DIR" | "BACKUP_KEEP" | "DATABASE_URL" | "dataDir" | "uploadsDir">;
  dbDump?: () => Promise<Blob>;
}): Promise<string> {
  const { config, dbDump } = app;
  const database: DatabaseDump | undefined = config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : dbDump && { kind: "pglite", dump: dbDump };
  if (!database)
    return Promise.reject(new Error("This database cannot be backed up here (an in-memory one)."));
  return createBackup({ config, database, keep: config.BACKUP_KEEP });
}
