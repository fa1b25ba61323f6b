import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  editionContacts,
  mailOutbox,
  passwordResetTokens,
  payments,
  registrationAttendees,
  registrations,
  simulatedPayments,
} from "../../db/schema/index.ts";
import { createTestApp, first, type TestApp } from "../../test/app.ts";
import { pendingRegistration } from "./payments.test-kit.ts";

let t: TestApp;
let app: FastifyInstance;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

/** A pending member registration with two attendees unless others are given. */
async function registration(opts: {
  totalCents?: number;
  attendees?: { name: string; email: string; tbd?: boolean }[];
}) {
  const n = ++seq;
  const attendees = opts.attendees ?? [
    { name: "Ann Payer", email: `ann.${n}@payer.example` },
    { name: "Bob Payer", email: `Bob.${n}@Payer.example` },
  ];
  return pendingRegistration(app, { name: `Payer ${n}`, subtotalCents: opts.totalCents, attendees });
}

const simId = (checkoutUrl: string) => checkoutUrl.split("/").pop() as string;

const complete = (id: string, outcome: string) =>
  app.inject({ method: "POST", url: `/api/payments/simulated/${id}/complete`, payload: { outcome } });

const webhook = (id: string) =>
  app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: `id=${encodeURIComponent(id)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const regStatus = async (id: number) =>
  first(await app.db.select().from(registrations).where(eq(registrations.id, id))).status;

const paymentRow = async (providerPaymentId: string) =>
  first(await app.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)));

const mailsTo = (emails: string[]) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.to,
        emails.map((e) => e.toLowerCase()),
      ),
    );

/** Marks the simulated provider's side paid without notifying, as a payer would at Mollie. */
const payAtProvider = (id: string) =>
  app.db.update(simulatedPayments).set({ status: "paid" }).where(eq(simulatedPayments.id, id));

describe("startCheckout", () => {
  it("charges the registration's stored total and opens a payment", async () => {
    const reg = await registration({ totalCents: 123_456 });
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/payment\/checkout\/sim_/);
    const row = await paymentRow(simId(checkoutUrl));
    expect(row).toMatchObject({
      registrationId: reg.id,
      provider: "simulated",
      status: "open",
      amountCents: 123_456,
    });
    const res = await app.inject({ url: `/api/payments/simulated/${simId(checkoutUrl)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ amountCents: 123_456, paymentStatus: "open" });
    expect(res.json().result.description).toContain(String(reg.id));
  });

  it("refuses a registration that is paid already or unknown", async () => {
    const reg = await registration({});
    await app.db.update(registrations).set({ status: "paid" }).where(eq(registrations.id, reg.id));
    await expect(app.services.payments.startCheckout(reg.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(app.services.payments.startCheckout(999_999)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("paying through the simulated checkout", () => {
  it("marks the registration paid and activates each attendee with one set-password mail", async () => {
    const reg = await registration({
      attendees: [
        { name: "Ann Payer", email: `ann.paid${seq}@payer.example` },
        { name: "Bob Payer", email: `Bob.Paid${seq}@Payer.example` },
        { name: "To be decided", email: "", tbd: true },
      ],
    });
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    const res = await complete(simId(checkoutUrl), "paid");
    expect(res.statusCode).toBe(200);
    const redirect = new URL(res.json().redirectUrl);
    expect(redirect.pathname).toBe("/payment/return");
    expect(await regStatus(reg.id)).toBe("paid");
    expect((await paymentRow(simId(checkoutUrl))).status).toBe("paid");

    const emails = reg.attendees.filter((a) => !a.tbd).map((a) => a.email.toLowerCase());
    const people = await app.db
      .select()
      .from(contacts)
      .where(eq(contacts.companyId, reg.companyId))
      .orderBy(asc(contacts.position));
    expect(people.map((p) => p.email)).toEqual(emails);
    expect(people.map((p) => p.position)).toEqual([1, 2]);
    expect(people.every((p) => p.passwordHash === null)).toBe(true);

    const lines = await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationId, reg.id))
      .orderBy(asc(registrationAttendees.id));
    expect(lines.map((l) => l.contactId)).toEqual([...people.map((p) => p.id), null]);
    const attending = await app.db
      .select()
      .from(editionContacts)
      .where(
        and(
          eq(editionContacts.editionId, reg.editionId),
          inArray(
            editionContacts.contactId,
            people.map((p) => p.id),
          ),
        ),
      );
    expect(attending).toHaveLength(2);
    const tokens = await app.db
      .select()
      .from(passwordResetTokens)
      .where(
        inArray(
          passwordResetTokens.contactId,
          people.map((p) => p.id),
        ),
      );
    expect(tokens).toHaveLength(2);

    const mails = await mailsTo(emails);
    expect(mails.map((m) => m.to).sort()).toEqual([...emails].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe("Set your password");
      const token = /\?reset=([\w-]+)/.exec(mail.text)?.[1];
      expect(mail.text).toContain(`http://localhost:3000/?reset=${token}`);
      const verify = await app.inject({
        method: "POST",
        url: "/api/companies/verifyResetToken",
        payload: { resetToken: token },
      });
      expect(verify.json().payload.isSuccess).toBe(true);
    }
    // The link lets the attendee choose a password and sign in with it.
    const firstMail = first(mails);
    const token = /\?reset=([\w-]+)/.exec(firstMail.text)?.[1];
    const password = "Harbour-Lantern-Quartz-91";
    const set = await app.inject({
      method: "POST",
      url: "/api/companies/resetPasswordWithToken",
      payload: { token, password },
    });
    expect(set.statusCode).toBe(200);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: firstMail.to, password },
    });
    expect(login.statusCode).toBe(200);

    const status = await app.inject({
      url: `/api/payments/status${redirect.search}`,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().result).toMatchObject({
      registrationId: reg.id,
      paymentStatus: "paid",
      registrationStatus: "paid",
      amountCents: 99_000,
      currency: "EUR",
    });
  });

  it("reuses the company's contact of the same address and mails a signed-up person to sign in", async () => {
    const reg = await registration({
      attendees: [{ name: "Cleo Known", email: `cleo${seq}@payer.example` }],
    });
    const { email } = first(reg.attendees);
    const existing = first(
      await app.db
        .insert(contacts)
        .values({ companyId: reg.companyId, name: "Cleo", email, passwordHash: "x", position: 1 })
        .returning(),
    );
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    await complete(simId(checkoutUrl), "paid");
    const people = await app.db.select().from(contacts).where(eq(contacts.companyId, reg.companyId));
    expect(people.map((p) => p.id)).toEqual([existing.id]);
    const mails = await mailsTo([email]);
    expect(mails.map((m) => m.subject)).toEqual(["You are registered"]);
  });

  it("records a failed and a cancelled payment without activating anyone", async () => {
    for (const [outcome, expected] of [
      ["failed", "failed"],
      ["canceled", "cancelled"],
    ] as const) {
      const reg = await registration({});
      const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
      const res = await complete(simId(checkoutUrl), outcome);
      expect(res.statusCode).toBe(200);
      expect(await regStatus(reg.id)).toBe(expected);
      expect((await paymentRow(simId(checkoutUrl))).status).toBe(outcome);
      expect(await mailsTo(reg.attendees.map((a) => a.email))).toHaveLength(0);
      expect(await app.db.select().from(contacts).where(eq(contacts.companyId, reg.companyId))).toHaveLength(
        0,
      );
      // Once decided, the checkout cannot be completed again.
      expect((await complete(simId(checkoutUrl), "paid")).statusCode).toBe(409);
      expect(await regStatus(reg.id)).toBe(expected);
    }
  });

  it("lets a failed registration pay again with a new checkout", async () => {
    const reg = await registration({});
    const first = await app.services.payments.startCheckout(reg.id);
    await complete(simId(first.checkoutUrl), "failed");
    const second = await app.services.payments.startCheckout(reg.id);
    expect(await regStatus(reg.id)).toBe("pending_payment");
    await complete(simId(second.checkoutUrl), "paid");
    expect(await regStatus(reg.id)).toBe("paid");
    expect(await mailsTo(reg.attendees.map((a) => a.email))).toHaveLength(2);
  });

  it("answers 404 for an unknown checkout and 400 for a bad outcome", async () => {
    expect((await app.inject({ url: "/api/payments/simulated/sim_unknownunknown1234" })).statusCode).toBe(
      404,
    );
    expect((await complete("sim_unknownunknown1234", "paid")).statusCode).toBe(404);
    const reg = await registration({});
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    expect((await complete(simId(checkoutUrl), "refunded")).statusCode).toBe(400);
  });
});

describe("the webhook", () => {
  it("changes state once and mails each attendee once when replayed 10 times in a row", async () => {
    const reg = await registration({});
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    const id = simId(checkoutUrl);
    await payAtProvider(id);
    for (let i = 0; i < 10; i++) expect((await webhook(id)).statusCode).toBe(200);
    expect(await regStatus(reg.id)).toBe("paid");
    expect(await mailsTo(reg.attendees.map((a) => a.email))).toHaveLength(2);
    expect(await app.db.select().from(contacts).where(eq(contacts.companyId, reg.companyId))).toHaveLength(2);
  });

  it("changes state once and mails each attendee once when replayed 10 times at once", async () => {
    const reg = await registration({});
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    const id = simId(checkoutUrl);
    await payAtProvider(id);
    const results = await Promise.all(Array.from({ length: 10 }, () => app.services.payments.sync(id)));
    expect(results.filter((r) => r === "changed")).toHaveLength(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await regStatus(reg.id)).toBe("paid");
    expect(await mailsTo(reg.attendees.map((a) => a.email))).toHaveLength(2);
    const tokens = await app.db
      .select()
      .from(passwordResetTokens)
      .innerJoin(contacts, eq(contacts.id, passwordResetTokens.contactId))
      .where(eq(contacts.companyId, reg.companyId));
    expect(tokens).toHaveLength(2);
  });

  it("trusts only the provider: a claimed status and an unknown id change nothing", async () => {
    const reg = await registration({});
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    const id = simId(checkoutUrl);
    const forged = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: { id, status: "paid", amount: { value: "0.01" } },
    });
    expect(forged.statusCode).toBe(200);
    expect(await regStatus(reg.id)).toBe("pending_payment");
    expect((await paymentRow(id)).status).toBe("open");
    const unknown = await webhook("tr_doesnotexist");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 200 });
    expect((await webhook("")).statusCode).toBe(400);
    expect(await mailsTo(reg.attendees.map((a) => a.email))).toHaveLength(0);
  });
});

