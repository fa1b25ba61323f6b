import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "../db/schema/index.ts";
import {
  act,
  call,
  makeCompany,
  makeDue,
  type Person,
  requestMeeting,
  SLOT,
  THURSDAY_NOON,
} from "../modules/scheduler/scheduler.test-kit.ts";
import { createTestApp, newestMailId, type TestApp } from "../test/app.ts";
import { MAILS_PER_SENDER_PER_HOUR } from "./mail-bound.ts";

let t: TestApp;
beforeAll(async () => {
  // The paths are driven harder than one account's hourly budgets of calls allow.
  t = await createTestApp({
    EVENT_TIME: THURSDAY_NOON,
    CONTACT_MESSAGES_PER_HOUR: "1000",
    RATE_LIMIT_SCALE: "10",
  });
});
afterAll(() => t.close());

const one = async () => ((await makeCompany(t.app)) as [Person])[0];

/** The mails written to `to` after mail `since`, by state. */
async function mailsTo(to: string, since: number) {
  const rows = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), gt(mailOutbox.id, since)));
  return {
    rows,
    live: rows.filter((m) => m.status !== "folded"),
    folded: rows.filter((m) => m.status === "folded"),
  };
}

const contactMessage = (from: Person, to: Person, n: number) =>
  call(t.app, from, "POST", "/api/mail/sendMailToContact", {
    recipientId: to.id,
    subject: `Stock list ${n}`,
    message: "Please see the attached list.",
  });

/** Runs the digest jobs that are pending now, as if their hour were over. */
async function runDigests() {
  const pending = await t.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, "mail.digest"), eq(jobs.status, "pending")));
  for (const job of pending) await makeDue(t.app, job.id);
  return t.app.jobs.runDue({ names: ["mail.digest"] });
}

describe("mail from one sender to one recipient in an hour", () => {
  it(`sends ${MAILS_PER_SENDER_PER_HOUR} whatever the paths, folds the rest into one digest, and loses nothing`, async () => {
    const [sender, recipient, other] = [await one(), await one(), await one()];
    const since = await newestMailId(t.app);
    const requestAndCancel = async () => {
      for (let i = 0; i < 5; i++) {
        const asked = await requestMeeting(t.app, sender, recipient, SLOT.friday);
        expect(asked.status).toBe(200);
        expect((await act(t.app, sender, asked.body.payload.meetingId, "reminder")).status).toBe(200);
        expect((await act(t.app, sender, asked.body.payload.meetingId, "cancel")).status).toBe(200);
      }
    };
    const contactForm = async () => {
      for (let i = 0; i < 5; i++) expect((await contactMessage(sender, recipient, i)).status).toBe(200);
    };
    const chat = async () => {
      const started = await call(t.app, sender, "POST", "/api/messages/conversation", {
        contactId: recipient.id,
      });
      expect(started.status).toBe(200);
      const sent = await call(t.app, sender, "POST", "/api/messages", {
        conversationId: started.body.conversationId,
        message: "Are you at the venue?",
      });
      expect(sent.status).toBe(201);
      await t.app.services.messages.mailIfUnread(sent.body.newMessage.id);
    };
    await Promise.all([requestAndCancel(), contactForm(), chat()]);

    const caused = 5 * 3 + 5 + 1;
    const { rows, live, folded } = await mailsTo(recipient.email, since);
    expect(rows).toHaveLength(caused);
    expect(live).toHaveLength(MAILS_PER_SENDER_PER_HOUR);
    expect(folded).toHaveLength(caused - MAILS_PER_SENDER_PER_HOUR);
    expect(rows.every((m) => m.senderKey === `contact:${sender.id}`)).toBe(true);
    // Folded mail has no sending job: nothing of it leaves but the digest.
    const sendJobs = await t.app.db.select().from(jobs).where(eq(jobs.name, "mail.send"));
    const queued = new Set(sendJobs.map((job) => job.key));
    expect(folded.filter((m) => queued.has(String(m.id)))).toEqual([]);

    // Another sender still reaches the same person.
    expect((await contactMessage(other, recipient, 99)).status).toBe(200);
    expect((await mailsTo(recipient.email, since)).live).toHaveLength(MAILS_PER_SENDER_PER_HOUR + 1);

    // Once the hour is over, one digest names every mail held back, once.
    expect(await runDigests()).toEqual({ done: 1, failed: 0 });
    const digests = (await mailsTo(recipient.email, since)).rows.filter((m) => m.kind === "digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toMatch(new RegExp(`^${folded.length} more messages from ${sender.name}`));
    for (const mail of folded) expect(digests[0]?.text).toContain(mail.subject);
    expect(digests[0]?.status).toBe("pending");
    expect((await mailsTo(recipient.email, since)).folded.every((m) => m.sentAt !== null)).toBe(true);
    expect(await runDigests()).toEqual({ done: 0, failed: 0 });
  });

  it("bounds the password reset mails one network causes for an address, never the owner's own", async () => {
    const person = await one();
    const since = await newestMailId(t.app);
    for (let i = 0; i < MAILS_PER_SENDER_PER_HOUR + 3; i++)
      await t.app.services.auth.requestPasswordReset(person.email, "stranger-network");
    const { live, folded } = await mailsTo(person.email, since);
    expect(live).toHaveLength(MAILS_PER_SENDER_PER_HOUR);
    expect(folded).toHaveLength(3);
    expect(folded.every((m) => m.kind === "password_reset")).toBe(true);
    // The owner asks from their own network: their link is sent.
    await t.app.services.auth.requestPasswordReset(person.email, "owner-network");
    expect((await mailsTo(person.email, since)).live).toHaveLength(MAILS_PER_SENDER_PER_HOUR + 1);
  });

  it("lets exactly the hour's number through when a sender's mails are written at the same moment", async () => {
    const [sender, recipient] = [await one(), await one()];
    const since = await newestMailId(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => contactMessage(sender, recipient, i)),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const { live, folded } = await mailsTo(recipient.email, since);
    expect(live).toHaveLength(MAILS_PER_SENDER_PER_HOUR);
    expect(folded).toHaveLength(20 - MAILS_PER_SENDER_PER_HOUR);
  });
});
