// Reading order of a page's body by recursive XY-cut: a vertical gutter that no box crosses splits
// the page into columns, read left to right; where a few wide boxes (a full-width title, heading or
// table) block the gutter, the page is first cut horizontally at those boxes, so each full-width
// element stays between the column runs it separates.
import type { Bbox } from '../../layout/page-layout.js';
import { aboveCut, byRows, byStacks, lineStacks } from './line-stacks.js';

export interface Block {
  kind: 'line' | 'table';
  /** Index into the page's lines, or into its tables. */
  index: number;
  bbox: Bbox;
}

/** Blocks read top to bottom as one stretch: a column's lines, or the full-width blocks between runs. */
type Run = Block[];

/** Each stacked line's stack (line-stacks.ts). */
type Stacks = ReadonlyMap<Block, number>;

const BINS = 1000;

interface Gutter {
  from: number;
  to: number;
  blockers: Set<Block>;
}

/**
 * The widest x-interval, at least `minGutter` wide, covered by the fewest blocks (at most
 * `maxBlockers`), with blocks wholly on both sides of it.
 */
function findGutter(blocks: readonly Block[], minGutter: number, maxBlockers: number): Gutter | null {
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
  const best = widestAt(blocks, count, minX, maxX, least, minGutter, maxBlockers, false);
  if (best) return best;
  // The fewest-covered x may be a sliver (a table's edge a point past the text's): then the
  // gutter is the narrow strip of a column pair that the few full-width blocks cross. Deeper
  // levels need real columns on both sides, so a stray short line never makes one.
  const levels = [...new Set(count.slice(minX, maxX))]
    .filter((c) => c > least && c <= Math.max(2, 0.25 * blocks.length))
    .sort((a, b) => a - b);
  for (const level of levels) {
    const found = widestAt(blocks, count, minX, maxX, level, minGutter, Math.min(maxBlockers, level), true);
    if (found) return found;
  }
  return null;
}

/** The widest stretch with at most `level` blocks over it, with blocks wholly on both sides. */
function widestAt(
  blocks: readonly Block[],
  count: Int32Array,
  minX: number,
  maxX: number,
  level: number,
  minGutter: number,
  maxBlockers: number,
  columns: boolean,
): Gutter | null {
  let best: Gutter | null = null;
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
    const blockers = new Set(blocks.filter((b) => b.bbox[0] < to && b.bbox[2] > from));
    if (blockers.size > maxBlockers) continue;
    const left = blocks.filter((b) => !blockers.has(b) && b.bbox[2] <= from + 1 / BINS);
    const right = blocks.filter((b) => !blockers.has(b) && b.bbox[0] >= to - 1 / BINS);
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

function cut(blocks: readonly Block[], minGutter: number, out: Run[], depth: number, stacks: Stacks): void {
  if (blocks.length === 0) return;
  // Any number of blocks may cross the gutter (a long full-width abstract above two columns): a
  // spurious gutter on a one-column page leaves one-sided stretches, read by rows as before.
  const maxBlockers = blocks.length;
  const gutter = blocks.length > 1 && depth < 40 ? findGutter(blocks, minGutter, maxBlockers) : null;
  if (!gutter) {
    out.push(byStacks(blocks, stacks));
    return;
  }
  if (gutter.blockers.size === 0) {
    const mid = (gutter.from + gutter.to) / 2;
    cut(
      blocks.filter((b) => b.bbox[2] <= mid),
      minGutter,
      out,
      depth + 1,
      stacks,
    );
    cut(
      blocks.filter((b) => b.bbox[2] > mid),
      minGutter,
      out,
      depth + 1,
      stacks,
    );
    return;
  }
  // Cut horizontally at the blockers: the blocks between two of them are read on their own
  // (columns again, usually), and blockers with nothing between them read as one run.
  const blockers = byRows([...gutter.blockers]);
  const segments: Block[][] = blockers.map(() => []);
  const tail: Block[] = [];
  const before = aboveCut(blocks, stacks, gutter.blockers);
  for (const b of blocks) {
    if (gutter.blockers.has(b)) continue;
    const k = blockers.findIndex((w) => before(b, w));
    (k < 0 ? tail : segments[k]!).push(b);
  }
  // A stretch with blocks on one side of the gutter only is no column pair (the rest of a
  // paragraph whose first line crossed, a lone line): it reads together with the blockers.
  const twoSided = (seg: readonly Block[]): boolean =>
    seg.some((b) => b.bbox[2] <= gutter.from + 1 / BINS) && seg.some((b) => b.bbox[0] >= gutter.to - 1 / BINS);
  let wide: Block[] = [];
  const flush = (): void => {
    if (wide.length) out.push(byStacks(wide, stacks));
    wide = [];
  };
  blockers.forEach((w, k) => {
    const all = segments[k]!;
    const caption = all.filter((b) => attachedAbove(b, w, all));
    const seg = all.filter((b) => !caption.includes(b));
    if (twoSided(seg)) {
      flush();
      cut(seg, minGutter, out, depth + 1, stacks);
    } else wide.push(...seg);
    wide.push(...caption, w);
  });
  if (twoSided(tail)) {
    flush();
    cut(tail, minGutter, out, depth + 1, stacks);
  } else wide.push(...tail);
  flush();
}

/**
 * A block just above a full-width one (a table's caption) that sits nearer to it than to anything
 * above it belongs with it: read after the columns beside it, not inside the shorter column.
 */
function attachedAbove(b: Block, w: Block, seg: readonly Block[]): boolean {
  const below = w.bbox[1] - b.bbox[3];
  const height = b.bbox[3] - b.bbox[1];
  if (below < -0.25 * height || below > 1.5 * height) return false;
  const over = seg.filter((o) => o !== b && o.bbox[3] <= b.bbox[1] + 0.25 * height && o.bbox[0] < b.bbox[2] && o.bbox[2] > b.bbox[0]);
  const above = over.length ? b.bbox[1] - Math.max(...over.map((o) => o.bbox[3])) : Infinity;
  return above > Math.max(2 * below, 0.5 * height);
}

/**
 * The page body's blocks as runs in reading order. `minGutter`: narrowest column gap, page
 * fraction; `aspect`: the page's height over its width.
 */
export function readingOrder(blocks: readonly Block[], minGutter: number, aspect: number): Run[] {
  const out: Run[] = [];
  cut(blocks, minGutter, out, 0, lineStacks(blocks, aspect));
  return out;
}
