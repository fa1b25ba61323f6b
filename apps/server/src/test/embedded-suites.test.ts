import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../config.ts";
import embedded from "./embedded-suites.json" with { type: "json" };

/** Every server suite, as a path from the repository's root. */
function serverSuites(dir = path.join(repoRoot, "apps/server/src")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return serverSuites(full);
    return name.endsWith(".test.ts") ? [path.relative(repoRoot, full)] : [];
  });
}

const listed = (suite: string) => embedded.suites.some((entry) => suite.startsWith(entry));

/** A suite that does not run on PostgreSQL: CI's first pass skips it. */
const skipsOnPostgres = (source: string) =>
  /runIf\(\s*!\s*process\.env\.DATABASE_URL/.test(source) ||
  /skipIf\(\s*process\.env\.DATABASE_URL/.test(source);

describe("the suites CI runs on the embedded database too (decision 0017)", () => {
  const suites = serverSuites();

  it("names only paths that hold suites", () => {
    for (const entry of embedded.suites)
      expect(
        suites.some((suite) => suite.startsWith(entry)),
        `${entry} holds no suite`,
      ).toBe(true);
  });

  it("keeps every suite in at least one pass: one that skips on PostgreSQL must be listed", () => {
    const self = path.relative(repoRoot, import.meta.filename);
    const unlisted = suites.filter(
      (suite) =>
        suite !== self && skipsOnPostgres(readFileSync(path.join(repoRoot, suite), "utf8")) && !listed(suite),
    );
    expect(unlisted).toEqual([]);
  });

  it("tells a suite that skips on PostgreSQL from one that does not", () => {
    expect(skipsOnPostgres('describe.runIf(!process.env.DATABASE_URL)("x", () => {})')).toBe(true);
    expect(skipsOnPostgres("describe.skipIf(process.env.DATABASE_URL)")).toBe(true);
    expect(skipsOnPostgres('describe.runIf(process.env.DATABASE_URL)("races", () => {})')).toBe(false);
  });
});
