// One table cell for structure tests, a header in row 0; `extra` sets spans, kind or box.
import type { TableCell } from '../../src/structure/model.js';

export const tableCell = (row: number, column: number, text: string, extra: Partial<TableCell> = {}): TableCell => ({
  row,
  column,
  row_span: 1,
  column_span: 1,
  kind: row === 0 ? 'column_header' : 'content',
  text,
  bbox: [0.1, 0.1, 0.9, 0.2],
  ...extra,
});
