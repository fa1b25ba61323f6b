import { PROFILE_PICTURE } from "@ebm/shared/profile";

interface Size {
  width: number;
  height: number;
}

/**
 * The size that fits `size` into a `maxSide` square, keeping the aspect ratio and never enlarging.
 * @example fitWithin({ width: 800, height: 600 }, 400) // { width: 400, height: 300 }
 */
export function fitWithin(size: Size, maxSide: number = PROFILE_PICTURE.maxSide): Size {
  const scale = Math.min(1, maxSide / size.width, maxSide / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** True when the file is one of the accepted picture types (jpg, jpeg, png) by type or name. */
export function isAcceptedPicture(file: Pick<File, "type" | "name">): boolean {
  if ((PROFILE_PICTURE.accept as readonly string[]).includes(file.type)) return true;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return file.type === "" && (PROFILE_PICTURE.extensions as readonly string[]).includes(extension);
}

/** True when the browser can decode the file as an image (what its name or type says aside). */
export async function isReadablePicture(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the picture at most 400×400 (part 2 §9) and encodes it as JPEG at quality 0.9. A
 * transparent PNG gets a white background, as JPEG has no transparency. Rejects when the file
 * is no readable image.
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = fitWithin({ width: bitmap.width, height: bitmap.height });
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas available");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be encoded"))),
        "image/jpeg",
        PROFILE_PICTURE.quality,
      );
    });
  } finally {
    bitmap.close();
  }
}
