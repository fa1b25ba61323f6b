import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildMallocTrim } from "../../scripts/native.mjs";
import { loadMallocTrim } from "./malloc-trim.ts";

const dir = mkdtempSync(path.join(tmpdir(), "ebm-malloc-trim-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("giving the C library's free memory back (malloc-trim)", () => {
  // This machine (Linux, glibc, a C compiler, Node's headers) is one where it is built.
  const file = path.join(dir, "malloc-trim.node");
  const notBuilt = buildMallocTrim(file);

  it("is built by the build, and loads", () => {
    expect(notBuilt).toBeUndefined();
    const trim = loadMallocTrim([pathToFileURL(file)]);
    expect(trim).toBeTypeOf("function");
    expect(typeof trim?.()).toBe("boolean");
  });

  it("gives back what a burst freed below memory still in use", () => {
    // A process of its own, whose memory nothing else moves: 125 MB of buffers the C library
    // allocates, nine in ten freed, every tenth kept (so none of the freed memory is at a heap's top).
    const script = `
      const trim = require(${JSON.stringify(file)}).mallocTrim;
      const rss = () => process.memoryUsage.rss();
      const burst = () => {
        const all = Array.from({ length: 2000 }, () => Buffer.allocUnsafeSlow(64 * 1024).fill(1));
        return all.filter((_, i) => i % 10 === 9);
      };
      const kept = burst();
      // Collected once the burst's frame is gone; its memory is the C library's once V8 has swept it.
      setImmediate(() => {
        gc();
        const swept = () => (process.memoryUsage().arrayBuffers < 32 * 1024 * 1024 ? measure() : setTimeout(swept, 10));
        swept();
      });
      const measure = () => {
        const before = rss();
        const gave = trim();
        process.stdout.write(JSON.stringify({ before, after: rss(), gave, kept: kept.length }));
      };
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ["--expose-gc", "-e", script], { encoding: "utf8", timeout: 20_000 }),
    );
    expect(out.gave).toBe(true);
    // ~110 MB freed by the collection stayed resident until the trim.
    expect(out.before - out.after).toBeGreaterThan(64 * 1024 * 1024);
  });

  it("is left out where it cannot be built or loaded, and the server runs without it", () => {
    const missing = path.join(dir, "none.node");
    expect(buildMallocTrim(missing, { ...process.env, CC: path.join(dir, "no-compiler") })).toMatch(
      /no C compiler/,
    );
    expect(loadMallocTrim([pathToFileURL(missing)])).toBeUndefined();
    const notAddon = path.join(dir, "not-an-addon.node");
    writeFileSync(notAddon, "not a shared object");
    expect(loadMallocTrim([pathToFileURL(notAddon)])).toBeUndefined();
    // The first that loads is taken.
    expect(loadMallocTrim([pathToFileURL(missing), pathToFileURL(file)])).toBeTypeOf("function");
  });
});
