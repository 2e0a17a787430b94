// A form of label: value lines and a letterhead of two short columns are not tables.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { gridLines, page, prose } from './structure-tables-page.js';

describe('findTables: forms and letterheads are not tables', () => {
  it('finds nothing in a label: value form, numbers included', () => {
    const pairs = [
      ['Name:', 'John Smith'],
      ['Date:', '12 March 2026'],
      ['Account:', '4410-22'],
      ['Amount:', '1,250.00'],
      ['Reference:', 'INV 2026 118'],
    ];
    const lines = gridLines(pairs, [72, 180], 100, 14, { align: ['l', 'l'] });
    expect(findTables(page(lines)).tables).toEqual([]);
    expect(findTables(page(gridLines(pairs, [72, 180], 100, 14, { perRow: true }), [], false)).tables).toEqual([]);
  });

  it('finds nothing in a letter with a two-column letterhead', () => {
    const head = [
      ['Northwind Logistics', 'Tel 555 0100'],
      ['12 Harbour Road', 'Fax 555 0101'],
      ['Leeds LS1 4AB', 'www.northwind.example'],
    ];
    const lines = [...gridLines(head, [72, 400], 60, 12, { perRow: true }), ...prose(72, 140, 12)];
    expect(findTables(page(lines, [], false)).tables).toEqual([]);
  });
});

describe('findTables: fields without colons are not tables', () => {
  it('finds nothing in label/number pairs with no heading over the numbers', () => {
    const pairs = [
      ['Invoice number', '2026-117'],
      ['Invoice date', '21/11/2026'],
      ['Customer no.', '4410'],
      ['Total due', '1,250.00'],
    ];
    expect(findTables(page(gridLines(pairs, [72, 200], 100, 14))).tables).toEqual([]);
  });
});
