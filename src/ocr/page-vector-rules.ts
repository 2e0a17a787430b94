// Ruling lines of a born-digital PDF page from its vector graphics: STUB until the vector rule finder lands.
import type * as mupdf from 'mupdf';
import type { Rect } from '../layout/page-transform.js';
import type { Rule } from '../structure/model.js';

/** Straight horizontal and vertical strokes and thin filled rectangles, as boxes on the page (fractions of `bounds`). */
export function vectorRules(_page: mupdf.Page, _bounds: Rect): Rule[] {
  return [];
}
