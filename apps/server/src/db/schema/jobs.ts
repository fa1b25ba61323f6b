import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Work that must happen later or once across instances (`plugins/jobs.ts`). A job is written in the
 * transaction of the change that causes it, claimed by one runner for a lease, and kept after it
 * ends (done, or failed with its reason) until the runner's daily clean-up.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The handler that runs it, e.g. `mail.send`. */
    name: text("name").notNull(),
    /** At most one pending job of a name has a given key (a later enqueue with it adds nothing). */
    key: text("key"),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    /** Claims so far: the running one included. A recurring job starts again at 0 each period. */
    attempts: integer("attempts").notNull().default(0),
    /** Not run before this (database clock). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the claim: after it a job whose runner crashed is claimed again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The claim that holds the lease, random per claim: a runner that lost its lease cannot end the job. */
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.name, t.runAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("jobs_pending_key_idx").on(t.name, t.key).where(sql`${t.status} = 'pending'`),
    index("jobs_finished_idx").on(t.finishedAt).where(sql`${t.status} <> 'pending'`),
  ],
);
