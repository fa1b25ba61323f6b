import type { MeetingFacts } from "@ebm/shared/scheduler";
import type { Db } from "../../db/client.ts";
import { AppError, assertOr, forbidden } from "../../lib/errors.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { MeetingNewsPort } from "../notifications/index.ts";
import type { ReachService } from "../reach/index.ts";
import type { SettingsService } from "../settings/index.ts";

/** What the scheduler's services are built from. */
export interface SchedulerDeps {
  db: Db;
  settings: SettingsService;
  mail: MailService;
  jobs: JobRunner;
  /** The site's address, for the links in mails. */
  publicUrl: string;
  /** Whom a user may reach: a request and its message go only there. */
  reach: Pick<ReachService, "mayReach">;
  /** Tells the people at a meeting what changed, live and in their notification centre. */
  news: MeetingNewsPort;
}

/** The signed-in user as the scheduler needs them. */
export interface SchedulerUser {
  id: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
}

/** Refusals in the words the user reads. */
export const REFUSAL = {
  closed: "Meetings cannot be planned at the moment: the scheduler is closed.",
  notAttending: "Only attendees of this edition can plan meetings.",
  self: "toId: You cannot request a meeting with yourself.",
  ownCompany: "toId: You cannot request a meeting with someone of your own company.",
  personNotAttending: "This person does not attend the event.",
  slotNotFound: "Timeslot not found.",
  slotEnded: "This timeslot has already ended.",
  keynote: "No meetings take place during the keynote.",
  youAreBusy: "You already have a meeting or a blocked slot in this timeslot.",
  notAvailable: "Not available in this timeslot",
  fullyBooked: "This timeslot is fully booked: every table is taken.",
  meetingNotFound: "Meeting not found.",
  notAllowed: "You cannot do this with this meeting.",
  changed: "This meeting has changed in the meantime. Please reload your scheduler.",
  noBlock: "There is no block in this timeslot.",
  colleagueNotFound: "This colleague does not attend the event.",
  notColleague: "contactId: Choose a colleague of your own company.",
  alreadyInMeeting: "This colleague is already in the meeting.",
  alreadyAsked:
    "toId: You have asked this person for a meeting already. Wait for the answer, or withdraw that request first.",
  tooManyPending: (perDay: number) =>
    `You have ${perDay} meeting requests waiting for an answer on this day already, the most one may have. Withdraw one, or wait for answers.`,
  reminderTooSoon: (minutes: number) =>
    `A reminder was sent less than an hour ago. You can send the next one in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export const conflict = (message: string) => new AppError(409, message);

/** The edition's settings allow meetings now; a 403 otherwise. */
export async function openScheduler(settings: SettingsService) {
  const current = await settings.current();
  assertOr(current.settings.schedulerEnabled, forbidden(REFUSAL.closed));
  return current;
}

/** Whether the user is in the meeting: either side, or a colleague added to it. */
export const partOf = (m: Pick<MeetingFacts, "fromId" | "toId" | "attendees">, userId: number) =>
  m.fromId === userId || m.toId === userId || m.attendees.includes(userId);

/** The other side of a meeting for the user; for a block, the user. A colleague's is the meeting's recipient. */
export function otherSide(m: Pick<MeetingFacts, "fromId" | "toId">, userId: number): number {
  if (m.fromId === userId) return m.toId;
  return m.fromId === m.toId || m.toId === userId ? m.fromId : m.toId;
}
