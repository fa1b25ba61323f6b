// The QR reader of ZXing alone, by its own modules: the package's index brings every barcode
// format and the encoders, several times the size.
import BinaryBitmap from "@zxing/library/esm/core/BinaryBitmap";
import HybridBinarizer from "@zxing/library/esm/core/common/HybridBinarizer";
import QRCodeReader from "@zxing/library/esm/core/qrcode/QRCodeReader";
import RGBLuminanceSource from "@zxing/library/esm/core/RGBLuminanceSource";

const reader = new QRCodeReader();

/**
 * The text of a QR code in one camera picture, or null when the picture holds none it can read
 * (none in view, blurred, half in the frame): the scanner then tries the next picture.
 */
export function decodeQr(pixels: ImageData): string | null {
  const { data, width, height } = pixels;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < luminance.length; i += 1, p += 4) {
    // Rec. 601 weights in integers, as ZXing reads colour pictures.
    luminance[i] = ((data[p] ?? 0) * 306 + (data[p + 1] ?? 0) * 601 + (data[p + 2] ?? 0) * 117) >> 10;
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return reader.decode(bitmap).getText();
  } catch {
    // Not found, a checksum or a format error alike: nothing readable in this picture.
    return null;
  } finally {
    reader.reset();
  }
}
