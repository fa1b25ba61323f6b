import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type PluginOption } from "vite";

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
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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
  };
}

/** The Fastify server serves the API, the WebSocket and uploads; in development Vite proxies to it. */
const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  // The workspace root also holds a newer Vite (for Vitest) whose plugin types differ from this
  // app's Vite; the plugin works with both, so only the type needs bridging.
  plugins: [react() as unknown as PluginOption, precompress()],
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
  },
});
