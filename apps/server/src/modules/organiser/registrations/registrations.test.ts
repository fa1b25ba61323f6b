import {
  REGISTRATIONS_CSV_COLUMNS,
  registrationDetailResponseSchema,
  registrationsListResponseSchema,
} from "@ebm/shared/schemas/organiser-registrations";
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, editionContacts, mailOutbox, registrations } from "../../../db/schema/index.ts";
import { newestMailId } from "../../../test/app.ts";
import { pendingRegistration } from "../../payments/payments.test-kit.ts";
import { registerTestKit } from "../../register/register.test-kit.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();
const kit = registerTestKit(() => t.testApp);
const { expectError } = kit;
beforeAll(() => kit.setOpen(true));

let made = 0;
/** A non-member's registration awaiting verification, with a company name of its own. */
async function nonMemberRegistration(attendees = 1) {
  const name = `Verify Test ${++made} ${Date.now()} GmbH`;
  const people = Array.from({ length: attendees }, (_, i) =>
    kit.attendee(kit.freshEmail(), { name: `Person ${made}-${i + 1}` }),
  );
  const res = await kit.register(kit.nonMemberBody({ attendees: people }, { companyName: name }));
  expect(res.statusCode, res.body).toBe(200);
  const { registrationId } = res.json() as { registrationId: number };
  return { id: registrationId, name, people };
}

const get = (url: string, headers: Record<string, string> = t.organiser.headers) =>
  t.app.inject({ method: "GET", url, headers });
const post = (url: string, payload: unknown = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: t.organiser.headers });

async function mailsSince(id: number) {
  return t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);
}

describe("GET /api/organiser/registrations", () => {
  it("lists, searches by company, attendee, e-mail and number, and filters", async () => {
    const reg = await nonMemberRegistration(2);
    const search = async (query: string) => {
      const res = await get(`/api/organiser/registrations?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return registrationsListResponseSchema.parse(res.json()).payload;
    };
    const byName = await search(`q=${encodeURIComponent(reg.name)}`);
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      id: reg.id,
      company: { name: reg.name, country: "Germany" },
      isMember: false,
      status: "awaiting_verification",
      attendees: 2,
      paymentState: "none",
    });
    expect(byName.items[0]?.totalCents).toBeGreaterThan(0);
    const email = reg.people[1]?.email ?? "";
    expect((await search(`q=${encodeURIComponent(email.toUpperCase())}`)).items.map((r) => r.id)).toEqual([
      reg.id,
    ]);
    expect(
      (await search(`q=${encodeURIComponent(reg.people[0]?.name ?? "")}`)).items.map((r) => r.id),
    ).toEqual([reg.id]);
    expect((await search(`q=%23${reg.id}`)).items.map((r) => r.id)).toContain(reg.id);
    expect((await search(`q=${encodeURIComponent(reg.name)}&member=member`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent(reg.name)}&member=non-member`)).total).toBe(1);
    expect((await search(`q=${encodeURIComponent(reg.name)}&status=paid`)).total).toBe(0);
    // A "%" is taken literally, not as a wildcard.
    expect((await search("q=%25%25%25")).total).toBe(0);
  });

  it("pages in SQL: pageSize and page give the right slice and the total", async () => {
    await nonMemberRegistration();
    await nonMemberRegistration();
    const all = registrationsListResponseSchema.parse(
      (await get("/api/organiser/registrations?q=Verify%20Test")).json(),
    ).payload;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = registrationsListResponseSchema.parse(
      (await get("/api/organiser/registrations?q=Verify%20Test&pageSize=1&page=2")).json(),
    ).payload;
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(second.items.map((r) => r.id)).toEqual([all.items[1]?.id]);
  });

  it("refuses a bad filter with 400", async () => {
    expectError(await get("/api/organiser/registrations?status=bogus"), 400);
    expectError(await get("/api/organiser/registrations?pageSize=500"), 400);
  });
});

