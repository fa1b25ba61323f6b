import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fp from "fastify-plugin";

/**
 * Where uploaded files live. Keys are relative paths such as `profile-pictures/7-ab12.jpg`; the
 * addresses handed to browsers come from `urlOf`, so another implementation (an object store) can
 * replace the local one without touching its callers.
 */
export interface Storage {
  /** Stores the bytes under `key` (replacing any file there) and returns the address to serve. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Deletes the file under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The address browsers load the file of `key` from. */
  urlOf(key: string): string;
  /** The key behind an address this storage gave out, or undefined for any other address. */
  keyOf(url: string): string | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Path segments of letters, digits, dots, dashes and underscores; no `..`, no leading dot. */
const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/i;

const isSafeKey = (key: string) => KEY.test(key) && !key.split("/").some((s) => s === ".." || s === ".");

/** Refuses keys that could leave the uploads folder: keys come from code, never from a client. */
function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/**
 * Files on the local disk under `dir`, served by the static plugin at `urlPrefix` (`/uploads/`).
 * @example const store = localDiskStorage("/data/uploads"); await store.put("a/b.jpg", bytes, "image/jpeg");
 */
export function localDiskStorage(dir: string, urlPrefix = "/uploads/"): Storage {
  const fileOf = (key: string) => path.join(dir, ...checkedKey(key).split("/"));
  const urlOf = (key: string) => urlPrefix + checkedKey(key);
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Content-hashed keys are only ever rewritten with the same bytes, so a plain write will do.
      await writeFile(file, bytes);
      return urlOf(key);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    urlOf,
    keyOf(url) {
      if (!url.startsWith(urlPrefix)) return undefined;
      const key = url.slice(urlPrefix.length);
      return isSafeKey(key) ? key : undefined;
    },
  };
}

/** Decorates the app with `storage`: the local disk under `uploadsDir`. */
export default fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    await mkdir(uploadsDir, { recursive: true });
    app.decorate("storage", localDiskStorage(uploadsDir));
  },
  { name: "storage" },
);
