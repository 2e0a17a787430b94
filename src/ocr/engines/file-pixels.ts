// The pixels the native engine reads: raw pixels as given, or a PNG file decoded by mupdf (the
// CLI engine hands a file to tesseract itself; the addon takes only pixels).
import { readFileSync } from 'node:fs';
import type { CheckedFile } from './ocr-args.js';
import { OcrError, type RawImage } from './ocr-engine.js';

/** Runs use() on raw pixels, decoding a file first (only then is mupdf loaded). */
export async function withPixels<T>(image: RawImage | CheckedFile, use: (raw: RawImage) => T): Promise<T> {
  if ('pixels' in image) return use(image);
  const mupdf = await import('mupdf');
  let bytes: Buffer;
  try {
    bytes = readFileSync(image.pngPath);
  } catch (err) {
    throw new OcrError('ocr_invalid_argument', `cannot read ${image.pngPath}: ${(err as Error).message}`, { cause: err });
  }
  const decoded = new mupdf.Image(bytes);
  let pixmap = decoded.toPixmap();
  try {
    const cs = pixmap.getColorSpace();
    // Tesseract takes gray, RGB or RGBA; anything else (CMYK, gray+alpha, indexed) goes to gray.
    const usable = (cs?.isGray() && !pixmap.getAlpha()) || cs?.isRGB();
    if (!usable) {
      const gray = pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceGray, false);
      pixmap.destroy();
      pixmap = gray;
    }
    // getPixels() is a view into wasm memory: use it before any other mupdf call.
    return use({
      pixels: pixmap.getPixels(),
      width: pixmap.getWidth(),
      height: pixmap.getHeight(),
      bpp: pixmap.getNumberOfComponents(),
      stride: pixmap.getStride(),
      dpi: image.dpi,
    });
  } finally {
    pixmap.destroy();
    decoded.destroy();
  }
}
