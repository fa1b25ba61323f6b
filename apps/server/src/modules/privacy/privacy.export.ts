import { type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { type DataSubject, PERSONAL_DATA } from "../../db/personal-data.ts";
import { neutraliseFormula } from "../../lib/csv.ts";
import { fflate } from "../../lib/lazy.ts";

type Row = Record<string, unknown>;

/** One cell of a CSV: dates as ISO, objects as JSON, quoted when needed, formulas neutralised. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table's rows as CSV, its header from the columns of the first row (or of the declaration). */
export function toCsv(rows: Row[], columns: string[]): string {
  const header = rows[0] ? Object.keys(rows[0]) : columns;
  return [header.join(","), ...rows.map((row) => header.map((key) => cell(row[key])).join(","))].join("\r\n");
}

/** Dates as ISO text, so the JSON reads the same as the CSV. */
function plain(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** The query of a table's part of the export: its own, or every column but the secrets where it says. */
function exportQueryOf(table: string, person: DataSubject): SQL | undefined {
  const declaration = PERSONAL_DATA[table];
  if (!declaration) return undefined;
  if (declaration.exportQuery) return declaration.exportQuery(person);
  if (!declaration.exportWhere) return undefined;
  const columns = Object.entries(declaration.columns)
    .filter(([, use]) => use !== "secret")
    .map(([column]) => sql.identifier(column));
  return sql`select ${sql.join(columns, sql`, `)} from ${sql.identifier(table)} where ${declaration.exportWhere(person)}`;
}

/** Every record about the person, by table (only the tables that hold any). */
export async function collectPersonalData(
  db: DbExecutor,
  person: DataSubject,
): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const table of Object.keys(PERSONAL_DATA).sort()) {
    const query = exportQueryOf(table, person);
    if (!query) continue;
    const rows = ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map(plain);
    if (rows.length > 0) tables[table] = rows;
  }
  return tables;
}

const README = (name: string, at: string) => `Your data from the event app
=============================

Exported for ${name} on ${at} (UTC).

data.json holds every record about you, by kind; the csv folder holds the same, one file per kind,
for a spreadsheet. Times are in UTC. Ids link the records: a meeting's from_id and to_id are the
contact ids of its two sides, and your own contact id is in contacts.csv.

What is in it:
- contacts: your profile; consents: what you agreed to and chose, and when;
- sessions: where you are signed in; password_reset_tokens: reset links asked for (not the links);
- meetings, meeting_participants, meeting_notes (your own notes), calendar_feeds;
- conversations, conversation_members, messages (both sides of your conversations);
- leads: the badges you scanned with your notes, and who scanned yours (without their notes);
- dinner_registrations, edition_contacts (your attendance and check-in);
- wishes (your own), match_digests; notifications, announcement_recipients, push_subscriptions
  (without the device keys); user_events (the live updates kept for your screens);
- registrations, registration_attendees, payments: the registrations you were named in;
- mail_outbox: the mails sent to you; audit_log: what the organisers recorded about you;
- analytics_events: the visits counted while you were signed in.

Secrets (your password's hash, the hashes of your sign-in tokens, your devices' push keys) are
never handed out.
`;

/** The person's data as one archive: data.json, a CSV per table, and a README. */
export function archiveOf(
  person: { id: number; name: string; email: string },
  tables: Record<string, Row[]>,
  at: Date,
) {
  const exportedAt = at.toISOString();
  const files: Record<string, Uint8Array> = {
    "README.txt": fflate().strToU8(README(person.name, exportedAt.replace("T", " ").slice(0, 16))),
    "data.json": fflate().strToU8(JSON.stringify({ exportedAt, person, tables }, null, 2)),
  };
  for (const [table, rows] of Object.entries(tables))
    files[`csv/${table}.csv`] = fflate().strToU8(
      toCsv(rows, Object.keys(PERSONAL_DATA[table]?.columns ?? {})),
    );
  return Buffer.from(fflate().zipSync(files, { level: 6 }));
}
