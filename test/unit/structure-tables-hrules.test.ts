// A financial table drawn with horizontal rules only (above the header, under it, at the bottom):
// columns from the whitespace between the labels and the right-aligned amounts.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, hRule, page, prose, wordsKept } from './structure-tables-page.js';

describe('findTables: horizontal rules only, numeric columns', () => {
  const body = [
    ['', '2025', '2024'],
    ['Revenue', '12,480', '11,902'],
    ['Cost of sales', '(7,215)', '(6,980)'],
    ['Gross profit', '5,265', '4,922'],
    ['Operating expenses', '(3,110)', '(2,975)'],
    ['Operating profit', '2,155', '1,947'],
  ];
  const lines = [...prose(72, 60, 3), ...gridLines(body, [72, 400, 500], 110, 16, { align: ['l', 'r', 'r'] }), ...prose(72, 230, 2)];
  const rules = [hRule(72, 510, 106), hRule(72, 510, 124), hRule(72, 510, 204)];
  const input = page(lines, rules);
  const found = findTables(input);

  it('finds one 6 × 3 table between the rules', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([6, 3]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 2, 0)!.text).toBe('Cost of sales');
    expect(cellAt(t, 2, 1)!.text).toBe('(7,215)');
    expect(cellAt(t, 0, 0)!.text).toBe('');
  });

  it('takes the rows above the rule under the header as column headers, labels as row headers', () => {
    const t = found.tables[0]!;
    expect(cellAt(t, 0, 1)).toMatchObject({ text: '2025', kind: 'column_header' });
    expect(cellAt(t, 1, 0)).toMatchObject({ text: 'Revenue', kind: 'row_header' });
    expect(cellAt(t, 1, 2)).toMatchObject({ text: '11,902', kind: 'content' });
  });

  it('keeps the prose around it out of the table', () => {
    expect(found.tableOf.filter((t) => t === 0)).toHaveLength(17);
    expect(found.tableOf.filter((t) => t === -1)).toHaveLength(5);
    expect(wordsKept(input, found.lines)).toBe(true);
  });
});
