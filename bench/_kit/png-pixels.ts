// An image file's pixels as the engines take them, for benches and tests that feed Tesseract
// directly (no page worker): decoded by mupdf, as the worker would.
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import type { RawImage } from '../../src/ocr/engines/ocr-engine.js';

/** Decodes to a copy in ordinary JS memory (a mupdf pixel view dies with its pixmap); stated as 300 DPI. */
export function decodePng(path: string): RawImage {
  const image = new mupdf.Image(new Uint8Array(readFileSync(path)));
  const pixmap = image.toPixmap();
  const raw: RawImage = {
    pixels: new Uint8Array(pixmap.getPixels()),
    width: pixmap.getWidth(),
    height: pixmap.getHeight(),
    bpp: pixmap.getNumberOfComponents(),
    stride: pixmap.getStride(),
    dpi: 300,
  };
  pixmap.destroy();
  image.destroy();
  return raw;
}
