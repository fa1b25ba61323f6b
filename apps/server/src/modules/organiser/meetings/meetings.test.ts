import {
  MEETING_PLAN_CSV_COLUMNS,
  meetingPlanResponseSchema,
  moveMeetingResponseSchema,
  type PlanSlot,
} from "@ebm/shared/schemas/organiser-meetings";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { meetings } from "../../../db/schema/index.ts";
import { newestMailId } from "../../../test/app.ts";
import {
  act,
  call,
  mailsTo,
  makeCompany,
  meetingRow,
  type Person,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit, type Signed } from "../organiser.test-kit.ts";

const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

/** An accepted meeting between two new companies' people in a slot of Thursday. */
async function accepted(timeslotId: number = SLOT.later) {
  const [from] = (await makeCompany(t.app)) as [Person];
  const [to, colleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
  const res = await requestMeeting(t.app, from, to, timeslotId, "Table plan test");
  expect(res.status).toBe(200);
  const id = res.body.payload.meetingId as number;
  expect((await act(t.app, to, id, "accept")).status).toBe(200);
  return { from, to, colleague, id };
}

async function plan(day = 1) {
  const res = await call(t.app, t.organiser, "GET", `/api/organiser/meetings/plan?day=${day}`);
  expect(res.status).toBe(200);
  return meetingPlanResponseSchema.parse(res.body).payload;
}

const slotOf = async (timeslotId: number): Promise<PlanSlot> => {
  const slot = (await plan()).slots.find((s) => s.timeslotId === timeslotId);
  if (!slot) throw new Error(`slot ${timeslotId} is not in the plan`);
  return slot;
};

/** The highest floor table of the slot that no meeting holds. */
async function freeTable(timeslotId: number) {
  const slot = await slotOf(timeslotId);
  const used = new Set(slot.atTables.map((m) => m.table));
  for (let table = slot.tables; table >= 1; table--) if (!used.has(table)) return table;
  throw new Error("no free table");
}

const move = (id: number, tableNumber: unknown, who: Signed = t.organiser) =>
  call(t.app, who, "POST", `/api/organiser/meetings/${id}/table`, { tableNumber });

describe("GET /api/organiser/meetings/plan", () => {
  it("lists each slot of the day with its tables, the meetings at them and the colleagues who join", async () => {
    const { from, to, colleague, id } = await accepted();
    const added = await act(t.app, to, id, "addcolleague", { contactId: colleague.id });
    expect(added.status).toBe(200);
    const day = await plan(1);
    expect(day.day).toBe(1);
    expect(day.days.map((d) => d.day)).toEqual([1, 2]);
    expect(day.slots.length).toBeGreaterThan(5);
    const slot = await slotOf(SLOT.later);
    // 2025: meeting_tables 120, meeting_tables_max 150: tables 1-119, lobby places 120-150.
    expect(slot).toMatchObject({ tables: 119, places: 150 });
    const meeting = slot.atTables.find((m) => m.meetingId === id);
    expect(meeting).toMatchObject({
      status: "accepted",
      table: (await meetingRow(t.app, id)).tableNumber,
      from: { id: from.id, name: from.name, companyId: from.companyId },
      to: { id: to.id, name: to.name, companyId: to.companyId },
      colleagues: [{ id: colleague.id, name: colleague.name }],
    });
    expect(meeting?.from.companyName).toMatch(/^Scheduler Test/);
  });

  it("puts the meetings at places from meeting_tables on in the hotel lobby, and leaves out pending ones", async () => {
    const { id } = await accepted();
    await t.app.db.update(meetings).set({ tableNumber: 149 }).where(eq(meetings.id, id));
    const [a] = (await makeCompany(t.app)) as [Person];
    const [b] = (await makeCompany(t.app)) as [Person];
    const pending = (await requestMeeting(t.app, a, b, SLOT.later)).body.payload.meetingId as number;
    const slot = await slotOf(SLOT.later);
    expect(slot.lobby.find((m) => m.meetingId === id)?.table).toBe(149);
    expect(slot.atTables.some((m) => m.meetingId === id)).toBe(false);
    expect([...slot.atTables, ...slot.lobby].some((m) => m.meetingId === pending)).toBe(false);
  });

  it("refuses a day that is not a number", async () => {
    const res = await call(t.app, t.organiser, "GET", "/api/organiser/meetings/plan?day=x");
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("day");
  });
});

describe("POST /api/organiser/meetings/:id/table", () => {
  it("moves the meeting and its colleagues to a free table: the people see it, the calendar sequence grows, the audit says from where to where", async () => {
    const { from, to, colleague, id } = await accepted();
    await act(t.app, to, id, "addcolleague", { contactId: colleague.id });
    const was = await meetingRow(t.app, id);
    const target = await freeTable(SLOT.later);
    const mailsBefore = await newestMailId(t.app);
    const res = await move(id, target);
    expect(res.status).toBe(200);
    expect(moveMeetingResponseSchema.parse(res.body).payload).toEqual({
      meetingId: id,
      tableBefore: was.tableNumber,
      table: target,
    });
    const row = await meetingRow(t.app, id);
    expect(row.tableNumber).toBe(target);
    expect(row.sequence).toBe(was.sequence + 1);
    const [child] = await t.app.db.select().from(meetings).where(eq(meetings.parentScheduleId, id));
    expect(child?.tableNumber).toBe(target);
    for (const who of [from, to, colleague]) {
      const mine = (await call(t.app, who, "GET", "/api/scheduler/meetings")).body.meets as {
        id: number;
        parentScheduleId: number | null;
        table: number | null;
        tableLabel: string | null;
      }[];
      const seen = mine.find((m) => m.id === id || m.parentScheduleId === id);
      expect(seen).toMatchObject({ table: target, tableLabel: `Table: ${target}` });
    }
    expect((await slotOf(SLOT.later)).atTables.find((m) => m.meetingId === id)?.table).toBe(target);
    const entry = await t.newestAudit("meeting");
    expect(entry).toMatchObject({
      action: "meeting.move",
      objectType: "meeting",
      objectId: String(id),
      before: { table: was.tableNumber },
      after: { table: target },
    });
    expect(entry?.summary).toContain(`to table ${target}`);
    // Everyone at the meeting is told where they meet now.
    for (const who of [from, to, colleague]) {
      const [mail] = await mailsTo(t.app, who.email, mailsBefore);
      expect(mail?.kind, who.name).toBe("meeting_moved");
      expect(mail?.text).toContain(`Where: Table: ${target}.`);
    }
    const [toMail] = await mailsTo(t.app, to.email, mailsBefore);
    expect(toMail?.text).toContain(from.name);
    expect(toMail?.text).toContain(colleague.name);
  });

  it("moves a lobby meeting onto the floor", async () => {
    const { id } = await accepted();
    await t.app.db.update(meetings).set({ tableNumber: 148 }).where(eq(meetings.id, id));
    const target = await freeTable(SLOT.later);
    expect((await move(id, target)).status).toBe(200);
    const slot = await slotOf(SLOT.later);
    expect(slot.lobby.some((m) => m.meetingId === id)).toBe(false);
    expect(slot.atTables.find((m) => m.meetingId === id)?.table).toBe(target);
    expect((await t.newestAudit("meeting"))?.summary).toContain("from lobby place 148");
  });

  it("answers 409 when the table is taken, and changes nothing", async () => {
    const first = await accepted();
    const second = await accepted();
    const taken = (await meetingRow(t.app, first.id)).tableNumber as number;
    const before = await meetingRow(t.app, second.id);
    const res = await move(second.id, taken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Table ${taken} is taken in this timeslot. Choose a free table.`);
    expect((await meetingRow(t.app, second.id)).tableNumber).toBe(before.tableNumber);
  });

  it("answers 400 naming tableNumber outside the slot's tables or at the meeting's own", async () => {
    const { id } = await accepted();
    for (const bad of [120, 150, 0, -1, 2.5, "7"]) {
      const res = await move(id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.field).toBe("tableNumber");
    }
    expect((await move(id, 120)).body.message).toBe(
      "Choose a table from 1 to 119: this timeslot has 119 tables.",
    );
    const own = (await meetingRow(t.app, id)).tableNumber as number;
    expect((await move(id, own)).status).toBe(400);
  });

  it("refuses meetings that cannot move: unknown (404), pending, cancelled or a colleague's own (409)", async () => {
    expect((await move(2_000_000, 5)).status).toBe(404);
    const [a] = (await makeCompany(t.app)) as [Person];
    const [b] = (await makeCompany(t.app)) as [Person];
    const pending = (await requestMeeting(t.app, a, b, SLOT.later)).body.payload.meetingId as number;
    expect((await move(pending, 5)).status).toBe(409);
    const { to, colleague, id } = await accepted();
    await act(t.app, to, id, "addcolleague", { contactId: colleague.id });
    const [child] = await t.app.db.select().from(meetings).where(eq(meetings.parentScheduleId, id));
    expect((await move(child?.id ?? 0, 5)).status).toBe(409);
    expect((await act(t.app, to, id, "cancel")).status).toBe(200);
    expect((await move(id, 5)).status).toBe(409);
  });

  it("takes one of two moves to the same table at once; the other gets 409", async () => {
    const first = await accepted();
    const second = await accepted();
    const target = await freeTable(SLOT.later);
    const answers = await Promise.all([move(first.id, target), move(second.id, target)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("is for organiser staff only", async () => {
    const { from, id } = await accepted();
    expect((await move(id, 3, { headers: { authorization: "" } })).status).toBe(401);
    expect((await move(id, 3, from)).status).toBe(403);
  });
});

describe("GET /api/organiser/meetings/plan.csv", () => {
  it("streams the day's plan with its header, the tables and the lobby", async () => {
    const atTable = await accepted();
    const inLobby = await accepted();
    await t.app.db.update(meetings).set({ tableNumber: 147 }).where(eq(meetings.id, inLobby.id));
    const res = await t.app.inject({
      url: "/api/organiser/meetings/plan.csv?day=1",
      headers: t.organiser.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="table-plan-2025-11-06.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(MEETING_PLAN_CSV_COLUMNS.join(","));
    const table = (await meetingRow(t.app, atTable.id)).tableNumber;
    expect(lines).toContainEqual(expect.stringContaining(`,${table},Table: ${table},${atTable.from.name},`));
    expect(lines).toContainEqual(expect.stringContaining(`,147,Hotel Lobby,${inLobby.from.name},`));
  });
});
