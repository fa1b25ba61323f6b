import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded with its first use rather than at start. Most of an instance's hours write no
 * CSV or ZIP, push nothing and (on an instance that does not run the mail jobs) send no mail,
 * and each of these packages holds a megabyte or more of the heap once loaded: the memory an
 * instance needs after the day (docs/CAPACITY.md) counts them only where they are used.
 */
function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}

export const csvStringify = lazyRequire<typeof import("csv-stringify")>("csv-stringify");
export const fflate = lazyRequire<typeof import("fflate")>("fflate");
export const nodemailer = lazyRequire<typeof import("nodemailer")>("nodemailer");
export const webPush = lazyRequire<typeof import("web-push")>("web-push");
