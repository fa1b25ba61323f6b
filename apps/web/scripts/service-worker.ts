import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/** Route modules whose code the worker keeps from the first visit on: the show floor's pages. */
const OFFLINE_ROUTES = /\/features\/(scan|leads)\/components\/(ScanPage|LeadsPage)\.tsx$/;
/** The chunks of the app's start (src/main.tsx loads them in steps). */
const START_CHUNKS = new Set(["client", "start"]);
/** Files outside the bundle that the shell shows. */
const SHELL_FILES = ["/index.html", "/favicon.svg", "/manifest.webmanifest"];

/**
 * The files a phone needs to open /scan and /leads without a connection: the entry, the start
 * chunks, those two pages, everything they import, the camera reader they load on demand, and
 * their styles.
 */
function offlineFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk, withLazy: boolean) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next, false);
    }
    if (!withLazy) return;
    for (const name of chunk.dynamicImports) {
      const next = byName.get(name);
      // The scanner's camera reader is loaded on demand from the page's own code.
      if (next?.moduleIds.some((id) => id.includes("/@zxing/"))) visit(next, false);
    }
  };
  for (const chunk of chunks) {
    const route = OFFLINE_ROUTES.test(chunk.facadeModuleId ?? "");
    if (chunk.isEntry || START_CHUNKS.has(chunk.name) || route) visit(chunk, route);
  }
  // The scan page's hooks and the camera reader (lib/camera-scanner) live in chunks of their own when they are shared; their lazy imports too.
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => /\/(features\/scan|lib\/camera-scanner)\//.test(id))) visit(chunk, true);
  }
  return [...files].map((file) => `/${file}`).sort();
}

/** The worker's Web Push: notifications shown and opened (src/sw/push.js, tested on its own). */
const PUSH_SOURCE = readFileSync(path.resolve(import.meta.dirname, "../src/sw/push.js"), "utf8");

/** The worker: the shell and the listed files kept at install, page loads answered offline. */
function workerSource(precache: string[], version: string): string {
  return `// Written by the build (scripts/service-worker.ts). Keeps the app shell and the scanner
// working without a connection; the API is never cached.
const CACHE = "ebm-shell-${version}";
const PRECACHE = ${JSON.stringify(precache)};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith("ebm-shell-") && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\\/(api|ws|uploads|dev)\\//.test(url.pathname)) return;
  if (request.mode === "navigate") {
    // The network first, so a page is never older than the server's; offline, the shell.
    event.respondWith(fetch(request).catch(() => caches.match("/index.html", { cacheName: CACHE })));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Hashed files never change: a kept copy is the file.
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});

${PUSH_SOURCE}`;
}

/**
 * Emits /sw.js with the build's own file list: no worker library, and a new build
 * gets a new cache, the old one removed when the new worker takes over.
 */
export function serviceWorker(): Plugin {
  return {
    name: "service-worker",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "post",
    generateBundle(_options, bundle) {
      const precache = [...SHELL_FILES, ...offlineFiles(bundle)];
      const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
      this.emitFile({ type: "asset", fileName: "sw.js", source: workerSource(precache, version) });
    },
  };
}
