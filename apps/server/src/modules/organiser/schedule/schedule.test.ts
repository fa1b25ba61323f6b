import type { WishKind } from "@ebm/shared/matchmaking";
import { type DraftMeeting, scheduleResponseSchema } from "@ebm/shared/schemas/matchmaking";
import { notificationListResponseSchema } from "@ebm/shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { companies, jobs, scheduleDrafts, wishes } from "../../../db/schema/index.ts";
import {
  call,
  mailsTo,
  makeCompany,
  meetingRow,
  type Person,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit, type Signed } from "../organiser.test-kit.ts";

// Two meetings per run of the publication's job: a publication of more takes several runs.
const t = organiserTestKit({
  EVENT_TIME: THURSDAY_NOON,
  PUBLIC_URL: "https://ebm.example",
  SCHEDULE_PUBLISH_BATCH: "2",
});
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

const OPTIONS = { capPerDay: 8, maxInARow: 0 };

async function person(): Promise<Person> {
  return (await makeCompany(t.app))[0] as Person;
}

async function wish(from: Person, to: Person, kind: WishKind, named = false) {
  const { edition } = await t.app.services.settings.current();
  await t.app.db.insert(wishes).values({
    editionId: edition.id,
    contactId: from.id,
    targetCompanyId: to.companyId,
    targetContactId: named ? to.id : null,
    kind,
  });
}

const draft = (body: object = OPTIONS, who: Signed = t.organiser) =>
  call(t.app, who, "POST", "/api/organiser/schedule/draft", body);
const publish = (as: "accepted" | "requests", who: Signed = t.organiser) =>
  call(t.app, who, "POST", "/api/organiser/schedule/publish", { as });

/** Runs the publication's batches (the job runner's `schedule.publish`) until the draft says it is done. */
async function published() {
  for (let round = 0; round < 50; round++) {
    await t.app.jobs.runDue({ names: ["schedule.publish"] });
    const res = await call(t.app, t.organiser, "GET", "/api/organiser/schedule");
    if (res.body.draft?.publishing === null) return;
  }
  throw new Error("the publication did not end");
}
const lock = (id: number, locked: boolean, who: Signed = t.organiser) =>
  call(t.app, who, "POST", `/api/organiser/schedule/meetings/${id}/lock`, { locked });
async function remove(id: number, who: Signed = t.organiser) {
  const res = await t.app.inject({
    method: "DELETE",
    url: `/api/organiser/schedule/meetings/${id}`,
    headers: who.headers,
  });
  return { status: res.statusCode, body: res.json() };
}

async function current() {
  const res = await call(t.app, t.organiser, "GET", "/api/organiser/schedule");
  expect(res.status).toBe(200);
  const parsed = scheduleResponseSchema.parse(res.body).draft;
  if (!parsed) throw new Error("no draft");
  return parsed;
}

/** The draft meeting between two people, either way round. */
function between(list: DraftMeeting[], x: Person, y: Person) {
  return list.find((m) => new Set([m.from.id, m.to.id, x.id, y.id]).size === 2);
}

async function centre(p: Person) {
  const res = await call(t.app, p, "GET", "/api/notifications");
  return notificationListResponseSchema.parse(res.body).items;
}

