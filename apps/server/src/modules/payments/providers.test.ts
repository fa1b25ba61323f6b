import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, registrations } from "../../db/schema/index.ts";
import {
  centsToValue,
  mapMollieStatus,
  mollieProvider,
  valueToCents,
} from "../../plugins/payment-providers.ts";
import { createTestApp, first, type TestApp } from "../../test/app.ts";
import { paymentsService } from "./payments.service.ts";
import { pendingRegistration } from "./payments.test-kit.ts";

interface StandInPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
}

/**
 * A stand-in of the two Mollie endpoints the app calls (create and get a payment). The client only
 * speaks HTTPS, so it serves a throw-away self-signed certificate.
 */
function mollieStandIn() {
  const dir = mkdtempSync(path.join(tmpdir(), "mollie-standin-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
    ],
    { stdio: "ignore" },
  );
  const store = new Map<string, StandInPayment>();
  const requests: { method: string; url: string; body: unknown; authorization?: string }[] = [];
  const paymentJson = (p: StandInPayment) => ({
    resource: "payment",
    mode: "test",
    createdAt: new Date().toISOString(),
    ...p,
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${p.id}`, type: "application/hal+json" },
      checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: "text/html" },
    },
  });
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) },
    (req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const body = raw ? JSON.parse(raw) : undefined;
        requests.push({
          method: req.method ?? "",
          url: req.url ?? "",
          body,
          authorization: req.headers.authorization,
        });
        res.setHeader("content-type", "application/hal+json");
        if (req.method === "POST" && req.url === "/v2/payments") {
          const id = `tr_standin${store.size + 1}`;
          const payment = { id, status: "open", ...body };
          store.set(id, payment);
          res.statusCode = 201;
          res.end(JSON.stringify(paymentJson(payment)));
          return;
        }
        const match = /^\/v2\/payments\/([\w]+)/.exec(req.url ?? "");
        const payment = match?.[1] && req.method === "GET" ? store.get(match[1]) : undefined;
        if (payment) {
          res.end(JSON.stringify(paymentJson(payment)));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ status: 404, title: "Not Found", detail: "No payment exists with token" }));
      });
    },
  );
  return {
    store,
    requests,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe("Mollie amounts and states", () => {
  it("writes cents as a two-decimal string and reads them back", () => {
    expect(centsToValue(123_456)).toBe("1234.56");
    expect(centsToValue(5)).toBe("0.05");
    expect(centsToValue(100_000)).toBe("1000.00");
    expect(valueToCents("1234.56")).toBe(123_456);
    expect(valueToCents("0.10")).toBe(10);
  });

  it("maps Mollie's states onto the app's", () => {
    expect(
      ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"].map(mapMollieStatus),
    ).toEqual(["open", "open", "open", "paid", "failed", "canceled", "expired"]);
  });
});

// The stand-in's certificate is made with openssl, which the test machines have (Debian).
describe("the Mollie provider against a stand-in of its API", () => {
  const standIn = mollieStandIn();
  let endpoint: string;
  let t: TestApp;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    // The stand-in's certificate is self-signed; only this test file's process accepts it.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
    endpoint = await standIn.start();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
  });

  const apiKey = "test_standinstandinstandinstandin12";

  it("creates a payment with the amount as a string in euros, and reads its state", async () => {
    const provider = mollieProvider({ apiKey, apiEndpoint: endpoint });
    const created = await provider.createPayment({
      amountCents: 123_456,
      description: "European Broker Meeting registration 7",
      redirectUrl: "https://ebm.example/payment/return?registration=7&key=k",
      webhookUrl: "https://ebm.example/api/payments/webhook",
      metadata: { registrationId: "7" },
    });
    expect(created.id).toMatch(/^tr_standin/);
    expect(created.checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${created.id}`);
    const post = standIn.requests.find((r) => r.method === "POST");
    expect(post?.authorization).toBe(`Bearer ${apiKey}`);
    expect(post?.body).toEqual({
      amount: { currency: "EUR", value: "1234.56" },
      description: "European Broker Meeting registration 7",
      redirectUrl: "https://ebm.example/payment/return?registration=7&key=k",
      webhookUrl: "https://ebm.example/api/payments/webhook",
      metadata: { registrationId: "7" },
    });
    expect(await provider.getPayment(created.id)).toEqual({
      id: created.id,
      status: "open",
      amountCents: 123_456,
    });
    (standIn.store.get(created.id) as StandInPayment).status = "expired";
    expect((await provider.getPayment(created.id))?.status).toBe("expired");
    expect(await provider.getPayment("tr_unknown")).toBeUndefined();
  });

  it("pays a registration through Mollie: the webhook fetches the state and activates the attendees once", async () => {
    const { app } = t;
    const reg = await pendingRegistration(app, {
      name: "Mollie Payer",
      subtotalCents: 150_000,
      vatCents: 31_500,
      attendees: [{ name: "Dora Mollie", email: "dora@mollie-payer.example" }],
    });
    const service = paymentsService({
      db: app.db,
      provider: mollieProvider({ apiKey, apiEndpoint: endpoint }),
      mail: app.mail,
      config: { ...app.config, publicUrl: "https://ebm.example" },
      log: app.log,
      issueResetToken: app.services.auth.issueResetToken,
    });
    const { checkoutUrl } = await service.startCheckout(reg.id);
    const id = checkoutUrl.split("/").pop() as string;
    const sent = standIn.store.get(id) as StandInPayment;
    expect(sent.amount).toEqual({ currency: "EUR", value: "1815.00" });
    expect(sent.webhookUrl).toBe("https://ebm.example/api/payments/webhook");
    expect(sent.redirectUrl).toMatch(
      new RegExp(`^https://ebm.example/payment/return\\?registration=${reg.id}&key=`),
    );

    expect(await service.sync(id)).toBe("unchanged");
    sent.status = "paid";
    const results = await Promise.all(Array.from({ length: 10 }, () => service.sync(id)));
    expect(results.filter((r) => r === "changed")).toHaveLength(1);
    const row = first(await app.db.select().from(registrations).where(eq(registrations.id, reg.id)));
    expect(row.status).toBe("paid");
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "dora@mollie-payer.example"));
    expect(mails.map((m) => m.subject)).toEqual(["Set your password"]);
    expect(first(mails).text).toMatch(/https:\/\/ebm\.example\/\?reset=[\w-]{40,}/);
  });

  it("leaves out the webhook address Mollie could not reach from a local setup", async () => {
    const provider = mollieProvider({ apiKey, apiEndpoint: endpoint });
    const { app } = t;
    const service = paymentsService({
      db: app.db,
      provider,
      mail: app.mail,
      config: app.config,
      log: app.log,
      issueResetToken: app.services.auth.issueResetToken,
    });
    const reg = first(await app.db.select().from(registrations).limit(1));
    await app.db
      .update(registrations)
      .set({ status: "pending_payment", totalCents: 500 })
      .where(eq(registrations.id, reg.id));
    const { checkoutUrl } = await service.startCheckout(reg.id);
    const sent = standIn.store.get(checkoutUrl.split("/").pop() as string) as StandInPayment;
    expect(sent.webhookUrl).toBeUndefined();
    expect(sent.amount.value).toBe("5.00");
  });
});
