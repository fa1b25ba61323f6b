import { z } from "zod";

/** The other side of a meeting, as the next-meeting card shows it. */
export const meetingContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  function: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type MeetingContact = z.infer<typeof meetingContactSchema>;

/** The signed-in user's next accepted meeting that has not ended yet (part 1 §7). */
export const nextMeetingSchema = z.object({
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
});
export type NextMeeting = z.infer<typeof nextMeetingSchema>;

export const nextMeetingResponseSchema = z.object({
  status: z.number().int(),
  /** Null when no accepted meeting lies ahead. */
  meeting: nextMeetingSchema.nullable(),
  /** Everyone else in the meeting: the other side and colleagues they added. */
  contacts: z.array(meetingContactSchema),
});
export type NextMeetingResponse = z.infer<typeof nextMeetingResponseSchema>;
