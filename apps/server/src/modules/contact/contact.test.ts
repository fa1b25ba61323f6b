import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  CONTACT_MESSAGE_LIMITS,
  captchaChallengeSchema,
  contactMessageResponseSchema,
} from "@ebm/shared/schemas/mail";
import { solveChallenge } from "altcha-lib/v1";
import { eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, mailOutbox, teamMembers, usedCaptchas } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, newestMailId, signIn, type TestApp } from "../../test/app.ts";
import { attendingCompany, contactsOf } from "../companies/companies.test-kit.ts";
import { CAPTCHA_MAX_NUMBER, captchaService } from "./captcha.ts";
import { contactService } from "./contact.service.ts";

const ORGANISERS = "events@ebm.example";
const TBS = "/api/mail/sendMailToTBS";
const TO_CONTACT = "/api/mail/sendMailToContact";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_MESSAGES_PER_HOUR: "1000" });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: "POST", url, payload: payload as object, headers });

/** Fetches a challenge and solves it as the widget does; returns the payload the form sends. */
async function solvedCaptcha(app = t.app): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/mail/captcha" });
  const challenge = captchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("captcha not solved");
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

const mailsAfter = (id: number) =>
  t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);

const visitorMessage = (captcha: string | undefined, extra: Record<string, unknown> = {}) => ({
  senderName: "Grace Visitor",
  senderEmail: "grace@visitor.example",
  recipientEmail: "",
  recipientId: null,
  subject: "Exhibiting next year",
  message: "Hello,\nwe would like to <b>exhibit</b>.\n\nGrace",
  isFromServicePage: true,
  captcha,
  ...extra,
});

