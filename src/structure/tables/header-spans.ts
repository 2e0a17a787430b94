// Header labels centred over several columns ("Plan" over "Q1 | Q2 | Q3"): a short label may lie
// entirely over one column and cross no gap, yet it heads the columns around it. Where a header
// row is followed by a sub-header row with more labels, a label whose centre is the centre of a
// run of empty slots around it spans that run.
import type { SlotRect } from './draft.js';
import type { Word } from './items.js';
import { isNumeric } from './text-kinds.js';

const YEAR = /^(FY\s?)?(19|20)\d\d$/u;
const labelsOnly = (row: Word[][]): boolean => row.every((ws) => ws.every((w) => !isNumeric(w.text) || YEAR.test(w.text)));
const filledCount = (row: Word[][]): number => row.filter((ws) => ws.length > 0).length;

export function centredSpans(
  slots: Word[][][],
  extents: readonly [number, number][],
  bands: readonly [number, number][],
  merges: readonly SlotRect[],
  em: number,
): SlotRect[] {
  const out: SlotRect[] = [];
  const cols = extents.length;
  for (let r = 0; r < Math.min(2, slots.length - 2); r++) {
    const row = slots[r]!;
    const below = slots[r + 1]!;
    if (!labelsOnly(row) || !labelsOnly(below) || filledCount(below) <= filledCount(row)) continue;
    const taken = new Array<boolean>(cols).fill(false);
    for (const m of merges) if (m[0] <= r && m[2] >= r) for (let j = m[1]; j <= m[3]; j++) taken[j] = true;
    const free = (j: number): boolean => row[j]!.length === 0 && !taken[j];
    for (let j = 0; j < cols; j++) {
      const words = row[j]!;
      if (words.length === 0 || taken[j]) continue;
      const centre = (Math.min(...words.map((w) => w.box[0])) + Math.max(...words.map((w) => w.box[2]))) / 2;
      let lo = j,
        hi = j;
      while (lo > 0 && free(lo - 1)) lo--;
      while (hi < cols - 1 && free(hi + 1)) hi++;
      // The widest run the label is centred over. Centred over what a browser centres it over
      // (the cells) lies between the columns' content and their bands (right-aligned numbers pull
      // the content right, the bands left), so either may say it.
      let best: [number, number] = [j, j];
      for (let a = lo; a <= j; a++)
        for (let b = j; b <= hi; b++) {
          const off = Math.min(
            Math.abs(centre - (extents[a]![0] + extents[b]![1]) / 2),
            Math.abs(centre - (bands[a]![0] + bands[b]![1]) / 2),
          );
          const width = extents[b]![1] - extents[a]![0];
          if (off <= Math.max(0.5 * em, 0.08 * width) && b - a > best[1] - best[0]) best = [a, b];
        }
      if (best[1] > best[0]) {
        out.push([r, best[0], r, best[1]]);
        for (let k = best[0]; k <= best[1]; k++) taken[k] = true;
      }
    }
  }
  return out;
}
