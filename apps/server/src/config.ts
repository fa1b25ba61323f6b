import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The repository root (the folder whose package.json names the workspaces), so relative paths mean
 * the same from any workspace script, from the sources (`apps/server/src`) and from the compiled
 * server (`apps/server/dist`).
 */
export const repoRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("The repository's root package.json was not found above the server.");
    dir = parent;
  }
})();

/** The committed migrations (drizzle's SQL and journal), read at start by both the sources and the compiled server. */
export const migrationsFolder = path.join(repoRoot, "apps/server/src/db/migrations");

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

/** A yes/no switch: "true"/"1" or "false"/"0" (unset is no). */
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().default("European Broker Meeting <noreply@ebm.example>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Which proxies may name the client address in X-Forwarded-For: "false", a hop count ("1" for one
   * load balancer) or their addresses and CIDR ranges, comma-separated. "true" would trust any
   * client's own header and make every per-address limit useless, so it is refused.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx): false | number | string[] => {
      const value = v.trim();
      if (value === "" || value === "false") return false;
      if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
      if (value === "true") {
        ctx.addIssue({
          code: "custom",
          message: "use a hop count (e.g. 1) or the proxies' addresses, not true",
        });
        return z.NEVER;
      }
      return value.split(",").map((part) => part.trim());
    }),
  /** Sign-in attempts per minute and account (per address: ten times as many). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Separates this app's keys and channels in a shared Redis: rate-limit counters, real-time events
   * and presence (tests give each run its own; the instances of one deployment share one).
   */
  RATE_LIMIT_NAMESPACE: z.string().default("app"),
  /**
   * Multiplies every rate-limit class's budget (plugins/rate-classes.ts): above 1 for a load test or
   * a rehearsal whose simulated crowd shares one address; 1 in production.
   */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
  /** How often the server pings each WebSocket; a socket that has not answered by the next ping is closed. */
  WS_PING_INTERVAL_MS: z.coerce.number().int().min(100).max(30_000).default(25_000),
  /**
   * How long an instance's presence heartbeat lives in Redis. It is renewed every third of this;
   * once it lapses (the instance crashed) the others announce its users offline.
   */
  PRESENCE_TTL_MS: z.coerce.number().int().min(2_000).max(60_000).default(30_000),
  /**
   * The bearer token Prometheus sends for /metrics (docs/OPERATIONS.md), at least 16 characters;
   * without one /metrics answers 404.
   */
  METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
  /** Where backups are written (`npm run backup`, the scheduled job): `DATA_DIR/backups` when unset. */
  BACKUP_DIR: z.string().optional(),
  /**
   * Hours between the scheduled backups; 0 turns them off. Unset: every 24 hours in production,
   * none otherwise.
   */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .optional(),
  /** How many backups are kept in BACKUP_DIR: older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(60),
  RESET_TOKEN_MINUTES: z.coerce.number().positive().default(60),
  PAYMENT_PROVIDER: z.enum(["simulated", "mollie"]).default("simulated"),
  /**
   * Lets a production start load or keep the demo data, whose accounts share the password printed
   * in the README (demos only).
   */
  ALLOW_DEMO_DATA: flag,
  /** Lets a production start use the simulated checkout, which takes no money (demos only). */
  ALLOW_SIMULATED_PAYMENTS: flag,
  /**
   * Serves the development tools under /dev (the mail outbox, for organisers only) in production
   * too, and lets production run without SMTP_URL: mail then waits in the outbox.
   */
  ENABLE_DEV_TOOLS: flag,
  MOLLIE_API_KEY: z.string().optional(),
  MEMBERSHIP_API_URL: optionalUrl(["http", "https"]),
  MEMBERSHIP_API_KEY: z.string().optional(),
  /** Where the built web app is served from (the default is the web workspace's build). */
  WEB_DIST: z.string().optional(),
  /**
   * Signs captcha challenges. Every instance must share it; when unset each process makes its own,
   * which is right for one instance only.
   */
  CAPTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Signs the short-lived proofs of a marketplace sign-in that registration hands out. Every
   * instance must share it; when unset each process makes its own (right for one instance only).
   */
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Runs the event clock from this instant instead of the real time (rehearsals and demos of the
   * meeting days): what counts as the next meeting follows it. Sessions and mail keep real time.
   */
  EVENT_TIME: z.iso.datetime({ offset: true }).optional(),
  /**
   * Where company logos live: the company page shows `{LOGO_HOST}/{username}.jpg` (or .jpeg, .png)
   * when one is found. Unset, no logo is looked for.
   */
  LOGO_HOST: optionalUrl(["http", "https"]),
  /**
   * Who the push services may write to about this site's push messages (VAPID's subject): a
   * `mailto:` address or an https address. Unset, the address of MAIL_FROM.
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: or https:// address")
    .optional(),
  /**
   * Push endpoints besides the browsers' own push services that subscriptions may name, as origins
   * separated by commas (a test's local push endpoint). Only these and the known push services are
   * ever sent to.
   */
  PUSH_EXTRA_ORIGINS: z.string().optional(),
  /** Messages through the contact forms per hour: per client address for visitors, per account signed in. */
  /** Draft meetings of the automatic schedule published per run of its job (each in its own transaction). */
  SCHEDULE_PUBLISH_BATCH: z.coerce.number().int().min(1).max(1_000).default(100),
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
});

