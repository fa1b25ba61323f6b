import type { AnnouncementAudience } from "@ebm/shared/schemas/organiser-announcements";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import {
  announcementRecipients,
  announcements,
  companies,
  contacts,
  dinnerRegistrations,
  editionContacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** A group of attendees: who, and the day for the groups of a day. */
export interface AudienceOf {
  editionId: number;
  audience: AnnouncementAudience;
  day: number | null;
}

/** An approved Captain's Dinner sign-up (DINNER_REVIEW_STATES: pending, approved, declined). */
const DINNER_APPROVED = 1;
/** An accepted meeting (meetings.status). */
const MEETING_ACCEPTED = 1;

/**
 * The condition on `contacts` (joined with `edition_contacts` of the edition) that makes a
 * contact one of the group: an active attendee, never organiser staff, and what the group adds.
 */
function inAudience({ editionId, audience, day }: AudienceOf): SQL {
  const attendee = and(
    eq(editionContacts.editionId, editionId),
    sql`${contacts.isActive}`,
    ne(contacts.role, "organiser"),
  ) as SQL;
  switch (audience) {
    case "all":
      return attendee;
    case "not-checked-in":
      return and(attendee, isNull(editionContacts.checkedInAt)) as SQL;
    case "meetings":
      return and(
        attendee,
        sql`exists (select 1 from ${meetingParticipants}
          inner join ${meetings} on ${meetings.id} = ${meetingParticipants.meetingId}
          inner join ${timeslots} on ${timeslots.id} = ${meetings.timeslotId}
          where ${meetingParticipants.contactId} = ${contacts.id} and ${meetings.editionId} = ${editionId}
            and ${meetings.status} = ${MEETING_ACCEPTED} and ${meetings.dtCancelled} is null
            and ${timeslots.day} = ${day ?? 0})`,
      ) as SQL;
    case "dinner":
      return and(
        attendee,
        sql`exists (select 1 from ${dinnerRegistrations}
          where ${dinnerRegistrations.contactId} = ${contacts.id} and ${dinnerRegistrations.editionId} = ${editionId}
            and ${dinnerRegistrations.dayNumber} = ${day ?? 0} and ${dinnerRegistrations.status} = ${DINNER_APPROVED})`,
      ) as SQL;
  }
}

/** The announcements of the console and the people they go to. */
export function announcementsRepository(db: DbExecutor) {
  const told = sql<number>`(select count(*)::int from ${announcementRecipients}
    where ${announcementRecipients.announcementId} = ${announcements.id} and ${announcementRecipients.toldAt} is not null)`;

  return {
    /** How many the group counts now. */
    async audienceCount(of: AudienceOf): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contacts)
        .innerJoin(editionContacts, eq(editionContacts.contactId, contacts.id))
        .where(inAudience(of));
      return row?.n ?? 0;
    },

    /** The meeting days of the edition with their dates in the event's zone. */
    async days(editionId: number, timeZone: string) {
      return db
        .select({
          day: timeslotMetadata.day,
          date: sql<
            string | null
          >`to_char(${timeslotMetadata.dateStart} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        })
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId))
        .orderBy(asc(timeslotMetadata.day));
    },

    /** The organiser's name, kept with what they write. */
    async nameOf(contactId: number): Promise<string | undefined> {
      const [row] = await db.select({ name: contacts.name }).from(contacts).where(eq(contacts.id, contactId));
      return row?.name;
    },

    async insert(values: NewAnnouncement): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      if (!row) throw new Error("the announcement was not stored");
      return row;
    },

    /** The announcement with how many were told so far. */
    async byId(id: number) {
      const [row] = await db
        .select({ announcement: announcements, told })
        .from(announcements)
        .where(eq(announcements.id, id));
      return row;
    },

    /** The announcement, locked to the end of the transaction: a cancel and a batch never cross. */
    async lock(id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).for("update");
      return row;
    },

    async update(id: number, values: Partial<NewAnnouncement>): Promise<void> {
      await db.update(announcements).set(values).where(eq(announcements.id, id));
    },

    /** Newest first; `q` matches the title or the text. */
    async page(opts: { editionId: number; q?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(announcements.editionId, opts.editionId)];
      if (opts.q) {
        const like = containing(opts.q);
        const match = or(ilike(announcements.title, like), ilike(announcements.body, like));
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [items, [total]] = await Promise.all([
        db
          .select({ announcement: announcements, told })
          .from(announcements)
          .where(where)
          .orderBy(desc(announcements.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /**
     * Fixes who the announcement goes to: the group as it is now (a second call adds nobody
     * twice). Answers how many it holds.
     */
    async freezeRecipients(announcementId: number, of: AudienceOf): Promise<number> {
      await db
        .insert(announcementRecipients)
        .select(
          db
            .select({
              announcementId: sql<number>`${announcementId}`.as("announcement_id"),
              contactId: sql<number>`${contacts.id}`.as("contact_id"),
              toldAt: sql<Date | null>`null`.as("told_at"),
            })
            .from(contacts)
            .innerJoin(editionContacts, eq(editionContacts.contactId, contacts.id))
            .where(inAudience(of)),
        )
        .onConflictDoNothing();
      const [row] = await db
        .select({ n: count() })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, announcementId));
      return row?.n ?? 0;
    },

    /**
     * The next recipients not told yet, in id order, locked so a second runner of the same
     * announcement skips them.
     */
    async untold(announcementId: number, limit: number) {
      return db
        .select({
          contactId: announcementRecipients.contactId,
          email: contacts.email,
        })
        .from(announcementRecipients)
        .innerJoin(contacts, eq(contacts.id, announcementRecipients.contactId))
        .where(
          and(
            eq(announcementRecipients.announcementId, announcementId),
            isNull(announcementRecipients.toldAt),
          ),
        )
        .orderBy(asc(announcementRecipients.contactId))
        .limit(limit)
        .for("update", { of: announcementRecipients, skipLocked: true });
    },

    async markTold(announcementId: number, contactIds: number[], at: Date): Promise<void> {
      if (contactIds.length === 0) return;
      await db
        .update(announcementRecipients)
        .set({ toldAt: at })
        .where(
          and(
            eq(announcementRecipients.announcementId, announcementId),
            inArray(announcementRecipients.contactId, contactIds),
          ),
        );
    },

    /** How many of the announcement were told, and how many are still to be. */
    async progress(announcementId: number): Promise<{ told: number; untold: number }> {
      const [row] = await db
        .select({
          told: sql<number>`count(${announcementRecipients.toldAt})::int`,
          untold: sql<number>`(count(*) - count(${announcementRecipients.toldAt}))::int`,
        })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, announcementId));
      return { told: Number(row?.told ?? 0), untold: Number(row?.untold ?? 0) };
    },

    /** One page of the people it went to, by name; `q` matches name, company or e-mail. */
    async recipients(opts: { announcementId: number; q?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(announcementRecipients.announcementId, opts.announcementId)];
      if (opts.q) {
        const like = containing(opts.q);
        const match = or(
          ilike(contacts.name, like),
          ilike(companies.name, like),
          ilike(contacts.email, like),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const base = () =>
        db
          .select({
            contactId: announcementRecipients.contactId,
            name: contacts.name,
            companyName: companies.name,
            email: contacts.email,
            toldAt: announcementRecipients.toldAt,
          })
          .from(announcementRecipients)
          .innerJoin(contacts, eq(contacts.id, announcementRecipients.contactId))
          .innerJoin(companies, eq(companies.id, contacts.companyId));
      const [items, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(asc(contacts.name), asc(announcementRecipients.contactId))
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: count() })
          .from(announcementRecipients)
          .innerJoin(contacts, eq(contacts.id, announcementRecipients.contactId))
          .innerJoin(companies, eq(companies.id, contacts.companyId))
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
