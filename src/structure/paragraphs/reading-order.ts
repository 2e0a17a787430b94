// Reading order of a page's body by recursive XY-cut: a vertical gutter that no box crosses splits
// the page into columns, read left to right; where a few wide boxes (a full-width title, heading or
// table) block the gutter, the page is first cut horizontally at those boxes, so each full-width
// element stays between the column runs it separates. A clean gutter between items and their
// figures (a receipt) is a grid's, read across (grid-rows.ts); the lines of one drawn field are
// read together, as one block (ruled-boxes.ts); nothing is read across a rule drawn across the
// page's text (rule-bands.ts).
import type { Bbox } from '../../layout/page-layout.js';
import { gridAcross } from './grid-rows.js';
import { findGutter, SLACK } from './gutters.js';
import { boxedLines } from './ruled-boxes.js';
import { ruleBands } from './rule-bands.js';
import { bboxOf } from '../geometry.js';
import { aboveCut, byRows, byStacks, lineStacks } from './line-stacks.js';

export interface Block {
  /** 'box': the lines of one drawn field, read together (ruled-boxes.ts); only inside readingOrder. */
  kind: 'line' | 'table' | 'box';
  /** Index into the page's lines, or into its tables. */
  index: number;
  bbox: Bbox;
  /** A line that is a figure (figures.ts): a grid's cell beside its label (grid-rows.ts). */
  figure?: boolean;
  /** A box's first line: where the box reads (line-stacks.ts, aboveCut); and how many it holds. */
  lead?: Bbox;
  lines?: number;
}

/** Blocks read top to bottom as one stretch: a column's lines, or the full-width blocks between runs. */
type Run = Block[];

/**
 * What every cut of one page shares: its narrowest gutter, its stacks (line-stacks.ts), and
 * whether it was split into bands at rules across it (rule-bands.ts).
 */
interface Page {
  minGutter: number;
  stacks: ReadonlyMap<Block, number>;
  banded: boolean;
}

function cut(blocks: readonly Block[], page: Page, out: Run[], depth: number): void {
  const { minGutter, stacks } = page;
  if (blocks.length === 0) return;
  // Any number of blocks may cross the gutter (a long full-width abstract above two columns): a
  // spurious gutter on a one-column page leaves one-sided stretches, read by rows as before.
  const maxBlockers = blocks.length;
  // A band's few lines (a title over a form's first field) make no columns of their own: its
  // first cut needs real ones, as the whole page's gutters would have been. A band that is one
  // strip, no gap between its lines top to bottom (a masthead: the name left, the address right),
  // is read side by side like any other.
  const columnsOnly = page.banded && depth === 0 && !oneStrip(blocks);
  const gutter = blocks.length > 1 && depth < 40 ? findGutter(blocks, minGutter, maxBlockers, columnsOnly) : null;
  if (!gutter) {
    out.push(byStacks(blocks, stacks));
    return;
  }
  if (gutter.blockers.size === 0) {
    const mid = (gutter.from + gutter.to) / 2;
    const left = blocks.filter((b) => b.bbox[2] <= mid);
    const right = blocks.filter((b) => b.bbox[2] > mid);
    if (gridAcross(left, right)) out.push(byStacks(blocks, stacks));
    else for (const side of [left, right]) cut(side, page, out, depth + 1);
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
    seg.some((b) => b.bbox[2] <= gutter.from + SLACK) && seg.some((b) => b.bbox[0] >= gutter.to - SLACK);
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
      cut(seg, page, out, depth + 1);
    } else wide.push(...seg);
    wide.push(...caption, w);
  });
  if (twoSided(tail)) {
    flush();
    cut(tail, page, out, depth + 1);
  } else wide.push(...tail);
  flush();
}

/** Whether the blocks overlap top to bottom as one strip, with no horizontal gap between them. */
function oneStrip(blocks: readonly Block[]): boolean {
  const sorted = [...blocks].sort((a, b) => a.bbox[1] - b.bbox[1]);
  let bottom = -Infinity;
  for (const b of sorted) {
    if (b.bbox[1] > bottom && bottom !== -Infinity) return false;
    bottom = Math.max(bottom, b.bbox[3]);
  }
  return true;
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
 * fraction; `aspect`: the page's height over its width; `boxes`: drawn fields, `rules`: the
 * page's ruling lines, page fractions.
 */
export function readingOrder(
  blocks: readonly Block[],
  minGutter: number,
  aspect: number,
  boxes: readonly Bbox[] = [],
  rules: readonly Bbox[] = [],
): Run[] {
  const members = new Map<Block, Block[]>();
  for (const group of boxedLines(blocks, boxes).map(byRows)) {
    members.set({ kind: 'box', index: -1, bbox: bboxOf(group.map((b) => b.bbox)), lead: group[0]!.bbox, lines: group.length }, group);
  }
  const boxed = new Set([...members.values()].flat());
  const units = [...blocks.filter((b) => !boxed.has(b)), ...members.keys()];
  const out: Run[] = [];
  const bands = ruleBands(units, rules, aspect);
  const page = { minGutter, stacks: lineStacks(units, aspect), banded: bands.length > 1 };
  for (const band of bands) cut(band, page, out, 0);
  return out.map((run) => run.flatMap((b) => members.get(b) ?? [b]));
}
