// The pixel → page mapping against MuPDF's own render matrices and pixmap origins: a box drawn
// at a known corner of the page must come back at that corner, whichever way the page was turned.
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { invert, normalizeRect, pixelMapper, type Matrix, type PageView } from '../../src/layout/page-transform.js';

/** A 100 × 200 pt page rendered at 2 px/pt, turned `r` degrees clockwise: its view as the worker records it. */
function view(r: 0 | 90 | 180 | 270): PageView & { width: number; height: number } {
  const doc = new mupdf.PDFDocument();
  doc.insertPage(-1, doc.addPage([0, 0, 100, 200], 0, {}, ''));
  const matrix = mupdf.Matrix.concat(mupdf.Matrix.scale(2, 2), mupdf.Matrix.rotate(r));
  const pixmap = doc.loadPage(0).toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false);
  return { bounds: [0, 0, 100, 200], matrix, origin: [pixmap.getX(), pixmap.getY()], width: pixmap.getWidth(), height: pixmap.getHeight() };
}

describe('pixelMapper', () => {
  // The top-left 10 × 20 px (5 × 10 pt) of each rendered image, and where that lies on the upright page.
  it.each([
    [0, [0, 0, 0.05, 0.05]], // top-left stays top-left
    [90, [0, 0.975, 0.1, 1]], // a clockwise turn brings the bottom-left corner to the top-left
    [180, [0.95, 0.95, 1, 1]], // upside down: the bottom-right corner
    [270, [0.9, 0, 1, 0.025]], // counter-clockwise: the top-right corner
  ] as const)('maps the first pixels of an image turned %i° back to the right corner', (r, expected) => {
    const v = view(r);
    expect(pixelMapper(v)([0, 0, 10, 20])).toEqual(expected);
  });

  it('maps the whole image onto the whole page', () => {
    for (const r of [0, 90, 180, 270] as const) {
      const v = view(r);
      expect(pixelMapper(v)([0, 0, v.width, v.height])).toEqual([0, 0, 1, 1]);
    }
  });

  it('inverts a matrix', () => {
    const m: Matrix = [0, 2, -2, 0, 400, 10];
    const [a, b, c, d, e, f] = invert(m);
    // m · inverse(m) is the identity.
    expect([m[0] * a + m[1] * c, m[0] * b + m[1] * d, m[2] * a + m[3] * c, m[2] * b + m[3] * d]).toEqual([1, 0, 0, 1]);
    expect(m[4] * a + m[5] * c + e).toBeCloseTo(0);
    expect(m[4] * b + m[5] * d + f).toBeCloseTo(0);
  });

  it('normalizes relative to the bounds and clamps to the page', () => {
    expect(normalizeRect([60, 120, 10, 20], [10, 20, 110, 220])).toEqual([0, 0, 0.5, 0.5]);
    expect(normalizeRect([-5, -5, 500, 500], [0, 0, 100, 200])).toEqual([0, 0, 1, 1]);
  });
});
