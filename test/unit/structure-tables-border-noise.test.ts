// A scanned ruled table whose vertical borders OCR read as one-character words ("l", ":", "1",
// "!") lying on the rule: not cell text. A cell's own "1", clear of its border, stays.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, hRule, lineOf, page, vRule, wordsKept } from './structure-tables-page.js';

describe('findTables: border glyphs on vertical rules', () => {
  const xs = [60, 100, 300, 380, 480];
  const ys = [100, 120, 140, 160, 180];
  const rules = [...ys.map((y) => hRule(xs[0]!, xs[4]!, y)), ...xs.map((x) => vRule(x, ys[0]!, ys[4]!))];
  const rows = [
    ['No.', 'Description', 'Qty', 'Amount'],
    ['1', 'Pallet racking', '7', '1,810.27'],
    ['2', 'Forklift service', '8', '2,295.76'],
    ['3', 'Shrink wrap', '11', '2,886.51'],
  ];
  // Noise glyphs centred on a rule (a glyph is 5 pt wide at 0.5 em): "l", ":", "1", "!".
  const noise: [string, number][][] = [
    [],
    [['l', xs[1]! - 2.5]],
    [
      [':', xs[0]! - 2.5],
      ['1', xs[2]! - 2.5],
    ],
    [['!', xs[4]! - 2.5]],
  ];
  const lines = rows.map((cells, r) =>
    lineOf(
      [...cells.map((t, c): [string, number] => [t, xs[c]! + 4]), ...noise[r]!].sort((a, b) => a[1] - b[1]),
      ys[r]! + 5,
    ),
  );
  const input = page(lines, rules, false);
  const found = findTables(input);

  it('keeps the glyphs out of the cells', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([4, 4]);
    expect(cellAt(t, 1, 0)!.text).toBe('1');
    expect(cellAt(t, 1, 1)!.text).toBe('Pallet racking');
    expect(cellAt(t, 2, 0)!.text).toBe('2');
    expect(cellAt(t, 2, 1)!.text).toBe('Forklift service');
    expect(cellAt(t, 2, 2)!.text).toBe('8');
    expect(cellAt(t, 3, 3)!.text).toBe('2,886.51');
  });

  it('keeps every word on the page, the glyphs with the table', () => {
    expect(wordsKept(input, found.lines)).toBe(true);
    const glyphLines = found.lines.map((l, i) => ({ l, t: found.tableOf[i] })).filter(({ l }) => /^[l:1!]( [l:1!])*$/.test(l.line.text));
    // The cell "1", and one line per row of glyphs (in no cell, a row's glyphs stay together).
    expect(glyphLines.map(({ l }) => l.line.text).sort()).toEqual(['!', '1', ': 1', 'l']);
    expect(glyphLines.every(({ t }) => t === 0)).toBe(true);
  });
});
