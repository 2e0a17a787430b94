// Rows of ruled tables with wrapped cells: a rule under every row makes each band between rules one
// row, however its lines are spaced (a wrapped "R-" / "01" included); a table framed with only a
// header rule takes its rows from the line pitch (rows set apart by the cells' padding); a table
// whose rules only set off a header and a total keeps its body rows apart.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, gridLines, hRule, page, vRule } from './structure-tables-page.js';

const xs = [64, 110, 360, 460];
const rowsOf = (n: number): string[][][] =>
  Array.from({ length: n }, (_, r) => [
    ['R-', `Requirement ${r + 1} is met before the truck`, `Owner${r}`, 'Open'],
    [`0${r + 1}`, 'leaves the dock.', '', ''],
  ]);

/** Wrapped rows: lines 12 pt apart inside a row, rows `gap` pt apart; returns lines and row tops. */
function wrappedTable(gap: number) {
  const lines = gridLines([['ID', 'Requirement', 'Owner', 'Status']], xs, 104, 0, { perRow: true });
  const tops: number[] = [];
  let y = 124;
  for (const row of rowsOf(4)) {
    tops.push(y);
    lines.push(...gridLines(row, xs, y + 4, 12, { perRow: true }));
    y += 12 * row.length + gap;
  }
  return { lines, tops, bottom: y };
}

describe('findTables: rows of ruled tables with wrapped cells', () => {
  it('a rule under every row, no verticals: each band is one row', () => {
    // Lines and rows evenly spaced: only the rules tell the rows.
    const { lines, tops, bottom } = wrappedTable(0);
    const rules = [100, ...tops, bottom].map((y) => hRule(60, 540, y));
    const t = findTables(page(lines, rules, false)).tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 4]);
    expect(cellAt(t, 1, 0)!.text).toBe('R-\n01');
    expect(cellAt(t, 2, 1)!.text).toBe('Requirement 2 is met before the truck\nleaves the dock.');
    expect(cellAt(t, 4, 2)!.text).toBe('Owner3');
  });

  it('a frame and a header rule only: rows from the line pitch', () => {
    const { lines, tops, bottom } = wrappedTable(8);
    const rules = [
      hRule(60, 540, 100),
      hRule(60, 540, tops[0]!),
      hRule(60, 540, bottom),
      ...[60, 108, 356, 456, 540].map((x) => vRule(x, 100, bottom)),
    ];
    const t = findTables(page(lines, rules, false)).tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 4]);
    expect(cellAt(t, 3, 0)!.text).toBe('R-\n03');
    expect(cellAt(t, 3, 1)!.text).toBe('Requirement 3 is met before the truck\nleaves the dock.');
  });

  it('rules over a header and a total only: body rows stay apart', () => {
    const body = [
      ['North', '6,883', '8,340'],
      ['South', '4,609', '3,976'],
      ['East', '8,131', '6,806'],
      ['West', '5,997', '4,654'],
    ];
    const lines = [
      ...gridLines([['Region', '2025', '2024']], [64, 300, 400], 104, 0, { perRow: true }),
      ...gridLines(body, [64, 300, 400], 124, 14, { perRow: true }),
      ...gridLines([['Total', '25,620', '23,776']], [64, 300, 400], 186, 0, { perRow: true }),
    ];
    const rules = [100, 120, 182, 200].map((y) => hRule(60, 460, y));
    const t = findTables(page(lines, rules, false)).tables[0]!;
    expect(t.rows).toBe(6);
    expect(cellAt(t, 2, 0)!.text).toBe('South');
    expect(cellAt(t, 5, 1)!.text).toBe('25,620');
  });
});
