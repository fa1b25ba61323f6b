import { COMPANY_STATUS_FULL_MEMBER } from "@ebm/shared/constants";
import { and, asc, desc, eq, gt, inArray, isNull, like, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/client.ts";
import { dayOfSlot, slotPlanned } from "../../../db/scheduling.ts";
import {
  companies,
  contacts,
  editionContacts,
  jobs,
  meetingParticipants,
  meetings,
  scheduleDraftMeetings,
  scheduleDrafts,
  timeslotMetadata,
  timeslots,
  wishes,
} from "../../../db/schema/index.ts";
import { PLACEHOLDER_CONTACT } from "../../reach/index.ts";

/** An attendee the schedule may seat, with the names the console shows. */
export interface ScheduledPerson {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  /** False for someone who turned suggestions off. */
  proposable: boolean;
}

export type DraftRow = typeof scheduleDrafts.$inferSelect;
export type DraftMeetingRow = typeof scheduleDraftMeetings.$inferSelect;

const fromContact = alias(contacts, "from_contact");
const toContact = alias(contacts, "to_contact");

/** The automatic schedule's reads and writes. */
export function scheduleRepository(db: DbExecutor) {
  return {
    /** Attendees of the edition (active, not staff) with their companies. */
    people(editionId: number): Promise<ScheduledPerson[]> {
      return db
        .select({
          id: contacts.id,
          name: contacts.name,
          companyId: contacts.companyId,
          companyName: companies.name,
          // Someone not listed in the directory is never seated with a stranger (decision 0020).
          proposable: sql<boolean>`not ${contacts.possibleMatchesDisabled} and ${contacts.listed}`,
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
            eq(contacts.role, "attendee"),
            // Whom a meeting may ask (the reach rule): full members' people, not a placeholder.
            eq(companies.status, COMPANY_STATUS_FULL_MEMBER),
            ne(contacts.name, PLACEHOLDER_CONTACT.name),
            ne(contacts.email, PLACEHOLDER_CONTACT.email),
          ),
        )
        .orderBy(asc(contacts.id));
    },

    /** The planned slots that take meetings and begin after `now`, with their floor tables. */
    slots(editionId: number, now: Date) {
      return db
        .select({
          id: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          endsAtUtc: timeslots.endsAtUtc,
          tables: timeslotMetadata.meetingTables,
        })
        .from(timeslots)
        .innerJoin(timeslotMetadata, dayOfSlot)
        .where(
          and(
            eq(timeslots.editionId, editionId),
            slotPlanned,
            eq(timeslots.keynote, false),
            gt(timeslots.startsAtUtc, now),
          ),
        )
        .orderBy(asc(timeslots.startsAtUtc));
    },

    /** Every wish of the edition's attendees. */
    wishes(editionId: number) {
      return db
        .select({
          fromId: wishes.contactId,
          toCompanyId: wishes.targetCompanyId,
          toContactId: wishes.targetContactId,
          kind: wishes.kind,
        })
        .from(wishes)
        .where(eq(wishes.editionId, editionId));
    },

    /** Who is busy in the given slots: one row per person per live meeting, request or block. */
    busy(slotIds: number[]) {
      if (slotIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          meetingId: meetingParticipants.meetingId,
          contactId: meetingParticipants.contactId,
          slotId: meetingParticipants.timeslotId,
          table: sql<
            number | null
          >`case when ${meetings.parentScheduleId} is null then ${meetings.tableNumber} end`,
          block: sql<boolean>`${meetings.fromId} = ${meetings.toId}`,
        })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(and(inArray(meetingParticipants.timeslotId, slotIds), isNull(meetings.dtCancelled)));
    },

    /**
     * The companies that meet already (a live meeting or request, or one held), and those whose
     * meeting was declined, or cancelled after the schedule proposed it: never proposed again.
     */
    async companyPairs(editionId: number) {
      const rows = await db
        .select({
          a: fromContact.companyId,
          b: toContact.companyId,
          live: sql<boolean>`${meetings.dtCancelled} is null`,
          refused: sql<boolean>`${meetings.cancelReason} = 'declined' or (${meetings.source} = 'schedule' and ${meetings.dtCancelled} is not null)`,
        })
        .from(meetings)
        .innerJoin(fromContact, eq(fromContact.id, meetings.fromId))
        .innerJoin(toContact, eq(toContact.id, meetings.toId))
        .where(
          and(
            eq(meetings.editionId, editionId),
            ne(meetings.fromId, meetings.toId),
            isNull(meetings.parentScheduleId),
          ),
        );
      const pair = (r: { a: number; b: number }): [number, number] => [r.a, r.b];
      return {
        meeting: rows.filter((r) => r.live).map(pair),
        refused: rows.filter((r) => !r.live && r.refused).map(pair),
      };
    },

    /** The edition's draft (one per edition), locked when `forUpdate`. */
    async draft(editionId: number, forUpdate = false): Promise<DraftRow | undefined> {
      const query = db
        .select()
        .from(scheduleDrafts)
        .where(eq(scheduleDrafts.editionId, editionId))
        .orderBy(desc(scheduleDrafts.id))
        .limit(1);
      const [row] = forUpdate ? await query.for("update") : await query;
      return row;
    },

    draftMeetings(draftId: number): Promise<DraftMeetingRow[]> {
      return db
        .select()
        .from(scheduleDraftMeetings)
        .where(eq(scheduleDraftMeetings.draftId, draftId))
        .orderBy(asc(scheduleDraftMeetings.id));
    },

    /** A draft meeting of the edition's draft, locked; undefined for another edition's or an unknown id. */
    async draftMeeting(editionId: number, id: number): Promise<DraftMeetingRow | undefined> {
      const [row] = await db
        .select()
        .from(scheduleDraftMeetings)
        .where(and(eq(scheduleDraftMeetings.id, id), eq(scheduleDraftMeetings.editionId, editionId)))
        .for("update");
      return row;
    },

    async createDraft(values: typeof scheduleDrafts.$inferInsert): Promise<DraftRow> {
      const [row] = await db.insert(scheduleDrafts).values(values).returning();
      if (!row) throw new Error("the draft was not stored");
      return row;
    },

    updateDraft(id: number, set: Partial<typeof scheduleDrafts.$inferInsert>) {
      return db.update(scheduleDrafts).set(set).where(eq(scheduleDrafts.id, id));
    },

    /** The draft's meetings that a new run replaces: neither locked, removed nor published. */
    clearOpen(draftId: number) {
      return db
        .delete(scheduleDraftMeetings)
        .where(
          and(
            eq(scheduleDraftMeetings.draftId, draftId),
            eq(scheduleDraftMeetings.locked, false),
            eq(scheduleDraftMeetings.removed, false),
            isNull(scheduleDraftMeetings.meetingId),
          ),
        );
    },

    async insertMeetings(rows: Array<typeof scheduleDraftMeetings.$inferInsert>) {
      for (let i = 0; i < rows.length; i += 500)
        await db.insert(scheduleDraftMeetings).values(rows.slice(i, i + 500));
    },

    /**
     * A publication of the draft is under way: it is marked and a batch of it waits or runs. One whose
     * jobs all failed has stalled: it may be started again, and the draft changed.
     */
    async publishingRuns(draft: Pick<DraftRow, "id" | "publishing"> | undefined): Promise<boolean> {
      if (!draft?.publishing) return false;
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(eq(jobs.name, "schedule.publish"), eq(jobs.status, "pending"), like(jobs.key, `${draft.id}:%`)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Ends the publication started at `startedAt`, once: false when another run ended it already. */
    async endPublishing(id: number, startedAt: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(scheduleDrafts)
        .set({ publishing: null, publishedAt: now })
        .where(and(eq(scheduleDrafts.id, id), sql`${scheduleDrafts.publishing}->>'startedAt' = ${startedAt}`))
        .returning({ id: scheduleDrafts.id });
      return rows.length > 0;
    },

    async draftById(id: number): Promise<DraftRow | undefined> {
      const [row] = await db.select().from(scheduleDrafts).where(eq(scheduleDrafts.id, id));
      return row;
    },

    /** The draft's meetings skipped by an earlier publication are tried again. */
    resetSkipped(draftId: number) {
      return db
        .update(scheduleDraftMeetings)
        .set({ skipped: false })
        .where(and(eq(scheduleDraftMeetings.draftId, draftId), eq(scheduleDraftMeetings.skipped, true)));
    },

    /** "fromId>toId" for each of these people who wishes ("must" or "like") to meet the other's company. */
    async wishedPairs(editionId: number, contactIds: number[]): Promise<Set<string>> {
      if (contactIds.length === 0) return new Set();
      const rows = await db
        .select({ fromId: wishes.contactId, toId: contacts.id })
        .from(wishes)
        .innerJoin(contacts, eq(contacts.companyId, wishes.targetCompanyId))
        .where(
          and(
            eq(wishes.editionId, editionId),
            inArray(wishes.contactId, contactIds),
            inArray(contacts.id, contactIds),
            ne(wishes.kind, "no"),
          ),
        );
      return new Set(rows.map((r) => `${r.fromId}>${r.toId}`));
    },

    setDraftMeeting(
      id: number,
      set: { locked?: boolean; removed?: boolean; meetingId?: number; publishedAt?: Date; skipped?: boolean },
    ) {
      return db.update(scheduleDraftMeetings).set(set).where(eq(scheduleDraftMeetings.id, id));
    },

    /** Names of contacts and companies, for the console's lists. */
    async names(contactIds: number[], companyIds: number[]) {
      const people =
        contactIds.length === 0
          ? []
          : await db
              .select({ id: contacts.id, name: contacts.name, companyName: companies.name })
              .from(contacts)
              .innerJoin(companies, eq(companies.id, contacts.companyId))
              .where(inArray(contacts.id, contactIds));
      const firms =
        companyIds.length === 0
          ? []
          : await db
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(inArray(companies.id, companyIds));
      return {
        people: new Map(people.map((p) => [p.id, p])),
        companies: new Map(firms.map((c) => [c.id, c.name])),
      };
    },

    /** Slot facts for the draft's meetings (day and times). */
    slotFacts(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
        })
        .from(timeslots)
        .where(inArray(timeslots.id, ids));
    },
  };
}
