import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "ebm-web-"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>EBM</title><div id=root></div>");
  t = await createTestApp(
    { WEB_DIST: webDist },
    {
      // A route added after the modules is known to the 405 answer as well.
      extend: (app) => {
        app.delete("/api/test/things/:id", async () => ({ status: 200 }));
        app.put("/api/test/things/:id", async () => ({ status: 200 }));
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
