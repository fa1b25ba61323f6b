import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { z } from "zod";
import { pageMatcher } from "../lib/page-routes.ts";

/** Folder of the build's prerendered pages (apps/web/scripts/prerender.ts), `program.html` for /program. */
const PRERENDER_DIR = "prerendered";

/** The prerendered page of each address ("/" is index.html), read once from the build. */
function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, PRERENDER_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length).split(path.sep).join("/");
    pages.set(name === "index" ? "/" : `/${name}`, `${PRERENDER_DIR}/${file.split(path.sep).join("/")}`);
  }
  return pages;
}

/** The page address patterns the build writes beside index.html (apps/web/scripts/prerender.ts). */
const ROUTES_FILE = "routes.json";

/**
 * Whether an address is one of the app's pages, from the build's patterns; without them (a build
 * older than the file) every address is.
 */
function pageAddresses(webDist: string): (pathname: string) => boolean {
  const file = path.join(webDist, ROUTES_FILE);
  if (!existsSync(file)) return () => true;
  const { patterns } = z
    .object({ patterns: z.array(z.string()) })
    .parse(JSON.parse(readFileSync(file, "utf8")));
  return pageMatcher(patterns);
}

/**
 * Serves uploads under /uploads/ and the built single-page app: the build's prerendered HTML for
 * the public pages it wrote, index.html for every other GET that asks for a page, so client-side
 * routes survive a reload; an address that is no page gets index.html too (the app draws its
 * "Page not found") with 404, so that crawlers and monitors are told.
 */
export default fp<{ webDist: string; uploadsDir: string }>(
  async (app, { webDist, uploadsDir }) => {
    mkdirSync(uploadsDir, { recursive: true });
    const profilePictures = path.join(path.resolve(uploadsDir), "profile-pictures") + path.sep;
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: "/uploads/",
      decorateReply: false,
      // Set here instead: profile pictures have content-hashed names and never change in place.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          "cache-control",
          filePath.startsWith(profilePictures)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=3600",
        );
      },
    });

    const hasWeb = existsSync(path.join(webDist, "index.html"));
    if (!hasWeb) {
      app.log.warn({ webDist }, "web app not built: run `npm run build`; serving the API only");
      return;
    }
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the client's Accept-Encoding picks one.
      preCompressed: true,
      // Set here instead: hashed bundles never change, everything else is checked on each use.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader("vary", "Accept-Encoding");
        res.setHeader(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });

    const prerendered = prerenderedPages(webDist);
    const isPage = pageAddresses(webDist);
    // A callback hook: the API's requests pass it at once, without a promise of their own. A page
    // is answered here (the reply is sent and `done` is not called).
    app.addHook("onRequest", (request, reply, done) => {
      const url = request.url;
      if (
        request.method !== "GET" ||
        url.startsWith("/api/") ||
        url.startsWith("/ws/") ||
        url.startsWith("/uploads/") ||
        url === "/metrics"
      )
        return done();
      const pathname = url.split("?")[0] ?? "/";
      if (path.extname(pathname) !== "") return done();
      reply.header("cache-control", "no-cache");
      if (!isPage(pathname)) reply.code(404);
      reply.sendFile(prerendered.get(pathname) ?? "index.html", webDist);
    });
  },
  { name: "static" },
);
