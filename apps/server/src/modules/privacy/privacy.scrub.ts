import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { PERSONAL_DATA } from "../../db/personal-data.ts";

/** Shorter names are too common to replace in other people's words ("Li", "Bo"). */
const NAME_MIN_CHARS = 4;
/** A phone of fewer digits is no phone. */
const PHONE_MIN_DIGITS = 6;

/** What an erased person is found by in free text: their name, e-mail and phone as stored. */
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
    if (phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS) found.add(phone.trim());
  // Longest first, so "Anna Schmidt" goes before a shorter needle inside it.
  return [...found].sort((a, b) => b.length - a.length);
}

/** A PostgreSQL regular expression (ARE) matching `text` literally. */
export function literalPattern(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
}

/** `text` as it reads inside a JSON string (jsonb's text form escapes quotes, backslashes and controls). */
export function inJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** The data type of every column declared `mentions`, read once from the database. */
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
 * Replaces the needles with "Former attendee" in every column declared `mentions`, in every row:
 * the other side's messages and notes, mails, the audit log, the import files, the job queue.
 * Returns the rows changed per table.
 */
export async function scrubMentions(tx: DbExecutor, needles: string[]): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  if (needles.length === 0) return changed;
  const plain = needles.map(literalPattern).join("|");
  const json = needles.map((n) => literalPattern(inJson(n))).join("|");
  for (const { table, column, json: isJson } of await mentionColumns(tx)) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const result = isJson
      ? await tx.execute(
          sql`update ${t} set ${c} = regexp_replace(${c}::text, ${json}, ${FORMER_ATTENDEE}, 'gi')::jsonb where ${c}::text ~* ${json}`,
        )
      : await tx.execute(
          sql`update ${t} set ${c} = regexp_replace(${c}, ${plain}, ${FORMER_ATTENDEE}, 'gi') where ${c} ~* ${plain}`,
        );
    const rows = changedRows(result);
    if (rows > 0) changed[table] = (changed[table] ?? 0) + rows;
  }
  return changed;
}
