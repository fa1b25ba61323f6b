// native/malloc-trim.c compiled into a Node addon (decision 0024), by `npm run build` and by its test.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

const source = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../native/malloc-trim.c");

/**
 * Compiles native/malloc-trim.c into `target` against the running Node's headers (Node-API: one
 * build serves every Node version the project supports), with CC or `cc`. Returns undefined when
 * built, else why not (not Linux, no headers, no compiler, not glibc), and leaves no file then.
 */
export function buildMallocTrim(target, env = process.env) {
  rmSync(target, { force: true });
  if (process.platform !== "linux") return "not Linux";
  const include = [
    path.join(path.dirname(process.execPath), "../include/node"),
    env.npm_config_nodedir && path.join(env.npm_config_nodedir, "include/node"),
  ].find((dir) => dir && existsSync(path.join(dir, "node_api.h")));
  if (!include) return "Node's headers (include/node/node_api.h) not found";
  try {
    execFileSync(env.CC || "cc", ["-O2", "-shared", "-fPIC", `-I${include}`, "-o", target, source], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    return undefined;
  } catch (err) {
    rmSync(target, { force: true });
    if (err.code === "ENOENT") return `no C compiler (${env.CC || "cc"})`;
    return String(err.stderr ?? err.message)
      .trim()
      .split("\n")[0];
  }
}
