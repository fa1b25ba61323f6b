import type {
  ConsoleGallery,
  ConsoleGalleryPicture,
  ConsoleProgramDay,
  ConsoleProgramItem,
  ConsoleSpeaker,
  ConsoleTeamMember,
  ConsoleTechTalk,
  ConsoleTestimonial,
  GalleryPicturesBody,
  ProgramDayBody,
  ProgramItemBody,
  SpeakerBody,
  TeamMemberBody,
  TechTalkBody,
  TestimonialBody,
} from "@ebm/shared/schemas/organiser-content-pages";
import type { Db, DbExecutor } from "../../../db/client.ts";
import { instantAt, localDate } from "../../../lib/dates.ts";
import { badRequest, notFound } from "../../../lib/errors.ts";
import type { Storage } from "../../../plugins/storage.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { IMAGE_KINDS, keyInFolder } from "./content.images.ts";
import {
  type GalleryRow,
  type PictureRow,
  type ProgramDayRow,
  type ProgramItemRow,
  pagesRepository,
  type SpeakerRow,
  type TeamMemberRow,
  type TechTalkRow,
  type TestimonialRow,
} from "./pages.repository.ts";

const SPEAKER_FOLDER = IMAGE_KINDS["speaker-photo"].folder;
const PICTURE_FOLDER = IMAGE_KINDS["gallery-picture"].folder;

