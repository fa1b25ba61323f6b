import { overviewResponseSchema } from "@ebm/shared/schemas/organiser-overview";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  dinnerRegistrations,
  editionContacts,
  meetingParticipants,
  meetings,
  timeslots,
} from "../../../db/schema/index.ts";
import { first } from "../../../test/app.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();

async function overview() {
  const res = await t.asOrganiser("GET", "/api/organiser/overview");
  expect(res.statusCode, res.body).toBe(200);
  return overviewResponseSchema.parse(res.json()).payload;
}

describe("GET /api/organiser/overview", () => {
  it("refuses visitors and attendees", async () => {
    const { headers } = await t.attendee();
    const res = await t.app.inject({ method: "GET", url: "/api/organiser/overview", headers });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/organiser/overview" })).statusCode).toBe(401);
  });

  it("shows each figure as its section does: floor tables, dinner seats taken, the acceptance rate's base", async () => {
    const o = await overview();
    const settings = (await t.asOrganiser("GET", "/api/organiser/settings")).json().payload;
    const dinner = (await t.asOrganiser("GET", "/api/organiser/dinner/summary")).json().payload;
    const open = (await t.app.inject({ method: "GET", url: "/api/misc/captLunchSlotsTaken" })).json();
    for (const day of o.tables) {
      const plan = (await t.asOrganiser("GET", `/api/organiser/meetings/plan?day=${day.day}`)).json().payload;
      // 120 stored: tables 1 to 119 on the floor, everywhere.
      expect(day.tables).toBe(119);
      expect(settings.meetingDays.find((d: { day: number }) => d.day === day.day)?.floorTables).toBe(
        day.tables,
      );
      expect(plan.slots[0].tables).toBe(day.tables);
    }
    for (const day of o.dinner.days) {
      expect(day.taken).toBe(day.pending + day.approved);
      expect(dinner.days.find((d: { dayNumber: number }) => d.dayNumber === day.dayNumber)?.taken).toBe(
        day.taken,
      );
      expect(open.payload.find((d: { dayNumber: number }) => d.dayNumber === day.dayNumber)?.taken).toBe(
        day.taken,
      );
    }
    // Requests still waiting are beside the rate, not in it.
    expect(o.meetings.pending).toBeGreaterThan(0);
    expect(o.meetings.answered).toBe(o.meetings.accepted + o.meetings.declined);
  });

  it("gives every state, day and slot, with totals that add up", async () => {
    const o = await overview();
    expect(o.registrations.byStatus.map((row) => row.status)).toEqual([
      "pending_payment",
      "paid",
      "failed",
      "cancelled",
      "awaiting_verification",
      "verified",
      "declined",
    ]);
    expect(o.registrations.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(o.registrations.total);
    expect(o.attendees).toBeGreaterThan(0);
    expect(o.companies).toBeGreaterThan(0);
    expect(o.companies).toBeLessThanOrEqual(o.attendees);
    expect(o.checkins.today).toBeLessThanOrEqual(o.checkins.total);
    expect(o.dinner.spotsPerDay).toBe(250);
    expect(o.dinner.days.map((day) => day.dayNumber)).toEqual([1, 2]);
    expect(o.tables.map((day) => day.day)).toEqual([1, 2]);
    for (const day of o.tables) {
      expect(day.tables).toBeGreaterThan(0);
      expect(day.tablesMax).toBeGreaterThanOrEqual(day.tables);
      expect(day.slots.length).toBeGreaterThan(0);
      expect(day.peakTablesUsed).toBe(Math.max(...day.slots.map((slot) => slot.tablesUsed)));
    }
    const m = o.meetings;
    expect(m.pending + m.accepted + m.declined + m.expired).toBeLessThanOrEqual(m.requested);
    expect(m.answered).toBe(m.accepted + m.declined);
    if (m.acceptanceRate !== null) expect(m.acceptanceRate).toBeCloseTo(m.accepted / m.answered);
    expect(o.timezone).toBe("Europe/Dublin");
    expect(o.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("counts what happens: a new attending company, a check-in today, a dinner sign-up, meetings", async () => {
    const before = await overview();
    const made = await t.app.services.dev.createSampleCompany({ contacts: 2, attending: true });
    const [a, b] = made.contacts.map((c) => c.id) as [number, number];
    const editionId = before.edition.id;

    // Checked in now by the event clock: today's count and the total grow.
    await t.app.db
      .update(editionContacts)
      .set({ checkedInAt: t.app.eventNow() })
      .where(and(eq(editionContacts.editionId, editionId), eq(editionContacts.contactId, a)));
    // Checked in a week earlier: only the total grows.
    await t.app.db
      .update(editionContacts)
      .set({ checkedInAt: new Date(t.app.eventNow().getTime() - 7 * 24 * 3600_000) })
      .where(and(eq(editionContacts.editionId, editionId), eq(editionContacts.contactId, b)));
    await t.app.db
      .insert(dinnerRegistrations)
      .values({ editionId, contactId: a, companyId: made.company.id, dayNumber: 2, status: 0 });

    // A request accepted at a floor table of the first slot, one declined, one still pending.
    const slot = first(
      await t.app.db
        .select({ id: timeslots.id })
        .from(timeslots)
        .where(and(eq(timeslots.editionId, editionId), eq(timeslots.keynote, false), eq(timeslots.day, 1)))
        .orderBy(asc(timeslots.startsAtUtc))
        .limit(1),
    );
    const slotBefore = before.tables[0]?.slots.find((s) => s.timeslotId === slot.id);
    const usedTables = await t.app.db
      .select({ table: meetings.tableNumber })
      .from(meetings)
      .where(eq(meetings.timeslotId, slot.id));
    const freeTable = [...Array(100).keys()]
      .map((n) => n + 1)
      .find((n) => !usedTables.some((row) => row.table === n));
    const accepted = first(
      await t.app.db
        .insert(meetings)
        .values({ editionId, timeslotId: slot.id, fromId: a, toId: b, status: 1, tableNumber: freeTable })
        .returning({ id: meetings.id }),
    );
    await t.app.db.insert(meetingParticipants).values([
      { meetingId: accepted.id, contactId: a, timeslotId: slot.id },
      { meetingId: accepted.id, contactId: b, timeslotId: slot.id },
    ]);
    await t.app.db.insert(meetings).values([
      {
        editionId,
        timeslotId: slot.id,
        fromId: b,
        toId: a,
        status: 0,
        dtCancelled: new Date(),
        cancelReason: "declined",
      },
      { editionId, timeslotId: slot.id, fromId: b, toId: a, status: 0 },
      // A block is not a request.
      { editionId, timeslotId: slot.id, fromId: a, toId: a, status: 0 },
    ]);

    const after = await overview();
    expect(after.attendees).toBe(before.attendees + 2);
    expect(after.companies).toBe(before.companies + 1);
    expect(after.checkins.today).toBe(before.checkins.today + 1);
    expect(after.checkins.total).toBe(before.checkins.total + 2);
    expect(after.dinner.days[1]?.pending).toBe((before.dinner.days[1]?.pending ?? 0) + 1);
    expect(after.dinner.days[1]?.taken).toBe((before.dinner.days[1]?.taken ?? 0) + 1);
    expect(after.meetings.requested).toBe(before.meetings.requested + 3);
    expect(after.meetings.accepted).toBe(before.meetings.accepted + 1);
    expect(after.meetings.declined).toBe(before.meetings.declined + 1);
    expect(after.meetings.pending).toBe(before.meetings.pending + 1);
    expect(after.meetings.answered).toBe(before.meetings.answered + 2);
    const slotAfter = after.tables[0]?.slots.find((s) => s.timeslotId === slot.id);
    expect(slotAfter?.tablesUsed).toBe((slotBefore?.tablesUsed ?? 0) + 1);
    expect(after.meetings.perAttendee).toBeGreaterThan(0);
  });
});
