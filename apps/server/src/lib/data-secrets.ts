import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The secrets a start without them in the environment keeps in its data folder. */
const keptSecretsSchema = z.object({
  APP_SECRET: z.string().min(32),
  CAPTCHA_HMAC_KEY: z.string().min(32),
});
export type KeptSecrets = z.infer<typeof keptSecretsSchema>;

/** The file in the data folder that holds them, readable by its owner alone. */
export const SECRETS_FILE = "secrets.json";

const newSecret = () => randomBytes(48).toString("base64url");

/**
 * The embedded default's secrets, made once and kept in `<dataDir>/secrets.json` (mode 0600), so
 * that printed badge codes, mailed links and captchas stay valid across restarts. Values set in the
 * environment win and are never written; production requires them there (config.ts). A data folder
 * of ":memory:" keeps nothing: each process makes its own.
 * @example const config = { ...loaded, ...keptSecrets(loaded) };
 */
export function keptSecrets(config: {
  dataDir: string;
  APP_SECRET?: string | undefined;
  CAPTCHA_HMAC_KEY?: string | undefined;
}): Partial<KeptSecrets> {
  if (config.APP_SECRET && config.CAPTCHA_HMAC_KEY) return {};
  if (config.dataDir === ":memory:") return {};
  const file = path.join(config.dataDir, SECRETS_FILE);
  let kept: KeptSecrets;
  try {
    kept = keptSecretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    // Whoever widened its mode: only the owner may read the keys of every badge and link.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    mkdirSync(config.dataDir, { recursive: true });
    kept = { APP_SECRET: newSecret(), CAPTCHA_HMAC_KEY: newSecret() };
    try {
      // "wx": of two starts at once, one writes and the other reads what it wrote.
      writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    } catch (writeErr) {
      if ((writeErr as NodeJS.ErrnoException).code !== "EEXIST") throw writeErr;
      kept = keptSecretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    }
  }
  return {
    ...(config.APP_SECRET ? {} : { APP_SECRET: kept.APP_SECRET }),
    ...(config.CAPTCHA_HMAC_KEY ? {} : { CAPTCHA_HMAC_KEY: kept.CAPTCHA_HMAC_KEY }),
  };
}
