import { z } from "zod";

/** Public event content (part 1 §2.5, §3; part 2 §2, §3, §7). */

export const sponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** Where the logo file is served, derived from `logo`. */
  logoURL: z.string(),
  url: z.string(),
  type: z.enum(["main", "submain", "others"]),
});
export type Sponsor = z.infer<typeof sponsorSchema>;
export const sponsorsResponseSchema = z.object({ status: z.number().int(), payload: z.array(sponsorSchema) });

export const testimonialCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
});
export type TestimonialCategory = z.infer<typeof testimonialCategorySchema>;
export const testimonialSchema = z.object({
  id: z.number().int(),
  catId: z.number().int(),
  testimonial: z.string(),
  /** "Name, Company", as part 1 calls it. */
  sender: z.string(),
  author: z.object({ name: z.string(), company: z.string() }),
  featured: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({ cats: z.array(testimonialCategorySchema), testimonials: z.array(testimonialSchema) }),
});
export type Testimonials = z.infer<typeof testimonialsResponseSchema>["payload"];

export const editionSchema = z.object({
  edition: z.number().int(),
  name: z.string(),
  page_title: z.string(),
});
export type Edition = z.infer<typeof editionSchema>;
export const editionsResponseSchema = z.object({
  status: z.number().int(),
  editions: z.array(editionSchema),
});

export const pictureFileSchema = z.object({
  id: z.number().int(),
  file: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** What the picture shows, in a few words; "" when the organisers gave none. */
  caption: z.string(),
});
export type PictureFile = z.infer<typeof pictureFileSchema>;
export const pictureCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  files: z.array(pictureFileSchema),
});
export type PictureCategory = z.infer<typeof pictureCategorySchema>;
export const picturesResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({
    edition: editionSchema,
    /** The edition's video (a YouTube or Vimeo page, or a served file), or "" when it has none. */
    videoUrl: z.string(),
    categories: z.array(pictureCategorySchema),
  }),
});
export type Pictures = z.infer<typeof picturesResponseSchema>["payload"];

export const programEventSchema = z.object({
  timeStart: z.string(),
  timeEnd: z.string(),
  metaStart: z.string(),
  metaEnd: z.string(),
  title: z.string(),
  icon: z.string(),
  map: z.string().nullable(),
  location: z.string().nullable(),
  additional: z.string().nullable(),
  isCaptainsLunch: z.boolean(),
});
export type ProgramEvent = z.infer<typeof programEventSchema>;
export const programDaySchema = z.object({
  dayNumber: z.number().int(),
  date: z.string(),
  label: z.string(),
  events: z.array(programEventSchema),
});
export type ProgramDay = z.infer<typeof programDaySchema>;
export type Program = z.infer<typeof programResponseSchema>["payload"];
export const programResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({ title: z.string(), days: z.array(programDaySchema) }),
});

export const speakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  companyId: z.number().int().nullable(),
  role: z.string(),
  day: z.number().int(),
  start: z.string(),
  end: z.string(),
  description: z.string(),
  profilePic: z.string().nullable(),
  initials: z.string(),
});
export type Speaker = z.infer<typeof speakerSchema>;
const techTalkSchema = z.object({
  id: z.number().int(),
  /** The meeting timeslot the talk runs in, when it lines up with one. */
  timeSlotId: z.number().int().nullable(),
  day: z.number().int(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  location: z.string(),
  /** Comma-separated speaker ids, as the spec gives them. */
  speakers: z.string(),
});
export const techTalksResponseSchema = z.object({
  status: z.number().int(),
  techtalks: z.array(techTalkSchema),
  speakers: z.array(speakerSchema),
});
export const speakersResponseSchema = z.object({
  status: z.number().int(),
  speakers: z.array(speakerSchema),
});
