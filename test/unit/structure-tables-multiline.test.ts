// A multi-line cell in an unruled table: the description wraps onto a line whose first column is
// empty, so that line continues the row above instead of starting a row.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, page } from './structure-tables-page.js';

describe('findTables: multi-line cell', () => {
  const rows = [
    ['Code', 'Description', 'Qty', 'Amount'],
    ['A-100', 'Steel bracket', '4', '18.20'],
    ['B-220', 'Hinge set with', '2', '31.00'],
    ['', 'mounting screws', '', ''],
    ['C-310', 'Rubber foot', '16', '6.40'],
    ['D-400', 'Cable tie pack', '1', '3.15'],
  ];
  const found = findTables(page(gridLines(rows, [72, 150, 330, 420], 100, 12, { align: ['l', 'l', 'r', 'r'] })));

  it('joins the wrapped line into its row as a second line of the cell', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 4]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 2, 1)!.text).toBe('Hinge set with\nmounting screws');
    expect(cellAt(t, 2, 0)!.text).toBe('B-220');
    expect(cellAt(t, 3, 0)!.text).toBe('C-310');
  });
});
