import { pipeline, Readable } from "node:stream";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { LEADS_CSV_COLUMNS } from "@ebm/shared/schemas/leads";
import { neutraliseFormula } from "../../lib/csv.ts";
import { csvStringify } from "../../lib/lazy.ts";
import type { LeadCsvRow, LeadsRepository } from "./leads.repository.ts";

/** Rows per database round trip. */
export const LEADS_CSV_BATCH_ROWS = 200;

/** One CSV record, in the order of LEADS_CSV_COLUMNS. */
export function leadCsvRecord(row: LeadCsvRow): string[] {
  return [
    row.contactName,
    row.companyName,
    row.country,
    row.email,
    row.mobile,
    row.interests,
    row.tradingType ? PROFILE_MESSAGES.tradeTypes[row.tradingType] : "",
    row.notes,
    row.rating ?? "",
    row.scannedAt.toISOString(),
  ];
}

async function* records(repo: LeadsRepository, ownerId: number, batchRows: number): AsyncGenerator<string[]> {
  let after: { scannedAt: Date; id: number } | undefined;
  for (;;) {
    const rows = await repo.csvBatch(ownerId, batchRows, after);
    for (const row of rows) yield leadCsvRecord(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
    after = { scannedAt: last.scannedAt, id: last.id };
  }
}

/**
 * The owner's leads as a CSV stream, oldest scan first: UTF-8 with a byte order mark (so Excel
 * reads accents) and a header line. A cell a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return at its start) gets a leading quote: the notes and names are other people's text.
 */
export function leadsCsv(repo: LeadsRepository, ownerId: number, batchRows = LEADS_CSV_BATCH_ROWS): Readable {
  const stringifier = csvStringify().stringify({
    bom: true,
    header: true,
    columns: [...LEADS_CSV_COLUMNS],
    cast: { string: neutraliseFormula },
  });
  // A failed read ends the stream with the error; the reply is then cut off, never left hanging.
  return pipeline(Readable.from(records(repo, ownerId, batchRows)), stringifier, () => {});
}
