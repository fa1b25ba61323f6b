import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { ZodType } from "zod";
import type { Db, DbExecutor } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { JOB_PAYLOADS, type JobPayloads } from "../lib/job-payloads.ts";

/** Payload types by job name; a runner of the app takes those of `lib/job-payloads.ts`. */
export type PayloadMap = Record<string, unknown>;

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: number;
  name: string;
  key: string | null;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

/** Runs one job; throwing fails the attempt, and the error's message is kept as the reason. */
export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobOptions {
  /** Attempts before the job is marked failed (a recurring job waits for its next period instead). */
  maxAttempts?: number;
  /** The wait after the n-th failed attempt. */
  retryDelayMs?: (attempts: number) => number;
  /**
   * How long a claim holds. A job still claimed after it (its instance crashed, or it ran longer)
   * is claimed again, so a handler must end well within it.
   */
  leaseMs?: number;
}

export interface EnqueueOptions {
  /** Not run before this instant (compared with the database's clock). */
  runAt?: Date;
  /** With a key, the job is added only when no pending job of the same name has that key. */
  key?: string;
}

export interface JobRunner<P extends PayloadMap = JobPayloads> {
  /** Registers the handler of a job name; before `start`. */
  define<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>, opts?: JobOptions): void;
  /**
   * Runs `handler` once per period of `everyMs` across all instances, at the period's start
   * (periods count from 1970-01-01 UTC: every 6 hours is at 00:00, 06:00, 12:00 and 18:00 UTC).
   */
  every(name: string, everyMs: number, handler: () => Promise<unknown>, opts?: JobOptions): void;
  /**
   * Adds a job. Given the caller's transaction, the job exists only if that transaction commits.
   * Returns the job's id, or null when a pending job of that name already has the key.
   */
  enqueue<N extends keyof P & string>(
    db: DbExecutor,
    name: N,
    payload: P[N],
    opts?: EnqueueOptions,
  ): Promise<number | null>;
  /**
   * Looks for due jobs now rather than at the next poll: call it after committing an enqueue. With
   * `names`, only jobs of those names run early; the others wait for their poll.
   */
  wake(names?: (keyof P & string)[]): void;
  /**
   * Waits for the work in flight on this runner, then runs every due job it has a handler for
   * (or those of `names`) once. Counts the jobs that ended done and the attempts that failed.
   */
  runDue(opts?: { names?: string[] }): Promise<{ done: number; failed: number }>;
  /** Deletes ended jobs past their keeping: done ones after 7 days, failed ones after 30. */
  clearEnded(): Promise<void>;
  /** The names of the jobs this runner has a handler for. */
  defined(): string[];
  /** Makes sure every recurring job is scheduled, then polls. */
  start(): Promise<void>;
  /** Stops polling and waits for the jobs in flight; later calls do nothing. */
  stop(): Promise<void>;
}

interface Definition {
  handler: (payload: unknown, job: JobContext) => Promise<void>;
  maxAttempts: number;
  retryDelayMs: (attempts: number) => number;
  leaseMs: number;
  /** Set for a recurring job. */
  everyMs?: number;
}

type JobRow = typeof jobs.$inferSelect;
type Outcome = "done" | "failed" | "lost";
type JobChanges = PgUpdateSetSource<typeof jobs>;

/** Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s ... at most one hour. */
export const defaultRetryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

const DEFAULTS = { maxAttempts: 5, retryDelayMs: defaultRetryDelayMs, leaseMs: 5 * 60_000 };
const POLL_MS = 2_000;
const BATCH = 10;
/** The row of a recurring job: one per name, rescheduled after each run. */
const RECURRING_KEY = "every";

const msInterval = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;
/** The start of the next period of `everyMs` on the database's clock. */
const nextPeriodStart = (everyMs: number) =>
  sql`date_bin(${msInterval(everyMs)}, now(), timestamptz '1970-01-01 00:00:00+00') + ${msInterval(everyMs)}`;
const isPending = sql`${jobs.status} = 'pending'`;
const reasonOf = (err: unknown) => String(err instanceof Error ? err.message : err).slice(0, 1000);

/**
 * A job runner on the app's database. Several runners (one per instance) share the table: a job is
 * claimed by one of them with a row lock that skips rows others hold, for the handler's lease.
 */
