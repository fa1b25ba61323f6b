import type { FastifyInstance } from "fastify";
import { backupApp, backupEveryHours } from "./ops/backup.ts";
import { MAIL_SEND_OPTIONS } from "./plugins/mail.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every job of the app in one list (decision 0009): the jobs that carry a payload (its schema is in
 * lib/job-payloads.ts) with their handlers and retries, then the recurring ones with their
 * periods. Each runs once across instances through the job runner; no instance runs periodic work
 * on its own timer. A job a feature schedules for later (a reminder, an expiry) is enqueued by its
 * service, in the transaction of the change that causes it.
 */
export function registerJobs(app: FastifyInstance): void {
  const { jobs, mail, services } = app;

  // With SMTP, whichever instance claims a mail sends it; without, mail stays in the outbox.
  if (mail.deliver) jobs.define("mail.send", mail.deliver, MAIL_SEND_OPTIONS);
  // Every instance writes digests: they only add a mail to the outbox.
  jobs.define("mail.digest", (payload) => mail.sendDigest(payload));
  jobs.define("messages.unread-mail", async ({ messageId }) => {
    await services.messages.mailIfUnread(messageId);
  });
  // An unanswered request lapses when its slot begins or the edition's expiry ends.
  jobs.define(
    "scheduler.expire",
    async ({ meetingId }) => {
      await services.scheduler.expire(meetingId, app.eventNow());
    },
    { maxAttempts: 10 },
  );
  // Everyone at an accepted meeting hears that it begins soon, once (a cancelled one stays quiet).
  jobs.define(
    "scheduler.remind",
    async ({ meetingId }) => {
      await services.scheduler.remindSoon(meetingId, app.eventNow());
    },
    { maxAttempts: 5 },
  );

  // An announcement of the organisers: one batch of its recipients per run, the next batch a new job.
  jobs.define(
    "announcements.send",
    async ({ announcementId }) => {
      await services.organiser.announcements.sendBatch(announcementId, new Date());
    },
    { maxAttempts: 10 },
  );

  // An applied import of companies and contacts: one batch of rows per run, the next batch a new job.
  jobs.define(
    "people.import",
    async ({ importId }) => {
      await services.organiser.people.applyBatch(importId, new Date());
    },
    { maxAttempts: 10 },
  );
  // The automatic schedule published: one batch of its meetings per run, the next batch a new job.
  jobs.define(
    "schedule.publish",
    async ({ draftId }) => {
      await services.organiser.schedule.publishBatch(draftId, app.eventNow());
    },
    { maxAttempts: 10 },
  );
  // An invitation to set a password: one batch of its contacts per run, each mailed once.
  jobs.define(
    "people.invite",
    async ({ invitationId }) => {
      await services.organiser.people.inviteBatch(invitationId, new Date());
    },
    { maxAttempts: 10 },
  );

  // A push to one device; a push service that fails is asked again a few times, then given up.
  jobs.define(
    "push.send",
    async (payload) => {
      await services.push.deliver(payload, new Date());
    },
    { maxAttempts: 4 },
  );

  // Once a day, each attendee who takes suggestions hears of their new possible matches (each named once).
  jobs.every("matchmaking.digest", DAY_MS, () => services.matchmaking.sendDigests());
  // Past editions' personal data, after the organisers' retention: warned, then purged (decision 0020).
  jobs.every("privacy.retention", HOUR_MS, () => services.privacy.runRetention(app.eventNow()));
  // The database, the uploads and the secrets, on one instance, keeping BACKUP_KEEP (docs/OPERATIONS.md).
  const backupHours = backupEveryHours(app.config);
  if (backupHours > 0) {
    jobs.every("ops.backup", backupHours * HOUR_MS, async () => {
      const file = await backupApp(app);
      app.log.info({ file }, "backup written");
    });
  }
  // Ended jobs are kept a while for a look at what happened, then cleared out.
  jobs.every("jobs.clear-ended", DAY_MS, () => jobs.clearEnded());
  // Ended sessions and reset tokens are of no use.
  jobs.every("auth.purge-ended", 6 * HOUR_MS, () => services.auth.purgeEnded());
  // Used captchas are kept only until their challenge expires.
  jobs.every("mail.purge-used-captchas", HOUR_MS, () => services.contact.purgeExpiredCaptchas());
  // The banner clicks of past hours only take room.
  jobs.every("analytics.purge-past-banner-clicks", HOUR_MS, () => services.banners.purgePastBannerClicks());
  // A reconnecting client gets what it missed from the kept events; older ones only take room.
  jobs.every("realtime.prune-events", HOUR_MS, () => app.userEvents.prune());
  // With several instances (Redis), the users of a crashed one go offline for the others once its
  // heartbeat lapses: looked at twice per heartbeat lifetime, so within a minute with the default.
  if (app.config.REDIS_URL) {
    jobs.every("messages.presence-sweep", Math.max(1_000, app.config.PRESENCE_TTL_MS / 2), () =>
      services.messages.sweepPresence(),
    );
  }
}
