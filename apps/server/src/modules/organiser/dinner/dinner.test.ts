import {
  dinnerReviewResponseSchema,
  dinnerSignupListResponseSchema,
  dinnerSummaryResponseSchema,
} from "@ebm/shared/schemas/organiser-dinner";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, contacts, dinnerRegistrations, editions } from "../../../db/schema/index.ts";
import { first, newestMailId } from "../../../test/app.ts";
import { call, mailsTo, makeCompany, type Person } from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();

/** A new attending company of owners; returns its people and its name. */
async function ownersOf(count: number) {
  const people = await makeCompany(t.app, { people: count });
  for (const p of people)
    await t.app.db.update(contacts).set({ function: "Owner" }).where(eq(contacts.id, p.id));
  const [person] = people;
  const company = first(
    await t.app.db
      .select({ name: companies.name })
      .from(companies)
      .innerJoin(contacts, eq(contacts.companyId, companies.id))
      .where(eq(contacts.id, person?.id ?? 0)),
  );
  return { people, companyName: company.name };
}

const signUp = (who: Person, dayNumber: number) =>
  call(t.app, who, "POST", "/api/misc/regCaptLunch", { contactId: who.id, dayNumber });

const list = async (query: string) => {
  const { status, body } = await call(t.app, t.organiser, "GET", `/api/organiser/dinner?${query}`);
  expect(status).toBe(200);
  return dinnerSignupListResponseSchema.parse(body).payload;
};

const summary = async () => {
  const { status, body } = await call(t.app, t.organiser, "GET", "/api/organiser/dinner/summary");
  expect(status).toBe(200);
  return dinnerSummaryResponseSchema.parse(body).payload;
};

const review = (id: number, decision: "approve" | "decline" | "reopen") =>
  call(t.app, t.organiser, "POST", `/api/organiser/dinner/${id}/${decision}`);

describe("GET /api/organiser/dinner", () => {
  it("lists the sign-ups with person, company, day and state; filters by day and state, searches by company", async () => {
    const { people, companyName } = await ownersOf(2);
    const [a, b] = people as [Person, Person];
    expect((await signUp(a, 1)).status).toBe(200);
    expect((await signUp(b, 2)).status).toBe(200);

    const all = await list(`q=${encodeURIComponent(companyName)}`);
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({
      contactId: a.id,
      name: a.name,
      function: "Owner",
      email: a.email,
      companyName,
      dayNumber: 1,
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
    });
    expect(Date.parse(all.items[0]?.signedUpAt ?? "")).not.toBeNaN();

    expect((await list(`q=${encodeURIComponent(companyName)}&day=2`)).items.map((i) => i.contactId)).toEqual([
      b.id,
    ]);
    expect((await list(`q=${encodeURIComponent(b.email)}`)).items.map((i) => i.contactId)).toEqual([b.id]);
    expect((await list(`q=${encodeURIComponent(companyName)}&status=approved`)).total).toBe(0);
    const pending = await list("status=pending&pageSize=100");
    expect(pending.items.every((i) => i.status === "pending")).toBe(true);
  });

  it("pages on the server", async () => {
    const page = await list("pageSize=3&page=2");
    expect(page).toMatchObject({ page: 2, pageSize: 3 });
    expect(page.items.length).toBeLessThanOrEqual(3);
    expect(page.total).toBeGreaterThanOrEqual(10);
  });

  it("refuses a filter it does not know (400)", async () => {
    expect((await call(t.app, t.organiser, "GET", "/api/organiser/dinner?status=maybe")).status).toBe(400);
    expect((await call(t.app, t.organiser, "GET", "/api/organiser/dinner?pageSize=500")).status).toBe(400);
  });
});

