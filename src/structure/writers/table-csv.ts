// A table as CSV (API.md "GET /v1/documents/{id}/tables/{k}", ?format=csv): RFC 4180 with CRLF
// line ends, one record per table row, a spanned cell's text in its first slot and the slots it
// also covers empty, so every record has `columns` fields and the grid reads back as it stands.
import type { Table } from '../model.js';
import { textGrid } from './table-grid.js';

/** A field quoted (inner quotes doubled) only when it holds a comma, a quote, CR or LF. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV text, every record ended by CRLF. Without the UTF-8 byte order mark: that belongs to the
 * file as served (the handler adds it so spreadsheets read every script), not to the CSV itself.
 */
export function tableCsv(table: Table): string {
  return textGrid(table)
    .map((row) => `${row.map(field).join(',')}\r\n`)
    .join('');
}
