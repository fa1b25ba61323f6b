import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, resetDatabase } from "../db/client.ts";
import { countries } from "../db/schema/index.ts";
import { backupDir, createBackup, listBackups, newestBackupAge } from "./backup.ts";
import { RestoreError, restoreBackup } from "./restore.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "ebm-backup-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () => ({
  dataDir,
  uploadsDir: path.join(dataDir, "uploads"),
  BACKUP_DIR: undefined,
  DATABASE_URL: undefined as string | undefined,
});
const PICTURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

/** Uploads and the kept secrets as a running app leaves them. */
function files() {
  mkdirSync(path.join(dataDir, "uploads", "profile-pictures"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "profile-pictures", "7-abc.jpg"), PICTURE);
  writeFileSync(path.join(dataDir, "secrets.json"), '{"APP_SECRET":"kept"}');
}

// Each test makes, copies and opens embedded data folders (a new one is ~3 s of one core), beside
// the rest of the suite on the same cores.
describe("backup and restore of the embedded database", { timeout: 90_000 }, () => {
  it("restores the database, the uploads and the secrets after the data folder is wiped", async () => {
    const db = await openDatabase({ dataDir, owner: "test" });
    await db.db.insert(countries).values({ id: 999, name: "Backupland", iso2: "BK" });
    files();
    const dump = db.dump;
    if (!dump) throw new Error("no dump");
    // Taken while the database is open and in use, as the server does.
    const file = await createBackup({ config: config(), database: { kind: "pglite", dump }, keep: 7 });
    await db.close();
    expect(listBackups(backupDir(config()))).toEqual([file]);
    expect(newestBackupAge(backupDir(config()))).toBeLessThan(60);

    const kept = path.join(os.tmpdir(), `ebm-kept-${randomUUID()}.zip`);
    writeFileSync(kept, readFileSync(file));
    rmSync(dataDir, { recursive: true, force: true });
    try {
      const manifest = await restoreBackup({ file: kept, config: config() });
      expect(manifest).toMatchObject({ format: 1, database: "pglite", uploads: 1, secrets: true });
    } finally {
      rmSync(kept, { force: true });
    }
    const back = await openDatabase({ dataDir, owner: "test" });
    try {
      expect(await back.db.select().from(countries).where(eq(countries.id, 999))).toMatchObject([
        { name: "Backupland" },
      ]);
    } finally {
      await back.close();
    }
    expect(readFileSync(path.join(dataDir, "uploads", "profile-pictures", "7-abc.jpg"))).toEqual(PICTURE);
    expect(readFileSync(path.join(dataDir, "secrets.json"), "utf8")).toBe('{"APP_SECRET":"kept"}');
  });

  it("keeps the newest BACKUP_KEEP backups and moves what the folder held aside on a restore", async () => {
    const db = await openDatabase({ dataDir, owner: "test" });
    const dump = db.dump;
    if (!dump) throw new Error("no dump");
    const made: string[] = [];
    for (const minute of [1, 2, 3]) {
      made.push(
        await createBackup({
          config: config(),
          database: { kind: "pglite", dump },
          keep: 2,
          now: new Date(Date.UTC(2026, 0, 1, 0, minute)),
        }),
      );
    }
    await db.close();
    expect(listBackups(backupDir(config()))).toEqual(made.slice(1));
    await restoreBackup({ file: made[2] as string, config: config() });
    const aside = readdirSync(dataDir).filter((name) => name.startsWith("before-restore-"));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dataDir, aside[0] as string, "pglite"))).toBe(true);
  });

  it("refuses a restore while a server runs on the folder, and a backup of the other kind of database", async () => {
    const db = await openDatabase({ dataDir, owner: "test" });
    const dump = db.dump;
    if (!dump) throw new Error("no dump");
    const file = await createBackup({ config: config(), database: { kind: "pglite", dump } });
    await expect(restoreBackup({ file, config: config() })).rejects.toThrow(/in use by test/);
    await db.close();
    await expect(
      restoreBackup({ file, config: { ...config(), DATABASE_URL: "postgres://localhost/x" } }),
    ).rejects.toThrow(RestoreError);
  });
});

const databaseUrl = process.env.DATABASE_URL;
describe.runIf(databaseUrl)("backup and restore on PostgreSQL", () => {
  it("dumps with pg_dump and restores with pg_restore after the tables are gone", async () => {
    const name = `ebm_backup_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const scratch = url.toString();
    try {
      const db = await openDatabase({ databaseUrl: scratch, dataDir });
      await db.db.insert(countries).values({ id: 998, name: "Dumpland", iso2: "DL" });
      await db.close();
      files();
      const file = await createBackup({ config: config(), database: { kind: "postgres", url: scratch } });
      await resetDatabase(scratch);
      rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
      await restoreBackup({ file, config: { ...config(), DATABASE_URL: scratch } });
      const back = await openDatabase({ databaseUrl: scratch, dataDir });
      try {
        expect(await back.db.select().from(countries).where(eq(countries.id, 998))).toMatchObject([
          { name: "Dumpland" },
        ]);
      } finally {
        await back.close();
      }
      expect(readFileSync(path.join(dataDir, "uploads", "profile-pictures", "7-abc.jpg"))).toEqual(PICTURE);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
