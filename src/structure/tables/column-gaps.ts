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
function columnsOf(rows: readonly Row[], minGap: number): [number, number][] {
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

/**
 * Whether the row reads as a spanning header over `columns`: labels only (years allowed), and a
 * segment that crosses a gap or sits in one (a label centred over two columns).
 */
function spanningHeader(row: Row, columns: [number, number][]): boolean {
  if (row.segments.some((s) => isNumeric(s.text) && !/^(FY\s?)?(19|20)\d\d$/u.test(s.text))) return false;
  return row.segments.some((s) => {
    const hit = columns.filter((c) => c[1] > s.box[0] && c[0] < s.box[2]).length;
    return hit >= 2 || (hit === 0 && s.box[0] > columns[0]![1] && s.box[2] < columns[columns.length - 1]![0]);
  });
}

/**
 * Columns of a table region. When the top one or two rows hold a spanning header, the columns come
 * from the rows below it (the header would otherwise fill the gaps it spans).
 */
export function columnLayout(rows: readonly Row[], em: number): ColumnLayout {
  const minGap = 0.4 * em;
  const all: ColumnLayout = { columns: columnsOf(rows, minGap), spanningHeaderRows: 0 };
  for (let h = 1; h <= 2; h++) {
    const body = rows.slice(h);
    if (body.filter((r) => r.segments.length >= 2).length < 2) break;
    const columns = columnsOf(body, minGap);
    if (columns.length < 2 || columns.length === all.columns.length) continue;
    if (rows.slice(0, h).every((r) => spanningHeader(r, columns))) return { columns, spanningHeaderRows: h };
  }
  return all;
}

/**
 * Columns a box overlaps. A box inside a gap spans the two columns beside it when `centred` (a
 * header label set over both), else goes to the nearest column.
 */
export function columnRange(columns: readonly [number, number][], x0: number, x1: number, centred = false): [number, number] {
  let first = -1,
    last = -1;
  columns.forEach((c, j) => {
    if (c[1] > x0 && c[0] < x1) {
      if (first < 0) first = j;
      last = j;
    }
  });
  if (first >= 0) return [first, last];
  const after = columns.findIndex((c) => c[0] >= x1);
  if (centred && after > 0) return [after - 1, after];
  const mid = (x0 + x1) / 2;
  let nearest = 0,
    distance = Infinity;
  columns.forEach((c, j) => {
    const d = mid < c[0] ? c[0] - mid : mid > c[1] ? mid - c[1] : 0;
    if (d < distance) {
      distance = d;
      nearest = j;
    }
  });
  return [nearest, nearest];
}
