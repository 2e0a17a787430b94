// Gutters for the reading order's XY-cut (reading-order.ts): the widest vertical strip that the
// fewest blocks cross, with blocks wholly on both sides of it.
import type { Bbox } from '../../layout/page-layout.js';

interface Block {
  bbox: Bbox;
  /** How many lines the block stands for (a drawn box: its lines); one when unset. */
  lines?: number;
}

const BINS = 1000;
/** How far a block may reach into a gutter and still count as wholly on its side: one bin. */
export const SLACK = 1 / BINS;

interface Gutter<B extends Block = Block> {
  from: number;
  to: number;
  blockers: Set<B>;
}

/**
 * The widest x-interval, at least `minGutter` wide, covered by the fewest blocks (at most
 * `maxBlockers`), with blocks wholly on both sides of it; with `columnsOnly`, with real columns
 * on both sides (a band of a page between rules across: its few lines are no columns).
 */
export function findGutter<B extends Block>(
  blocks: readonly B[],
  minGutter: number,
  maxBlockers: number,
  columnsOnly = false,
): Gutter<B> | null {
  const cover = new Int32Array(BINS + 1);
  let minX = BINS;
  let maxX = 0;
  for (const b of blocks) {
    const from = Math.max(0, Math.floor(b.bbox[0] * BINS));
    const to = Math.min(BINS, Math.ceil(b.bbox[2] * BINS));
    cover[from]! += 1;
    cover[to]! -= 1;
    minX = Math.min(minX, from);
    maxX = Math.max(maxX, to);
  }
  const count = new Int32Array(BINS);
  let running = 0;
  for (let x = 0; x < BINS; x++) count[x] = running += cover[x]!;
  let least = Infinity;
  for (let x = minX; x < maxX; x++) least = Math.min(least, count[x]!);
  if (least > maxBlockers) return null;
  const best = widestAt(blocks, count, minX, maxX, least, minGutter, maxBlockers, columnsOnly);
  if (best) return best;
  // The fewest-covered x may be a sliver (a table's edge a point past the text's): then the
  // gutter is the narrow strip of a column pair that the few full-width blocks cross. Deeper
  // levels need real columns on both sides, so a stray short line never makes one.
  const levels = [...new Set(count.slice(minX, maxX))]
    .filter((c) => c > least && c <= Math.max(2, 0.25 * blocks.reduce((n, b) => n + (b.lines ?? 1), 0)))
    .sort((a, b) => a - b);
  for (const level of levels) {
    const found = widestAt(blocks, count, minX, maxX, level, minGutter, Math.min(maxBlockers, level), true);
    if (found) return found;
  }
  return null;
}

/** The widest stretch with at most `level` blocks over it, with blocks wholly on both sides. */
function widestAt<B extends Block>(
  blocks: readonly B[],
  count: Int32Array,
  minX: number,
  maxX: number,
  level: number,
  minGutter: number,
  maxBlockers: number,
  columns: boolean,
): Gutter<B> | null {
  let best: Gutter<B> | null = null;
  for (let x = minX; x < maxX;) {
    if (count[x]! > level) {
      x++;
      continue;
    }
    let end = x;
    while (end < maxX && count[end]! <= level) end++;
    const from = x / BINS;
    const to = end / BINS;
    x = end;
    if (to - from < minGutter || (best && to - from <= best.to - best.from)) continue;
    // A block reaching into the gutter by less than SLACK is on its side, as below, not across it:
    // a justified line ending a hair past its column's edge (z-allotment-pl, the buried part, after
    // its first report) cut the page across and read two columns interleaved, band by band.
    const blockers = new Set(blocks.filter((b) => b.bbox[0] < to - SLACK && b.bbox[2] > from + SLACK));
    if (blockers.size > maxBlockers) continue;
    const left = blocks.filter((b) => !blockers.has(b) && b.bbox[2] <= from + SLACK);
    const right = blocks.filter((b) => !blockers.has(b) && b.bbox[0] >= to - SLACK);
    if (columns ? sideBySide(left, right) : left.length > 0 && right.length > 0) best = { from, to, blockers };
  }
  return best;
}

/** Two columns: a few blocks on each side, running down the page alongside each other. */
function sideBySide(left: readonly Block[], right: readonly Block[]): boolean {
  if (left.length < 3 || right.length < 3) return false;
  const top = Math.max(Math.min(...left.map((b) => b.bbox[1])), Math.min(...right.map((b) => b.bbox[1])));
  const bottom = Math.min(Math.max(...left.map((b) => b.bbox[3])), Math.max(...right.map((b) => b.bbox[3])));
  return bottom > top;
}
