// Prints the server suites CI runs a second time on the embedded database, one path per line
// (apps/server/src/test/embedded-suites.json): `npx vitest run $(node scripts/embedded-suites.mjs)`.
import { readFileSync } from "node:fs";

const { suites } = JSON.parse(
  readFileSync(new URL("../apps/server/src/test/embedded-suites.json", import.meta.url)),
);
process.stdout.write(`${suites.join("\n")}\n`);
