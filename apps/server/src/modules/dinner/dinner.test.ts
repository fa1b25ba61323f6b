import { DINNER_MESSAGES } from "@ebm/shared/messages";
import { captLunchSlotsTakenResponseSchema, isDinnerEligibleFunction } from "@ebm/shared/schemas/dinner";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, dinnerDays, dinnerRegistrations, editions } from "../../db/schema/index.ts";
import { DEMO_IDS } from "../../db/seed/accounts.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, newestMailId, signIn, type TestApp } from "../../test/app.ts";
import { call, mailsTo, makeCompany, type Person } from "../scheduler/scheduler.test-kit.ts";

let t: TestApp;
let anna: Person;
beforeAll(async () => {
  t = await createTestApp();
  const { user, headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
  anna = { ...user, name: "Anna", headers };
});
afterAll(() => t.close());

/** People of one new company, each with the given function. */
async function people(...functions: string[]): Promise<Person[]> {
  const made = await makeCompany(t.app, { people: functions.length });
  for (const [i, p] of made.entries())
    await t.app.db.update(contacts).set({ function: functions[i] }).where(eq(contacts.id, p.id));
  return made;
}

const slots = async (who: Person | undefined) => {
  const { status, body } = await call(t.app, who, "GET", "/api/misc/captLunchSlotsTaken");
  expect(status).toBe(200);
  return captLunchSlotsTakenResponseSchema.parse(body);
};
const signUp = (who: Person, dayNumber = 1, contactId = who.id) =>
  call(t.app, who, "POST", "/api/misc/regCaptLunch", { contactId, dayNumber });

async function registrationId(contactId: number) {
  return first(
    await t.app.db
      .select({ id: dinnerRegistrations.id })
      .from(dinnerRegistrations)
      .where(eq(dinnerRegistrations.contactId, contactId)),
  ).id;
}

const review = async (contactId: number, decision: "approve" | "decline" | "reopen") =>
  t.app.services.dinner.review(await registrationId(contactId), decision, DEMO_IDS.organiser, new Date());

describe("the demo sign-ups", () => {
  it("follow the rules: sales managers and owners only, at most two a company, days with their rows", async () => {
    const rows = await t.app.db
      .select({
        companyId: dinnerRegistrations.companyId,
        function: contacts.function,
        status: dinnerRegistrations.status,
      })
      .from(dinnerRegistrations)
      .innerJoin(contacts, eq(contacts.id, dinnerRegistrations.contactId));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(isDinnerEligibleFunction(row.function), row.function).toBe(true);
    const perCompany = new Map<number, number>();
    for (const row of rows) perCompany.set(row.companyId, (perCompany.get(row.companyId) ?? 0) + 1);
    expect(Math.max(...perCompany.values())).toBeLessThanOrEqual(2);
    for (const row of rows) expect([0, 1, 2]).toContain(row.status);
    expect(rows.some((row) => row.status === 0)).toBe(true);
    const days = await t.app.db.select().from(dinnerDays);
    expect(days.map((d) => d.dayNumber).sort()).toEqual([1, 2]);
  });
});

describe("GET /api/misc/captLunchSlotsTaken", () => {
  it("gives a visitor status 0 and the places taken per day, pending and approved ones", async () => {
    const answer = await slots(undefined);
    const held = await t.app.db
      .select({ day: dinnerRegistrations.dayNumber })
      .from(dinnerRegistrations)
      .where(inArray(dinnerRegistrations.status, [0, 1]));
    expect(answer).toMatchObject({
      status: 200,
      registrationStatus: 0,
      approvedRegistrations: [],
      registeredDay: null,
    });
    // Each day says when: its meeting day's date, and the program's Captain's Dinner times that
    // date (Thursday's program lists it; Friday's has none).
    expect(answer.payload).toEqual([
      {
        dayNumber: 1,
        taken: held.filter((r) => r.day === 1).length,
        spots: 250,
        date: "2025-11-06",
        timeStart: "19:00",
        timeEnd: "22:00",
      },
      {
        dayNumber: 2,
        taken: held.filter((r) => r.day === 2).length,
        spots: 250,
        date: "2025-11-07",
        timeStart: null,
        timeEnd: null,
      },
    ]);
    expect(answer.payload[0]?.taken).toBeGreaterThan(0);
  });

  it("gives the approved demo attendee 1 and her company's approved sign-ups; someone not registered 9", async () => {
    expect(await slots(anna)).toMatchObject({
      registrationStatus: 1,
      approvedRegistrations: [{ contactId: anna.id }],
      registeredDay: 1,
    });
    const [newcomer] = await people("Owner");
    expect(await slots(newcomer)).toMatchObject({
      registrationStatus: 9,
      approvedRegistrations: [],
      registeredDay: null,
    });
  });
});

describe("POST /api/misc/regCaptLunch", () => {
  it("signs a sales manager up for review (2); a second try says already registered", async () => {
    const [manager] = (await people("Senior Sales Manager")) as [Person];
    const before = (await slots(undefined)).payload[1]?.taken ?? 0;
    expect(await signUp(manager, 2)).toMatchObject({
      status: 200,
      body: { status: 200, registrationStatus: 2 },
    });
    expect(await slots(manager)).toMatchObject({ registrationStatus: 2, registeredDay: 2 });
    expect((await slots(undefined)).payload[1]?.taken).toBe(before + 1);
    for (const day of [2, 1])
      expect(await signUp(manager, day)).toMatchObject({
        status: 409,
        body: { message: DINNER_MESSAGES.alreadyRegistered },
      });
    expect(await signUp(anna)).toMatchObject({
      status: 409,
      body: { message: DINNER_MESSAGES.alreadyRegistered },
    });
  });

  it("is only for oneself: another contactId is a 403, even a colleague's", async () => {
    const [owner, colleague] = (await people("Owner", "Sales Manager")) as [Person, Person];
    for (const contactId of [colleague.id, anna.id])
      expect(await signUp(owner, 1, contactId)).toMatchObject({
        status: 403,
        body: { message: DINNER_MESSAGES.onlyYourself },
      });
    const stored = await t.app.db
      .select()
      .from(dinnerRegistrations)
      .where(inArray(dinnerRegistrations.contactId, [owner.id, colleague.id]));
    expect(stored).toEqual([]);
  });

  it("is for sales managers and company owners only, by their function", async () => {
    const made = await people("Purchasing Manager", "Trader", "CEO & Founder", "Head of Sales");
    const statuses = [];
    for (const p of made) statuses.push((await signUp(p)).status);
    expect(statuses).toEqual([403, 403, 200, 200]);
    expect((await signUp(made[0] as Person)).body.message).toBe(DINNER_MESSAGES.notEligible);
  });

  it("refuses a user who does not attend, a day that is not a dinner day, and a visitor", async () => {
    const [outsider] = (await makeCompany(t.app, { attending: false })) as [Person];
    await t.app.db.update(contacts).set({ function: "Owner" }).where(eq(contacts.id, outsider.id));
    expect(await signUp(outsider)).toMatchObject({
      status: 403,
      body: { message: DINNER_MESSAGES.notAttending },
    });
    const [owner] = (await people("Owner")) as [Person];
    for (const dayNumber of [0, 3, 15, "x"]) {
      const refused = await call(t.app, owner, "POST", "/api/misc/regCaptLunch", {
        contactId: owner.id,
        dayNumber,
      });
      expect(refused).toMatchObject({ status: 400, body: { field: "dayNumber" } });
    }
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/misc/regCaptLunch",
      payload: { contactId: owner.id, dayNumber: 1 },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("takes at most two of a company, pending ones included; the text names approved colleagues once they are", async () => {
    const [a, b, c] = (await people("Owner", "Sales Manager", "Sales Director")) as [Person, Person, Person];
    expect((await signUp(a, 1)).status).toBe(200);
    expect((await signUp(b, 2)).status).toBe(200);
    expect(await signUp(c, 2)).toMatchObject({
      status: 409,
      body: { message: DINNER_MESSAGES.colleaguesSignedUp },
    });
    await review(a.id, "approve");
    await review(b.id, "approve");
    expect(await signUp(c, 1)).toMatchObject({
      status: 409,
      body: { message: DINNER_MESSAGES.colleaguesApproved },
    });
    expect((await slots(c)).approvedRegistrations).toEqual([{ contactId: a.id }, { contactId: b.id }]);
  });

  it("frees a company's place when the organisers decline a sign-up", async () => {
    const [a, b, c] = (await people("Owner", "Sales Manager", "Co-owner")) as [Person, Person, Person];
    await signUp(a);
    await signUp(b);
    expect((await signUp(c)).status).toBe(409);
    await review(b.id, "decline");
    expect(await slots(b)).toMatchObject({ registrationStatus: 3 });
    expect((await signUp(b)).body.message).toBe(DINNER_MESSAGES.alreadyRegistered);
    expect((await signUp(c)).status).toBe(200);
  });

  it("takes at most the edition's places per day", async () => {
    const { edition } = await t.app.services.settings.current();
    const before = (await slots(undefined)).payload;
    // The fuller day gets one place left; the other day has at least one more.
    const fuller = before.reduce((a, b) => (b.taken >= a.taken ? b : a));
    const other = before.find((d) => d.dayNumber !== fuller.dayNumber);
    const spots = fuller.taken + 1;
    await t.app.db.update(editions).set({ dinnerSpotsPerDay: spots }).where(eq(editions.id, edition.id));
    t.app.services.settings.invalidate();
    try {
      const [first] = (await people("Owner")) as [Person];
      const [second] = (await people("Owner")) as [Person];
      expect((await signUp(first, fuller.dayNumber)).status).toBe(200);
      expect(await signUp(second, fuller.dayNumber)).toMatchObject({
        status: 409,
        body: { message: DINNER_MESSAGES.dayFull },
      });
      expect((await signUp(second, other?.dayNumber)).status).toBe(200);
      expect((await slots(undefined)).payload).toContainEqual(
        expect.objectContaining({ dayNumber: fuller.dayNumber, taken: spots, spots }),
      );
    } finally {
      await t.app.db.update(editions).set({ dinnerSpotsPerDay: 250 }).where(eq(editions.id, edition.id));
      t.app.services.settings.invalidate();
    }
  });

  it("takes a sign-up for any of the edition's dinner days, a third one too, within its own seats", async () => {
    const { edition } = await t.app.services.settings.current();
    await t.app.db.insert(dinnerDays).values({ editionId: edition.id, dayNumber: 3, seats: 1 });
    try {
      const [first] = (await people("Owner")) as [Person];
      const [second] = (await people("Owner")) as [Person];
      expect((await signUp(first, 3)).status).toBe(200);
      expect(await signUp(second, 3)).toMatchObject({
        status: 409,
        body: { message: DINNER_MESSAGES.dayFull },
      });
      // No meeting day 3: the day is known by its number alone.
      expect((await slots(first)).payload).toContainEqual({
        dayNumber: 3,
        taken: 1,
        spots: 1,
        date: null,
        timeStart: null,
        timeEnd: null,
      });
      expect(await slots(first)).toMatchObject({ registrationStatus: 2, registeredDay: 3 });
    } finally {
      await t.app.db
        .delete(dinnerRegistrations)
        .where(and(eq(dinnerRegistrations.editionId, edition.id), eq(dinnerRegistrations.dayNumber, 3)));
      await t.app.db
        .delete(dinnerDays)
        .where(and(eq(dinnerDays.editionId, edition.id), eq(dinnerDays.dayNumber, 3)));
    }
  });
});

describe("the organisers' review", () => {
  it("approves with a confirmation mail, declines with a mail, and takes the same decision once", async () => {
    const [owner, manager] = (await people("Owner", "Sales Manager")) as [Person, Person];
    await signUp(owner, 1);
    await signUp(manager, 2);
    const since = await newestMailId(t.app);
    await review(owner.id, "approve");
    await review(manager.id, "decline");
    const [approved] = await mailsTo(t.app, owner.email, since);
    expect(approved).toMatchObject({
      kind: "dinner_approved",
      subject: "Your place at the Captain's Dinner is confirmed",
    });
    expect(approved?.text).toContain("Thursday 6 November");
    expect(approved?.text).toContain("http://localhost:3000/program");
    const [declined] = await mailsTo(t.app, manager.email, since);
    expect(declined).toMatchObject({ kind: "dinner_declined" });
    expect(declined?.text).toContain("Friday 7 November");
    expect(await slots(owner)).toMatchObject({ registrationStatus: 1 });
    const stored = first(
      await t.app.db
        .select()
        .from(dinnerRegistrations)
        .where(and(eq(dinnerRegistrations.contactId, owner.id))),
    );
    expect(stored).toMatchObject({ status: 1, reviewedBy: DEMO_IDS.organiser });
    await expect(review(owner.id, "approve")).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      t.app.services.dinner.review(99_999_999, "approve", DEMO_IDS.organiser, new Date()),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await mailsTo(t.app, owner.email, since)).toHaveLength(1);
  });
});
