import type { AddressInfo } from "node:net";
import {
  mailDetailResponseSchema,
  mailListResponseSchema,
  mailRetryResponseSchema,
} from "@ebm/shared/schemas/organiser-mail";
import { and, desc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "../../../db/schema/index.ts";
import { first } from "../../../test/app.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

/** A local SMTP server: the mail a retry sends has to arrive somewhere real. */
async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let counter = 0;

// Hooks run in order, after-hooks in reverse: the mail server starts before the app and stops after it.
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());
const t = organiserTestKit(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));

/** An address no other test uses. */
const freshAddress = () => `mail-console-${Date.now()}-${counter++}@example.com`;

/** Puts a mail in the outbox (and its mail.send job), as any feature does; returns its id. */
async function enqueue(to: string, subject: string, text = "Hello") {
  await t.app.mail.enqueue(t.app.db, { kind: "test_mail", to, subject, text });
  return first(
    await t.app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1),
  ).id;
}

/** What the mail sender writes once it gives a mail up: failed, with the reason. */
async function makeFailed(id: number, reason: string) {
  await t.app.mail.flush();
  await t.app.db
    .update(mailOutbox)
    .set({ status: "failed", attempts: 100, lastError: reason, sentAt: null })
    .where(eq(mailOutbox.id, id));
}

const list = (query: string) => t.asOrganiser("GET", `/api/organiser/mail?${query}`);
const retry = (id: number) => t.asOrganiser("POST", `/api/organiser/mail/${id}/retry`, {});

describe("GET /api/organiser/mail", () => {
  it("searches recipient and subject, filters by state, newest first, in pages", async () => {
    const to = freshAddress();
    const older = await enqueue(to, "Your invoice");
    const newer = await enqueue(to, "Your badge");

    const all = mailListResponseSchema.parse((await list(`q=${encodeURIComponent(to)}`)).json()).payload;
    expect(all.total).toBe(2);
    expect(all.items.map((m) => m.id)).toEqual([newer, older]);
    expect(all.items[0]).toMatchObject({ to, subject: "Your badge", kind: "test_mail", status: "pending" });
    expect(all.items[0]).not.toHaveProperty("text");

    const second = mailListResponseSchema.parse(
      (await list(`q=${encodeURIComponent(to)}&pageSize=1&page=2`)).json(),
    ).payload;
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((m) => m.id)).toEqual([older]);

    const bySubject = mailListResponseSchema.parse((await list("q=YOUR%20INVOICE")).json()).payload;
    expect(bySubject.items.map((m) => m.id)).toContain(older);
    expect(bySubject.items.map((m) => m.id)).not.toContain(newer);

    await makeFailed(older, "550 mailbox unavailable");
    const failed = mailListResponseSchema.parse(
      (await list(`status=failed&q=${encodeURIComponent(to)}`)).json(),
    ).payload;
    expect(failed.items).toEqual([
      expect.objectContaining({ id: older, status: "failed", lastError: "550 mailbox unavailable" }),
    ]);
    const sent = mailListResponseSchema.parse(
      (await list(`status=sent&q=${encodeURIComponent(to)}`)).json(),
    ).payload;
    expect(sent.items).toEqual([expect.objectContaining({ id: newer, status: "sent" })]);
    expect(sent.items[0]?.sentAt).toEqual(expect.any(String));
  });

  it("takes the search's pattern characters literally, and refuses an unknown state", async () => {
    const page = mailListResponseSchema.parse((await list("q=%25")).json()).payload;
    expect(page.total).toBe(0);
    expect((await list("status=lost")).statusCode).toBe(400);
    expect((await list("pageSize=500")).statusCode).toBe(400);
  });
});

describe("GET /api/organiser/mail/:id", () => {
  it("gives the text, with the secret of a password link hidden", async () => {
    const to = freshAddress();
    const id = await enqueue(
      to,
      "Set your new password",
      "Open this link:\n\nhttp://localhost:3000/?reset=s3cr3t-t0ken\n\nSee you at http://localhost:3000/program",
    );
    const res = await t.asOrganiser("GET", `/api/organiser/mail/${id}`);
    expect(res.statusCode).toBe(200);
    const mail = mailDetailResponseSchema.parse(res.json()).payload;
    expect(mail).toMatchObject({ id, to, subject: "Set your new password", replyTo: null });
    expect(mail.text).not.toContain("s3cr3t-t0ken");
    expect(mail.text).toContain("http://localhost:3000/?reset=[redacted]");
    expect(mail.text).toContain("http://localhost:3000/program");
  });

  it("404 for a mail that is not there, 400 for an id that is not one", async () => {
    expect((await t.asOrganiser("GET", "/api/organiser/mail/99999999")).statusCode).toBe(404);
    expect((await t.asOrganiser("GET", "/api/organiser/mail/abc")).statusCode).toBe(400);
  });
});

describe("POST /api/organiser/mail/:id/retry", () => {
  it("sends a failed mail again through the job runner, with its audit entry", async () => {
    const to = freshAddress();
    const id = await enqueue(to, "Your registration");
    await makeFailed(id, "451 try later");
    const receivedBefore = smtp.received.filter((address) => address === to).length;

    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(mailRetryResponseSchema.parse(res.json()).payload).toMatchObject({
      id,
      status: "pending",
      attempts: 0,
    });
    const pendingJob = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "mail.send"), eq(jobs.key, String(id)), eq(jobs.status, "pending")));
    expect(pendingJob).toHaveLength(1);

    const audit = await t.newestAudit("mail");
    expect(audit).toMatchObject({
      action: "mail.retry",
      objectType: "mail",
      objectId: String(id),
      actorName: expect.any(String),
      before: { status: "failed", attempts: 100, lastError: "451 try later" },
      after: { status: "pending", attempts: 0 },
    });
    expect(audit?.summary).toContain(to);

    await t.app.mail.flush();
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", lastError: null, attempts: 1 });
    expect(smtp.received.filter((address) => address === to)).toHaveLength(receivedBefore + 1);
  });

  it("409 for a mail that has not failed (pending or sent), 404 for an unknown one; no audit entry", async () => {
    const id = await enqueue(freshAddress(), "Pending");
    const newest = await t.newestAudit("mail");
    expect((await retry(id)).statusCode).toBe(409);
    await t.app.mail.flush();
    const res = await retry(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only a mail whose sending failed can be sent again.");
    expect((await retry(99999999)).statusCode).toBe(404);
    expect(await t.newestAudit("mail")).toEqual(newest);
  });

  it("refuses attendees", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/organiser/mail/1/retry",
      headers: (await t.attendee()).headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
