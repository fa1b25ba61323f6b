import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) =>
        app.get("/api/test/boom", async () => {
          throw new Error("secret database detail");
        }),
    },
  );
});
afterAll(() => t.close());

describe("the app's common behaviour", () => {
  it("reports health with the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("gives every response a request id and the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    const echoed = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(echoed.headers["x-request-id"]).toBe("abc-123");
  });

  it("hides the details of a 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      error: "Internal Server Error",
      message: "Something went wrong.",
    });
    expect(res.body).not.toContain("secret");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: "Not Found" });
  });

  it("publishes the OpenAPI document with the spec's paths", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/auth/login",
      "/api/register/validateUser",
      "/api/companies/requestPassword",
      "/api/companies/verifyResetToken",
      "/api/companies/resetPasswordWithToken",
      "/api/companies/resetPassword",
      "/api/misc/allSettings",
      "/api/misc/countriesAll",
      "/api/misc/randomBanners",
      "/api/register/logEvent",
    ]) {
      expect(paths).toContain(p);
    }
    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it("shows the mail outbox in development", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/companies/requestPassword",
      payload: { email: "anna.schmidt@demo.ebm.example" },
    });
    const res = await eventually(async () => {
      const r = await t.app.inject({ method: "GET", url: "/api/dev/mail" });
      return r.json().payload.length > 0 ? r : undefined;
    });
    expect(res.json().payload[0]).toMatchObject({
      to: "anna.schmidt@demo.ebm.example",
      subject: "Set your new password",
    });
    const page = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(page.body).toContain("Set your new password");
    const fromElsewhere = await t.app.inject({
      method: "GET",
      url: "/api/dev/mail",
      remoteAddress: "203.0.113.9",
    });
    expect(fromElsewhere.statusCode).toBe(404);
    expect(fromElsewhere.body).not.toContain("reset");
  });
});

describe("production", () => {
  it("does not expose the mail outbox", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    try {
      expect((await prod.app.inject({ method: "GET", url: "/api/dev/mail" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe("the logo host setting", () => {
  it("is off by default: no logo host in the settings, no outside images allowed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/misc/allSettings" });
    expect(res.json().payload.logoHost).toBeNull();
    expect(String(res.headers["content-security-policy"])).toMatch(/img-src 'self' data: blob:;/);
  });

  it("names the host in the settings and lets the browser load images from it", async () => {
    const withLogos = await createTestApp({ LOGO_HOST: "https://logos.example.com/brands/" });
    try {
      const res = await withLogos.app.inject({ method: "GET", url: "/api/misc/allSettings" });
      expect(res.json().payload.logoHost).toBe("https://logos.example.com/brands");
      expect(String(res.headers["content-security-policy"])).toContain(
        "img-src 'self' data: blob: https://logos.example.com;",
      );
    } finally {
      await withLogos.close();
    }
  });
});
