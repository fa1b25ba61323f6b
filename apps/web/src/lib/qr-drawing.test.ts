import BitMatrix from "@zxing/library/esm/core/common/BitMatrix";
import Decoder from "@zxing/library/esm/core/qrcode/decoder/Decoder";
import { describe, expect, it } from "vitest";
import { qrDataUrl } from "./qr-drawing.ts";

/** The picture's modules, read back from its path of horizontal runs, without the quiet zone. */
function readPicture(dataUrl: string, margin: number): { size: number; bits: BitMatrix } {
  const svg = decodeURIComponent(dataUrl.replace("data:image/svg+xml;charset=utf-8,", ""));
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const runs = /<path stroke="#000000" d="([^"]*)"/.exec(svg);
  if (!viewBox || !runs?.[1]) throw new Error("not a QR picture");
  const size = Number(viewBox[1]) - 2 * margin;
  const bits = new BitMatrix(size);
  for (const [, x, y, length] of runs[1].matchAll(/M(\d+) (\d+)\.5h(\d+)/g)) {
    bits.setRegion(Number(x) - margin, Number(y) - margin, Number(length), 1);
  }
  return { size, bits };
}

describe("qrDataUrl", () => {
  const badgeUrls = [
    "http://localhost:3000/checkin?id=1.AAAAAAAAAAAAAAAA",
    "http://127.0.0.1:3232/checkin?id=4812.q3V_x9-Lm0aZ2WbT",
    "https://www.europeanbrokermeeting.com/checkin?id=19999.Zz-_09azAZ81mnOP",
  ];

  it.each(badgeUrls)("draws %s as a QR code that reads back to it, at level M", (url) => {
    const { size, bits } = readPicture(qrDataUrl(url), 1);
    // Version 4 (33 modules) or 5 (37) for a badge address: small enough to scan from a phone.
    expect([33, 37]).toContain(size);
    const decoded = new Decoder().decodeBitMatrix(bits);
    expect(decoded.getText()).toBe(url);
    expect(decoded.getECLevel()).toBe("M");
  });

  it("leaves a one-module white quiet zone around the code", () => {
    const svg = decodeURIComponent(qrDataUrl(badgeUrls[0] ?? ""));
    const [, size] = /viewBox="0 0 (\d+) \d+"/.exec(svg) ?? [];
    expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/>`);
    // The top-left finder pattern starts one module in: its first run is the 7-module edge.
    expect(svg).toMatch(/d="M1 1\.5h7/);
  });
});
