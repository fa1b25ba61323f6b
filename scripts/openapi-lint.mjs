// Lints the OpenAPI document the server publishes with Redocly's recommended rules (redocly.yaml):
// any error or warning fails, naming each problem by its place in the document.
// Usage: node scripts/openapi-lint.mjs
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// The servers entry is the deployment's PUBLIC_URL; this stands in for one, on a name reserved
// never to resolve, so the document is linted as a deployment publishes it, not as localhost.
const STAND_IN_PUBLIC_URL = "https://ebm-deployment.invalid";

/** Runs a command to its end with its output captured. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return result;
}

/** Builds the document into `file` and lints it; the exit code. */
function lint(file) {
  const built = run(bin("tsx"), ["apps/server/src/scripts/openapi-document.ts", file], {
    PUBLIC_URL: STAND_IN_PUBLIC_URL,
  });
  if (built.status !== 0) {
    process.stderr.write(`Could not build the OpenAPI document:\n${built.stderr}${built.stdout}`);
    return 1;
  }
  const args = ["lint", file, "--config", "redocly.yaml", "--format", "json", "--max-problems", "10000"];
  const linted = run(bin("redocly"), args, {
    REDOCLY_TELEMETRY: "off",
    REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
  });
  let report;
  try {
    report = JSON.parse(linted.stdout);
  } catch {
    process.stderr.write(`Redocly did not lint the document:\n${linted.stderr}${linted.stdout}`);
    return 1;
  }
  const { errors, warnings } = report.totals;
  if (errors + warnings === 0) {
    process.stdout.write("OpenAPI document: no problems under Redocly's recommended rules.\n");
    return 0;
  }
  for (const problem of report.problems) {
    const where = (problem.location[0]?.pointer ?? "#").replaceAll("~1", "/").replaceAll("~0", "~");
    process.stderr.write(`${problem.severity}\t${problem.ruleId}\t${where}\n\t${problem.message}\n`);
  }
  process.stderr.write(`OpenAPI document: ${errors} errors and ${warnings} warnings (redocly.yaml).\n`);
  return 1;
}

const dir = mkdtempSync(path.join(tmpdir(), "ebm-openapi-lint-"));
try {
  process.exitCode = lint(path.join(dir, "openapi.json"));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
