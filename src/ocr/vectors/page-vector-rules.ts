// Ruling lines of a born-digital PDF page from its vector graphics: the page is run through a
// device that only looks at painted paths (text and images pass by untouched), keeps the
// straight axis-aligned strokes and the thin filled shapes, then joins the pieces of each line.
// Small roundish shapes are kept apart as marks: browsers draw list bullets that way.
import * as mupdf from 'mupdf';
import { normalizeRect, type Rect } from '../../layout/page-transform.js';
import type { Rule } from '../../structure/model.js';
import { mergeRules } from './page-vector-merge.js';
import { fillBoxes, strokeBoxes, visible } from './page-vector-paths.js';

/** Shortest rule in points, and shortest relative to its thickness: dots and squares are not lines. */
const MIN_LENGTH = 3;
const MIN_ASPECT = 3;

/** A bullet's size in points: smaller is a dot or a speck, larger a picture. */
const MARK_MIN = 1.5;
const MARK_MAX = 8;

/** The path's box in page space from its points (control points included: exact for the arcs of a disc). */
function pathBox(path: mupdf.Path, [a, b, c, d, e, f]: mupdf.Matrix): Rect {
  const box: Rect = [Infinity, Infinity, -Infinity, -Infinity];
  const add = (x: number, y: number): void => {
    const px = a * x + c * y + e;
    const py = b * x + d * y + f;
    box[0] = Math.min(box[0], px);
    box[1] = Math.min(box[1], py);
    box[2] = Math.max(box[2], px);
    box[3] = Math.max(box[3], py);
  };
  path.walk({
    moveTo: add,
    lineTo: add,
    curveTo: (x1, y1, x2, y2, x3, y3) => {
      add(x1, y1);
      add(x2, y2);
      add(x3, y3);
    },
  });
  return box;
}

function markBox(path: mupdf.Path, ctm: mupdf.Matrix, marks: Rect[]): void {
  const box = pathBox(path, ctm);
  const w = box[2] - box[0];
  const h = box[3] - box[1];
  if (w >= MARK_MIN && h >= MARK_MIN && w <= MARK_MAX && h <= MARK_MAX && w <= 1.6 * h && h <= 1.6 * w) marks.push(box);
}

/** Straight horizontal and vertical strokes and thin filled rectangles, as boxes on the page (fractions of `bounds`). */
export function vectorRules(page: mupdf.Page, bounds: Rect): Rule[] {
  return vectorGraphics(page, bounds).rules;
}

/**
 * Painted paths looked at per page. Each costs ~10 µs through mupdf.js's callbacks; a page with
 * more is a drawing (a chart, a map, a plan), not a page of text with tables and bullets: its
 * graphics are given up (rules and marks none) rather than spend a quarter second on 40,000 paths.
 */
export const MAX_PATHS = 5000;

class TooManyPaths extends Error {}

/** The page's ruling lines, and its marks (small shapes: drawn list bullets), as boxes on the page. */
export function vectorGraphics(page: mupdf.Page, bounds: Rect): { rules: Rule[]; marks: Rule[] } {
  const boxes: Rect[] = [];
  const marks: Rect[] = [];
  let paths = 0;
  const count = (): void => {
    if (++paths > MAX_PATHS) throw new TooManyPaths();
  };
  const device = new mupdf.Device({
    fillPath(path, _evenOdd, ctm, cs, color, alpha) {
      count();
      if (visible(cs, color, alpha)) {
        fillBoxes(path, ctm, boxes);
        markBox(path, ctm, marks);
      }
      path.destroy();
      cs.destroy();
    },
    strokePath(path, stroke, ctm, cs, color, alpha) {
      count();
      if (visible(cs, color, alpha)) {
        strokeBoxes(path, stroke, ctm, boxes);
        markBox(path, ctm, marks);
      }
      path.destroy();
      stroke.destroy();
      cs.destroy();
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } catch (err) {
    if (!(err instanceof TooManyPaths || paths > MAX_PATHS)) throw err;
    device.close();
    return { rules: [], marks: [] };
  } finally {
    device.destroy();
  }
  const [bx0, by0, bx1, by1] = bounds;
  const onPage = boxes
    .filter((r) => r[2] >= bx0 && r[0] <= bx1 && r[3] >= by0 && r[1] <= by1)
    .map((r): Rect => [Math.max(r[0], bx0), Math.max(r[1], by0), Math.min(r[2], bx1), Math.min(r[3], by1)]);
  const isH = (r: Rect): boolean => r[2] - r[0] >= r[3] - r[1];
  const lines = [
    ...mergeRules(onPage.filter(isH), false),
    ...mergeRules(
      onPage.filter((r) => !isH(r)),
      true,
    ),
  ];
  const rules = lines
    .filter((r) => {
      const long = Math.max(r[2] - r[0], r[3] - r[1]);
      return long >= MIN_LENGTH && long >= MIN_ASPECT * Math.min(r[2] - r[0], r[3] - r[1]);
    })
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map((r) => normalizeRect(r, bounds));
  const within = (r: Rect): boolean => r[0] >= bx0 && r[2] <= bx1 && r[1] >= by0 && r[3] <= by1;
  return { rules, marks: marks.filter(within).map((r) => normalizeRect(r, bounds)) };
}
