import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "../db/schema/index.ts";
import { createTestApp, eventually, first, type TestApp } from "../test/app.ts";
import { createJobRunner } from "./jobs.ts";
import { createSmtpTransport, MAIL_SEND_OPTIONS, mailSender, retryDelayMs } from "./mail.ts";

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port that accepts or refuses mail on demand. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        if (state.refuse)
          return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const outbox = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
/** The `mail.send` job of the one mail to `to`. */
async function sendJob(to: string) {
  const mail = first(await outbox(to));
  return first(
    await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "mail.send"), eq(jobs.key, String(mail.id)))),
  );
}
/** Makes the mail's next attempt due now, as if its retry delay had passed. */
const makeDue = async (to: string, set: { attempts?: number } = {}) =>
  t.app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000), ...set })
    .where(eq(jobs.id, (await sendJob(to)).id));

describe("mail outbox", () => {
  it("delivers a reset mail through SMTP and marks it sent", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/companies/requestPassword",
      payload: { email: "lars.becker@demo.ebm.example" },
    });
    await eventually(async () => (await outbox("lars.becker@demo.ebm.example"))[0]);
    await t.app.mail.flush();
    const [row] = await outbox("lars.becker@demo.ebm.example");
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    const mail = smtp.received.find((m) => m.to.includes("lars.becker@demo.ebm.example"));
    expect(mail?.raw).toContain("Set your new password");
    expect(mail?.raw).toMatch(/\?reset=3D|\?reset=/);
  });

  it("keeps a mail the SMTP server refuses and sends it on a later attempt", async () => {
    smtp.state.refuse = true;
    const to = "retry@demo.ebm.example";
    await t.app.mail.enqueue(t.app.db, { kind: "test", to, subject: "Kept safe", text: "Nothing is lost." });
    expect(await t.app.mail.flush()).toBe(0);
    let [row] = await outbox(to);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toContain("mailbox unavailable");
    const job = await sendJob(to);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a flush before the retry time leaves it alone.
    smtp.state.refuse = false;
    expect(await t.app.mail.flush()).toBe(0);

    await makeDue(to);
    expect(await t.app.mail.flush()).toBe(1);
    [row] = await outbox(to);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await sendJob(to)).toMatchObject({ status: "done", attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it("sends each mail once when several senders flush at the same time", async () => {
    const recipients = ["one@demo.ebm.example", "two@demo.ebm.example", "three@demo.ebm.example"];
    for (const to of recipients)
      await t.app.mail.enqueue(t.app.db, { kind: "test", to, subject: "Once", text: "Once." });
    // Two job runners with their own SMTP connections on one outbox stand for two instances.
    const runners = [1, 2].map(() => {
      const runner = createJobRunner({ db: t.app.db, log: t.app.log });
      const deliver = mailSender({
        db: t.app.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
        from: "test@ebm.example",
      });
      runner.define("mail.send", deliver, MAIL_SEND_OPTIONS);
      return runner;
    });
    const results = await Promise.all(runners.map((r) => r.runDue({ names: ["mail.send"] })));
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(recipients.length);
    for (const to of recipients) {
      expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      const [row] = await outbox(to);
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    }
  });

  it("gives a mail up only after days of failures, and says so", async () => {
    smtp.state.refuse = true;
    const to = "hopeless@demo.ebm.example";
    await t.app.mail.enqueue(t.app.db, { kind: "test", to, subject: "Hopeless", text: "Never accepted." });
    await t.app.mail.flush();
    expect((await outbox(to))[0]).toMatchObject({ status: "pending", attempts: 1 });
    // Fast-forward: the 99th attempt failed long ago, the 100th is due now.
    await makeDue(to, { attempts: 99 });
    await t.app.mail.flush();
    expect((await outbox(to))[0]).toMatchObject({ status: "failed", attempts: 100 });
    const job = await sendJob(to);
    expect(job).toMatchObject({ status: "failed", attempts: 100 });
    expect(job.lastError).toContain("mailbox unavailable");
    smtp.state.refuse = false;
  });

  it("waits between attempts, doubling up to an hour", () => {
    expect([1, 2, 3, 10, 11, 50].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 2_560_000, 3_600_000, 3_600_000,
    ]);
  });

  it("keeps mail in the outbox when the SMTP server is down", async () => {
    await smtp.close();
    const to = "down@demo.ebm.example";
    await t.app.mail.enqueue(t.app.db, { kind: "test", to, subject: "Server down", text: "Still here." });
    await t.app.mail.flush();
    const [row] = await outbox(to);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toBeTruthy();
  });
});
