// A page's tables drawn over its image: an outline per table and a rectangle per cell, placed like
// the word boxes (SVG attributes in percent of the image's box: no style attribute, no script), so
// they show with JavaScript off. Header cells are told apart by class; every rectangle's tooltip
// names its table as the downloads do ("Table 2"), with the cell's row, column and text.
import { html, type Html } from './html.js';
import type { Bbox } from '../layout/page-layout.js';
import type { Table, TableCell } from '../structure/model.js';

/** A table with its number in the document (1-based, page order): the number its CSV is under. */
export interface NumberedTable {
  index: number;
  table: Table;
}

const pct = (fraction: number): string => `${Math.round(fraction * 1_000_000) / 10_000}%`;

function rect(cls: string, [left, top, right, bottom]: Bbox, title: string, testId?: string): Html {
  return html`<rect class="${cls}" x="${pct(left)}" y="${pct(top)}" width="${pct(right - left)}" height="${pct(bottom - top)}"${testId ? html` data-testid="${testId}"` : ''}><title>${title}</title></rect>`;
}

function cellTitle(index: number, cell: TableCell): string {
  const spans = [cell.row_span > 1 ? `${cell.row_span} rows` : '', cell.column_span > 1 ? `${cell.column_span} columns` : ''].filter(
    Boolean,
  );
  const where = `Table ${index}, row ${cell.row + 1}, column ${cell.column + 1}${spans.length ? ` (spans ${spans.join(', ')})` : ''}`;
  const kind = cell.kind === 'content' ? '' : cell.kind === 'column_header' ? ', column header' : ', row header';
  return `${where}${kind}: ${cell.text === '' ? '(empty)' : cell.text}`;
}

function tableGroup({ index, table }: NumberedTable): Html {
  const cells = table.cells.map((cell) =>
    rect(cell.kind === 'content' ? 'cell' : 'cell header', cell.bbox, cellTitle(index, cell), 'table-cell'),
  );
  // Cells first and the outline last would hide the cells' tooltips: the outline goes under them.
  return html`<g class="table" data-table="${index}">${rect('table-outline', table.bbox, `Table ${index}: ${table.rows} row(s) × ${table.columns} column(s)`)}${cells}</g>`;
}

/** The SVG for a page's tables; nothing when the page has none. */
export function tableBoxes(page: number, tables: NumberedTable[]): Html {
  if (tables.length === 0) return html``;
  const cells = tables.reduce((n, t) => n + t.table.cells.length, 0);
  return html`<svg class="table-boxes" role="img" aria-label="${tables.length} table(s) of page ${page}, ${cells} cells" data-testid="table-boxes">${tables.map(tableGroup)}</svg>`;
}

/** The figure caption's words for the tables: "Table 1 (5 × 3 cells)". */
export function tablesNote(tables: NumberedTable[]): Html {
  if (tables.length === 0) return html``;
  return html` <span class="table-note">${tables.map((t, i) => html`${i > 0 ? ', ' : ''}Table ${t.index} (${t.table.rows} × ${t.table.columns})`)}</span>.`;
}
