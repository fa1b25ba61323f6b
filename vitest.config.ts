import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/src/**/*.test.ts"],
    environment: "node",
    // The server tests' database and uploads, migrated and seeded once per run, copied by each app.
    globalSetup: ["apps/server/src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each server test file holds its own database, so run two at a time.
    pool: "forks",
    maxWorkers: 2,
  },
});
