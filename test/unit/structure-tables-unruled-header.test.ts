// An unruled table with a two-level header: "Shipments" is centred over the two year columns, in
// the whitespace between them, so the columns come from the rows below and it spans both.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, lineOf, page } from './structure-tables-page.js';

describe('findTables: unruled two-level header', () => {
  const body = [
    ['', '2025', '2026'],
    ['North', '4,210', '4,480'],
    ['South', '3,020', '3,310'],
    ['East', '1,200', '1,350'],
    ['West', '980', '1,015'],
  ];
  const lines = [
    lineOf(
      [
        ['Region', 72],
        ['Shipments', 315],
      ],
      100,
    ),
    ...gridLines(body, [72, 300, 400], 114, 14, { align: ['l', 'r', 'r'] }),
  ];
  const found = findTables(page(lines));

  it('spans the top label over the columns under it', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([6, 3]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 0, 1)).toMatchObject({ text: 'Shipments', column_span: 2, kind: 'column_header' });
    expect(cellAt(t, 0, 0)).toMatchObject({ text: 'Region', row_span: 2, kind: 'column_header' });
    expect(cellAt(t, 1, 2)).toMatchObject({ text: '2026', kind: 'column_header' });
    expect(cellAt(t, 2, 0)).toMatchObject({ text: 'North', kind: 'row_header' });
    expect(cellAt(t, 5, 2)).toMatchObject({ text: '1,015', kind: 'content' });
  });
});
