// The structure bench's table score (bench/structure/adjacency.ts): ICDAR 2013 adjacency relations
// across spans and empty cells, pooled per document, detection included.
import { describe, expect, it } from 'vitest';
import { adjacencyCounts, addCounts, headerCounts, relationsOf, scoreOf } from '../../bench/structure/adjacency.js';
import { norm } from '../../bench/structure/normalize.js';
import { gridOf, type GridTable } from '../../bench/structure/truth.js';

const plain = (rows: string[][], headerRows = 0): GridTable =>
  gridOf({ style: 'ruled', headerRows, rows: rows.map((r) => r.map((text) => ({ text }))) });
const rel = (dir: string, a: string, b: string) => `${dir}\u0000${norm(a)}\u0000${norm(b)}`;

const merged = gridOf({
  style: 'ruled',
  headerRows: 2,
  rows: [
    [
      { text: 'Region', rowSpan: 2 },
      { text: 'Shipments', colSpan: 2 },
    ],
    [{ text: '2025' }, { text: '2024' }],
    [{ text: 'North' }, { text: '4,210' }, { text: '3,990' }],
  ],
});

describe('relationsOf', () => {
  it('pairs each non-empty cell with its nearest non-empty neighbour right and below, skipping empty cells', () => {
    const r = relationsOf(
      plain([
        ['A', 'B', 'C'],
        ['D', '', 'F'],
        ['G', 'H', 'I'],
      ]),
    );
    expect(r.sort()).toEqual(
      [
        rel('below', 'A', 'D'),
        rel('below', 'B', 'H'),
        rel('below', 'C', 'F'),
        rel('below', 'D', 'G'),
        rel('below', 'F', 'I'),
        rel('right', 'A', 'B'),
        rel('right', 'B', 'C'),
        rel('right', 'D', 'F'),
        rel('right', 'G', 'H'),
        rel('right', 'H', 'I'),
      ].sort(),
    );
  });

  it('looks along every row and column a spanning cell covers, counting a pair once', () => {
    const r = relationsOf(merged);
    expect(r).toHaveLength(10);
    expect(r).toEqual(
      expect.arrayContaining([
        rel('right', 'Region', 'Shipments'),
        rel('right', 'Region', '2025'),
        rel('below', 'Region', 'North'),
        rel('below', 'Shipments', '2025'),
        rel('below', 'Shipments', '2024'),
        rel('below', '2025', '4,210'),
      ]),
    );
  });

  it('treats a cell of punctuation only as empty and compares letters and digits, case folded, in any script', () => {
    expect(relationsOf(plain([['Київ', '—', '1 234,5']]))).toEqual([rel('right', 'КИЇВ', '1234,5')]);
    expect(norm('1,810.27 EUR')).toBe('181027eur');
  });
});

describe('adjacencyCounts and scoreOf', () => {
  it('scores the true tables found exactly as 1', () => {
    expect(scoreOf(adjacencyCounts([merged], [merged]))).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('costs recall for spans read as single slots: the relations across the span are lost', () => {
    const flat = plain([
      ['Region', 'Shipments', ''],
      ['', '2025', '2024'],
      ['North', '4,210', '3,990'],
    ]);
    expect(scoreOf(adjacencyCounts([merged], [flat]))).toEqual({ precision: 1, recall: 0.8, f1: expect.closeTo(0.889, 3) });
  });

  it('costs precision for columns split wrongly (a cell cut in two)', () => {
    const truth = plain([
      ['Name', 'Amount'],
      ['Drive belt', '12.50'],
    ]);
    const cut = plain([
      ['Name', '', 'Amount'],
      ['Drive', 'belt', '12.50'],
    ]);
    const s = scoreOf(adjacencyCounts([truth], [cut]));
    expect(s.precision).toBeLessThan(0.5);
    expect(s.recall).toBeLessThan(1);
  });

  it('includes detection: a missed table is lost recall, a false table lost precision', () => {
    const small = plain([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const missed = adjacencyCounts([merged, small], [merged]);
    expect(scoreOf(missed).precision).toBe(1);
    expect(scoreOf(missed).recall).toBeCloseTo(10 / 14);
    const invented = adjacencyCounts([merged], [merged, small]);
    expect(scoreOf(invented).recall).toBe(1);
    expect(scoreOf(invented).precision).toBeCloseTo(10 / 14);
  });

  it('scores nothing true and nothing found as 1, and anything found on a table-free page as 0', () => {
    expect(scoreOf(adjacencyCounts([], [])).f1).toBe(1);
    expect(scoreOf(adjacencyCounts([], [merged])).f1).toBe(0);
  });

  it('micro-averages by pooling the counts of documents', () => {
    const pooled = addCounts([
      { truth: 10, predicted: 10, matched: 10 },
      { truth: 30, predicted: 10, matched: 0 },
    ]);
    expect(pooled).toEqual({ truth: 40, predicted: 20, matched: 10 });
    expect(scoreOf(pooled).recall).toBe(0.25);
  });
});

describe('headerCounts', () => {
  it('counts the true column headers found as column headers with the same text', () => {
    const content = gridOf({
      style: 'ruled',
      headerRows: 0,
      rows: merged.cells.length ? [[{ text: 'Region' }, { text: 'Shipments' }]] : [],
    });
    expect(headerCounts([merged], [merged])).toEqual({ truth: 4, found: 4 });
    expect(headerCounts([merged], [content])).toEqual({ truth: 4, found: 0 });
  });
});
