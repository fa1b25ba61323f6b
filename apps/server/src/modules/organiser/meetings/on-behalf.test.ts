import { notificationListResponseSchema } from "@ebm/shared/schemas/notifications";
import {
  commonSlotsResponseSchema,
  meetingPlanResponseSchema,
  placedMeetingResponseSchema,
} from "@ebm/shared/schemas/organiser-meetings";
import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contacts, editions, jobs, meetings, timeslotMetadata } from "../../../db/schema/index.ts";
import { newestMailId } from "../../../test/app.ts";
import {
  call,
  mailsTo,
  makeCompany,
  meetingRow,
  type Person,
  participantsOf,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit, type Signed } from "../organiser.test-kit.ts";

const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON, PUBLIC_URL: "https://ebm.example" });
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

/** Two attendees of two new companies. */
async function pair() {
  const [a] = (await makeCompany(t.app)) as [Person];
  const [b] = (await makeCompany(t.app)) as [Person];
  return { a, b };
}

const book = (body: object, who: Signed = t.organiser) =>
  call(t.app, who, "POST", "/api/organiser/meetings", body);
const reschedule = (id: number, body: object, who: Signed = t.organiser) =>
  call(t.app, who, "POST", `/api/organiser/meetings/${id}/reschedule`, body);
const cancel = (id: number, body: object, who: Signed = t.organiser) =>
  call(t.app, who, "POST", `/api/organiser/meetings/${id}/cancel`, body);
const mark = (id: number, body: object, who: Signed = t.organiser) =>
  call(t.app, who, "POST", `/api/organiser/meetings/${id}/outcome`, body);

