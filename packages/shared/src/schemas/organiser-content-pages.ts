import { z } from "zod";
import { PROGRAM_ICONS, type ProgramIcon } from "../program-icons.ts";
import { emailSchema, isoDateSchema, MAX_DB_INT, textSchema } from "./common.ts";
import { websiteSchema } from "./url.ts";

/**
 * The organiser console's editors of the public pages' content: the program, the tech talk and
 * its speakers, the testimonials, the picture galleries and the team on the contact page. Pictures
 * are uploaded first (`POST /api/organiser/content/images`); the calls then name their address.
 * Times are wall-clock times ("09:30") in the edition's zone.
 */

const id = z.number().int().min(1).max(MAX_DB_INT);
const ok = <T extends z.ZodType>(payload: T) => z.object({ status: z.literal(200), payload });

/** A wall-clock time in the edition's zone, "HH:MM". */
export const wallTimeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, e.g. 09:30");

/** "" for none, else trimmed text of at most `max` characters. */
const optionalText = (max: number) => textSchema().trim().max(max);

/** An address of an uploaded picture, as the upload call answered it. */
const uploadedSchema = textSchema().trim().max(300);

/** The order of a list: each of its ids once. */
export const contentOrderBodySchema = z.object({ ids: z.array(id).min(1).max(500) });
export type ContentOrderBody = z.infer<typeof contentOrderBodySchema>;

// --- Program -----------------------------------------------------------------------------------

export { PROGRAM_ICONS, type ProgramIcon };

export const consoleProgramItemSchema = z.object({
  id: z.number().int(),
  dayId: z.number().int(),
  sort: z.number().int(),
  timeStart: z.string(),
  timeEnd: z.string(),
  title: z.string(),
  icon: z.string(),
  location: z.string(),
  map: z.string(),
  additional: z.string(),
  isCaptainsLunch: z.boolean(),
});
export type ConsoleProgramItem = z.infer<typeof consoleProgramItemSchema>;

export const consoleProgramDaySchema = z.object({
  id: z.number().int(),
  dayNumber: z.number().int(),
  date: z.string(),
  label: z.string(),
  items: z.array(consoleProgramItemSchema),
});
export type ConsoleProgramDay = z.infer<typeof consoleProgramDaySchema>;

export const consoleProgramResponseSchema = ok(
  z.object({
    /** The edition's zone (IANA), in which every time of the program is given. */
    timezone: z.string(),
    days: z.array(consoleProgramDaySchema),
  }),
);
export type ConsoleProgramResponse = z.infer<typeof consoleProgramResponseSchema>;

export const programDayBodySchema = z.object({
  date: isoDateSchema(),
  label: textSchema().trim().min(1, "Please name the day, e.g. Thursday November 6").max(80),
});
export type ProgramDayBody = z.infer<typeof programDayBodySchema>;
export const consoleProgramDayResponseSchema = ok(consoleProgramDaySchema);

export const programItemBodySchema = z.object({
  dayId: id,
  timeStart: wallTimeSchema,
  timeEnd: wallTimeSchema,
  title: textSchema().trim().min(1, "Please enter the session's title").max(160),
  icon: z.enum(PROGRAM_ICONS),
  /** The room or place; "" for none. */
  location: optionalText(160),
  /** A map's address; "" for none. */
  map: z.pipe(
    websiteSchema,
    z.transform((value: string) => (value === "-" ? "" : value)),
  ),
  additional: optionalText(1000),
  isCaptainsLunch: z.boolean(),
});
export type ProgramItemBody = z.infer<typeof programItemBodySchema>;
export const consoleProgramItemResponseSchema = ok(consoleProgramItemSchema);

// --- Tech talk and speakers ----------------------------------------------------------------------

export const consoleSpeakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  role: z.string(),
  day: z.number().int(),
  start: z.string(),
  end: z.string(),
  description: z.string(),
  /** The photo's address, or null for initials. */
  profilePic: z.string().nullable(),
  sort: z.number().int(),
});
export type ConsoleSpeaker = z.infer<typeof consoleSpeakerSchema>;

export const speakerBodySchema = z.object({
  name: textSchema().trim().min(1, "Please enter the speaker's name").max(120),
  company: optionalText(120),
  /** "Moderator" or what they speak as. */
  role: optionalText(80),
  day: z.number().int().min(1).max(9),
  start: wallTimeSchema,
  end: wallTimeSchema,
  /** What they speak about: the talk's abstract as the site shows it on their card. */
  description: optionalText(2000),
  /** An upload of kind speaker-photo, or "" for none (initials). */
  profilePic: uploadedSchema,
});
export type SpeakerBody = z.infer<typeof speakerBodySchema>;
export const consoleSpeakerResponseSchema = ok(consoleSpeakerSchema);

export const consoleTechTalkSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  location: z.string(),
  speakerIds: z.array(z.number().int()),
});
export type ConsoleTechTalk = z.infer<typeof consoleTechTalkSchema>;

