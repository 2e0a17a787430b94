// Small box helpers shared by the structure code. Boxes are [left, top, right, bottom] fractions.
import type { Bbox } from '../layout/page-layout.js';

function bboxUnion(a: Bbox, b: Bbox): Bbox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** The smallest box around all of `boxes`; [0, 0, 0, 0] for none. */
export function bboxOf(boxes: readonly Bbox[]): Bbox {
  if (boxes.length === 0) return [0, 0, 0, 0];
  return boxes.reduce(bboxUnion);
}

/** A box's vertical middle. */
export const midY = (b: Bbox): number => (b[1] + b[3]) / 2;

/** A ruling line that runs across rather than down, on a page `aspect` (height over width) tall. */
export const runsAcross = (rule: Bbox, aspect: number): boolean => rule[2] - rule[0] > (rule[3] - rule[1]) * aspect;
