#!/usr/bin/env node
// Type-checks every workspace (`tsc --noEmit` per project), two at a time: this machine's two cores
// each take one. Prints each project's errors and fails when any has one.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsc = path.join(root, "node_modules", ".bin", "tsc");
const projects = ["apps/web", "apps/server", "e2e", "packages/shared"];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ["-p", project, "--noEmit"], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
const failed = results.filter((result) => result.code !== 0);
for (const result of failed) process.stderr.write(`tsc -p ${result.project}:\n${result.output}\n`);
if (failed.length > 0) process.exit(1);
process.stdout.write(`Types check in ${projects.join(", ")}.\n`);
