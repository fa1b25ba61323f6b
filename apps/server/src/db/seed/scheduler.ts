import { DINNER } from "@ebm/shared/constants";
import { isDinnerEligibleFunction } from "@ebm/shared/schemas/dinner";
import { inArray } from "drizzle-orm";
import type { DbExecutor } from "../client.ts";
import {
  contacts,
  dinnerDays,
  dinnerRegistrations,
  meetingNotes,
  meetingParticipants,
  meetings,
} from "../schema/index.ts";
import { DEMO_IDS } from "./accounts.ts";
import type { SeededAttendee } from "./companies.ts";
import { EDITION_IDS } from "./event.ts";
import type { Rng } from "./random.ts";
import { addMinutes, insertChunks, utc } from "./util.ts";

type MeetingRow = typeof meetings.$inferInsert & { id: number };

/**
 * Places of a slot, as the 2025 floor plan has them (decision 0010): tables 1-119 on the floor,
 * numbers from 120 (meeting_tables) up to 150 (meeting_tables_max) in the hotel lobby.
 */
const FLOOR_TABLES = 119;
const LOBBY_TABLE = 150;

const REQUESTS_SENT_FROM = utc("2025-10-06T08:00:00Z");

/** Keeps the demo meetings consistent: nobody twice in a slot, no table twice in a slot. */
class FloorPlan {
  private readonly busy = new Set<string>();
  private readonly tables = new Map<number, Set<number>>();

  isFree(contactId: number, timeslotId: number): boolean {
    return !this.busy.has(`${contactId}:${timeslotId}`);
  }

  book(contactIds: readonly number[], timeslotId: number): void {
    for (const contactId of contactIds) this.busy.add(`${contactId}:${timeslotId}`);
  }

  takeTable(timeslotId: number, wanted?: number): number {
    const used = this.tables.get(timeslotId) ?? new Set<number>();
    this.tables.set(timeslotId, used);
    let table = wanted ?? 1;
    while (used.has(table)) table++;
    used.add(table);
    return table;
  }
}

export interface SchedulerDemo {
  /** Anna's partners in order of use, for the chats and leads that follow up on them. */
  partners: SeededAttendee[];
}

interface Planned {
  slot: number;
  fromId: number;
  toId: number;
  status: 0 | 1;
  table?: number;
  message?: string;
  cancelledBy?: number;
}

/**
 * Anna's demo meetings (accepted with tables, pending both ways, a blocked slot, a cancelled one),
 * one for Lars, and a share of meetings between other attendees so the floor looks busy.
 * Timeslot ids follow seedTimeslots: 1-16 Thursday from 10:00, 17-30 Friday from 10:00.
 */
