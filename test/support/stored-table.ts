// Gives a completed document's first page a known table, stored as the page worker stores a
// page's structure (structure-codec.ts), so the table operations answer 200 whatever the
// structure builders find on the page.
import type { Db } from '../../src/store/database.js';
import type { DraftParagraph, Table } from '../../src/structure/model.js';
import { documentStyle } from '../../src/structure/document-style.js';
import { encodeStructure } from '../../src/structure/structure-codec.js';
import { tableCell } from './table-cells.js';

const cell = (row: number, column: number, text: string) =>
  tableCell(row, column, text, { bbox: [0.1 + column * 0.4, 0.5 + row * 0.1, 0.5 + column * 0.4, 0.6 + row * 0.1] });

const table: Table = {
  bbox: [0.1, 0.5, 0.9, 0.7],
  rows: 2,
  columns: 2,
  cells: [cell(0, 0, 'Region'), cell(0, 1, 'Shipments'), cell(1, 0, 'North'), cell(1, 1, '4,210')],
};
const paragraphs: DraftParagraph[] = [
  { role: 'title', text: 'Quarterly freight volumes', bbox: [0.1, 0.1, 0.9, 0.15], style: { size: 24, bold: true }, lines: [] },
  { role: 'table', table: 0, bbox: table.bbox, style: { size: 10, bold: false }, lines: [] },
];

/** Stores one table on page 1 of document `id` (completed), and the document's style from it. */
export async function withStoredTable(db: Db, id: string): Promise<void> {
  await db
    .updateTable('document_pages')
    .set({ structure: encodeStructure({ paragraphs, tables: [table] }) })
    .where('document_id', '=', id)
    .where('page', '=', 1)
    .execute();
  const style = documentStyle([paragraphs]);
  await db
    .updateTable('documents')
    .set({ structure_style: JSON.stringify(style) })
    .where('id', '=', id)
    .execute();
}
