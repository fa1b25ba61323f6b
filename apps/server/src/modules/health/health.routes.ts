import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { APP_VERSION } from "../../lib/version.ts";
import { readiness } from "./health.checks.ts";

const checksSchema = z.object({
  database: z.string(),
  migrations: z.string(),
  redis: z.string(),
  shutdown: z.string(),
});

/**
 * Health for load balancers and orchestrators (docs/OPERATIONS.md): liveness says the process
 * answers (restart it when it does not), readiness says it may take traffic (its database,
 * migrations and Redis answer, and it is not shutting down); both say the version.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let shuttingDown = false;
  app.addHook("preClose", async () => {
    shuttingDown = true;
  });

  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability, with the version",
        response: {
          200: z.object({
            status: z.literal(200),
            db: z.string(),
            version: z.string(),
            uptimeSeconds: z.number(),
          }),
        },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return {
        status: 200 as const,
        db: app.dbKind,
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );

  app.get(
    "/api/health/live",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers (asks nothing of the database)",
        response: {
          200: z.object({ status: z.literal("alive"), version: z.string(), uptimeSeconds: z.number() }),
        },
      },
    },
    async () => ({
      status: "alive" as const,
      version: APP_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );

  app.get(
    "/api/health/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Readiness: database, migrations and Redis answer, and the instance is not shutting down",
        response: {
          200: z.object({ status: z.literal("ready"), version: z.string(), checks: checksSchema }),
          503: z.object({ status: z.literal("not ready"), version: z.string(), checks: checksSchema }),
        },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await readiness(app, shuttingDown);
      if (ready) return { status: "ready" as const, version: APP_VERSION, checks };
      return reply.code(503).send({ status: "not ready" as const, version: APP_VERSION, checks });
    },
  );
};

export default healthRoutes;
