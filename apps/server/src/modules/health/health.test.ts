import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { readiness } from "./health.checks.ts";

const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
  version: string;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("health", () => {
  it("says the version in every answer", async () => {
    for (const url of ["/api/health", "/api/health/live", "/api/health/ready"]) {
      expect((await get(url)).json().version, url).toBe(version);
    }
  });

  it("answers liveness without the database", async () => {
    const res = await get("/api/health/live");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "alive" });
  });

  it("is ready when the database answers, every migration is applied and Redis (when set) answers", async () => {
    const res = await get("/api/health/ready");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      version,
      checks: {
        database: "ok",
        migrations: "ok",
        redis: process.env.REDIS_URL ? "ok" : "not used",
        shutdown: "ok",
      },
    });
  });

  it("is not ready, with the reason, while a migration of this release is missing", async () => {
    const [last] = (
      (await t.app.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error("no migrations recorded");
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await get("/api/health/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "not ready",
        checks: { database: "ok", migrations: expect.stringMatching(/^1 of \d+ not applied$/) },
      });
      // Liveness does not care: the process answers.
      expect((await get("/api/health/live")).statusCode).toBe(200);
    } finally {
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });
});

describe("health when a dependency fails", () => {
  it("says which check failed, never the driver's message with its addresses", async () => {
    const refused = () => Promise.reject(new Error("connect ECONNREFUSED 10.1.2.3:5432"));
    const broken = {
      db: { execute: refused },
      config: { REDIS_URL: "redis://10.1.2.4:6379" },
      bus: { ping: refused },
      log: t.app.log,
    } as unknown as FastifyInstance;
    const { ready, checks } = await readiness(broken, false);
    expect(ready).toBe(false);
    expect(checks).toEqual({
      database: "not answering",
      migrations: "not answering",
      redis: "not answering",
      shutdown: "ok",
    });
  });
});

describe("health while shutting down", () => {
  it("is not ready once the instance starts to close, whatever else answers", async () => {
    expect(await readiness(t.app, true)).toEqual({
      ready: false,
      checks: expect.objectContaining({ database: "ok", shutdown: "shutting down" }),
    });
  });
});
