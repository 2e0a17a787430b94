// Running headers and footers set left and right on one line are not tables (one row each).
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { gridLines, hRule, page, prose } from './structure-tables-page.js';

describe('findTables: page header and footer are not tables', () => {
  it('finds nothing on a page of prose with a header and footer', () => {
    const lines = [
      ...gridLines([['Northwind Logistics', 'Quarterly Review 2026']], [72, 420], 36, 12),
      ...prose(72, 80, 30),
      ...gridLines([['Internal use only', 'Page 1 of 2']], [72, 480], 750, 12),
    ];
    // Rules under the header and over the footer bound the whole body: still no table.
    const found = findTables(page(lines, [hRule(72, 540, 50), hRule(72, 540, 744)]));
    expect(found.tables).toEqual([]);
    expect(found.lines).toHaveLength(lines.length);
  });
});
