import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildMallocTrim } from "../../scripts/native.mjs";
import { loadMallocTrim } from "./malloc-trim.ts";

// In a folder whose name needs escaping in a URL, as an install's path may.
const dir = path.join(mkdtempSync(path.join(tmpdir(), "ebm-malloc-trim-")), "a folder ü");
mkdirSync(dir);
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

/** What this machine has for the build: Linux with glibc, a C compiler, Node's headers. */
const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);
const compiler = (() => {
  try {
    execFileSync("cc", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const headers = existsSync(path.join(path.dirname(process.execPath), "../include/node/node_api.h"));
const buildable = process.platform === "linux" && glibc && compiler && headers;

describe("giving the C library's free memory back (malloc-trim)", () => {
  const file = path.join(dir, "malloc-trim.node");
  const notBuilt = buildMallocTrim(file);

  it("is built where Linux, glibc, a C compiler and Node's headers are, and loads; elsewhere it says why not", () => {
    if (!buildable) {
      // The production check of `.ci/run` runs where it is built, and fails without it.
      expect(notBuilt).toMatch(/not Linux|headers|no C compiler|glibc/);
      expect(existsSync(file)).toBe(false);
      expect(loadMallocTrim(file)).toMatchObject({ trim: undefined, broken: false });
      return;
    }
    expect(notBuilt).toBeUndefined();
    const loaded = loadMallocTrim(file);
    expect(loaded.trim).toBeTypeOf("function");
    expect(typeof loaded.trim?.()).toBe("boolean");
  });

  it.runIf(buildable)("gives back what a burst freed below memory still in use", () => {
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
    // The allocator as glibc sets it up by default: no tuning or other allocator from outside.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(MALLOC_|GLIBC_TUNABLES$|LD_PRELOAD$)/.test(name)),
    );
    const out = JSON.parse(
      execFileSync(process.execPath, ["--expose-gc", "-e", script], {
        encoding: "utf8",
        env,
        timeout: 20_000,
      }),
    );
    expect(out.gave).toBe(true);
    // ~110 MB freed by the collection stayed resident until the trim.
    expect(out.before - out.after).toBeGreaterThan(64 * 1024 * 1024);
  });

  it.runIf(buildable)("takes a compiler's options from CC, and says so when the compiler fails", () => {
    const other = path.join(dir, "other.node");
    expect(buildMallocTrim(other, { ...process.env, CC: "cc -O1" })).toBeUndefined();
    expect(loadMallocTrim(other).trim).toBeTypeOf("function");
    expect(buildMallocTrim(other, { ...process.env, CC: "false" })).toMatch(/false failed \(exit 1\)/);
    expect(existsSync(other)).toBe(false);
  });

  it("is left out where it cannot be built or loaded, and says which", () => {
    const missing = path.join(dir, "none.node");
    expect(buildMallocTrim(missing, { ...process.env, CC: path.join(dir, "no-compiler") })).toMatch(
      process.platform === "linux" && headers ? /no C compiler/ : /not Linux|headers/,
    );
    expect(loadMallocTrim(missing)).toMatchObject({
      trim: undefined,
      broken: false,
      why: `${missing} not built`,
    });
    const notAddon = path.join(dir, "not-an-addon.node");
    writeFileSync(notAddon, "not a shared object");
    const broken = loadMallocTrim(notAddon);
    expect(broken).toMatchObject({ trim: undefined, broken: true });
    expect("why" in broken ? broken.why : "").toMatch(/not-an-addon\.node does not load/);
  });
});
