import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for the embedded set-up", () => {
    const cfg = loadConfig({}, "/srv/app");
    expect(cfg).toMatchObject({ PORT: 3000, dataDir: "/srv/app/data", publicUrl: "http://localhost:3000" });
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.uploadsDir).toBe("/srv/app/data/uploads");
  });

  it("reads PORT, DATA_DIR and PUBLIC_URL", () => {
    const cfg = loadConfig(
      { PORT: "4100", DATA_DIR: "/tmp/ebm", PUBLIC_URL: "https://ebm.example/" },
      "/srv",
    );
    expect(cfg).toMatchObject({ PORT: 4100, dataDir: "/tmp/ebm", publicUrl: "https://ebm.example" });
  });

  it("trusts only the proxies it is told about", () => {
    expect(loadConfig({}, "/srv").TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }, "/srv").TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4" }, "/srv").TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
    ]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ SMTP_URL: "mail.example" }, "SMTP_URL"],
    [{ PAYMENT_PROVIDER: "mollie" }, "MOLLIE_API_KEY"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
  ])("names the variable of a bad value (%o)", (env, variable) => {
    expect(() => loadConfig(env, "/srv")).toThrow(ConfigError);
    expect(() => loadConfig(env, "/srv")).toThrow(new RegExp(variable));
  });

  describe("in production", () => {
    const ready = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://meet.ebm.example",
      APP_SECRET: "s".repeat(32),
      CAPTCHA_HMAC_KEY: "c".repeat(32),
      SMTP_URL: "smtps://user:pass@mail.example:465",
      PAYMENT_PROVIDER: "mollie",
      MOLLIE_API_KEY: "live_key",
    };

    it("starts with everything a live event needs", () => {
      expect(loadConfig(ready, "/srv")).toMatchObject({ NODE_ENV: "production", ENABLE_DEV_TOOLS: false });
    });

    it("refuses to start on the development defaults, naming every missing variable", () => {
      const attempt = () => loadConfig({ NODE_ENV: "production" }, "/srv");
      expect(attempt).toThrow(ConfigError);
      for (const variable of [
        "PUBLIC_URL",
        "APP_SECRET",
        "CAPTCHA_HMAC_KEY",
        "SMTP_URL",
        "PAYMENT_PROVIDER",
      ]) {
        expect(attempt).toThrow(new RegExp(`${variable}:`));
      }
    });

    it("refuses the simulated checkout unless it is allowed by name", () => {
      const simulated = { ...ready, PAYMENT_PROVIDER: "simulated" };
      expect(() => loadConfig(simulated, "/srv")).toThrow(/ALLOW_SIMULATED_PAYMENTS=true/);
      expect(loadConfig({ ...simulated, ALLOW_SIMULATED_PAYMENTS: "true" }, "/srv").PAYMENT_PROVIDER).toBe(
        "simulated",
      );
    });

    it("refuses a Mollie test key and a plain http address, which a live event cannot use", () => {
      expect(() => loadConfig({ ...ready, MOLLIE_API_KEY: "test_abc" }, "/srv")).toThrow(
        /MOLLIE_API_KEY: a test key/,
      );
      expect(
        loadConfig({ ...ready, MOLLIE_API_KEY: "test_abc", ALLOW_SIMULATED_PAYMENTS: "true" }, "/srv"),
      ).toBeTruthy();
      expect(() => loadConfig({ ...ready, PUBLIC_URL: "http://meet.ebm.example" }, "/srv")).toThrow(
        /PUBLIC_URL: must/,
      );
      expect(loadConfig({ ...ready, PUBLIC_URL: "http://127.0.0.1:3290" }, "/srv").publicUrl).toBe(
        "http://127.0.0.1:3290",
      );
    });

    it("runs without SMTP only with the development tools, which keep mail in the outbox", () => {
      const noSmtp = { ...ready, SMTP_URL: "" };
      expect(() => loadConfig(noSmtp, "/srv")).toThrow(/SMTP_URL:/);
      expect(loadConfig({ ...noSmtp, ENABLE_DEV_TOOLS: "1" }, "/srv").ENABLE_DEV_TOOLS).toBe(true);
      expect(() => loadConfig({ ...ready, ENABLE_DEV_TOOLS: "yes" }, "/srv")).toThrow(/ENABLE_DEV_TOOLS/);
    });
  });
});
