#!/usr/bin/env node
/**
 * Installs the dependencies exactly as the committed lock file names them (`npm ci`), the way CI
 * and production install, so a lock file that no longer matches package.json fails here instead of
 * being rewritten quietly. The build tools are included even under NODE_ENV=production, because
 * the web app is built from them before it is served.
 *
 * A second run with the same lock file and an installed tree skips the install.
 * @example node scripts/install.mjs   # then npm run build
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const lockFile = path.join(root, "package-lock.json");
const stamp = path.join(root, "node_modules", ".installed-lock-sha256");

/** Build and test tools: a `npm prune --omit=dev` since the last install removed them. */
const TOOLS = ["vite", "vitest", "@biomejs/biome", "@playwright/test"];

const lockHash = createHash("sha256").update(readFileSync(lockFile)).digest("hex");
const toolsPresent = TOOLS.every((tool) => existsSync(path.join(root, "node_modules", tool, "package.json")));
if (toolsPresent && existsSync(stamp) && readFileSync(stamp, "utf8").trim() === lockHash) {
  process.stdout.write("Dependencies match package-lock.json.\n");
  process.exit(0);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const result = spawnSync(npm, ["ci", "--include=dev", "--no-audit", "--no-fund"], {
  cwd: root,
  stdio: "inherit",
});
if (result.status !== 0) {
  process.stderr.write(
    "\nnpm ci failed. When package.json changed, run `npm install` once to update package-lock.json and commit both.\n",
  );
  process.exit(result.status ?? 1);
}
writeFileSync(stamp, `${lockHash}\n`);
