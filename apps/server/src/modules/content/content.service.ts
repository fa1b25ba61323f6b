import type { ProgramDay, Speaker, Sponsor, Testimonial } from "@ebm/shared/schemas/content";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import type { SettingsService } from "../settings/index.ts";
import { contentRepository } from "./content.repository.ts";

/** "Anna Maria Schmidt" → "AS": first and last name's initials. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

const uploadUrl = (relativePath: string) => `/uploads/${relativePath.replace(/^\/+/, "")}`;

export function contentService(db: Db, settings: SettingsService) {
  const repo = contentRepository(db);
  const currentEditionId = async () => (await settings.current()).edition.id;

  const speakersOfCurrent = async (): Promise<Speaker[]> =>
    (await repo.speakersOf(await currentEditionId())).map((s) => ({
      id: s.id,
      name: s.name,
      company: s.company,
      companyId: s.companyId,
      role: s.role,
      day: s.day,
      start: s.start,
      end: s.end,
      description: s.description,
      profilePic: s.profilePic,
      initials: initialsOf(s.name),
    }));

  return {
    async sponsors(): Promise<Sponsor[]> {
      const rows = await repo.sponsorsOf(await currentEditionId());
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        logo: s.logo,
        logoURL: uploadUrl(`sponsors/${s.logo}`),
        url: s.url,
        type: s.type,
      }));
    },

    async testimonials() {
      const { cats, rows } = await repo.testimonials();
      const list: Testimonial[] = rows.map((t) => ({
        id: t.id,
        catId: t.catId,
        testimonial: t.testimonial,
        sender: [t.authorName, t.authorCompany].filter(Boolean).join(", "),
        author: { name: t.authorName, company: t.authorCompany },
        featured: t.featured,
      }));
      return { cats, testimonials: list };
    },

    async editions() {
      return (await repo.editions()).map((e) => ({
        edition: e.edition,
        name: e.name,
        page_title: e.pageTitle,
      }));
    },

    /** The pictures page of an edition, by its number (e.g. 21). */
    async pictures(editionNumber: number) {
      const edition = (await repo.editions()).find((e) => e.edition === editionNumber);
      if (!edition) throw notFound("No such edition.");
      const [{ categories, files }, settings] = await Promise.all([
        repo.picturesOf(edition.id),
        repo.settingsOf(edition.id),
      ]);
      return {
        edition: { edition: edition.edition, name: edition.name, page_title: edition.pageTitle },
        videoUrl: edition.videoUrl || settings?.videoBannerUrl || "",
        categories: categories.map((c) => ({
          id: c.id,
          name: c.name,
          files: files
            .filter((f) => f.categoryId === c.id)
            .map((f) => ({
              id: f.id,
              file: f.file,
              url: uploadUrl(f.file),
              width: f.width,
              height: f.height,
              caption: f.caption,
            })),
        })),
      };
    },

    async program(): Promise<{ title: string; days: ProgramDay[] }> {
      const { edition } = await settings.current();
      const { days, items } = await repo.programOf(edition.id);
      return {
        title: `The Program of the ${edition.name} meeting`,
        days: days.map((d) => ({
          dayNumber: d.dayNumber,
          date: d.date,
          label: d.label,
          events: items
            .filter((i) => i.dayId === d.id)
            .map((i) => ({
              timeStart: i.timeStart,
              timeEnd: i.timeEnd,
              metaStart: i.metaStart.toISOString(),
              metaEnd: i.metaEnd.toISOString(),
              title: i.title,
              icon: i.icon,
              map: i.map,
              location: i.location,
              additional: i.additional,
              isCaptainsLunch: i.isCaptainsLunch,
            })),
        })),
      };
    },

    speakers: speakersOfCurrent,

    async techTalks() {
      const editionId = await currentEditionId();
      const [{ talks, links }, speakerList] = await Promise.all([
        repo.techTalksOf(editionId),
        speakersOfCurrent(),
      ]);
      return {
        techtalks: talks.map(({ talk, timeslotId }) => ({
          id: talk.id,
          timeSlotId: timeslotId,
          day: talk.day,
          start: talk.start,
          end: talk.end,
          title: talk.title,
          location: talk.location,
          speakers: links
            .filter((l) => l.techTalkId === talk.id)
            .map((l) => l.speakerId)
            .sort((a, b) => a - b)
            .join(","),
        })),
        speakers: speakerList,
      };
    },
  };
}
