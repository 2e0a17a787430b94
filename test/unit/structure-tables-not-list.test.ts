// A list is not a table: the marker and the item's text line up like two columns.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { gridLines, page } from './structure-tables-page.js';

describe('findTables: lists are not tables', () => {
  it('finds nothing in a bulleted list', () => {
    const items = [
      'Shipments grew in every region',
      'Fuel costs fell by 4%',
      'Two depots opened in the south',
      'Returns held at 2.1%',
      'Staff turnover fell',
    ];
    const lines = gridLines(
      items.map((t) => ['•', t]),
      [80, 94],
      100,
      13,
      { perRow: true },
    );
    expect(findTables(page(lines, [], false)).tables).toEqual([]);
  });

  it('finds nothing in a numbered list', () => {
    const items = ['Open the crate', 'Check the packing slip', 'Count the pallets', 'Sign the delivery note'];
    const lines = gridLines(
      items.map((t, i) => [`${i + 1}.`, t]),
      [80, 96],
      100,
      13,
    );
    expect(findTables(page(lines)).tables).toEqual([]);
  });
});