describe("GET /api/organiser/registrations/:id", () => {
  it("gives the company, attendees, price and payments; 404 for no such registration", async () => {
    const reg = await nonMemberRegistration();
    const res = await get(`/api/organiser/registrations/${reg.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = registrationDetailResponseSchema.parse(res.json()).payload;
    expect(detail).toMatchObject({
      id: reg.id,
      status: "awaiting_verification",
      isMember: false,
      company: { name: reg.name, vat: "DE123456789", country: "Germany", tbsCompanyId: null },
      payments: [],
      paymentState: "none",
      review: null,
      contactEmail: reg.people[0]?.email,
    });
    expect(detail.attendees).toEqual([
      expect.objectContaining({ name: reg.people[0]?.name, email: reg.people[0]?.email, isUser: false }),
    ]);
    expect(detail.price.totalCents).toBe(detail.price.subtotalCents + detail.price.vatCents);
    expectError(await get("/api/organiser/registrations/999999"), 404);
    expectError(await get("/api/organiser/registrations/abc"), 400);
  });
});

describe("POST /api/organiser/registrations/:id/verify", () => {
  it("makes the attendees users of the edition, mails them and the contact, audits; a second time is 409", async () => {
    const reg = await nonMemberRegistration(2);
    const mark = await newestMailId(t.app);
    const res = await post(`/api/organiser/registrations/${reg.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = registrationDetailResponseSchema.parse(res.json()).payload;
    expect(detail.status).toBe("verified");
    expect(detail.review).toMatchObject({ by: { id: t.organiser.id }, reason: null });
    expect(detail.attendees.every((a) => a.isUser)).toBe(true);

    // Both attendees are contacts of the company and attend the current edition.
    for (const person of reg.people) {
      const [contact] = await t.app.db.select().from(contacts).where(eq(contacts.email, person.email));
      expect(contact?.companyId).toBe(detail.company.id);
      const attends = await t.app.db
        .select()
        .from(editionContacts)
        .where(eq(editionContacts.contactId, contact?.id ?? 0));
      expect(attends).toHaveLength(1);
    }

    const mails = await mailsSince(mark);
    const contactEmail = reg.people[0]?.email;
    expect(mails.filter((m) => m.kind === "registration_verified").map((m) => m.to)).toEqual([contactEmail]);
    expect(mails.find((m) => m.kind === "registration_verified")?.text).toContain(reg.name);
    expect(
      mails
        .filter((m) => m.kind === "set_password")
        .map((m) => m.to)
        .sort(),
    ).toEqual(reg.people.map((p) => p.email).sort());
    expect(mails.find((m) => m.kind === "set_password")?.text).toContain("confirmed");

    const entry = await t.newestAudit("registration");
    expect(entry).toMatchObject({
      action: "registration.verify",
      objectType: "registration",
      objectId: String(reg.id),
      actorId: t.organiser.id,
      before: { status: "awaiting_verification" },
      after: { status: "verified" },
    });

    expectError(await post(`/api/organiser/registrations/${reg.id}/verify`), 409);
    expectError(await post(`/api/organiser/registrations/${reg.id}/decline`, { reason: "Too late" }), 409);
  });

  it("two verifications at once: one wins, the other is 409, the mails go once", async () => {
    const reg = await nonMemberRegistration();
    const mark = await newestMailId(t.app);
    const answers = await Promise.all([
      post(`/api/organiser/registrations/${reg.id}/verify`),
      post(`/api/organiser/registrations/${reg.id}/verify`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const mails = await mailsSince(mark);
    expect(mails.filter((m) => m.kind === "registration_verified")).toHaveLength(1);
  });

  it("refuses a member's registration waiting for payment (409) and an unknown one (404)", async () => {
    const pending = await pendingRegistration(t.app, {
      name: "Unpaid Member Ltd",
      attendees: [{ name: "Una Paid", email: kit.freshEmail() }],
    });
    expectError(await post(`/api/organiser/registrations/${pending.id}/verify`), 409);
    expectError(await post("/api/organiser/registrations/999999/verify"), 404);
  });
});

describe("POST /api/organiser/registrations/:id/decline", () => {
  it("needs a reason of at most 1000 characters", async () => {
    const reg = await nonMemberRegistration();
    expectError(await post(`/api/organiser/registrations/${reg.id}/decline`, {}), 400, "reason");
    expectError(
      await post(`/api/organiser/registrations/${reg.id}/decline`, { reason: "   " }),
      400,
      "reason",
    );
    expectError(
      await post(`/api/organiser/registrations/${reg.id}/decline`, { reason: "x".repeat(1001) }),
      400,
      "reason",
    );
  });

  it("declines with the reason, tells the contact, makes nobody a user, audits", async () => {
    const reg = await nonMemberRegistration();
    const mark = await newestMailId(t.app);
    const reason = "We could not confirm the company's trade references.";
    const res = await post(`/api/organiser/registrations/${reg.id}/decline`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    const detail = registrationDetailResponseSchema.parse(res.json()).payload;
    expect(detail).toMatchObject({ status: "declined", review: { reason, by: { id: t.organiser.id } } });
    expect(detail.attendees.every((a) => !a.isUser)).toBe(true);
    const mails = await mailsSince(mark);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([["registration_declined", reg.people[0]?.email]]);
    expect(mails[0]?.text).toContain(reason);
    const [contact] = await t.app.db
      .select()
      .from(contacts)
      .where(eq(contacts.email, reg.people[0]?.email ?? ""));
    expect(contact).toBeUndefined();
    expect(await t.newestAudit("registration")).toMatchObject({
      action: "registration.decline",
      objectId: String(reg.id),
      before: { status: "awaiting_verification", declineReason: null },
      after: { status: "declined", declineReason: reason },
    });
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect(row?.reviewedBy).toBe(t.organiser.id);
  });
});

describe("POST /api/organiser/registrations/:id/resend-confirmation", () => {
  it("queues the attendees' mails of a verified registration again, and the contact's notice; audits", async () => {
    const reg = await nonMemberRegistration();
    await post(`/api/organiser/registrations/${reg.id}/verify`);
    const mark = await newestMailId(t.app);
    const res = await post(`/api/organiser/registrations/${reg.id}/resend-confirmation`);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.kind).sort()).toEqual(["registration_verified", "set_password"]);
    expect(await t.newestAudit("registration")).toMatchObject({
      action: "registration.resend",
      objectId: String(reg.id),
    });
  });

  it("sends a paid registration's mail again; 409 for one awaiting verification", async () => {
    const email = kit.freshEmail();
    const paid = await pendingRegistration(t.app, {
      name: "Paid Member Ltd",
      attendees: [{ name: "Pia Paid", email }],
    });
    await t.app.db.transaction(async (tx) => {
      await tx.update(registrations).set({ status: "paid" }).where(eq(registrations.id, paid.id));
      await t.app.services.payments.activateAttendees(tx, paid.id);
    });
    const mark = await newestMailId(t.app);
    const res = await post(`/api/organiser/registrations/${paid.id}/resend-confirmation`);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsSince(mark);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([["set_password", email]]);
    expect(mails[0]?.text).toContain("is paid");

    const waiting = await nonMemberRegistration();
    expectError(await post(`/api/organiser/registrations/${waiting.id}/resend-confirmation`), 409);
  });
});

describe("GET /api/organiser/registrations.csv", () => {
  it("streams the header and a line per matching registration", async () => {
    const reg = await nonMemberRegistration(3);
    const res = await get(`/api/organiser/registrations.csv?q=${encodeURIComponent(reg.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="registrations-\d{8}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(REGISTRATIONS_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reg.id},${reg.name},Germany,no,awaiting_verification,3,`);
    expect(lines[1]).toMatch(/,none,\d{4}-\d\d-\d\dT/);
  });

  it("reads in batches: more lines than one batch all arrive", async () => {
    const { registrationsCsv } = await import("./registrations.csv.ts");
    const { registrationsRepository } = await import("./registrations.repository.ts");
    await nonMemberRegistration();
    await nonMemberRegistration();
    await nonMemberRegistration();
    const { edition } = await t.app.services.settings.current();
    let text = "";
    for await (const chunk of registrationsCsv(
      registrationsRepository(t.app.db),
      edition.id,
      { q: "Verify Test" },
      2,
    ))
      text += chunk;
    const expected = registrationsListResponseSchema.parse(
      (await get("/api/organiser/registrations?q=Verify%20Test&pageSize=100")).json(),
    ).payload.total;
    expect(text.trim().split("\n")).toHaveLength(expected + 1);
  });
});

describe("access", () => {
  it("refuses visitors (401) and attendees (403)", async () => {
    const attendee = await t.attendee();
    for (const url of ["/api/organiser/registrations", "/api/organiser/registrations.csv"]) {
      expectError(await get(url, {}), 401);
      expectError(await get(url, attendee.headers), 403);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/organiser/registrations/1/verify",
      headers: attendee.headers,
    });
    expectError(res, 403);
    // Nothing changed by the refusal.
    expect(
      await t.app.db
        .select()
        .from(registrations)
        .where(and(eq(registrations.id, 1), eq(registrations.status, "verified"))),
    ).toHaveLength(0);
  });
});
