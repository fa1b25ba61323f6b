import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGlite as Old } from "pglite-pg17";
import { pg_trgm } from "pglite-pg17/contrib/pg_trgm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "../config.ts";
import { createBackup } from "../ops/backup.ts";
import { restoreBackup } from "../ops/restore.ts";
import { type Db, openDatabase } from "./client.ts";
import { EMBEDDED_SHARED_BUFFERS } from "./embedded-options.ts";
import { dumpMajor, EMBEDDED_MAJOR, folderMajor } from "./embedded-upgrade.ts";
import * as schema from "./schema/index.ts";
import { seedDemoData } from "./seed/index.ts";

// The embedded database alone: CI runs this in its pass on PGlite (embedded-suites.json), not again
// in the one on PostgreSQL, where it would test the same.
describe.skipIf(process.env.DATABASE_URL)("moving the embedded database to PostgreSQL 18", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "ebm-upgrade-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Every table's rows in a fixed order, and every sequence's position: what the move must keep. */
  async function contents(db: { query: Old["query"] }) {
    const tables = (
      await db.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
      )
    ).rows.map((t) => t.name);
    const rows: Record<string, string[]> = {};
    for (const table of tables)
      rows[table] = (
        await db.query<{ r: string }>(`SELECT t::text AS r FROM public."${table}" t ORDER BY 1`)
      ).rows.map((r) => r.r);
    const sequences = (
      await db.query<{ name: string; last: string | null }>(
        "SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
      )
    ).rows;
    return { rows, sequences };
  }

  /** A data folder as a release on PostgreSQL 17 left it (migrated, the small demo in it), made once. */
  let template: { dir: string; before: Awaited<ReturnType<typeof contents>> };
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ebm-pg17-"));
    const old = new Old(dir, { extensions: { pg_trgm } });
    try {
      const db = drizzle(old as never, { schema });
      await migrate(db, { migrationsFolder });
      await seedDemoData(db as unknown as Db, {
        uploadsDir: path.join(dir, "..", `${path.basename(dir)}-uploads`),
        size: "small",
      });
      template = { dir, before: await contents(old) };
    } finally {
      await old.close();
    }
  }, 120_000);
  afterAll(() => {
    rmSync(template.dir, { recursive: true, force: true });
    rmSync(`${template.dir}-uploads`, { recursive: true, force: true });
  });

  /** A copy of the PostgreSQL 17 folder at DATA_DIR/pglite. */
  function folderOfPg17() {
    const dir = path.join(dataDir, "pglite");
    cpSync(template.dir, dir, { recursive: true });
    return { dir, before: template.before };
  }

  describe("an embedded data folder of PostgreSQL 17", { timeout: 120_000 }, () => {
    it("is moved to PostgreSQL 18 when the server opens it: every row and sequence, the old folder kept", async () => {
      const { dir, before } = folderOfPg17();
      expect(folderMajor(dir)).toBe(17);
      expect(Object.values(before.rows).flat().length).toBeGreaterThan(1000);

      const handle = await openDatabase({ dataDir, owner: "test" });
      try {
        expect(folderMajor(dir)).toBe(18);
        const client = (handle.db as unknown as { $client: Old }).$client;
        // The sequences too: a table's next id follows its last row, as it did before the move.
        expect(await contents(client)).toEqual(before);
      } finally {
        await handle.close();
      }
      const kept = readdirSync(dataDir).filter((name) => name.startsWith("pglite-pg17-"));
      expect(kept).toHaveLength(1);
      expect(folderMajor(path.join(dataDir, kept[0] ?? ""))).toBe(17);
      expect(existsSync(`${dir}.upgrading`)).toBe(false);

      // Opened again: nothing to move.
      const again = await openDatabase({ dataDir, owner: "test" });
      await again.close();
      expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite-pg17-"))).toHaveLength(1);
    });

    it("is moved when a backup of a release on PostgreSQL 17 is restored", async () => {
      const { dir, before } = folderOfPg17();
      const old = new Old(dir, { extensions: { pg_trgm } });
      const config = {
        dataDir,
        uploadsDir: path.join(dataDir, "uploads"),
        BACKUP_DIR: undefined,
        DATABASE_URL: undefined,
      };
      const file = await createBackup({
        config,
        database: { kind: "pglite", dump: () => old.dumpDataDir("gzip") },
        keep: 7,
      });
      await old.close();
      const zip = path.join(os.tmpdir(), `ebm-pg17-${process.pid}.zip`);
      writeFileSync(zip, readFileSync(file));
      rmSync(dataDir, { recursive: true, force: true });
      try {
        await restoreBackup({ file: zip, config });
      } finally {
        rmSync(zip, { force: true });
      }
      expect(folderMajor(dir)).toBe(18);
      const handle = await openDatabase({ dataDir, owner: "test" });
      try {
        expect(await contents((handle.db as unknown as { $client: Old }).$client)).toEqual(before);
        const dump = await handle.dump?.();
        expect(dump && dumpMajor(new Uint8Array(await dump.arrayBuffer()))).toBe(18);
      } finally {
        await handle.close();
      }
    });

    it("runs on PostgreSQL 18 with the small page cache, in a folder and in memory", async () => {
      for (const where of [dataDir, ":memory:"]) {
        const handle = await openDatabase({ dataDir: where, owner: "test" });
        try {
          const client = (handle.db as unknown as { $client: Old }).$client;
          const [row] = (await client.query<{ shared_buffers: string }>("SHOW shared_buffers")).rows;
          expect(row?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
          const [version] = (
            await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")
          ).rows;
          expect(Math.floor(Number(version?.v) / 10000)).toBe(EMBEDDED_MAJOR);
        } finally {
          await handle.close();
        }
      }
    });

    it("finishes a move that stopped between its two renames, and never takes a partial one", async () => {
      const { dir, before } = folderOfPg17();
      const handle = await openDatabase({ dataDir, owner: "test" });
      await handle.close();
      // As a crash leaves it after the old folder was kept and before the new one was put in place.
      renameSync(dir, `${dir}.upgrading`);
      const again = await openDatabase({ dataDir, owner: "test" });
      try {
        expect(await contents((again.db as unknown as { $client: Old }).$client)).toEqual(before);
      } finally {
        await again.close();
      }
      expect(existsSync(`${dir}.upgrading`)).toBe(false);

      // A move that stopped while copying: the old folder is still in place and is moved again.
      const partial = path.join(dataDir, "partial");
      rmSync(dir, { recursive: true, force: true });
      cpSync(template.dir, dir, { recursive: true });
      cpSync(template.dir, partial, { recursive: true });
      renameSync(partial, `${dir}.upgrading`);
      const third = await openDatabase({ dataDir, owner: "test" });
      try {
        expect(folderMajor(dir)).toBe(18);
        expect(await contents((third.db as unknown as { $client: Old }).$client)).toEqual(before);
      } finally {
        await third.close();
      }
    });
  });
});
