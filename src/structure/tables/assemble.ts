// Rows of a whitespace table (unruled, or bounded by horizontal rules only) into a TableDraft:
// each segment goes to the column(s) it overlaps, a segment over several columns spans them, and
// a text row that only continues the row above (a wrapped cell) joins that row.
import { columnRange, type ColumnLayout } from './column-gaps.js';
import { emptySlots, type SlotRect, type TableDraft } from './draft.js';
import { centredSpans } from './header-spans.js';
import type { PtBox, Row, Segment } from './items.js';
import { bandsBetweenRules, rowPitchSplit } from './row-bands.js';
import { isNumeric, startsLowercase } from './text-kinds.js';

/** One text row laid over the columns: the segments of each column, and spans found. */
interface Placed {
  row: Row;
  cells: Segment[][];
  spans: [number, number][];
}

function place(row: Row, columns: ColumnLayout['columns'], header: boolean): Placed {
  const cells: Segment[][] = columns.map(() => []);
  const ranges = row.segments.map((s) => columnRange(columns, s.box[0], s.box[2], header));
  const spans: [number, number][] = [];
  row.segments.forEach((s, k) => {
    let [a, b] = ranges[k]!;
    // A span is only real when no other segment of the row claims one of its columns.
    const clash = ranges.some((r, m) => m !== k && r[0] <= b && r[1] >= a);
    if (a !== b && clash) {
      const mid = (s.box[0] + s.box[2]) / 2;
      a = b = columnRange(columns, mid, mid)[0];
    }
    cells[a]!.push(s);
    if (b > a) spans.push([a, b]);
  });
  // Labels set off their columns (a header right-aligned over left-aligned numbers) can land two
  // in one column; one segment per column in order is then the only reading.
  if (row.segments.length === columns.length && cells.some((c) => c.length > 1)) {
    return { row, cells: row.segments.map((s) => [s]), spans: [] };
  }
  return { row, cells, spans };
}

const filled = (p: Placed): number => p.cells.filter((c) => c.length > 0).length;
const textOf = (segs: Segment[]): string => segs.map((s) => s.text).join(' ');

const centre = (p: Placed): number => (p.row.box[1] + p.row.box[3]) / 2;

/**
 * Where the line pitch inside a cell ends and the pitch between rows begins, when the table shows
 * both (cell padding sets rows further apart than a wrapped cell's lines); null when spacing is
 * even (row-bands.ts).
 */
function pitchSplit(placed: readonly Placed[], em: number): number | null {
  return rowPitchSplit(placed.map(centre), em);
}

/** Whether `next` is a continuation of `prev` (its wrapped cells), not a row of its own. */
function continues(prev: Placed, next: Placed, em: number, split: number | null): boolean {
  const gap = next.row.box[1] - prev.row.box[3];
  if (gap > 0.8 * em) return false;
  const nextFirst = textOf(next.cells[0]!);
  if (split !== null) {
    // Spacing tells: closer than rows are set means the same row, unless it is a full row itself.
    if (centre(next) - centre(prev) >= split) return false;
    return nextFirst === '' || filled(next) < filled(prev);
  }
  const nextTexts = next.cells.map(textOf).filter((t) => t !== '');
  const prevFirst = textOf(prev.cells[0]!);
  if (nextFirst === '') {
    // First column empty under a labelled row: wrapped cells, unless it is a row of amounts
    // (a subtotal) or a row repeating the columns under a group label.
    if (prevFirst === '' || nextTexts.every(isNumeric)) return false;
    return filled(next) < filled(prev) - 1 || nextTexts.every(startsLowercase);
  }
  if (!startsLowercase(nextFirst) || prevFirst === '') return false;
  // A wrapped first-column label: the label's tail on its own line, or the label's head alone
  // on the line above the row's values.
  return filled(next) === 1 || filled(prev) === 1;
}

/** `slope`: a scan's skew, for placing rows between `rules` (row-bands.ts). */
export function assemble(
  rows: readonly Row[],
  layout: ColumnLayout,
  em: number,
  rules: PtBox[],
  headerRows: number,
  slope = 0,
): TableDraft {
  const { columns } = layout;
  const placed = rows.map((r, i) => place(r, columns, i < layout.spanningHeaderRows));
  const split = pitchSplit(placed.slice(layout.spanningHeaderRows), em);
  const { band, ruledRows } = bandsBetweenRules(rows, rules, slope);
  const groups: Placed[][] = [];
  placed.forEach((p, i) => {
    const last = groups[groups.length - 1];
    const inHeader = i < layout.spanningHeaderRows;
    // A rule between two text rows always parts them; a rule under every row joins what lies between.
    const sameBand = i > 0 && band[i] === band[i - 1];
    const joins = ruledRows
      ? sameBand
      : sameBand &&
        p.spans.length === 0 &&
        last![last!.length - 1]!.spans.length === 0 &&
        continues(last![last!.length - 1]!, p, em, split);
    if (last && !inHeader && i > layout.spanningHeaderRows && joins) last.push(p);
    else groups.push([p]);
  });
  const slots = emptySlots(groups.length, columns.length);
  const merges: SlotRect[] = [];
  const rowBands: [number, number][] = groups.map((g, r) => {
    for (const p of g) {
      p.cells.forEach((segs, j) => {
        for (const s of segs) slots[r]![j]!.push(...s.words);
      });
      for (const [a, b] of p.spans) merges.push([r, a, r, b]);
    }
    return [Math.min(...g.map((p) => p.row.box[1])), Math.max(...g.map((p) => p.row.box[3]))];
  });
  const colBands = columns.map((c, j): [number, number] => [
    j === 0 ? c[0] : (columns[j - 1]![1] + c[0]) / 2,
    j === columns.length - 1 ? c[1] : (c[1] + columns[j + 1]![0]) / 2,
  ]);
  merges.push(...centredSpans(slots, columns, colBands, merges, em));
  // A two-level header: the first column's label over an empty slot beside the sub-headers.
  const subHeader = slots[1]?.every((ws) => ws.every((w) => !isNumeric(w.text) || /^(19|20)\d\d$/u.test(w.text)));
  if (groups.length > 3 && merges.some((m) => m[0] === 0 && m[3] > m[1]) && subHeader) {
    if (slots[0]![0]!.length > 0 && slots[1]![0]!.length === 0 && slots[1]!.some((ws) => ws.length > 0)) merges.push([0, 0, 1, 0]);
  }
  return { rowBands, colBands, slots, merges, headerRows, rules };
}
