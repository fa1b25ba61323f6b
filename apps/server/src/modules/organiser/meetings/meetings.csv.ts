import { pipeline, Readable } from "node:stream";
import { tableLabel } from "@ebm/shared/scheduler";
import {
  MEETING_PLAN_CSV_COLUMNS,
  type MeetingPlan,
  type PlanMeeting,
  type PlanSlot,
  TABLE_FIGURES_CSV_COLUMNS,
} from "@ebm/shared/schemas/organiser-meetings";
import { timeRange } from "@ebm/shared/zones";
import { neutraliseFormula } from "../../../lib/csv.ts";
import { csvStringify } from "../../../lib/lazy.ts";

const STATUS_TEXT: Record<PlanMeeting["status"], string> = {
  accepted: "Accepted",
  held: "Held",
  noShow: "No-show",
};

/** One CSV record of a meeting, in the order of MEETING_PLAN_CSV_COLUMNS. */
export function planCsvRecord(day: number, slot: PlanSlot, m: PlanMeeting): string[] {
  return [
    String(day),
    timeRange(slot.timeStart, slot.timeEnd),
    m.table === null ? "" : String(m.table),
    tableLabel(m.table, slot.tables + 1) ?? "Hotel Lobby",
    m.from.name,
    m.from.companyName,
    m.to.name,
    m.to.companyName,
    m.colleagues.map((c) => `${c.name} (${c.companyName})`).join("; "),
    STATUS_TEXT[m.status],
  ];
}

function* records(plan: MeetingPlan): Generator<string[]> {
  for (const slot of plan.slots) {
    for (const m of slot.atTables) yield planCsvRecord(plan.day, slot, m);
    for (const m of slot.lobby) yield planCsvRecord(plan.day, slot, m);
  }
}

/**
 * The day's table plan for the floor staff, slot by slot, tables then the hotel lobby: UTF-8 with a
 * byte order mark (Excel reads accents) and a header line. Names are other people's text, so a
 * cell a spreadsheet would run as a formula gets a leading quote.
 */
export function meetingPlanCsv(plan: MeetingPlan): Readable {
  const stringifier = csvStringify().stringify({
    bom: true,
    header: true,
    columns: [...MEETING_PLAN_CSV_COLUMNS],
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(records(plan)), stringifier, () => {});
}

/**
 * The day's figures per floor table for the floor staff: its meetings, how many were held, how
 * many a no-show, and how many nobody has reported yet. The same byte order mark and header.
 */
export function tableFiguresCsv(plan: MeetingPlan): Readable {
  const stringifier = csvStringify().stringify({
    bom: true,
    header: true,
    columns: [...TABLE_FIGURES_CSV_COLUMNS],
  });
  const rows = plan.tableFigures.map((f) => [
    String(plan.day),
    String(f.table),
    String(f.meetings),
    String(f.held),
    String(f.noShow),
    String(f.meetings - f.held - f.noShow),
  ]);
  return pipeline(Readable.from(rows), stringifier, () => {});
}
