import { outboxResponseSchema } from "@ebm/shared/schemas/dev";
import { type AuditEntry, auditListResponseSchema } from "@ebm/shared/schemas/organiser";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, mailOutbox } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { REDACTED } from "../../lib/redact-url.ts";
import {
  createTestApp,
  DEMO,
  eventually,
  first,
  newestMailId,
  signIn,
  type TestApp,
} from "../../test/app.ts";
import { outboxMayShowSecrets, SAMPLE_TBS_COMPANY_ID_BASE } from "./dev.service.ts";

let t: TestApp;
let organiser: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  const { user, headers } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
  organiser = { id: user.id, headers };
});
afterAll(() => t.close());

/** The development outbox as the organiser reads it. */
async function readOutbox() {
  const res = await t.app.inject({ method: "GET", url: "/api/dev/mail", headers: organiser.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, mails: outboxResponseSchema.parse(res.json()).payload };
}

/** Asks for a reset mail to `email`; answers the mail's id and the token of its link, read from the database. */
async function resetMailTo(email: string): Promise<{ id: number; token: string }> {
  const afterId = await newestMailId(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/companies/requestPassword",
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  // The request is answered before the mail is written, so the answer's time tells nothing.
  const mail = await eventually(async () => {
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), gt(mailOutbox.id, afterId)))
      .limit(1);
    return row;
  });
  const token = decodeURIComponent(mail.text.match(/\?reset=([^\s]+)/)?.[1] ?? "");
  expect(token.length).toBeGreaterThan(20);
  return { id: mail.id, token };
}

async function outboxReads(): Promise<AuditEntry[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/organiser/audit?objectType=mail&pageSize=100",
    headers: organiser.headers,
  });
  expect(res.statusCode).toBe(200);
  return auditListResponseSchema
    .parse(res.json())
    .payload.items.filter((entry) => entry.action === "dev.outbox.read");
}

const linkWorks = async (resetToken: string) =>
  (
    await t.app.inject({ method: "POST", url: "/api/companies/verifyResetToken", payload: { resetToken } })
  ).json().payload.isSuccess as boolean;

/** A demo contact without a password yet, as most of the demo's contacts are. */
async function passwordlessContact() {
  return first(
    await t.app.db
      .select({ id: contacts.id, email: contacts.email })
      .from(contacts)
      .where(and(isNull(contacts.passwordHash), eq(contacts.isActive, true), eq(contacts.role, "attendee")))
      .orderBy(asc(contacts.id))
      .limit(1),
  );
}

describe("GET /api/dev/mail and the secrets of mailed links", () => {
  it("hides the reset links of accounts with a password of their own, staff's included, and audits nothing then", async () => {
    const staff = await resetMailTo(DEMO.organiser);
    const attendee = await resetMailTo(DEMO.anna);
    const { body, mails } = await readOutbox();
    for (const { id, token } of [staff, attendee]) {
      const mail = mails.find((m) => m.id === id);
      expect(mail?.text).toContain(`/?reset=${REDACTED}`);
      expect(body).not.toContain(token);
      // Hidden, not ended: the owner can still use the link from their own mailbox.
      expect(await linkWorks(token)).toBe(true);
    }
    expect(await outboxReads()).toEqual([]);
  });

  it("shows the link of a sample company's account, and records the read", async () => {
    const sample = await t.app.services.dev.createSampleCompany({ contacts: 1, attending: true });
    const contact = first(sample.contacts);
    const { id, token } = await resetMailTo(contact.email);
    const { body, mails } = await readOutbox();
    expect(mails.find((m) => m.id === id)?.text).toContain(`/?reset=${encodeURIComponent(token)}`);
    expect(await linkWorks(token)).toBe(true);

    const [entry] = await outboxReads();
    expect(entry).toMatchObject({ actorId: organiser.id, action: "dev.outbox.read", objectType: "mail" });
    expect(entry?.objectId?.split(",")).toContain(String(id));
    expect(entry?.summary).toContain(`#${id} password_reset to ${contact.email}`);
    expect(JSON.stringify(entry)).not.toContain(token);
    // The staff's link stays hidden in the same read.
    expect(body).toContain(`?reset=${REDACTED}`);
  });

  it("shows the link of an account without a password, judged by the account as it is at each read", async () => {
    const contact = await passwordlessContact();
    const { id, token } = await resetMailTo(contact.email);
    const before = (await outboxReads()).length;
    expect((await readOutbox()).mails.find((m) => m.id === id)?.text).toContain(encodeURIComponent(token));
    expect(await outboxReads()).toHaveLength(before + 1);

    // Once the account has a password of its own, the same mail's link is hidden.
    await t.app.db.update(contacts).set({ passwordHash: "set-elsewhere" }).where(eq(contacts.id, contact.id));
    const later = await readOutbox();
    expect(later.mails.find((m) => m.id === id)?.text).toContain(`/?reset=${REDACTED}`);
    expect(later.body).not.toContain(token);
  });

  it("hides the link of a sample company's account that is staff", async () => {
    const sample = await t.app.services.dev.createSampleCompany({ contacts: 1, attending: true });
    const contact = first(sample.contacts);
    await t.app.db.update(contacts).set({ role: "organiser" }).where(eq(contacts.id, contact.id));
    const { id, token } = await resetMailTo(contact.email);
    const { body, mails } = await readOutbox();
    expect(mails.find((m) => m.id === id)?.text).toContain(`/?reset=${REDACTED}`);
    expect(body).not.toContain(token);
  });

  it("hides the link of a mail to an address no account has", async () => {
    const [row] = await t.app.db
      .insert(mailOutbox)
      .values({
        kind: "password_reset",
        to: "nobody-here@example.com",
        subject: "Set your new password",
        text: "Open http://localhost:3000/?reset=n0-acc0unt-t0ken-0123456789 to choose one.",
      })
      .returning({ id: mailOutbox.id });
    const { body, mails } = await readOutbox();
    expect(mails.find((m) => m.id === row?.id)?.text).toBe(
      `Open http://localhost:3000/?reset=${REDACTED} to choose one.`,
    );
    expect(body).not.toContain("n0-acc0unt-t0ken");
  });
});

describe("which links the outbox may show", () => {
  const person = (hasPassword: boolean, tbsCompanyId: number | null = null) =>
    ({ hasPassword, role: "attendee", tbsCompanyId }) as const;
  const sample = SAMPLE_TBS_COMPANY_ID_BASE + 7;

  it("in development: an account without a password yet, and a sample company's", () => {
    const development = { production: false };
    expect(outboxMayShowSecrets(person(false), development)).toBe(true);
    expect(outboxMayShowSecrets(person(true, sample), development)).toBe(true);
    expect(outboxMayShowSecrets(person(true), development)).toBe(false);
    expect(outboxMayShowSecrets({ ...person(false), role: "organiser" }, development)).toBe(false);
    expect(outboxMayShowSecrets(undefined, development)).toBe(false);
  });

  it("in production: a sample company's only, never a real new attendee's first link", () => {
    const production = { production: true };
    expect(outboxMayShowSecrets(person(false), production)).toBe(false);
    expect(outboxMayShowSecrets(person(false, sample), production)).toBe(true);
    expect(outboxMayShowSecrets(person(true), production)).toBe(false);
  });
});
