import { pipeline, Readable } from "node:stream";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { ATTENDEES_CSV_COLUMNS } from "@ebm/shared/schemas/directory";
import type { AttendeesRepository } from "./directory.repository.ts";

/** Rows per database round trip: memory stays flat however long the list grows. */
export const CSV_BATCH_ROWS = 300;

import { neutraliseFormula } from "../../lib/csv.ts";
import { csvStringify } from "../../lib/lazy.ts";

const MEMBERSHIP = { diamond: "Diamond", gold: "Gold", trusted: "Trusted", regular: "Regular" } as const;

type CsvSourceRow = Awaited<ReturnType<AttendeesRepository["csvBatch"]>>[number];

/** One CSV record, in the order of ATTENDEES_CSV_COLUMNS. */
export function csvRecord(row: CsvSourceRow): string[] {
  return [
    row.name,
    row.country,
    MEMBERSHIP[row.tier],
    row.interests,
    row.tradingType ? PROFILE_MESSAGES.tradeTypes[row.tradingType] : "",
    row.industry ?? "",
    row.description,
  ];
}

/** The attending companies of an edition, read in keyset batches. */
async function* records(
  repo: AttendeesRepository,
  editionId: number,
  batchRows: number,
): AsyncGenerator<string[]> {
  let after: { sortName: string; id: number } | undefined;
  for (;;) {
    const rows = await repo.csvBatch(editionId, batchRows, after);
    for (const row of rows) yield csvRecord(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
    after = { sortName: last.sortName, id: last.id };
  }
}

/**
 * The attendee list as a CSV stream: UTF-8 with a byte order mark (so Excel reads accents), a
 * header line, and one line per attending company. Contact details are never part of it.
 */
export function attendeesCsv(
  repo: AttendeesRepository,
  editionId: number,
  batchRows = CSV_BATCH_ROWS,
): Readable {
  const stringifier = csvStringify().stringify({
    bom: true,
    header: true,
    columns: [...ATTENDEES_CSV_COLUMNS],
    cast: { string: neutraliseFormula },
  });
  // A failed read ends the stream with the error; the reply is then cut off, never left hanging.
  return pipeline(Readable.from(records(repo, editionId, batchRows)), stringifier, () => {});
}
