// Ruling lines of a born-digital PDF page from its vector graphics: the page is run through a
// device that only looks at painted paths (text and images pass by untouched), keeps the
// straight axis-aligned strokes and the thin filled shapes, then joins the pieces of each line.
import * as mupdf from 'mupdf';
import { normalizeRect, type Rect } from '../layout/page-transform.js';
import type { Rule } from '../structure/model.js';
import { mergeRules } from './page-vector-merge.js';
import { fillBoxes, strokeBoxes, visible } from './page-vector-paths.js';

/** Shortest rule in points, and shortest relative to its thickness: dots and squares are not lines. */
const MIN_LENGTH = 3;
const MIN_ASPECT = 3;

/** Straight horizontal and vertical strokes and thin filled rectangles, as boxes on the page (fractions of `bounds`). */
export function vectorRules(page: mupdf.Page, bounds: Rect): Rule[] {
  const boxes: Rect[] = [];
  const device = new mupdf.Device({
    fillPath(path, _evenOdd, ctm, cs, color, alpha) {
      if (visible(cs, color, alpha)) fillBoxes(path, ctm, boxes);
      path.destroy();
      cs.destroy();
    },
    strokePath(path, stroke, ctm, cs, color, alpha) {
      if (visible(cs, color, alpha)) strokeBoxes(path, stroke, ctm, boxes);
      path.destroy();
      stroke.destroy();
      cs.destroy();
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  const [bx0, by0, bx1, by1] = bounds;
  const onPage = boxes
    .filter((r) => r[2] >= bx0 && r[0] <= bx1 && r[3] >= by0 && r[1] <= by1)
    .map((r): Rect => [Math.max(r[0], bx0), Math.max(r[1], by0), Math.min(r[2], bx1), Math.min(r[3], by1)]);
  const isH = (r: Rect): boolean => r[2] - r[0] >= r[3] - r[1];
  const lines = [...mergeRules(onPage.filter(isH), false), ...mergeRules(onPage.filter((r) => !isH(r)), true)];
  return lines
    .filter((r) => {
      const long = Math.max(r[2] - r[0], r[3] - r[1]);
      return long >= MIN_LENGTH && long >= MIN_ASPECT * Math.min(r[2] - r[0], r[3] - r[1]);
    })
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map((r) => normalizeRect(r, bounds));
}