describe("GET /api/mail/captcha", () => {
  it("gives a signed ALTCHA challenge that is not cached", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/mail/captcha" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const challenge = captchaChallengeSchema.parse(res.json());
    expect(challenge.algorithm).toBe("SHA-256");
    expect(challenge.maxnumber).toBe(CAPTCHA_MAX_NUMBER);
    const expires = Number(new URLSearchParams(challenge.salt.split("?")[1]).get("expires"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });
});

describe("POST /api/mail/sendMailToTBS", () => {
  it("queues a visitor's message to the organisers once, with a solved captcha", async () => {
    const before = await newestMailId(t.app);
    const captcha = await solvedCaptcha();
    const res = await post(TBS, visitorMessage(captcha));
    expect(res.statusCode).toBe(200);
    expect(contactMessageResponseSchema.parse(res.json())).toEqual({ status: 200 });
    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: "contact_organisers", to: ORGANISERS, status: "pending" });
    expect(mail?.replyTo).toBe('"Grace Visitor" <grace@visitor.example>');
    expect(mail?.subject).toContain("Exhibiting next year");
    expect(mail?.text).toContain("we would like to <b>exhibit</b>.");
    expect(mail?.html).toContain("we would like to &lt;b&gt;exhibit&lt;/b&gt;.");
    expect(mail?.html).not.toContain("<b>exhibit");

    const replay = await post(TBS, visitorMessage(captcha));
    expect(replay.statusCode).toBe(400);
    expect(errorResponseSchema.parse(replay.json())).toMatchObject({ status: 400, field: "captcha" });
    expect(await mailsAfter(before)).toHaveLength(1);
  });

  it("accepts one of several concurrent requests with the same solution", async () => {
    const before = await newestMailId(t.app);
    const captcha = await solvedCaptcha();
    const results = await Promise.all([0, 1, 2, 3].map(() => post(TBS, visitorMessage(captcha))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await mailsAfter(before)).toHaveLength(1);
  });

  it("sends to the team member named by recipientId, never to an address from the body", async () => {
    const [member] = await t.app.db.select().from(teamMembers).where(eq(teamMembers.id, 3));
    const before = await newestMailId(t.app);
    const res = await post(
      TBS,
      visitorMessage(await solvedCaptcha(), { recipientId: 3, recipientEmail: "attacker@evil.example" }),
    );
    expect(res.statusCode).toBe(200);
    const mails = await mailsAfter(before);
    expect(mails.map((m) => m.to)).toEqual([member?.email]);
    expect(mails[0]?.text).toContain(member?.name);
  });

  it("answers 404 for a team member that does not exist", async () => {
    const res = await post(TBS, visitorMessage(await solvedCaptcha(), { recipientId: 999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: "recipientId" });
  });

  it("refuses a visitor without a captcha or with a forged or unsolved one", async () => {
    const before = await newestMailId(t.app);
    const missing = await post(TBS, visitorMessage(undefined));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, field: "captcha" });

    const challenge = captchaChallengeSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/mail/captcha" })).json(),
    );
    const unsolved = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString("base64");
    const wrongNumber = Buffer.from(JSON.stringify({ ...challenge, number: 0 })).toString("base64");
    const forgedSignature = JSON.parse(Buffer.from(await solvedCaptcha(), "base64").toString());
    forgedSignature.signature = "0".repeat(64);
    for (const captcha of [
      "not base64 json",
      unsolved,
      wrongNumber,
      Buffer.from(JSON.stringify(forgedSignature)).toString("base64"),
    ]) {
      const res = await post(TBS, visitorMessage(captcha));
      // The random number may be 0 for one challenge in 50,000: then that one is a real solution.
      if (captcha === wrongNumber && res.statusCode === 200) continue;
      expect(res.statusCode, captcha).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field: "captcha" });
    }
    expect((await mailsAfter(before)).filter((m) => m.to === ORGANISERS).length).toBeLessThanOrEqual(1);
  });

  it("refuses an expired challenge", async () => {
    const challenge = captchaChallengeSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/mail/captcha" })).json(),
    );
    const expiredSalt = challenge.salt.replace(
      /expires=\d+/,
      `expires=${Math.floor(Date.now() / 1000) - 60}`,
    );
    const res = await post(
      TBS,
      visitorMessage(
        Buffer.from(JSON.stringify({ ...challenge, salt: expiredSalt, number: 1 })).toString("base64"),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("captcha");
  });

  it("lets a signed-in user write as themselves without a captcha", async () => {
    const { headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const before = await newestMailId(t.app);
    const res = await post(
      TBS,
      {
        senderName: "Someone Else",
        senderEmail: "ceo@other.example",
        subject: "Tables",
        message: "Which table?",
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const [mail, ...rest] = await mailsAfter(before);
    expect(rest).toHaveLength(0);
    expect(mail?.to).toBe(ORGANISERS);
    expect(mail?.replyTo).toBe(`"Anna Schmidt" <${DEMO.anna}>`);
    expect(mail?.text).toContain(`Anna Schmidt (Demo Trading B.V.) <${DEMO.anna}>`);
    expect(mail?.text).not.toContain("ceo@other.example");
    expect(mail?.text).not.toContain("Someone Else");
  });

  it("rejects bad input with a 400 naming the field", async () => {
    const captcha = "unused";
    const cases: [Record<string, unknown>, string][] = [
      [{ senderName: "" }, "senderName"],
      [{ senderName: "x".repeat(CONTACT_MESSAGE_LIMITS.senderName + 1) }, "senderName"],
      [{ senderName: "Grace\r\nBcc: all@example.com" }, "senderName"],
      [{ senderEmail: "" }, "senderEmail"],
      [{ senderEmail: "not-an-email" }, "senderEmail"],
      [{ subject: "" }, "subject"],
      [{ subject: "s".repeat(CONTACT_MESSAGE_LIMITS.subject + 1) }, "subject"],
      [{ message: "   " }, "message"],
      [{ message: "m".repeat(CONTACT_MESSAGE_LIMITS.message + 1) }, "message"],
      [{ recipientId: "abc" }, "recipientId"],
    ];
    for (const [change, field] of cases) {
      const res = await post(TBS, visitorMessage(captcha, change));
      expect(res.statusCode, field).toBe(400);
      expect(errorResponseSchema.parse(res.json()).field, JSON.stringify(change)).toBe(field);
    }
  });
});

describe("POST /api/mail/sendMailToContact", () => {
  it("needs a signed-in user", async () => {
    const res = await post(TO_CONTACT, { recipientId: 1, subject: "Hi", message: "Hello" });
    expect(res.statusCode).toBe(401);
  });

  it("queues a message to a contact of another company, addressed on the server", async () => {
    const { headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const member = await attendingCompany(t.app, true);
    const other = first(await contactsOf(t.app, member.id));
    const before = await newestMailId(t.app);
    const res = await post(
      TO_CONTACT,
      {
        recipientId: other.id,
        recipientEmail: "attacker@evil.example",
        subject: "Servers",
        message: "Do you have R740s?",
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(contactMessageResponseSchema.parse(res.json())).toEqual({ status: 200 });
    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "contact_attendee",
      to: other.email,
      replyTo: `"Anna Schmidt" <${DEMO.anna}>`,
    });
    expect(mails[0]?.text).toContain("Do you have R740s?");
  });

  it("reaches only contacts whose company page the sender may see", async () => {
    const { headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const body = { subject: "Hi", message: "Hello" };
    const notMember = first(await contactsOf(t.app, (await attendingCompany(t.app, false)).id));
    const hidden = await post(TO_CONTACT, { ...body, recipientId: notMember.id }, headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ status: 404, field: "recipientId" });
    const [organiser] = await t.app.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.email, DEMO.organiser));
    const notAttending = await post(TO_CONTACT, { ...body, recipientId: organiser?.id }, headers);
    expect(notAttending.statusCode).toBe(404);
  });

  it("answers 404 for an unknown contact and 400 for oneself", async () => {
    const { user, headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const lars = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const body = { subject: "Hi", message: "Hello" };
    const unknown = await post(TO_CONTACT, { ...body, recipientId: 2_000_000 }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, field: "recipientId" });
    const self = await post(TO_CONTACT, { ...body, recipientId: user.id }, headers);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ status: 400, field: "recipientId" });
    const colleague = await post(TO_CONTACT, { ...body, recipientId: lars.user.id }, headers);
    expect(colleague.statusCode).toBe(200);
    const none = await post(TO_CONTACT, body, headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe("recipientId");
    const badSubject = await post(TO_CONTACT, { ...body, subject: "", recipientId: 5 }, headers);
    expect(badSubject.json()).toMatchObject({ status: 400, field: "subject" });
  });
});

