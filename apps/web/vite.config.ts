import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type PluginOption } from "vite";
import { prerender } from "./scripts/prerender.ts";
import { serviceWorker } from "./scripts/service-worker.ts";

/**
 * Writes .br and .gz beside every text file of the build, once, so the server sends compressed
 * files without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = "dist";
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : [file];
    });
  return {
    name: "precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the prerendered pages are written, so they are compressed too.
      order: "post",
      sequential: true,
      handler() {
        for (const file of files(outDir)) {
          if (!/\.(js|css|html|svg|json)$/.test(file) || statSync(file).size < 1024) continue;
          const body = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/** The chunks that src/main.tsx loads in steps at every start: React's and the app's. */
const START_CHUNKS = new Set(["client", "start"]);

/**
 * Marks the chunks of the app's start with V8's compile hint: their functions nearly all run at
 * once, and with the hint the browser compiles them on a background thread while the file
 * downloads, instead of one by one on the main thread as each is first called. Added after
 * minification, which would drop the comment.
 */
function compileHints(): Plugin {
  const HINT = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "compile-hints",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "post",
    // After Vite's own rewriting of the chunks (its preload list goes on their first line).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !START_CHUNKS.has(chunk.name)) continue;
          chunk.code = HINT + chunk.code;
          // A source map of the chunk, if any, moves down by the line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}

/** React Router's production build (beside the development one that its package names). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/** The Fastify server serves the API, the WebSocket and uploads; in development Vite proxies to it. */
const apiTarget = "http://127.0.0.1:3000";

export default defineConfig(({ command, isSsrBuild }) => ({
  // The workspace root also holds a newer Vite (for Vitest) whose plugin types differ from this
  // app's Vite; the plugin works with both, so only the type needs bridging.
  plugins: [
    react() as unknown as PluginOption,
    // The public pages' first paint needs no script (DESIGN.md §7: Lighthouse ≥ 95 on phones).
    prerender([
      { path: "/", routeChunk: "HomeRoute" },
      { path: "/program", routeChunk: "ProgramPage" },
      { path: "/attendees", routeChunk: "DirectoryRoute" },
    ]),
    compileHints(),
    // The scanner works without a connection (part 2 §2 "scan"): the shell and its files kept.
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // React Router's package resolves to its development build in every mode: its exports name no
    // production condition (remix-run/react-router#14102). The browser build takes its production
    // build, the same code without the development warnings. Not the prerendering's build, which
    // runs in Node with the package as Node resolves it.
    alias:
      command === "build" && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/ws": { target: apiTarget, ws: true },
      "/uploads": apiTarget,
      "/dev": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Lets the benchmark measure what a first visit of a route downloads.
    manifest: true,
    target: "es2022",
    // Terser writes about 3% less than esbuild's minifier, gzipped (DESIGN.md §7 budgets, measured
    // by `npm run bench -- --sizes`); two passes fold what the first one inlined.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, module: true },
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // React in one chunk, the first of the two steps in which src/main.tsx loads the app.
        manualChunks: (id) =>
          /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "client" : undefined,
      },
    },
  },
}));
