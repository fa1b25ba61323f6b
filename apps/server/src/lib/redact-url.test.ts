import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl, withRedactedUrls, withSecretsHidden } from "./redact-url.ts";

describe("redactUrl", () => {
  it("hides the secrets the app puts in addresses and keeps the rest", () => {
    expect(redactUrl("/?reset=Zm9vYmFyLXRva2Vu")).toBe(`/?reset=${REDACTED}`);
    expect(redactUrl("/payment/return?registration=42&key=0123456789abcdef0123")).toBe(
      `/payment/return?registration=42&key=${REDACTED}`,
    );
    expect(redactUrl("/api/payments/status?key=0123456789abcdef0123&registration=42")).toBe(
      `/api/payments/status?key=${REDACTED}&registration=42`,
    );
    expect(redactUrl("/payment/checkout/sim_abcdefghijklmnop")).toBe(`/payment/checkout/${REDACTED}`);
    expect(redactUrl("/api/payments/simulated/sim_abcdefghijklmnop/complete")).toBe(
      `/api/payments/simulated/${REDACTED}/complete`,
    );
    expect(redactUrl("/api/scheduler/calendar/Zm9vYmFyLXRva2VuLXRoYXQtaXMtbG9uZy1lbm91Z2g.ics")).toBe(
      `/api/scheduler/calendar/${REDACTED}`,
    );
    expect(redactUrl("/api/scheduler/calendar")).toBe("/api/scheduler/calendar");
  });

  it("hides any token, key, secret or password by the name of its parameter, in any case", () => {
    expect(redactUrl("/x?resetToken=a&membershipToken=b&api_key=c&Client_Secret=d&password=e&page=2")).toBe(
      `/x?resetToken=${REDACTED}&membershipToken=${REDACTED}&api_key=${REDACTED}&Client_Secret=${REDACTED}&password=${REDACTED}&page=2`,
    );
    expect(redactUrl("/x?TOKEN=a&%74oken=b&access+token=c")).toBe(
      `/x?TOKEN=${REDACTED}&%74oken=${REDACTED}&access+token=${REDACTED}`,
    );
  });

  it("leaves addresses without secrets as they were sent", () => {
    for (const url of [
      "/",
      "/api/companies/12",
      "/checkin?id=7",
      "/messages?contact=3&x",
      "/api/misc/attendees?q=a%20b&&page=",
      "/x?reset",
      "/api/%zz?%zz=1",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe("withRedactedUrls", () => {
  it("adds the request serialiser to a logger setting and leaves a switched-off logger off", () => {
    expect(withRedactedUrls(false)).toBe(false);
    const fromTrue = withRedactedUrls(true) as { serializers: { req: unknown } };
    expect(typeof fromTrue.serializers.req).toBe("function");
    const res = () => "res";
    const fromOptions = withRedactedUrls({ level: "warn", serializers: { res } }) as Record<string, unknown>;
    expect(fromOptions).toMatchObject({ level: "warn", serializers: { res } });
  });
});

describe("withSecretsHidden", () => {
  it("hides the secrets of the links in a text, keeping the rest and the punctuation after a link", () => {
    expect(withSecretsHidden("pay at https://x.example/payment/return?registration=7&key=abc.")).toBe(
      `pay at https://x.example/payment/return?registration=7&key=${REDACTED}.`,
    );
    expect(withSecretsHidden("Open (http://localhost:3000/?reset=s3cr3t) or https://x.example/program")).toBe(
      `Open (http://localhost:3000/?reset=${REDACTED}) or https://x.example/program`,
    );
    expect(withSecretsHidden("no links here")).toBe("no links here");
  });
});
