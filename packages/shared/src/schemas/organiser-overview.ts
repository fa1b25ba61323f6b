import { z } from "zod";
import { MEETING_SOURCES } from "../matchmaking.ts";
import { registrationStatusSchema } from "./payments.ts";

const count = z.number().int().min(0);

/** One meeting timeslot's places in use: tables on the floor and places in the hotel lobby (decision 0010). */
export const overviewSlotSchema = z.object({
  timeslotId: z.number().int(),
  timeStart: z.string().describe("Local start time, HH:MM"),
  timeEnd: z.string(),
  tablesUsed: count.describe("Live meetings at a floor table (number below the table count)"),
  lobbyUsed: count.describe("Live meetings placed in the hotel lobby"),
});

/** A meeting day: its slots and the peak of tables used against the table count. */
export const overviewTableDaySchema = z.object({
  day: z.number().int(),
  date: z.string().describe("YYYY-MM-DD, event time"),
  tables: count.describe(
    "Floor tables of a slot, numbered 1 to tables (meeting_tables - 1, decision 0010); the settings and the table plan show the same number",
  ),
  tablesMax: count.describe("meeting_tables_max: all places of a slot, lobby included"),
  peakTablesUsed: count,
  slots: z.array(overviewSlotSchema),
});

/** A dinner day's sign-ups by state and its seats taken, against the places of the day. */
export const overviewDinnerDaySchema = z.object({
  dayNumber: z.number().int(),
  pending: count,
  approved: count,
  declined: count,
  taken: count.describe(
    "Seats taken: sign-ups waiting for review or approved, the number the dinner section and the sign-up page show",
  ),
});

const rate = z.number().min(0).max(1).nullable();

/** The meetings of one source (a request, a suggested match, the automatic schedule, the organisers). */
export const overviewSourceSchema = z.object({
  source: z.enum(MEETING_SOURCES),
  requested: count.describe(
    "Meetings of this source (not blocks or added colleagues), whatever became of them",
  ),
  accepted: count.describe("Of those, accepted (cancelled later or not)"),
  acceptanceRate: rate.describe("accepted ÷ requested; null before any"),
  over: count.describe("Accepted meetings, not cancelled, whose timeslot has ended"),
  held: count.describe("Of those, reported held"),
  heldRate: rate.describe("held ÷ over; null before any slot is over"),
});
export type OverviewSource = z.infer<typeof overviewSourceSchema>;

export const overviewSchema = z.object({
  generatedAt: z.string().describe("When the numbers were read (ISO instant)"),
  today: z.string().describe("The event clock's date in the event's time zone (YYYY-MM-DD)"),
  timezone: z.string(),
  edition: z.object({ id: z.number().int(), name: z.string() }),
  registrations: z.object({
    total: count,
    byStatus: z.array(z.object({ status: registrationStatusSchema, count })),
  }),
  attendees: count.describe("Active people (not organiser staff) attending the current edition"),
  companies: count.describe("Companies with at least one of those people"),
  checkins: z.object({ today: count, total: count }),
  meetings: z.object({
    requested: count.describe("Every meeting request of the edition (not blocks or added colleagues)"),
    pending: count.describe("Requests still waiting for an answer (shown beside the acceptance rate)"),
    accepted: count.describe("Requests that were accepted (cancelled later or not)"),
    declined: count,
    answered: count.describe("Requests answered: accepted or declined, the acceptance rate's base"),
    cancelled: count.describe("Requests withdrawn and accepted meetings cancelled"),
    expired: count.describe("Requests that lapsed unanswered"),
    held: count,
    noShow: count,
    acceptanceRate: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe(
        "accepted ÷ (accepted + declined): of the requests answered, the share accepted; null before any",
      ),
    perAttendee: z
      .number()
      .min(0)
      .describe("Places in live accepted meetings (colleagues included) per attending person"),
  }),
  /** One row per meeting source, in MEETING_SOURCES order: where meetings came from and how they went. */
  sources: z.array(overviewSourceSchema).optional(),
  tables: z.array(overviewTableDaySchema),
  dinner: z.object({ spotsPerDay: count, days: z.array(overviewDinnerDaySchema) }),
  messagesSent: count.describe("Chat messages sent"),
  leadsScanned: count.describe("Badges scanned as leads"),
});
export type Overview = z.infer<typeof overviewSchema>;
export type OverviewTableDay = z.infer<typeof overviewTableDaySchema>;

export const overviewResponseSchema = z.object({ status: z.literal(200), payload: overviewSchema });
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

/**
 * The steps that take a new edition to an open registration, in order; the optional ones are
 * offered, not required.
 */
export const SETUP_STEPS = [
  "edition",
  "prices",
  "meetingDays",
  "program",
  "sponsors",
  "people",
  "registration",
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const setupStepSchema = z.object({
  key: z.enum(SETUP_STEPS),
  done: z.boolean(),
  optional: z.boolean(),
  /** What is there now, in words: "2 days, 32 timeslots", "no prices yet". */
  detail: z.string(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    editionId: z.number().int(),
    editionName: z.string(),
    /** Every required step is done and registration is open. */
    complete: z.boolean(),
    steps: z.array(setupStepSchema),
  }),
});
export type SetupResponse = z.infer<typeof setupResponseSchema>;
