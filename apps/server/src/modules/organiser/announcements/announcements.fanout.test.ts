import {
  announcementCreatedResponseSchema,
  announcementResponseSchema,
} from "@ebm/shared/schemas/organiser-announcements";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, editionContacts, editions, mailOutbox, notifications } from "../../../db/schema/index.ts";
import { DEMO_IDS } from "../../../db/seed/accounts.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";
import { ANNOUNCEMENT_BATCH } from "./announcements.service.ts";

const CROWD = 1_000;

/**
 * An announcement to a thousand attendees more on a real PostgreSQL server: the job runner tells
 * them in batches, each once, and the app answers other requests while it does.
 */
describe.runIf(process.env.DATABASE_URL)("an announcement to 1,000 attendees on PostgreSQL", () => {
  const t = organiserTestKit();

  /** `CROWD` more active attendees of the current edition (in a demo company). */
  async function crowd() {
    const [edition] = await t.app.db
      .select({ id: editions.id })
      .from(editions)
      .where(eq(editions.isCurrent, true));
    const people = await t.app.db
      .insert(contacts)
      .values(
        Array.from({ length: CROWD }, (_, i) => ({
          companyId: DEMO_IDS.demoTradingCompany,
          name: `Fan-out Trader ${i}`,
          email: `fan-out-${i}@example.com`,
        })),
      )
      .returning({ id: contacts.id });
    await t.app.db
      .insert(editionContacts)
      .values(people.map((p) => ({ editionId: edition?.id ?? 0, contactId: p.id })));
    return people.map((p) => p.id);
  }

  it("tells each of them once, in batches, while other requests are answered", async () => {
    const ids = await crowd();
    const started = Date.now();
    const res = await t.asOrganiser("POST", "/api/organiser/announcements", {
      title: "Fan-out",
      body: "To everyone.",
      audience: "all",
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = announcementCreatedResponseSchema.parse(res.json()).payload;

    // Ask other things while the runner works: each answer is timed, and some come mid-way.
    let answeredMidway = 0;
    let slowestMs = 0;
    let state = announcementResponseSchema.parse(
      (await t.asOrganiser("GET", `/api/organiser/announcements/${id}`)).json(),
    ).payload;
    const deadline = Date.now() + 120_000;
    while (state.state !== "sent" && Date.now() < deadline) {
      const asked = Date.now();
      const [clock, detail] = await Promise.all([
        t.app.inject({ url: "/api/misc/clock" }),
        t.asOrganiser("GET", `/api/organiser/announcements/${id}`),
      ]);
      slowestMs = Math.max(slowestMs, Date.now() - asked);
      expect(clock.statusCode).toBe(200);
      state = announcementResponseSchema.parse(detail.json()).payload;
      if (state.state === "sending" && state.told > 0 && state.told < (state.recipients ?? 0))
        answeredMidway++;
    }
    const tookMs = Date.now() - started;
    process.stdout.write(
      `announcement fan-out: ${state.recipients} recipients in ${tookMs} ms, ${answeredMidway} answers mid-way, slowest ${slowestMs} ms\n`,
    );

    expect(state.state).toBe("sent");
    expect(state.recipients).toBeGreaterThanOrEqual(CROWD);
    expect(state.told).toBe(state.recipients);
    expect(answeredMidway).toBeGreaterThan(0);
    // One batch's transaction at most stands between a request and its answer.
    expect(slowestMs).toBeLessThan(5_000);

    const perUser = await t.app.db
      .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.announcementId, id))
      .groupBy(notifications.userId);
    expect(perUser).toHaveLength(state.recipients ?? 0);
    expect(perUser.every((row) => row.n === 1)).toBe(true);
    const told = new Set(perUser.map((row) => row.userId));
    expect(ids.every((contactId) => told.has(contactId))).toBe(true);

    const [mails] = await t.app.db
      .select({ n: sql<number>`count(*)::int`, people: sql<number>`count(distinct ${mailOutbox.to})::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Fan-out"));
    expect(mails).toEqual({ n: state.recipients, people: state.recipients });
    expect(Math.ceil((state.recipients ?? 0) / ANNOUNCEMENT_BATCH)).toBeGreaterThan(1);
  }, 180_000);
});
