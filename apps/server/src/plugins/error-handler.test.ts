import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usedCaptchas } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { isLockContention, isUniqueViolation } from "./error-handler.ts";

/** A driver error with a SQLSTATE, wrapped as Drizzle wraps it. */
const failedQuery = (code: string, message: string) =>
  new Error("Failed query", { cause: Object.assign(new Error(message), { code }) });

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "ebm-web-"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>EBM</title><div id=root></div>");
  t = await createTestApp(
    { WEB_DIST: webDist },
    {
      extend: (app) => {
        // A route added after the modules is known to the 405 answer as well.
        const open = { config: { access: "public" as const, rateClass: "public" as const } };
        app.delete("/api/test/things/:id", open, async () => ({ status: 200 }));
        app.put("/api/test/things/:id", open, async () => ({ status: 200 }));
        // Stores the same row twice: the second insert breaks the table's primary key.
        app.post("/api/test/twice", open, async () => {
          const row = { signature: "twice", expiresAt: new Date(Date.now() + 60_000) };
          await app.db.insert(usedCaptchas).values(row);
          await app.db.insert(usedCaptchas).values(row);
          return { status: 200 };
        });
        // A transaction that waited too long for a lock, and one the server ended to break a deadlock.
        app.post("/api/test/lock-timeout", open, async () => {
          throw failedQuery("55P03", "canceling statement due to lock timeout");
        });
        app.post("/api/test/deadlock", open, async () => {
          throw failedQuery("40P01", "deadlock detected");
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("a known path with a method it does not answer", () => {
  it("is a 405 that lists the methods it does answer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/login" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.json()).toEqual({
      status: 405,
      error: "Method Not Allowed",
      message: "Method GET is not allowed on /api/auth/login; use POST",
    });
  });

  it("matches paths with parameters, and ignores the query", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/companies/12?x=1" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.json()).toMatchObject({ status: 405, error: "Method Not Allowed" });
  });

  it("lists every method of a path that has several, routes added last included", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/things/7" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("DELETE, PUT");
  });
});

describe("a path that no route answers", () => {
  it("stays a JSON 404 under /api/, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/nope/nothing" });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 404, error: "Not Found" });
    }
    // Near misses are other paths, not other methods.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/login/" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/%zz" })).statusCode).toBe(400);
  });

  it("stays a 404 when the route of the method itself found nothing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/uploads/profile-pictures/missing.jpg" });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });

  it("leaves the single-page app's addresses to the app", async () => {
    const page = await t.app.inject({ method: "GET", url: "/program", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<div id=root>");
    const posted = await t.app.inject({ method: "POST", url: "/program" });
    expect(posted.statusCode).toBe(404);
  });
});

describe("a row that a unique constraint refuses", () => {
  it("is a 409 that names no table, constraint or value", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/twice" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, error: "Conflict", message: "This already exists." });
    expect(res.body).not.toMatch(/used_captchas|twice|23505|duplicate|constraint/i);
  });

  it("is known by its SQLSTATE, also when wrapped, and only by it", () => {
    const driverError = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: driverError }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("foreign key"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(new Error("no code"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe("a transaction that gave up on a lock", () => {
  it("is a 409 asking to try again, for a lock timeout and for a broken deadlock", async () => {
    for (const url of ["/api/test/lock-timeout", "/api/test/deadlock"]) {
      const res = await t.app.inject({ method: "POST", url });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ status: 409, error: "Conflict", message: SCHEDULER_MESSAGES.tryAgain });
      expect(res.body).not.toMatch(/deadlock|lock timeout|55P03|40P01/i);
    }
  });

  it("is known by its SQLSTATE, also when wrapped, and only by it", () => {
    expect(isLockContention(failedQuery("55P03", "lock timeout"))).toBe(true);
    expect(isLockContention(failedQuery("40P01", "deadlock"))).toBe(true);
    expect(isLockContention(Object.assign(new Error("x"), { code: "40P01" }))).toBe(true);
    expect(isLockContention(failedQuery("23505", "duplicate key"))).toBe(false);
    expect(isLockContention(failedQuery("57014", "statement timeout"))).toBe(false);
    expect(isLockContention(new Error("no code"))).toBe(false);
  });
});
