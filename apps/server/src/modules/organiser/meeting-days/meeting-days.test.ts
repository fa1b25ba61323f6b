import {
  type MeetingDay,
  type MeetingDayInput,
  meetingDaysApplyResponseSchema,
  meetingDaysPreviewResponseSchema,
  meetingDaysRefusalSchema,
  meetingDaysResponseSchema,
} from "@ebm/shared/schemas/organiser-meeting-days";
import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dinnerRegistrations, jobs, meetings, timeslots } from "../../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../../db/seed/index.ts";
import { instantAt } from "../../../lib/dates.ts";
import { DEMO, first, newestMailId, signIn } from "../../../test/app.ts";
import {
  act,
  call,
  mailsTo,
  makeCompany,
  meetingRow,
  type Person,
  participantsOf,
  requestMeeting,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";
import { setStaffRole } from "../staff/staff.cli.ts";

const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });
beforeAll(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

const read = async (editionId?: number) => {
  const res = await t.asOrganiser(
    "GET",
    `/api/organiser/meeting-days${editionId ? `?editionId=${editionId}` : ""}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return meetingDaysResponseSchema.parse(res.json()).payload;
};
/** The days as the form sends them. */
const inputOf = (days: MeetingDay[]): MeetingDayInput[] =>
  days.map(({ day: _day, slots: _slots, ...input }) => input);
const preview = (editionId: number, days: MeetingDayInput[]) =>
  t.asOrganiser("POST", "/api/organiser/meeting-days/preview", { editionId, days });
const apply = (
  editionId: number,
  days: MeetingDayInput[],
  choices: { meetingId: number; action: string }[] = [],
) => t.asOrganiser("POST", "/api/organiser/meeting-days", { editionId, days, meetings: choices });
const slotIds = async (editionId: number) =>
  (
    await t.app.db
      .select({ id: timeslots.id, timeStart: timeslots.timeStart, keynote: timeslots.keynote })
      .from(timeslots)
      .where(eq(timeslots.editionId, editionId))
      .orderBy(asc(timeslots.startsAtUtc))
  ).map((s) => `${s.id}@${s.timeStart}${s.keynote ? "k" : ""}`);

/** An accepted meeting between two new companies' people in a slot. */
async function accepted(timeslotId: number) {
  const [from] = (await makeCompany(t.app)) as [Person];
  const [to] = (await makeCompany(t.app)) as [Person];
  const res = await requestMeeting(t.app, from, to, timeslotId, "Meeting days test");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.payload.meetingId as number;
  expect((await act(t.app, to, id, "accept")).status).toBe(200);
  return { from, to, id };
}

describe("the console's meeting days", () => {
  it("refuses visitors (401), attendees and desk staff (403)", async () => {
    const attendee = await t.attendee();
    await setStaffRole(t.app.db, DEMO.lars, "desk");
    const desk = (await signIn(t.app, DEMO.lars, DEMO_PASSWORD)).headers;
    for (const [method, url] of [
      ["GET", "/api/organiser/meeting-days"],
      ["POST", "/api/organiser/meeting-days/preview"],
      ["POST", "/api/organiser/meeting-days"],
      ["POST", "/api/organiser/meeting-days/dinner-days"],
      ["DELETE", "/api/organiser/meeting-days/dinner-days/2?editionId=1"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      for (const headers of [attendee.headers, desk])
        expect((await t.app.inject({ method, url, headers })).statusCode, url).toBe(403);
    }
  });

  it("reads the demo edition's days as a pattern, with tables, lobby and dinner days", async () => {
    const days = await read();
    expect(days.edition.isCurrent).toBe(true);
    expect(days.days.map((d) => [d.date, d.start, d.end, d.slotMinutes, d.slots.length])).toEqual([
      ["2025-11-06", "10:00", "18:00", 30, 16],
      ["2025-11-07", "10:00", "17:00", 30, 14],
    ]);
    expect(days.days[0]).toMatchObject({ floorTables: 119, lobbyPlaces: 31, breaks: [], keynotes: [] });
    expect(days.dinnerDays.map((d) => [d.day, d.date, d.seats])).toEqual([
      [1, "2025-11-06", 250],
      [2, "2025-11-07", 250],
    ]);
    // The stored pattern makes the stored slots again: nothing would change.
    const same = await preview(days.edition.id, inputOf(days.days));
    expect(same.statusCode, same.body).toBe(200);
    const answer = meetingDaysPreviewResponseSchema.parse(same.json()).payload;
    expect(answer.counts).toEqual({ keep: 30, change: 0, create: 0, remove: 0 });
    expect(answer.meetings).toEqual([]);
  });

  it("answers bad input with a 400 naming the field, and an unknown edition with a 404", async () => {
    const days = await read();
    const base = inputOf(days.days);
    const first = base[0] as MeetingDayInput;
    const cases: [MeetingDayInput[], string][] = [
      [[{ ...first, end: "09:00" }, ...base.slice(1)], "days.0.end"],
      [[{ ...first, start: "25:00" }, ...base.slice(1)], "days.0.start"],
      [
        [{ ...first, keynotes: [{ start: "10:15", label: "Opening" }] }, ...base.slice(1)],
        "days.0.keynotes.0.start",
      ],
      [[{ ...first, date: "2026-01-01" }, ...base.slice(1)], "days.0.date"],
      [
        [{ ...first, breaks: [{ start: "12:00", end: "11:00", label: "Lunch" }] }, ...base.slice(1)],
        "days.0.breaks.0.end",
      ],
      [[{ ...first, slotMinutes: 240, end: "11:00" }, ...base.slice(1)], "days.0.slotMinutes"],
      // Day 2 would become day 1.
      [base.slice(1), "days"],
    ];
    for (const [input, field] of cases) {
      const res = await preview(days.edition.id, input);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().field, res.body).toBe(field);
    }
    expect((await preview(999_999, base)).statusCode).toBe(404);
    expect((await t.asOrganiser("GET", "/api/organiser/meeting-days?editionId=999999")).statusCode).toBe(404);
  });

  it("refuses a change that breaks meetings, then moves and cancels them as chosen, telling everyone, and keeps the other slots' ids", async () => {
    const days = await read();
    const editionId = days.edition.id;
    const idsBefore = await slotIds(editionId);
    // Slot 8 is Thursday 13:30; slot 7 (13:00) is the nearest free one for a new pair.
    const moving = await accepted(8);
    const cancelling = await accepted(8);
    const input = inputOf(days.days);
    const thursday = input[0] as MeetingDayInput;
    const keynoteAt1330 = [
      { ...thursday, keynotes: [{ start: "13:30", label: "Opening keynote" }] },
      ...input.slice(1),
    ];

    const seen = meetingDaysPreviewResponseSchema.parse(
      (await preview(editionId, keynoteAt1330)).json(),
    ).payload;
    expect(seen.counts).toMatchObject({ keep: 29, change: 1, create: 0, remove: 0 });
    const mine = seen.meetings.find((m) => m.meetingId === moving.id);
    expect(mine).toMatchObject({
      status: "accepted",
      reason: "keynote",
      date: "2025-11-06",
      timeStart: "13:30",
      from: { id: moving.from.id },
      to: { id: moving.to.id },
    });
    expect(mine?.moveTo?.timeStart).toMatch(/^1[34]:[03]0$/);

    // Nobody chose for them: refused with the list, and nothing changed.
    const refused = await apply(editionId, keynoteAt1330);
    expect(refused.statusCode).toBe(409);
    const refusal = meetingDaysRefusalSchema.parse(refused.json());
    expect(refusal.field).toBe("meetings");
    expect(refusal.preview.meetings.map((m) => m.meetingId)).toEqual(seen.meetings.map((m) => m.meetingId));
    expect(await slotIds(editionId)).toEqual(idsBefore);

    const reminderOf = async (meetingId: number) =>
      t.app.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(
          and(eq(jobs.name, "scheduler.remind"), eq(jobs.key, String(meetingId)), eq(jobs.status, "pending")),
        );
    const [oldReminder] = await reminderOf(moving.id);
    expect(oldReminder, "the accepted meeting's reminder").toBeDefined();
    const mailsBefore = await newestMailId(t.app);
    const choices = seen.meetings.map((m) => ({
      meetingId: m.meetingId,
      action: m.meetingId === moving.id ? "move" : "cancel",
    }));
    const done = await apply(editionId, keynoteAt1330, choices);
    expect(done.statusCode, done.body).toBe(200);
    const answer = meetingDaysApplyResponseSchema.parse(done.json()).payload;
    expect(answer).toMatchObject({ moved: 1, cancelled: seen.meetings.length - 1 });
    // Every slot keeps its id; 13:30 is now the keynote.
    expect(await slotIds(editionId)).toEqual(idsBefore.map((s) => (s === "8@13:30" ? "8@13:30k" : s)));
    expect(answer.days[0]?.keynotes).toEqual([{ start: "13:30", label: "Opening keynote" }]);
    expect(answer.days[0]?.slots.find((s) => s.id === 8)).toMatchObject({
      keynote: true,
      label: "Opening keynote",
    });

    // The moved meeting sits in its new slot with a place, and both sides are told.
    const movedRow = await meetingRow(t.app, moving.id);
    const target = (await t.app.db.select().from(timeslots).where(eq(timeslots.id, movedRow.timeslotId)))[0];
    expect(target?.timeStart).toBe(mine?.moveTo?.timeStart);
    expect(movedRow.tableNumber).not.toBeNull();
    expect(movedRow.dtCancelled).toBeNull();
    // Its reminder follows it: one, due as much earlier or later as the meeting moved.
    const reminders = await reminderOf(moving.id);
    expect(reminders).toHaveLength(1);
    const shift =
      (Number(target?.startsAtUtc) - instantAt("2025-11-06", "13:30", "Europe/Dublin").getTime()) / 60_000;
    const moved = (Number(reminders[0]?.runAt) - Number(oldReminder?.runAt)) / 60_000;
    expect(Math.abs(moved - shift), `reminder moved ${moved} min, meeting ${shift} min`).toBeLessThan(1);
    expect(await participantsOf(t.app, moving.id)).toEqual(
      [moving.from.id, moving.to.id].sort((a, b) => a - b),
    );
    for (const who of [moving.from, moving.to]) {
      const [mail] = await mailsTo(t.app, who.email, mailsBefore);
      expect(mail?.kind, who.name).toBe("meeting_rescheduled");
      // From the organiser who changed the days: bounded per organiser and recipient.
      expect(mail?.senderKey, who.name).toBe(`organiser:${t.organiser.id}`);
      expect(mail?.text).toContain("Thursday 6 November, 13:30");
      expect(mail?.text).toContain(`${target?.timeStart}`);
      expect(mail?.text).toContain("Dublin time");
      const news = (await call(t.app, who, "GET", "/api/notifications")).body.items as {
        kind: string;
        meetingId: number;
      }[];
      expect(news.find((n) => n.meetingId === moving.id)?.kind).toBe("time-changed");
    }
    // The cancelled one is called off, its people free and told.
    const cancelledRow = await meetingRow(t.app, cancelling.id);
    expect(cancelledRow).toMatchObject({ cancelReason: "cancelled", cancelledBy: null });
    expect(cancelledRow.dtCancelled).not.toBeNull();
    expect(await participantsOf(t.app, cancelling.id)).toEqual([]);
    for (const who of [cancelling.from, cancelling.to]) {
      const [mail] = await mailsTo(t.app, who.email, mailsBefore);
      expect(mail?.kind, who.name).toBe("meeting_cancelled");
      expect(mail?.senderKey, who.name).toBe(`organiser:${t.organiser.id}`);
      expect(mail?.text).toContain("The organisers have changed");
      const news = (await call(t.app, who, "GET", "/api/notifications")).body.items as {
        kind: string;
        meetingId: number;
      }[];
      expect(news.find((n) => n.meetingId === cancelling.id)?.kind).toBe("cancelled");
    }
    // No live meeting is left in the keynote.
    const left = await t.app.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.timeslotId, 8), inArray(meetings.status, [0, 1])));
    expect(
      (await Promise.all(left.map((m) => meetingRow(t.app, m.id)))).filter((m) => m.dtCancelled === null),
    ).toEqual([]);
    const entry = await t.newestAudit("edition");
    expect(entry).toMatchObject({ action: "meetingDays.update", objectId: String(editionId) });
    expect(entry?.summary).toContain("moved 1 meeting");
    expect(entry?.after).toMatchObject({ moved: [{ meetingId: moving.id }] });

    // Restored: the keynote is a meeting slot again, with the same id.
    expect((await apply(editionId, input)).statusCode).toBe(200);
    expect(await slotIds(editionId)).toEqual(idsBefore);
  });

  it("keeps a slot taken out for its meetings' history, and a moved request lapses with its new slot", async () => {
    const days = await read();
    const editionId = days.edition.id;
    const input = inputOf(days.days);
    const at = (time: string) => instantAt("2025-11-06", time, "Europe/Dublin");
    const slotAt = async (time: string) =>
      first(
        await t.app.db
          .select()
          .from(timeslots)
          .where(and(eq(timeslots.editionId, editionId), eq(timeslots.startsAtUtc, at(time)))),
      );
    const s1330 = await slotAt("13:30");
    const s1400 = await slotAt("14:00");
    const s1430 = await slotAt("14:30");
    const s1730 = await slotAt("17:30");
    // A request at 14:00 whose requester is busy at 13:30: a keynote at 14:00 moves it to 14:30.
    const [from] = (await makeCompany(t.app)) as [Person];
    const [to] = (await makeCompany(t.app)) as [Person];
    const [other] = (await makeCompany(t.app)) as [Person];
    const busy = await requestMeeting(t.app, from, other, s1330.id, "Busy at 13:30");
    expect((await act(t.app, other, busy.body.payload.meetingId as number, "accept")).status).toBe(200);
    const asked = await requestMeeting(t.app, from, to, s1400.id, "A request that moves");
    const requestId = asked.body.payload.meetingId as number;
    const expiryJobs = () =>
      t.app.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(
          and(eq(jobs.name, "scheduler.expire"), eq(jobs.key, String(requestId)), eq(jobs.status, "pending")),
        );
    const [oldExpiry] = await expiryJobs();
    expect((await meetingRow(t.app, requestId)).expiresAt?.getTime()).toBe(s1400.startsAtUtc.getTime());
    // An accepted meeting at 17:30, a slot the shorter day takes out.
    const history = await accepted(s1730.id);

    const changed = [
      { ...(input[0] as MeetingDayInput), end: "17:00", keynotes: [{ start: "14:00", label: "Keynote" }] },
      ...input.slice(1),
    ];
    const seen = meetingDaysPreviewResponseSchema.parse((await preview(editionId, changed)).json()).payload;
    expect(seen.meetings.find((m) => m.meetingId === requestId)?.moveTo?.timeStart).toBe("14:30");
    const choices = seen.meetings.map((m) => ({
      meetingId: m.meetingId,
      action: m.meetingId === requestId ? "move" : "cancel",
    }));
    // The scheduler has read the days before the change (the slots are kept between reads).
    const before = (await call(t.app, history.from, "GET", "/api/scheduler/timeslots")).body as {
      timeslots: { id: number }[];
    };
    expect(before.timeslots.map((s) => s.id)).toContain(s1730.id);
    const done = await apply(editionId, changed, choices);
    expect(done.statusCode, done.body).toBe(200);

    // The request sits at 14:30 and lapses when that slot begins: its old expiry is gone, the new
    // one is due 30 minutes later.
    const moved = await meetingRow(t.app, requestId);
    expect(moved.timeslotId).toBe(s1430.id);
    expect(moved.expiresAt?.getTime()).toBe(s1430.startsAtUtc.getTime());
    const expiries = await expiryJobs();
    expect(expiries).toHaveLength(1);
    expect((Number(expiries[0]?.runAt) - Number(oldExpiry?.runAt)) / 60_000).toBeCloseTo(30, 0);

    // The 17:30 slot is out of the days but stays for its cancelled meeting, whose people keep
    // it in their lists and their bell; nobody can book it.
    const cancelled = await meetingRow(t.app, history.id);
    expect(cancelled.dtCancelled).not.toBeNull();
    expect(cancelled.timeslotId).toBe(s1730.id);
    expect((await slotAt("17:30")).removedAt).not.toBeNull();
    for (const who of [history.from, history.to]) {
      const news = (await call(t.app, who, "GET", "/api/notifications")).body.items as {
        kind: string;
        meetingId: number;
      }[];
      expect(news.find((n) => n.meetingId === history.id)?.kind, who.name).toBe("cancelled");
      const mine = (await call(t.app, who, "GET", "/api/scheduler/timeslots")).body as {
        timeslots: { id: number }[];
      };
      expect(mine.timeslots.map((s) => s.id)).not.toContain(s1730.id);
    }
    const [x] = (await makeCompany(t.app)) as [Person];
    const [y] = (await makeCompany(t.app)) as [Person];
    expect((await requestMeeting(t.app, x, y, s1730.id, "Too late")).status).toBe(404);
    expect((await read()).days[0]?.slots.map((s) => s.timeStart)).not.toContain("17:30");

    // The day as it was: 17:30 is planned again with its own id, and its history stays with it.
    expect((await apply(editionId, input, [{ meetingId: requestId, action: "cancel" }])).statusCode).toBe(
      200,
    );
    expect((await slotAt("17:30")).removedAt).toBeNull();
    expect((await read()).days[0]?.slots.find((s) => s.timeStart === "17:30")?.id).toBe(s1730.id);
    expect((await meetingRow(t.app, history.id)).timeslotId).toBe(s1730.id);
  });

  it("moves a meeting only to a slot that has not started yet, in the preview as in the change", async () => {
    // 12:10 in Dublin: the 12:00 slot has started; 12:30 (slot 6) becomes a keynote. Its
    // meeting is as near to 12:00 as to 13:00, but only 13:00 lies ahead.
    const days = await read();
    const editionId = days.edition.id;
    const idsBefore = await slotIds(editionId);
    const meeting = await accepted(6);
    const input = inputOf(days.days);
    const keynoteAt1230 = [
      { ...(input[0] as MeetingDayInput), keynotes: [{ start: "12:30", label: "Lunch keynote" }] },
      ...input.slice(1),
    ];
    const seen = meetingDaysPreviewResponseSchema.parse(
      (await preview(editionId, keynoteAt1230)).json(),
    ).payload;
    const mine = seen.meetings.find((m) => m.meetingId === meeting.id);
    expect(mine?.moveTo).toEqual({ timeStart: "13:00", timeEnd: "13:30" });
    const choices = seen.meetings.map((m) => ({ meetingId: m.meetingId, action: "move" }));
    const done = await apply(editionId, keynoteAt1230, choices);
    expect(done.statusCode, done.body).toBe(200);
    const row = await meetingRow(t.app, meeting.id);
    const [slot] = await t.app.db.select().from(timeslots).where(eq(timeslots.id, row.timeslotId));
    expect(slot?.timeStart).toBe("13:00");
    expect(row.dtCancelled).toBeNull();
    expect((await apply(editionId, input)).statusCode).toBe(200);
    expect(await slotIds(editionId)).toEqual(idsBefore);
  });

  it("refuses changes to past editions' meeting days and dinner days (409), and still shows them", async () => {
    const input = inputOf((await read()).days);
    for (const editionId of [1, 2]) {
      expect((await read(editionId)).edition.id).toBe(editionId);
      const answers = [
        await preview(editionId, input),
        await apply(editionId, input),
        await t.asOrganiser("POST", "/api/organiser/meeting-days/dinner-days", {
          editionId,
          day: 1,
          seats: 10,
        }),
        await t.app.inject({
          method: "DELETE",
          url: `/api/organiser/meeting-days/dinner-days/1?editionId=${editionId}&withSignups=true`,
          headers: t.organiser.headers,
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${editionId}: ${res.body}`).toBe(409);
        expect(res.json()).toMatchObject({ field: "editionId" });
        expect(res.json().message).toContain("past edition");
      }
    }
  });

  it("refuses fewer tables than a meeting's table needs, naming the field", async () => {
    const days = await read();
    const { id } = await accepted(9);
    await t.app.db.update(meetings).set({ tableNumber: 100 }).where(eq(meetings.id, id));
    const input = inputOf(days.days);
    const res = await preview(days.edition.id, [
      { ...(input[0] as MeetingDayInput), floorTables: 50, lobbyPlaces: 100 },
      ...input.slice(1),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe("days.0.floorTables");
  });

  it("prepares a next edition in another time zone: slots at local times across daylight saving time, a day added and removed", async () => {
    const made = await t.asOrganiser("POST", "/api/organiser/editions", {
      name: "2026 Berlin",
      city: "Berlin",
      venue: "Spree Hall",
      dateStart: "2026-03-28",
      timezone: "Europe/Berlin",
    });
    expect(made.statusCode, made.body).toBe(200);
    const editionId = made.json().payload.id as number;
    const days = await read(editionId);
    expect(days.edition).toMatchObject({ id: editionId, isCurrent: false, timezone: "Europe/Berlin" });
    expect(days.editions.map((e) => e.id)).toContain(editionId);
    // Copied: 29 March (the day clocks go forward in Berlin) and 30 March.
    expect(days.days.map((d) => d.date)).toEqual(["2026-03-29", "2026-03-30"]);
    expect(days.dinnerDays.map((d) => d.day)).toEqual([1, 2]);

    const input = inputOf(days.days);
    const shorter: MeetingDayInput[] = [
      {
        ...(input[0] as MeetingDayInput),
        start: "09:00",
        end: "12:00",
        slotMinutes: 20,
        breaks: [{ start: "10:00", end: "10:20", label: "Coffee" }],
      },
      input[1] as MeetingDayInput,
    ];
    const shown = await preview(editionId, shorter);
    expect(shown.statusCode, shown.body).toBe(200);
    const seen = meetingDaysPreviewResponseSchema.parse(shown.json()).payload;
    const sunday = seen.days[0];
    expect(sunday?.slots.map((s) => s.timeStart)).toEqual([
      "09:00",
      "09:20",
      "09:40",
      "10:20",
      "10:40",
      "11:00",
      "11:20",
      "11:40",
    ]);
    // 09:00 in Berlin on the day summer time begins is 07:00 UTC (CEST, +2), not 08:00.
    expect(sunday?.slots[0]?.startsAtUtc).toBe("2026-03-29T07:00:00.000Z");
    expect(sunday?.slots[0]?.startsAtUtc).toBe(
      instantAt("2026-03-29", "09:00", "Europe/Berlin").toISOString(),
    );
    expect(seen.timezone).toBe("Europe/Berlin");
    // The old 10:00 slot stays (its id too); the 10:30 one goes.
    expect(sunday?.slots.find((s) => s.timeStart === "10:20")?.change).toBe("create");
    expect(sunday?.removed.map((s) => s.timeStart)).toContain("10:30");
    expect(seen.meetings).toEqual([]);

    const done = await apply(editionId, shorter);
    expect(done.statusCode, done.body).toBe(200);
    const after = await read(editionId);
    expect(after.days[0]).toMatchObject({
      start: "09:00",
      slotMinutes: 20,
      breaks: [{ start: "10:00", end: "10:20", label: "Coffee" }],
    });
    expect(after.days[0]?.slots).toHaveLength(8);

    // A day before the first would renumber the stored ones; the last day goes, and comes back.
    const kept = inputOf(after.days);
    const before = await preview(editionId, [
      { ...(kept[1] as MeetingDayInput), date: "2026-03-28" },
      ...kept,
    ]);
    expect(before.statusCode).toBe(400);
    expect(before.json().field).toBe("days");
    const one = kept.slice(0, 1);
    const dropped = meetingDaysPreviewResponseSchema.parse((await preview(editionId, one)).json()).payload;
    expect(dropped.removedDays.map((d) => d.day)).toEqual([2]);
    expect((await apply(editionId, one)).statusCode).toBe(200);
    expect((await read(editionId)).days).toHaveLength(1);
    expect((await apply(editionId, kept)).statusCode).toBe(200);
    expect((await read(editionId)).days.map((d) => [d.day, d.date, d.slots.length])).toEqual([
      [1, "2026-03-29", 8],
      [2, "2026-03-30", 14],
    ]);
    // The current edition was not touched.
    expect((await read()).days).toHaveLength(2);
  });

  it("edits the dinner days: seats, a day with sign-ups removed only when asked, and re-added", async () => {
    const days = await read();
    const editionId = days.edition.id;
    const day2 = days.dinnerDays.find((d) => d.day === 2);
    expect(day2?.taken).toBeGreaterThan(0);
    const set = (day: number, seats: number) =>
      t.asOrganiser("POST", "/api/organiser/meeting-days/dinner-days", { editionId, day, seats });

    const few = await set(2, 1);
    expect(few.statusCode).toBe(409);
    expect(few.json().field).toBe("seats");
    const more = await set(2, 300);
    expect(more.statusCode, more.body).toBe(200);
    expect(
      meetingDaysResponseSchema.parse(more.json()).payload.dinnerDays.find((d) => d.day === 2)?.seats,
    ).toBe(300);
    expect(await t.newestAudit("edition")).toMatchObject({
      action: "dinnerDay.update",
      before: { seats: 250 },
      after: { seats: 300 },
    });
    const spots = (await t.app.inject({ method: "GET", url: "/api/misc/captLunchSlotsTaken" })).json()
      .payload as { dayNumber: number; spots: number }[];
    expect(spots.find((d) => d.dayNumber === 2)?.spots).toBe(300);
    const noDay = await set(5, 10);
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().field).toBe("day");

    const remove = (withSignups: boolean) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/organiser/meeting-days/dinner-days/2?editionId=${editionId}&withSignups=${withSignups}`,
        headers: t.organiser.headers,
      });
    const refused = await remove(false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().field).toBe("withSignups");
    const holders = await t.app.db
      .select({ id: dinnerRegistrations.id, status: dinnerRegistrations.status })
      .from(dinnerRegistrations)
      .where(
        and(
          eq(dinnerRegistrations.editionId, editionId),
          eq(dinnerRegistrations.dayNumber, 2),
          inArray(dinnerRegistrations.status, [0, 1]),
        ),
      );
    const mailsBefore = await newestMailId(t.app);
    const removed = await remove(true);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(meetingDaysResponseSchema.parse(removed.json()).payload.dinnerDays.map((d) => d.day)).toEqual([1]);
    const after = await t.app.db
      .select({ status: dinnerRegistrations.status })
      .from(dinnerRegistrations)
      .where(
        inArray(
          dinnerRegistrations.id,
          holders.map((h) => h.id),
        ),
      );
    expect(after.every((row) => row.status === 2)).toBe(true);
    expect(await newestMailId(t.app)).toBeGreaterThanOrEqual(mailsBefore + holders.length);
    expect(await t.newestAudit("edition")).toMatchObject({
      action: "dinnerDay.remove",
      after: { declined: holders.length },
    });

    expect((await set(2, 250)).statusCode).toBe(200);
    expect(await t.newestAudit("edition")).toMatchObject({ action: "dinnerDay.add" });
  });
});
