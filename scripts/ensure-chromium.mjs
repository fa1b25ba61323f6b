#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests: its headless shell, which runs the
// suite (the browser without its window and profile machinery: the same engine, built from the
// same Debian source, at about 60 % of the cost on two cores, decision 0017), and the full browser,
// which the camera tests and the screenshots use. Installs them with apt-get when they are missing
// and we are root; otherwise explains what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const browsers = [
  { path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
  { path: "/usr/bin/chromium", pkg: "chromium" },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || missing.some((browser) => browser.path === process.env.CHROMIUM_PATH)) {
  process.stderr.write(
    `Chromium was not found at ${missing.map((browser) => browser.path).join(" and ")}.\n` +
      "Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium chromium-headless-shell),\n" +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary for the suite, then run the tests again.\n",
  );
  process.exit(1);
}
process.stdout.write("Installing Debian's Chromium for the browser tests...\n");
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map((browser) => browser.pkg).join(" ")} fonts-dejavu-core`,
  { stdio: "inherit" },
);
const still = missing.filter((browser) => !existsSync(browser.path));
if (still.length > 0) {
  process.stderr.write(
    `apt-get finished but ${still.map((browser) => browser.path).join(" and ")} is still missing.\n`,
  );
  process.exit(1);
}
