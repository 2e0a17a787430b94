// A timetable prints "|" where a fast trip passes a stop without halting: the bar stands in the
// middle of its cell, under the other rows' times, and is that cell's text. A border read as "|"
// stands between the columns and is no cell's text (structure-tables-ocr-borders.test.ts).
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { pageStructure } from '../../src/structure/page-structure.js';
import { cellAt, gridLines, page, textWidth } from './structure-tables-page.js';

const ROWS = [
  ['km', 'Stop', '1', '3', '5'],
  ['0', 'Jemnice', '4:50', '5:45', '6:50'],
  ['5', 'Loucovice', '4:59', 'BAR', '6:59'],
  ['9', 'Bransouze', '5:06', 'BAR', '7:06'],
  ['14', 'Dolni Ves', '5:14', '6:01', '7:14'],
  ['22', 'Vycapy', '5:25', '6:10', '7:25'],
];
const XS = [60, 90, 220, 280, 340];
/** The bar set where the time above it stands, in the middle of the column. */
const BAR_X = XS[3]! + textWidth('5:45') / 2 - textWidth('|') / 2;

function timetable() {
  const lines = gridLines(
    ROWS.map((r) => r.map((t) => (t === 'BAR' ? '' : t))),
    XS,
    100,
    16,
    { perRow: true },
  );
  // The bars go into their rows' engine lines, between the times left and right of them.
  for (const r of [2, 3]) {
    const line = lines[r]!.line;
    const at = line.words.findIndex((w) => w.bbox[0] * 612 > BAR_X);
    const y = line.words[0]!.bbox;
    line.words.splice(at, 0, { text: '|', bbox: [BAR_X / 612, y[1], (BAR_X + textWidth('|')) / 612, y[3]], confidence: 0.9 });
    line.text = line.words.map((w) => w.text).join(' ');
  }
  return page(lines, [], false);
}

describe('findTables: a bar printed in a cell', () => {
  it('is the text of the cell it stands in', () => {
    const found = findTables(timetable());
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([6, 5]);
    expect(cellAt(t, 2, 3)!.text).toBe('|');
    expect(cellAt(t, 3, 3)!.text).toBe('|');
    expect(cellAt(t, 2, 4)!.text).toBe('6:59');
  });

  it('stays in the page text, on its row', () => {
    const lines = pageStructure(timetable()).lines;
    expect(lines.filter((l) => l.text === '|')).toHaveLength(2);
  });
});

describe('findTables: a bar off the middle of its column', () => {
  it('stays a border (a speck read as "|" in an empty cell of right-aligned figures)', () => {
    const rows = [
      ['Date', 'Operation', 'Debit', 'Credit'],
      ['02/03', 'Rent March', '1,297.51', ''],
      ['05/03', 'Salary', '', '3,278.89'],
      ['09/03', 'Card fee', '10.99', ''],
      ['21/03', 'Cinema', '13.15', ''],
      ['31/03', 'New balance', '', '4,551.35'],
    ];
    const xs = [60, 110, 330, 420];
    const lines = gridLines(rows, xs, 100, 16, { perRow: true, align: ['l', 'l', 'r', 'r'] });
    // Inside the Debit column (figures 290-330 pt, right-aligned, their middles 310-318 pt) on the
    // last row, 28 pt in from its right edge: well inside the column, off its figures' middle.
    const line = lines[5]!.line;
    const y = line.words[0]!.bbox;
    line.words.splice(2, 0, { text: '|', bbox: [299.5 / 612, y[1], 304.5 / 612, y[3]], confidence: 0.9 });
    const found = findTables(page(lines, [], false));
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect(t.cells.some((c) => c.text.includes('|'))).toBe(false);
    expect(pageStructure(page(lines, [], false)).lines.some((l) => l.text.includes('|'))).toBe(false);
  });
});
