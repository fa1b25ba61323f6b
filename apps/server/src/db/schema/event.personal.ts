import { sql } from "drizzle-orm";
import { type Declarations, none } from "../personal-kit.ts";

/** What the event's own tables hold of people (decision 0020): only the statistics' exclusions. */
export const eventPersonalData: Declarations = {
  countries: { columns: none("id", "name", "iso2", "reverse_charge", "vat_rate_bp") },
  editions: {
    columns: none(
      "id",
      "edition",
      "name",
      "page_title",
      "city",
      "venue",
      "venue_address",
      "venue_map_url",
      "date_start",
      "date_end",
      "starts_at_utc",
      "timezone",
      "is_current",
      "video_url",
      "traders_count",
      "countries_count",
      "member_price_cents",
      "non_member_first_price_cents",
      "membership_price_cents",
      "charity_per_attendee_cents",
      "dinner_spots_per_day",
      "dinner_per_company",
      "retention_warned_at",
      "retention_purged_at",
    ),
  },
  event_settings: {
    columns: {
      ...none(
        "edition_id",
        "show_video_banner",
        "video_banner_url",
        "scheduler_enabled",
        "enable_pic_sharing",
        "registration_open",
        "meeting_request_expiry_hours",
        "meeting_reminder_minutes",
      ),
      // The organisers' own texts: never rewritten by an erasure.
      mainpage_text: "none",
      reg_thankyou: "none",
      organiser_details: "none",
      // The people whose activity the statistics leave out.
      analytics_staff_ids: "subject",
      analytics_test_ids: "subject",
    },
    exportQuery: (p) => sql`select edition_id,
        analytics_staff_ids @> ${JSON.stringify([p.id])}::jsonb as left_out_of_statistics_as_staff,
        analytics_test_ids @> ${JSON.stringify([p.id])}::jsonb as left_out_of_statistics_as_test_account
      from event_settings
      where analytics_staff_ids @> ${JSON.stringify([p.id])}::jsonb or analytics_test_ids @> ${JSON.stringify([p.id])}::jsonb`,
    erase: [
      (p) => sql`update event_settings set
          analytics_staff_ids = coalesce((select jsonb_agg(v) from jsonb_array_elements(analytics_staff_ids) v where v <> ${p.id}::text::jsonb), '[]'::jsonb),
          analytics_test_ids = coalesce((select jsonb_agg(v) from jsonb_array_elements(analytics_test_ids) v where v <> ${p.id}::text::jsonb), '[]'::jsonb)
        where analytics_staff_ids @> ${JSON.stringify([p.id])}::jsonb or analytics_test_ids @> ${JSON.stringify([p.id])}::jsonb`,
    ],
  },
  program_days: { columns: none("id", "edition_id", "day_number", "date", "label") },
  program_items: {
    columns: {
      ...none(
        "id",
        "day_id",
        "sort",
        "time_start",
        "time_end",
        "meta_start",
        "meta_end",
        "icon",
        "map",
        "location",
        "is_captains_lunch",
      ),
      title: "none",
      additional: "none",
    },
  },
  timeslots: {
    columns: none(
      "id",
      "edition_id",
      "day",
      "time_start",
      "time_end",
      "starts_at_utc",
      "ends_at_utc",
      "keynote",
      "removed_at",
    ),
  },
  timeslot_metadata: {
    columns: none(
      "edition_id",
      "day",
      "date_start",
      "date_end",
      "meeting_tables",
      "meeting_tables_max",
      "pattern",
    ),
  },
};
