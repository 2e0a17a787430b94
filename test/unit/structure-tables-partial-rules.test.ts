// A side panel beside an agenda ruled item by item is no table column: the rules between the items
// run across the times and the items and stop short of the panel (partial-rules.ts). The finder
// keeps the panel out of every table; the check itself is tested on drafts made by hand.
import { describe, expect, it } from 'vitest';
import type { TableDraft } from '../../src/structure/tables/draft.js';
import { findTables } from '../../src/structure/tables/find-tables.js';
import type { PtBox, Word } from '../../src/structure/tables/items.js';
import { crossedByPartialRules } from '../../src/structure/tables/partial-rules.js';
import { gridLines, hRule, page } from './structure-tables-page.js';

// Panel at x 40, times at 230, items at 290; rows 16 pt apart from y 100.
const ROWS = [
  ['Riverside Tenants', '18:00', 'Opening and election of the chair'],
  ['Association', '', 'Roll call and quorum'],
  ['Annual meeting', '18:15', 'Report of the board for 2025'],
  ['of owners', '', 'Repairs carried out this year'],
  ['Agenda', '18:45', 'Budget for 2026 and the fund'],
  ['Tuesday 24 March', '', 'New cleaning contract'],
  ['Community hall', '19:15', 'Insulation of the building'],
  ['5 Walnut Street', '', 'Offers from three builders'],
];
const XS = [40, 230, 290];
const lines = () => gridLines(ROWS, XS, 100, 16, { align: ['l', 'l', 'l'] });
// Rules between the items: under every second row, from the times to the items' right edge.
const between = (x0: number, x1: number) => [1, 3, 5].map((r) => hRule(x0, x1, 100 + r * 16 + 13));

describe('findTables: rules across some of the columns', () => {
  it('the words alone make a three-column table', () => {
    const { tables } = findTables(page(lines()));
    expect(tables).toHaveLength(1);
    expect(tables[0]!.columns).toBe(3);
  });

  it('the panel is in no table when the rules between rows stop short of it', () => {
    const found = findTables(page(lines(), between(225, 560)));
    const panel = found.lines.filter((l) => l.line.bbox[0] < 0.2);
    expect(panel.length).toBeGreaterThan(0);
    expect(found.lines.map((l, i) => (l.line.bbox[0] < 0.2 ? found.tableOf[i]! : -1)).filter((t) => t >= 0)).toEqual([]);
    expect(found.tables.every((t) => t.columns === 2)).toBe(true);
  });

  it('still a table when the rules run across every column', () => {
    expect(findTables(page(lines(), between(35, 560))).tables.length).toBeGreaterThanOrEqual(1);
  });

  it('still a table with a rule under one column only (a subtotal)', () => {
    const { tables } = findTables(page(lines(), [hRule(285, 470, 100 + 5 * 16 + 13)]));
    expect(tables).toHaveLength(1);
  });
});

/** A draft of `rows` rows 16 pt apart from y 100, one word per slot, columns' text at `columns` [left, right] (points). */
function draft(columns: [number, number][], rows = 6): TableDraft {
  const word = (box: PtBox): Word => ({ id: 0, line: 0, index: 0, text: 'w', box, size: 10, bold: false });
  const rowBands = Array.from({ length: rows }, (_, r): [number, number] => [100 + 16 * r, 112 + 16 * r]);
  return {
    rowBands,
    colBands: columns.map(([l, r], c): [number, number] => [c === 0 ? l : (columns[c - 1]![1] + l) / 2, r]),
    slots: rowBands.map(([top, bottom]) => columns.map(([l, r]) => [word([l, top, r, bottom])])),
    merges: [],
    headerRows: -1,
    rules: [],
  };
}

describe('crossedByPartialRules', () => {
  const three = draft([
    [40, 200],
    [230, 260],
    [290, 560],
  ]);
  const at = (x0: number, x1: number, y: number): PtBox => [x0, y - 0.25, x1, y + 0.25];
  const check = (...rules: PtBox[]): boolean => crossedByPartialRules(three, rules, 10);
  it('two rules through the rows over two columns, short of the third, cross', () => {
    expect(check(at(225, 565, 126), at(225, 565, 158))).toBe(true);
  });
  it("one such rule alone does not: a merged header's underline", () => {
    expect(check(at(225, 565, 126))).toBe(false);
  });
  it('rules just above and below the rows bound them, not rules far away', () => {
    expect(check(at(225, 565, 92), at(225, 565, 200))).toBe(true);
    expect(check(at(225, 565, 60), at(225, 565, 240))).toBe(false);
  });
  it('rules across every column, or under one column only, do not', () => {
    expect(check(at(35, 565, 126), at(35, 565, 158))).toBe(false);
    expect(check(at(285, 565, 126), at(285, 565, 158))).toBe(false);
  });
  it('two underlines side by side at one height (two groups of a header) do not', () => {
    const five = draft([
      [40, 120],
      [150, 200],
      [220, 270],
      [300, 350],
      [370, 420],
    ]);
    expect(crossedByPartialRules(five, [at(145, 275, 110), at(295, 425, 110)], 10)).toBe(false);
  });
});
