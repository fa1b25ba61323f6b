import fp from "fastify-plugin";
import type { Db, DbHandle } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbHandle["kind"];
    /** The embedded database's consistent copy (backups); undefined on PostgreSQL, which pg_dump copies. */
    dbDump: DbHandle["dump"];
  }
}

/** Decorates the opened database onto the app and closes it when the app closes. */
export default fp<{ handle: DbHandle }>(
  async (app, { handle }) => {
    app.decorate("db", handle.db);
    app.decorate("dbKind", handle.kind);
    app.decorate("dbDump", handle.dump);
    app.addHook("onClose", async () => {
      await handle.close();
    });
  },
  { name: "db" },
);
