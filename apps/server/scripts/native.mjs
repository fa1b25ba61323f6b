// native/malloc-trim.c compiled into a Node addon (decision 0024), by `npm run build` and by its test.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../native/malloc-trim.c", import.meta.url));

/**
 * Compiles native/malloc-trim.c into `target` against the running Node's headers (Node-API: one
 * build serves every Node version the project supports), with CC (a command and its options, as
 * make takes it) or `cc`. Returns undefined when built, else why not (not Linux, no headers, no
 * compiler, not glibc), and leaves no file then.
 */
export function buildMallocTrim(target, env = process.env) {
  rmSync(target, { force: true });
  if (process.platform !== "linux") return "not Linux";
  const include = [
    path.join(path.dirname(process.execPath), "../include/node"),
    env.npm_config_nodedir && path.join(env.npm_config_nodedir, "include/node"),
  ].find((dir) => dir && existsSync(path.join(dir, "node_api.h")));
  if (!include) return "Node's headers (include/node/node_api.h) not found";
  const [cc, ...ccOptions] = (env.CC || "cc").trim().split(/\s+/);
  try {
    execFileSync(cc, [...ccOptions, "-O2", "-shared", "-fPIC", `-I${include}`, "-o", target, source], {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 60_000,
    });
    if (!existsSync(target)) return `${cc} wrote no ${path.basename(target)}`;
    return undefined;
  } catch (err) {
    rmSync(target, { force: true });
    if (err.code === "ENOENT") return `no C compiler (${cc})`;
    const said = String(err.stderr ?? "")
      .trim()
      .split("\n")[0];
    return said || `${cc} failed (${err.signal ?? `exit ${err.status}`})`;
  }
}
