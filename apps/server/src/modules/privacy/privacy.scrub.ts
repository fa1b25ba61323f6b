import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { PERSONAL_DATA } from "../../db/personal-data.ts";

/** Shorter names are too common to replace in other people's words ("Li", "Bo"). */
const NAME_MIN_CHARS = 4;
/** A phone or messenger handle of fewer digits or characters is no phone. */
const PHONE_MIN_DIGITS = 6;

/** What an erased person is found by in free text: their name, e-mail, phone and messenger. */
export interface Needles {
  names: string[];
  emails: string[];
  phones: string[];
}

/** The strings to replace: the person's names, e-mails and phones, each worth replacing. */
export function needlesOf(n: Needles): string[] {
  const found = new Set<string>();
  for (const name of n.names) if (name.trim().length >= NAME_MIN_CHARS) found.add(name.trim());
  for (const email of n.emails) if (email.includes("@")) found.add(email.trim());
  for (const phone of n.phones)
    if (phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS || phone.trim().length >= PHONE_MIN_DIGITS)
      found.add(phone.trim());
  // Longest first, so "Anna Schmidt" goes before a shorter needle inside it.
  return [...found].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);

/**
 * A PostgreSQL regular expression (ARE) of the needles as whole words: not inside a longer word, so
 * erasing "Mark" leaves "marketing" alone.
 */
export function wordsPattern(needles: string[]): string {
  return `(?<![[:alnum:]_])(${needles.map(escapeRegExp).join("|")})(?![[:alnum:]_])`;
}

/** The same as a JavaScript expression, for the strings inside JSON. */
export function wordsRegExp(needles: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(${needles.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}_])`, "giu");
}

/** Replaces the needles in every string of a JSON value (never in a key, a number or a literal). */
export function scrubJson(value: unknown, words: RegExp): unknown {
  if (typeof value === "string") return value.replace(words, FORMER_ATTENDEE);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, words));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, words)]));
  return value;
}

/** The data type of every column declared `mentions`, read from the database. */
async function mentionColumns(db: DbExecutor): Promise<{ table: string; column: string; json: boolean }[]> {
  const result = await db.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`,
  );
  const types = new Map(
    (
      result as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] }
    ).rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]),
  );
  const columns: { table: string; column: string; json: boolean }[] = [];
  for (const [table, declaration] of Object.entries(PERSONAL_DATA))
    for (const [column, use] of Object.entries(declaration.columns)) {
      const type = types.get(`${table}.${column}`);
      if (use === "mentions" && type)
        columns.push({ table, column, json: type === "jsonb" || type === "json" });
    }
  return columns;
}

/** Rows changed by a statement, as either driver says it. */
export function changedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/**
 * Replaces the needles, as whole words, with "Former attendee" in every column declared
 * `mentions`: the other side's messages and notes, mails, the audit log, import files, the job
 * queue, the live events. In JSON only string values change (each row parsed and written back), so
 * a key or a literal that happens to equal a needle stays valid. Returns the rows changed per table.
 */
export async function scrubMentions(tx: DbExecutor, needles: string[]): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  if (needles.length === 0) return changed;
  const pattern = wordsPattern(needles);
  // JSON's text escapes quotes and backslashes: its rows are found by either form.
  const inJson = wordsPattern([
    ...new Set([...needles, ...needles.map((n) => JSON.stringify(n).slice(1, -1))]),
  ]);
  const words = wordsRegExp(needles);
  const count = (table: string, rows: number) => {
    if (rows > 0) changed[table] = (changed[table] ?? 0) + rows;
  };
  for (const { table, column, json } of await mentionColumns(tx)) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    if (!json) {
      const result = await tx.execute(
        sql`update ${t} set ${c} = regexp_replace(${c}, ${pattern}, ${FORMER_ATTENDEE}, 'gi') where ${c} ~* ${pattern}`,
      );
      count(table, changedRows(result));
      continue;
    }
    // The row's own address (ctid) holds within the transaction, for the write back.
    const found = (await tx.execute(
      sql`select ctid::text as at, ${c} as value from ${t} where ${c}::text ~* ${inJson} for update`,
    )) as unknown as { rows: { at: string; value: unknown }[] };
    for (const row of found.rows) {
      const value = typeof row.value === "string" ? (JSON.parse(row.value) as unknown) : row.value;
      const scrubbed = JSON.stringify(scrubJson(value, words));
      if (scrubbed === JSON.stringify(value)) continue;
      await tx.execute(sql`update ${t} set ${c} = ${scrubbed}::jsonb where ctid = ${row.at}::tid`);
      count(table, 1);
    }
  }
  return changed;
}
