import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../config.ts";
import { fflate } from "../lib/lazy.ts";
import { embeddedOptions } from "./embedded-options.ts";

/** The PostgreSQL major version the embedded database runs; a folder of another needs its data moved. */
export const EMBEDDED_MAJOR = 18;

/** A data folder's PostgreSQL major version (its PG_VERSION); undefined for a folder not yet made. */
export function folderMajor(dir: string): number | undefined {
  const file = path.join(dir, "PG_VERSION");
  return existsSync(file) ? Number(readFileSync(file, "utf8").trim()) : undefined;
}

/** The PostgreSQL major version of a data folder's gzipped tar (PGlite's `dumpDataDir`, a backup's database.tar.gz). */
export function dumpMajor(gzipped: Uint8Array): number | undefined {
  const tar = fflate().gunzipSync(gzipped);
  const text = (from: number, to: number) =>
    new TextDecoder().decode(tar.subarray(from, to)).replace(/\0[\s\S]*$/, "");
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = text(at, at + 100);
    if (!name) return undefined;
    const size = Number.parseInt(text(at + 124, at + 136).trim() || "0", 8);
    if (name === "/PG_VERSION" || name === "PG_VERSION" || name === "./PG_VERSION")
      return Number(text(at + 512, at + 512 + size).trim());
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/** What the move needs of either engine's client (PGlite's, in its two versions). */
interface Engine {
  query<T>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[]; blob?: Blob }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function migrated(client: Engine): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // Both versions of PGlite's client answer the calls drizzle makes of it.
  await migrate(drizzle(client as never), { migrationsFolder });
}

/** Moves every row and every sequence's position of the app's tables from one database to another of the same schema. */
async function moveRows(from: Engine, to: Engine): Promise<void> {
  const tables = (
    await to.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).rows.map((t) => t.name);
  // The migrations' own rows (reference data) come over with the rest; foreign keys and triggers
  // are not checked while the rows arrive in an order that ignores them, as pg_restore does.
  await to.exec(
    `SET session_replication_role = replica; TRUNCATE ${tables.map((t) => `public.${quoted(t)}`).join(", ")}`,
  );
  for (const table of tables) {
    const columns = (
      await to.query<{ name: string }>(
        "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position",
        [table],
      )
    ).rows
      .map((c) => quoted(c.name))
      .join(", ");
    const out = await from.query(`COPY (SELECT ${columns} FROM public.${quoted(table)}) TO '/dev/blob'`);
    // An empty table gives no blob.
    if (out.blob)
      await to.query(`COPY public.${quoted(table)} (${columns}) FROM '/dev/blob'`, [], { blob: out.blob });
    const count = `SELECT count(*)::int AS n FROM public.${quoted(table)}`;
    const [before] = (await from.query<{ n: number }>(count)).rows;
    const [after] = (await to.query<{ n: number }>(count)).rows;
    if (before?.n !== after?.n) throw new Error(`${table}: ${before?.n} rows, ${after?.n} arrived.`);
  }
  const sequences = await from.query<{ name: string; last: string | null }>(
    "SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'",
  );
  for (const { name, last } of sequences.rows)
    await to.query(
      last === null ? "SELECT setval($1, 1, false)" : "SELECT setval($1, $2::bigint, true)",
      last === null ? [`public.${quoted(name)}`] : [`public.${quoted(name)}`, last],
    );
  await to.exec("SET session_replication_role = DEFAULT");
}

/**
 * Completes a move that stopped between its two renames (the old folder already kept, the new one
 * not yet in its place): the new folder is only ever renamed once every row has arrived, so a
 * `<dir>.upgrading` with no `<dir>` beside it (or an empty one, as the server makes it) is a finished move.
 */
export function finishInterruptedMove(dir: string): void {
  const next = `${dir}.upgrading`;
  if (!existsSync(next) || (existsSync(dir) && readdirSync(dir).length > 0)) return;
  rmSync(dir, { recursive: true, force: true });
  renameSync(next, dir);
}

/**
 * Moves an embedded data folder made by PostgreSQL 17 (the releases before PGlite 0.5) to the
 * version the app runs now: the old engine opens it and applies the migrations, a new folder is
 * made beside it with the same migrations, and every row and sequence is copied over and counted.
 * The old folder is kept, renamed `pglite-pg17-<time>`, for the operator to delete once satisfied;
 * a move that fails leaves it where it was.
 * @returns where the old folder was kept
 */
export async function upgradeEmbedded(dir: string): Promise<string> {
  const [{ PGlite: Old }, { pg_trgm: oldTrgm }, { PGlite }, { pg_trgm }] = await Promise.all([
    import("pglite-pg17"),
    import("pglite-pg17/contrib/pg_trgm"),
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const next = `${dir}.upgrading`;
  rmSync(next, { recursive: true, force: true });
  const from = new Old(dir, { extensions: { pg_trgm: oldTrgm } }) as unknown as Engine;
  try {
    await migrated(from);
    const to = new PGlite(next, embeddedOptions(PGlite.defaultStartParams, { pg_trgm })) as unknown as Engine;
    try {
      await migrated(to);
      await moveRows(from, to);
    } finally {
      await to.close();
    }
  } catch (err) {
    rmSync(next, { recursive: true, force: true });
    throw err;
  } finally {
    await from.close();
  }
  const kept = path.join(
    path.dirname(dir),
    `${path.basename(dir)}-pg17-${new Date().toISOString().replace(/[:.]/g, "-")}`,
  );
  renameSync(dir, kept);
  renameSync(next, dir);
  return kept;
}
