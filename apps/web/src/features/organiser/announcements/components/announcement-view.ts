import type { AnnouncementAudience, AnnouncementState } from "@ebm/shared/schemas/organiser-announcements";
import { formatDay } from "../../../../lib/format.ts";
import type { StateStyle } from "../../shared/state-badge.ts";

export const ANNOUNCEMENT_STATE: Record<AnnouncementState, StateStyle> = {
  scheduled: { label: "Scheduled", color: "navy.7" },
  sending: { label: "Sending", color: "yellow.9" },
  sent: { label: "Sent", color: "teal.8" },
  cancelled: { label: "Cancelled", color: "gray.8" },
};

/** The groups as the form offers them. */
export const AUDIENCE_OPTIONS: { value: AnnouncementAudience; label: string }[] = [
  { value: "all", label: "All attendees" },
  { value: "meetings", label: "Meeting holders of a day" },
  { value: "dinner", label: "Captain's Dinner guests of a day" },
  { value: "not-checked-in", label: "Not checked in yet" },
];

/** "Day 1, Thursday 6 November", or "Day 1" without its date. */
export const dayLabel = (day: number, date: string | null) =>
  date ? `Day ${day}, ${formatDay(date)}` : `Day ${day}`;

/** The group in words: "Meeting holders of day 1". */
export function audienceLabel(audience: AnnouncementAudience, day: number | null): string {
  switch (audience) {
    case "all":
      return "All attendees";
    case "meetings":
      return `Meeting holders of day ${day}`;
    case "dinner":
      return `Captain's Dinner guests of day ${day}`;
    case "not-checked-in":
      return "Not checked in yet";
  }
}

/** "1 attendee", "1,096 attendees". */
export const attendeesWord = (n: number) =>
  `${new Intl.NumberFormat("en-GB").format(n)} ${n === 1 ? "attendee" : "attendees"}`;