/** A meeting the organiser books for a new pair; answers its id and the pair. */
async function booked(timeslotId: number = SLOT.later, tableNumber?: number) {
  const { a, b } = await pair();
  const res = await book({ fromId: a.id, toId: b.id, timeslotId, ...(tableNumber ? { tableNumber } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { a, b, ...placedMeetingResponseSchema.parse(res.body).payload };
}

async function centre(person: Person) {
  const res = await call(t.app, person, "GET", "/api/notifications");
  expect(res.status).toBe(200);
  return notificationListResponseSchema.parse(res.body).items;
}

/** The highest floor table no meeting holds in any of the slots (of day 1). */
async function freeTable(...timeslotIds: number[]) {
  const res = await call(t.app, t.organiser, "GET", "/api/organiser/meetings/plan?day=1");
  const slots = meetingPlanResponseSchema
    .parse(res.body)
    .payload.slots.filter((s) => timeslotIds.includes(s.timeslotId));
  if (slots.length !== timeslotIds.length) throw new Error("no such slot");
  const used = new Set(slots.flatMap((slot) => slot.atTables.map((m) => m.table)));
  for (let table = Math.min(...slots.map((s) => s.tables)); table >= 1; table--)
    if (!used.has(table)) return table;
  throw new Error("no free table");
}

/** Sets the places of the current edition's second day; answers how to put them back. */
async function setDay2Places(meetingTables: number, meetingTablesMax: number) {
  const { edition } = await t.app.services.settings.current();
  const where = and(eq(timeslotMetadata.editionId, edition.id), eq(timeslotMetadata.day, 2));
  const [before] = await t.app.db.select().from(timeslotMetadata).where(where);
  if (!before) throw new Error("the second day has no places set");
  await t.app.db.update(timeslotMetadata).set({ meetingTables, meetingTablesMax }).where(where);
  return async () => {
    await t.app.db
      .update(timeslotMetadata)
      .set({ meetingTables: before.meetingTables, meetingTablesMax: before.meetingTablesMax })
      .where(where);
  };
}

/** A desk staff member (check-in only). */
async function deskStaff(): Promise<Person> {
  const [desk] = (await makeCompany(t.app)) as [Person];
  await t.app.db.update(contacts).set({ role: "desk" }).where(eq(contacts.id, desk.id));
  return desk;
}

describe("POST /api/organiser/meetings", () => {
  it("books an accepted meeting at a table: both are busy, both are told in the bell and by mail, and the audit says so", async () => {
    const { a, b } = await pair();
    const mailsBefore = await newestMailId(t.app);
    const table = await freeTable(SLOT.later);
    const res = await book({ fromId: a.id, toId: b.id, timeslotId: SLOT.later, tableNumber: table });
    expect(res.status).toBe(200);
    const { meetingId } = placedMeetingResponseSchema.parse(res.body).payload;
    expect(res.body.payload).toMatchObject({ timeslotId: SLOT.later, table });
    const row = await meetingRow(t.app, meetingId);
    expect(row).toMatchObject({ status: 1, tableNumber: table, fromId: a.id, toId: b.id, dtCancelled: null });
    expect(await participantsOf(t.app, meetingId)).toEqual([a.id, b.id].sort((x, y) => x - y));
    // Its reminder is on the job runner, as for a meeting the people accepted themselves.
    const [reminder] = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "scheduler.remind"), eq(jobs.key, String(meetingId))));
    expect(reminder?.status).toBe("pending");
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const [note] = await centre(who);
      expect(note).toMatchObject({ kind: "booked", meetingId, actor: null, place: `Table: ${table}` });
      const [mail] = await mailsTo(t.app, who.email, mailsBefore);
      expect(mail?.kind).toBe("meeting_booked");
      expect(mail?.text).toContain(other.name);
      expect(mail?.text).toContain("Dublin time");
      expect(mail?.senderKey).toBe(`organiser:${t.organiser.id}`);
      const mine = (await call(t.app, who, "GET", "/api/scheduler/meetings")).body.meets as {
        id: number;
        status: number;
        table: number;
      }[];
      expect(mine.find((m) => m.id === meetingId)).toMatchObject({ status: 1, table });
    }
    expect(await t.newestAudit("meeting")).toMatchObject({
      action: "meeting.book",
      objectId: String(meetingId),
      after: { fromId: a.id, toId: b.id, timeslotId: SLOT.later, table },
    });
  });

  it("takes the lowest free place without a table, and refuses a busy person, a taken table and one company (409)", async () => {
    const first = await booked();
    expect(first.table).toBeGreaterThan(0);
    const { a, b } = await pair();
    // a is busy in the slot: a request of theirs holds it.
    expect((await requestMeeting(t.app, a, b, SLOT.next)).status).toBe(200);
    const busy = await book({ fromId: a.id, toId: first.a.id, timeslotId: SLOT.next });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toContain(a.name);
    const blocked = await pair();
    expect(
      (await call(t.app, blocked.b, "POST", "/api/scheduler/blockTimeslot", { timeslotId: SLOT.later }))
        .status,
    ).toBe(200);
    expect((await book({ fromId: blocked.a.id, toId: blocked.b.id, timeslotId: SLOT.later })).status).toBe(
      409,
    );
    const taken = await book({
      fromId: blocked.a.id,
      toId: b.id,
      timeslotId: SLOT.later,
      tableNumber: first.table,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Table ${first.table} is taken in this timeslot. Choose a free table.`);
    const [c, colleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
    const same = await book({ fromId: c.id, toId: colleague.id, timeslotId: SLOT.later });
    expect(same.status).toBe(409);
    expect(same.body.field).toBe("toId");
    // The slot is over, or the keynote.
    expect((await book({ fromId: c.id, toId: b.id, timeslotId: SLOT.ended })).status).toBe(409);
  });

  it("answers 409 when no place is left in the slot", async () => {
    const { a, b } = await pair();
    const restore = await setDay2Places(1, 0);
    try {
      const res = await book({ fromId: a.id, toId: b.id, timeslotId: SLOT.friday });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This timeslot is fully booked: every table is taken.");
    } finally {
      await restore();
    }
  });

  it("answers 400 naming the field, and 404 for people who do not attend or an unknown slot", async () => {
    const { a, b } = await pair();
    const cases: [object, string][] = [
      [{ toId: b.id, timeslotId: SLOT.later }, "fromId"],
      [{ fromId: a.id, toId: "x", timeslotId: SLOT.later }, "toId"],
      [{ fromId: a.id, toId: b.id, timeslotId: -1 }, "timeslotId"],
      [{ fromId: a.id, toId: b.id, timeslotId: SLOT.later, tableNumber: 2.5 }, "tableNumber"],
      [{ fromId: a.id, toId: a.id, timeslotId: SLOT.later }, "toId"],
      [{ fromId: a.id, toId: b.id, timeslotId: SLOT.later, tableNumber: 5000 }, "tableNumber"],
    ];
    for (const [body, field] of cases) {
      const res = await book(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    const [away] = (await makeCompany(t.app, { attending: false })) as [Person];
    const notAttending = await book({ fromId: a.id, toId: away.id, timeslotId: SLOT.later });
    expect(notAttending).toMatchObject({ status: 404, body: { field: "toId" } });
    const noSlot = await book({ fromId: a.id, toId: b.id, timeslotId: 999_999 });
    expect(noSlot).toMatchObject({ status: 404, body: { field: "timeslotId" } });
  });

  it("is for organisers only: 401 signed out, 403 for an attendee and for desk staff", async () => {
    const { a, b } = await pair();
    const body = { fromId: a.id, toId: b.id, timeslotId: SLOT.later };
    expect((await book(body, { headers: { authorization: "" } })).status).toBe(401);
    expect((await book(body, a)).status).toBe(403);
    expect((await book(body, await deskStaff())).status).toBe(403);
  });
});

describe("GET /api/organiser/meetings/common-slots and /attendees", () => {
  it("lists only the open slots where both are free, with their free tables; finds attendees by name or company", async () => {
    const { a, b } = await pair();
    const first = await booked(SLOT.next);
    const res = await call(
      t.app,
      t.organiser,
      "GET",
      `/api/organiser/meetings/common-slots?a=${a.id}&b=${first.a.id}`,
    );
    expect(res.status).toBe(200);
    const { slots, timeZone } = commonSlotsResponseSchema.parse(res.body).payload;
    expect(timeZone).toBe("Europe/Dublin");
    const ids = slots.map((s) => s.timeslotId);
    expect(ids).not.toContain(SLOT.next);
    expect(ids).not.toContain(SLOT.ended);
    expect(ids).toContain(SLOT.later);
    expect(ids).toContain(SLOT.friday);
    const later = slots.find((s) => s.timeslotId === SLOT.later);
    expect(later?.freeTables.length).toBeGreaterThan(100);
    expect(
      (await call(t.app, t.organiser, "GET", `/api/organiser/meetings/common-slots?a=${a.id}&b=${a.id}`)).body
        .field,
    ).toBe("b");
    expect(
      (await call(t.app, t.organiser, "GET", "/api/organiser/meetings/common-slots?a=x&b=1")).body.field,
    ).toBe("a");

    const search = await call(
      t.app,
      t.organiser,
      "GET",
      `/api/organiser/meetings/attendees?q=${encodeURIComponent(b.name)}`,
    );
    expect(search.status).toBe(200);
    expect(search.body.payload.people).toEqual([expect.objectContaining({ id: b.id, name: b.name })]);
    expect(
      (await call(t.app, t.organiser, "GET", "/api/organiser/meetings/attendees?q=%25")).body.field,
    ).toBe("q");
    expect((await call(t.app, a, "GET", "/api/organiser/meetings/attendees?q=Person")).status).toBe(403);
  });
});

describe("POST /api/organiser/meetings/:id/reschedule", () => {
  it("moves the meeting to another slot: the old slot is free, both are told, the reminder follows, the audit keeps before and after", async () => {
    const { a, b, meetingId, table } = await booked(SLOT.later);
    const mailsBefore = await newestMailId(t.app);
    const res = await reschedule(meetingId, { timeslotId: SLOT.friday });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = placedMeetingResponseSchema.parse(res.body).payload;
    expect(moved.timeslotId).toBe(SLOT.friday);
    const row = await meetingRow(t.app, meetingId);
    expect(row).toMatchObject({ timeslotId: SLOT.friday, tableNumber: moved.table, status: 1 });
    expect(await participantsOf(t.app, meetingId)).toEqual([a.id, b.id].sort((x, y) => x - y));
    for (const who of [a, b]) {
      expect((await centre(who))[0]).toMatchObject({ kind: "moved", meetingId });
      const [mail] = await mailsTo(t.app, who.email, mailsBefore);
      expect(mail?.kind).toBe("meeting_rescheduled");
      expect(mail?.text).toContain("Friday 7 November");
    }
    // Both are free again in the old slot: a request there goes through.
    expect((await requestMeeting(t.app, a, b, SLOT.later)).status).toBe(200);
    const reminders = await t.app.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.name, "scheduler.remind"), eq(jobs.key, String(meetingId)), eq(jobs.status, "pending")),
      );
    expect(reminders).toHaveLength(1);
    expect(await t.newestAudit("meeting")).toMatchObject({
      action: "meeting.reschedule",
      before: { timeslotId: SLOT.later, table },
      after: { timeslotId: SLOT.friday, table: moved.table },
    });
  });

  it("refuses its own slot (400), a busy person (409), unknown or other editions' meetings (404), and non-organisers", async () => {
    const { a, meetingId } = await booked(SLOT.later);
    expect(await reschedule(meetingId, { timeslotId: SLOT.later })).toMatchObject({
      status: 400,
      body: { field: "timeslotId" },
    });
    const [c] = (await makeCompany(t.app)) as [Person];
    expect((await requestMeeting(t.app, a, c, SLOT.next)).status).toBe(200);
    expect((await reschedule(meetingId, { timeslotId: SLOT.next })).status).toBe(409);
    expect((await reschedule(2_000_000, { timeslotId: SLOT.friday })).status).toBe(404);
    // A meeting of another edition is unknown here.
    const foreign = await booked(SLOT.friday);
    const [current] = await t.app.db.select().from(editions).orderBy(desc(editions.edition)).limit(1);
    if (!current) throw new Error("no edition");
    const { id: _id, ...copy } = current;
    const [otherEdition] = await t.app.db
      .insert(editions)
      .values({ ...copy, edition: current.edition + 100, name: "A later edition" })
      .returning({ id: editions.id });
    await t.app.db
      .update(meetings)
      .set({ editionId: otherEdition?.id })
      .where(eq(meetings.id, foreign.meetingId));
    expect((await reschedule(foreign.meetingId, { timeslotId: SLOT.later })).status).toBe(404);
    expect((await cancel(foreign.meetingId, { reason: "Not ours" })).status).toBe(404);
    expect((await mark(foreign.meetingId, { outcome: "held" })).status).toBe(404);
    expect((await reschedule(meetingId, { timeslotId: SLOT.friday }, a)).status).toBe(403);
    expect((await reschedule(meetingId, { timeslotId: SLOT.friday }, await deskStaff())).status).toBe(403);
    expect((await reschedule(meetingId, { timeslotId: "x" })).body.field).toBe("timeslotId");
  });
});

describe("POST /api/organiser/meetings/:id/cancel", () => {
  it("cancels with a reason both read; the slot is free again; the audit keeps the reason", async () => {
    const { a, b, meetingId } = await booked(SLOT.later);
    const mailsBefore = await newestMailId(t.app);
    const res = await cancel(meetingId, { reason: "The stand moved to Hall B." });
    expect(res).toMatchObject({ status: 200, body: { payload: { meetingId } } });
    const row = await meetingRow(t.app, meetingId);
    expect(row).toMatchObject({ cancelReason: "organisers", cancelledBy: t.organiser.id });
    expect(row.dtCancelled).not.toBeNull();
    expect(await participantsOf(t.app, meetingId)).toEqual([]);
    for (const who of [a, b]) {
      expect((await centre(who))[0]).toMatchObject({ kind: "cancelled", meetingId, actor: null });
      const [mail] = await mailsTo(t.app, who.email, mailsBefore);
      expect(mail?.kind).toBe("meeting_cancelled_by_organisers");
      expect(mail?.text).toContain("The stand moved to Hall B.");
    }
    const audit = await t.newestAudit("meeting");
    expect(audit).toMatchObject({
      action: "meeting.cancel",
      after: { status: "cancelled", reason: "The stand moved to Hall B." },
    });
    expect((await cancel(meetingId, { reason: "Again" })).status).toBe(409);
  });

  it("needs a reason (400 naming it) and is for organisers only", async () => {
    const { a, meetingId } = await booked(SLOT.later);
    for (const body of [{}, { reason: "" }, { reason: "x".repeat(501) }, { reason: 5 }]) {
      const res = await cancel(meetingId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe("reason");
    }
    expect((await cancel(meetingId, { reason: "Because" }, { headers: { authorization: "" } })).status).toBe(
      401,
    );
    expect((await cancel(meetingId, { reason: "Because" }, a)).status).toBe(403);
    expect((await cancel(meetingId, { reason: "Because" }, await deskStaff())).status).toBe(403);
    expect((await cancel(2_000_000, { reason: "Because" })).status).toBe(404);
  });
});

describe("POST /api/organiser/meetings/:id/outcome and the figures per table", () => {
  it("marks held or no-show once the slot has begun; the plan and its CSV count them per table", async () => {
    const early = await booked(SLOT.later);
    expect((await mark(early.meetingId, { outcome: "held" })).status).toBe(409);
    expect((await mark(early.meetingId, { outcome: "maybe" })).body.field).toBe("outcome");
    expect((await mark(early.meetingId, { outcome: "held" }, early.a)).status).toBe(403);

    const table = await freeTable(SLOT.ended, SLOT.ended - 1);
    const held = await booked(SLOT.later);
    const missed = await booked(SLOT.later);
    // As if both had been booked before their slot began, the one that has ended now.
    for (const [id, at] of [
      [held.meetingId, table],
      [missed.meetingId, table],
    ] as const)
      await t.app.db
        .update(meetings)
        .set({ timeslotId: id === held.meetingId ? SLOT.ended : SLOT.ended - 1, tableNumber: at })
        .where(eq(meetings.id, id));
    expect((await mark(held.meetingId, { outcome: "held" })).status).toBe(200);
    expect((await mark(missed.meetingId, { outcome: "noShow" })).status).toBe(200);
    expect(await t.newestAudit("meeting")).toMatchObject({
      action: "meeting.outcome",
      before: { outcome: null },
      after: { outcome: "noShow" },
    });
    expect((await meetingRow(t.app, held.meetingId)).outcome).toBe("held");
    // The people's screens change; no bell rings.
    expect((await centre(held.a)).some((n) => n.kind === "outcome")).toBe(false);

    const res = await call(t.app, t.organiser, "GET", "/api/organiser/meetings/plan?day=1");
    const plan = meetingPlanResponseSchema.parse(res.body).payload;
    expect(plan.timeZone).toBe("Europe/Dublin");
    expect(plan.tableFigures.find((f) => f.table === table)).toMatchObject({ held: 1, noShow: 1 });
    const csv = await t.app.inject({
      url: "/api/organiser/meetings/tables.csv?day=1",
      headers: t.organiser.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="table-figures-2025-11-06.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Day,Table,Meetings,Held,No-show,Not reported");
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^1,${table},\\d+,1,1,\\d+$`)));
  });
});
