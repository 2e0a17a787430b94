// Columns from whitespace: a column gap is an x-interval that no segment of the region's rows
// crosses. Justified prose never leaves one across many rows (its word spaces wander), while a
// table's columns leave the same gap in every row. A spanning header ("Shipments" over
// "2025 | 2026") crosses a gap, so the top one or two rows may be left out when finding gaps:
// they become header rows whose cells span the columns under them.
import type { Row } from './items.js';
import { isNumeric } from './text-kinds.js';

export interface ColumnLayout {
  /** [left, right] of each column's content, left to right (points). */
  columns: [number, number][];
  /** Leading rows left out when finding the gaps (spanning headers). */
  spanningHeaderRows: number;
}

/** Columns of `rows`: maximal x-intervals of content between gaps at least `minGap` wide. */
export function columnsOf(rows: readonly Row[], minGap: number): [number, number][] {
  const spans: [number, number][] = [];
  for (const row of rows) {
    // A lone segment cannot show where columns are; it may be a label over the whole table.
    if (row.segments.length < 2) continue;
    for (const s of row.segments) spans.push([s.box[0], s.box[2]]);
  }
  if (spans.length === 0) return [];
  spans.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  let [start, end] = spans[0]!;
  for (const [s, e] of spans) {
    if (s - end >= minGap) {
      out.push([start, end]);
      start = s;
    }
    end = Math.max(end, e);
  }
  out.push([start, end]);
  return out;
}

/** Whether every segment of the row sits inside one column or covers whole columns. */
function headerLike(row: Row, columns: [number, number][]): boolean {
  if (row.segments.some((s) => isNumeric(s.text) && !/^(19|20)\d\d$/u.test(s.text))) return false;
  let crosses = false;
  for (const s of row.segments) {
    const hit = columns.filter((c) => c[1] > s.box[0] && c[0] < s.box[2]).length;
    if (hit >= 2) crosses = true;
  }
  return crosses || row.segments.length === 1;
}

/** Columns of a table region, leaving out up to two spanning header rows when that finds more. */
export function columnLayout(rows: readonly Row[], em: number): ColumnLayout {
  const minGap = 0.4 * em;
  let best: ColumnLayout = { columns: columnsOf(rows, minGap), spanningHeaderRows: 0 };
  for (let h = 1; h <= 2; h++) {
    const body = rows.slice(h);
    if (body.filter((r) => r.segments.length >= 2).length < 2) break;
    const columns = columnsOf(body, minGap);
    if (columns.length <= best.columns.length) continue;
    if (!rows.slice(0, h).every((r) => headerLike(r, columns))) continue;
    best = { columns, spanningHeaderRows: h };
  }
  return best;
}

/** Columns a box overlaps; a box in a gap goes to the nearest column. */
export function columnRange(columns: readonly [number, number][], x0: number, x1: number): [number, number] {
  let first = -1, last = -1;
  columns.forEach((c, j) => {
    if (c[1] > x0 && c[0] < x1) { if (first < 0) first = j; last = j; }
  });
  if (first >= 0) return [first, last];
  const mid = (x0 + x1) / 2;
  let nearest = 0, distance = Infinity;
  columns.forEach((c, j) => {
    const d = mid < c[0] ? c[0] - mid : mid > c[1] ? mid - c[1] : 0;
    if (d < distance) { distance = d; nearest = j; }
  });
  return [nearest, nearest];
}
