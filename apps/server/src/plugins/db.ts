import fp from "fastify-plugin";
import type { Db, DbHandle } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbHandle["kind"];
  }
}

/** Decorates the opened database onto the app and closes it when the app closes. */
export default fp<{ handle: DbHandle }>(
  async (app, { handle }) => {
    app.decorate("db", handle.db);
    app.decorate("dbKind", handle.kind);
    app.addHook("onClose", async () => {
      await handle.close();
    });
  },
  { name: "db" },
);
