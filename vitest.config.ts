import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const INCLUDE = ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/src/**/*.test.ts"];
const ROOTS = ["packages", "apps/server/src", "apps/web/src"];

/** Every test file under `dir`, as a path from here. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/**
 * The files that replace a module (`vi.mock`): they run each in a fresh module graph. Every other
 * file shares its worker's modules with the files before it (decision 0017): the app's code is
 * imported once per worker instead of once per file, which halves the run. Found here, so a new
 * file that mocks a module is isolated without a list to keep.
 */
const MOCKING = ROOTS.flatMap(testFiles).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  test: {
    environment: "node",
    // The server tests' database and uploads, migrated and seeded once per run, copied by each app.
    globalSetup: ["apps/server/src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each server test file holds its own database, so run two at a time.
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "module-mocks", include: MOCKING, isolate: true } },
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...MOCKING],
          isolate: false,
        },
      },
    ],
  },
});
