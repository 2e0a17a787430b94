// A ruled table on a scan read as it lies, about 1.2° off level: each OCR line drifts by more
// than half a line across the table, and the rules found in the image are boxes as tall as their
// drift. The rules still decide the rows, and a wrapped cell reads line by line.
import { describe, expect, it } from 'vitest';
import type { Bbox, LayoutLine } from '../../src/layout/page-layout.js';
import type { StyledLine } from '../../src/structure/model.js';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { cellAt, H, page, W, textWidth } from './structure-tables-page.js';

const SLOPE = -0.021; // dy/dx: the right side higher, as a scan turned anticlockwise
const PIVOT = 306;
const drift = (x: number): number => SLOPE * (x - PIVOT);
const f = (x0: number, y0: number, x1: number, y1: number): Bbox => [x0 / W, y0 / H, x1 / W, y1 / H];

/** One OCR line: pieces of text at x, on a baseline that slopes with the page. */
function skewedLine(pieces: [string, number][], y: number): StyledLine {
  const words: LayoutLine['words'] = [];
  for (const [text, x0] of pieces) {
    let x = x0;
    for (const t of text.split(' ')) {
      const w = textWidth(t);
      const top = y + drift(x + w / 2);
      words.push({ text: t, bbox: f(x, top, x + w, top + 10), confidence: 0.9 });
      x += w + 2.5;
    }
  }
  const bs = words.map((w) => w.bbox);
  const bbox: Bbox = [
    Math.min(...bs.map((b) => b[0])),
    Math.min(...bs.map((b) => b[1])),
    Math.max(...bs.map((b) => b[2])),
    Math.max(...bs.map((b) => b[3])),
  ];
  return {
    line: { text: words.map((w) => w.text).join(' '), bbox, confidence: 0.9, block: 0, paragraph: 0, words },
    style: { size: 10, bold: false },
  };
}

/** A rule as the image's line finder reports a sloping one: its bounding box. */
const hRuleAt = (x0: number, x1: number, y: number): Bbox =>
  f(x0, y + Math.min(drift(x0), drift(x1)) - 0.5, x1, y + Math.max(drift(x0), drift(x1)) + 0.5);
const vRuleAt = (x: number, y0: number, y1: number): Bbox => f(x - 0.5, y0 + drift(x), x + 0.5, y1 + drift(x));

describe('findTables: a skewed scan of a ruled table with wrapped cells', () => {
  const xs = [60, 120, 400, 540];
  const ys = [100, 120, 160, 200, 240];
  const rules = [...ys.map((y) => hRuleAt(xs[0]!, xs[3]!, y)), ...xs.map((x) => vRuleAt(x, ys[0]!, ys[4]!))];
  const body: [string, string, string][][] = [
    [['ID', 'Requirement', 'Owner']],
    [
      ['R-01', 'Every pallet is scanned on arrival and its location is', 'Receiving'],
      ['', 'recorded before the truck leaves the dock.', ''],
    ],
    [
      ['R-02', 'Stock counts can be started from a handheld device and', 'Inventory'],
      ['', 'paused at any aisle without losing progress.', ''],
    ],
    [
      ['R-03', 'Reports of daily throughput are available by seven in the', 'Management'],
      ['', 'morning for every site.', ''],
    ],
  ];
  const lines = body.flatMap((rowLines, r) =>
    rowLines.map((cells, k) =>
      skewedLine(
        cells.flatMap((t, c): [string, number][] => (t ? [[t, xs[c]! + 4]] : [])),
        ys[r]! + 5 + k * 13,
      ),
    ),
  );
  const found = findTables(page(lines, rules, false));

  it('rows come from the rules, not from where the sloping words fall', () => {
    expect(found.tables).toHaveLength(1);
    const t = found.tables[0]!;
    expect([t.rows, t.columns]).toEqual([4, 3]);
    expect(cellAt(t, 2, 0)!.text).toBe('R-02');
    expect(cellAt(t, 3, 2)!.text).toBe('Management');
  });

  it('a wrapped cell reads its OCR lines in order, each whole', () => {
    const t = found.tables[0]!;
    expect(cellAt(t, 2, 1)!.text).toBe(
      'Stock counts can be started from a handheld device and\npaused at any aisle without losing progress.',
    );
    expect(cellAt(t, 3, 1)!.text).toBe('Reports of daily throughput are available by seven in the\nmorning for every site.');
  });
});
