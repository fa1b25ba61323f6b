import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type DbHandle, openDatabase } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { JOB_PAYLOADS } from "../lib/job-payloads.ts";
import { createTestApp, eventually, first, type TestApp } from "../test/app.ts";
import { createJobRunner, defaultRetryDelayMs, type JobRunner } from "./jobs.ts";

/** The jobs of these tests; a runner of the app takes the catalogue of lib/job-payloads.ts. */
type TestPayloads = {
  "test.rollback": { n: number };
  "test.once": { n: number };
  "test.flaky": Record<string, never>;
  "test.later": { n: number };
  "test.lease": Record<string, never>;
  "test.key": { n: number };
  "test.wake": Record<string, never>;
  "test.woken": Record<string, never>;
  "test.asleep": Record<string, never>;
  "test.checked": { n: number };
};

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
/** A second connection to the same database: on PostgreSQL its own pool, as another instance has. */
let other: DbHandle | undefined;
const runners: JobRunner<TestPayloads>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const url = t.app.config.DATABASE_URL;
  if (url) other = await openDatabase({ databaseUrl: url, dataDir: ":memory:", poolSize: 5 });
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await other?.close();
  await t.close();
});

/** A runner as one instance has; the second one of a pair uses the other connection. Not polling unless started. */
function runner(instance: 1 | 2 = 1): JobRunner<TestPayloads> {
  const db = instance === 2 && other ? other.db : t.app.db;
  const created = createJobRunner<TestPayloads>({
    db,
    log: t.app.log,
    pollMs: HOUR_MS,
    payloads: { "test.checked": z.object({ n: z.number().int().positive() }) },
  });
  runners.push(created);
  return created;
}

const rowsOf = (name: string) => t.app.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
/** Moves a job's due time into the past, as if its wait had passed. */
const makeDue = (id: number) =>
  t.app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, id));

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("job payloads", () => {
  it("refuses to enqueue a payload its schema refuses, and fails a stored one that no longer fits", async () => {
    const jobRunner = runner();
    const seen: number[] = [];
    jobRunner.define("test.checked", async ({ n }) => {
      seen.push(n);
    });
    await expect(jobRunner.enqueue(t.app.db, "test.checked", { n: -1 })).rejects.toThrow();
    expect(await rowsOf("test.checked")).toEqual([]);
    await jobRunner.enqueue(t.app.db, "test.checked", { n: 2 });
    // A row written by hand (or by an older version) with a payload of another shape.
    await t.app.db.insert(jobs).values({ name: "test.checked", payload: { n: "two" } });
    expect(await jobRunner.runDue({ names: ["test.checked"] })).toEqual({ done: 1, failed: 1 });
    expect(seen).toEqual([2]);
    const failed = (await rowsOf("test.checked")).find((row) => row.lastError !== null);
    expect(failed?.lastError).toMatch(/expected number/i);
  });

  it("gives the app's runner the catalogue of every job with a payload, and a handler for each", async () => {
    await expect(t.app.jobs.enqueue(t.app.db, "scheduler.expire", { meetingId: 0 })).rejects.toThrow();
    // mail.send has its handler only where SMTP is configured; the tests keep mail in the outbox.
    const handled = new Set(t.app.jobs.defined());
    expect(Object.keys(JOB_PAYLOADS).filter((name) => name !== "mail.send" && !handled.has(name))).toEqual(
      [],
    );
  });
});

