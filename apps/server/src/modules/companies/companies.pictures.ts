import { createHash } from "node:crypto";
import { PROFILE_PICTURE } from "@ebm/shared/profile";
import type { Metadata } from "sharp";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { loadSharp } from "../../lib/sharp.ts";
import type { Storage } from "../../plugins/storage.ts";
import { companiesRepository } from "./companies.repository.ts";
import type { CompaniesService, Viewer } from "./companies.service.ts";

const FOLDER = "profile-pictures";
const JPEG_QUALITY = 85;
const WHITE = { r: 255, g: 255, b: 255 };

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (reason: string) => badRequest(`picture: ${reason}`, "picture");

/** JPEG or PNG by the file's first bytes; the declared type and name are the sender's word only. */
export function imageTypeOf(bytes: Buffer): "jpeg" | "png" | undefined {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return "jpeg";
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return "png";
  return undefined;
}

/**
 * Re-encodes an uploaded picture: turned upright by its EXIF orientation, then a large JPEG that
 * fits 400×400 and a square thumbnail. Nothing of the upload's metadata (EXIF, GPS)
 * survives, since sharp writes none unless asked. Anything that is not a readable JPEG or PNG
 * within the pixel limit is bad input.
 */
export async function processPicture(bytes: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  if (!imageTypeOf(bytes)) throw refuse("only JPEG and PNG images can be uploaded");
  const options = { limitInputPixels: PROFILE_PICTURE.maxPixels, failOn: "error" } as const;
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header alone is read here, so the size can be told apart from broken data.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw refuse("the image could not be read");
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > PROFILE_PICTURE.maxPixels)
    throw refuse(`the image is too large (at most ${PROFILE_PICTURE.maxPixels} pixels)`);
  if (width === 0 || height === 0) throw refuse("the image could not be read");
  try {
    const upright = sharp(bytes, options).autoOrient().flatten({ background: WHITE });
    const jpeg = { quality: JPEG_QUALITY, mozjpeg: true } as const;
    const [large, small] = await Promise.all([
      upright
        .clone()
        .resize(PROFILE_PICTURE.maxSide, PROFILE_PICTURE.maxSide, { fit: "inside", withoutEnlargement: true })
        .jpeg(jpeg)
        .toBuffer(),
      upright
        .clone()
        .resize(PROFILE_PICTURE.thumbSide, PROFILE_PICTURE.thumbSide, { fit: "cover" })
        .jpeg(jpeg)
        .toBuffer(),
    ]);
    return { large, small };
  } catch {
    throw refuse("the image could not be read");
  }
}

export function picturesService(deps: {
  db: Db;
  storage: Storage;
  companies: CompaniesService;
  now?: () => Date;
}) {
  const { db, storage, companies } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = companiesRepository(db);

  /** Deletes stored files of replaced addresses; addresses of other origins are left alone. */
  async function removeFiles(urls: (string | null | undefined)[]) {
    for (const url of urls) {
      const key = url ? storage.keyOf(url) : undefined;
      if (key) await storage.remove(key);
    }
  }

  /** Sets both addresses, then deletes the replaced files once the change is committed. */
  async function replace(
    contactId: number,
    next: { profilePic: string | null; profilePicLarge: string | null },
  ) {
    const old = await db.transaction((tx) => companiesRepository(tx).replacePictures(contactId, next, now()));
    const kept = new Set([next.profilePic, next.profilePicLarge]);
    await removeFiles([old?.profilePic, old?.profilePicLarge].filter((url) => !kept.has(url ?? null)));
  }

  return {
    /** Stores the caller's new picture under content-hashed names and returns both addresses. */
    async upload(viewer: NonNullable<Viewer>, bytes: Buffer) {
      const { large, small } = await processPicture(bytes);
      const hash = createHash("sha256").update(large).digest("hex").slice(0, 16);
      const base = `${FOLDER}/${viewer.id}-${hash}`;
      const profilePic = await storage.put(`${base}.jpg`, small, "image/jpeg");
      const profilePicLarge = await storage.put(`${base}-large.jpg`, large, "image/jpeg");
      // Not cleaned up when the update fails: the same picture may already be in use under these names.
      await replace(viewer.id, { profilePic, profilePicLarge });
      return { profilePic, profilePicLarge };
    },

    async remove(viewer: NonNullable<Viewer>) {
      await replace(viewer.id, { profilePic: null, profilePicLarge: null });
    },

    async own(viewer: NonNullable<Viewer>) {
      const contact = await repo.contact(viewer.id);
      return contact?.profilePic ?? null;
    },

    /** The large picture of a contact the viewer may see on a company page. */
    async large(viewer: NonNullable<Viewer>, contactId: number) {
      const contact = await companies.visibleContact(contactId, viewer);
      return contact.profilePicLarge;
    },

    /** Small pictures of the contacts of a company the viewer may see in full. */
    async ofCompany(viewer: NonNullable<Viewer>, companyId: number) {
      const contacts = await companies.visibleContacts(companyId, viewer);
      return contacts.map((contact) => ({ id: contact.id, profilePic: contact.profilePic }));
    },
  };
}
