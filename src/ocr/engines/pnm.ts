// Raw pixels -> PGM/PPM bytes, the simplest format leptonica reads from memory,
// so the CLI engine can pipe a page to `tesseract stdin` without a temp file or
// a PNG encoder.
import type { RawImage } from './ocr-engine.js';

export function encodePnm(image: RawImage): Buffer {
  const { pixels, width, height, bpp, stride } = image;
  const channels = bpp === 1 ? 1 : 3; // RGBA drops alpha, as Tesseract ignores it too
  const header = Buffer.from(`${channels === 1 ? 'P5' : 'P6'}\n${width} ${height}\n255\n`, 'ascii');
  const rowBytes = width * channels;
  const out = Buffer.allocUnsafe(header.length + rowBytes * height);
  header.copy(out, 0);
  let o = header.length;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    if (bpp === channels) {
      out.set(pixels.subarray(row, row + rowBytes), o);
      o += rowBytes;
    } else {
      for (let x = 0; x < width; x++) {
        const p = row + x * 4;
        out[o++] = pixels[p]!;
        out[o++] = pixels[p + 1]!;
        out[o++] = pixels[p + 2]!;
      }
    }
  }
  return out;
}
