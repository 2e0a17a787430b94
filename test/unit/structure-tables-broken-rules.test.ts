// A scanned ruled table whose vertical rules the line finder lost in places (worn by noise and
// JPEG, a short piece is dropped): still one table, its columns where the rules were, while a
// real merged header cell (one label over the columns, no line drawn) still spans.
import { describe, expect, it } from 'vitest';
import type { Bbox } from '../../src/layout/page-layout.js';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, hRule, page, vRule } from './structure-tables-page.js';

const xs = [60, 110, 300, 380, 480];
const ys = [100, 120, 140, 160, 180, 200, 220];
const rows = [
  ['No.', 'Description', 'Qty', 'Amount'],
  ['1', 'Pallet racking', '7', '1,810.27'],
  ['2', 'Forklift service', '8', '2,295.76'],
  ['3', 'Shrink wrap', '11', '2,886.51'],
  ['4', 'Safety gloves', '', '258.87'],
  ['5', 'Delivery to site', '6', '2,437.80'],
];
const lines = gridLines(
  rows,
  xs.map((x) => x + 4),
  ys[0]! + 5,
  20,
  { perRow: true },
);
const hRules = ys.map((y) => hRule(xs[0]!, xs[4]!, y));
const tableOf = (rules: Bbox[]) => findTables(page(lines, rules, false)).tables;

describe('findTables: vertical rules lost in places on a scan', () => {
  it('verticals broken over one row: one table, not two', () => {
    // Each vertical drawn from the top to the middle of row 3 and from the middle of row 4 down.
    const v = xs.flatMap((x) => [vRule(x, ys[0]!, ys[3]! + 10), vRule(x, ys[4]! + 10, ys[6]!)]);
    const tables = tableOf([...hRules, ...v]);
    expect(tables).toHaveLength(1);
    const t = tables[0]!;
    expect([t.rows, t.columns]).toEqual([6, 4]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 3, 1)!.text).toBe('Shrink wrap');
    expect(cellAt(t, 4, 0)!.text).toBe('4');
    expect(cellAt(t, 4, 1)!.text).toBe('Safety gloves');
    expect(cellAt(t, 4, 3)!.text).toBe('258.87');
  });

  it('the last rows kept only their horizontal rules: still separate cells', () => {
    const v = xs.map((x) => vRule(x, ys[0]!, ys[4]!));
    const tables = tableOf([...hRules, ...v]);
    expect(tables).toHaveLength(1);
    const t = tables[0]!;
    expect([t.rows, t.columns]).toEqual([6, 4]);
    expect(cellAt(t, 5, 1)!.text).toBe('Delivery to site');
    expect(cellAt(t, 5, 2)!.text).toBe('6');
    expect(cellAt(t, 4, 1)!.text).toBe('Safety gloves');
    expect(cellAt(t, 4, 3)!.text).toBe('258.87');
  });

  it('a label over columns with no line drawn under it still spans them', () => {
    const head = gridLines([['Region', '', 'Shipments', '']], [64, 0, 320, 0], ys[0]! + 5, 20, { perRow: true });
    const body = gridLines(
      [
        ['', 'Q1', 'Q2', 'Q3'],
        ['North', '6,883', '8,340', '7,572'],
        ['South', '4,609', '3,976', '1,569'],
      ],
      xs.map((x) => x + 4),
      ys[1]! + 5,
      20,
      { perRow: true },
    );
    const v = [
      vRule(xs[0]!, ys[0]!, ys[4]!),
      vRule(xs[1]!, ys[0]!, ys[4]!),
      vRule(xs[4]!, ys[0]!, ys[4]!),
      ...[2, 3].map((j) => vRule(xs[j]!, ys[1]!, ys[4]!)),
    ];
    const rules = [...ys.slice(0, 5).map((y) => hRule(xs[0]!, xs[4]!, y)), ...v];
    const t = findTables(page([...head, ...body], rules, false)).tables[0]!;
    expect(cellAt(t, 0, 1)).toMatchObject({ text: 'Shipments', column_span: 3 });
    expect(cellAt(t, 2, 1)!.text).toBe('6,883');
  });
});
