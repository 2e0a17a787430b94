// A ruled grid with a two-level column header: "Region" spans the two header rows (no rule under
// it) and "Shipments" spans the two year columns (no rule between them in the top row).
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, hRule, page, textLine, vRule, wordsKept } from './structure-tables-page.js';

const xs = [72, 200, 300, 400];
const ys = [100, 120, 140, 160, 180, 200];

function ruledPage() {
  const lines = [
    textLine('Quarterly volumes by region', 72, 80, { size: 12, bold: true }),
    textLine('Region', 76, 115),
    textLine('Shipments', 205, 105),
    ...gridLines(
      [
        ['', '2025', '2026'],
        ['North', '4,210', '4,480'],
        ['South', '3,020', '3,310'],
        ['East', '1,200', '1,350'],
      ],
      [76, 205, 305],
      125,
      20,
    ),
    ...textLineBelow(),
  ];
  const rules = [
    hRule(72, 400, 100),
    hRule(200, 400, 120),
    hRule(72, 400, 140),
    hRule(72, 400, 160),
    hRule(72, 400, 180),
    hRule(72, 400, 200),
    vRule(72, 100, 200),
    vRule(200, 100, 200),
    vRule(300, 120, 200),
    vRule(400, 100, 200),
  ];
  return page(lines, rules);
}

function textLineBelow() {
  return [textLine('Figures are in thousands of tonnes shipped during the year.', 72, 215)];
}

describe('findTables: ruled grid with a two-level header', () => {
  const input = ruledPage();
  const found = findTables(input);

  it('finds one 5 × 3 table covering its grid once', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([ys.length - 1, xs.length - 1]);
    expect(coversGridOnce(t)).toBe(true);
  });

  it('spans the header cells where rules are missing', () => {
    const t = found.tables[0]!;
    expect(cellAt(t, 0, 0)).toMatchObject({ text: 'Region', row_span: 2, column_span: 1, kind: 'column_header' });
    expect(cellAt(t, 0, 1)).toMatchObject({ text: 'Shipments', row_span: 1, column_span: 2, kind: 'column_header' });
    expect(cellAt(t, 1, 1)).toMatchObject({ text: '2025', kind: 'column_header' });
    expect(cellAt(t, 1, 2)).toMatchObject({ text: '2026', kind: 'column_header' });
  });

  it('marks the first column of the numeric body as row headers', () => {
    const t = found.tables[0]!;
    expect(cellAt(t, 2, 0)).toMatchObject({ text: 'North', kind: 'row_header' });
    expect(cellAt(t, 2, 1)).toMatchObject({ text: '4,210', kind: 'content' });
    expect(cellAt(t, 4, 2)).toMatchObject({ text: '1,350', kind: 'content' });
  });

  it('leaves the title and the note outside the table and keeps every word', () => {
    const title = found.lines.findIndex((l) => l.line.text.startsWith('Quarterly'));
    const note = found.lines.findIndex((l) => l.line.text.startsWith('Figures'));
    expect(found.tableOf[title]).toBe(-1);
    expect(found.tableOf[note]).toBe(-1);
    expect(found.lines.filter((_, i) => found.tableOf[i] === 0)).toHaveLength(13);
    expect(wordsKept(input, found.lines)).toBe(true);
    const b = found.tables[0]!.bbox;
    expect(b[0]).toBeCloseTo(72 / 612, 3);
    expect(b[3]).toBeCloseTo(200 / 792, 3);
  });
});
