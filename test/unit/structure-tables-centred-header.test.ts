// A short header label centred over three columns ("Plan" over "Q1 | Q2 | Q3") crosses no column
// gap, yet spans the columns under it because the sub-header row below has a label per column.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, hRule, page, textWidth } from './structure-tables-page.js';

describe('findTables: label centred over several columns', () => {
  const xs = [72, 250, 310, 370, 450, 510, 570];
  const body = [
    ['', 'Q1', 'Q2', 'Q3', 'Q1', 'Q2', 'Q3'],
    ['Road safety', '669', '827', '123', '717', '409', '777'],
    ['Clean water', '858', '553', '665', '582', '859', '538'],
    ['School meals', '635', '499', '859', '696', '255', '569'],
  ];
  const align = ['l', 'r', 'r', 'r', 'r', 'r', 'r'] as ('l' | 'r')[];
  // Centred over the three right-aligned columns' extents.
  const over = (a: number, b: number, text: string): number => (xs[a]! - 15 + xs[b]!) / 2 - textWidth(text) / 2;
  const lines = [
    ...gridLines([['Programme', 'Plan', 'Actual']], [72, over(1, 3, 'Plan'), over(4, 6, 'Actual')], 100, 0),
    ...gridLines(body, xs, 114, 14, { align }),
  ];
  const found = findTables(page(lines, [hRule(72, 575, 96), hRule(72, 575, 128), hRule(72, 575, 172)]));

  it('spans "Plan" and "Actual" over three columns each', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 7]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 0, 1)).toMatchObject({ text: 'Plan', column_span: 3 });
    expect(cellAt(t, 0, 4)).toMatchObject({ text: 'Actual', column_span: 3 });
    expect(cellAt(t, 0, 0)).toMatchObject({ text: 'Programme', row_span: 2 });
    expect(cellAt(t, 2, 0)).toMatchObject({ text: 'Road safety', kind: 'row_header' });
  });
});