export async function seedMeetings(
  db: DbExecutor,
  rng: Rng,
  opts: { attendees: readonly SeededAttendee[]; timeslotIds: readonly number[]; backgroundMeetings: number },
): Promise<SchedulerDemo> {
  const { anna, lars } = DEMO_IDS;
  const members = opts.attendees.filter((attendee) => attendee.fullMember);
  const byCompany = new Map<number, SeededAttendee>();
  for (const attendee of rng.shuffle(members)) {
    if (!byCompany.has(attendee.companyId)) byCompany.set(attendee.companyId, attendee);
  }
  const partners = [...byCompany.values()].slice(0, 12);
  const partner = (index: number): number => partners[index % partners.length]?.id ?? anna;

  const planned: Planned[] = [
    {
      slot: 1,
      fromId: anna,
      toId: partner(0),
      status: 1,
      table: 12,
      message: "Keen to see your server stock list.",
    },
    {
      slot: 3,
      fromId: partner(1),
      toId: anna,
      status: 1,
      table: 47,
      message: "We have 300 business laptops to offer.",
    },
    {
      slot: 9,
      fromId: anna,
      toId: partner(2),
      status: 1,
      table: 88,
      message: "Let us talk about memory and CPUs.",
    },
    {
      slot: 11,
      fromId: partner(3),
      toId: anna,
      status: 1,
      table: LOBBY_TABLE,
      message: "Coffee in the lobby?",
    },
    {
      slot: 18,
      fromId: anna,
      toId: partner(4),
      status: 1,
      table: 23,
      message: "Follow-up on last year's deal.",
    },
    {
      slot: 5,
      fromId: anna,
      toId: partner(5),
      status: 0,
      message: "Would you have time for a quick meeting?",
    },
    {
      slot: 13,
      fromId: partner(6),
      toId: anna,
      status: 0,
      message: "Interested in your refurbished desktops.",
    },
    { slot: 20, fromId: partner(7), toId: anna, status: 0, message: "Can we meet on Friday morning?" },
    { slot: 6, fromId: anna, toId: anna, status: 1, message: "Lunch" },
    {
      slot: 15,
      fromId: anna,
      toId: partner(8),
      status: 0,
      message: "Networking gear",
      cancelledBy: partner(8),
    },
    {
      slot: 1,
      fromId: lars,
      toId: partner(9),
      status: 1,
      table: 13,
      message: "Looking for HP and Dell spares.",
    },
    { slot: 22, fromId: partner(10), toId: lars, status: 0, message: "We buy excess stock of switches." },
  ];

  const floor = new FloorPlan();
  const rows: MeetingRow[] = [];
  const participants: (typeof meetingParticipants.$inferInsert)[] = [];
  const add = (meeting: Planned): void => {
    const id = rows.length + 1;
    const createdAt = addMinutes(REQUESTS_SENT_FROM, rows.length * 37 + rng.int(0, 30));
    const live = meeting.cancelledBy === undefined;
    const people = meeting.fromId === meeting.toId ? [meeting.fromId] : [meeting.fromId, meeting.toId];
    if (live) floor.book(people, meeting.slot);
    rows.push({
      id,
      editionId: EDITION_IDS.current,
      timeslotId: meeting.slot,
      fromId: meeting.fromId,
      toId: meeting.toId,
      status: meeting.status,
      tableNumber: meeting.table === undefined ? null : floor.takeTable(meeting.slot, meeting.table),
      message: meeting.message ?? "",
      createdAt,
      dtCancelled: live ? null : addMinutes(createdAt, 2 * 24 * 60),
      cancelledBy: meeting.cancelledBy ?? null,
    });
    if (live)
      for (const contactId of people)
        participants.push({ meetingId: id, contactId, timeslotId: meeting.slot });
  };
  for (const meeting of planned) add(meeting);

  const demoIds = new Set<number>([anna, lars, DEMO_IDS.organiser, DEMO_IDS.marketplace]);
  const others = members.filter((member) => !demoIds.has(member.id));
  for (
    let attempt = 0;
    attempt < opts.backgroundMeetings * 3 && rows.length < planned.length + opts.backgroundMeetings;
    attempt++
  ) {
    const from = rng.pick(others);
    const to = rng.pick(others);
    const slot = rng.pick(opts.timeslotIds);
    if (from.companyId === to.companyId || !floor.isFree(from.id, slot) || !floor.isFree(to.id, slot))
      continue;
    const accepted = rng.chance(0.7);
    add({
      slot,
      fromId: from.id,
      toId: to.id,
      status: accepted ? 1 : 0,
      table: accepted ? rng.int(1, FLOOR_TABLES) : undefined,
    });
  }

  await insertChunks(db, meetings, rows);
  await insertChunks(db, meetingParticipants, participants);
  await insertChunks(db, meetingNotes, [
    {
      id: 1,
      meetingId: 1,
      createdBy: anna,
      message: "Wants 200 laptops, grade A, within two weeks. Send our list on Monday.",
      isPrivate: false,
      createdAt: utc("2025-11-06T10:28:00Z"),
    },
    {
      id: 2,
      meetingId: 1,
      createdBy: anna,
      message: "Ask about their payment terms before quoting.",
      isPrivate: true,
      createdAt: utc("2025-11-06T10:29:00Z"),
    },
    {
      id: 3,
      meetingId: 2,
      createdBy: anna,
      message: "Good stock of servers; prices 10% above market.",
      isPrivate: false,
      createdAt: utc("2025-11-06T11:27:00Z"),
    },
    {
      id: 4,
      meetingId: 11,
      createdBy: lars,
      message: "Has HP spare parts in Venlo, ships the same day.",
      isPrivate: false,
      createdAt: utc("2025-11-06T10:25:00Z"),
    },
  ]);
  return { partners };
}

/**
 * Captain's Dinner sign-ups: Anna's approved place, then five on day 1 and eight on day 2 in all,
 * at most two per company, only from sales managers and company owners (their function), as the
 * sign-up allows. Each dinner day has the row that sign-ups lock.
 */
export async function seedDinnerRegistrations(
  db: DbExecutor,
  rng: Rng,
  attendees: readonly SeededAttendee[],
): Promise<void> {
  await insertChunks(
    db,
    dinnerDays,
    DINNER.days.map((dayNumber) => ({ editionId: EDITION_IDS.current, dayNumber })),
  );
  const functions = new Map<number, string>();
  const ids = attendees.map((attendee) => attendee.id);
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await db
      .select({ id: contacts.id, function: contacts.function })
      .from(contacts)
      .where(inArray(contacts.id, chunk));
    for (const row of rows) functions.set(row.id, row.function);
  }
  const perCompany = new Map<number, number>();
  const rows: (typeof dinnerRegistrations.$inferInsert)[] = [];
  const add = (contact: { id: number; companyId: number }, dayNumber: number, status: number): void => {
    perCompany.set(contact.companyId, (perCompany.get(contact.companyId) ?? 0) + 1);
    rows.push({
      id: rows.length + 1,
      editionId: EDITION_IDS.current,
      contactId: contact.id,
      companyId: contact.companyId,
      dayNumber,
      status,
      createdAt: utc(`2025-10-${String(10 + rows.length).padStart(2, "0")}T12:00:00Z`),
      ...(status === 0 ? {} : { reviewedAt: utc("2025-10-28T09:00:00Z"), reviewedBy: DEMO_IDS.organiser }),
    });
  };
  add({ id: DEMO_IDS.anna, companyId: DEMO_IDS.demoTradingCompany }, 1, 1);
  const taken = new Set<number>([DEMO_IDS.anna, DEMO_IDS.lars]);
  for (const [dayNumber, wanted] of [
    [1, 5],
    [2, 8],
  ] as const) {
    for (const attendee of rng.shuffle(attendees)) {
      if (rows.filter((row) => row.dayNumber === dayNumber).length >= wanted) break;
      if (taken.has(attendee.id) || (perCompany.get(attendee.companyId) ?? 0) >= 2) continue;
      if (!isDinnerEligibleFunction(functions.get(attendee.id) ?? "")) continue;
      taken.add(attendee.id);
      add(
        attendee,
        dayNumber,
        rng.weighted([
          [1, 6],
          [0, 3],
          [2, 1],
        ] as const),
      );
    }
  }
  await insertChunks(db, dinnerRegistrations, rows);
}
