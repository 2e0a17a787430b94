// One box per drawn line. Writers draw a border in pieces (Chromium: one rectangle per table
// cell side, the shared edges of neighbouring cells twice); pieces on one line that touch or
// overlap become one box.
import type { Rect } from '../../layout/page-transform.js';

/** Pieces this far apart along a line still join (rounding in the writer's coordinates). */
const JOIN = 1;
/** Thin ranges this close count as the same line (offsets of half a unit between pieces). */
const SAME_LINE = 0.5;

/** Merges horizontal boxes; pass `flip` to merge vertical ones (x and y swapped inside). */
export function mergeRules(boxes: Rect[], flip: boolean): Rect[] {
  const swap = (r: Rect): Rect => (flip ? [r[1], r[0], r[3], r[2]] : r);
  const items = boxes.map(swap).sort((a, b) => a[1] - b[1]);
  const out: Rect[] = [];
  let i = 0;
  while (i < items.length) {
    // A band: boxes whose thin ranges overlap (give or take SAME_LINE), chained.
    let bandEnd = items[i]![3];
    let j = i + 1;
    while (j < items.length && items[j]![1] <= bandEnd + SAME_LINE) {
      bandEnd = Math.max(bandEnd, items[j]![3]);
      j++;
    }
    const band = items.slice(i, j).sort((a, b) => a[0] - b[0]);
    let cur: Rect = [...band[0]!];
    for (const r of band.slice(1)) {
      if (r[0] <= cur[2] + JOIN) {
        cur = [cur[0], Math.min(cur[1], r[1]), Math.max(cur[2], r[2]), Math.max(cur[3], r[3])];
      } else {
        out.push(cur);
        cur = [...r];
      }
    }
    out.push(cur);
    i = j;
  }
  return out.map(swap);
}
