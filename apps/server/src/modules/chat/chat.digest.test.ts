import type { ChatMessage } from "@ebm/shared/schemas/messages";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers, jobs, mailOutbox } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, newestMailId, signIn, type TestApp } from "../../test/app.ts";

const ERIK = "erik.lindqvist@demo.ebm.example";
const JOB = "messages.unread-mail";

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let erik: { id: number; email: string; headers: Record<string, string> };
let conversationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
  const e = await signIn(t.app, ERIK, DEMO_PASSWORD);
  anna = { id: a.user.id, headers: a.headers };
  erik = { id: e.user.id, email: e.user.email, headers: e.headers };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/messages/conversation",
    headers: anna.headers,
    payload: { contactId: erik.id },
  });
  conversationId = (res.json() as { conversationId: number }).conversationId;
});
afterAll(() => t.close());

async function send(headers: Record<string, string>, message: string): Promise<ChatMessage> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/messages",
    headers,
    payload: { conversationId, message },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { newMessage: ChatMessage }).newMessage;
}

/** The job of a message, made due now: as if its 15 minutes had passed. */
async function fifteenMinutesLater(messageId: number) {
  const job = first(
    await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, JOB), eq(jobs.key, String(messageId)))),
  );
  await t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, job.id));
  return job;
}

const mailsSince = (id: number) => t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, id));

/** The hour since the last unread mail of Erik about the conversation has passed. */
const anHourLater = () =>
  t.app.db
    .update(conversationMembers)
    .set({ unreadMailedAt: sql`now() - interval '61 minutes'` })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.contactId, erik.id)),
    );

describe("the unread mail", () => {
  it("is due 15 minutes after a message and not before", async () => {
    const message = await send(anna.headers, "Are we still on for Thursday?");
    const job = first(
      await t.app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, JOB), eq(jobs.key, String(message.id)))),
    );
    expect(Math.abs(job.runAt.getTime() - (Date.now() + 15 * 60_000))).toBeLessThan(60_000);
    expect(await t.app.jobs.runDue({ names: [JOB] })).toEqual({ done: 0, failed: 0 });
  });

  it("mails a message still unread after 15 minutes to its recipient, with a link to the conversation", async () => {
    const mark = await newestMailId(t.app);
    const message = await send(anna.headers, "Line one\n<script>alert(1)</script>");
    await fifteenMinutesLater(message.id);
    expect(await t.app.jobs.runDue({ names: [JOB] })).toEqual({ done: 1, failed: 0 });
    const mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    const mail = first(mails);
    expect(mail).toMatchObject({ kind: "chat_unread", to: erik.email });
    expect(mail.subject).toContain("Anna Schmidt");
    expect(mail.text).toContain(`http://localhost:3000/messages?contact=${anna.id}`);
    expect(mail.text).toContain("> <script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("mails at most once an hour per conversation", async () => {
    const mark = await newestMailId(t.app);
    const message = await send(anna.headers, "Another one within the hour");
    await fifteenMinutesLater(message.id);
    expect(await t.app.jobs.runDue({ names: [JOB] })).toEqual({ done: 1, failed: 0 });
    expect(await mailsSince(mark)).toHaveLength(0);

    await anHourLater();
    const later = await send(anna.headers, "An hour later");
    await fifteenMinutesLater(later.id);
    await t.app.jobs.runDue({ names: [JOB] });
    const mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(first(mails).text).toContain("An hour later");
  });

  it("does not mail a message read in the meantime", async () => {
    await anHourLater();
    const mark = await newestMailId(t.app);
    const message = await send(anna.headers, "Read it quickly");
    await t.app.inject({
      method: "POST",
      url: "/api/messages/resetUnreadMessage",
      headers: erik.headers,
      payload: { conversationId },
    });
    await fifteenMinutesLater(message.id);
    expect(await t.app.jobs.runDue({ names: [JOB] })).toEqual({ done: 1, failed: 0 });
    expect(await mailsSince(mark)).toHaveLength(0);
  });

  it("does not mail a recipient who turned the mail off", async () => {
    await anHourLater();
    const off = await t.app.inject({
      method: "POST",
      url: "/api/messages/notifications",
      headers: erik.headers,
      payload: { chatMail: false },
    });
    expect(off.statusCode).toBe(200);
    const mark = await newestMailId(t.app);
    const message = await send(anna.headers, "Nobody will mail this");
    await fifteenMinutesLater(message.id);
    expect(await t.app.jobs.runDue({ names: [JOB] })).toEqual({ done: 1, failed: 0 });
    expect(await mailsSince(mark)).toHaveLength(0);
  });
});
