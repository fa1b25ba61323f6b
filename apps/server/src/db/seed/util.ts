import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../client.ts";

const CHUNK_ROWS = 500;

/** Multi-row inserts in chunks, so a large table costs a few statements instead of thousands. */
export async function insertChunks<T extends PgTable>(
  db: DbExecutor,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    await db.insert(table).values(chunk as T["$inferInsert"][]);
  }
}

/**
 * The seed writes explicit ids so they are stable; the serial sequences must then move past them,
 * or the first row the app inserts would collide with a seeded one.
 */
export async function resetSequences(db: DbExecutor, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT MAX(id) FROM "${name}"), 0) + 1, false)`,
      ),
    );
  }
}

const FOLDED: Record<string, string> = { ø: "o", æ: "ae", ß: "ss", ł: "l", đ: "d", ı: "i", þ: "th", œ: "oe" };

/** Lower-case ASCII: "Müller-Lüdenscheidt" gives "muller-ludenscheidt". */
export function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæßłđıþœ]/g, (ch) => FOLDED[ch] ?? ch)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** URL and username slug: "Nordic IT Trading" gives "nordic-it-trading". */
export function slugify(text: string): string {
  return asciiFold(text)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The local part of an e-mail address from a name part: "van der Berg" gives "vanderberg". */
export function emailPart(text: string): string {
  return asciiFold(text).replace(/[^a-z0-9]+/g, "");
}

/** A fixed instant: the seed never reads the clock. */
export function utc(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Bad seed timestamp ${iso}`);
  return date;
}

/** The instant `minutes` after `base`. */
export function addMinutes(base: Date, minutes: number): Date {
  return new Date(base.getTime() + minutes * 60_000);
}

/** Splits a table written as text: one row a line, columns separated by "|"; blank lines skipped. */
export function parseTable(text: string, columns: number, what: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const cells = line.split("|").map((cell) => cell.trim());
      if (cells.length !== columns) throw new Error(`${what}: expected ${columns} columns in "${line}"`);
      return cells;
    });
}

/** Splits a comma list: "a, b ,c" gives ["a", "b", "c"]. */
export function list(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
