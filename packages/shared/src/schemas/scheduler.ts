import { z } from "zod";
import { MAX_DB_INT, textSchema } from "./common.ts";

/** The other side of a meeting, as the next-meeting card shows it. */
const meetingContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  function: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The company's website ("-" when it has none, as the spec stores it). */
  website: z.string(),
  /** Shown for an accepted meeting, which the next meeting always is. */
  email: z.string(),
  /** The picture's address; empty without one. */
  profilePic: z.string(),
});

/** The signed-in user's next accepted meeting that has not ended yet (part 1 §7). */
const nextMeetingSchema = z.object({
  id: z.number().int(),
  timeslotId: z.number().int(),
  /** Meeting day: 1 Thursday, 2 Friday. */
  day: z.number().int(),
  date: z.string().describe("The meeting day, YYYY-MM-DD, in the event's time zone"),
  timeStart: z.string().describe("HH:MM, event time"),
  timeEnd: z.string().describe("HH:MM, event time"),
  startsAtUtc: z.string(),
  endsAtUtc: z.string(),
  /** Table number on the meeting floor; null when none has been given yet. */
  table: z.number().int().nullable(),
  /** True when the table number points past the floor's tables: the meeting is in the hotel lobby. */
  isHotelLobby: z.boolean(),
  /** The spec's names: who asked (fromId) and whom (toId); a colleague's place names its meeting's. */
  fromId: z.number().int(),
  toId: z.number().int(),
  /** The spec's meeting details: the start and end instants (ISO) and the table. */
  details: z.object({ start: z.string(), end: z.string(), table: z.number().int().nullable() }),
});

export const nextMeetingResponseSchema = z.object({
  status: z.number().int(),
  /** Null when no accepted meeting lies ahead. */
  meeting: nextMeetingSchema.nullable(),
  /** Everyone else in the meeting: the other side and colleagues they added. */
  contacts: z.array(meetingContactSchema),
});
export type NextMeetingResponse = z.infer<typeof nextMeetingResponseSchema>;

const meetingActionSchema = z.enum([
  "accept",
  "decline",
  "cancel",
  "reminder",
  "cannotAttend",
  "addColleague",
  "held",
  "noShow",
  "unblock",
]);

/** The actions of `POST /api/scheduler/meetings/{id}/action/{action}`. */
export const meetingActionParamSchema = z.enum(["accept", "decline", "cancel", "reminder", "held", "noShow"]);
export type MeetingActionParam = z.infer<typeof meetingActionParamSchema>;

