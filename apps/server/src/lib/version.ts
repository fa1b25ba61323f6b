import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../config.ts";

/**
 * The release this server runs: the root package.json's version, with `APP_COMMIT` when the
 * deployment sets it (e.g. `1.4.0+3f2a9c1`). Health and metrics report it.
 */
export const APP_VERSION: string = (() => {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    version?: string;
  };
  const commit = process.env.APP_COMMIT?.trim();
  return `${version ?? "0.0.0"}${commit ? `+${commit}` : ""}`;
})();