type Audited = {
  action: string;
  objectType: string;
  objectId?: number;
  summary: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/** `end` must come after `start` (wall-clock times of one day): a 400 naming `field` otherwise. */
function assertAfter(start: string, end: string, field: string) {
  if (end <= start) throw badRequest(`${field}: the end must come after the start`, field);
}

/** Each id of `current` once, in a new order: a 400 naming `ids` otherwise. */
function assertSameIds(ids: number[], current: { id: number }[], what: string) {
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw badRequest(`ids: name each of the ${what} once`, "ids");
}

const itemOut = (row: ProgramItemRow): ConsoleProgramItem => ({
  id: row.id,
  dayId: row.dayId,
  sort: row.sort,
  timeStart: row.timeStart,
  timeEnd: row.timeEnd,
  title: row.title,
  icon: row.icon,
  location: row.location ?? "",
  map: row.map ?? "",
  additional: row.additional ?? "",
  isCaptainsLunch: row.isCaptainsLunch,
});

const speakerOut = (row: SpeakerRow): ConsoleSpeaker => ({
  id: row.id,
  name: row.name,
  company: row.company,
  role: row.role,
  day: row.day,
  start: row.start,
  end: row.end,
  description: row.description,
  profilePic: row.profilePic,
  sort: row.sort,
});

const talkOut = (row: TechTalkRow, speakerIds: number[]): ConsoleTechTalk => ({
  id: row.id,
  day: row.day,
  start: row.start,
  end: row.end,
  title: row.title,
  location: row.location,
  speakerIds: [...speakerIds].sort((a, b) => a - b),
});

const testimonialOut = (row: TestimonialRow): ConsoleTestimonial => ({
  id: row.id,
  catId: row.catId,
  testimonial: row.testimonial,
  authorName: row.authorName,
  authorCompany: row.authorCompany,
  featured: row.featured,
  shown: row.shown,
  sort: row.sort,
});

const teamOut = (row: TeamMemberRow): ConsoleTeamMember => ({
  id: row.id,
  name: row.name,
  position: row.position,
  phone: row.phone,
  email: row.email,
  sort: row.sort,
});

/** A team member as the audit log keeps them: never their e-mail or phone (personal data). */
const teamAudit = (row: TeamMemberRow) => ({ id: row.id, name: row.name });
/** The names of the fields a change of a team member changed. */
const teamChanges = (before: TeamMemberRow, after: TeamMemberRow) =>
  (["name", "position", "phone", "email"] as const).filter((field) => before[field] !== after[field]);

/**
 * The editors of the public pages' content: the program, the tech talk and its speakers, the
 * testimonials, the galleries of the pictures page and the team on the contact page. Each change
 * is decided and audited in one transaction that locks what it changes first; after the commit
 * the public content is forgotten here and, through the bus, on every other instance.
 */
export function pagesConsole(deps: {
  db: Db;
  storage: Storage;
  settings: Pick<SettingsService, "current">;
  audit: Pick<AuditService, "record">;
  /** Forgets the public content here and on every other instance, after a commit. */
  published: () => Promise<void>;
}) {
  const { db, storage, settings, audit, published } = deps;
  const current = async () => (await settings.current()).edition;

  /** Runs a change in a transaction with its audit entry, then publishes it. */
  async function change<T>(
    actor: Actor,
    work: (
      repo: ReturnType<typeof pagesRepository>,
      tx: DbExecutor,
    ) => Promise<{ result: T; audit: Audited }>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const done = await work(pagesRepository(tx), tx);
      await audit.record(tx, actor, done.audit);
      return done.result;
    });
    await published();
    return result;
  }

  const pictureOut = (row: PictureRow): ConsoleGalleryPicture => ({
    id: row.id,
    url: storage.urlOf(row.file),
    width: row.width,
    height: row.height,
    caption: row.caption,
    sort: row.sort,
  });
  const galleryOut = (row: GalleryRow, files: PictureRow[]): ConsoleGallery => ({
    id: row.id,
    name: row.name,
    sort: row.sort,
    pictures: files.filter((f) => f.categoryId === row.id).map(pictureOut),
  });

  /** The stored photo of a speaker: an upload of kind speaker-photo, or null for initials. */
  const speakerPhoto = (url: string) =>
    url ? storage.urlOf(keyInFolder(storage, url, SPEAKER_FOLDER, "profilePic")) : null;

  /** The program's days in date order, numbered 1, 2, … again (through negatives: the number is unique). */
  async function renumberDays(repo: ReturnType<typeof pagesRepository>, editionId: number) {
    const days = await repo.lockProgramDays(editionId);
    for (const [index, day] of days.entries())
      if (day.dayNumber !== index + 1) await repo.updateProgramDay(day.id, { dayNumber: -(index + 1) });
    for (const [index, day] of days.entries())
      if (day.dayNumber !== index + 1) await repo.updateProgramDay(day.id, { dayNumber: index + 1 });
  }

  /** The row of a session: its times also as instants in the edition's zone on its day's date. */
  function itemRow(body: ProgramItemBody, day: ProgramDayRow, timezone: string) {
    assertAfter(body.timeStart, body.timeEnd, "timeEnd");
    return {
      dayId: day.id,
      timeStart: body.timeStart,
      timeEnd: body.timeEnd,
      metaStart: instantAt(day.date, body.timeStart, timezone),
      metaEnd: instantAt(day.date, body.timeEnd, timezone),
      title: body.title,
      icon: body.icon,
      location: body.location || null,
      map: body.map || null,
      additional: body.additional || null,
      isCaptainsLunch: body.isCaptainsLunch,
    };
  }

  async function dayOf(repo: ReturnType<typeof pagesRepository>, editionId: number, dayId: number) {
    const day = (await repo.lockProgramDays(editionId)).find((d) => d.id === dayId);
    if (!day) throw badRequest("dayId: choose a day of this edition's program", "dayId");
    return day;
  }

  async function dayOut(repo: ReturnType<typeof pagesRepository>, id: number): Promise<ConsoleProgramDay> {
    const edition = await current();
    const day = (await repo.programDays(edition.id)).find((d) => d.id === id);
    if (!day) throw notFound("This edition has no such program day.");
    return { ...day, items: (await repo.itemsOfDay(id)).map(itemOut) };
  }

  return {
    // --- Program -------------------------------------------------------------------------------
    async program() {
      const edition = await current();
      const repo = pagesRepository(db);
      const [days, items] = await Promise.all([repo.programDays(edition.id), repo.programItems(edition.id)]);
      return {
        timezone: edition.timezone,
        days: days.map((d) => ({
          id: d.id,
          dayNumber: d.dayNumber,
          date: d.date,
          label: d.label,
          items: items.filter((i) => i.dayId === d.id).map(itemOut),
        })),
      };
    },

    async createProgramDay(body: ProgramDayBody, actor: Actor): Promise<ConsoleProgramDay> {
      const edition = await current();
      const id = await change(actor, async (repo) => {
        const days = await repo.lockProgramDays(edition.id);
        if (days.some((d) => d.date === body.date))
          throw badRequest("date: the program already has this day", "date");
        const made = await repo.insertProgramDay(edition.id, { ...body, dayNumber: -(days.length + 1) });
        await renumberDays(repo, edition.id);
        return {
          result: made.id,
          audit: {
            action: "program.day.create",
            objectType: "program_day",
            objectId: made.id,
            summary: `Added the program day ${body.label} (${body.date})`,
            after: body,
          },
        };
      });
      return dayOut(pagesRepository(db), id);
    },

    async updateProgramDay(id: number, body: ProgramDayBody, actor: Actor): Promise<ConsoleProgramDay> {
      const edition = await current();
      await change(actor, async (repo) => {
        const days = await repo.lockProgramDays(edition.id);
        const before = days.find((d) => d.id === id);
        if (!before) throw notFound("This edition has no such program day.");
        if (days.some((d) => d.id !== id && d.date === body.date))
          throw badRequest("date: the program already has this day", "date");
        const day = await repo.updateProgramDay(id, body);
        // The sessions keep their wall-clock times on the new date.
        if (body.date !== before.date)
          for (const item of await repo.itemsOfDay(id))
            await repo.updateProgramItem(item.id, {
              metaStart: instantAt(day.date, item.timeStart, edition.timezone),
              metaEnd: instantAt(day.date, item.timeEnd, edition.timezone),
            });
        await renumberDays(repo, edition.id);
        return {
          result: id,
          audit: {
            action: "program.day.update",
            objectType: "program_day",
            objectId: id,
            summary: `Changed the program day ${body.label}`,
            before: { date: before.date, label: before.label },
            after: body,
          },
        };
      });
      return dayOut(pagesRepository(db), id);
    },

    async deleteProgramDay(id: number, actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const before = (await repo.lockProgramDays(edition.id)).find((d) => d.id === id);
        if (!before) throw notFound("This edition has no such program day.");
        const items = await repo.itemsOfDay(id);
        await repo.deleteProgramDay(id);
        await renumberDays(repo, edition.id);
        return {
          result: undefined,
          audit: {
            action: "program.day.delete",
            objectType: "program_day",
            objectId: id,
            summary: `Removed the program day ${before.label} and its ${items.length} sessions`,
            before: { date: before.date, label: before.label, sessions: items.map((i) => i.title) },
          },
        };
      });
    },

    async createProgramItem(body: ProgramItemBody, actor: Actor): Promise<ConsoleProgramItem> {
      const edition = await current();
      return change(actor, async (repo) => {
        const day = await dayOf(repo, edition.id, body.dayId);
        const made = await repo.insertProgramItem(itemRow(body, day, edition.timezone));
        return {
          result: itemOut(made),
          audit: {
            action: "program.item.create",
            objectType: "program_item",
            objectId: made.id,
            summary: `Added the session “${made.title}” on ${day.label}, ${made.timeStart}–${made.timeEnd}`,
            after: body,
          },
        };
      });
    },

    async updateProgramItem(id: number, body: ProgramItemBody, actor: Actor): Promise<ConsoleProgramItem> {
      const edition = await current();
      return change(actor, async (repo) => {
        const before = await repo.lockProgramItem(edition.id, id);
        if (!before) throw notFound("This edition's program has no such session.");
        const day = await dayOf(repo, edition.id, body.dayId);
        const row = itemRow(body, day, edition.timezone);
        // Moved to another day: last there.
        const moved = day.id !== before.dayId ? { sort: (await repo.itemsOfDay(day.id)).length + 1 } : {};
        const made = await repo.updateProgramItem(id, { ...row, ...moved });
        return {
          result: itemOut(made),
          audit: {
            action: "program.item.update",
            objectType: "program_item",
            objectId: id,
            summary: `Changed the session “${made.title}”`,
            before: itemOut(before),
            after: body,
          },
        };
      });
    },

    async deleteProgramItem(id: number, actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const before = await repo.lockProgramItem(edition.id, id);
        if (!before) throw notFound("This edition's program has no such session.");
        await repo.deleteProgramItem(id);
        return {
          result: undefined,
          audit: {
            action: "program.item.delete",
            objectType: "program_item",
            objectId: id,
            summary: `Removed the session “${before.title}”`,
            before: itemOut(before),
          },
        };
      });
    },

    async orderProgramDay(dayId: number, ids: number[], actor: Actor): Promise<ConsoleProgramDay> {
      const edition = await current();
      await change(actor, async (repo) => {
        const day = (await repo.lockProgramDays(edition.id)).find((d) => d.id === dayId);
        if (!day) throw notFound("This edition has no such program day.");
        const items = await repo.itemsOfDay(dayId);
        assertSameIds(ids, items, "day's sessions");
        for (const [index, id] of ids.entries()) await repo.updateProgramItem(id, { sort: index + 1 });
        return {
          result: undefined,
          audit: {
            action: "program.item.order",
            objectType: "program_day",
            objectId: dayId,
            summary: `Changed the order of the sessions on ${day.label}`,
            before: { ids: items.map((i) => i.id) },
            after: { ids },
          },
        };
      });
      return dayOut(pagesRepository(db), dayId);
    },

    // --- Tech talk -----------------------------------------------------------------------------
    async techTalks() {
      const edition = await current();
      const repo = pagesRepository(db);
      const [talks, links, speakers, days] = await Promise.all([
        repo.techTalks(edition.id),
        repo.talkSpeakers(edition.id),
        repo.speakers(edition.id),
        repo.meetingDays(edition.id),
      ]);
      return {
        timezone: edition.timezone,
        days: days.map((d) => ({ day: d.day, date: localDate(d.dateStart, edition.timezone) })),
        talks: talks.map((t) =>
          talkOut(
            t,
            links.filter((l) => l.techTalkId === t.id).map((l) => l.speakerId),
          ),
        ),
        speakers: speakers.map(speakerOut),
      };
    },

    async createSpeaker(body: SpeakerBody, actor: Actor): Promise<ConsoleSpeaker> {
      assertAfter(body.start, body.end, "end");
      const edition = await current();
      const profilePic = speakerPhoto(body.profilePic);
      return change(actor, async (repo) => {
        const made = await repo.insertSpeaker({ ...body, profilePic, editionId: edition.id });
        return {
          result: speakerOut(made),
          audit: {
            action: "speaker.create",
            objectType: "speaker",
            objectId: made.id,
            summary: `Added the speaker ${made.name}`,
            after: { ...body, profilePic },
          },
        };
      });
    },

    async updateSpeaker(id: number, body: SpeakerBody, actor: Actor): Promise<ConsoleSpeaker> {
      assertAfter(body.start, body.end, "end");
      const edition = await current();
      const profilePic = speakerPhoto(body.profilePic);
      return change(actor, async (repo) => {
        const before = await repo.lockSpeaker(edition.id, id);
        if (!before) throw notFound("This edition has no such speaker.");
        const made = await repo.updateSpeaker(id, { ...body, profilePic });
        return {
          result: speakerOut(made),
          audit: {
            action: "speaker.update",
            objectType: "speaker",
            objectId: id,
            summary: `Changed the speaker ${made.name}`,
            before: speakerOut(before),
            after: { ...body, profilePic },
          },
        };
      });
    },

    async deleteSpeaker(id: number, actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const before = await repo.lockSpeaker(edition.id, id);
        if (!before) throw notFound("This edition has no such speaker.");
        await repo.deleteSpeaker(id);
        return {
          result: undefined,
          audit: {
            action: "speaker.delete",
            objectType: "speaker",
            objectId: id,
            summary: `Removed the speaker ${before.name}`,
            before: speakerOut(before),
          },
        };
      });
    },

    async createTechTalk(body: TechTalkBody, actor: Actor): Promise<ConsoleTechTalk> {
      assertAfter(body.start, body.end, "end");
      const edition = await current();
      return change(actor, async (repo) => {
        const speakerIds = await editionSpeakers(repo, edition.id, body.speakerIds);
        const { speakerIds: _ids, ...row } = body;
        const made = await repo.insertTechTalk({ ...row, editionId: edition.id });
        await repo.setTalkSpeakers(made.id, speakerIds);
        return {
          result: talkOut(made, speakerIds),
          audit: {
            action: "techtalk.create",
            objectType: "tech_talk",
            objectId: made.id,
            summary: `Added the talk “${made.title}”`,
            after: body,
          },
        };
      });
    },

    async updateTechTalk(id: number, body: TechTalkBody, actor: Actor): Promise<ConsoleTechTalk> {
      assertAfter(body.start, body.end, "end");
      const edition = await current();
      return change(actor, async (repo) => {
        const before = await repo.lockTechTalk(edition.id, id);
        if (!before) throw notFound("This edition has no such talk.");
        const speakerIds = await editionSpeakers(repo, edition.id, body.speakerIds);
        const beforeIds = (await repo.talkSpeakers(edition.id))
          .filter((l) => l.techTalkId === id)
          .map((l) => l.speakerId);
        const { speakerIds: _ids, ...row } = body;
        const made = await repo.updateTechTalk(id, row);
        await repo.setTalkSpeakers(id, speakerIds);
        return {
          result: talkOut(made, speakerIds),
          audit: {
            action: "techtalk.update",
            objectType: "tech_talk",
            objectId: id,
            summary: `Changed the talk “${made.title}”`,
            before: talkOut(before, beforeIds),
            after: body,
          },
        };
      });
    },

    async deleteTechTalk(id: number, actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const before = await repo.lockTechTalk(edition.id, id);
        if (!before) throw notFound("This edition has no such talk.");
        await repo.deleteTechTalk(id);
        return {
          result: undefined,
          audit: {
            action: "techtalk.delete",
            objectType: "tech_talk",
            objectId: id,
            summary: `Removed the talk “${before.title}”`,
            before: { title: before.title, day: before.day, start: before.start, end: before.end },
          },
        };
      });
    },

    // --- Testimonials --------------------------------------------------------------------------
    async testimonials() {
      const repo = pagesRepository(db);
      const [cats, rows] = await Promise.all([repo.testimonialCategories(), repo.testimonials()]);
      return { cats, items: rows.map(testimonialOut) };
    },

    async createTestimonial(body: TestimonialBody, actor: Actor): Promise<ConsoleTestimonial> {
      return change(actor, async (repo) => {
        await assertCategory(repo, body.catId);
        const made = await repo.insertTestimonial(body);
        return {
          result: testimonialOut(made),
          audit: {
            action: "testimonial.create",
            objectType: "testimonial",
            objectId: made.id,
            summary: `Added the testimonial of ${made.authorName}${made.shown ? "" : " (not shown)"}`,
            after: body,
          },
        };
      });
    },

    async updateTestimonial(id: number, body: TestimonialBody, actor: Actor): Promise<ConsoleTestimonial> {
      return change(actor, async (repo) => {
        const before = await repo.lockTestimonial(id);
        if (!before) throw notFound("There is no such testimonial.");
        await assertCategory(repo, body.catId);
        const made = await repo.updateTestimonial(id, body);
        return {
          result: testimonialOut(made),
          audit: {
            action: "testimonial.update",
            objectType: "testimonial",
            objectId: id,
            summary: `Changed the testimonial of ${made.authorName}`,
            before: testimonialOut(before),
            after: body,
          },
        };
      });
    },

    async deleteTestimonial(id: number, actor: Actor): Promise<void> {
      await change(actor, async (repo) => {
        const before = await repo.lockTestimonial(id);
        if (!before) throw notFound("There is no such testimonial.");
        await repo.deleteTestimonial(id);
        return {
          result: undefined,
          audit: {
            action: "testimonial.delete",
            objectType: "testimonial",
            objectId: id,
            summary: `Removed the testimonial of ${before.authorName}`,
            before: testimonialOut(before),
          },
        };
      });
    },

    async orderTestimonials(ids: number[], actor: Actor): Promise<ConsoleTestimonial[]> {
      await change(actor, async (repo) => {
        const rows = await repo.lockTestimonials();
        assertSameIds(ids, rows, "testimonials");
        for (const [index, id] of ids.entries()) await repo.updateTestimonial(id, { sort: index + 1 });
        return {
          result: undefined,
          audit: {
            action: "testimonial.order",
            objectType: "testimonial",
            summary: "Changed the order of the testimonials",
            before: { ids: rows.map((r) => r.id) },
            after: { ids },
          },
        };
      });
      return (await pagesRepository(db).testimonials()).map(testimonialOut);
    },

    // --- Galleries -----------------------------------------------------------------------------
    async galleries() {
      const edition = await current();
      const repo = pagesRepository(db);
      const [rows, files] = await Promise.all([
        repo.galleries(edition.id),
        repo.picturesOfEdition(edition.id),
      ]);
      return { edition: edition.edition, galleries: rows.map((g) => galleryOut(g, files)) };
    },

    async createGallery(name: string, actor: Actor): Promise<ConsoleGallery> {
      const edition = await current();
      return change(actor, async (repo) => {
        const made = await repo.insertGallery(edition.id, name);
        return {
          result: galleryOut(made, []),
          audit: {
            action: "gallery.create",
            objectType: "gallery",
            objectId: made.id,
            summary: `Added the gallery ${name}`,
            after: { name },
          },
        };
      });
    },

    async renameGallery(id: number, name: string, actor: Actor): Promise<ConsoleGallery> {
      const edition = await current();
      return change(actor, async (repo) => {
        const before = await repo.lockGallery(edition.id, id);
        if (!before) throw notFound("This edition has no such gallery.");
        const made = await repo.updateGallery(id, { name });
        return {
          result: galleryOut(made, await repo.picturesOf(id)),
          audit: {
            action: "gallery.update",
            objectType: "gallery",
            objectId: id,
            summary: `Renamed the gallery ${before.name} to ${name}`,
            before: { name: before.name },
            after: { name },
          },
        };
      });
    },

    async deleteGallery(id: number, actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const before = await repo.lockGallery(edition.id, id);
        if (!before) throw notFound("This edition has no such gallery.");
        const files = await repo.picturesOf(id);
        await repo.deleteGallery(id);
        return {
          result: undefined,
          audit: {
            action: "gallery.delete",
            objectType: "gallery",
            objectId: id,
            summary: `Removed the gallery ${before.name} and its ${files.length} pictures`,
            before: { name: before.name, pictures: files.length },
          },
        };
      });
    },

    async orderGalleries(ids: number[], actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const rows = await repo.lockGalleries(edition.id);
        assertSameIds(ids, rows, "galleries");
        for (const [index, id] of ids.entries()) await repo.updateGallery(id, { sort: index + 1 });
        return {
          result: undefined,
          audit: {
            action: "gallery.order",
            objectType: "gallery",
            summary: "Changed the order of the galleries",
            before: { ids: rows.map((r) => r.id) },
            after: { ids },
          },
        };
      });
    },

    /** Adds uploaded pictures to a gallery, last, in the order given. */
    async addPictures(galleryId: number, body: GalleryPicturesBody, actor: Actor): Promise<ConsoleGallery> {
      const edition = await current();
      const files = body.pictures.map((p, index) => ({
        ...p,
        file: keyInFolder(storage, p.url, PICTURE_FOLDER, `pictures.${index}.url`),
      }));
      return change(actor, async (repo) => {
        const gallery = await repo.lockGallery(edition.id, galleryId);
        if (!gallery) throw notFound("This edition has no such gallery.");
        const existing = await repo.picturesOf(galleryId);
        const last = existing.reduce((max, p) => Math.max(max, p.sort), 0);
        await repo.insertPictures(
          files.map((f, index) => ({
            categoryId: galleryId,
            file: f.file,
            width: f.width,
            height: f.height,
            caption: f.caption,
            sort: last + index + 1,
            uploadedBy: actor.id,
          })),
        );
        return {
          result: galleryOut(gallery, await repo.picturesOf(galleryId)),
          audit: {
            action: "gallery.pictures.add",
            objectType: "gallery",
            objectId: galleryId,
            summary: `Added ${files.length} ${files.length === 1 ? "picture" : "pictures"} to the gallery ${gallery.name}`,
            after: { files: files.map((f) => f.file) },
          },
        };
      });
    },

    async captionPicture(id: number, caption: string, actor: Actor): Promise<ConsoleGalleryPicture> {
      const edition = await current();
      return change(actor, async (repo) => {
        const before = await repo.lockPicture(edition.id, id);
        if (!before) throw notFound("This edition's galleries have no such picture.");
        const made = await repo.updatePicture(id, { caption });
        return {
          result: pictureOut(made),
          audit: {
            action: "gallery.picture.update",
            objectType: "picture",
            objectId: id,
            summary: caption ? `Captioned a picture “${caption}”` : "Took a picture's caption away",
            before: { caption: before.caption },
            after: { caption },
          },
        };
      });
    },

    async deletePicture(id: number, actor: Actor): Promise<void> {
      const edition = await current();
      await change(actor, async (repo) => {
        const before = await repo.lockPicture(edition.id, id);
        if (!before) throw notFound("This edition's galleries have no such picture.");
        await repo.deletePicture(id);
        return {
          result: undefined,
          audit: {
            action: "gallery.picture.delete",
            objectType: "picture",
            objectId: id,
            summary: `Removed a picture${before.caption ? ` “${before.caption}”` : ""} from its gallery`,
            before: { galleryId: before.categoryId, file: before.file, caption: before.caption },
          },
        };
      });
    },

    async orderPictures(galleryId: number, ids: number[], actor: Actor): Promise<ConsoleGallery> {
      const edition = await current();
      return change(actor, async (repo) => {
        const gallery = await repo.lockGallery(edition.id, galleryId);
        if (!gallery) throw notFound("This edition has no such gallery.");
        const files = await repo.picturesOf(galleryId);
        assertSameIds(ids, files, "gallery's pictures");
        for (const [index, id] of ids.entries()) await repo.updatePicture(id, { sort: index + 1 });
        return {
          result: galleryOut(gallery, await repo.picturesOf(galleryId)),
          audit: {
            action: "gallery.pictures.order",
            objectType: "gallery",
            objectId: galleryId,
            summary: `Changed the order of the pictures in ${gallery.name}`,
            before: { ids: files.map((f) => f.id) },
            after: { ids },
          },
        };
      });
    },

    // --- Team ----------------------------------------------------------------------------------
    async team(): Promise<ConsoleTeamMember[]> {
      return (await pagesRepository(db).team()).map(teamOut);
    },

    async createTeamMember(body: TeamMemberBody, actor: Actor): Promise<ConsoleTeamMember> {
      return change(actor, async (repo) => {
        const made = await repo.insertTeamMember(body);
        return {
          result: teamOut(made),
          audit: {
            action: "team.create",
            objectType: "team_member",
            objectId: made.id,
            summary: `Added ${made.name} (${made.position}) to the team`,
            after: teamAudit(made),
          },
        };
      });
    },

    async updateTeamMember(id: number, body: TeamMemberBody, actor: Actor): Promise<ConsoleTeamMember> {
      return change(actor, async (repo) => {
        const before = await repo.lockTeamMember(id);
        if (!before) throw notFound("There is no such member of the team.");
        const made = await repo.updateTeamMember(id, body);
        return {
          result: teamOut(made),
          audit: {
            action: "team.update",
            objectType: "team_member",
            objectId: id,
            summary: `Changed ${made.name} of the team`,
            before: teamAudit(before),
            after: { ...teamAudit(made), fields: teamChanges(before, made) },
          },
        };
      });
    },

    async deleteTeamMember(id: number, actor: Actor): Promise<void> {
      await change(actor, async (repo) => {
        const before = await repo.lockTeamMember(id);
        if (!before) throw notFound("There is no such member of the team.");
        await repo.deleteTeamMember(id);
        return {
          result: undefined,
          audit: {
            action: "team.delete",
            objectType: "team_member",
            objectId: id,
            summary: `Removed ${before.name} from the team`,
            before: teamAudit(before),
          },
        };
      });
    },

    async orderTeam(ids: number[], actor: Actor): Promise<ConsoleTeamMember[]> {
      await change(actor, async (repo) => {
        const rows = await repo.lockTeam();
        assertSameIds(ids, rows, "team's members");
        for (const [index, id] of ids.entries()) await repo.updateTeamMember(id, { sort: index + 1 });
        return {
          result: undefined,
          audit: {
            action: "team.order",
            objectType: "team_member",
            summary: "Changed the order of the team",
            before: { ids: rows.map((r) => r.id) },
            after: { ids },
          },
        };
      });
      return (await pagesRepository(db).team()).map(teamOut);
    },
  };
}

/** The speakers a talk names, each of the edition: a 400 naming `speakerIds` otherwise. */
async function editionSpeakers(repo: ReturnType<typeof pagesRepository>, editionId: number, ids: number[]) {
  const known = new Set((await repo.speakers(editionId)).map((s) => s.id));
  const unique = [...new Set(ids)];
  if (unique.some((id) => !known.has(id)))
    throw badRequest("speakerIds: choose speakers of this edition", "speakerIds");
  return unique;
}

async function assertCategory(repo: ReturnType<typeof pagesRepository>, catId: number) {
  if (!(await repo.testimonialCategories()).some((c) => c.id === catId))
    throw badRequest("catId: choose one of the categories", "catId");
}

export type PagesConsole = ReturnType<typeof pagesConsole>;
