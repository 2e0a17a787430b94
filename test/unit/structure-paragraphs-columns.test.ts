import { describe, expect, it } from 'vitest';
import type { Table } from '../../src/structure/model.js';
import { PageBuilder, coveredOnce, roles } from './structure-paragraphs-helper.js';

const W = 612;
const H = 792;
const L = { x: 72, w: 222 };
const R = { x: 318, w: 222 };

function table(bbox: [number, number, number, number]): Table {
  return { bbox, rows: 2, columns: 2, cells: [] };
}

describe('buildParagraphs reads a two-column article column by column', () => {
  it('keeps a full-width title and a full-width table between the column runs', () => {
    const p = new PageBuilder(W, H);
    p.line('Journal of Synthetic Pages', 72, 30, 150, { size: 8 });
    p.line('Two Columns and a Table', 72, 80, 300, { size: 20 });
    // Upper run: the right column's lines share the left column's rows, as in real articles.
    p.paragraph(['Left one starts the first column', 'left one goes on and on here', 'left one ends.'], { x: L.x, y: 130, w: L.w });
    p.paragraph(['Right one starts the second column', 'right one goes on and on here', 'right one ends.'], { x: R.x, y: 130, w: R.w });
    p.paragraph(['Left two is another paragraph', 'left two ends.'], { x: L.x, y: 180, w: L.w });
    p.paragraph(['Right two is another paragraph', 'right two ends.'], { x: R.x, y: 180, w: R.w });
    // The table across both columns, its lines claimed by table 0.
    p.line('Region', 80, 280, 60).line('Volume', 320, 280, 60).line('North', 80, 300, 60).line('4,210', 320, 300, 60);
    p.paragraph(['Left three is below the table', 'left three ends.'], { x: L.x, y: 400, w: L.w });
    p.paragraph(['Right three is below the table', 'right three ends.'], { x: R.x, y: 400, w: R.w });
    p.line('3', 300, 760, 8, { size: 8 });
    const tableOf = p.lines.map((l) => (l.line.bbox[1] > 270 / H && l.line.bbox[3] < 320 / H ? 0 : -1));
    const drafts = p.build([table([72 / W, 270 / H, 540 / W, 320 / H])], tableOf);
    expect(roles(drafts)).toEqual([
      ['page_header', 'Journal of Synthetic Pages'],
      ['title', 'Two Columns and a Table'],
      ['text', 'Left one starts the first column left one goes on and on here left one ends.'],
      ['text', 'Left two is another paragraph left two ends.'],
      ['text', 'Right one starts the second column right one goes on and on here right one ends.'],
      ['text', 'Right two is another paragraph right two ends.'],
      ['table', '#0'],
      ['text', 'Left three is below the table left three ends.'],
      ['text', 'Right three is below the table right three ends.'],
      ['page_number', '3'],
    ]);
    expect(coveredOnce(drafts, p.lines.length)).toBe(true);
    const t = drafts.find((d) => d.role === 'table')!;
    expect(t.lines.map((i) => p.text(i))).toEqual(['Region', 'Volume', 'North', '4,210']);
    expect(t.bbox).toEqual([72 / W, 270 / H, 540 / W, 320 / H]);
  });

  it('reads a full-width heading between two column runs in place', () => {
    const p = new PageBuilder(W, H);
    p.paragraph(['Upper left runs along here', 'upper left ends.'], { x: L.x, y: 100, w: L.w });
    p.paragraph(['Upper right runs along here', 'upper right ends.'], { x: R.x, y: 100, w: R.w });
    p.line('A Full Width Section Heading Across Both Columns', 72, 150, 468, { size: 14, bold: true });
    p.paragraph(['Lower left runs along here', 'lower left ends.'], { x: L.x, y: 180, w: L.w });
    p.paragraph(['Lower right runs along here', 'lower right ends.'], { x: R.x, y: 180, w: R.w });
    const drafts = p.build();
    expect(roles(drafts).map(([, t]) => t.split(' ')[0] + ' ' + t.split(' ')[1])).toEqual([
      'Upper left',
      'Upper right',
      'A Full',
      'Lower left',
      'Lower right',
    ]);
  });

  it('reads a long full-width abstract before the columns below it', () => {
    const p = new PageBuilder(W, H);
    const abstract = Array.from({ length: 14 }, (_, k) => `abstract line ${k} runs across the whole width of the page`);
    let y = p.paragraph(abstract, { x: 72, y: 80, w: 468 });
    const left = Array.from({ length: 6 }, (_, k) => `left line ${k} in the column`);
    const right = Array.from({ length: 6 }, (_, k) => `right line ${k} in the column`);
    p.paragraph(left, { x: L.x, y, w: L.w });
    y = p.paragraph(right, { x: R.x, y, w: R.w });
    const drafts = p.build();
    expect(drafts.map((d) => d.text!.split(' ')[0])).toEqual(['abstract', 'left', 'right']);
    expect(drafts.map((d) => d.lines.length)).toEqual([14, 6, 6]);
  });
});
