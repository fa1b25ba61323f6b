import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Manifest, type Plugin, type ResolvedConfig } from "vite";

/** A page written as HTML at build time, and the route module whose chunk it shows. */
export interface PrerenderPage {
  /** The address, e.g. "/program". */
  path: string;
  /** Name of the route component's chunk in the build manifest (its file name), e.g. "ProgramPage". */
  routeChunk: string;
}

/** Where the pages go inside the build, `program.html` for /program ("index" for "/"); the server looks there. */
export const PRERENDER_DIR = "prerendered";

/** The page address patterns, beside index.html: anything else is answered 404. */
export const ROUTES_FILE = "routes.json";

const SSR_ENTRY = "src/entry-prerender.tsx";

/** The chunk of the app's code behind the entry (src/main.tsx imports src/app/start.tsx). */
const APP_CHUNK = "start";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The manifest key of a lazily loaded chunk, by its name (the module's file name) or source path. */
function lazyChunkKey(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find(
    (k) => manifest[k]?.isDynamicEntry && (manifest[k]?.name === name || k === name),
  );
  if (!key) throw new Error(`prerender: no lazy chunk ${name} in the build manifest`);
  return key;
}

/** The chunks' files, their static imports (transitively) and every CSS file they carry. */
function chunkAssets(manifest: Manifest, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  // The entry's own files are in index.html already.
  const entry = manifest["index.html"];
  for (const file of [entry?.file, ...(entry?.css ?? [])]) {
    if (file) {
      scripts.delete(file);
      styles.delete(file);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * Writes the public pages as HTML after the client build, so their first paint needs no script:
 * a server-side build of `src/entry-prerender.tsx` renders each page as a signed-out visitor sees
 * it before any data arrives, into a copy of index.html with the route's stylesheets (the markup
 * uses them at once) and hints for its scripts, which load after the first paint. The client
 * hydrates that markup (src/app/start.tsx). index.html itself gets hints for the app's code.
 * Needs no browser: React renders to a string in Node.
 */
export function prerender(pages: PrerenderPage[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: "prerender",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before the compression plugin, which then compresses these pages too.
      order: "pre",
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        // A folder of this build's own: builds into several output folders may run at once.
        const ssrDir = path.join(config.root, "node_modules", `.prerender-${process.pid}`);
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          build: {
            ssr: SSR_ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            minify: false,
          },
        });
        try {
          const entryUrl = pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href;
          const { prerender: render, pagePatterns } = (await import(
            `${entryUrl}?t=${Date.now()}`
          )) as typeof import("../src/entry-prerender.tsx");
          // The server answers 404 for a page address no route matches (apps/server/src/plugins/static.ts).
          writeFileSync(path.join(outDir, ROUTES_FILE), JSON.stringify({ patterns: pagePatterns() }));
          const indexFile = path.join(outDir, "index.html");
          const template = readFileSync(indexFile, "utf8");
          const manifest = JSON.parse(
            readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"),
          ) as Manifest;
          const app = chunkAssets(manifest, [lazyChunkKey(manifest, APP_CHUNK)]);
          const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
          // Every other page starts the app at once: its code is fetched beside the entry.
          writeFileSync(
            indexFile,
            template.replace(
              "</head>",
              () =>
                `  ${[...app.styles.map(stylesheet), ...app.scripts.map(modulePreload)].join("\n    ")}\n  </head>`,
            ),
          );
          for (const page of pages) {
            const { html, title, description } = await render(page.path);
            const route = chunkAssets(manifest, [lazyChunkKey(manifest, page.routeChunk)]);
            // The markup uses the layout's and the route's styles at once; the scripts are fetched after the first
            // paint (src/main.tsx moves these hints into the head then).
            const head = [
              ...[...new Set([...app.styles, ...route.styles])].map(stylesheet),
              `<template id="deferred-preloads">${[...new Set([...app.scripts, ...route.scripts])].map(modulePreload).join("")}</template>`,
            ].join("\n    ");
            // Replacer functions: the markup may hold "$" patterns that a replacement string would expand.
            let document = template
              .replace(
                /<script type="module" crossorigin/g,
                () => '<script type="module" fetchpriority="low" crossorigin',
              )
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
              .replace("</head>", () => `  ${head}\n  </head>`)
              .replace(
                '<div id="root"></div>',
                () => `<div id="root" data-prerendered="${escapeHtml(page.path)}">${html}</div>`,
              );
            if (description) {
              document = document.replace(
                /<meta name="description" content="[^"]*" \/>/,
                () => `<meta name="description" content="${escapeHtml(description)}" />`,
              );
            }
            if (!document.includes("data-prerendered=")) {
              throw new Error('prerender: index.html has no empty <div id="root"></div>');
            }
            const file = path.join(
              outDir,
              PRERENDER_DIR,
              `${page.path === "/" ? "index" : page.path.slice(1)}.html`,
            );
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, document);
          }
        } finally {
          if (existsSync(ssrDir)) rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
