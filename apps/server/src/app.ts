import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import { registerJobs } from "./jobs.ts";
import { withRedactedUrls } from "./lib/redact-url.ts";
import { analyticsRoutes } from "./modules/analytics/index.ts";
import { authRoutes } from "./modules/auth/index.ts";
import { chatRoutes } from "./modules/chat/index.ts";
import { checkinRoutes } from "./modules/checkin/index.ts";
import { companiesRoutes } from "./modules/companies/index.ts";
import { contactRoutes } from "./modules/contact/index.ts";
import { contentRoutes } from "./modules/content/index.ts";
import { devRoutes } from "./modules/dev/index.ts";
import { dinnerRoutes } from "./modules/dinner/index.ts";
import { directoryRoutes } from "./modules/directory/index.ts";
import { healthRoutes, metricsRoutes } from "./modules/health/index.ts";
import { leadsRoutes } from "./modules/leads/index.ts";
import { matchmakingRoutes } from "./modules/matchmaking/index.ts";
import { notesRoutes } from "./modules/notes/index.ts";
import { notificationsRoutes } from "./modules/notifications/index.ts";
import { organiserRoutes } from "./modules/organiser/index.ts";
import { paymentsRoutes } from "./modules/payments/index.ts";
import { privacyRoutes } from "./modules/privacy/index.ts";
import { registerRoutes } from "./modules/register/index.ts";
import { schedulerRoutes } from "./modules/scheduler/index.ts";
import { settingsRoutes } from "./modules/settings/index.ts";
import accessPlugin from "./plugins/access.ts";
import authPlugin from "./plugins/auth.ts";
import busPlugin from "./plugins/bus.ts";
import dbPlugin from "./plugins/db.ts";
import errorHandler from "./plugins/error-handler.ts";
import jobsPlugin from "./plugins/jobs.ts";
import mailPlugin from "./plugins/mail.ts";
import membershipPlugin from "./plugins/membership.ts";
import metricsPlugin from "./plugins/metrics.ts";
import openapi from "./plugins/openapi.ts";
import paymentsPlugin from "./plugins/payments.ts";
import proxyCheck from "./plugins/proxy-check.ts";
import rateLimitPlugin from "./plugins/rate-limit.ts";
import realtimePlugin from "./plugins/realtime/realtime.ts";
import securityHeaders from "./plugins/security-headers.ts";
import staticPlugin from "./plugins/static.ts";
import storagePlugin from "./plugins/storage.ts";
import websocketPlugin from "./plugins/websocket.ts";
import { buildServices } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    /** The event clock: real time, or EVENT_TIME and onwards when set. */
    eventNow: () => Date;
  }
}

export interface AppOptions {
  config: Config;
  db: DbHandle;
  /** Logger setting; tests pass false. */
  logger?: boolean | object;
  /** Rate limit of sign-in and reset calls per minute and address; the default protects production. */
  authPerMinute?: number;
  /**
   * How often the job runner (which sends the mail) looks for due jobs unasked; tests that drive
   * it by hand set it high.
   */
  mailTickMs?: number;
}

