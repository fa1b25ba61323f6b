import { type SQL, sql } from "drizzle-orm";

/**
 * What a column holds, for the privacy rights (decision 0020):
 * - `subject`: points at a person (a contact id, or a key made of one): whose the row is, or who acted;
 * - `personal`: the data of the person the row is about (a name, an address, a time they did something);
 * - `secret`: personal but never handed out, not even to its owner (a hash, a device key);
 * - `mentions`: free text or JSON that may name anybody: an erasure replaces the erased person's
 *   name, e-mail and phone in it wherever it is;
 * - `none`: nothing about a person.
 */
export type ColumnUse = "subject" | "personal" | "secret" | "mentions" | "none";

/** The person an export or an erasure is about, as they were before it. */
export interface DataSubject {
  id: number;
  /** Lower-case, as stored. */
  email: string;
}

/**
 * One table's declaration, next to its schema (`schema/<file>.personal.ts`). Every column of every
 * table is declared; a table with a `subject`, `personal` or `secret` column says which rows the
 * person's export holds and what their erasure does. `privacy.declarations.test.ts` holds the
 * database to it, so a new table or column cannot hold personal data without both.
 */
export interface TableDeclaration {
  columns: Record<string, ColumnUse>;
  /** The rows the person's export holds (all columns but secrets): a condition on the table. */
  exportWhere?: (person: DataSubject) => SQL;
  /** A query of its own for the export, when a row holds some of another person's data. */
  exportQuery?: (person: DataSubject) => SQL;
  /** What the erasure does here, in order; absent only when the export holds nothing either. */
  erase?: ((person: DataSubject, at: Date) => SQL)[];
  /** Why rows stay (an invoice, the other side's history), for docs/PRIVACY.md. */
  kept?: string;
}

export type Declarations = Record<string, TableDeclaration>;

/** `column = id`, for the usual declaration. */
export const byId =
  (column: string) =>
  (person: DataSubject): SQL =>
    sql`${sql.identifier(column)} = ${person.id}`;

/** A plain delete of the rows `where` selects. */
export const deleteWhere =
  (table: string, where: (person: DataSubject) => SQL) =>
  (person: DataSubject): SQL =>
    sql`delete from ${sql.identifier(table)} where ${where(person)}`;

/** Sets `column` to null where it points at the person (who acted, reviewed, wrote). */
export const forgetActor =
  (table: string, column: string, extra?: SQL) =>
  (person: DataSubject): SQL =>
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null${extra ? sql`, ${extra}` : sql``} where ${sql.identifier(column)} = ${person.id}`;

/** Columns that hold nothing about a person. */
export const none = (...columns: string[]): Record<string, "none"> =>
  Object.fromEntries(columns.map((column) => [column, "none" as const]));
