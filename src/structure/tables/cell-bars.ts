// A bar read inside a table is a drawn border ("|" for a cell's edge) unless it stands in the
// middle of a cell: timetables print "|" where a trip passes a stop without halting (s-timetable-cs
// lost every one of them as a border). A border lies on a column's edge or in the gap between
// columns; a printed bar lies well inside its column, centred where the other rows' text is (a
// speck read as "|" in an empty cell of a statement's right-aligned figures is not).
import type { TableDraft } from './draft.js';
import { median, type Word } from './items.js';

/** A printed bar's middle is at least this share of its column's width away from either edge, */
const INSIDE = 0.25;
/** and no further than this share of the column's typical cell width from the cells' middle. */
const CENTRED = 0.25;

const inside = (at: number, [from, to]: readonly [number, number], margin: number): boolean =>
  at >= from + margin * (to - from) && at <= to - margin * (to - from);

/** Whether `x` is where column `col`'s other cells have their middle. */
function centredInColumn(draft: TableDraft, col: number, x: number): boolean {
  const cells = draft.slots.map((row) => row[col]!).filter((ws) => ws.length > 0);
  if (cells.length < 2) return false;
  const lefts = cells.map((ws) => Math.min(...ws.map((w) => w.box[0])));
  const rights = cells.map((ws) => Math.max(...ws.map((w) => w.box[2])));
  const middle = median(cells.map((_, i) => (lefts[i]! + rights[i]!) / 2));
  return Math.abs(x - middle) <= CENTRED * median(cells.map((_, i) => rights[i]! - lefts[i]!));
}

/**
 * Puts each bar of `rulers` that stands alone inside an empty slot into that slot (its text);
 * returns the bars left over, the table's borders.
 */
export function barsInCells(draft: TableDraft, rulers: readonly Word[]): Word[] {
  const borders: Word[] = [];
  for (const bar of rulers) {
    const x = (bar.box[0] + bar.box[2]) / 2;
    const y = (bar.box[1] + bar.box[3]) / 2;
    const col = draft.colBands.findIndex((band) => inside(x, band, INSIDE));
    const row = draft.rowBands.findIndex((band) => inside(y, band, 0));
    const slot = row >= 0 && col >= 0 ? draft.slots[row]![col]! : null;
    if (slot && slot.length === 0 && centredInColumn(draft, col, x)) slot.push(bar);
    else borders.push(bar);
  }
  return borders;
}
