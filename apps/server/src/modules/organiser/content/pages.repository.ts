import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { meetingDaysOf } from "../../../db/scheduling.ts";
import {
  pictureCategories,
  pictures,
  programDays,
  programItems,
  speakers,
  teamMembers,
  techTalkSpeakers,
  techTalks,
  testimonialCategories,
  testimonials,
} from "../../../db/schema/index.ts";

export type ProgramDayRow = typeof programDays.$inferSelect;
export type ProgramItemRow = typeof programItems.$inferSelect;
export type SpeakerRow = typeof speakers.$inferSelect;
export type TechTalkRow = typeof techTalks.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type GalleryRow = typeof pictureCategories.$inferSelect;
export type PictureRow = typeof pictures.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;

const stored = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`the ${what} was not stored`);
  return row;
};

/**
 * The reads and writes of the public pages' editors. Every `lock…` answers the row of the
 * current edition locked for the change, or undefined for another edition's or none.
 */
export function pagesRepository(db: DbExecutor) {
  const daysOfEdition = (editionId: number) =>
    db.select({ id: programDays.id }).from(programDays).where(eq(programDays.editionId, editionId));
  const galleriesOfEdition = (editionId: number) =>
    db
      .select({ id: pictureCategories.id })
      .from(pictureCategories)
      .where(eq(pictureCategories.editionId, editionId));

  return {
    // --- Program ---
    programDays(editionId: number) {
      return db
        .select()
        .from(programDays)
        .where(eq(programDays.editionId, editionId))
        .orderBy(asc(programDays.dayNumber), asc(programDays.id));
    },
    programItems(editionId: number) {
      return db
        .select()
        .from(programItems)
        .where(inArray(programItems.dayId, daysOfEdition(editionId)))
        .orderBy(asc(programItems.sort), asc(programItems.id));
    },
    /** Every day of the edition locked: days are numbered among each other. */
    lockProgramDays(editionId: number) {
      return db
        .select()
        .from(programDays)
        .where(eq(programDays.editionId, editionId))
        .orderBy(asc(programDays.date), asc(programDays.id))
        .for("update");
    },
    async insertProgramDay(editionId: number, row: { date: string; label: string; dayNumber: number }) {
      return stored(
        await db
          .insert(programDays)
          .values({ editionId, ...row })
          .returning(),
        "day",
      );
    },
    async updateProgramDay(id: number, row: Partial<{ date: string; label: string; dayNumber: number }>) {
      return stored(await db.update(programDays).set(row).where(eq(programDays.id, id)).returning(), "day");
    },
    async deleteProgramDay(id: number) {
      await db.delete(programDays).where(eq(programDays.id, id));
    },
    async lockProgramItem(editionId: number, id: number) {
      const [row] = await db
        .select()
        .from(programItems)
        .where(and(eq(programItems.id, id), inArray(programItems.dayId, daysOfEdition(editionId))))
        .for("update");
      return row;
    },
    itemsOfDay(dayId: number) {
      return db
        .select()
        .from(programItems)
        .where(eq(programItems.dayId, dayId))
        .orderBy(asc(programItems.sort), asc(programItems.id));
    },
    async insertProgramItem(row: Omit<typeof programItems.$inferInsert, "sort">) {
      return stored(
        await db
          .insert(programItems)
          .values({
            ...row,
            sort: sql`(select coalesce(max(${programItems.sort}), 0) + 1 from ${programItems} where ${programItems.dayId} = ${row.dayId})`,
          })
          .returning(),
        "session",
      );
    },
    async updateProgramItem(id: number, row: Partial<typeof programItems.$inferInsert>) {
      return stored(
        await db.update(programItems).set(row).where(eq(programItems.id, id)).returning(),
        "session",
      );
    },
    async deleteProgramItem(id: number) {
      await db.delete(programItems).where(eq(programItems.id, id));
    },

    // --- Tech talk ---
    speakers(editionId: number) {
      return db
        .select()
        .from(speakers)
        .where(eq(speakers.editionId, editionId))
        .orderBy(asc(speakers.day), asc(speakers.start), asc(speakers.sort), asc(speakers.id));
    },
    async lockSpeaker(editionId: number, id: number) {
      const [row] = await db
        .select()
        .from(speakers)
        .where(and(eq(speakers.id, id), eq(speakers.editionId, editionId)))
        .for("update");
      return row;
    },
    async insertSpeaker(row: typeof speakers.$inferInsert) {
      return stored(await db.insert(speakers).values(row).returning(), "speaker");
    },
    async updateSpeaker(id: number, row: Partial<typeof speakers.$inferInsert>) {
      return stored(await db.update(speakers).set(row).where(eq(speakers.id, id)).returning(), "speaker");
    },
    async deleteSpeaker(id: number) {
      await db.delete(speakers).where(eq(speakers.id, id));
    },
    /** The edition's meeting days (a talk is on one of them), by number. */
    meetingDays(editionId: number) {
      return meetingDaysOf(db, editionId);
    },
    techTalks(editionId: number) {
      return db
        .select()
        .from(techTalks)
        .where(eq(techTalks.editionId, editionId))
        .orderBy(asc(techTalks.day), asc(techTalks.start), asc(techTalks.id));
    },
    talkSpeakers(editionId: number) {
      return db
        .select()
        .from(techTalkSpeakers)
        .where(
          inArray(
            techTalkSpeakers.techTalkId,
            db.select({ id: techTalks.id }).from(techTalks).where(eq(techTalks.editionId, editionId)),
          ),
        );
    },
    async lockTechTalk(editionId: number, id: number) {
      const [row] = await db
        .select()
        .from(techTalks)
        .where(and(eq(techTalks.id, id), eq(techTalks.editionId, editionId)))
        .for("update");
      return row;
    },
    async insertTechTalk(row: typeof techTalks.$inferInsert) {
      return stored(await db.insert(techTalks).values(row).returning(), "talk");
    },
    async updateTechTalk(id: number, row: Partial<typeof techTalks.$inferInsert>) {
      return stored(await db.update(techTalks).set(row).where(eq(techTalks.id, id)).returning(), "talk");
    },
    async deleteTechTalk(id: number) {
      await db.delete(techTalks).where(eq(techTalks.id, id));
    },
    /** The talk's speakers become exactly `speakerIds`. */
    async setTalkSpeakers(talkId: number, speakerIds: number[]) {
      await db.delete(techTalkSpeakers).where(eq(techTalkSpeakers.techTalkId, talkId));
      if (speakerIds.length)
        await db
          .insert(techTalkSpeakers)
          .values(speakerIds.map((speakerId) => ({ techTalkId: talkId, speakerId })));
    },

    // --- Testimonials ---
    testimonialCategories() {
      return db.select().from(testimonialCategories).orderBy(asc(testimonialCategories.id));
    },
    testimonials() {
      return db
        .select()
        .from(testimonials)
        .orderBy(asc(testimonials.catId), asc(testimonials.sort), asc(testimonials.id));
    },
    lockTestimonials() {
      return db
        .select()
        .from(testimonials)
        .orderBy(asc(testimonials.catId), asc(testimonials.sort), asc(testimonials.id))
        .for("update");
    },
    async lockTestimonial(id: number) {
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
      return row;
    },
    async insertTestimonial(row: Omit<typeof testimonials.$inferInsert, "sort">) {
      return stored(
        await db
          .insert(testimonials)
          .values({
            ...row,
            sort: sql`(select coalesce(max(${testimonials.sort}), 0) + 1 from ${testimonials})`,
          })
          .returning(),
        "testimonial",
      );
    },
    async updateTestimonial(id: number, row: Partial<typeof testimonials.$inferInsert>) {
      return stored(
        await db.update(testimonials).set(row).where(eq(testimonials.id, id)).returning(),
        "testimonial",
      );
    },
    async deleteTestimonial(id: number) {
      await db.delete(testimonials).where(eq(testimonials.id, id));
    },

    // --- Galleries ---
    galleries(editionId: number) {
      return db
        .select()
        .from(pictureCategories)
        .where(eq(pictureCategories.editionId, editionId))
        .orderBy(asc(pictureCategories.sort), asc(pictureCategories.id));
    },
    lockGalleries(editionId: number) {
      return db
        .select()
        .from(pictureCategories)
        .where(eq(pictureCategories.editionId, editionId))
        .orderBy(asc(pictureCategories.sort), asc(pictureCategories.id))
        .for("update");
    },
    picturesOfEdition(editionId: number) {
      return db
        .select()
        .from(pictures)
        .where(inArray(pictures.categoryId, galleriesOfEdition(editionId)))
        .orderBy(asc(pictures.sort), asc(pictures.id));
    },
    async lockGallery(editionId: number, id: number) {
      const [row] = await db
        .select()
        .from(pictureCategories)
        .where(and(eq(pictureCategories.id, id), eq(pictureCategories.editionId, editionId)))
        .for("update");
      return row;
    },
    async insertGallery(editionId: number, name: string) {
      return stored(
        await db
          .insert(pictureCategories)
          .values({
            editionId,
            name,
            sort: sql`(select coalesce(max(${pictureCategories.sort}), 0) + 1 from ${pictureCategories} where ${pictureCategories.editionId} = ${editionId})`,
          })
          .returning(),
        "gallery",
      );
    },
    async updateGallery(id: number, row: Partial<{ name: string; sort: number }>) {
      return stored(
        await db.update(pictureCategories).set(row).where(eq(pictureCategories.id, id)).returning(),
        "gallery",
      );
    },
    async deleteGallery(id: number) {
      await db.delete(pictureCategories).where(eq(pictureCategories.id, id));
    },
    picturesOf(galleryId: number) {
      return db
        .select()
        .from(pictures)
        .where(eq(pictures.categoryId, galleryId))
        .orderBy(asc(pictures.sort), asc(pictures.id));
    },
    async insertPictures(rows: (typeof pictures.$inferInsert)[]) {
      return db.insert(pictures).values(rows).returning();
    },
    async lockPicture(editionId: number, id: number) {
      const [row] = await db
        .select()
        .from(pictures)
        .where(and(eq(pictures.id, id), inArray(pictures.categoryId, galleriesOfEdition(editionId))))
        .for("update");
      return row;
    },
    async updatePicture(id: number, row: Partial<typeof pictures.$inferInsert>) {
      return stored(await db.update(pictures).set(row).where(eq(pictures.id, id)).returning(), "picture");
    },
    async deletePicture(id: number) {
      await db.delete(pictures).where(eq(pictures.id, id));
    },

    // --- Team ---
    team() {
      return db.select().from(teamMembers).orderBy(asc(teamMembers.sort), asc(teamMembers.id));
    },
    lockTeam() {
      return db.select().from(teamMembers).orderBy(asc(teamMembers.sort), asc(teamMembers.id)).for("update");
    },
    async lockTeamMember(id: number) {
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
      return row;
    },
    async insertTeamMember(row: Omit<typeof teamMembers.$inferInsert, "sort">) {
      return stored(
        await db
          .insert(teamMembers)
          .values({
            ...row,
            sort: sql`(select coalesce(max(${teamMembers.sort}), 0) + 1 from ${teamMembers})`,
          })
          .returning(),
        "team member",
      );
    },
    async updateTeamMember(id: number, row: Partial<typeof teamMembers.$inferInsert>) {
      return stored(
        await db.update(teamMembers).set(row).where(eq(teamMembers.id, id)).returning(),
        "team member",
      );
    },
    async deleteTeamMember(id: number) {
      await db.delete(teamMembers).where(eq(teamMembers.id, id));
    },
  };
}
