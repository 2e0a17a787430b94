// A row span in a ruled table: the rule under "Fruit" stops at the first column's edge, so the
// group label covers the two rows beside it.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, hRule, page, vRule } from './structure-tables-page.js';

describe('findTables: row span in a ruled table', () => {
  const lines = gridLines(
    [
      ['Group', 'Item', 'Colour'],
      ['', 'Apple', 'Red'],
      ['', 'Pear', 'Green'],
      ['Vegetable', 'Leek', 'White'],
    ],
    [76, 166, 256],
    105,
    20,
    { boldRows: [0] },
  );
  lines.push(...gridLines([['Fruit']], [76], 135, 20));
  const rules = [
    hRule(72, 340, 100),
    hRule(72, 340, 120),
    hRule(160, 340, 140),
    hRule(72, 340, 160),
    hRule(72, 340, 180),
    vRule(72, 100, 180),
    vRule(160, 100, 180),
    vRule(250, 100, 180),
    vRule(340, 100, 180),
  ];
  const found = findTables(page(lines, rules));

  it('finds the table with a two-row group cell', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([4, 3]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 1, 0)).toMatchObject({ text: 'Fruit', row_span: 2, column_span: 1 });
    expect(cellAt(t, 2, 0)).toBeUndefined();
    expect(cellAt(t, 2, 1)).toMatchObject({ text: 'Pear', row_span: 1 });
    expect(cellAt(t, 3, 0)).toMatchObject({ text: 'Vegetable' });
  });

  it('takes the bold top row as the column header', () => {
    const t = found.tables[0]!;
    expect(t.cells.filter((c) => c.kind === 'column_header').map((c) => c.text)).toEqual(['Group', 'Item', 'Colour']);
    expect(cellAt(t, 1, 1)!.kind).toBe('content');
  });
});
