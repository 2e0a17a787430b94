// An unruled table with cell padding (rows set further apart than a cell's lines, as HTML tables
// print): a line closer than the row pitch continues the row above, whichever columns it fills.
import { describe, expect, it } from 'vitest';
import type { StyledLine } from '../../src/structure/model.js';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, coversGridOnce, gridLines, page } from './structure-tables-page.js';

describe('findTables: multi-line cells told by spacing', () => {
  const rows: [string, string, string][][] = [
    [['Depot', 'Address', 'Hours']],
    [
      ['Leeds', '14 Canal Wharf', 'Mon-Fri 7-19'],
      ['', 'Holbeck', 'Sat 8-12'],
      ['', 'LS11 5PS', ''],
    ],
    [
      ['Bristol', 'Unit 3, Avon Park', 'Mon-Fri 6-18'],
      ['', 'St Philips', ''],
      ['', 'BS2 0JP', ''],
    ],
    [
      ['Glasgow', '220 Kelvin Road', 'Mon-Sat 7-17'],
      ['', 'G3 8AG', ''],
    ],
    [
      ['Cardiff', 'Bay Trading Estate', 'Mon-Fri 8-18'],
      ['', 'CF10 4LG', 'Sun 10-14'],
    ],
  ];
  const lines: StyledLine[] = [];
  let y = 100;
  for (const row of rows) {
    for (const text of row) {
      lines.push(...gridLines([text], [72, 150, 300], y, 0));
      y += 13;
    }
    y += 4;
  }
  const found = findTables(page(lines));

  it('keeps one table row per depot', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([5, 3]);
    expect(coversGridOnce(t)).toBe(true);
    expect(cellAt(t, 1, 1)!.text).toBe('14 Canal Wharf\nHolbeck\nLS11 5PS');
    expect(cellAt(t, 1, 2)!.text).toBe('Mon-Fri 7-19\nSat 8-12');
    expect(cellAt(t, 4, 0)!.text).toBe('Cardiff');
    expect(cellAt(t, 4, 2)!.text).toBe('Mon-Fri 8-18\nSun 10-14');
  });
});