export type Config = z.infer<typeof envSchema> & {
  /** True when the start set EVENT_TIME itself to replay the demo's meeting days (db/seed/demo-clock.ts). */
  demoClock?: boolean;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  webDist: string;
};

export class ConfigError extends Error {}

/** True for an https address, or an http one of this machine itself (a check on the machine). */
function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}

/**
 * What a production start must have. Each of these has a default that is right on a developer's
 * machine and wrong in front of real traders: secrets made per process, links to localhost, mail
 * that never leaves, a checkout that takes no money.
 */
function productionProblems(cfg: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!cfg.PUBLIC_URL) problems.push("PUBLIC_URL: required in production (mailed links and payment returns)");
  if (!cfg.APP_SECRET)
    problems.push("APP_SECRET: required in production (32+ characters, same on every instance)");
  if (!cfg.CAPTCHA_HMAC_KEY)
    problems.push("CAPTCHA_HMAC_KEY: required in production (32+ characters, same on every instance)");
  if (!cfg.SMTP_URL && !cfg.ENABLE_DEV_TOOLS)
    problems.push("SMTP_URL: required in production, or ENABLE_DEV_TOOLS=true to keep mail in the outbox");
  if (cfg.PAYMENT_PROVIDER === "simulated" && !cfg.ALLOW_SIMULATED_PAYMENTS)
    problems.push(
      "PAYMENT_PROVIDER: the simulated checkout takes no money; set PAYMENT_PROVIDER=mollie, or ALLOW_SIMULATED_PAYMENTS=true for a demo",
    );
  if (
    cfg.PAYMENT_PROVIDER === "mollie" &&
    cfg.MOLLIE_API_KEY?.startsWith("test_") &&
    !cfg.ALLOW_SIMULATED_PAYMENTS
  )
    problems.push(
      "MOLLIE_API_KEY: a test key takes no money; use a live key, or ALLOW_SIMULATED_PAYMENTS=true for a demo",
    );
  if (cfg.PUBLIC_URL && !isHttpsOrLoopback(cfg.PUBLIC_URL))
    problems.push(
      "PUBLIC_URL: must start with https:// in production (http:// only for this machine itself)",
    );
  return problems;
}

/**
 * Reads and validates the environment once at start. A bad value stops the server with a message
 * naming the variable, instead of failing later in an unrelated place.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = env.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const cfg = parsed.data;
  const problems = cfg.NODE_ENV === "production" ? productionProblems(cfg) : [];
  if (cfg.PAYMENT_PROVIDER === "mollie" && !cfg.MOLLIE_API_KEY) {
    problems.push("MOLLIE_API_KEY: required when PAYMENT_PROVIDER=mollie");
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const dataDir = cfg.DATA_DIR === ":memory:" ? cfg.DATA_DIR : path.resolve(cwd, cfg.DATA_DIR);
  const uploadsDir =
    dataDir === ":memory:" ? path.join(repoRoot, "data", "test-uploads") : path.join(dataDir, "uploads");
  const publicUrl = (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, "");
  const webDist = cfg.WEB_DIST ? path.resolve(cwd, cfg.WEB_DIST) : path.join(repoRoot, "apps/web/dist");
  return { ...cfg, dataDir, uploadsDir, publicUrl, webDist };
}
