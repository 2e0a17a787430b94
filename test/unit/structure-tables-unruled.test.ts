// An unruled table read by OCR: one engine line per table row, columns only from whitespace.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, page, prose, textLine, wordsKept } from './structure-tables-page.js';

describe('findTables: unruled table', () => {
  const rows = [
    ['Item', 'Qty', 'Unit price', 'Total'],
    ['Pallet wrap', '12', '4.50', '54.00'],
    ['Corner boards', '40', '0.80', '32.00'],
    ['Strapping kit', '3', '19.90', '59.70'],
    ['Labels', '500', '0.02', '10.00'],
  ];
  const lines = [
    ...prose(72, 60, 3),
    textLine('Table 2. Packing materials ordered', 72, 110, { bold: true }),
    ...gridLines(rows, [72, 260, 380, 480], 130, 14, { align: ['l', 'r', 'r', 'r'], perRow: true }),
    ...prose(72, 215, 2),
  ];
  const input = page(lines, [], false);
  const found = findTables(input);

  it('finds one 5 × 4 table', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 4]);
    expect(coversGridOnce(t)).toBe(true);
    expect(t.cells.map((c) => c.text)).toEqual(rows.flat());
  });

  it('gives the header row and the label column their kinds', () => {
    const t = found.tables[0]!;
    expect(cellAt(t, 0, 2)).toMatchObject({ text: 'Unit price', kind: 'column_header' });
    expect(cellAt(t, 3, 0)).toMatchObject({ text: 'Strapping kit', kind: 'row_header' });
    expect(cellAt(t, 3, 3)).toMatchObject({ text: '59.70', kind: 'content' });
  });

  it('leaves the caption and prose outside and keeps every word', () => {
    const caption = found.lines.findIndex((l) => l.line.text.startsWith('Table 2.'));
    expect(found.tableOf[caption]).toBe(-1);
    expect(found.tableOf.filter((t) => t === 0)).toHaveLength(20);
    expect(wordsKept(input, found.lines)).toBe(true);
  });
});
