import { pipeline, Readable } from "node:stream";
import { DINNER_GUEST_CSV_COLUMNS } from "@ebm/shared/schemas/organiser-dinner";
import { neutraliseFormula } from "../../../lib/csv.ts";
import { csvStringify } from "../../../lib/lazy.ts";
import type { DinnerConsoleRow } from "./dinner.repository.ts";

/** An instant as "06/11/2025 14:05 GMT" in the event's time zone: the zone is part of the time. */
function eventTime(at: Date | null, timeZone: string): string {
  if (!at) return "";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(at)
    .replace(",", "");
}

/** One CSV record of a guest, in the order of DINNER_GUEST_CSV_COLUMNS. */
export function guestCsvRecord(day: string, guest: DinnerConsoleRow, timeZone: string): string[] {
  return [
    day,
    guest.name,
    guest.function,
    guest.companyName,
    guest.email,
    eventTime(guest.createdAt, timeZone),
    eventTime(guest.reviewedAt, timeZone),
    guest.reviewedBy ?? "",
  ];
}

/**
 * One dinner day's guest list for the venue: UTF-8 with a byte order mark (Excel reads accents)
 * and a header line. Names are other people's text, so a cell a spreadsheet would run as a
 * formula gets a leading quote.
 */
export function dinnerGuestsCsv(day: string, guests: DinnerConsoleRow[], timeZone: string): Readable {
  const stringifier = csvStringify().stringify({
    bom: true,
    header: true,
    columns: [...DINNER_GUEST_CSV_COLUMNS],
    cast: { string: neutraliseFormula },
  });
  return pipeline(
    Readable.from(guests.map((guest) => guestCsvRecord(day, guest, timeZone))),
    stringifier,
    () => {},
  );
}