describe("the automatic schedule in the console", () => {
  it("is the organisers' alone: visitors and attendees are refused every call", async () => {
    const attendee = await t.attendee();
    for (const who of [attendee, { headers: { authorization: "" } }]) {
      const expected = who === attendee ? 403 : 401;
      expect((await call(t.app, who, "GET", "/api/organiser/schedule")).status).toBe(expected);
      expect((await draft(OPTIONS, who)).status).toBe(expected);
      expect((await lock(1, true, who)).status).toBe(expected);
      expect((await remove(1, who)).status).toBe(expected);
      expect((await publish("accepted", who)).status).toBe(expected);
    }
  });

  it("refuses bad options with the field that failed, and unknown draft meetings", async () => {
    const res = await draft({ capPerDay: 0, maxInARow: 2 });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("capPerDay");
    expect((await draft({ capPerDay: 4 })).body.field).toBe("maxInARow");
    expect((await lock(999_999, true)).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
  });

  it("drafts from the wishes, keeps what is locked, never proposes a removed pair again, and publishes", async () => {
    const [a, b, c, d, e] = [await person(), await person(), await person(), await person(), await person()];
    await wish(a, b, "must");
    await wish(b, a, "like");
    await wish(c, b, "like", true);
    await wish(d, e, "must");
    const made = await draft();
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.figures.meetings).toBeGreaterThanOrEqual(3);
    expect(made.body.figures.value).toBeLessThanOrEqual(made.body.figures.bound);

    let list = (await current()).meetings;
    const ab = between(list, a, b);
    expect(ab).toMatchObject({ kind: "mutual", locked: false, meetingId: null });
    expect(between(list, c, b)).toMatchObject({ kind: "like" });
    const de = between(list, d, e);
    expect(de).toMatchObject({ kind: "must" });
    if (!ab || !de) throw new Error("missing");
    // Two meetings of b in different slots; a company meets another once.
    expect(between(list, c, b)?.timeslotId).not.toBe(ab.timeslotId);

    expect((await lock(ab.id, true)).status).toBe(200);
    expect((await remove(de.id)).status).toBe(200);
    expect(await t.newestAudit("schedule")).toMatchObject({ action: "schedule.remove" });

    // Run again: the locked meeting stays as it was, the removed pair is left out with its reason.
    expect((await draft()).status).toBe(200);
    const again = await current();
    list = again.meetings;
    expect(between(list, a, b)).toMatchObject({
      id: ab.id,
      timeslotId: ab.timeslotId,
      tableNumber: ab.tableNumber,
      locked: true,
    });
    expect(between(list, d, e)).toBeUndefined();
    expect(again.leftOut).toContainEqual(
      expect.objectContaining({ from: expect.objectContaining({ id: d.id }), reason: "removed" }),
    );

    const since = (await mailsTo(t.app, a.email))[0]?.id ?? 0;
    const started = await publish("accepted");
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.queued).toBeGreaterThanOrEqual(2);
    await published();
    expect(await t.newestAudit("schedule")).toMatchObject({ action: "schedule.published" });

    const after = await current();
    const made1 = between(after.meetings, a, b);
    expect(made1?.meetingId).toEqual(expect.any(Number));
    const row = await meetingRow(t.app, made1?.meetingId as number);
    expect(row).toMatchObject({
      status: 1,
      source: "schedule",
      timeslotId: ab.timeslotId,
      tableNumber: ab.tableNumber,
    });
    for (const p of [a, b])
      expect((await centre(p)).some((n) => n.kind === "booked" && n.meetingId === row.id)).toBe(true);
    const mails = await mailsTo(t.app, b.email, since);
    expect(mails.filter((m) => m.subject === "The organisers scheduled 2 meetings for you")).toHaveLength(1);
    expect(after.publishedAt).not.toBeNull();

    // A published meeting cannot be locked or removed in the draft; it is not proposed twice.
    expect((await lock(made1?.id as number, false)).status).toBe(409);
    expect((await draft()).status).toBe(200);
    expect((await current()).meetings.filter((m) => between([m], a, b))).toHaveLength(1);
    expect((await publish("accepted")).status).toBe(409);

    // While a publication runs (marked, a batch of it waiting), the draft is neither made again nor
    // changed, nor published twice. Once its jobs failed it has stalled: the draft may be made again.
    const { edition } = await t.app.services.settings.current();
    const whereDraft = eq(scheduleDrafts.editionId, edition.id);
    const [draftRow] = await t.app.db.select().from(scheduleDrafts).where(whereDraft);
    const startedAt = new Date().toISOString();
    await t.app.db
      .update(scheduleDrafts)
      .set({ publishing: { as: "accepted", by: t.organiser.id, startedAt, total: 1 } })
      .where(whereDraft);
    // Its next batch waits, due only in an hour (the runner leaves it).
    const [job] = await t.app.db
      .insert(jobs)
      .values({
        name: "schedule.publish",
        payload: { draftId: draftRow?.id },
        key: `${draftRow?.id}:${startedAt}:1`,
        runAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: jobs.id });
    expect((await current()).publishing).toMatchObject({ as: "accepted", total: 1, done: 0 });
    expect((await draft()).status).toBe(409);
    expect((await publish("requests")).status).toBe(409);
    await t.app.db
      .update(jobs)
      .set({ status: "failed" })
      .where(eq(jobs.id, job?.id ?? 0));
    expect((await current()).publishing).toBeNull();
    expect((await draft()).status).toBe(200);
    expect((await t.app.db.select().from(scheduleDrafts).where(whereDraft))[0]?.publishing).toBeNull();
  });

  it("publishes requests from the side that wished, and skips a meeting a booking since made impossible", async () => {
    const [f, g, h, i, j] = [await person(), await person(), await person(), await person(), await person()];
    await wish(g, f, "like");
    await wish(h, i, "must");
    expect((await draft()).status).toBe(200);
    const list = (await current()).meetings;
    const hi = between(list, h, i);
    if (!hi || !between(list, f, g)) throw new Error("missing");
    // h is booked with j in that slot meanwhile.
    const booked = await call(t.app, t.organiser, "POST", "/api/organiser/meetings", {
      fromId: h.id,
      toId: j.id,
      timeslotId: hi.timeslotId,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    const res = await publish("requests");
    expect(res.status).toBe(200);
    await published();
    const after = await current();
    expect(between(after.meetings, h, i)).toMatchObject({ meetingId: null, skipped: true });
    const fg = between(after.meetings, f, g);
    const row = await meetingRow(t.app, fg?.meetingId as number);
    expect(row).toMatchObject({ status: 0, fromId: g.id, toId: f.id, source: "schedule", tableNumber: null });
    expect((await centre(f)).some((n) => n.kind === "requested" && n.meetingId === row.id)).toBe(true);
    expect((await centre(g)).some((n) => n.kind !== "announcement" && n.meetingId === row.id)).toBe(false);
    // Declined, the pair is not proposed again.
    expect((await call(t.app, f, "POST", `/api/scheduler/meetings/${row.id}/action/decline`)).status).toBe(
      200,
    );
    expect((await draft()).status).toBe(200);
    const last = await current();
    expect(
      between(
        last.meetings.filter((m) => m.meetingId === null),
        f,
        g,
      ),
    ).toBeUndefined();
  });

  it("publishes no meeting between people who may not reach each other", async () => {
    const [k, l] = [await person(), await person()];
    await wish(k, l, "must");
    expect((await draft()).status).toBe(200);
    expect(between((await current()).meetings, k, l)).toBeDefined();
    // l's company is no full member any more: its people cannot be asked for a meeting.
    await t.app.db.update(companies).set({ status: 1 }).where(eq(companies.id, l.companyId));
    expect((await publish("accepted")).status).toBe(200);
    await published();
    expect(between((await current()).meetings, k, l)).toMatchObject({ meetingId: null, skipped: true });
  });
});
