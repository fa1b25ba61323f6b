import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { quietCollection } from "../lib/quiet-collector.ts";
import { APP_VERSION } from "../lib/version.ts";

/** What the app records besides the per-request figures, and where collectors are added. */
export interface AppMetrics {
  registry: Registry;
  /** A job run's outcome (plugins/jobs.ts): its count and duration by name. */
  jobRun(name: string, outcome: "done" | "failed" | "lost", seconds: number): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The Prometheus registry of this instance, served at /metrics (docs/OPERATIONS.md). */
    metrics: AppMetrics;
  }
}

/** Request durations' buckets, in seconds: the budgets are 50 ms to 1 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];

/**
 * The instance's metrics in Prometheus's format (prom-client): every answer counted and timed by
 * method, route template (never the raw address, whose ids would make a series each) and status;
 * job runs; the build; Node's own process figures. The gauges read from the database when scraped
 * (queue, outbox, the event) are added by the routes' module (modules/health/metrics.ts).
 */
export default fp<{ collectWhenQuiet?: boolean }>(
  async (app, opts) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    new Gauge({
      name: "ebm_build_info",
      help: "The running release: 1, labelled with the version, database and Node.js.",
      labelNames: ["version", "database", "node"],
      registers: [registry],
    }).set({ version: APP_VERSION, database: app.dbKind, node: process.versions.node }, 1);

    const requests = new Counter({
      name: "http_requests_total",
      help: "HTTP answers, by method, route template and status.",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    const durations = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from request to answer, by method and route template.",
      labelNames: ["method", "route"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: "ebm_job_runs_total",
      help: "Job attempts run by this instance, by job name and outcome (done, failed, lost: its lease expired).",
      labelNames: ["name", "outcome"],
      registers: [registry],
    });
    const jobSeconds = new Histogram({
      name: "ebm_job_duration_seconds",
      help: "How long job attempts ran, by job name.",
      labelNames: ["name"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });

    // An instance gives back the heap a burst grew once it is quiet, its start's too, and the C
    // library's free memory after it (lib/quiet-collector.ts).
    const quiet = opts.collectWhenQuiet ? quietCollection(app.log) : undefined;
    if (quiet) {
      new Counter({
        name: "ebm_quiet_collections_total",
        help: "Full heap collections run because the instance was quiet after its heap had grown.",
        registers: [registry],
        collect() {
          this.reset();
          this.inc(quiet.collections);
        },
      });
      app.addHook("onClose", async () => quiet.stop());
    }

    app.addHook("onResponse", (request, reply, done) => {
      done();
      quiet?.request();
      // Addresses no route matched (probes, static files, pages) are one series, not one each.
      const route = request.routeOptions.url ?? "unmatched";
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      durations.observe({ method, route }, reply.elapsedTime / 1000);
    });

    app.decorate("metrics", {
      registry,
      jobRun(name, outcome, seconds) {
        jobRuns.inc({ name, outcome });
        jobSeconds.observe({ name }, seconds);
      },
    } satisfies AppMetrics);
  },
  { name: "metrics", dependencies: ["db"] },
);
