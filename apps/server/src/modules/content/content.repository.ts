import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  editions,
  eventSettings,
  pictureCategories,
  pictures,
  programDays,
  programItems,
  speakers,
  sponsors,
  techTalkSpeakers,
  techTalks,
  testimonialCategories,
  testimonials,
  timeslots,
} from "../../db/schema/index.ts";

export function contentRepository(db: DbExecutor) {
  return {
    sponsorsOf(editionId: number) {
      return db
        .select()
        .from(sponsors)
        .where(eq(sponsors.editionId, editionId))
        .orderBy(asc(sponsors.sort), asc(sponsors.id));
    },

    async testimonials() {
      const [cats, rows] = await Promise.all([
        db.select().from(testimonialCategories).orderBy(asc(testimonialCategories.id)),
        db
          .select()
          .from(testimonials)
          .where(eq(testimonials.shown, true))
          .orderBy(asc(testimonials.catId), asc(testimonials.sort), asc(testimonials.id)),
      ]);
      return { cats, rows };
    },

    editions() {
      return db
        .select({
          id: editions.id,
          edition: editions.edition,
          name: editions.name,
          pageTitle: editions.pageTitle,
          videoUrl: editions.videoUrl,
        })
        .from(editions)
        .orderBy(asc(editions.edition));
    },

    /** An edition's picture categories and their files, in two queries run side by side. */
    async picturesOf(editionId: number) {
      const ofEdition = eq(pictureCategories.editionId, editionId);
      const [categories, files] = await Promise.all([
        db
          .select()
          .from(pictureCategories)
          .where(ofEdition)
          .orderBy(asc(pictureCategories.sort), asc(pictureCategories.id)),
        db
          .select()
          .from(pictures)
          .where(
            inArray(
              pictures.categoryId,
              db.select({ id: pictureCategories.id }).from(pictureCategories).where(ofEdition),
            ),
          )
          .orderBy(asc(pictures.sort), asc(pictures.id)),
      ]);
      return { categories, files };
    },

    /** The settings row of an edition (the video of the pictures page falls back to it). */
    async settingsOf(editionId: number) {
      const [row] = await db.select().from(eventSettings).where(eq(eventSettings.editionId, editionId));
      return row;
    },

    async programOf(editionId: number) {
      const ofEdition = eq(programDays.editionId, editionId);
      const [days, items] = await Promise.all([
        db.select().from(programDays).where(ofEdition).orderBy(asc(programDays.dayNumber)),
        db
          .select()
          .from(programItems)
          .where(
            inArray(programItems.dayId, db.select({ id: programDays.id }).from(programDays).where(ofEdition)),
          )
          .orderBy(asc(programItems.sort), asc(programItems.id)),
      ]);
      return { days, items };
    },

    speakersOf(editionId: number) {
      return db
        .select()
        .from(speakers)
        .where(eq(speakers.editionId, editionId))
        .orderBy(asc(speakers.day), asc(speakers.start), asc(speakers.sort), asc(speakers.id));
    },

    async techTalksOf(editionId: number) {
      const talks = await db
        .select({ talk: techTalks, timeslotId: timeslots.id })
        .from(techTalks)
        .leftJoin(
          timeslots,
          and(
            eq(timeslots.editionId, techTalks.editionId),
            eq(timeslots.day, techTalks.day),
            eq(timeslots.timeStart, techTalks.start),
            isNull(timeslots.removedAt),
          ),
        )
        .where(eq(techTalks.editionId, editionId))
        .orderBy(asc(techTalks.day), asc(techTalks.start), asc(techTalks.id));
      const links = await db
        .select()
        .from(techTalkSpeakers)
        .where(
          inArray(
            techTalkSpeakers.techTalkId,
            talks.map((t) => t.talk.id),
          ),
        );
      return { talks, links };
    },
  };
}
