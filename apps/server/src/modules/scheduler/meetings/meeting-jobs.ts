import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { jobs as jobRows, meetings } from "../../../db/schema/index.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";

/**
 * The jobs a meeting's time sets: the reminder of an accepted meeting and the lapse of an
 * unanswered request, enqueued when it is made and replaced when it moves to another slot.
 */

const HOUR_MS = 3_600_000;

/**
 * When an unanswered request made at `now` lapses: when its slot begins (it would only hold both
 * people's slot for nothing after that), or when it ends for a slot already under way, or `hours`
 * after it was made when the edition sets an expiry that comes first.
 */
export function lapseOf(now: Date, slot: { startsAtUtc: Date; endsAtUtc: Date }, hours: number | null): Date {
  const afterHours = hours ? now.getTime() + hours * HOUR_MS : Number.POSITIVE_INFINITY;
  // A request for a slot under way ("meet now?") is answered while it lasts.
  const slotLapse = slot.startsAtUtc > now ? slot.startsAtUtc : slot.endsAtUtc;
  return new Date(Math.min(slotLapse.getTime(), afterHours));
}

/**
 * Enqueues the reminder of a meeting just accepted (or booked, or moved to another slot): `minutes`
 * before its start (at once when that has passed and the meeting is still ahead), none with 0
 * minutes. In event time, run in real time.
 */
export async function scheduleReminder(
  jobs: JobRunner,
  tx: DbExecutor,
  m: { id: number; startsAtUtc: Date },
  minutes: number,
  now: Date,
) {
  if (minutes <= 0 || m.startsAtUtc <= now) return;
  const due = Math.max(now.getTime(), m.startsAtUtc.getTime() - minutes * 60_000);
  const runAt = new Date(Date.now() + (due - now.getTime()));
  await jobs.enqueue(tx, "scheduler.remind", { meetingId: m.id }, { runAt, key: String(m.id) });
}

/** A meeting moved to another slot: its pending reminder goes, and the new slot's is enqueued. */
export async function replaceReminder(
  jobs: JobRunner,
  tx: DbExecutor,
  m: { id: number; startsAtUtc: Date },
  minutes: number,
  now: Date,
) {
  await tx
    .delete(jobRows)
    .where(
      and(
        eq(jobRows.name, "scheduler.remind"),
        eq(jobRows.key, String(m.id)),
        sql`${jobRows.status} = 'pending'`,
      ),
    );
  await scheduleReminder(jobs, tx, m, minutes, now);
}

/**
 * A request moved to another slot lapses anew: when its new slot begins (ends, for one under way),
 * or `hours` after it was made when that comes first. Its pending expiry goes and the new one is
 * enqueued (at once when that time has passed).
 */
export async function replaceExpiry(
  jobs: JobRunner,
  tx: DbExecutor,
  meetingId: number,
  slot: { startsAtUtc: Date; endsAtUtc: Date },
  hours: number | null,
  now: Date,
) {
  const [row] = await tx
    .select({ createdAt: meetings.createdAt })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!row) return;
  const afterHours = hours ? row.createdAt.getTime() + hours * HOUR_MS : Number.POSITIVE_INFINITY;
  const slotLapse = slot.startsAtUtc > now ? slot.startsAtUtc : slot.endsAtUtc;
  const expiresAt = new Date(Math.min(slotLapse.getTime(), afterHours));
  await tx.update(meetings).set({ expiresAt }).where(eq(meetings.id, meetingId));
  await tx
    .delete(jobRows)
    .where(
      and(
        eq(jobRows.name, "scheduler.expire"),
        eq(jobRows.key, String(meetingId)),
        sql`${jobRows.status} = 'pending'`,
      ),
    );
  const runAt = new Date(Date.now() + Math.max(0, expiresAt.getTime() - now.getTime()));
  await jobs.enqueue(tx, "scheduler.expire", { meetingId }, { runAt, key: String(meetingId) });
}
