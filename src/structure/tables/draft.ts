// A table before it becomes API cells: row and column bands in points, the words of each slot, and
// the slots to merge (spans). Every finder (ruled grid, rules-only, unruled) produces one, so that
// spans, kinds, text and boxes are decided in one place (finish-table.ts).
import type { PtBox, Word } from './items.js';

/** [firstRow, firstColumn, lastRow, lastColumn], inclusive. */
export type SlotRect = [number, number, number, number];

export interface TableDraft {
  /** [top, bottom] of each row, top to bottom (points). */
  rowBands: [number, number][];
  /** [left, right] of each column, left to right (points). */
  colBands: [number, number][];
  /** slots[r][c]: the words in that slot. */
  slots: Word[][][];
  /** Slots to join into one cell; overlapping rectangles are joined together. */
  merges: SlotRect[];
  /** Rows known to be column headers (from a rule under the header); -1: decide from the text. */
  headerRows: number;
  /** Rules that belong to the table, for its box. */
  rules: PtBox[];
}

export function emptySlots(rows: number, cols: number): Word[][][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => [] as Word[]));
}

/**
 * Resolves merge rectangles into disjoint cell rectangles covering the grid exactly once: joined
 * slots are unioned, and a union that is not a rectangle grows to its bounding rectangle (taking
 * in whatever it overlaps) until every cell is a rectangle.
 */
export function cellRects(rows: number, cols: number, merges: readonly SlotRect[]): SlotRect[] {
  const parent = Array.from({ length: rows * cols }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const join = (a: number, b: number): boolean => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    parent[Math.max(ra, rb)] = Math.min(ra, rb);
    return true;
  };
  const fill = (r: SlotRect): boolean => {
    let changed = false;
    for (let i = r[0]; i <= r[2]; i++) for (let j = r[1]; j <= r[3]; j++) changed = join(r[0] * cols + r[1], i * cols + j) || changed;
    return changed;
  };
  for (const m of merges) fill(m);
  for (;;) {
    const bounds = new Map<number, SlotRect>();
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++) {
        const root = find(i * cols + j);
        const b = bounds.get(root);
        if (!b) bounds.set(root, [i, j, i, j]);
        else bounds.set(root, [Math.min(b[0], i), Math.min(b[1], j), Math.max(b[2], i), Math.max(b[3], j)]);
      }
    let changed = false;
    for (const b of bounds.values()) changed = fill(b) || changed;
    if (!changed) {
      return [...bounds.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    }
  }
}
