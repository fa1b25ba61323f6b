import type { FastifyInstance } from "fastify";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The app's recurring upkeep, in one place: each runs once per period across all instances,
 * through the job runner (plugins/jobs.ts, decision 0009). Work a feature schedules for later
 * (a reminder, an expiry) is enqueued by its service instead.
 */
export function scheduleUpkeep(app: FastifyInstance): void {
  const { auth, contact, analytics } = app.services;

  // Ended sessions and reset tokens are of no use.
  app.jobs.every("auth.purge-ended", 6 * HOUR_MS, () => auth.purgeEnded());
  // Used captchas are kept only until their challenge expires.
  app.jobs.every("mail.purge-used-captchas", HOUR_MS, () => contact.purgeExpiredCaptchas());
  // The banner clicks of past hours only take room.
  app.jobs.every("analytics.purge-past-banner-clicks", HOUR_MS, () => analytics.purgePastBannerClicks());
}
