// Fields drawn as boxes: a form's "Surname" over "Miriam", framed by a rule above and one below
// (the sides may be too short for the rule finder). The lines inside one box are read together,
// label then value, as Tesseract reads a box it finds as a block; read by rows, a row of three
// fields would give the three labels and then the three values.
import type { Bbox } from '../../layout/page-layout.js';
import type { Rule } from '../model.js';
import { midY, runsAcross } from '../geometry.js';

/** A field is at most this tall, in points (an inch: a label and two lines of value). */
const MAX_BOX_HEIGHT = 72;
/** Rules of one box end within this many points of each other (both are the box's edges). */
const SAME_END = 3;
/** Lines a box may hold: fewer need no grouping; more are a framed text, read as text is. */
const MIN_LINES = 2;
const MAX_LINES = 4;

/**
 * Boxes, as page fractions: a horizontal rule and the next one below it with the same ends, at
 * most MAX_BOX_HEIGHT apart, no rule across them in between. `width`, `height`: the page in points.
 */
export function ruledBoxes(rules: readonly Rule[], width: number, height: number): Bbox[] {
  const across = rules.filter((r) => runsAcross(r, height / width)).sort((a, b) => midY(a) - midY(b));
  const boxes: Bbox[] = [];
  across.forEach((top, i) => {
    for (const bottom of across.slice(i + 1)) {
      if ((midY(bottom) - midY(top)) * height > MAX_BOX_HEIGHT) break;
      const overlap = Math.min(top[2], bottom[2]) - Math.max(top[0], bottom[0]);
      if (overlap <= 0.5 * (top[2] - top[0])) continue;
      if (Math.abs(top[0] - bottom[0]) * width <= SAME_END && Math.abs(top[2] - bottom[2]) * width <= SAME_END) {
        boxes.push([top[0], midY(top), top[2], midY(bottom)]);
      }
      break; // the first rule across below ends the box, matching or not
    }
  });
  return boxes;
}

interface Block {
  kind: string;
  bbox: Bbox;
}

/** The line blocks inside each box that holds MIN_LINES to MAX_LINES of them (centres inside). */
export function boxedLines<B extends Block>(blocks: readonly B[], boxes: readonly Bbox[]): B[][] {
  const taken = new Set<B>();
  const groups: B[][] = [];
  for (const box of boxes) {
    const inside = blocks.filter((b) => {
      const x = (b.bbox[0] + b.bbox[2]) / 2;
      const y = (b.bbox[1] + b.bbox[3]) / 2;
      return b.kind === 'line' && !taken.has(b) && x > box[0] && x < box[2] && y > box[1] && y < box[3];
    });
    if (inside.length < MIN_LINES || inside.length > MAX_LINES) continue;
    for (const b of inside) taken.add(b);
    groups.push(inside);
  }
  return groups;
}
