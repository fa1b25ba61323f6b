import type { PageQuery } from "@ebm/shared/schemas/organiser";
import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementCreateBody,
  type AnnouncementPreviewQuery,
  type AnnouncementRecipient,
  AUDIENCES_WITH_DAY,
} from "@ebm/shared/schemas/organiser-announcements";
import type { Db } from "../../../db/client.ts";
import { AppError, assertOr, badRequest, notFound } from "../../../lib/errors.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import type { MailService } from "../../../plugins/mail.ts";
import { contactSender } from "../../../plugins/mail-bound.ts";
import type { NotificationsService } from "../../notifications/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { type AnnouncementRow, announcementsRepository } from "./announcements.repository.ts";

export const ANNOUNCEMENT_MESSAGES = {
  notFound: "This announcement does not exist.",
  notScheduled: "Only an announcement that waits for its time can be cancelled.",
  past: "Choose a time in the future, or send it now.",
  tooFar: "Choose a time within a year.",
};

/**
 * How many recipients one job run tells, in one transaction; the next batch is a new job. Small
 * enough that a batch on the embedded database (which holds the process while it works) ends
 * within a few hundred milliseconds.
 */
export const ANNOUNCEMENT_BATCH = 25;
/** A time a little in the past (a slow form) still means "now". */
const PAST_GRACE_MS = 60_000;
const YEAR_MS = 366 * 24 * 3_600_000;

/** The group in words, for the audit log's summary. */
export function audienceWords(audience: AnnouncementAudience, day: number | null): string {
  switch (audience) {
    case "all":
      return "all attendees";
    case "meetings":
      return `the meeting holders of day ${day}`;
    case "dinner":
      return `the Captain's Dinner guests of day ${day}`;
    case "not-checked-in":
      return "the attendees not checked in yet";
  }
}

const toAnnouncement = ({
  announcement: a,
  told,
}: {
  announcement: AnnouncementRow;
  told: number;
}): Announcement => ({
  id: a.id,
  title: a.title,
  body: a.body,
  audience: a.audience,
  day: a.day,
  state: a.state,
  sendAt: a.sendAt.toISOString(),
  createdAt: a.createdAt.toISOString(),
  createdBy: a.createdByName,
  sentAt: a.sentAt?.toISOString() ?? null,
  cancelledAt: a.cancelledAt?.toISOString() ?? null,
  recipients: a.recipientCount,
  told: Number(told),
});

/** What the section uses: nothing more is handed to it. */
export interface AnnouncementsConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  jobs: Pick<JobRunner, "enqueue" | "wake">;
  mail: Pick<MailService, "enqueue" | "kick">;
  news: Pick<NotificationsService, "announceToAll" | "publish">;
  audit: AuditService;
  publicUrl: string;
}

/**
 * The console's announcements: a message of the organisers to all attendees or a group of them,
 * told in the notification centre, by mail and by push, now or at a later time. The telling is
 * the `announcements.send` job, one batch of recipients per run, each batch in one transaction
 * with the recipients' `told_at`, so a retry tells nobody twice and the other requests go on
 * between batches.
 */
