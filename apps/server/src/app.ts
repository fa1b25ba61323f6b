import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { DbHandle } from "./db/client.ts";
import { withRedactedUrls } from "./lib/redact-url.ts";
import analyticsRoutes from "./modules/analytics/analytics.routes.ts";
import { type AnalyticsService, analyticsService } from "./modules/analytics/analytics.service.ts";
import authRoutes from "./modules/auth/auth.routes.ts";
import companiesRoutes from "./modules/companies/companies.routes.ts";
import contentRoutes from "./modules/content/content.routes.ts";
import devRoutes from "./modules/dev/dev.routes.ts";
import directoryRoutes from "./modules/directory/directory.routes.ts";
import { type DirectoryService, directoryService } from "./modules/directory/directory.service.ts";
import healthRoutes from "./modules/health/health.routes.ts";
import mailRoutes from "./modules/mail/mail.routes.ts";
import messagesRoutes from "./modules/messages/messages.routes.ts";
import miscRoutes from "./modules/misc/misc.routes.ts";
import { type MiscService, miscService } from "./modules/misc/misc.service.ts";
import registerRoutes from "./modules/register/register.routes.ts";
import schedulerRoutes from "./modules/scheduler/scheduler.routes.ts";
import authPlugin from "./plugins/auth.ts";
import busPlugin from "./plugins/bus.ts";
import cacheControl from "./plugins/cache-control.ts";
import dbPlugin from "./plugins/db.ts";
import errorHandler from "./plugins/error-handler.ts";
import mailPlugin from "./plugins/mail.ts";
import membershipPlugin from "./plugins/membership.ts";
import openapi from "./plugins/openapi.ts";
import paymentsPlugin from "./plugins/payments.ts";
import proxyCheck from "./plugins/proxy-check.ts";
import securityHeaders from "./plugins/security-headers.ts";
import staticPlugin from "./plugins/static.ts";
import storagePlugin from "./plugins/storage.ts";
import websocketPlugin from "./plugins/websocket.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    misc: MiscService;
    directory: DirectoryService;
    analytics: AnalyticsService;
    /** The event clock: real time, or EVENT_TIME and onwards when set. */
    eventNow: () => Date;
    /** The Redis of the rate limits when REDIS_URL is set, for limits of their own (sign-in). */
    rateLimitRedis: Redis | null;
  }
}

export interface AppOptions {
  config: Config;
  db: DbHandle;
  /** Logger setting; tests pass false. */
  logger?: boolean | object;
  /** Rate limit of sign-in and reset calls per minute and address; the default protects production. */
  authPerMinute?: number;
  /** How often the mail sender looks at the outbox unasked; tests that drive it by hand set it high. */
  mailTickMs?: number;
}

function eventClock(eventTime: string | undefined): () => Date {
  if (!eventTime) return () => new Date();
  const offset = Date.parse(eventTime) - Date.now();
  return () => new Date(Date.now() + offset);
}

/** Builds the whole server: plugins for outside services, then the feature modules. */
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
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorHandler);
  await app.register(cacheControl);
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
  // With Redis the limits hold across instances; without it each instance counts on its own.
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 })
    : undefined;
  if (rateLimitRedis) app.addHook("onClose", async () => void (await rateLimitRedis.quit()));
  app.decorate("rateLimitRedis", rateLimitRedis ?? null);
  await app.register(rateLimit, {
    global: false,
    // A Redis outage should not lock everybody out of signing in.
    skipOnError: true,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `ebm-rl:${config.RATE_LIMIT_NAMESPACE}:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      error: "Too Many Requests",
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(openapi);

  await app.register(dbPlugin, { handle: opts.db });
  app.decorate("misc", miscService(app.db, { logoHost: config.LOGO_HOST }));
  app.decorate("directory", directoryService(app.db, app.misc));
  // One instance: its visitor key (from APP_SECRET, or made once per process) must be the same for every click.
  app.decorate("analytics", analyticsService(app.db, app.misc, { secret: config.APP_SECRET }));
  await app.register(busPlugin, { redisUrl: config.REDIS_URL });
  await app.register(mailPlugin, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    tickMs: opts.mailTickMs,
  });
  await app.register(paymentsPlugin);
  await app.register(authPlugin, { config });
  await app.register(websocketPlugin);
  await app.register(membershipPlugin);
  await app.register(storagePlugin, { uploadsDir: config.uploadsDir });

  await app.register(healthRoutes);
  await app.register(authRoutes, { authPerMinute: opts.authPerMinute ?? config.AUTH_RATE_LIMIT_PER_MINUTE });
  await app.register(miscRoutes);
  await app.register(contentRoutes);
  await app.register(analyticsRoutes);
  await app.register(messagesRoutes);
  await app.register(mailRoutes);
  await app.register(schedulerRoutes);
  await app.register(directoryRoutes);
  await app.register(companiesRoutes);
  await app.register(registerRoutes, {
    authPerMinute: opts.authPerMinute ?? config.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  if (config.NODE_ENV !== "production" || config.ENABLE_DEV_TOOLS) await app.register(devRoutes);

  await app.register(staticPlugin, {
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
  });
  return app;
}