export function createJobRunner<P extends PayloadMap = JobPayloads>(deps: {
  db: Db;
  log: FastifyBaseLogger;
  /** How often it looks for due jobs unasked. */
  pollMs?: number;
  /** The schema of each job's payload, checked on enqueue and before the handler runs. */
  payloads?: { [N in keyof P]?: ZodType<P[N]> };
  /** Told of each attempt's outcome and how long it ran (the metrics). */
  onRun?: (name: string, outcome: Outcome, seconds: number) => void;
}): JobRunner<P> {
  const { db, log } = deps;
  const schemaOf = (name: string) =>
    (deps.payloads as Record<string, ZodType | undefined> | undefined)?.[name];
  const pollMs = deps.pollMs ?? POLL_MS;
  const definitions = new Map<string, Definition>();
  const inFlight = new Set<Promise<unknown>>();
  let state: "new" | "started" | "stopped" = "new";
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  /** The names the poll under way still has to look at: every poll adds its own. */
  const wanted = new Set<string>();

  function add(name: string, definition: Definition) {
    if (state !== "new") throw new Error(`job "${name}" must be defined before the runner starts`);
    if (definitions.has(name)) throw new Error(`job "${name}" is defined twice`);
    definitions.set(name, definition);
  }

  /** Claims up to BATCH due jobs of `names` for this claim's token, each for its handler's lease. */
  async function claim(names: string[], skip: number[]): Promise<{ token: string; rows: JobRow[] }> {
    const token = randomUUID();
    const now = sql`now()`;
    const due = and(
      isPending,
      inArray(jobs.name, names),
      lte(jobs.runAt, now),
      or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
      skip.length > 0 ? notInArray(jobs.id, skip) : undefined,
    );
    const leaseMs = sql.join(
      [
        sql`CASE ${jobs.name}`,
        ...names.map(
          (name) =>
            sql`WHEN ${name} THEN ${definitions.get(name)?.leaseMs ?? DEFAULTS.leaseMs}::double precision`,
        ),
        sql`END`,
      ],
      sql` `,
    );
    // The locking subquery skips rows another runner is claiming; the outer condition re-checks the
    // row it updates, so a job another runner claimed a moment ago is left to it.
    const rows = await db
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + (${leaseMs}) * interval '1 millisecond'`,
        lockedBy: token,
      })
      .where(
        and(
          inArray(
            jobs.id,
            db
              .select({ id: jobs.id })
              .from(jobs)
              .where(due)
              .orderBy(asc(jobs.runAt), asc(jobs.id))
              .limit(BATCH)
              .for("update", { skipLocked: true }),
          ),
          due,
        ),
      )
      .returning();
    return { token, rows };
  }

  /** Ends a claimed job, unless its claim was lost (`Outcome` "lost"): returns whether it held. */
  async function settle(row: JobRow, token: string, set: JobChanges): Promise<boolean> {
    const ended = await db
      .update(jobs)
      .set({ lockedUntil: null, lockedBy: null, ...set })
      .where(and(eq(jobs.id, row.id), eq(jobs.lockedBy, token)))
      .returning({ id: jobs.id });
    if (ended.length === 0)
      log.warn({ jobId: row.id, job: row.name }, "job outlived its lease; another claim holds it now");
    return ended.length > 0;
  }

  async function runOne(row: JobRow, token: string): Promise<Outcome> {
    const definition = definitions.get(row.name);
    if (!definition) throw new Error(`no handler for job "${row.name}"`);
    const context: JobContext = {
      id: row.id,
      name: row.name,
      key: row.key,
      attempts: row.attempts,
      maxAttempts: definition.maxAttempts,
    };
    const { everyMs } = definition;
    try {
      // A payload that no longer fits its schema fails the attempt, with the schema's reason.
      const payload = schemaOf(row.name)?.parse(row.payload) ?? row.payload;
      await definition.handler(payload, context);
    } catch (err) {
      const finalAttempt = row.attempts >= definition.maxAttempts;
      const details = { err, jobId: row.id, job: row.name, key: row.key, attempts: row.attempts };
      if (finalAttempt) log.error(details, "job failed for good");
      else log.warn(details, "job failed; it will be retried");
      const lastError = reasonOf(err);
      let set: JobChanges;
      if (!finalAttempt) {
        set = { lastError, runAt: sql`now() + ${msInterval(definition.retryDelayMs(row.attempts))}` };
      } else if (everyMs !== undefined) {
        set = { lastError, attempts: 0, runAt: nextPeriodStart(everyMs) };
      } else {
        set = { lastError, status: "failed", finishedAt: sql`now()` };
      }
      return (await settle(row, token, set)) ? "failed" : "lost";
    }
    const held = await settle(
      row,
      token,
      everyMs !== undefined
        ? { lastError: null, attempts: 0, runAt: nextPeriodStart(everyMs) }
        : { lastError: null, status: "done", finishedAt: sql`now()` },
    );
    return held ? "done" : "lost";
  }

  async function drain(names: string[]) {
    const counts = { done: 0, failed: 0 };
    // A job that failed and is due again at once waits for the next call, so this loop ends.
    const failedIds: number[] = [];
    while (state !== "stopped") {
      const { token, rows } = await claim(names, failedIds);
      if (rows.length === 0) break;
      const outcomes = await Promise.all(
        rows.map(async (row) => {
          const started = performance.now();
          const outcome = await runOne(row, token).catch((err) => {
            log.error({ err, jobId: row.id, job: row.name }, "could not record the outcome of a job");
            return "failed" as const;
          });
          deps.onRun?.(row.name, outcome, (performance.now() - started) / 1000);
          return outcome;
        }),
      );
      outcomes.forEach((outcome, i) => {
        if (outcome === "lost") return;
        counts[outcome]++;
        if (outcome === "failed") failedIds.push((rows[i] as JobRow).id);
      });
    }
    return counts;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  }

  async function runDue(opts: { names?: string[] } = {}) {
    await Promise.allSettled([...inFlight]);
    const names = (opts.names ?? [...definitions.keys()]).filter((name) => definitions.has(name));
    if (state === "stopped" || names.length === 0) return { done: 0, failed: 0 };
    return track(drain(names));
  }

  function schedulePoll(delayMs: number) {
    if (state !== "started") return;
    clearTimeout(timer);
    timer = setTimeout(() => poll(), delayMs);
    timer.unref();
  }

  /** Runs the due jobs of `names` (all by default); a poll asked for during another joins it. */
  function poll(names: string[] = [...definitions.keys()]) {
    if (state !== "started") return;
    for (const name of names) if (definitions.has(name)) wanted.add(name);
    if (polling) return;
    polling = true;
    const work = (async () => {
      while (wanted.size > 0 && state === "started") {
        const batch = [...wanted];
        wanted.clear();
        await drain(batch).catch((err) => log.error({ err }, "job poll failed"));
      }
    })();
    void track(work).finally(() => {
      polling = false;
      schedulePoll(pollMs);
    });
  }

  const runner: JobRunner<P> = {
    define(name, handler, opts = {}) {
      add(name, { ...DEFAULTS, ...opts, handler: handler as Definition["handler"] });
    },
    every(name, everyMs, handler, opts = {}) {
      if (!(everyMs >= 1_000)) throw new Error(`job "${name}" must recur at most once a second`);
      add(name, { ...DEFAULTS, ...opts, everyMs, handler: async () => void (await handler()) });
    },
    async enqueue(executor, name, payload, opts = {}) {
      schemaOf(name)?.parse(payload);
      const [row] = await executor
        .insert(jobs)
        .values({ name, payload, key: opts.key ?? null, ...(opts.runAt ? { runAt: opts.runAt } : {}) })
        .onConflictDoNothing({ target: [jobs.name, jobs.key], where: isPending })
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },
    defined: () => [...definitions.keys()],
    async clearEnded() {
      await db
        .delete(jobs)
        .where(
          or(
            and(eq(jobs.status, "done"), lte(jobs.finishedAt, sql`now() - interval '7 days'`)),
            and(eq(jobs.status, "failed"), lte(jobs.finishedAt, sql`now() - interval '30 days'`)),
          ),
        );
    },
    wake(names) {
      if (state === "started") setImmediate(() => poll(names));
    },
    runDue,
    async start() {
      if (state !== "new") return;
      for (const [name, { everyMs }] of definitions) {
        if (everyMs === undefined) continue;
        // Every instance does this at start: the unique key keeps one row, and a shorter period
        // than the one it was scheduled with takes effect at once.
        await db
          .insert(jobs)
          .values({ name, key: RECURRING_KEY, runAt: nextPeriodStart(everyMs) })
          .onConflictDoUpdate({
            target: [jobs.name, jobs.key],
            targetWhere: isPending,
            set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
          });
      }
      state = "started";
      schedulePoll(0);
    },
    stop() {
      stopping ??= (async () => {
        state = "stopped";
        clearTimeout(timer);
        await Promise.allSettled([...inFlight]);
      })();
      return stopping;
    },
  };

  return runner;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Work for later or for one instance: see docs/decisions/0009-job-runner.md. */
    jobs: JobRunner;
  }
}

/** The job runner on the app's database: it starts when the app is ready and stops before it closes. */
export default fp<{ pollMs?: number }>(
  async (app, opts) => {
    const runner = createJobRunner({
      db: app.db,
      log: app.log,
      pollMs: opts.pollMs,
      payloads: JOB_PAYLOADS,
      onRun: (name, outcome, seconds) => app.metrics.jobRun(name, outcome, seconds),
    });
    app.decorate("jobs", runner);
    app.addHook("onReady", () => runner.start());
    // Before every onClose hook, so no job runs on a mail transport or database that is closing.
    app.addHook("preClose", () => runner.stop());
  },
  { name: "jobs", dependencies: ["db", "metrics"] },
);
