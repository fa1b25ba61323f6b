import type { Db } from "../../../db/client.ts";
import { AppError, assertOr } from "../../../lib/errors.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import type { SchedulerService } from "../../scheduler/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { scheduleRepository } from "./schedule.repository.ts";

/** Draft meetings published per run of the `schedule.publish` job; the next batch is a new job. */
export const PUBLISH_BATCH = 100;

/** The schedule's refusals, in the words the console shows. */
export const SCHEDULE_REFUSAL = {
  notFound: "This meeting is not in the draft.",
  published: "This meeting is published already: change it in the meetings section.",
  changed: "The draft changed while it was made: make it again.",
  noDraft: "There is no draft yet: make one first.",
  nothingToPublish: "The draft has no meeting left to publish.",
  publishing: "The draft is being published: wait until it is done.",
} as const;
const REFUSAL = SCHEDULE_REFUSAL;

export interface SchedulePublishingDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  scheduler: Pick<SchedulerService, "publishScheduled" | "mailScheduled" | "kickMail">;
  audit: AuditService;
  jobs: JobRunner;
  /** Draft meetings per run; PUBLISH_BATCH when not given. */
  batch?: number;
}

/**
 * Publishing the automatic schedule through the job runner: the call marks the draft as being
 * published and enqueues the first batch; each run publishes a batch of its open meetings (each
 * under the scheduler's locks, as accepted meetings or as requests from the side that wished) and
 * enqueues the next; the last one mails each person once with all of their new meetings.
 */
export function schedulePublishing(deps: SchedulePublishingDeps) {
  const { db, settings, scheduler, audit, jobs } = deps;
  const repo = scheduleRepository(db);

  return {
    /** Starts publishing the draft's open meetings; answers how many. 409 without any, or while one runs. */
    async publish(actor: Actor, as: "accepted" | "requests", now: Date): Promise<{ queued: number }> {
      const { edition } = await settings.current();
      const started = await db.transaction(async (tx) => {
        const txRepo = scheduleRepository(tx);
        const draft = await txRepo.draft(edition.id, true);
        assertOr(draft, new AppError(409, REFUSAL.noDraft));
        // A publication that stalled (its jobs failed) may be started again: its open meetings wait.
        assertOr(!(await txRepo.publishingRuns(draft)), new AppError(409, REFUSAL.publishing));
        const open = (await txRepo.draftMeetings(draft.id)).filter((m) => !m.removed && m.meetingId === null);
        assertOr(open.length > 0, new AppError(409, REFUSAL.nothingToPublish));
        await txRepo.resetSkipped(draft.id);
        await txRepo.updateDraft(draft.id, {
          publishing: { as, by: actor.id, startedAt: now.toISOString(), total: open.length },
        });
        await jobs.enqueue(
          tx,
          "schedule.publish",
          { draftId: draft.id },
          { key: `${draft.id}:${now.toISOString()}:0` },
        );
        await audit.record(tx, actor, {
          action: "schedule.publish",
          objectType: "schedule",
          objectId: draft.id,
          summary: `Started publishing the automatic schedule ${as === "accepted" ? "as accepted meetings" : "as requests"}: ${open.length} meetings`,
          after: { as, meetings: open.length },
        });
        return { queued: open.length };
      });
      jobs.wake(["schedule.publish"]);
      return started;
    },

    /** One batch of a publication under way (the `schedule.publish` job); the last one mails and ends it. */
    async publishBatch(draftId: number, now: Date): Promise<void> {
      const size = deps.batch ?? PUBLISH_BATCH;
      const draft = (await repo.draftById(draftId)) ?? null;
      const publishing = draft?.publishing;
      if (!draft || !publishing) return;
      const rows = await repo.draftMeetings(draft.id);
      const open = rows.filter((m) => !m.removed && m.meetingId === null && !m.skipped);
      const batch = open.slice(0, size);
      // A request comes from the side that wished: the other side answers it.
      const wished = await repo.wishedPairs(draft.editionId, [
        ...new Set(batch.flatMap((m) => [m.fromId, m.toId])),
      ]);
      const items = batch.map((m) => {
        const swap = !wished.has(`${m.fromId}>${m.toId}`) && wished.has(`${m.toId}>${m.fromId}`);
        const [fromId, toId] = swap ? [m.toId, m.fromId] : [m.fromId, m.toId];
        return { key: m.id, fromId, toId, timeslotId: m.timeslotId, table: m.tableNumber };
      });
      const by = { id: publishing.by };
      const startedAt = new Date(publishing.startedAt);
      // Each meeting made is written to its draft row in the meeting's own transaction.
      const outcome = await scheduler.publishScheduled(items, publishing.as, now, (tx, key, meetingId) =>
        scheduleRepository(tx)
          .setDraftMeeting(key, { meetingId, publishedAt: startedAt })
          .then(() => undefined),
      );
      const more = open.length > batch.length;
      if (more) {
        await db.transaction(async (tx) => {
          for (const key of outcome.skipped)
            await scheduleRepository(tx).setDraftMeeting(key, { skipped: true });
          // Each batch its own key (the running job is still pending until it ends); a run of the
          // same batch again collapses into one.
          const through = rows.length - open.length + batch.length;
          await jobs.enqueue(
            tx,
            "schedule.publish",
            { draftId: draft.id },
            { key: `${draft.id}:${publishing.startedAt}:${through}` },
          );
        });
        jobs.wake(["schedule.publish"]);
        return;
      }
      // The last batch: the publication ends once, with its mails, in one transaction.
      const ended = await db.transaction(async (tx) => {
        const txRepo = scheduleRepository(tx);
        for (const key of outcome.skipped) await txRepo.setDraftMeeting(key, { skipped: true });
        if (!(await txRepo.endPublishing(draft.id, publishing.startedAt, now))) return null;
        const all = await txRepo.draftMeetings(draft.id);
        const made = all.filter(
          (m) => m.publishedAt?.getTime() === startedAt.getTime() && m.meetingId !== null,
        );
        await scheduler.mailScheduled(
          by,
          made.map((m) => m.meetingId as number),
          publishing.as,
          tx,
        );
        const skipped = all.filter((m) => m.skipped).length;
        await audit.record(tx, by, {
          action: "schedule.published",
          objectType: "schedule",
          objectId: draft.id,
          summary: `Published the automatic schedule ${publishing.as === "accepted" ? "as accepted meetings" : "as requests"}: ${made.length} made, ${skipped} skipped`,
          after: { as: publishing.as, published: made.length, skipped },
        });
        return made.length;
      });
      if (ended !== null) scheduler.kickMail();
    },
  };
}
