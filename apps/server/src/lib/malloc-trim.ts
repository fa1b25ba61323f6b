import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * Where `npm run build` puts the compiled native/malloc-trim.c: beside the compiled server
 * (dist/server.js, which this module is part of), or, for these sources run through tsx, the
 * server's dist folder.
 */
function builtFile(): string {
  const here = fileURLToPath(import.meta.url);
  return fileURLToPath(
    new URL(here.endsWith(".ts") ? "../../dist/malloc-trim.node" : "./malloc-trim.node", import.meta.url),
  );
}

export type MallocTrim =
  | { trim: () => boolean; file: string }
  /** Not there (`broken` false), or there and not loading (`broken` true). */
  | { trim: undefined; why: string; broken: boolean };

/**
 * The C library's `malloc_trim(0)` (decision 0024): gives the pages glibc's allocator keeps free in
 * its heaps back to the system, and says whether it gave any. Without it (not built: no C compiler,
 * not glibc; or a file that does not load) the server runs as before, and `why` says so.
 */
export function loadMallocTrim(file = builtFile()): MallocTrim {
  if (!existsSync(file)) return { trim: undefined, why: `${file} not built`, broken: false };
  try {
    const native = createRequire(import.meta.url)(file) as { mallocTrim?: unknown };
    if (typeof native.mallocTrim !== "function")
      return { trim: undefined, why: `${file} has no mallocTrim`, broken: true };
    return { trim: native.mallocTrim as () => boolean, file };
  } catch (err) {
    return {
      trim: undefined,
      why: `${file} does not load: ${(err as Error).message.split("\n")[0]}`,
      broken: true,
    };
  }
}