describe("POST /api/organiser/dinner/:id/approve and /decline", () => {
  it("approves: counted on its day, the confirmation mail queued, the audit entry written; approving again is a 409", async () => {
    const { people } = await ownersOf(1);
    const [a] = people as [Person];
    await signUp(a, 1);
    const [row] = (await list(`q=${encodeURIComponent(a.email)}`)).items;
    const before = first((await summary()).days.filter((d) => d.dayNumber === 1));
    const since = await newestMailId(t.app);

    const res = await review(row?.id ?? 0, "approve");
    expect(res.status).toBe(200);
    const approved = dinnerReviewResponseSchema.parse(res.body).payload;
    expect(approved).toMatchObject({ id: row?.id, status: "approved", reviewedBy: "Sophie van Dijk" });
    expect(approved.reviewedAt).not.toBeNull();

    const after = first((await summary()).days.filter((d) => d.dayNumber === 1));
    expect(after).toMatchObject({
      approved: before.approved + 1,
      pending: before.pending - 1,
      spots: 250,
    });
    const [mail] = await mailsTo(t.app, a.email, since);
    expect(mail?.subject).toBe("Your place at the Captain's Dinner is confirmed");
    expect(await t.newestAudit()).toMatchObject({
      action: "dinner.approve",
      objectType: "dinner",
      objectId: String(row?.id),
      summary: `Approved ${a.name}'s Captain's Dinner sign-up for Thursday 6 November`,
      before: { status: "pending" },
      after: { status: "approved" },
    });

    const again = await review(row?.id ?? 0, "approve");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This sign-up is approved already.");
  });

  it("declines: the place is freed, the person is told, the audit entry written", async () => {
    const { people } = await ownersOf(1);
    const [a] = people as [Person];
    await signUp(a, 2);
    const [row] = (await list(`q=${encodeURIComponent(a.email)}`)).items;
    const since = await newestMailId(t.app);
    const res = await review(row?.id ?? 0, "decline");
    expect(res.status).toBe(200);
    expect(dinnerReviewResponseSchema.parse(res.body).payload.status).toBe("declined");
    const [mail] = await mailsTo(t.app, a.email, since);
    expect(mail?.subject).toBe("Your sign-up for the Captain's Dinner");
    expect(await t.newestAudit()).toMatchObject({
      action: "dinner.decline",
      before: { status: "pending" },
      after: { status: "declined" },
    });
  });

  it("keeps the limit per company on approval (409 naming it), and nothing is written then", async () => {
    // Three waiting sign-ups of one company, as a lowered limit or an old import would leave them.
    const { people } = await ownersOf(3);
    const { edition } = await t.app.services.settings.current();
    const companyId = first(
      await t.app.db
        .select({ id: contacts.companyId })
        .from(contacts)
        .where(eq(contacts.id, people[0]?.id ?? 0)),
    ).id;
    const ids = (
      await t.app.db
        .insert(dinnerRegistrations)
        .values(people.map((p) => ({ editionId: edition.id, contactId: p.id, companyId, dayNumber: 1 })))
        .returning({ id: dinnerRegistrations.id })
    ).map((r) => r.id);
    expect((await review(ids[0] ?? 0, "approve")).status).toBe(200);
    expect((await review(ids[1] ?? 0, "approve")).status).toBe(200);
    const audit = await t.newestAudit();
    const third = await review(ids[2] ?? 0, "approve");
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/limit of 2 per company/);
    expect(await t.newestAudit()).toEqual(audit);
    const stored = first(
      await t.app.db
        .select()
        .from(dinnerRegistrations)
        .where(eq(dinnerRegistrations.id, ids[2] ?? 0)),
    );
    expect(stored.status).toBe(0);
    // Declining stays possible.
    expect((await review(ids[2] ?? 0, "decline")).status).toBe(200);
  });

  it("keeps the limit per day on approval (409 naming it)", async () => {
    const { edition } = await t.app.services.settings.current();
    const day2 = first((await summary()).days.filter((d) => d.dayNumber === 2));
    const { people } = await ownersOf(2);
    const [a, b] = people as [Person, Person];
    await signUp(a, 2);
    await signUp(b, 2);
    const ids = [
      ...(await list(`q=${encodeURIComponent(a.email)}`)).items,
      ...(await list(`q=${encodeURIComponent(b.email)}`)).items,
    ].map((i) => i.id);
    expect(ids).toHaveLength(2);
    // One place left to approve on day 2.
    await t.app.db
      .update(editions)
      .set({ dinnerSpotsPerDay: day2.approved + 1 })
      .where(eq(editions.id, edition.id));
    t.app.services.settings.invalidate();
    try {
      expect((await review(ids[0] ?? 0, "approve")).status).toBe(200);
      const full = await review(ids[1] ?? 0, "approve");
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(
        `The limit of ${day2.approved + 1} places on day 2 is reached: all of them are approved.`,
      );
    } finally {
      await t.app.db.update(editions).set({ dinnerSpotsPerDay: 250 }).where(eq(editions.id, edition.id));
      t.app.services.settings.invalidate();
    }
  });

  it("answers 404 for an unknown sign-up and 400 for an id that is not one", async () => {
    expect((await review(99_999_999, "approve")).status).toBe(404);
    expect((await review(99_999_999, "decline")).status).toBe(404);
    expect((await call(t.app, t.organiser, "POST", "/api/organiser/dinner/abc/approve")).status).toBe(400);
  });
});

