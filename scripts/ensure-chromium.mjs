#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests: installs it with apt-get when it is
// missing and we are root; otherwise explains what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  process.stderr.write(
    `Chromium was not found at ${path}.\n` +
      "Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium),\n" +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.\n",
  );
  process.exit(1);
}
process.stdout.write("Installing Debian's Chromium for the browser tests...\n");
execSync(
  "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core",
  {
    stdio: "inherit",
  },
);
if (!existsSync(path)) {
  process.stderr.write(`apt-get finished but ${path} is still missing.\n`);
  process.exit(1);
}
