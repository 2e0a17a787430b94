// A table's cells laid on its rows × columns grid: what the pipe-table and CSV writers need, where
// a spanned cell's text stands in its first (top-left) slot and the slots it also covers are empty.
import type { Table } from '../model.js';

/** The grid of texts, `rows` arrays of `columns` strings; slots no cell starts in are "". */
export function textGrid(table: Table): string[][] {
  const grid = Array.from({ length: table.rows }, () => new Array<string>(table.columns).fill(''));
  for (const cell of table.cells) {
    const row = grid[cell.row];
    if (row !== undefined && cell.column < table.columns) row[cell.column] = cell.text;
  }
  return grid;
}

/** True when some cell covers more than one slot: such a table needs HTML to be written faithfully. */
export function hasSpans(table: Table): boolean {
  return table.cells.some((c) => c.row_span > 1 || c.column_span > 1);
}
