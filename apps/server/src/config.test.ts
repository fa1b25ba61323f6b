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
});
