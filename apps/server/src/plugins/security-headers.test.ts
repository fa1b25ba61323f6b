import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../test/app.ts";

let t: TestApp;
let anna: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  anna = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
});
afterAll(() => t.close());

describe("answers that no cache may keep", () => {
  it("marks a sign-in, its failure and the session check no-store", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: DEMO.lars, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: DEMO.lars, password: "not the password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers["cache-control"]).toBe("no-store");
    const session = await t.app.inject({
      method: "POST",
      url: "/api/register/validateUser",
      headers: anna.headers,
      payload: { email: anna.user.email, companyId: anna.user.companyId, id: anna.user.id },
    });
    expect(session.json()).toMatchObject({ isValid: true });
    expect(session.headers["cache-control"]).toBe("no-store");
  });

  it("marks password calls no-store", async () => {
    for (const [url, payload] of [
      ["/api/companies/requestPassword", { email: DEMO.lars }],
      ["/api/companies/verifyResetToken", { resetToken: "x".repeat(43) }],
      ["/api/auth/passwordStrength", { password: "Dublin2025!" }],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url, payload });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("marks personal data no-store: the own company with e-mail addresses", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/companies/${anna.user.companyId}`,
      headers: anna.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(DEMO.anna);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the caching of the web app's files to the static files", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["cache-control"]).toBe("no-store");
    const page = await t.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(page.headers["cache-control"]).not.toBe("no-store");
  });
});
