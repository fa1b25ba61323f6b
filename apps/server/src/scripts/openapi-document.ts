// Writes the OpenAPI document the server publishes at /api/docs/json, without listening or any data.
// Usage: tsx src/scripts/openapi-document.ts [out.json] (standard output without a file)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

const out = process.argv[2];
// Development mode registers every route a deployment can have (the /dev tools too); the document
// takes PUBLIC_URL from the environment when set, as the server does.
const uploadsDir = mkdtempSync(path.join(tmpdir(), "ebm-openapi-"));
const config = {
  ...loadConfig({
    NODE_ENV: "development",
    DATA_DIR: ":memory:",
    LOG_LEVEL: "silent",
    ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}),
  }),
  uploadsDir,
};
const db = await openDatabase({ dataDir: ":memory:" });
// Hour-long job polls: the app is closed before the runner would look for work.
const app = await buildApp({ config, db, logger: false, mailTickMs: 3_600_000 });
try {
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  if (out) writeFileSync(out, document);
  else process.stdout.write(document);
} finally {
  // Closes the database too.
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
}