describe("the return page's status", () => {
  it("needs the key of the return address", async () => {
    const reg = await registration({});
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    const { redirectUrl } = (await complete(simId(checkoutUrl), "canceled")).json();
    const key = new URL(redirectUrl).searchParams.get("key") as string;
    const ok = await app.inject({ url: `/api/payments/status?registration=${reg.id}&key=${key}` });
    expect(ok.json().result).toMatchObject({ paymentStatus: "canceled", registrationStatus: "cancelled" });
    const wrongKey = await app.inject({
      url: `/api/payments/status?registration=${reg.id}&key=${"x".repeat(43)}`,
    });
    expect(wrongKey.statusCode).toBe(404);
    const otherRegistration = await app.inject({
      url: `/api/payments/status?registration=${reg.id + 1000}&key=${key}`,
    });
    expect(otherRegistration.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/payments/status?registration=${reg.id}` })).statusCode).toBe(400);
  });

  it("fetches an open payment's state from the provider when no webhook came", async () => {
    const reg = await registration({});
    const { checkoutUrl } = await app.services.payments.startCheckout(reg.id);
    const id = simId(checkoutUrl);
    const row = first(await app.db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id)));
    await payAtProvider(id);
    const res = await app.inject({ url: `/api/payments/status${new URL(row.redirectUrl).search}` });
    expect(res.json().result).toMatchObject({ paymentStatus: "paid", registrationStatus: "paid" });
    expect(await mailsTo(reg.attendees.map((a) => a.email))).toHaveLength(2);
  });
});
