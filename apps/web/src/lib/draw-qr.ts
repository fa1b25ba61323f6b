/**
 * Draws a QR code (error correction level M, a one-module quiet zone) in the browser as an SVG
 * data address; nothing leaves the device. The drawing code loads on first use, so pages without
 * a QR never download it.
 * @example const src = await drawQr(badge.url);
 */
export async function drawQr(text: string): Promise<string> {
  const { qrDataUrl } = await import("./qr-drawing.ts");
  return qrDataUrl(text);
}
