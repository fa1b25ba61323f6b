import { pipeline, Readable } from "node:stream";
import {
  REGISTRATIONS_CSV_COLUMNS,
  type RegistrationsFilter,
} from "@ebm/shared/schemas/organiser-registrations";
import { neutraliseFormula } from "../../../lib/csv.ts";
import { csvStringify } from "../../../lib/lazy.ts";
import type { RegistrationListRow, RegistrationsRepository } from "./registrations.repository.ts";

/** Rows per database round trip. */
export const REGISTRATIONS_CSV_BATCH_ROWS = 200;

/** Cents as euros with two decimals and a point, as spreadsheets read them in any locale's import. */
const euros = (cents: number) => (cents / 100).toFixed(2);

/** One CSV record, in the order of REGISTRATIONS_CSV_COLUMNS. */
export function registrationCsvRecord(row: RegistrationListRow): string[] {
  return [
    String(row.id),
    row.companyName,
    row.country,
    row.isMember ? "yes" : "no",
    row.status,
    String(row.attendees),
    euros(row.subtotalCents),
    euros(row.vatCents),
    euros(row.totalCents),
    row.paymentState ?? "none",
    row.createdAt.toISOString(),
  ];
}

async function* records(
  repo: RegistrationsRepository,
  editionId: number,
  filter: RegistrationsFilter,
  batchRows: number,
): AsyncGenerator<string[]> {
  let beforeId: number | undefined;
  for (;;) {
    const rows = await repo.csvBatch(editionId, filter, batchRows, beforeId);
    for (const row of rows) yield registrationCsvRecord(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
    beforeId = last.id;
  }
}

/**
 * The registrations of an edition that match the filters as a CSV stream, newest first, read in
 * batches: UTF-8 with a byte order mark (Excel reads accents) and a header line. Company names are
 * the registering party's text, so a cell a spreadsheet would run as a formula gets a leading quote.
 */
export function registrationsCsv(
  repo: RegistrationsRepository,
  editionId: number,
  filter: RegistrationsFilter,
  batchRows = REGISTRATIONS_CSV_BATCH_ROWS,
): Readable {
  const stringifier = csvStringify().stringify({
    bom: true,
    header: true,
    columns: [...REGISTRATIONS_CSV_COLUMNS],
    cast: { string: neutraliseFormula },
  });
  // A failed read ends the stream with the error; the reply is then cut off, never left hanging.
  return pipeline(Readable.from(records(repo, editionId, filter, batchRows)), stringifier, () => {});
}
