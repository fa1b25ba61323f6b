import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: z.object({ status: z.literal(200), db: z.string(), uptimeSeconds: z.number() }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 200 as const, db: app.dbKind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};

export default healthRoutes;