describe("undoing a review: POST /api/organiser/dinner/:id/reopen, and switching", () => {
  it("puts an approved sign-up back to waiting and switches a declined one to approved, audited, its seat counted once", async () => {
    const { people } = await ownersOf(1);
    const [a] = people as [Person];
    await signUp(a, 1);
    const [row] = (await list(`q=${encodeURIComponent(a.email)}`)).items;
    const id = row?.id ?? 0;
    const seats = async () => first((await summary()).days.filter((d) => d.dayNumber === 1));
    const start = await seats();
    expect(start.taken).toBe(start.pending + start.approved);

    expect((await review(id, "approve")).status).toBe(200);
    const since = await newestMailId(t.app);
    const reopened = await review(id, "reopen");
    expect(reopened.status).toBe(200);
    expect(dinnerReviewResponseSchema.parse(reopened.body).payload).toMatchObject({
      status: "pending",
      reviewedAt: null,
      reviewedBy: null,
    });
    expect(await mailsTo(t.app, a.email, since)).toHaveLength(0);
    expect(await t.newestAudit()).toMatchObject({
      action: "dinner.reopen",
      objectId: String(id),
      summary: `Put ${a.name}'s Captain's Dinner sign-up for Thursday 6 November back to waiting for review`,
      before: { status: "approved" },
      after: { status: "pending" },
    });
    expect(await seats()).toMatchObject({
      taken: start.taken,
      pending: start.pending,
      approved: start.approved,
    });
    expect((await review(id, "reopen")).status).toBe(409);

    expect((await review(id, "decline")).status).toBe(200);
    expect((await seats()).taken).toBe(start.taken - 1);
    const switched = await review(id, "approve");
    expect(switched.status).toBe(200);
    expect(await t.newestAudit()).toMatchObject({
      action: "dinner.approve",
      before: { status: "declined" },
      after: { status: "approved" },
    });
    expect(await seats()).toMatchObject({ taken: start.taken, approved: start.approved + 1 });
    // The overview and the sign-up page count the same seats.
    const overview = await call(t.app, t.organiser, "GET", "/api/organiser/overview");
    expect(overview.body.payload.dinner.days[0]).toMatchObject({ dayNumber: 1, taken: start.taken });
    const open = await call(t.app, undefined, "GET", "/api/misc/captLunchSlotsTaken");
    expect(open.body.payload[0]).toMatchObject({ dayNumber: 1, taken: start.taken });
  });

  it("checks the seats again under the locks: a declined sign-up comes back only while its company has a place", async () => {
    const { people } = await ownersOf(3);
    const [a, b, c] = people as [Person, Person, Person];
    await signUp(a, 2);
    const [row] = (await list(`q=${encodeURIComponent(a.email)}`)).items;
    const id = row?.id ?? 0;
    expect((await review(id, "decline")).status).toBe(200);
    // Two colleagues take the company's two places while it is declined.
    expect((await signUp(b, 2)).status).toBe(200);
    expect((await signUp(c, 2)).status).toBe(200);
    const audit = await t.newestAudit();
    for (const decision of ["reopen", "approve"] as const) {
      const refused = await review(id, decision);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/limit of 2 per company/);
    }
    expect(await t.newestAudit()).toEqual(audit);
    const stored = first(
      await t.app.db.select().from(dinnerRegistrations).where(eq(dinnerRegistrations.id, id)),
    );
    expect(stored.status).toBe(2);
  });

  it("is for organiser staff only (visitor 401, attendee 403, even on their own sign-up) and answers 404 and 400", async () => {
    const { people } = await ownersOf(1);
    const [a] = people as [Person];
    await signUp(a, 1);
    const [row] = (await list(`q=${encodeURIComponent(a.email)}`)).items;
    const id = row?.id ?? 0;
    for (const decision of ["approve", "decline", "reopen"] as const) {
      expect((await call(t.app, undefined, "POST", `/api/organiser/dinner/${id}/${decision}`)).status).toBe(
        401,
      );
      expect((await call(t.app, a, "POST", `/api/organiser/dinner/${id}/${decision}`)).status).toBe(403);
    }
    expect((await list(`q=${encodeURIComponent(a.email)}`)).items[0]?.status).toBe("pending");
    expect((await review(99_999_999, "reopen")).status).toBe(404);
    const bad = await call(t.app, t.organiser, "POST", "/api/organiser/dinner/abc/reopen");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("id");
  });
});

describe("GET /api/organiser/dinner/guests.csv", () => {
  it("lists the approved guests of one day, with the time zone of every time; waiting and declined ones are left out", async () => {
    const { people, companyName } = await ownersOf(2);
    const [a, b] = people as [Person, Person];
    await signUp(a, 1);
    await signUp(b, 1);
    const [rowA] = (await list(`q=${encodeURIComponent(a.email)}`)).items;
    expect((await review(rowA?.id ?? 0, "approve")).status).toBe(200);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/organiser/dinner/guests.csv?day=1",
      headers: t.organiser.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="captains-dinner-guests-2025-11-06.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Day,Name,Function,Company,E-mail,Signed up,Approved,Approved by");
    const mine = lines.filter((line) => line.includes(companyName));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(a.email);
    expect(mine[0]).toContain("Thursday 6 November");
    expect(mine[0]).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (GMT|UTC|IST)/);
    expect(mine[0]).toContain("Sophie van Dijk");
    expect(res.body).not.toContain(b.email);
  });

  it("is for organiser staff only and wants a day", async () => {
    const [attendee] = (await makeCompany(t.app)) as [Person];
    expect((await call(t.app, undefined, "GET", "/api/organiser/dinner/guests.csv?day=1")).status).toBe(401);
    expect((await call(t.app, attendee, "GET", "/api/organiser/dinner/guests.csv?day=1")).status).toBe(403);
    const missing = await call(t.app, t.organiser, "GET", "/api/organiser/dinner/guests.csv");
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("day");
    expect((await call(t.app, t.organiser, "GET", "/api/organiser/dinner/guests.csv?day=x")).status).toBe(
      400,
    );
  });
});
