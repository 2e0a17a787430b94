import { describe, expect, it } from 'vitest';
import type { Table } from '../../src/structure/model.js';
import { findGutter } from '../../src/structure/paragraphs/gutters.js';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

const W = 595;
const H = 842;
const table = (bbox: [number, number, number, number]): Table => ({ bbox, rows: 2, columns: 2, cells: [] });

describe('justified columns with a narrow gutter, a full-width title and table', () => {
  it('reads column by column though the table reaches a point past the text, and its caption stays with it', () => {
    const p = new PageBuilder(W, H, true);
    p.line('Rail Freight Returns to the Valleys', 51, 58, 370, { size: 19, bold: true, block: 0 });
    // Justified columns 232 pt wide, 28 pt apart: every line runs the full width.
    let block = 1;
    for (const [x, name] of [
      [51, 'Left'],
      [312, 'Right'],
    ] as const) {
      for (let k = 0; k < 6; k++) p.line(`${name} line ${k + 1} of the column runs on`, x, 110 + 12.5 * k, 232, { size: 9.5, block });
      block += 1;
    }
    // The left column runs longer, then the table's caption, then the table (one point wider).
    p.line('Left line 7 ends here.', 51, 185, 120, { size: 9.5, block: 1 });
    p.line('Freight moved by rail, thousand tonnes', 51, 222, 190, { size: 9.5, block: 3 });
    p.line('Line', 58, 240, 30, { size: 9.5 }).line('2025', 500, 240, 30, { size: 9.5 });
    p.line('Valley', 58, 255, 30, { size: 9.5 }).line('530', 500, 255, 30, { size: 9.5 });
    const tableOf = p.lines.map((l) => (l.line.bbox[1] > 235 / H ? 0 : -1));
    const drafts = p.build([table([50.5 / W, 235 / H, 545 / W, 270 / H])], tableOf);
    expect(roles(drafts)).toEqual([
      ['title', 'Rail Freight Returns to the Valleys'],
      ['text', expect.stringMatching(/^Left line 1 .* Left line 7 ends here\.$/u)],
      ['text', expect.stringMatching(/^Right line 1 .* Right line 6 of the column runs on$/u)],
      ['text', 'Freight moved by rail, thousand tonnes'],
      ['table', '#0'],
    ]);
  });
});

describe('a page that is mostly table', () => {
  it('takes the table text for the body size, so the line above the table is the title', () => {
    const p = new PageBuilder(W, H, true);
    p.line('Account Statement', 57, 63, 195, { size: 18, bold: true, block: 0 });
    for (let r = 0; r < 6; r++)
      p.line(`2025-10-0${r + 1}`, 62, 100 + 15 * r, 50, { size: 9, block: 1 + r }).line('25,688.00', 450, 100 + 15 * r, 50, {
        size: 9,
        block: 1 + r,
      });
    const tableOf = p.lines.map((_, i) => (i === 0 ? -1 : 0));
    const drafts = p.build([table([60 / W, 95 / H, 540 / W, 200 / H])], tableOf);
    expect(roles(drafts)).toEqual([
      ['title', 'Account Statement'],
      ['table', '#0'],
    ]);
  });
});

describe('findGutter', () => {
  it('takes a line that ends a hair into the gutter for its column, not for a blocker', () => {
    // Two justified columns; one left line's box ends 0.0004 past its column's edge (less than a
    // bin), and a footer line runs across the gutter: only the footer blocks it.
    const left = Array.from({ length: 6 }, (_, k) => ({
      bbox: [0.371, 0.2 + 0.02 * k, k === 3 ? 0.6304 : 0.63, 0.21 + 0.02 * k] as const,
    }));
    const right = Array.from({ length: 6 }, (_, k) => ({ bbox: [0.654, 0.2 + 0.02 * k, 0.915, 0.21 + 0.02 * k] as const }));
    const footer = { bbox: [0.638, 0.94, 0.845, 0.95] as const };
    const blocks = [...left, ...right, footer].map((b) => ({ bbox: [...b.bbox] as [number, number, number, number] }));
    const gutter = findGutter(blocks, 0.013, blocks.length);
    expect(gutter?.from).toBeCloseTo(0.63, 2);
    expect([...gutter!.blockers].map((b) => b.bbox)).toEqual([[0.638, 0.94, 0.845, 0.95]]);
  });
});
