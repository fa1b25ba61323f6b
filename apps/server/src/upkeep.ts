import type { FastifyInstance } from "fastify";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The app's recurring upkeep, in one place: each runs once per period across all instances,
 * through the job runner (plugins/jobs.ts, decision 0009). Work a feature schedules for later
 * (a reminder, an expiry) is enqueued by its service instead.
 */
export function scheduleUpkeep(app: FastifyInstance): void {
  const { auth, contact, banners, messages } = app.services;

  // Ended sessions and reset tokens are of no use.
  app.jobs.every("auth.purge-ended", 6 * HOUR_MS, () => auth.purgeEnded());
  // Used captchas are kept only until their challenge expires.
  app.jobs.every("mail.purge-used-captchas", HOUR_MS, () => contact.purgeExpiredCaptchas());
  // The banner clicks of past hours only take room.
  app.jobs.every("analytics.purge-past-banner-clicks", HOUR_MS, () => banners.purgePastBannerClicks());
  // A reconnecting client gets what it missed from the kept events; older ones only take room.
  app.jobs.every("realtime.prune-events", HOUR_MS, () => app.userEvents.prune());
  // With several instances (Redis), the users of a crashed one go offline for the others once its
  // heartbeat lapses: looked at twice per heartbeat lifetime, so within a minute with the default.
  if (app.config.REDIS_URL) {
    app.jobs.every("messages.presence-sweep", Math.max(1_000, app.config.PRESENCE_TTL_MS / 2), () =>
      messages.sweepPresence(),
    );
  }
}
