import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Gauge } from "prom-client";
import { unauthorized } from "../../lib/errors.ts";
import { backupDir, newestBackupAge } from "../../ops/backup.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries the configured token as `Authorization: Bearer …`, compared in constant time. */
function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Rows of a raw query: both drivers answer with `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The gauges read from the database when Prometheus scrapes: the job queue, the mail outbox and
 * the current edition's figures (the console overview's own numbers). Every instance reports the
 * same values: a dashboard takes their `max`.
 */
function databaseGauges(app: FastifyInstance) {
  const registers = [app.metrics.registry];
  const warn = (err: unknown, what: string) => app.log.warn({ err }, `metrics: could not read ${what}`);

  new Gauge({
    name: "ebm_jobs",
    help: "Jobs in the queue by state: pending (due or later), due (pending and past their time), done and failed (kept for a while).",
    labelNames: ["state"],
    registers,
    async collect() {
      try {
        const [row] = rowsOf<{
          pending: number;
          due: number;
          done: number;
          failed: number;
          oldest: number | null;
        }>(
          await app.db.execute(sql`select
            count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'pending' and run_at <= now())::int as due,
            count(*) filter (where status = 'done')::int as done,
            count(*) filter (where status = 'failed')::int as failed,
            extract(epoch from now() - min(run_at) filter (where status = 'pending' and run_at <= now()))::float8 as oldest
            from jobs`),
        );
        this.set({ state: "pending" }, row?.pending ?? 0);
        this.set({ state: "due" }, row?.due ?? 0);
        this.set({ state: "done" }, row?.done ?? 0);
        this.set({ state: "failed" }, row?.failed ?? 0);
        oldestDue.set(row?.oldest ?? 0);
      } catch (err) {
        warn(err, "the job queue");
      }
    },
  });
  const oldestDue = new Gauge({
    name: "ebm_jobs_oldest_due_seconds",
    help: "How long the oldest due job has waited past its time (0: none waits). Growing means the runners fall behind.",
    registers,
  });

  new Gauge({
    name: "ebm_mail_outbox",
    help: "Mails of the outbox by status: pending, sent, failed, folded (into a digest).",
    labelNames: ["status"],
    registers,
    async collect() {
      try {
        const rows = rowsOf<{ status: string; count: number }>(
          await app.db.execute(sql`select status, count(*)::int as count from mail_outbox group by status`),
        );
        this.reset();
        for (const status of ["pending", "sent", "failed", "folded"]) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, row.count);
      } catch (err) {
        warn(err, "the mail outbox");
      }
    },
  });

  new Gauge({
    name: "ebm_event",
    help: "The current edition by the event clock: checked_in_today, checked_in, attendees, registrations_<status>, meetings_<status>, messages_sent, leads_scanned.",
    labelNames: ["figure"],
    registers,
    async collect() {
      try {
        const o = await app.services.organiser.overview.overview(app.eventNow());
        this.reset();
        this.set({ figure: "checked_in_today" }, o.checkins.today);
        this.set({ figure: "checked_in" }, o.checkins.total);
        this.set({ figure: "attendees" }, o.attendees);
        for (const { status, count } of o.registrations.byStatus)
          this.set({ figure: `registrations_${status}` }, count);
        const { requested, pending, accepted, declined, cancelled, expired, held, noShow } = o.meetings;
        const meetings = {
          requested,
          pending,
          accepted,
          declined,
          cancelled,
          expired,
          held,
          no_show: noShow,
        };
        for (const [status, count] of Object.entries(meetings))
          this.set({ figure: `meetings_${status}` }, count);
        this.set({ figure: "messages_sent" }, o.messagesSent);
        this.set({ figure: "leads_scanned" }, o.leadsScanned);
        dinner.reset();
        for (const day of o.dinner.days) {
          dinner.set({ day: String(day.dayNumber), state: "taken" }, day.taken);
          dinner.set({ day: String(day.dayNumber), state: "pending" }, day.pending);
          dinner.set({ day: String(day.dayNumber), state: "seats" }, o.dinner.spotsPerDay);
        }
      } catch (err) {
        warn(err, "the edition's figures");
      }
    },
  });
  new Gauge({
    name: "ebm_backup_age_seconds",
    help: "Seconds since the newest backup in BACKUP_DIR was written; absent while there is none.",
    registers,
    collect() {
      this.reset();
      const age = newestBackupAge(backupDir(app.config));
      if (age !== undefined) this.set(age);
    },
  });
  const dinner = new Gauge({
    name: "ebm_dinner_seats",
    help: "The Captain's Dinner by day: seats (per day), taken, pending.",
    labelNames: ["day", "state"],
    registers,
  });
}

/**
 * GET /metrics in Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>` (docs/OPERATIONS.md). Without a token configured it is not served (404).
 */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.METRICS_TOKEN;
  databaseGauges(app);
  app.get(
    "/metrics",
    // The token is the access: checked below, as no session could be.
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      if (!token) return reply.callNotFound();
      if (!hasToken(request.headers.authorization, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw unauthorized();
      }
      reply.header("content-type", app.metrics.registry.contentType);
      reply.header("cache-control", "no-store");
      return app.metrics.registry.metrics();
    },
  );
};

export default metricsRoutes;
