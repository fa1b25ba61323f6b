import sharp from "sharp";

/** A picture of the given size and format, in one colour with a lighter left half (to see rotation). */
export async function makeImage(width: number, height: number, format: "png" | "jpeg" | "gif" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  const encoded = format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.gif();
  return encoded.toBuffer();
}

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export async function multipartBody(
  parts: { field: string; bytes: Buffer | string; filename?: string; type?: string }[],
) {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.field, part.bytes.toString());
    else {
      const bytes = typeof part.bytes === "string" ? part.bytes : new Uint8Array(part.bytes);
      form.append(part.field, new Blob([bytes], { type: part.type ?? "" }), part.filename);
    }
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}