describe("rate limit", () => {
  it("answers 429 once a sender has sent CONTACT_MESSAGES_PER_HOUR messages: an account, or a visitor's address", async () => {
    const small = await createTestApp({ CONTACT_MESSAGES_PER_HOUR: "3" });
    try {
      const { headers } = await signIn(small.app, DEMO.anna, DEMO_PASSWORD);
      const message = { subject: "Hello", message: "A question" };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(TBS, message, headers, small.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      // The budget is shared by both forms.
      const limited = await post(TO_CONTACT, { ...message, recipientId: 5 }, headers, small.app);
      expect(limited.statusCode).toBe(429);
      expect(errorResponseSchema.parse(limited.json()).status).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      // A visitor at the same address is not held up by the user's account, nor another user.
      expect(
        (await post(TBS, visitorMessage(await solvedCaptcha(small.app)), {}, small.app)).statusCode,
      ).toBe(200);
      const lars = await signIn(small.app, DEMO.lars, DEMO_PASSWORD);
      expect((await post(TBS, message, lars.headers, small.app)).statusCode).toBe(200);
      // A visitor's address has a budget of its own.
      for (let i = 0; i < 2; i++)
        expect(
          (await post(TBS, visitorMessage(await solvedCaptcha(small.app)), {}, small.app)).statusCode,
        ).toBe(200);
      expect(
        (await post(TBS, visitorMessage(await solvedCaptcha(small.app)), {}, small.app)).statusCode,
      ).toBe(429);
    } finally {
      await small.close();
    }
  });
});

describe("used captchas", () => {
  it("are purged once their challenge has expired", async () => {
    await t.app.db.insert(usedCaptchas).values([
      { signature: "expired-one", expiresAt: new Date(Date.now() - 60_000) },
      { signature: "live-one", expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const service = contactService({
      db: t.app.db,
      mail: t.app.mail,
      settings: t.app.services.settings,
      captcha: captchaService({}),
      reach: { assertMayReach: async () => undefined },
    });
    expect(await service.purgeExpiredCaptchas()).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select().from(usedCaptchas);
    expect(left.map((r) => r.signature)).toContain("live-one");
    expect(left.map((r) => r.signature)).not.toContain("expired-one");
  });
});
