import { sql } from "drizzle-orm";
import { type Declarations, forgetActor, none } from "../personal-kit.ts";

/**
 * What the public site's content holds of people (decision 0020). Speakers, testimonials, the
 * gallery's captions and the team are what the organisers publish, with the people's agreement,
 * and edit in the console; they are no account's data, so an attendee's export and erasure (and
 * its replacing of names) never change them.
 */
export const contentPersonalData: Declarations = {
  speakers: {
    columns: {
      ...none("id", "edition_id", "company", "company_id", "role", "day", "start", "end", "sort"),
      name: "none",
      description: "none",
      profile_pic: "none",
    },
  },
  tech_talks: { columns: none("id", "edition_id", "day", "start", "end", "title", "location") },
  tech_talk_speakers: { columns: none("tech_talk_id", "speaker_id") },
  sponsors: { columns: none("id", "edition_id", "name", "logo", "url", "type", "sort") },
  testimonial_categories: { columns: none("id", "name", "title") },
  testimonials: {
    columns: {
      ...none("id", "cat_id", "featured", "sort", "shown", "author_company"),
      testimonial: "none",
      author_name: "none",
    },
  },
  banners: {
    columns: none("id", "url", "image", "mobile_image", "is_ad", "alt", "style", "active", "num_clicked"),
  },
  picture_categories: { columns: none("id", "edition_id", "name", "sort") },
  pictures: {
    columns: {
      ...none("id", "category_id", "file", "width", "height", "sort"),
      caption: "none",
      uploaded_by: "subject",
    },
    exportWhere: (p) => sql`uploaded_by = ${p.id}`,
    erase: [forgetActor("pictures", "uploaded_by")],
    kept: "The event's gallery: the picture stays, without who uploaded it.",
  },
  team_members: {
    columns: none("id", "name", "position", "phone", "email", "sort"),
  },
};