function eventClock(eventTime: string | undefined): () => Date {
  if (!eventTime) return () => new Date();
  const offset = Date.parse(eventTime) - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * Builds the whole server: plugins for outside services, the feature services built on them
 * (services.ts), then access and rate limits, which every route declares, then the feature modules.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    // Reset links, payment return keys and checkout ids travel in addresses; the log shows them redacted.
    logger: withRedactedUrls(
      opts.logger ??
        (config.NODE_ENV === "development" && process.stdout.isTTY
          ? {
              level: config.LOG_LEVEL,
              transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } },
            }
          : { level: config.LOG_LEVEL }),
    ),
    // A hop count trusts that many proxies next to the server (Fastify's own reading of a number).
    trustProxy:
      typeof config.TRUST_PROXY === "number"
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // A caller's request id is kept when it looks like one (a proxy's trace id), else a new one is made.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // An address the router cannot read (bad percent-encoding, a path parameter over 100
    // characters) is refused before any route runs; it gets the error body every answer has.
    frameworkErrors: (err, request, reply) => {
      const status = err.statusCode === 400 || err.statusCode === 414 ? err.statusCode : 500;
      const error = { 400: "Bad Request", 414: "URI Too Long", 500: "Internal Server Error" }[status];
      const message = status === 500 ? "Something went wrong." : err.message;
      // The reply of this hook is typed for any route; its body is the one error shape.
      (reply as FastifyReply)
        .code(status)
        .header("x-request-id", request.id)
        .send({ status, error, message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("eventNow", eventClock(config.EVENT_TIME));

  await app.register(errorHandler);
  await app.register(proxyCheck);
  await app.register(securityHeaders, {
    options: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            "data:",
            "blob:",
            ...(config.LOGO_HOST ? [new URL(config.LOGO_HOST).origin] : []),
          ],
          connectSrc: ["'self'", "ws:", "wss:"],
          frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
          workerSrc: ["'self'", "blob:"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });

  await app.register(dbPlugin, { handle: opts.db });
  // Before the job runner and every route: it counts their runs and answers.
  // The tests' many short-lived apps leave memory to the test runner.
  await app.register(metricsPlugin, { collectWhenQuiet: config.NODE_ENV !== "test" });
  await app.register(busPlugin, { redisUrl: config.REDIS_URL, namespace: config.RATE_LIMIT_NAMESPACE });
  // Before the mail plugin, which defines the job that sends the outbox.
  await app.register(jobsPlugin, { pollMs: opts.mailTickMs });
  await app.register(mailPlugin, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    publicUrl: config.publicUrl,
  });
  await app.register(realtimePlugin, {
    redisUrl: config.REDIS_URL,
    namespace: config.RATE_LIMIT_NAMESPACE,
    presenceTtlMs: config.PRESENCE_TTL_MS,
  });
  await app.register(paymentsPlugin);
  await app.register(membershipPlugin);
  await app.register(storagePlugin, { uploadsDir: config.uploadsDir });
  app.decorate(
    "services",
    buildServices({
      config,
      db: app.db,
      mail: app.mail,
      jobs: app.jobs,
      bus: app.bus,
      userEvents: app.userEvents,
      presence: app.presence,
      storage: app.storage,
      payments: app.paymentProvider,
      membership: app.membership,
      log: app.log,
    }),
  );
  registerJobs(app);

  // From here on every route declares its access, and may declare its rate limits.
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl: config.REDIS_URL,
    namespace: config.RATE_LIMIT_NAMESPACE,
    classScale: config.RATE_LIMIT_SCALE,
  });
  await app.register(openapi);
  await app.register(websocketPlugin, { pingIntervalMs: config.WS_PING_INTERVAL_MS });

  const authPerMinute = opts.authPerMinute ?? config.AUTH_RATE_LIMIT_PER_MINUTE;
  // One plugin per module; docs/ARCHITECTURE.md maps each URL prefix to its module.
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes, { authPerMinute });
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(directoryRoutes);
  await app.register(companiesRoutes);
  await app.register(contactRoutes);
  await app.register(registerRoutes, { authPerMinute });
  await app.register(paymentsRoutes);
  await app.register(analyticsRoutes);
  await app.register(schedulerRoutes);
  await app.register(matchmakingRoutes);
  await app.register(notesRoutes);
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(leadsRoutes);
  await app.register(checkinRoutes);
  await app.register(dinnerRoutes);
  await app.register(privacyRoutes);
  await app.register(organiserRoutes);
  if (config.NODE_ENV !== "production" || config.ENABLE_DEV_TOOLS) await app.register(devRoutes);

  await app.registerWithAccess("public", staticPlugin, {
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
  });
  return app;
}
