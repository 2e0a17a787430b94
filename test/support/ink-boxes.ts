// Whether an image's ink lies where word boxes say the words are: the check that a page image and
// its boxes agree (same page, same orientation, same crop), whatever size the image is drawn at.
import * as mupdf from 'mupdf';
import type { Bbox } from '../../src/layout/page-layout.js';

export interface GrayImage {
  width: number;
  height: number;
  samples: Uint8Array;
}

/** A PNG (or any image mupdf reads) as 8-bit gray samples. */
export function decodeGray(bytes: Uint8Array): GrayImage {
  const image = new mupdf.Image(bytes);
  const pixmap = image.toPixmap().convertToColorSpace(mupdf.ColorSpace.DeviceGray, true);
  const n = pixmap.getNumberOfComponents() + (pixmap.getAlpha() ? 1 : 0);
  const raw = pixmap.getPixels();
  const samples = new Uint8Array(pixmap.getWidth() * pixmap.getHeight());
  for (let i = 0; i < samples.length; i++) samples[i] = raw[i * n]!;
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), samples };
}

export interface InkReport {
  /** Dark pixels in the whole image. */
  ink: number;
  /** Share of them inside some box (grown by `margin` of the page's width and height). */
  inside: number;
  /** Boxes with no dark pixel at all. */
  emptyBoxes: number;
}

export function inkInBoxes(image: GrayImage, boxes: Bbox[], margin = 0.005): InkReport {
  const { width, height, samples } = image;
  const rects = boxes.map(([l, t, r, b]) => [
    Math.floor((l - margin) * width),
    Math.floor((t - margin) * height),
    Math.ceil((r + margin) * width),
    Math.ceil((b + margin) * height),
  ]);
  const inked = new Array<boolean>(rects.length).fill(false);
  let ink = 0;
  let inside = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (samples[y * width + x]! >= 128) continue;
      ink++;
      let hit = false;
      rects.forEach(([x0, y0, x1, y1], i) => {
        if (x >= x0! && x < x1! && y >= y0! && y < y1!) {
          hit = true;
          inked[i] = true;
        }
      });
      if (hit) inside++;
    }
  }
  return { ink, inside: ink === 0 ? 0 : inside / ink, emptyBoxes: inked.filter((v) => !v).length };
}
