import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { badgeCodes } from "../modules/checkin/index.ts";
import { keptSecrets, SECRETS_FILE } from "./data-secrets.ts";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ebm-secrets-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the secrets the embedded default keeps", () => {
  it("are made once, readable by their owner alone, and the same at the next start", () => {
    const dataDir = path.join(folder(), "data");
    const first = keptSecrets({ dataDir });
    expect(first.APP_SECRET).toMatch(/^[\w-]{64}$/);
    expect(first.CAPTCHA_HMAC_KEY).toMatch(/^[\w-]{64}$/);
    expect(first.APP_SECRET).not.toBe(first.CAPTCHA_HMAC_KEY);
    expect(statSync(path.join(dataDir, SECRETS_FILE)).mode & 0o777).toBe(0o600);
    const again = keptSecrets({ dataDir });
    expect(again).toEqual(first);
    // What the secret is for: a printed badge still scans after the restart.
    const code = badgeCodes({ secret: first.APP_SECRET }).sign(1, 42);
    expect(badgeCodes({ secret: again.APP_SECRET }).verify(code, 1)).toBe(42);
  });

  it("leave what the environment sets alone, and keep nothing for an in-memory database", () => {
    const dataDir = folder();
    const set = "s".repeat(40);
    expect(keptSecrets({ dataDir, APP_SECRET: set, CAPTCHA_HMAC_KEY: set })).toEqual({});
    expect(() => readFileSync(path.join(dataDir, SECRETS_FILE))).toThrow();
    expect(keptSecrets({ dataDir, APP_SECRET: set })).toEqual({ CAPTCHA_HMAC_KEY: expect.any(String) });
    expect(keptSecrets({ dataDir: ":memory:" })).toEqual({});
  });

  it("take their mode back to the owner's alone, and refuse a damaged file rather than replace it", () => {
    const dataDir = folder();
    const made = keptSecrets({ dataDir });
    const file = path.join(dataDir, SECRETS_FILE);
    chmodSync(file, 0o644);
    expect(keptSecrets({ dataDir })).toEqual(made);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, "{ not json");
    expect(() => keptSecrets({ dataDir })).toThrow();
  });
});
