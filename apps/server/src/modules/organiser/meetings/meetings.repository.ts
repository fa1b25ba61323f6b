import type { PlanPerson } from "@ebm/shared/schemas/organiser-meetings";
import { type AnyColumn, and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/client.ts";
import { dayOfSlot } from "../../../db/scheduling.ts";
import { companies, contacts, meetings, timeslotMetadata, timeslots } from "../../../db/schema/index.ts";

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

/** The table plan's reads: the slots of a day and their accepted meetings, in two queries. */
export function meetingsConsoleRepository(db: DbExecutor) {
  return {
    /** The edition's meeting days with their first slot's start, for the tabs. */
    meetingDays(editionId: number) {
      return db
        .select({ day: timeslotMetadata.day, dateStart: timeslotMetadata.dateStart })
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId))
        .orderBy(asc(timeslotMetadata.day));
    },

    /** The day's slots, in time order, with the place counts of the day. */
    slotsOf(editionId: number, day: number) {
      return db
        .select({
          id: timeslots.id,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          keynote: timeslots.keynote,
          tables: timeslotMetadata.meetingTables,
          tablesMax: timeslotMetadata.meetingTablesMax,
        })
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(and(eq(timeslots.editionId, editionId), eq(timeslots.day, day)))
        .orderBy(asc(timeslots.startsAtUtc));
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
