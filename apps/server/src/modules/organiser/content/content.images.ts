import { createHash } from "node:crypto";
import type { ContentImageKind } from "@ebm/shared/schemas/organiser-content";
import type { OutputInfo } from "sharp";
import { badRequest } from "../../../lib/errors.ts";
import { loadSharp } from "../../../lib/sharp.ts";
import type { Storage } from "../../../plugins/storage.ts";

/** The pictures of the content editors: where each kind is kept, and the size it is made. */
export const IMAGE_KINDS: Record<
  ContentImageKind,
  { folder: string; width: number; height: number; fit: "inside" | "cover"; format: "png" | "webp" }
> = {
  // A logo keeps its shape and its transparency, at most 640×320.
  "sponsor-logo": { folder: "sponsors", width: 640, height: 320, fit: "inside", format: "png" },
  // A leaderboard (728×90) and a large mobile banner (320×100), at twice their size for sharp screens.
  banner: { folder: "banners", width: 1456, height: 180, fit: "cover", format: "webp" },
  "banner-phone": { folder: "banners", width: 640, height: 200, fit: "cover", format: "webp" },
  // A speaker's portrait, square as the tech talk page's avatar shows it (at most 200 px wide).
  "speaker-photo": { folder: "speakers", width: 400, height: 400, fit: "cover", format: "webp" },
  // A picture of a gallery keeps its shape, at most 1600 px on its longer side.
  "gallery-picture": { folder: "pictures", width: 1600, height: 1600, fit: "inside", format: "webp" },
};

/** Pictures larger than this many pixels are refused before they are decoded. */
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

const refuse = (reason: string) => badRequest(`file: ${reason}`, "file");

/**
 * Re-encodes an uploaded picture for its kind (nothing of the upload's metadata survives) and
 * stores it under a content-hashed name; answers its address and size. Anything that is not a
 * readable JPEG, PNG or WebP within the pixel limit is bad input.
 */
export async function storeContentImage(storage: Storage, kind: ContentImageKind, bytes: Buffer) {
  const spec = IMAGE_KINDS[kind];
  let format: string | undefined;
  let pixels = 0;
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw refuse("the image could not be read");
  }
  if (!format || !ACCEPTED.has(format)) throw refuse("only JPEG, PNG and WebP pictures can be uploaded");
  if (pixels === 0) throw refuse("the image could not be read");
  if (pixels > MAX_PIXELS)
    throw refuse(`the image is too large (at most ${MAX_PIXELS / 1_000_000} million pixels)`);
  let output: { data: Buffer; info: OutputInfo };
  try {
    const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize(spec.width, spec.height, { fit: spec.fit, withoutEnlargement: spec.fit === "inside" });
    output = await (spec.format === "png"
      ? resized.png({ compressionLevel: 9 })
      : resized.webp({ quality: 85 })
    ).toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse("the image could not be read");
  }
  const hash = createHash("sha256").update(output.data).digest("hex").slice(0, 20);
  const key = `${spec.folder}/${kind}-${hash}.${spec.format}`;
  const url = await storage.put(key, output.data, `image/${spec.format}`);
  return { url, width: output.info.width, height: output.info.height };
}

/**
 * The storage key of an uploaded picture's address when it lies in `folder`; a 400 naming `field`
 * for any other address, so a sponsor or banner never points outside the uploads.
 */
export function keyInFolder(storage: Storage, url: string, folder: string, field: string): string {
  const key = storage.keyOf(url);
  if (!key?.startsWith(`${folder}/`)) throw badRequest(`${field}: upload the picture first`, field);
  return key;
}
