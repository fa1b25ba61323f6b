#!/usr/bin/env node
// Compiles the server for production (decision 0021): one ES module, apps/server/dist/server.js,
// started with plain `node`, no TypeScript loader at run time. The workspace's shared package
// (TypeScript sources) is compiled in; every other package stays an import of node_modules, as
// installed. Source maps point errors' stacks at the sources. Beside it, where a C compiler and
// glibc are found, native/malloc-trim.c becomes dist/malloc-trim.node (decision 0024); without
// them the server runs as well, keeping what the C library holds free.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { buildMallocTrim } from "./native.mjs";

const here = path.dirname(new URL(import.meta.url).pathname);
const server = path.resolve(here, "..");
const manifest = (file) => JSON.parse(readFileSync(file, "utf8"));
const dependencies = [server, path.resolve(server, "../../packages/shared")].flatMap((dir) =>
  Object.keys(manifest(path.join(dir, "package.json")).dependencies ?? {}),
);
const external = dependencies.filter((name) => name !== "@ebm/shared");

const outfile = path.join(server, "dist/server.js");
const result = await build({
  entryPoints: [path.join(server, "src/server.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  // A package's own subpaths (`drizzle-orm/pg-core`) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
  metafile: true,
});
// V8 keeps a module's source for as long as it runs, in one byte per character only when all of it
// is ASCII: the few characters beyond (×, §, … in comments) would double the 1.4 MB it holds. Each
// becomes its \u escape, which means the same in strings, templates and regular expressions.
const code = readFileSync(outfile, "utf8");
writeFileSync(
  outfile,
  code.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`),
);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `Server compiled: apps/server/dist/server.js (${(bytes / 1024).toFixed(0)} KB with its map)\n`,
);

const notBuilt = buildMallocTrim(path.join(server, "dist/malloc-trim.node"));
process.stdout.write(
  notBuilt !== undefined
    ? `Not built: dist/malloc-trim.node (${notBuilt}); the server runs without giving the C library's free memory back\n`
    : "Built: apps/server/dist/malloc-trim.node (gives the C library's free memory back when quiet)\n",
);
