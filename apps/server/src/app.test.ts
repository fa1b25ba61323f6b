import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./db/seed/index.ts";
import { createTestApp, DEMO, eventually, signIn, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) =>
        app.get("/api/test/boom", { config: { access: "public" } }, async () => {
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
    const page = await t.app.inject({ method: "GET", url: "/program", headers: { accept: "text/html" } });
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(page.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");

    // An API answer gets the API's set (OWASP REST): nothing to load, never framed, never stored.
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(res.headers["referrer-policy"]).toBeUndefined();
    // A failed call and an address no route knows carry the same.
    for (const url of ["/api/test/boom", "/api/no-such-call"]) {
      const failed = await t.app.inject({ method: "GET", url });
      expect(failed.statusCode, url).toBeGreaterThanOrEqual(404);
      expect(failed.headers["content-security-policy"], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(failed.headers["cache-control"], url).toBe("no-store");
      expect(failed.headers["x-request-id"], url).toMatch(/^[0-9a-f-]{36}$/);
    }
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

  it("shows the mail outbox in development to a signed-in organiser only", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/companies/requestPassword",
      payload: { email: "anna.schmidt@demo.ebm.example" },
    });
    const organiser = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const res = await eventually(async () => {
      const r = await t.app.inject({ method: "GET", url: "/api/dev/mail", headers: organiser.headers });
      return r.json().payload.length > 0 ? r : undefined;
    });
    expect(res.json().payload[0]).toMatchObject({
      to: "anna.schmidt@demo.ebm.example",
      subject: "Set your new password",
    });
    expect(res.headers["cache-control"]).toBe("no-store");

    // From this very machine (as every caller looks behind a proxy), without a session: refused.
    const anonymous = await t.app.inject({ method: "GET", url: "/api/dev/mail", remoteAddress: "127.0.0.1" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("reset");
    const attendee = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const asAttendee = await t.app.inject({ method: "GET", url: "/api/dev/mail", headers: attendee.headers });
    expect(asAttendee.statusCode).toBe(403);
    expect(asAttendee.body).not.toContain("reset");
  });
});

/** What a production start must be given (the README's production section). */
const PRODUCTION_ENV = {
  NODE_ENV: "production",
  APP_SECRET: "a".repeat(32),
  CAPTCHA_HMAC_KEY: "b".repeat(32),
  SMTP_URL: "smtp://127.0.0.1:2525",
  PAYMENT_PROVIDER: "mollie",
  MOLLIE_API_KEY: "live_dummy",
};

describe("production", () => {
  it("does not expose the mail outbox, not even to the organiser", async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const organiser = await signIn(prod.app, DEMO.organiser, DEMO_PASSWORD);
      const res = await prod.app.inject({ method: "GET", url: "/api/dev/mail", headers: organiser.headers });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it("shows the outbox to organisers when the development tools are enabled", async () => {
    const prod = await createTestApp({ ...PRODUCTION_ENV, SMTP_URL: "", ENABLE_DEV_TOOLS: "true" });
    try {
      const organiser = await signIn(prod.app, DEMO.organiser, DEMO_PASSWORD);
      const res = await prod.app.inject({ method: "GET", url: "/api/dev/mail", headers: organiser.headers });
      expect(res.statusCode).toBe(200);
      expect((await prod.app.inject({ method: "GET", url: "/api/dev/mail" })).statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});

describe("the logo host setting", () => {
  it("is off by default: no logo host in the settings, no outside images allowed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/misc/allSettings" });
    expect(res.json().payload.logoHost).toBeNull();
    const page = await t.app.inject({ method: "GET", url: "/attendees", headers: { accept: "text/html" } });
    expect(String(page.headers["content-security-policy"])).toMatch(/img-src 'self' data: blob:;/);
  });

  it("names the host in the settings and lets the browser load images from it", async () => {
    const withLogos = await createTestApp({ LOGO_HOST: "https://logos.example.com/brands/" });
    try {
      const res = await withLogos.app.inject({ method: "GET", url: "/api/misc/allSettings" });
      expect(res.json().payload.logoHost).toBe("https://logos.example.com/brands");
      const page = await withLogos.app.inject({
        method: "GET",
        url: "/attendees",
        headers: { accept: "text/html" },
      });
      expect(String(page.headers["content-security-policy"])).toContain(
        "img-src 'self' data: blob: https://logos.example.com;",
      );
    } finally {
      await withLogos.close();
    }
  });
});
