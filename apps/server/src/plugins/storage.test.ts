import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDiskStorage } from "./storage.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "ebm-storage-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("writes a file under its key and answers the address the static plugin serves", async () => {
    const store = localDiskStorage(dir);
    const url = await store.put("profile-pictures/7-abc.jpg", Buffer.from("bytes"), "image/jpeg");
    expect(url).toBe("/uploads/profile-pictures/7-abc.jpg");
    expect(readFileSync(path.join(dir, "profile-pictures", "7-abc.jpg"), "utf8")).toBe("bytes");
    expect(store.urlOf("profile-pictures/7-abc.jpg")).toBe(url);
    expect(store.keyOf(url)).toBe("profile-pictures/7-abc.jpg");
  });

  it("removes a file, and a missing file is no error", async () => {
    const store = localDiskStorage(dir);
    await store.put("profile-pictures/gone.jpg", Buffer.from("x"), "image/jpeg");
    await store.remove("profile-pictures/gone.jpg");
    expect(existsSync(path.join(dir, "profile-pictures", "gone.jpg"))).toBe(false);
    await expect(store.remove("profile-pictures/gone.jpg")).resolves.toBeUndefined();
  });

  it("knows no key for addresses it did not give out or that climb out of its folder", () => {
    const store = localDiskStorage(dir);
    expect(store.keyOf("https://elsewhere.example/a.jpg")).toBeUndefined();
    expect(store.keyOf("/uploads/../secret.txt")).toBeUndefined();
    expect(store.keyOf("/uploads/a/../../b.jpg")).toBeUndefined();
    expect(store.keyOf("")).toBeUndefined();
  });

  it("refuses keys that would leave the uploads folder", async () => {
    const store = localDiskStorage(dir);
    await expect(store.put("../escape.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid/);
    await expect(store.remove("a/../../escape.txt")).rejects.toThrow(/invalid/);
    expect(() => store.urlOf("/etc/passwd")).toThrow(/invalid/);
    expect(existsSync(path.join(dir, "..", "escape.txt"))).toBe(false);
  });
});
