import { describe, expect, it } from 'vitest';
import type { Table } from '../../src/structure/model.js';
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
