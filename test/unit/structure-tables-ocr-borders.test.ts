// OCR reads a ruled table's vertical borders as "|" words: they cut cells apart but are no cell's
// text; they stay with the table as lines of their own.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, lineOf, page, wordsKept } from './structure-tables-page.js';

describe('findTables: borders read as "|"', () => {
  const rows = [
    ['No.', 'Description', 'Qty', 'Amount'],
    ['1', 'Pallet racking', '7', '1,810.27'],
    ['2', 'Forklift service', '8', '2,295.76'],
    ['3', 'Shrink wrap', '11', '2,886.51'],
    ['4', 'Delivery to site', '6', '2,437.80'],
  ];
  const xs = [76, 96, 260, 320];
  const lines = rows.map((cells, r) =>
    lineOf(
      cells.flatMap((t, c): [string, number][] => [
        [t, xs[c]!],
        ['|', (xs[c + 1] ?? 420) - 6],
      ]),
      100 + r * 16,
    ),
  );
  const input = page(lines, [], false);
  const found = findTables(input);

  it('finds the table with clean cell texts', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 4]);
    expect(cellAt(t, 0, 0)!.text).toBe('No.');
    expect(cellAt(t, 0, 1)!.text).toBe('Description');
    expect(cellAt(t, 2, 1)!.text).toBe('Forklift service');
    expect(t.cells.some((c) => c.text.includes('|'))).toBe(false);
  });

  it('keeps the "|" words in the table, in lines of their own', () => {
    const bars = found.lines.map((l, i) => ({ l, t: found.tableOf[i] })).filter(({ l }) => l.line.text.includes('|'));
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every(({ l, t }) => t === 0 && /^[| ]+$/.test(l.line.text))).toBe(true);
    expect(wordsKept(input, found.lines)).toBe(true);
  });
});
