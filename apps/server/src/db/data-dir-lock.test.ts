import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "ebm-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The id of a process that has ended: nothing runs under it now (for a while, at least). */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

// The embedded database alone: CI runs this in its pass on PGlite (embedded-suites.json).
describe.skipIf(process.env.DATABASE_URL)("the embedded database's folder lock", () => {
  it("refuses a second holder, naming the first, until the first lets go", () => {
    const release = lockDataDir(dir, "the server at http://localhost:3000");
    const lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8"));
    expect(lock).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
      what: "the server at http://localhost:3000",
    });
    expect(() => lockDataDir(dir, "npm run make-organiser")).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, "npm run make-organiser")).toThrow(
      new RegExp(`in use by the server at http://localhost:3000 \\(process ${process.pid} on `),
    );
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, "npm run make-organiser")();
  });

  it("takes over a lock left by a process that is gone, or one never fully written", () => {
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(
      file,
      JSON.stringify({ pid: endedPid(), hostname: os.hostname(), what: "x", startedAt: "y" }),
    );
    const release = lockDataDir(dir, "the server");
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    release();
    writeFileSync(file, "");
    lockDataDir(dir, "the server")();
  });

  it("refuses a lock of another machine sharing the folder: it cannot tell whether that one runs", () => {
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        pid: endedPid(),
        hostname: "other-host",
        what: "the server at https://ebm.example",
        startedAt: "y",
      }),
    );
    expect(() => lockDataDir(dir, "the server")).toThrow(/on other-host/);
  });

  it("keeps a second openDatabase off the same folder, and lets it in once the first closes", async () => {
    const first = await openDatabase({ dataDir: dir, owner: "the first server" });
    await expect(openDatabase({ dataDir: dir, owner: "the second" })).rejects.toThrow(
      /in use by the first server/,
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir, owner: "the second" });
    await second.close();
  });
});
