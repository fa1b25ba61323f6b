import { notificationListResponseSchema } from "@ebm/shared/schemas/notifications";
import {
  announcementCreatedResponseSchema,
  announcementListResponseSchema,
  announcementPreviewResponseSchema,
  announcementRecipientsResponseSchema,
  announcementResponseSchema,
} from "@ebm/shared/schemas/organiser-announcements";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  editionContacts,
  jobs,
  mailOutbox,
  notifications,
  pushSubscriptions,
  userEvents,
} from "../../../db/schema/index.ts";
import { DEMO_IDS } from "../../../db/seed/accounts.ts";
import { eventually } from "../../../test/app.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();
const BASE = "/api/organiser/announcements";

const preview = async (query: string) => {
  const res = await t.asOrganiser("GET", `${BASE}/preview?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return announcementPreviewResponseSchema.parse(res.json()).payload;
};

const create = (body: object) => t.asOrganiser("POST", BASE, { confirm: true, ...body });

const detail = async (id: number) =>
  announcementResponseSchema.parse((await t.asOrganiser("GET", `${BASE}/${id}`)).json()).payload;

/** Waits until the job runner told every recipient (each batch wakes the next). */
const sent = (id: number) =>
  eventually(async () => {
    const a = await detail(id);
    return a.state === "sent" ? a : undefined;
  }, 20_000);

/** The announcement entries of a user's notification centre. */
async function centreOf(headers: { authorization: string }) {
  const res = await t.app.inject({ url: "/api/notifications", headers });
  return notificationListResponseSchema.parse(res.json()).items.filter((n) => n.kind === "announcement");
}

describe("access to /api/organiser/announcements", () => {
  const calls = [
    ["GET", BASE],
    ["GET", `${BASE}/preview?audience=all`],
    ["POST", BASE],
    ["GET", `${BASE}/1`],
    ["GET", `${BASE}/1/recipients`],
    ["POST", `${BASE}/1/cancel`],
  ] as const;

  it("refuses visitors (401) and attendees (403) on every call", async () => {
    const attendee = await t.attendee();
    for (const [method, url] of calls) {
      const payload = method === "POST" ? {} : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      const res = await t.app.inject({ method, url, payload, headers: attendee.headers });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("GET /api/organiser/announcements/preview", () => {
  it("counts the group, without organiser staff, and names the missing day", async () => {
    const all = await preview("audience=all");
    expect(all.recipients).toBeGreaterThan(0);
    expect(all.days.map((d) => d.day)).toEqual([1, 2]);
    const [attendees] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(editionContacts)
      .where(sql`${editionContacts.contactId} <> ${DEMO_IDS.organiser}`);
    expect(all.recipients).toBeLessThanOrEqual(attendees?.n ?? 0);

    const notIn = await preview("audience=not-checked-in");
    expect(notIn.recipients).toBeLessThanOrEqual(all.recipients);
    const meetings = await preview("audience=meetings&day=1");
    expect(meetings.recipients).toBeLessThanOrEqual(all.recipients);
    const dinner = await preview("audience=dinner&day=2");
    expect(dinner.recipients).toBeLessThanOrEqual(all.recipients);

    const noDay = await t.asOrganiser("GET", `${BASE}/preview?audience=meetings`);
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().field).toBe("day");
    const unknown = await t.asOrganiser("GET", `${BASE}/preview?audience=everyone`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("audience");
  });
});

describe("POST /api/organiser/announcements", () => {
  it("refuses bad input with the field that failed, and sends nothing", async () => {
    const before = (await t.auditEntries(1))[0];
    const cases: [object, string][] = [
      [{ title: "", body: "Hello", audience: "all" }, "title"],
      [{ title: "Hi", body: "x".repeat(2001), audience: "all" }, "body"],
      [{ title: "Hi", body: "Hello", audience: "dinner" }, "day"],
      [{ title: "Hi", body: "Hello", audience: "all", sendAt: "tomorrow" }, "sendAt"],
      [{ title: "Hi", body: "Hello", audience: "all", sendAt: "2020-01-01T10:00:00Z" }, "sendAt"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const unconfirmed = await t.asOrganiser("POST", BASE, { title: "Hi", body: "Hello", audience: "all" });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().field).toBe("confirm");
    expect((await t.auditEntries(1))[0]).toEqual(before);
  });

  it("tells every attendee of the group once: notification centre, live event, mail and push", async () => {
    const anna = await t.attendee();
    // Anna's device wants announcements; Lars's only meeting requests.
    const [device] = await t.app.db
      .insert(pushSubscriptions)
      .values([
        {
          userId: DEMO_IDS.anna,
          endpoint: "https://push.example.test/anna",
          p256dh: "k".repeat(87),
          auth: "a".repeat(22),
          kinds: ["announcements"],
        },
        {
          userId: DEMO_IDS.lars,
          endpoint: "https://push.example.test/lars",
          p256dh: "k".repeat(87),
          auth: "a".repeat(22),
          kinds: ["requests"],
        },
      ])
      .returning({ id: pushSubscriptions.id });
    const { recipients } = await preview("audience=all");

    const res = await create({
      title: "Hall B opens at 9",
      body: "Coffee is served from 8:30.",
      audience: "all",
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = announcementCreatedResponseSchema.parse(res.json()).payload;
    expect(created).toMatchObject({ title: "Hall B opens at 9", audience: "all", day: null, told: 0 });

    const done = await sent(created.id);
    expect(done).toMatchObject({ recipients, told: recipients, createdBy: expect.any(String) });
    expect(done.sentAt).toEqual(expect.any(String));

    const audit = await t.newestAudit("announcement");
    expect(audit).toMatchObject({
      action: "announcement.send",
      objectId: String(created.id),
      after: { title: "Hall B opens at 9", audience: "all" },
    });
    expect(audit?.summary).toContain("all attendees");

    const annaEntries = await centreOf(anna.headers);
    expect(annaEntries).toEqual([
      expect.objectContaining({
        announcementId: created.id,
        title: "Hall B opens at 9",
        body: "Coffee is served from 8:30.",
        readAt: null,
      }),
    ]);
    const events = await t.app.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, DEMO_IDS.anna), eq(userEvents.type, "announcement")));
    expect(events).toHaveLength(1);

    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "announcement"), eq(mailOutbox.subject, "Hall B opens at 9")));
    expect(mails).toHaveLength(recipients);
    expect(new Set(mails.map((m) => m.to)).size).toBe(recipients);
    expect(mails[0]?.text).toContain("Coffee is served from 8:30.");
    expect(mails.every((m) => m.senderKey === `contact:${DEMO_IDS.organiser}`)).toBe(true);

    const pushes = await t.app.db.select().from(jobs).where(eq(jobs.name, "push.send"));
    const toAnna = pushes.filter(
      (j) => (j.payload as { subscriptionId: number }).subscriptionId === device?.id,
    );
    expect(toAnna).toHaveLength(1);
    expect(pushes).toHaveLength(1);

    // The job run again (a retry after a crash) tells nobody twice.
    expect(await t.app.services.organiser.announcements.sendBatch(created.id, new Date())).toEqual({
      told: 0,
      more: false,
    });
    const rows = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.announcementId, created.id));
    expect(rows[0]?.n).toBe(recipients);

    // The recipient list: everyone, by name, searchable, organiser staff not among them.
    const list = announcementRecipientsResponseSchema.parse(
      (await t.asOrganiser("GET", `${BASE}/${created.id}/recipients?pageSize=100`)).json(),
    ).payload;
    expect(list.total).toBe(recipients);
    expect(list.items.map((r) => r.contactId)).toContain(DEMO_IDS.anna);
    expect(list.items.map((r) => r.contactId)).not.toContain(DEMO_IDS.organiser);
    expect(list.items.every((r) => r.toldAt !== null)).toBe(true);
    const searched = announcementRecipientsResponseSchema.parse(
      (await t.asOrganiser("GET", `${BASE}/${created.id}/recipients?q=anna.schmidt`)).json(),
    ).payload;
    expect(searched.items.map((r) => r.contactId)).toEqual([DEMO_IDS.anna]);

    const history = announcementListResponseSchema.parse((await t.asOrganiser("GET", BASE)).json()).payload;
    expect(history.items[0]).toMatchObject({ id: created.id, state: "sent", recipients });
  });

  it("tells only the group: those not checked in", async () => {
    await t.app.db
      .update(editionContacts)
      .set({ checkedInAt: new Date() })
      .where(eq(editionContacts.contactId, DEMO_IDS.lars));
    const { recipients } = await preview("audience=not-checked-in");
    const res = await create({
      title: "Badges at the desk",
      body: "Collect yours.",
      audience: "not-checked-in",
    });
    const { id } = announcementCreatedResponseSchema.parse(res.json()).payload;
    expect((await sent(id)).recipients).toBe(recipients);
    const list = announcementRecipientsResponseSchema.parse(
      (await t.asOrganiser("GET", `${BASE}/${id}/recipients?pageSize=100`)).json(),
    ).payload;
    expect(list.items.map((r) => r.contactId)).not.toContain(DEMO_IDS.lars);
    expect(list.items.map((r) => r.contactId)).toContain(DEMO_IDS.anna);
  });
});

describe("a scheduled announcement", () => {
  it("waits for its time, and is cancelled before it goes with an audit entry", async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await create({
      title: "Dinner buses",
      body: "Leave at 18:30.",
      audience: "dinner",
      day: 1,
      sendAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = announcementCreatedResponseSchema.parse(res.json()).payload;
    expect(created).toMatchObject({ state: "scheduled", day: 1, sendAt, recipients: null });
    expect(await t.newestAudit("announcement")).toMatchObject({ action: "announcement.schedule" });
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "announcements.send"), eq(jobs.key, String(created.id))));
    expect(job?.runAt.toISOString()).toBe(sendAt);
    expect(job?.status).toBe("pending");

    const cancelled = await t.asOrganiser("POST", `${BASE}/${created.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(announcementResponseSchema.parse(cancelled.json()).payload).toMatchObject({
      state: "cancelled",
      cancelledAt: expect.any(String),
    });
    expect(await t.newestAudit("announcement")).toMatchObject({
      action: "announcement.cancel",
      objectId: String(created.id),
      before: { state: "scheduled" },
      after: { state: "cancelled" },
    });

    // Its time comes: nobody is told.
    await t.app.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job?.id ?? 0));
    await t.app.jobs.runDue({ names: ["announcements.send"] });
    expect(await detail(created.id)).toMatchObject({ state: "cancelled", told: 0, recipients: null });

    const again = await t.asOrganiser("POST", `${BASE}/${created.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect((await t.asOrganiser("POST", `${BASE}/99999999/cancel`, {})).statusCode).toBe(404);
    expect((await t.asOrganiser("GET", `${BASE}/99999999`)).statusCode).toBe(404);
    expect((await t.asOrganiser("GET", `${BASE}/abc`)).statusCode).toBe(400);
  });

  it("goes when its time comes", async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await create({ title: "Keynote moved", body: "Now at 11:00.", audience: "all", sendAt });
    const { id } = announcementCreatedResponseSchema.parse(res.json()).payload;
    await t.app.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(and(eq(jobs.name, "announcements.send"), eq(jobs.key, String(id))));
    t.app.jobs.wake(["announcements.send"]);
    expect(await sent(id)).toMatchObject({ state: "sent" });
    expect((await t.asOrganiser("POST", `${BASE}/${id}/cancel`, {})).statusCode).toBe(409);
  });
});
