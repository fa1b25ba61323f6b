import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

/**
 * Serves uploads under /uploads/ and the built single-page app, with index.html for every other
 * GET that asks for HTML, so client-side routes survive a reload.
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

    app.addHook("onRequest", async (request, reply) => {
      const url = request.url;
      if (
        request.method !== "GET" ||
        url.startsWith("/api/") ||
        url.startsWith("/ws/") ||
        url.startsWith("/uploads/")
      )
        return;
      const pathname = url.split("?")[0] ?? "/";
      if (path.extname(pathname) !== "") return;
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html", webDist);
    });
  },
  { name: "static" },
);