export function announcementsConsole(deps: AnnouncementsConsoleDeps) {
  const { db, settings, jobs, mail, news, audit } = deps;
  const repo = announcementsRepository(db);

  /** The mail of an announcement: its text, then where the event's app is. */
  const mailText = (a: AnnouncementRow, eventName: string) =>
    `${a.body}\n\n${a.createdByName}, for the organisers of ${eventName}\n${deps.publicUrl}\n`;

  return {
    /** How many the group counts now, and the days the form offers. */
    async preview(query: AnnouncementPreviewQuery) {
      const { edition } = await settings.current();
      const [recipients, days] = await Promise.all([
        repo.audienceCount({ editionId: edition.id, audience: query.audience, day: query.day ?? null }),
        repo.days(edition.id, edition.timezone),
      ]);
      return { recipients, days };
    },

    /**
     * Stores the announcement and its `announcements.send` job, due now or at `sendAt`, with the
     * audit entry, in one transaction.
     */
    async create(actor: Actor, body: AnnouncementCreateBody, now: Date): Promise<Announcement> {
      const sendAt = body.sendAt ? new Date(body.sendAt) : now;
      if (sendAt.getTime() < now.getTime() - PAST_GRACE_MS)
        throw badRequest(ANNOUNCEMENT_MESSAGES.past, "sendAt");
      if (sendAt.getTime() > now.getTime() + YEAR_MS)
        throw badRequest(ANNOUNCEMENT_MESSAGES.tooFar, "sendAt");
      const later = sendAt.getTime() > now.getTime();
      const day = AUDIENCES_WITH_DAY.includes(body.audience) ? (body.day ?? null) : null;
      const { edition } = await settings.current();
      const row = await db.transaction(async (tx) => {
        const txRepo = announcementsRepository(tx);
        const name = actor.name ?? (await txRepo.nameOf(actor.id)) ?? "The organisers";
        const stored = await txRepo.insert({
          editionId: edition.id,
          title: body.title,
          body: body.body,
          audience: body.audience,
          day,
          state: "scheduled",
          sendAt: later ? sendAt : now,
          createdById: actor.id,
          createdByName: name,
          createdAt: now,
        });
        await jobs.enqueue(
          tx,
          "announcements.send",
          { announcementId: stored.id },
          { runAt: later ? sendAt : undefined, key: String(stored.id) },
        );
        await audit.record(
          tx,
          { id: actor.id, name },
          {
            action: later ? "announcement.schedule" : "announcement.send",
            objectType: "announcement",
            objectId: stored.id,
            summary: later
              ? `Scheduled the announcement “${stored.title}” to ${audienceWords(stored.audience, day)} for ${sendAt.toISOString()}`
              : `Sent the announcement “${stored.title}” to ${audienceWords(stored.audience, day)}`,
            before: null,
            after: {
              title: stored.title,
              audience: stored.audience,
              day,
              sendAt: stored.sendAt.toISOString(),
            },
          },
        );
        return stored;
      });
      if (!later) jobs.wake(["announcements.send"]);
      return toAnnouncement({ announcement: row, told: 0 });
    },

    /** Cancels an announcement that waits for its time; 409 once it went (or was cancelled). */
    async cancel(actor: Actor, id: number, now: Date): Promise<Announcement> {
      await db.transaction(async (tx) => {
        const txRepo = announcementsRepository(tx);
        const row = await txRepo.lock(id);
        assertOr(row, notFound(ANNOUNCEMENT_MESSAGES.notFound));
        assertOr(row.state === "scheduled", new AppError(409, ANNOUNCEMENT_MESSAGES.notScheduled));
        await txRepo.update(id, { state: "cancelled", cancelledAt: now });
        await audit.record(tx, actor, {
          action: "announcement.cancel",
          objectType: "announcement",
          objectId: id,
          summary: `Cancelled the announcement “${row.title}” to ${audienceWords(row.audience, row.day)}`,
          before: { state: row.state },
          after: { state: "cancelled" },
        });
      });
      return this.detail(id);
    },

    /** One page of the edition's announcements, newest first. */
    async list(query: PageQuery) {
      const { edition } = await settings.current();
      const { items, total } = await repo.page({
        editionId: edition.id,
        q: query.q || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toAnnouncement), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id: number): Promise<Announcement> {
      const row = await repo.byId(id);
      assertOr(row, notFound(ANNOUNCEMENT_MESSAGES.notFound));
      return toAnnouncement(row);
    },

    /** Who it went to (empty while it waits), by name. */
    async recipients(id: number, query: PageQuery) {
      assertOr(await repo.byId(id), notFound(ANNOUNCEMENT_MESSAGES.notFound));
      const { items, total } = await repo.recipients({
        announcementId: id,
        q: query.q || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const people: AnnouncementRecipient[] = items.map((r) => ({
        ...r,
        toldAt: r.toldAt?.toISOString() ?? null,
      }));
      return { items: people, total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * The `announcements.send` job: on its first run fixes the recipients (the group as it is
     * then), then tells one batch of them, each with a notification, an event, a mail and a push
     * where their device wants it, and their `told_at`, in one transaction. While some are left it
     * enqueues the next run; after the last it is `sent`. A cancelled announcement tells nobody.
     */
    async sendBatch(id: number, now: Date): Promise<{ told: number; more: boolean }> {
      const { edition } = await settings.current();
      const outcome = await db.transaction(async (tx) => {
        const txRepo = announcementsRepository(tx);
        const row = await txRepo.lock(id);
        if (!row || row.state === "cancelled" || row.state === "sent") return null;
        if (row.state === "scheduled") {
          const recipientCount = await txRepo.freezeRecipients(id, {
            editionId: row.editionId,
            audience: row.audience,
            day: row.day,
          });
          await txRepo.update(id, { state: "sending", recipientCount });
        }
        const batch = await txRepo.untold(id, ANNOUNCEMENT_BATCH);
        const announced = await news.announceToAll(
          tx,
          id,
          batch.map((r) => r.contactId),
        );
        // The organiser who wrote it is the mail's sender: their mail to one attendee is bounded per hour.
        const sender = contactSender({ id: row.createdById ?? 0, name: row.createdByName });
        for (const recipient of batch)
          await mail.enqueue(tx, {
            kind: "announcement",
            to: recipient.email,
            subject: row.title,
            text: mailText(row, edition.name),
            sender,
          });
        await txRepo.markTold(
          id,
          batch.map((r) => r.contactId),
          now,
        );
        const { told, untold } = await txRepo.progress(id);
        const more = untold > 0;
        // The running job is still pending until it ends, so the next one is keyed by its step: a
        // batch run again after a crash adds no second chain.
        if (more)
          await jobs.enqueue(tx, "announcements.send", { announcementId: id }, { key: `${id}:${told}` });
        else await txRepo.update(id, { state: "sent", sentAt: now });
        return { announced, told: batch.length, more };
      });
      if (!outcome) return { told: 0, more: false };
      await news.publish(outcome.announced);
      if (outcome.told > 0) mail.kick();
      if (outcome.more) {
        jobs.wake(["announcements.send"]);
        // The requests that arrived during the batch go first: the runner claims the next batch
        // only after the event loop has read them.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { told: outcome.told, more: outcome.more };
    },
  };
}

export type AnnouncementsConsole = ReturnType<typeof announcementsConsole>;
