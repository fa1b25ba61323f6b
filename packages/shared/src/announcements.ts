/**
 * The organisers' announcements: who they may go to and how long they may be. Without a schema
 * library, so the web reads them as the server's schemas do (schemas/organiser-announcements.ts).
 */

/**
 * Who an announcement goes to: every attendee of the edition, the meeting holders of one meeting
 * day (an accepted meeting that day), the Captain's Dinner guests of one day (approved), or those
 * not checked in yet. Organiser staff are never among them.
 */
export const ANNOUNCEMENT_AUDIENCES = ["all", "meetings", "dinner", "not-checked-in"] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
/** The audiences that name a day. */
export const AUDIENCES_WITH_DAY: readonly AnnouncementAudience[] = ["meetings", "dinner"];

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2000;
