// The one coordinate story (API.md `bbox`): every box ends up as fractions of the page as it is
// displayed, origin top-left. MuPDF's page space already is that page (its bounds include the PDF
// page's /Rotate and start at the crop box), so only the way from the pixels Tesseract read back
// to page space differs per page: render scale (DPI, an image's own resolution) and the turn that
// made the page upright. Both are in the render matrix; this file inverts it.
import type { Bbox, PixelBox } from './page-layout.js';

/** [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (PDF/MuPDF order). */
export type Matrix = [number, number, number, number, number, number];

/** [x0, y0, x1, y1] in page space (points, y down). */
export type Rect = [number, number, number, number];

/** How pixels of one rendered image relate to the displayed page. Plain data: crosses threads. */
export interface PageView {
  /** The page's bounds in page space. */
  bounds: Rect;
  /** Page space → device space, as given to the renderer. */
  matrix: Matrix;
  /** Device coordinates of the image's top-left pixel (the pixmap's x, y). */
  origin: [number, number];
}

const round4 = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;

export function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  if (det === 0) throw new Error('the render matrix cannot be inverted');
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

function apply([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

/** A page-space rectangle as fractions of the page (clamped to it). */
export function normalizeRect([x0, y0, x1, y1]: Rect, bounds: Rect): Bbox {
  const w = bounds[2] - bounds[0];
  const h = bounds[3] - bounds[1];
  return [
    round4((Math.min(x0, x1) - bounds[0]) / w),
    round4((Math.min(y0, y1) - bounds[1]) / h),
    round4((Math.max(x0, x1) - bounds[0]) / w),
    round4((Math.max(y0, y1) - bounds[1]) / h),
  ];
}

/** Maps boxes in pixels of the rendered image to boxes on the displayed page. */
export function pixelMapper(view: PageView): (box: PixelBox) => Bbox {
  const back = invert(view.matrix);
  const [ox, oy] = view.origin;
  return ([left, top, right, bottom]) => {
    // Both corners back to page space; a quarter turn swaps which corner is top-left.
    const [x0, y0] = apply(back, left + ox, top + oy);
    const [x1, y1] = apply(back, right + ox, bottom + oy);
    return normalizeRect([x0, y0, x1, y1], view.bounds);
  };
}