describe("job runner", () => {
  it("never runs a job enqueued in a transaction that rolled back", async () => {
    const jobRunner = runner();
    const ran: number[] = [];
    jobRunner.define("test.rollback", async ({ n }) => {
      ran.push(n);
    });
    await expect(
      t.app.db.transaction(async (tx) => {
        await jobRunner.enqueue(tx, "test.rollback", { n: 1 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await t.app.db.transaction(async (tx) => {
      await jobRunner.enqueue(tx, "test.rollback", { n: 2 });
    });

    expect(await jobRunner.runDue()).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual([2]);
    expect(await rowsOf("test.rollback")).toHaveLength(1);
  });

  it("runs a job once when two instances poll at the same time", async () => {
    const runs = new Map<number, number>();
    const pair = [runner(1), runner(2)];
    for (const jobRunner of pair) {
      jobRunner.define("test.once", async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // A moment of work, so that the other instance polls while this one holds its jobs.
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    const count = 30;
    for (let n = 0; n < count; n++) await pair[0]?.enqueue(t.app.db, "test.once", { n });

    const results = await Promise.all([...pair, ...pair].map((jobRunner) => jobRunner.runDue()));
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(count);
    expect([...runs.values()]).toEqual(Array(count).fill(1));
    expect(runs.size).toBe(count);
    for (const row of await rowsOf("test.once")) {
      expect(row).toMatchObject({ status: "done", attempts: 1, lockedBy: null, lastError: null });
    }
  });

  it("retries a failing job after a growing wait and marks it failed with its reason", async () => {
    const jobRunner = runner();
    jobRunner.define(
      "test.flaky",
      async (_payload, job) => {
        throw new Error(`attempt ${job.attempts} of ${job.maxAttempts} failed`);
      },
      { maxAttempts: 3 },
    );
    const id = first([await jobRunner.enqueue(t.app.db, "test.flaky", {})]);
    if (id === null) throw new Error("not enqueued");

    expect(await jobRunner.runDue()).toEqual({ done: 0, failed: 1 });
    let [row] = await rowsOf("test.flaky");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "attempt 1 of 3 failed" });
    // The first retry waits 5 s: it is not due yet.
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    expect(await jobRunner.runDue()).toEqual({ done: 0, failed: 0 });

    await makeDue(id);
    expect(await jobRunner.runDue()).toEqual({ done: 0, failed: 1 });
    [row] = await rowsOf("test.flaky");
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastError: "attempt 2 of 3 failed" });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 8_000);

    await makeDue(id);
    expect(await jobRunner.runDue()).toEqual({ done: 0, failed: 1 });
    [row] = await rowsOf("test.flaky");
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "attempt 3 of 3 failed" });
    expect(row?.finishedAt).toBeInstanceOf(Date);

    // A failed job stays failed.
    await makeDue(id);
    expect(await jobRunner.runDue()).toEqual({ done: 0, failed: 0 });
    expect(first(await rowsOf("test.flaky")).attempts).toBe(3);
  });

  it("waits between attempts, doubling up to an hour", () => {
    expect([1, 2, 3, 10, 11, 50].map(defaultRetryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 2_560_000, 3_600_000, 3_600_000,
    ]);
  });

  it("does not run a job before its time", async () => {
    const jobRunner = runner();
    const ran: number[] = [];
    jobRunner.define("test.later", async ({ n }) => {
      ran.push(n);
    });
    const later = await jobRunner.enqueue(
      t.app.db,
      "test.later",
      { n: 1 },
      { runAt: new Date(Date.now() + HOUR_MS) },
    );
    await jobRunner.enqueue(t.app.db, "test.later", { n: 2 }, { runAt: new Date(Date.now() - 1000) });

    expect(await jobRunner.runDue()).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual([2]);

    if (later === null) throw new Error("not enqueued");
    await makeDue(later);
    expect(await jobRunner.runDue()).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual([2, 1]);
  });

  it("runs a job again when the instance that claimed it stopped answering within its lease", async () => {
    const held = gate();
    const entered = gate();
    const crashed = runner(1);
    crashed.define(
      "test.lease",
      async () => {
        entered.open();
        await held.opened;
      },
      { leaseMs: HOUR_MS },
    );
    const healthy = runner(2);
    let healthyRuns = 0;
    healthy.define(
      "test.lease",
      async () => {
        healthyRuns++;
      },
      { leaseMs: HOUR_MS },
    );
    const id = await crashed.enqueue(t.app.db, "test.lease", {});
    if (id === null) throw new Error("not enqueued");

    const stuck = crashed.runDue();
    await entered.opened;
    // Within the lease the job belongs to the first instance.
    expect(await healthy.runDue()).toEqual({ done: 0, failed: 0 });

    // The lease runs out: another instance takes the job and finishes it.
    await t.app.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    expect(await healthy.runDue()).toEqual({ done: 1, failed: 0 });
    expect(healthyRuns).toBe(1);
    expect(first(await rowsOf("test.lease"))).toMatchObject({ status: "done", attempts: 2 });

    // The first instance comes back: its late outcome does not count and changes nothing.
    held.open();
    expect(await stuck).toEqual({ done: 0, failed: 0 });
    expect(first(await rowsOf("test.lease"))).toMatchObject({ status: "done", attempts: 2 });
  });

  it("runs a recurring job once per period across two instances", async () => {
    let runs = 0;
    const pair = [runner(1), runner(2)];
    for (const jobRunner of pair) {
      jobRunner.every("test.tick", HOUR_MS, async () => {
        runs++;
      });
    }
    await Promise.all(pair.map((jobRunner) => jobRunner.start()));
    const scheduled = first(await rowsOf("test.tick"));
    expect(await rowsOf("test.tick")).toHaveLength(1);
    // The next period starts at the top of the next hour.
    expect(scheduled.runAt.getTime() % HOUR_MS).toBe(0);
    expect(scheduled.runAt.getTime()).toBeGreaterThan(Date.now());

    const bothPoll = () => Promise.all([...pair, ...pair].map((jobRunner) => jobRunner.runDue()));
    await bothPoll();
    expect(runs).toBe(0);

    await makeDue(scheduled.id);
    await bothPoll();
    expect(runs).toBe(1);
    const next = first(await rowsOf("test.tick"));
    expect(next).toMatchObject({ status: "pending", attempts: 0 });
    expect(next.runAt.getTime() % HOUR_MS).toBe(0);
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now());
    await bothPoll();
    expect(runs).toBe(1);

    await makeDue(scheduled.id);
    await bothPoll();
    expect(runs).toBe(2);
    await Promise.all(pair.map((jobRunner) => jobRunner.stop()));
  });

  it("adds a job with a key only while no pending job has it", async () => {
    const jobRunner = runner();
    jobRunner.define("test.key", async () => {});
    const added = await jobRunner.enqueue(t.app.db, "test.key", { n: 1 }, { key: "digest:7" });
    expect(added).not.toBeNull();
    expect(await jobRunner.enqueue(t.app.db, "test.key", { n: 2 }, { key: "digest:7" })).toBeNull();
    expect(await jobRunner.enqueue(t.app.db, "test.key", { n: 3 }, { key: "digest:8" })).not.toBeNull();
    expect(await jobRunner.runDue()).toEqual({ done: 2, failed: 0 });
    // Once it ran, the key is free again.
    expect(await jobRunner.enqueue(t.app.db, "test.key", { n: 4 }, { key: "digest:7" })).not.toBeNull();
    const pending = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "test.key"), eq(jobs.status, "pending")));
    expect(pending.map((row) => row.payload)).toEqual([{ n: 4 }]);
  });

  it("runs woken work in the background and stops only after the job in flight", async () => {
    const jobRunner = runner();
    const held = gate();
    let finished = false;
    jobRunner.define("test.wake", async () => {
      await held.opened;
      finished = true;
    });
    await jobRunner.start();
    await jobRunner.enqueue(t.app.db, "test.wake", {});
    jobRunner.wake();
    await eventually(async () => (first(await rowsOf("test.wake")).lockedBy ? true : undefined));

    let stopped = false;
    const stopping = jobRunner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(finished).toBe(true);
    expect(first(await rowsOf("test.wake")).status).toBe("done");

    // A stopped runner takes no more work.
    await jobRunner.enqueue(t.app.db, "test.wake", {});
    jobRunner.wake();
    expect(await jobRunner.runDue()).toEqual({ done: 0, failed: 0 });
  });

  it("runs only the woken names early: another due job waits for its poll", async () => {
    const jobRunner = runner();
    const ran: string[] = [];
    jobRunner.define("test.woken", async () => void ran.push("woken"));
    jobRunner.define("test.asleep", async () => void ran.push("asleep"));
    await jobRunner.start();
    // The first poll at start (a timer of 0 ms, which fires before this one) finds nothing; the
    // jobs come after it has ended.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await jobRunner.runDue({ names: [] });
    await jobRunner.enqueue(t.app.db, "test.asleep", {});
    await jobRunner.enqueue(t.app.db, "test.woken", {});
    jobRunner.wake(["test.woken"]);
    await eventually(async () => (first(await rowsOf("test.woken")).status === "done" ? true : undefined));
    await jobRunner.runDue({ names: [] });
    expect(ran).toEqual(["woken"]);
    expect(first(await rowsOf("test.asleep")).status).toBe("pending");
    jobRunner.wake();
    await eventually(async () => (first(await rowsOf("test.asleep")).status === "done" ? true : undefined));
    expect(ran).toEqual(["woken", "asleep"]);
  });

  it("runs in the app, which schedules each of its recurring jobs once", async () => {
    const upkeep = [
      "analytics.purge-past-banner-clicks",
      "auth.purge-ended",
      "jobs.clear-ended",
      "mail.purge-used-captchas",
    ];
    const scheduled = await t.app.db.select().from(jobs).where(eq(jobs.key, "every"));
    expect(
      scheduled
        .filter((row) => upkeep.includes(row.name))
        .map((row) => row.name)
        .sort(),
    ).toEqual(upkeep);
  });
});