export const techTalkBodySchema = z.object({
  day: z.number().int().min(1).max(9),
  start: wallTimeSchema,
  end: wallTimeSchema,
  title: textSchema().trim().min(1, "Please enter the talk's title").max(200),
  location: textSchema().trim().min(1, "Please enter where it takes place").max(160),
  speakerIds: z.array(id).max(20),
});
export type TechTalkBody = z.infer<typeof techTalkBodySchema>;
export const consoleTechTalkResponseSchema = ok(consoleTechTalkSchema);

export const consoleTechTalksResponseSchema = ok(
  z.object({
    timezone: z.string(),
    /** The edition's meeting days, which a talk or a speaker's slot is on (YYYY-MM-DD, event time). */
    days: z.array(z.object({ day: z.number().int(), date: z.string() })),
    talks: z.array(consoleTechTalkSchema),
    speakers: z.array(consoleSpeakerSchema),
  }),
);
export type ConsoleTechTalksResponse = z.infer<typeof consoleTechTalksResponseSchema>;

// --- Testimonials -------------------------------------------------------------------------------

export const consoleTestimonialSchema = z.object({
  id: z.number().int(),
  catId: z.number().int(),
  testimonial: z.string(),
  authorName: z.string(),
  authorCompany: z.string(),
  featured: z.boolean(),
  shown: z.boolean(),
  sort: z.number().int(),
});
export type ConsoleTestimonial = z.infer<typeof consoleTestimonialSchema>;

export const consoleTestimonialsResponseSchema = ok(
  z.object({
    cats: z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string() })),
    items: z.array(consoleTestimonialSchema),
  }),
);
export type ConsoleTestimonialsResponse = z.infer<typeof consoleTestimonialsResponseSchema>;

export const testimonialBodySchema = z.object({
  catId: id,
  testimonial: textSchema().trim().min(1, "Please enter the quote").max(2000),
  authorName: textSchema().trim().min(1, "Please enter who said it").max(120),
  authorCompany: optionalText(120),
  featured: z.boolean(),
  shown: z.boolean(),
});
export type TestimonialBody = z.infer<typeof testimonialBodySchema>;
export const consoleTestimonialResponseSchema = ok(consoleTestimonialSchema);

// --- Galleries ----------------------------------------------------------------------------------

export const consoleGalleryPictureSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  sort: z.number().int(),
});
export type ConsoleGalleryPicture = z.infer<typeof consoleGalleryPictureSchema>;

export const consoleGallerySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  pictures: z.array(consoleGalleryPictureSchema),
});
export type ConsoleGallery = z.infer<typeof consoleGallerySchema>;

export const consoleGalleriesResponseSchema = ok(
  z.object({
    /** The current edition's number, whose pictures page shows these galleries (/pictures). */
    edition: z.number().int(),
    galleries: z.array(consoleGallerySchema),
  }),
);
export type ConsoleGalleriesResponse = z.infer<typeof consoleGalleriesResponseSchema>;
export const consoleGalleryResponseSchema = ok(consoleGallerySchema);

export const galleryBodySchema = z.object({
  name: textSchema().trim().min(1, "Please name the gallery").max(120),
});
export type GalleryBody = z.infer<typeof galleryBodySchema>;

const captionSchema = optionalText(200);

export const galleryPicturesBodySchema = z.object({
  /** Uploads of kind gallery-picture, with the size the upload answered, added last in this order. */
  pictures: z
    .array(
      z.object({
        url: uploadedSchema.min(1, "Please upload the picture"),
        width: z.number().int().min(1).max(10_000),
        height: z.number().int().min(1).max(10_000),
        caption: captionSchema,
      }),
    )
    .min(1)
    .max(100),
});
export type GalleryPicturesBody = z.infer<typeof galleryPicturesBodySchema>;

export const galleryPictureBodySchema = z.object({ caption: captionSchema });
export type GalleryPictureBody = z.infer<typeof galleryPictureBodySchema>;
export const consoleGalleryPictureResponseSchema = ok(consoleGalleryPictureSchema);

// --- Team on the contact page -------------------------------------------------------------------

export const consoleTeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
  sort: z.number().int(),
});
export type ConsoleTeamMember = z.infer<typeof consoleTeamMemberSchema>;

export const consoleTeamResponseSchema = ok(z.object({ items: z.array(consoleTeamMemberSchema) }));
export type ConsoleTeamResponse = z.infer<typeof consoleTeamResponseSchema>;

export const teamMemberBodySchema = z.object({
  name: textSchema().trim().min(1, "Please enter the name").max(120),
  position: textSchema().trim().min(1, "Please enter their role").max(120),
  /** International format, e.g. +353 1 555 0100; the site links it and its WhatsApp. */
  phone: textSchema()
    .trim()
    .max(40)
    .regex(/^\+?[0-9 ()./-]*$/, "Enter a phone number in digits, e.g. +353 1 555 0100"),
  /** Messages to this member go here; the site never shows it. */
  email: emailSchema,
});
export type TeamMemberBody = z.infer<typeof teamMemberBodySchema>;
export const consoleTeamMemberResponseSchema = ok(consoleTeamMemberSchema);
