import { describe, expect, it } from 'vitest';
import type { DraftParagraph } from '../../src/structure/model.js';
import { lineStacks } from '../../src/structure/paragraphs/line-stacks.js';
import { PageBuilder, coveredOnce } from './structure-paragraphs-helper.js';

/** The page's lines in the order the paragraphs read them. */
const order = (p: PageBuilder, drafts: readonly DraftParagraph[]): string[] => drafts.flatMap((d) => d.lines.map((i) => p.text(i)));

const FOOT = 'A remark across the whole width of the page that closes the report and blocks any gutter';

describe('stacks of lines read whole where no gutter parts them', () => {
  it('reads a wrapped title and its address before the document name beside them', () => {
    // A lab report's header: the title wraps onto a second line beside a two-line document name
    // set smaller, whose lines fall between the title's, 6 pt away: too narrow a gap for a gutter.
    const p = new PageBuilder(595, 842);
    p.line('Clinical Laboratory of the', 54, 46, 310, { size: 13 });
    p.line('Upper Valley', 54, 63, 100, { size: 13 });
    p.line('12 Bridge Road, Coimbra, telephone 239 481 270', 54, 79, 260, { size: 8 });
    p.line('Laboratory test', 370, 60, 140, { size: 9 });
    p.line('report', 370, 73, 55, { size: 9 });
    p.line(FOOT, 54, 120, 490);
    const drafts = p.build();
    expect(order(p, drafts)).toEqual([
      'Clinical Laboratory of the',
      'Upper Valley',
      '12 Bridge Road, Coimbra, telephone 239 481 270',
      'Laboratory test',
      'report',
      FOOT,
    ]);
    expect(coveredOnce(drafts, p.lines.length)).toBe(true);
  });

  it('keeps a boxed block of details beside a title whole, ahead of the parties below', () => {
    const p = new PageBuilder(595, 842);
    p.line('Delivery Note', 54, 48, 260, { size: 20 });
    p.line('Document no: WZ/2026/03/117', 390, 54, 150, { size: 9 });
    p.line('Issued: 17.03.2026', 390, 68, 110, { size: 9 });
    p.line('Order: ZK/0882/2026', 390, 82, 120, { size: 9 });
    p.paragraph(['Supplier', 'Builders Wholesale Ltd', '12 Store Street'], { x: 66, y: 120, w: 200, size: 9 });
    p.paragraph(['Recipient', 'Renovation Works', '4a Spring Lane'], { x: 310, y: 120, w: 200, size: 9 });
    p.line(FOOT, 54, 200, 490);
    expect(order(p, p.build())).toEqual([
      'Delivery Note',
      'Document no: WZ/2026/03/117',
      'Issued: 17.03.2026',
      'Order: ZK/0882/2026',
      'Supplier',
      'Builders Wholesale Ltd',
      '12 Store Street',
      'Recipient',
      'Renovation Works',
      '4a Spring Lane',
      FOOT,
    ]);
  });

  it('makes no stack of labels and values on shared rows, even when a photo tilts the rows apart', () => {
    const line = (x: number, y: number, w: number, h = 9): { kind: 'line'; bbox: [number, number, number, number] } => ({
      kind: 'line',
      bbox: [x / 595, y / 842, (x + w) / 595, (y + h) / 842],
    });
    for (const tilt of [0, 3]) {
      const grid = [0, 1, 2, 3].flatMap((k) => [line(72, 100 + 14 * k, 120), line(333, 100 + 14 * k + tilt, 24)]);
      expect(lineStacks(grid, 842 / 595).size, `tilt ${tilt}`).toBe(0);
    }
    // The same items without their prices are one stack.
    const items = [0, 1, 2, 3].map((k) => line(72, 100 + 14 * k, 120));
    expect(new Set(lineStacks(items, 842 / 595).values()).size).toBe(1);
    expect(lineStacks(items, 842 / 595).size).toBe(4);
  });
});