/** One of the two meeting days' slots, with its state for the signed-in user (part 2 §3). */
export const timeslotSchema = z.object({
  id: z.number().int(),
  /** 1 Thursday, 2 Friday. */
  day: z.number().int(),
  timeStart: z.string().describe("HH:MM, event time"),
  timeEnd: z.string().describe("HH:MM, event time"),
  startsAtUtc: z.string(),
  endsAtUtc: z.string(),
  /** Every place of the slot (tables and lobby) is taken. */
  isFullyBooked: z.boolean(),
  state: z.enum(["available", "blocked", "pending", "accepted", "fullyBooked"]),
  /** The user's table in this slot when their meeting in it is accepted. */
  table: z.number().int().nullable(),
  keynote: z.boolean(),
  /** The user's live meeting (or block) in this slot. */
  meet: z.number().int().nullable(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const timeslotMetadataSchema = z.object({
  day: z.number().int(),
  date_start: z.string(),
  date_end: z.string(),
  meeting_tables: z.number().int(),
  meeting_tables_max: z.number().int(),
});

export const timeslotsResponseSchema = z.object({
  status: z.number().int(),
  timeslots: z.array(timeslotSchema),
  metaData: z.array(timeslotMetadataSchema),
});
export type TimeslotsResponse = z.infer<typeof timeslotsResponseSchema>;

/** A person of a meeting as its card shows them (part 2 §3 meeting contact). */
export const meetingPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  companyId: z.number().int(),
  function: z.string(),
  website: z.string(),
  email: z.string(),
  tel: z.string(),
  isCheckedIn: z.boolean(),
  profilePic: z.string(),
});
export type MeetingPerson = z.infer<typeof meetingPersonSchema>;

export const meetingSchema = z.object({
  id: z.number().int(),
  timeslotId: z.number().int(),
  fromId: z.number().int(),
  toId: z.number().int(),
  /** 0 pending, 1 accepted. */
  status: z.number().int(),
  /** The place once accepted (decision 0010); null while pending. */
  table: z.number().int().nullable(),
  /** "Table: n" or "Hotel Lobby"; null without a table. */
  tableLabel: z.string().nullable(),
  /** Set on a meeting a colleague was added to: the meeting it hangs off. */
  parentScheduleId: z.number().int().nullable(),
  /** Colleagues added to the meeting (contact ids). */
  attendees: z.array(z.number().int()),
  message: z.string(),
  createdAt: z.string(),
  remindedAt: z.string().nullable(),
  /** When an unanswered request lapses; null when it does not. */
  expiresAt: z.string().nullable(),
  dtCancelled: z.string().nullable(),
  cancelReason: z.enum(["declined", "cancelled", "expired", "cannotAttend", "organisers"]).nullable(),
  cancelledBy: z.number().int().nullable(),
  outcome: z.enum(["held", "noShow"]).nullable(),
  /** The other side of the meeting for the signed-in user. */
  contact: meetingPersonSchema,
  /** What the signed-in user may do now (part 2 §6); the server refuses anything else. */
  actions: z.array(meetingActionSchema),
  /** Colleagues on this meeting the signed-in user may remove. */
  removableColleagues: z.array(z.number().int()),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingsResponseSchema = z.object({
  status: z.number().int(),
  /** Live meetings and blocks of the user in the current edition. */
  meets: z.array(meetingSchema),
  /** Cancelled, declined and lapsed meetings for the Cancelled Meetings tab. */
  meetsCancelled: z.array(meetingSchema),
  /** Everyone named in `attendees` of the meetings above. */
  contacts: z.array(meetingPersonSchema),
  /** The meeting day of the event clock (1 or 2), else 1: the tab to open first. */
  dayNumber: z.number().int(),
  /** People of the user's company who attend the edition. */
  companyAttendeeCount: z.number().int(),
});
export type MeetingsResponse = z.infer<typeof meetingsResponseSchema>;

/** A database id in a body: larger numbers can only be bad input. */
const bodyIdSchema = z.number().int().positive().max(MAX_DB_INT);

export const meetingRequestBodySchema = z.object({
  toId: bodyIdSchema,
  timeslotId: bodyIdSchema,
  message: textSchema().trim().max(1000).default(""),
  /** "suggestion" when the request was made from a possible match; absent: an ordinary request. */
  source: z.enum(["request", "suggestion"]).optional(),
});

export const meetingRequestResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({ msg: z.string(), meetingId: z.number().int() }),
  /** The requested slot's day, for `/scheduler?cd=` (tab index: day - 1). */
  currentlySelectedDay: z.number().int(),
});

export const timeslotBodySchema = z.object({ timeslotId: bodyIdSchema });

export const checkAvailabilityBodySchema = z.object({
  timeslotId: bodyIdSchema,
  companyId: bodyIdSchema,
});
export const checkAvailabilityResponseSchema = z.object({
  status: z.number().int(),
  /** Contacts of the company who are busy in the slot. */
  notAvailableContacts: z.array(z.number().int()),
  isFullyBooked: z.boolean(),
});

export const attendeeCountResponseSchema = z.object({ status: z.number().int(), count: z.number().int() });

export const pendingMeetingsResponseSchema = z.object({
  status: z.number().int(),
  /** Requests waiting for the signed-in user's answer. */
  pendingMeetings: z.number().int(),
});

export const usedTimeslotsResponseSchema = z.object({
  status: z.number().int(),
  usedTimeslotIds: z.array(z.number().int()),
});

export const meetingIdByAuthResponseSchema = z.object({
  status: z.number().int(),
  meetingId: z.number().int(),
});

export const colleagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  function: z.string(),
  profilePic: z.string(),
  companyId: z.number().int(),
});
export type Colleague = z.infer<typeof colleagueSchema>;
export const availableColleaguesResponseSchema = z.object({
  status: z.number().int(),
  colleagues: z.array(colleagueSchema),
});

export const addColleagueBodySchema = z.object({
  meetingId: bodyIdSchema.optional(),
  contactId: bodyIdSchema,
  timeslotId: bodyIdSchema.optional(),
});
export const removeColleagueBodySchema = z.object({
  meetingId: bodyIdSchema.optional(),
  contactId: bodyIdSchema,
});

/**
 * The answer to a meeting action, a block or a colleague change: what was done, in the words the
 * screen shows; `meetingId` names the meeting (or block) it made or changed.
 */
export const schedulerActionResponseSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  meetingId: z.number().int(),
});
export type SchedulerActionResponse = z.infer<typeof schedulerActionResponseSchema>;

/** A note on a meeting (part 2 §3). Private notes reach only their author. */
export const noteSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  createdBy: z.number().int(),
  isPrivate: z.boolean(),
  /** The author's name. */
  name: z.string(),
  dateCreated: z.string(),
  scheduleId: z.number().int(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteBodySchema = z.object({
  scheduleId: z.number().int().positive().max(MAX_DB_INT),
  message: textSchema().trim().min(1).max(2000),
  /** Ignored: the author is the signed-in user. */
  createdBy: z.number().int().optional(),
  isPrivate: z.boolean().default(false),
});
export const noteCreatedResponseSchema = z.object({ status: z.number().int(), note: noteSchema });
export const notesResponseSchema = z.object({ status: z.number().int(), notes: z.array(noteSchema) });

/** The personal calendar feed's address; the secret in it is shown only when it is made. */
export const calendarFeedResponseSchema = z.object({
  status: z.number().int(),
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Types of the meeting request flow's calls (company page, pending-meetings check). */
export type MeetingRequestBody = z.input<typeof meetingRequestBodySchema>;
export type MeetingRequestResponse = z.infer<typeof meetingRequestResponseSchema>;
export type CheckAvailabilityResponse = z.infer<typeof checkAvailabilityResponseSchema>;
export type UsedTimeslotsResponse = z.infer<typeof usedTimeslotsResponseSchema>;
export type PendingMeetingsResponse = z.infer<typeof pendingMeetingsResponseSchema>;
