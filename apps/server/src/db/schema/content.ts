import { boolean, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { editions } from "./event.ts";
import { companies, contacts } from "./identity.ts";

export const speakers = pgTable("speakers", {
  id: serial("id").primaryKey(),
  editionId: integer("edition_id")
    .notNull()
    .references(() => editions.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  company: text("company").notNull(),
  companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
  role: text("role").notNull(),
  day: integer("day").notNull(),
  start: text("start").notNull(),
  end: text("end").notNull(),
  description: text("description").notNull().default(""),
  profilePic: text("profile_pic"),
  sort: integer("sort").notNull().default(0),
});

export const techTalks = pgTable("tech_talks", {
  id: serial("id").primaryKey(),
  editionId: integer("edition_id")
    .notNull()
    .references(() => editions.id, { onDelete: "cascade" }),
  day: integer("day").notNull(),
  start: text("start").notNull(),
  end: text("end").notNull(),
  title: text("title").notNull(),
  location: text("location").notNull().default("Room 6, first floor"),
});

export const techTalkSpeakers = pgTable(
  "tech_talk_speakers",
  {
    techTalkId: integer("tech_talk_id")
      .notNull()
      .references(() => techTalks.id, { onDelete: "cascade" }),
    speakerId: integer("speaker_id")
      .notNull()
      .references(() => speakers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.techTalkId, t.speakerId] })],
);

export const sponsors = pgTable("sponsors", {
  id: serial("id").primaryKey(),
  editionId: integer("edition_id")
    .notNull()
    .references(() => editions.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  url: text("url").notNull().default(""),
  type: text("type", { enum: ["main", "submain", "others"] }).notNull(),
  sort: integer("sort").notNull().default(0),
});

export const testimonialCategories = pgTable("testimonial_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    catId: integer("cat_id")
      .notNull()
      .references(() => testimonialCategories.id, { onDelete: "cascade" }),
    testimonial: text("testimonial").notNull(),
    authorName: text("author_name").notNull(),
    authorCompany: text("author_company").notNull(),
    featured: boolean("featured").notNull().default(false),
    /** Its place within its category on the site, and whether the site shows it at all. */
    sort: integer("sort").notNull().default(0),
    shown: boolean("shown").notNull().default(true),
  },
  (t) => [index("testimonials_cat_idx").on(t.catId)],
);

/** Sponsor banners shown in the banner row; `isAd` banners count clicks. */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  url: text("url").notNull(),
  image: text("image").notNull(),
  /** The phone creative (320×100) shown instead on narrow screens; "" when the banner has none. */
  mobileImage: text("mobile_image").notNull().default(""),
  isAd: boolean("is_ad").notNull().default(true),
  alt: text("alt").notNull(),
  style: text("style").notNull().default(""),
  active: boolean("active").notNull().default(true),
  numClicked: integer("num_clicked").notNull().default(0),
});

export const pictureCategories = pgTable("picture_categories", {
  id: serial("id").primaryKey(),
  editionId: integer("edition_id")
    .notNull()
    .references(() => editions.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const pictures = pgTable(
  "pictures",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => pictureCategories.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sort: integer("sort").notNull().default(0),
    /** What the picture shows, in a few words (its alternative text); "" for none. */
    caption: text("caption").notNull().default(""),
    uploadedBy: integer("uploaded_by").references(() => contacts.id, { onDelete: "set null" }),
  },
  (t) => [index("pictures_category_idx").on(t.categoryId)],
);

/** The organising team shown on the contact page. */
export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  position: text("position").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  sort: integer("sort").notNull().default(0),
});
