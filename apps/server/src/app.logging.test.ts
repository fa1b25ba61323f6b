import { Writable } from "node:stream";
import { gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "./db/schema/index.ts";
import { REDACTED } from "./lib/redact-url.ts";
import { createTestApp, DEMO, eventually, newestMailId, type TestApp } from "./test/app.ts";

/** Every line the app logged, as parsed JSON. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});
const loggedUrls = () =>
  lines.flatMap((line) => {
    const req = line.req as { url?: string } | undefined;
    return req?.url ? [req.url] : [];
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: "info", stream: logStream } });
});
afterAll(() => t.close());

describe("the access log", () => {
  it("logs the address of each request, with the secrets in it redacted", async () => {
    const key = "k3y-0123456789abcdef-secret";
    const checkoutId = "sim_0123456789abcdefSECRET";
    await t.app.inject({ method: "GET", url: `/api/payments/status?registration=42&key=${key}` });
    await t.app.inject({ method: "GET", url: `/payment/return?registration=42&key=${key}` });
    await t.app.inject({ method: "GET", url: `/api/payments/simulated/${checkoutId}` });

    const urls = loggedUrls();
    expect(urls).toContain(`/api/payments/status?registration=42&key=${REDACTED}`);
    expect(urls).toContain(`/payment/return?registration=42&key=${REDACTED}`);
    expect(urls).toContain(`/api/payments/simulated/${REDACTED}`);
    const log = JSON.stringify(lines);
    expect(log).not.toContain(key);
    expect(log).not.toContain("0123456789abcdefSECRET");
  });

  it("never shows the token of a mailed password link", async () => {
    const since = await newestMailId(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/companies/requestPassword",
      payload: { email: DEMO.anna },
    });
    const link = await eventually(async () => {
      const mails = await t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, since));
      return mails[0]?.text.match(/https?:\/\/\S+\?reset=[^\s"&]+/)?.[0];
    });
    const address = new URL(link);
    const token = address.searchParams.get("reset") ?? "";
    expect(token.length).toBeGreaterThan(20);

    await t.app.inject({ method: "GET", url: `${address.pathname}${address.search}` });
    await t.app.inject({
      method: "POST",
      url: "/api/companies/verifyResetToken",
      payload: { resetToken: token },
    });

    expect(loggedUrls()).toContain(`/?reset=${REDACTED}`);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});

describe("a proxy that TRUST_PROXY does not name", () => {
  it("is reported once, as per-address limits would count every user as one", async () => {
    const reported = () => lines.filter((line) => String(line.msg).includes("TRUST_PROXY is not set")).length;
    await t.app.inject({ method: "GET", url: "/api/health" });
    expect(reported()).toBe(0);
    for (const client of ["198.51.100.1", "198.51.100.2"])
      await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-for": client } });
    expect(reported()).toBe(1);
  });
});
