import { createRequire } from "node:module";

/**
 * Where `npm run build` puts the compiled native/malloc-trim.c: beside the compiled server
 * (dist/server.js), and the same file seen from these sources (src/lib) when run through tsx.
 */
const CANDIDATES = [
  new URL("./malloc-trim.node", import.meta.url),
  new URL("../../dist/malloc-trim.node", import.meta.url),
];

/**
 * The C library's `malloc_trim(0)` (decision 0024): gives the pages glibc's allocator keeps free in
 * its heaps back to the system, and says whether it gave any. Undefined where it was not built (no
 * C compiler, not glibc) or does not load: the server then runs as before.
 */
export function loadMallocTrim(candidates: URL[] = CANDIDATES): (() => boolean) | undefined {
  const require = createRequire(import.meta.url);
  for (const file of candidates) {
    try {
      const native = require(file.pathname) as { mallocTrim?: unknown };
      if (typeof native.mallocTrim === "function") return native.mallocTrim as () => boolean;
    } catch {
      // Not built here, or built for another system: the next place, or none.
    }
  }
  return undefined;
}
