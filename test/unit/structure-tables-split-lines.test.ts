// A line that crosses cells (a MuPDF line merging a table row, wide gaps between the words) is
// replaced by one line per cell, left to right, each with only its cell's words.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { gridLines, page, textLine, wordsKept } from './structure-tables-page.js';

describe('findTables: splitting lines per cell', () => {
  const rows = [
    ['Region', 'Orders', 'Returns'],
    ['North', '4,210', '118'],
    ['South', '3,020', '97'],
    ['West', '2,870', '64'],
  ];
  const lines = [
    textLine('Summary', 72, 80, { bold: true, block: 0 }),
    ...gridLines(rows, [72, 250, 350], 100, 14, { align: ['l', 'r', 'r'], perRow: true, block: 1, confidence: 0.8 }),
  ];
  lines[2]!.line.words[1]!.confidence = 0.5;
  const input = page(lines);
  const found = findTables(input);

  it('replaces each row line by its cells in place, keeping order, style and block', () => {
    expect(found.tables).toHaveLength(1);
    expect(found.lines.map((l) => l.line.text)).toEqual(['Summary', ...rows.flat()]);
    expect(found.tableOf).toEqual([-1, ...rows.flat().map(() => 0)]);
    const north = found.lines[4]!;
    expect(north.line.words.map((w) => w.text)).toEqual(['North']);
    expect(north.line.block).toBe(1);
    expect(north.style).toEqual(lines[2]!.style);
    expect(found.lines[5]!.line.confidence).toBe(0.5);
    expect(found.lines[5]!.line.bbox).toEqual(lines[2]!.line.words[1]!.bbox);
    expect(wordsKept(input, found.lines)).toBe(true);
  });
});
