import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

const BUNDLE = `console.log(${JSON.stringify("x".repeat(4000))});`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A small build as Vite leaves it: index.html, and a hashed bundle with its compressed copies.
  webDist = mkdtempSync(path.join(tmpdir(), "ebm-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>EBM</title><div id=root></div>");
  writeFileSync(path.join(webDist, "assets/index-abc123.js"), BUNDLE);
  writeFileSync(path.join(webDist, "assets/index-abc123.js.br"), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(webDist, "assets/index-abc123.js.gz"), gzipSync(BUNDLE));
  // The pages' address patterns and the pages the build prerendered (apps/web/scripts/prerender.ts).
  writeFileSync(
    path.join(webDist, "routes.json"),
    JSON.stringify({
      patterns: [
        "/",
        "/program",
        "/program/captain-register",
        "/techtalk",
        "/attendees",
        "/attendeeDetails/:id",
      ],
    }),
  );
  mkdirSync(path.join(webDist, "prerendered"));
  writeFileSync(
    path.join(webDist, "prerendered/index.html"),
    "<!doctype html><title>Home</title><h1>Home</h1>",
  );
  writeFileSync(
    path.join(webDist, "prerendered/program.html"),
    "<!doctype html><title>Program</title><h1>Program</h1>",
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  const bundle = (encoding?: string) =>
    t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: encoding ? { "accept-encoding": encoding } : {},
    });

  it("sends the build's Brotli or gzip copy of a bundle, cached for good", async () => {
    const br = await bundle("gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");

    const gz = await bundle("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
  });

  it("sends the plain file to a client that accepts no encoding", async () => {
    const plain = await bundle();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it("answers client-side routes with index.html, never cached without a check", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/attendees?q=1",
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toContain("<div id=root>");
  });
});

describe("serving prerendered pages", () => {
  const page = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("answers a prerendered address with its page, checked on each use like index.html", async () => {
    for (const [url, heading] of [
      ["/", "<h1>Home</h1>"],
      ["/program", "<h1>Program</h1>"],
      ["/program?day=2", "<h1>Program</h1>"],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.body).toContain(heading);
    }
  });

  it("answers other pages' addresses with index.html", async () => {
    for (const url of ["/techtalk", "/program/captain-register", "/attendeeDetails/7"]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("answers an address that is no page with 404 and index.html, where the app says it is not found", async () => {
    for (const url of ["/no-such-page", "/attendeeDetails/7/more", "/program/nope?x=1"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });
});

describe("serving uploads", () => {
  const put = (relative: string, body: string) => {
    const file = path.join(t.app.config.uploadsDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };

  it("caches profile pictures for good: their names carry a hash of the content", async () => {
    put("profile-pictures/7-0123456789abcdef.jpg", "jpeg bytes");
    const res = await t.app.inject({
      method: "GET",
      url: "/uploads/profile-pictures/7-0123456789abcdef.jpg",
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("jpeg bytes");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("caches other uploads for an hour", async () => {
    put("pictures/2024/hall.jpg", "hall");
    const res = await t.app.inject({ method: "GET", url: "/uploads/pictures/2024/hall.jpg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
