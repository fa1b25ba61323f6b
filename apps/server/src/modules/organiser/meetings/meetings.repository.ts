import type { PlanPerson } from "@ebm/shared/schemas/organiser-meetings";
import { type AnyColumn, and, asc, eq, gt, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/client.ts";
import { dayOfSlot, holdsPlace, meetingDaysOf, slotPlanned } from "../../../db/scheduling.ts";
import {
  companies,
  contacts,
  editionContacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";

type Named = { id: AnyColumn; name: AnyColumn };

/** An accepted, live, top-level meeting of the plan, with its people. */
export interface PlanMeetingRow {
  id: number;
  timeslotId: number;
  table: number | null;
  outcome: "held" | "noShow" | null;
  from: PlanPerson;
  to: PlanPerson;
  colleagues: PlanPerson[];
}

/** `{id, name, companyId, companyName}` of a contact and its company, as JSON. */
const person = (contact: Named, company: Named) =>
  sql<PlanPerson>`json_build_object('id', ${contact.id}, 'name', ${contact.name}, 'companyId', ${company.id}, 'companyName', ${company.name})`;

/** `%words%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The table plan's reads: the slots of a day and their accepted meetings, in two queries. */
export function meetingsConsoleRepository(db: DbExecutor) {
  return {
    /** The edition's meeting days with their first slot's start, for the tabs. */
    meetingDays(editionId: number) {
      return meetingDaysOf(db, editionId);
    },

    /** The day's slots, in time order, with the place counts of the day. */
    slotsOf(editionId: number, day: number) {
      return db
        .select({
          id: timeslots.id,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          endsAtUtc: timeslots.endsAtUtc,
          keynote: timeslots.keynote,
          tables: timeslotMetadata.meetingTables,
          tablesMax: timeslotMetadata.meetingTablesMax,
        })
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(and(eq(timeslots.editionId, editionId), eq(timeslots.day, day), slotPlanned))
        .orderBy(asc(timeslots.startsAtUtc));
    },

    /**
     * Up to 20 active attendees of the edition whose name, company or e-mail holds `words`, by name,
     * for choosing the two people of a meeting.
     */
    searchAttendees(editionId: number, words: string): Promise<PlanPerson[]> {
      const pattern = containing(words);
      return db
        .select({
          id: contacts.id,
          name: contacts.name,
          companyId: companies.id,
          companyName: companies.name,
        })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .innerJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
        )
        .where(
          and(
            eq(contacts.isActive, true),
            or(ilike(contacts.name, pattern), ilike(companies.name, pattern), ilike(contacts.email, pattern)),
          ),
        )
        .orderBy(asc(contacts.name), asc(contacts.id))
        .limit(20);
    },

    /** The edition's slots not over at `now` and not the keynote, in time order, with their day's places. */
    openSlots(editionId: number, now: Date) {
      return db
        .select({
          id: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          tables: timeslotMetadata.meetingTables,
          tablesMax: timeslotMetadata.meetingTablesMax,
        })
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(
          and(
            eq(timeslots.editionId, editionId),
            eq(timeslots.keynote, false),
            gt(timeslots.endsAtUtc, now),
            slotPlanned,
          ),
        )
        .orderBy(asc(timeslots.startsAtUtc));
    },

    /** The slots (of `timeslotIds`) in which any of `contactIds` is busy: a meeting, a request or a block. */
    async busySlots(contactIds: number[], timeslotIds: number[]): Promise<Set<number>> {
      if (timeslotIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: meetingParticipants.timeslotId })
        .from(meetingParticipants)
        .where(
          and(
            inArray(meetingParticipants.contactId, contactIds),
            inArray(meetingParticipants.timeslotId, timeslotIds),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** The places held in each of the slots, by slot. */
    async usedPlaces(timeslotIds: number[]): Promise<Map<number, number[]>> {
      const used = new Map<number, number[]>();
      if (timeslotIds.length === 0) return used;
      const rows = await db
        .select({ timeslotId: meetings.timeslotId, table: meetings.tableNumber })
        .from(meetings)
        .where(and(inArray(meetings.timeslotId, timeslotIds), holdsPlace));
      for (const row of rows)
        if (row.table !== null) used.set(row.timeslotId, [...(used.get(row.timeslotId) ?? []), row.table]);
      return used;
    },

    /**
     * The accepted, live meetings of the slots (not blocks, not colleagues' own meetings), each with
     * the two people, their companies and the colleagues who join it, by slot and number.
     */
    async acceptedIn(timeslotIds: number[]): Promise<PlanMeetingRow[]> {
      if (timeslotIds.length === 0) return [];
      const fromContact = alias(contacts, "from_contact");
      const fromCompany = alias(companies, "from_company");
      const toContact = alias(contacts, "to_contact");
      const toCompany = alias(companies, "to_company");
      const child = alias(meetings, "child");
      const colleague = alias(contacts, "colleague");
      const colleagueCompany = alias(companies, "colleague_company");
      const colleagues = db
        .select({
          list: sql`coalesce(json_agg(${person(colleague, colleagueCompany)} order by ${colleague.name}), '[]'::json)`,
        })
        .from(child)
        .innerJoin(colleague, eq(colleague.id, child.fromId))
        .innerJoin(colleagueCompany, eq(colleagueCompany.id, colleague.companyId))
        .where(and(eq(child.parentScheduleId, meetings.id), isNull(child.dtCancelled)));
      return db
        .select({
          id: meetings.id,
          timeslotId: meetings.timeslotId,
          table: meetings.tableNumber,
          outcome: meetings.outcome,
          from: person(fromContact, fromCompany),
          to: person(toContact, toCompany),
          colleagues: sql<PlanPerson[]>`(${colleagues})`,
        })
        .from(meetings)
        .innerJoin(fromContact, eq(fromContact.id, meetings.fromId))
        .innerJoin(fromCompany, eq(fromCompany.id, fromContact.companyId))
        .innerJoin(toContact, eq(toContact.id, meetings.toId))
        .innerJoin(toCompany, eq(toCompany.id, toContact.companyId))
        .where(
          and(
            inArray(meetings.timeslotId, timeslotIds),
            eq(meetings.status, 1),
            isNull(meetings.dtCancelled),
            isNull(meetings.parentScheduleId),
            ne(meetings.fromId, meetings.toId),
          ),
        )
        .orderBy(asc(meetings.timeslotId), sql`${meetings.tableNumber} asc nulls last`, asc(meetings.id));
    },
  };
}

export type MeetingsConsoleRepository = ReturnType<typeof meetingsConsoleRepository>;
