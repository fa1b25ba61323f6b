import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./tests/accounts.ts";

/**
 * The demo edition ships with registration closed. The browser tests open it once, as the
 * organiser would, for the registration and payment tests; tests that show the closed state pin
 * it in the page (overrideSettings).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  // Every accessibility scan of the run is one line here (fixtures.ts); the teardown counts them.
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), "ebm-a11y-")), "scans.jsonl");
  writeFileSync(log, "");
  process.env.EBM_A11Y_LOG = log;

  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("baseURL is not set");
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`organiser sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const open = await fetch(`${baseURL}/api/organiser/registration`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ open: true }),
  });
  if (open.status !== 200) throw new Error(`opening registration failed: ${open.status}`);
}
