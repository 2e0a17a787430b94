// Stacks: lines set one under another at a line's spacing with a shared left edge (an address,
// a title that wraps, a boxed set of document details). Where the page has no clean gutter, a
// stack beside another is read whole before it, as Tesseract reads its blocks, rather than line
// by line across the two (a lab report's two-line title beside its two-line document name).
// Lines that share a row with another line (labels and values) are in no stack: a form reads across.
import type { Bbox } from '../../layout/page-layout.js';
import { bboxOf } from '../geometry.js';

/** What stacks are told apart from: the reading order's blocks (lines and tables). */
interface Block {
  kind: 'line' | 'table' | 'box';
  bbox: Bbox;
  /** A drawn box's first line (ruled-boxes.ts). */
  lead?: Bbox;
}

/** Left edges this close, in line heights, are one edge. */
const EDGE_TOLERANCE = 0.6;
/** A gap under this many line heights (the smaller line's) keeps lines in one stack. */
const MAX_GAP = 1.2;
/** Two lines share a row when top and bottom differ by less than this share of the smaller's height. */
const ROW_TOLERANCE = 0.25;
/** Lines beside each other whose centres are this close (share of the smaller height) pair up. */
const PAIR_TOLERANCE = 0.35;

const height = (b: Block): number => b.bbox[3] - b.bbox[1];

/** Two lines' centres lie on one row (within PAIR_TOLERANCE of the smaller height). */
export const onOneRow = (a: { bbox: Bbox }, b: { bbox: Bbox }): boolean =>
  Math.abs(a.bbox[1] + a.bbox[3] - b.bbox[1] - b.bbox[3]) / 2 < PAIR_TOLERANCE * Math.min(a.bbox[3] - a.bbox[1], b.bbox[3] - b.bbox[1]);

/**
 * Each line block's stack number (blocks keyed by identity); tables and lone lines get none.
 * `aspect`: page height over width, to compare x against line heights.
 */
export function lineStacks<B extends Block>(blocks: readonly B[], aspect: number): Map<B, number> {
  const all = blocks.filter((b) => b.kind === 'line');
  // A line on one row with another (a label and its value, a header and its page number) reads
  // across that row, in no stack.
  const lines = all.filter((b) => !all.some((o) => o !== b && sameRow(b, o))).sort((a, b) => a.bbox[1] - b.bbox[1]);
  const above = new Map<B, B>();
  for (const [i, b] of lines.entries()) {
    // The nearest line above that shares some of b's width: the one b would continue.
    let best: B | undefined;
    for (let j = 0; j < i; j++) {
      const a = lines[j]!;
      if (a.bbox[0] >= b.bbox[2] || a.bbox[2] <= b.bbox[0] || a.bbox[3] > b.bbox[1] + 0.2 * height(b)) continue;
      if (!best || a.bbox[3] > best.bbox[3]) best = a;
    }
    if (best && continues(best, b, aspect)) above.set(b, best);
  }
  const stackOf = new Map<B, number>();
  let next = 0;
  for (const b of lines) {
    const a = above.get(b);
    if (a === undefined) continue;
    if (!stackOf.has(a)) stackOf.set(a, next++);
    stackOf.set(b, stackOf.get(a)!);
  }
  return withoutPairs(stackOf, all);
}

function continues(a: Block, b: Block, aspect: number): boolean {
  const h = Math.min(height(a), height(b));
  const gap = b.bbox[1] - a.bbox[3];
  return gap < MAX_GAP * h && Math.abs(a.bbox[0] - b.bbox[0]) < EDGE_TOLERANCE * h * aspect;
}

const sameRow = (a: Block, b: Block): boolean => {
  const tolerance = ROW_TOLERANCE * Math.min(height(a), height(b));
  return Math.abs(a.bbox[1] - b.bbox[1]) < tolerance && Math.abs(a.bbox[3] - b.bbox[3]) < tolerance;
};

/**
 * A stack whose lines mostly pair with lines beside it is a column of a grid that Tesseract split
 * (a photographed receipt's prices beside their items, rows tilted apart): read across, by rows.
 */
function withoutPairs<B extends Block>(stackOf: Map<B, number>, lines: readonly B[]): Map<B, number> {
  const pairs = (b: B, o: B): boolean => (o.bbox[0] >= b.bbox[2] || o.bbox[2] <= b.bbox[0]) && onOneRow(b, o);
  const members = new Map<number, B[]>();
  for (const [b, s] of stackOf) members.set(s, [...(members.get(s) ?? []), b]);
  const grids = [...members.values()].filter((own) => {
    const paired = own.filter((b) => lines.some((o) => stackOf.get(o) !== stackOf.get(b) && pairs(b, o)));
    return 2 * paired.length >= own.length;
  });
  for (const b of grids.flat()) stackOf.delete(b);
  return stackOf;
}

/** Top to bottom; boxes on one row (overlapping by half their height) left to right. */
export function byRows<B extends Block>(blocks: readonly B[]): B[] {
  return [...blocks].sort((a, b) => {
    const overlap = Math.min(a.bbox[3], b.bbox[3]) - Math.max(a.bbox[1], b.bbox[1]);
    const shorter = Math.min(height(a), height(b));
    if (shorter > 0 && overlap > 0.5 * shorter) return a.bbox[0] - b.bbox[0];
    return a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0];
  });
}

/** By rows, each stack (of those among `blocks`) read whole where its first line falls. */
export function byStacks<B extends Block>(blocks: readonly B[], stackOf: ReadonlyMap<B, number>): B[] {
  const units = new Map<number | B, B[]>();
  for (const b of blocks) {
    const key = stackOf.get(b) ?? b;
    units.set(key, [...(units.get(key) ?? []), b]);
  }
  const boxed = [...units.values()].map((own) => ({ kind: own[0]!.kind, bbox: bboxOf(own.map((b) => b.bbox)), own }));
  return byRows(boxed).flatMap((u) => byRows(u.own));
}

/**
 * Whether a block reads before a block `w` that cuts the page across: a line when its centre is
 * above w's; a stack or a drawn box as its first line does, already when that line starts beside w
 * (a boxed set of details beside a title stays whole, after the title).
 */
export function aboveCut<B extends Block>(
  blocks: readonly B[],
  stackOf: ReadonlyMap<B, number>,
  cutters: ReadonlySet<B>,
): (b: B, w: B) => boolean {
  const first = new Map<number, B>();
  for (const b of byRows(blocks)) {
    const s = stackOf.get(b);
    if (s !== undefined && !cutters.has(b) && !first.has(s)) first.set(s, b);
  }
  return (b, w) => {
    const lead = b.lead ?? first.get(stackOf.get(b) ?? -1)?.bbox;
    if (lead) return (lead[1] + lead[3]) / 2 < w.bbox[3];
    return b.bbox[1] + b.bbox[3] < w.bbox[1] + w.bbox[3];
  };
}
