import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { slotPlanned } from "../../../db/scheduling.ts";
import {
  dinnerDays,
  dinnerRegistrations,
  editions,
  eventSettings,
  registrations,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;

export type EditionRow = typeof editions.$inferSelect;
export type NewEditionRow = typeof editions.$inferInsert;

/** The editions section's reads and writes. */
export function editionsRepository(db: DbExecutor) {
  return {
    /** Every edition, newest first, with its timeslots and registrations counted. */
    list() {
      return db
        .select({
          id: editions.id,
          edition: editions.edition,
          name: editions.name,
          city: editions.city,
          venue: editions.venue,
          dateStart: editions.dateStart,
          dateEnd: editions.dateEnd,
          timezone: editions.timezone,
          isCurrent: editions.isCurrent,
          timeslots: int(
            sql`(select count(*) from ${timeslots} where ${timeslots.editionId} = ${editions.id} and ${slotPlanned})`,
          ),
          registrations: int(
            sql`(select count(*) from ${registrations} where ${registrations.editionId} = ${editions.id})`,
          ),
        })
        .from(editions)
        .orderBy(sql`${editions.edition} desc`);
    },

    /**
     * Every edition's row, locked in id order: a new edition's number and the current mark are
     * decided with nobody else changing editions meanwhile.
     */
    lockAll() {
      return db.select().from(editions).orderBy(asc(editions.id)).for("update");
    },

    async byId(editionId: number) {
      const [row] = await db.select().from(editions).where(eq(editions.id, editionId));
      return row;
    },

    async updateEdition(editionId: number, change: Partial<NewEditionRow>) {
      await db.update(editions).set(change).where(eq(editions.id, editionId));
    },

    async settingsOf(editionId: number) {
      const [row] = await db.select().from(eventSettings).where(eq(eventSettings.editionId, editionId));
      return row;
    },

    metadataOf(editionId: number) {
      return db.select().from(timeslotMetadata).where(eq(timeslotMetadata.editionId, editionId));
    },

    /**
     * The dinner's seats held per day and the most a company holds (waiting and approved sign-ups),
     * with every dinner day of the edition locked first: no sign-up takes a seat meanwhile (a
     * sign-up holds its day's row while it counts).
     */
    async dinnerHeld(editionId: number) {
      const days = await db
        .select({ day: dinnerDays.dayNumber, seats: dinnerDays.seats })
        .from(dinnerDays)
        .where(eq(dinnerDays.editionId, editionId))
        .orderBy(asc(dinnerDays.dayNumber))
        .for("update");
      const holding = and(
        eq(dinnerRegistrations.editionId, editionId),
        inArray(dinnerRegistrations.status, [0, 1]),
      );
      const [perDay, [perCompany]] = await Promise.all([
        db
          .select({ day: dinnerRegistrations.dayNumber, held: int(sql`count(*)`) })
          .from(dinnerRegistrations)
          .where(holding)
          .groupBy(dinnerRegistrations.dayNumber),
        db.select({ most: int(sql`coalesce(max(n), 0)`) }).from(
          db
            .select({ n: sql`count(*)`.as("n") })
            .from(dinnerRegistrations)
            .where(holding)
            .groupBy(dinnerRegistrations.companyId)
            .as("per_company"),
        ),
      ]);
      return {
        days: days.map((d) => ({ ...d, held: perDay.find((p) => p.day === d.day)?.held ?? 0 })),
        mostOfACompany: perCompany?.most ?? 0,
      };
    },

    slotsOf(editionId: number) {
      return db
        .select()
        .from(timeslots)
        .where(and(eq(timeslots.editionId, editionId), slotPlanned))
        .orderBy(asc(timeslots.startsAtUtc));
    },

    async insertEdition(row: NewEditionRow) {
      const [made] = await db.insert(editions).values(row).returning();
      if (!made) throw new Error("the edition was not stored");
      return made;
    },

    async insertSettings(row: typeof eventSettings.$inferInsert) {
      await db.insert(eventSettings).values(row);
    },

    async insertMetadata(rows: (typeof timeslotMetadata.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(timeslotMetadata).values(rows);
    },

    /** Copies the dinner days and their seats of one edition to another. */
    async copyDinnerDays(fromEditionId: number, toEditionId: number) {
      const days = await db.select().from(dinnerDays).where(eq(dinnerDays.editionId, fromEditionId));
      if (days.length > 0)
        await db.insert(dinnerDays).values(days.map((day) => ({ ...day, editionId: toEditionId })));
    },

    async insertSlots(rows: (typeof timeslots.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(timeslots).values(rows);
    },

    /** Marks one edition current and every other one not. */
    async makeCurrent(editionId: number) {
      await db.update(editions).set({ isCurrent: sql`${editions.id} = ${editionId}` });
    },
  };
}
