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

const review = (id: number, decision: "approve" | "decline") =>
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
  it("approves: counted on its day, the confirmation mail queued, the audit entry written; a second review is a 409", async () => {
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
      before: { status: "pending" },
      after: { status: "approved" },
    });

    const again = await review(row?.id ?? 0, "decline");
    expect(again.status).toBe(409);
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
