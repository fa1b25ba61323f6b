import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { migrationsFolder } from "../config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { embeddedOptions } from "./embedded-options.ts";
import { prepareStatements } from "./prepared-statements.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository method runs on: the database, or a transaction it was handed. */
export type DbExecutor = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database's consistent copy, its data folder as a gzipped tar (backups); none on PostgreSQL. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the database and applies the committed migrations.
 * With a `databaseUrl` it connects to PostgreSQL; otherwise it opens embedded PGlite in `dataDir`
 * (or in memory when `dataDir` is ":memory:", which the tests use).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** For ":memory:": start from this dump of a data folder (PGlite's `dumpDataDir`) instead of empty. */
  loadDataDir?: Blob;
  /** Who opens an embedded data folder, named to a second process that is refused it (data-dir-lock.ts). */
  owner?: string;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle connection the server ends (a restart, a fail-over, an administrator) is dropped and
    // replaced by the pool; without a listener its error would stop the whole process.
    pool.on("error", (err) => console.warn(`Database connection lost: ${err.message}`));
    prepareStatements(pool);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // Migration 0002 creates the trigram extension (its index went with 0011), so a new database needs
  // it loaded; PGlite ships the extension but loads it only on request.
  const options = embeddedOptions(PGlite.defaultStartParams, { pg_trgm });
  let client: InstanceType<typeof PGlite>;
  let release: () => void = () => undefined;
  if (opts.dataDir === ":memory:") {
    client = new PGlite({ ...options, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  } else {
    const dir = path.join(opts.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    // PGlite does not lock its folder: a second process would open it too, and corrupt it.
    release = lockDataDir(opts.dataDir, opts.owner ?? `"${path.basename(process.argv[1] ?? "node")}"`);
    try {
      const { EMBEDDED_MAJOR, finishInterruptedMove, folderMajor, upgradeEmbedded } = await import(
        "./embedded-upgrade.ts"
      );
      finishInterruptedMove(dir);
      const major = folderMajor(dir);
      if (major !== undefined && major !== EMBEDDED_MAJOR) {
        if (major !== 17)
          throw new Error(
            `${dir} holds a PostgreSQL ${major} database; this release opens 17 (to move it) and ${EMBEDDED_MAJOR}.`,
          );
        const kept = await upgradeEmbedded(dir);
        console.warn(
          `The embedded database moved to PostgreSQL ${EMBEDDED_MAJOR}; the folder as it was is kept at ${kept}.`,
        );
      }
    } catch (err) {
      release();
      throw err;
    }
    client = new PGlite(dir, options);
  }
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      dump: () => client.dumpDataDir("gzip"),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    await client.close().catch(() => undefined);
    release();
    throw err;
  }
}

/** Drops every table of a PostgreSQL database (the demo reset); migrations rebuild them. */
export async function resetDatabase(databaseUrl: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
    );
  } finally {
    await client.end();
  }
}
